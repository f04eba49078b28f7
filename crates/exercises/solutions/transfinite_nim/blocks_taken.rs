//! A solution to exercise 9.3: how much a move takes.

use ordinal::Ordinal;

// ANCHOR: solution
/// How many blocks a move takes off the top of a pile of height `from` that leaves it at height
/// `to < from`: the ordinal `c` with `to + c = from`, without calling [`Ordinal::checked_sub`].
/// From `ω+3` down to `ω` takes 3; from `ω·2` down to `ω+5` takes ω (since `ω+5+ω = ω·2`);
/// and the challenge's winning move, from `ω₁` down to `ε₀+ω^(ω+3)+ω^ω·2+ω·4`, takes `ω₁`.
pub fn blocks_taken(from: &Ordinal, to: &Ordinal) -> Ordinal {
    let term =
        |t: &ordinal::Term| Ordinal::monomial(t.exponent().into_owned(), t.coefficient().clone());
    let (high, low) = (from.terms(), to.terms());
    // Skip the terms the two normal forms share; `to` is smaller, so they part somewhere.
    let same = high.iter().zip(low).take_while(|(a, b)| a == b).count();
    let Some(first) = high.get(same) else {
        return Ordinal::ZERO;
    };
    let rest: Ordinal = high[same + 1..].iter().map(term).sum();
    match low.get(same) {
        // Same power, smaller coefficient: c makes up the difference, then the rest of `from`.
        Some(lower) if lower.exponent() == first.exponent() => {
            let difference = first.coefficient() - lower.coefficient();
            Ordinal::monomial(first.exponent().into_owned(), difference) + rest
        }
        // A smaller power (or nothing): everything below is swallowed by this term of `from`.
        _ => term(first) + rest,
    }
}
// ANCHOR_END: solution
