//! Ordinal arithmetic and its operator traits.
//!
//! Addition and multiplication are associative but not commutative, and only
//! left-distributive: `a·(b+c) = a·b + a·c`, while `(1+1)·ω = ω ≠ ω·2`.

mod add;
pub(crate) mod cost;
mod div;
mod hessenberg;
mod mul;
mod pow;
mod sub;

use std::iter::{Product, Sum};
use std::ops::{Add, AddAssign, Mul, MulAssign};

use num_traits::{One, Zero};

use crate::ordinal::{Ordinal, Term};

impl Default for Ordinal {
    /// The ordinal 0.
    fn default() -> Ordinal {
        Ordinal::ZERO
    }
}

impl Add for Ordinal {
    type Output = Ordinal;

    fn add(mut self, rhs: Ordinal) -> Ordinal {
        self.add_in_place(rhs);
        self
    }
}

impl Add<&Ordinal> for Ordinal {
    type Output = Ordinal;

    fn add(self, rhs: &Ordinal) -> Ordinal {
        self + rhs.clone()
    }
}

impl Add<Ordinal> for &Ordinal {
    type Output = Ordinal;

    fn add(self, rhs: Ordinal) -> Ordinal {
        // Copy only the terms of `self` that survive `rhs`.
        let lead = rhs.terms.first();
        let survives = |term: &&Term| lead.is_none_or(|lead| term.power >= lead.power);
        let mut sum = Ordinal {
            terms: self.terms.iter().take_while(survives).cloned().collect(),
        };
        sum.add_in_place(rhs);
        sum
    }
}

impl Add<&Ordinal> for &Ordinal {
    type Output = Ordinal;

    fn add(self, rhs: &Ordinal) -> Ordinal {
        self + rhs.clone()
    }
}

impl AddAssign for Ordinal {
    fn add_assign(&mut self, rhs: Ordinal) {
        self.add_in_place(rhs);
    }
}

impl AddAssign<&Ordinal> for Ordinal {
    fn add_assign(&mut self, rhs: &Ordinal) {
        self.add_in_place(rhs.clone());
    }
}

impl Mul<&Ordinal> for &Ordinal {
    type Output = Ordinal;

    fn mul(self, rhs: &Ordinal) -> Ordinal {
        self.mul_ref(rhs)
    }
}

impl Mul<Ordinal> for &Ordinal {
    type Output = Ordinal;

    fn mul(self, rhs: Ordinal) -> Ordinal {
        self.mul_ref(&rhs)
    }
}

impl Mul<&Ordinal> for Ordinal {
    type Output = Ordinal;

    fn mul(self, rhs: &Ordinal) -> Ordinal {
        self.mul_by(rhs)
    }
}

impl Mul for Ordinal {
    type Output = Ordinal;

    fn mul(self, rhs: Ordinal) -> Ordinal {
        self.mul_by(&rhs)
    }
}

impl MulAssign<&Ordinal> for Ordinal {
    fn mul_assign(&mut self, rhs: &Ordinal) {
        *self = std::mem::take(self).mul_by(rhs);
    }
}

impl MulAssign for Ordinal {
    fn mul_assign(&mut self, rhs: Ordinal) {
        *self = std::mem::take(self).mul_by(&rhs);
    }
}

impl Sum for Ordinal {
    /// The ordinal sum in iteration order (order matters: `1 + ω = ω`).
    fn sum<I: Iterator<Item = Ordinal>>(iter: I) -> Ordinal {
        iter.fold(Ordinal::ZERO, |sum, term| sum + term)
    }
}

impl<'a> Sum<&'a Ordinal> for Ordinal {
    /// The ordinal sum in iteration order (order matters: `1 + ω = ω`).
    fn sum<I: Iterator<Item = &'a Ordinal>>(iter: I) -> Ordinal {
        iter.fold(Ordinal::ZERO, |sum, term| sum + term)
    }
}

impl Product for Ordinal {
    /// The ordinal product in iteration order (order matters: `2·ω = ω`).
    fn product<I: Iterator<Item = Ordinal>>(iter: I) -> Ordinal {
        iter.fold(Ordinal::one(), |product, factor| product * factor)
    }
}

impl<'a> Product<&'a Ordinal> for Ordinal {
    /// The ordinal product in iteration order (order matters: `2·ω = ω`).
    fn product<I: Iterator<Item = &'a Ordinal>>(iter: I) -> Ordinal {
        iter.fold(Ordinal::one(), |product, factor| product * factor)
    }
}

impl Zero for Ordinal {
    fn zero() -> Ordinal {
        Ordinal::ZERO
    }

    fn is_zero(&self) -> bool {
        self.terms.is_empty()
    }
}

impl One for Ordinal {
    fn one() -> Ordinal {
        Ordinal::one()
    }
}
