//! Chapter 8: Nim, and (with [`Pile`] for ordinals) chapter 9's transfinite Nim.

use std::fmt::Display;

use game::Player;
use nim::{Height, Move, ParseError, Play, Position};
use num_bigint::BigUint;

use super::{index, not_a_move};
use crate::panel::{Facts, Panel, Played, best_fact};

/// What differs between finite and transfinite piles.
pub(crate) trait Pile: Height + Display {
    /// The chapter's picture of the position.
    fn svg(position: &Position<Self>) -> String;
}

impl Pile for BigUint {
    fn svg(position: &Position) -> String {
        position.svg()
    }
}

/// The most winning moves listed.
const MOST_LISTED: usize = 4;

impl<H: Pile> Panel for Position<H> {
    type Move = Move<H>;

    const IMPARTIAL: bool = true;

    fn read(text: &str) -> Result<Position<H>, String> {
        text.parse().map_err(|error: ParseError| error.to_string())
    }

    fn text(&self) -> String {
        self.to_string()
    }

    fn svg(&self) -> String {
        H::svg(self)
    }

    fn facts(&self) -> Facts {
        let value = self.value();
        let outcome = if self.piles().iter().all(Height::is_zero) {
            "no blocks left: whoever is to move has lost"
        } else if value.is_zero() {
            "balanced: whoever moves next loses"
        } else {
            "unbalanced: whoever moves next wins"
        };
        let winning = self.winning_moves(Play::Normal);
        let mut listed: Vec<String> = winning
            .iter()
            .take(MOST_LISTED)
            .map(|chosen| self.describe(chosen))
            .collect();
        if winning.len() > MOST_LISTED {
            listed.push(format!("and {} more", winning.len() - MOST_LISTED));
        }
        let listed = match listed.is_empty() {
            true => "none".to_string(),
            false => listed.join("; "),
        };
        vec![
            ("Nim value".to_string(), value.to_string()),
            ("Outcome".to_string(), outcome.to_string()),
            best_fact(self, Player::Left),
            ("Winning moves".to_string(), listed),
        ]
    }

    /// `1 -> 2` leaves pile 1 two high; `1 3` takes three blocks from it, `1 all` all of them.
    fn read_move(&self, _player: Player, typed: &str) -> Result<Move<H>, String> {
        let shape =
            "a pile and the height to leave, like `1 -> 2`, or how many to take, like `1 3`";
        let (pile, rest) = match typed.split_once("->") {
            Some((pile, to)) => (pile.trim(), Err(to.trim())),
            None => match typed.split_whitespace().collect::<Vec<_>>().as_slice() {
                [pile, taken] => (*pile, Ok(*taken)),
                _ => return Err(not_a_move(shape, typed)),
            },
        };
        let pile = index(pile, "pile")?;
        let chosen = match rest {
            Err(to) => {
                let to = H::read(to).map_err(|error| error.kind().to_string())?;
                self.move_to(pile, to)
            }
            Ok("all") => self.move_to(pile, H::zero()),
            Ok(taken) => {
                let taken = nim::read_natural(taken).map_err(|error| error.kind().to_string())?;
                self.take(pile, &taken)
            }
        };
        chosen.map_err(|error| format!("You can't: {error}."))
    }

    fn describe(&self, chosen: &Move<H>) -> String {
        format!(
            "from pile {} ({} -> {})",
            chosen.pile, chosen.from, chosen.to
        )
    }

    fn after(&self, _player: Player, chosen: &Move<H>) -> Position<H> {
        self.play(chosen).unwrap_or_else(|_| self.clone())
    }

    fn best(&self, _player: Player) -> Option<Played<Move<H>>> {
        match self.winning_moves(Play::Normal).into_iter().next() {
            Some(chosen) => Some(Played { chosen, wins: true }),
            None => self.modest_move().map(|chosen| Played {
                chosen,
                wins: false,
            }),
        }
    }
}
