//! Hackenstrings in the terminal: how a position is drawn, and how the reader types a move.

use std::cmp::Ordering;

use game::Player;
use hackenstrings::{Move, Position, Row};

use crate::play::Playable;

/// What a move takes, counted from 1 as the book counts.
pub fn describe(chosen: Move) -> String {
    format!("pebble {} of row {}", chosen.pebble + 1, chosen.row + 1)
}

impl Playable for Position {
    type Move = Move;

    const MOVE_FORMAT: &'static str = "a row and a pebble, like `1 2`";

    fn draw(&self) -> String {
        draw(self)
    }

    fn read_move(&self, player: Player, typed: &str) -> Result<Move, String> {
        let words: Vec<&str> = typed
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|word| !word.is_empty())
            .collect();
        let [row, pebble] = words.as_slice() else {
            return Err(format!(
                "Type a row and a pebble, like `1 2` (not {typed:?})."
            ));
        };
        let number = |word: &str, what: &str| {
            let n = word.parse::<usize>().ok().filter(|&n| n >= 1);
            n.ok_or_else(|| format!("The {what} should be a number from 1 up, not {word:?}."))
        };
        let chosen = Move {
            row: number(row, "row")? - 1,
            pebble: number(pebble, "pebble")? - 1,
        };
        match self.play(player, chosen) {
            Ok(_) => Ok(chosen),
            Err(error) => Err(format!("You can't: {error}.")),
        }
    }

    fn describe(&self, chosen: Move) -> String {
        describe(chosen)
    }

    fn after(&self, player: Player, chosen: Move) -> Position {
        self.play(player, chosen).unwrap_or_else(|_| self.clone())
    }

    fn best_move(&self, player: Player) -> Option<Move> {
        Position::best_move(self, player)
    }
}

/// The rows in glyphs under a ruler of pebble numbers, then the value and who is ahead.
fn draw(position: &Position) -> String {
    let longest = position.rows().iter().map(Row::len).max().unwrap_or(0);
    let width = longest.to_string().len() + 1;
    let label_width = position.rows().len().to_string().len();
    let mut lines = Vec::new();
    if longest > 0 {
        let numbers: String = (1..=longest).map(|n| format!("{n:>width$}")).collect();
        lines.push(format!("{:label_width$}      {numbers}", ""));
    }
    for (index, row) in position.rows().iter().enumerate() {
        let glyphs: String = row
            .pebbles()
            .iter()
            .map(|p| format!("{:>width$}", p.glyph()))
            .collect();
        lines.push(format!("row {:>label_width$} →{glyphs}", index + 1));
    }
    let value = position.value();
    let ahead = match value.signum() {
        Ordering::Greater => "Left is ahead",
        Ordering::Less => "Right is ahead",
        Ordering::Equal => "whoever moves next loses",
    };
    lines.push(format!("value {value}: {ahead}"));
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drawing() {
        let position: Position = "A B B A + B A".parse().unwrap();
        let expected = [
            "        1 2 3 4",
            "row 1 → ● ○ ○ ●",
            "row 2 → ○ ●",
            "value -1/8: Right is ahead",
        ];
        assert_eq!(draw(&position), expected.join("\n"));
    }

    #[test]
    fn reading_moves() {
        let position: Position = "A B B A + B A".parse().unwrap();
        assert_eq!(
            position.read_move(Player::Right, " 1, 2 "),
            Ok(Move { row: 0, pebble: 1 })
        );
        let refusals = [
            ("1", "Type a row and a pebble, like `1 2` (not \"1\")."),
            ("0 1", "The row should be a number from 1 up, not \"0\"."),
            ("1 x", "The pebble should be a number from 1 up, not \"x\"."),
            ("3 1", "You can't: there is no row 3 (there are 2 rows)."),
            (
                "2 3",
                "You can't: row 2 has no pebble 3 (it has 2 pebbles).",
            ),
            (
                "1 1",
                "You can't: pebble 1 of row 1 is Left's, not Right's.",
            ),
        ];
        for (typed, message) in refusals {
            assert_eq!(
                position.read_move(Player::Right, typed),
                Err(message.to_string())
            );
        }
    }
}
