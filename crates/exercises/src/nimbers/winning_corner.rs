//! Exercise 11.3: a winning corner.

// ANCHOR: stub
/// A winning move of Turning Corners from the position whose coins showing heads are at
/// `heads` (`(row, column)` pairs, each once, rows and columns from 0), as
/// `(row, column, near_row, near_column)`: the far corner, showing heads, and the near corner,
/// above and to its left. `None` when the position is worth 0, and every move loses. A coin at
/// `(r, c)` is worth `r ⊗ c` (`nimbers::corners::coin_value`), and a rectangle's four corners
/// are worth `(r ⊕ r') ⊗ (c ⊕ c')` together. For heads at `(1, 1)` and `(2, 2)` the one winning
/// move is `(2, 2, 1, 1)`. Any winning move is accepted when there are several.
pub fn winning_corner(heads: &[(usize, usize)]) -> Option<(usize, usize, usize, usize)> {
    todo!("a winning move from {heads:?}")
}
// ANCHOR_END: stub
