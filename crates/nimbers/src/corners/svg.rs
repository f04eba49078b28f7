//! A picture of a Turning Corners board: coins showing heads drawn as wooden discs labelled with
//! what they are worth, tails as faint rings, rows and columns numbered from 0, and a move's
//! rectangle outlined.

use std::fmt::Write;

use game::svg::{BLUE, FAINT, GREY, INK, WOOD, WOOD_EDGE, header};

use super::{Board, Move, coin_value};

const CELL: usize = 40;
const MARGIN: usize = 28;
const RADIUS: usize = 15;
const FONT: &str = r#"font-family="sans-serif" text-anchor="middle""#;

impl Board {
    /// The board as an SVG picture on a white card: heads as wooden coins labelled with their
    /// values (`row ⊗ column`), tails as faint rings; rows and columns numbered from 0. A move,
    /// if given, is outlined in blue, its four corners ringed. Each coin carries
    /// `data-coin="ROW COLUMN"`, for a page to make it clickable.
    ///
    /// ```
    /// use nimbers::corners::{Board, Move};
    ///
    /// let board: Board = "..../..H./...H".parse().unwrap();
    /// let chosen = Move { row: 2, column: 3, near_row: 0, near_column: 1 };
    /// let svg = board.svg(Some(&chosen));
    /// assert!(game::svg::drawn_on_a_card(&svg));
    /// assert!(svg.contains(r#"data-coin="2 3""#));
    /// ```
    pub fn svg(&self, chosen: Option<&Move>) -> String {
        let width = 2 * MARGIN + CELL * self.columns();
        let height = 2 * MARGIN + CELL * self.rows();
        let title = format!("Turning Corners: {self}");
        let mut svg = header(width, height, &title);
        let centre = |index: usize| MARGIN + CELL * index + CELL / 2;
        let mut line = |text: String| {
            svg.push_str(&text);
            svg.push('\n');
        };
        for column in 0..self.columns() {
            line(format!(
                r#"<text x="{}" y="{}" {FONT} font-size="12" fill="{GREY}">{column}</text>"#,
                centre(column),
                MARGIN - 10
            ));
        }
        for row in 0..self.rows() {
            line(format!(
                r#"<text x="{}" y="{}" {FONT} font-size="12" fill="{GREY}">{row}</text>"#,
                MARGIN - 12,
                centre(row) + 4
            ));
        }
        if let Some(chosen) = chosen {
            let (x, y) = (centre(chosen.near_column), centre(chosen.near_row));
            let (w, h) = (centre(chosen.column) - x, centre(chosen.row) - y);
            line(format!(
                r#"<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="none" stroke="{BLUE}" stroke-width="2" stroke-dasharray="6 4"/>"#
            ));
        }
        let columns = self.columns().max(1);
        for (at, &heads) in self.coins().iter().enumerate() {
            let (row, column) = (at / columns, at % columns);
            let (x, y) = (centre(column), centre(row));
            let mut coin = format!(r#"<g data-coin="{row} {column}">"#);
            if heads {
                let value = coin_value(row, column).0;
                let _ = write!(
                    coin,
                    r#"<circle cx="{x}" cy="{y}" r="{RADIUS}" fill="{WOOD}" stroke="{WOOD_EDGE}" stroke-width="2"/><text x="{x}" y="{}" {FONT} font-size="13" fill="{INK}">{value}</text>"#,
                    y + 5
                );
            } else {
                let _ = write!(
                    coin,
                    r#"<circle cx="{x}" cy="{y}" r="{RADIUS}" fill="none" stroke="{FAINT}" stroke-width="1.5"/>"#
                );
            }
            if chosen.is_some_and(|chosen| chosen.corners().contains(&(row, column))) {
                let _ = write!(
                    coin,
                    r#"<circle cx="{x}" cy="{y}" r="{}" fill="none" stroke="{BLUE}" stroke-width="2.5"/>"#,
                    RADIUS + 4
                );
            }
            coin.push_str("</g>");
            line(coin);
        }
        svg.push_str("</svg>\n");
        svg
    }
}
