//! Lenstra's method: the time to compute Conway's `α_p` (and Lenstra's excess `m_p`) afresh,
//! for the table of odd primes up to 43 and for p = 229, CGSuite's hard case (its field has
//! `2^684` elements), beside transfinite products that need them.
//!
//! Run with `cargo bench -p nimbers --bench alpha`; the figures are in the crate's README.

use nimbers::transfinite::{compute_alphas, multiply};
use ordinal::Ordinal;

fn main() {
    // The products' α_p are computed once and remembered: not in the first sample.
    for p in [3, 5, 7] {
        nimbers::transfinite::alpha(p).unwrap();
    }
    divan::main();
}

/// The odd primes up to 43: their largest field has `2^220` elements (p = 23).
const TO_43: [u64; 13] = [3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43];

#[divan::bench]
fn table_to_43() -> usize {
    compute_alphas(divan::black_box(&TO_43)).unwrap().len()
}

/// p = 229 alone, with α_19 and α_3 that its field needs: `2^684` elements.
#[divan::bench(sample_count = 10)]
fn alpha_229() -> u64 {
    compute_alphas(divan::black_box(&[229])).unwrap()[0].excess
}

/// A product below ω^(ω^3) that carries at every level (`α_7`, `α_5`, `α_3` once known).
#[divan::bench]
fn product_below_omega_omega_cubed(bencher: divan::Bencher) {
    let a: Ordinal = "w^(w^2*6+w*4+2)*5+w^(w+1)+3".parse().unwrap();
    let b: Ordinal = "w^(w^2*5+w*3+2)*7+w^w*2+w".parse().unwrap();
    bencher.bench(|| multiply(divan::black_box(&a), divan::black_box(&b)).unwrap());
}
