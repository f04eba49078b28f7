//! The tokens a row is stored as: one byte each.

use crate::Sign;

/// A pebble or a parenthesis of a row's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Token {
    Pebble(Sign),
    Open,
    Close,
}
