//! Chapter 6: Hyperreal Hackenstrings, sums of recurring rows. The reader clicks a pebble and
//! says in a box beside the picture which copy of each recurring part around it to take it in
//! (moves named as in the `surreal` crate: `pebble 2 of row 0, copy 2`); the computer chooses
//! its own copies so as to win.

use game::Player;
use surreal::play::Choice;
use surreal::{Item, Move, Position, Row, Surreal};

use super::hackenstrings::outcome;
use super::{index, not_a_move};
use crate::panel::{Detail, Facts, MOST_TEXT, Panel, Played, best_fact};

/// The value in Conway normal form. A row worth an infinite sum is written by its first terms,
/// `5/3+5/(3ω)+5/(3ω²)+…`, after the other rows' sum if it is not 0.
fn value(position: &Position) -> String {
    let error = match position.value() {
        Ok(value) => return value.to_string(),
        Err(error) => error,
    };
    let mut rest = Surreal::zero();
    let mut series = None;
    for (index, row) in position.rows().iter().enumerate() {
        match (row.value(), &series) {
            (Ok(value), _) => rest = &rest + &value,
            (Err(_), None) => match row.series() {
                Ok(found) => series = Some(found),
                Err(_) => return format!("not known ({error})"),
            },
            (Err(_), Some(_)) => {
                return format!(
                    "not known (rows {} and {index} are infinite sums)",
                    error.row
                );
            }
        }
    }
    match series {
        Some(series) if rest.is_zero() => series.to_string(),
        Some(series) => format!("{rest} + ({series})"),
        None => format!("not known ({error})"),
    }
}

/// The shape of a typed move, for the message when it has another.
const MOVE_FORMAT: &str =
    "a row, a pebble and, inside parentheses, the copy to take it in, like `0 2 2`";

/// A move typed as the calculator reads it, `0 2 2` (row, pebble, the copy at each level) or
/// `pebble 2 of row 0, copy 2`: both read by the `surreal` crate.
fn typed_move(typed: &str) -> Result<Move, String> {
    typed.parse().map_err(
        |error| match typed.starts_with(|c: char| c.is_ascii_digit()) {
            true => not_a_move(MOVE_FORMAT, typed),
            false => format!("That is not a move: {error}."),
        },
    )
}

/// Whether `position` lets `chosen` be made by `player`: the move, or the line `play` prints.
/// A move that would make the position longer than the panel takes is refused before it is
/// made (a row may grow to a hundred million symbols in the crate, which a page cannot draw).
fn legal(position: &Position, player: Player, chosen: Move) -> Result<Move, String> {
    let too_long = format!(
        "You can't here: so many copies would make the position longer than the panel's \
         {MOST_TEXT} characters; make fewer, or use the calculator, gamebird."
    );
    if copied_length(position, &chosen) > MOST_TEXT {
        return Err(too_long);
    }
    match position.play(player, &chosen) {
        Ok(after) if after.to_string().len() > MOST_TEXT => Err(too_long),
        Ok(_) => Ok(chosen),
        Err(error) => Err(format!("You can't: {error}.")),
    }
}

/// At least how many characters the copies a move makes take, before it is made: from the
/// outside in, the copies before the chosen one at each level, each written as the recurring
/// part's contents; in another order, the position's length times every count (inner copies
/// are then copied again).
fn copied_length(position: &Position, chosen: &Move) -> usize {
    let length = position.to_string().len();
    if !chosen.is_outside_in() {
        let copies = chosen.copies.iter().map(|copies| copies.made);
        return copies.fold(length, usize::saturating_mul);
    }
    let Some(row) = position.rows().get(chosen.row) else {
        return 0;
    };
    let mut items = row.items();
    // The pebbles before the chosen one within the part being looked at.
    let mut before = chosen.pebble;
    let mut total = 0usize;
    for copies in &chosen.copies {
        let mut holding = None;
        for item in items {
            match item {
                Item::Pebble(_) if before == 0 => break,
                Item::Pebble(_) => before -= 1,
                Item::Repeat(inner) => {
                    let pebbles = inner.pebbles().count();
                    if before < pebbles {
                        holding = Some(inner);
                        break;
                    }
                    before -= pebbles;
                }
            }
        }
        let Some(inner) = holding else {
            break;
        };
        let each = inner.to_string().len();
        total = total.saturating_add(copies.chosen.saturating_mul(each));
        items = inner.items();
    }
    total
}

