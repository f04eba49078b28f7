//! Trees: pictures without cycles. Red-blue trees by the rule for an edge under a value, green
//! trees by the colon principle (in [`crate::green`]); both bottom-up, without recursion.

mod green_cut;
mod number;

use std::cmp::Ordering;

use dyadic::Dyadic;
use game::Player;
use game::budget::{self, OverBudget};
use num_bigint::{BigInt, BigUint};

use crate::graph::Adjacency;
use crate::search::under_edge;
use crate::{Colour, Picture};

pub(crate) use green_cut::{UNITS_PER_VERTEX as GREEN_UNITS_PER_VERTEX, winning_green_tree_cut};
pub(crate) use number::Number;

/// A picture without cycles, rooted at the ground: every vertex an edge reaches, in an order
/// in which parents come before children, and the edge up to each (from its parent).
pub(crate) struct RootedTree {
    /// Vertices in depth-first preorder from the ground (the ground first).
    pub(crate) order: Vec<usize>,
    /// For each vertex, the edge joining it to its parent (`usize::MAX` for the ground and
    /// for vertices no edge reaches).
    pub(crate) parent_edge: Vec<usize>,
    /// For each vertex, its parent.
    pub(crate) parent: Vec<usize>,
}

impl RootedTree {
    /// The picture as a tree, or `None` if it has a cycle (a loop and a double edge count).
    pub(crate) fn of(picture: &Picture) -> Option<RootedTree> {
        let edges = picture.edges();
        let vertices = picture.vertex_count();
        let adjacency = Adjacency::new(vertices, edges, None);
        let mut parent_edge = vec![usize::MAX; vertices];
        let mut parent = vec![usize::MAX; vertices];
        let mut seen = vec![false; vertices];
        let mut order = Vec::new();
        let mut stack = vec![0];
        seen[0] = true;
        while let Some(vertex) = stack.pop() {
            order.push(vertex);
            for (edge, other) in adjacency.at(vertex) {
                if edge == parent_edge[vertex] {
                    continue;
                }
                if seen[other] {
                    return None;
                }
                seen[other] = true;
                parent_edge[other] = edge;
                parent[other] = vertex;
                stack.push(other);
            }
        }
        Some(RootedTree {
            order,
            parent_edge,
            parent,
        })
    }
}

/// Whether a picture (every edge of which reaches the ground) is a tree: it is connected, so it
/// is one exactly when it has one edge fewer than the vertices its edges touch.
pub(crate) fn is_tree(picture: &Picture) -> bool {
    let mut touched = vec![false; picture.vertex_count()];
    touched[0] = true;
    let mut count = 1;
    for edge in picture.edges() {
        for end in [edge.from, edge.to] {
            if !touched[end] {
                touched[end] = true;
                count += 1;
            }
        }
    }
    picture.edges().len() + 1 == count
}

// ANCHOR: tree_rule
/// The value of a red-blue tree, bottom-up: the branches at a vertex add, and an edge under a
/// part worth `x` is worth
///
/// - blue: `x + 1` if `x ≥ 0`; otherwise `(x + n + 1) / 2^n` for the least whole `n` with
///   `x + n ≥ 0` (Conway's ordinal sum `1 : x`, the number whose sign expansion is that of `x`
///   with a `+` in front);
/// - red: the same with the colours swapped, `-blue(-x)`.
///
/// Near-linear time: [`Number`] keeps the binary digits of each part's value so that the rule
/// only ever adds digits on top, and the smaller of two branches is added into the larger.
pub(crate) fn red_blue_tree_value(picture: &Picture, tree: &RootedTree) -> Dyadic {
    let edges = picture.edges();
    let mut above: Vec<Option<Number>> = (0..picture.vertex_count()).map(|_| None).collect();
    for &vertex in tree.order.iter().rev().filter(|&&vertex| vertex != 0) {
        let x = above[vertex].take().unwrap_or_default();
        let with_edge = match edges[tree.parent_edge[vertex]].colour {
            Colour::Blue => x.under_blue(),
            Colour::Red => x.under_red(),
            Colour::Green => unreachable!("a red-blue tree has no green edge"),
        };
        let parent = tree.parent[vertex];
        above[parent] = Some(match above[parent].take() {
            None => with_edge,
            Some(sum) => sum.add(with_edge),
        });
    }
    above[0].take().unwrap_or_default().to_dyadic()
}
// ANCHOR_END: tree_rule

