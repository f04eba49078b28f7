//! The pen-and-paper exercises of `hackenstrings.md`.

use book_tests::pencil::answer;
use canonical::{CanonicalForm, HackenstringsValue};
use dyadic::Dyadic;
use game::{Player, Solver};
use hackenstrings::{Move, Position, Row};

fn row(text: &str) -> Row {
    text.parse().unwrap()
}

#[test]
fn exercise_3_4_rows_and_their_values() {
    let first = row("A B B A").number().unwrap();
    let second = row("B B A B A A").number().unwrap();
    let five_eighths = Row::from_value(&Dyadic::new(5, 3)).unwrap();
    // Brute force agrees with the rule.
    let mut solver = Solver::new();
    assert_eq!(solver.number(&row("A B B A")).unwrap(), first);
    assert_eq!(solver.number(&row("B B A B A A")).unwrap(), second);
    answer("hackenstrings.md", "3.4")
        .says("the value of A B B A", &first)
        .says(
            "the value of B B A B A A",
            CanonicalForm::number(second.clone()),
        )
        .says(
            "the value of B B A B A A as a Dyadic",
            format!("`{second}`"),
        )
        .says("the row worth 5/8", format!("`{five_eighths}`"))
        .says(
            "its birthday",
            format!("day {}", Dyadic::new(5, 3).birthday()),
        );
}

#[test]
fn exercise_3_5_rights_best_reply() {
    let position: Position = "A B B A + B A B A A".parse().unwrap();
    let rows: Vec<String> = position
        .rows()
        .iter()
        .map(|row| row.number().unwrap().to_string())
        .collect();
    assert_eq!(rows, ["3/8", "-9/16"]);
    let best = position.best_move(Player::Right).unwrap();
    assert_eq!(best, Move { row: 1, pebble: 2 });
    let after = |row: usize, pebble: usize| {
        position
            .play(Player::Right, Move { row, pebble })
            .unwrap()
            .value()
    };
    // Every move of Right's, and whether it keeps the win (a negative value, Left to move).
    let moves = [(0, 1), (0, 2), (1, 0), (1, 2)];
    let winning: Vec<(usize, usize)> = moves
        .into_iter()
        .filter(|&(row, pebble)| {
            let next = position.play(Player::Right, Move { row, pebble }).unwrap();
            Solver::new().winner(&next, Player::Left) == Player::Right
        })
        .collect();
    assert_eq!(winning, [(0, 2), (1, 2)]);
    answer("hackenstrings.md", "3.5")
        .contains("= -\\tfrac{9}{16}$")
        .says("the value", position.value())
        .says(
            "the best move",
            format!("pebble {} of row {}", best.pebble, best.row),
        )
        .says("the value after the best move", after(1, 2))
        .says("the value after pebble 2 of row 0", after(0, 2))
        .says("the value after pebble 1 of row 0", after(0, 1))
        .says("the value after pebble 0 of row 1", after(1, 0))
        .contains("exactly two of Right's moves keep the win");
}