impl Panel for Position {
    type Move = Move;

    const IMPARTIAL: bool = false;

    const DETAIL: Option<Detail> = Some(Detail {
        label: "Copy",
        value: "1",
        hint: "the copy of the recurring part to take a pebble in, counted from 0: copy 0 is \
               the part as written (drawn in full), copies 1 and 2 fade after it; a number for \
               each pair of parentheses around the pebble, outermost first (the last one serves \
               any left)",
    });

    /// A sum of rows joined by `+`, or one row; as the calculator reads them, an error in a
    /// single row names only its column, one in a sum the row too.
    fn read(text: &str) -> Result<Position, String> {
        let text = text.trim_end();
        if text.contains('+') || text.trim() == "0" {
            text.parse().map_err(|error| format!("{error}"))
        } else {
            let row: Row = text.parse().map_err(|error| format!("{error}"))?;
            Ok(Position::from(row))
        }
    }

    fn text(&self) -> String {
        self.to_string()
    }

    fn svg(&self) -> String {
        self.svg()
    }

    fn facts(&self) -> Facts {
        let outcome = match self.outcome() {
            Ok(known) => outcome(known),
            Err(error) => format!("not known ({error})"),
        };
        vec![
            ("Value".to_string(), value(self)),
            ("Outcome".to_string(), outcome),
            best_fact(self, Player::Left),
            best_fact(self, Player::Right),
        ]
    }

    /// `0 2 2` (row, pebble, the copy at each level), or `pebble 2 of row 0, copy 2`, as the
    /// calculator reads them.
    fn read_move(&self, player: Player, typed: &str) -> Result<Move, String> {
        legal(self, player, typed_move(typed)?)
    }

    /// A pebble clicked (`0 2`) and the copy box (`2`, or `1 0` for two levels): a copy for
    /// each pair of parentheses around the pebble, the last one repeated for any left over, any
    /// beyond them ignored.
    fn read_click(&self, player: Player, clicked: &str, detail: &str) -> Result<Move, String> {
        let words: Vec<&str> = clicked.split_whitespace().collect();
        let [row, pebble] = words.as_slice() else {
            return Err(not_a_move("a row and a pebble, like `0 2`", clicked));
        };
        let (row, pebble) = (index(row, "row")?, index(pebble, "pebble")?);
        let levels = self.levels(row, pebble).unwrap_or(0);
        let given: Vec<&str> = detail.split_whitespace().collect();
        let copy = match given.last() {
            None if levels > 0 => {
                return Err(
                    "Say in the box Copy which copy of the part around that pebble to take it in."
                        .to_string(),
                );
            }
            None => Vec::new(),
            Some(last) => (0..levels)
                .map(|level| index(given.get(level).unwrap_or(last), "copy"))
                .collect::<Result<Vec<usize>, String>>()?,
        };
        legal(self, player, Move::in_copies(row, pebble, &copy))
    }

    /// `pebble 2 of row 0, copy 2`, as the calculator names it.
    fn describe(&self, chosen: &Move) -> String {
        chosen.describe()
    }

    /// The position after the move, rows emptied by it left out: the panel reads the position
    /// back from its text, which leaves them out, and so numbers the rows as the picture does.
    fn after(&self, player: Player, chosen: &Move) -> Position {
        let after = self.play(player, chosen).unwrap_or_else(|_| self.clone());
        let rows = after.rows().iter().filter(|row| !row.is_empty()).cloned();
        Position::new(rows.collect())
    }

    /// A winning move, with the fewest copies that win, if there is one; otherwise the move
    /// leaving the value best for `player`, as the calculator's computer plays.
    fn best(&self, player: Player) -> Option<Played<Move>> {
        if let Ok(Some(chosen)) = self.winning_move(player) {
            return Some(Played { chosen, wins: true });
        }
        let chosen = match self.best_move(player) {
            Ok(best) => best?,
            // Two rows worth infinite sums: nothing to compare, and any move will do.
            Err(_) => self.moves(player).first().map(Choice::simplest)?,
        };
        Some(Played {
            chosen,
            wins: false,
        })
    }
}
