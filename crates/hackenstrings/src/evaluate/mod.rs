//! Values straight from text, in one streaming pass.

mod short_rows;
mod sum;
mod tails;

use dyadic::Dyadic;

use crate::scan::{ParsePositionError, Scanner};
pub(crate) use sum::ValueSum;

/// Works out the value of a position from its text as the text arrives, without storing the rows.
///
/// Only numbers: a position with a neutral pebble (`C`) is not one, so the evaluator stops at the
/// first `C` with a [`ParsePositionErrorKind::NeutralPebble`](crate::ParsePositionErrorKind)
/// error naming its line and column. Parse such a text into a [`Position`](crate::Position)
/// instead.
///
/// Memory grows with the longest row's tail (one bit per pebble), not with the text; the work is a
/// single pass, 64 bytes at a time where the text is plain letters and spaces.
///
/// ```
/// use hackenstrings::Evaluator;
///
/// let mut evaluator = Evaluator::new();
/// evaluator.feed("A B B A ").unwrap();
/// evaluator.feed("+ B A").unwrap();
/// assert_eq!(evaluator.finish().unwrap().to_string(), "-1/8");
/// ```
pub struct Evaluator {
    scanner: Scanner<ValueSum>,
}

impl Evaluator {
    /// An evaluator that has read nothing yet (the empty position, worth 0).
    pub fn new() -> Evaluator {
        Evaluator {
            scanner: Scanner::new(ValueSum::default()),
        }
    }

    /// Reads the next piece of the text; pieces may split the text anywhere between characters,
    /// even inside a row.
    ///
    /// # Errors
    /// The first thing wrong with the text so far; once there is one, every later call returns it.
    pub fn feed(&mut self, text: &str) -> Result<(), ParsePositionError> {
        self.scanner.feed(text)
    }

    /// The value of the whole text.
    ///
    /// # Errors
    /// What is wrong with the text, including a `+` left without a row after it.
    pub fn finish(self) -> Result<Dyadic, ParsePositionError> {
        Ok(self.scanner.finish()?.value())
    }
}

impl Default for Evaluator {
    fn default() -> Evaluator {
        Evaluator::new()
    }
}

/// The value of the position written in `text`, in one streaming pass (see [`Evaluator`]).
///
/// ```
/// use hackenstrings::value_of_text;
///
/// assert_eq!(value_of_text("ABBA+BA").unwrap().to_string(), "-1/8");
/// assert_eq!(
///     value_of_text("A B x").unwrap_err().to_string(),
///     "column 5: unexpected character 'x': a pebble is A (Left), B (Right) or C (neutral)"
/// );
/// assert_eq!(
///     value_of_text("A B + C A").unwrap_err().to_string(),
///     "column 7: 'C' is a neutral pebble: the position is not a number, and only numbers are evaluated here"
/// );
/// ```
///
/// # Errors
/// What is wrong with the text, and where.
pub fn value_of_text(text: &str) -> Result<Dyadic, ParsePositionError> {
    let mut evaluator = Evaluator::new();
    evaluator.feed(text)?;
    evaluator.finish()
}
