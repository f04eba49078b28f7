//! Classifying 64 bytes at once, as bit masks, so that plain rows need no work per byte.

/// Bit `i` of each mask describes byte `i` of a 64-byte block.
pub(crate) struct Masks {
    /// `A`: Left's pebbles.
    pub(crate) left: u64,
    /// `A` or `B`: all pebbles.
    pub(crate) pebbles: u64,
    /// Everything but `A`, `B` and a space: these bytes go one character at a time.
    pub(crate) special: u64,
}

impl Masks {
    /// Classifies a block. Written as plain loops over the block so that the compiler turns them
    /// into vector compares.
    #[inline]
    pub(crate) fn of(block: &[u8; 64]) -> Masks {
        let (mut left, mut right, mut space) = (0u64, 0u64, 0u64);
        for (index, &byte) in block.iter().enumerate() {
            left |= u64::from(byte == b'A') << index;
            right |= u64::from(byte == b'B') << index;
            space |= u64::from(byte == b' ') << index;
        }
        let pebbles = left | right;
        Masks {
            left,
            pebbles,
            special: !(pebbles | space),
        }
    }
}

/// The mask of bits `from..to` (with `from <= to <= 64`).
#[inline]
pub(crate) fn bit_range(from: u32, to: u32) -> u64 {
    below(to) & !below(from)
}

/// The mask of bits `0..n` (with `n <= 64`).
#[inline]
fn below(n: u32) -> u64 {
    if n >= 64 { !0 } else { (1 << n) - 1 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classifies_each_byte() {
        let mut block = [b' '; 64];
        block[0] = b'A';
        block[1] = b'B';
        block[5] = b'+';
        block[63] = 0xE2;
        let masks = Masks::of(&block);
        assert_eq!(masks.left, 1);
        assert_eq!(masks.pebbles, 0b11);
        assert_eq!(masks.special, 1 << 5 | 1 << 63);
    }

    #[test]
    fn ranges() {
        assert_eq!(bit_range(0, 64), !0);
        assert_eq!(bit_range(3, 3), 0);
        assert_eq!(bit_range(1, 4), 0b1110);
        assert_eq!(bit_range(60, 64), 0xF << 60);
    }
}
