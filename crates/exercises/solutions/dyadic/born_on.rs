//! A solution to exercise 1.3: the numbers born on a given day.

use dyadic::Dyadic;

// ANCHOR: solution
/// Every number born on `day`, in increasing order: day 0 gives `[0]`, day 1 gives `[-1, 1]`,
/// day 2 gives `[-2, -1/2, 1/2, 2]`.
pub fn born_on(day: u32) -> Vec<Dyadic> {
    // Everything born so far, in order, and the latest day's arrivals.
    let mut born = vec![Dyadic::zero()];
    let mut newest = born.clone();
    for _ in 0..day {
        // Tomorrow brings one number beyond each end and one in every gap.
        let first = &born[0] - Dyadic::one();
        let last = &born[born.len() - 1] + Dyadic::one();
        let gaps = born.windows(2).map(|pair| (&pair[0] + &pair[1]).half());
        newest = std::iter::once(first).chain(gaps).chain([last]).collect();
        born.extend(newest.iter().cloned());
        born.sort();
    }
    newest
}
// ANCHOR_END: solution
