//! Addition, multiplication and comparison: `Dyadic` against `BigRational` and a fixed-width
//! baseline, on the same values in the same run.
//!
//! Every iteration works through a batch of `BATCH` pairs, so divan reports time per batch and
//! throughput per operation, and the timer's own cost is negligible. Run with
//! `cargo bench -p dyadic`; the figures are in this crate's README.

use std::cmp::Ordering;
use std::ops::RangeInclusive;

use divan::counter::ItemsCount;
use divan::{Bencher, black_box};
use dyadic::Dyadic;
use num_bigint::{BigInt, BigUint, Sign};
use num_rational::BigRational;

fn main() {
    divan::main();
}

/// Pairs per iteration.
const BATCH: usize = 1000;

/// The seed for the operands: every type is measured on the same numbers.
const SEED: u64 = 2024;

/// What the benchmarks need from a number type.
trait Number {
    fn from_parts(numerator: &BigInt, exponent: u64) -> Self;
    fn add(&self, other: &Self) -> Self;
    fn mul(&self, other: &Self) -> Self;
    fn compare(&self, other: &Self) -> Ordering;
}

impl Number for Dyadic {
    fn from_parts(numerator: &BigInt, exponent: u64) -> Self {
        Dyadic::new(numerator.clone(), exponent)
    }
    fn add(&self, other: &Self) -> Self {
        self + other
    }
    fn mul(&self, other: &Self) -> Self {
        self * other
    }
    fn compare(&self, other: &Self) -> Ordering {
        self.cmp(other)
    }
}

impl Number for BigRational {
    fn from_parts(numerator: &BigInt, exponent: u64) -> Self {
        BigRational::new(numerator.clone(), BigInt::from(1) << exponent)
    }
    fn add(&self, other: &Self) -> Self {
        self + other
    }
    fn mul(&self, other: &Self) -> Self {
        self * other
    }
    fn compare(&self, other: &Self) -> Ordering {
        self.cmp(other)
    }
}

/// The baseline: a dyadic in two machine words that ignores overflow, as fast as a dyadic can be.
#[derive(Clone, Copy)]
struct Fixed {
    numerator: i64,
    exponent: u32,
}

impl Fixed {
    #[inline]
    fn normalised(numerator: i64, exponent: u32) -> Fixed {
        if numerator == 0 {
            return Fixed {
                numerator: 0,
                exponent: 0,
            };
        }
        let shift = numerator.trailing_zeros().min(exponent);
        Fixed {
            numerator: numerator >> shift,
            exponent: exponent - shift,
        }
    }

    /// Both numerators over the larger of the two denominators.
    #[inline]
    fn aligned(&self, other: &Fixed) -> (i64, i64, u32) {
        let exponent = self.exponent.max(other.exponent);
        let a = self.numerator.wrapping_shl(exponent - self.exponent);
        let b = other.numerator.wrapping_shl(exponent - other.exponent);
        (a, b, exponent)
    }
}

impl Number for Fixed {
    fn from_parts(numerator: &BigInt, exponent: u64) -> Self {
        let numerator = i64::try_from(numerator).expect("a small numerator");
        Fixed::normalised(
            numerator,
            u32::try_from(exponent).expect("a small exponent"),
        )
    }
    #[inline]
    fn add(&self, other: &Self) -> Self {
        let (a, b, exponent) = self.aligned(other);
        Fixed::normalised(a.wrapping_add(b), exponent)
    }
    #[inline]
    fn mul(&self, other: &Self) -> Self {
        Fixed::normalised(
            self.numerator.wrapping_mul(other.numerator),
            self.exponent + other.exponent,
        )
    }
    #[inline]
    fn compare(&self, other: &Self) -> Ordering {
        let (a, b, _) = self.aligned(other);
        a.cmp(&b)
    }
}

/// Random numerators of up to `bits` bits (either sign) over denominators from `2^exponents.start()`
/// to `2^exponents.end()`.
fn random_pairs<T: Number>(bits: u64, exponents: RangeInclusive<u64>) -> Vec<(T, T)> {
    let mut rng = fastrand::Rng::with_seed(SEED);
    let mut random = || {
        let digits = (0..bits.div_ceil(32)).map(|_| rng.u32(..)).collect();
        let magnitude = BigUint::new(digits) >> (bits.div_ceil(32) * 32 - bits);
        let sign = if rng.bool() { Sign::Plus } else { Sign::Minus };
        T::from_parts(
            &BigInt::from_biguint(sign, magnitude),
            rng.u64(exponents.clone()),
        )
    };
    (0..BATCH).map(|_| (random(), random())).collect()
}

