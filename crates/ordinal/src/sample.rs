//! Random ordinals, for tests and benchmarks.
//!
//! The crate has no random-number generator of its own: [`ordinal`] draws from any source of
//! uniformly random `u64`s, such as `fastrand`'s `|| rng.u64(..)`, so a seeded source gives the
//! same ordinals on every run and a failing case can be reproduced.
//!
//! ```
//! use ordinal::Ordinal;
//!
//! let mut rng = fastrand::Rng::with_seed(7);
//! let mut random = || rng.u64(..);
//! for _ in 0..100 {
//!     let a = ordinal::sample::ordinal(&mut random, 2);
//!     let b = ordinal::sample::ordinal(&mut random, 2);
//!     // Adding never makes an ordinal smaller, on the right or on the left.
//!     assert!(&a + &b >= a && &a + &b >= b);
//! }
//! ```

use num_bigint::BigUint;

use crate::Ordinal;

/// A random ordinal in Cantor normal form: up to three terms `ω^α·c`, whose exponents α are
/// nested at most `depth` levels deep (at depth 0 they are naturals below 4).
///
/// The draws lean towards the cases arithmetic can get wrong, and stay in small ranges so that
/// different draws often share terms and base-2 digits:
/// - an exponent is a natural below 5, one of the atoms ε₀, ε₁ and ω₁, a natural next to 2^64
///   (where exponents stop fitting in a machine word), or a random ordinal one level shallower;
/// - a coefficient is mostly 1 or below 10, and now and then two machine words long.
///
/// `random` must return uniformly random `u64`s; each draw takes a few of them.
pub fn ordinal(random: &mut impl FnMut() -> u64, depth: u32) -> Ordinal {
    let count = below(random, 4);
    let mut exponents: Vec<Ordinal> = (0..count).map(|_| exponent(random, depth)).collect();
    exponents.sort_unstable_by(|a, b| b.cmp(a));
    exponents.dedup();
    exponents
        .into_iter()
        .map(|exponent| Ordinal::monomial(exponent, coefficient(random)))
        .sum()
}

/// A number below `n` (positive), from one draw: the high word of `draw · n`, which is as near
/// uniform as tests and benchmarks need.
fn below(random: &mut impl FnMut() -> u64, n: u64) -> u64 {
    let wide = u128::from(random()) * u128::from(n);
    (wide >> 64) as u64
}

fn exponent(random: &mut impl FnMut() -> u64, depth: u32) -> Ordinal {
    if depth == 0 {
        return Ordinal::from(below(random, 4));
    }
    match below(random, 12) {
        0 => atom(random),
        // Around 2^64, where exponents stop fitting in a machine word.
        1 => Ordinal::from(BigUint::from(u64::MAX) + below(random, 3) - 1u32),
        2..=4 => Ordinal::from(below(random, 5)),
        _ => ordinal(random, depth - 1),
    }
}

fn atom(random: &mut impl FnMut() -> u64) -> Ordinal {
    match below(random, 4) {
        0 | 1 => Ordinal::epsilon_zero(),
        2 => Ordinal::omega_one(),
        _ => Ordinal::epsilon(1),
    }
}

fn coefficient(random: &mut impl FnMut() -> u64) -> BigUint {
    // Mostly small, sometimes beyond any machine word.
    match below(random, 20) {
        0 => BigUint::from(random()) << 64u32 | BigUint::from(random()),
        1..=9 => BigUint::from(1u32),
        _ => BigUint::from(1 + below(random, 9)),
    }
}
