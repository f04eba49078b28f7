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
//! - [`Operand`]: a nimber of either kind, finite or an ordinal, read from text, with the
//!   field's arithmetic on both (the finite fast path where both are finite) and one error
//!   type, [`NimError`], for what the arithmetic refuses; what `gamebird nimber` computes with.
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
mod operand;
pub mod transfinite;

pub use finite::{DivisionByZero, FiniteNimber, NimField, ParseNimberError, ParseNimberErrorKind};
pub use operand::{MAX_BITS, Operand, read_exponent, read_prime};
pub use transfinite::NimError;
