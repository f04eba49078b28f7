//! Ordinals below ω^ω with machine-word coefficients: the lengths of runs of signs in a row.

use std::cmp::Ordering;

use num_bigint::BigUint;
use ordinal::Ordinal;

/// `Σ ω^level·count + finite`: the infinite terms (levels ≥ 1, strictly decreasing, counts
/// non-zero) apart from the finite part, so that finite lengths, by far the most common, never
/// allocate.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Len {
    infinite: Vec<(u32, u64)>,
    finite: u64,
}

impl Len {
    pub(crate) fn zero() -> Len {
        Len::default()
    }

    pub(crate) fn finite(n: u64) -> Len {
        Len {
            infinite: Vec::new(),
            finite: n,
        }
    }

    /// `ω^level·count`.
    pub(crate) fn term(level: u32, count: u64) -> Len {
        match (level, count) {
            (0, n) => Len::finite(n),
            (_, 0) => Len::zero(),
            _ => Len {
                infinite: vec![(level, count)],
                finite: 0,
            },
        }
    }

    /// `ω^level`.
    pub(crate) fn power(level: u32) -> Len {
        Len::term(level, 1)
    }

    pub(crate) fn is_zero(&self) -> bool {
        self.infinite.is_empty() && self.finite == 0
    }

    /// The terms `(level, count)`, largest first.
    pub(crate) fn terms(&self) -> impl Iterator<Item = (u32, u64)> + '_ {
        let finite = (self.finite > 0).then_some((0, self.finite));
        self.infinite.iter().copied().chain(finite)
    }

    fn from_terms(terms: impl IntoIterator<Item = (u32, u64)>) -> Len {
        let mut len = Len::zero();
        for (level, count) in terms {
            if count == 0 {
                continue;
            }
            if level == 0 {
                len.finite = count;
            } else {
                len.infinite.push((level, count));
            }
        }
        len
    }

    /// The level of the leading term (`None` for 0).
    pub(crate) fn leading_level(&self) -> Option<u32> {
        match self.infinite.first() {
            Some(&(level, _)) => Some(level),
            None => (self.finite > 0).then_some(0),
        }
    }

    /// The natural number this is, if finite.
    pub(crate) fn to_finite(&self) -> Option<u64> {
        self.infinite.is_empty().then_some(self.finite)
    }

    /// Ordinal addition in place, `self = self + other`: `other`'s leading term swallows our
    /// smaller terms.
    pub(crate) fn add(&mut self, other: &Len) {
        let Some(&(top, count)) = other.infinite.first() else {
            self.finite = self.finite.saturating_add(other.finite);
            return;
        };
        self.finite = 0;
        let keep = self.infinite.partition_point(|&(level, _)| level >= top);
        self.infinite.truncate(keep);
        let mut rest = other.infinite.iter().copied();
        if let Some(last) = self.infinite.last_mut()
            && last.0 == top
        {
            last.1 = last.1.saturating_add(count);
            rest.next();
        }
        self.infinite.extend(rest);
        self.finite = other.finite;
    }

    /// Left subtraction: the `c` with `other + c = self`, if `other ≤ self`.
    pub(crate) fn minus(&self, other: &Len) -> Option<Len> {
        if self.infinite.is_empty() && other.infinite.is_empty() {
            return self.finite.checked_sub(other.finite).map(Len::finite);
        }
        let mine: Vec<(u32, u64)> = self.terms().collect();
        let theirs: Vec<(u32, u64)> = other.terms().collect();
        for (index, (&a, &b)) in mine.iter().zip(&theirs).enumerate() {
            if b.0 > a.0 {
                return None;
            }
            if b.0 < a.0 {
                return Some(Len::from_terms(mine[index..].iter().copied()));
            }
            if b.1 > a.1 {
                return None;
            }
            if b.1 < a.1 {
                let first = std::iter::once((a.0, a.1 - b.1));
                return Some(Len::from_terms(
                    first.chain(mine[index + 1..].iter().copied()),
                ));
            }
        }
        if theirs.len() > mine.len() {
            return None;
        }
        Some(Len::from_terms(mine[theirs.len()..].iter().copied()))
    }

    /// Takes `other ≤ self` off the front, in place (finite lengths without allocating).
    pub(crate) fn take(&mut self, other: &Len) {
        if self.infinite.is_empty() && other.infinite.is_empty() {
            self.finite = self.finite.saturating_sub(other.finite);
        } else {
            *self = self.minus(other).unwrap_or_default();
        }
    }

    /// `ω^k·self`: every level raised by `k`.
    pub(crate) fn raised(&self, k: u32) -> Len {
        Len::from_terms(self.terms().map(|(l, c)| (l + k, c)))
    }

    /// `self = ω^k·quotient + remainder` with `remainder < ω^k`.
    pub(crate) fn split(&self, k: u32) -> (Len, Len) {
        if k == 0 {
            return (self.clone(), Len::zero());
        }
        let quotient = Len::from_terms(
            self.terms()
                .filter(|&(l, _)| l >= k)
                .map(|(l, c)| (l - k, c)),
        );
        let remainder = Len::from_terms(self.terms().filter(|&(l, _)| l < k));
        (quotient, remainder)
    }

    /// The same length as an [`Ordinal`].
    pub(crate) fn to_ordinal(&self) -> Ordinal {
        self.terms()
            .map(|(level, count)| {
                Ordinal::monomial(Ordinal::from(u64::from(level)), BigUint::from(count))
            })
            .fold(Ordinal::ZERO, |sum, term| sum + term)
    }
}

impl Ord for Len {
    fn cmp(&self, other: &Len) -> Ordering {
        let mut mine = self.terms();
        let mut theirs = other.terms();
        loop {
            match (mine.next(), theirs.next()) {
                (None, None) => return Ordering::Equal,
                (None, Some(_)) => return Ordering::Less,
                (Some(_), None) => return Ordering::Greater,
                (Some(a), Some(b)) => {
                    let order = a.0.cmp(&b.0).then(a.1.cmp(&b.1));
                    if order != Ordering::Equal {
                        return order;
                    }
                }
            }
        }
    }
}

impl PartialOrd for Len {
    fn partial_cmp(&self, other: &Len) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::Len;

    fn len(terms: &[(u32, u64)]) -> Len {
        Len::from_terms(terms.iter().copied())
    }

    #[test]
    fn ordinal_sums_and_differences() {
        let omega = Len::power(1);
        let plus = |a: &Len, b: &Len| {
            let mut sum = a.clone();
            sum.add(b);
            sum
        };
        assert_eq!(plus(&Len::finite(1), &omega), omega);
        assert_eq!(plus(&omega, &Len::finite(1)), len(&[(1, 1), (0, 1)]));
        assert_eq!(omega.minus(&Len::finite(1)), Some(omega.clone()));
        assert_eq!(Len::finite(1).minus(&omega), None);
        let big = len(&[(2, 1), (1, 2), (0, 3)]);
        assert_eq!(big.minus(&len(&[(2, 1)])), Some(len(&[(1, 2), (0, 3)])));
        assert_eq!(big.split(1), (len(&[(1, 1), (0, 2)]), Len::finite(3)));
        assert_eq!(big.to_ordinal().to_string(), "ω²+ω·2+3");
        assert!(omega < big && Len::finite(7) < omega);
    }
}
