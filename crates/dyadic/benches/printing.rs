//! Printing huge values: the exact base-two form, the one-line short form and the exact decimal,
//! against num-bigint's own decimal conversion, on Hackenstrings-like values.
//!
//! A random row of `n` pebbles is worth about `1 + m / 2^n` with a random `m` of `n` bits, so each
//! value here is a random odd numerator of `n + 1` bits over `2^n` (fixed seed). The exact decimal
//! writes two numbers of about `0.3 n` digits each: the fraction's numerator and `2^n`.
//! `num_bigint` is what `Display` did before: num-bigint's `to_string` for both, quadratic. Each
//! benchmark takes a few samples of one run; run with `cargo bench -p dyadic --bench printing`
//! (about a minute and a half: the 10^8 decimal and the 10^7 baseline take seconds a sample).
//! The figures are in the README.

use std::fmt::{self, Write};

use divan::{Bencher, black_box};
use dyadic::Dyadic;
use num_bigint::{BigInt, BigUint};

fn main() {
    divan::main();
}

/// Sizes in bits (pebbles) for the linear forms.
const ALL_SIZES: [u64; 3] = [1_000_000, 10_000_000, 100_000_000];

/// Sizes for the exact decimal, which is superlinear.
const DECIMAL_SIZES: [u64; 2] = [1_000_000, 10_000_000];

/// `1 + m / 2^bits` for a random odd `m` of `bits` bits.
fn value(bits: u64) -> Dyadic {
    let mut rng = fastrand::Rng::with_seed(2024 ^ bits);
    let words = bits.div_ceil(64);
    let mut bytes = Vec::with_capacity(usize::try_from(words * 8).unwrap_or(0));
    for _ in 0..words {
        bytes.extend_from_slice(&rng.u64(..).to_le_bytes());
    }
    let fraction = BigUint::from_bytes_le(&bytes) >> (words * 64 - bits);
    let numerator = ((BigUint::from(1u8) << bits) + fraction) | BigUint::from(1u8);
    Dyadic::new(BigInt::from(numerator), bits)
}

/// A writer that only counts what it is given, so that the benchmarks time the formatting alone.
#[derive(Default)]
struct Count(usize);

impl Write for Count {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.0 += text.len();
        Ok(())
    }
}

fn count(value: impl fmt::Display) -> usize {
    let mut counter = Count::default();
    write!(counter, "{value}").expect("counting never fails");
    counter.0
}

#[divan::bench(args = ALL_SIZES, sample_count = 3, sample_size = 1)]
fn binary(bencher: Bencher, bits: u64) {
    let x = value(bits);
    bencher.bench_local(|| count(black_box(&x).binary()));
}

#[divan::bench(args = ALL_SIZES, sample_count = 3, sample_size = 1)]
fn short(bencher: Bencher, bits: u64) {
    let x = value(bits);
    bencher.bench_local(|| count(black_box(&x).short()));
}

#[divan::bench(args = DECIMAL_SIZES, sample_count = 3, sample_size = 1)]
fn decimal(bencher: Bencher, bits: u64) {
    let x = value(bits);
    bencher.bench_local(|| count(black_box(&x)));
}

/// The exact decimal at 10^8 bits: a single sample, as it takes seconds (num-bigint's would take
/// minutes, so it has no baseline here).
#[divan::bench(args = [100_000_000], sample_count = 1, sample_size = 1)]
fn decimal_huge(bencher: Bencher, bits: u64) {
    let x = value(bits);
    bencher.bench_local(|| count(black_box(&x)));
}

/// The baseline: the same mixed number written with num-bigint's `to_string`.
#[divan::bench(args = DECIMAL_SIZES, sample_count = 2, sample_size = 1)]
fn num_bigint(bencher: Bencher, bits: u64) {
    let x = value(bits);
    let numerator = x.numerator().into_parts().1;
    let whole = &numerator >> bits;
    let fraction = numerator - (&whole << bits);
    let denominator = BigUint::from(1u8) << bits;
    bencher.bench_local(|| {
        let text = format!(
            "{} {}/{}",
            black_box(&whole),
            black_box(&fraction),
            &denominator
        );
        text.len()
    });
}

/// A reference for the decimal's cost: one product of two numbers of `bits` bits.
#[divan::bench(args = DECIMAL_SIZES, sample_count = 3, sample_size = 1)]
fn multiply(bencher: Bencher, bits: u64) {
    let a = value(bits).numerator();
    let b = value(bits + 1).numerator();
    bencher.bench_local(|| black_box(&a) * black_box(&b));
}
