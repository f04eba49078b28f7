//! Reading and writing positions, and the streaming evaluator against the parser.

use dyadic::Dyadic;
use hackenstrings::{
    Evaluator, ParsePositionError, ParsePositionErrorKind, Pebble, Position, Row, value_of_text,
};
use num_bigint::BigInt;

fn error(text: &str) -> String {
    let from_parser = text.parse::<Position>().unwrap_err();
    assert_eq!(value_of_text(text), Err(from_parser), "{text:?}");
    from_parser.to_string()
}

#[test]
fn every_notation_reads_the_same_position() {
    let expected: Position = "A B B A + B A".parse().unwrap();
    for text in [
        "ABBA+BA",
        " A  B B A+B A ",
        "○●●○ + ●○",
        "A●B○ + ●A",
        "ABBA\nBA",
        "ABBA +\n\nBA\n",
    ] {
        assert_eq!(text.parse::<Position>().as_ref(), Ok(&expected), "{text:?}");
        assert_eq!(value_of_text(text), Ok(Dyadic::new(-1, 3)), "{text:?}");
    }
    assert_eq!(expected.to_string(), "A B B A + B A");
    assert_eq!(format!("{expected:#}"), "○●●○ + ●○");
}

#[test]
fn neutral_pebbles_are_read_as_c_or_their_glyph_and_written_back() {
    let expected = Position::new(vec![
        Row::new(vec![Pebble::Neutral, Pebble::Left]),
        Row::new(vec![Pebble::Neutral]),
    ]);
    for text in ["C A + C", "CA+C", "◐○ + ◐", "C○\n◐", " C  A+ ◐ "] {
        assert_eq!(text.parse::<Position>().as_ref(), Ok(&expected), "{text:?}");
    }
    assert_eq!(expected.to_string(), "C A + C");
    assert_eq!(format!("{expected:#}"), "◐○ + ◐");
    assert_eq!(
        "A ◐ B".parse::<Row>().map(|row| row.to_string()),
        Ok("A C B".to_string())
    );
    assert_eq!(Pebble::from_char('◐'), Some(Pebble::Neutral));
    assert_eq!(
        (Pebble::Neutral.letter(), Pebble::Neutral.glyph()),
        ('C', '◐')
    );
}

#[test]
fn the_streaming_evaluator_refuses_a_neutral_pebble_where_it_is() {
    let refused = |text: &str| value_of_text(text).unwrap_err();
    let error = refused("A B + B C A");
    assert_eq!(error.kind(), &ParsePositionErrorKind::NeutralPebble('C'));
    assert_eq!((error.line(), error.column()), (1, 9));
    assert_eq!(
        error.to_string(),
        "column 9: 'C' is a neutral pebble: the position is not a number, and only numbers are evaluated here"
    );
    let error = refused("A B\n●◐");
    assert_eq!(error.kind(), &ParsePositionErrorKind::NeutralPebble('◐'));
    assert_eq!((error.line(), error.column()), (2, 2));
    // Deep inside plain text that the fast path reads 64 bytes at a time.
    let mut text = "A B ".repeat(100);
    text.push('C');
    text.push_str(&" B + A".repeat(100));
    let error = refused(&text);
    assert_eq!((error.line(), error.column()), (1, 401));
    // The same texts are positions all the same.
    let position: Position = text.parse().unwrap();
    assert!(position.has_neutral());
    assert_eq!(position.rows().len(), 101);
}

#[test]
fn text_without_pebbles_is_the_empty_position() {
    for text in ["", "   ", "\n\n", " \t\r\n"] {
        let position: Position = text.parse().unwrap();
        assert!(position.is_empty() && position.rows().is_empty());
        assert_eq!(position.to_string(), "");
        assert_eq!(value_of_text(text), Ok(Dyadic::zero()));
    }
}

#[test]
fn errors_name_the_character_and_its_column() {
    assert_eq!(
        error("A B x"),
        "column 5: unexpected character 'x': a pebble is A (Left), B (Right) or C (neutral)"
    );
    // Columns count characters, not bytes.
    assert_eq!(
        error("○○● x"),
        "column 5: unexpected character 'x': a pebble is A (Left), B (Right) or C (neutral)"
    );
    assert_eq!(
        error("AB\nB ☃"),
        "line 2, column 3: unexpected character '☃': a pebble is A (Left), B (Right) or C (neutral)"
    );
    assert_eq!(
        error("A\u{0}"),
        "column 2: unexpected character '\\0': a pebble is A (Left), B (Right) or C (neutral)"
    );
    assert_eq!(
        error("+ A"),
        "column 1: '+' has no row of pebbles before it"
    );
    assert_eq!(
        error("A + + B"),
        "column 5: '+' has no row of pebbles before it"
    );
    assert_eq!(
        error("A B +  "),
        "column 5: '+' has no row of pebbles after it"
    );
    assert_eq!(
        error("A +\n\n"),
        "column 3: '+' has no row of pebbles after it"
    );
}

