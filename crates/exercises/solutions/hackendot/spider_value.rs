//! A solution to exercise 10.2: the nim value of a spider.

// ANCHOR: solution
/// The nim value of a *spider*: a root with legs hanging from it, `legs[i]` nodes in leg `i`
/// (a leg of 0 nodes is no leg at all). The path of `n` nodes is the spider with one leg of
/// `n - 1`, worth `n`; `[2, 2]` is worth 1. Find a rule that works on the numbers.
pub fn spider_value(legs: &[u64]) -> u64 {
    // Along a leg the colours alternate from its white tip, so a leg of l nodes has l / 2 black
    // nodes, in a chain, and its top node is white exactly when l is odd.
    let mut legs: Vec<u64> = legs.iter().copied().filter(|&leg| leg > 0).collect();
    let mut contractions = 0;
    // While a leg is odd, the root has a white child: it is black, the bit is 0, and the
    // contraction is the spider of half-legs, with the same root.
    while legs.iter().any(|leg| leg % 2 == 1) {
        legs = legs
            .iter()
            .map(|leg| leg / 2)
            .filter(|&leg| leg > 0)
            .collect();
        contractions += 1;
    }
    // Now the root is white: its bit is 1, and the next contraction is a forest of paths of
    // leg / 2 nodes, Nim heaps whose nim-sum gives the higher bits.
    let paths = legs.iter().fold(0, |sum, leg| sum ^ (leg / 2));
    (2 * paths + 1) << contractions
}
// ANCHOR_END: solution
