//! Random big numbers for the unit tests of the printing code.

use num_bigint::BigUint;

/// A random number of at most `bits` bits, every such number equally likely.
pub(crate) fn random_biguint(rng: &mut fastrand::Rng, bits: u64) -> BigUint {
    let words = bits.div_ceil(32);
    let digits: Vec<u32> = (0..words).map(|_| rng.u32(..)).collect();
    BigUint::new(digits) >> (words * 32 - bits)
}
