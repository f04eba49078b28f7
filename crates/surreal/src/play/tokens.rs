//! A row as a flat string of tokens (`A`, `B`, `(`, `)`), where moves are cut and pasted.
//!
//! Everything here is a loop over the tokens with an explicit stack, so that rows nested ten
//! thousand deep cost no recursion.

use crate::row::Token;
use crate::{Row, Sign};

/// Left's pebble.
pub(crate) const LEFT: u8 = b'A';
/// Right's pebble.
pub(crate) const RIGHT: u8 = b'B';
/// The start of a recurring part.
pub(crate) const OPEN: u8 = b'(';
/// Its end.
pub(crate) const CLOSE: u8 = b')';

/// The most tokens a move may leave in a row ([`crate::MAX_PLAYED_TOKENS`]).
pub(crate) const MAX_TOKENS: usize = crate::MAX_PLAYED_TOKENS;

/// The tokens of a row.
pub(crate) fn tokens(row: &Row) -> Vec<u8> {
    let byte = |token| match token {
        Token::Pebble(Sign::Plus) => LEFT,
        Token::Pebble(Sign::Minus) => RIGHT,
        Token::Open => OPEN,
        Token::Close => CLOSE,
    };
    row.tokens().map(byte).collect()
}

/// The row these tokens spell (balanced, with no empty parentheses).
pub(crate) fn row(tokens: &[u8]) -> Row {
    let token = |&byte: &u8| match byte {
        LEFT => Token::Pebble(Sign::Plus),
        RIGHT => Token::Pebble(Sign::Minus),
        OPEN => Token::Open,
        _ => Token::Close,
    };
    Row::from_tokens(tokens.iter().map(token))
}

/// The index of the `)` matching each `(` (and of the `(` matching each `)`).
pub(crate) fn matching(tokens: &[u8]) -> Vec<usize> {
    let mut pairs = vec![usize::MAX; tokens.len()];
    let mut open = Vec::new();
    for (index, &token) in tokens.iter().enumerate() {
        match token {
            OPEN => open.push(index),
            CLOSE => {
                let start = open.pop().expect("balanced tokens");
                pairs[start] = index;
                pairs[index] = start;
            }
            _ => {}
        }
    }
    pairs
}

/// The `(` of each pair of parentheses around token `at`, outermost first.
pub(crate) fn enclosing(tokens: &[u8], at: usize) -> Vec<usize> {
    let mut open = Vec::new();
    for (index, &token) in tokens[..at].iter().enumerate() {
        match token {
            OPEN => open.push(index),
            CLOSE => {
                open.pop();
            }
            _ => {}
        }
    }
    open
}

/// The length of the longest run of whole top-level items with which both rows begin: those
/// items spell the same signs in both, so the rows compare as what follows them does.
pub(crate) fn shared_items(a: &[u8], b: &[u8]) -> usize {
    let (mut depth, mut shared) = (0usize, 0);
    for (index, (&x, &y)) in a.iter().zip(b).enumerate() {
        if x != y {
            break;
        }
        match x {
            OPEN => depth += 1,
            CLOSE => depth -= 1,
            _ => {}
        }
        if depth == 0 {
            shared = index + 1;
        }
    }
    shared
}

/// The deepest nesting in the tokens: 0 for a row without parentheses.
pub(crate) fn depth(tokens: &[u8]) -> usize {
    let (mut depth, mut deepest) = (0usize, 0);
    for &token in tokens {
        match token {
            OPEN => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            CLOSE => depth -= 1,
            _ => {}
        }
    }
    deepest
}

/// The number of the pebble at token `at`: how many pebbles stand before it in the row as
/// written, parentheses not counted.
pub(crate) fn pebble_number(tokens: &[u8], at: usize) -> usize {
    let pebble = |token: &&u8| matches!(**token, LEFT | RIGHT);
    tokens[..at].iter().filter(pebble).count()
}

/// The token of pebble `number` (counting the pebbles of the row as written, from 0), if the
/// row has so many.
pub(crate) fn nth_pebble(tokens: &[u8], number: usize) -> Option<usize> {
    let pebble = |(_, token): &(usize, &u8)| matches!(**token, LEFT | RIGHT);
    tokens
        .iter()
        .enumerate()
        .filter(pebble)
        .nth(number)
        .map(|(at, _)| at)
}

/// The number of tokens in `tokens[from..to]`, each repeated `times`, or `None` past
/// [`MAX_TOKENS`].
fn grown(len: usize, extra: usize, times: usize) -> Option<usize> {
    let total = extra.checked_mul(times)?.checked_add(len)?;
    (total <= MAX_TOKENS).then_some(total)
}

/// The tokens left when the pebble at `at` is taken, the parentheses around it expanded from the
/// outside in, with `before[level]` whole copies before the chosen one at each level (outermost
/// first). The earlier copies keep their inner parentheses, so the result is a prefix of the
/// row's sign sequence. `None` if it would exceed [`MAX_TOKENS`].
pub(crate) fn cut_outside_in(tokens: &[u8], at: usize, before: &[usize]) -> Option<Vec<u8>> {
    let opens = enclosing(tokens, at);
    debug_assert_eq!(opens.len(), before.len());
    let pairs = matching(tokens);
    let start = opens.first().copied().unwrap_or(at);
    let mut len = at - opens.len();
    for (&open, &copies) in opens.iter().zip(before) {
        len = grown(len, pairs[open] - open - 1, copies)?;
    }
    let mut cut = Vec::with_capacity(len);
    cut.extend_from_slice(&tokens[..start]);
    for (level, (&open, &copies)) in opens.iter().zip(before).enumerate() {
        let contents = &tokens[open + 1..pairs[open]];
        for _ in 0..copies {
            cut.extend_from_slice(contents);
        }
        let next = opens.get(level + 1).copied().unwrap_or(at);
        cut.extend_from_slice(&tokens[open + 1..next]);
    }
    Some(cut)
}