#[test]
fn text_of_several_lines_gets_line_and_column() {
    let cases = [
        (
            "A B x\nA",
            "line 1, column 5: unexpected character 'x': a pebble is A (Left), B (Right) or C (neutral)",
        ),
        (
            "A B x\n \n",
            "column 5: unexpected character 'x': a pebble is A (Left), B (Right) or C (neutral)",
        ),
        (
            "A B\n\n  B x",
            "line 3, column 5: unexpected character 'x': a pebble is A (Left), B (Right) or C (neutral)",
        ),
        (
            "+ A\nB",
            "line 1, column 1: '+' has no row of pebbles before it",
        ),
        (
            "A\nB +\n\n",
            "line 2, column 3: '+' has no row of pebbles after it",
        ),
        (
            "A +\n+ B",
            "line 2, column 1: '+' has no row of pebbles before it",
        ),
    ];
    for (text, message) in cases {
        assert_eq!(error(text), message, "{text:?}");
    }
    // Pieces fed one at a time place the error in the whole text.
    let mut evaluator = Evaluator::new();
    evaluator.feed("A B\nB").unwrap();
    evaluator.feed(" A\n").unwrap();
    let error = evaluator.feed("A é").unwrap_err();
    assert_eq!((error.line(), error.column()), (3, 3));
    assert_eq!(evaluator.finish(), Err(error));
    assert_eq!(
        error.to_string(),
        "line 3, column 3: unexpected character 'é': a pebble is A (Left), B (Right) or C (neutral)"
    );
}

#[test]
fn a_row_of_several_lines_gets_line_and_column() {
    let row_error = |text: &str| text.parse::<Row>().unwrap_err().to_string();
    assert_eq!(
        row_error("A B\nA"),
        r"line 1, column 4: '\n' starts a second row, but a single row was expected"
    );
    assert_eq!(
        row_error("A B\n\nx"),
        "line 3, column 1: unexpected character 'x': a pebble is A (Left), B (Right) or C (neutral)"
    );
    assert_eq!(
        row_error("A B + A\n"),
        "column 5: '+' starts a second row, but a single row was expected"
    );
    assert_eq!("A B\n\n".parse::<Row>().map(|row| row.len()), Ok(2));
}

#[test]
fn control_characters_are_quoted_and_messages_are_one_short_line() {
    assert_eq!(
        error("A\u{1b}[2J"),
        r"column 2: unexpected character '\u{1b}': a pebble is A (Left), B (Right) or C (neutral)"
    );
    assert_eq!(
        error("A\rB\u{7f}"),
        r"column 4: unexpected character '\u{7f}': a pebble is A (Left), B (Right) or C (neutral)"
    );
    let alphabet = ['A', 'B', ' ', '+', '\n', '\r', '\t', '\u{0}', '\u{1b}', 'x'];
    let mut rng = fastrand::Rng::with_seed(23);
    for _ in 0..5000 {
        let text: String = (0..rng.usize(0..120))
            .map(|_| alphabet[rng.usize(..alphabet.len())])
            .collect();
        let errors = [text.parse::<Position>().err(), text.parse::<Row>().err()];
        for error in errors.into_iter().flatten() {
            let message = error.to_string();
            assert!(
                !message.contains(['\n', '\r', '\u{0}', '\u{1b}']),
                "{text:?}: {message}"
            );
            assert!(message.chars().count() < 100, "{text:?}: {message}");
            let line = text.split('\n').nth(error.line() - 1).unwrap_or("");
            assert!(
                error.column() <= line.chars().count() + 1,
                "{text:?}: {message}"
            );
            let several = text.trim_end().contains('\n');
            assert_eq!(message.starts_with("line "), several, "{text:?}: {message}");
        }
    }
}

