//! Nim values by brute force, from the rules alone: the reference everything else is tested on.

use std::collections::HashSet;

use game::{Game, Nimber, Player, Solver};

use crate::forest::Forest;

/// A forest in canonical form, so that positions of the same shape are one game to the solver.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Shape(Forest);

impl Game for Shape {
    fn options(&self, _player: Player) -> Vec<Shape> {
        let shapes: HashSet<Shape> = (0..self.0.len())
            .map(|node| Shape(self.0.without_path_to(node).canonical()))
            .collect();
        shapes.into_iter().collect()
    }
}

/// Works out nim values of whole forests by playing out every move (the mex rule), remembering
/// each position by its shape. Exponential in general: for small forests only. Reuse one
/// `BruteForce` across many forests to share what it has learnt.
///
/// ```
/// use hackendot::{BruteForce, Forest};
/// use game::Nimber;
///
/// let mut brute = BruteForce::new();
/// let spider: Forest = "((())(()))".parse().unwrap();
/// assert_eq!(brute.nim_value(&spider), Nimber(1));
/// ```
#[derive(Default)]
pub struct BruteForce {
    solver: Solver<Shape>,
}

impl BruteForce {
    /// A brute-force evaluator that knows nothing yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The nim value of `forest` by the game's definition: the least value no move leads to.
    pub fn nim_value(&mut self, forest: &Forest) -> Nimber {
        self.solver.grundy(&Shape(forest.canonical()))
    }
}
