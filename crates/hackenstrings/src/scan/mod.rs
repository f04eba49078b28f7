//! Reading the text of a position in one pass: no recursion, no list of rows unless the reader
//! of the pebbles wants one, and 64 bytes at a time wherever the text is plain pebbles and spaces.
//!
//! The grammar: pebbles are `A`/`○` (Left), `B`/`●` (Right) and `C`/`◐` (neutral); rows are
//! separated by `+` or by a line break; other white space is ignored. A `+` needs a row on each
//! side, blank lines are fine, and text with no pebbles at all is the empty position.
//!
//! The 64-byte fast path knows only `A`, `B`, spaces and `+`: a `C` is a special byte, read one
//! character at a time, so rows with neutral pebbles cost nothing where there are none. A sink
//! that adds numbers ([`RowSink::NUMBERS_ONLY`]) gets an error at the `C` instead.

mod error;
mod masks;

pub(crate) use error::{Location, error_at, in_text};
pub use error::{ParsePositionError, ParsePositionErrorKind};

use crate::Pebble;
use crate::bits::bit_range;
use masks::Masks;

/// Whatever consumes the rows being read: a list of rows, or a running value.
pub(crate) trait RowSink {
    /// The sink only adds numbers: the scanner refuses a neutral pebble, naming its place,
    /// instead of handing it over.
    const NUMBERS_ONLY: bool = false;

    /// The next pebble of the current row (which it opens if none is open).
    fn pebble(&mut self, pebble: Pebble);

    /// Several pebbles of the current row at once: in increasing order of bit, each set bit of
    /// `pebbles` is a pebble, Left's if the same bit of `left` is set (never a neutral one).
    fn pebbles(&mut self, left: u64, mut pebbles: u64) {
        while pebbles != 0 {
            let bit = pebbles.trailing_zeros();
            let pebble = if left >> bit & 1 == 1 {
                Pebble::Left
            } else {
                Pebble::Right
            };
            self.pebble(pebble);
            pebbles &= pebbles - 1;
        }
    }

    /// The current row is complete (it has at least one pebble).
    fn end_row(&mut self);

    /// A whole row at once (no row is open): its pebbles as in [`RowSink::pebbles`], at least one.
    fn row(&mut self, left: u64, pebbles: u64) {
        self.pebbles(left, pebbles);
        self.end_row();
    }

    /// Several whole rows at once (no row is open): each set bit of `ends` ends a row, made of
    /// the pebbles below it and above the end before (or from bit 0), never none. Every pebble
    /// is below the last end.
    fn rows(&mut self, left: u64, pebbles: u64, ends: u64) {
        for_each_row(pebbles, ends, |row| self.row(left & row, row));
    }
}

/// Splits a block's pebbles into whole rows, as [`RowSink::rows`] describes them, and calls `row`
/// with each row's mask, lowest first.
pub(crate) fn for_each_row(pebbles: u64, mut ends: u64, mut row: impl FnMut(u64)) {
    let mut rest = pebbles;
    while ends != 0 {
        let this = rest & ((ends & ends.wrapping_neg()) - 1);
        row(this);
        rest ^= this;
        ends &= ends - 1;
    }
}

/// Reads text, in as many pieces as it comes, and hands its rows to a [`RowSink`].
pub(crate) struct Scanner<S> {
    sink: S,
    /// Characters read so far.
    chars: u64,
    line: u64,
    /// The value of `chars` when the current line began.
    line_start: u64,
    /// The current row has pebbles.
    row_open: bool,
    /// A row has been read since the start or the last `+`, so a `+` may come.
    plus_allowed: bool,
    /// A `+` still waiting for the row after it.
    plus_waiting: Option<Location>,
    /// The first error: once the text is wrong, it stays wrong.
    error: Option<ParsePositionError>,
}

impl<S: RowSink> Scanner<S> {
    /// A scanner at the start of the text.
    pub(crate) fn new(sink: S) -> Scanner<S> {
        Scanner {
            sink,
            chars: 0,
            line: 1,
            line_start: 0,
            row_open: false,
            plus_allowed: false,
            plus_waiting: None,
            error: None,
        }
    }

    /// Reads the next piece of the text.
    pub(crate) fn feed(&mut self, text: &str) -> Result<(), ParsePositionError> {
        if let Some(error) = self.error {
            return Err(error);
        }
        // On the error's line no line break has been read yet, so any in this piece follows it.
        let result = self.feed_text(text).map_err(|error| in_text(error, text));
        self.error = result.err();
        result
    }

    /// The sink, once the text is complete.
    pub(crate) fn finish(mut self) -> Result<S, ParsePositionError> {
        if let Some(error) = self.error {
            return Err(error);
        }
        if let Some(location) = self.plus_waiting {
            // Nothing but white space follows the `+`: the text has several lines only if the
            // `+` is not on the first.
            let kind = ParsePositionErrorKind::PlusWithoutRowAfter;
            return Err(in_text(error_at(location, kind), ""));
        }
        self.close_row();
        Ok(self.sink)
    }

    fn feed_text(&mut self, text: &str) -> Result<(), ParsePositionError> {
        let mut at = 0;
        while let Some(block) = text.as_bytes()[at..].first_chunk::<64>() {
            at = self.block(text, at, block)?;
        }
        // `at` is a character boundary: blocks end at one, or just after a character they began.
        for c in text[at..].chars() {
            self.char(c)?;
        }
        Ok(())
    }

