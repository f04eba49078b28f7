//! Reading and writing positions, moves and values: any size, and one-line errors that say where.

use nim::{MoveError, NimValue, Play, Position};
use num_bigint::BigUint;

fn error(text: &str) -> String {
    text.parse::<Position>().unwrap_err().to_string()
}

#[test]
fn spaces_or_commas() {
    for text in [
        "1 3 5 7",
        "1,3,5,7",
        " 1, 3 ,5,  7 ",
        "1\t3\n5 7",
        "001 3 5 7",
    ] {
        let position: Position = text.parse().unwrap();
        assert_eq!(position.to_string(), "1 3 5 7", "{text:?}");
    }
    let empty: Position = "  ".parse().unwrap();
    assert!(empty.piles().is_empty() && empty.is_empty());
    assert_eq!(empty.to_string(), "");
    let zeros: Position = "0 0".parse().unwrap();
    assert!(zeros.is_empty() && zeros.is_balanced());
    assert_eq!(zeros.to_string(), "0 0");
}

#[test]
fn errors_name_the_column() {
    assert_eq!(
        error("1 x"),
        "column 3: expected a pile height (a whole number), found 'x'"
    );
    assert_eq!(
        error("1 3 -5"),
        "column 5: expected a pile height (a whole number), found '-5'"
    );
    assert_eq!(
        error("7, 2.5"),
        "column 4: expected a pile height (a whole number), found '2.5'"
    );
    assert_eq!(
        error("1 3, 5"),
        "column 1: expected a pile height (a whole number), found '1 3'"
    );
    assert_eq!(error("1,,3"), "column 3: expected a pile height before ','");
    assert_eq!(error(", 3"), "column 1: expected a pile height before ','");
    assert_eq!(
        error("1, 3,"),
        "column 6: expected a pile height after the last ','"
    );
    assert_eq!(
        error("1 3\n5 ω"),
        "line 2, column 3: expected a pile height (a whole number), found 'ω'"
    );
    // Columns count characters, not bytes, also for other kinds of heights.
    let letters = |text: &str| {
        if text == "x" {
            Err(nim::ParseError::at(
                1,
                nim::ParseErrorKind::Height("no x here".into()),
            ))
        } else {
            Ok(text.to_string())
        }
    };
    let failure = nim::parse_heights("ωω ω+1 x", letters).unwrap_err();
    assert_eq!(failure.to_string(), "column 8: no x here");
    let failure = nim::parse_heights("ω, ω + 1,\n x", letters).unwrap_err();
    assert_eq!(failure.to_string(), "line 2, column 2: no x here");
    let heights = nim::parse_heights("ω, w^w + 5", letters).unwrap();
    assert_eq!(heights, ["ω", "w^w + 5"]);
    let long = format!("1 {}", "y".repeat(41));
    assert_eq!(
        error(&long),
        format!(
            "column 3: expected a pile height (a whole number), found '{}…'",
            "y".repeat(40)
        )
    );
    // Control characters are escaped, so that the message stays on one line.
    assert_eq!(
        error("1 x\u{1b}[2J"),
        "column 3: expected a pile height (a whole number), found \"x\\u{1b}[2J\""
    );
    let huge = "9".repeat(nim::MAX_DIGITS + 1);
    assert_eq!(
        error(&huge),
        "column 1: a pile height of 100001 digits is more than the 100000 allowed"
    );
    let error = "1 x".parse::<Position>().unwrap_err();
    assert_eq!((error.line(), error.column()), (1, 3));
    assert_eq!(error.kind(), &nim::ParseErrorKind::NotAHeight("x".into()));
}

#[test]
fn piles_of_any_size() {
    let big = BigUint::from(1u8) << 200u32;
    let text = format!("{big} {} 5", &big + 3u8);
    let position: Position = text.parse().unwrap();
    assert_eq!(position.to_string(), text);
    assert_eq!(position.value().to_string(), "*6");
    assert_eq!(position.nimber(), Some(game::Nimber(6)));
    let moves: Vec<String> = position
        .balancing_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(moves, ["pile 2: 5 -> 3"]);
    let lonely: Position = format!("{big}").parse().unwrap();
    assert_eq!(lonely.value().to_string(), format!("*{big}"));
    assert_eq!(lonely.nimber(), None);
    assert_eq!(lonely.value(), NimValue(big.clone()));
    assert_eq!(lonely.winning_moves(Play::Misere).len(), 1);
    assert_eq!(lonely.winning_moves(Play::Misere)[0].to, BigUint::from(1u8));
    // Heights up to the digit limit are read exactly.
    let longest = "9".repeat(nim::MAX_DIGITS);
    let position: Position = longest.parse().unwrap();
    assert_eq!(position.to_string(), longest);
}

#[test]
fn moves_and_their_errors() {
    let position: Position = "1 3 0".parse().unwrap();
    let chosen = position.move_to(1, 1u8.into()).unwrap();
    assert_eq!(chosen.to_string(), "pile 1: 3 -> 1");
    assert_eq!(position.play(&chosen).unwrap().to_string(), "1 1 0");
    let refusals = [
        (5, 0u8, "there is no pile 5 (there are 3 piles)"),
        (
            1,
            3,
            "pile 1 has 3 blocks, so a move leaves fewer than 3, not 3",
        ),
        (
            0,
            2,
            "pile 0 has 1 block, so a move leaves fewer than 1, not 2",
        ),
        (2, 0, "pile 2 is empty"),
    ];
    for (pile, to, message) in refusals {
        let error = position.move_to(pile, to.into()).unwrap_err();
        assert_eq!(error.to_string(), message);
    }
    let stale = nim::Move {
        pile: 1,
        from: BigUint::from(4u8),
        to: BigUint::from(2u8),
    };
    let error = position.play(&stale).unwrap_err();
    assert!(matches!(error, MoveError::WrongHeight { .. }));
    assert_eq!(
        error.to_string(),
        "the move starts from 4 blocks, but pile 1 has 3"
    );
    let single: Position = "4".parse().unwrap();
    assert_eq!(
        single.move_to(3, 0u8.into()).unwrap_err().to_string(),
        "there is no pile 3 (there is 1 pile)"
    );
}
