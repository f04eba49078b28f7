//! A solution to exercise 10.1: the least excluded value.

// ANCHOR: solution
/// The *mex* of `values`: the least whole number that is not among them. `[0, 1, 3]` gives 2,
/// `[1, 2]` gives 0, and so does the empty list. The values come in any order, perhaps repeated.
pub fn mex(values: &[u64]) -> u64 {
    // The answer is at most values.len(), so only values below that need remembering.
    let mut seen = vec![false; values.len() + 1];
    for &value in values {
        if let Some(slot) = usize::try_from(value).ok().and_then(|v| seen.get_mut(v)) {
            *slot = true;
        }
    }
    seen.iter()
        .position(|&present| !present)
        .unwrap_or(values.len()) as u64
}
// ANCHOR_END: solution
