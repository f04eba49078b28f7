//! The tree of numbers by birthday, drawn as Knuth and Conway draw it: day 0 at the top, each
//! number joined to the two born the next day just beside it, and, below the finite days, a few
//! numbers born on infinite days, each placed by the crate's own sign expansion.
//!
//! A number's place across the picture is read from its row, as the tree is walked: start in the
//! middle, and for each of the first few pebbles step right for `A` and left for `B`, each step
//! half the one before. Pebbles after an endless part (the `A` of `( A ) A`) step by a fixed
//! small amount, halving too. So every number stands below its ancestors, left of the numbers
//! above it and right of those below it, and a number born on an infinite day hangs from the last
//! finite day drawn by a dotted line (the infinitely many days between), or from its parent by a
//! solid one when the parent is drawn too.

use std::fmt::Write;

use game::svg::{FAINT, GREY, INK, Px, header};
use ordinal::Ordinal;

use crate::{Item, NotARow, Row, Sign, Surreal};

/// Horizontal extent of the tree, from the leftmost possible place to the rightmost.
const TREE_WIDTH: f64 = 680.0;
/// Room at each side of the tree for the labels at its ends.
const SIDE: f64 = 44.0;
/// The column of day captions, at the left.
const CAPTIONS: f64 = 66.0;
/// Vertical distance between two days, and the extra gap standing for the days not drawn.
const LEVEL: f64 = 46.0;
const GAP: f64 = 58.0;
const TOP: f64 = 26.0;
/// How many pebbles of a row place it: a number of a later day stands where its first pebbles
/// lead, just beside the dyadic number they spell.
const PLACED_PEBBLES: usize = 6;
/// The step, as a share of the tree's width, of the first pebble after an endless part.
const LATE_STEP: f64 = 0.042;

/// One number of the picture.
struct Node {
    row: Row,
    day: Ordinal,
    label: String,
    /// Across the tree, from 0 (far left) to 1 (far right).
    x: f64,
}

