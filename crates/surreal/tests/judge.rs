//! The judge: Gonshor's rules both ways, checked on every small row against the definition of
//! the sign expansion (the prefix property), the order of sign sequences, the round trip, and
//! chapter 3's rule for finite rows.

use std::cmp::Ordering;

use num_bigint::BigInt;
use num_rational::BigRational;
use surreal::{Item, Row, Sign, Surreal};

/// Every row of at most `tokens` tokens (pebbles and parentheses), nested at most `depth` deep.
fn small_rows(tokens: usize, depth: usize) -> Vec<Row> {
    let mut rows = Vec::new();
    let mut texts = vec![(String::new(), 0usize, true)]; // text, open count, last group non-empty
    for _ in 0..tokens {
        let mut next = Vec::new();
        for (text, open, filled) in &texts {
            for c in ['A', 'B', '(', ')'] {
                let (open, filled) = match c {
                    '(' if *open < depth => (open + 1, false),
                    ')' if *open > 0 && *filled => (open - 1, true),
                    'A' | 'B' => (*open, true),
                    _ => continue,
                };
                next.push((format!("{text}{c}"), open, filled));
            }
        }
        texts.extend(next.iter().cloned());
        rows.extend(
            next.iter()
                .filter(|t| t.1 == 0)
                .map(|t| t.0.parse::<Row>().unwrap()),
        );
        texts = next;
    }
    rows.push(Row::empty());
    rows
}

/// Every prefix `P` of `row` cut at a pebble (inside repeated parts after 0, 1 or 2 copies), with
/// the sign that follows `P` in the row.
fn prefixes(row: &Row) -> Vec<(Vec<Item>, Sign)> {
    let mut out = Vec::new();
    let items = row.items();
    for (i, item) in items.iter().enumerate() {
        let base = &items[..i];
        match item {
            Item::Pebble(sign) => out.push((base.to_vec(), *sign)),
            Item::Repeat(inner) => {
                for copies in 0..3 {
                    for (rest, sign) in prefixes(inner) {
                        let mut prefix = base.to_vec();
                        for _ in 0..copies {
                            prefix.extend(inner.items().iter().cloned());
                        }
                        prefix.extend(rest);
                        out.push((prefix, sign));
                    }
                }
            }
        }
    }
    out
}

fn rows_with_values(rows: Vec<Row>) -> Vec<(Row, Surreal)> {
    rows.into_iter()
        .filter_map(|row| row.value().ok().map(|value| (row, value)))
        .collect()
}

#[test]
fn the_prefix_property_holds_on_every_small_row() {
    let mut checked = 0;
    for (row, value) in rows_with_values(small_rows(7, 2)) {
        for (prefix, sign) in prefixes(&row) {
            let prefix = Row::new(prefix);
            let Ok(before) = prefix.value() else { continue };
            let expected = match sign {
                Sign::Plus => Ordering::Less,
                Sign::Minus => Ordering::Greater,
            };
            assert_eq!(
                before.cmp(&value),
                expected,
                "{prefix} = {before} then {sign:?} in {row} = {value}"
            );
            checked += 1;
        }
    }
    assert!(checked > 5_000, "{checked}");
}

#[test]
fn values_go_back_to_their_rows() {
    for (row, value) in rows_with_values(small_rows(7, 2)) {
        let back = Row::from_value(&value).unwrap_or_else(|e| panic!("{row} = {value}: {e}"));
        assert_eq!(back.signs(), row.signs(), "{row} = {value}, back to {back}");
    }
}

#[test]
fn the_order_of_rows_is_the_order_of_values() {
    let mut rows = rows_with_values(small_rows(7, 2));
    rows.sort_by(|a, b| a.0.cmp(&b.0));
    for pair in rows.windows(2) {
        let ((a, x), (b, y)) = (&pair[0], &pair[1]);
        assert_eq!(a.cmp(b), x.cmp(y), "{a} = {x} and {b} = {y}");
        assert_eq!(a.signs() == b.signs(), x == y, "{a} = {x} and {b} = {y}");
    }
}

#[test]
fn finite_rows_agree_with_chapter_3() {
    for old in hackenstrings::small_rows(
        &[hackenstrings::Pebble::Left, hackenstrings::Pebble::Right],
        10,
    ) {
        let row: Row = old.to_string().parse().unwrap();
        let number = old.number().unwrap();
        assert_eq!(row.value().unwrap(), Surreal::from_dyadic(&number), "{row}");
        assert_eq!(row.value().unwrap().to_dyadic(), Some(number));
        assert_eq!(row.birthday().to_u64(), Some(old.len() as u64));
    }
}

