//! The order of numbers in normal form: the first term where two sums differ decides.

use std::cmp::Ordering;

use num_rational::BigRational;
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
                    Ordering::Equal => match compare(&a.coefficient, &b.coefficient) {
                        Ordering::Equal => continue,
                        order => return order,
                    },
                },
            }
        }
    }
}

/// The order of two rationals by cross-multiplying: `num_rational`'s own order walks their
/// continued fractions recursively, as deep as a long binary fraction is long.
pub(crate) fn compare(a: &BigRational, b: &BigRational) -> Ordering {
    if a.denom() == b.denom() {
        return a.numer().cmp(b.numer());
    }
    (a.numer() * b.denom()).cmp(&(b.numer() * a.denom()))
}

impl PartialOrd for Surreal {
    fn partial_cmp(&self, other: &Surreal) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
