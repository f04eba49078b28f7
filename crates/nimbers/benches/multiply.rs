//! Finite nim-products of 64-bit and 4,096-bit nimbers, the fast paths against the textbook
//! recursion (`nimbers::finite::textbook`) in the same run; and, at 4,096 bits, the inverse and
//! the square root.
//!
//! At 64 bits an iteration multiplies 1,024 random pairs (divan prints the products per
//! second); at 4,096 bits, one random pair, drawn afresh for every sample (outside the timing).

use divan::{Bencher, black_box};
use game::Nimber;
use nimbers::finite::textbook;
use nimbers::{FiniteNimber, NimField};

fn main() {
    // The byte tables are built on first use: not in the first sample.
    black_box(Nimber(3).times(&Nimber(5)));
    divan::main();
}

/// A random nimber of `limbs` 64-bit limbs.
fn wide(limbs: usize) -> FiniteNimber {
    FiniteNimber::from_limbs((0..limbs).map(|_| fastrand::u64(..)).collect::<Vec<_>>())
}

mod bits_64 {
    use super::*;

    /// How many products one iteration makes.
    const PAIRS: usize = 1024;

    fn pairs() -> Vec<(u64, u64)> {
        (0..PAIRS)
            .map(|_| (fastrand::u64(..), fastrand::u64(..)))
            .collect()
    }

    /// The fast path: `game::Nimber`, halves by Karatsuba's trick down to 16 bits, multiplied
    /// by logarithms.
    #[divan::bench(counters = [divan::counter::ItemsCount::new(PAIRS)])]
    fn fast(bencher: Bencher) {
        let pairs = pairs();
        bencher.bench(|| {
            (black_box(&pairs).iter())
                .map(|&(a, b)| Nimber(a).times(&Nimber(b)).0)
                .fold(0, |x, y| x ^ y)
        });
    }

    /// Baseline: the textbook recursion, five products of halves down to single bits.
    #[divan::bench(counters = [divan::counter::ItemsCount::new(PAIRS)], sample_count = 20)]
    fn textbook(bencher: Bencher) {
        let pairs = pairs();
        bencher.bench(|| {
            (black_box(&pairs).iter())
                .map(|&(a, b)| textbook::product_u64(a, b))
                .fold(0, |x, y| x ^ y)
        });
    }
}

mod bits_4096 {
    use super::*;

    /// The fast path: `FiniteNimber`, halves by Karatsuba's trick down to machine words.
    #[divan::bench]
    fn fast(bencher: Bencher) {
        bencher
            .with_inputs(|| (wide(64), wide(64)))
            .bench_refs(|(a, b)| black_box(&*a).times(black_box(b)));
    }

    /// Baseline: the textbook recursion on big integers, down to machine words.
    #[divan::bench(sample_count = 5, sample_size = 1)]
    fn textbook(bencher: Bencher) {
        bencher
            .with_inputs(|| (wide(64).to_biguint(), wide(64).to_biguint()))
            .bench_refs(|(a, b)| textbook::product(black_box(a), black_box(b)));
    }

    /// The inverse, by norms down the tower of fields.
    #[divan::bench]
    fn inverse(bencher: Bencher) {
        bencher
            .with_inputs(|| wide(64))
            .bench_refs(|a| black_box(&*a).inverse());
    }

    /// The square root: the inverse of squaring, half by half.
    #[divan::bench]
    fn sqrt(bencher: Bencher) {
        bencher
            .with_inputs(|| wide(64))
            .bench_refs(|a| black_box(&*a).sqrt());
    }
}
