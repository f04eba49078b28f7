//! Pictures of recurring rows, as self-contained SVG drawn on a white card.
//!
//! Pebbles are drawn as in chapter 3: Left's `A` hollow (`○`), Right's `B` filled (`●`), after an
//! arrow that marks where the row begins. A recurring part `( X )` is drawn as what it means: its
//! contents once, then fading copies of them and three dots, with a bracket underneath labelled
//! `ω`, for "this, ω times". A part nested inside another gets its own bracket, nearer the
//! pebbles, inside the bracket of the part around it. Only the two outer levels show fading
//! copies; deeper parts are drawn once, so that a picture grows with its row and no faster.
//!
//! Each pebble drawn in full (not a fading copy) carries `data-move="row pebble"`, the row and the
//! pebble's number as a [move](crate::play::Move) names them (`0 2`: pebble 2 of row 0, the
//! pebbles of a row numbered as written, which is the order they are drawn in full), which the
//! book's live panels click; the copy to take it in is asked apart.
//!
//! The row is walked with a stack of its own, never by recursion, so a row nested ten thousand
//! deep is drawn as safely as a short one.

use std::fmt::Write;

use game::svg::{INK, PAPER, Px, header};

use crate::{Item, Position, Row, Sign};

/// Distance between pebble centres.
const STEP: usize = 28;
const RADIUS: usize = 11;
const MARGIN: usize = 8;
/// Where the first pebble's centre is, after the arrow.
const FIRST_PEBBLE: usize = 52;
/// The vertical distance between a bracket and the one around it (room for its label).
const BRACKET_STEP: usize = 16;
/// How far below the pebbles the innermost bracket runs.
const BRACKET_TOP: usize = 6;
/// A bracket reaches a pixel further out than the one inside it, up to this many times.
const MAX_INSET: usize = 4;
/// How far the three dots reach from the centre of their place.
const DOTS: usize = 9;
/// Vertical space between two rows of a sum, beyond their brackets.
const ROW_GAP: usize = 10;
/// The opacity of each copy of a recurring part: the first solid, the copies after it fading.
const FADE: [f32; 3] = [1.0, 0.45, 0.2];
/// Recurring parts nested deeper than this are drawn once, without fading copies.
const LEVELS_WITH_COPIES: usize = 2;

impl Row {
    /// An SVG 1.1 picture of the row: its pebbles, and each recurring part drawn once in full,
    /// then fading, under a bracket labelled ω.
    ///
    /// ```
    /// use surreal::Row;
    ///
    /// let third: Row = "A B ( B A )".parse().unwrap();
    /// let svg = third.svg();
    /// assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
    /// assert!(game::svg::drawn_on_a_card(&svg));
    /// // A B, then B A solid and two fading copies of it: eight pebbles and one bracket.
    /// assert_eq!(svg.matches(r#" r="11""#).count(), 8);
    /// assert_eq!(svg.matches(">ω</text>").count(), 1);
    /// ```
    pub fn svg(&self) -> String {
        rows_svg(std::slice::from_ref(self))
    }
}

impl Position {
    /// An SVG 1.1 picture of the sum, one row under another, each drawn as [`Row::svg`] draws it.
    ///
    /// ```
    /// use surreal::Position;
    ///
    /// let test: Position = "A B ( B A ) + A B ( B A ) + A B ( B A ) + B".parse().unwrap();
    /// let svg = test.svg();
    /// assert!(game::svg::drawn_on_a_card(&svg));
    /// assert_eq!(svg.matches(">ω</text>").count(), 3);
    /// ```
    pub fn svg(&self) -> String {
        rows_svg(self.rows())
    }
}

/// An SVG 1.1 picture of several rows, one under another: the rows of a sum such as
/// `A B ( B A ) + B`, each drawn as [`Row::svg`] draws it.
pub fn rows_svg(rows: &[Row]) -> String {
    let layouts: Vec<Layout> = rows.iter().map(lay_out).collect();
    let widest = layouts
        .iter()
        .map(Layout::width)
        .max()
        .unwrap_or(0)
        .max(FIRST_PEBBLE + RADIUS + MARGIN);
    let height = MARGIN
        + layouts.iter().map(Layout::height).sum::<usize>()
        + ROW_GAP * layouts.len().saturating_sub(1)
        + MARGIN;
    let height = height.max(2 * MARGIN + 2 * RADIUS);
    let title = rows
        .iter()
        .map(Row::to_string)
        .collect::<Vec<_>>()
        .join(" + ");
    let mut svg = header(widest, height, &format!("Hyperreal Hackenstrings: {title}"));
    let mut top = MARGIN;
    for (row, layout) in layouts.iter().enumerate() {
        layout.draw(&mut svg, top + RADIUS, row);
        top += layout.height() + ROW_GAP;
    }
    svg.push_str("</svg>\n");
    svg
}

