//! What can be read off a row as written, in time linear in its tokens, without canonical
//! pieces: its length, the first difference from another row when walking both finds it, and
//! whether its value is an infinite sum nested in another.
//!
//! A part `( R )` whose `R` has degree `k` (its length is `ω^k·c + …` with `c ≥ 1`) is exactly
//! `ω^{k+1}` long, whatever `R` holds: so the length of a row is a sum of such powers, and two
//! walks that pass only items they have in common stay at the same place of both sequences.

use std::cmp::Ordering;
use std::collections::HashMap;

use game::hash::FastHash;

use super::intern::{MINUS, PLUS, sign_piece};
use crate::Sign;
use crate::len::Len;
use crate::row::{Row, Token};

/// Pebbles of sign `−`, of sign `+`, in a stretch of a row (bit 0 and bit 1).
fn mask(sign: Sign) -> u8 {
    1 << sign_piece(sign)
}

/// A row's tokens with, for each `(`, where its part ends, its degree and its number.
struct Written<'a> {
    tokens: &'a [Token],
    /// For a `(`: the index of its `)`.
    close: Vec<u32>,
    /// For a `(`: the degree of its part (one more than its row's: the part is `ω^degree`
    /// long); 0 for a pebble.
    degree: Vec<u32>,
    /// For a `(`: the number of the part's text (equal texts, equal numbers, across the rows
    /// read with the same `Parts`); for a pebble its sign's.
    id: Vec<u32>,
}

/// Numbers for the parts' texts, by the numbers of their items: a list of items is numbered as
/// its first item and the number of the rest (so that nothing is allocated a part), and a part
/// as its list of items (numbers from 3; 2 is the empty list, 0 and 1 the signs).
#[derive(Default)]
struct Parts {
    numbers: HashMap<(u32, u32), u32, FastHash>,
}

/// The number of the empty list.
const EMPTY: u32 = 2;

impl Parts {
    fn number(&mut self, items: &[u32]) -> u32 {
        let mut list = EMPTY;
        for &item in items.iter().rev() {
            let next = u32::try_from(self.numbers.len() + 3).expect("fewer than 2^32 lists");
            list = *self.numbers.entry((item, list)).or_insert(next);
        }
        list
    }

    /// One pass with a stack of the parts still open.
    fn read<'a>(&mut self, row: &'a Row) -> Written<'a> {
        let tokens = row.token_slice();
        let n = tokens.len();
        let (mut close, mut degree, mut id) = (vec![0u32; n], vec![0u32; n], vec![0u32; n]);
        // The numbers of the items of the parts still open, one after another, and for each
        // open part: where its `(` is, where its items start, its row's degree.
        let mut items: Vec<u32> = Vec::new();
        let mut open: Vec<(usize, usize, u32)> = Vec::new();
        for (index, &token) in tokens.iter().enumerate() {
            match token {
                Token::Pebble(sign) => {
                    id[index] = sign_piece(sign);
                    if !open.is_empty() {
                        items.push(id[index]);
                    }
                }
                Token::Open => open.push((index, items.len(), 0)),
                Token::Close => {
                    let (start, first, inner) = open.pop().expect("balanced");
                    close[start] = index as u32;
                    degree[start] = inner + 1;
                    id[start] = self.number(&items[first..]);
                    items.truncate(first);
                    if let Some((_, _, outer)) = open.last_mut() {
                        items.push(id[start]);
                        *outer = (*outer).max(inner + 1);
                    }
                }
            }
        }
        Written {
            tokens,
            close,
            degree,
            id,
        }
    }
}

impl Written<'_> {
    /// The index of the item after the one at `at`.
    fn next(&self, at: usize) -> usize {
        match self.tokens[at] {
            Token::Open => self.close[at] as usize + 1,
            _ => at + 1,
        }
    }

    /// The first sign of the item at `at`: its first pebble.
    fn first_sign(&self, at: usize) -> Sign {
        (self.tokens[at..].iter())
            .find_map(|token| match token {
                Token::Pebble(sign) => Some(*sign),
                _ => None,
            })
            .expect("every part holds a pebble")
    }
}

