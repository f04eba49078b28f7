//! A solution to exercise 5.1: adding ordinals below ω^ω.

// ANCHOR: solution
/// The ordinal sum `a + b` of two ordinals below `ω^ω`, each given by its Cantor normal form as
/// `(exponent, coefficient)` pairs, exponents decreasing and coefficients at least 1:
/// `ω²·3 + ω + 5` is `[(2, 3), (1, 1), (0, 5)]`, and 0 is `[]`. So `[(0, 1)] + [(1, 1)]`
/// (that is, `1 + ω`) is `[(1, 1)]`, while `ω + 1` is `[(1, 1), (0, 1)]`.
pub fn ordinal_sum(a: &[(u32, u64)], b: &[(u32, u64)]) -> Vec<(u32, u64)> {
    let Some(&(lead, coefficient)) = b.first() else {
        return a.to_vec();
    };
    // The terms of `a` below b's leading power are swallowed: ω^m + ω^n = ω^n when m < n.
    let mut sum: Vec<(u32, u64)> = a.iter().copied().take_while(|&(e, _)| e >= lead).collect();
    match sum.last_mut() {
        // The same power: the coefficients add, ω·2 + ω·3 = ω·5.
        Some((e, c)) if *e == lead => *c += coefficient,
        _ => sum.push((lead, coefficient)),
    }
    // The rest of `b` follows unchanged.
    sum.extend_from_slice(&b[1..]);
    sum
}
// ANCHOR_END: solution
