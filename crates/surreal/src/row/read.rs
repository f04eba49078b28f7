//! The fast way to read a row: rows typed in ASCII (`A B ( B A )`) are read byte by byte, straight
//! into the tree, with no list of tokens in between. Anything else (glyphs, a mistake, a row
//! too long) is left to the full reader, which names the column of the fault.

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

/// The row `text` spells and how many pebbles and parentheses it has, if `text` is ASCII and
/// well formed with at most `most` of them; `None` otherwise, for the full reader to explain.
pub(super) fn read_ascii(text: &str, most: usize) -> Option<(Row, usize)> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::with_capacity(bytes.len().min(most));
    let mut depth = 0usize;
    for &byte in bytes {
        // Pebbles by table, not by branch: `A` and `B` come in no order a branch could learn.
        let class = CLASS[byte as usize];
        if class < OPEN {
            tokens.push(PEBBLES[usize::from(class)]);
            continue;
        }
        match class {
            SPACE => {}
            OPEN => {
                depth += 1;
                tokens.push(Token::Open);
            }
            // Unmatched, or closing nothing: the full reader says which.
            CLOSE if depth == 0 || tokens.last() == Some(&Token::Open) => return None,
            CLOSE => {
                depth -= 1;
                tokens.push(Token::Close);
            }
            _ => return None,
        }
    }
    if depth != 0 || tokens.len() > most {
        return None;
    }
    let count = tokens.len();
    Some((Row::of_checked_tokens(tokens), count))
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
}
