//! Canonical labelling: the same key for two parts that are the same drawing up to renumbering
//! its vertices (as far as colour refinement tells vertices apart; a key always describes its
//! part completely, so equal keys always mean equal parts).

use std::hash::BuildHasher;

use dyadic::Dyadic;
use game::hash::FastHash;

use super::part::Part;
use crate::graph::Adjacency;

/// A part, renumbered canonically: its edges as sorted triples and its labels in vertex order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Key {
    shape: Box<[u32]>,
    labels: Box<[Dyadic]>,
}

/// The key of `part`: vertices ordered by colour refinement (their labels, then round by round
/// the multiset of (neighbour's class, edge colour)), vertex 0 first, ties by number.
pub(crate) fn key(part: &Part) -> Key {
    key_and_ranks(part).0
}

/// The key of `part`, each vertex's place in the canonical order, and each vertex's class
/// (vertices that colour refinement cannot tell apart share a class).
pub(crate) fn key_and_ranks(part: &Part) -> (Key, Vec<u32>, Vec<u64>) {
    let n = part.vertices;
    let adjacency = Adjacency::new(n, &part.edges, None);
    let hasher = FastHash::default();
    let mut class: Vec<u64> = (0..n)
        .map(|vertex| hasher.hash_one((vertex == 0, &part.labels[vertex])))
        .collect();
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
    (key, rank, class)
}

fn count_distinct(classes: &[u64]) -> usize {
    let mut sorted = classes.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    sorted.len()
}
