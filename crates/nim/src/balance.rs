//! The balancing strategy, for piles of any [`Height`]: the nim-sum, every balancing move, and
//! misère play.

use std::fmt;

use game::Outcome;

use crate::Height;

/// A move in Nim: pile `pile` (counted from 0, as everything in the book counts piles) goes
/// from height `from` down to height `to`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move<H = num_bigint::BigUint> {
    /// Which pile, from 0.
    pub pile: usize,
    /// Its height before the move.
    pub from: H,
    /// Its height after the move, less than `from`.
    pub to: H,
}

impl<H: fmt::Display> fmt::Display for Move<H> {
    /// `pile 2: 5 -> 3`, counting piles from 0.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "pile {}: {} -> {}", self.pile, self.from, self.to)
    }
}

/// Which player wins at the end: the one who takes the last block, or the other one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Play {
    /// Normal play: whoever takes the last block wins (whoever cannot move loses).
    #[default]
    Normal,
    /// Misère play: whoever takes the last block loses (whoever cannot move wins).
    Misere,
}

/// The nim-sum of the heights: each power of two counted once if it turns up an odd number of
/// times among the piles, and not at all if an even number.
///
/// ```
/// assert_eq!(nim::nim_sum(&[1u64, 3, 5, 7]), 0);
/// assert_eq!(nim::nim_sum(&[3u64, 5]), 6);
/// ```
pub fn nim_sum<H: Height>(piles: &[H]) -> H {
    H::nim_sum_of(piles)
}

/// Whether the position is balanced: every power of two pairs off, so the nim-sum is zero.
pub fn is_balanced<H: Height>(piles: &[H]) -> bool {
    nim_sum(piles) == H::zero()
}

// ANCHOR: balancing_moves
/// Every balancing move: every move that leaves the nim-sum zero.
///
/// With nim-sum `s`, moving pile `p` to `p ⊕ s` makes the nim-sum
/// `s ⊕ s = 0`. That is a move exactly when `p ⊕ s < p`, which is when `p`
/// holds the highest power of two in `s`: that power is taken away, and
/// nothing higher changes. No other move balances, since the new height of
/// the pile is forced. A balanced position (`s = 0`) has no balancing move.
/// (A kind of height may find them faster: see [`Height::balancing_moves_of`].)
pub fn balancing_moves<H: Height>(piles: &[H]) -> Vec<Move<H>> {
    let sum = nim_sum(piles);
    let mut moves = Vec::new();
    for (pile, height) in piles.iter().enumerate() {
        let to = height.nim_add(&sum);
        if to < *height {
            let from = height.clone();
            moves.push(Move { pile, from, to });
        }
    }
    moves
}
// ANCHOR_END: balancing_moves

/// How many piles hold two blocks or more, and how many hold exactly one.
fn big_and_single<H: Height>(piles: &[H]) -> (Vec<usize>, usize) {
    let one = H::one();
    let big = (0..piles.len()).filter(|&i| piles[i] > one).collect();
    let single = piles.iter().filter(|&pile| *pile == one).count();
    (big, single)
}

// ANCHOR: misere_moves
/// Every winning move in misère Nim, where whoever takes the last block
/// loses.
///
/// - Two or more piles of two blocks or more: play exactly as in normal
///   Nim, since no move can leave only single blocks. The winning moves are
///   the balancing moves.
/// - Exactly one such pile: cut it down to one block or to none, whichever
///   leaves an odd number of single blocks (normal Nim leaves an even
///   number). That is the one winning move.
/// - Only single blocks: the player to move wins exactly when there is an
///   even number of them (zero included: whoever cannot move has won), and
///   then taking any one of them wins.
pub fn misere_moves<H: Height>(piles: &[H]) -> Vec<Move<H>> {
    let (big, single) = big_and_single(piles);
    match big.as_slice() {
        [] if single % 2 == 0 => {
            let ones = (0..piles.len()).filter(|&pile| piles[pile] == H::one());
            ones.map(|pile| Move {
                pile,
                from: H::one(),
                to: H::zero(),
            })
            .collect()
        }
        [] => Vec::new(),
        &[pile] => {
            let to = if single % 2 == 0 { H::one() } else { H::zero() };
            let from = piles[pile].clone();
            vec![Move { pile, from, to }]
        }
        _ => H::balancing_moves_of(piles),
    }
}
// ANCHOR_END: misere_moves

/// Whether the player to move wins misère Nim from here with best play.
pub fn misere_first_player_wins<H: Height>(piles: &[H]) -> bool {
    let (big, single) = big_and_single(piles);
    match big.len() {
        0 => single % 2 == 0,
        1 => true,
        _ => !is_balanced(piles),
    }
}

/// Every winning move under the given play: the balancing moves in normal play, and
/// [`misere_moves`] in misère play. Empty when the player to move loses (or cannot move).
pub fn winning_moves<H: Height>(piles: &[H], play: Play) -> Vec<Move<H>> {
    match play {
        Play::Normal => H::balancing_moves_of(piles),
        Play::Misere => misere_moves(piles),
    }
}

/// Who wins with best play: [`Outcome::FirstPlayerWins`] or [`Outcome::SecondPlayerWins`] (Nim is
/// impartial, so nobody wins whoever starts).
pub fn outcome<H: Height>(piles: &[H], play: Play) -> Outcome {
    let first_wins = match play {
        Play::Normal => !is_balanced(piles),
        Play::Misere => misere_first_player_wins(piles),
    };
    if first_wins {
        Outcome::FirstPlayerWins
    } else {
        Outcome::SecondPlayerWins
    }
}
