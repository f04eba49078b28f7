//! Pictures of positions as self-contained SVG: piles as columns of blocks, and the same piles
//! split into their power-of-two substacks, coloured by size so that the pairs show. Each picture
//! is drawn on its own white card, so that it reads on a dark page too.

use std::fmt::Write;

use game::svg::{INK, TINTS, WOOD, WOOD_EDGE, header};

use num_bigint::BigUint;

use crate::{Position, binary_places};

const MARGIN: usize = 12;
const FONT: &str = r#"font-family="sans-serif" text-anchor="middle""#;

/// Blocks of the plain picture.
const BLOCK_WIDTH: usize = 32;
const BLOCK_HEIGHT: usize = 12;
const BLOCK_STEP: usize = 14;
/// The tallest pile drawn block by block; a taller one shows its bottom blocks and a gap.
const TALLEST_DRAWN: usize = 32;

/// Substacks of the second picture, one colour per power of two (repeating after eight).
const SUBSTACK_WIDTH: usize = 36;
const SUBSTACK_GAP: usize = 3;
/// The tallest substack drawn to scale is 2^6 = 64 blocks; larger ones are drawn that tall.
const LARGEST_PLACE_TO_SCALE: u64 = 6;

impl Position {
    /// An SVG 1.1 picture of the piles as columns of blocks, each with its height underneath.
    /// A pile of more than 32 blocks shows its bottom 30 and a gap. Each block carries
    /// `data-move="pile -> height"`: the move that takes it and every block above it, as the
    /// calculator's `play` reads it, so that a page can let the reader make it by clicking.
    ///
    /// ```
    /// let svg = "1 3 5 7".parse::<nim::Position>().unwrap().svg();
    /// assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
    /// assert_eq!(svg.matches("<rect").count(), 1 + 16); // the card and the blocks
    /// ```
    pub fn svg(&self) -> String {
        let drawn: Vec<(usize, bool)> = self.piles().iter().map(drawn_blocks).collect();
        let tallest = drawn
            .iter()
            .map(|&(blocks, cut)| blocks + usize::from(cut))
            .max();
        let floor = MARGIN + tallest.unwrap_or(0).max(1) * BLOCK_STEP;
        let columns = Columns::new(self.piles(), BLOCK_WIDTH);
        let height = floor + 24 + MARGIN;
        let mut svg = header(columns.width, height, &self.title("Nim"));
        for (index, &(blocks, cut)) in drawn.iter().enumerate() {
            let x = columns.left(index);
            for block in 0..blocks {
                let y = floor - (block + 1) * BLOCK_STEP;
                let _ = writeln!(
                    svg,
                    r#"<rect x="{x}" y="{y}" width="{BLOCK_WIDTH}" height="{BLOCK_HEIGHT}" rx="2" fill="{WOOD}" stroke="{WOOD_EDGE}" stroke-width="1.5" data-move="{index} -> {block}"/>"#
                );
            }
            if cut {
                let y = floor - blocks * BLOCK_STEP - 3;
                let _ = writeln!(
                    svg,
                    r#"<text x="{}" y="{y}" {FONT} font-size="14" fill="{INK}">⋮</text>"#,
                    x + BLOCK_WIDTH / 2
                );
            }
        }
        columns.floor_and_heights(&mut svg, self.piles(), BLOCK_WIDTH, floor);
        svg.push_str("</svg>\n");
        svg
    }

