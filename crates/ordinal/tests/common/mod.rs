//! Shared helpers: parsing shorthand and a seeded generator of random ordinals.

#![allow(dead_code)]

use num_bigint::BigUint;
use ordinal::Ordinal;

/// Parses a literal ordinal, panicking with the parser's message on a typo.
pub fn o(text: &str) -> Ordinal {
    text.parse()
        .unwrap_or_else(|error| panic!("{text:?} does not parse: {error}"))
}

/// Random ordinals in normal form with exponents nested a few levels deep.
pub struct Generator {
    rng: fastrand::Rng,
}

impl Generator {
    /// A generator with a fixed seed, so failures reproduce.
    pub fn new(seed: u64) -> Generator {
        Generator {
            rng: fastrand::Rng::with_seed(seed),
        }
    }

    /// A random ordinal whose exponents nest at most `depth` levels.
    pub fn ordinal(&mut self, depth: u32) -> Ordinal {
        let count = self.rng.usize(0..=3);
        let mut exponents: Vec<Ordinal> = (0..count).map(|_| self.exponent(depth)).collect();
        exponents.sort_unstable_by(|a, b| b.cmp(a));
        exponents.dedup();
        exponents
            .into_iter()
            .map(|exponent| Ordinal::monomial(exponent, self.coefficient()))
            .sum()
    }

    /// A random ordinal below ε₀ (no atoms), for laws about finite arithmetic.
    pub fn natural(&mut self, below: u64) -> Ordinal {
        Ordinal::from(self.rng.u64(0..below))
    }

    fn exponent(&mut self, depth: u32) -> Ordinal {
        if depth == 0 {
            return Ordinal::from(self.rng.u64(0..4));
        }
        match self.rng.u8(0..12) {
            0 => self.atom(),
            // Around 2^64, where exponents stop fitting in a machine word.
            1 => Ordinal::from(BigUint::from(u64::MAX) + self.rng.u64(0..3) - 1u32),
            2..=4 => Ordinal::from(self.rng.u64(0..5)),
            _ => self.ordinal(depth - 1),
        }
    }

    fn atom(&mut self) -> Ordinal {
        match self.rng.u8(0..4) {
            0 | 1 => Ordinal::epsilon_zero(),
            2 => Ordinal::omega_one(),
            _ => Ordinal::epsilon(1),
        }
    }

    fn coefficient(&mut self) -> BigUint {
        // Mostly small, sometimes beyond any machine word.
        match self.rng.u8(0..20) {
            0 => BigUint::from(self.rng.u64(..)) << 64u32 | BigUint::from(self.rng.u64(..)),
            1..=9 => BigUint::from(1u32),
            _ => BigUint::from(self.rng.u64(1..10)),
        }
    }

    /// Picks a random element.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.rng.usize(..items.len())]
    }

    /// A random boolean that is true with probability `1/n`.
    pub fn one_in(&mut self, n: u32) -> bool {
        self.rng.u32(0..n) == 0
    }
}
