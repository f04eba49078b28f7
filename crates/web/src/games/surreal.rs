//! Chapter 6: Hyperreal Hackenstrings, sums of recurring rows. The reader clicks a pebble and
//! says in a box beside the picture which copy of each recurring part around it to take it in
//! (moves named as in the `surreal` crate: `pebble 2 of row 0, copy 2`); the computer chooses
//! its own copies so as to win.

use game::Player;
use game::play::{index, not_a_move};
use surreal::{Item, Move, Position};

use crate::panel::{Detail, Facts, MOST_TEXT, Panel, best_fact};

/// Whether `position` lets `chosen` be made by `player`: the move, or the line `play` prints.
/// A move that would make the position longer than the panel takes is refused before it is
/// made (a row may grow to a million symbols in the crate, which a page cannot draw).
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
    const DETAIL: Option<Detail> = Some(Detail {
        label: "Copy",
        value: "1",
        hint: "the copy of the recurring part to take a pebble in, counted from 0: copy 0 is \
               the part as written (drawn in full), copies 1 and 2 fade after it; a number for \
               each pair of parentheses around the pebble, outermost first (the last one serves \
               any left)",
    });

    /// A sum of rows joined by `+`, one row, or `0`, as the calculator reads them.
    fn read(text: &str) -> Result<Position, String> {
        Position::read(text).map_err(|error| format!("{error}"))
    }

    fn text(&self) -> String {
        self.to_string()
    }

    fn svg(&self) -> String {
        self.svg()
    }

    fn facts(&self) -> Facts {
        let value = match self.worth() {
            Ok(worth) => worth.to_string(),
            Err(error) => format!("not known ({error})"),
        };
        let outcome = match self.outcome() {
            Ok(known) => known.words().to_string(),
            Err(error) => format!("not known ({error})"),
        };
        vec![
            ("Value".to_string(), value),
            ("Outcome".to_string(), outcome),
            best_fact(self, Player::Left),
            best_fact(self, Player::Right),
        ]
    }

    /// `0 2 2` (row, pebble, the copy at each level), or `pebble 2 of row 0, copy 2`, as the
    /// calculator reads them.
    fn read_typed(&self, player: Player, typed: &str) -> Result<Move, String> {
        legal(self, player, Move::typed(typed)?)
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
}
