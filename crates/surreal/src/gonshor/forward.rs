//! From a normal form to its sign expansion (Gonshor, Theorems 5.11 and 5.12, and the rule for
//! sums), as runs and cycles.

use num_traits::Signed;

use super::NotARow;
use super::real::{self, is_dyadic};
use super::segments::{Seg, push_run};
use crate::len::Len;
use crate::{Sign, Surreal};

/// A sign expansion with finitely many `+`: runs `(sign, length)`, each `+` run finite. Only
/// such exponents give sign expansions shorter than ω^ω.
pub(crate) type Runs = Vec<(Sign, Len)>;

// ANCHOR: expansion
/// The sign expansion of `x`, term by term: `[ω^{y_0} r_0]` then, for each later term,
/// `[ω^{y_i°} r_i]`, where `y_i°` is `y_i` without the minuses it shares with `y_{i−1}` (and
/// the minus after them too when `r_{i−1}` is not dyadic and `y_{i−1}` is a prefix of `y_i`).
pub(crate) fn expansion(x: &Surreal) -> Result<Vec<Seg>, NotARow> {
    let mut out = Vec::new();
    let mut previous: Option<(Runs, bool)> = None;
    for term in x.terms() {
        let y = exponent_runs(term.exponent())?;
        let reduced = match &previous {
            None => y.clone(),
            Some((before, extra)) => without_shared_minuses(&y, before, *extra),
        };
        term_expansion(&reduced, term.coefficient(), &mut out)?;
        previous = Some((y, !is_dyadic(term.coefficient())));
    }
    Ok(out)
}

/// `[ω^y·r]` with `y` given by its (reduced) signs: `+`, then each sign `s` of `y` repeated
/// ω^{p+1} times (`p` the pluses before it), then the signs of `[|r|]` after its first, each
/// repeated ω^{y⁺} times; all swapped when `r < 0`.
fn term_expansion(
    y: &[(Sign, Len)],
    r: &num_rational::BigRational,
    out: &mut Vec<Seg>,
) -> Result<(), NotARow> {
    let mut signs = Vec::new();
    push_run(&mut signs, Sign::Plus, Len::finite(1));
    let mut p: u32 = 0;
    for (sign, len) in y {
        match sign {
            Sign::Plus => {
                let n = len.to_finite().ok_or_else(NotARow::too_long)?;
                if n > super::MAX_ROW_TOKENS {
                    return Err(NotARow::too_long());
                }
                for _ in 0..n {
                    push_run(&mut signs, Sign::Plus, Len::power(p + 1));
                    p = p.checked_add(1).ok_or_else(NotARow::too_long)?;
                }
            }
            Sign::Minus => push_run(&mut signs, Sign::Minus, len.raised(p + 1)),
        }
    }
    let (runs, period) = real::tail_of(&r.abs()).ok_or_else(NotARow::too_long)?;
    for (sign, count) in runs {
        push_run(&mut signs, sign, Len::term(p, count));
    }
    if !period.is_empty() {
        signs.push(Seg::Cycle(p, period));
    }
    let negative = r.is_negative();
    for seg in signs {
        match seg {
            Seg::Run(sign, len) if negative => push_run(out, sign.swapped(), len),
            Seg::Run(sign, len) => push_run(out, sign, len),
            Seg::Cycle(level, period) if negative => out.push(Seg::Cycle(
                level,
                period.iter().map(|s| s.swapped()).collect(),
            )),
            cycle => out.push(cycle),
        }
    }
    Ok(())
}
// ANCHOR_END: expansion

// ANCHOR: shared_minuses
/// `y` without the minuses of its longest common prefix with `before` (the pluses stay), and,
/// when `extra` (the coefficient before was not dyadic) and all of `before` is a prefix of `y`,
/// without the minus that follows it too.
pub(crate) fn without_shared_minuses(
    y: &[(Sign, Len)],
    before: &[(Sign, Len)],
    extra: bool,
) -> Runs {
    let mut out: Runs = Vec::new();
    let mut index = 0;
    let mut rest: Option<(Sign, Len)> = None;
    // Whether the common prefix is all of `before`.
    let mut all_of_before = true;
    while index < before.len() {
        let (Some((sign, len)), (their_sign, their_len)) = (y.get(index), &before[index]) else {
            all_of_before = false; // `y` is a proper prefix of `before`
            break;
        };
        if sign != their_sign {
            all_of_before = false;
            break;
        }
        let common = len.min(their_len).clone();
        if *sign == Sign::Plus {
            push(&mut out, Sign::Plus, common.clone());
        }
        index += 1;
        if len != their_len {
            // The common prefix ends inside this run; what is left of ours comes after it.
            all_of_before = len > their_len && index == before.len();
            rest = len.minus(&common).map(|left| (*sign, left));
            break;
        }
    }
    let mut tail: Runs = rest.into_iter().filter(|(_, len)| !len.is_zero()).collect();
    tail.extend(y[index..].iter().cloned());
    if extra
        && all_of_before
        && let Some((Sign::Minus, len)) = tail.first_mut()
    {
        *len = len.minus(&Len::finite(1)).unwrap_or_default();
        if len.is_zero() {
            tail.remove(0);
        }
    }
    for (sign, len) in tail {
        push(&mut out, sign, len);
    }
    out
}
// ANCHOR_END: shared_minuses
pub(crate) fn push(runs: &mut Runs, sign: Sign, len: Len) {
    if len.is_zero() {
        return;
    }
    match runs.last_mut() {
        Some((last, total)) if *last == sign => total.add(&len),
        _ => runs.push((sign, len)),
    }
}

/// The signs of an exponent, which must have finitely many pluses.
fn exponent_runs(y: &Surreal) -> Result<Runs, NotARow> {
    let mut runs = Runs::new();
    for seg in expansion(y)? {
        match seg {
            Seg::Run(Sign::Plus, len) if len.to_finite().is_none() => {
                return Err(NotARow::infinitely_many_pluses(y));
            }
            Seg::Run(sign, len) => push(&mut runs, sign, len),
            Seg::Cycle(..) => return Err(NotARow::infinitely_many_pluses(y)),
        }
    }
    Ok(runs)
}