/// The length of a row's sign sequence, from its text: each part `( R )` is `ω^{k+1}` long
/// for `R` of degree `k`.
pub(crate) fn length(row: &Row) -> Len {
    let mut open: Vec<Len> = vec![Len::zero()];
    for token in row.tokens() {
        match token {
            Token::Pebble(_) => open.last_mut().expect("a list").add(&Len::finite(1)),
            Token::Open => open.push(Len::zero()),
            Token::Close => {
                let inner = open.pop().expect("balanced");
                let level = inner.leading_level().expect("a part holds a pebble") + 1;
                open.last_mut().expect("a list").add(&Len::power(level));
            }
        }
    }
    open.pop().expect("the row")
}

/// Where a walk stands in a row: a list of items from `start` to `end`, and the item at `at`.
/// The row itself ends; a part's row repeats for ever.
struct Frame {
    start: usize,
    end: usize,
    at: usize,
    repeats: bool,
    /// The time (a count of the walks' moves) at which `at` last changed or the frame was
    /// entered.
    moved: usize,
}

struct Walk<'a> {
    row: Written<'a>,
    frames: Vec<Frame>,
}

impl<'a> Walk<'a> {
    fn new(row: Written<'a>) -> Walk<'a> {
        let end = row.tokens.len();
        Walk {
            row,
            frames: vec![Frame {
                start: 0,
                end,
                at: 0,
                repeats: false,
                moved: 0,
            }],
        }
    }

    /// The index of the item next in the sequence, `None` at the end of the row.
    fn head(&self) -> Option<usize> {
        let frame = self.frames.last().expect("a frame");
        (frame.at < frame.end).then_some(frame.at)
    }

    /// Passes the head item, at time `step`.
    fn advance(&mut self, step: usize) {
        let frame = self.frames.last_mut().expect("a frame");
        frame.at = self.row.next(frame.at);
        if frame.repeats && frame.at == frame.end {
            frame.at = frame.start;
        }
        frame.moved = step;
    }

    /// Steps into the part at `at`, at time `step`: its row, repeated, takes its place.
    fn open(&mut self, at: usize, step: usize) {
        self.frames.push(Frame {
            start: at + 1,
            end: self.row.close[at] as usize,
            at: at + 1,
            repeats: true,
            moved: step,
        });
    }

    /// Where the walk stands: the index of its head (the parts it is in are those around it).
    fn place(&self) -> usize {
        self.frames.last().expect("a frame").at
    }

    /// Leaves every part that moved after time `since`, and passes the outermost of them, at
    /// time `step`.
    ///
    /// A frame moves only while it is the innermost, so the frames that moved after `since`
    /// are the innermost few; the outermost of them is in a part (the row itself only moves
    /// forward, so it cannot stand where it stood before).
    fn leave_since(&mut self, since: usize, step: usize) {
        while self.frames.len() > 1 && self.frames.last().expect("a frame").moved > since {
            self.frames.pop();
        }
        self.advance(step);
    }
}

/// Brent's cycle finding on the places two walks pass: one place kept, and the time it was
/// passed; kept again after twice as many places each time.
struct Rounds {
    kept: Option<(usize, usize)>,
    kept_at: usize,
    seen: usize,
    span: usize,
}

impl Rounds {
    fn new() -> Rounds {
        Rounds {
            kept: None,
            kept_at: 0,
            seen: 0,
            span: 1,
        }
    }

