//! From a sign sequence (runs and cycles) back to its normal form, term by term: Gonshor's
//! rules read backwards.

use num_rational::BigRational;

use super::forward::{Runs, push};
use super::real::{self, is_dyadic};
use super::segments::Seg;
use crate::len::Len;
use crate::{Sign, Surreal, Term};

/// What one term's signs say, before its exponent is restored.
pub(crate) struct RawTerm {
    /// The exponent's signs with the minuses shared with the previous exponent left out.
    pub(crate) reduced: Runs,
    pub(crate) coefficient: BigRational,
}

/// A stream of segments read from the front (kept reversed, so the front is the end).
pub(crate) struct Reader {
    rest: Vec<Seg>,
}

// ANCHOR: reading
impl Reader {
    pub(crate) fn new(segs: Vec<Seg>) -> Reader {
        let mut rest = segs;
        rest.reverse();
        Reader { rest }
    }

    /// The maximal run at the front (a cycle at the front is unrolled as far as needed).
    fn front_run(&mut self) -> Option<(Sign, Len)> {
        self.unroll_front();
        let Some(Seg::Run(sign, mut len)) = self.rest.pop() else {
            return None;
        };
        loop {
            match self.rest.last_mut() {
                Some(Seg::Run(next, more)) if *next == sign => {
                    len.add(more);
                    self.rest.pop();
                }
                Some(Seg::Cycle(level, period)) if period[0] == sign => {
                    len.add(&Len::power(*level));
                    period.rotate_left(1);
                }
                _ => break,
            }
        }
        self.rest.push(Seg::Run(sign, len.clone()));
        Some((sign, len))
    }

    fn unroll_front(&mut self) {
        if let Some(Seg::Cycle(level, period)) = self.rest.last_mut() {
            let (sign, level) = (period[0], *level);
            period.rotate_left(1);
            self.rest.push(Seg::Run(sign, Len::power(level)));
        }
    }

    /// Takes `len` signs from the front run (which has at least that many).
    fn take(&mut self, len: &Len) {
        if let Some(Seg::Run(_, total)) = self.rest.last_mut() {
            total.take(len);
            if total.is_zero() {
                self.rest.pop();
            }
        }
    }

    fn put_back(&mut self, sign: Sign, len: Len) {
        self.rest.push(Seg::Run(sign, len));
    }

    /// Reads one term: its first sign (`−` for a negative term, read with all signs swapped),
    /// its exponent (runs of at least ω^{p+1} equal signs), its coefficient (blocks of exactly
    /// ω^k equal signs, `k` the exponent's pluses).
    pub(crate) fn term(&mut self) -> Option<RawTerm> {
        let (first, _) = self.front_run()?;
        self.take(&Len::finite(1));
        let view = |sign: Sign| {
            if first == Sign::Minus {
                sign.swapped()
            } else {
                sign
            }
        };
        // The exponent.
        let mut reduced = Runs::new();
        let mut p: u32 = 0;
        while let Some((sign, len)) = self.front_run() {
            if len.leading_level().is_none_or(|level| level < p + 1) {
                break;
            }
            if view(sign) == Sign::Plus {
                self.take(&Len::power(p + 1));
                push(&mut reduced, Sign::Plus, Len::finite(1));
                p += 1;
            } else {
                let (count, _) = len.split(p + 1);
                self.take(&count.raised(p + 1));
                push(&mut reduced, Sign::Minus, count);
            }
        }
        // The coefficient: a path in the tree of reals, one sign per block of ω^p.
        let block = Len::power(p);
        let mut path = vec![Sign::Plus];
        let mut period = Vec::new();
        loop {
            if p == 0 {
                // Blocks of one sign: whole finite runs at once (runs here alternate in sign).
                while let Some(Seg::Run(sign, len)) = self.rest.last() {
                    let Some(count) = len.to_finite() else { break };
                    path.extend(std::iter::repeat_n(view(*sign), count as usize));
                    self.rest.pop();
                }
            }
            if let Some(Seg::Cycle(level, signs)) = self.rest.last()
                && *level == p
            {
                period = signs.iter().map(|&s| view(s)).collect();
                self.rest.pop();
                break;
            }
            let Some((sign, len)) = self.front_run() else {
                break;
            };
            let Some(level) = len.leading_level() else {
                break;
            };
            if level < p {
                break; // (i) the next ω^p signs are not all one sign
            }
            if level > p {
                // (ii) ω^{p+1} equal signs follow: the block before them starts the next term.
                if path.len() > 1 {
                    let last = path.pop().expect("a block");
                    self.put_back(view(last), block.clone());
                }
                break;
            }
            let (count, _) = len.split(p);
            let count = count.to_finite().unwrap_or(0);
            path.extend(std::iter::repeat_n(view(sign), count as usize));
            self.take(&Len::term(p, count));
        }
        let mut coefficient = real::value_of(&path, &period);
        if first == Sign::Minus {
            coefficient = -coefficient;
        }
        Some(RawTerm {
            reduced,
            coefficient,
        })
    }
}
// ANCHOR_END: reading

// ANCHOR: restore
/// The exponent `y_i` from its reduced signs and the previous exponent's: the minuses of the
/// previous exponent before the first place they differ go back in (and one more after all of
/// the previous exponent when the previous coefficient was not dyadic).
pub(crate) fn restore(reduced: &[(Sign, Len)], before: &[(Sign, Len)], extra: bool) -> Runs {
    let mut out = Runs::new();
    let mut mine = reduced.iter().cloned().peekable();
    let mut pending: Option<(Sign, Len)> = None;
    let mut differed = false;
    for (sign, len) in before {
        match sign {
            Sign::Minus => push(&mut out, Sign::Minus, len.clone()),
            Sign::Plus => {
                let wanted = len.to_finite().unwrap_or(0);
                let available = match pending.take().or_else(|| mine.next()) {
                    Some((Sign::Plus, have)) => have.to_finite().unwrap_or(0),
                    other => {
                        pending = other;
                        0
                    }
                };
                let used = wanted.min(available);
                push(&mut out, Sign::Plus, Len::finite(used));
                if available > used {
                    pending = Some((Sign::Plus, Len::finite(available - used)));
                }
                if used < wanted {
                    differed = true;
                    break;
                }
            }
        }
    }
    if extra && !differed {
        push(&mut out, Sign::Minus, Len::finite(1));
    }
    for (sign, len) in pending.into_iter().chain(mine) {
        push(&mut out, sign, len);
    }
    out
}
// ANCHOR_END: restore
/// The normal form of a sign sequence given as segments, term by term, stopping after `limit`
/// terms.
pub(crate) fn read_terms(segs: Vec<Seg>, limit: usize) -> Vec<Term> {
    let mut reader = Reader::new(segs);
    let mut terms: Vec<Term> = Vec::new();
    let mut previous: Option<(Runs, bool)> = None;
    while terms.len() < limit {
        let Some(raw) = reader.term() else { break };
        let y = match &previous {
            None => raw.reduced,
            Some((before, extra)) => restore(&raw.reduced, before, *extra),
        };
        let exponent = value_of_runs(&y);
        previous = Some((y, !is_dyadic(&raw.coefficient)));
        terms.push(Term::new(exponent, raw.coefficient));
    }
    terms
}

/// The value of a sign sequence with finitely many pluses (an exponent).
pub(crate) fn value_of_runs(runs: &[(Sign, Len)]) -> Surreal {
    if runs.is_empty() {
        return Surreal::zero();
    }
    let segs = runs.iter().map(|(s, l)| Seg::Run(*s, l.clone())).collect();
    Surreal::from_terms(read_terms(segs, usize::MAX))
}
