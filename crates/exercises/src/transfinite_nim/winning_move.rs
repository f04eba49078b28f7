//! Exercise 9.2: a winning move.

use ordinal::Ordinal;

// ANCHOR: stub
/// A winning move of transfinite Nim, as `(pile, height left)` with piles counted from 0, or
/// `None` if the position is balanced (and so every move loses). For the challenge,
/// `1, ω+3, ω^ω+5, ω^(ω+3)+ω^ω·3+ω·5+7, ε₀, ω₁`, the one winning move is
/// `(5, ε₀+ω^(ω+3)+ω^ω·2+ω·4)`. Any winning move is accepted when there are several.
pub fn winning_move(piles: &[Ordinal]) -> Option<(usize, Ordinal)> {
    todo!("a winning move from {piles:?}")
}
// ANCHOR_END: stub
