//! The closed-form rules against brute-force play by the definition of the game, on every small
//! position.

use std::cmp::Ordering;

use dyadic::Dyadic;
use game::{Game, Player, Solver};
use hackenstrings::{Pebble, Position, Row};

/// Every row of at most `max` pebbles of Left's and Right's, the empty row first.
fn rows_up_to(max: usize) -> Vec<Row> {
    hackenstrings::small_rows(&[Pebble::Left, Pebble::Right], max)
}

#[test]
fn the_value_rule_agrees_with_the_simplicity_rule_on_every_row_up_to_ten_pebbles() {
    let mut solver = Solver::new();
    let rows = rows_up_to(10);
    assert_eq!(rows.len(), 2047); // the empty row and 2046 others
    for row in &rows {
        assert_eq!(row.number().unwrap(), solver.number(row).unwrap(), "{row}");
    }
}

#[test]
fn values_of_sums_of_two_rows_up_to_five_pebbles() {
    let mut solver = Solver::new();
    let rows = rows_up_to(5);
    for first in &rows {
        for second in &rows {
            let position = Position::new(vec![first.clone(), second.clone()]);
            let value = position.number().unwrap();
            assert_eq!(value, &first.number().unwrap() + &second.number().unwrap());
            assert_eq!(Ok(value), solver.number(&position), "{position}");
        }
    }
}

#[test]
fn the_sign_of_the_value_tells_who_wins() {
    let mut solver = Solver::new();
    let rows = rows_up_to(5);
    for first in &rows {
        for second in &rows {
            let position = Position::new(vec![first.clone(), second.clone()]);
            assert_eq!(position.outcome(), solver.outcome(&position), "{position}");
        }
    }
}

/// Whether `player`, moving from `position` to `after`, leaves the opponent (to move) lost.
fn wins(solver: &mut Solver<Position>, after: &Position, player: Player) -> bool {
    solver.winner(after, player.opponent()) == player
}

/// Checks `position` for both players: the best move is a move; it wins exactly when some move
/// wins; and no move changes the value less.
fn check_best_move(solver: &mut Solver<Position>, position: &Position) {
    let value = position.number().unwrap();
    for player in Player::BOTH {
        let options = position.options(player);
        let Some(best) = position.best_move(player) else {
            assert!(options.is_empty(), "{player} has a move in {position}");
            continue;
        };
        let after = position.play(player, best).unwrap();
        let some_move_wins = options.iter().any(|option| wins(solver, option, player));
        assert_eq!(
            wins(solver, &after, player),
            some_move_wins,
            "{player} in {position}"
        );
        let cost = |option: &Position| (&value - &option.number().unwrap()).abs();
        let least = options.iter().map(cost).min().unwrap();
        assert_eq!(cost(&after), least, "{player} in {position}");
    }
}

#[test]
fn the_best_move_wins_whenever_a_move_wins() {
    let mut solver = Solver::new();
    let short_rows = rows_up_to(4);
    for first in &short_rows {
        for second in &short_rows {
            check_best_move(
                &mut solver,
                &Position::new(vec![first.clone(), second.clone()]),
            );
        }
    }
    for row in rows_up_to(8) {
        check_best_move(&mut solver, &Position::from(row));
    }
}

#[test]
fn every_move_makes_the_mover_worse_off() {
    for row in rows_up_to(8) {
        let value = row.number().unwrap();
        for option in row.options(Player::Left) {
            assert_eq!(
                option.number().unwrap().cmp(&value),
                Ordering::Less,
                "{row} to {option}"
            );
        }
        for option in row.options(Player::Right) {
            assert_eq!(
                option.number().unwrap().cmp(&value),
                Ordering::Greater,
                "{row} to {option}"
            );
        }
    }
}

#[test]
fn every_row_is_the_row_of_its_value() {
    // Sign expansions are unique: no two rows share a value, and each row is the one built back.
    let mut seen = std::collections::HashSet::new();
    for row in rows_up_to(12) {
        let value = row.number().unwrap();
        assert_eq!(Row::from_value(&value).as_ref(), Ok(&row), "{row}");
        assert!(seen.insert(value), "two rows worth the same as {row}");
        // The length of a row is the birthday of its value.
        assert_eq!(row.number().unwrap().birthday(), (row.len() as u32).into());
    }
}

#[test]
fn the_row_of_a_number_is_worth_that_number() {
    let mut rng = fastrand::Rng::with_seed(2);
    for _ in 0..2000 {
        let numerator = rng.i64(-1_000_000..=1_000_000);
        let x = Dyadic::new(numerator, rng.u64(0..40));
        let row = Row::from_value(&x).unwrap();
        assert_eq!(row.number().unwrap(), x, "{x}: {row}");
    }
    let tiny = Dyadic::new(-3, 5000);
    assert_eq!(Row::from_value(&tiny).unwrap().number().unwrap(), tiny);
}
