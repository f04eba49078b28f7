//! Sums of recurring rows played against the computer: the [`game::play`] protocol, and how the
//! calculator and the page both read a position and say its value.

use std::collections::HashMap;
use std::fmt;

use game::Player;
use game::play::{Best, Playable, Valued, not_a_move};

use super::{
    Choice, Move, ParsePositionError, ParsePositionErrorKind, Position, PositionValueError,
};
use crate::{Row, Series, Surreal, ValueError};

impl Position {
    /// A position as the reader types it: rows joined by `+`, or one row, or `0` (the empty
    /// sum, as a position with no row left is written). A fault in a single row is placed by its
    /// column alone, one in a sum by its row too.
    ///
    /// ```
    /// use surreal::Position;
    /// assert_eq!(Position::read("0").unwrap(), Position::default());
    /// let error = Position::read("A B ( B A").unwrap_err();
    /// assert_eq!(error.to_string(), "column 5: this '(' is never closed");
    /// let error = Position::read("A + X").unwrap_err();
    /// assert!(error.to_string().starts_with("column 5 (row 1): "));
    /// ```
    ///
    /// # Errors
    /// The first fault, and where it is.
    pub fn read(text: &str) -> Result<Position, ParsePositionError> {
        let text = text.trim_end();
        if text.contains('+') || text.trim() == "0" {
            return text.parse();
        }
        let row: Row = text
            .parse()
            .map_err(|error: crate::ParseRowError| error.map_kind(ParsePositionErrorKind::Row))?;
        Ok(Position::from(row))
    }

    /// The value as far as it can be written: a number, or, when one row is worth an infinite
    /// sum, the other rows' sum and that series.
    ///
    /// # Errors
    /// [`PositionValueError`] naming a row whose value cannot be written: a second infinite sum,
    /// or one the crate cannot sum.
    /// ([`ValueError::TooLong`] when the rows' recurring parts hold more than
    /// [`MAX_VALUED_PERIOD`](crate::MAX_VALUED_PERIOD) pebbles in all).
    pub fn worth(&self) -> Result<Worth, PositionValueError> {
        let mut values = Vec::new();
        let mut series = None;
        // Each different row is valued once, and only those count against the limit.
        let mut known: HashMap<&Row, Series> = HashMap::new();
        let mut room = crate::MAX_VALUED_PERIOD;
        for (index, row) in self.rows().iter().enumerate() {
            let found = match known.get(row) {
                Some(found) => found.clone(),
                None => {
                    let (found, periods) = row.series_within(room).map_err(|error| {
                        let error = match error {
                            ValueError::TooLong(periods) => {
                                ValueError::TooLong(crate::MAX_VALUED_PERIOD - room + periods)
                            }
                            error => error,
                        };
                        PositionValueError { row: index, error }
                    })?;
                    room -= periods;
                    known.insert(row, found.clone());
                    found
                }
            };
            match (found.is_finite(), &series) {
                (true, _) => values.push(found.finite().clone()),
                (false, None) => series = Some(found),
                (false, Some(_)) => {
                    let error = ValueError::InfiniteSum(found);
                    return Err(PositionValueError { row: index, error });
                }
            }
        }
        let rest = pairwise_sum(values);
        Ok(match series {
            None => Worth::Number(rest),
            Some(series) => Worth::Series { rest, series },
        })
    }
}

/// The sum of `values`, added in pairs, then pairs of pairs: fractions with long denominators
/// (recurring parts) are then reduced a few times on long numbers, not once per row.
fn pairwise_sum(mut values: Vec<Surreal>) -> Surreal {
    while values.len() > 1 {
        let mut sums = Vec::with_capacity(values.len().div_ceil(2));
        let mut pairs = values.into_iter();
        while let Some(a) = pairs.next() {
            sums.push(match pairs.next() {
                Some(b) => &a + &b,
                None => a,
            });
        }
        values = sums;
    }
    values.pop().unwrap_or_else(Surreal::zero)
}

/// What a position is worth (see [`Position::worth`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Worth {
    /// A number in Conway normal form.
    Number(Surreal),
    /// A number plus one row's infinite sum: `ω+1/3 + (5/3+5/(3ω)+5/(3ω²)+…)`.
    Series {
        /// The other rows' sum.
        rest: Surreal,
        /// The row worth an infinite sum.
        series: Series,
    },
}

impl Worth {
    /// Written with `w` for ω: `5/3+5/(3w)+5/(3w^2)+...`.
    pub fn ascii(&self) -> String {
        match self {
            Worth::Number(value) => value.ascii().to_string(),
            Worth::Series { rest, series } if rest.is_zero() => series.ascii().to_string(),
            Worth::Series { rest, series } => format!("{} + ({})", rest.ascii(), series.ascii()),
        }
    }
}

impl Valued for Position {
    type Value = Worth;
    type Error = PositionValueError;

    /// [`Position::worth`].
    fn worth(&self) -> Result<Worth, PositionValueError> {
        Position::worth(self)
    }
}

