//! Conversions to and from integers, rationals and floating point.

use std::error::Error;
use std::fmt;

use num_bigint::{BigInt, BigUint, Sign};
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};

use crate::repr::{Dyadic, Parts};

impl Dyadic {
    /// The greatest integer less than or equal to this number.
    ///
    /// ```
    /// use dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::new(-3, 1).floor(), (-2).into());
    /// ```
    pub fn floor(&self) -> BigInt {
        match self.parts() {
            // An arithmetic shift rounds towards minus infinity. Shifting an i64 by 63 already leaves
            // only its sign (0 or -1), which is also the floor for any larger exponent.
            Parts::Small {
                numerator,
                exponent,
            } => BigInt::from(numerator >> exponent.min(63)),
            // num-bigint's shift also rounds negative numbers towards minus infinity.
            Parts::Big {
                numerator,
                exponent,
            } => numerator >> exponent,
        }
    }

    /// The least integer greater than or equal to this number.
    pub fn ceil(&self) -> BigInt {
        let floor = self.floor();
        if self.is_integer() { floor } else { floor + 1 }
    }

    /// The nearest `f64`, ties to even, exactly as `"…".parse::<f64>()` would round the decimal
    /// expansion. Numbers too large for `f64` give an infinity, numbers too small a (signed) zero.
    ///
    /// ```
    /// use dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::new(-11, 3).to_f64(), -1.375);
    /// ```
    pub fn to_f64(&self) -> f64 {
        if let Parts::Small {
            numerator,
            exponent,
        } = self.parts()
        {
            // Exact: a numerator of at most 53 bits times a power of two in the normal range.
            if numerator.unsigned_abs() <= 1 << f64::MANTISSA_DIGITS && exponent <= 1022 {
                return numerator as f64 * power_of_two(-(exponent as i32));
            }
        }
        let (numerator, exponent) = self.big_parts();
        let magnitude = nearest_f64(numerator.magnitude(), exponent);
        if numerator.sign() == Sign::Minus {
            -magnitude
        } else {
            magnitude
        }
    }
}

/// `2^power` for `power` in the range of normal `f64` exponents, -1022..=1023.
fn power_of_two(power: i32) -> f64 {
    let biased = u64::try_from(power + 1023).expect("a normal f64 exponent");
    f64::from_bits(biased << 52)
}

/// The `f64` nearest to `magnitude / 2^exponent`, ties to even.
fn nearest_f64(magnitude: &BigUint, exponent: u64) -> f64 {
    if magnitude.is_zero() {
        return 0.0;
    }
    let bits = i128::from(magnitude.bits());
    // The value lies in [2^top, 2^(top + 1)).
    let top = bits - 1 - i128::from(exponent);
    if top > 1023 {
        return f64::INFINITY;
    }
    if top < -1076 {
        return 0.0; // below half the smallest subnormal
    }
    // Significant bits available at this size: 53 for normal numbers, fewer for subnormal ones
    // (the smallest subnormal, 2^-1074, has one). May be 0 or -1 just below it; rounding handles that.
    let precision = (top + 1075).min(53);
    let dropped = bits - precision;
    let kept = if dropped <= 0 {
        magnitude.clone()
    } else {
        let dropped = dropped as u64; // 0 < dropped <= bits + 1, so this cannot truncate
        let kept = magnitude >> dropped;
        let half_bit = magnitude.bit(dropped - 1);
        let below_half = magnitude
            .trailing_zeros()
            .is_some_and(|zeros| zeros < dropped - 1);
        let round_up = half_bit && (below_half || kept.bit(0));
        if round_up { kept + 1u8 } else { kept }
    };
    // `kept` has at most 53 bits (54 only as the exact power 2^53), so this is exact.
    let kept = kept.to_u64().expect("at most 54 bits") as f64;
    times_power_of_two(kept, dropped.max(0) - i128::from(exponent))
}

/// `x * 2^power`, exact whenever the result is representable.
fn times_power_of_two(mut x: f64, mut power: i128) -> f64 {
    // Steps of 2^±1000 keep each factor a normal f64. The partial products lie between `x` and the
    // result, so they are representable whenever the result is.
    const STEP: i32 = 1000;
    while power > i128::from(STEP) {
        x *= power_of_two(STEP);
        power -= i128::from(STEP);
    }
    while power < -i128::from(STEP) {
        x *= power_of_two(-STEP);
        power += i128::from(STEP);
    }
    x * power_of_two(power as i32) // |power| <= 1000 here
}

