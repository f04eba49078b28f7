//! The search for red-blue pictures with cycles: every position is a number, so a position's
//! value is the simplest number between its options', found with a memo over parts.
//!
//! What makes it fast: a position is cut into blocks (split at the ground and at every vertex
//! where a part hangs by a single vertex); each hanging part's value (a number) is folded into
//! a label at the vertex it hangs from, and only blocks with cycles are searched, each
//! remembered under its canonical key.

use std::collections::HashMap;

use dyadic::Dyadic;
use game::Player;
use game::hash::FastHash;

use game::budget::{self, OverBudget};

use super::fast::{FastSearch, Shared, fits};
use super::key::{Key, key};
use super::part::Part;
use crate::tree::{RootedTree, red_blue_tree_value};
use crate::{Colour, Picture};

/// A memoised red-blue search. Reuse one across related pictures to share what it learns.
pub(crate) struct NumberSearch {
    memo: HashMap<Key, Dyadic, FastHash>,
    /// What the bit-set searches of blocks share.
    shared: Shared,
    /// Whether hanging parts are folded into labels (else the picture is only split at the
    /// ground), for measuring what folding buys.
    fold: bool,
}

/// A position's value, or the first block whose value is not known yet.
enum Step {
    Done(Dyadic),
    Need(Part, Key),
}

/// A move from a block: cutting an edge, or a move in the number labelling a vertex.
#[derive(Clone)]
enum Move {
    Cut(usize),
    Label(usize, Dyadic),
}

/// A block being searched: its moves (each option made only when it is looked at, so that a
/// large block costs its size, not its size squared), and the best values found so far.
struct Frame {
    key: Key,
    block: Part,
    options: Vec<(Player, Move)>,
    next: usize,
    left: Option<Dyadic>,
    right: Option<Dyadic>,
}

impl NumberSearch {
    /// The search; its work is charged to the budget it runs within ([`game::budget`]).
    pub(crate) fn new(fold: bool) -> NumberSearch {
        NumberSearch {
            memo: HashMap::default(),
            shared: Shared::default(),
            fold,
        }
    }

    /// How many blocks have been searched (the memo's size).
    pub(crate) fn states(&self) -> usize {
        self.memo.len() + self.shared.states()
    }

    /// The value of a red-blue picture.
    pub(crate) fn value(&mut self, picture: &Picture) -> Result<Dyadic, OverBudget> {
        self.value_of_part(&Part::of(picture))
    }

    pub(crate) fn value_of_part(&mut self, part: &Part) -> Result<Dyadic, OverBudget> {
        loop {
            budget::charge(part.edges.len() as u64 + 1)?;
            match normalise(&self.memo, self.fold, part)? {
                Step::Done(value) => return Ok(value),
                Step::Need(block, key) => self.search(block, key)?,
            }
        }
    }

    /// Works out a block's value by the bit-set search if it is small enough (and folding is
    /// on); `false` if not.
    fn search_fast(&mut self, block: &Part, key: &Key) -> Result<bool, OverBudget> {
        if !self.fold || !fits(block) {
            return Ok(false);
        }
        let shared = std::mem::take(&mut self.shared);
        let mut fast = FastSearch::sharing(block, shared);
        let value = fast.value(block);
        self.shared = fast.into_shared();
        let value = value?;
        self.memo.insert(key.clone(), value);
        Ok(true)
    }

    /// Works out a block's value and everything it needs, with an explicit stack.
    fn search(&mut self, block: Part, key: Key) -> Result<(), OverBudget> {
        if self.search_fast(&block, &key)? {
            return Ok(());
        }
        let mut frames = vec![Frame::new(block, key, self.fold)];
        while let Some(frame) = frames.last_mut() {
            let Some((player, chosen)) = frame.options.get(frame.next) else {
                let value = Dyadic::simplest_between(frame.left.as_ref(), frame.right.as_ref())
                    .expect("every red-blue position is a number");
                let frame = frames.pop().expect("the loop's frame");
                self.memo.insert(frame.key, value);
                continue;
            };
            // Making the option and splitting it into blocks reads each of its edges, a few
            // times over.
            budget::charge(OPTION_STEP * (frame.block.edges.len() as u64 + 1))?;
            let player = *player;
            let option = match chosen {
                Move::Cut(edge) => frame.block.without(*edge),
                Move::Label(vertex, label) => frame.block.relabelled(*vertex, label.clone()),
            };
            match normalise(&self.memo, self.fold, &option)? {
                Step::Done(value) => {
                    let best = match player {
                        Player::Left => &mut frame.left,
                        Player::Right => &mut frame.right,
                    };
                    let better = best.as_ref().is_none_or(|best| match player {
                        Player::Left => value > *best,
                        Player::Right => value < *best,
                    });
                    if better {
                        *best = Some(value);
                    }
                    frame.next += 1;
                }
                Step::Need(block, key) => {
                    if !self.search_fast(&block, &key)? {
                        frames.push(Frame::new(block, key, self.fold));
                    }
                }
            }
        }
        Ok(())
    }
}

