//! The finite nim-products this module needs, from [`crate::finite`]: words for the base fields
//! of the towers, and nimbers of any width for the coefficients of Cantor normal forms.

use game::Nimber;
use num_bigint::BigUint;
use num_traits::ToPrimitive;

use crate::finite::{FiniteNimber, NimField};

/// The nim-product of two word nimbers.
pub(crate) fn mul(a: u64, b: u64) -> u64 {
    Nimber(a).times(&Nimber(b)).0
}

/// The nim-product of two finite nimbers of any width.
pub(crate) fn mul_big(a: &BigUint, b: &BigUint) -> BigUint {
    if let (Some(x), Some(y)) = (a.to_u64(), b.to_u64()) {
        return BigUint::from(mul(x, y));
    }
    FiniteNimber::from(a)
        .times(&FiniteNimber::from(b))
        .to_biguint()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_products() {
        assert_eq!(mul(2, 2), 3);
        assert_eq!(mul(4, 4), 6);
        assert_eq!(mul(16, 16), 24);
        assert_eq!(mul(256, 256), 384);
        assert_eq!(mul(1 << 32, 1 << 32), 3 << 31);
        assert_eq!(mul(8, 8), 13);
        let f = BigUint::from(1u32) << 64u32;
        assert_eq!(mul_big(&f, &f), BigUint::from(3u32) << 63u32);
    }
}
