//! Bit tricks on 64-bit masks in which bit `i` stands for byte `i` of a block of text.

/// Every other bit, from bit 0.
pub(crate) const EVEN_BITS: u64 = 0x5555_5555_5555_5555;

/// The mask of bits `from..to` (with `from <= to <= 64`).
#[inline]
pub(crate) fn bit_range(from: u32, to: u32) -> u64 {
    below(to) & !below(from)
}

/// The mask of bits `0..n` (with `n <= 64`).
#[inline]
pub(crate) fn below(n: u32) -> u64 {
    if n >= 64 { !0 } else { (1 << n) - 1 }
}

/// The Left bits of `left` at the pebbles of `pebbles`, packed into the low bits in order, and
/// their number (what the `pext` instruction does, which baseline x86-64 lacks). Pebbles written
/// side by side or one space apart take a few operations; other spacings take a loop.
#[inline]
pub(crate) fn pack(left: u64, pebbles: u64) -> (u64, u32) {
    // Shift the first pebble to bit 0 (no pebbles: shifting by 0 leaves nothing to pack).
    let first = pebbles.trailing_zeros();
    let (left, pebbles) = (
        (left & pebbles).wrapping_shr(first),
        pebbles.wrapping_shr(first),
    );
    let span = 64 - pebbles.leading_zeros();
    // One space apart comes first: a lone pebble passes both tests, and this order keeps the
    // branch predictable in spaced text, where rows of one pebble are common.
    if pebbles == EVEN_BITS & below(span) {
        (gather_even_bits(left), span.div_ceil(2))
    } else if pebbles == below(span) {
        (left, span)
    } else {
        let (mut packed, mut count, mut rest) = (0, 0, pebbles);
        while rest != 0 {
            packed |= (left >> rest.trailing_zeros() & 1) << count;
            count += 1;
            rest &= rest - 1;
        }
        (packed, count)
    }
}

/// Bits 0, 2, 4, …, 62 of `x`, moved to bits 0 to 31.
#[inline]
pub(crate) fn gather_even_bits(x: u64) -> u64 {
    let x = x & EVEN_BITS;
    let x = (x | x >> 1) & 0x3333_3333_3333_3333;
    let x = (x | x >> 2) & 0x0F0F_0F0F_0F0F_0F0F;
    let x = (x | x >> 4) & 0x00FF_00FF_00FF_00FF;
    let x = (x | x >> 8) & 0x0000_FFFF_0000_FFFF;
    (x | x >> 16) & 0x0000_0000_FFFF_FFFF
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges() {
        assert_eq!(bit_range(0, 64), !0);
        assert_eq!(bit_range(3, 3), 0);
        assert_eq!(bit_range(1, 4), 0b1110);
        assert_eq!(bit_range(60, 64), 0xF << 60);
    }

    #[test]
    fn packing_matches_the_simple_loop() {
        let mut rng = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..1000 {
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let left = rng;
            for pebbles in [
                u64::MAX,
                EVEN_BITS,
                EVEN_BITS << 1,
                rng.rotate_left(17) & rng,
            ] {
                let (mut expected, mut count) = (0, 0);
                for bit in 0..64 {
                    if pebbles >> bit & 1 == 1 {
                        expected |= (left >> bit & 1) << count;
                        count += 1;
                    }
                }
                assert_eq!(pack(left, pebbles), (expected, count));
            }
        }
    }
}
