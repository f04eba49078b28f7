//! Sums, negatives and products of normal forms, term by term.

use std::cmp::Ordering;
use std::ops::{Add, Mul, Neg, Sub};

use super::{Surreal, Term};

impl Surreal {
    /// `self + other`: the terms merged by exponent, equal exponents' coefficients added.
    fn sum(&self, other: &Surreal) -> Surreal {
        let mut terms = Vec::with_capacity(self.terms.len() + other.terms.len());
        let (mut a, mut b) = (self.terms.iter().peekable(), other.terms.iter().peekable());
        loop {
            let next = match (a.peek(), b.peek()) {
                (None, None) => break,
                (Some(_), None) => a.next().cloned(),
                (None, Some(_)) => b.next().cloned(),
                (Some(x), Some(y)) => match x.exponent.cmp(&y.exponent) {
                    Ordering::Greater => a.next().cloned(),
                    Ordering::Less => b.next().cloned(),
                    Ordering::Equal => {
                        let (x, y) = (a.next().expect("peeked"), b.next().expect("peeked"));
                        let coefficient = &x.coefficient + &y.coefficient;
                        (coefficient != num_traits::Zero::zero())
                            .then(|| Term::new(x.exponent.clone(), coefficient))
                    }
                },
            };
            terms.extend(next);
        }
        Surreal { terms }
    }

    /// `−self`.
    fn negative(&self) -> Surreal {
        Surreal {
            terms: self
                .terms
                .iter()
                .map(|term| Term::new(term.exponent.clone(), -&term.coefficient))
                .collect(),
        }
    }

    /// `self × other`: every pair of terms multiplied (coefficients multiply, exponents add).
    fn product(&self, other: &Surreal) -> Surreal {
        let mut total = Surreal::zero();
        for x in &self.terms {
            let row = Surreal {
                terms: other
                    .terms
                    .iter()
                    .map(|y| Term::new(&x.exponent + &y.exponent, &x.coefficient * &y.coefficient))
                    .collect(),
            };
            total = total.sum(&row);
        }
        total
    }
}

macro_rules! binary {
    ($trait:ident, $method:ident, $body:ident) => {
        impl $trait<&Surreal> for &Surreal {
            type Output = Surreal;
            fn $method(self, other: &Surreal) -> Surreal {
                self.$body(other)
            }
        }
        impl $trait<Surreal> for &Surreal {
            type Output = Surreal;
            fn $method(self, other: Surreal) -> Surreal {
                self.$body(&other)
            }
        }
        impl $trait<&Surreal> for Surreal {
            type Output = Surreal;
            fn $method(self, other: &Surreal) -> Surreal {
                (&self).$body(other)
            }
        }
        impl $trait<Surreal> for Surreal {
            type Output = Surreal;
            fn $method(self, other: Surreal) -> Surreal {
                (&self).$body(&other)
            }
        }
    };
}

impl Surreal {
    fn difference(&self, other: &Surreal) -> Surreal {
        self.sum(&other.negative())
    }
}

binary!(Add, add, sum);
binary!(Sub, sub, difference);
binary!(Mul, mul, product);

impl Neg for &Surreal {
    type Output = Surreal;
    fn neg(self) -> Surreal {
        self.negative()
    }
}

impl Neg for Surreal {
    type Output = Surreal;
    fn neg(self) -> Surreal {
        self.negative()
    }
}

impl std::iter::Sum for Surreal {
    fn sum<I: Iterator<Item = Surreal>>(iter: I) -> Surreal {
        iter.fold(Surreal::zero(), |a, b| a + b)
    }
}
