//! Finding every balancing move among many piles of random ordinal height, at two sizes in the
//! same run, to show that the work grows linearly with the piles.
//!
//! Baseline: walking every base-2 digit of every pile once, which any method must do.

use divan::{Bencher, black_box};
use ordinal::{Base2Digit, Ordinal};

const SIZES: [usize; 2] = [50_000, 100_000];

fn main() {
    divan::main();
}

/// The same random piles for every benchmark: exponents nested up to three levels deep.
fn piles(count: usize) -> Vec<Ordinal> {
    let mut rng = fastrand::Rng::with_seed(2024);
    let mut random = || rng.u64(..);
    (0..count)
        .map(|_| ordinal::sample::ordinal(&mut random, 3))
        .collect()
}

/// Baseline: every base-2 digit of every pile, walked once.
#[divan::bench(args = SIZES)]
fn walk_digits(bencher: Bencher, count: usize) {
    let piles = piles(count);
    bencher.bench(|| {
        black_box(&piles)
            .iter()
            .map(|pile| pile.base2_digits().count())
            .sum::<usize>()
    });
}

/// Every balancing move: the nim-sum by hashing digits, then one look at each pile.
#[divan::bench(args = SIZES)]
fn balancing_moves(bencher: Bencher, count: usize) {
    let piles = piles(count);
    bencher.bench(|| transfinite_nim::balancing_moves(black_box(&piles)));
}

/// The unpaired digits alone, largest first.
#[divan::bench(args = SIZES)]
fn unpaired_digits(bencher: Bencher, count: usize) {
    let piles = piles(count);
    bencher.bench(|| transfinite_nim::unpaired_digits(black_box(&piles)));
}

/// The nim-sum alone, as an ordinal.
#[divan::bench(args = SIZES)]
fn nim_sum(bencher: Bencher, count: usize) {
    let piles = piles(count);
    bencher.bench(|| transfinite_nim::nim_sum(black_box(&piles)));
}

/// For comparison: the unpaired digits by sorting every digit and counting runs, n log n
/// comparisons of nested exponents instead of one hash per digit.
#[divan::bench(args = SIZES)]
fn unpaired_by_sorting(bencher: Bencher, count: usize) {
    let piles = piles(count);
    bencher.bench(|| {
        let mut digits: Vec<Base2Digit<'_>> = black_box(&piles)
            .iter()
            .flat_map(Ordinal::base2_digits)
            .collect();
        digits.sort_unstable_by(|a, b| b.cmp(a));
        let mut odd = Vec::new();
        for run in digits.chunk_by(|a, b| a == b) {
            if run.len() % 2 == 1 {
                odd.push(run[0]);
            }
        }
        odd
    });
}
