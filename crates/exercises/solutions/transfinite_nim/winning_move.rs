//! A solution to exercise 9.2: a winning move.

use ordinal::Ordinal;

// ANCHOR: solution
/// A winning move of transfinite Nim, as `(pile, height left)` with piles counted from 0, or
/// `None` if the position is balanced (and so every move loses). For the challenge,
/// `1, ω+3, ω^ω+5, ω^(ω+3)+ω^ω·3+ω·5+7, ε₀, ω₁`, the one winning move is
/// `(5, ε₀+ω^(ω+3)+ω^ω·2+ω·4)`. Any winning move is accepted when there are several.
pub fn winning_move(piles: &[Ordinal]) -> Option<(usize, Ordinal)> {
    let forms: Vec<Vec<Ordinal>> = piles.iter().map(Ordinal::base2).collect();
    // The base-2 digits of the nim-sum: exponents that turn up an odd number of times.
    let mut sum: Vec<Ordinal> = Vec::new();
    for exponent in forms.iter().flatten() {
        match sum.iter().position(|seen| seen == exponent) {
            Some(index) => {
                sum.remove(index);
            }
            None => sum.push(exponent.clone()),
        }
    }
    // Play on a pile holding the largest unpaired power of two ...
    let top = sum.iter().max()?;
    let pile = forms.iter().position(|form| form.contains(top))?;
    // ... and leave it with the digits it does not share with the nim-sum, plus the digits of
    // the nim-sum it lacks: pile ⊕ sum, which balances everything.
    let mut left: Vec<Ordinal> = forms[pile]
        .iter()
        .filter(|exponent| !sum.contains(exponent))
        .chain(
            sum.iter()
                .filter(|exponent| !forms[pile].contains(exponent)),
        )
        .cloned()
        .collect();
    left.sort_unstable_by(|a, b| b.cmp(a));
    Some((pile, Ordinal::from_base2(&left)))
}
// ANCHOR_END: solution