/// Implements `From` for primitive integers that widen losslessly to `i128`.
macro_rules! from_primitive_integer {
    ($($integer:ty),*) => {$(
        impl From<$integer> for Dyadic {
            /// The integer as a dyadic number.
            #[inline]
            fn from(n: $integer) -> Dyadic {
                Dyadic::from_i128(i128::from(n), 0)
            }
        }
    )*};
}

from_primitive_integer!(i8, i16, i32, i64, i128, u8, u16, u32, u64);

impl From<BigInt> for Dyadic {
    /// The integer as a dyadic number.
    fn from(n: BigInt) -> Dyadic {
        Dyadic::new(n, 0)
    }
}

impl From<&BigInt> for Dyadic {
    /// The integer as a dyadic number.
    fn from(n: &BigInt) -> Dyadic {
        Dyadic::new(n.clone(), 0)
    }
}

impl From<&Dyadic> for BigRational {
    /// The same number as a rational.
    fn from(x: &Dyadic) -> BigRational {
        // Already in lowest terms: the numerator is odd whenever the denominator is not 1.
        BigRational::new_raw(x.numerator(), x.denominator())
    }
}

impl From<Dyadic> for BigRational {
    /// The same number as a rational.
    fn from(x: Dyadic) -> BigRational {
        BigRational::from(&x)
    }
}

impl TryFrom<&BigRational> for Dyadic {
    type Error = NotDyadicError;

    /// The rational as a dyadic number, if its denominator in lowest terms is a power of two.
    ///
    /// ```
    /// use dyadic::Dyadic;
    /// use num_rational::BigRational;
    ///
    /// let third = BigRational::new(1.into(), 3.into());
    /// let error = Dyadic::try_from(&third).unwrap_err();
    /// assert_eq!(error.to_string(), "1/3 is not dyadic: its denominator 3 is not a power of two");
    /// ```
    fn try_from(rational: &BigRational) -> Result<Dyadic, NotDyadicError> {
        if let Some(exponent) = power_of_two_exponent(rational.denom()) {
            return Ok(Dyadic::new(rational.numer().clone(), exponent));
        }
        // `Ratio::new_raw` can build unreduced ratios, even with a zero or negative denominator;
        // judge them in lowest terms.
        if rational.denom().is_zero() {
            return Err(NotDyadicError::new(
                rational.numer().clone(),
                BigInt::zero(),
            ));
        }
        let reduced = rational.reduced();
        let (numerator, denominator) = reduced.into_raw();
        match power_of_two_exponent(&denominator) {
            Some(exponent) => Ok(Dyadic::new(numerator, exponent)),
            None => Err(NotDyadicError::new(numerator, denominator)),
        }
    }
}

impl TryFrom<BigRational> for Dyadic {
    type Error = NotDyadicError;

    /// The rational as a dyadic number, if its denominator in lowest terms is a power of two.
    fn try_from(rational: BigRational) -> Result<Dyadic, NotDyadicError> {
        Dyadic::try_from(&rational)
    }
}

/// `k` when `n` is `2^k`.
pub(crate) fn power_of_two_exponent(n: &BigInt) -> Option<u64> {
    let is_power_of_two = n.sign() == Sign::Plus && n.magnitude().count_ones() == 1;
    is_power_of_two.then(|| n.magnitude().trailing_zeros().unwrap_or(0))
}

/// A rational number whose denominator is not a power of two, so it is no dyadic number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotDyadicError {
    numerator: BigInt,
    denominator: BigInt,
}

impl NotDyadicError {
    fn new(numerator: BigInt, denominator: BigInt) -> NotDyadicError {
        NotDyadicError {
            numerator,
            denominator,
        }
    }

    /// The rational's numerator, in lowest terms.
    pub fn numerator(&self) -> &BigInt {
        &self.numerator
    }

    /// The rational's denominator, in lowest terms: positive and not a power of two (or zero, for a
    /// malformed ratio).
    pub fn denominator(&self) -> &BigInt {
        &self.denominator
    }
}

impl fmt::Display for NotDyadicError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (numerator, denominator) = (&self.numerator, &self.denominator);
        write!(
            f,
            "{numerator}/{denominator} is not dyadic: its denominator {denominator} is not a power of two"
        )
    }
}

impl Error for NotDyadicError {}

#[cfg(test)]
mod tests {
    use super::*;

    fn ratio(numerator: i64, denominator: i64) -> BigRational {
        BigRational::new_raw(numerator.into(), denominator.into())
    }

