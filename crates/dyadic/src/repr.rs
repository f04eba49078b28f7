//! How a dyadic number is stored: as a fixed-point machine word when it fits one, as a numerator
//! and exponent in machine words when they fit, in a big integer otherwise.

use std::borrow::Cow;
use std::cmp::Ordering;

use num_bigint::BigInt;
use num_traits::{One, ToPrimitive};

/// An exact dyadic rational number, `numerator / 2^exponent`, of any size.
///
/// Values are always normalised: the numerator is odd, or the exponent is zero (so zero is `0/2^0`).
/// Values whose numerator fits an `i64` and whose exponent fits a `u32` are kept in machine words
/// and computed with machine arithmetic that cannot overflow or is checked; the most common of them,
/// those with at most 22 binary digits after the point and below `2^41` in size, as one
/// fixed-point word. Anything larger moves to a [`BigInt`] and comes back as soon as a result
/// fits again. Because the form depends on the value alone, equal values are stored identically,
/// and the derived `Eq` and `Hash` agree with equality of numbers.
///
/// `Default` is zero.
///
/// ```
/// use dyadic::Dyadic;
///
/// let x = Dyadic::new(10, 3); // 10/8 is normalised to 5/4
/// assert_eq!((x.numerator(), x.exponent()), (5.into(), 2));
/// assert_eq!(x.to_string(), "1 1/4");
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Dyadic(Repr);

/// The three storage forms; which one a value uses is a function of the value (see [`Dyadic`]).
/// Other modules read them through [`Dyadic::parts`], and the fast paths through
/// [`Dyadic::fixed_pair`] and [`Dyadic::word_pair`].
#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    /// The value times `2^FRACTION_BITS`, an integer that fits an `i64`.
    Fixed(i64),
    /// `numerator / 2^exponent`, normalised, both fitting machine words, when the value is not
    /// [`Repr::Fixed`].
    Word { numerator: i64, exponent: u32 },
    /// Everything else. Boxed so that a `Dyadic` stays two words wide, which keeps the small path fast.
    Big(Box<BigParts>),
}

/// A normalised `numerator / 2^exponent` that does not fit [`Repr::Word`].
#[derive(Clone, PartialEq, Eq, Hash)]
struct BigParts {
    numerator: BigInt,
    exponent: u64,
}

/// The binary digits after the point of the fixed-point form.
///
/// Sums, differences and comparisons of fixed-point values are single `i64` operations; products
/// need one 128-bit product and a shift. Twenty-two digits keep the products of typical game
/// values in that form: numerators below `2^20` over denominators up to `2^10` multiply to less
/// than `2^40` over at most `2^20`, which is below `2^62` in fixed point.
pub(crate) const FRACTION_BITS: u32 = 22;

/// A borrowed look at a value's parts, whichever form it is stored in.
#[derive(Clone, Copy)]
pub(crate) enum Parts<'a> {
    /// A value in machine words (the fixed-point or the word form).
    Small { numerator: i64, exponent: u32 },
    /// A value too large for machine words.
    Big {
        numerator: &'a BigInt,
        exponent: u64,
    },
}

impl Dyadic {
    /// The number `numerator / 2^exponent`, normalised.
    ///
    /// ```
    /// use dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::new(6, 2), Dyadic::new(3, 1));
    /// assert_eq!(Dyadic::new(0, 9), Dyadic::zero());
    /// ```
    pub fn new(numerator: impl Into<BigInt>, exponent: u64) -> Dyadic {
        Dyadic::from_big_parts(numerator.into(), exponent)
    }

    /// Zero, the number born on day 0.
    pub const fn zero() -> Dyadic {
        Dyadic(Repr::Fixed(0))
    }

    /// One.
    pub const fn one() -> Dyadic {
        Dyadic(Repr::Fixed(1 << FRACTION_BITS))
    }

    /// Whether this is zero.
    pub fn is_zero(&self) -> bool {
        // Zero is always stored in fixed point.
        self.0 == Repr::Fixed(0)
    }

    /// Whether this is a whole number (its exponent is zero).
    pub fn is_integer(&self) -> bool {
        self.exponent() == 0
    }

