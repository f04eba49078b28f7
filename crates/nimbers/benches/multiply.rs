//! Finite nim-products of 64-bit and 4,096-bit nimbers, the fast paths against the textbook
//! recursion (`nimbers::finite::textbook`) in the same run; and, at 4,096 bits, the inverse and
//! the square root.
//!
//! Each measurement multiplies one pair of random nimbers of the full width, drawn afresh for
//! every sample (outside the timing).

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

    /// The fast path: `game::Nimber`, halves by Karatsuba's trick down to tables of bytes.
    #[divan::bench]
    fn fast(bencher: Bencher) {
        bencher
            .with_inputs(|| (Nimber(fastrand::u64(..)), Nimber(fastrand::u64(..))))
            .bench_values(|(a, b)| black_box(a).times(&black_box(b)));
    }

    /// Baseline: the textbook recursion, five products of halves down to single bits.
    #[divan::bench]
    fn textbook(bencher: Bencher) {
        bencher
            .with_inputs(|| (fastrand::u64(..), fastrand::u64(..)))
            .bench_values(|(a, b)| textbook::product_u64(black_box(a), black_box(b)));
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
