//! Ordinal addition.

use crate::ordinal::Ordinal;

// ANCHOR: add
impl Ordinal {
    /// `self + rhs`, in place.
    ///
    /// Every term of `self` with a smaller power of ω than the leading term `ω^β·d` of
    /// `rhs` is absorbed (`ω^α·c + ω^β = ω^β` when `α < β`, whatever `c`); a term with
    /// the same power adds its coefficient; the rest of `rhs` follows unchanged.
    pub(crate) fn add_in_place(&mut self, rhs: Ordinal) {
        let mut rhs_terms = rhs.terms.into_iter();
        let Some(mut lead) = rhs_terms.next() else {
            return;
        };
        while self
            .terms
            .last()
            .is_some_and(|last| last.power < lead.power)
        {
            self.terms.pop();
        }
        if let Some(last) = self.terms.last_mut()
            && last.power == lead.power
        {
            lead.coefficient += &last.coefficient;
            self.terms.pop();
        }
        self.terms.push(lead);
        self.terms.extend(rhs_terms);
    }
}
// ANCHOR_END: add