    /// The sign as a comparison with zero: `Less` for negative numbers, `Equal` for zero and
    /// `Greater` for positive numbers.
    ///
    /// ```
    /// use std::cmp::Ordering;
    /// use dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::new(-3, 4).signum(), Ordering::Less);
    /// ```
    pub fn signum(&self) -> Ordering {
        match &self.0 {
            Repr::Fixed(fixed) => fixed.cmp(&0),
            Repr::Word { numerator, .. } => numerator.cmp(&0),
            Repr::Big(big) => big.numerator.sign().cmp(&num_bigint::Sign::NoSign),
        }
    }

    /// Whether this is strictly greater than zero.
    pub fn is_positive(&self) -> bool {
        self.signum() == Ordering::Greater
    }

    /// Whether this is strictly less than zero.
    pub fn is_negative(&self) -> bool {
        self.signum() == Ordering::Less
    }

    /// The numerator in lowest terms: odd, unless the number is an integer.
    pub fn numerator(&self) -> BigInt {
        self.big_parts().0.into_owned()
    }

    /// The exponent `k` of the denominator `2^k` in lowest terms.
    pub fn exponent(&self) -> u64 {
        match self.parts() {
            Parts::Small { exponent, .. } => u64::from(exponent),
            Parts::Big { exponent, .. } => exponent,
        }
    }

    /// The denominator `2^exponent` in lowest terms.
    ///
    /// This has `exponent + 1` bits, so asking for it on a number with an astronomically large
    /// exponent exhausts memory; [`Dyadic::exponent`] is the cheap question.
    pub fn denominator(&self) -> BigInt {
        BigInt::one() << self.exponent()
    }

    /// The stored parts, for the arithmetic modules.
    #[inline]
    pub(crate) fn parts(&self) -> Parts<'_> {
        match &self.0 {
            Repr::Fixed(fixed) => {
                let (numerator, exponent) = from_fixed(*fixed);
                Parts::Small {
                    numerator,
                    exponent,
                }
            }
            Repr::Word {
                numerator,
                exponent,
            } => Parts::Small {
                numerator: *numerator,
                exponent: *exponent,
            },
            Repr::Big(big) => Parts::Big {
                numerator: &big.numerator,
                exponent: big.exponent,
            },
        }
    }

    /// The numerator and exponent of a value in machine words (fixed-point or word form). The
    /// word paths use this rather than [`Dyadic::parts`], which would also compute where a big
    /// numerator lives.
    #[inline]
    pub(crate) fn as_small(&self) -> Option<(i64, u32)> {
        match &self.0 {
            Repr::Fixed(fixed) => Some(from_fixed(*fixed)),
            Repr::Word {
                numerator,
                exponent,
            } => Some((*numerator, *exponent)),
            Repr::Big(_) => None,
        }
    }

    /// The numerator and exponent, borrowing the numerator when it is already a big integer.
    pub(crate) fn big_parts(&self) -> (Cow<'_, BigInt>, u64) {
        match self.parts() {
            Parts::Small {
                numerator,
                exponent,
            } => (Cow::Owned(BigInt::from(numerator)), u64::from(exponent)),
            Parts::Big {
                numerator,
                exponent,
            } => (Cow::Borrowed(numerator), exponent),
        }
    }

    /// The canonical value of `numerator / 2^exponent`, for parts that fit machine words.
    #[inline]
    pub(crate) fn from_i64(numerator: i64, exponent: u32) -> Dyadic {
        // Written without branches, as this sits on the word paths. For a zero numerator the shift
        // may reach 64; the wrapping shift keeps it in range, and zero stays zero however shifted.
        let shift = numerator.trailing_zeros().min(exponent);
        let exponent = if numerator == 0 { 0 } else { exponent - shift };
        Dyadic::small(numerator.wrapping_shr(shift), exponent)
    }

    /// Wraps parts that are already normalised, in the fixed-point form if they fit it.
    #[inline]
    fn small(numerator: i64, exponent: u32) -> Dyadic {
        match to_fixed(numerator, exponent) {
            Some(fixed) => Dyadic(Repr::Fixed(fixed)),
            None => Dyadic(Repr::Word {
                numerator,
                exponent,
            }),
        }
    }

    /// A fixed-point value (the value times `2^FRACTION_BITS`), which must fit an `i64`.
    #[inline]
    pub(crate) fn fixed(fixed: i64) -> Dyadic {
        Dyadic(Repr::Fixed(fixed))
    }

    /// The numerators and exponents of two values stored in the word form, or `None` unless both
    /// are.
    #[inline]
    pub(crate) fn word_pair(a: &Dyadic, b: &Dyadic) -> Option<((i64, u32), (i64, u32))> {
        match (&a.0, &b.0) {
            (
                Repr::Word {
                    numerator: a_numerator,
                    exponent: a_exponent,
                },
                Repr::Word {
                    numerator: b_numerator,
                    exponent: b_exponent,
                },
            ) => Some(((*a_numerator, *a_exponent), (*b_numerator, *b_exponent))),
            _ => None,
        }
    }

    /// The value in fixed point (see [`FRACTION_BITS`]), if it is stored so.
    #[inline]
    pub(crate) fn as_fixed(&self) -> Option<i64> {
        match self.0 {
            Repr::Fixed(fixed) => Some(fixed),
            _ => None,
        }
    }

    /// Both values in fixed point, or `None` unless both are.
    #[inline]
    pub(crate) fn fixed_pair(a: &Dyadic, b: &Dyadic) -> Option<(i64, i64)> {
        Some((a.as_fixed()?, b.as_fixed()?))
    }

    /// The canonical value of `numerator / 2^exponent`, for a numerator that fits 128 bits.
    #[inline]
    pub(crate) fn from_i128(numerator: i128, exponent: u64) -> Dyadic {
        if numerator == 0 {
            return Dyadic::zero();
        }
        let shift = u64::from(numerator.trailing_zeros()).min(exponent);
        // `shift < 128` because a nonzero i128 has fewer than 128 trailing zeros.
        let (numerator, exponent) = (numerator >> shift, exponent - shift);
        match (i64::try_from(numerator), u32::try_from(exponent)) {
            (Ok(numerator), Ok(exponent)) => Dyadic::small(numerator, exponent),
            _ => Dyadic::big(BigInt::from(numerator), exponent),
        }
    }

    /// The canonical value of `numerator / 2^exponent`, for a numerator of any size.
    pub(crate) fn from_big_parts(numerator: BigInt, exponent: u64) -> Dyadic {
        let Some(zeros) = numerator.trailing_zeros() else {
            return Dyadic::zero();
        };
        let shift = zeros.min(exponent);
        let numerator = if shift == 0 {
            numerator
        } else {
            numerator >> shift
        };
        let exponent = exponent - shift;
        match (numerator.to_i64(), u32::try_from(exponent)) {
            (Some(numerator), Ok(exponent)) => Dyadic::small(numerator, exponent),
            _ => Dyadic::big(numerator, exponent),
        }
    }

    /// Wraps parts that are already normalised and too large for the small form.
    fn big(numerator: BigInt, exponent: u64) -> Dyadic {
        Dyadic(Repr::Big(Box::new(BigParts {
            numerator,
            exponent,
        })))
    }
}

