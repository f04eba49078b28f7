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
        if len <= 1 << 32 && best.is_none_or(|(_, shortest)| len < shortest) {
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

/// The powers of a root of unity `w` of order `len`, for one transform length.
struct Twiddles {
    /// `w^j` for `j < len / 2`.
    roots: Vec<u64>,
    /// `1 / len`.
    scale: u64,
}

impl Twiddles {
    fn new(len: usize) -> Twiddles {
        let root = power(GENERATOR, (P - 1) / len as u64);
        let mut x = 1;
        let roots = (0..len / 2)
            .map(|_| {
                let current = x;
                x = mul(x, root);
                current
            })
            .collect();
        Twiddles {
            roots,
            scale: power(len as u64 % P, P - 2),
        }
    }

    /// The transform, leaving the result in bit-reversed order (decimation in frequency).
    fn forward(&self, a: &mut [u64]) {
        let n = a.len();
        let mut half = n / 2;
        let mut stage = Vec::with_capacity(half);
        while half >= 1 {
            // This stage's twiddles, w^(j · n / (2 half)), side by side.
            let stride = n / (2 * half);
            stage.clear();
            stage.extend(self.roots.iter().step_by(stride).take(half));
            for block in a.chunks_exact_mut(2 * half) {
                let (low, high) = block.split_at_mut(half);
                for ((u, v), &w) in low.iter_mut().zip(high.iter_mut()).zip(&stage) {
                    let (x, y) = (*u, *v);
                    *u = add(x, y);
                    *v = mul(sub(x, y), w);
                }
            }
            half /= 2;
        }
    }

    /// The inverse of [`Twiddles::forward`], from bit-reversed order back to natural order.
    fn inverse(&self, a: &mut [u64]) {
        let n = a.len();
        let mut half = 1;
        let mut stage = Vec::with_capacity(n / 2);
        while half < n {
            // w^-i = w^(n - i) = -w^(n/2 - i), as w^(n/2) = -1.
            let stride = n / (2 * half);
            stage.clear();
            stage.push(1);
            stage.extend((1..half).map(|j| P - self.roots[n / 2 - j * stride]));
            for block in a.chunks_exact_mut(2 * half) {
                let (low, high) = block.split_at_mut(half);
                for ((u, v), &w) in low.iter_mut().zip(high.iter_mut()).zip(&stage) {
                    let x = *u;
                    let y = mul(*v, w);
                    *u = add(x, y);
                    *v = sub(x, y);
                }
            }
            half *= 2;
        }
        for x in a.iter_mut() {
            *x = mul(*x, self.scale);
        }
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

    fn random_biguint(rng: &mut fastrand::Rng, bits: u64) -> BigUint {
        let words = bits.div_ceil(32);
        let digits: Vec<u32> = (0..words).map(|_| rng.u32(..)).collect();
        BigUint::new(digits) >> (words * 32 - bits)
    }

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
