//! The small rows brute force checks the chapter's rules on.

use crate::{Pebble, Row};

/// Every row of at most `longest` pebbles drawn from `kinds`, shortest first, the empty row first:
/// the small rows on which the tests check every closed-form rule against play.
///
/// ```
/// use hackenstrings::{Pebble, small_rows};
///
/// let rows = small_rows(&[Pebble::Left, Pebble::Right], 2);
/// let texts: Vec<String> = rows.iter().map(ToString::to_string).collect();
/// assert_eq!(texts, ["", "A", "B", "A A", "A B", "B A", "B B"]);
/// assert_eq!(small_rows(&[Pebble::Left, Pebble::Right, Pebble::Neutral], 3).len(), 40);
/// ```
pub fn small_rows(kinds: &[Pebble], longest: usize) -> Vec<Row> {
    let mut rows = vec![Row::default()];
    let mut newest = rows.clone();
    for _ in 0..longest {
        newest = newest
            .iter()
            .flat_map(|row| {
                kinds.iter().map(move |&pebble| {
                    let mut pebbles = row.pebbles().to_vec();
                    pebbles.push(pebble);
                    Row::new(pebbles)
                })
            })
            .collect();
        rows.extend(newest.iter().cloned());
    }
    rows
}
