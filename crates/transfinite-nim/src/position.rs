//! A transfinite Nim position: the `nim` crate's position, with piles of ordinal height.

use game::text::Place;
use nim::{ParseError, ParseErrorKind};
use ordinal::{Base2Digit, Ordinal};

use crate::OrdinalHeight;

/// A transfinite Nim position: piles of blocks whose heights are ordinals. A move makes one pile
/// strictly shorter, to any smaller height; whoever cannot move loses.
///
/// It is Nim's own [`nim::Position`], with [`OrdinalHeight`]s: every method of finite Nim
/// (values, balancing and misère moves, [`take`](nim::Position::take), …) works unchanged.
/// Piles keep their places when they are emptied, so pile numbers stay put during a game. It
/// reads heights separated by commas (or, when there is no comma, by spaces) in the notation of
/// the `ordinal` crate, and prints them separated by `, `. Brute force ([`game::Game`]) is for
/// finite heights only: see [`nim::Position::to_finite`].
///
/// ```
/// use transfinite_nim::Position;
///
/// let position: Position = "1, w+3, w^w + 5".parse().unwrap();
/// assert_eq!(position.to_string(), "1, ω+3, ω^ω+5");
/// let error = "w + 1 3".parse::<Position>().unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "column 3: expected an ordinal term, found '+' \
///      (without commas, spaces separate the heights: write `w + 1, 3`)"
/// );
/// assert_eq!(position.value().to_string(), "*(ω^ω+ω+7)");
/// assert!(!position.is_balanced());
/// ```
pub type Position = nim::Position<OrdinalHeight>;

/// Why a move cannot be made: Nim's [`nim::MoveError`], with ordinal heights.
pub type MoveError = nim::MoveError<OrdinalHeight>;

/// The nim value `*α` of a transfinite Nim position, `α` its nim-sum: a pile of height α is
/// worth `*α`, as a finite pile of `n` blocks is worth `*n`.
///
/// It prints as CGSuite prints nimbers, `*` followed by the value: `0`, `*`, `*5`, and beyond the
/// finite `*ω`, `*ω²`, `*ε₀`, `*ω₁`. A value written with an operator is put in parentheses, so
/// that the star covers all of it: `*(ω+1)`, `*(ω·2)`, `*(ω^ω)`. (CGSuite adds them only for a
/// value of more than one term, or with a coefficient other than 1 on a power of ω, and so
/// writes `*ω^ω`.) The alternate form `{:#}` is ASCII: `*w`, `*(w+1)`, `*e0`.
///
/// ```
/// use ordinal::Ordinal;
/// use transfinite_nim::OrdinalNimber;
///
/// let star = |text: &str| OrdinalNimber::new(text.parse::<Ordinal>().unwrap()).to_string();
/// assert_eq!([star("0"), star("1"), star("7")], ["0", "*", "*7"]);
/// assert_eq!([star("w"), star("w^2"), star("e0"), star("w1")], ["*ω", "*ω²", "*ε₀", "*ω₁"]);
/// assert_eq!([star("w+1"), star("w*2"), star("w^w")], ["*(ω+1)", "*(ω·2)", "*(ω^ω)"]);
/// let ascii = OrdinalNimber::new("w+1".parse::<Ordinal>().unwrap());
/// assert_eq!(format!("{ascii:#}"), "*(w+1)");
/// ```
pub type OrdinalNimber = nim::NimValue<OrdinalHeight>;

/// What only ordinal heights have: base-2 digits, and the picture of them.
///
/// ```
/// use transfinite_nim::{Base2Piles, Position};
///
/// let position: Position = "w+3, w*5+7".parse().unwrap();
/// let digits: Vec<String> =
///     position.unpaired_digits().iter().map(|d| d.exponent().to_string()).collect();
/// assert_eq!(digits, ["ω+2", "2"]);
/// let svg = position.base2_svg();
/// assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
/// // Five powers of two: 2^(ω+2), 2^ω, 2², 2¹ and 2⁰; 2^ω, 2 and 1 pair off.
/// assert_eq!(svg.matches("<circle").count(), 3 + 5 + 2 + 1); // digits, nim-sum, ring
/// assert_eq!(svg.matches("<line").count(), 6);
/// ```
pub trait Base2Piles {
    /// The powers of two that do not pair off, largest first (see [`crate::unpaired_digits`]).
    fn unpaired_digits(&self) -> Vec<Base2Digit<'_>>;

    /// An SVG 1.1 picture of the balancing rule: a table with a row for each pile and a column
    /// for each power of two `2^β` in any pile's base-2 form, largest first, and a dot where a
    /// pile holds that power. Powers that pair off are greyed and struck through; those that do
    /// not are shaded and make up the last row, the nim-sum. The pile to play on (the one
    /// holding the largest unpaired power, when only one does) has its label and that dot
    /// ringed in blue.
    fn base2_svg(&self) -> String;
}

impl Base2Piles for Position {
    fn unpaired_digits(&self) -> Vec<Base2Digit<'_>> {
        crate::unpaired_digits(self.piles())
    }

    fn base2_svg(&self) -> String {
        crate::svg::base2_svg(self)
    }
}

/// Reads one pile height: an ordinal in the notation of the `ordinal` crate (`w^w*3+1`, `ε₀`),
/// with errors placed at their column, for [`nim::parse_heights`].
///
/// # Errors
/// A one-line [`ParseError`] naming the column.
///
/// ```
/// let heights = nim::parse_heights("1, w+3, e0", transfinite_nim::read_ordinal).unwrap();
/// assert_eq!(heights[1].to_string(), "ω+3");
/// let error = nim::parse_heights("1, w+, e0", transfinite_nim::read_ordinal).unwrap_err();
/// assert_eq!(error.to_string(), "column 6: expected an ordinal term, found end of input");
/// ```
pub fn read_ordinal(text: &str) -> Result<Ordinal, ParseError> {
    text.parse().map_err(|error: ordinal::ParseOrdinalError| {
        // Named by its line only after the first, as Nim's own messages are.
        let place = Place {
            several_lines: false,
            ..error.place()
        };
        ParseError::new(place, ParseErrorKind::Height(error.kind().to_string()))
    })
}
