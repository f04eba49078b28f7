//! Finite nimbers multiplied: the field of nimbers below `2^(2^k)`, for every `k`.
//!
//! Nim-addition is binary addition without carries. Nim-multiplication is the simplest product
//! that makes a field with it: defined by the mex rule ([`products_by_mex`]), and computed by
//! two facts about the *Fermat 2-powers* `2, 4, 16, 256, 65536, …` (the numbers `2^(2^n)`):
//!
//! - the product of distinct Fermat 2-powers is their ordinary product (`2⊗4 = 8`);
//! - the square of a Fermat 2-power `F` is `3F/2`, the ordinary sum `F + F/2` (`2⊗2 = 3`,
//!   `4⊗4 = 6`, `16⊗16 = 24`).
//!
//! The nimbers below each `2^(2^k)` then form a field of `2^(2^k)` elements: every nimber but 0
//! has an inverse, and every nimber exactly one square root. [`NimField`] is that arithmetic,
//! for [`game::Nimber`] (a machine word, the fast path) and for [`FiniteNimber`] (any width).
//!
//! ```
//! use game::Nimber;
//! use nimbers::NimField;
//!
//! // The field of four, {0, 1, 2, 3}.
//! assert_eq!(Nimber(2).times(&Nimber(2)), Nimber(3));
//! assert_eq!(Nimber(2).times(&Nimber(3)), Nimber(1));
//! assert_eq!(Nimber(3).inverse(), Ok(Nimber(2)));
//! // 8 = 2⊗4, so 8 divided by 4 is 2; and 8's square root is 14, whose square is 8.
//! assert_eq!(Nimber(8).divided_by(&Nimber(4)), Ok(Nimber(2)));
//! assert_eq!(Nimber(8).sqrt(), Nimber(14));
//! assert_eq!(Nimber(14).square(), Nimber(8));
//! // 2 generates the field of four: 2, 3, 1.
//! assert_eq!(Nimber(2).power(3), Ok(Nimber(1)));
//! ```

mod big;
mod limbs;
mod mex;
mod parse;
mod table;
mod table_svg;
pub mod textbook;
mod word;

use std::fmt;

use game::Nimber;
use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{One, Zero};

pub use big::FiniteNimber;
pub use mex::products_by_mex;
pub use parse::{MAX_DIGITS, ParseNimberError, ParseNimberErrorKind};
pub use table::{MOST_ROWS, Table};

/// The error of dividing by the nimber 0, which has no inverse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DivisionByZero;

impl fmt::Display for DivisionByZero {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("division by zero: the nimber 0 has no inverse")
    }
}

impl std::error::Error for DivisionByZero {}

/// The arithmetic of a field of nimbers beyond nim-addition: nim-multiplication, squares and
/// square roots, inverses, division and powers. Nothing panics: dividing by 0 is an error.
pub trait NimField: Sized + Clone {
    /// The nim-product `self ⊗ other`.
    fn times(&self, other: &Self) -> Self;

    /// The nim-square `self ⊗ self`: in characteristic 2, squaring is additive (the Frobenius
    /// map), `(a + b)² = a² + b²`.
    fn square(&self) -> Self {
        self.times(self)
    }

    /// The one nimber whose square is `self`: squaring is one-to-one on each finite field of
    /// characteristic 2, so every nimber has exactly one square root.
    fn sqrt(&self) -> Self;

    /// The nimber whose product with `self` is 1.
    ///
    /// # Errors
    /// [`DivisionByZero`] for 0.
    fn inverse(&self) -> Result<Self, DivisionByZero>;

    /// `self ⊗ divisor⁻¹`.
    ///
    /// # Errors
    /// [`DivisionByZero`] if `divisor` is 0.
    fn divided_by(&self, divisor: &Self) -> Result<Self, DivisionByZero> {
        Ok(self.times(&divisor.inverse()?))
    }

    /// `self` to the power `exponent`, a whole number of any size and sign: a negative power is
    /// a power of the inverse, and `0⁰ = 1`.
    ///
    /// # Errors
    /// [`DivisionByZero`] for a negative power of 0.
    fn power(&self, exponent: impl Into<BigInt>) -> Result<Self, DivisionByZero>;

    /// The unit, `*1`.
    fn one() -> Self;

    /// Whether this is 0.
    fn is_zero(&self) -> bool;
}

impl NimField for Nimber {
    fn times(&self, other: &Nimber) -> Nimber {
        Nimber(word::mul64(self.0, other.0))
    }

    fn square(&self) -> Nimber {
        Nimber(word::sq64(self.0))
    }

    fn sqrt(&self) -> Nimber {
        Nimber(word::sqrt64(self.0))
    }

    fn inverse(&self) -> Result<Nimber, DivisionByZero> {
        match self.0 {
            0 => Err(DivisionByZero),
            n => Ok(Nimber(word::inv64(n))),
        }
    }

    fn power(&self, exponent: impl Into<BigInt>) -> Result<Nimber, DivisionByZero> {
        let level = FiniteNimber::from(*self).field_level();
        power_by_squaring(self, &exponent.into(), level)
    }

    fn one() -> Nimber {
        Nimber(1)
    }

    fn is_zero(&self) -> bool {
        self.0 == 0
    }
}

/// `base^exponent`, for `base` in the field of the nimbers below `2^(2^level)`: the exponent is
/// first reduced modulo the order of that field's multiplicative group, `2^(2^level) - 1`, so
/// that the work is at most `2^level` squarings and products, whatever the exponent.
fn power_by_squaring<T: NimField>(
    base: &T,
    exponent: &BigInt,
    level: u32,
) -> Result<T, DivisionByZero> {
    let base = match exponent.sign() {
        Sign::Minus => base.inverse()?,
        _ => base.clone(),
    };
    let exponent = exponent.magnitude();
    if base.is_zero() {
        return Ok(match exponent.is_zero() {
            true => T::one(),
            false => base,
        });
    }
    let order = (BigUint::one() << (1u64 << level)) - 1u8;
    let exponent = exponent % order;
    let mut power = T::one();
    for bit in (0..exponent.bits()).rev() {
        power = power.square();
        if exponent.bit(bit) {
            power = power.times(&base);
        }
    }
    Ok(power)
}
