//! Ordinal pile heights, as the `nim` crate's generic [`nim::Position`] sees them.

use std::borrow::Borrow;
use std::fmt;
use std::ops::Deref;
use std::str::FromStr;

use nim::{Move, ParseError, ParseErrorKind};
use num_bigint::BigUint;
use ordinal::Ordinal;

use crate::{balancing_moves, nim_add, nim_sum};

/// An ordinal pile height, for the `nim` crate's code written once for any [`nim::Height`].
///
/// That code asks for an order, the piles of zero and one block, and the nim-sum; misère play's
/// rule needs nothing more, so it holds for ordinal heights word for word, and is borrowed
/// rather than written again. A transfinite Nim [`Position`](crate::Position) is a
/// `nim::Position<OrdinalHeight>`. The height derefs to its [`Ordinal`], so every method of an
/// ordinal works on it: `pile.base2_form()`.
///
/// ```
/// use transfinite_nim::OrdinalHeight;
///
/// let piles: Vec<OrdinalHeight> = ["w", "w*2", "3"]
///     .map(|text| OrdinalHeight(text.parse().unwrap()))
///     .to_vec();
/// let moves = nim::balancing_moves(&piles);
/// assert_eq!(moves[0].to.to_string(), "ω+3");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct OrdinalHeight(pub Ordinal);

impl nim::Height for OrdinalHeight {
    /// Heights may contain spaces (`w^w + 5`), so commas separate them.
    const SEPARATOR: &'static str = ", ";

    const MOVE_FORMAT: &'static str = "a pile and the height to leave, like `1 -> w+1`, or how many blocks to take, like `1 3` or `1 all`";

    fn zero() -> OrdinalHeight {
        OrdinalHeight(Ordinal::ZERO)
    }

    fn one() -> OrdinalHeight {
        OrdinalHeight(Ordinal::one())
    }

    fn nim_add(&self, other: &OrdinalHeight) -> OrdinalHeight {
        OrdinalHeight(nim_add(&self.0, &other.0))
    }

    fn to_u64(&self) -> Option<u64> {
        self.0.to_u64()
    }

    fn read(text: &str) -> Result<OrdinalHeight, ParseError> {
        crate::read_ordinal(text).map(OrdinalHeight)
    }

    fn is_zero(&self) -> bool {
        self.0.is_zero()
    }

    fn is_finite(&self) -> bool {
        self.0.is_finite()
    }

    /// `λ + n` less `blocks` is `λ + (n - blocks)`; there is no top block below a limit `λ`.
    fn take_from_top(&self, blocks: &BigUint) -> Option<OrdinalHeight> {
        let finite = self.0.finite_part();
        if finite < *blocks {
            return None;
        }
        let left = finite - blocks;
        Some(OrdinalHeight(self.0.limit_part() + Ordinal::from(left)))
    }

    fn taken_above(&self, to: &OrdinalHeight) -> OrdinalHeight {
        OrdinalHeight(self.0.checked_sub(&to.0).unwrap_or_default())
    }

    /// By hashing base-2 digits and sorting the hashes ([`crate::unpaired_digits`]): the number of
    /// digits times its logarithm.
    fn nim_sum_of(piles: &[OrdinalHeight]) -> OrdinalHeight {
        OrdinalHeight(nim_sum(piles))
    }

    /// By looking for the one digit a balancing move takes ([`crate::balancing_moves`]).
    fn balancing_moves_of(piles: &[OrdinalHeight]) -> Vec<Move<OrdinalHeight>> {
        balancing_moves(piles)
    }

    /// Heights separated by commas, `1, w+3, w^w + 5, e0`, or by spaces when there is no comma,
    /// `1 w+3 e0`; an error says so when spaces may have split a height.
    fn read_all(text: &str) -> Result<Vec<OrdinalHeight>, ParseError> {
        nim::parse_heights(text, Self::read).map_err(|error| {
            // Without a comma, spaces separate heights: `w + 1` is three of them.
            let spaced = text.trim().contains(char::is_whitespace);
            if text.contains(',') || !spaced || error.line() > 1 {
                return error;
            }
            let hint = "(without commas, spaces separate the heights: write `w + 1, 3`)";
            error.map_kind(|kind| ParseErrorKind::Height(format!("{kind} {hint}")))
        })
    }
}

impl Deref for OrdinalHeight {
    type Target = Ordinal;

    fn deref(&self) -> &Ordinal {
        &self.0
    }
}

impl Borrow<Ordinal> for OrdinalHeight {
    fn borrow(&self) -> &Ordinal {
        &self.0
    }
}

impl From<Ordinal> for OrdinalHeight {
    fn from(height: Ordinal) -> OrdinalHeight {
        OrdinalHeight(height)
    }
}

impl From<OrdinalHeight> for Ordinal {
    fn from(height: OrdinalHeight) -> Ordinal {
        height.0
    }
}

impl From<u64> for OrdinalHeight {
    fn from(n: u64) -> OrdinalHeight {
        OrdinalHeight(Ordinal::from(n))
    }
}

impl FromIterator<OrdinalHeight> for nim::Position<OrdinalHeight> {
    /// The position with these piles: `heights.map(OrdinalHeight::from).collect()`.
    fn from_iter<I: IntoIterator<Item = OrdinalHeight>>(heights: I) -> Self {
        nim::Position::new(heights.into_iter().collect())
    }
}

impl FromStr for OrdinalHeight {
    type Err = ordinal::ParseOrdinalError;

    /// Reads an ordinal, as [`Ordinal`] does: `"w^w + 5".parse::<OrdinalHeight>()`.
    fn from_str(text: &str) -> Result<OrdinalHeight, Self::Err> {
        text.parse().map(OrdinalHeight)
    }
}

impl fmt::Display for OrdinalHeight {
    /// As the ordinal writes itself: `ω+3`, or `w+3` with `{:#}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
