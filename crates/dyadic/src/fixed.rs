//! The fixed-point fast path of addition, comparison and multiplication.
//!
//! Typical game values have small numerators and denominators. Stored as the value times
//! `2^FRACTION_BITS` (see [`crate::repr::FRACTION_BITS`]), they add, subtract and compare as plain
//! `i64`s, with no alignment and no normalisation: the fixed-point word of a value is unique. Only
//! overflow is checked. A product is one 128-bit multiplication and a shift, kept when it is exact
//! and fits. Anything else takes the word path of [`crate::arith`] and [`crate::order`].

use std::cmp::Ordering;

use crate::repr::{Dyadic, FRACTION_BITS};

/// `a + b`, or `a - b` when `subtract` is set, if the result stays in fixed point.
#[inline]
pub(crate) fn add_or_sub(a: i64, b: i64, subtract: bool) -> Option<Dyadic> {
    let sum = if subtract {
        a.checked_sub(b)
    } else {
        a.checked_add(b)
    };
    sum.map(Dyadic::fixed)
}

/// `a * b`, if the result stays in fixed point: the low `FRACTION_BITS` bits of the wide product
/// are zero (the result has no more binary digits after the point) and the rest fits an `i64`.
#[inline]
pub(crate) fn mul(a: i64, b: i64) -> Option<Dyadic> {
    let product = i128::from(a) * i128::from(b);
    let exact = product as u64 & ((1 << FRACTION_BITS) - 1) == 0;
    // The result, bits FRACTION_BITS to FRACTION_BITS + 63 of the product, fits when every bit
    // above it repeats its sign: when the high word lies in [-2^(FRACTION_BITS - 1),
    // 2^(FRACTION_BITS - 1)). (Cheaper than `i64::try_from` on the shifted product, which works on
    // both words.)
    let high = (product >> 64) as u64;
    let fits = high.wrapping_add(1 << (FRACTION_BITS - 1)) >> FRACTION_BITS == 0;
    (exact && fits).then(|| Dyadic::fixed((product >> FRACTION_BITS) as i64))
}

/// `a` compared with `b`.
#[inline]
pub(crate) fn compare(a: i64, b: i64) -> Ordering {
    a.cmp(&b)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONE: i64 = 1 << FRACTION_BITS;

    #[test]
    fn sums_products_and_order_in_fixed_point() {
        assert_eq!(add_or_sub(ONE, ONE / 2, false), Some(Dyadic::new(3, 1)));
        assert_eq!(add_or_sub(ONE, ONE, true), Some(Dyadic::zero()));
        assert_eq!(add_or_sub(i64::MAX, 1, false), None);
        assert_eq!(add_or_sub(i64::MIN, 1, true), None);
        assert_eq!(
            add_or_sub(i64::MIN, -1, true),
            Some(Dyadic::fixed(i64::MIN + 1))
        );
        assert_eq!(mul(3 * ONE, -ONE / 4), Some(Dyadic::new(-3, 2)));
        assert_eq!(mul(0, i64::MIN), Some(Dyadic::zero()));
        // 1/2^22 squared has 44 digits after the point.
        assert_eq!(mul(1, 1), None);
        assert_eq!(mul(1 << 32, 1 << 32), Some(Dyadic::fixed(1 << 42)));
        assert_eq!(mul(1 << 42, 1 << 42), Some(Dyadic::fixed(1 << 62)));
        assert_eq!(mul(1 << 43, 1 << 42), None); // 2^63 does not fit
        assert_eq!(mul(-(1 << 43), 1 << 42), Some(Dyadic::fixed(i64::MIN)));
        assert_eq!(compare(-ONE, 1), Ordering::Less);
    }
}
