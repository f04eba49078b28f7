//! Chapter 11: Turning Corners, with the field of sixteen beside it, the cells of the coins
//! showing heads shaded.

use game::Player;
use game::play::Playable;
use nimbers::corners::{Board, Move, coin_value};
use nimbers::finite::Table;

use crate::panel::{Detail, Facts, Panel, best_fact};

/// The most coins' values listed.
const MOST_LISTED: usize = 6;

/// The side of the table drawn under the board: the field of sixteen.
const TABLE: usize = 16;

impl Panel for Board {
    const DETAIL: Option<Detail> = Some(Detail {
        label: "Near corner",
        value: "0 0",
        hint: "the row and column of the rectangle's corner nearest the top left; click a coin \
               showing heads for its far corner",
    });

    fn read(text: &str) -> Result<Board, String> {
        text.parse().map_err(|error| format!("{error}"))
    }

    fn text(&self) -> String {
        self.to_string()
    }

    /// The crate's picture, each coin clickable as a far corner.
    fn svg(&self) -> String {
        self.svg(None).replace("data-coin=", "data-move=")
    }

    /// The field of sixteen, the cells of the coins showing heads shaded; each cell, clicked,
    /// shows the board with the coin there turned over (the board grown to reach it).
    fn explanation(&self) -> Option<String> {
        if self.rows() > TABLE || self.columns() > TABLE {
            return None;
        }
        let heads: Vec<(u64, u64)> = self.heads().map(|(r, c)| (r as u64, c as u64)).collect();
        let table = Table::new(TABLE as u64).svg(&heads);
        let cells = table.lines().map(|line| {
            let Some(rest) = line.strip_prefix(r#"<g data-cell=""#) else {
                return line.to_string();
            };
            let (cell, rest) = rest.split_once('"').unwrap_or(("", rest));
            let mut place = cell.split(' ').filter_map(|n| n.parse::<usize>().ok());
            let (Some(row), Some(column)) = (place.next(), place.next()) else {
                return line.to_string();
            };
            format!(r#"<g data-show="{}"{rest}"#, turned(self, row, column))
        });
        Some(cells.collect::<Vec<_>>().join("\n") + "\n")
    }

    fn facts(&self) -> Facts {
        let value = self.value();
        let outcome = match (self.moves().next().is_none(), value.0 == 0) {
            (true, _) => "no moves left: whoever is to move has lost",
            (false, true) => "worth 0: whoever moves next loses",
            (false, false) => "not 0: whoever moves next wins",
        };
        let mut worth: Vec<String> = (self.heads().take(MOST_LISTED))
            .map(|(r, c)| format!("({r}, {c}): {r}⊗{c} = {}", coin_value(r, c).0))
            .collect();
        let count = self.heads().count();
        if count > MOST_LISTED {
            worth.push(format!("and {} more", count - MOST_LISTED));
        }
        vec![
            ("Value".to_string(), value.to_string()),
            ("Outcome".to_string(), outcome.to_string()),
            best_fact(self, Player::Left),
            ("Coins showing heads".to_string(), worth.join("; ")),
        ]
    }

    /// A coin clicked (`3 3`, the far corner) and the box's near corner (`1 2`).
    fn read_click(&self, player: Player, clicked: &str, detail: &str) -> Result<Move, String> {
        self.read_move(player, &format!("{clicked} {detail}"))
    }
}

/// The board with the coin at `(row, column)` turned over, grown to reach it.
fn turned(board: &Board, row: usize, column: usize) -> String {
    let mut heads: Vec<(usize, usize)> = board.heads().filter(|&h| h != (row, column)).collect();
    if !board.is_heads(row, column) {
        heads.push((row, column));
    }
    let (rows, columns) = (board.rows().max(row + 1), board.columns().max(column + 1));
    Board::from_heads(rows, columns, heads).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_turns_its_coin_over() {
        let board: Board = "..../..../...H/...H".parse().unwrap();
        assert_eq!(turned(&board, 3, 3), "..../..../...H/....");
        assert_eq!(turned(&board, 8, 8).len(), 9 * 9 + 8);
        let table = Panel::explanation(&board).unwrap();
        assert!(table.contains(r#"<g data-show="..../..../...H/....">"#));
        assert!(!table.contains("data-cell"));
    }
}
