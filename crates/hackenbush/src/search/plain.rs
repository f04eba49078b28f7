//! The plain search the optimised ones are measured against: a memo on sets of edges, nothing
//! split, nothing folded, no two drawings identified. Red-blue pictures of at most 128 edges.

use std::collections::HashMap;
use std::time::Instant;

use dyadic::Dyadic;
use game::hash::FastHash;

use crate::graph::grounded_vertices;
use crate::{Colour, Picture};

/// What the plain search found: the value if it finished before the deadline, and how many
/// positions it had evaluated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlainResult {
    /// The value, or `None` if the deadline came first.
    pub value: Option<Dyadic>,
    /// How many positions (sets of edges) were evaluated.
    pub states: usize,
}

/// The value of a red-blue picture by a memo on the set of edges left, giving up at `deadline`.
///
/// # Panics
/// If the picture has green edges or more than 128 edges.
pub fn plain_number_search(picture: &Picture, deadline: Option<Instant>) -> PlainResult {
    let edges = picture.edges();
    assert!(
        edges.len() <= 128,
        "the plain search takes at most 128 edges"
    );
    assert!(
        picture.is_red_blue(),
        "the plain search is for red-blue pictures"
    );
    let all: u128 = if edges.len() == 128 {
        u128::MAX
    } else {
        (1u128 << edges.len()) - 1
    };
    let mut memo: HashMap<u128, Dyadic, FastHash> = HashMap::default();
    // (position, next edge to try, best for Left, best for Right)
    let mut stack: Vec<(u128, usize, Option<Dyadic>, Option<Dyadic>)> = vec![(all, 0, None, None)];
    let mut steps = 0u64;
    while let Some(top) = stack.last_mut() {
        steps += 1;
        if steps.is_multiple_of(4096) && deadline.is_some_and(|deadline| Instant::now() > deadline)
        {
            return PlainResult {
                value: None,
                states: memo.len(),
            };
        }
        let (mask, next) = (top.0, top.1);
        let Some(edge) = (next..edges.len()).find(|&edge| mask >> edge & 1 == 1) else {
            let (mask, _, left, right) = stack.pop().expect("the loop's frame");
            let value = Dyadic::simplest_between(left.as_ref(), right.as_ref())
                .expect("every red-blue position is a number");
            memo.insert(mask, value);
            continue;
        };
        let option = cut(picture, mask, edge);
        match memo.get(&option) {
            Some(value) => {
                let best = if edges[edge].colour == Colour::Blue {
                    &mut top.2
                } else {
                    &mut top.3
                };
                let better = best.as_ref().is_none_or(|best| {
                    if edges[edge].colour == Colour::Blue {
                        value > best
                    } else {
                        value < best
                    }
                });
                if better {
                    *best = Some(value.clone());
                }
                top.1 = edge + 1;
            }
            None => stack.push((option, 0, None, None)),
        }
    }
    PlainResult {
        states: memo.len(),
        value: memo.get(&all).cloned(),
    }
}

/// The edges left of `mask` once `edge` is cut and what falls has gone.
fn cut(picture: &Picture, mask: u128, edge: usize) -> u128 {
    let rest = mask & !(1u128 << edge);
    let keep: Vec<bool> = (0..picture.edges().len())
        .map(|e| rest >> e & 1 == 1)
        .collect();
    let grounded = grounded_vertices(picture.vertex_count(), picture.edges(), Some(&keep));
    let mut result = 0;
    for (index, edge) in picture.edges().iter().enumerate() {
        if keep[index] && grounded[edge.from] {
            result |= 1 << index;
        }
    }
    result
}
