//! The checks of chapter 6's exercises, against the `surreal` crate on every small row.

use std::cmp::Ordering;

use dyadic::Dyadic;
use game::Player;
use hackenstrings::Pebble;
use num_rational::BigRational;
use surreal::{Move, Position, Row, Surreal};

/// Parses an answer as a row, naming the exercise if it is not one.
fn parsed(exercise: &str, answer: &str) -> Row {
    answer
        .parse()
        .unwrap_or_else(|error| panic!("{exercise} gave {answer:?}, which is not a row: {error}"))
}

/// The value of a row, which every row of these checks has in finite form.
fn value(row: &Row) -> Surreal {
    row.value().unwrap_or_else(|error| panic!("{row}: {error}"))
}

pub(crate) fn check_omega_times(answer: impl Fn(&Dyadic) -> String) {
    let half = Dyadic::new(1, 1);
    let found = parsed("omega_times(1/2)", &answer(&half));
    expect_eq!(found.to_string(), "( A ) ( B )", "omega_times(1/2)");
    for row in hackenstrings::small_rows(&[Pebble::Left, Pebble::Right], 8) {
        let r = row.number().expect("a row of A and B is a number");
        let omega_r = &Surreal::omega() * &Surreal::from_dyadic(&r);
        let expected = Row::from_value(&omega_r).expect("ω·r has a row");
        let text = answer(&r);
        let found = parsed(&format!("omega_times({r})"), &text);
        assert!(
            found.cmp(&expected) == Ordering::Equal,
            "omega_times({r}): your code returned {text:?}, not a row worth ω·{r}, which is {expected}"
        );
    }
}

pub(crate) fn check_half_omega_reply(answer: impl Fn(&Position, Player) -> Move) {
    let start: Position = "( A ) ( B ) + ( A ) ( B ) + ( B )".parse().unwrap();
    assert!(start.value().unwrap().is_zero(), "ω/2 + ω/2 − ω = 0");
    for first in [Player::Left, Player::Right] {
        let replier = first.opponent();
        for choice in start.moves(first) {
            for copies in 1..=8 {
                let made = vec![copies; choice.levels];
                let opening = choice.with_copies(&made);
                let after = start.play(first, &opening).unwrap();
                let reply = answer(&after, replier);
                let answered = after.play(replier, &reply).unwrap_or_else(|error| {
                    panic!("after {first}'s {opening}, {after}: {replier}'s {reply}: {error}")
                });
                let value = answered.value().unwrap();
                let wins = match replier {
                    Player::Left => !value.is_negative(),
                    Player::Right => !value.is_positive(),
                };
                assert!(
                    wins,
                    "after {first}'s {opening}, {after}, {replier}'s {reply} leaves {answered}, \
                     worth {value}: {first}, moving next, can win"
                );
            }
        }
    }
}

pub(crate) fn check_fraction_row(answer: impl Fn(i64, u64) -> String) {
    let third = parsed("fraction_row(1, 3)", &answer(1, 3));
    expect_eq!(third.to_string(), "A B ( B A )", "fraction_row(1, 3)");
    expect_eq!(answer(0, 5), "", "fraction_row(0, 5)");
    for denominator in 1..=40u64 {
        let q = i64::try_from(denominator).expect("small");
        for numerator in -3 * q..=3 * q {
            let text = answer(numerator, denominator);
            let found = parsed(&format!("fraction_row({numerator}, {denominator})"), &text);
            let expected = Surreal::from_rational(BigRational::new(numerator.into(), q.into()));
            assert!(
                value(&found) == expected,
                "fraction_row({numerator}, {denominator}): your code returned {text:?}, worth {}, not {expected}",
                value(&found)
            );
        }
    }
}

/// Whether a text of A, B and parentheses is a row nested at most one level deep, with nothing
/// empty in parentheses.
fn one_level(row: &str) -> bool {
    let (mut inside, mut pebbles) = (false, 0);
    for symbol in row.chars() {
        match symbol {
            '(' if inside => return false,
            '(' => (inside, pebbles) = (true, 0),
            ')' if !inside || pebbles == 0 => return false,
            ')' => inside = false,
            _ => pebbles += 1,
        }
    }
    !inside
}

/// Every row with parentheses at most one level deep, none of them empty, of up to `longest`
/// symbols (pebbles and parentheses), without spaces.
fn one_level_rows(longest: usize) -> Vec<String> {
    let mut texts = vec![String::new()];
    let mut newest = texts.clone();
    for _ in 0..longest {
        newest = newest
            .iter()
            .flat_map(|text| ["A", "B", "(", ")"].map(|symbol| format!("{text}{symbol}")))
            .collect();
        texts.extend(newest.iter().cloned());
    }
    texts.retain(|text| one_level(text));
    texts
}

pub(crate) fn check_compare_rows(answer: impl Fn(&str, &str) -> Ordering) {
    expect_eq!(
        answer("AB(A)", "A"),
        Ordering::Less,
        "compare_rows(\"AB(A)\", \"A\")"
    );
    expect_eq!(
        answer("A(A)", "(A)"),
        Ordering::Equal,
        "compare_rows(\"A(A)\", \"(A)\")"
    );
    let rows: Vec<(String, Row)> = one_level_rows(6)
        .into_iter()
        .map(|text| {
            let row = text.parse().expect("a generated row");
            (text, row)
        })
        .collect();
    assert!(rows.len() > 300, "{} rows", rows.len());
    for (a, row_a) in &rows {
        for (b, row_b) in &rows {
            expect_eq!(answer(a, b), row_a.cmp(row_b), "compare_rows({a:?}, {b:?})");
        }
    }
}
