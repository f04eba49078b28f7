//! Writing numbers: mixed numbers, `2 1/4`, as the birds' scribe wrote them (CGSuite, and the
//! canonical forms of the `game` crate, write `9/4`).

use std::fmt;

use num_bigint::{BigUint, Sign};
use num_traits::Zero;

use crate::decimal::to_decimals;
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
}

impl fmt::Display for Dyadic {
    /// Writes a mixed number: `5/2` is `2 1/2`, `-5/8` is `-5/8`, `7` is `7`. The alternate form,
    /// `{:#}`, writes the fraction as CGSuite and the game values of this book do: `5/2`. Width,
    /// fill, alignment and the `+` flag work as they do for integers. The denominator is written out in full, so
    /// its length grows with the exponent; `{:?}` stays short, and [`Dyadic::short`] gives one
    /// line for any size. Numbers of millions of digits are converted by divide and conquer with
    /// products by transform: a value of 10^7 bits in about 1.4 s (see the crate's README).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let MixedParts {
            negative,
            whole,
            fraction,
            exponent,
        } = self.mixed_parts();
        let magnitude = if f.alternate() && !fraction.is_zero() {
            let numerator = (whole << exponent) + fraction;
            let denominator = BigUint::from(1u8) << exponent;
            let [numerator, denominator] = to_decimals([&numerator, &denominator]);
            format!("{numerator}/{denominator}")
        } else if fraction.is_zero() {
            let [whole] = to_decimals([&whole]);
            whole
        } else {
            let denominator = BigUint::from(1u8) << exponent;
            let [whole, fraction, denominator] = to_decimals([&whole, &fraction, &denominator]);
            if whole == "0" {
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
    fn mixed_numbers_as_the_birds_scribe_wrote_them() {
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
    fn the_alternate_form_is_cgsuites_fraction() {
        let cases = [
            (Dyadic::new(5, 1), "5/2"),
            (Dyadic::new(-3, 1), "-3/2"),
            (Dyadic::new(-5, 3), "-5/8"),
            (Dyadic::from(-7), "-7"),
            (Dyadic::zero(), "0"),
        ];
        for (x, text) in cases {
            assert_eq!(format!("{x:#}"), text);
            assert_eq!(format!("{:#}", x.short()), text);
        }
        assert_eq!(format!("[{:>6}]", Dyadic::new(-3, 1)), "[-1 1/2]");
        assert_eq!(format!("[{:>#6}]", Dyadic::new(-3, 1)), "[  -3/2]");
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
}
