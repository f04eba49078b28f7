//! The natural (Hessenberg) sum and product: ordinals added and multiplied term by term, like
//! polynomials in ω, so that both commute.

use num_traits::Zero;

use super::cost;
use crate::ordinal::{Ordinal, Term};
use crate::power::Power;

/// Largest natural product [`Ordinal::checked_natural_mul`] computes, in [`Ordinal::size`]
/// units (a term, or a 64-bit word of a coefficient, counted through the exponents too).
const MAX_NATURAL_PRODUCT_SIZE: u64 = 1 << 20;

impl Ordinal {
    /// The natural (Hessenberg) sum `self ⊕ rhs`: the coefficients of equal powers of ω added,
    /// and every term of both kept.
    ///
    /// Unlike `+`, it is commutative and strictly increasing in each argument, and it is never
    /// below either ordinal sum. It is the sum of the ordinals as surreal numbers (chapter 6), and
    /// the sum CGSuite computes for them.
    ///
    /// ```
    /// use ordinal::Ordinal;
    /// let a: Ordinal = "w+1".parse().unwrap();
    /// assert_eq!(a.natural_add(&a).to_string(), "ω·2+2");
    /// assert_eq!((&a + &a).to_string(), "ω·2+1");
    /// let one = Ordinal::one();
    /// assert_eq!(one.natural_add(&Ordinal::omega()).to_string(), "ω+1");
    /// ```
    pub fn natural_add(&self, rhs: &Ordinal) -> Ordinal {
        let mut terms = Vec::with_capacity(self.terms.len() + rhs.terms.len());
        let (mut mine, mut theirs) = (self.terms.iter().peekable(), rhs.terms.iter().peekable());
        while let (Some(a), Some(b)) = (mine.peek(), theirs.peek()) {
            match a.power.cmp(&b.power) {
                std::cmp::Ordering::Greater => terms.push(mine.next().cloned().unwrap()),
                std::cmp::Ordering::Less => terms.push(theirs.next().cloned().unwrap()),
                std::cmp::Ordering::Equal => {
                    terms.push(Term {
                        power: a.power.clone(),
                        coefficient: &a.coefficient + &b.coefficient,
                    });
                    mine.next();
                    theirs.next();
                }
            }
        }
        terms.extend(mine.cloned());
        terms.extend(theirs.cloned());
        Ordinal { terms }
    }

    /// The natural (Hessenberg) product `self ⊗ rhs`: `ω^α·c ⊗ ω^β·d = ω^(α⊕β)·(c·d)` for
    /// each pair of terms, the pieces added by [`Ordinal::natural_add`].
    ///
    /// It is commutative, associative, distributes over `⊕`, and is strictly increasing in each
    /// argument while the other is not 0. It is the product of the ordinals as surreal numbers. The result has
    /// at most as many terms as the two factors' counts multiplied; a caller that reads its
    /// factors from untrusted text should use [`Ordinal::checked_natural_mul`].
    ///
    /// ```
    /// use ordinal::Ordinal;
    /// let a: Ordinal = "w+1".parse().unwrap();
    /// assert_eq!(a.natural_mul(&a).to_string(), "ω²+ω·2+1");
    /// assert_eq!((&a * &a).to_string(), "ω²+ω+1");
    /// let two = Ordinal::from(2u32);
    /// assert_eq!(two.natural_mul(&Ordinal::omega()).to_string(), "ω·2");
    /// ```
    pub fn natural_mul(&self, rhs: &Ordinal) -> Ordinal {
        let mut pieces = Vec::with_capacity(self.terms.len().saturating_mul(rhs.terms.len()));
        for a in &self.terms {
            for b in &rhs.terms {
                pieces.push(Term {
                    power: natural_power_product(&a.power, &b.power),
                    coefficient: &a.coefficient * &b.coefficient,
                });
            }
        }
        pieces.sort_by(|x, y| y.power.cmp(&x.power));
        let mut terms: Vec<Term> = Vec::with_capacity(pieces.len());
        for piece in pieces {
            match terms.last_mut() {
                Some(last) if last.power == piece.power => last.coefficient += piece.coefficient,
                _ => terms.push(piece),
            }
        }
        debug_assert!(terms.iter().all(|term| !term.coefficient.is_zero()));
        Ordinal { terms }
    }

    /// [`Ordinal::natural_mul`], or `None` when its pairs of terms, multiplied out before equal
    /// powers are collected, could hold more than about a million terms and 64-bit words of
    /// coefficients (the estimate is the size of `self` times the number of terms of `rhs`, plus
    /// the other way round), so that a product of two values read from text never exhausts
    /// memory.
    ///
    /// ```
    /// use ordinal::Ordinal;
    /// let a: Ordinal = "w^2+w+1".parse().unwrap();
    /// assert_eq!(a.checked_natural_mul(&a).unwrap().to_string(), "ω⁴+ω³·2+ω²·3+ω·2+1");
    /// ```
    pub fn checked_natural_mul(&self, rhs: &Ordinal) -> Option<Ordinal> {
        (cost::natural_product_size(self, rhs) <= MAX_NATURAL_PRODUCT_SIZE)
            .then(|| self.natural_mul(rhs))
    }
}

/// `ω^α ⊗ ω^β = ω^(α⊕β)`, with a fast path for natural exponents.
fn natural_power_product(a: &Power, b: &Power) -> Power {
    if let (Power::Finite(m), Power::Finite(n)) = (a, b)
        && let Some(sum) = m.checked_add(*n)
    {
        return Power::Finite(sum);
    }
    Power::omega(a.exponent().natural_add(&b.exponent()))
}
