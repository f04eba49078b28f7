//! The sum of many rows' tails, as one long binary fraction.

use num_bigint::{BigInt, BigUint};

/// A sum of binary fractions `0.b₁b₂b₃…`, added a 64-bit word at a time and carried exactly.
///
/// Word `i` holds the digits `b₆₄ᵢ₊₁ … b₆₄ᵢ₊₆₄`, most significant first, so a row's tail is added
/// where it starts, and adding `t` digits costs `t/64` word additions whatever else has been added
/// (carries move towards word 0; since nothing is ever subtracted, each carry pays for itself).
#[derive(Default)]
pub(crate) struct TailSum {
    /// The whole part: carries out of the first digit.
    units: u64,
    words: Vec<u64>,
}

impl TailSum {
    /// Adds `word` (64 digits) at word `index`.
    #[inline]
    pub(crate) fn add_word(&mut self, index: u64, word: u64) {
        // A tail is never longer than the text it came from, so its words fit a `usize`.
        let index = index as usize;
        if index >= self.words.len() {
            self.words.resize(index + 1, 0);
        }
        let (sum, carry) = self.words[index].overflowing_add(word);
        self.words[index] = sum;
        if index == 0 {
            // Short rows all land here, with carries at random: keep it free of branches.
            self.units += u64::from(carry);
        } else if carry {
            self.carry_into(index - 1);
        }
    }

    /// Adds `sum / 2^64`: whole units and the first word's digits.
    #[inline]
    pub(crate) fn add_first_word(&mut self, sum: u128) {
        self.add_word(0, sum as u64);
        self.units += (sum >> 64) as u64;
    }

    /// Adds one at the last digit of word `index`.
    fn carry_into(&mut self, mut index: usize) {
        loop {
            let (sum, carry) = self.words[index].overflowing_add(1);
            self.words[index] = sum;
            if !carry {
                return;
            }
            if index == 0 {
                self.units += 1;
                return;
            }
            index -= 1;
        }
    }

    /// The sum as `numerator / 2^exponent` (not necessarily in lowest terms).
    pub(crate) fn to_parts(&self) -> (BigInt, u64) {
        // Little-endian 32-bit digits: the last word is the least significant.
        let digits: Vec<u32> = std::iter::once(self.units)
            .chain(self.words.iter().copied())
            .rev()
            .flat_map(|word| [word as u32, (word >> 32) as u32])
            .collect();
        let exponent = 64 * self.words.len() as u64;
        (BigInt::from(BigUint::new(digits)), exponent)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn carries_reach_the_units() {
        let mut sum = TailSum::default();
        sum.add_word(1, 1 << 63); // 2^-65
        sum.add_word(0, !0); // 1 - 2^-64
        sum.add_word(1, 1 << 63); // 2^-65 again: carries twice, into the units
        let (numerator, exponent) = sum.to_parts();
        assert_eq!((numerator, exponent), (BigInt::from(1) << 128u32, 128));
    }
}