/// An SVG picture of the tree of numbers: every number born on days `0` to `finite_days − 1`,
/// and then each of `later`, a label and its number, drawn on the row of its birthday (as
/// [`Row::birthday`] computes it from the number's sign expansion).
///
/// ```
/// use surreal::Surreal;
///
/// let later = [("ω", Surreal::omega()), ("ω+1", "w+1".parse().unwrap())];
/// let svg = surreal::number_tree::svg(3, &later).unwrap();
/// assert!(game::svg::drawn_on_a_card(&svg));
/// // Days 0, 1 and 2 hold 1 + 2 + 4 numbers; then ω and ω+1, each on its own day.
/// assert_eq!(svg.matches(r#"class="number""#).count(), 9);
/// assert!(svg.contains(">day ω</text>") && svg.contains(">day ω+1</text>"));
/// ```
///
/// # Errors
/// [`NotARow`] when a later number has no row (its sign expansion is ω^ω long or longer).
pub fn svg(finite_days: u32, later: &[(&str, Surreal)]) -> Result<String, NotARow> {
    let mut nodes: Vec<Node> = Vec::new();
    for day in 0..finite_days {
        for signs in 0u64..1 << day {
            let row = Row::of_signs((0..day).map(|i| match signs >> (day - 1 - i) & 1 {
                1 => Sign::Plus,
                _ => Sign::Minus,
            }));
            let value = row.value().expect("a finite row has a value");
            nodes.push(Node {
                label: value.to_string().replace('-', "−"),
                day: Ordinal::from(day),
                x: place(&row),
                row,
            });
        }
    }
    for (label, number) in later {
        let row = Row::from_value(number)?;
        nodes.push(Node {
            label: (*label).to_string(),
            day: row.birthday(),
            x: place(&row),
            row,
        });
    }
    let mut days: Vec<Ordinal> = nodes.iter().map(|node| node.day.clone()).collect();
    days.sort();
    days.dedup();
    let finite = Ordinal::from(finite_days);
    let y_of = |day: &Ordinal| {
        let index = days.iter().position(|d| d == day).expect("a day drawn") as f64;
        let gap = if *day >= finite { GAP } else { 0.0 };
        TOP + 6.0 + index * LEVEL + gap
    };
    let x_of = |x: f64| CAPTIONS + SIDE + x * TREE_WIDTH;
    let width = CAPTIONS + 2.0 * SIDE + TREE_WIDTH;
    let height = y_of(days.last().unwrap_or(&finite)) + 24.0;
    let mut svg = header(
        Px(width),
        Px(height),
        "The tree of numbers by birthday, continued past the finite days",
    );
    // Edges first, so that the labels are drawn over them.
    for node in &nodes {
        let Some((parent, solid)) = ancestor(&nodes, node, finite_days) else {
            continue;
        };
        let (x1, y1) = (x_of(parent.x), y_of(&parent.day) + 5.0);
        let (x2, y2) = (x_of(node.x), y_of(&node.day) - 13.0);
        let style = match solid {
            true => format!(r#"stroke="{GREY}" stroke-width="1.5""#),
            false => format!(r#"stroke="{FAINT}" stroke-width="1.5" stroke-dasharray="2 4""#),
        };
        let _ = writeln!(
            svg,
            r#"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" {style}/>"#,
            x1 = Px(x1),
            y1 = Px(y1),
            x2 = Px(x2),
            y2 = Px(y2)
        );
    }
    // The last finite day drawn goes on: two short dotted stubs under each of its numbers.
    if let Some(last) = finite_days.checked_sub(1) {
        let step = 0.5f64.powi(last as i32 + 2) * TREE_WIDTH;
        for node in nodes.iter().filter(|node| node.day == Ordinal::from(last)) {
            let (x, y) = (x_of(node.x), y_of(&node.day) + 5.0);
            for dx in [-step, step] {
                let _ = writeln!(
                    svg,
                    r#"<line x1="{x:.1}" y1="{y:.1}" x2="{:.1}" y2="{:.1}" stroke="{FAINT}" stroke-width="1.5" stroke-dasharray="2 4"/>"#,
                    Px(x + dx / 2.0),
                    Px(y + 22.0),
                    x = Px(x),
                    y = Px(y)
                );
            }
        }
    }
    for node in &nodes {
        let _ = writeln!(
            svg,
            r#"<text class="number" x="{:.1}" y="{:.1}" font-family="serif" font-size="14" text-anchor="middle" fill="{INK}">{}</text>"#,
            Px(x_of(node.x)),
            Px(y_of(&node.day)),
            node.label
        );
    }
    for day in &days {
        let _ = writeln!(
            svg,
            r#"<text x="10" y="{:.1}" font-family="serif" font-style="italic" font-size="13" fill="{FAINT}">day {day}</text>"#,
            Px(y_of(day))
        );
    }
    svg.push_str("</svg>\n");
    Ok(svg)
}

/// Where a row stands across the tree, from 0 to 1: its first pebbles walk down the tree, each
/// step half the one before; pebbles after the row's last endless part step by [`LATE_STEP`],
/// halving too.
fn place(row: &Row) -> f64 {
    let mut x = 0.5;
    let mut step = 0.25;
    for sign in first_signs(row, PLACED_PEBBLES) {
        x += step * direction(sign);
        step /= 2.0;
    }
    if row.depth() > 0 {
        let mut step = LATE_STEP;
        for sign in trailing_pebbles(row) {
            x += step * direction(sign);
            step /= 2.0;
        }
    }
    x
}

/// Right for Left's pebble, left for Right's.
fn direction(sign: Sign) -> f64 {
    match sign {
        Sign::Plus => 1.0,
        Sign::Minus => -1.0,
    }
}

/// The first `count` signs of a row (all of them if it is shorter). An endless part, once
/// entered, is never left: its copies fill every finite place after it.
fn first_signs(row: &Row, count: usize) -> Vec<Sign> {
    let mut signs = Vec::new();
    let mut stack: Vec<(&[Item], usize)> = vec![(row.items(), 0)];
    while signs.len() < count {
        let depth = stack.len();
        let Some((items, next)) = stack.last_mut() else {
            break;
        };
        match items.get(*next) {
            Some(Item::Pebble(sign)) => {
                signs.push(*sign);
                *next += 1;
            }
            Some(Item::Repeat(contents)) => {
                *next += 1;
                stack.push((contents.items(), 0));
            }
            // The end of an endless part: its next copy begins.
            None if depth > 1 => *next = 0,
            None => break,
        }
    }
    signs
}

/// The pebbles after the row's last part in parentheses, leftmost first.
fn trailing_pebbles(row: &Row) -> Vec<Sign> {
    let mut pebbles: Vec<Sign> = row
        .items()
        .iter()
        .rev()
        .map_while(|item| match item {
            Item::Pebble(sign) => Some(*sign),
            Item::Repeat(_) => None,
        })
        .collect();
    pebbles.reverse();
    pebbles
}

/// The node a line is drawn to from above: the parent (solid) when it is drawn, or else the
/// number of the last finite day drawn that the row passes through (dotted).
fn ancestor<'a>(nodes: &'a [Node], node: &Node, finite_days: u32) -> Option<(&'a Node, bool)> {
    let items = node.row.items();
    if let Some((Item::Pebble(_), before)) = items.split_last() {
        let parent = Row::new(before.to_vec());
        if let Some(found) = nodes.iter().find(|other| other.row.cmp(&parent).is_eq()) {
            return Some((found, true));
        }
    }
    let last = finite_days.checked_sub(1)?;
    if node.day <= Ordinal::from(last) {
        return None;
    }
    let prefix = Row::of_signs(first_signs(&node.row, last as usize));
    nodes
        .iter()
        .find(|other| other.row == prefix)
        .map(|found| (found, false))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(text: &str) -> Row {
        text.parse().unwrap()
    }

    #[test]
    fn first_signs_unfold_endless_parts() {
        let signs = |text: &str, count: usize| -> String {
            first_signs(&row(text), count)
                .iter()
                .map(|sign| sign.letter())
                .collect()
        };
        assert_eq!(signs("A B ( B A )", 7), "ABBABAB");
        assert_eq!(signs("( A ( A B ) ) B", 6), "AABABA");
        assert_eq!(signs("A B", 6), "AB");
        assert_eq!(signs("( A ) B", 3), "AAA");
    }

    #[test]
    fn numbers_stand_in_order_across_each_day() {
        let later: Vec<(&str, Surreal)> = ["-w", "-1/3", "1/w", "1/3", "2/3", "1-1/w", "w"]
            .iter()
            .chain(&["-w-1", "1/2/w", "2/w", "w-1", "w+1"])
            .map(|text| (*text, text.parse().unwrap()))
            .collect();
        let mut nodes: Vec<(Ordinal, Surreal, f64)> = later
            .iter()
            .map(|(_, number)| {
                let row = Row::from_value(number).unwrap();
                (row.birthday(), number.clone(), place(&row))
            })
            .collect();
        for day in 0..4u32 {
            for signs in 0u64..1 << day {
                let row = Row::of_signs((0..day).map(|i| match signs >> i & 1 {
                    1 => Sign::Plus,
                    _ => Sign::Minus,
                }));
                nodes.push((Ordinal::from(day), row.value().unwrap(), place(&row)));
            }
        }
        for a in &nodes {
            for b in &nodes {
                if a.0 == b.0 && a.1 < b.1 {
                    assert!(a.2 < b.2, "{} and {} on day {}", a.1, b.1, a.0);
                }
            }
        }
    }

    #[test]
    fn later_numbers_hang_from_their_parents_or_from_the_last_finite_day() {
        let later = [
            ("ω", Surreal::omega()),
            ("ω+1", "w+1".parse().unwrap()),
            ("1/3", "1/3".parse().unwrap()),
        ];
        let svg = svg(4, &later).unwrap();
        // ω and 1/3 by dotted lines from day 3, ω+1 by a solid one from ω; plus two stubs under
        // each of the 8 numbers of day 3, and the 14 solid edges of days 1 to 3.
        assert_eq!(svg.matches("stroke-dasharray").count(), 2 + 16);
        assert_eq!(svg.matches("<line").count(), 3 + 16 + 14);
    }
}
