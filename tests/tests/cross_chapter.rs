//! Claims that join two chapters, checked where both crates meet.

use dyadic::Dyadic;
use hackendot::{Forest, Tree};
use hackenstrings::Row;

/// Hackendot (chapter 10) on paths is Nim (chapter 8): a forest of paths of lengths `a, b, …` has
/// the nim value of the Nim position `a b …`, as the Hackendot chapter says.
#[test]
fn a_forest_of_paths_is_a_nim_position() {
    for a in 0..6 {
        for b in 0..6 {
            for c in 0..6 {
                let forest: Forest = [a, b, c]
                    .into_iter()
                    .filter(|&nodes| nodes > 0)
                    .map(Tree::path)
                    .collect();
                let nim: nim::Position = format!("{a} {b} {c}").parse().unwrap();
                assert_eq!(
                    hackendot::nim_value(&forest).to_string(),
                    nim.value().to_string(),
                    "paths of {a}, {b} and {c} nodes"
                );
            }
        }
    }
}

/// Hackenstrings (chapter 3) reaches exactly the dyadic numbers (chapter 1): every number with a
/// small denominator has a row worth exactly that number, as long as its birthday.
#[test]
fn every_dyadic_number_is_a_row() {
    for exponent in 0..6 {
        for numerator in -100..=100 {
            let number = Dyadic::new(numerator, exponent);
            let row = Row::from_value(&number).unwrap();
            assert_eq!(row.number().unwrap(), number, "{number}");
            assert_eq!(row.len() as u64, u64::try_from(number.birthday()).unwrap());
            let reread: Dyadic = number.to_string().parse().unwrap();
            assert_eq!(reread, number);
        }
    }
}

/// Every row of Left's pebbles alone (chapter 6) is an ordinal (chapter 5): its value is its
/// length. Adding two such rows as games is the natural sum, which never swallows a term as the
/// ordinal sum does (1 + ω = ω): it is at least both ordinal sums, and equal to `α + β` exactly
/// when no term of `α` is smaller than a term of `β`.
#[test]
fn rows_of_left_pebbles_are_ordinals() {
    let mut rows = vec![String::new()];
    let mut newest = rows.clone();
    for _ in 0..7 {
        newest = newest
            .iter()
            .flat_map(|text| ["A", "(", ")"].map(|symbol| format!("{text}{symbol}")))
            .filter(|text| {
                let open = text.matches('(').count();
                open >= text.matches(')').count() && !text.contains("()") && open <= 2
            })
            .collect();
        rows.extend(newest.iter().cloned());
    }
    rows.retain(|text| text.matches('(').count() == text.matches(')').count());
    let rows: Vec<surreal::Row> = rows.iter().map(|text| text.parse().unwrap()).collect();
    assert!(rows.len() > 30, "{} rows", rows.len());
    for a in &rows {
        let alpha = a.value().unwrap().to_ordinal().expect("an ordinal");
        assert_eq!(alpha, a.birthday(), "{a}");
        for b in &rows {
            let beta = b.birthday();
            let natural = surreal::Position::new(vec![a.clone(), b.clone()])
                .value()
                .unwrap();
            let natural = natural.to_ordinal().expect("an ordinal");
            assert!(
                natural >= &alpha + &beta && natural >= &beta + &alpha,
                "{a} + {b}"
            );
            let smallest = alpha.terms().last().map(|term| term.exponent().clone());
            let largest = beta.terms().first().map(|term| term.exponent().clone());
            // Equal exactly when the ordinal sum swallows no term of `α`.
            let swallows = smallest.zip(largest).is_some_and(|(low, high)| low < high);
            assert_eq!(natural == &alpha + &beta, !swallows, "{a} + {b}");
        }
    }
}

/// Green Hackenbush (chapter 7) on stalks is Nim: green stalks of `a, b, c` edges are worth the
/// nim value of the Nim position `a b c`, as the Hackenbush chapter says ("a green stalk is a
/// Nim heap").
#[test]
fn green_stalks_are_nim_heaps() {
    for a in 0..6usize {
        for b in 0..6usize {
            for c in 0..6usize {
                let mut edges = Vec::new();
                let mut next = 1;
                for height in [a, b, c] {
                    for level in 0..height {
                        let below = if level == 0 { 0 } else { next - 1 };
                        edges.push(format!("{below}-{next}:g"));
                        next += 1;
                    }
                }
                let stalks: hackenbush::Picture = edges.join(" ").parse().unwrap();
                let nim: nim::Position = format!("{a} {b} {c}").parse().unwrap();
                let heap = nim.nimber().unwrap().0;
                assert_eq!(
                    stalks.value(),
                    canonical::CanonicalForm::nimber(heap),
                    "green stalks of {a}, {b} and {c} edges"
                );
            }
        }
    }
}

/// The natural sum and product of ordinals (chapter 5) are their sum and product as surreal
/// numbers (chapter 6), as both chapters say: on random ordinals whose exponents are ordinals
/// again (no epsilon numbers, which have no finite Conway normal form).
#[test]
fn natural_sums_and_products_are_surreal_sums_and_products() {
    use ordinal::Ordinal;
    use surreal::Surreal;
    // SplitMix64, seeded: the same ordinals on every run.
    let mut state = 22u64;
    let mut random = || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let mut checked = 0;
    while checked < 300 {
        let a = ordinal::sample::ordinal(&mut random, 2);
        let b = ordinal::sample::ordinal(&mut random, 2);
        let (Some(x), Some(y)) = (Surreal::from_ordinal(&a), Surreal::from_ordinal(&b)) else {
            continue;
        };
        let as_ordinal = |value: Surreal| value.to_ordinal().expect("an ordinal");
        assert_eq!(as_ordinal(&x + &y), a.natural_add(&b), "{a} ⊕ {b}");
        assert_eq!(as_ordinal(&x * &y), a.natural_mul(&b), "{a} ⊗ {b}");
        assert_eq!(Ordinal::cmp(&a, &b), x.cmp(&y), "{a} vs {b}");
        checked += 1;
    }
}