/// Numerators up to 2^20 over denominators up to 2^10.
fn small_pairs<T: Number>() -> Vec<(T, T)> {
    random_pairs(20, 0..=10)
}

/// Numerators up to 2^40 over denominators from 2^23 to 2^40: sums still fit a machine word, but
/// the operands have more binary digits after the point than `Dyadic`'s fixed-point form holds
/// (22), and numerators too large for its half-word path, so this measures its `i128` path.
fn word_pairs<T: Number>() -> Vec<(T, T)> {
    random_pairs(40, 23..=40)
}

/// Numerators up to 2^20 over denominators from 2^23 to 2^40, like the values of long rows of
/// pebbles: past the fixed-point form, on the word form's half-word `i64` path.
fn fine_pairs<T: Number>() -> Vec<(T, T)> {
    random_pairs(20, 23..=40)
}

/// Numerators of about 200 bits over denominators up to 2^200.
fn large_pairs<T: Number>() -> Vec<(T, T)> {
    random_pairs(200, 0..=200)
}

/// Times `operation` over every pair of the batch.
///
/// The operation is a generic parameter rather than a function pointer, so that every type's
/// operation can be inlined into the loop, and each result is observed through a reference, so that
/// the harness adds no move of it: the loop costs what a caller using the result in place would pay.
fn bench_batch<T: Number, R>(
    bencher: Bencher,
    pairs: Vec<(T, T)>,
    operation: impl Fn(&T, &T) -> R,
) {
    bencher.counter(ItemsCount::new(BATCH)).bench_local(|| {
        for (a, b) in black_box(&pairs) {
            black_box(&operation(a, b));
        }
    });
}

#[divan::bench(types = [Dyadic, BigRational, Fixed])]
fn add_small<T: Number>(bencher: Bencher) {
    bench_batch(bencher, small_pairs::<T>(), T::add);
}

#[divan::bench(types = [Dyadic, BigRational, Fixed])]
fn mul_small<T: Number>(bencher: Bencher) {
    bench_batch(bencher, small_pairs::<T>(), T::mul);
}

#[divan::bench(types = [Dyadic, BigRational, Fixed])]
fn compare_small<T: Number>(bencher: Bencher) {
    bench_batch(bencher, small_pairs::<T>(), T::compare);
}

// The fixed-width baseline would overflow on these values. (Multiplication has no word benchmark:
// products of the word operands mostly need more than 64 bits, so it would time the big path.)

#[divan::bench(types = [Dyadic, BigRational])]
fn add_fine<T: Number>(bencher: Bencher) {
    bench_batch(bencher, fine_pairs::<T>(), T::add);
}

#[divan::bench(types = [Dyadic, BigRational])]
fn mul_fine<T: Number>(bencher: Bencher) {
    bench_batch(bencher, fine_pairs::<T>(), T::mul);
}

#[divan::bench(types = [Dyadic, BigRational])]
fn compare_fine<T: Number>(bencher: Bencher) {
    bench_batch(bencher, fine_pairs::<T>(), T::compare);
}

#[divan::bench(types = [Dyadic, BigRational])]
fn add_word<T: Number>(bencher: Bencher) {
    bench_batch(bencher, word_pairs::<T>(), T::add);
}

#[divan::bench(types = [Dyadic, BigRational])]
fn compare_word<T: Number>(bencher: Bencher) {
    bench_batch(bencher, word_pairs::<T>(), T::compare);
}

#[divan::bench(types = [Dyadic, BigRational])]
fn add_large<T: Number>(bencher: Bencher) {
    bench_batch(bencher, large_pairs::<T>(), T::add);
}

#[divan::bench(types = [Dyadic, BigRational])]
fn mul_large<T: Number>(bencher: Bencher) {
    bench_batch(bencher, large_pairs::<T>(), T::mul);
}

#[divan::bench(types = [Dyadic, BigRational])]
fn compare_large<T: Number>(bencher: Bencher) {
    bench_batch(bencher, large_pairs::<T>(), T::compare);
}
