//! A small, fast hasher for the chapters' own tables (canonical games by id, base-2 digits of
//! ordinal piles).
//!
//! The standard library's SipHash resists inputs crafted to collide, which an engine hashing its
//! own ids and its user's piles does not need; the multiply-and-rotate hash of the Rust compiler
//! (FxHash) is one multiplication per word.

use std::hash::{BuildHasherDefault, Hasher};

/// Builds [`FxHasher`]s: `HashMap<K, V, FastHash>` is a map with the fast hash.
pub type FastHash = BuildHasherDefault<FxHasher>;

/// The multiply-and-rotate hash: one multiplication per machine word written.
#[derive(Default)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word) ^ ((rest.len() as u64) << 56));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn write_u128(&mut self, n: u128) {
        // Two words, not sixteen bytes through `write`.
        self.add(n as u64);
        self.add((n >> 64) as u64);
    }

    fn write_i128(&mut self, n: i128) {
        self.write_u128(n as u128);
    }

    fn finish(&self) -> u64 {
        // The product's high bits are the well-mixed ones; bring some down.
        self.hash.rotate_left(26)
    }
}

#[cfg(test)]
mod tests {
    use std::hash::{BuildHasher, Hash};

    use super::*;

    fn hash_of(value: impl Hash) -> u64 {
        FastHash::default().hash_one(value)
    }

    #[test]
    fn equal_values_hash_alike_and_neighbours_differ() {
        assert_eq!(hash_of("ω+1"), hash_of("ω+1"));
        assert_ne!(hash_of(1u64), hash_of(2u64));
        assert_ne!(
            hash_of([1u8, 2, 3].as_slice()),
            hash_of([1u8, 2].as_slice())
        );
        assert_ne!(hash_of("abcdefgh1"), hash_of("abcdefgh2"));
        assert_ne!(hash_of(1i128), hash_of(1i128 << 64));
        assert_ne!(hash_of(-1i128), hash_of(u64::MAX as i128));
    }
}