    /// When the place was kept, if it is the kept one; else counts it (kept if its turn).
    fn meets(&mut self, place: (usize, usize), now: usize) -> Option<usize> {
        if self.kept == Some(place) {
            return Some(self.kept_at);
        }
        self.seen += 1;
        if self.seen >= self.span {
            (self.kept, self.kept_at, self.seen, self.span) = (Some(place), now, 0, 2 * self.span);
        }
        None
    }
}

fn by_sign(sign: Sign) -> Ordering {
    match sign {
        Sign::Plus => Ordering::Greater,
        Sign::Minus => Ordering::Less,
    }
}

/// The order of two rows' sign sequences found by walking both as written, item by item at the
/// same place of both sequences: items of the same text are passed together, and where the
/// items differ the longer is opened (both, if equally long), down to two pebbles. `None` when
/// the walk has not decided within 4 steps a token (16 more): where two parts spell one
/// sequence differently (`( A B )` and `A ( B A )`), the walks go round until they meet a
/// place of both again, which may take as many steps as the two periods' least common
/// multiple; the canonical pieces decide those.
pub(crate) fn compare(a: &Row, b: &Row) -> Option<Ordering> {
    let budget = 4 * (a.token_slice().len() + b.token_slice().len()) + 16;
    let mut parts = Parts::default();
    let mut x = Walk::new(parts.read(a));
    let mut y = Walk::new(parts.read(b));
    // The signs ahead of a place are the same from any finite round of the parts around it
    // (each still has ω rounds to go): meeting a pair of places again, at positions α < β,
    // means both sequences go on with the stretch D between them, found equal, ω times. D lies
    // inside the outermost part each walk went round and holds a whole copy of its row, so
    // |D| = ω^(d-1)·c + … with d the degree of either part: both have degree d, and
    // α + |D|·ω = α + ω^d is the end of each, where both walks leap, again at one place of
    // their sequences. Rounds of such leaps are found alike, one level up.
    let mut rounds: Vec<Rounds> = vec![Rounds::new()];
    let mut now = 0usize;
    for _ in 0..budget {
        let (p, q) = match (x.head(), y.head()) {
            (None, None) => return Some(Ordering::Equal),
            // The sequence that goes on is greater exactly when it goes on with `+`.
            (None, Some(q)) => return Some(by_sign(y.row.first_sign(q)).reverse()),
            (Some(p), None) => return Some(by_sign(x.row.first_sign(p))),
            (Some(p), Some(q)) => (p, q),
        };
        let mut level = 0;
        while x.head().is_some()
            && y.head().is_some()
            && let Some(since) = rounds[level].meets((x.place(), y.place()), now)
        {
            now += 1;
            x.leave_since(since, now);
            y.leave_since(since, now);
            rounds[..=level].fill_with(Rounds::new);
            level += 1;
            if rounds.len() == level {
                rounds.push(Rounds::new());
            }
        }
        if level > 0 {
            continue;
        }
        now += 1;
        if x.row.id[p] == y.row.id[q] {
            x.advance(now);
            y.advance(now);
            continue;
        }
        let (dp, dq) = (x.row.degree[p], y.row.degree[q]);
        if dp == 0 && dq == 0 {
            return Some(if x.row.id[p] == PLUS {
                Ordering::Greater
            } else {
                debug_assert_eq!(x.row.id[p], MINUS);
                Ordering::Less
            });
        }
        if dp >= dq {
            x.open(p, now);
        }
        if dq >= dp {
            y.open(q, now);
        }
    }
    None
}

/// A part of a row, read for [`nested_infinite_sum`]: its degree and the signs it holds.
#[derive(Clone, Copy)]
struct Item {
    degree: u32,
    signs: u8,
}

/// Whether `( R )`, for `R` of items `items` of degree `k ≥ 1`, ends in infinitely many
/// stretches `ω^k` long that are not all one sign. Cut `R` after each item of degree `k`, into
/// `h₁ … h_c r`: the stretches of `R R R …` are from the second copy on `r h₁`, `h₂`, …, `h_c`,
/// over and over.
fn ends_complex(items: &[Item], k: u32) -> bool {
    // The signs of `h₁`, then of the block being read.
    let (mut first, mut current) = (None, 0u8);
    for item in items {
        current |= item.signs;
        if item.degree == k {
            if first.is_some() && current == 3 {
                return true;
            }
            first.get_or_insert(current);
            current = 0;
        }
    }
    // `current` is now `r`'s signs: it joins `h₁`.
    (first.expect("an item of degree k") | current) == 3
}

/// Whether the canonical reading of the row's value is sure to give up as an infinite sum
/// nested in another, with the pebbles of its recurring cycles, as `series_within` counts
/// them, at most `room`: then `Row::value` says so without canonical pieces.
///
/// A part `P = ( R )` of degree `k + 1` ends where a stretch of the sequence `ω^{k+1}` long,
/// starting at a multiple of `ω^{k+1}`, ends: one of the canonical pieces, whose period is
/// made of what `R R R …` repeats ([`ends_complex`]). If some of that is not constant, the piece
/// is an infinite sum; if `P` lies inside another part `Q`, that piece lies strictly inside
/// `Q`'s (which ends where `Q` ends), so the value is an infinite sum inside another, which
/// the reading refuses.
///
/// The cycles are counted in every canonical piece whose period holds two or more constant
/// pieces: such a piece ends where a part of both signs ends, and begins with what comes
/// before that part back to a multiple of its length, which depends only on the innermost
/// enclosing part taken a second time (or none): so at most `depth + 1` pieces for a part
/// nested `depth` deep, each with at most as many pieces in its period as the part has items.
pub(crate) fn nested_infinite_sum(row: &Row, room: usize) -> bool {
    let mut nested_complex = false;
    let mut cycles = 0usize;
    // The items of the parts still open, one after another, and where each part's start.
    let mut items: Vec<Item> = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    for token in row.tokens() {
        match token {
            // The row's own items are not needed.
            Token::Pebble(sign) if !open.is_empty() => items.push(Item {
                degree: 0,
                signs: mask(sign),
            }),
            Token::Pebble(_) => {}
            Token::Open => open.push(items.len()),
            Token::Close => {
                let first = open.pop().expect("balanced");
                let inner = &items[first..];
                let depth = open.len();
                let k = inner
                    .iter()
                    .map(|item| item.degree)
                    .max()
                    .expect("a pebble");
                let signs = inner.iter().fold(0, |all, item| all | item.signs);
                let complex = k > 0 && ends_complex(inner, k);
                if complex && depth > 0 {
                    nested_complex = true;
                }
                if !complex && signs == 3 {
                    cycles = cycles.saturating_add(inner.len().saturating_mul(depth + 1));
                }
                items.truncate(first);
                if depth > 0 {
                    items.push(Item {
                        degree: k + 1,
                        signs,
                    });
                }
            }
        }
    }
    nested_complex && cycles <= room
}

#[cfg(test)]
mod tests {
    use std::cmp::Ordering;

