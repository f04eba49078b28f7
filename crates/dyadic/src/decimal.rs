//! Big integers to decimal, faster than num-bigint for numbers of millions of digits.
//!
//! num-bigint 0.4.8 already converts by divide and conquer (Burnikel-Ziegler division by powers
//! of 10^19), so it is subquadratic, but its products are Toom-3, about n^1.46. Here a number is
//! split in two halves by a power of ten and each half converted in turn, with every large product
//! computed by transform (`ntt.rs`, about n log n). Dividing by `10^D = 5^D · 2^D` is a shift and a
//! division by `5^D`, done with a precomputed reciprocal (Newton's method once, then one product
//! per smaller power) and corrected exactly, so the digits are right whatever the rounding of the
//! estimate. The recursion is only as deep as the number of levels, about 30 for a gigabyte of
//! digits.

use num_bigint::{BigInt, BigUint};
use num_traits::{One, Zero};

use crate::ntt::multiply;

/// Numbers of at most this many bits go straight to num-bigint, whose own conversion (also divide
/// and conquer, with Burnikel-Ziegler division and Toom-3 products) is faster below it: the two
/// meet at about 3·10^6 bits, where products by transform start to pay.
const DIRECT_BITS: u64 = 3_000_000;

/// Decimal digits in the smallest pieces, which num-bigint converts.
const LEAF_DIGITS: u64 = 1 << 16;

/// Guard bits in the quotient estimates; the estimate is then off by at most one.
const GUARD: u64 = 32;

/// Below this precision a reciprocal is computed by one plain division.
const RECIPROCAL_BASE_BITS: u64 = 4096;

/// The decimal digits of each number, without sign or leading zeros (`"0"` for zero), exactly as
/// `n.to_string()` writes them. Converting them together shares the powers of ten and their
/// reciprocals, which are a quarter of the work for one number.
pub(crate) fn to_decimals<const N: usize>(numbers: [&BigUint; N]) -> [String; N] {
    to_decimals_with(numbers, DIRECT_BITS, LEAF_DIGITS)
}

/// [`to_decimals`] with its thresholds as parameters, so that tests can send small numbers down
/// the divide-and-conquer path. `leaf_digits` must be at least 1.
pub(crate) fn to_decimals_with<const N: usize>(
    numbers: [&BigUint; N],
    direct_bits: u64,
    leaf_digits: u64,
) -> [String; N] {
    let largest = numbers.iter().map(|n| n.bits()).max().unwrap_or(0);
    // An upper bound on the number of digits: log10(2) < 0.30103.
    let max_digits = largest * 30103 / 100_000 + 1;
    let splitters = if largest > direct_bits {
        splitters(max_digits, leaf_digits)
    } else {
        Vec::new()
    };
    numbers.map(|n| {
        if n.bits() <= direct_bits {
            return n.to_string();
        }
        // Smaller numbers start at the top too: their first splits leave nothing above.
        let mut out = String::with_capacity(usize::try_from(max_digits).unwrap_or(0));
        write_digits(n, &splitters, splitters.len(), None, &mut out);
        out
    })
}

/// [`to_decimals`] for one number.
#[cfg(test)]
fn to_decimal_with(n: &BigUint, direct_bits: u64, leaf_digits: u64) -> String {
    let [digits] = to_decimals_with([n], direct_bits, leaf_digits);
    digits
}

/// The splitters for numbers of up to `max_digits` digits, from the smallest up: each one's digits
/// are half the next one's, rounded up, and the top one's are half `max_digits`, so pieces stay
/// balanced; the smallest pieces have at most `leaf_digits` digits.
fn splitters(max_digits: u64, leaf_digits: u64) -> Vec<Splitter> {
    let mut widths = vec![max_digits.div_ceil(2)];
    while widths.last().is_some_and(|&width| width > leaf_digits) {
        widths.push(widths.last().expect("a width").div_ceil(2));
    }
    widths.reverse();
    // Powers of five from the bottom up, by squaring (and a division by 5 where a width is odd).
    let mut fives = vec![five_to_the(widths[0])];
    for pair in widths.windows(2) {
        let below = fives.last().expect("a power");
        let mut five = multiply(below, below);
        if pair[1] < 2 * pair[0] {
            five /= 5u8;
        }
        fives.push(five);
    }
    // Reciprocals from the top down: one by Newton's method, then each from the one above it.
    let mut splitters: Vec<Splitter> = Vec::with_capacity(widths.len());
    for (&digits, five) in widths.iter().zip(fives).rev() {
        let precision = quotient_bits(digits) + GUARD;
        let reciprocal = match splitters.last() {
            None => reciprocal(&five, precision),
            Some(above) => above.reciprocal_below(&five, digits, precision),
        };
        splitters.push(Splitter {
            digits,
            mask: (BigUint::one() << digits) - 1u8,
            five,
            reciprocal,
            precision,
        });
    }
    splitters.reverse();
    splitters
}

