//! A picture of the balancing rule: the piles' base-2 digits as a table, pairs struck out, drawn
//! on its own white card so that it reads on a dark page too.

use std::fmt::Write;

use game::svg::{BLUE, FAINT, HIGHLIGHT, INK, header};

use ordinal::{Base2Digit, Ordinal};

use crate::Position;

const MARGIN: usize = 10;
/// The unpaired powers of two, and the pile to play on.
const FONT: &str = r#"font-family="sans-serif""#;

const ROW: usize = 26;
const DOT: usize = 6;
/// Width of one character of the labels (13px sans-serif), generously.
const LABEL_CHAR: usize = 9;
/// Width of one character of the exponents in the column headings (10px).
const EXPONENT_CHAR: usize = 7;
const HEADING: usize = 34;

/// The picture of [`crate::Base2Piles::base2_svg`].
pub(crate) fn base2_svg(position: &Position) -> String {
    let piles: Vec<Ordinal> = position.piles().iter().map(|pile| pile.0.clone()).collect();
    Table::of(&piles).draw(&position.to_string())
}

/// The digits laid out: columns are the distinct powers of two, largest first.
struct Table<'a> {
    piles: &'a [Ordinal],
    columns: Vec<Base2Digit<'a>>,
    /// For each pile, the columns of its digits.
    cells: Vec<Vec<usize>>,
    /// For each column, whether its power turns up an odd number of times.
    unpaired: Vec<bool>,
    /// The pile to play on, when exactly one pile holds the largest unpaired power.
    mover: Option<(usize, usize)>,
}

impl<'a> Table<'a> {
    fn of(piles: &'a [Ordinal]) -> Table<'a> {
        let mut columns: Vec<Base2Digit<'a>> =
            piles.iter().flat_map(Ordinal::base2_digits).collect();
        columns.sort_unstable_by(|a, b| b.cmp(a));
        columns.dedup();
        let column_of = |digit: &Base2Digit<'a>| {
            columns
                .binary_search_by(|column| digit.cmp(column))
                .expect("every digit has its column")
        };
        let cells: Vec<Vec<usize>> = piles
            .iter()
            .map(|pile| pile.base2_digits().map(|digit| column_of(&digit)).collect())
            .collect();
        let mut unpaired = vec![false; columns.len()];
        for &column in cells.iter().flatten() {
            unpaired[column] ^= true;
        }
        let top = unpaired.iter().position(|&odd| odd);
        let holders: Vec<usize> = match top {
            Some(top) => (0..piles.len())
                .filter(|&pile| cells[pile].contains(&top))
                .collect(),
            None => Vec::new(),
        };
        let mover = match (top, holders.as_slice()) {
            (Some(top), &[pile]) => Some((pile, top)),
            _ => None,
        };
        Table {
            piles,
            columns,
            cells,
            unpaired,
            mover,
        }
    }

