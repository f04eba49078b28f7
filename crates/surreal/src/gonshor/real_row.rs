//! The value of a row that spells a real number: pebbles, then at most one part in parentheses
//! that holds pebbles of both kinds and nothing else (`A B ( B A )`). Its sign sequence is the
//! expansion of a single rational, read straight from the pebbles: no canonical pieces, no runs.

use num_rational::BigRational;

use super::real::value_of_letters;
use super::{Series, ValueError, finite};
use crate::row::Token;
use crate::signs::intern::primitive_root;
use crate::{Row, Sign, Surreal};

/// The row's value and the pebbles of its period (as [`Row::series_within`] counts them), or
/// `TooLong` past `room`; `None` when the row is not of this shape.
///
/// The pebbles are read where they lie, in the row's tokens: a row of a million pebbles is
/// valued with no list of its signs.
pub(super) fn series(row: &Row, room: usize) -> Option<Result<(Series, usize), ValueError>> {
    let tokens = row.token_slice();
    // The one `( … )` must end the row and hold only pebbles: it is the last `(`, with no other
    // before it (and so, as the parentheses balance, no `)` either).
    let (prefix, period) = match tokens.iter().rposition(|&token| token == Token::Open) {
        None => (tokens, &[][..]),
        Some(open) => match tokens[open + 1..].split_last() {
            Some((Token::Close, inner)) => (&tokens[..open], inner),
            _ => return None,
        },
    };
    let is_open = |token: &Token| u8::from(*token == Token::Open);
    // Sixty-four tokens at a time, with no early exit inside, so that the test is vectorised.
    if (prefix.chunks(64))
        .any(|chunk| chunk.iter().map(is_open).fold(0, |any, open| any | open) != 0)
    {
        return None;
    }
    let pebble = |token: &Token| match token {
        Token::Pebble(sign) => Some(*sign),
        _ => None,
    };
    let signs: Vec<Sign> = period.iter().map(pebble).collect::<Option<_>>()?;
    // A period of one sign is a run ω long: the number is not real.
    if !signs.is_empty() && signs.iter().all(|&sign| sign == signs[0]) {
        return None;
    }
    let Some(first) = prefix.first().or(period.first()).and_then(pebble) else {
        return Some(Ok((finite(Surreal::zero()), 0)));
    };
    let periods = if signs.is_empty() {
        0
    } else {
        primitive_root(&signs)
    };
    if periods > room {
        return Some(Err(ValueError::TooLong(periods)));
    }
    // A negative number is read with the signs swapped, as the reading backwards does: the
    // first pebble's sign stands for `+`.
    let plus = move |token: Token| matches!(token, Token::Pebble(sign) if sign == first);
    let mut value: BigRational = value_of_letters(prefix, period, plus);
    if first == Sign::Minus {
        value = -value;
    }
    Some(Ok((finite(Surreal::from_rational(value)), periods)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gonshor::series_of;

    /// Every row of pebbles and at most one trailing part of pebbles, up to 9 pebbles and a
    /// period of up to 4: the shortcut gives what the canonical reading gives, or leaves the
    /// row to it.
    #[test]
    fn real_rows_are_valued_as_the_canonical_reading_values_them() {
        let mut checked = 0;
        for length in 0..=9u32 {
            for bits in 0..1u32 << length {
                let prefix: String = (0..length)
                    .map(|i| if bits >> i & 1 == 1 { "A " } else { "B " })
                    .collect();
                for period_length in 0..=4u32 {
                    for period_bits in 0..1u32 << period_length {
                        let period: String = (0..period_length)
                            .map(|i| {
                                if period_bits >> i & 1 == 1 {
                                    "A "
                                } else {
                                    "B "
                                }
                            })
                            .collect();
                        let text = if period_length == 0 {
                            prefix.clone()
                        } else {
                            format!("{prefix}( {period})")
                        };
                        let row: Row = text.parse().unwrap();
                        let slow = series_of(&row.signs()).unwrap();
                        match series(&row, usize::MAX) {
                            Some(fast) => {
                                let (fast, periods) = fast.unwrap();
                                assert_eq!(fast, slow, "{text}");
                                assert_eq!(periods, canonical_periods(&row), "{text}");
                                checked += 1;
                            }
                            None => assert!(
                                period_length > 0
                                    && (period_bits == 0
                                        || period_bits == (1 << period_length) - 1),
                                "{text}"
                            ),
                        }
                    }
                }
            }
        }
        assert!(checked > 10_000);
        let third: Row = "A B ( B A )".parse().unwrap();
        assert!(matches!(
            series(&third, 1),
            Some(Err(ValueError::TooLong(2)))
        ));
        let nested: Row = "A ( B ( A ) )".parse().unwrap();
        assert!(series(&nested, usize::MAX).is_none());
    }

    /// Rows longer than a limb of 64 digits, valued by the shortcut as by the canonical reading;
    /// a part in parentheses far before the last is seen.
    #[test]
    fn long_real_rows() {
        let mut rng = fastrand::Rng::with_seed(6);
        let mut pebbles = |count: usize| -> String {
            (0..count)
                .map(|_| if rng.bool() { "A " } else { "B " })
                .collect()
        };
        for round in 0..24 {
            let prefix = pebbles(round * 13);
            let mut period = pebbles(2 + round % 5);
            if !(period.contains('A') && period.contains('B')) {
                period = String::from("B A ");
            }
            for text in [format!("{prefix}( {period})"), prefix.clone()] {
                let row: Row = text.parse().unwrap();
                let (fast, _) = series(&row, usize::MAX).unwrap().unwrap();
                assert_eq!(fast, series_of(&row.signs()).unwrap(), "{text}");
            }
            let twice: Row = format!("A ( B ) {prefix}( {period})").parse().unwrap();
            assert!(series(&twice, usize::MAX).is_none());
        }
    }

    /// The pebbles of the periods of the row's canonical pieces that make fractions.
    fn canonical_periods(row: &Row) -> usize {
        let signs = row.signs();
        let constant = crate::gonshor::flatten::constants(signs.pieces());
        (signs.pieces().iter())
            .map(|piece| &piece.period)
            .filter(|period| period.len() > 1)
            .filter(|period| period.iter().all(|&id| constant[id as usize].is_some()))
            .map(Vec::len)
            .sum()
    }

    #[test]
    fn primitive_roots() {
        let signs = |text: &str| -> Vec<Sign> {
            text.chars().map(|c| Sign::from_char(c).unwrap()).collect()
        };
        assert_eq!(primitive_root(&signs("ABAB")), 2);
        assert_eq!(primitive_root(&signs("ABA")), 3);
        assert_eq!(primitive_root(&signs("BBB")), 1);
    }
}