impl Frame {
    fn new(block: Part, key: Key, fold: bool) -> Frame {
        let mut options = Vec::new();
        for (index, edge) in block.edges.iter().enumerate() {
            let player = match edge.colour {
                Colour::Blue => Player::Left,
                Colour::Red => Player::Right,
                Colour::Green => unreachable!("the number search has no green edges"),
            };
            options.push((player, Move::Cut(index)));
        }
        if fold {
            for (vertex, label) in block.labels.iter().enumerate() {
                for (player, option) in number_options(label) {
                    options.push((player, Move::Label(vertex, option)));
                }
            }
        }
        Frame {
            key,
            block,
            options,
            next: 0,
            left: None,
            right: None,
        }
    }
}

/// The canonical options of a number: `n - 1` for Left from a whole `n > 0`, `n + 1` for Right
/// from a whole `n < 0`, `x ∓ 2^-k` from `x = m/2^k` with `m` odd.
pub(crate) fn number_options(x: &Dyadic) -> Vec<(Player, Dyadic)> {
    let one = Dyadic::one();
    if x.is_zero() {
        Vec::new()
    } else if x.is_integer() {
        if x.is_positive() {
            vec![(Player::Left, x - &one)]
        } else {
            vec![(Player::Right, x + &one)]
        }
    } else {
        let step = Dyadic::new(1, x.exponent());
        vec![(Player::Left, x - &step), (Player::Right, x + &step)]
    }
}

// ANCHOR: edge_under_number
/// The value of a red or blue edge standing under a part worth `x` (the tree rule of the book's
/// chapter 7): blue gives `x + 1` when `x ≥ 0`, else `(x + n + 1) / 2^n` for the least whole `n`
/// with `x + n ≥ 0`, that is `n = -⌊x⌋`; red is the mirror image.
pub(crate) fn under_edge(colour: Colour, x: &Dyadic) -> Dyadic {
    match colour {
        Colour::Blue if !x.is_negative() => x + &Dyadic::one(),
        Colour::Blue => {
            let n = -x.floor();
            let shift = u64::try_from(&n).expect("a number no search can reach");
            let lifted = x + &Dyadic::from(n + 1);
            Dyadic::new(lifted.numerator(), lifted.exponent() + shift)
        }
        Colour::Red => -under_edge(Colour::Blue, &-x),
        Colour::Green => unreachable!("green edges are not numbers"),
    }
}
// ANCHOR_END: edge_under_number

/// What valuing an edge of a part by numbers costs, in units, beyond reading it: each such step
/// makes and adds numbers as long as the picture (measured: about 2 µs an edge on a ring of
/// 3000 edges, against some 60 ns for a unit of the bit-set search).
const DYADIC_STEP: u64 = 32;

/// What making an option of a part costs, in units, for each of its edges (measured: some
/// 200 ns an edge on a ring of 10000 edges).
const OPTION_STEP: u64 = 4;

/// The value of a part, if every block it needs is known.
///
/// A tree without labels (what cutting a cycle often leaves) is valued by the tree rule, in
/// near-linear time; otherwise each edge costs a few operations on numbers as long as the
/// picture, charged [`DYADIC_STEP`] units an edge.
fn normalise(
    memo: &HashMap<Key, Dyadic, FastHash>,
    fold: bool,
    part: &Part,
) -> Result<Step, OverBudget> {
    if fold && part.labels.iter().all(Dyadic::is_zero) {
        let picture = Picture::new(part.edges.iter().copied(), part.vertices);
        if let Some(tree) = RootedTree::of(&picture) {
            return Ok(Step::Done(red_blue_tree_value(&picture, &tree)));
        }
    }
    budget::charge(DYADIC_STEP * part.edges.len() as u64)?;
    let mut total = part.labels[0].clone();
    if !fold {
        for component in part.ground_components() {
            let block = part.sub(0, &component, |_| Dyadic::zero());
            if let [edge] = block.edges[..] {
                total = &total + &under_edge(edge.colour, &Dyadic::zero());
                continue;
            }
            let key = key(&block);
            match memo.get(&key) {
                Some(value) => total = &total + value,
                None => return Ok(Step::Need(block, key)),
            }
        }
        return Ok(Step::Done(total));
    }
    let mut folded = part.labels.clone();
    for block in part.blocks() {
        let value = if let [index] = block.edges[..] {
            let edge = part.edges[index];
            let above = if edge.from == edge.to {
                Dyadic::zero()
            } else {
                folded[edge.from + edge.to - block.top].clone()
            };
            under_edge(edge.colour, &above)
        } else {
            let block_part = part.sub(block.top, &block.edges, |vertex| folded[vertex].clone());
            let key = key(&block_part);
            match memo.get(&key) {
                Some(value) => value.clone(),
                None => return Ok(Step::Need(block_part, key)),
            }
        };
        if block.top == 0 {
            total = &total + &value;
        } else {
            folded[block.top] = &folded[block.top] + &value;
        }
    }
    Ok(Step::Done(total))
}