/// Units of budget a vertex of a red-blue tree costs its best move: measured at some 1 µs a
/// vertex on a random tree of 10^6 edges (memory, not arithmetic, is what it waits on), some
/// 70 ns a unit, and a quarter of that on a deep one.
const UNITS_PER_VERTEX: u64 = 12;

/// The best cut for `player` in a red-blue tree and the value after it, in one pass bottom-up;
/// `None` if `player` has no edge.
///
/// Seen from Left (Right mirrors the colours): the value at the ground increases strictly with
/// the value above any vertex, so of two cuts above a vertex `v` the better is the one that
/// lowers the value above `v` less. So each vertex keeps the least lowering any one cut above it
/// makes, with its edge (ties to the lowest-numbered edge): an edge's own cut lowers its parent
/// by the edge's worth (needed only when nothing above it is blue: a cut above a blue edge
/// always lowers less), and a cut above it lowering its top `x` by `d` lowers its parent by
/// `under(x) - under(x - d)`.
///
/// The values are kept as [`Number`]s, as [`red_blue_tree_value`] keeps them, and each lowering
/// as `m · 2^(k - len)`, `len` the number of binary digits of the value it lowers. The rule for
/// an edge is linear between consecutive whole numbers, with slope `2^-j` where it puts `j`
/// digits on top, so while `x - d` stays between the same whole numbers as `x`, `m` and `k`
/// pass through the edge unchanged: only a lowering that crosses a whole number is worked out
/// in full. Charged to the budget: [`UNITS_PER_VERTEX`] units a vertex, and for a lowering
/// worked out in full 16 more and two for every 64 binary digits.
pub(crate) fn best_red_blue_tree_cut(
    picture: &Picture,
    tree: &RootedTree,
    player: Player,
) -> Result<Option<(usize, Dyadic)>, OverBudget> {
    let edges = picture.edges();
    // The colour an edge has seen from Left: Right's own edges become blue.
    let seen = |colour: Colour| match (player, colour) {
        (Player::Left, colour) | (Player::Right, colour @ Colour::Green) => colour,
        (Player::Right, Colour::Blue) => Colour::Red,
        (Player::Right, Colour::Red) => Colour::Blue,
    };
    let vertices = picture.vertex_count();
    let mut above: Vec<Option<Number>> = (0..vertices).map(|_| None).collect();
    // The least lowering of the value above each vertex by one cut.
    let mut best: Vec<Option<Lowering>> = (0..vertices).map(|_| None).collect();
    for &vertex in tree.order.iter().rev().filter(|&&vertex| vertex != 0) {
        budget::charge(UNITS_PER_VERTEX)?;
        let edge = tree.parent_edge[vertex];
        let colour = seen(edges[edge].colour);
        let x = above[vertex].take().unwrap_or_default();
        let higher = best[vertex].take();
        let crosses = match &higher {
            Some(lowering) => crosses(&x, colour, lowering)?,
            None => false,
        };
        // Worked out in full: the lowering after the edge, from the values as exact numbers.
        let exact = if crosses {
            let lowering = higher.as_ref().expect("a lowering");
            budget::charge(16 + 2 * (x.len() as u64 + lowering.m.bits()) / 64)?;
            let value = x.to_dyadic();
            let d = lowering.to_dyadic(x.len());
            Some(&under_edge(colour, &value) - &under_edge(colour, &(&value - &d)))
        } else {
            None
        };
        let with_edge = match colour {
            Colour::Blue => x.under_blue(),
            Colour::Red => x.under_red(),
            Colour::Green => unreachable!("a red-blue tree has no green edge"),
        };
        let candidate = match (higher, exact) {
            (Some(lowering), None) => Some(lowering),
            (Some(lowering), Some(exact)) => {
                Some(Lowering::of(&exact, with_edge.len(), lowering.edge))
            }
            (None, _) if colour == Colour::Blue => {
                budget::charge(2 * with_edge.len() as u64 / 64)?;
                Some(Lowering::of(&with_edge.to_dyadic(), with_edge.len(), edge))
            }
            (None, _) => None,
        };
        let parent = tree.parent[vertex];
        let (sum, kept) = match above[parent].take() {
            None => (with_edge, candidate),
            Some(sum) => {
                let length = sum.len().max(with_edge.len());
                let kept = best[parent]
                    .take()
                    .map(|lowering| lowering.rebased(length - sum.len()));
                let candidate =
                    candidate.map(|lowering| lowering.rebased(length - with_edge.len()));
                (sum.add(with_edge), least(kept, candidate))
            }
        };
        above[parent] = Some(sum);
        best[parent] = kept;
    }
    let x = above[0].take().unwrap_or_default();
    Ok(best[0].take().map(|lowering| {
        let after = &x.to_dyadic() - &lowering.to_dyadic(x.len());
        (
            lowering.edge,
            if player == Player::Left {
                after
            } else {
                -after
            },
        )
    }))
}

