//! Numbers in fixed point with 64 binary digits after the point, in one `i128`: exact for every
//! value a search of at most 62 "days" of edges and labels can reach (a number born on day `d`
//! has at most `d` digits after the point and is at most `d` in size).

use dyadic::Dyadic;
use num_bigint::BigInt;

/// A number times 2^64.
pub(crate) type Fixed = i128;

/// 1 in fixed point.
pub(crate) const ONE: Fixed = 1 << 64;

/// The most days (the sum of the birthdays of labels and the number of edges) a search in
/// fixed point may cover.
pub(crate) const MAX_DAYS: u64 = 62;

/// The code of the first game that is not a number, for the mixed search's labels: a label
/// there is one word, a number in fixed point or `GAME` plus the index of a game (far below
/// every number a search reaches, which stay within ±2^71).
pub(crate) const GAME: Fixed = i128::MIN;

/// Whether a label is a game's code rather than a number.
pub(crate) fn is_game(code: Fixed) -> bool {
    code < GAME + (1 << 64)
}

pub(crate) fn from_dyadic(x: &Dyadic) -> Option<Fixed> {
    let exponent = x.exponent();
    if exponent > 64 {
        return None;
    }
    let scaled: BigInt = x.numerator() << (64 - exponent);
    i128::try_from(scaled).ok()
}

pub(crate) fn to_dyadic(x: Fixed) -> Dyadic {
    Dyadic::new(BigInt::from(x), 64)
}

/// The largest whole number at most `x`, in fixed point.
fn floor(x: Fixed) -> Fixed {
    x & !(ONE - 1)
}

/// The value of a blue edge under `x` (see [`super::number::under_edge`]).
pub(crate) fn under_blue(x: Fixed) -> Fixed {
    if x >= 0 {
        return x + ONE;
    }
    let n = ONE - floor(x); // 1 - ⌊x⌋, in fixed point
    let shift = (n >> 64) - 1;
    debug_assert!((x + n).trailing_zeros() as i128 >= shift, "exact");
    (x + n) >> shift
}

/// The value of a red edge under `x`.
pub(crate) fn under_red(x: Fixed) -> Fixed {
    -under_blue(-x)
}

/// The canonical options of `x`: Left's and Right's, where they exist.
pub(crate) fn options(x: Fixed) -> (Option<Fixed>, Option<Fixed>) {
    if x == 0 {
        (None, None)
    } else if x & (ONE - 1) == 0 {
        if x > 0 {
            (Some(x - ONE), None)
        } else {
            (None, Some(x + ONE))
        }
    } else {
        let step = 1 << x.trailing_zeros();
        (Some(x - step), Some(x + step))
    }
}

/// The simplest number strictly between `low` and `high` (either may be missing), which exists
/// whenever `low < high`.
pub(crate) fn simplest_between(low: Option<Fixed>, high: Option<Fixed>) -> Fixed {
    // The least whole number above `low`, the greatest below `high`.
    let above = low.map(|low| floor(low) + ONE);
    let below = high.map(|high| -(floor(-high) + ONE));
    match (above, below) {
        (None, None) => 0,
        (Some(above), None) => above.max(0),
        (None, Some(below)) => below.min(0),
        (Some(above), Some(below)) if above <= below => {
            if above > 0 {
                above
            } else if below < 0 {
                below
            } else {
                0
            }
        }
        (Some(_), Some(_)) => {
            let (low, high) = (low.expect("bounded"), high.expect("bounded"));
            let mut step = ONE >> 1;
            loop {
                let candidate = (low.div_euclid(step) + 1) * step;
                if candidate < high {
                    return candidate;
                }
                step >>= 1;
                assert!(
                    step > 0,
                    "no number between {low} and {high} in fixed point"
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_dyadic() {
        let values: Vec<Dyadic> = [
            "-3", "-2 1/2", "-1", "-3/4", "-1/8", "0", "1/64", "1/2", "5/8", "1", "7/4", "3",
        ]
        .iter()
        .map(|text| text.parse().unwrap())
        .collect();
        for x in &values {
            let fx = from_dyadic(x).unwrap();
            assert_eq!(to_dyadic(fx), *x);
            assert_eq!(
                to_dyadic(under_blue(fx)),
                super::super::number::under_edge(crate::Colour::Blue, x)
            );
            assert_eq!(
                to_dyadic(under_red(fx)),
                super::super::number::under_edge(crate::Colour::Red, x)
            );
            for y in &values {
                let (lo, hi) = (from_dyadic(x).unwrap(), from_dyadic(y).unwrap());
                if x < y {
                    let expected = Dyadic::simplest_between(Some(x), Some(y)).unwrap();
                    assert_eq!(
                        to_dyadic(simplest_between(Some(lo), Some(hi))),
                        expected,
                        "{x} {y}"
                    );
                }
            }
            let expected = Dyadic::simplest_between(Some(x), None).unwrap();
            assert_eq!(to_dyadic(simplest_between(Some(fx), None)), expected);
            let expected = Dyadic::simplest_between(None, Some(x)).unwrap();
            assert_eq!(to_dyadic(simplest_between(None, Some(fx))), expected);
        }
    }
}
