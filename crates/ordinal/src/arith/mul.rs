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
        let Some(lead) = self.terms.first() else {
            return Ordinal::ZERO;
        };
        let lead_exponent = lead.power.exponent();
        let mut terms = Vec::with_capacity(rhs.terms.len() + self.terms.len());
        for term in &rhs.terms {
            if term.power.is_one() {
                terms.push(Term {
                    power: lead.power.clone(),
                    coefficient: &lead.coefficient * &term.coefficient,
                });
                terms.extend_from_slice(&self.terms[1..]);
            } else {
                let exponent = lead_exponent.as_ref() + term.power.exponent().as_ref();
                terms.push(Term {
                    power: Power::omega(exponent),
                    coefficient: term.coefficient.clone(),
                });
            }
        }
        Ordinal { terms }
    }
}
