//! The symmetries of a block's shape, so that labels on symmetric vertices share a key.

use super::MAX_EDGES;
use crate::search::part::Part;

/// The symmetries of a part (other than the identity), as maps of canonical places: found by
/// trying every way of matching vertices within their refinement classes, vertex 0 fixed.
/// Capped (at 32 symmetries and 20 000 steps): a key made with some of the symmetries is still
/// a key of an equal block, only fewer equal blocks then share it.
pub(super) fn symmetries(part: &Part, ranks: &[u32], classes: &[u64]) -> Vec<[u8; MAX_EDGES]> {
    let n = part.vertices;
    let mut used = vec![false; n];
    for edge in &part.edges {
        used[edge.from] = true;
        used[edge.to] = true;
    }
    // Places of the vertices with edges (vertex 0 aside), and the class at each place.
    let mut class_at = vec![0u64; n];
    let mut places: Vec<usize> = Vec::new();
    for vertex in 1..n {
        class_at[ranks[vertex] as usize] = classes[vertex];
        if used[vertex] {
            places.push(ranks[vertex] as usize);
        }
    }
    let triples = |map: &[usize]| {
        let mut triples: Vec<(usize, usize, u8)> = part
            .edges
            .iter()
            .map(|edge| {
                let (a, b) = (map[ranks[edge.from] as usize], map[ranks[edge.to] as usize]);
                (a.min(b), a.max(b), edge.colour as u8)
            })
            .collect();
        triples.sort_unstable();
        triples
    };
    let identity: Vec<usize> = (0..n).collect();
    let original = triples(&identity);
    let mut found = Vec::new();
    let mut map = identity.clone();
    let mut taken = vec![false; n];
    let k = places.len();
    // choice[i]: the index in `places` of the image of places[i].
    let mut choice = vec![0usize; k];
    let (mut depth, mut from, mut steps) = (0, 0, 0);
    loop {
        steps += 1;
        if steps > 20_000 || found.len() >= 32 || k == 0 {
            break;
        }
        if depth == k {
            if map != identity && triples(&map) == original {
                let mut packed = [0u8; MAX_EDGES];
                for (place, image) in packed.iter_mut().zip(&map) {
                    *place = *image as u8;
                }
                found.push(packed);
            }
        } else {
            let target = places[depth];
            let candidate =
                (from..k).find(|&c| !taken[places[c]] && class_at[places[c]] == class_at[target]);
            if let Some(candidate) = candidate {
                taken[places[candidate]] = true;
                map[target] = places[candidate];
                choice[depth] = candidate;
                depth += 1;
                from = 0;
                continue;
            }
        }
        // Back up one level and try its next candidate.
        if depth == 0 {
            break;
        }
        depth -= 1;
        taken[places[choice[depth]]] = false;
        map[places[depth]] = places[depth];
        from = choice[depth] + 1;
    }
    found
}
