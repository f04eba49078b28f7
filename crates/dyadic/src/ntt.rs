//! Products of huge integers by a number-theoretic transform, for the decimal conversion.
//!
//! num-bigint 0.4 multiplies with Toom-3, about n^1.46: ten times the bits cost 29 times the
//! time. A transform over the prime `p = 2^64 - 2^32 + 1` costs about n log n. Numbers are cut into
//! pieces of 16 to 24 bits, narrow enough that every coefficient of the product, a sum of products
//! of two pieces, stays below `p` and comes back exact, and as wide as gives the shortest transform.

use num_bigint::BigUint;

/// The prime `2^64 - 2^32 + 1`: its multiplicative group has order divisible by 2^32, and
/// reducing modulo it takes a few additions.
const P: u64 = 0xFFFF_FFFF_0000_0001;

/// `2^32 - 1`, which is `2^64` modulo `P`.
const EPSILON: u64 = 0xFFFF_FFFF;

/// A generator of the multiplicative group modulo `P`.
const GENERATOR: u64 = 7;

/// Below this many bits in the smaller factor, num-bigint's own product is faster (measured: the
/// transform is 5% faster at 2^19 bits, 45% at 2^20, twice as fast at 10^7).
const TRANSFORM_BITS: u64 = 1 << 19;

/// `a · b`, by transform when both are huge.
pub(crate) fn multiply(a: &BigUint, b: &BigUint) -> BigUint {
    if a.bits().min(b.bits()) < TRANSFORM_BITS {
        return a * b;
    }
    multiply_by_transform(a, b).unwrap_or_else(|| a * b)
}

/// `a · b` by transform, or `None` when the factors are too long for exact coefficients (about
/// 2^35 bits, far beyond memory).
pub(crate) fn multiply_by_transform(a: &BigUint, b: &BigUint) -> Option<BigUint> {
    if a.bits() == 0 || b.bits() == 0 {
        return Some(BigUint::default());
    }
    let (width, len) = piece_width(a.bits(), b.bits())?;
    let twiddles = Twiddles::new(len);
    let mut fa = pieces(a, width, len);
    twiddles.forward(&mut fa);
    if a == b {
        for x in &mut fa {
            *x = mul(*x, *x);
        }
    } else {
        let mut fb = pieces(b, width, len);
        twiddles.forward(&mut fb);
        for (x, y) in fa.iter_mut().zip(&fb) {
            *x = mul(*x, *y);
        }
    }
    twiddles.inverse(&mut fa);
    Some(from_coefficients(&fa, width))
}

/// The width of the pieces and the transform length for factors of these sizes: the shortest
/// transform whose coefficients, sums of `min(pieces)` products of two pieces, stay below `P`.
fn piece_width(bits_a: u64, bits_b: u64) -> Option<(u32, usize)> {
    let mut best: Option<(u32, usize)> = None;
    for width in (16..=24).rev() {
        let (pieces_a, pieces_b) = (bits_a.div_ceil(width), bits_b.div_ceil(width));
        let largest_piece = (1u128 << width) - 1;
        // Every product coefficient is a sum of at most min(pieces) products of two pieces.
        if u128::from(pieces_a.min(pieces_b)) * largest_piece * largest_piece >= u128::from(P) {
            continue;
        }
        let len = usize::try_from((pieces_a + pieces_b).next_power_of_two()).ok()?;
        // Compared as u64: on a 32-bit target (WebAssembly) `1 << 32` is no usize.
        if len as u64 <= 1 << 32 && best.is_none_or(|(_, shortest)| len < shortest) {
            best = Some((width as u32, len));
        }
    }
    best
}

/// The `width`-bit pieces of `n`, least significant first, padded with zeros to `len`.
fn pieces(n: &BigUint, width: u32, len: usize) -> Vec<u64> {
    let mask = (1u64 << width) - 1;
    let mut pieces = Vec::with_capacity(len);
    let (mut buffer, mut buffered) = (0u128, 0);
    for word in n.iter_u64_digits() {
        buffer |= u128::from(word) << buffered;
        buffered += 64;
        while buffered >= width {
            pieces.push(buffer as u64 & mask);
            buffer >>= width;
            buffered -= width;
        }
    }
    if buffered > 0 {
        pieces.push(buffer as u64);
    }
    pieces.resize(len, 0);
    pieces
}

