//! Misère play, where whoever takes the last block loses: the `nim` crate's rule, on ordinals.

use game::Outcome;
use nim::{Move, Play};
use ordinal::Ordinal;

use crate::balancing_moves;

/// An ordinal pile height as the `nim` crate's strategy code sees it.
///
/// That code is written once for any [`nim::Height`]: it asks only for an order, the piles of
/// zero and one block, and the nim-sum. Misère play's rule needs nothing more, so it holds for
/// ordinal heights word for word, and is borrowed rather than written again.
///
/// ```
/// use transfinite_nim::OrdinalHeight;
///
/// let piles: Vec<OrdinalHeight> = ["w", "w*2", "3"]
///     .map(|text| OrdinalHeight(text.parse().unwrap()))
///     .to_vec();
/// let moves = nim::balancing_moves(&piles);
/// assert_eq!(moves[0].to.0.to_string(), "ω+3");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct OrdinalHeight(pub Ordinal);

impl nim::Height for OrdinalHeight {
    fn zero() -> OrdinalHeight {
        OrdinalHeight(Ordinal::ZERO)
    }

    fn one() -> OrdinalHeight {
        OrdinalHeight(Ordinal::one())
    }

    fn nim_add(&self, other: &OrdinalHeight) -> OrdinalHeight {
        OrdinalHeight(crate::nim_add(&self.0, &other.0))
    }
}

fn heights(piles: &[Ordinal]) -> Vec<OrdinalHeight> {
    piles.iter().cloned().map(OrdinalHeight).collect()
}

/// How many piles hold two blocks or more.
fn big_piles(piles: &[Ordinal]) -> usize {
    let one = Ordinal::one();
    piles.iter().filter(|&pile| *pile > one).count()
}

/// Every winning move of misère transfinite Nim, where whoever takes the last block loses.
///
/// The rule is finite Nim's: with two or more piles of two blocks or more, the balancing moves;
/// with exactly one, cut it to one block or none, whichever leaves an odd number of single
/// blocks; with only single blocks, take one if their number is even. Its proof uses only that a
/// pile of two or more holds some power `2^β` with `β ≥ 1`, which must then pair off with another
/// pile of two or more: true of ordinals as of numbers.
///
/// ```
/// use ordinal::Ordinal;
///
/// let piles: Vec<Ordinal> = ["1", "1", "w"].map(|text| text.parse().unwrap()).to_vec();
/// let moves: Vec<String> = transfinite_nim::misere_moves(&piles).iter().map(|m| m.to_string()).collect();
/// assert_eq!(moves, ["pile 3: ω -> 1"]);
/// ```
pub fn misere_moves(piles: &[Ordinal]) -> Vec<Move<Ordinal>> {
    if big_piles(piles) >= 2 {
        return balancing_moves(piles);
    }
    let unwrap = |chosen: Move<OrdinalHeight>| Move {
        pile: chosen.pile,
        from: chosen.from.0,
        to: chosen.to.0,
    };
    nim::misere_moves(&heights(piles))
        .into_iter()
        .map(unwrap)
        .collect()
}

/// Every winning move under the given play: the balancing moves in normal play, and
/// [`misere_moves`] in misère play. Empty when the player to move loses (or cannot move).
pub fn winning_moves(piles: &[Ordinal], play: Play) -> Vec<Move<Ordinal>> {
    match play {
        Play::Normal => balancing_moves(piles),
        Play::Misere => misere_moves(piles),
    }
}

/// Who wins with best play: [`Outcome::FirstPlayerWins`] or [`Outcome::SecondPlayerWins`].
pub fn outcome(piles: &[Ordinal], play: Play) -> Outcome {
    match play {
        Play::Normal if crate::is_balanced(piles) => Outcome::SecondPlayerWins,
        Play::Normal => Outcome::FirstPlayerWins,
        Play::Misere if big_piles(piles) >= 2 => outcome(piles, Play::Normal),
        Play::Misere => nim::outcome(&heights(piles), Play::Misere),
    }
}
