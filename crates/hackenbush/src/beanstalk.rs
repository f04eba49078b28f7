//! Beanstalks: stalks that climb for ever. A stalk of blue and red edges is a row of pebbles
//! (blue for `A`, red for `B`, Berlekamp's rule being the sign-expansion rule), so an endless
//! stalk is a recurring row of chapter 6, and its value is exact.

use std::fmt;
use std::str::FromStr;

use game::budget::{Budget, OverBudget};
use game::play::Valued;
use game::text::ParseError;
use surreal::play::Worth;
use surreal::{ParseRowErrorKind, Row, Surreal, ValueError};

use crate::{Colour, Picture};

// ANCHOR: beanstalk
/// A stalk of blue and red edges standing on the ground that may go on for ever: a part in
/// parentheses repeats without end, as in the recurring rows of chapter 6, read from the ground
/// up. `( b )` is an endless blue beanstalk, worth ω; `( b ) b r` has two more edges at the
/// top, ω+1/2; `( b r )` is the endless alternating stalk, worth exactly 2/3.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Beanstalk {
    row: Row,
}

impl Beanstalk {
    /// The beanstalk whose edges, from the ground up, are the pebbles of `row`: `A` blue, `B` red.
    pub fn from_row(row: Row) -> Beanstalk {
        Beanstalk { row }
    }

    /// The recurring row with the same signs: the beanstalk read as Hackenstrings.
    pub fn row(&self) -> &Row {
        &self.row
    }

    /// The beanstalk's value, exactly: the value of its row.
    pub fn value(&self) -> Result<Surreal, ValueError> {
        self.row.value()
    }

    /// The value of `picture` with this beanstalk standing beside it on the same ground, when
    /// the picture is worth a number (the sum of two numbers). A picture that is not a number,
    /// such as a green edge, gives `None`.
    pub fn value_beside(&self, picture: &Picture) -> Option<Result<Surreal, ValueError>> {
        let number = picture.value().as_number()?;
        Some(
            self.value()
                .map(|stalk| stalk + Surreal::from_dyadic(&number)),
        )
    }
}
// ANCHOR_END: beanstalk

impl Beanstalk {
    /// What the beanstalk is worth, as far as it can be written: a number, or an infinite sum
    /// given by its first terms (`( b ( b r ) )`).
    ///
    /// ```
    /// use hackenbush::Beanstalk;
    /// let worth = |text: &str| text.parse::<Beanstalk>().unwrap().worth().unwrap().to_string();
    /// assert_eq!(worth("( b ) b b"), "ω+2");
    /// assert_eq!(worth("( b ( b r ) )"), "5/3+5/(3ω)+5/(3ω²)+…");
    /// ```
    ///
    /// # Errors
    /// [`BeanstalkValueError::Unwritten`]: an infinite sum of a shape not summed.
    pub fn worth(&self) -> Result<Worth, BeanstalkValueError> {
        match self.value() {
            Ok(value) => Ok(Worth::Number(value)),
            Err(ValueError::InfiniteSum(series)) => Ok(Worth::Series {
                rest: Surreal::zero(),
                series,
            }),
            Err(error) => Err(BeanstalkValueError::Unwritten(error)),
        }
    }

    /// What the beanstalk is worth with `picture` standing beside it on the same ground: the
    /// sum of two numbers ([`Beanstalk::value_beside`]).
    ///
    /// # Errors
    /// [`BeanstalkValueError::PictureNotANumber`] for a picture that is not worth a number,
    /// such as a green edge; [`BeanstalkValueError::Unwritten`] for a beanstalk worth an
    /// infinite sum.
    pub fn worth_beside(&self, picture: &Picture) -> Result<Worth, BeanstalkValueError> {
        let sum = self
            .value_beside(picture)
            .ok_or(BeanstalkValueError::PictureNotANumber)?;
        sum.map(Worth::Number)
            .map_err(BeanstalkValueError::Unwritten)
    }

