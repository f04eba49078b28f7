//! The arithmetic of [`FiniteNimber`](super::FiniteNimber) on its 64-bit limbs: the word fast
//! path's recursion continued above 128 bits. Every function takes slices of the same length, a
//! power of two, holding nimbers of the field below `2^(64·len)`.

use super::word::{inv64, inv128, mul_h64, mul_h128, mul64, mul128, sq64, sq128, sqrt64, sqrt128};

fn join(pair: u128) -> Vec<u64> {
    vec![pair as u64, (pair >> 64) as u64]
}

fn pair(x: &[u64]) -> u128 {
    x[0] as u128 | (x[1] as u128) << 64
}

/// A 256-bit nimber as two 128-bit halves, low first.
fn halves(x: &[u64]) -> (u128, u128) {
    (pair(&x[..2]), pair(&x[2..]))
}

fn join_halves(low: u128, high: u128) -> Vec<u64> {
    vec![
        low as u64,
        (low >> 64) as u64,
        high as u64,
        (high >> 64) as u64,
    ]
}

/// The product of two 256-bit nimbers, one level above the words, without allocating on the way.
fn mul256(a: &[u64], b: &[u64]) -> Vec<u64> {
    let ((a0, a1), (b0, b1)) = (halves(a), halves(b));
    let high = mul128(a1, b1);
    let low = mul128(a0, b0);
    let cross = mul128(a1 ^ a0, b1 ^ b0);
    join_halves(low ^ mul_h128(high), cross ^ low)
}

fn xor(a: &[u64], b: &[u64]) -> Vec<u64> {
    a.iter().zip(b).map(|(x, y)| x ^ y).collect()
}

fn xor_into(a: &mut [u64], b: &[u64]) {
    a.iter_mut().zip(b).for_each(|(x, y)| *x ^= y);
}

fn is_zero(x: &[u64]) -> bool {
    x.iter().all(|&limb| limb == 0)
}

/// `low` then `high`: the nimber `high·F + low`.
fn concat(mut low: Vec<u64>, high: Vec<u64>) -> Vec<u64> {
    low.extend(high);
    low
}

/// The nim-product of `a` and `b`.
pub(super) fn mul(a: &[u64], b: &[u64]) -> Vec<u64> {
    match a.len() {
        1 => return vec![mul64(a[0], b[0])],
        2 => return join(mul128(pair(a), pair(b))),
        4 => return mul256(a, b),
        _ => {}
    }
    let half = a.len() / 2;
    let (a0, a1) = a.split_at(half);
    let (b0, b1) = b.split_at(half);
    let (a1_zero, b1_zero) = (is_zero(a1), is_zero(b1));
    let low = mul(a0, b0);
    if a1_zero && b1_zero {
        return concat(low, vec![0; half]);
    } else if a1_zero {
        return concat(low, mul(a0, b1));
    } else if b1_zero {
        return concat(low, mul(a1, b0));
    }
    let high = mul(a1, b1);
    let mut cross = mul(&xor(a1, a0), &xor(b1, b0));
    xor_into(&mut cross, &low);
    let mut low = low;
    xor_into(&mut low, &mul_h(&high));
    concat(low, cross)
}

/// The nim-product of `x` with the top bit of its field, `2^(64·len - 1)`.
pub(super) fn mul_h(x: &[u64]) -> Vec<u64> {
    match x.len() {
        1 => return vec![mul_h64(x[0])],
        2 => return join(mul_h128(pair(x))),
        4 => {
            let (x0, x1) = halves(x);
            return join_halves(mul_h128(mul_h128(x1)), mul_h128(x1 ^ x0));
        }
        _ => {}
    }
    let (x0, x1) = x.split_at(x.len() / 2);
    let high = mul_h(&xor(x1, x0));
    let low = mul_h(&mul_h(x1));
    concat(low, high)
}

/// The nim-square of `x`.
pub(super) fn sq(x: &[u64]) -> Vec<u64> {
    match x.len() {
        1 => return vec![sq64(x[0])],
        2 => return join(sq128(pair(x))),
        _ => {}
    }
    let (x0, x1) = x.split_at(x.len() / 2);
    let high = sq(x1);
    let mut low = sq(x0);
    xor_into(&mut low, &mul_h(&high));
    concat(low, high)
}

/// The nim-square root of `x`.
pub(super) fn sqrt(x: &[u64]) -> Vec<u64> {
    match x.len() {
        1 => return vec![sqrt64(x[0])],
        2 => return join(sqrt128(pair(x))),
        _ => {}
    }
    let (x0, x1) = x.split_at(x.len() / 2);
    let high = sqrt(x1);
    let low = sqrt(&xor(x0, &mul_h(x1)));
    concat(low, high)
}

/// The inverse of `x ≠ 0`, by the norm to the half field.
pub(super) fn inv(x: &[u64]) -> Vec<u64> {
    match x.len() {
        1 => return vec![inv64(x[0])],
        2 => return join(inv128(pair(x))),
        _ => {}
    }
    let half = x.len() / 2;
    let (x0, x1) = x.split_at(half);
    if is_zero(x1) {
        return concat(inv(x0), vec![0; half]);
    }
    let mut norm = mul_h(&sq(x1));
    xor_into(&mut norm, &sq(x0));
    xor_into(&mut norm, &mul(x0, x1));
    let n = inv(&norm);
    concat(mul(&xor(x0, x1), &n), mul(x1, &n))
}
