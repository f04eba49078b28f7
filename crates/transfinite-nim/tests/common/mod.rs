//! Shared helpers: parsing shorthand, and seeded random ordinals and positions.

#![allow(dead_code)]

use ordinal::Ordinal;

/// Parses a literal ordinal, panicking with the parser's message on a typo.
pub fn o(text: &str) -> Ordinal {
    text.parse()
        .unwrap_or_else(|error| panic!("{text:?} does not parse: {error}"))
}

/// Random ordinals from [`ordinal::sample`], with a fixed seed, and positions made of them.
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

    /// A random ordinal below `bound`, which must be positive: a prefix of its normal form,
    /// then a smaller term, then anything small enough to stay below.
    pub fn below(&mut self, bound: &Ordinal, depth: u32) -> Ordinal {
        loop {
            let candidate = self.ordinal(depth);
            if candidate < *bound {
                return candidate;
            }
            // Half the time, cut the bound's own normal form short instead of drawing again.
            if self.rng.bool() {
                let keep = self.rng.usize(0..bound.terms().len());
                let prefix: Ordinal = bound.terms()[..keep]
                    .iter()
                    .map(|term| {
                        Ordinal::monomial(term.exponent().into_owned(), term.coefficient().clone())
                    })
                    .sum();
                let cut = &bound.terms()[keep];
                let smaller = cut.coefficient() - 1u32;
                let lower = Ordinal::monomial(cut.exponent().into_owned(), smaller);
                let tail = self.ordinal(depth);
                let candidate = prefix + lower + tail;
                if candidate < *bound {
                    return candidate;
                }
            }
        }
    }

    /// `count` random piles built from the same few powers of two, so that they share many.
    pub fn related_piles(&mut self, count: usize, depth: u32) -> Vec<Ordinal> {
        // A power of two from each of a few random ordinals.
        let mut pool: Vec<Ordinal> = Vec::new();
        for _ in 0..5 {
            let exponents = self.ordinal(depth).base2();
            if !exponents.is_empty() {
                pool.push(exponents[self.rng.usize(..exponents.len())].clone());
            }
        }
        // 2^(ω·2^64) = ω^(2^64): a power whose exponent no longer fits in a machine word.
        pool.push(o(
            ["w*18446744073709551616", "w*18446744073709551615+1"][self.rng.usize(0..2)]
        ));
        pool.sort_unstable_by(|a, b| b.cmp(a));
        pool.dedup();
        (0..count)
            .map(|_| {
                let chosen = pool.iter().filter(|_| self.rng.bool());
                Ordinal::from_base2(chosen)
            })
            .collect()
    }

    /// `count` random piles.
    pub fn piles(&mut self, count: usize, depth: u32) -> Vec<Ordinal> {
        (0..count).map(|_| self.ordinal(depth)).collect()
    }

    /// A random number in `range`.
    pub fn usize(&mut self, range: std::ops::Range<usize>) -> usize {
        self.rng.usize(range)
    }
}
