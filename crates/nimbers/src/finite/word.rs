//! The machine-word fast path: nim-products, squares, square roots and inverses of nimbers below
//! 2^64 and 2^128, by splitting a word into halves at its Fermat 2-power, down to 16 bits, where
//! the field of 65536 elements is tabulated by logarithms: every nimber but 0 below 65536 is a
//! power of one generator, so a product is a sum of logarithms. The logarithm tables are built,
//! once, from the same recursion one level further down, to bytes, whose field of 256 elements
//! is tabulated whole.
//!
//! A nimber below 2^(2k) is `a₁·F + a₀` with `F = 2^k` a Fermat 2-power and `a₁, a₀ < F`. Since
//! `F⊗F = F + F/2`, with `h = F/2`:
//!
//! ```text
//! (a₁F + a₀) ⊗ (b₁F + b₀) = (a₁b₁ + a₁b₀ + a₀b₁)·F + (a₀b₀ + a₁b₁⊗h)
//! ```
//!
//! and `a₁b₀ + a₀b₁ = (a₁+a₀)(b₁+b₀) + a₁b₁ + a₀b₀`, so three products of halves make one of
//! wholes (Karatsuba's trick, which characteristic 2 makes free of carries and signs).

use std::sync::OnceLock;

/// The field of 256 elements, tabulated: products, square roots and inverses of bytes.
struct Bytes {
    /// `product[a][b] = a⊗b`.
    product: Vec<[u8; 256]>,
    /// `sqrt[a]`: the one byte whose nim-square is `a`.
    sqrt: [u8; 256],
    /// `inverse[a]`: `a`'s inverse, for `a ≠ 0` (`inverse[0] = 0`).
    inverse: [u8; 256],
}

/// The byte tables, computed once from the textbook recursion (which the tests check against
/// the definition by mex on every pair of bytes).
fn bytes() -> &'static Bytes {
    static BYTES: OnceLock<Bytes> = OnceLock::new();
    BYTES.get_or_init(|| {
        let product: Vec<[u8; 256]> = (0..256u64)
            .map(|a| std::array::from_fn(|b| super::textbook::product_u64(a, b as u64) as u8))
            .collect();
        let (mut sqrt, mut inverse) = ([0u8; 256], [0u8; 256]);
        for (a, row) in product.iter().enumerate() {
            sqrt[row[a] as usize] = a as u8;
            if let Some(b) = row.iter().position(|&p| p == 1) {
                inverse[a] = b as u8;
            }
        }
        Bytes {
            product,
            sqrt,
            inverse,
        }
    })
}

fn mul8(a: u8, b: u8) -> u8 {
    bytes().product[a as usize][b as usize]
}

/// `x ⊗ 128`: times the top bit of a byte.
fn mul_h8(x: u8) -> u8 {
    mul8(x, 0x80)
}

fn sq8(x: u8) -> u8 {
    mul8(x, x)
}

fn sqrt8(x: u8) -> u8 {
    bytes().sqrt[x as usize]
}

fn inv8(x: u8) -> u8 {
    bytes().inverse[x as usize]
}

/// One level of the recursion: the functions on `$t` from those on its half `$h`.
macro_rules! level {
    ($t:ty, $h:ty, $mul:ident, $mul_h:ident, $sq:ident, $sqrt:ident, $inv:ident,
     $hmul:ident, $hmul_h:ident, $hsq:ident, $hsqrt:ident, $hinv:ident) => {
        /// The nim-product.
        pub(crate) fn $mul(a: $t, b: $t) -> $t {
            const HALF: u32 = <$h>::BITS;
            let (a1, a0) = ((a >> HALF) as $h, a as $h);
            let (b1, b0) = ((b >> HALF) as $h, b as $h);
            if a1 == 0 && b1 == 0 {
                return $hmul(a0, b0) as $t;
            }
            if a1 == 0 {
                return (($hmul(a0, b1) as $t) << HALF) | $hmul(a0, b0) as $t;
            }
            if b1 == 0 {
                return (($hmul(a1, b0) as $t) << HALF) | $hmul(a0, b0) as $t;
            }
            let high = $hmul(a1, b1);
            let low = $hmul(a0, b0);
            let cross = $hmul(a1 ^ a0, b1 ^ b0);
            (((cross ^ low) as $t) << HALF) | (low ^ $hmul_h(high)) as $t
        }

        /// The nim-product with the top bit of the word, `2^(BITS-1)`.
        pub(crate) fn $mul_h(x: $t) -> $t {
            // The top bit is `G·g`, `G` the half's Fermat 2-power and `g` the half's top bit.
            const HALF: u32 = <$h>::BITS;
            let (x1, x0) = ((x >> HALF) as $h, x as $h);
            let high = $hmul_h(x1 ^ x0);
            let low = $hmul_h($hmul_h(x1));
            ((high as $t) << HALF) | low as $t
        }

        /// The nim-square, `x⊗x`.
        pub(crate) fn $sq(x: $t) -> $t {
            const HALF: u32 = <$h>::BITS;
            let (x1, x0) = ((x >> HALF) as $h, x as $h);
            let high = $hsq(x1);
            ((high as $t) << HALF) | ($hsq(x0) ^ $hmul_h(high)) as $t
        }

        /// The one nimber whose nim-square is `x`.
        pub(crate) fn $sqrt(x: $t) -> $t {
            const HALF: u32 = <$h>::BITS;
            let (x1, x0) = ((x >> HALF) as $h, x as $h);
            let high = $hsqrt(x1);
            let low = $hsqrt(x0 ^ $hmul_h(x1));
            ((high as $t) << HALF) | low as $t
        }

        /// The inverse of `x ≠ 0` (0 for 0), by the norm to the half field:
        /// `(x₁F + x₀)(x₁F + x₀ + x₁) = x₁²h + x₀² + x₀x₁`.
        pub(crate) fn $inv(x: $t) -> $t {
            const HALF: u32 = <$h>::BITS;
            let (x1, x0) = ((x >> HALF) as $h, x as $h);
            if x1 == 0 {
                return $hinv(x0) as $t;
            }
            let norm = $hmul_h($hsq(x1)) ^ $hsq(x0) ^ $hmul(x0, x1);
            let n = $hinv(norm);
            (($hmul(x1, n) as $t) << HALF) | $hmul(x0 ^ x1, n) as $t
        }
    };
}

