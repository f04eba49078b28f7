//! The examples of the sources (A. N. Walker's Hackenstrings FAQ and the Hackenstrings story),
//! checked by exact computation and, where small enough, by brute force.

use dyadic::Dyadic;
use game::{Outcome, Player, Solver};
use hackenstrings::{Move, Position, Row};

fn value(text: &str) -> String {
    text.parse::<Position>()
        .unwrap()
        .number()
        .unwrap()
        .to_string()
}

#[test]
fn single_rows() {
    assert_eq!(value("A B"), "1/2");
    assert_eq!(value("A B A"), "3/4");
    assert_eq!(value("A B B"), "1/4");
    assert_eq!(value("B A A B"), "-3/8");
    assert_eq!(value("B A"), "-1/2");
    assert_eq!(value("A A B"), "1 1/2");
}

#[test]
fn sums_that_show_the_values() {
    // A B + A B + B and 2 × A B A − 1/2 − 1 are second-player wins: A B = 1/2, A B A = 3/4.
    let mut solver = Solver::new();
    for text in [
        "A B + A B + B",
        "A B A + A B A + B A + B",
        "A A A + A A + B B B B B",
    ] {
        let position: Position = text.parse().unwrap();
        assert_eq!(
            solver.outcome(&position),
            Outcome::SecondPlayerWins,
            "{text}"
        );
    }
    let position: Position = "A A A A + B B B B B + B + A A A".parse().unwrap();
    assert_eq!(solver.outcome(&position), Outcome::LeftWins);
}

#[test]
fn a_b_b_a_plus_b_a() {
    assert_eq!(value("A B B A + B A"), "-1/8");
}

const FIVE_ROWS: &str = "A B B A B B A B B A + B A A B A B B A B + A A A A + B B B A B B B + B";

#[test]
fn the_five_rows_are_worth_minus_three_five_hundred_and_twelfths() {
    let position: Position = FIVE_ROWS.parse().unwrap();
    let rows: Vec<String> = position
        .rows()
        .iter()
        .map(|row| row.number().unwrap().to_string())
        .collect();
    assert_eq!(rows, ["147/512", "-91/256", "4", "-2 15/16", "-1"]);
    assert_eq!(position.number().unwrap().to_string(), "-3/512");
    assert_eq!(Solver::new().outcome(&position), Outcome::RightWins);
}

#[test]
fn right_s_best_move_in_the_five_rows_and_the_only_other_winning_move() {
    let position: Position = FIVE_ROWS.parse().unwrap();
    let best = position.best_move(Player::Right).unwrap();
    assert_eq!(best, Move { row: 0, pebble: 8 }); // the rightmost B of the first row
    let after = position.play(Player::Right, best).unwrap();
    assert_eq!(after.number().unwrap().to_string(), "-1/256");

    // By brute force: exactly two of Right's moves keep the win.
    let mut solver = Solver::new();
    let mut winning = Vec::new();
    for attempted in position.moves(Player::Right) {
        let after = position.play(Player::Right, attempted).unwrap();
        if solver.winner(&after, Player::Left) == Player::Right {
            winning.push((attempted, after.number().unwrap().to_string()));
        }
    }
    let second_row_last = Move { row: 1, pebble: 8 };
    assert_eq!(
        winning,
        [
            (best, "-1/256".to_string()),
            (second_row_last, "-1/512".to_string())
        ]
    );
}

#[test]
fn the_faq_s_sample_play() {
    // Right takes the third B of the fourth row, Left the last A of the second row.
    let position: Position = FIVE_ROWS.parse().unwrap();
    let position = position
        .play(Player::Right, Move { row: 3, pebble: 2 })
        .unwrap();
    let position = position
        .play(Player::Left, Move { row: 1, pebble: 7 })
        .unwrap();
    assert_eq!(
        position.to_string(),
        "A B B A B B A B B A + B A A B A B B + A A A A + B B + B"
    );
    // If Right now takes the whole second row and Left the whole first, Left is clearly winning.
    let position = position
        .play(Player::Right, Move { row: 1, pebble: 0 })
        .unwrap();
    let position = position
        .play(Player::Left, Move { row: 0, pebble: 0 })
        .unwrap();
    assert_eq!(position.to_string(), "A A A A + B B + B");
    assert_eq!(position.outcome(), Outcome::LeftWins);
}

#[test]
fn the_story_s_examples() {
    // White is Left (○), Black is Right (●): transcribed by colour (the story draws White as ●).
    assert_eq!(value("○○○○\n●●●"), "1");
    assert_eq!(value("○\n●●●\n○○○"), "1");
    assert_eq!(value("○○○○\n●●●\n●●\n○○○"), "2");
    assert_eq!(value("○\n●●●\n○○○○"), "2");
    assert_eq!(value("○●"), "1/2");
    assert_eq!(value("○● + ●●"), "-1 1/2");
    // The story's test expects 1/2 for a row of a black then a white stone; that row is −1/2.
    assert_eq!(value("●○"), "-1/2");
}

#[test]
fn nineteen_eighths() {
    let row = Row::from_value(&Dyadic::new(19, 3)).unwrap();
    assert_eq!(row.to_string(), "A A A B B A");
    assert_eq!(Row::from_value(&Dyadic::zero()).unwrap(), Row::default());
    assert_eq!(
        Row::from_value(&Dyadic::new(-5, 1)).unwrap().to_string(),
        "B B B A"
    );
}
