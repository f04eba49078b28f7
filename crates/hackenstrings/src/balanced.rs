//! Balanced binary: Walker's arithmetic on rows, as a civilisation that learned numbers from
//! pebbles would do it on paper.
//!
//! A row of `A` and `B` pebbles is a number written in *balanced binary*: its first run is the
//! whole part (`n` pebbles of one colour, worth `±n`), and the `k`-th pebble after it, counting
//! the change of colour as the first, is a digit worth `±1/2^k` (`+` for `A`). Every digit is `+1`
//! or `−1`; there is no digit 0. To add two rows, line them up at the change, add the whole parts
//! by counting, and add the digits place by place from the right with a carry; where a place sums
//! to 0 the result has an illegal *gap*, filled by Walker's rule (the next pebble to its right
//! moves one place left, and an opposite pebble takes its old place: `1/4 = 1/2 − 1/4`).
//! Subtraction needs no table of its own: it is adding the negative row.

use crate::{NeutralPebble, Pebble, Row};

// ANCHOR: balanced_add
/// The row of the sum of two rows, by Walker's balanced binary arithmetic, never leaving rows of
/// pebbles for fractions.
///
/// 1. **Line up at the change.** Each row is a whole part `m` (its first run: `+n` for `n` Left
///    pebbles, `−n` for Right ones) and digits `d₁ d₂ …`, one per later pebble, `+1` for `A` and
///    `−1` for `B`, the `k`-th worth `1/2^k`.
/// 2. **Add place by place from the right**, a missing digit counting 0. A place holding `s`
///    (its two digits and the carry from its right) writes `s − 2c` and carries `c` to its left,
///    where `c` is `s/2` rounded towards 0, so that digits and carries stay within `−1 ..= 1`. The
///    carry out of the first place goes to the whole part.
/// 3. **Fill the gaps.** A written 0 is a gap, which a row cannot hold. The next pebble to its
///    right moves one place left and an opposite pebble takes its old place (`1/4 = 1/2 − 1/4`),
///    until the gap is filled; gaps with no pebble to their right are simply the end of the row.
/// 4. **Join the change to the run.** The first digit must be opposite to the run (that is what
///    makes it the change). If it is not, or if there is no run, the same rule moves it left into
///    the whole part, leaving an opposite pebble in its place (`1/2 = 1 − 1/2`).
///
/// The result is the row of the sum, exactly [`Row::from_value`] of it, in time linear in the
/// rows' lengths.
///
/// ```
/// use hackenstrings::{Row, add};
///
/// let sum = |a: &str, b: &str| add(&a.parse().unwrap(), &b.parse().unwrap()).unwrap();
/// assert_eq!(sum("A B A", "A A B").to_string(), "A A A B B"); // 3/4 + 3/2 = 9/4 = 3 − 1/2 − 1/4
/// assert_eq!(sum("A B", "A B").to_string(), "A"); // 1/2 + 1/2 = 1
/// assert_eq!(sum("A B B", "B").to_string(), "B A B"); // 1/4 − 1 = −3/4 = −1 + 1/2 − 1/4
/// ```
///
/// # Errors
/// [`NeutralPebble`] (naming row 0 for `a`, row 1 for `b`) if a row holds a `C`: it is not a
/// number.
pub fn add(a: &Row, b: &Row) -> Result<Row, NeutralPebble> {
    let (a_whole, a_digits) = split(a, 0)?;
    let (b_whole, b_digits) = split(b, 1)?;
    // 2. Place by place from the right, with a carry.
    let places = a_digits.len().max(b_digits.len());
    let digit = |digits: &[i8], k: usize| digits.get(k).copied().unwrap_or(0);
    let mut digits = vec![0i8; places];
    let mut carry = 0i8;
    for k in (0..places).rev() {
        let s = digit(&a_digits, k) + digit(&b_digits, k) + carry;
        carry = s / 2; // towards 0
        digits[k] = s - 2 * carry;
    }
    let mut whole = a_whole + b_whole + i128::from(carry);
    // 3. Fill each gap from the next pebble to its right.
    let mut k = 0;
    while k < digits.len() {
        if digits[k] != 0 {
            k += 1;
            continue;
        }
        let Some(next) = digits[k..].iter().position(|&d| d != 0).map(|j| k + j) else {
            digits.truncate(k); // nothing to the right: the row ends here
            break;
        };
        let s = digits[next];
        digits[k] = s;
        digits[k + 1..=next].fill(-s);
        k = next + 1;
    }
    // 4. The first digit must be the change: opposite to the whole part.
    if let Some(first) = digits.first_mut()
        && (whole == 0 || whole.signum() == i128::from(*first))
    {
        whole += i128::from(*first);
        *first = -*first;
    }
    let run = if whole > 0 {
        Pebble::Left
    } else {
        Pebble::Right
    };
    let run_len = usize::try_from(whole.unsigned_abs()).expect("the whole part of a sum of rows");
    let mut pebbles = vec![run; run_len];
    pebbles.extend(digits.iter().map(|&d| match d {
        1 => Pebble::Left,
        _ => Pebble::Right,
    }));
    Ok(Row::new(pebbles))
}

