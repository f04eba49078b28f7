//! A one-line form for numbers whose exact decimal would not fit a line, computed from the top bits.

use std::fmt;

use num_bigint::BigUint;
use num_traits::{One, Pow, ToPrimitive, Zero};

use crate::repr::Dyadic;

/// The longest exact form [`Short`] writes as it is; longer ones are summarised.
pub const SHORT_LIMIT: usize = 60;

/// Significant digits in a summary's approximation.
const SIGNIFICANT: u32 = 10;

/// Bits kept in the approximations: a relative error of about 2^-150, far below the 10 digits shown.
const PRECISION: u64 = 160;

/// Numerators that fit this many bits (with the exponent) are small enough to write and measure
/// exactly. Past it the exact form is always longer than [`SHORT_LIMIT`]: either `2^exponent` alone
/// has over 60 digits (exponent 197 or more), or the whole part has over 600 bits.
const MEASURED_BITS: u64 = 1024;

/// Numerators of at most this many digits are written out in a summary.
const NUMERATOR_DIGITS: u64 = 20;

/// A number in at most one line: the value of [`Dyadic::short`].
///
/// When the exact form (the [`Display`](fmt::Display) of [`Dyadic`]) has at most
/// [`SHORT_LIMIT`] characters, that is what is written. Otherwise a summary: `≈`, the number
/// rounded to 10 significant digits (in positional notation when its first digit lies between
/// 10^-5 and 10^8, in scientific notation, `1.234567890e-3010`, otherwise), and in parentheses
/// what it is exactly:
///
/// * `exactly m/2^k, m of D digits`: the numerator in lowest terms (odd) and the exact power of two
///   below it, with the number of decimal digits of `m`; a negative number reads `-m/2^k`;
/// * `exactly 3/2^1000` when the numerator has at most 20 digits, so the whole number is there;
/// * `an integer of D digits` for whole numbers.
///
/// For example, a random row of ten million pebbles is worth
/// `≈ 1.670292620 (exactly m/2^10000000, m of 3010301 digits)`. The summary is computed from the
/// top 160 bits of the numerator and the exponent, in time independent of the numerator's length
/// (about a microsecond), except that the exact count of digits costs one power of ten when the
/// numerator lies within 10^-12 of one.
///
/// ```
/// use dyadic::Dyadic;
///
/// assert_eq!(Dyadic::new(-19, 3).short().to_string(), "-2 3/8");
/// assert_eq!(format!("{:#}", Dyadic::new(-19, 3).short()), "-19/8");
/// assert_eq!(Dyadic::new(3, 1000).short().to_string(), "≈ 2.799790856e-301 (exactly 3/2^1000)");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Short<'a> {
    number: &'a Dyadic,
}

impl Dyadic {
    /// This number in at most one line: exactly when its exact form has at most [`SHORT_LIMIT`]
    /// characters, otherwise an approximation with the exact power of two below it. See [`Short`].
    ///
    /// ```
    /// use dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::new(5, 3).short().to_string(), "5/8");
    /// let third = Dyadic::new((num_bigint::BigInt::from(1) << 400u32) / 3, 400);
    /// assert_eq!(
    ///     third.short().to_string(),
    ///     "≈ 0.3333333333 (exactly m/2^400, m of 120 digits)",
    /// );
    /// ```
    pub fn short(&self) -> Short<'_> {
        Short { number: self }
    }
}

impl fmt::Display for Short<'_> {
    /// Writes the exact form or the summary described on [`Short`]. Width, fill and alignment apply
    /// to the whole line; the `+` flag to the exact form only.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let number = self.number;
        let (numerator, exponent) = number.big_parts();
        let magnitude = numerator.magnitude();
        if magnitude.bits().saturating_add(exponent) <= MEASURED_BITS {
            let exact = if f.alternate() {
                format!("{number:#}")
            } else {
                number.to_string()
            };
            if exact.len() <= SHORT_LIMIT {
                return fmt::Display::fmt(number, f);
            }
        }
        let sign = if number.is_negative() { "-" } else { "" };
        let approximation = approximate(magnitude, exponent);
        let digits = decimal_digits(magnitude);
        let exactly = if exponent == 0 {
            format!("an integer of {digits} digits")
        } else if digits <= NUMERATOR_DIGITS {
            format!("exactly {sign}{magnitude}/2^{exponent}")
        } else {
            format!("exactly {sign}m/2^{exponent}, m of {digits} digits")
        };
        f.pad(&format!("≈ {sign}{approximation} ({exactly})"))
    }
}

