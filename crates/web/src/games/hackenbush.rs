//! Chapter 7: Hackenbush. The reader clicks an edge of the chapter's picture to cut it.

use std::cell::RefCell;

use game::Player;
use game::budget::Budget;
use game::play::Best;
use hackenbush::search::WORK_UNIT;
use hackenbush::{Method, Picture, ValueAndBest};

use crate::panel::{Facts, Panel, best_fact};

/// The most edges of a picture the panel values by search, red-blue with cycles and green mixed
/// with red or blue (the work is bounded by `MOST_WORK` too; the page searches in a worker). A
/// red-blue block of up to 64 edges is searched as a bit set, the 30 edges of Winning Ways' Bed
/// in a few seconds; the mixed search is slower (measured in WebAssembly under Node, random
/// three-colour pictures with many cycles, eight of each size: 16 edges at most 1.3 s, 18 up to
/// 2.6 s, 20 up to 15 s or over the work limit). Trees, green pictures and pictures of one
/// colour are valued in near-linear time and have no limit but the panel's length of text.
pub(crate) const MOST_SEARCHED: (usize, usize) = (32, 18);

/// The most work, in position-edges, the panel spends on the value and both best moves of a
/// picture that passes `MOST_SEARCHED`: the calculator's default; the Bed of Winning Ways needs
/// between 5·10⁷ and 7·10⁷. The page searches in a worker, and a search can be stopped.
pub(crate) const MOST_WORK: u64 = 100_000_000;

thread_local! {
    /// The value and best moves of the last few pictures, by their text: a request reads its
    /// position, shows its facts and plays from it, and each needs the same search.
    static KNOWN: RefCell<Vec<(String, ValueAndBest)>> = const { RefCell::new(Vec::new()) };
}

/// The value and both best moves of `picture`, searched once, within at most `most` units of
/// work; else the one-line refusal.
fn known(picture: &Picture, most: u64) -> Result<ValueAndBest, String> {
    let text = picture.to_string();
    let hit = KNOWN.with_borrow(|known| {
        known
            .iter()
            .find(|(t, _)| *t == text)
            .map(|(_, found)| *found)
    });
    if let Some(found) = hit {
        return Ok(found);
    }
    let found = picture
        .value_and_best_moves_within(Budget::new(most, WORK_UNIT, ""))
        .map_err(|refused| {
            format!("{refused}, more than the panel does; for more, use the calculator, gamebird")
        })?;
    KNOWN.with_borrow_mut(|known| {
        if known.len() == 8 {
            known.remove(0);
        }
        known.push((text, found));
    });
    Ok(found)
}

/// What `known` finds, for a position reached in play (smaller than one read within the
/// limit, so the limit is only a guard).
fn known_now(picture: &Picture) -> ValueAndBest {
    known(picture, u64::MAX).expect("no limit")
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
        known(&picture, MOST_WORK)?;
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
        let (value, _) = known_now(self);
        vec![
            ("Value".to_string(), value.to_string()),
            ("Outcome".to_string(), value.outcome().words().to_string()),
            best_fact(self, Player::Left),
            best_fact(self, Player::Right),
        ]
    }

    /// From the one search `known` makes.
    fn known_best(&self, player: Player) -> Option<Best<usize>> {
        let (_, best) = known_now(self);
        let (chosen, after) = best[usize::from(player == Player::Right)]?;
        let wins = after.outcome().mover_wins(player);
        Some(Best { chosen, wins })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_past_the_panel_s_budget_is_refused_in_one_line() {
        let picture: Picture = "0-1:g 1-2:r 2-0:b 1-1:g 2-3:b 3-0:r".parse().unwrap();
        assert_eq!(
            known(&picture, 10).map(|_| ()),
            Err(
                "this needs more than 10 position-edges of work, more than the panel does; \
                 for more, use the calculator, gamebird"
                    .to_string()
            )
        );
        assert!(known(&picture, MOST_WORK).is_ok());
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