/// The row of `a − b`: `a` plus the negative of `b` (its pebbles change hands), by [`add`].
///
/// ```
/// use hackenstrings::{Row, sub};
///
/// let a: Row = "A B".parse().unwrap();
/// let b: Row = "A B B".parse().unwrap();
/// assert_eq!(sub(&a, &b).unwrap().to_string(), "A B B"); // 1/2 − 1/4 = 1/4
/// assert!(sub(&a, &a).unwrap().is_empty());
/// ```
///
/// # Errors
/// [`NeutralPebble`] (naming row 0 for `a`, row 1 for `b`) if a row holds a `C`.
pub fn sub(a: &Row, b: &Row) -> Result<Row, NeutralPebble> {
    add(a, &b.negated())
}

/// A row's whole part and its digits after the change (`+1` for `A`, `−1` for `B`); `row` names
/// it in the error.
fn split(pebbles: &Row, row: usize) -> Result<(i128, Vec<i8>), NeutralPebble> {
    if let Some(pebble) = pebbles.first_neutral() {
        return Err(NeutralPebble { row, pebble });
    }
    let digit = |p: &Pebble| if *p == Pebble::Left { 1 } else { -1 };
    let run = pebbles.first_run();
    let sign = pebbles.pebbles().first().map_or(0, digit);
    let whole = i128::from(sign) * i128::try_from(run).expect("a row's length fits in i128");
    let digits = pebbles.pebbles()[run..].iter().map(digit).collect();
    Ok((whole, digits))
}
// ANCHOR_END: balanced_add

#[cfg(test)]
mod tests {
    use super::*;
    use crate::small_rows;
    use dyadic::Dyadic;

    fn row(text: &str) -> Row {
        text.parse().unwrap()
    }

    fn check(a: &Row, b: &Row) {
        let (x, y) = (a.number().unwrap(), b.number().unwrap());
        let expected = Row::from_value(&(&x + &y)).unwrap();
        assert_eq!(add(a, b).unwrap(), expected, "{a} + {b}");
        let expected = Row::from_value(&(&x - &y)).unwrap();
        assert_eq!(sub(a, b).unwrap(), expected, "{a} - {b}");
    }

    #[test]
    fn every_pair_of_rows_up_to_seven_pebbles_adds_as_its_values_do() {
        let rows = small_rows(&[Pebble::Left, Pebble::Right], 7);
        assert_eq!(rows.len(), 255);
        for a in &rows {
            for b in &rows {
                check(a, b);
            }
        }
    }

    #[test]
    fn walkers_examples() {
        // 1/2 + 1/2 = 1, and the rule for gaps: 1/4 = 1/2 − 1/4.
        assert_eq!(add(&row("A B"), &row("A B")), Ok(row("A")));
        assert_eq!(add(&row("A B B"), &row("A B B")), Ok(row("A B")));
        // 2 × 3/4 − 1/2 − 1 = 0.
        let three_halves = add(&row("A B A"), &row("A B A")).unwrap();
        let half_and_one = add(&row("B A"), &row("B")).unwrap();
        assert!(add(&three_halves, &half_and_one).unwrap().is_empty());
        // The sum of the first position of Walker's notes is −3/512.
        let rows = [
            "A B B A B B A B B A",
            "B A A B A B B A B",
            "A A A A",
            "B B B A B B B",
            "B",
        ];
        let total = rows
            .iter()
            .fold(Row::default(), |s, r| add(&s, &row(r)).unwrap());
        assert_eq!(total.number().unwrap(), "-3/512".parse::<Dyadic>().unwrap());
    }

    #[test]
    fn neutral_pebbles_are_refused_naming_their_row() {
        assert_eq!(
            add(&row("A"), &row("B C")),
            Err(NeutralPebble { row: 1, pebble: 1 })
        );
        assert_eq!(
            sub(&row("C"), &row("B")),
            Err(NeutralPebble { row: 0, pebble: 0 })
        );
    }

    #[test]
    fn long_rows_add_exactly() {
        let mut rng = fastrand::Rng::with_seed(11);
        for len in [64, 1000, 100_000] {
            for _ in 0..3 {
                let random = |rng: &mut fastrand::Rng, n: usize| {
                    Row::new(
                        (0..n)
                            .map(|_| [Pebble::Left, Pebble::Right][rng.usize(0..2)])
                            .collect(),
                    )
                };
                let a = random(&mut rng, len);
                let b_len = rng.usize(0..=len);
                let b = random(&mut rng, b_len);
                check(&a, &b);
                check(&a, &a);
                check(&a, &a.negated());
            }
        }
        // Long runs: whole parts far beyond a machine word's worth of pebbles per digit.
        let whole = Row::new(vec![Pebble::Left; 300_000]);
        let mut long = vec![Pebble::Right; 1000];
        long.extend([Pebble::Left; 50_000]);
        check(&whole, &Row::new(long.clone()));
        check(&Row::new(long.clone()), &Row::new(long));
    }
}
