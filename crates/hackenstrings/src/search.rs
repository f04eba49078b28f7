//! Who wins a position with neutral pebbles: Walker's reduced-game rule where it decides, and a
//! search by the game's definition where it does not.

use game::{Outcome, Player, Solver};

use crate::{Move, Position, Row};

/// Works out winners, remembering the positions it has searched.
pub(crate) struct Search {
    solver: Solver<Position>,
}

impl Search {
    pub(crate) fn new() -> Search {
        Search {
            solver: Solver::new(),
        }
    }

    /// Who wins `position` when `starter` moves first.
    pub(crate) fn winner(&mut self, position: &Position, starter: Player) -> Player {
        match decided(position) {
            Some(outcome) => outcome.winner(starter),
            None => self.solver.winner(&compressed(position), starter),
        }
    }

    /// The outcome of `position`.
    pub(crate) fn outcome(&mut self, position: &Position) -> Outcome {
        match decided(position) {
            Some(outcome) => outcome,
            None => self.solver.outcome(&compressed(position)),
        }
    }
}

/// The outcome when a number decides it: the value without neutral pebbles, or else the reduced
/// game when it is not 0 (Walker: if the reduced game is positive, so is the whole; likewise if
/// negative). `None` when only a search can tell.
fn decided(position: &Position) -> Option<Outcome> {
    if let Ok(number) = position.number() {
        return Some(Outcome::of_sign(number.signum()));
    }
    // Always a number; were it not, the search would tell.
    let reduced = position.reduced().number().ok()?;
    (!reduced.is_zero()).then(|| Outcome::of_sign(reduced.signum()))
}

/// A position equal to `position`, and smaller to search: the rows of `A` and `B` replaced by the
/// one row worth their sum, empty rows dropped, and the rows sorted (a sum does not depend on the
/// order of its terms, so more positions meet in the solver's memory).
fn compressed(position: &Position) -> Position {
    let (neutral, numbers): (Vec<Row>, Vec<Row>) = position
        .rows()
        .iter()
        .filter(|row| !row.is_empty())
        .cloned()
        .partition(Row::has_neutral);
    let mut rows = neutral;
    let sum = Position::new(numbers.clone()).number();
    match sum.map(|sum| Row::from_value(&sum)) {
        Ok(Ok(row)) if row.is_empty() => {}
        Ok(Ok(row)) => rows.push(row),
        // The sum's row would be too long to build: keep the rows as they are.
        _ => rows.extend(numbers),
    }
    rows.sort_unstable();
    Position::new(rows)
}

impl Position {
    /// A move for `player` after which the opponent, moving next, loses; `None` if there is
    /// none (or `player` cannot move).
    ///
    /// Any position, with or without neutral pebbles: see [`Position::outcome`] for how the
    /// winner is found.
    ///
    /// ```
    /// use game::Player;
    /// use hackenstrings::{Move, Position};
    ///
    /// let position: Position = "C A + C".parse().unwrap(); // ^: Left wins whoever starts
    /// assert_eq!(position.winning_move(Player::Left), Some(Move { row: 0, pebble: 1 }));
    /// assert_eq!(position.winning_move(Player::Right), None);
    /// ```
    pub fn winning_move(&self, player: Player) -> Option<Move> {
        if !self.has_neutral() {
            // The best move wins whenever a move does.
            let best = self.best_move(player)?;
            let after = self.play(player, best).ok()?.number().ok()?;
            let wins = Outcome::of_sign(after.signum()).winner(player.opponent());
            return (wins == player).then_some(best);
        }
        let mut search = Search::new();
        self.moves(player).into_iter().find(|&chosen| {
            self.play(player, chosen)
                .is_ok_and(|after| search.winner(&after, player.opponent()) == player)
        })
    }
}
