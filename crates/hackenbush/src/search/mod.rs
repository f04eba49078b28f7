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
pub(crate) use number::{NumberSearch, under_edge};

use dyadic::Dyadic;

use crate::Picture;

/// What the searches' work is counted in ([`game::budget`]): looking at one edge of one position.
/// A search that looks at a position's options charges, for each option, the edges it reads to
/// value it, so that the count tracks time on small pictures and large ones alike.
pub const WORK_UNIT: &str = "position-edges";

/// The budget of work a calculator gives a Hackenbush command by default: about ten seconds on
/// a laptop, and memory well under a gigabyte (what a search stores is at most a few bytes per
/// unit of work).
pub const DEFAULT_MAX_WORK: u64 = 100_000_000;

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
