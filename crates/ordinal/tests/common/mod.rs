//! Shared helpers: parsing shorthand and a seeded generator of random ordinals.

#![allow(dead_code)]

use ordinal::Ordinal;

/// Parses a literal ordinal, panicking with the parser's message on a typo.
pub fn o(text: &str) -> Ordinal {
    text.parse()
        .unwrap_or_else(|error| panic!("{text:?} does not parse: {error}"))
}

/// Random ordinals from [`ordinal::sample`], with a fixed seed.
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
        let rng = &mut self.rng;
        ordinal::sample::ordinal(&mut || rng.u64(..), depth)
    }

    /// A random natural below `below`, for laws about finite arithmetic.
    pub fn natural(&mut self, below: u64) -> Ordinal {
        Ordinal::from(self.rng.u64(0..below))
    }
}
