//! A solution to exercise 11.1: the textbook product.

// ANCHOR: solution
/// The nim-product `a⊗b` of two nimbers below 2^64, by the rules for Fermat 2-powers
/// `F = 2^(2^n)`: distinct ones multiply as numbers, and `F⊗F = 3F/2`. Split both factors at
/// the largest Fermat 2-power `F` not above the larger, `a = a1·F + a0`, and multiply out.
/// `nim_product(2, 2)` is 3, `nim_product(8, 8)` is 13 and `nim_product(16, 16)` is 24.
pub fn nim_product(a: u64, b: u64) -> u64 {
    if a < 2 || b < 2 {
        return a * b;
    }
    // F = 2^half: the largest Fermat 2-power not above the larger factor.
    let mut half = 32;
    while a.max(b) >> half == 0 {
        half /= 2;
    }
    let low = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & low, b >> half, b & low);
    // (a1·F + a0)(b1·F + b0) = a1b1·F² + (a1b0 + a0b1)·F + a0b0, and F² = F + F/2.
    let top = nim_product(a1, b1);
    let middle = top ^ nim_product(a1, b0) ^ nim_product(a0, b1);
    let bottom = nim_product(a0, b0) ^ nim_product(top, 1 << (half - 1));
    (middle << half) | bottom
}
// ANCHOR_END: solution
