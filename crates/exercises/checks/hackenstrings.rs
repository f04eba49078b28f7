//! The checks of chapter 3's exercises, against the `hackenstrings` crate on every small row.

use dyadic::Dyadic;
use game::Player;
use hackenstrings::{Move, Position, Row};

/// Every row of letters up to `longest` pebbles.
fn rows_up_to(longest: usize) -> Vec<String> {
    let mut rows = vec![String::new()];
    let mut newest = rows.clone();
    for _ in 0..longest {
        newest = newest
            .iter()
            .flat_map(|row| [format!("{row}A"), format!("{row}B")])
            .collect();
        rows.extend(newest.iter().cloned());
    }
    rows
}

pub(crate) fn check_row_value(answer: impl Fn(&str) -> Dyadic) {
    expect_shown!(answer("BAAB").to_string(), "-3/8", "row_value(\"BAAB\")");
    expect_shown!(
        answer("AAABBA").to_string(),
        "2 3/8",
        "row_value(\"AAABBA\")"
    );
    for row in rows_up_to(10) {
        let expected = row.parse::<Row>().unwrap().number().unwrap();
        expect_shown!(answer(&row), expected, "row_value({row:?})");
    }
}

pub(crate) fn check_row_of(answer: impl Fn(&Dyadic) -> String) {
    let nineteen_eighths = Dyadic::new(19, 3);
    expect_eq!(answer(&nineteen_eighths), "AAABBA", "row_of(19/8)");
    expect_eq!(answer(&Dyadic::zero()), "", "row_of(0)");
    for row in rows_up_to(10) {
        let value = row.parse::<Row>().unwrap().number().unwrap();
        expect_eq!(answer(&value), row, "row_of({value})");
    }
}

pub(crate) fn check_best_reply(answer: impl Fn(&[&str]) -> Option<(usize, usize)>) {
    let rows = rows_up_to(4);
    for first in &rows {
        for second in &rows {
            let texts = [first.as_str(), second.as_str()];
            let position = Position::new(vec![first.parse().unwrap(), second.parse().unwrap()]);
            let best = position.best_move(Player::Right);
            let reply = answer(&texts);
            let Some(expected) = best else {
                expect_eq!(reply, None, "best_reply({texts:?}): Right has no move");
                continue;
            };
            let Some((row, pebble)) = reply else {
                panic!("best_reply({texts:?}) gave no move, but Right can move");
            };
            let chosen = Move { row, pebble };
            let after = position.play(Player::Right, chosen).unwrap_or_else(|error| {
                panic!("best_reply({texts:?}) = ({row}, {pebble}) is not a move of Right's (rows and pebbles are counted from 0): {error}")
            });
            let best_after = position.play(Player::Right, expected).unwrap();
            // As CGSuite writes them, like the calculator: `9/4`, not `2 1/4`.
            let value = |position: &Position| format!("{:#}", position.number().unwrap());
            expect_shown!(
                value(&after),
                value(&best_after),
                "the value left by best_reply({texts:?}) = ({row}, {pebble}), which is not among the best moves"
            );
        }
    }
}
