//! Writing numbers: mixed numbers as CGSuite prints them, and binary expansions.

use std::fmt;

use num_bigint::{BigUint, Sign};
use num_traits::Zero;

use crate::repr::{Dyadic, Parts};

/// `|x|` split as `whole + fraction / 2^exponent`, with `0 <= fraction < 2^exponent`.
struct MixedParts {
    negative: bool,
    whole: BigUint,
    fraction: BigUint,
    exponent: u64,
}

impl Dyadic {
    fn mixed_parts(&self) -> MixedParts {
        let (numerator, exponent) = self.big_parts();
        let magnitude = numerator.magnitude();
        let whole = magnitude >> exponent;
        let fraction = magnitude - (&whole << exponent);
        MixedParts {
            negative: numerator.sign() == Sign::Minus,
            whole,
            fraction,
            exponent,
        }
    }

    /// The number in base two, with a leading `-` when negative: `11/8` is `"1.011"`, `-5/2` is
    /// `"-10.1"`, `6` is `"110"`.
    ///
    /// The expansion always ends, with exactly [`exponent`](Dyadic::exponent) digits after the point.
    ///
    /// ```
    /// use dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::new(11, 3).binary_expansion(), "1.011");
    /// assert_eq!(Dyadic::new(-1, 2).binary_expansion(), "-0.01");
    /// ```
    pub fn binary_expansion(&self) -> String {
        let MixedParts {
            negative,
            whole,
            fraction,
            exponent,
        } = self.mixed_parts();
        let sign = if negative { "-" } else { "" };
        let whole = whole.to_str_radix(2);
        if exponent == 0 {
            return format!("{sign}{whole}");
        }
        let digits = fraction.to_str_radix(2);
        let exponent = usize::try_from(exponent).expect("an expansion that fits in memory");
        let leading_zeros = "0".repeat(exponent - digits.len());
        format!("{sign}{whole}.{leading_zeros}{digits}")
    }
}

impl fmt::Display for Dyadic {
    /// Writes a mixed number: `5/2` is `2 1/2`, `-5/8` is `-5/8`, `7` is `7`. Width, fill, alignment
    /// and the `+` flag work as they do for integers. The denominator is written out in full, so
    /// its length grows with the exponent; `{:?}` stays short.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let MixedParts {
            negative,
            whole,
            fraction,
            exponent,
        } = self.mixed_parts();
        let magnitude = if fraction.is_zero() {
            whole.to_string()
        } else {
            let denominator = BigUint::from(1u8) << exponent;
            if whole.is_zero() {
                format!("{fraction}/{denominator}")
            } else {
                format!("{whole} {fraction}/{denominator}")
            }
        };
        f.pad_integral(!negative, "", &magnitude)
    }
}

impl fmt::Debug for Dyadic {
    /// Writes the stored form, `Dyadic(numerator/2^exponent)`, which stays short even for enormous
    /// denominators.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.parts() {
            Parts::Small {
                numerator,
                exponent,
            } => write!(f, "Dyadic({numerator}/2^{exponent})"),
            Parts::Big {
                numerator,
                exponent,
            } => write!(f, "Dyadic({numerator}/2^{exponent})"),
        }
    }
}

#[cfg(test)]
mod tests {
    use num_bigint::BigInt;

    use super::*;

    #[test]
    fn mixed_numbers_as_cgsuite_writes_them() {
        let cases = [
            (Dyadic::new(5, 1), "2 1/2"),
            (Dyadic::new(10, 3), "1 1/4"),
            (Dyadic::new(5, 3), "5/8"),
            (Dyadic::new(-3, 1), "-1 1/2"),
            (Dyadic::new(-5, 3), "-5/8"),
            (Dyadic::zero(), "0"),
            (Dyadic::from(7), "7"),
            (Dyadic::from(-7), "-7"),
        ];
        for (x, text) in cases {
            assert_eq!(x.to_string(), text);
        }
    }

    #[test]
    fn big_mixed_numbers() {
        let x = Dyadic::new((BigInt::from(1) << 70u32) + 1, 70);
        assert_eq!(x.to_string(), "1 1/1180591620717411303424");
        assert_eq!(Dyadic::from(i64::MIN).to_string(), i64::MIN.to_string());
    }

    #[test]
    fn formatting_flags_apply_to_the_whole_number() {
        assert_eq!(format!("[{:>8}]", Dyadic::new(-3, 1)), "[  -1 1/2]");
        assert_eq!(format!("[{:<6}]", Dyadic::new(1, 2)), "[1/4   ]");
        assert_eq!(format!("{:+}", Dyadic::new(3, 2)), "+3/4");
    }

    #[test]
    fn debug_shows_the_stored_form() {
        assert_eq!(format!("{:?}", Dyadic::new(10, 3)), "Dyadic(5/2^2)");
        assert_eq!(
            format!("{:?}", Dyadic::new(-1, 1u64 << 40)),
            "Dyadic(-1/2^1099511627776)"
        );
    }

    #[test]
    fn binary_expansions() {
        let cases = [
            (Dyadic::new(11, 3), "1.011"),
            (Dyadic::new(-5, 1), "-10.1"),
            (Dyadic::new(1, 4), "0.0001"),
            (Dyadic::from(6), "110"),
            (Dyadic::zero(), "0"),
            (Dyadic::from(-1), "-1"),
        ];
        for (x, expansion) in cases {
            assert_eq!(x.binary_expansion(), expansion);
        }
        let tiny = Dyadic::new(1, 100).binary_expansion();
        assert_eq!(tiny.len(), 102);
        assert!(tiny.starts_with("0.000") && tiny.ends_with("01"));
    }
}
