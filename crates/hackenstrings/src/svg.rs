//! Pictures of positions: rows of pebbles as a self-contained SVG.
//!
//! As in the story, Left's pebbles are white (hollow, with a dark outline) and Right's are black;
//! a neutral pebble is half of each (`◐`: its left half black), and an arrow marks where each row
//! begins. The picture is drawn on its own white card, so that it
//! reads on a dark page too.

use std::fmt::Write;

use game::svg::{INK, PAPER, header};

use crate::{Pebble, Position, Row};

/// Distance between pebble centres.
const STEP: usize = 28;
const RADIUS: usize = 11;
const MARGIN: usize = 8;
/// Where the first pebble's centre is, after the arrow.
const FIRST_PEBBLE: usize = 52;

impl Position {
    /// An SVG 1.1 picture of the position, one row of pebbles under another.
    ///
    /// ```
    /// use hackenstrings::Position;
    ///
    /// let svg = "A B + B".parse::<Position>().unwrap().svg();
    /// assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
    /// assert_eq!(svg.matches("<circle").count(), 3);
    /// ```
    pub fn svg(&self) -> String {
        draw(self, false)
    }

    /// The same picture with every pebble numbered from 0, as [`Move`](crate::Move) counts them.
    pub fn svg_numbered(&self) -> String {
        draw(self, true)
    }
}

impl Row {
    /// An SVG 1.1 picture of the row (see [`Position::svg`]).
    pub fn svg(&self) -> String {
        Position::from(self.clone()).svg()
    }

    /// The picture with every pebble numbered from 0.
    pub fn svg_numbered(&self) -> String {
        Position::from(self.clone()).svg_numbered()
    }
}

fn draw(position: &Position, numbered: bool) -> String {
    let row_height = if numbered { 44 } else { 30 };
    let longest = position.rows().iter().map(Row::len).max().unwrap_or(0);
    let width = FIRST_PEBBLE + longest.max(1) * STEP - STEP + RADIUS + MARGIN;
    let below_last = if numbered { RADIUS + 17 } else { RADIUS };
    let last_row = MARGIN + RADIUS + (position.rows().len().max(1) - 1) * row_height;
    let height = last_row + below_last + MARGIN;
    let mut svg = header(width, height, &format!("Hackenstrings: {position}"));
    for (index, row) in position.rows().iter().enumerate() {
        let y = MARGIN + RADIUS + index * row_height;
        draw_row(&mut svg, index, row, y, numbered);
    }
    svg.push_str("</svg>\n");
    svg
}

/// Each pebble carries `data-move="row pebble"`, the move that takes it as the calculator's `play`
/// reads it, so that a page can let the reader take it by clicking.
fn draw_row(svg: &mut String, row_index: usize, row: &Row, y: usize, numbered: bool) {
    let (tip, top, bottom) = (MARGIN + 26, y - 5, y + 5);
    let _ = writeln!(
        svg,
        r#"<path d="M{MARGIN} {y}H{tip}M{} {top}L{tip} {y}L{} {bottom}" fill="none" stroke="{INK}" stroke-width="2"/>"#,
        tip - 6,
        tip - 6
    );
    for (index, pebble) in row.pebbles().iter().enumerate() {
        let x = FIRST_PEBBLE + index * STEP;
        let fill = match pebble {
            Pebble::Left | Pebble::Neutral => PAPER,
            Pebble::Right => INK,
        };
        let _ = writeln!(
            svg,
            r#"<circle cx="{x}" cy="{y}" r="{RADIUS}" fill="{fill}" stroke="{INK}" stroke-width="2" data-move="{row_index} {index}"/>"#
        );
        if *pebble == Pebble::Neutral {
            // The left half inked, from the top of the circle round to its bottom.
            let _ = writeln!(
                svg,
                r#"<path d="M{x} {}A{RADIUS} {RADIUS} 0 0 0 {x} {}Z" fill="{INK}" pointer-events="none"/>"#,
                y - RADIUS,
                y + RADIUS
            );
        }
        if numbered {
            let _ = writeln!(
                svg,
                r#"<text x="{x}" y="{}" font-family="sans-serif" font-size="11" text-anchor="middle" fill="{INK}">{}</text>"#,
                y + RADIUS + 13,
                index
            );
        }
    }
}