impl fmt::Display for Worth {
    /// In Conway normal form; `{:#}` writes it in ASCII, as [`Worth::ascii`] does.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            return f.write_str(&self.ascii());
        }
        match self {
            Worth::Number(value) => write!(f, "{value}"),
            Worth::Series { rest, series } if rest.is_zero() => write!(f, "{series}"),
            Worth::Series { rest, series } => write!(f, "{rest} + ({series})"),
        }
    }
}

impl Move {
    /// A move typed as `0 2 2` (row, pebble, the copy at each level) or as the computer names
    /// it, `pebble 2 of row 0, copy 2`, whether or not it is legal.
    ///
    /// # Errors
    /// A one-line sentence for the reader: the shape to type, or what is wrong with the name.
    pub fn typed(typed: &str) -> Result<Move, String> {
        let typed = typed.trim();
        typed.parse().map_err(
            |error| match typed.starts_with(|c: char| c.is_ascii_digit()) {
                true => not_a_move(Position::MOVE_FORMAT, typed),
                false => format!("That is not a move: {error}."),
            },
        )
    }
}

impl Playable for Position {
    type Move = Move;

    const IMPARTIAL: bool = false;

    const MOVE_FORMAT: &'static str =
        "a row, a pebble and, inside parentheses, the copy to take it in, like `0 2 2`";

    /// `0 2 2` (row, pebble, the copy at each level), or `pebble 2 of row 0, copy 2`.
    fn read_move(&self, player: Player, typed: &str) -> Result<Move, String> {
        let chosen = Move::typed(typed)?;
        match self.play(player, &chosen) {
            Ok(_) => Ok(chosen),
            Err(error) => Err(format!("You can't: {error}.")),
        }
    }

    /// `pebble 2 of row 0, copy 2`.
    fn describe(&self, chosen: &Move) -> String {
        chosen.describe()
    }

    /// The position after the move; a row it empties keeps its number (and is not written).
    fn after(&self, player: Player, chosen: &Move) -> Position {
        self.play(player, chosen).unwrap_or_else(|_| self.clone())
    }

    /// A winning move, with the fewest copies that win, if there is one; otherwise the move
    /// leaving the value best for `player`.
    fn best(&self, player: Player) -> Option<Best<Move>> {
        if let Ok(Some(chosen)) = self.winning_move(player) {
            return Some(Best { chosen, wins: true });
        }
        let chosen = match self.best_move(player) {
            Ok(best) => best?,
            // Two rows worth infinite sums: nothing to compare, and any move will do.
            Err(_) => self.moves(player).first().map(Choice::simplest)?,
        };
        Some(Best {
            chosen,
            wins: false,
        })
    }

    fn rules(&self) -> Option<&'static str> {
        Some(
            "Take one of your pebbles and all to its right; inside parentheses, make copies first.",
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_typed_short_or_in_full() {
        assert_eq!(Move::typed("0 2 4"), Ok(Move::outside_in(0, 2, &[5])));
        assert_eq!(Move::typed("1 0"), Ok(Move::outside_in(1, 0, &[])));
        let full = Move::typed("pebble 2 of row 0, copy 2").unwrap();
        assert_eq!(full.copies[0].chosen, 2);
        assert_eq!(Move::typed("row 0, pebble 2, copy 2"), Ok(full));
        assert!(Move::typed("0").is_err());
        assert!(
            Move::typed("0 2.0 5")
                .unwrap_err()
                .starts_with("Type a row, a pebble")
        );
        assert!(
            Move::typed("pebble 2 of row")
                .unwrap_err()
                .starts_with("That is not a move")
        );
    }

    /// Decided once for both front ends: `0`, the empty sum as a position writes itself, reads
    /// back (the calculator refused it, the page took it).
    #[test]
    fn zero_is_the_empty_sum() {
        let empty = Position::read("0").unwrap();
        assert_eq!(empty.to_string(), "0");
        assert!(empty.best(Player::Left).is_none());
        assert_eq!(Position::read(" 0 \n").unwrap(), empty);
    }

    /// Decided once for both front ends: a sum with one row worth an infinite sum is worth the
    /// other rows plus that series (the calculator refused a sum, the page wrote it so).
    #[test]
    fn a_sum_with_an_infinite_row_is_written_as_rest_plus_series() {
        let worth = |text: &str| Position::read(text).unwrap().worth();
        let sum = worth("( A ) A B ( B A ) + ( A ( A B ) )").unwrap();
        assert_eq!(sum.to_string(), "ω+1/3 + (5/3+5/(3ω)+5/(3ω²)+…)");
        assert_eq!(sum.ascii(), "w+1/3 + (5/3+5/(3w)+5/(3w^2)+...)");
        let alone = worth("( A ( A B ) )").unwrap();
        assert_eq!(alone.to_string(), "5/3+5/(3ω)+5/(3ω²)+…");
        assert_eq!(worth("A B ( B A )").unwrap().to_string(), "1/3");
        let two = worth("( A ( A B ) ) + ( A ( A B ) )").unwrap_err();
        assert_eq!(two.row, 1);
    }
}
