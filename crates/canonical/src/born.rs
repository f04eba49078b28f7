//! Every canonical form born by a given day: the games whose options were all born the day before.

use std::collections::HashSet;

use super::CanonicalForm;

/// The last day [`CanonicalForm::born_by`] lists: 1,474 games are born by day 3, and about
/// 3·10¹² by day 4.
pub const LAST_LISTED_DAY: u32 = 3;

impl CanonicalForm {
    /// Every canonical form born by day `day` (0 on day 0; 0, *, 1 and −1 by day 1), in the order
    /// they are made, or `None` past [`LAST_LISTED_DAY`].
    ///
    /// A game born by day n+1 has, on each side, a set of pairwise incomparable games born by day
    /// n (a dominated option would not be canonical).
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let counts: Vec<usize> = (0..=3).map(|day| CanonicalForm::born_by(day).unwrap().len()).collect();
    /// assert_eq!(counts, [1, 4, 22, 1474]);
    /// assert!(CanonicalForm::born_by(4).is_none());
    /// ```
    pub fn born_by(day: u32) -> Option<Vec<CanonicalForm>> {
        if day > LAST_LISTED_DAY {
            return None;
        }
        let mut games = vec![CanonicalForm::zero()];
        for _ in 0..day {
            let sets = antichains(&games);
            let mut seen = HashSet::new();
            games = Vec::new();
            for left in &sets {
                for right in &sets {
                    let g = CanonicalForm::new(left, right);
                    if seen.insert(g) {
                        games.push(g);
                    }
                }
            }
        }
        Some(games)
    }
}

/// The sets of pairwise incomparable games among `games`, from an explicit stack.
fn antichains(games: &[CanonicalForm]) -> Vec<Vec<CanonicalForm>> {
    let mut all = Vec::new();
    let mut stack: Vec<(usize, Vec<CanonicalForm>)> = vec![(0, Vec::new())];
    while let Some((from, chosen)) = stack.pop() {
        for (next, g) in games.iter().enumerate().skip(from) {
            if chosen.iter().all(|c| c.compare(g).is_none()) {
                let mut more = chosen.clone();
                more.push(*g);
                stack.push((next + 1, more));
            }
        }
        all.push(chosen);
    }
    all
}
