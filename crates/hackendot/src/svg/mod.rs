//! Pictures: a forest as SVG, plain or in Úlehla's colours, and a forest beside its successive
//! contractions.
//!
//! Every picture is a self-contained SVG 1.1 document: no scripts, no external fonts
//! (`font-family="sans-serif"`), and the same input always gives the same bytes. Roots are at the
//! bottom, trees grow upwards. Each picture is drawn on its own white card, so that it reads on a
//! dark page too.

mod layout;

use std::fmt::Write;

use game::svg::{FAINT, Px};

use crate::forest::Forest;
use crate::ulehla::{Colour, colouring, contractions as steps, nim_value};
use layout::{Layout, layout};

/// How to fill the nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Every node grey: the position as the players see it.
    Plain,
    /// Úlehla's colouring: white nodes white, black nodes black.
    Coloured,
}

/// Pixels between neighbouring leaves.
const STEP_X: f64 = 28.0;
/// Pixels between levels.
const STEP_Y: f64 = 36.0;
const RADIUS: f64 = 7.0;
const MARGIN: f64 = 16.0;
/// Height of one line of label text.
const LINE: f64 = 16.0;
/// Rough width of a label character at the label font size, to leave room for labels.
const CHARACTER: f64 = 7.0;

/// The forest drawn on its own. Each node carries `data-move="node"` (numbered from 0 in
/// preorder), the move that deletes it, so that a page can let the reader make it by clicking.
///
/// ```
/// use hackendot::{Forest, svg};
///
/// let picture = svg::forest(&Forest::path(3), svg::Style::Coloured);
/// assert!(picture.starts_with("<svg") && picture.ends_with("</svg>\n"));
/// assert_eq!(picture.matches("<circle").count(), 3);
/// ```
pub fn forest(forest: &Forest, style: Style) -> String {
    let placed = layout(forest);
    let (width, height) = drawing_size(&placed);
    let mut svg = header(
        width + 2.0 * MARGIN,
        height + 2.0 * MARGIN,
        "Hackendot forest",
    );
    let at = Placement {
        left: MARGIN,
        bottom: MARGIN + height,
        clickable: true,
    };
    draw(&mut svg, forest, &placed, style, at);
    svg.push_str("</svg>\n");
    svg
}

/// The forest and each of its successive contractions side by side, coloured, each labelled
/// with its number of white roots and the bit of the nim value it gives; the value below.
pub fn contractions(forest: &Forest) -> String {
    let steps = steps(forest);
    let layouts: Vec<Layout> = steps.iter().map(|step| layout(&step.forest)).collect();
    let name = if forest.tree_count() == 1 { "T" } else { "F" };
    let labels: Vec<[String; 2]> = steps
        .iter()
        .map(|step| {
            let roots = match step.white_roots {
                1 => "1 white root".to_string(),
                count => format!("{count} white roots"),
            };
            let bit = format!("{roots}: bit {} = {}", step.step, u8::from(step.bit()));
            [contraction_name(step.step, name), bit]
        })
        .collect();
    let tallest = layouts
        .iter()
        .map(|placed| drawing_size(placed).1)
        .fold(0.0, f64::max);
    let panel_widths: Vec<f64> = layouts
        .iter()
        .zip(&labels)
        .map(|(placed, label)| {
            let text = label
                .iter()
                .map(|line| line.chars().count())
                .max()
                .unwrap_or(0);
            drawing_size(placed).0.max(text as f64 * CHARACTER)
        })
        .collect();
    let value = nim_value(forest);
    let total = format!("nim value {value} (binary {:b})", value.0);
    let gaps = 2.0 * MARGIN * panel_widths.len().saturating_sub(1) as f64;
    let width = (panel_widths.iter().sum::<f64>() + gaps).max(total.len() as f64 * CHARACTER);
    let baseline = MARGIN + tallest;
    let height = baseline + MARGIN + 3.0 * LINE + MARGIN;
    let mut svg = header(width + 2.0 * MARGIN, height, "Úlehla's contractions");
    let mut left = MARGIN;
    for ((step, placed), (panel_width, label)) in steps
        .iter()
        .zip(&layouts)
        .zip(panel_widths.iter().zip(&labels))
    {
        let (drawing_width, _) = drawing_size(placed);
        let offset = left + (panel_width - drawing_width) / 2.0;
        let at = Placement {
            left: offset,
            bottom: baseline,
            clickable: false,
        };
        draw(&mut svg, &step.forest, placed, Style::Coloured, at);
        let centre = left + panel_width / 2.0;
        for (line, text) in label.iter().enumerate() {
            let y = baseline + MARGIN + LINE * (line as f64 + 0.75);
            text_at(&mut svg, centre, y, "middle", text);
        }
        left += panel_width + 2.0 * MARGIN;
    }
    text_at(&mut svg, MARGIN, height - MARGIN, "start", &total);
    svg.push_str("</svg>\n");
    svg
}