/// `magnitude / 2^exponent` (positive) rounded to [`SIGNIFICANT`] digits, written out.
fn approximate(magnitude: &BigUint, exponent: u64) -> String {
    let (digits, power) = leading_digits(magnitude, exponent);
    let digits = digits.to_string(); // exactly SIGNIFICANT digits
    if (-5..=8).contains(&power) {
        if power >= 0 {
            let (whole, fraction) = digits.split_at(power as usize + 1);
            format!("{whole}.{fraction}")
        } else {
            format!("0.{}{digits}", "0".repeat((-power - 1) as usize))
        }
    } else {
        format!("{}.{}e{power}", &digits[..1], &digits[1..])
    }
}

/// `(d, p)` with `d` of exactly [`SIGNIFICANT`] digits and `d · 10^(p + 1 - SIGNIFICANT)` the
/// nearest such to `magnitude / 2^exponent` (positive).
fn leading_digits(magnitude: &BigUint, exponent: u64) -> (u64, i128) {
    let lowest = 10u64.pow(SIGNIFICANT - 1);
    let x = Float::from_integer(magnitude).times_power_of_two(-i128::from(exponent));
    let mut power = x.log10().floor() as i128;
    let mut nearest = 0;
    // The estimate of the power is off by at most one; rounding up to 10^SIGNIFICANT moves it once.
    for _ in 0..4 {
        let scale = i128::from(SIGNIFICANT) - 1 - power;
        let scaled = if scale >= 0 {
            x.times(&Float::power_of_ten(scale.unsigned_abs()))
        } else {
            x.divided_by(&Float::power_of_ten(scale.unsigned_abs()))
        };
        nearest = scaled.nearest_integer();
        if nearest >= 10 * lowest {
            power += 1;
        } else if nearest < lowest {
            power -= 1;
        } else {
            break;
        }
    }
    (nearest.clamp(lowest, 10 * lowest - 1), power)
}

/// The number of decimal digits of `n` (1 for zero).
fn decimal_digits(n: &BigUint) -> u64 {
    if n.bits() <= MEASURED_BITS {
        return n.to_string().len() as u64;
    }
    // log10(n) to about 10^-15 relative; decide by it unless it lies near a whole number.
    let log = Float::from_integer(n).log10();
    let nearest = log.round();
    let margin = 1e-12 + log.abs() * 1e-14;
    if (log - nearest).abs() > margin {
        return log.floor() as u64 + 1;
    }
    // n is within a hair of 10^nearest: compare exactly.
    let nearest = nearest as u64;
    let power: BigUint = Pow::pow(BigUint::from(5u8), nearest) << nearest;
    if *n >= power { nearest + 1 } else { nearest }
}

/// A positive number `mantissa · 2^exponent` with a mantissa of at most [`PRECISION`] bits, cut
/// (rounded down) after every operation.
#[derive(Clone, Debug)]
struct Float {
    mantissa: BigUint,
    exponent: i128,
}

impl Float {
    /// `mantissa · 2^exponent`, cut to [`PRECISION`] bits.
    fn new(mantissa: BigUint, exponent: i128) -> Float {
        let dropped = mantissa.bits().saturating_sub(PRECISION);
        Float {
            mantissa: mantissa >> dropped,
            exponent: exponent + i128::from(dropped),
        }
    }

    /// `n`, from its top bits: only those are read.
    fn from_integer(n: &BigUint) -> Float {
        let dropped = n.bits().saturating_sub(PRECISION);
        Float {
            mantissa: n >> dropped,
            exponent: i128::from(dropped),
        }
    }

    fn times_power_of_two(self, power: i128) -> Float {
        Float {
            exponent: self.exponent + power,
            ..self
        }
    }

    fn times(&self, other: &Float) -> Float {
        Float::new(
            &self.mantissa * &other.mantissa,
            self.exponent + other.exponent,
        )
    }

