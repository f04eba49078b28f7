//! The value of a sum of rows, accumulated pebble by pebble (or 64 bytes at a time) in one pass.

use dyadic::Dyadic;
use num_bigint::BigInt;

use super::short_rows::Slots;
use super::tails::TailSum;
use crate::Pebble;
use crate::bits::pack;
use crate::scan::RowSink;

/// Accumulates the value of the rows it is given, exactly, in time linear in the pebbles.
///
/// A row's first run of `r` pebbles counts `±r`; after it, the `k`-th pebble of the tail counts
/// `±1/2^k`. Writing each `±1` as `2·[Left] − 1`, a tail of `t` pebbles is worth
/// `2·(L + 1/2^(t+1)) − 1`, where `L = 0.b₁b₂…b_t` in binary with `b_k = 1` for a Left pebble.
/// So the whole sum is an integer plus twice one binary fraction, to which each row adds its digits
/// `b_k` and one more digit at `t + 1`: no fractions are ever added or normalised along the way.
#[derive(Default)]
pub(crate) struct ValueSum {
    /// The integer part so far: each row's `±r`, less one for each row with a tail.
    whole: i128,
    /// The rows' `L + 1/2^(t+1)`, summed.
    tails: TailSum,
    /// The owner of the current row's first run, if the row has begun.
    run_owner: Option<Pebble>,
    /// The length of the current row's first run.
    run: u64,
    /// How many pebbles of the current row's tail have been read (0: still in the first run).
    tail: u64,
    /// The digits of the tail's current word, most significant first, not yet added to `tails`.
    pending: u64,
    /// Whole rows not yet summed, to be summed with the next block's.
    pub(super) waiting: Slots,
}

impl ValueSum {
    /// The value of all the rows ended so far.
    pub(crate) fn value(mut self) -> Dyadic {
        self.flush();
        let (fraction, exponent) = self.tails.to_parts();
        // whole + 2·fraction/2^exponent
        Dyadic::new(
            (BigInt::from(self.whole) << exponent) + fraction * 2,
            exponent,
        )
    }

    /// Adds `whole + 2·fraction/2^64`, summed by [`ValueSum::short_rows`].
    #[inline]
    pub(super) fn add_parts(&mut self, whole: i64, fraction: u128) {
        self.whole += i128::from(whole);
        self.tails.add_first_word(fraction);
    }

    /// Appends `count` tail digits (`count <= 64`), the first in bit 0 of `digits`.
    #[inline]
    fn push_digits(&mut self, digits: u64, count: u32) {
        let first_at_top = digits.reverse_bits();
        let used = (self.tail % 64) as u32;
        self.pending |= first_at_top >> used;
        let word = self.tail / 64;
        self.tail += u64::from(count);
        if used + count >= 64 {
            self.tails.add_word(word, self.pending);
            // The digits that did not fit begin the next word.
            self.pending = if used == 0 {
                0
            } else {
                first_at_top << (64 - used)
            };
        }
    }
}

/// How many of the first `count` digits are `left` (a 1 for Left), before the first that is not.
#[inline]
fn run_length(digits: u64, count: u32, left: bool) -> u32 {
    let others = if left { !digits } else { digits };
    others.trailing_zeros().min(count)
}

impl RowSink for ValueSum {
    const NUMBERS_ONLY: bool = true;

    /// The same as the pebbles and the end of the row, but all in registers and one word.
    #[inline]
    fn row(&mut self, left: u64, pebbles: u64) {
        let (digits, count) = pack(left, pebbles);
        let left_first = digits & 1 == 1;
        let run = run_length(digits, count, left_first);
        // At most 63 pebbles in the tail, since the run has at least one: one word holds them
        // and the extra digit.
        let tail = count - run;
        let has_tail = u64::from(tail > 0);
        let tail_digits = digits.checked_shr(run).unwrap_or(0);
        self.tails
            .add_word(0, tail_digits.reverse_bits() | has_tail << (63 - tail));
        let run = i128::from(run);
        let signed_run = if left_first { run } else { -run };
        self.whole += signed_run - i128::from(has_tail);
    }

    #[inline]
    fn rows(&mut self, left: u64, pebbles: u64, ends: u64) {
        self.short_rows(left, pebbles, ends);
    }

    #[inline]
    fn pebble(&mut self, pebble: Pebble) {
        let left = u64::from(pebble == Pebble::Left);
        self.pebbles(left, 1);
    }

    #[inline]
    fn pebbles(&mut self, left: u64, pebbles: u64) {
        let (mut digits, mut count) = pack(left, pebbles);
        if self.tail == 0 && count > 0 {
            // Still in the first run: it goes on while the pebbles match the row's first.
            let owner = *self.run_owner.get_or_insert(if digits & 1 == 1 {
                Pebble::Left
            } else {
                Pebble::Right
            });
            let run = run_length(digits, count, owner == Pebble::Left);
            self.run += u64::from(run);
            digits = digits.checked_shr(run).unwrap_or(0);
            count -= run;
        }
        self.push_digits(digits, count);
    }

    #[inline]
    fn end_row(&mut self) {
        let sign = match self.run_owner {
            Some(owner) => i128::from(owner.sign()),
            None => 0,
        };
        // A row with a tail gets the extra digit at t + 1, and the −1 that goes with it. Written
        // without branches, as rows with and without tails come in no predictable order.
        let has_tail = u64::from(self.tail > 0);
        self.push_digits(has_tail, has_tail as u32);
        self.tails.add_word(self.tail / 64, self.pending);
        self.whole += sign * i128::from(self.run) - i128::from(has_tail);
        self.run_owner = None;
        self.run = 0;
        self.tail = 0;
        self.pending = 0;
    }
}