/// `T`, `L(T)`, `L²(T)`, … for the `k`-th contraction.
fn contraction_name(step: usize, name: &str) -> String {
    const SUPERSCRIPTS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    match step {
        0 => name.to_string(),
        1 => format!("L({name})"),
        _ => {
            let power: String = step
                .to_string()
                .bytes()
                .map(|digit| SUPERSCRIPTS[usize::from(digit - b'0')])
                .collect();
            format!("L{power}({name})")
        }
    }
}

/// The drawing's width and height in pixels, from the first node centre to the last.
fn drawing_size(placed: &Layout) -> (f64, f64) {
    let height = placed.levels.saturating_sub(1) as f64 * STEP_Y;
    (placed.width * STEP_X, height)
}

/// The SVG opening, with the sizes in whole pixels.
fn header(width: f64, height: f64, title: &str) -> String {
    game::svg::header(
        format!("{width:.0}", width = Px(width)),
        format!("{height:.0}", height = Px(height)),
        title,
    )
}

fn text_at(svg: &mut String, x: f64, y: f64, anchor: &str, text: &str) {
    let _ = writeln!(
        svg,
        "<text x=\"{x:.1}\" y=\"{y:.1}\" font-family=\"sans-serif\" font-size=\"12\" \
         text-anchor=\"{anchor}\">{text}</text>",
        x = Px(x),
        y = Px(y)
    );
}

/// Where a forest is drawn, and whether its nodes name the moves that delete them.
#[derive(Clone, Copy)]
struct Placement {
    /// The leftmost leaf's centre.
    left: f64,
    /// The roots' centres.
    bottom: f64,
    /// Whether each node carries `data-move="node"`, the move that deletes it as the
    /// calculator's `play` reads it, so that a page can let the reader make it by clicking.
    clickable: bool,
}

/// Draws the edges and then the nodes, as `at` says.
fn draw(svg: &mut String, forest: &Forest, placed: &Layout, style: Style, at: Placement) {
    let Placement { left, bottom, .. } = at;
    let position = |node: usize| {
        let x = left + placed.x[node] * STEP_X;
        let y = bottom - placed.depth[node] as f64 * STEP_Y;
        (x, y)
    };
    if forest.len() > forest.tree_count() {
        svg.push_str("<path fill=\"none\" stroke=\"black\" stroke-width=\"1.5\" d=\"");
        for node in 0..forest.len() {
            if let Some(parent) = forest.parent(node) {
                let ((x, y), (px, py)) = (position(node), position(parent));
                let _ = write!(
                    svg,
                    "M{x:.1} {y:.1}L{px:.1} {py:.1}",
                    x = Px(x),
                    y = Px(y),
                    px = Px(px),
                    py = Px(py)
                );
            }
        }
        svg.push_str("\"/>\n");
    }
    let colours = match style {
        Style::Plain => Vec::new(),
        Style::Coloured => colouring(forest),
    };
    for node in 0..forest.len() {
        let fill = match colours.get(node) {
            None => FAINT,
            Some(Colour::White) => "white",
            Some(Colour::Black) => "black",
        };
        let (x, y) = position(node);
        let data = match at.clickable {
            true => format!(" data-move=\"{node}\""),
            false => String::new(),
        };
        let _ = writeln!(
            svg,
            "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{radius}\" fill=\"{fill}\" \
             stroke=\"black\" stroke-width=\"1.5\"{data}/>",
            x = Px(x),
            y = Px(y),
            radius = Px(RADIUS)
        );
    }
}