/// One expansion of a move: the parentheses at some level around the pebble become `made`
/// copies of their contents, the pebble going on in copy `chosen`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Expansion {
    /// The level, 0 for the outermost pair around the pebble.
    pub(crate) level: usize,
    /// How many copies.
    pub(crate) made: usize,
    /// The copy holding the pebble, from 0.
    pub(crate) chosen: usize,
}

/// The tokens left when the pebble at `at` is taken after `expansions`, made in the order given
/// (each level once; levels count the pairs around the pebble, outermost first). `None` if some
/// step would exceed [`MAX_TOKENS`].
pub(crate) fn cut_in_order(tokens: &[u8], at: usize, expansions: &[Expansion]) -> Option<Vec<u8>> {
    let mut tokens = tokens.to_vec();
    let mut at = at;
    let mut expanded = vec![false; expansions.len()];
    for step in expansions {
        // The pairs still around the pebble are the levels not yet expanded, in order.
        let rank = expanded[..step.level].iter().filter(|&&e| !e).count();
        expanded[step.level] = true;
        let open = enclosing(&tokens, at)[rank];
        let close = matching(&tokens)[open];
        let contents = close - open - 1;
        let len = grown(tokens.len() - contents - 2, contents, step.made)?;
        let mut next = Vec::with_capacity(len);
        next.extend_from_slice(&tokens[..open]);
        for _ in 0..step.made {
            next.extend_from_slice(&tokens[open + 1..close]);
        }
        next.extend_from_slice(&tokens[close + 1..]);
        at = open + step.chosen * contents + (at - open - 1);
        tokens = next;
    }
    tokens.truncate(at);
    Some(tokens)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(text: &str) -> Vec<u8> {
        text.bytes().filter(|b| !b.is_ascii_whitespace()).collect()
    }

    fn text(tokens: &[u8]) -> String {
        String::from_utf8(tokens.to_vec()).unwrap()
    }

    #[test]
    fn pebbles_are_numbered_as_written() {
        let row = toks("A ( B ( A B ) A ) B");
        for number in 0..6 {
            let at = nth_pebble(&row, number).unwrap();
            assert!(matches!(row[at], LEFT | RIGHT));
            assert_eq!(pebble_number(&row, at), number);
        }
        assert_eq!(nth_pebble(&row, 2), Some(4));
        assert_eq!(nth_pebble(&row, 5), Some(9));
        assert_eq!(nth_pebble(&row, 6), None);
        assert_eq!(depth(&row), 2);
    }

    #[test]
    fn shared_items_end_where_both_rows_are_at_the_top_level() {
        assert_eq!(
            shared_items(&toks("A B ( B A ) A"), &toks("A B ( B A ) B")),
            6
        );
        assert_eq!(shared_items(&toks("A ( B A ) A"), &toks("A ( B A A )")), 1);
        assert_eq!(shared_items(&toks("A B"), &toks("A B A")), 2);
        assert_eq!(shared_items(&toks(""), &toks("A")), 0);
    }

    #[test]
    fn outside_in_cuts_keep_earlier_copies_recurring() {
        let row = toks("A ( B ( A B ) A ) B");
        // The A inside ( A B ): two copies of the outer part before, one of the inner.
        assert_eq!(
            text(&cut_outside_in(&row, 4, &[2, 1]).unwrap()),
            "AB(AB)AB(AB)ABAB"
        );
        assert_eq!(text(&cut_outside_in(&row, 9, &[]).unwrap()), "A(B(AB)A)");
        assert_eq!(cut_outside_in(&row, 2, &[usize::MAX]), None);
    }

    #[test]
    fn any_order_outside_in_agrees_with_the_direct_cut() {
        let row = toks("A ( B ( A B ) A ) B");
        for a in 0..3 {
            for b in 0..3 {
                let steps = [
                    Expansion {
                        level: 0,
                        made: a + 2,
                        chosen: a,
                    },
                    Expansion {
                        level: 1,
                        made: b + 1,
                        chosen: b,
                    },
                ];
                assert_eq!(
                    cut_in_order(&row, 4, &steps),
                    cut_outside_in(&row, 4, &[a, b])
                );
            }
        }
    }

    #[test]
    fn inside_out_cuts_copy_the_finite_inner_part() {
        // Walker's rule lets the inner pair go first: its copies are then in every outer copy.
        let row = toks("( ( A B ) A )");
        let steps = [
            Expansion {
                level: 1,
                made: 1,
                chosen: 0,
            },
            Expansion {
                level: 0,
                made: 2,
                chosen: 1,
            },
        ];
        assert_eq!(text(&cut_in_order(&row, 2, &steps).unwrap()), "ABA");
    }
}
