//! Chapter 7: Hackenbush. The reader clicks an edge of the chapter's picture to cut it.

use game::Player;
use game::budget::Budget;
use hackenbush::search::WORK_UNIT;
use hackenbush::{Method, Picture};

use crate::panel::{Facts, Panel, best_fact};

/// The most edges of a picture the panel values by search, red-blue with cycles and green mixed
/// with red or blue: a page must not wait for seconds (measured in WebAssembly under Node, a
/// `show` of random such pictures: 16 red-blue edges at most 0.2 s, 12 mixed at most 0.2 s;
/// 14 mixed up to 1.5 s, 18 up to 29 s; the 30 edges of Winning Ways' Bed take 48 s). Trees,
/// green pictures and pictures of one colour are valued in near-linear time and have no limit
/// but the panel's length of text.
pub(crate) const MOST_SEARCHED: (usize, usize) = (16, 12);

/// The most work, in position-edges, the panel spends on the value and both best moves of a
/// picture that passes `MOST_SEARCHED`: the budget of the calculator's `--max-work`, a tenth of
/// its default, for a page that must not wait (natively some 60 ns a unit).
pub(crate) const MOST_WORK: u64 = 10_000_000;

/// Whether the facts, the value and both best moves, take at most `most` units of work, else
/// the one-line refusal.
fn within_work(picture: &Picture, most: u64) -> Result<(), String> {
    picture
        .playable_within(Budget::new(most, WORK_UNIT, ""))
        .map_err(|refused| {
            format!("{refused}, more than the panel does; for more, use the calculator, gamebird")
        })
}

impl Panel for Picture {
    /// The picture, as the calculator reads it, if the page can search it quickly: see
    /// `MOST_SEARCHED` above.
    fn read(text: &str) -> Result<Picture, String> {
        let picture: Picture = text.trim().parse().map_err(|error| format!("{error}"))?;
        let (most, kind) = match picture.method() {
            Method::NumberSearch => (MOST_SEARCHED.0, "red and blue with cycles"),
            Method::MixedSearch => (MOST_SEARCHED.1, "green mixed with red or blue"),
            Method::Count | Method::RedBlueTree | Method::Green => return Ok(picture),
        };
        let edges = picture.edges().len();
        if edges > most {
            return Err(format!(
                "this picture ({edges} edges, {kind}) needs a search the panel makes only up \
                 to {most} edges; for more, use the calculator, gamebird"
            ));
        }
        within_work(&picture, MOST_WORK)?;
        Ok(picture)
    }

    fn text(&self) -> String {
        self.to_string()
    }

    /// The chapter's picture with its edges numbered, each easy to hit.
    fn svg(&self) -> String {
        self.svg_playable()
    }

    fn facts(&self) -> Facts {
        let value = self.value();
        vec![
            ("Value".to_string(), value.to_string()),
            ("Outcome".to_string(), value.outcome().words().to_string()),
            best_fact(self, Player::Left),
            best_fact(self, Player::Right),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_past_the_panel_s_budget_is_refused_in_one_line() {
        let picture: Picture = "0-1:g 1-2:r 2-0:b 1-1:g 2-3:b 3-0:r".parse().unwrap();
        assert_eq!(within_work(&picture, MOST_WORK), Ok(()));
        assert_eq!(
            within_work(&picture, 10),
            Err(
                "this needs more than 10 position-edges of work, more than the panel does; \
                 for more, use the calculator, gamebird"
                    .to_string()
            )
        );
    }

    #[test]
    fn every_edge_is_a_group_with_a_wide_invisible_stroke() {
        let picture: Picture = "0-1:b 1-2:r 1-1:g".parse().unwrap();
        let svg = Panel::svg(&picture);
        assert!(game::svg::drawn_on_a_card(&svg));
        assert_eq!(svg.matches(r#"<g class="edge-hit" data-move="#).count(), 3);
        assert_eq!(svg.matches("data-move=").count(), 3, "one per edge: {svg}");
        assert_eq!(svg.matches(r#"stroke-opacity="0""#).count(), 3);
        assert!(svg.contains(r#"<g class="edge-hit" data-move="1"><path class="edge red""#));
    }
}
