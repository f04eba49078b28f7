//! Canonical labelling: the same key for two parts that are the same drawing up to renumbering
//! their vertices. Colour refinement orders the vertices it can tell apart; where it cannot, each
//! vertex of the first undecided class is singled out in turn and the least resulting key is
//! taken (individualisation and refinement). A key always describes its part completely, so
//! equal keys always mean equal parts; past [`MAX_LEAVES`] tries a key is still exact but two
//! equal drawings might get different keys (the search is then merely slower).

use std::hash::BuildHasher;

use dyadic::Dyadic;
use game::hash::FastHash;

use super::part::Part;
use crate::graph::Adjacency;

/// A part, renumbered canonically: its edges as sorted triples and its labels in vertex order.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Key {
    shape: Box<[u32]>,
    labels: Box<[Dyadic]>,
}

/// The most complete orderings tried for one key.
pub(crate) const MAX_LEAVES: usize = 64;

/// The key of `part` (vertex 0 stays first).
pub(crate) fn key(part: &Part) -> Key {
    key_and_ranks(part).0
}

/// The key of `part`, each vertex's place in the canonical order, and each vertex's class by
/// colour refinement alone (every symmetry of the part maps each class to itself).
pub(crate) fn key_and_ranks(part: &Part) -> (Key, Vec<u32>, Vec<u64>) {
    let n = part.vertices;
    let adjacency = Adjacency::new(n, &part.edges, None);
    let hasher = FastHash::default();
    let bare: Vec<bool> = (0..n).map(|v| adjacency.at(v).next().is_none()).collect();
    let initial: Vec<u64> = (0..n)
        .map(|vertex| hasher.hash_one((vertex == 0, &part.labels[vertex])))
        .collect();
    let refined = refine(part, &adjacency, initial);
    let mut best: Option<(Key, Vec<u32>)> = None;
    let mut leaves = 0;
    let mut stack = vec![refined.clone()];
    while let Some(classes) = stack.pop() {
        let Some(cell) = undecided(&classes, &bare) else {
            let (key, rank) = encode(part, &classes);
            leaves += 1;
            if best.as_ref().is_none_or(|(least, _)| key < *least) {
                best = Some((key, rank));
            }
            continue;
        };
        // Past the limit, follow one vertex of each class only.
        let tries = if leaves + stack.len() >= MAX_LEAVES {
            1
        } else {
            cell.len()
        };
        for &vertex in &cell[..tries] {
            let mut singled = classes.clone();
            singled[vertex] = hasher.hash_one((classes[vertex], u64::MAX));
            stack.push(refine(part, &adjacency, singled));
        }
    }
    let (key, rank) = best.expect("at least one ordering");
    (key, rank, refined)
}

/// Colour refinement: each round, a vertex's class becomes (its class, the sorted classes of
/// its neighbours with the colours of the edges to them), until no class splits.
fn refine(part: &Part, adjacency: &Adjacency, mut class: Vec<u64>) -> Vec<u64> {
    let hasher = FastHash::default();
    let n = part.vertices;
    let mut distinct = count_distinct(&class);
    let mut around = Vec::new();
    for _ in 0..n {
        let next: Vec<u64> = (0..n)
            .map(|vertex| {
                around.clear();
                around.extend(
                    adjacency
                        .at(vertex)
                        .map(|(edge, other)| (class[other], part.edges[edge].colour as u8)),
                );
                around.sort_unstable();
                hasher.hash_one((class[vertex], &around))
            })
            .collect();
        let now = count_distinct(&next);
        class = next;
        if now == distinct {
            break;
        }
        distinct = now;
    }
    class
}

