//! Exercise 5.1: adding ordinals below ω^ω.

// ANCHOR: stub
/// The ordinal sum `a + b` of two ordinals below `ω^ω`, each given by its Cantor normal form as
/// `(exponent, coefficient)` pairs, exponents decreasing and coefficients at least 1:
/// `ω²·3 + ω + 5` is `[(2, 3), (1, 1), (0, 5)]`, and 0 is `[]`. So `[(0, 1)] + [(1, 1)]`
/// (that is, `1 + ω`) is `[(1, 1)]`, while `ω + 1` is `[(1, 1), (0, 1)]`.
pub fn ordinal_sum(a: &[(u32, u64)], b: &[(u32, u64)]) -> Vec<(u32, u64)> {
    todo!("{a:?} + {b:?}")
}
// ANCHOR_END: stub
