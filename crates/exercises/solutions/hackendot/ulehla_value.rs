//! A solution to exercise 10.4: the nim value by contractions.

// ANCHOR: solution
/// The nim value of a Hackendot forest by Úlehla's method, with colouring and contraction of your
/// own: `parents[i]` is node `i`'s parent, always a node numbered before `i`, or `None` for a
/// root. The spider `[None, Some(0), Some(1), Some(0), Some(3)]` is worth 1.
pub fn ulehla_value(parents: &[Option<usize>]) -> u64 {
    let mut parents = parents.to_vec();
    let mut value = 0;
    let mut bit = 0;
    while !parents.is_empty() {
        // Colour: a node with a white child is black; the others (leaves among them) are white.
        let mut black = vec![false; parents.len()];
        for node in (0..parents.len()).rev() {
            if let Some(parent) = parents[node] {
                black[parent] |= !black[node];
            }
        }
        // Bit `bit` is the parity of the number of white roots.
        let white_roots = (0..parents.len())
            .filter(|&node| parents[node].is_none() && !black[node])
            .count();
        value |= (white_roots as u64 % 2) << bit;
        // Contract: keep the black nodes, in order, each under its nearest black ancestor (its
        // parent, or its grandparent when the parent is white), or as a root if it has none.
        let mut new_number = vec![0; parents.len()];
        let mut contracted = Vec::new();
        for node in 0..parents.len() {
            if black[node] {
                new_number[node] = contracted.len();
                let ancestor = match parents[node] {
                    Some(parent) if black[parent] => Some(parent),
                    Some(parent) => parents[parent],
                    None => None,
                };
                contracted.push(ancestor.map(|ancestor| new_number[ancestor]));
            }
        }
        parents = contracted;
        bit += 1;
    }
    value
}
// ANCHOR_END: solution
