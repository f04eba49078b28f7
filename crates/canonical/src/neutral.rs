//! The value of any Hackenstrings row or position, neutral pebbles and all: its canonical form.

use std::collections::HashMap;

use dyadic::Dyadic;
use game::play::Best;
use game::{Player, Solver};
use hackenstrings::{Move, Position, Row};

use crate::{CanonicalForm, SolverExt};

/// The value of a row or position of Hackenstrings (chapter 3), neutral pebbles (`C`) and all, in
/// canonical form. For pebbles of `A` and `B` only it is the number of chapter 3's value rule
/// (`Row::number`, `Position::number`); with a `C` it is a game such as `*` (`C`), `^*` (`C A`)
/// or `1*` (`A C`).
///
/// ```
/// use canonical::HackenstringsValue;
/// use hackenstrings::{Position, Row};
///
/// let row = |text: &str| text.parse::<Row>().unwrap().value().to_string();
/// assert_eq!(row("C"), "*");
/// assert_eq!(row("C A"), "^*");
/// assert_eq!(row("A B"), "1/2");
/// let position = |text: &str| text.parse::<Position>().unwrap().value().to_string();
/// assert_eq!(position("C A + C"), "^");
/// assert_eq!(position("C + C"), "0");
/// assert_eq!(position("A B B A + B A"), "-1/8");
/// let shown = |text: &str| text.parse::<Position>().unwrap().value_text();
/// assert_eq!(shown("C A + C"), "^");
/// assert_eq!(shown("A B B A + B A"), "-1/8");
/// ```
pub trait HackenstringsValue {
    /// The value, in canonical form.
    fn value(&self) -> CanonicalForm;

    /// The value as the calculator and the page write it: a number as CGSuite writes it
    /// (`-1/8`), shortened when very long ([`dyadic::Dyadic::short`]); any other game in
    /// canonical form (`^`).
    fn value_text(&self) -> String;
}

impl HackenstringsValue for Row {
    /// The number of the value rule, or, for a row with a neutral pebble, the canonical form
    /// worked out from its prefixes, shortest first, each player's options kept undominated.
    fn value(&self) -> CanonicalForm {
        match self.number() {
            Ok(number) => CanonicalForm::number(number),
            Err(_) => row_value(self),
        }
    }

    fn value_text(&self) -> String {
        written(self.number(), || self.value())
    }
}

impl HackenstringsValue for Position {
    /// The sum of the rows' values. The rows of `A` and `B` are added as one number (the value
    /// rule), and each row with a neutral pebble is searched on its own, so the work is linear in
    /// the pebbles (times the engine's cost of adding canonical forms), not exponential in the
    /// rows.
    fn value(&self) -> CanonicalForm {
        let (neutral, numbers): (Vec<&Row>, Vec<&Row>) =
            self.rows().iter().partition(|row| row.has_neutral());
        let numbers = Position::new(numbers.into_iter().cloned().collect());
        let mut terms = vec![match numbers.number() {
            Ok(number) => CanonicalForm::number(number),
            // Never taken (these rows have no `C`), but a search would be right all the same.
            Err(_) => Solver::new().canonical(&numbers),
        }];
        // Equal rows (`C A + C A + …`) are valued once.
        let mut values: HashMap<&Row, CanonicalForm> = HashMap::new();
        terms.extend(
            neutral
                .into_iter()
                .map(|row| *values.entry(row).or_insert_with(|| row_value(row))),
        );
        terms.into_iter().sum()
    }

    fn value_text(&self) -> String {
        written(self.number(), || self.value())
    }
}

/// The value of a row: a move takes a pebble and all after it, so the positions of a row of `n`
/// pebbles are its `n + 1` prefixes, and each prefix's options are the shorter prefixes. They
/// are valued from the shortest up, each player's options kept undominated as they come (an
/// option at most another of the same player's changes nothing), so that memory stays linear
/// in the row and the work is the row's length times the options kept.
fn row_value(row: &Row) -> CanonicalForm {
    let keep = |options: &mut Vec<CanonicalForm>, new: CanonicalForm, player: Player| {
        let better = |a: &CanonicalForm, b: &CanonicalForm| match player {
            Player::Left => a >= b,
            Player::Right => a <= b,
        };
        if !options.iter().any(|old| better(old, &new)) {
            options.retain(|old| !better(&new, old));
            options.push(new);
        }
    };
    let (mut left, mut right) = (Vec::new(), Vec::new());
    let mut value = CanonicalForm::zero();
    for &pebble in row.pebbles() {
        // Taking this pebble leaves the prefix before it, whose value is `value`.
        if pebble.takeable_by(Player::Left) {
            keep(&mut left, value, Player::Left);
        }
        if pebble.takeable_by(Player::Right) {
            keep(&mut right, value, Player::Right);
        }
        value = CanonicalForm::new(&left, &right);
    }
    value
}

