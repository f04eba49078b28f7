//! Memoised search, for the pictures no closed form values: red-blue pictures with cycles (a
//! search over numbers that cuts pictures into blocks and folds hanging parts into numbers) and
//! pictures mixing green with red or blue (a search over canonical forms, split at the ground).
//! [`Picture::value`](crate::Picture::value) uses them; this module opens them to benchmarks and
//! tests: [`number_search`], and the plain search they are measured against ([`plain`]).

pub(crate) mod fast;
mod fixed;
mod key;
mod mixed;
mod number;
pub(crate) mod part;
pub mod plain;

pub(crate) use mixed::MixedSearch;
pub(crate) use number::NumberSearch;

use std::fmt;

use dyadic::Dyadic;

use crate::Picture;

/// The error when a search would need more positions than it was allowed
/// ([`Picture::value_within`](crate::Picture::value_within)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooHard {
    /// How many positions had been searched when it gave up.
    pub positions: usize,
}

impl fmt::Display for TooHard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "too hard: the search gave up after {} positions (red-blue Hackenbush with cycles is NP-hard)",
            self.positions
        )
    }
}

impl std::error::Error for TooHard {}

/// The value of a red-blue picture by the number search alone (whatever its kind), and how many
/// blocks it searched: for benchmarks and tests. With `fold` false, hanging parts are not
/// folded into numbers (the picture is only split at the ground).
///
/// # Panics
/// If the picture has a green edge.
pub fn number_search(picture: &Picture, fold: bool) -> (Dyadic, usize) {
    assert!(
        picture.is_red_blue(),
        "the number search is for red-blue pictures"
    );
    let mut search = NumberSearch::new(fold);
    let value = search.value(picture).expect("no limit");
    (value, search.states())
}
