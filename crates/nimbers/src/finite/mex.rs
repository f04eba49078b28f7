//! Nim-multiplication by its definition, the mex rule: the brute force every faster rule is
//! checked against.

use game::Nimber;

// ANCHOR: products_by_mex
/// The products `a⊗b` of all nimbers `a, b < size`, worked out by the definition alone:
///
/// ```text
/// a⊗b = mex { a'⊗b + a⊗b' + a'⊗b' : a' < a, b' < b }
/// ```
///
/// the least nimber not of that form (nim-sums `+`). Entry `[a][b]` is `a⊗b`. The work grows
/// as `size⁴`: a few seconds for `size = 256`.
///
/// ```
/// use game::Nimber;
/// use nimbers::finite::products_by_mex;
///
/// let table = products_by_mex(4);
/// assert_eq!(table[2][2], Nimber(3));
/// assert_eq!(table[2][3], Nimber(1));
/// assert_eq!(table[3][3], Nimber(2));
/// ```
pub fn products_by_mex(size: usize) -> Vec<Vec<Nimber>> {
    let mut table = vec![vec![0u64; size]; size];
    let mut seen = Vec::new();
    for a in 0..size {
        for b in 0..=a {
            // Every a' < a and b' < b gives an option; there are a·b of them, so the mex is
            // at most a·b.
            seen.clear();
            seen.resize(a * b + 1, false);
            for a_ in 0..a {
                let (row, row_) = (&table[a], &table[a_]);
                let column = row_[b];
                for b_ in 0..b {
                    let option = column ^ row[b_] ^ row_[b_];
                    if let Some(slot) = seen.get_mut(option as usize) {
                        *slot = true;
                    }
                }
            }
            let mex = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64;
            // The definition is symmetric in a and b.
            table[a][b] = mex;
            table[b][a] = mex;
        }
    }
    table
        .into_iter()
        .map(|row| row.into_iter().map(Nimber).collect())
        .collect()
}
// ANCHOR_END: products_by_mex
