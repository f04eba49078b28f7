//! A solution to exercise 11.3: a winning corner.

use game::Nimber;
use nimbers::NimField;
use nimbers::corners::coin_value;

// ANCHOR: solution
/// A winning move of Turning Corners from the position whose coins showing heads are at
/// `heads` (`(row, column)` pairs, each once, rows and columns from 0), as
/// `(row, column, near_row, near_column)`: the far corner, showing heads, and the near corner,
/// above and to its left. `None` when the position is worth 0, and every move loses. A coin at
/// `(r, c)` is worth `r ⊗ c` (`nimbers::corners::coin_value`), and a rectangle's four corners
/// are worth `(r ⊕ r') ⊗ (c ⊕ c')` together. For heads at `(1, 1)` and `(2, 2)` the one winning
/// move is `(2, 2, 1, 1)`. Any winning move is accepted when there are several.
pub fn winning_corner(heads: &[(usize, usize)]) -> Option<(usize, usize, usize, usize)> {
    let value: Nimber = heads.iter().map(|&(r, c)| coin_value(r, c)).sum();
    if value == Nimber(0) {
        return None;
    }
    for &(row, column) in heads {
        for near_row in 0..row {
            // (row ⊕ near_row) ⊗ width = value: one width, so one column, for each near row.
            let height = Nimber((row ^ near_row) as u64);
            let Ok(width) = value.divided_by(&height) else {
                continue; // never: the rows differ, so the height is not 0
            };
            let near_column = column ^ width.0 as usize;
            if near_column < column {
                return Some((row, column, near_row, near_column));
            }
        }
    }
    None
}
// ANCHOR_END: solution
