//! Comparison by value. Two small values are compared without allocating; two fixed-point values
//! (see [`crate::fixed`]) by one `i64` comparison.

use std::cmp::Ordering;

use crate::fixed;
use crate::repr::Dyadic;
use crate::word::align_half_words;

impl Ord for Dyadic {
    #[inline]
    fn cmp(&self, other: &Dyadic) -> Ordering {
        match Dyadic::fixed_pair(self, other) {
            Some((a, b)) => fixed::compare(a, b),
            None => compare_words_or_big(self, other),
        }
    }
}

impl PartialOrd for Dyadic {
    #[inline]
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// [`Ord::cmp`] when not both values are in fixed point. Two values in the word form with
/// half-word numerators take an `i64` path inlined here.
#[inline]
fn compare_words_or_big(a: &Dyadic, b: &Dyadic) -> Ordering {
    let Some(((a_numerator, a_exponent), (b_numerator, b_exponent))) = Dyadic::word_pair(a, b)
    else {
        return compare_mixed(a, b);
    };
    match align_half_words(a_numerator, a_exponent, b_numerator, b_exponent) {
        Some((a_aligned, b_aligned, _)) => a_aligned.cmp(&b_aligned),
        None => compare_words(a_numerator, a_exponent, b_numerator, b_exponent),
    }
}

/// [`Ord::cmp`] for values in different forms, or big.
#[inline(never)]
fn compare_mixed(a: &Dyadic, b: &Dyadic) -> Ordering {
    match (a.as_small(), b.as_small()) {
        (Some((a_numerator, a_exponent)), Some((b_numerator, b_exponent))) => {
            compare_words(a_numerator, a_exponent, b_numerator, b_exponent)
        }
        _ => compare_big(a, b),
    }
}

/// Compares `a / 2^a_exponent` with `b / 2^b_exponent`, any machine-word values, in `i128`.
#[inline(never)]
fn compare_words(a: i64, a_exponent: u32, b: i64, b_exponent: u32) -> Ordering {
    // Only the side with the smaller exponent (the coarser one) is shifted. Capping the shift at 63
    // keeps it inside an i128 without changing the answer: when the shift is positive the finer side
    // has a nonzero exponent, so it is odd and below 2^63 in size, and any nonzero i64 shifted by 63
    // already outweighs it; only the sign still counts, and the cap keeps that.
    let a_is_coarse = a_exponent <= b_exponent;
    let (coarse, fine) = if a_is_coarse { (a, b) } else { (b, a) };
    let shift = a_exponent.abs_diff(b_exponent).min(63);
    let order = (i128::from(coarse) << shift).cmp(&i128::from(fine));
    if a_is_coarse { order } else { order.reverse() }
}

#[cold]
#[inline(never)]
fn compare_big(a: &Dyadic, b: &Dyadic) -> Ordering {
    let by_sign = a.signum().cmp(&b.signum());
    if by_sign != Ordering::Equal || a.is_zero() {
        return by_sign;
    }
    let ((a_numerator, a_exponent), (b_numerator, b_exponent)) = (a.big_parts(), b.big_parts());
    match a_exponent.cmp(&b_exponent) {
        Ordering::Equal => a_numerator.cmp(&b_numerator),
        Ordering::Less => (&*a_numerator << (b_exponent - a_exponent)).cmp(&b_numerator),
        Ordering::Greater => (*a_numerator).cmp(&(&*b_numerator << (a_exponent - b_exponent))),
    }
}

#[cfg(test)]
mod tests {
    use num_bigint::BigInt;

    use super::*;

    #[test]
    fn small_values_in_order() {
        let ascending = [
            Dyadic::from(i64::MIN),
            Dyadic::new(-3, 1),
            Dyadic::new(-1, 40),
            Dyadic::zero(),
            Dyadic::new(1, u64::from(u32::MAX)),
            Dyadic::new(1, 63),
            Dyadic::new(i64::MAX, 63),
            Dyadic::one(),
            Dyadic::new(5, 2),
            Dyadic::from(i64::MAX),
        ];
        for (i, a) in ascending.iter().enumerate() {
            for (j, b) in ascending.iter().enumerate() {
                assert_eq!(a.cmp(b), i.cmp(&j), "{a} vs {b}");
            }
        }
    }

    #[test]
    fn big_values_in_order() {
        let huge = BigInt::from(1) << 100u32;
        let ascending = [
            Dyadic::new(-&huge, 0),
            Dyadic::from(i64::MIN),
            Dyadic::new(-1, 3),
            Dyadic::new(1, 300),
            Dyadic::new(&huge + 1, 101),
            Dyadic::one(),
            Dyadic::new(&huge + 1, 99),
            Dyadic::new(huge.clone(), 0),
        ];
        for (i, a) in ascending.iter().enumerate() {
            for (j, b) in ascending.iter().enumerate() {
                assert_eq!(a.cmp(b), i.cmp(&j), "{a} vs {b}");
            }
        }
    }
}