#[test]
fn errors_are_found_inside_long_plain_text() {
    let mut text = "A B ".repeat(100);
    text.push('c');
    text.push_str(&" B".repeat(100));
    assert_eq!(
        error(&text),
        "column 401: unexpected character 'c': a pebble is A (Left), B (Right) or C (neutral)"
    );
    let error = text.parse::<Position>().unwrap_err();
    assert_eq!((error.line(), error.column()), (1, 401));
    assert_eq!(
        error.kind(),
        &ParsePositionErrorKind::UnexpectedCharacter('c')
    );
}

#[test]
fn a_stray_plus_among_many_short_rows_is_found_where_it_is() {
    let mut rng = fastrand::Rng::with_seed(19);
    for _ in 0..300 {
        let rows: Vec<&str> = (0..rng.usize(1..80))
            .map(|_| ["A", "B A", "A B B", "B B A B"][rng.usize(..4)])
            .collect();
        let text = rows.join(if rng.bool() { " + " } else { "+" });
        let pluses: Vec<usize> = text.match_indices('+').map(|(i, _)| i).collect();
        let (text, column, message) = match rng.usize(0..3) {
            // A second `+` just after one, or at the very start.
            0 if !pluses.is_empty() => {
                let at = pluses[rng.usize(..pluses.len())] + 1;
                let text = format!("{}+{}", &text[..at], &text[at..]);
                (text, at + 1, "'+' has no row of pebbles before it")
            }
            1 => (format!("+{text}"), 1, "'+' has no row of pebbles before it"),
            _ => (
                format!("{text} +"),
                text.len() + 2,
                "'+' has no row of pebbles after it",
            ),
        };
        assert_eq!(
            error(&text),
            format!("column {column}: {message}"),
            "{text:?}"
        );
    }
}

/// A random position, written with random spacing that favours the common layouts.
fn random_text(rng: &mut fastrand::Rng, max_rows: usize, max_len: usize) -> (String, Vec<Row>) {
    let rows = rng.usize(1..=max_rows);
    let spacing = rng.usize(0..4);
    let mut text = String::new();
    let mut expected = Vec::new();
    for index in 0..rows {
        if index > 0 {
            text.push_str(["+", " + ", "\n", " +\n"][rng.usize(0..4)]);
        }
        let len = rng.usize(1..=max_len);
        let run = rng.usize(0..=len);
        let first = if rng.bool() {
            Pebble::Left
        } else {
            Pebble::Right
        };
        let pebbles: Vec<Pebble> = (0..len)
            .map(|i| {
                if i < run || rng.bool() {
                    first
                } else {
                    first.swapped()
                }
            })
            .collect();
        for (i, &pebble) in pebbles.iter().enumerate() {
            let glyph = spacing == 3 && rng.u8(..) < 8;
            text.push(if glyph {
                pebble.glyph()
            } else {
                pebble.letter()
            });
            let space = match spacing {
                0 => "",
                1 => " ",
                _ => ["", " ", "  "][rng.usize(0..3)],
            };
            if i + 1 < len {
                text.push_str(space);
            }
        }
        expected.push(Row::new(pebbles));
    }
    (text, expected)
}

#[test]
fn streaming_values_agree_with_the_value_rule() {
    let mut rng = fastrand::Rng::with_seed(7);
    let shapes = [(7, 3), (60, 3), (40, 10), (20, 64), (7, 70), (5, 300)];
    for round in 0..900 {
        let (max_rows, max_len) = shapes[round % shapes.len()];
        let (text, rows) = random_text(&mut rng, max_rows, max_len);
        let expected: Dyadic = rows.iter().map(|row| row.number().unwrap()).sum();
        assert_eq!(
            text.parse::<Position>(),
            Ok(Position::new(rows.clone())),
            "{text:?}"
        );
        assert_eq!(value_of_text(&text), Ok(expected.clone()), "{text:?}");
        assert_eq!(Position::new(rows).number().unwrap(), expected);
    }
}

#[test]
fn text_may_arrive_in_pieces_split_anywhere() {
    let mut rng = fastrand::Rng::with_seed(11);
    for _ in 0..200 {
        let (text, rows) = random_text(&mut rng, 5, 200);
        let expected: Dyadic = rows.iter().map(|row| row.number().unwrap()).sum();
        let boundaries: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
        let mut cuts: Vec<usize> = (0..rng.usize(0..6))
            .map(|_| boundaries[rng.usize(..boundaries.len())])
            .collect();
        cuts.sort_unstable();
        let mut evaluator = Evaluator::new();
        let mut from = 0;
        for cut in cuts.into_iter().chain([text.len()]) {
            evaluator.feed(&text[from..cut]).unwrap();
            from = cut;
        }
        assert_eq!(evaluator.finish(), Ok(expected), "{text:?}");
    }
}

