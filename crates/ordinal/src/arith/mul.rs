//! Ordinal multiplication.

use crate::ordinal::{Ordinal, Term};
use crate::power::Power;

impl Ordinal {
    /// `self · rhs`, distributing on the left over the terms of `rhs`.
    ///
    /// With `self = ω^α·c + r`: a term `ω^β·d` with `β > 0` gives `ω^(α+β)·d`
    /// (`self·ω^β` swallows everything below the leading power), and a finite term `d`
    /// gives `ω^α·(c·d) + r`. The pieces are already in decreasing order.
    pub(crate) fn mul_ref(&self, rhs: &Ordinal) -> Ordinal {
        if rhs.is_successor() {
            return self.clone().mul_by(rhs);
        }
        Ordinal {
            terms: self.infinite_products(rhs),
        }
    }

    /// `self · rhs`, reusing the terms of `self` for the finite part of `rhs`.
    pub(crate) fn mul_by(self, rhs: &Ordinal) -> Ordinal {
        let mut terms = self.infinite_products(rhs);
        let finite = rhs.terms.last().filter(|term| term.power.is_one());
        if let Some(finite) = finite {
            let mut repeated = self.terms;
            if let Some(lead) = repeated.first_mut() {
                lead.coefficient *= &finite.coefficient;
            }
            terms.append(&mut repeated);
        }
        Ordinal { terms }
    }

    /// The terms `ω^(α+β)·d` of `self · rhs` that come from infinite terms `ω^β·d` of `rhs`.
    fn infinite_products(&self, rhs: &Ordinal) -> Vec<Term> {
        let Some(lead) = self.terms.first() else {
            return Vec::new();
        };
        let lead_exponent = lead.power.exponent();
        let infinite = rhs.terms.iter().filter(|term| !term.power.is_one());
        let mut terms = Vec::with_capacity(rhs.terms.len() + self.terms.len());
        for term in infinite {
            let exponent = lead_exponent.as_ref() + term.power.exponent().as_ref();
            terms.push(Term {
                power: Power::omega(exponent),
                coefficient: term.coefficient.clone(),
            });
        }
        terms
    }
}