/// A lowering `m · 2^(k - len)` of a value with `len` binary digits, made by cutting `edge`.
struct Lowering {
    m: BigUint,
    k: i64,
    edge: usize,
}

impl Lowering {
    /// `d > 0` as a lowering of a value with `len` digits.
    fn of(d: &Dyadic, len: usize, edge: usize) -> Lowering {
        let m = d.numerator().to_biguint().expect("a lowering is positive");
        Lowering {
            m,
            k: len as i64 - d.exponent() as i64,
            edge,
        }
    }

    /// The same lowering of a value with `extra` more digits at its end.
    fn rebased(mut self, extra: usize) -> Lowering {
        self.k += extra as i64;
        self
    }

    /// Its exact size, lowering a value with `len` digits.
    fn to_dyadic(&self, len: usize) -> Dyadic {
        let shift = self.k - len as i64;
        if shift >= 0 {
            Dyadic::from(BigInt::from(&self.m << shift as u64))
        } else {
            Dyadic::new(BigInt::from(self.m.clone()), (-shift) as u64)
        }
    }

    /// How `m · 2^k` compares with the other's (lowerings of the same value).
    fn cmp_size(&self, other: &Lowering) -> Ordering {
        let top = |lowering: &Lowering| lowering.m.bits() as i64 + lowering.k;
        top(self).cmp(&top(other)).then_with(|| {
            if self.k >= other.k {
                (&self.m << (self.k - other.k) as u64).cmp(&other.m)
            } else {
                self.m.cmp(&(&other.m << (other.k - self.k) as u64))
            }
        })
    }
}

/// The lesser lowering, ties to the lower-numbered edge.
fn least(a: Option<Lowering>, b: Option<Lowering>) -> Option<Lowering> {
    match (a, b) {
        (Some(a), Some(b)) => Some(match a.cmp_size(&b).then(a.edge.cmp(&b.edge)) {
            Ordering::Greater => b,
            _ => a,
        }),
        (a, b) => a.or(b),
    }
}

/// Whether `x - d` may leave the stretch between whole numbers on which the rule for an edge
/// of `colour` over `x` is linear (`false` only when it surely stays). Blue is linear on
/// `[0, ∞)` and on each `[-j, 1 - j]`; red on `(-∞, 0]` and on each `[j - 1, j]`.
///
/// Charged a unit of budget for every 64 digits of `x` it reads.
fn crosses(x: &Number, colour: Colour, d: &Lowering) -> Result<bool, OverBudget> {
    // d < 1, from the position of its leading one.
    let below_one = || Ok(d.m.bits() as i64 + d.k <= x.len() as i64);
    // d ≤ the fraction of x.
    let within_fraction = || {
        let (order, read) = x.fraction_cmp(&d.m, d.k);
        budget::charge(read as u64 / 64)?;
        Ok(order != Ordering::Less)
    };
    let stays: Result<bool, OverBudget> = match colour {
        Colour::Blue if x.whole() >= 1 => below_one(),
        Colour::Blue => within_fraction(),
        Colour::Red if x.whole() < 0 || (x.whole() == 0 && x.is_whole()) => Ok(true),
        Colour::Red if x.is_whole() => below_one(),
        Colour::Red => within_fraction(),
        Colour::Green => unreachable!("a red-blue tree has no green edge"),
    };
    Ok(!stays?)
}