    fn divided_by(&self, other: &Float) -> Float {
        let shift = PRECISION + 64;
        Float::new(
            (&self.mantissa << shift) / &other.mantissa,
            self.exponent - other.exponent - i128::from(shift),
        )
    }

    /// `10^power`, by squaring: a relative error below 2^(16 - PRECISION).
    fn power_of_ten(mut power: u128) -> Float {
        let mut result = Float::new(BigUint::one(), 0);
        let mut square = Float::new(BigUint::from(10u8), 0);
        while power > 0 {
            if power & 1 == 1 {
                result = result.times(&square);
            }
            power >>= 1;
            if power > 0 {
                square = square.times(&square);
            }
        }
        result
    }

    /// The nearest integer, for numbers below 2^64.
    fn nearest_integer(&self) -> u64 {
        let value = if self.exponent >= 0 {
            let shift = u64::try_from(self.exponent).unwrap_or(u64::MAX).min(128);
            &self.mantissa << shift
        } else {
            match u64::try_from(-self.exponent) {
                Ok(shift) if shift <= self.mantissa.bits() => {
                    (&self.mantissa + (BigUint::one() << (shift - 1))) >> shift
                }
                _ => BigUint::zero(),
            }
        };
        value.to_u64().unwrap_or(u64::MAX)
    }

    /// log10 of the number, to about 10^-15 relative.
    fn log10(&self) -> f64 {
        let top = self.mantissa.bits().saturating_sub(64);
        let leading = (&self.mantissa >> top).to_f64().unwrap_or(f64::NAN);
        leading.log10() + (self.exponent + i128::from(top)) as f64 * std::f64::consts::LOG10_2
    }
}

#[cfg(test)]
mod tests {
    use crate::random::random_biguint;
    use num_bigint::BigInt;

    use super::*;

    /// `leading_digits` the slow way: exact arithmetic, rounding half up.
    fn exact_leading_digits(magnitude: &BigUint, exponent: u64, power: i128) -> u64 {
        let scale = i128::from(SIGNIFICANT) - 1 - power;
        let ten = |p: u128| BigUint::from(10u8).pow(u32::try_from(p).unwrap());
        let (numerator, denominator) = if scale >= 0 {
            (magnitude * ten(scale as u128), BigUint::one() << exponent)
        } else {
            (magnitude.clone(), ten(scale.unsigned_abs()) << exponent)
        };
        ((numerator * 2u8 + &denominator) / (denominator * 2u8))
            .to_u64()
            .unwrap()
    }

    #[test]
    fn small_numbers_are_written_exactly() {
        for x in [
            Dyadic::new(-19, 3),
            Dyadic::zero(),
            Dyadic::from(i64::MIN),
            Dyadic::new(1, 100),
        ] {
            assert_eq!(x.short().to_string(), x.to_string());
        }
        assert_eq!(format!("{:+}", Dyadic::new(3, 2).short()), "+3/4");
        assert_eq!(format!("[{:>5}]", Dyadic::new(3, 2).short()), "[  3/4]");
    }

    #[test]
    fn the_exact_form_is_kept_up_to_the_limit() {
        let mut rng = fastrand::Rng::with_seed(12);
        for _ in 0..3000 {
            let bits = rng.u64(1..260);
            let x = Dyadic::new(
                BigInt::from(random_biguint(&mut rng, bits)),
                rng.u64(0..260),
            );
            let exact = x.to_string();
            let short = x.short().to_string();
            assert_eq!(
                exact.len() <= SHORT_LIMIT,
                short == exact,
                "{exact} / {short}"
            );
        }
    }

    #[test]
    fn past_the_measured_bits_the_exact_form_is_long() {
        let mut rng = fastrand::Rng::with_seed(13);
        for _ in 0..300 {
            let exponent = rng.u64(0..=MEASURED_BITS);
            let bits = (MEASURED_BITS + 1 - exponent).max(1) + rng.u64(0..20);
            let numerator =
                random_biguint(&mut rng, bits) | (BigUint::one() << (bits - 1)) | BigUint::one();
            let x = Dyadic::new(BigInt::from(numerator), exponent);
            assert!(x.to_string().len() > SHORT_LIMIT, "{x:?}");
            assert!(x.short().to_string().starts_with('≈'));
        }
    }

