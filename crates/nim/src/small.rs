/// Every list of up to `piles` heights of at most `tallest`, the empty list first, then the
/// one-pile lists, and so on: the small positions on which brute force checks the strategy.
///
/// ```
/// assert_eq!(nim::small_positions(1, 2), [vec![], vec![0], vec![1], vec![2]]);
/// assert_eq!(nim::small_positions(4, 7).len(), 4681);
/// ```
pub fn small_positions(piles: usize, tallest: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    let mut newest = all.clone();
    for _ in 0..piles {
        newest = newest
            .iter()
            .flat_map(|heights| {
                (0..=tallest).map(move |height| [heights.clone(), vec![height]].concat())
            })
            .collect();
        all.extend(newest.iter().cloned());
    }
    all
}