    /// An SVG 1.1 picture of the piles split into substacks: each pile a column of its powers of
    /// two, largest at the bottom, each power in its own colour and labelled with its size, and
    /// under the piles a tally of how many substacks of each size there are (odd counts in bold)
    /// and which sizes are unpaired. The position is balanced exactly when every count is even.
    ///
    /// ```
    /// let svg = "1 2 3".parse::<nim::Position>().unwrap().substacks_svg();
    /// assert!(svg.contains("balanced: every size pairs off"));
    /// let svg = "2 3 5 7".parse::<nim::Position>().unwrap().substacks_svg();
    /// assert!(svg.contains("unpaired: 2, 1"));
    /// ```
    pub fn substacks_svg(&self) -> String {
        let places: Vec<Vec<u64>> = self.piles().iter().map(binary_places).collect();
        let units = |places: &Vec<u64>| places.iter().map(|&place| scaled(place)).sum::<usize>();
        let most_units = places.iter().map(units).max().unwrap_or(0).max(1);
        let unit = (300 / most_units).clamp(3, 14);
        let gaps = places.iter().map(Vec::len).max().unwrap_or(0);
        let floor = MARGIN + most_units * unit + gaps * SUBSTACK_GAP;
        let tally = Tally::of(&places);
        let mut columns = Columns::new(self.piles(), SUBSTACK_WIDTH);
        columns.width = columns.width.max(2 * MARGIN + tally.width());
        let height = floor + 24 + 56 + MARGIN;
        let mut svg = header(columns.width, height, &self.title("Nim in substacks"));
        for (index, pile) in places.iter().enumerate() {
            let x = columns.left(index);
            let mut bottom = floor;
            // Largest first, at the bottom, as the piles are built.
            for &place in pile {
                let tall = scaled(place) * unit;
                let top = bottom - tall;
                substack(&mut svg, x, top, tall, place, unit);
                bottom = top - SUBSTACK_GAP;
            }
        }
        columns.floor_and_heights(&mut svg, self.piles(), SUBSTACK_WIDTH, floor);
        tally.draw(&mut svg, floor + 24 + 10);
        svg.push_str("</svg>\n");
        svg
    }

    fn title(&self, what: &str) -> String {
        if self.piles().is_empty() {
            format!("{what}: no piles")
        } else {
            format!("{what}: {self}")
        }
    }
}

/// How many blocks of a pile to draw, and whether it is cut short.
fn drawn_blocks(height: &BigUint) -> (usize, bool) {
    match usize::try_from(height) {
        Ok(blocks) if blocks <= TALLEST_DRAWN => (blocks, false),
        _ => (TALLEST_DRAWN - 2, true),
    }
}

/// How many units tall the substack 2^place is drawn.
fn scaled(place: u64) -> usize {
    1 << place.min(LARGEST_PLACE_TO_SCALE)
}