/// `Σ c_i 2^(width · i)`, carrying.
fn from_coefficients(coefficients: &[u64], width: u32) -> BigUint {
    let mask = (1u128 << width) - 1;
    let mut digits: Vec<u32> = Vec::with_capacity(coefficients.len() * width as usize / 32 + 8);
    let (mut carry, mut buffer, mut buffered) = (0u128, 0u128, 0);
    let mut emit = |piece: u128, buffer: &mut u128, buffered: &mut u32| {
        *buffer |= piece << *buffered;
        *buffered += width;
        while *buffered >= 32 {
            digits.push(*buffer as u32);
            *buffer >>= 32;
            *buffered -= 32;
        }
    };
    for &c in coefficients {
        carry += u128::from(c);
        emit(carry & mask, &mut buffer, &mut buffered);
        carry >>= width;
    }
    while carry > 0 {
        emit(carry & mask, &mut buffer, &mut buffered);
        carry >>= width;
    }
    if buffered > 0 {
        digits.push(buffer as u32);
    }
    BigUint::new(digits)
}

/// Blocks of at most this many coefficients (128 KiB) are transformed stage by stage; larger ones
/// split in halves first, so that each block is worked on while it is in cache.
const CACHE_BLOCK: usize = 1 << 14;

/// The powers of a root of unity `w` of order `len`, for one transform length.
struct Twiddles {
    /// `stages[d][j] = w^(j · 2^d)` for `j < len / 2^(d + 1)`: the twiddles of the butterflies on
    /// blocks of `len / 2^d`, side by side.
    stages: Vec<Vec<u64>>,
    /// `1 / len`.
    scale: u64,
}

impl Twiddles {
    fn new(len: usize) -> Twiddles {
        let root = power(GENERATOR, (P - 1) / len as u64);
        let mut x = 1;
        let mut stages: Vec<Vec<u64>> = vec![
            (0..len / 2)
                .map(|_| {
                    let current = x;
                    x = mul(x, root);
                    current
                })
                .collect(),
        ];
        while stages.last().is_some_and(|stage| stage.len() > 1) {
            let next = stages
                .last()
                .expect("a stage")
                .iter()
                .step_by(2)
                .copied()
                .collect();
            stages.push(next);
        }
        Twiddles {
            stages,
            scale: power(len as u64 % P, P - 2),
        }
    }

    /// The transform, leaving the result in bit-reversed order (decimation in frequency).
    fn forward(&self, a: &mut [u64]) {
        self.forward_block(a, 0);
    }

    /// The forward transform of a block of `len / 2^depth`.
    fn forward_block(&self, a: &mut [u64], depth: usize) {
        if a.len() <= CACHE_BLOCK {
            let mut half = a.len() / 2;
            let mut depth = depth;
            while half >= 1 {
                for block in a.chunks_exact_mut(2 * half) {
                    let (low, high) = block.split_at_mut(half);
                    forward_butterflies(low, high, &self.stages[depth]);
                }
                half /= 2;
                depth += 1;
            }
            return;
        }
        let (low, high) = a.split_at_mut(a.len() / 2);
        forward_butterflies(low, high, &self.stages[depth]);
        self.forward_block(low, depth + 1);
        self.forward_block(high, depth + 1);
    }

    /// The inverse of [`Twiddles::forward`], from bit-reversed order back to natural order.
    fn inverse(&self, a: &mut [u64]) {
        self.inverse_block(a, 0);
        for x in a.iter_mut() {
            *x = mul(*x, self.scale);
        }
    }

    /// The inverse transform (unscaled) of a block of `len / 2^depth`.
    fn inverse_block(&self, a: &mut [u64], depth: usize) {
        if a.len() <= CACHE_BLOCK {
            let mut half = 1;
            // The smallest blocks, of 2, use the last stage.
            let mut stage = depth + a.len().trailing_zeros() as usize;
            while half < a.len() {
                stage -= 1;
                for block in a.chunks_exact_mut(2 * half) {
                    let (low, high) = block.split_at_mut(half);
                    inverse_butterflies(low, high, &self.stages[stage]);
                }
                half *= 2;
            }
            return;
        }
        let (low, high) = a.split_at_mut(a.len() / 2);
        self.inverse_block(low, depth + 1);
        self.inverse_block(high, depth + 1);
        inverse_butterflies(low, high, &self.stages[depth]);
    }
}

/// `(u, v) ← (u + v, (u - v) · w^j)` down a block's halves.
#[inline]
fn forward_butterflies(low: &mut [u64], high: &mut [u64], twiddles: &[u64]) {
    for ((u, v), &w) in low.iter_mut().zip(high.iter_mut()).zip(twiddles) {
        let (x, y) = (*u, *v);
        *u = add(x, y);
        *v = mul(sub(x, y), w);
    }
}

/// `(u, v) ← (u + v · w^-j, u - v · w^-j)` down a block's halves, where `twiddles[j] = w^j` and
/// `w^-j = -w^(half - j)`, as `w^half = -1`.
#[inline]
fn inverse_butterflies(low: &mut [u64], high: &mut [u64], twiddles: &[u64]) {
    let inverse = std::iter::once(1).chain(twiddles[1..].iter().rev().map(|&w| P - w));
    for ((u, v), w) in low.iter_mut().zip(high.iter_mut()).zip(inverse) {
        let x = *u;
        let y = mul(*v, w);
        *u = add(x, y);
        *v = sub(x, y);
    }
}

