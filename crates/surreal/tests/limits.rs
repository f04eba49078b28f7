//! What a row may hold to be read and valued: refused in one line past the limits, before the
//! work that would not end in good time.

use surreal::play::Worth;
use surreal::{MAX_READ_TOKENS, MAX_VALUED_PERIOD, ParseRowErrorKind, Position, Row, ValueError};

/// A period that is its own shortest: `A` then `B`s.
fn long_period(pebbles: usize) -> String {
    format!("A ( A {} )", "B ".repeat(pebbles - 1))
}

#[test]
fn a_row_is_read_up_to_its_limit() {
    let error = format!("{} ( A )", "B".repeat(MAX_READ_TOKENS - 2))
        .parse::<Row>()
        .unwrap_err();
    assert_eq!(error.kind(), &ParseRowErrorKind::TooLong);
    assert_eq!(error.column(), MAX_READ_TOKENS + 4); // the `)`, one token too many
    // In a sum, all the rows count together.
    let half = "A".repeat(MAX_READ_TOKENS / 2);
    assert!(Position::read(&format!("{half} + {half}")).is_ok());
    let error = Position::read(&format!("{half} + {half} + B")).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("(row 2): more than 2000000 pebbles"),
        "{error}"
    );
}

#[test]
fn long_periods_are_refused_before_they_are_reduced() {
    let row: Row = long_period(MAX_VALUED_PERIOD + 1).parse().unwrap();
    assert_eq!(row.value(), Err(ValueError::TooLong(MAX_VALUED_PERIOD + 1)));
    assert_eq!(
        ValueError::TooLong(200_001).to_string(),
        "its recurring parts repeat 200001 pebbles in all, more than the 200000 whose value is \
         worked out"
    );
    // In a sum, the different rows' periods count together, each row once.
    let half = long_period(MAX_VALUED_PERIOD / 2);
    let twice = Position::read(&format!("{half} + {half}")).unwrap();
    let once = Position::read(&half).unwrap();
    let (Ok(Worth::Number(one)), Ok(Worth::Number(two))) = (once.worth(), twice.worth()) else {
        panic!("both are numbers");
    };
    assert_eq!(two, &one + &one);
    let other = long_period(MAX_VALUED_PERIOD / 2 + 1);
    let error = Position::read(&format!("{half} + {other}"))
        .unwrap()
        .worth()
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "row 1: its recurring parts repeat 200001 pebbles in all, more than the 200000 whose \
         value is worked out"
    );
    // Periods of one sign, however deep, make no fractions and do not count.
    let deep = format!("{}A{}", "( ".repeat(10_000), " )".repeat(10_000));
    assert!(deep.parse::<Row>().unwrap().value().is_ok());
}
