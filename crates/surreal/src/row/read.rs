//! The fast way to read a row: rows typed in ASCII (`A B ( B A )`) are read eight bytes at a
//! time, straight into the row's tokens, with no list of characters in between. Anything else
//! (glyphs, a mistake, a row too long) is left to the full reader, which names the column of the
//! fault.

use super::{Row, Token};
use crate::Sign;

/// What each byte is: a pebble (its token's index in [`PEBBLES`]), a parenthesis, white space
/// or something else.
const CLASS: [u8; 256] = {
    let mut class = [OTHER; 256];
    class[b'B' as usize] = 0;
    class[b'A' as usize] = 1;
    class[b'(' as usize] = OPEN;
    class[b')' as usize] = CLOSE;
    // What `char::is_whitespace` says of ASCII.
    let mut space = 0;
    while space < 6 {
        class[[b' ', b'\t', b'\n', b'\r', 0x0b, 0x0c][space] as usize] = SPACE;
        space += 1;
    }
    class
};
const PEBBLES: [Token; 2] = [Token::Pebble(Sign::Minus), Token::Pebble(Sign::Plus)];
const OPEN: u8 = 2;
const CLOSE: u8 = 3;
const SPACE: u8 = 4;
const OTHER: u8 = 5;

/// The lowest bit of each of a word's eight bytes.
const LOW: u64 = 0x0101_0101_0101_0101;
/// The even bytes of a word (0, 2, 4, 6: the text's first, third, … of the eight).
const EVEN: u64 = 0x00ff_00ff_00ff_00ff;

/// The tokens of four pebbles, `A` where bit `i` of the index is set.
const FOUR: [[Token; 4]; 16] = {
    let mut four = [[PEBBLES[0]; 4]; 16];
    let mut n = 0;
    while n < 16 {
        let mut i = 0;
        while i < 4 {
            four[n][i] = PEBBLES[n >> i & 1];
            i += 1;
        }
        n += 1;
    }
    four
};

/// The tokens of eight pebbles, `A` where bit `i` of the index is set.
const EIGHT: [[Token; 8]; 256] = {
    let mut eight = [[PEBBLES[0]; 8]; 256];
    let mut n = 0;
    while n < 256 {
        let mut i = 0;
        while i < 8 {
            eight[n][i] = PEBBLES[n >> i & 1];
            i += 1;
        }
        n += 1;
    }
    eight
};

/// Whether each byte of `bytes` (those of `mask`) is `A` or `B`: the lowest bit of each masked
/// byte, set for `A`; `None` if any is neither.
///
/// `A` and `B` are `0x41` and `0x42`, so `0` and `3` after `^ 0x41`: the only bytes whose bits
/// above the lowest two are clear and whose lowest two are equal.
fn pebbles(bytes: u64, mask: u64) -> Option<u64> {
    let x = (bytes ^ 0x4141_4141_4141_4141) & mask;
    // (The shift brings the next byte's lowest bit into this one's top bit, which is masked.)
    if x & 0xfcfc_fcfc_fcfc_fcfc != 0 || (x ^ x >> 1) & LOW != 0 {
        return None;
    }
    Some(!x & LOW & mask)
}

/// For eight bytes that read `A B A B ` (pebbles in the even bytes, spaces in the odd ones, the
/// text's first byte lowest): which pebbles are `A`, as bits 0 to 3.
fn spaced(word: u64) -> Option<usize> {
    if word & !EVEN != 0x2000_2000_2000_2000 {
        return None;
    }
    // Bit 16·i moves to bit 48 + i, and no two products meet: 16·i + 48 − 15·j differ.
    let a = pebbles(word, EVEN)?.wrapping_mul(1 << 48 | 1 << 33 | 1 << 18 | 1 << 3);
    Some((a >> 48) as usize & 0xf)
}

/// For eight pebbles `ABABABAB`: which are `A`, as bits 0 to 7.
fn unspaced(word: u64) -> Option<usize> {
    // Byte `i`'s lowest bit moves to bit 56 + i, and no two products meet.
    let a = pebbles(word, u64::MAX)?.wrapping_mul(0x0102_0408_1020_4080);
    Some((a >> 56) as usize)
}