    /// [`Beanstalk::worth_beside`], the picture valued within `budget` (see
    /// [`Picture::value_within`]).
    ///
    /// # Errors
    /// Those of [`Beanstalk::worth_beside`], and [`BeanstalkValueError::OverBudget`] when
    /// valuing the picture needs more work than `budget` allows.
    pub fn worth_beside_within(
        &self,
        picture: &Picture,
        budget: Budget,
    ) -> Result<Worth, BeanstalkValueError> {
        let value = picture
            .value_within(budget)
            .map_err(BeanstalkValueError::OverBudget)?;
        let number = value
            .as_number()
            .ok_or(BeanstalkValueError::PictureNotANumber)?;
        let stalk = self.value().map_err(BeanstalkValueError::Unwritten)?;
        Ok(Worth::Number(stalk + Surreal::from_dyadic(&number)))
    }
}

impl Valued for Beanstalk {
    type Value = Worth;
    type Error = BeanstalkValueError;

    /// [`Beanstalk::worth`].
    fn worth(&self) -> Result<Worth, BeanstalkValueError> {
        Beanstalk::worth(self)
    }
}

/// Why a beanstalk's value cannot be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BeanstalkValueError {
    /// The picture beside the beanstalk is not worth a number (a green edge, say): a beanstalk
    /// is added only to numbers.
    PictureNotANumber,
    /// A value the `surreal` crate cannot write: an infinite sum with a number beside it, or
    /// one of a shape it does not sum.
    Unwritten(ValueError),
    /// Valuing the picture beside the beanstalk needs more work than its budget allows.
    OverBudget(OverBudget),
}

impl fmt::Display for BeanstalkValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BeanstalkValueError::PictureNotANumber => {
                f.write_str("the picture beside a beanstalk must be worth a number")
            }
            BeanstalkValueError::Unwritten(error) => error.fmt(f),
            BeanstalkValueError::OverBudget(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for BeanstalkValueError {}

impl fmt::Display for Beanstalk {
    /// The edges from the ground up, `b` blue and `r` red, with the repeated parts in
    /// parentheses: `( b ) b r`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row = self.row.to_string();
        let stalk: String = row
            .chars()
            .map(|c| match c {
                'A' => Colour::Blue.letter(),
                'B' => Colour::Red.letter(),
                other => other,
            })
            .collect();
        f.write_str(&stalk)
    }
}

/// What is wrong at a [`ParseBeanstalkError`]'s column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseBeanstalkErrorKind {
    /// A character that is not an edge (`b` or `l` blue, `r` red), a parenthesis or white space.
    NotAnEdge(char),
    /// A green edge: a beanstalk is blue and red, so that it is a number.
    GreenEdge,
    /// Parentheses that do not pair up, or enclose nothing.
    Parentheses(ParseRowErrorKind),
}

impl fmt::Display for ParseBeanstalkErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseBeanstalkErrorKind::NotAnEdge(c) => write!(
                f,
                "unexpected character {c:?}: a beanstalk is edges b (blue) and r (red), with parentheses around a part that repeats"
            ),
            ParseBeanstalkErrorKind::GreenEdge => {
                f.write_str("a beanstalk is blue and red only, so that it is a number")
            }
            ParseBeanstalkErrorKind::Parentheses(kind) => kind.fmt(f),
        }
    }
}

/// Why a text is not a beanstalk, and where: `column 3: this '(' is never closed`.
pub type ParseBeanstalkError = ParseError<ParseBeanstalkErrorKind>;

impl FromStr for Beanstalk {
    type Err = ParseBeanstalkError;

