//! Random dyadic numbers for the integration tests, reproducible from a fixed seed.

// Each test crate uses a different part of this module.
#![allow(dead_code)]

use dyadic::Dyadic;
use num_bigint::{BigInt, BigUint, Sign};
use num_rational::BigRational;

/// The seed every test starts from, so that a failure can be replayed.
pub const SEED: u64 = 0x0D1A_D1C5;

/// A random dyadic number of a randomly chosen size class: small, near the edge of the fixed-point
/// form, near the edge of a machine word, or big.
pub fn random_dyadic(rng: &mut fastrand::Rng) -> Dyadic {
    match rng.u8(0..4) {
        0 => random_small(rng),
        1 => random_fixed_edge(rng),
        2 => random_word_edge(rng),
        _ => random_big(rng),
    }
}

/// Values near the edges of the fixed-point form, which holds `m/2^k` when `m * 2^(22 - k)` fits
/// an `i64`: about `2^41` in size, with 19 to 25 binary digits after the point.
pub fn random_fixed_edge(rng: &mut fastrand::Rng) -> Dyadic {
    let exponent = rng.u64(19..=25);
    let numerator = match rng.u8(0..3) {
        0 => {
            let edge = (BigInt::from(1) << (41 + exponent)) + rng.i64(-3..=3);
            if rng.bool() { -edge } else { edge }
        }
        1 => {
            let bits = 40 + exponent + rng.u64(0..=2);
            random_bigint(rng, bits)
        }
        _ => BigInt::from(rng.i64(..)),
    };
    Dyadic::new(numerator, exponent)
}

/// A numerator below 2^20 in size over a denominator up to 2^10.
pub fn random_small(rng: &mut fastrand::Rng) -> Dyadic {
    Dyadic::new(rng.i64(-(1 << 20)..=1 << 20), rng.u64(0..=10))
}

/// Values whose numerator or exponent sits near the limits of the machine-word form.
pub fn random_word_edge(rng: &mut fastrand::Rng) -> Dyadic {
    let numerator = match rng.u8(0..4) {
        0 => BigInt::from(i64::MAX) - rng.i64(-3..=3),
        1 => BigInt::from(i64::MIN) + rng.i64(-3..=3),
        2 => BigInt::from(rng.i64(..)),
        _ => BigInt::from(rng.i64(-5..=5)),
    };
    let exponent = match rng.u8(0..3) {
        0 => rng.u64(60..=66),
        1 => rng.u64(30..=34),
        _ => rng.u64(0..=3),
    };
    Dyadic::new(numerator, exponent)
}

/// A numerator of about 200 bits over a denominator up to 2^300.
pub fn random_big(rng: &mut fastrand::Rng) -> Dyadic {
    let bits = rng.u64(150..=250);
    Dyadic::new(random_bigint(rng, bits), rng.u64(0..=300))
}

/// A random integer of at most `bits` bits, either sign.
pub fn random_bigint(rng: &mut fastrand::Rng, bits: u64) -> BigInt {
    let digits = (0..bits.div_ceil(32)).map(|_| rng.u32(..)).collect();
    let magnitude = BigUint::new(digits) >> (bits.div_ceil(32) * 32 - bits);
    let sign = if rng.bool() { Sign::Plus } else { Sign::Minus };
    BigInt::from_biguint(sign, magnitude)
}

/// The same number as a rational, the reference the tests trust.
pub fn rational(x: &Dyadic) -> BigRational {
    BigRational::from(x)
}
