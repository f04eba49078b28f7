//! Memoised search, for the pictures no closed form values: red-blue pictures with cycles
//! ([`NumberSearch`]) and pictures mixing green with red or blue ([`MixedSearch`]), and the
//! plain search they are measured against ([`plain`]).

mod key;
mod mixed;
mod number;
mod part;
pub mod plain;

pub(crate) use mixed::MixedSearch;
pub(crate) use number::NumberSearch;
