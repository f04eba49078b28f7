use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::fmt;

use dyadic::Dyadic;

use crate::postorder::evaluate;
use crate::{Game, Nimber, Outcome, Player};

/// Works out outcomes and values of games by brute force, from the definitions alone.
///
/// A solver remembers every position it has evaluated, so reuse one solver across many related
/// positions (all rows up to some length, say) to evaluate each sub-position only once.
pub struct Solver<G> {
    /// Who wins from a position when the given player moves first.
    winners: HashMap<(G, Player), Player>,
    numbers: HashMap<G, Result<Dyadic, NotANumber>>,
    nim_values: HashMap<G, Nimber>,
    /// The tables of [`Solver::fold`], one per type of value: a `HashMap<G, V>` for each `V`.
    folds: HashMap<TypeId, Box<dyn Any>>,
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
            folds: HashMap::new(),
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

impl<G: Game + 'static> Solver<G> {
    /// A value of `game` worked out from the values of its options, as [`Solver::number`] and
    /// [`Solver::grundy`] are: `combine` is given the values of Left's options and of Right's.
    ///
    /// Each position below `game` is worked out once (the solver remembers the values, one table
    /// per type `V`, for as long as it lives), children before parents, with a stack on the heap:
    /// a game a million moves deep is fine. Other crates add values to the solver this way:
    /// chapter 4's `canonical` adds canonical forms.
    ///
    /// ```
    /// use game::{Form, Solver};
    ///
    /// // The birthday: one more than the latest birthday among the options.
    /// let birthday = |left: &[u32], right: &[u32]| {
    ///     left.iter().chain(right).map(|day| day + 1).max().unwrap_or(0)
    /// };
    /// let zero = Form::zero();
    /// let star = Form::new([zero.clone()], [zero.clone()]);
    /// let up = Form::new([zero], [star]);
    /// assert_eq!(Solver::new().fold(&up, birthday), 2);
    /// ```
    pub fn fold<V: Clone + 'static>(
        &mut self,
        game: &G,
        mut combine: impl FnMut(&[V], &[V]) -> V,
    ) -> V {
        let memo = self
            .folds
            .entry(TypeId::of::<V>())
            .or_insert_with(|| Box::new(HashMap::<G, V>::new()))
            .downcast_mut::<HashMap<G, V>>()
            .expect("the table of a type holds values of that type");
        evaluate(
            memo,
            game,
            both_options,
            |_, options, left_count, values| {
                let values: Vec<V> = options
                    .iter()
                    .map(|option| values[option].clone())
                    .collect();
                let (left, right) = values.split_at(left_count);
                combine(left, right)
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