    use super::{compare, nested_infinite_sum};
    use crate::{MAX_VALUED_PERIOD, Row};

    /// Every row of at most `tokens` tokens nested at most `depth` deep (no empty `( )`), as
    /// text.
    fn rows(tokens: usize, depth: usize) -> Vec<String> {
        let mut all = Vec::new();
        // Each: the text so far, its open parts, and whether the innermost is still empty.
        let mut stack = vec![(String::new(), 0usize, false)];
        while let Some((text, open, empty)) = stack.pop() {
            if open == 0 {
                all.push(text.clone());
            }
            let mut next = vec![
                (format!("{text}A"), open, false),
                (format!("{text}B"), open, false),
            ];
            if open < depth {
                next.push((format!("{text}("), open + 1, true));
            }
            if open > 0 && !empty {
                next.push((format!("{text})"), open - 1, false));
            }
            // Only what can still be closed within `tokens`.
            stack.extend(
                (next.into_iter()).filter(|(text, open, empty)| {
                    text.len() + open + usize::from(*empty) <= tokens
                }),
            );
        }
        all.sort();
        all
    }

    /// A random row of about `sizes` tokens nested at most `depth` deep.
    fn random_row(rng: &mut fastrand::Rng, sizes: std::ops::Range<usize>, depth: usize) -> String {
        let size = rng.usize(sizes);
        let mut text = String::new();
        let mut open = 0usize;
        let mut empty = false;
        for _ in 0..size {
            let choice = rng.u8(0..6);
            if choice < 3 || (empty && choice >= 4) || (open == 0 && choice >= 4) {
                text.push(if rng.bool() { 'A' } else { 'B' });
                empty = false;
            } else if choice == 3 && open < depth {
                text.push('(');
                open += 1;
                empty = true;
            } else if open > 0 && !empty {
                text.push(')');
                open -= 1;
            }
        }
        if empty {
            text.push('A');
        }
        text.extend(std::iter::repeat_n(')', open));
        text
    }

    fn row(text: &str) -> Row {
        text.parse().unwrap()
    }

    /// The text with every empty `( )` left out (and those it leaves empty in turn).
    fn without_empty(mut text: String) -> String {
        while text.contains("()") {
            text = text.replace("()", "");
        }
        text
    }