#[cfg(test)]
impl Dyadic {
    /// Whether this is stored as its value alone decides: the form, and the parts normalised.
    pub(crate) fn is_canonical(&self) -> bool {
        match &self.0 {
            Repr::Fixed(_) => true,
            Repr::Word {
                numerator,
                exponent,
            } => {
                (numerator & 1 == 1 || *exponent == 0) && to_fixed(*numerator, *exponent).is_none()
            }
            Repr::Big(big) => {
                let normalised = big.numerator.trailing_zeros() == Some(0) || big.exponent == 0;
                let fits_words =
                    big.numerator.to_i64().is_some() && u32::try_from(big.exponent).is_ok();
                normalised && !fits_words
            }
        }
    }
}

/// The normalised value `numerator / 2^exponent` in fixed point, if it fits.
#[inline]
fn to_fixed(numerator: i64, exponent: u32) -> Option<i64> {
    let shift = FRACTION_BITS.checked_sub(exponent)?;
    let fixed = numerator << shift;
    (fixed >> shift == numerator).then_some(fixed)
}

/// The normalised numerator and exponent of a fixed-point value.
#[inline]
fn from_fixed(fixed: i64) -> (i64, u32) {
    // Setting bit FRACTION_BITS caps the shift there, and gives exponent 0 for zero.
    let shift = (fixed as u64 | 1 << FRACTION_BITS).trailing_zeros();
    (fixed >> shift, FRACTION_BITS - shift)
}