/// A row: a first run, then a tail of `tail` pebbles that begins with the other colour.
fn row_with_tail(rng: &mut fastrand::Rng, tail: usize) -> Row {
    let first = if rng.bool() {
        Pebble::Left
    } else {
        Pebble::Right
    };
    let other = first.swapped();
    let mut pebbles = vec![first; rng.usize(1..=3)];
    for index in 0..tail {
        let same = index > 0 && rng.bool();
        pebbles.push(if same { first } else { other });
    }
    Row::new(pebbles)
}

/// Writes `rows` in one notation: joined by `separator`, pebbles by `space`, and now and then
/// by two spaces or with a glyph (`irregular`), so that every way of reading rows is used.
fn write_rows(
    rows: &[Row],
    separator: &str,
    space: &str,
    irregular: bool,
    rng: &mut fastrand::Rng,
) -> String {
    let mut text = String::new();
    for (index, row) in rows.iter().enumerate() {
        if index > 0 {
            text.push_str(separator);
        }
        for (i, pebble) in row.pebbles().iter().enumerate() {
            if i > 0 {
                text.push_str(if irregular && rng.u8(..) < 8 {
                    "  "
                } else {
                    space
                });
            }
            let glyph = irregular && rng.u8(..) < 4;
            text.push(if glyph {
                pebble.glyph()
            } else {
                pebble.letter()
            });
        }
    }
    text
}

#[test]
fn streaming_sums_short_and_very_long_rows_exactly_in_any_pieces() {
    let mut rng = fastrand::Rng::with_seed(13);
    let notations = [
        (" + ", " "),
        ("+", ""),
        (" +\n", " "),
        ("+", " "),
        (" + ", ""),
    ];
    for round in 0..400 {
        // Mostly short rows, whose tails fit a machine word, and some tails longer than one
        // or two words.
        let rows: Vec<Row> = (0..rng.usize(1..=120))
            .map(|_| {
                let tail = match rng.u8(..) {
                    0..8 => rng.usize(60..=70),
                    8..12 => rng.usize(120..=140),
                    12..14 => 300,
                    _ => rng.usize(0..=8),
                };
                row_with_tail(&mut rng, tail)
            })
            .collect();
        let expected: Dyadic = rows.iter().map(|row| row.number().unwrap()).sum();
        let (separator, space) = notations[round % notations.len()];
        let text = write_rows(&rows, separator, space, round % 7 == 6, &mut rng);
        assert_eq!(value_of_text(&text), Ok(expected.clone()), "{text:?}");
        // The same text in pieces, cut at random characters.
        let boundaries: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
        let mut cuts: Vec<usize> = (0..rng.usize(0..12))
            .map(|_| boundaries[rng.usize(..boundaries.len())])
            .collect();
        cuts.sort_unstable();
        let mut evaluator = Evaluator::new();
        let mut from = 0;
        for cut in cuts.into_iter().chain([text.len()]) {
            evaluator.feed(&text[from..cut]).unwrap();
            from = cut;
        }
        assert_eq!(evaluator.finish(), Ok(expected), "{text:?}");
    }
}

/// The parser and the streaming evaluator agree on `text`: the same value, or the same error,
/// except that the evaluator stops at the first neutral pebble as the parser stops at a stranger.
fn readers_agree(text: &str) {
    let parsed = text.parse::<Position>();
    let streamed = value_of_text(text);
    match (&parsed, &streamed) {
        (Ok(position), Ok(value)) => assert_eq!(&position.number().unwrap(), value, "{text:?}"),
        (Ok(position), Err(_)) => assert!(position.has_neutral(), "{text:?}"),
        (Err(_), Err(_)) => {} // compared below
        (a, b) => panic!("{text:?}: the parser says {a:?}, the evaluator {b:?}"),
    }
    // The evaluator stops at the first neutral pebble as the parser stops at a stranger.
    let strangers: String = text
        .chars()
        .map(|c| if matches!(c, 'C' | '◐') { 'x' } else { c })
        .collect();
    let expected = strangers.parse::<Position>().err();
    let streamed = streamed.err();
    assert_eq!(expected.is_some(), streamed.is_some(), "{text:?}");
    if let (Some(expected), Some(streamed)) = (expected, streamed) {
        let place = |e: &ParsePositionError| (e.line(), e.column());
        assert_eq!(place(&expected), place(&streamed), "{text:?}");
        let neutral = text
            .split('\n')
            .nth(expected.line() - 1)
            .and_then(|line| line.chars().nth(expected.column() - 1))
            .filter(|&c| matches!(c, 'C' | '◐'));
        let kind = match neutral {
            Some(c) => ParsePositionErrorKind::NeutralPebble(c),
            None => *expected.kind(),
        };
        assert_eq!(streamed.kind(), &kind, "{text:?}");
    }
}

