//! Exercise 11.1: the textbook product.

// ANCHOR: stub
/// The nim-product `a⊗b` of two nimbers below 2^64, by the rules for Fermat 2-powers
/// `F = 2^(2^n)`: distinct ones multiply as numbers, and `F⊗F = 3F/2`. Split both factors at
/// the largest Fermat 2-power `F` not above the larger, `a = a1·F + a0`, and multiply out.
/// `nim_product(2, 2)` is 3, `nim_product(8, 8)` is 13 and `nim_product(16, 16)` is 24.
pub fn nim_product(a: u64, b: u64) -> u64 {
    todo!("the nim-product of {a} and {b}")
}
// ANCHOR_END: stub
