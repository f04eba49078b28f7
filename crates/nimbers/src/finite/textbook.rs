//! The textbook recursion, as plainly as it can be written: split at the largest Fermat 2-power
//! `F` not above the larger factor, multiply the four pairs of halves, and fold `F⊗F = F + F/2`
//! back in. Five products of halves for one of wholes: correct, short, and slow. It is the
//! baseline the fast products are measured against (`benches/multiply.rs`), and the byte tables
//! of the fast path are filled from it.

use num_bigint::BigUint;
use num_traits::{One, ToPrimitive};

// ANCHOR: textbook
/// The nim-product `a⊗b` of two nimbers below 2^64, by the textbook recursion on Fermat 2-powers.
///
/// ```
/// use nimbers::finite::textbook::product_u64;
///
/// assert_eq!(product_u64(2, 2), 3); // F⊗F = 3F/2 for F = 2
/// assert_eq!(product_u64(16, 16), 24); // and for F = 16
/// assert_eq!(product_u64(2, 4), 8); // distinct Fermat 2-powers multiply as numbers
/// ```
pub fn product_u64(a: u64, b: u64) -> u64 {
    if a < 2 || b < 2 {
        return a * b; // 0 and 1 multiply as numbers
    }
    // F = 2^half, the largest Fermat 2-power not above the larger factor.
    let larger = a.max(b);
    let mut half = 32;
    while larger >> half == 0 {
        half /= 2;
    }
    let mask = (1 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    // (a1·F + a0)(b1·F + b0), with F⊗F = F + F/2.
    let high = product_u64(a1, b1);
    let middle = high ^ product_u64(a1, b0) ^ product_u64(a0, b1);
    let low = product_u64(a0, b0) ^ product_u64(high, 1 << (half - 1));
    (middle << half) | low
}
// ANCHOR_END: textbook

/// The nim-product of two nimbers of any size, by the same textbook recursion on big integers,
/// down to machine words, where [`product_u64`] takes over.
///
/// ```
/// use nimbers::finite::textbook::product;
/// use num_bigint::BigUint;
///
/// let f = BigUint::from(1u8) << 64; // the Fermat 2-power 2^64
/// assert_eq!(product(&f, &f), (&f >> 1) * 3u8);
/// ```
pub fn product(a: &BigUint, b: &BigUint) -> BigUint {
    if let (Some(a), Some(b)) = (a.to_u64(), b.to_u64()) {
        return product_u64(a, b).into();
    }
    let one = BigUint::one();
    let larger = a.max(b);
    let mut half = 1u64;
    while half * 2 < larger.bits() {
        half *= 2;
    }
    let mask = (&one << half) - &one;
    let (a1, a0, b1, b0) = (a >> half, a & &mask, b >> half, b & &mask);
    let high = product(&a1, &b1);
    let middle = &high ^ product(&a1, &b0) ^ product(&a0, &b1);
    let low = product(&a0, &b0) ^ product(&high, &(one << (half - 1)));
    (middle << half) | low
}
