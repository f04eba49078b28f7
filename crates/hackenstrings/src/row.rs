//! A single row of pebbles, its value and its moves.

use std::fmt;
use std::str::FromStr;

use dyadic::Dyadic;
use game::{Game, Player};
use num_bigint::{BigInt, BigUint};

use crate::scan::{Location, ParsePositionError, ParsePositionErrorKind, error_at, in_text};
use crate::{NeutralPebble, Pebble};

/// A row of pebbles, read from left to right. A move takes one of the pebbles the mover may take
/// (their own or a neutral one) and every pebble to its right.
///
/// ```
/// use hackenstrings::Row;
///
/// let row: Row = "A B B".parse().unwrap();
/// assert_eq!(row.number().unwrap().to_string(), "1/4");
/// assert_eq!(format!("{row:#}"), "○●●");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Row {
    pebbles: Vec<Pebble>,
}

impl Row {
    /// The row of these pebbles, leftmost first.
    pub fn new(pebbles: Vec<Pebble>) -> Row {
        Row { pebbles }
    }

    /// The pebbles, leftmost first.
    pub fn pebbles(&self) -> &[Pebble] {
        &self.pebbles
    }

    /// The number of pebbles.
    pub fn len(&self) -> usize {
        self.pebbles.len()
    }

    /// Whether the row has no pebbles (it is worth 0).
    pub fn is_empty(&self) -> bool {
        self.pebbles.is_empty()
    }

    /// The length of the first run: the pebbles of the same colour as the first.
    pub fn first_run(&self) -> usize {
        match self.pebbles.first() {
            Some(&first) => self.pebbles.iter().take_while(|&&p| p == first).count(),
            None => 0,
        }
    }

    /// The length of the tail: the pebbles from the first change of colour to the end.
    pub fn tail_len(&self) -> usize {
        self.len() - self.first_run()
    }

    /// The index of the first neutral pebble (`C`), if the row has one.
    pub fn first_neutral(&self) -> Option<usize> {
        self.pebbles.iter().position(|&p| p == Pebble::Neutral)
    }

    /// Whether the row holds a neutral pebble, and so is not a number.
    pub fn has_neutral(&self) -> bool {
        self.first_neutral().is_some()
    }

    /// The row cut at its first neutral pebble: the pebbles before it (the whole row if it has
    /// none). This is the row's part of the *reduced game* of Walker's notes, always a number.
    pub fn reduced(&self) -> Row {
        self.cut(self.first_neutral().unwrap_or(self.len()))
    }

    /// Whether the row is a number: an error at its first neutral pebble if not.
    fn number_check(&self) -> Result<(), NeutralPebble> {
        match self.first_neutral() {
            Some(pebble) => Err(NeutralPebble { row: 0, pebble }),
            None => Ok(()),
        }
    }
}

// The value rule in an `impl` of its own, so that the book can show it whole.
// ANCHOR: value_rule
impl Row {
    /// The value of a row of `A` and `B` pebbles as a number, by the sign-expansion rule: each
    /// pebble of the first run counts `±1` (`+` for Left), and after the first change of colour
    /// the `k`-th pebble counts `±1/2^k`. A row with a neutral pebble is not a number.
    ///
    /// Exact at any length, in time linear in the row: the tail's digits go straight into one big
    /// integer, with no fractions added along the way.
    ///
    /// ```
    /// use hackenstrings::Row;
    ///
    /// let row: Row = "B A A B".parse().unwrap();
    /// assert_eq!(row.number().unwrap().to_string(), "-3/8"); // −1 + 1/2 + 1/4 − 1/8
    /// assert!("A C".parse::<Row>().unwrap().number().is_err());
    /// ```
    ///
    /// # Errors
    /// [`NeutralPebble`] (counting this row as row 0) if the row holds a `C`: it is not a number.
    pub fn number(&self) -> Result<Dyadic, NeutralPebble> {
        self.number_check()?;
        let Some(&first) = self.pebbles.first() else {
            return Ok(Dyadic::zero());
        };
        let run = self.first_run();
        let whole = BigInt::from(first.sign()) * run;
        let tail = &self.pebbles[run..];
        let t = tail.len() as u64;
        // Each ±1 in the tail is 2·[Left] − 1, so the tail is worth (2·L − (2^t − 1)) / 2^t,
        // where L is the t-digit binary number with a 1 for each Left pebble, first digit first.
        let left_digits = BigInt::from(binary_number(tail.iter().map(|&p| p == Pebble::Left)));
        let all_ones = (BigInt::from(1) << t) - 1;
        Ok(Dyadic::new((whole << t) + 2 * left_digits - all_ones, t))
    }
}
// ANCHOR_END: value_rule