    #[test]
    fn summaries() {
        let one = || BigInt::from(1);
        let third = Dyadic::new((one() << 400u32) / 3, 400);
        assert_eq!(
            third.short().to_string(),
            "≈ 0.3333333333 (exactly m/2^400, m of 120 digits)"
        );
        let minus = -third;
        assert_eq!(
            minus.short().to_string(),
            "≈ -0.3333333333 (exactly -m/2^400, m of 120 digits)"
        );
        assert_eq!(
            Dyadic::new(3, 1000).short().to_string(),
            "≈ 2.799790856e-301 (exactly 3/2^1000)"
        );
        let big = Dyadic::new(one() << 1000u32, 0);
        assert_eq!(
            big.short().to_string(),
            "≈ 1.071508607e301 (an integer of 302 digits)"
        );
        let googol = Dyadic::new(BigInt::from(10u8).pow(100u32), 0);
        assert_eq!(
            googol.short().to_string(),
            "≈ 1.000000000e100 (an integer of 101 digits)"
        );
        let below = Dyadic::new(BigInt::from(10u8).pow(100u32) - 1, 0);
        assert_eq!(
            below.short().to_string(),
            "≈ 1.000000000e100 (an integer of 100 digits)"
        );
        // 2 1/3 and 123456.7…: positional; 0.000012…: positional; 0.0000012…: scientific.
        let mixed = Dyadic::new((one() << 400u32) * 7 / 3, 400);
        assert_eq!(
            mixed.short().to_string(),
            "≈ 2.333333333 (exactly m/2^400, m of 121 digits)"
        );
        let x = Dyadic::new((one() << 400u32) * 1234567891u64 / 10000, 400);
        assert!(
            x.short().to_string().starts_with("≈ 123456.7891 ("),
            "{}",
            x.short()
        );
        let x = Dyadic::new((one() << 400u32) * 12345 / 1_000_000_000u64, 400);
        assert!(
            x.short().to_string().starts_with("≈ 0.00001234500000 ("),
            "{}",
            x.short()
        );
        let x = Dyadic::new((one() << 400u32) * 12345 / 10_000_000_000u64, 400);
        assert!(
            x.short().to_string().starts_with("≈ 1.234500000e-6 ("),
            "{}",
            x.short()
        );
        // Rounding up to the next power of ten.
        let x = Dyadic::new((one() << 400u32) - 1, 400);
        assert_eq!(
            x.short().to_string(),
            "≈ 1.000000000 (exactly m/2^400, m of 121 digits)"
        );
    }

    #[test]
    fn leading_digits_are_the_nearest() {
        let mut rng = fastrand::Rng::with_seed(14);
        for _ in 0..2000 {
            let bits = rng.u64(1..700);
            let magnitude = random_biguint(&mut rng, bits) | BigUint::one();
            let exponent = rng.u64(0..900);
            let (digits, power) = leading_digits(&magnitude, exponent);
            assert_eq!(digits, exact_leading_digits(&magnitude, exponent, power));
            assert!((10u64.pow(SIGNIFICANT - 1)..10u64.pow(SIGNIFICANT)).contains(&digits));
        }
    }

    #[test]
    fn digit_counts_are_exact_even_next_to_powers_of_ten() {
        let mut rng = fastrand::Rng::with_seed(15);
        for _ in 0..200 {
            let bits = rng.u64(1..5000);
            let n = random_biguint(&mut rng, bits);
            assert_eq!(decimal_digits(&n), n.to_string().len() as u64);
        }
        for power in [310u32, 400, 1000, 1234] {
            let ten = BigUint::from(10u8).pow(power);
            for n in [&ten - 1u8, ten.clone(), &ten + 1u8] {
                assert_eq!(decimal_digits(&n), n.to_string().len() as u64);
            }
        }
    }

    #[test]
    fn huge_exponents_cost_nothing() {
        let x = Dyadic::new(3, 1 << 40);
        assert_eq!(
            x.short().to_string(),
            "≈ 3.723362947e-330985980542 (exactly 3/2^1099511627776)"
        );
    }
}