/// The row `text` spells and how many pebbles and parentheses it has, if `text` is ASCII and
/// well formed with at most `most` of them; `None` otherwise, for the full reader to explain.
pub(super) fn read_ascii(text: &str, most: usize) -> Option<(Row, usize)> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::with_capacity(bytes.len().min(most));
    let mut depth = 0usize;
    let mut words = bytes.chunks_exact(8);
    for word in &mut words {
        let word_bytes: [u8; 8] = word.try_into().ok()?;
        let word = u64::from_le_bytes(word_bytes);
        // The shapes a row is typed in, eight bytes at a time: `A B A B `, ` A B A B` and
        // `ABABABAB`; anything else (parentheses, other spacing) a byte at a time.
        if let Some(a) = spaced(word) {
            tokens.extend_from_slice(&FOUR[a]);
        } else if let Some(a) = spaced(word.rotate_right(8)) {
            tokens.extend_from_slice(&FOUR[a]);
        } else if let Some(a) = unspaced(word) {
            tokens.extend_from_slice(&EIGHT[a]);
        } else {
            for &byte in &word_bytes {
                read_byte(byte, &mut tokens, &mut depth)?;
            }
        }
    }
    for &byte in words.remainder() {
        read_byte(byte, &mut tokens, &mut depth)?;
    }
    if depth != 0 || tokens.len() > most {
        return None;
    }
    let count = tokens.len();
    Some((Row::of_checked_tokens(tokens), count))
}

/// Reads one byte onto `tokens`, `depth` the parentheses open; `None` when it is not part of a
/// well formed ASCII row.
#[inline]
fn read_byte(byte: u8, tokens: &mut Vec<Token>, depth: &mut usize) -> Option<()> {
    // Pebbles by table, not by branch: `A` and `B` come in no order a branch could learn.
    let class = CLASS[byte as usize];
    if class < OPEN {
        tokens.push(PEBBLES[usize::from(class)]);
        return Some(());
    }
    match class {
        SPACE => {}
        OPEN => {
            *depth += 1;
            tokens.push(Token::Open);
        }
        // Unmatched, or closing nothing: the full reader says which.
        CLOSE if *depth == 0 || tokens.last() == Some(&Token::Open) => return None,
        CLOSE => {
            *depth -= 1;
            tokens.push(Token::Close);
        }
        _ => return None,
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::row::read_row;

    #[test]
    fn reads_what_the_full_reader_reads_or_leaves_it_to_it() {
        for text in [
            "",
            "A",
            "A B ( B A )",
            "AB(BA)",
            "( ( A ) B ) ( B )",
            "\tA\n( B\r)",
            "( A ) ( B ) ( ( B ) ( A ) )",
        ] {
            let (row, count) = read_ascii(text, usize::MAX).unwrap();
            assert_eq!((row.to_string(), count), {
                let (full, n) = read_row(text, usize::MAX).unwrap();
                (full.to_string(), n)
            });
            assert_eq!(row.depth(), text.parse::<Row>().unwrap().depth());
        }
        for text in [
            "A ( B", "A ) B", "A ( ) B", "A x", "A C", "○●", "( A ) )", "((",
        ] {
            assert!(read_ascii(text, usize::MAX).is_none(), "{text}");
        }
        assert_eq!(read_ascii("A ( B ) A", 5).map(|(_, n)| n), Some(5));
        assert!(read_ascii("A ( B ) A B", 5).is_none());
    }
    /// Reads a byte at a time, as the reader does with anything but its three shapes.
    fn byte_by_byte(text: &str) -> Option<Vec<Token>> {
        let (mut tokens, mut depth) = (Vec::new(), 0);
        for &byte in text.as_bytes() {
            read_byte(byte, &mut tokens, &mut depth)?;
        }
        (depth == 0).then_some(tokens)
    }

    /// Long texts of the three shapes, broken by parentheses, other spacing and bytes near `A`
    /// and `B` (`@`, `C`, `a`, `\u{c1}`): eight bytes at a time, the reader reads what it
    /// reads a byte at a time.
    #[test]
    fn words_read_as_their_bytes() {
        let mut rng = fastrand::Rng::with_seed(20);
        let pieces = [
            "A ", "B ", "A", "B", " ", "AB", "BA ", "( ", "(", ") ", ")", "\t", "@", "C", "a",
            "\u{c1}", "A B A B ", "B A B A ", "ABABBABA", " A B A B",
        ];
        let (mut read, mut refused) = (0, 0);
        for _ in 0..4000 {
            let length = rng.usize(0..60);
            // Mostly one shape, so that whole words of it come up.
            let common = rng.usize(..pieces.len());
            let text: String = (0..length)
                .map(|_| match rng.usize(..10) {
                    0 => pieces[rng.usize(..pieces.len())],
                    _ => pieces[common],
                })
                .collect();
            let fast = read_ascii(&text, usize::MAX);
            let slow = byte_by_byte(&text);
            assert_eq!(
                fast.as_ref().map(|(row, n)| (row.token_slice(), *n)),
                slow.as_ref()
                    .map(|tokens| (tokens.as_slice(), tokens.len())),
                "{text:?}"
            );
            match fast {
                Some(_) => read += 1,
                None => refused += 1,
            }
        }
        assert!(read > 500 && refused > 500, "{read} {refused}");
    }
}