    #[test]
    fn floor_and_ceil() {
        let cases = [
            (Dyadic::new(7, 1), 3, 4),
            (Dyadic::new(-7, 1), -4, -3),
            (Dyadic::from(5), 5, 5),
            (Dyadic::new(1, 100), 0, 1),
            (Dyadic::new(-1, 100), -1, 0),
            (Dyadic::new(i64::MIN + 1, 64), -1, 0),
        ];
        for (x, floor, ceil) in cases {
            assert_eq!((x.floor(), x.ceil()), (floor.into(), ceil.into()), "{x}");
        }
        let big = Dyadic::new((BigInt::from(-5) << 200u32) - 1, 201); // just below -2 1/2
        assert_eq!((big.floor(), big.ceil()), ((-3).into(), (-2).into()));
    }

    #[test]
    fn integers_convert_losslessly() {
        assert_eq!(Dyadic::from(u64::MAX).numerator(), BigInt::from(u64::MAX));
        assert_eq!(Dyadic::from(i128::MIN).numerator(), BigInt::from(i128::MIN));
        assert_eq!(Dyadic::from(-7i32), Dyadic::new(-7, 0));
        assert_eq!(Dyadic::from(BigInt::from(12)), Dyadic::from(12u8));
    }

    #[test]
    fn rationals_convert_both_ways() {
        let x = Dyadic::new(-13, 5);
        assert_eq!(BigRational::from(&x), ratio(-13, 32));
        assert_eq!(Dyadic::try_from(BigRational::from(x.clone())), Ok(x));
        assert_eq!(Dyadic::try_from(&ratio(6, 4)), Ok(Dyadic::new(3, 1)));
        assert_eq!(Dyadic::try_from(&ratio(2, 6)).unwrap_err().to_string(), {
            "1/3 is not dyadic: its denominator 3 is not a power of two"
        });
        assert_eq!(Dyadic::try_from(&ratio(3, -6)), Ok(Dyadic::new(-1, 1)));
        assert_eq!(Dyadic::try_from(&ratio(5, 1)), Ok(Dyadic::from(5)));
        let error = Dyadic::try_from(&ratio(1, 0)).unwrap_err();
        assert_eq!(error.denominator(), &BigInt::zero());
        assert_eq!(
            Dyadic::try_from(&ratio(-7, 12)).unwrap_err().to_string(),
            "-7/12 is not dyadic: its denominator 12 is not a power of two"
        );
    }

    #[test]
    fn to_f64_is_exact_when_it_can_be() {
        assert_eq!(Dyadic::zero().to_f64(), 0.0);
        assert_eq!(Dyadic::new(5, 3).to_f64(), 0.625);
        assert_eq!(Dyadic::new(-1, 1074).to_f64(), -f64::from_bits(1));
        assert_eq!(Dyadic::new(1, 1022).to_f64(), f64::MIN_POSITIVE);
        assert_eq!(Dyadic::from(i64::MAX).to_f64(), 9223372036854775807.0);
        assert_eq!(
            Dyadic::new(BigInt::from(1) << 1023u32, 0).to_f64(),
            2f64.powi(1023)
        );
    }

    #[test]
    fn to_f64_rounds_to_nearest_even() {
        let two_53 = 1i64 << 53;
        assert_eq!(Dyadic::from(two_53 + 1).to_f64(), two_53 as f64); // tie, down to even
        assert_eq!(Dyadic::from(two_53 + 3).to_f64(), (two_53 + 4) as f64); // tie, up to even
        // In units of the smallest subnormal, 2^-1074:
        assert_eq!(Dyadic::new(3, 1075).to_f64(), f64::from_bits(2)); // 1 1/2: a tie, up to even
        assert_eq!(Dyadic::new(3, 1076).to_f64(), f64::from_bits(1)); // 3/4: up
        assert_eq!(Dyadic::new(1, 1075).to_f64(), 0.0); // 1/2: a tie, down to even
        assert_eq!(Dyadic::new(3, 1077).to_f64(), 0.0); // 3/8: down
        assert_eq!(Dyadic::new(1, 5000).to_f64(), 0.0);
        assert_eq!(
            Dyadic::new(-1, 5000).to_f64().to_bits(),
            (-0.0f64).to_bits()
        );
        assert_eq!(
            Dyadic::new(BigInt::from(1) << 1024u32, 0).to_f64(),
            f64::INFINITY
        );
        let just_below_overflow = (BigInt::from(1) << 1024u32) - (BigInt::from(1) << 970u32);
        assert_eq!(Dyadic::new(just_below_overflow, 0).to_f64(), f64::INFINITY); // tie rounds up
    }
}