    /// The order by the canonical pieces alone.
    fn reference(a: &Row, b: &Row) -> Ordering {
        a.signs().cmp(&b.signs())
    }

    #[test]
    fn small_rows_are_listed() {
        assert_eq!(
            rows(3, 3),
            [
                "", "(A)", "(B)", "A", "AA", "AAA", "AAB", "AB", "ABA", "ABB", "B", "BA", "BAA",
                "BAB", "BB", "BBA", "BBB"
            ]
        );
    }

    #[test]
    fn lengths_are_the_canonical_lengths() {
        let all = rows(9, 3);
        assert_eq!(all.len(), 11_441);
        for text in &all {
            let row = row(text);
            assert_eq!(row.birthday(), row.signs().birthday(), "{text}");
        }
    }

    #[test]
    fn walking_the_text_orders_as_the_canonical_pieces_do() {
        let small = rows(7, 3);
        let signs: Vec<_> = small.iter().map(|text| row(text).signs()).collect();
        let (mut decided, mut pairs) = (0usize, 0usize);
        for (a, sa) in small.iter().zip(&signs) {
            for (b, sb) in small.iter().zip(&signs) {
                pairs += 1;
                let (ra, rb) = (row(a), row(b));
                if let Some(order) = compare(&ra, &rb) {
                    decided += 1;
                    assert_eq!(order, sa.cmp(sb), "{a} against {b}");
                }
                if pairs % 7 == 0 {
                    assert_eq!(ra.cmp(&rb), sa.cmp(sb), "{a} against {b}");
                }
            }
        }
        // The walk decides every pair, equal sequences spelled differently included.
        assert_eq!((decided, pairs), (1_311_025, 1_311_025));
    }

    #[test]
    fn every_row_of_nine_tokens_is_ordered_as_the_canonical_pieces_order_it() {
        let short = rows(5, 3);
        let short_signs: Vec<_> = short.iter().map(|text| row(text).signs()).collect();
        let mut pairs = 0usize;
        for a in rows(9, 3) {
            let ra = row(&a);
            let sa = ra.signs();
            let mut others: Vec<(Row, crate::Signs)> = (short.iter().zip(&short_signs))
                .map(|(b, sb)| (row(b), sb.clone()))
                .collect();
            for b in [format!("{a}A"), format!("{a}B")] {
                let rb = row(&b);
                others.push((rb.clone(), rb.signs()));
            }
            others.push((ra.negated(), ra.negated().signs()));
            for (rb, sb) in &others {
                pairs += 1;
                assert_eq!(compare(&ra, rb), Some(sa.cmp(sb)), "{a} against {rb}");
            }
        }
        assert_eq!(pairs, 11_441 * (short.len() + 3));
    }

    /// The same checks on longer rows, nested deeper: `cargo test -p surreal --release --lib
    /// -- --ignored longer_rows`.
    #[test]
    #[ignore = "minutes in a debug build"]
    fn longer_rows_answer_as_the_canonical_pieces() {
        let long = rows(11, 4);
        let short = rows(6, 4);
        let short_signs: Vec<_> = short.iter().map(|text| row(text).signs()).collect();
        let mut undecided = 0usize;
        for a in &long {
            same_value(a);
            let ra = row(a);
            let sa = ra.signs();
            assert_eq!(ra.birthday(), sa.birthday(), "{a}");
            for (b, sb) in short.iter().zip(&short_signs) {
                match compare(&ra, &row(b)) {
                    Some(order) => assert_eq!(order, sa.cmp(sb), "{a} against {b}"),
                    None => undecided += 1,
                }
            }
        }
        println!(
            "{} rows against {}: {undecided} left to the pieces",
            long.len(),
            short.len()
        );
        // Larger random rows, nested deeper, against rows sharing a beginning with them.
        let mut rng = fastrand::Rng::with_seed(22);
        let (mut pairs, mut undecided) = (0usize, 0usize);
        for _ in 0..20_000 {
            let depth = rng.usize(2..=8);
            let a = random_row(&mut rng, 12..40, depth);
            same_value(&a);
            let ra = row(&a);
            let sa = ra.signs();
            assert_eq!(ra.birthday(), sa.birthday(), "{a}");
            for _ in 0..5 {
                let cut = rng.usize(..=a.len());
                let mut b: String = a[..cut].to_string();
                let open = b.matches('(').count() - b.matches(')').count();
                b.push_str(&random_row(&mut rng, 1..12, 8 - open.min(8)));
                b.extend(std::iter::repeat_n(')', open));
                let rb = row(&without_empty(b));
                pairs += 1;
                match compare(&ra, &rb) {
                    Some(order) => assert_eq!(order, sa.cmp(&rb.signs()), "{a} against {rb}"),
                    None => undecided += 1,
                }
            }
        }
        println!("{pairs} random pairs: {undecided} left to the pieces");
    }

