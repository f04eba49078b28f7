//! Ordinals below ω^ω with machine-word coefficients: the lengths of runs of signs in a row.

use std::cmp::Ordering;

use num_bigint::BigUint;
use ordinal::Ordinal;

/// `Σ ω^level·count`, levels strictly decreasing, counts non-zero.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Len {
    terms: Vec<(u32, u64)>,
}

impl Len {
    pub(crate) fn zero() -> Len {
        Len::default()
    }

    pub(crate) fn finite(n: u64) -> Len {
        Len::term(0, n)
    }

    /// `ω^level·count`.
    pub(crate) fn term(level: u32, count: u64) -> Len {
        Len {
            terms: if count == 0 {
                Vec::new()
            } else {
                vec![(level, count)]
            },
        }
    }

    /// `ω^level`.
    pub(crate) fn power(level: u32) -> Len {
        Len::term(level, 1)
    }

    pub(crate) fn is_zero(&self) -> bool {
        self.terms.is_empty()
    }

    pub(crate) fn terms(&self) -> &[(u32, u64)] {
        &self.terms
    }

    /// The level of the leading term (`None` for 0).
    pub(crate) fn leading_level(&self) -> Option<u32> {
        self.terms.first().map(|&(level, _)| level)
    }

    /// The natural number this is, if finite.
    pub(crate) fn to_finite(&self) -> Option<u64> {
        match self.terms.as_slice() {
            [] => Some(0),
            [(0, n)] => Some(*n),
            _ => None,
        }
    }

    /// Ordinal addition `self + other`: `other`'s leading term swallows our smaller terms.
    pub(crate) fn plus(&self, other: &Len) -> Len {
        let Some(top) = other.leading_level() else {
            return self.clone();
        };
        let mut terms: Vec<(u32, u64)> = self
            .terms
            .iter()
            .copied()
            .take_while(|&(level, _)| level >= top)
            .collect();
        let mut rest = other.terms.iter().copied();
        if let (Some(last), Some(first)) = (terms.last_mut(), other.terms.first())
            && last.0 == first.0
        {
            last.1 = last.1.saturating_add(first.1);
            rest.next();
        }
        terms.extend(rest);
        Len { terms }
    }

    /// Left subtraction: the `c` with `other + c = self`, if `other ≤ self`.
    pub(crate) fn minus(&self, other: &Len) -> Option<Len> {
        for (index, (&mine, &theirs)) in self.terms.iter().zip(&other.terms).enumerate() {
            if theirs.0 > mine.0 {
                return None;
            }
            if theirs.0 < mine.0 {
                return Some(Len {
                    terms: self.terms[index..].to_vec(),
                });
            }
            if theirs.1 > mine.1 {
                return None;
            }
            if theirs.1 < mine.1 {
                let mut terms = vec![(mine.0, mine.1 - theirs.1)];
                terms.extend_from_slice(&self.terms[index + 1..]);
                return Some(Len { terms });
            }
        }
        if other.terms.len() > self.terms.len() {
            return None;
        }
        Some(Len {
            terms: self.terms[other.terms.len()..].to_vec(),
        })
    }

    /// `ω^k·self`: every level raised by `k`.
    pub(crate) fn raised(&self, k: u32) -> Len {
        Len {
            terms: self.terms.iter().map(|&(l, c)| (l + k, c)).collect(),
        }
    }

    /// `self = ω^k·quotient + remainder` with `remainder < ω^k`.
    pub(crate) fn split(&self, k: u32) -> (Len, Len) {
        let cut = self.terms.partition_point(|&(level, _)| level >= k);
        let quotient = self.terms[..cut].iter().map(|&(l, c)| (l - k, c)).collect();
        let remainder = self.terms[cut..].to_vec();
        (Len { terms: quotient }, Len { terms: remainder })
    }

    /// The same length as an [`Ordinal`].
    pub(crate) fn to_ordinal(&self) -> Ordinal {
        self.terms
            .iter()
            .map(|&(level, count)| {
                Ordinal::monomial(Ordinal::from(u64::from(level)), BigUint::from(count))
            })
            .fold(Ordinal::ZERO, |sum, term| sum + term)
    }
}

impl Ord for Len {
    fn cmp(&self, other: &Len) -> Ordering {
        for (&mine, &theirs) in self.terms.iter().zip(&other.terms) {
            let order = mine.0.cmp(&theirs.0).then(mine.1.cmp(&theirs.1));
            if order != Ordering::Equal {
                return order;
            }
        }
        self.terms.len().cmp(&other.terms.len())
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
        Len {
            terms: terms.to_vec(),
        }
    }

    #[test]
    fn ordinal_sums_and_differences() {
        let omega = Len::power(1);
        assert_eq!(Len::finite(1).plus(&omega), omega);
        assert_eq!(omega.plus(&Len::finite(1)), len(&[(1, 1), (0, 1)]));
        assert_eq!(omega.minus(&Len::finite(1)), Some(omega.clone()));
        assert_eq!(Len::finite(1).minus(&omega), None);
        let big = len(&[(2, 1), (1, 2), (0, 3)]);
        assert_eq!(big.minus(&len(&[(2, 1)])), Some(len(&[(1, 2), (0, 3)])));
        assert_eq!(big.split(1), (len(&[(1, 1), (0, 2)]), Len::finite(3)));
        assert_eq!(big.to_ordinal().to_string(), "ω²+ω·2+3");
        assert!(omega < big && Len::finite(7) < omega);
    }
}
