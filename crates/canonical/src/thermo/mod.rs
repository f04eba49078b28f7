//! Hot games: thermographs, temperature and mean, cooling and heating, incentives, the reduced
//! canonical form and atomic weight (Winning Ways, ch. 6, "The Heat of Battle", and ch. 7;
//! Siegel, *Combinatorial Game Theory*, II.5–II.7; as CGSuite computes them).
//!
//! A switch like `{3|1}` is hot: whoever moves first gains. Its *temperature* is what a move is
//! worth, its *mean* the value the game settles to when each move is taxed by more than that:
//! cooled by its temperature, `{3|1}` is `2*`, infinitely close to its mean `2`.
//!
//! ```
//! use canonical::CanonicalForm;
//! use dyadic::Dyadic;
//!
//! let g: CanonicalForm = "{3|1}".parse().unwrap();
//! assert_eq!(g.temperature(), Dyadic::one());
//! assert_eq!(g.mean(), Dyadic::from(2));
//! assert_eq!(g.freeze().to_string(), "2*");
//! assert_eq!(g.cool(&Dyadic::new(1, 1)).unwrap().to_string(), "{5/2|3/2}");
//! ```
//!
//! - [`CanonicalForm::thermograph`], [`Thermograph`] and its walls, [`Trajectory`]:
//!   exact piecewise-linear walls with dyadic corners; [`Thermograph::svg`] draws one.
//! - [`CanonicalForm::temperature`], [`CanonicalForm::mean`].
//! - [`CanonicalForm::cool`], [`CanonicalForm::heat`], [`CanonicalForm::overheat`],
//!   [`CanonicalForm::freeze`].
//! - [`CanonicalForm::incentives`] (and Left's and Right's alone).
//! - [`CanonicalForm::reduced`]: the reduced canonical form.
//! - [`CanonicalForm::atomic_weight`], [`CanonicalForm::is_all_small`].

mod atomic;
mod cool;
mod svg;
mod thermograph;
mod trajectory;

use std::collections::HashMap;

use dyadic::Dyadic;

use crate::CanonicalForm;
use crate::intern::with_arena;

pub use cool::CoolingError;
pub use thermograph::{Thermograph, clear_thermographs};
pub use trajectory::Trajectory;

impl CanonicalForm {
    /// `(x, n, m)` when this game is `x + n·↑ + *m`, kept in closed form.
    pub(crate) fn closed_form(&self) -> Option<(Dyadic, i64, u64)> {
        with_arena(|arena| {
            arena
                .nus(self.id)
                .map(|nus| (nus.number.clone(), nus.ups, nus.nim))
        })
    }

    /// Whether this game is an integer.
    pub(crate) fn is_integer(&self) -> bool {
        self.as_number().is_some_and(|x| x.is_integer())
    }
}

/// `combine(game, left results, right results)` worked out for `root` and, first, for every
/// follower it needs (those `leaf` does not answer at once), with a stack rather than
/// recursion, each game once: `known` holds the results by id, and keeps them.
pub(crate) fn bottom_up<T: Clone>(
    root: CanonicalForm,
    known: &mut HashMap<u32, T>,
    leaf: impl Fn(&CanonicalForm) -> Option<T>,
    mut combine: impl FnMut(&CanonicalForm, Vec<T>, Vec<T>) -> T,
) -> T {
    type Options = (Vec<CanonicalForm>, Vec<CanonicalForm>);
    let mut stack: Vec<(CanonicalForm, Option<Options>)> = vec![(root, None)];
    while let Some((game, options)) = stack.pop() {
        if known.contains_key(&game.id()) {
            continue;
        }
        match options {
            None => {
                if let Some(result) = leaf(&game) {
                    known.insert(game.id(), result);
                    continue;
                }
                let (left, right) = (game.left_options(), game.right_options());
                let pending: Vec<CanonicalForm> = left
                    .iter()
                    .chain(&right)
                    .filter(|option| !known.contains_key(&option.id()))
                    .copied()
                    .collect();
                stack.push((game, Some((left, right))));
                stack.extend(pending.into_iter().map(|option| (option, None)));
            }
            Some((left, right)) => {
                let results = |side: &[CanonicalForm]| -> Vec<T> {
                    side.iter()
                        .filter_map(|option| known.get(&option.id()).cloned())
                        .collect()
                };
                let (left, right) = (results(&left), results(&right));
                let result = combine(&game, left, right);
                known.insert(game.id(), result);
            }
        }
    }
    known
        .get(&root.id())
        .cloned()
        .unwrap_or_else(|| unreachable_result(&leaf, &root, &mut combine))
}

/// The root's result when the loop left none (it always leaves one): worked out directly.
fn unreachable_result<T>(
    leaf: &impl Fn(&CanonicalForm) -> Option<T>,
    root: &CanonicalForm,
    combine: &mut impl FnMut(&CanonicalForm, Vec<T>, Vec<T>) -> T,
) -> T {
    leaf(root).unwrap_or_else(|| combine(root, Vec::new(), Vec::new()))
}