#[test]
fn garbage_never_panics_and_both_readers_agree() {
    let alphabet = [
        'A', 'B', ' ', '+', '\n', '○', '●', 'C', 'a', '\t', 'é', '☃', '0', '\u{0}', '(', '\u{2028}',
    ];
    let mut rng = fastrand::Rng::with_seed(3);
    for _ in 0..3000 {
        let len = rng.usize(0..150);
        let text: String = (0..len)
            .map(|_| alphabet[rng.usize(..alphabet.len())])
            .collect();
        readers_agree(&text);
        let _ = text.parse::<Row>();
    }
    // Arbitrary bytes, made into text the lossy way.
    for _ in 0..500 {
        let bytes: Vec<u8> = (0..rng.usize(0..200)).map(|_| rng.u8(..)).collect();
        let text = String::from_utf8_lossy(&bytes);
        readers_agree(&text);
    }
}

#[test]
fn a_million_alternating_pebbles_tend_to_two_thirds() {
    // A B A B … of n pebbles is 2/3 + (1/3)(−1/2)^(n−1) = ((2^n + (−1)^(n−1)) / 3) / 2^(n−1).
    let n: u32 = 1_000_000;
    let text = "A B ".repeat(n as usize / 2);
    let value = value_of_text(&text).unwrap();
    let numerator = ((BigInt::from(1) << n) - 1) / 3;
    assert_eq!(value, Dyadic::new(numerator, u64::from(n) - 1));
    assert_eq!(value, text.parse::<Row>().unwrap().number().unwrap());
}

#[test]
fn a_million_pebbles_in_many_rows_and_one_tiny_value() {
    // A followed by n − 1 B's is 1/2^(n−1).
    let n = 1_000_000;
    let text = format!("A{}", "B".repeat(n - 1));
    assert_eq!(value_of_text(&text), Ok(Dyadic::new(1, n as u64 - 1)));
    // Many short rows: 250,000 copies of A B B A + B A (four of them make −1/2).
    let text = "ABBA+BA+".repeat(250_000) + "A";
    assert_eq!(value_of_text(&text), Ok(Dyadic::from(-31_249)));
}

#[test]
fn positions_write_what_they_read() {
    let mut rng = fastrand::Rng::with_seed(5);
    for _ in 0..200 {
        let (text, rows) = random_text(&mut rng, 4, 20);
        let position: Position = text.parse().unwrap();
        assert_eq!(position, Position::new(rows));
        assert_eq!(position.to_string().parse(), Ok(position.clone()));
        assert_eq!(format!("{position:#}").parse(), Ok(position));
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "ten million pebbles: run with --release")]
fn ten_million_pebbles_in_one_streaming_pass() {
    // The alternating row again (with a `+ B` to make the sum a little different).
    let n: u32 = 10_000_000;
    let text = "A B ".repeat(n as usize / 2) + "+ B";
    let numerator = ((BigInt::from(1) << n) - 1) / 3 - (BigInt::from(1) << (n - 1));
    assert_eq!(
        value_of_text(&text),
        Ok(Dyadic::new(numerator, u64::from(n) - 1))
    );
}

/// `gamebird hackenstrings row` reads its number as a `Dyadic`: any fraction whose value is dyadic
/// gives its row, however it is written, and others are refused naming the column.
#[test]
fn a_row_from_any_fraction_whose_value_is_dyadic() {
    let row = |text: &str| {
        let value: Dyadic = text.parse().map_err(|error| format!("{error}"))?;
        Row::from_value(&value)
            .map(|row| row.to_string())
            .map_err(|error| error.to_string())
    };
    for text in ["1/2", "2/4", "3/6", "12/24"] {
        assert_eq!(row(text), Ok("A B".to_string()), "{text}");
    }
    assert_eq!(row("-9/24"), Ok("B A A B".to_string()));
    let third = "column 3: 1/3 is not a dyadic number: its denominator 3 is not a power of two";
    assert_eq!(row("1/3"), Err(third.to_string()));
    assert_eq!(row("2/6"), Err(third.to_string()));
}
