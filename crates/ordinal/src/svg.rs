//! Ordinals as queues, drawn as self-contained SVG: a whole number is that many people in a row,
//! and ω an endless queue whose people stand ever closer together as they approach a limit. A sum
//! is drawn as its queues one after another, each in its own colour, so that a picture shows why
//! `1 + ω` is ω again while `ω + 1` is not.

use std::fmt::Write;

use game::svg::{FAINT, INK, Px, SHADES, header};

use crate::Ordinal;

const MARGIN: f64 = 12.0;
/// The width of a label's character, about, and the space between the labels and the queues.
const CHARACTER_WIDTH: f64 = 7.6;
const LABEL_GAP: f64 = 22.0;
const ROW_HEIGHT: f64 = 46.0;
const PERSON_HEIGHT: f64 = 26.0;
const PERSON_WIDTH: f64 = 6.0;
/// The distance between people of a finite queue.
const STEP: f64 = 13.0;
/// How far an endless queue reaches, and how much closer each person stands than the last.
const ENDLESS_LENGTH: f64 = 110.0;
const RATIO: f64 = 0.78;
/// People drawn of an endless queue; the rest are too close together to see.
const ENDLESS_DRAWN: i32 = 22;
/// The space after an endless queue's limit, before whoever comes next.
const AFTER_LIMIT: f64 = 14.0;
/// One colour per summand, repeating.
/// The largest coefficients drawn: at most this many copies of ω and people after them.
const MOST_ENDLESS: u64 = 4;
const MOST_PEOPLE: u64 = 9;

/// What a summand `ω·k + n` is drawn as: `k` endless queues, then `n` people.
fn shape(summand: &Ordinal) -> Option<(u64, u64)> {
    let mut endless = 0;
    let mut people = 0;
    for term in summand.terms() {
        let coefficient = u64::try_from(term.coefficient()).ok()?;
        if *term.exponent() == Ordinal::one() {
            endless = coefficient;
        } else if *term.exponent() == Ordinal::ZERO {
            people = coefficient;
        } else {
            return None;
        }
    }
    (endless <= MOST_ENDLESS && people <= MOST_PEOPLE).then_some((endless, people))
}

/// How wide a summand's queue is drawn.
fn length((endless, people): (u64, u64)) -> f64 {
    endless as f64 * (ENDLESS_LENGTH + AFTER_LIMIT) + people as f64 * STEP
}

/// A picture of sums of ordinals as queues, one row per sum. Each row shows its summands one
/// after another, each in its own colour, and is labelled with the sum and its value, as
/// `1 + ω = ω` (a row of one ordinal, with that ordinal alone). Every summand must be below ω²,
/// of the form `ω·k + n` with `k ≤ 4` and `n ≤ 9`; `None` otherwise.
///
/// ```
/// use ordinal::Ordinal;
///
/// let (one, omega) = (Ordinal::one(), Ordinal::omega());
/// let svg = ordinal::svg::sums_svg(&[vec![one.clone(), omega.clone()], vec![omega, one]]).unwrap();
/// assert!(svg.contains("1 + ω = ω</text>"));
/// assert!(svg.contains("ω + 1 = ω+1</text>"));
/// assert!(game::svg::drawn_on_a_card(&svg));
/// assert!(ordinal::svg::sums_svg(&[vec!["w^2".parse().unwrap()]]).is_none());
/// ```
pub fn sums_svg(rows: &[Vec<Ordinal>]) -> Option<String> {
    let shapes: Vec<Vec<(u64, u64)>> = rows
        .iter()
        .map(|row| row.iter().map(shape).collect::<Option<Vec<_>>>())
        .collect::<Option<Vec<_>>>()?;
    let longest = shapes
        .iter()
        .map(|row| row.iter().copied().map(length).sum::<f64>())
        .fold(0.0, f64::max);
    let labels: Vec<String> = rows.iter().map(|row| label(row)).collect();
    let label_width = labels
        .iter()
        .map(|label| label.chars().count() as f64 * CHARACTER_WIDTH + LABEL_GAP)
        .fold(0.0, f64::max);
    let width = (2.0 * MARGIN + label_width + longest).ceil();
    let height = (2.0 * MARGIN + rows.len() as f64 * ROW_HEIGHT).ceil();
    let mut svg = header(Px(width), Px(height), "Ordinals drawn as queues");
    for (index, (label, shape)) in labels.iter().zip(&shapes).enumerate() {
        let top = MARGIN + index as f64 * ROW_HEIGHT + (ROW_HEIGHT - PERSON_HEIGHT) / 2.0;
        let _ = writeln!(
            svg,
            r#"<text x="{margin}" y="{:.1}" font-family="serif" font-size="15" fill="{INK}">{label}</text>"#,
            Px(top + PERSON_HEIGHT / 2.0 + 5.0),
            margin = Px(MARGIN)
        );
        let mut x = MARGIN + label_width;
        for (part, &(endless, people)) in shape.iter().enumerate() {
            let colour = SHADES[part % SHADES.len()];
            for _ in 0..endless {
                draw_endless(&mut svg, x, top, colour);
                x += ENDLESS_LENGTH + AFTER_LIMIT;
            }
            for _ in 0..people {
                draw_person(&mut svg, x, top, PERSON_WIDTH, colour);
                x += STEP;
            }
        }
    }
    svg.push_str("</svg>\n");
    Some(svg)
}

/// A row's label: the sum and its value, `(ω+1) + (ω+1) = ω·2+1`, or a single ordinal alone.
fn label(row: &[Ordinal]) -> String {
    // A summand that is itself a sum goes in parentheses.
    let written: Vec<String> = row
        .iter()
        .map(|summand| match summand.to_string() {
            text if row.len() > 1 && text.contains('+') => format!("({text})"),
            text => text,
        })
        .collect();
    let value = row
        .iter()
        .fold(Ordinal::ZERO, |sum, summand| &sum + summand);
    match written.len() {
        1 => written[0].clone(),
        _ => format!("{} = {value}", written.join(" + ")),
    }
}

/// One person: an upright rounded bar `width` wide whose left edge is at `x`.
fn draw_person(svg: &mut String, x: f64, top: f64, width: f64, colour: &str) {
    let _ = writeln!(
        svg,
        r#"<rect x="{x:.2}" y="{top:.1}" width="{width:.2}" height="{person_height}" rx="{:.2}" fill="{colour}"/>"#,
        Px(width / 2.0),
        x = Px(x),
        top = Px(top),
        width = Px(width),
        person_height = Px(PERSON_HEIGHT)
    );
}

/// An endless queue starting at `x`: people ever closer and thinner, and a faint mark at their
/// limit, which none of them reaches.
fn draw_endless(svg: &mut String, x: f64, top: f64, colour: &str) {
    let reach = ENDLESS_LENGTH - PERSON_WIDTH;
    for person in 0..ENDLESS_DRAWN {
        let shrink = RATIO.powi(person);
        let left = x + reach * (1.0 - shrink);
        draw_person(svg, left, top, (PERSON_WIDTH * shrink).max(0.6), colour);
    }
    let limit = x + reach + PERSON_WIDTH / 2.0;
    let _ = writeln!(
        svg,
        r#"<line x1="{limit:.2}" y1="{:.1}" x2="{limit:.2}" y2="{:.1}" stroke="{FAINT}" stroke-width="1" stroke-dasharray="2 2"/>"#,
        Px(top - 4.0),
        Px(top + PERSON_HEIGHT + 4.0),
        limit = Px(limit)
    );
}
