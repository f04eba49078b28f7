//! Reading ordinals from text: the notation is described in the [crate docs](crate#notation).

mod error;
mod eval;
mod lexer;

use std::str::FromStr;

pub use error::{ParseOrdinalError, ParseOrdinalErrorKind};

use crate::ordinal::Ordinal;

impl FromStr for Ordinal {
    type Err = ParseOrdinalError;

    /// Parses and evaluates the [notation](crate#notation).
    ///
    /// ```
    /// use ordinal::Ordinal;
    /// let square: Ordinal = "(w+1)*(w+1)".parse().unwrap();
    /// assert_eq!(square.to_string(), "ω²+ω+1");
    /// let error = "(w+)".parse::<Ordinal>().unwrap_err();
    /// assert_eq!(error.to_string(), "column 4: expected an ordinal term, found ')'");
    /// let error = "w^2 +\n(w + 1\n".parse::<Ordinal>().unwrap_err();
    /// assert_eq!((error.line(), error.column()), (2, 1));
    /// assert_eq!(error.to_string(), "line 2, column 1: '(' is never closed");
    /// ```
    fn from_str(text: &str) -> Result<Ordinal, ParseOrdinalError> {
        eval::evaluate(text).map_err(|error| error.placed_in(text))
    }
}
