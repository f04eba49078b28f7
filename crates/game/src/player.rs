use std::fmt;
use std::str::FromStr;

use crate::text::{ParseError, excerpt, quoted};

/// One of the two players. Left is positive: a game Left wins has a positive value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The positive player (blue in Hackenbush, `A` in Hackenstrings).
    Left,
    /// The negative player (red in Hackenbush, `B` in Hackenstrings).
    Right,
}

impl Player {
    /// Both players, Left first.
    pub const BOTH: [Player; 2] = [Player::Left, Player::Right];

    /// The other player.
    pub fn opponent(self) -> Player {
        match self {
            Player::Left => Player::Right,
            Player::Right => Player::Left,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::Left => "Left",
            Player::Right => "Right",
        })
    }
}

/// The error for a player name that is neither Left nor Right: `column 1: unknown player 'up':
/// expected `left` or `right``.
pub type ParsePlayerError = ParseError<ParsePlayerErrorKind>;

/// What is wrong with a player's name: the kinds of [`ParsePlayerError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePlayerErrorKind {
    /// A name that is not a player's: as typed, cut to 40 characters.
    Unknown(String),
}

impl fmt::Display for ParsePlayerErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePlayerErrorKind::Unknown(name) => write!(
                f,
                "unknown player {}: expected `left` or `right`",
                quoted(name)
            ),
        }
    }
}

impl FromStr for Player {
    type Err = ParsePlayerError;

    /// Reads `left`/`l` or `right`/`r`, in any case, with white space around.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let name = text.trim();
        match name.to_ascii_lowercase().as_str() {
            "left" | "l" => Ok(Player::Left),
            "right" | "r" => Ok(Player::Right),
            _ => {
                let start = text.chars().take_while(|c| c.is_whitespace()).count() + 1;
                let kind = ParsePlayerErrorKind::Unknown(excerpt(name));
                Err(ParseError::in_text(text, start, kind))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_names_in_any_case() {
        assert_eq!("Left".parse(), Ok(Player::Left));
        assert_eq!(" r ".parse(), Ok(Player::Right));
        let error = "up".parse::<Player>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "column 1: unknown player 'up': expected `left` or `right`"
        );
        let error = "  up\n".parse::<Player>().unwrap_err();
        assert_eq!(error.column(), 3);
        assert_eq!(error.kind(), &ParsePlayerErrorKind::Unknown("up".into()));
        let error = "\u{1b}[2J".parse::<Player>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "column 1: unknown player \"\\u{1b}[2J\": expected `left` or `right`"
        );
    }

    #[test]
    fn opponent_swaps() {
        assert_eq!(Player::Left.opponent(), Player::Right);
        assert_eq!(Player::Right.opponent().opponent(), Player::Right);
    }
}