/// What is drawn in one place along a row.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Glyph {
    Pebble(Sign, f32),
    /// Three dots: "and so on".
    Dots(f32),
}

/// A bracket under the places `first..=last`, `height` brackets deep counting itself.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Bracket {
    first: usize,
    last: usize,
    height: usize,
    opacity: f32,
}

/// A row laid out: what goes in each place, and the brackets under them.
#[derive(Debug, Default)]
struct Layout {
    glyphs: Vec<Glyph>,
    brackets: Vec<Bracket>,
    /// For each place, the pebble's number as written when it is the pebble itself rather than
    /// a fading copy: what the panel's `data-move` names.
    numbers: Vec<Option<usize>>,
}

impl Layout {
    /// How many brackets deep the row is under its pebbles.
    fn depth(&self) -> usize {
        self.brackets.iter().map(|b| b.height).max().unwrap_or(0)
    }

    fn width(&self) -> usize {
        let last = FIRST_PEBBLE + self.glyphs.len().max(1).saturating_sub(1) * STEP;
        last + RADIUS + self.depth().min(MAX_INSET) + MARGIN
    }

    fn height(&self) -> usize {
        match self.depth() {
            0 => 2 * RADIUS,
            depth => 2 * RADIUS + BRACKET_TOP + depth * BRACKET_STEP,
        }
    }

    fn draw(&self, svg: &mut String, y: usize, row: usize) {
        let (tip, top, bottom) = (MARGIN + 26, y - 5, y + 5);
        let _ = writeln!(
            svg,
            r#"<path d="M{MARGIN} {y}H{tip}M{} {top}L{tip} {y}L{} {bottom}" fill="none" stroke="{INK}" stroke-width="2"/>"#,
            tip - 6,
            tip - 6
        );
        for (place, glyph) in self.glyphs.iter().enumerate() {
            let x = FIRST_PEBBLE + place * STEP;
            match *glyph {
                Glyph::Pebble(sign, opacity) => {
                    let fill = match sign {
                        Sign::Plus => PAPER,
                        Sign::Minus => INK,
                    };
                    // The pebble a move takes, as the calculator's `play` reads it (row, then
                    // pebble), for the book's live panel; the copy is asked apart.
                    let taking = match self.numbers.get(place) {
                        Some(Some(number)) => format!(r#" data-move="{row} {number}""#),
                        _ => String::new(),
                    };
                    let _ = writeln!(
                        svg,
                        r#"<circle cx="{x}" cy="{y}" r="{RADIUS}" fill="{fill}" stroke="{INK}" stroke-width="2"{}{taking}/>"#,
                        faded(opacity)
                    );
                }
                Glyph::Dots(opacity) => {
                    for dx in [-7i32, 0, 7] {
                        let _ = writeln!(
                            svg,
                            r#"<circle cx="{}" cy="{y}" r="2" fill="{INK}"{}/>"#,
                            x as i32 + dx,
                            faded(opacity)
                        );
                    }
                }
            }
        }
        for bracket in &self.brackets {
            // The last place of a part is always its dots, which are narrower than a pebble.
            let inset = bracket.height.min(MAX_INSET);
            let left = FIRST_PEBBLE + bracket.first * STEP - RADIUS - inset;
            let right = FIRST_PEBBLE + bracket.last * STEP + DOTS + inset;
            let line = y + RADIUS + BRACKET_TOP + (bracket.height - 1) * BRACKET_STEP;
            let _ = writeln!(
                svg,
                r#"<path d="M{left} {}V{line}H{right}V{}" fill="none" stroke="{INK}" stroke-width="1.5"{}/>"#,
                line - 5,
                line - 5,
                faded(bracket.opacity)
            );
            let _ = writeln!(
                svg,
                r#"<text x="{}" y="{}" font-family="serif" font-style="italic" font-size="12" text-anchor="middle" fill="{INK}"{}>ω</text>"#,
                (left + right) / 2,
                line + 12,
                faded(bracket.opacity)
            );
        }
    }
}

/// The opacity attribute of a faded shape; nothing for a solid one.
fn faded(opacity: f32) -> String {
    if opacity >= 1.0 {
        String::new()
    } else {
        format!(
            r#" opacity="{opacity:.2}""#,
            opacity = Px(f64::from(opacity))
        )
    }
}

/// One recurring part (or the whole row) being walked.
struct Frame<'a> {
    items: &'a [Item],
    next: usize,
    /// Which copy of the contents is being drawn, from 0, and how many are drawn in all.
    copy: usize,
    copies: usize,
    /// The opacity of the part as a whole (a part inside a fading copy fades too).
    opacity: f32,
    /// The first place of the part, and how deep the brackets inside it go.
    first: usize,
    inner: usize,
    /// How many recurring parts surround it (0 for the row itself).
    level: usize,
}

