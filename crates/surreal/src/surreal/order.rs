//! The order of numbers in normal form: the first term where two sums differ decides.

use std::cmp::Ordering;

use num_traits::Signed;

use super::{Surreal, Term};

/// `Greater` for a positive coefficient, `Less` for a negative one.
fn sign(term: &Term) -> Ordering {
    if term.coefficient.is_positive() {
        Ordering::Greater
    } else {
        Ordering::Less
    }
}

impl Ord for Surreal {
    fn cmp(&self, other: &Surreal) -> Ordering {
        let mut mine = self.terms.iter();
        let mut theirs = other.terms.iter();
        loop {
            match (mine.next(), theirs.next()) {
                (None, None) => return Ordering::Equal,
                (Some(a), None) => return sign(a),
                (None, Some(b)) => return sign(b).reverse(),
                (Some(a), Some(b)) => match a.exponent.cmp(&b.exponent) {
                    Ordering::Greater => return sign(a),
                    Ordering::Less => return sign(b).reverse(),
                    Ordering::Equal => match a.coefficient.cmp(&b.coefficient) {
                        Ordering::Equal => continue,
                        order => return order,
                    },
                },
            }
        }
    }
}

impl PartialOrd for Surreal {
    fn partial_cmp(&self, other: &Surreal) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
