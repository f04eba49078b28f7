//! Many short rows at once: every row that lies whole inside a 64-byte block, in registers.

use super::sum::ValueSum;
use crate::bits::{EVEN_BITS, gather_even_bits};
use crate::scan::{RowSink, for_each_row};

/// The top bit: `1/2` in units of `2^-64`.
const HALF: u64 = 1 << 63;

/// Whole rows with the spaces between pebbles squeezed out where that is easy: when all the
/// pebbles of a block have the same parity (the book's spaced notation), every other byte is a
/// slot, else every byte. Bit `s` of each mask is slot `s`.
#[derive(Clone, Copy, Default)]
pub(super) struct Slots {
    /// Left's pebbles.
    left: u64,
    /// All the pebbles.
    pebbles: u64,
    /// The rows' ends, each in the first slot after its row.
    ends: u64,
    /// The slots up to the last end.
    len: u32,
}

impl Slots {
    #[inline]
    fn of(left: u64, pebbles: u64, ends: u64) -> Slots {
        let odd_ends = ends & !EVEN_BITS;
        if pebbles & !EVEN_BITS == 0 {
            // An end at byte `b` goes to slot `⌈b/2⌉` (ends are never side by side), byte 63
            // to slot 32.
            let ends = gather_even_bits(ends & EVEN_BITS | odd_ends << 1) | ends >> 63 << 32;
            Slots::new(gather_even_bits(left), gather_even_bits(pebbles), ends)
        } else if pebbles & EVEN_BITS == 0 {
            let ends = gather_even_bits(ends & EVEN_BITS | odd_ends >> 1);
            Slots::new(
                gather_even_bits(left >> 1),
                gather_even_bits(pebbles >> 1),
                ends,
            )
        } else {
            Slots::new(left, pebbles, ends)
        }
    }

    #[inline]
    fn new(left: u64, pebbles: u64, ends: u64) -> Slots {
        let len = 64 - ends.leading_zeros();
        Slots {
            left,
            pebbles,
            ends,
            len,
        }
    }

    /// These rows, then `next`'s (which must fit).
    #[inline]
    fn then(self, next: Slots) -> Slots {
        Slots {
            left: self.left | next.left << self.len,
            pebbles: self.pebbles | next.pebbles << self.len,
            ends: self.ends | next.ends << self.len,
            len: self.len + next.len,
        }
    }
}

impl ValueSum {
    /// The rows of a block (see `RowSink::rows`). Spaced rows fill half a word of slots, so
    /// blocks wait to be summed in pairs where they fit in one: the work per word is the same
    /// for one block or two.
    #[inline]
    pub(super) fn short_rows(&mut self, left: u64, pebbles: u64, ends: u64) {
        let slots = Slots::of(left, pebbles, ends);
        let waiting = std::mem::take(&mut self.waiting);
        let (ready, rest) = if waiting.len + slots.len > 64 {
            (waiting, slots)
        } else if waiting.len + slots.len > 32 {
            (waiting.then(slots), Slots::default())
        } else {
            (Slots::default(), waiting.then(slots))
        };
        self.waiting = rest;
        // One call, inlined: the call itself cost as much as a few rows.
        if ready.len > 0 {
            self.sum_slots(ready);
        }
    }

    /// Sums the rows still waiting.
    pub(super) fn flush(&mut self) {
        let waiting = std::mem::take(&mut self.waiting);
        self.sum_slots(waiting);
    }