/// `player`'s best move in a position of Hackenstrings and the value it leaves, found from the
/// values of the rows: with a neutral pebble, the first move (row by row, left to right) after
/// which `player` wins, or else the first move; `None` if `player` cannot move. It is the move
/// [`Position::best_move`](hackenstrings::Position::best_move) finds, without its search of the
/// whole position: each row is valued once, and each move changes one row's value, so a
/// position of many rows with neutral pebbles takes time linear in its pebbles (times the cost
/// of adding the values). Within a budget ([`crate::within`]) the work is charged.
///
/// ```
/// use canonical::best_by_values;
/// use game::Player;
/// use hackenstrings::{Move, Position};
///
/// let position: Position = "C A + C".parse().unwrap(); // ^
/// let (best, after) = best_by_values(&position, Player::Left).unwrap();
/// assert_eq!(best.chosen, Move { row: 0, pebble: 1 });
/// assert!(best.wins);
/// assert_eq!(after.to_string(), "0");
/// let (best, _) = best_by_values(&position, Player::Right).unwrap();
/// assert!(!best.wins);
/// ```
pub fn best_by_values(position: &Position, player: Player) -> Option<(Best<Move>, CanonicalForm)> {
    if !position.has_neutral() {
        // Numbers: the move that costs least, by the value rule (chapter 3).
        let chosen = position.best_move(player)?;
        let after = position.play(player, chosen).ok()?.value();
        let wins = after.outcome().mover_wins(player);
        return Some((Best { chosen, wins }, after));
    }
    let mut values: HashMap<Row, CanonicalForm> = HashMap::new();
    let mut value = |row: Row| *values.entry(row).or_insert_with_key(|row| row.value());
    let rows: Vec<CanonicalForm> = position
        .rows()
        .iter()
        .map(|row| value(row.clone()))
        .collect();
    let total: CanonicalForm = rows.iter().sum();
    let mut first = None;
    for chosen in position.moves(player) {
        if crate::refused(crate::intern::charge(1).map(|()| false), || true) {
            break;
        }
        let cut = position.rows()[chosen.row].cut(chosen.pebble);
        let after = total - rows[chosen.row] + value(cut);
        if after.outcome().mover_wins(player) {
            return Some((Best { chosen, wins: true }, after));
        }
        first.get_or_insert((
            Best {
                chosen,
                wins: false,
            },
            after,
        ));
    }
    first
}

/// A number as CGSuite writes it, shortened when very long; not a number, the canonical form
/// `value` gives.
fn written<E>(number: Result<Dyadic, E>, value: impl FnOnce() -> CanonicalForm) -> String {
    match number {
        Ok(number) => format!("{:#}", number.short()),
        Err(_) => value().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use game::{Neg, Outcome, Solver};
    use hackenstrings::{Pebble, Position, Row};

    use crate::{CanonicalForm, HackenstringsValue, SolverExt};

    /// Every row of at most `max` pebbles of any kind, the empty row first.
    fn rows_up_to(max: usize) -> Vec<Row> {
        hackenstrings::small_rows(&[Pebble::Left, Pebble::Right, Pebble::Neutral], max)
    }

    fn value(text: &str) -> CanonicalForm {
        text.parse::<Position>().unwrap().value()
    }

    #[test]
    fn walkers_examples() {
        assert_eq!(value("C"), CanonicalForm::nimber(1));
        assert_eq!(value("C + C"), CanonicalForm::zero());
        assert_eq!(value("C A + C"), CanonicalForm::ups(1));
        assert_eq!(value("A + C").to_string(), "1*");
        assert_eq!(value("C A + C").to_string(), "^");
        assert_eq!(value("C A").to_string(), "^*");
        assert_eq!(value("C A + C B"), CanonicalForm::zero());
        assert_eq!(
            value("A B + C B B + C").to_string().parse(),
            Ok(value("A B + C B B + C"))
        );
        for n in 0..8 {
            let heap = Row::new(vec![Pebble::Neutral; n]);
            assert_eq!(heap.value(), CanonicalForm::nimber(n as u64));
        }
    }

    #[test]
    fn rows_agree_with_the_search_of_the_whole_row() {
        let mut solver = Solver::new();
        for row in rows_up_to(7) {
            let value = row.value();
            assert_eq!(value, solver.canonical(&row), "{row}");
            if !row.has_neutral() {
                assert_eq!(value.as_number(), row.number().ok(), "{row}");
            }
        }
    }

    #[test]
    fn sums_agree_with_the_search_of_the_whole_position() {
        let mut solver = Solver::new();
        let rows = rows_up_to(3);
        for first in &rows {
            for second in &rows {
                let position = Position::new(vec![first.clone(), second.clone()]);
                let value = position.value();
                assert_eq!(value, solver.canonical(&position), "{position}");
                assert_eq!(value.outcome(), position.outcome(), "{position}");
            }
        }
    }

    #[test]
    fn best_moves_by_values_are_the_searched_best_moves() {
        use game::Player;
        use game::play::Playable;
        let rows = rows_up_to(3);
        for first in &rows {
            for second in rows.iter().step_by(3) {
                let position = Position::new(vec![first.clone(), second.clone()]);
                for player in [Player::Left, Player::Right] {
                    let by_values = crate::best_by_values(&position, player);
                    let searched = position.best(player);
                    assert_eq!(
                        by_values.as_ref().map(|found| found.0.clone()),
                        searched,
                        "{position}"
                    );
                    if let (Some((best, after)), Some(_)) = (by_values, searched) {
                        let played = position.play(player, best.chosen).unwrap();
                        assert_eq!(after, played.value(), "{position}");
                    }
                }
            }
        }
    }

    #[test]
    fn canonical_values_agree_with_brute_force_comparisons() {
        // g = h exactly when g − h is a second-player win, by the definition of the game.
        let mut solver: Solver<(Row, Neg<Row>)> = Solver::new();
        let rows = rows_up_to(3);
        for g in &rows {
            for h in &rows {
                let difference = (g.clone(), Neg(h.clone()));
                let equal = solver.outcome(&difference) == Outcome::SecondPlayerWins;
                let (g_value, h_value) = (g.value(), h.value());
                assert_eq!(g_value == h_value, equal, "{g} and {h}");
                assert_eq!(
                    (g_value - h_value).outcome(),
                    solver.outcome(&difference),
                    "{g} − {h}"
                );
            }
        }
    }
}
