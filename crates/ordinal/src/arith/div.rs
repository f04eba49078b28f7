//! Division with remainder, on the left: `a = b·q + r` with `r < b`.

use num_integer::Integer;
use num_traits::Zero;

use crate::ordinal::Ordinal;

impl Ordinal {
    /// Division with remainder: the unique `(q, r)` with `self == divisor·q + r` and
    /// `r < divisor`, or `None` when `divisor` is 0.
    ///
    /// The quotient is on the right, where ordinal products count copies: `q` is how many copies
    /// of `divisor` fit one after another into `self`, and `r` is what is left after them. With
    /// `divisor = ω^β·c + b'`, every term `ω^α·e` of `self` with `α > β` gives the term
    /// `ω^(α−β)·e` of `q` (left subtraction of exponents, since `divisor·ω^γ = ω^(β+γ)`), and the
    /// term of power `ω^β` is divided by `c` like a whole number, one copy fewer when `b'` does
    /// not fit into what is left.
    ///
    /// ```
    /// use ordinal::Ordinal;
    /// let o = |text: &str| text.parse::<Ordinal>().unwrap();
    /// let (q, r) = o("w^2+w*3+2").checked_div_rem(&o("w+1")).unwrap();
    /// assert_eq!((q.to_string(), r.to_string()), ("ω+3".to_string(), "1".to_string()));
    /// assert_eq!(&o("w+1") * &q + &r, o("w^2+w*3+2"));
    /// assert_eq!(o("w").checked_div_rem(&o("0")), None);
    /// ```
    pub fn checked_div_rem(&self, divisor: &Ordinal) -> Option<(Ordinal, Ordinal)> {
        let lead = divisor.terms.first()?;
        if self < divisor {
            return Some((Ordinal::ZERO, self.clone()));
        }
        let beta = lead.power.exponent();
        let rest = Ordinal {
            terms: divisor.terms[1..].to_vec(),
        };
        // The terms of `self` above ω^β give the infinite terms of the quotient.
        let above = self
            .terms
            .iter()
            .take_while(|term| term.power > lead.power)
            .count();
        let mut quotient = Ordinal::ZERO;
        for term in &self.terms[..above] {
            let gamma = term.power.exponent().checked_sub(&beta)?;
            quotient.add_in_place(Ordinal::monomial(gamma, term.coefficient.clone()));
        }
        // Then `self = high + ω^β·e + low`, with `low < ω^β`.
        let (e, low_start) = match self.terms.get(above) {
            Some(term) if term.power == lead.power => (term.coefficient.clone(), above + 1),
            _ => (Zero::zero(), above),
        };
        let low = Ordinal {
            terms: self.terms[low_start..].to_vec(),
        };
        let (mut copies, mut left) = e.div_rem(&lead.coefficient);
        let mut remainder = Ordinal::monomial(beta.as_ref().clone(), left.clone()) + &low;
        if !copies.is_zero() {
            // `divisor·n = ω^β·(c·n) + b'`, so `b' + r` must be what is left of `self`.
            remainder = match remainder.checked_sub(&rest) {
                Some(r) => r,
                None => {
                    // `b'` does not fit: one copy fewer, and `b' + ω^β·c + low = ω^β·c + low`.
                    copies -= 1u32;
                    left += &lead.coefficient;
                    Ordinal::monomial(beta.into_owned(), left) + low
                }
            };
        }
        quotient.add_in_place(Ordinal::from(copies));
        debug_assert!(
            remainder < *divisor && quotient.terms.iter().all(|t| !t.coefficient.is_zero())
        );
        Some((quotient, remainder))
    }
}
