//! Nim-multiplication of machine words, the base field of the towers that Lenstra's method
//! computes in (a private fallback until the finite module's word path is used here).

use std::sync::OnceLock;

/// The nim-product of two nimbers below `2^(2^6) = 2^64`.
pub(crate) fn mul(a: u64, b: u64) -> u64 {
    if a < 256 && b < 256 {
        return table()[(a as usize) << 8 | b as usize] as u64;
    }
    mul_in(a, b, 64)
}

/// The nim-product of `a, b < 2^bits` for a power of two `bits`, by the Fermat 2-power
/// `F = 2^(bits/2)`: `(a₁F + a₀)(b₁F + b₀)` with `F⊗F = F ⊕ F/2`.
fn mul_in(a: u64, b: u64, bits: u32) -> u64 {
    if bits <= 8 {
        return table()[(a as usize) << 8 | b as usize] as u64;
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0) = (a >> half, a & mask);
    let (b1, b0) = (b >> half, b & mask);
    let high = mul_in(a1, b1, half);
    let low = mul_in(a0, b0, half);
    let cross = mul_in(a1 ^ a0, b1 ^ b0, half) ^ low;
    // a₁b₁(F ⊕ F/2) ⊕ (a₁b₀ ⊕ a₀b₁)F ⊕ a₀b₀, with a₁b₀ ⊕ a₀b₁ ⊕ a₁b₁ = (a₁⊕a₀)(b₁⊕b₀) ⊕ a₀b₀.
    (cross << half) | (low ^ mul_in(high, 1 << (half - 1), half))
}

/// The products of all nimbers below 256, by the same rule one level down.
fn table() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = vec![0u8; 1 << 16];
        for a in 0..256usize {
            for b in 0..256usize {
                t[a << 8 | b] = small(a as u8, b as u8, 8);
            }
        }
        t
    })
}

fn small(a: u8, b: u8, bits: u32) -> u8 {
    if bits == 1 {
        return a & b;
    }
    let half = bits / 2;
    let mask = (1u8 << half) - 1;
    let (a1, a0) = (a >> half, a & mask);
    let (b1, b0) = (b >> half, b & mask);
    let high = small(a1, b1, half);
    let low = small(a0, b0, half);
    let cross = small(a1 ^ a0, b1 ^ b0, half) ^ low;
    (cross << half) | (low ^ small(high, 1 << (half - 1), half))
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
    }
}

/// The nim-product of finite nimbers of any width, by the same Fermat split.
pub(crate) fn mul_big(a: &num_bigint::BigUint, b: &num_bigint::BigUint) -> num_bigint::BigUint {
    use num_bigint::BigUint;
    use num_traits::ToPrimitive;
    if let (Some(x), Some(y)) = (a.to_u64(), b.to_u64()) {
        return BigUint::from(mul(x, y));
    }
    let width = a.bits().max(b.bits()).next_power_of_two();
    let half = width / 2;
    let mask = (BigUint::from(1u32) << half) - 1u32;
    let (a1, a0) = (a >> half, a & &mask);
    let (b1, b0) = (b >> half, b & &mask);
    let high = mul_big(&a1, &b1);
    let low = mul_big(&a0, &b0);
    let cross = mul_big(&(&a1 ^ &a0), &(&b1 ^ &b0)) ^ &low;
    let half_fermat = BigUint::from(1u32) << (half - 1);
    (cross << half) | (low ^ mul_big(&high, &half_fermat))
}