/// An upper bound on the bits of a number below `10^digits`: log2(10) < 3.322.
fn quotient_bits(digits: u64) -> u64 {
    digits * 3322 / 1000 + 2
}

/// What splitting at `10^digits` needs, computed once for all the pieces of that size.
struct Splitter {
    digits: u64,
    /// `5^digits`.
    five: BigUint,
    /// About `2^(five.bits() + precision) / five`.
    reciprocal: BigUint,
    precision: u64,
    /// `2^digits - 1`, to take the low bits.
    mask: BigUint,
}

impl Splitter {
    /// `(n / 10^digits, n % 10^digits)` for `n < 10^(2 · digits)`.
    fn split(&self, n: &BigUint) -> (BigUint, BigUint) {
        // n = high · 2^digits + low, and n / 10^digits = high / 5^digits.
        let high = n >> self.digits;
        let low = n & &self.mask;
        let five_bits = self.five.bits();
        let dropped = five_bits.saturating_sub(GUARD);
        let mut quotient = multiply(&(&high >> dropped), &self.reciprocal)
            >> (five_bits + self.precision - dropped);
        // The estimate is within one or two of the quotient; these loops make it exact.
        let mut product = multiply(&quotient, &self.five);
        while product > high {
            product -= &self.five;
            quotient -= 1u8;
        }
        let mut remainder = high - product;
        while remainder >= self.five {
            remainder -= &self.five;
            quotient += 1u8;
        }
        (quotient, (remainder << self.digits) | low)
    }

    /// The reciprocal of `five = 5^digits`, where this splitter's `5^D` is `five^2` or `five^2 / 5`:
    /// `1 / five = five / five^2`, one multiplication instead of Newton's three.
    fn reciprocal_below(&self, five: &BigUint, digits: u64, precision: u64) -> BigUint {
        // Wanted: 2^(five.bits() + precision) / five = five · 2^(five.bits() + precision) / five^2,
        // with 1 / five^2 = reciprocal / 2^(self.five.bits() + self.precision), divided by 5 when
        // this splitter's power is five^2 / 5.
        // Only the top precision + 64 bits of each factor matter.
        let keep = precision + 64;
        let five_dropped = five.bits().saturating_sub(keep);
        let reciprocal_dropped = self.reciprocal.bits().saturating_sub(keep);
        let mut product = multiply(
            &(five >> five_dropped),
            &(&self.reciprocal >> reciprocal_dropped),
        );
        if self.digits < 2 * digits {
            product /= 5u8; // this splitter's power is five^2 / 5
        }
        let up = five_dropped + reciprocal_dropped + five.bits() + precision;
        let down = self.five.bits() + self.precision;
        if up >= down {
            product << (up - down)
        } else {
            product >> (down - up)
        }
    }
}

/// Writes the digits of `n < 10^top`, where `top` is twice `splitters[level - 1].digits`, rounded
/// down or not (the whole number's `max_digits` at the top). With `width`, writes exactly `width`
/// digits, leading zeros included (then `n < 10^width`); without, no leading zeros.
fn write_digits(
    n: &BigUint,
    splitters: &[Splitter],
    level: usize,
    width: Option<u64>,
    out: &mut String,
) {
    if level == 0 {
        let digits = n.to_string();
        if let Some(width) = width {
            let zeros = usize::try_from(width).expect("a leaf fits in memory") - digits.len();
            out.extend(std::iter::repeat_n('0', zeros));
        }
        out.push_str(&digits);
        return;
    }
    let below = &splitters[level - 1];
    if width.is_some_and(|width| width <= below.digits) {
        return write_digits(n, splitters, level - 1, width, out);
    }
    let (high, low) = below.split(n);
    if width.is_none() && high.is_zero() {
        write_digits(&low, splitters, level - 1, None, out);
    } else {
        let high_width = width.map(|width| width - below.digits);
        write_digits(&high, splitters, level - 1, high_width, out);
        write_digits(&low, splitters, level - 1, Some(below.digits), out);
    }
}

/// `5^exponent`.
fn five_to_the(exponent: u64) -> BigUint {
    BigUint::from(5u8).pow(u32::try_from(exponent).expect("a leaf of fewer than 2^32 digits"))
}