/// How many copies of a recurring part's contents are drawn, at nesting `level` (from 1).
fn copies(level: usize, contents: &[Item]) -> usize {
    if level > LEVELS_WITH_COPIES {
        1
    } else if contents.iter().any(|item| matches!(item, Item::Repeat(_))) {
        2
    } else {
        3
    }
}

/// How many pebbles a picture of these rows draws, fading copies included: what a caller checks
/// before drawing a row of unknown size (the picture is built in memory). Counted without
/// building the picture.
///
/// ```
/// let third: surreal::Row = "A B ( B A )".parse().unwrap();
/// assert_eq!(surreal::svg::drawn_pebbles(&[third]), 8);
/// ```
pub fn drawn_pebbles(rows: &[Row]) -> usize {
    let mut pebbles = 0usize;
    for row in rows {
        walk(row, |glyph, _| {
            if matches!(glyph, Glyph::Pebble(..)) {
                pebbles = pebbles.saturating_add(1);
            }
        });
    }
    pebbles
}

/// How many elements a picture of these rows draws: every pebble, fading copies included (as
/// [`drawn_pebbles`] counts them), and the dots and the bracket of every recurring part,
/// however deeply nested. What a caller checks before drawing rows of unknown size and depth:
/// counted without building the picture, in time linear in the count.
///
/// ```
/// let third: surreal::Row = "A B ( B A )".parse().unwrap();
/// assert_eq!(surreal::svg::drawn_elements(&[third]), 8 + 2);
/// let deep: surreal::Row = format!("{}A{}", "( ".repeat(100), " )".repeat(100)).parse().unwrap();
/// assert!(surreal::svg::drawn_elements(&[deep]) > 200);
/// ```
pub fn drawn_elements(rows: &[Row]) -> usize {
    let mut elements = 0usize;
    for row in rows {
        walk(row, |glyph, _| {
            // Dots end a recurring part, drawn with its bracket.
            let drawn = match glyph {
                Glyph::Pebble(..) => 1,
                Glyph::Dots(..) => 2,
            };
            elements = elements.saturating_add(drawn);
        });
    }
    elements
}

fn lay_out(row: &Row) -> Layout {
    let mut glyphs = Vec::new();
    let mut numbers = Vec::new();
    let mut written = 0;
    let brackets = walk(row, |glyph, frames| {
        // A pebble in no fading copy is the pebble itself, and those come in the written order.
        let number = match glyph {
            Glyph::Pebble(..) if frames.iter().all(|frame| frame.copy == 0) => {
                written += 1;
                Some(written - 1)
            }
            _ => None,
        };
        glyphs.push(glyph);
        numbers.push(number);
    });
    Layout {
        glyphs,
        brackets,
        numbers,
    }
}