    fn draw(&self, title: &str) -> String {
        let labels: Vec<String> = self.piles.iter().map(Ordinal::to_string).collect();
        let label_chars = labels.iter().map(|label| label.chars().count()).max();
        let label_width =
            label_chars.unwrap_or(0).max("nim-sum 0: balanced".len()) * LABEL_CHAR + 24;
        let exponents: Vec<String> = self
            .columns
            .iter()
            .map(|digit| digit.exponent().to_string())
            .collect();
        let widths: Vec<usize> = exponents
            .iter()
            .map(|exponent| (18 + exponent.chars().count() * EXPONENT_CHAR).max(30))
            .collect();
        let mut lefts = Vec::with_capacity(widths.len());
        let mut x = MARGIN + label_width;
        for width in &widths {
            lefts.push(x);
            x += width;
        }
        let width = x + MARGIN;
        let table_top = MARGIN + HEADING;
        let rule = table_top + self.piles.len() * ROW + 4;
        let height = rule + 4 + ROW + MARGIN;
        let centre = |column: usize| lefts[column] + widths[column] / 2;
        let middle = |row: usize| table_top + row * ROW + ROW / 2;

        let mut svg = header(width, height, &format!("Base-2 digits of {title}"));
        // Shading behind the unpaired columns, headings included.
        for column in (0..self.columns.len()).filter(|&column| self.unpaired[column]) {
            let _ = writeln!(
                svg,
                r#"<rect x="{}" y="{MARGIN}" width="{}" height="{}" fill="{HIGHLIGHT}"/>"#,
                lefts[column] + 1,
                widths[column] - 2,
                height - 2 * MARGIN
            );
        }
        for (column, exponent) in exponents.iter().enumerate() {
            let colour = if self.unpaired[column] { INK } else { FAINT };
            let _ = writeln!(
                svg,
                r#"<text x="{}" y="{}" {FONT} font-size="14" text-anchor="middle" fill="{colour}">2<tspan dy="-7" font-size="10">{exponent}</tspan></text>"#,
                centre(column),
                MARGIN + HEADING - 8
            );
        }
        for (row, label) in labels.iter().enumerate() {
            let chosen = self.mover.is_some_and(|(pile, _)| pile == row);
            let (colour, weight) = if chosen {
                (BLUE, "bold")
            } else {
                (INK, "normal")
            };
            let _ = writeln!(
                svg,
                r#"<text x="{MARGIN}" y="{}" {FONT} font-size="13" font-weight="{weight}" fill="{colour}">{label}</text>"#,
                middle(row) + 5
            );
            for (digit, &column) in self.cells[row].iter().enumerate() {
                // Taking this digit leaves the pile its larger digits only.
                let left = Ordinal::from_base2_digits(self.piles[row].base2_digits().take(digit));
                let taking = format!("{row} -> {left}");
                self.dot(&mut svg, centre(column), middle(row), column, Some(&taking));
                if self.mover == Some((row, column)) {
                    let _ = writeln!(
                        svg,
                        r#"<circle cx="{}" cy="{}" r="{}" fill="none" stroke="{BLUE}" stroke-width="2"/>"#,
                        centre(column),
                        middle(row),
                        DOT + 4
                    );
                }
            }
        }
        let _ = writeln!(
            svg,
            r#"<path d="M{MARGIN} {rule}H{}" stroke="{INK}" stroke-width="1.5"/>"#,
            width - MARGIN
        );
        let sum_row = rule + 4 + ROW / 2;
        let _ = writeln!(
            svg,
            r#"<text x="{MARGIN}" y="{}" {FONT} font-size="13" font-style="italic" fill="{INK}">{}</text>"#,
            sum_row + 5,
            if self.unpaired.contains(&true) {
                "nim-sum"
            } else {
                "nim-sum 0: balanced"
            }
        );
        for column in (0..self.columns.len()).filter(|&column| self.unpaired[column]) {
            self.dot(&mut svg, centre(column), sum_row, column, None);
        }
        svg.push_str("</svg>\n");
        svg
    }

    /// A digit: solid when its power is unpaired, grey and struck through when it pairs off.
    /// A pile's digit carries `taking`, as `data-move="pile -> height"`: the move that leaves
    /// the pile only its larger digits, as the calculator's `play` reads it, so that a page can
    /// let the reader make it by clicking.
    fn dot(&self, svg: &mut String, x: usize, y: usize, column: usize, taking: Option<&str>) {
        let data = match taking {
            Some(taking) => format!(r#" data-move="{taking}""#),
            None => String::new(),
        };
        if self.unpaired[column] {
            let _ = writeln!(
                svg,
                r#"<circle cx="{x}" cy="{y}" r="{DOT}" fill="{BLUE}"{data}/>"#
            );
        } else {
            let _ = writeln!(
                svg,
                r#"<circle cx="{x}" cy="{y}" r="{DOT}" fill="{FAINT}" fill-opacity="0.5"{data}/>"#
            );
            let reach = DOT + 3;
            let _ = writeln!(
                svg,
                r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{INK}" stroke-width="1.5" pointer-events="none"/>"#,
                x - reach,
                y + reach,
                x + reach,
                y - reach
            );
        }
    }
}
