//! A picture of a multiplication table of nimbers, some of its cells highlighted.

use game::svg::{BLUE, FAINT, GREY, HIGHLIGHT, INK, header};

use super::Table;

const CELL: usize = 26;
const MARGIN: usize = 30;
const FONT: &str = r#"font-family="sans-serif" text-anchor="middle""#;

impl Table {
    /// The table as an SVG picture on a white card: the factors along the top and down the
    /// side, each product in its cell. The cells `(a, b)` listed in `highlighted` are shaded and
    /// outlined in blue, with their row's and column's factors in blue. Each cell is a group
    /// `<g data-cell="A B">` on a line of its own, for a page to make it clickable.
    ///
    /// ```
    /// use nimbers::finite::Table;
    ///
    /// let svg = Table::new(16).svg(&[(8, 8)]);
    /// assert!(game::svg::drawn_on_a_card(&svg));
    /// assert!(svg.contains(r#"<g data-cell="8 8">"#));
    /// // The cell of 8⊗8 holds 13.
    /// let cell = svg.lines().find(|line| line.starts_with(r#"<g data-cell="8 8">"#)).unwrap();
    /// assert!(cell.contains(">13</text>"));
    /// ```
    pub fn svg(&self, highlighted: &[(u64, u64)]) -> String {
        let size = self.size() as usize;
        let side = 2 * MARGIN + CELL * size;
        let title = format!("The nim-multiplication table of the nimbers below {size}");
        let mut svg = header(side, side, &title);
        let start = |index: usize| MARGIN + CELL * index;
        let centre = |index: usize| start(index) + CELL / 2;
        let marked = |a: u64, b: u64| highlighted.contains(&(a, b));
        let in_row = |a: u64| highlighted.iter().any(|&(row, _)| row == a);
        let in_column = |b: u64| highlighted.iter().any(|&(_, column)| column == b);
        let mut line = |text: String| {
            svg.push_str(&text);
            svg.push('\n');
        };
        line(format!(
            r#"<text x="{}" y="{}" {FONT} font-size="14" fill="{GREY}">⊗</text>"#,
            MARGIN / 2,
            MARGIN / 2 + 8
        ));
        for index in 0..size {
            let colour = |lit: bool| if lit { BLUE } else { GREY };
            let weight = |lit: bool| if lit { "bold" } else { "normal" };
            let (row, column) = (in_row(index as u64), in_column(index as u64));
            line(format!(
                r#"<text x="{}" y="{}" {FONT} font-size="12" font-weight="{}" fill="{}">{index}</text>"#,
                centre(index),
                MARGIN - 10,
                weight(column),
                colour(column)
            ));
            line(format!(
                r#"<text x="{}" y="{}" {FONT} font-size="12" font-weight="{}" fill="{}">{index}</text>"#,
                MARGIN / 2,
                centre(index) + 4,
                weight(row),
                colour(row)
            ));
        }
        for a in 0..size {
            for b in 0..size {
                let (x, y) = (start(b), start(a));
                let lit = marked(a as u64, b as u64);
                let (fill, stroke, width) = match lit {
                    true => (HIGHLIGHT, BLUE, 2),
                    false => ("none", FAINT, 1),
                };
                let product = self.product(a as u64, b as u64).0;
                line(format!(
                    r#"<g data-cell="{a} {b}"><rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="{stroke}" stroke-width="{width}"/><text x="{}" y="{}" {FONT} font-size="12" fill="{INK}">{product}</text></g>"#,
                    centre(b),
                    centre(a) + 4
                ));
            }
        }
        svg.push_str("</svg>\n");
        svg
    }
}
