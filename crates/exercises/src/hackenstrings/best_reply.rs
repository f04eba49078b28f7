//! Exercise 3.3: Right's best move.

// ANCHOR: stub
/// Right's best move in a position given as rows of letters, such as `["AB", "BA"]`: the move
/// that changes the value least, as `(row, pebble)` counted from 0 the way the book counts, or
/// `None` if Right has no pebble left.
pub fn best_reply(rows: &[&str]) -> Option<(usize, usize)> {
    todo!("Right's best move in {rows:?}")
}
// ANCHOR_END: stub
