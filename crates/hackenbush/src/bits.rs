//! Big numbers from bit strings, in linear time.

use num_bigint::{BigInt, BigUint};

/// The natural number whose binary digits, least significant first, are `bits`.
pub(crate) fn from_bits(bits: impl IntoIterator<Item = bool>) -> BigUint {
    let mut digits: Vec<u32> = Vec::new();
    for (index, bit) in bits.into_iter().enumerate() {
        if index % 32 == 0 {
            digits.push(0);
        }
        if bit {
            *digits.last_mut().expect("pushed above") |= 1 << (index % 32);
        }
    }
    BigUint::new(digits)
}

/// `integer · 2^shift + low`, where `low < 2^shift`.
pub(crate) fn join(integer: i64, shift: usize, low: BigUint) -> BigInt {
    (BigInt::from(integer) << shift) + BigInt::from(low)
}
