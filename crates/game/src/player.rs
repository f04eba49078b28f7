use std::fmt;
use std::str::FromStr;

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

/// The error for a player name that is neither Left nor Right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePlayerError(String);

impl fmt::Display for ParsePlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown player {:?}: expected `left` or `right`", self.0)
    }
}

impl std::error::Error for ParsePlayerError {}

impl FromStr for Player {
    type Err = ParsePlayerError;

    /// Reads `left`/`l` or `right`/`r`, in any case.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim().to_ascii_lowercase().as_str() {
            "left" | "l" => Ok(Player::Left),
            "right" | "r" => Ok(Player::Right),
            _ => Err(ParsePlayerError(text.to_string())),
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
            "unknown player \"up\": expected `left` or `right`"
        );
    }

    #[test]
    fn opponent_swaps() {
        assert_eq!(Player::Left.opponent(), Player::Right);
        assert_eq!(Player::Right.opponent().opponent(), Player::Right);
    }
}