/// `a + b mod P`, for `a, b < P`.
#[inline]
fn add(a: u64, b: u64) -> u64 {
    let (sum, carry) = a.overflowing_add(b);
    if carry {
        sum + EPSILON // the true sum is below 2P, so this cannot overflow
    } else if sum >= P {
        sum - P
    } else {
        sum
    }
}

/// `a - b mod P`, for `a, b < P`.
#[inline]
fn sub(a: u64, b: u64) -> u64 {
    let (difference, borrow) = a.overflowing_sub(b);
    if borrow {
        difference - EPSILON
    } else {
        difference
    }
}

/// `a · b mod P`, using `2^64 = 2^32 - 1` and `2^96 = -1` modulo `P`.
#[inline]
fn mul(a: u64, b: u64) -> u64 {
    let product = u128::from(a) * u128::from(b);
    let low = product as u64;
    let high = (product >> 64) as u64;
    let (high_high, high_low) = (high >> 32, high & EPSILON);
    let (mut t, borrow) = low.overflowing_sub(high_high);
    if borrow {
        t -= EPSILON;
    }
    let (mut r, carry) = t.overflowing_add(high_low * EPSILON);
    if carry {
        r += EPSILON;
    }
    if r >= P { r - P } else { r }
}

/// `base^exponent mod P`.
fn power(mut base: u64, mut exponent: u64) -> u64 {
    let mut result = 1;
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = mul(result, base);
        }
        base = mul(base, base);
        exponent >>= 1;
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::random_biguint;

    #[test]
    fn arithmetic_modulo_the_prime() {
        let mut rng = fastrand::Rng::with_seed(16);
        let p = u128::from(P);
        for _ in 0..100_000 {
            let (a, b) = (rng.u64(..P), rng.u64(..P));
            let edge = [0, 1, P - 1, P - 2, EPSILON, EPSILON + 1, 1 << 63];
            let (a, b) = if rng.u8(..4) == 0 {
                (edge[rng.usize(..7)], b)
            } else {
                (a, b)
            };
            let (wa, wb) = (u128::from(a), u128::from(b));
            assert_eq!(u128::from(add(a, b)), (wa + wb) % p);
            assert_eq!(u128::from(sub(a, b)), (wa + p - wb) % p);
            assert_eq!(u128::from(mul(a, b)), wa * wb % p);
        }
        assert_eq!(power(GENERATOR, (P - 1) / 2), P - 1); // 7 is no square: a generator's sign
    }

    #[test]
    fn products_agree_with_num_bigint() {
        let mut rng = fastrand::Rng::with_seed(17);
        for _ in 0..200 {
            let (bits_a, bits_b) = (rng.u64(1..5000), rng.u64(1..5000));
            let a = random_biguint(&mut rng, bits_a);
            let b = random_biguint(&mut rng, bits_b);
            assert_eq!(multiply_by_transform(&a, &b), Some(&a * &b));
            assert_eq!(multiply_by_transform(&a, &a), Some(&a * &a));
        }
        // All ones: the largest coefficients and the longest carries.
        for bits in [16, 64, 1000, 65_536, 200_000] {
            let ones = (BigUint::from(1u8) << bits) - 1u8;
            assert_eq!(multiply_by_transform(&ones, &ones), Some(&ones * &ones));
        }
        let zero = BigUint::default();
        assert_eq!(
            multiply_by_transform(&zero, &BigUint::from(5u8)),
            Some(zero)
        );
    }

    #[test]
    fn pieces_of_every_width_put_back_together_give_the_number() {
        let mut rng = fastrand::Rng::with_seed(18);
        for width in 16..=24 {
            for bits in [1, 15, 16, 17, 63, 64, 65, 1000, 4321] {
                let n = random_biguint(&mut rng, bits);
                let len = usize::try_from(bits.div_ceil(u64::from(width))).unwrap() + 3;
                assert_eq!(from_coefficients(&pieces(&n, width, len), width), n);
            }
        }
    }

    #[test]
    fn piece_widths_keep_coefficients_exact_and_shrink_with_size() {
        let mut previous = 24;
        for bits in [
            1u64,
            1000,
            1 << 20,
            10_000_000,
            100_000_000,
            1 << 32,
            1 << 34,
        ] {
            let (width, len) = piece_width(bits, bits).unwrap();
            let pieces = u128::from(bits.div_ceil(u64::from(width)));
            let largest = (1u128 << width) - 1;
            assert!(pieces * largest * largest < u128::from(P), "{bits}");
            assert!(len as u128 >= 2 * pieces && width <= previous, "{bits}");
            previous = width;
        }
        assert_eq!(piece_width(1 << 40, 1 << 40), None); // beyond exact coefficients
    }
}