    #[test]
    fn long_different_periods_are_left_to_the_canonical_pieces() {
        let copies = |n: usize| row(&format!("({})", "AB".repeat(n)));
        assert_eq!(compare(&copies(2), &copies(3)), Some(Ordering::Equal));
        // Round after round of 22 and 26 pebbles: they meet again after 286 steps.
        assert_eq!(compare(&copies(11), &copies(13)), None);
        assert_eq!(copies(11).cmp(&copies(13)), Ordering::Equal);
    }

    #[test]
    fn walking_larger_rows_orders_as_the_canonical_pieces_do() {
        let mut rng = fastrand::Rng::with_seed(20);
        let nine = rows(9, 3);
        for _ in 0..20_000 {
            let a = &nine[rng.usize(..nine.len())];
            let b = if rng.bool() {
                nine[rng.usize(..nine.len())].clone()
            } else {
                // A row sharing a beginning with `a`, so that the walk goes some way.
                let cut = rng.usize(..=a.len());
                let mut b: String = a[..cut].to_string();
                let open = b.matches('(').count() - b.matches(')').count();
                b.push_str(&random_row(&mut rng, 4..5, 3 - open.min(3)));
                b.extend(std::iter::repeat_n(')', open));
                without_empty(b)
            };
            let (ra, rb) = (row(a), row(&b));
            assert_eq!(ra.cmp(&rb), reference(&ra, &rb), "{a} against {b}");
        }
        let mut undecided = 0usize;
        for _ in 0..3_000 {
            let depth = rng.usize(1..=5);
            let a = random_row(&mut rng, 8..24, depth);
            let b = if rng.bool() {
                random_row(&mut rng, 8..24, depth)
            } else {
                a.clone() + "A"
            };
            let (ra, rb) = (row(&a), row(&b));
            assert_eq!(ra.cmp(&rb), reference(&ra, &rb), "{a} against {b}");
            assert_eq!(ra.birthday(), ra.signs().birthday(), "{a}");
            // The same sequence spelled canonically: equal, by the walk or after it.
            let canonical = ra.signs().to_row();
            assert_eq!(
                ra.cmp(&canonical),
                Ordering::Equal,
                "{a} against {canonical}"
            );
            undecided += usize::from(compare(&ra, &canonical).is_none());
        }
        assert_eq!(undecided, 57);
    }

    /// The value, or the reason it is refused, is the canonical reading's (with the room for
    /// cycles ample or tight, so that the count of cycles is tried too).
    fn same_value(text: &str) -> bool {
        let row = row(text);
        let mut shortcut = false;
        for room in [MAX_VALUED_PERIOD, 0, 1, 2, 3, 4, 6, 9] {
            shortcut |= nested_infinite_sum(&row, room);
            assert_eq!(
                row.series_within(room),
                row.series_by_pieces(room),
                "{text}, room {room}"
            );
        }
        shortcut
    }

    #[test]
    fn nested_infinite_sums_are_refused_as_the_canonical_reading_refuses_them() {
        let mut refused = 0usize;
        for text in rows(9, 3) {
            refused += usize::from(same_value(&text));
        }
        let mut rng = fastrand::Rng::with_seed(21);
        for _ in 0..3_000 {
            let depth = rng.usize(2..=5);
            let text = random_row(&mut rng, 8..20, depth);
            refused += usize::from(same_value(&text));
        }
        assert!(refused > 100, "{refused}");
    }
}
