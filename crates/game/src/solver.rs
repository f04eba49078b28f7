use std::collections::HashMap;
use std::fmt;

use dyadic::Dyadic;

use crate::postorder::evaluate;
use crate::{CanonicalForm, Game, Nimber, Outcome, Player};

/// Works out outcomes and values of games by brute force, from the definitions alone.
///
/// A solver remembers every position it has evaluated, so reuse one solver across many related
/// positions (all rows up to some length, say) to evaluate each sub-position only once.
pub struct Solver<G> {
    /// Who wins from a position when the given player moves first.
    winners: HashMap<(G, Player), Player>,
    numbers: HashMap<G, Result<Dyadic, NotANumber>>,
    nim_values: HashMap<G, Nimber>,
    canonical_forms: HashMap<G, CanonicalForm>,
}

/// The error when [`Solver::number`] meets a position that is not a number: some Left option is
/// not less than some Right option (like `{1|0}`), or there is a non-number below it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotANumber;

impl fmt::Display for NotANumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the game is not a number: some Left option is not less than some Right option")
    }
}

impl std::error::Error for NotANumber {}

impl<G: Game> Default for Solver<G> {
    fn default() -> Self {
        Solver {
            winners: HashMap::new(),
            numbers: HashMap::new(),
            nim_values: HashMap::new(),
            canonical_forms: HashMap::new(),
        }
    }
}

impl<G: Game> Solver<G> {
    /// A solver that remembers nothing yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Who wins `game` with perfect play when `starter` moves first: the player to move wins
    /// exactly when some move leads to a position the opponent, moving first, loses.
    pub fn winner(&mut self, game: &G, starter: Player) -> Player {
        evaluate(
            &mut self.winners,
            &(game.clone(), starter),
            |(position, mover)| {
                let replies = position.options(*mover).into_iter();
                (
                    replies.map(|option| (option, mover.opponent())).collect(),
                    (),
                )
            },
            |(_, mover), replies, (), winners| {
                if replies.iter().any(|reply| winners[reply] == *mover) {
                    *mover
                } else {
                    mover.opponent()
                }
            },
        )
    }

    /// The outcome class of `game`: who wins with Left starting, and with Right starting.
    pub fn outcome(&mut self, game: &G) -> Outcome {
        let left_starts = self.winner(game, Player::Left);
        let right_starts = self.winner(game, Player::Right);
        Outcome::from_winners(left_starts, right_starts)
    }
}

// The simplicity rule in an `impl` of its own, so that the book can show it whole.
// ANCHOR: number
impl<G: Game> Solver<G> {
    /// The value of a game every position of which is a number, by the simplicity rule: the
    /// simplest number greater than every Left option and less than every Right option.
    ///
    /// # Errors
    /// [`NotANumber`] if some position below `game` (or `game` itself) is not a number.
    pub fn number(&mut self, game: &G) -> Result<Dyadic, NotANumber> {
        evaluate(
            &mut self.numbers,
            game,
            both_options,
            |_, options, left_count, numbers| {
                let values: Vec<Dyadic> = options
                    .iter()
                    .map(|option| numbers[option].clone())
                    .collect::<Result<_, _>>()?;
                let (lefts, rights) = values.split_at(left_count);
                Dyadic::simplest_between(lefts.iter().max(), rights.iter().min()).ok_or(NotANumber)
            },
        )
    }
}
// ANCHOR_END: number

impl<G: Game> Solver<G> {
    /// The nim value (Grundy value) of an impartial game, in which both players have the same
    /// options (this uses Left's): the least nimber that no option has (the *mex*).
    pub fn grundy(&mut self, game: &G) -> Nimber {
        evaluate(
            &mut self.nim_values,
            game,
            |position| (position.options(Player::Left), ()),
            |_, options, (), nim_values| {
                let mut seen: Vec<u64> =
                    options.iter().map(|option| nim_values[option].0).collect();
                seen.sort_unstable();
                seen.dedup();
                let mex = seen
                    .iter()
                    .enumerate()
                    .find(|&(index, &value)| index as u64 != value)
                    .map_or(seen.len() as u64, |(index, _)| index as u64);
                Nimber(mex)
            },
        )
    }
}

impl<G: Game> Solver<G> {
    /// The canonical form of any position: the value of the game, whatever it is.
    ///
    /// Each position below `game` is canonicalised once (the solver remembers them), children
    /// before parents, with a stack on the heap: a game a million moves deep is fine.
    ///
    /// ```
    /// use game::{CanonicalForm, Form, Solver};
    ///
    /// let zero = Form::zero();
    /// let star = Form::new([zero.clone()], [zero.clone()]);
    /// let up = Form::new([zero.clone()], [star.clone()]);
    /// let mut solver = Solver::new();
    /// assert_eq!(solver.canonical(&up).to_string(), "^");
    /// // Adding a game to Left's options that she would never use changes nothing.
    /// let bigger = Form::new([zero.clone(), Form::new([], [zero])], [star]);
    /// assert_eq!(solver.canonical(&bigger), CanonicalForm::ups(1));
    /// ```
    pub fn canonical(&mut self, game: &G) -> CanonicalForm {
        evaluate(
            &mut self.canonical_forms,
            game,
            both_options,
            |_, options, left_count, forms| {
                let values: Vec<CanonicalForm> =
                    options.iter().map(|option| forms[option]).collect();
                let (left, right) = values.split_at(left_count);
                CanonicalForm::new(left, right)
            },
        )
    }
}

/// A position's options, Left's then Right's, and how many are Left's.
fn both_options<G: Game>(position: &G) -> (Vec<G>, usize) {
    let mut options = position.options(Player::Left);
    let left_count = options.len();
    options.extend(position.options(Player::Right));
    (options, left_count)
}
