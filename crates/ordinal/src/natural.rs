//! Conversions between finite ordinals and natural numbers.

use num_bigint::BigUint;
use num_traits::ToPrimitive;

use crate::ordinal::Ordinal;
use crate::power::Power;

impl From<BigUint> for Ordinal {
    fn from(n: BigUint) -> Ordinal {
        Ordinal::from_power(Power::ONE, n)
    }
}

impl From<&BigUint> for Ordinal {
    fn from(n: &BigUint) -> Ordinal {
        Ordinal::from(n.clone())
    }
}

impl From<u64> for Ordinal {
    fn from(n: u64) -> Ordinal {
        Ordinal::from(BigUint::from(n))
    }
}

impl From<u32> for Ordinal {
    fn from(n: u32) -> Ordinal {
        Ordinal::from(BigUint::from(n))
    }
}

impl Ordinal {
    /// The natural number this ordinal is, or `None` when it is infinite.
    pub fn to_natural(&self) -> Option<BigUint> {
        match self.terms.as_slice() {
            [] => Some(BigUint::ZERO),
            [term] if term.power.is_one() => Some(term.coefficient.clone()),
            _ => None,
        }
    }

    /// The natural number this ordinal is, if it is finite and fits in a `u64`.
    pub fn to_u64(&self) -> Option<u64> {
        self.to_natural()?.to_u64()
    }
}