    /// Sums whole rows in machine words, each as in [`ValueSum`]: `±run − 1` in the whole part,
    /// and its tail's digits then a one in the fraction (in units of `2^-64`: tails here are
    /// shorter than a word). A row without a tail adds `1/2` there, which cancels its `−1`.
    #[inline(always)]
    fn sum_slots(&mut self, slots: Slots) {
        let Slots {
            left,
            pebbles,
            ends,
            ..
        } = slots;
        // Where each run of pebbles begins, and the empty slot just past it.
        let firsts = pebbles & !(pebbles << 1);
        let pasts = pebbles.wrapping_add(firsts) & !pebbles;
        // From each run's past, carried over the empty slots, to the next end or pebble.
        let empty = !(pebbles | ends);
        let after = pasts.wrapping_add(empty) & !empty;
        if ends & pebbles != 0 || after & pebbles != 0 {
            // Not one run to a row: rows side by side, or with gaps.
            return self.rows_one_by_one(left, pebbles, ends);
        }
        // The first pebble of each row whose owner differs from the one before, or the past
        // slot: carried from the row's first pebble over those that continue its run.
        let changes = (left ^ left << 1) & pebbles & !firsts;
        let continuing = pebbles & !changes;
        let mut tails = continuing.wrapping_add(firsts) & !continuing;
        // All the first runs at once (each row's `tails − firsts`); the `−1`s come below.
        let runs = tails.wrapping_sub(firsts);
        let mut whole =
            i64::from((runs & left).count_ones()) - i64::from((runs & !left).count_ones());
        // Slot `s` at bit `63 − s`, with a one at each row's past: shifting left by a row's
        // change lines its tail's digits, and the extra one after them, up as a binary fraction.
        let digits = (left | pasts).reverse_bits();
        let mut pasts = pasts;
        let mut fraction = 0u128;
        while tails != 0 {
            let change = tails.trailing_zeros();
            let past = pasts.trailing_zeros();
            tails &= tails - 1;
            pasts &= pasts - 1;
            let row = (HALF >> past).wrapping_neg();
            fraction += u128::from((digits & row) << change);
            whole -= 1;
        }
        self.add_parts(whole, fraction);
    }

    /// The rows of a block in slots, one at a time.
    #[cold]
    fn rows_one_by_one(&mut self, left: u64, pebbles: u64, ends: u64) {
        for_each_row(pebbles, ends, |row| self.row(left & row, row));
    }
}

#[cfg(test)]
mod tests {
    use dyadic::Dyadic;

    use super::*;
    use crate::{Pebble, Row};

    /// Random rows laid out in slots: mostly one run of pebbles to a row with an empty slot
    /// after it, sometimes the next row's first pebble in that slot, or a gap inside a row.
    fn random_slots(rng: &mut fastrand::Rng) -> (Slots, Vec<Row>) {
        let (mut left, mut pebbles, mut ends, mut at) = (0u64, 0u64, 0u64, 0u32);
        let mut rows = Vec::new();
        loop {
            let gap = rng.u8(..) < 8;
            let end = at + rng.u32(1..=12) + u32::from(gap);
            if end > 63 {
                break;
            }
            let mut row = Vec::new();
            for slot in (at..end).filter(|&slot| !gap || slot != at + 1) {
                let pebble = if rng.bool() {
                    Pebble::Left
                } else {
                    Pebble::Right
                };
                pebbles |= 1 << slot;
                left |= u64::from(pebble == Pebble::Left) << slot;
                row.push(pebble);
            }
            rows.push(Row::new(row));
            ends |= 1 << end;
            let side_by_side = rng.u8(..) < 8;
            at = end + u32::from(!side_by_side);
        }
        (Slots::new(left, pebbles, ends), rows)
    }

    #[test]
    fn rows_in_slots_sum_to_their_values() {
        let mut rng = fastrand::Rng::with_seed(17);
        for _ in 0..3000 {
            let (slots, rows) = random_slots(&mut rng);
            let mut sum = ValueSum::default();
            sum.sum_slots(slots);
            let expected: Dyadic = rows.iter().map(|row| row.number().unwrap()).sum();
            assert_eq!(sum.value(), expected, "{rows:?}");
        }
    }

    #[test]
    fn an_end_at_the_last_byte_has_its_slot() {
        // `A B A … A +`: 32 pebbles on the even bytes, the `+` on byte 63.
        let pebbles = EVEN_BITS;
        let slots = Slots::of(pebbles & 0xFF, pebbles, 1 << 63);
        assert_eq!(
            (slots.pebbles, slots.ends, slots.len),
            (!0 >> 32, 1 << 32, 33)
        );
    }
}