    /// Reads the edges from the ground up: `b` (or CGSuite's `l`) blue, `r` red, spaces optional,
    /// `( … )` around a part that repeats for ever, nested to any depth: `(b) b r`.
    fn from_str(text: &str) -> Result<Beanstalk, ParseBeanstalkError> {
        let fail = |at: usize, kind| ParseBeanstalkError::in_text(text, at, kind);
        // One character for one: the row parser's columns are the beanstalk's.
        let mut pebbles = String::with_capacity(text.len());
        for (index, c) in text.chars().enumerate() {
            let colour = Colour::from_letter(c).or_else(|| Colour::from_cgsuite_letter(c));
            pebbles.push(match colour {
                Some(Colour::Blue) => 'A',
                Some(Colour::Red) => 'B',
                Some(Colour::Green) => {
                    return Err(fail(index + 1, ParseBeanstalkErrorKind::GreenEdge));
                }
                None if matches!(c, '(' | ')') || c.is_whitespace() => c,
                None => return Err(fail(index + 1, ParseBeanstalkErrorKind::NotAnEdge(c))),
            });
        }
        let row: Row = pebbles.parse().map_err(|error: surreal::ParseRowError| {
            error.map_kind(ParseBeanstalkErrorKind::Parentheses)
        })?;
        Ok(Beanstalk { row })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Colour;

    fn value(text: &str) -> String {
        text.parse::<Beanstalk>()
            .unwrap()
            .value()
            .unwrap()
            .to_string()
    }

    #[test]
    fn the_seed_s_beanstalks() {
        assert_eq!(value("(b)"), "ω");
        assert_eq!(value("(b) b"), "ω+1");
        assert_eq!(value("(b) b b"), "ω+2");
        assert_eq!(value("(b r)"), "2/3");
        assert_eq!(value("(r)"), "-ω");
    }

    #[test]
    fn finite_beanstalks_are_stalks() {
        for text in ["b", "b r", "b b r b", "r b b", "", "b r r b r b b"] {
            let stalk: Beanstalk = text.parse().unwrap();
            let colours: Vec<Colour> = text
                .split_whitespace()
                .map(|c| if c == "b" { Colour::Blue } else { Colour::Red })
                .collect();
            let number = crate::stalk_value(&colours);
            assert_eq!(
                stalk.value().unwrap(),
                Surreal::from_dyadic(&number),
                "{text}"
            );
        }
    }

    #[test]
    fn beside_a_picture() {
        let beanstalk: Beanstalk = "(b)".parse().unwrap();
        let two_red: Picture = "0-1:r 1-2:r".parse().unwrap();
        let value = beanstalk.value_beside(&two_red).unwrap().unwrap();
        assert_eq!(value.to_string(), "ω-2");
        let green: Picture = "0-1:g".parse().unwrap();
        assert!(beanstalk.value_beside(&green).is_none());
    }

    #[test]
    fn worth_alone_and_beside() {
        let stalk: Beanstalk = "( b ( b r ) )".parse().unwrap();
        let Ok(Worth::Series { rest, .. }) = stalk.worth() else {
            panic!("an infinite sum");
        };
        assert!(rest.is_zero());
        let green: Picture = "0-1:g".parse().unwrap();
        let error = stalk.worth_beside(&green).unwrap_err();
        assert_eq!(error, BeanstalkValueError::PictureNotANumber);
        assert_eq!(
            error.to_string(),
            "the picture beside a beanstalk must be worth a number"
        );
        let red: Picture = "0-1:r".parse().unwrap();
        let error = stalk.worth_beside(&red).unwrap_err();
        assert!(matches!(error, BeanstalkValueError::Unwritten(_)));
        let blue: Beanstalk = "( b )".parse().unwrap();
        assert_eq!(blue.worth_beside(&red).unwrap().to_string(), "ω-1");
    }

    #[test]
    fn errors_name_the_column() {
        let error = "b (r x".parse::<Beanstalk>().unwrap_err();
        assert_eq!(error.to_string().split(':').next(), Some("column 6"));
        let error = "b (r".parse::<Beanstalk>().unwrap_err();
        assert_eq!(error.column(), 3);
        assert_eq!(error.to_string(), "column 3: this '(' is never closed");
        let error = "b g".parse::<Beanstalk>().unwrap_err();
        assert_eq!(error.kind(), &ParseBeanstalkErrorKind::GreenEdge);
        assert_eq!(error.column(), 3);
    }

    #[test]
    fn displays_as_typed() {
        let stalk: Beanstalk = "(b)br".parse().unwrap();
        assert_eq!(stalk.to_string(), "( b ) b r");
    }
}
