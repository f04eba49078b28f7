//! The value of any Hackenstrings row or position, neutral pebbles and all: its canonical form.

use dyadic::Dyadic;
use game::Solver;
use hackenstrings::{Position, Row};

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
    /// The number of the value rule, or, for a row with a neutral pebble, the canonical form the
    /// solver finds.
    fn value(&self) -> CanonicalForm {
        match self.number() {
            Ok(number) => CanonicalForm::number(number),
            // A row of n pebbles has only n + 1 positions: the search is linear in the row.
            Err(_) => Solver::new().canonical(self),
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
        let mut solver = Solver::new();
        let mut terms = vec![match numbers.number() {
            Ok(number) => CanonicalForm::number(number),
            // Never taken (these rows have no `C`), but a search would be right all the same.
            Err(_) => Solver::new().canonical(&numbers),
        }];
        terms.extend(neutral.into_iter().map(|row| solver.canonical(row)));
        terms.into_iter().sum()
    }

    fn value_text(&self) -> String {
        written(self.number(), || self.value())
    }
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
