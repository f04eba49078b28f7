//! The field of nimbers (chapter 11): nim-multiplication, the simplest product that makes the
//! nimbers a field of characteristic 2, for finite nimbers of any width and for ordinals below
//! ω^(ω^ω); and Turning Corners, the coin-turning game whose values are nim-products.
//!
//! Nimbers add by the nim-sum (binary addition without carries). They also multiply: the
//! *nim-product* is defined by the mex rule,
//!
//! ```text
//! a⊗b = mex { a'⊗b + a⊗b' + a'⊗b' : a' < a, b' < b }
//! ```
//!
//! and with it the nimbers below each `2^(2^k)` are a finite field.
//!
//! - [`finite`]: the finite nimbers. [`NimField`] is the field's arithmetic (product, square,
//!   square root, inverse, division, powers), for [`game::Nimber`], the core's machine word,
//!   and for [`FiniteNimber`], a nimber of any width. [`finite::products_by_mex`] is the
//!   definition itself, and [`finite::textbook`] the plain recursion on Fermat 2-powers.
//! - [`transfinite`]: ordinals below ω^(ω^ω) multiplied as nimbers.
//! - [`corners`]: Turning Corners, the coin-turning game whose coins are worth nim-products.
//!
//! ```
//! use game::Nimber;
//! use nimbers::{FiniteNimber, NimField};
//!
//! // 4 is a Fermat 2-power, so 4⊗4 = 3·4/2 = 6; and 2⊗4 = 8, an ordinary product.
//! assert_eq!(Nimber(4).times(&Nimber(4)), Nimber(6));
//! assert_eq!(Nimber(2).times(&Nimber(4)), Nimber(8));
//! // The definition agrees.
//! assert_eq!(nimbers::finite::products_by_mex(5)[4][4], Nimber(6));
//!
//! // Any width: 2^256 is a Fermat 2-power.
//! let f = FiniteNimber::from_limbs([0, 0, 0, 0, 1]);
//! assert_eq!(f.square(), FiniteNimber::from_limbs([0, 0, 0, 1 << 63, 1]));
//! assert_eq!(Nimber(0).inverse().unwrap_err().to_string(), "division by zero: the nimber 0 has no inverse");
//! ```
//!
//! # Turning Corners
//!
//! ```
//! use game::play::Valued;
//! use nimbers::corners::Board;
//!
//! // Heads at (2, 3) and (3, 3): worth 2⊗3 + 3⊗3 = 1 + 2 = *3.
//! let board: Board = "..../..../...H/...H".parse().unwrap();
//! assert_eq!(board.worth().unwrap().to_string(), "*3");
//! ```

pub mod corners;
pub mod finite;
pub mod transfinite;

pub use finite::{DivisionByZero, FiniteNimber, NimField, ParseNimberError, ParseNimberErrorKind};

/// A nimber as the calculator's `gamebird nimber` commands read it, and compute with
/// ([`NimField`]).
pub type Operand = FiniteNimber;

/// The most binary digits of a nimber the calculator reads: its nimbers lie in the field of
/// the nimbers below `2^4096`, so that any power is at most 4096 squarings and products.
pub const MAX_BITS: u64 = 4096;

/// Reads an operand of the calculator's nimber commands: a finite nimber, `5` or `*5` (or `*`),
/// below `2^`[`MAX_BITS`].
///
/// # Errors
/// A one-line [`ParseNimberError`]: not a nimber, too large, or an ordinal (`w`, `w^2+3`), which
/// is named as one.
///
/// ```
/// let error = nimbers::read_operand("w^2+3").unwrap_err();
/// assert!(error.to_string().starts_with("column 1: ordinal nimbers: 'w^2+3' is an ordinal"));
/// assert_eq!(nimbers::read_operand("*7").unwrap().to_string(), "*7");
/// ```
pub fn read_operand(text: &str) -> Result<Operand, ParseNimberError> {
    let nimber = text.parse::<FiniteNimber>().map_err(|error| {
        let bare = text.strip_prefix('*').unwrap_or(text);
        let is_ordinal = matches!(error.kind(), ParseNimberErrorKind::NotANimber(_))
            && bare
                .parse::<ordinal::Ordinal>()
                .is_ok_and(|ordinal| !ordinal.is_finite());
        match is_ordinal {
            true => {
                let kind = ParseNimberErrorKind::Ordinal(game::text::excerpt(text));
                ParseNimberError::at(1, kind)
            }
            false => error,
        }
    })?;
    match nimber.bits() {
        bits if bits > MAX_BITS => {
            let kind = ParseNimberErrorKind::TooLarge {
                bits,
                most: MAX_BITS,
            };
            Err(ParseNimberError::at(1, kind))
        }
        _ => Ok(nimber),
    }
}