/// The field of 65536 by the recursion down to bytes: what the logarithm tables are built from
/// (the product) and checked against (the rest, in the tests).
#[cfg_attr(not(test), allow(dead_code))]
mod by_bytes {
    use super::{inv8, mul_h8, mul8, sq8, sqrt8};

    level!(
        u16, u8, mul16, mul_h16, sq16, sqrt16, inv16, mul8, mul_h8, sq8, sqrt8, inv8
    );
}

/// The order of the multiplicative group of the field of 65536 nimbers.
const ORDER16: usize = 65535;

/// The field of 65536 elements by logarithms to a generator `g`: `exp[i] = g^i` (twice round,
/// so that a sum of two logarithms needs no reduction) and `log[exp[i]] = i`.
struct Sixteen {
    exp: Vec<u16>,
    log: Vec<u16>,
}

fn sixteen() -> &'static Sixteen {
    static SIXTEEN: OnceLock<Sixteen> = OnceLock::new();
    SIXTEEN.get_or_init(|| {
        let power = |mut base: u16, mut exponent: usize| {
            let mut result = 1;
            while exponent > 0 {
                if exponent & 1 == 1 {
                    result = by_bytes::mul16(result, base);
                }
                base = by_bytes::mul16(base, base);
                exponent >>= 1;
            }
            result
        };
        // A generator: no power g^(65535/p) is 1, for the primes p = 3, 5, 17, 257 of 65535.
        let generator = (2..=u16::MAX)
            .find(|&g| [3, 5, 17, 257].iter().all(|p| power(g, ORDER16 / p) != 1))
            .unwrap_or(2);
        let mut exp = vec![0u16; 2 * ORDER16];
        let mut log = vec![0u16; 1 << 16];
        let mut x = 1u16;
        for (i, slot) in exp.iter_mut().enumerate() {
            *slot = x;
            if i < ORDER16 {
                log[x as usize] = i as u16;
            }
            x = by_bytes::mul16(x, generator);
        }
        Sixteen { exp, log }
    })
}

pub(crate) fn mul16(a: u16, b: u16) -> u16 {
    if a == 0 || b == 0 {
        return 0;
    }
    let t = sixteen();
    t.exp[t.log[a as usize] as usize + t.log[b as usize] as usize]
}

fn mul_h16(x: u16) -> u16 {
    mul16(x, 0x8000)
}

fn sq16(x: u16) -> u16 {
    mul16(x, x)
}

fn sqrt16(x: u16) -> u16 {
    if x == 0 {
        return 0;
    }
    // Halving a logarithm modulo 65535 is multiplying it by 32768, as 2·32768 = 65536 = 1.
    let t = sixteen();
    t.exp[(t.log[x as usize] as usize * 32768) % ORDER16]
}

fn inv16(x: u16) -> u16 {
    if x == 0 {
        return 0;
    }
    let t = sixteen();
    t.exp[ORDER16 - t.log[x as usize] as usize]
}

level!(
    u32, u16, mul32, mul_h32, sq32, sqrt32, inv32, mul16, mul_h16, sq16, sqrt16, inv16
);
level!(
    u64, u32, mul64, mul_h64, sq64, sqrt64, inv64, mul32, mul_h32, sq32, sqrt32, inv32
);
level!(
    u128, u64, mul128, mul_h128, sq128, sqrt128, inv128, mul64, mul_h64, sq64, sqrt64, inv64
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_logarithms_agree_with_the_recursion() {
        for a in (0..=u16::MAX).step_by(7) {
            for b in (0..=u16::MAX).step_by(4099) {
                assert_eq!(mul16(a, b), by_bytes::mul16(a, b), "{a}⊗{b}");
            }
            assert_eq!(sqrt16(a), by_bytes::sqrt16(a), "√{a}");
            assert_eq!(inv16(a), by_bytes::inv16(a), "1/{a}");
            assert_eq!(mul_h16(a), by_bytes::mul_h16(a), "{a}⊗h");
            assert_eq!(sq16(a), by_bytes::sq16(a), "{a}²");
        }
    }

    #[test]
    fn the_byte_tables_are_the_field_of_256() {
        for a in 1..=255u8 {
            assert_eq!(mul8(a, inv8(a)), 1, "{a}");
            assert_eq!(sq8(sqrt8(a)), a, "{a}");
        }
    }

    #[test]
    fn widths_agree() {
        let mut rng = fastrand::Rng::with_seed(22);
        for _ in 0..2000 {
            let (a, b) = (rng.u32(..), rng.u32(..));
            let wide = mul128(a as u128, b as u128);
            assert_eq!(wide, mul64(a as u64, b as u64) as u128);
            assert_eq!(wide, mul32(a, b) as u128);
            let x = rng.u128(1..);
            assert_eq!(mul128(x, inv128(x)), 1);
            assert_eq!(sq128(sqrt128(x)), x);
            assert_eq!(sq128(x), mul128(x, x));
            assert_eq!(mul_h128(x), mul128(x, 1 << 127));
        }
    }
}