/// Walks the row as it is drawn, handing each place's glyph to `place` with the parts being
/// walked (the row first), and returns the brackets.
fn walk(row: &Row, mut place: impl FnMut(Glyph, &[Frame])) -> Vec<Bracket> {
    let mut placed = 0usize;
    let mut brackets = Vec::new();
    let mut stack = vec![Frame {
        items: row.items(),
        next: 0,
        copy: 0,
        copies: 1,
        opacity: 1.0,
        first: 0,
        inner: 0,
        level: 0,
    }];
    while let Some(frame) = stack.last_mut() {
        let opacity = frame.opacity * FADE[frame.copy];
        if let Some(item) = frame.items.get(frame.next) {
            frame.next += 1;
            match item {
                Item::Pebble(sign) => {
                    place(Glyph::Pebble(*sign, opacity), &stack);
                    placed += 1;
                }
                Item::Repeat(contents) => {
                    let level = frame.level + 1;
                    stack.push(Frame {
                        items: contents.items(),
                        next: 0,
                        copy: 0,
                        copies: copies(level, contents.items()),
                        opacity,
                        first: placed,
                        inner: 0,
                        level,
                    });
                }
            }
            continue;
        }
        if frame.copy + 1 < frame.copies {
            frame.copy += 1;
            frame.next = 0;
            continue;
        }
        let done = stack.pop().expect("the frame just looked at");
        if done.level == 0 {
            break;
        }
        place(Glyph::Dots(done.opacity * FADE[1]), &stack);
        placed += 1;
        let height = done.inner + 1;
        brackets.push(Bracket {
            first: done.first,
            last: placed - 1,
            height,
            opacity: done.opacity,
        });
        if let Some(parent) = stack.last_mut() {
            parent.inner = parent.inner.max(height);
        }
    }
    brackets
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(text: &str) -> Row {
        text.parse().expect("a test row parses")
    }

    fn shape(text: &str) -> String {
        lay_out(&row(text))
            .glyphs
            .iter()
            .map(|glyph| match glyph {
                Glyph::Pebble(Sign::Plus, o) if *o >= 1.0 => 'A',
                Glyph::Pebble(Sign::Minus, o) if *o >= 1.0 => 'B',
                Glyph::Pebble(Sign::Plus, _) => 'a',
                Glyph::Pebble(Sign::Minus, _) => 'b',
                Glyph::Dots(_) => '.',
            })
            .collect()
    }

    #[test]
    fn recurring_parts_are_drawn_once_then_fading() {
        assert_eq!(shape("A B ( B A )"), "ABBAbaba.");
        assert_eq!(shape("( A ) ( B )"), "Aaa.Bbb.");
        assert_eq!(shape("( A ) A B"), "Aaa.AB");
        // Nested: the inner part in full inside the first copy, and again in the fading one.
        assert_eq!(shape("( A ( A B ) )"), "AABabab.aababab..");
        assert_eq!(shape(""), "");
    }

    #[test]
    fn pebbles_drawn_in_full_carry_their_numbers() {
        let rows = [row("A B ( B ( A ) )"), row("B")];
        let svg = rows_svg(&rows);
        let moves: Vec<&str> = svg
            .split(r#"data-move=""#)
            .skip(1)
            .map(|rest| &rest[..rest.find('"').unwrap()])
            .collect();
        assert_eq!(moves, ["0 0", "0 1", "0 2", "0 3", "1 0"]);
    }

    #[test]
    fn nested_brackets_are_deeper() {
        let layout = lay_out(&row("( A ( A B ) ) B"));
        let heights: Vec<(usize, usize, usize)> = layout
            .brackets
            .iter()
            .map(|b| (b.first, b.last, b.height))
            .collect();
        assert_eq!(heights, [(1, 7, 1), (9, 15, 1), (0, 16, 2)]);
        assert_eq!(layout.depth(), 2);
    }

    #[test]
    fn deep_nesting_is_drawn_without_recursion() {
        let depth = 10_000;
        let text = format!("{}A{}", "( ".repeat(depth), " )".repeat(depth));
        let svg = row(&text).svg();
        assert!(game::svg::drawn_on_a_card(&svg));
        assert!(svg.matches(">ω</text>").count() >= depth);
    }

    #[test]
    fn every_picture_is_on_a_card() {
        for text in ["", "A", "A B ( B A )", "( ( A ) )", "( A ) A + B"] {
            let rows: Vec<Row> = text
                .split('+')
                .filter(|part| !part.trim().is_empty())
                .map(row)
                .collect();
            assert!(game::svg::drawn_on_a_card(&rows_svg(&rows)), "{text}");
        }
    }
}
