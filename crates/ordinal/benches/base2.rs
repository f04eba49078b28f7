//! Base-2 forms of many random ordinals, the work a transfinite nim-sum does.
//!
//! Baseline: cloning the same ordinals, measured in the same run.

use std::collections::{BTreeSet, HashSet};

use divan::{Bencher, black_box};
use ordinal::{Base2Digit, Ordinal};

const PILES: usize = 100_000;

fn main() {
    divan::main();
}

/// The same random piles for every benchmark: exponents nested up to three levels deep.
fn piles() -> Vec<Ordinal> {
    let mut rng = fastrand::Rng::with_seed(7);
    let mut random = || rng.u64(..);
    (0..PILES)
        .map(|_| ordinal::sample::ordinal(&mut random, 3))
        .collect()
}

/// Baseline: copying every pile once.
#[divan::bench]
fn clone_piles(bencher: Bencher) {
    let piles = piles();
    bencher.bench(|| black_box(&piles).clone());
}

/// Walking every base-2 digit without allocating.
#[divan::bench]
fn base2_digits(bencher: Bencher) {
    let piles = piles();
    bencher.bench(|| {
        black_box(&piles)
            .iter()
            .map(|pile| pile.base2_digits().count())
            .sum::<usize>()
    });
}

/// Materialising every base-2 exponent as an ordinal.
#[divan::bench]
fn base2_exponents(bencher: Bencher) {
    let piles = piles();
    bencher.bench(|| {
        black_box(&piles)
            .iter()
            .map(|pile| pile.base2().len())
            .sum::<usize>()
    });
}

/// A nim-sum by digit parity: the digits that appear an odd number of times.
#[divan::bench]
fn nim_sum_by_digits(bencher: Bencher) {
    let piles = piles();
    bencher.bench(|| {
        let mut odd: BTreeSet<Base2Digit<'_>> = BTreeSet::new();
        for digit in black_box(&piles).iter().flat_map(Ordinal::base2_digits) {
            if !odd.remove(&digit) {
                odd.insert(digit);
            }
        }
        Ordinal::from_base2_digits(odd.into_iter().rev())
    });
}

/// A nim-sum by digit parity with a hash set, sorting only the survivors.
#[divan::bench]
fn nim_sum_by_hashed_digits(bencher: Bencher) {
    let piles = piles();
    bencher.bench(|| {
        let mut odd: HashSet<Base2Digit<'_>> = HashSet::new();
        for digit in black_box(&piles).iter().flat_map(Ordinal::base2_digits) {
            if !odd.remove(&digit) {
                odd.insert(digit);
            }
        }
        let mut odd: Vec<Base2Digit<'_>> = odd.into_iter().collect();
        odd.sort_unstable_by(|a, b| b.cmp(a));
        Ordinal::from_base2_digits(odd)
    });
}

/// Printing and parsing back every pile.
#[divan::bench]
fn print_and_parse(bencher: Bencher) {
    let piles = piles();
    bencher.bench(|| {
        black_box(&piles)
            .iter()
            .map(|pile| pile.to_string().parse::<Ordinal>().is_ok())
            .filter(|&ok| ok)
            .count()
    });
}
