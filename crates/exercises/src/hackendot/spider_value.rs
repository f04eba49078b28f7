//! Exercise 10.2: the nim value of a spider.

// ANCHOR: stub
/// The nim value of a *spider*: a root with legs hanging from it, `legs[i]` nodes in leg `i`
/// (a leg of 0 nodes is no leg at all). The path of `n` nodes is the spider with one leg of
/// `n - 1`, worth `n`; `[2, 2]` is worth 1. Find a rule that works on the numbers.
pub fn spider_value(legs: &[u64]) -> u64 {
    todo!("the nim value of the spider with legs {legs:?}")
}
// ANCHOR_END: stub