/// The vertices of the least class that has several, not all without edges (vertices without
/// edges in one class are interchangeable), in vertex order; `None` if there is none.
fn undecided(classes: &[u64], bare: &[bool]) -> Option<Vec<usize>> {
    let mut order: Vec<usize> = (0..classes.len()).collect();
    order.sort_by_key(|&vertex| (classes[vertex], vertex));
    order
        .chunk_by(|&a, &b| classes[a] == classes[b])
        .find(|cell| cell.len() > 1 && cell.iter().any(|&vertex| !bare[vertex]))
        .map(<[usize]>::to_vec)
}

/// The key of the ordering by class (vertex 0 first), and each vertex's place in it.
fn encode(part: &Part, class: &[u64]) -> (Key, Vec<u32>) {
    let n = part.vertices;
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&vertex| (vertex != 0, class[vertex], vertex));
    let mut rank = vec![0u32; n];
    for (position, &vertex) in order.iter().enumerate() {
        rank[vertex] = position as u32;
    }
    let mut triples: Vec<[u32; 3]> = part
        .edges
        .iter()
        .map(|edge| {
            let (a, b) = (rank[edge.from], rank[edge.to]);
            [a.min(b), a.max(b), edge.colour as u32]
        })
        .collect();
    triples.sort_unstable();
    let mut shape = Vec::with_capacity(1 + 3 * triples.len());
    shape.push(n as u32);
    shape.extend(triples.iter().flatten());
    let labels = order
        .iter()
        .map(|&vertex| part.labels[vertex].clone())
        .collect();
    let key = Key {
        shape: shape.into(),
        labels,
    };
    (key, rank)
}

fn count_distinct(classes: &[u64]) -> usize {
    let mut sorted = classes.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    sorted.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Colour, Edge};

    /// The part with its vertices other than 0 renumbered by `map`.
    fn renumbered(part: &Part, map: &[usize]) -> Part {
        let mut labels = vec![Dyadic::zero(); part.vertices];
        for (vertex, label) in part.labels.iter().enumerate() {
            labels[map[vertex]] = label.clone();
        }
        Part {
            vertices: part.vertices,
            edges: part
                .edges
                .iter()
                .map(|e| Edge::new(map[e.from], map[e.to], e.colour))
                .collect(),
            labels,
        }
    }

    #[test]
    fn renumbering_keeps_the_key_and_a_different_drawing_changes_it() {
        let mut random = fastrand::Rng::with_seed(5);
        for _ in 0..500 {
            let vertices = random.usize(2..=7);
            let edges = (0..random.usize(1..=9))
                .map(|_| {
                    let colour = Colour::ALL[random.usize(0..3)];
                    Edge::new(random.usize(0..vertices), random.usize(0..vertices), colour)
                })
                .collect();
            let labels = (0..vertices)
                .map(|v| {
                    if v > 0 && random.usize(0..4) == 0 {
                        Dyadic::new(1, 1)
                    } else {
                        Dyadic::zero()
                    }
                })
                .collect();
            let part = Part {
                vertices,
                edges,
                labels,
            };
            let mut map: Vec<usize> = (0..vertices).collect();
            random.shuffle(&mut map[1..]);
            assert_eq!(key(&part), key(&renumbered(&part, &map)), "{part:?}");
            let mut recoloured = part.clone();
            recoloured.edges[0].colour = recoloured.edges[0].colour.swapped();
            if recoloured.edges[0].colour != part.edges[0].colour {
                assert_ne!(key(&part), key(&recoloured));
            }
        }
    }

    #[test]
    fn a_cycle_whatever_its_numbering() {
        // A 6-cycle through the ground: refinement alone cannot order its vertices.
        let cycle = |order: [usize; 5]| {
            let ring = [0, order[0], order[1], order[2], order[3], order[4]];
            Part {
                vertices: 6,
                edges: (0..6)
                    .map(|i| Edge::new(ring[i], ring[(i + 1) % 6], Colour::Red))
                    .collect(),
                labels: vec![Dyadic::zero(); 6],
            }
        };
        assert_eq!(key(&cycle([1, 2, 3, 4, 5])), key(&cycle([3, 5, 1, 4, 2])));
    }
}
