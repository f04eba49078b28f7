//! Pictures of beanstalks: the first copies of each repeated part, fading, then a dotted gap
//! marked ω where the stalk goes on for ever, and whatever stands above it.

use std::fmt::Write;

use game::svg::{GREY, GROUND, INK, Px, header};
use surreal::{Item, Sign};

use crate::Colour;
use crate::beanstalk::Beanstalk;

/// How tall one edge is drawn, and the margins.
const STEP: f64 = 26.0;
const MARGIN: f64 = 14.0;
const WIDTH: f64 = 96.0;
/// The most edges and gaps drawn; a longer beanstalk ends in one more gap.
const MAX_MARKS: usize = 48;
/// Repeated parts nested deeper than this are drawn as a gap alone.
const MAX_DEPTH: usize = 3;
/// The longest title kept, in characters.
const TITLE_CHARS: usize = 160;
/// How strongly each of the copies drawn of a repeated part is inked.
const COPIES: [f64; 3] = [1.0, 0.55, 0.3];

/// One step up the stalk: an edge (its colour, its ink) or a gap where it goes on for ever.
enum Mark {
    Edge(Colour, f64),
    Gap,
}

/// The marks of `items`, from the ground up. Recursion stops at `MAX_DEPTH`, whatever the row.
fn marks(items: &[Item], ink: f64, depth: usize, out: &mut Vec<Mark>) {
    for item in items {
        if out.len() >= MAX_MARKS {
            return;
        }
        match item {
            Item::Pebble(sign) => {
                let colour = match sign {
                    Sign::Plus => Colour::Blue,
                    Sign::Minus => Colour::Red,
                };
                out.push(Mark::Edge(colour, ink));
            }
            Item::Repeat(inner) if depth < MAX_DEPTH => {
                for copy in COPIES {
                    marks(inner.items(), ink * copy, depth + 1, out);
                }
                out.push(Mark::Gap);
            }
            Item::Repeat(_) => out.push(Mark::Gap),
        }
    }
}

impl Beanstalk {
    /// An SVG picture of the beanstalk standing on the ground: each repeated part drawn three
    /// times, fading, then a dotted gap marked ω where it goes on for ever; blue edges solid, red
    /// ones dashed; on a white card.
    ///
    /// ```
    /// use hackenbush::Beanstalk;
    ///
    /// let svg = "( b ) b b".parse::<Beanstalk>().unwrap().svg();
    /// assert!(game::svg::drawn_on_a_card(&svg));
    /// assert_eq!(svg.matches("class=\"edge").count(), 5); // three fading copies, two on top
    /// assert!(svg.contains("ω"));
    /// ```
    pub fn svg(&self) -> String {
        let mut drawn = Vec::new();
        marks(self.row().items(), 1.0, 0, &mut drawn);
        if drawn.len() >= MAX_MARKS {
            drawn.push(Mark::Gap);
        }
        let ground = MARGIN + 8.0 + STEP * drawn.len().max(1) as f64;
        let height = ground + 14.0 + MARGIN;
        let x = WIDTH / 2.0;
        let mut title = format!("A beanstalk: {self}");
        if title.chars().count() > TITLE_CHARS {
            title = title.chars().take(TITLE_CHARS).collect::<String>() + "…";
        }
        let mut svg = header(Px(WIDTH), Px(height), &title);
        let _ = writeln!(
            svg,
            r#"<path class="ground" d="M{} {ground}H{}" stroke="{GROUND}" stroke-width="3"/>"#,
            Px(MARGIN * 0.5),
            Px(WIDTH - MARGIN * 0.5),
            ground = Px(ground)
        );
        let mut y = ground;
        let mut dots = Vec::new();
        let mut after_gap = false;
        for mark in &drawn {
            let top = y - STEP;
            match mark {
                Mark::Edge(colour, ink) => {
                    let pattern = match colour {
                        Colour::Red => r#" stroke-dasharray="8 5""#,
                        _ => "",
                    };
                    let _ = writeln!(
                        svg,
                        r#"<path class="edge {}" d="M{x} {y}V{top}" stroke="{}" stroke-width="3.5" stroke-opacity="{ink:.2}"{pattern}/>"#,
                        colour.name(),
                        colour.rgb(),
                        ink = Px(*ink),
                        x = Px(x),
                        y = Px(y),
                        top = Px(top)
                    );
                    if after_gap {
                        dots.push((y, *ink)); // where the stalk comes back from for ever
                    }
                    dots.push((top, *ink));
                    after_gap = false;
                }
                Mark::Gap => {
                    let _ = writeln!(
                        svg,
                        r#"<path class="gap" d="M{x} {}V{}" stroke="{GREY}" stroke-width="2" stroke-dasharray="1 5" stroke-linecap="round"/>"#,
                        Px(y - 3.0),
                        Px(top + 3.0),
                        x = Px(x)
                    );
                    let _ = writeln!(
                        svg,
                        r#"<text x="{}" y="{}" font-family="serif" font-size="15" font-style="italic" fill="{INK}">ω</text>"#,
                        Px(x + 10.0),
                        Px(y - STEP / 2.0 + 5.0)
                    );
                    after_gap = true;
                }
            }
            y = top;
        }
        for (top, ink) in dots {
            let _ = writeln!(
                svg,
                r#"<circle cx="{x}" cy="{top}" r="3" fill="{INK}" fill-opacity="{ink:.2}"/>"#,
                ink = Px(ink),
                x = Px(x),
                top = Px(top)
            );
        }
        svg.push_str("</svg>\n");
        svg
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deep_and_long_beanstalks_are_drawn_within_bounds() {
        let deep = format!("{}b{}", "(".repeat(10_000), ")".repeat(10_000));
        let svg = deep.parse::<Beanstalk>().unwrap().svg();
        assert!(game::svg::drawn_on_a_card(&svg));
        let long = "b r ".repeat(100_000);
        let svg = long.parse::<Beanstalk>().unwrap().svg();
        assert!(svg.matches("class=\"edge").count() <= MAX_MARKS);
    }

    #[test]
    fn red_edges_are_dashed() {
        let svg = "( r ) b".parse::<Beanstalk>().unwrap().svg();
        assert_eq!(svg.matches("stroke-dasharray=\"8 5\"").count(), 3);
        assert_eq!(svg.matches("class=\"gap").count(), 1);
    }
}
