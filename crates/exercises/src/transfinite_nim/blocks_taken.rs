//! Exercise 9.3: how much a move takes.

use ordinal::Ordinal;

// ANCHOR: stub
/// How many blocks a move takes off the top of a pile of height `from` that leaves it at height
/// `to < from`: the ordinal `c` with `to + c = from`, without calling [`Ordinal::checked_sub`].
/// From `ω+3` down to `ω` takes 3; from `ω·2` down to `ω+5` takes ω (since `ω+5+ω = ω·2`);
/// and the challenge's winning move, from `ω₁` down to `ε₀+ω^(ω+3)+ω^ω·2+ω·4`, takes `ω₁`.
pub fn blocks_taken(from: &Ordinal, to: &Ordinal) -> Ordinal {
    todo!("the part of {from} above {to}")
}
// ANCHOR_END: stub