/// Normal forms from small exponents and coefficients: their rows read back to them, and each
/// row's prefixes lie on the side its next sign says.
#[test]
fn normal_forms_go_to_rows_and_back() {
    let exponents: Vec<Surreal> = [
        "2", "3/2", "1", "1/2", "1/w", "0", "-1/2", "-1", "-3/2", "-2", "-w", "-w-1",
    ]
    .iter()
    .map(|t| t.parse().unwrap())
    .collect();
    let coefficients: Vec<BigRational> =
        ["1", "-1", "1/2", "-3/4", "1/3", "-2/3", "2", "5/3", "-1/6"]
            .iter()
            .map(|t| t.parse().unwrap())
            .collect();
    let mut rng = fastrand::Rng::with_seed(11);
    for _ in 0..4000 {
        let count = rng.usize(1..=4);
        let mut picked: Vec<usize> = (0..count).map(|_| rng.usize(..exponents.len())).collect();
        picked.sort_unstable();
        picked.dedup();
        let x = Surreal::from_terms(picked.iter().map(|&e| {
            surreal::Term::new(
                exponents[e].clone(),
                coefficients[rng.usize(..coefficients.len())].clone(),
            )
        }));
        let row = Row::from_value(&x).unwrap_or_else(|e| panic!("{x}: {e}"));
        let back = row.value().unwrap_or_else(|e| panic!("{x}: {row}: {e}"));
        assert_eq!(back, x, "{x} -> {row} -> {back}");
        let prefixes = prefixes(&row);
        for (prefix, sign) in prefixes.iter().step_by(1 + prefixes.len() / 40) {
            let prefix = Row::new(prefix.clone());
            let Ok(before) = prefix.value() else { continue };
            let expected = match sign {
                Sign::Plus => Ordering::Less,
                Sign::Minus => Ordering::Greater,
            };
            assert_eq!(
                before.cmp(&x),
                expected,
                "{prefix} = {before} then {sign:?} in {row} = {x}"
            );
        }
    }
}

#[test]
fn rows_and_negatives() {
    for (row, value) in rows_with_values(small_rows(6, 2)) {
        assert_eq!(row.negated().value().unwrap(), -&value, "{row}");
    }
    let _ = BigInt::from(0);
}

/// A random row of about `size` tokens nested at most `depth` deep.
fn random_row(rng: &mut fastrand::Rng, size: usize, depth: usize) -> Row {
    let mut text = String::new();
    let mut open: Vec<bool> = Vec::new(); // whether each open group holds something yet
    for _ in 0..size {
        match rng.u8(0..6) {
            0 | 1 if open.len() < depth => {
                text.push('(');
                open.push(false);
            }
            2 if open.last() == Some(&true) => {
                text.push(')');
                open.pop();
                if let Some(outer) = open.last_mut() {
                    *outer = true;
                }
            }
            _ => {
                text.push(if rng.bool() { 'A' } else { 'B' });
                if let Some(group) = open.last_mut() {
                    *group = true;
                }
            }
        }
    }
    while let Some(filled) = open.pop() {
        if !filled {
            text.push('A');
        }
        text.push(')');
        if let Some(outer) = open.last_mut() {
            *outer = true;
        }
    }
    text.parse().unwrap()
}

/// Larger and deeper rows than the exhaustive tests reach: whatever has a finite value goes back
/// to its row, and pairs of them are ordered as their values.
#[test]
fn random_rows_up_to_four_deep() {
    let mut rng = fastrand::Rng::with_seed(2026);
    let mut valued: Vec<(Row, Surreal)> = Vec::new();
    for _ in 0..3000 {
        let (size, depth) = (rng.usize(1..24), rng.usize(1..=4));
        let row = random_row(&mut rng, size, depth);
        let _ = row.series(); // never a panic
        if let Ok(value) = row.value() {
            let back = Row::from_value(&value).unwrap_or_else(|e| panic!("{row} = {value}: {e}"));
            assert_eq!(back.signs(), row.signs(), "{row} = {value}, back to {back}");
            assert_eq!(row.negated().value().unwrap(), -&value, "{row}");
            valued.push((row, value));
        }
    }
    assert!(valued.len() > 1000, "{}", valued.len());
    for _ in 0..20_000 {
        let (a, x) = &valued[rng.usize(..valued.len())];
        let (b, y) = &valued[rng.usize(..valued.len())];
        assert_eq!(a.cmp(b), x.cmp(y), "{a} = {x} and {b} = {y}");
    }
}
