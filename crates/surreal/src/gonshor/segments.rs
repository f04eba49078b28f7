//! Sign sequences as runs and cycles: the shape Gonshor's theorems speak of.

use crate::Sign;
use crate::len::Len;
use crate::row::Token;

/// A stretch of a sign sequence: `sign` repeated `len` times, or a cycle (`period`'s signs,
/// each repeated ω^level times, the whole repeated ω times: ω^(level+1) long).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Seg {
    Run(Sign, Len),
    Cycle(u32, Vec<Sign>),
}

/// Appends a run, merging it into the last one if that has the same sign.
pub(crate) fn push_run(out: &mut Vec<Seg>, sign: Sign, len: Len) {
    if len.is_zero() {
        return;
    }
    if let Some(Seg::Run(last, total)) = out.last_mut()
        && *last == sign
    {
        total.add(&len);
        return;
    }
    out.push(Seg::Run(sign, len));
}

/// Appends segments one by one (runs merging).
pub(crate) fn extend(out: &mut Vec<Seg>, more: impl IntoIterator<Item = Seg>) {
    for seg in more {
        match seg {
            Seg::Run(sign, len) => push_run(out, sign, len),
            cycle => out.push(cycle),
        }
    }
}

/// `s` nested in `level` parentheses: `s^{ω^level}`.
fn nest(tokens: &mut Vec<Token>, sign: Sign, level: u32) {
    tokens.extend((0..level).map(|_| Token::Open));
    tokens.push(Token::Pebble(sign));
    tokens.extend((0..level).map(|_| Token::Close));
}

/// How many tokens [`tokens`] writes, saturating.
pub(crate) fn token_count(segs: &[Seg]) -> u64 {
    let nested = |level: u32| 2 * u64::from(level) + 1;
    segs.iter().fold(0u64, |total, seg| {
        let more = match seg {
            Seg::Run(_, len) => len.terms().fold(0u64, |sum, (level, count)| {
                sum.saturating_add(count.saturating_mul(nested(level)))
            }),
            Seg::Cycle(level, period) => (period.len() as u64)
                .saturating_mul(nested(*level))
                .saturating_add(2),
        };
        total.saturating_add(more)
    })
}

/// The row's tokens for these segments: `s^{ω^k·c}` is `c` copies of `s` in `k` parentheses,
/// a cycle is `( … )` around its period.
pub(crate) fn tokens(segs: &[Seg]) -> Vec<Token> {
    let mut tokens = Vec::new();
    for seg in segs {
        match seg {
            Seg::Run(sign, len) => {
                for (level, count) in len.terms() {
                    for _ in 0..count {
                        nest(&mut tokens, *sign, level);
                    }
                }
            }
            Seg::Cycle(level, period) => {
                tokens.push(Token::Open);
                for &sign in period {
                    nest(&mut tokens, sign, *level);
                }
                tokens.push(Token::Close);
            }
        }
    }
    tokens
}
