//! Classifying 64 bytes at once, as bit masks, so that plain rows need no work per byte.

/// Bit `i` of each mask describes byte `i` of a 64-byte block.
pub(crate) struct Masks {
    /// Left's pebbles (`A`), among the plain bytes.
    pub(crate) left: u64,
    /// All pebbles (`A` or `B`), among the plain bytes.
    pub(crate) pebbles: u64,
    /// Everything but `A`, `B` and a space: these bytes are read one character at a time, and
    /// the other two masks mean nothing at them.
    pub(crate) special: u64,
    /// Every special byte (if any) is a `+`.
    pub(crate) only_plus: bool,
}

/// The lowest bit of every byte.
const LOW_BITS: u64 = 0x0101_0101_0101_0101;
/// The highest bit of every byte.
const HIGH_BITS: u64 = 0x8080_8080_8080_8080;
/// Multiplying by this moves bit `8i` to bit `56 + i` (the products never overlap or carry).
const GATHER: u64 = 0x0102_0408_1020_4080;

impl Masks {
    /// Classifies a block, eight bytes to a machine word.
    #[inline]
    pub(crate) fn of(block: &[u8; 64]) -> Masks {
        // One pass the compiler vectorises: are there bytes other than pebbles, spaces and `+`?
        let any_but_plus = block.iter().fold(0u8, |any, &byte| {
            any | u8::from((byte != b'A') & (byte != b'B') & (byte != b' ') & (byte != b'+'))
        });
        let (words, _) = block.as_chunks::<8>();
        let (mut odd, mut pebbles, mut others) = (0, 0, 0);
        for (index, &word) in words.iter().enumerate() {
            let x = u64::from_le_bytes(word);
            let shift = 8 * index;
            // Among `A` (0x41), `B` (0x42), a space (0x20) and `+` (0x2B), bit 6 marks a pebble,
            // and bit 0 an `A` or a `+`.
            pebbles |= gather_low_bits(x >> 6) << shift;
            odd |= gather_low_bits(x) << shift;
            if any_but_plus != 0 {
                let plain = equal_bytes(x, b'A') | equal_bytes(x, b'B') | equal_bytes(x, b' ');
                others |= gather_low_bits(!plain >> 7) << shift;
            }
        }
        Masks {
            left: odd & pebbles,
            pebbles,
            // Among pebbles, spaces and `+`, only `+` is odd without being a pebble.
            special: others | odd & !pebbles,
            only_plus: any_but_plus == 0,
        }
    }
}

/// The lowest bit of each byte of `x`, packed into 8 bits.
#[inline]
fn gather_low_bits(x: u64) -> u64 {
    (x & LOW_BITS).wrapping_mul(GATHER) >> 56
}

/// The highest bit of each byte of `x` that equals `byte` (and no other bits).
#[inline]
fn equal_bytes(x: u64, byte: u8) -> u64 {
    let difference = x ^ (LOW_BITS * u64::from(byte));
    // Adding 0x7F to the low seven bits carries into the high bit unless they are all zero.
    let nonzero = ((difference & !HIGH_BITS) + !HIGH_BITS) | difference;
    !nonzero & HIGH_BITS
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
        let plain = !masks.special;
        assert_eq!(masks.left & plain, 1);
        assert_eq!(masks.pebbles & plain, 0b11);
        assert_eq!(masks.special, 1 << 5 | 1 << 63);
        assert!(!masks.only_plus);
        let plain = Masks::of(&[b'B'; 64]);
        assert_eq!((plain.left, plain.pebbles, plain.special), (0, !0, 0));
    }

    #[test]
    fn agrees_with_a_byte_by_byte_reading() {
        let mut seed = 1u64;
        let bytes = [
            b'A', b'B', b' ', b'+', b'C', b'a', b'@', 0xE2, 0xC1, 0x00, 0x7F,
        ];
        for round in 0..4000 {
            // Half the blocks hold only pebbles, spaces and `+`.
            let kinds = if round % 2 == 0 { 4 } else { bytes.len() };
            let mut block = [0u8; 64];
            for byte in &mut block {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                *byte = bytes[(seed >> 33) as usize % kinds];
            }
            let masks = Masks::of(&block);
            let only_plus = block.iter().all(|b| matches!(b, b'A' | b'B' | b' ' | b'+'));
            assert_eq!(masks.only_plus, only_plus);
            for (bit, &byte) in block.iter().enumerate() {
                let is = |mask: u64| mask >> bit & 1 == 1;
                assert_eq!(is(masks.special), !matches!(byte, b'A' | b'B' | b' '));
                if !is(masks.special) {
                    assert_eq!(is(masks.pebbles), byte != b' ');
                    assert_eq!(is(masks.left), byte == b'A');
                }
            }
        }
    }
}