impl Row {
    /// The index of the rightmost pebble `player` may take (their own or a neutral one), if any.
    pub fn rightmost(&self, player: Player) -> Option<usize> {
        self.pebbles.iter().rposition(|p| p.takeable_by(player))
    }

    /// The row left after taking pebble `index` (0-based) and everything to its right; the whole
    /// row if there is no such pebble.
    pub fn cut(&self, index: usize) -> Row {
        Row::new(self.pebbles[..index.min(self.len())].to_vec())
    }

    /// The negative row: Left's and Right's pebbles change hands; neutral ones stay neutral.
    pub fn negated(&self) -> Row {
        Row::new(self.pebbles.iter().map(|p| p.swapped()).collect())
    }
}

/// The number whose binary digits these are, most significant first.
fn binary_number(digits: impl ExactSizeIterator<Item = bool>) -> BigUint {
    let len = digits.len();
    let mut words = vec![0u32; len.div_ceil(32)];
    for (index, digit) in digits.enumerate() {
        let bit = len - 1 - index;
        words[bit / 32] |= u32::from(digit) << (bit % 32);
    }
    BigUint::new(words)
}

impl Game for Row {
    fn options(&self, player: Player) -> Vec<Row> {
        let mine = self.pebbles.iter().enumerate();
        mine.filter(|(_, p)| p.takeable_by(player))
            .map(|(index, _)| self.cut(index))
            .collect()
    }
}

impl fmt::Display for Row {
    /// Letters with spaces, `A B C`; the alternate form `{:#}` writes glyphs, `○●◐`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, pebble) in self.pebbles.iter().enumerate() {
            if f.alternate() {
                write!(f, "{}", pebble.glyph())?;
            } else {
                let space = if index == 0 { "" } else { " " };
                write!(f, "{space}{}", pebble.letter())?;
            }
        }
        Ok(())
    }
}

impl FromStr for Row {
    type Err = ParsePositionError;

    /// Reads one row of letters or glyphs (`A B C`, `ABC`, `○●◐`); white space is ignored, but a
    /// `+` or a line break followed by more pebbles would start a second row.
    fn from_str(text: &str) -> Result<Row, ParsePositionError> {
        let mut pebbles = Vec::new();
        let mut location = Location { line: 1, column: 0 };
        let mut line_break = None;
        for (at, c) in text.char_indices() {
            location.column += 1;
            let kind = if let Some(pebble) = Pebble::from_char(c) {
                if let Some(location) = line_break {
                    let kind = ParsePositionErrorKind::SecondRow('\n');
                    return Err(in_text(error_at(location, kind), text));
                }
                pebbles.push(pebble);
                continue;
            } else if c == '\n' {
                line_break = line_break.or(Some(location));
                location = Location {
                    line: location.line + 1,
                    column: 0,
                };
                continue;
            } else if c == '+' {
                ParsePositionErrorKind::SecondRow(c)
            } else if c.is_whitespace() {
                continue;
            } else {
                ParsePositionErrorKind::UnexpectedCharacter(c)
            };
            return Err(in_text(error_at(location, kind), &text[at..]));
        }
        Ok(Row::new(pebbles))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binary_numbers() {
        assert_eq!(
            binary_number([true, false, true].into_iter()),
            BigUint::from(5u8)
        );
        assert_eq!(binary_number(std::iter::empty()), BigUint::from(0u8));
        let digits = (0..100).map(|i| i == 0);
        assert_eq!(binary_number(digits), BigUint::from(1u8) << 99u32);
    }

    #[test]
    fn a_row_is_read_back_from_what_it_writes() {
        let row = Row::new(vec![Pebble::Left, Pebble::Right, Pebble::Right]);
        assert_eq!(row.to_string(), "A B B");
        assert_eq!(row.to_string().parse(), Ok(row.clone()));
        assert_eq!(format!("{row:#}").parse(), Ok(row));
    }

    #[test]
    fn a_second_row_is_an_error() {
        let error = "A B + A".parse::<Row>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "column 5: '+' starts a second row, but a single row was expected"
        );
    }
}
