//! The canonical form of any game, worked out by the core's brute-force solver.

use game::{Game, Solver};

use crate::CanonicalForm;

/// Adds [`SolverExt::canonical`] to [`game::Solver`]: `use canonical::SolverExt;` and a solver
/// works out canonical forms beside outcomes and numbers.
pub trait SolverExt<G> {
    /// The canonical form of any position: the value of the game, whatever it is.
    ///
    /// Each position below `game` is canonicalised once (the solver remembers them), children
    /// before parents, with a stack on the heap: a game a million moves deep is fine.
    ///
    /// ```
    /// use canonical::{CanonicalForm, SolverExt};
    /// use game::{Form, Solver};
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
    fn canonical(&mut self, game: &G) -> CanonicalForm;
}

impl<G: Game + 'static> SolverExt<G> for Solver<G> {
    fn canonical(&mut self, game: &G) -> CanonicalForm {
        self.fold(game, CanonicalForm::new)
    }
}