impl Default for Dyadic {
    /// Zero.
    fn default() -> Dyadic {
        Dyadic::zero()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is_small(x: &Dyadic) -> bool {
        matches!(x.parts(), Parts::Small { .. })
    }

    #[test]
    fn new_normalises_to_an_odd_numerator() {
        let x = Dyadic::new(40, 5); // 40/32 = 5/4
        assert_eq!((x.numerator(), x.exponent()), (BigInt::from(5), 2));
        assert_eq!(Dyadic::new(-8, 3), Dyadic::new(-1, 0));
        assert_eq!(Dyadic::new(12, 0).numerator(), BigInt::from(12));
    }

    #[test]
    fn zero_has_exponent_zero_whatever_it_was_built_from() {
        assert_eq!(Dyadic::new(0, 77).exponent(), 0);
        assert_eq!(Dyadic::from_i128(0, 1 << 40), Dyadic::zero());
        assert_eq!(Dyadic::default(), Dyadic::zero());
    }

    #[test]
    fn the_small_form_is_used_exactly_when_both_parts_fit() {
        assert!(is_small(&Dyadic::new(i64::MAX, 0)));
        assert!(is_small(&Dyadic::new(i64::MIN, 0)));
        assert!(!is_small(&Dyadic::new(BigInt::from(i64::MAX) + 1, 0)));
        assert!(!is_small(&Dyadic::new(BigInt::from(i64::MIN) - 1, 0)));
        assert!(is_small(&Dyadic::new(1, u64::from(u32::MAX))));
        assert!(!is_small(&Dyadic::new(1, u64::from(u32::MAX) + 1)));
        // A big numerator that normalises down to a small one comes back to the small form.
        assert!(is_small(&Dyadic::new(BigInt::from(3) << 100u32, 100)));
        assert!(is_small(&Dyadic::from_i128(3 << 100, 100)));
    }

    fn is_fixed(x: &Dyadic) -> bool {
        x.as_fixed().is_some()
    }

    #[test]
    fn the_fixed_point_form_is_used_exactly_when_the_value_fits_it() {
        let edge = BigInt::from(1) << 41u32; // 2^41 * 2^22 = 2^63
        assert!(is_fixed(&Dyadic::new(&edge - 1, 0)));
        assert!(!is_fixed(&Dyadic::new(edge.clone(), 0)));
        assert!(is_fixed(&Dyadic::new(-&edge, 0)));
        assert!(!is_fixed(&Dyadic::new(-&edge - 1, 0)));
        assert!(is_fixed(&Dyadic::new(1, 22)));
        assert!(!is_fixed(&Dyadic::new(1, 23)));
        assert!(is_fixed(&Dyadic::new(i64::MAX, 22)));
        assert!(!is_fixed(&Dyadic::new(i64::MAX, 21)));
        assert!(is_fixed(&Dyadic::new(i64::MIN, 22))); // -2^41
        assert!(is_fixed(&Dyadic::zero()) && is_fixed(&Dyadic::one()));
        assert_eq!(Dyadic::one(), Dyadic::new(1, 0));
        // Whatever the form, the parts read back normalised.
        let x = Dyadic::new(-24, 4); // -3/2, fixed
        assert_eq!((x.numerator(), x.exponent()), (BigInt::from(-3), 1));
        assert_eq!(Dyadic::new(i64::MIN, 22).numerator(), -edge);
        for x in [
            Dyadic::new(1, 23),
            Dyadic::new(i64::MAX, 21),
            Dyadic::zero(),
        ] {
            assert!(x.is_canonical());
        }
    }

    #[test]
    fn a_dyadic_is_two_words_wide() {
        assert_eq!(size_of::<Dyadic>(), 16);
    }

    #[test]
    fn signum_and_denominator() {
        assert_eq!(Dyadic::new(-5, 3).signum(), Ordering::Less);
        assert_eq!(Dyadic::zero().signum(), Ordering::Equal);
        assert_eq!(
            Dyadic::new(BigInt::from(1) << 90u32, 0).signum(),
            Ordering::Greater
        );
        assert!(Dyadic::new(-(BigInt::from(1) << 90u32), 0).is_negative());
        assert_eq!(Dyadic::new(3, 4).denominator(), BigInt::from(16));
        assert!(Dyadic::new(8, 3).is_integer());
        assert!(!Dyadic::new(1, 70).is_integer());
    }
}