    /// Reads the 64-byte block at byte `start` of `text`; returns where the next block starts,
    /// which is past the block when its last character runs over the end.
    fn block(
        &mut self,
        text: &str,
        start: usize,
        block: &[u8; 64],
    ) -> Result<usize, ParsePositionError> {
        let masks = Masks::of(block);
        if masks.only_plus
            && masks.special != 0
            && !self.row_open
            && !self.plus_allowed
            && let Some(next) = self.whole_rows(&masks)
        {
            return Ok(start + next as usize);
        }
        let mut special = masks.special;
        let mut from = 0;
        while special != 0 {
            let bit = special.trailing_zeros();
            let byte = block[bit as usize];
            if byte == b'+' && !self.row_open {
                // The usual case in a text of short rows: a whole row, then a `+`.
                self.whole_row(&masks, from, bit);
                self.plus()?;
                from = bit + 1;
                special &= special - 1;
                continue;
            }
            if byte == b'\n' && !self.row_open {
                self.whole_row(&masks, from, bit);
            } else {
                self.plain_run(&masks, from, bit);
            }
            let c = if byte.is_ascii() {
                char::from(byte)
            } else {
                // A multi-byte character: its continuation bytes are special too, and skipped here.
                text[start + bit as usize..]
                    .chars()
                    .next()
                    .unwrap_or_default()
            };
            self.char(c)?;
            from = bit + c.len_utf8() as u32;
            if from >= 64 {
                return Ok(start + from as usize);
            }
            special &= !bit_range(0, from);
        }
        if from > 0 && !self.row_open {
            // The rest begins a row: start the next block with it, so that short rows seldom
            // straddle two blocks and most of them go to the sink whole.
            return Ok(start + from as usize);
        }
        self.plain_run(&masks, from, 64);
        Ok(start + 64)
    }

    /// A block of pebbles, spaces and `+` in which every `+` has a row before it, read up to the
    /// last `+` (returned is where the rest begins), with no row open before it. Refuses other
    /// blocks (`None`), leaving them, and their errors, to the byte-by-byte reading.
    #[inline]
    fn whole_rows(&mut self, masks: &Masks) -> Option<u32> {
        let pluses = masks.special;
        let marks = masks.pebbles | pluses;
        // Carrying a bit up each run of spaces finds the first mark after each `+`.
        let spaces = !marks;
        let after_plus = (pluses << 1).wrapping_add(spaces) & marks;
        // No `+` may come first either: no row is open, and none has ended since the last `+`.
        let first = marks & marks.wrapping_neg();
        if (after_plus | first) & pluses != 0 {
            return None;
        }
        let last = 63 - pluses.leading_zeros();
        let pebbles = masks.pebbles & bit_range(0, last);
        self.sink.rows(masks.left & pebbles, pebbles, pluses);
        self.chars += u64::from(last);
        self.plus_waiting = Some(self.location());
        self.chars += 1;
        Some(last + 1)
    }

    /// Bytes `from..to` of a block, which hold only pebble letters and spaces.
    #[inline]
    fn plain_run(&mut self, masks: &Masks, from: u32, to: u32) {
        let pebbles = masks.pebbles & bit_range(from, to);
        if pebbles != 0 {
            self.open_row();
            self.sink.pebbles(masks.left & pebbles, pebbles);
        }
        self.chars += u64::from(to - from);
    }

    /// Bytes `from..to` of a block, which hold only pebble letters and spaces and are a whole
    /// row (or nothing): no row is open, and a separator follows.
    #[inline(always)]
    fn whole_row(&mut self, masks: &Masks, from: u32, to: u32) {
        let pebbles = masks.pebbles & bit_range(from, to);
        if pebbles != 0 {
            self.open_row();
            self.sink.row(masks.left & pebbles, pebbles);
            self.row_open = false;
        }
        self.chars += u64::from(to - from);
    }

    /// Where the next character is.
    #[inline]
    fn location(&self) -> Location {
        Location {
            line: self.line,
            column: self.chars - self.line_start + 1,
        }
    }

    #[inline]
    fn char(&mut self, c: char) -> Result<(), ParsePositionError> {
        if let Some(pebble) = Pebble::from_char(c) {
            if S::NUMBERS_ONLY && pebble == Pebble::Neutral {
                let kind = ParsePositionErrorKind::NeutralPebble(c);
                return Err(error_at(self.location(), kind));
            }
            self.open_row();
            self.sink.pebble(pebble);
        } else if c == '+' {
            return self.plus();
        } else if c == '\n' {
            self.close_row();
            self.line += 1;
            self.line_start = self.chars + 1;
        } else if !c.is_whitespace() {
            let kind = ParsePositionErrorKind::UnexpectedCharacter(c);
            return Err(error_at(self.location(), kind));
        }
        self.chars += 1;
        Ok(())
    }

    /// A `+`: it ends the row before it, and needs another after it.
    #[inline]
    fn plus(&mut self) -> Result<(), ParsePositionError> {
        let location = self.location();
        if !self.plus_allowed {
            let kind = ParsePositionErrorKind::PlusWithoutRowBefore;
            return Err(error_at(location, kind));
        }
        self.close_row();
        self.plus_allowed = false;
        self.plus_waiting = Some(location);
        self.chars += 1;
        Ok(())
    }

    #[inline]
    fn open_row(&mut self) {
        self.row_open = true;
        self.plus_allowed = true;
        self.plus_waiting = None;
    }

    #[inline]
    fn close_row(&mut self) {
        if self.row_open {
            self.sink.end_row();
            self.row_open = false;
        }
    }
}
