//! Left subtraction, the inverse of ordinal addition that Nim moves need.

use crate::ordinal::{Ordinal, Term};

impl Ordinal {
    /// Left subtraction: the unique `c` with `rhs + c == self`, or `None` when
    /// `rhs > self`.
    ///
    /// This is how much a Nim move removes from the top of a pile of height `self`
    /// that it leaves at height `rhs`. Ordinal addition only cancels on the left,
    /// so there is no right subtraction: `ω = 1 + ω = 2 + ω`, and
    /// `ω.checked_sub(1)` is ω, not a predecessor.
    ///
    /// ```
    /// use ordinal::Ordinal;
    /// let pile: Ordinal = "w*2+3".parse().unwrap();
    /// let left: Ordinal = "w+5".parse().unwrap();
    /// let taken = pile.checked_sub(&left).unwrap();
    /// assert_eq!(taken.to_string(), "ω+3");
    /// assert_eq!(&left + &taken, pile);
    /// assert_eq!(left.checked_sub(&pile), None);
    /// ```
    pub fn checked_sub(&self, rhs: &Ordinal) -> Option<Ordinal> {
        for (index, (theirs, mine)) in rhs.terms.iter().zip(&self.terms).enumerate() {
            if theirs.power > mine.power {
                return None;
            }
            if theirs.power < mine.power {
                // `rhs + c` must rebuild our terms from here on, swallowing the rest of `rhs`.
                return Some(Ordinal {
                    terms: self.terms[index..].to_vec(),
                });
            }
            if theirs.coefficient > mine.coefficient {
                return None;
            }
            if theirs.coefficient < mine.coefficient {
                let mut terms = Vec::with_capacity(self.terms.len() - index);
                terms.push(Term {
                    power: mine.power.clone(),
                    coefficient: &mine.coefficient - &theirs.coefficient,
                });
                terms.extend_from_slice(&self.terms[index + 1..]);
                return Some(Ordinal { terms });
            }
        }
        (rhs.terms.len() <= self.terms.len()).then(|| Ordinal {
            terms: self.terms[rhs.terms.len()..].to_vec(),
        })
    }
}