/// The size of the substack 2^place, as a label: the number, or 2^place when it is long.
fn size_label(place: u64) -> String {
    if place < 20 {
        (1u64 << place).to_string()
    } else {
        format!(r#"2<tspan baseline-shift="super" font-size="8">{place}</tspan>"#)
    }
}

/// One substack: a coloured block `tall` pixels high, with faint lines between its blocks when
/// they are big enough to see, and its size written inside when it fits.
fn substack(svg: &mut String, x: usize, top: usize, tall: usize, place: u64, unit: usize) {
    let colour = TINTS[(place % TINTS.len() as u64) as usize];
    let _ = writeln!(
        svg,
        r#"<rect x="{x}" y="{top}" width="{SUBSTACK_WIDTH}" height="{tall}" rx="3" fill="{colour}" stroke="{INK}" stroke-width="1.5"/>"#
    );
    if unit >= 8 && place <= LARGEST_PLACE_TO_SCALE {
        for block in 1..(1usize << place) {
            let y = top + block * unit;
            let _ = writeln!(
                svg,
                r#"<path d="M{} {y}H{}" stroke="{INK}" stroke-opacity="0.25"/>"#,
                x + 3,
                x + SUBSTACK_WIDTH - 3
            );
        }
    }
    if tall >= 12 {
        let _ = writeln!(
            svg,
            r#"<text x="{}" y="{}" {FONT} font-size="11" font-weight="bold" fill="{INK}">{}</text>"#,
            x + SUBSTACK_WIDTH / 2,
            top + tall / 2 + 4,
            size_label(place)
        );
    }
}

/// Where the columns go: wide enough for their height labels.
struct Columns {
    lefts: Vec<usize>,
    width: usize,
}

impl Columns {
    fn new(piles: &[BigUint], column: usize) -> Columns {
        let mut lefts = Vec::new();
        let mut x = MARGIN;
        for pile in piles {
            let label = pile.to_string().len() * 8;
            let pitch = column.max(label) + 12;
            lefts.push(x + (pitch - 12 - column) / 2);
            x += pitch;
        }
        let width = (x - 12 + MARGIN).max(2 * MARGIN + column);
        Columns { lefts, width }
    }

    fn left(&self, index: usize) -> usize {
        self.lefts[index]
    }

    /// The floor the piles stand on, and each pile's height under it.
    fn floor_and_heights(&self, svg: &mut String, piles: &[BigUint], column: usize, floor: usize) {
        let _ = writeln!(
            svg,
            r#"<path d="M{} {floor}H{}" stroke="{INK}" stroke-width="2"/>"#,
            MARGIN / 2,
            self.width - MARGIN / 2
        );
        for (index, pile) in piles.iter().enumerate() {
            let _ = writeln!(
                svg,
                r#"<text x="{}" y="{}" {FONT} font-size="14" fill="{INK}">{pile}</text>"#,
                self.left(index) + column / 2,
                floor + 20
            );
        }
    }
}

/// How many substacks of each size there are, largest size first.
struct Tally {
    counts: Vec<(u64, usize)>,
}

/// Width of one tally entry: a swatch and `×12`.
const TALLY_ENTRY: usize = 64;

impl Tally {
    fn of(places: &[Vec<u64>]) -> Tally {
        let mut all: Vec<u64> = places.iter().flatten().copied().collect();
        all.sort_unstable_by(|a, b| b.cmp(a));
        let mut counts: Vec<(u64, usize)> = Vec::new();
        for place in all {
            match counts.last_mut() {
                Some((last, count)) if *last == place => *count += 1,
                _ => counts.push((place, 1)),
            }
        }
        Tally { counts }
    }

    fn verdict(&self) -> String {
        let unpaired: Vec<String> = self
            .counts
            .iter()
            .filter(|(_, count)| count % 2 == 1)
            .map(|&(place, _)| {
                if place < 20 {
                    (1u64 << place).to_string()
                } else {
                    format!("2^{place}")
                }
            })
            .collect();
        if unpaired.is_empty() {
            "balanced: every size pairs off".to_string()
        } else {
            format!("unpaired: {}", unpaired.join(", "))
        }
    }

    fn width(&self) -> usize {
        let entries = self.counts.len() * TALLY_ENTRY;
        entries.max(self.verdict().chars().count() * 7)
    }

    fn draw(&self, svg: &mut String, top: usize) {
        let mut x = MARGIN;
        for &(place, count) in &self.counts {
            let colour = TINTS[(place % TINTS.len() as u64) as usize];
            let weight = if count % 2 == 1 { "bold" } else { "normal" };
            let _ = writeln!(
                svg,
                r#"<rect x="{x}" y="{top}" width="28" height="18" rx="3" fill="{colour}" stroke="{INK}" stroke-width="1.5"/>"#
            );
            let _ = writeln!(
                svg,
                r#"<text x="{}" y="{}" {FONT} font-size="11" font-weight="bold" fill="{INK}">{}</text>"#,
                x + 14,
                top + 13,
                size_label(place)
            );
            let _ = writeln!(
                svg,
                r#"<text x="{}" y="{}" font-family="sans-serif" font-size="13" font-weight="{weight}" fill="{INK}">×{count}</text>"#,
                x + 32,
                top + 14
            );
            x += TALLY_ENTRY;
        }
        let _ = writeln!(
            svg,
            r#"<text x="{MARGIN}" y="{}" font-family="sans-serif" font-size="13" fill="{INK}">{}</text>"#,
            top + 40,
            self.verdict()
        );
    }
}