/// About `2^(b.bits() + precision) / b` (for `b > 0`), with a relative error of a few
/// `2^-precision`: a number of `precision + 1` bits.
///
/// Newton's method: a reciprocal good to half the bits, refined once, which doubles them.
fn reciprocal(b: &BigUint, precision: u64) -> BigUint {
    let bits = b.bits();
    // Only the top bits of `b` matter at this precision; the rest change the result by less
    // than 2^-(precision + 63) relatively.
    let dropped = bits.saturating_sub(precision + 64);
    let top = b >> dropped;
    let top_bits = bits - dropped;
    if precision <= RECIPROCAL_BASE_BITS {
        return (BigUint::one() << (top_bits + precision)) / top;
    }
    let half = precision / 2 + 16;
    let estimate = reciprocal(b, half) << (precision - half);
    // y' = y + y · (2^s - top · y) / 2^s, with s = top_bits + precision. The error term is about
    // 2^(s - half) and only its top bits count: keep about precision - half + 8 of them.
    let scale = top_bits + precision;
    let error = BigInt::from(BigUint::one() << scale) - BigInt::from(multiply(&top, &estimate));
    let shift = top_bits.saturating_sub(8);
    let (sign, error) = (error >> shift).into_parts();
    // The correction needs only as many bits of the estimate as the error has, and a margin.
    let cut = estimate.bits().saturating_sub(error.bits() + 40);
    let correction =
        BigInt::from_biguint(sign, multiply(&(&estimate >> cut), &error)) >> (scale - shift - cut);
    (BigInt::from(estimate) + correction).into_parts().1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::random_biguint;

    fn ten_to_the(exponent: u32) -> BigUint {
        BigUint::from(10u8).pow(exponent)
    }

    #[test]
    fn agrees_with_num_bigint_on_random_numbers_of_many_sizes() {
        let mut rng = fastrand::Rng::with_seed(9);
        for _ in 0..300 {
            let bits = rng.u64(1..3000);
            let n = random_biguint(&mut rng, bits);
            let leaf = rng.u64(1..40);
            assert_eq!(
                to_decimal_with(&n, 0, leaf),
                n.to_string(),
                "{bits} bits, leaf {leaf}"
            );
        }
    }

    #[test]
    fn agrees_on_larger_numbers_and_at_the_threshold() {
        let mut rng = fastrand::Rng::with_seed(10);
        for bits in [20_000, 40_000, 70_000, 150_000] {
            let n = random_biguint(&mut rng, bits);
            assert_eq!(to_decimal_with(&n, 0, 700), n.to_string(), "{bits} bits");
        }
        let n = random_biguint(&mut rng, DIRECT_BITS + 1);
        assert_eq!(to_decimals([&n]), [n.to_string()]);
    }

    #[test]
    fn numbers_converted_together_each_get_their_own_digits() {
        let mut rng = fastrand::Rng::with_seed(19);
        for _ in 0..50 {
            let bits = [rng.u64(0..4000), rng.u64(0..4000), rng.u64(0..200)];
            let [a, b, c] = bits.map(|bits| random_biguint(&mut rng, bits.max(1)));
            let expected = [&a, &b, &c].map(|n| n.to_string());
            assert_eq!(to_decimals_with([&a, &b, &c], 100, 7), expected);
            assert_eq!(to_decimals_with([&c, &a, &b], 0, 3)[0], expected[2]);
        }
    }

    #[test]
    fn powers_of_ten_and_their_neighbours() {
        for exponent in [
            0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 255, 256, 257,
        ] {
            let power = ten_to_the(exponent);
            for n in [
                &power - 1u8,
                power.clone(),
                &power + 1u8,
                &power * 7u8 + 3u8,
            ] {
                for leaf in [1, 2, 3, 8] {
                    assert_eq!(to_decimal_with(&n, 0, leaf), n.to_string(), "10^{exponent}");
                }
            }
        }
    }

    #[test]
    fn halves_with_leading_zeros_and_zero_halves() {
        // 1 followed by zeros then a few digits: the low halves start with runs of zeros, or are zero.
        for gap in [1, 2, 5, 16, 31, 32, 33, 64, 100] {
            for tail in [0u32, 1, 9, 42, 99_999] {
                let n = ten_to_the(gap) * ten_to_the(gap) + tail;
                for leaf in [1, 3, 4, 16] {
                    assert_eq!(to_decimal_with(&n, 0, leaf), n.to_string(), "{gap} {tail}");
                }
            }
        }
        assert_eq!(to_decimal_with(&BigUint::zero(), 0, 1), "0");
        assert_eq!(to_decimal_with(&BigUint::one(), 0, 1), "1");
    }

    #[test]
    fn powers_of_two_as_denominators_need_them() {
        for exponent in [1u64, 63, 64, 65, 127, 1000, 4000] {
            let n = BigUint::one() << exponent;
            assert_eq!(to_decimal_with(&n, 0, 5), n.to_string(), "2^{exponent}");
        }
    }

    #[test]
    fn reciprocals_are_within_a_few_units_of_the_exact_one() {
        let mut rng = fastrand::Rng::with_seed(11);
        for _ in 0..60 {
            let bits = rng.u64(1..30_000);
            let b = random_biguint(&mut rng, bits) | BigUint::one() << (bits - 1);
            let precision = rng.u64(1..40_000);
            let exact = (BigUint::one() << (bits + precision)) / &b;
            let approximate = reciprocal(&b, precision);
            let difference = if approximate > exact {
                &approximate - &exact
            } else {
                &exact - &approximate
            };
            assert!(
                difference <= BigUint::from(4u8),
                "{bits} {precision}: off by {difference}"
            );
        }
    }
}
