//! The number search on one block of at most 64 edges, with positions as bit sets of the
//! block's edges: cutting an edge is a few word operations, each set of edges is decomposed into
//! blocks once (the decomposition is cached), numbers are fixed point in one word, and the
//! memo's keys are a block's shape (up to renumbering its vertices) and its few labels, packed
//! into words ([`keys`]); searches of different blocks share shapes and values ([`Shared`]).

mod blocks;
mod keys;
pub(crate) mod mixed;
mod symmetry;

use std::collections::HashMap;

use dyadic::Dyadic;
use game::Player;
use game::hash::FastHash;

use game::budget::{self, OverBudget};

use super::fixed::{self, Fixed, MAX_DAYS};
use super::part::Part;
use crate::Colour;
use blocks::Decomposition;
use keys::{BlockKey, Labels, Memo};

/// The most edges (and vertices) a block may have for this search.
pub(crate) const MAX_EDGES: usize = 64;

/// Whether `block` is small enough for this search: at most [`MAX_EDGES`] edges and vertices,
/// and few enough days (edges plus the labels' birthdays) for fixed point to be exact.
pub(crate) fn fits(block: &Part) -> bool {
    let days: u64 = block
        .labels
        .iter()
        .map(|label| u64::try_from(label.birthday()).unwrap_or(u64::MAX))
        .fold(block.edges.len() as u64, u64::saturating_add);
    block.edges.len() <= MAX_EDGES && block.vertices <= MAX_EDGES && days <= MAX_DAYS
}

/// A block to search: its memo key, and the block itself in the universe's numbering.
struct Need {
    key: BlockKey,
    top: u8,
    edges: u64,
    labels: Labels,
}

/// What searches of different blocks share: shapes (up to renumbering, with their
/// symmetries) and the values of positions, both independent of any one block's numbering.
#[derive(Default)]
pub(crate) struct Shared {
    /// The shapes met, numbered.
    shapes: HashMap<super::key::Key, u32, FastHash>,
    /// For each shape, its symmetries other than the identity (as maps of canonical places),
    /// so that labels on symmetric vertices give one key.
    symmetries: Vec<Vec<[u8; MAX_EDGES]>>,
    memo: Memo,
}

impl Shared {
    /// How many positions have been searched.
    pub(crate) fn states(&self) -> usize {
        self.memo.len()
    }
}

pub(crate) struct FastSearch {
    ends: Vec<(u8, u8)>,
    colours: Vec<Colour>,
    incident: Vec<u64>,
    decompositions: HashMap<(u8, u64), Decomposition, FastHash>,
    /// The shape of each block met and where its canonical order is kept, by its top and edges.
    pieces: HashMap<(u8, u64), (u32, u32), FastHash>,
    /// The canonical order of each block met (each vertex's place in it), by [`Piece::places`].
    places: Vec<[u8; MAX_EDGES]>,
    /// What outlives one block's search.
    shared: Shared,
    /// A number per vertex, all zero between uses.
    scratch: Vec<Fixed>,
    /// The vertices `scratch` holds numbers for, between uses empty.
    touched: Vec<u8>,
    /// A block's labels while its key is made, by vertex and (when they do not pack) by
    /// place, between uses empty.
    list: Vec<(u8, Fixed)>,
    spare: Vec<(u8, Fixed)>,
}

struct Frame {
    key: BlockKey,
    top: u8,
    edges: u64,
    labels: Labels,
    /// The edges whose cutting is still to be tried.
    rest: u64,
    /// Which of the labels' moves is next, once every edge has been tried.
    label_move: usize,
    left: Option<Fixed>,
    right: Option<Fixed>,
}

impl Frame {
    fn new(need: Need) -> Frame {
        Frame {
            key: need.key,
            top: need.top,
            edges: need.edges,
            labels: need.labels,
            rest: need.edges,
            label_move: 0,
            left: None,
            right: None,
        }
    }
}

/// The `index`-th move in the labels (each label's Left move, then its Right move, where they
/// exist): who makes it and the labels after it.
fn label_move(labels: &Labels, index: usize) -> Option<(Player, Labels)> {
    let list = labels.as_slice();
    let moves = list.iter().enumerate().flat_map(|(at, &(_, label))| {
        let (left, right) = fixed::options(label);
        [(Player::Left, left), (Player::Right, right)]
            .into_iter()
            .filter_map(move |(player, option)| Some((at, player, option?)))
    });
    let (at, player, option) = moves.into_iter().nth(index)?;
    if list.len() <= 3 {
        // On the stack: the usual case.
        let mut changed = [(0u8, 0 as Fixed); 3];
        changed[..list.len()].copy_from_slice(list);
        changed[at].1 = option;
        let length = if option == 0 {
            changed.copy_within(at + 1..list.len(), at);
            list.len() - 1
        } else {
            list.len()
        };
        return Some((player, Labels::new(&changed[..length])));
    }
    let mut changed = list.to_vec();
    if option == 0 {
        changed.remove(at);
    } else {
        changed[at].1 = option;
    }
    Some((player, Labels::new(&changed)))
}

impl FastSearch {
    /// A search over the sub-positions of `block` (at most [`MAX_EDGES`] edges, standing on
    /// vertex 0).
    pub(crate) fn new(block: &Part) -> FastSearch {
        assert!(fits(block), "a block too large for the bit-set search");
        let mut incident = vec![0u64; block.vertices];
        for (index, edge) in block.edges.iter().enumerate() {
            incident[edge.from] |= 1 << index;
            incident[edge.to] |= 1 << index;
        }
        FastSearch {
            ends: block
                .edges
                .iter()
                .map(|e| (e.from as u8, e.to as u8))
                .collect(),
            colours: block.edges.iter().map(|e| e.colour).collect(),
            incident,
            decompositions: HashMap::default(),
            pieces: HashMap::default(),
            places: Vec::new(),
            shared: Shared::default(),
            scratch: vec![0; block.vertices],
            touched: Vec::new(),
            list: Vec::new(),
            spare: Vec::new(),
        }
    }

    /// The search of `block`, carrying on with what other searches found.
    pub(crate) fn sharing(block: &Part, shared: Shared) -> FastSearch {
        FastSearch {
            shared,
            ..FastSearch::new(block)
        }
    }

    /// What this search shares, for the next one.
    pub(crate) fn into_shared(self) -> Shared {
        self.shared
    }

    /// The value of the whole block.
    pub(crate) fn value(&mut self, block: &Part) -> Result<Dyadic, OverBudget> {
        self.value_without(block, None)
    }

    /// The value of the whole block, or of the block after edge `cut` is cut (sharing the memo
    /// between calls: the options of a position are sub-positions of it).
    pub(crate) fn value_without(
        &mut self,
        block: &Part,
        cut: Option<usize>,
    ) -> Result<Dyadic, OverBudget> {
        let mut all = if block.edges.len() == 64 {
            u64::MAX
        } else {
            (1u64 << block.edges.len()) - 1
        };
        if let Some(edge) = cut {
            all &= !(1 << edge);
        }
        let labels: Vec<(u8, Fixed)> = block
            .labels
            .iter()
            .enumerate()
            .filter(|(_, label)| !label.is_zero())
            .map(|(vertex, label)| {
                (
                    vertex as u8,
                    fixed::from_dyadic(label).expect("checked by `fits`"),
                )
            })
            .collect();
        let labels = Labels::new(&labels);
        loop {
            match self.normalise(0, all, &labels) {
                Ok(value) => return Ok(fixed::to_dyadic(value)),
                Err(need) => self.search(*need)?,
            }
        }
    }

    fn search(&mut self, need: Need) -> Result<(), OverBudget> {
        let mut frames = vec![Frame::new(need)];
        while let Some(frame) = frames.last_mut() {
            // An option costs a few word operations, and its first decomposition a pass over
            // the block's edges: about one unit for each edge of the block, on average.
            budget::charge(u64::from(frame.edges.count_ones()) + 1)?;
            // The next option: cut the lowest edge not yet tried, then the labels' moves.
            let (player, outcome) = if frame.rest != 0 {
                let edge = frame.rest.trailing_zeros();
                let player = match self.colours[edge as usize] {
                    Colour::Blue => Player::Left,
                    _ => Player::Right,
                };
                let edges = frame.edges & !(1 << edge);
                (player, self.normalise(frame.top, edges, &frame.labels))
            } else if let Some((player, labels)) = label_move(&frame.labels, frame.label_move) {
                (player, self.normalise(frame.top, frame.edges, &labels))
            } else {
                let value = fixed::simplest_between(frame.left, frame.right);
                let frame = frames.pop().expect("the loop's frame");
                self.shared.memo.insert(frame.key, value);
                continue;
            };
            match outcome {
                Ok(value) => {
                    let best = match player {
                        Player::Left => &mut frame.left,
                        Player::Right => &mut frame.right,
                    };
                    let better = best.is_none_or(|best| match player {
                        Player::Left => value > best,
                        Player::Right => value < best,
                    });
                    if better {
                        *best = Some(value);
                    }
                    if frame.rest != 0 {
                        frame.rest &= frame.rest - 1;
                    } else {
                        frame.label_move += 1;
                    }
                }
                Err(need) => frames.push(Frame::new(*need)),
            }
        }
        Ok(())
    }

    /// The value of the edges `edges` reached from `root`, with `labels` at vertices (those
    /// not reached are ignored), or the first block whose value is not known yet.
    fn normalise(&mut self, root: u8, edges: u64, labels: &Labels) -> Result<Fixed, Box<Need>> {
        self.decompose_once(root, edges);
        let decomposition = &self.decompositions[&(root, edges)];
        let scratch = &mut self.scratch;
        let memo = &self.shared.memo;
        let mut touched = std::mem::take(&mut self.touched);
        for &(vertex, label) in labels.as_slice() {
            if decomposition.reached >> vertex & 1 == 1 {
                scratch[vertex as usize] = label;
                touched.push(vertex);
            }
        }
        let mut total: Fixed = 0;
        let mut result = Ok(());
        let mut list = std::mem::take(&mut self.list);
        let mut spare = std::mem::take(&mut self.spare);
        for piece in &decomposition.pieces {
            let value = match piece.single {
                Some((colour, above)) => {
                    let x = if above == piece.top {
                        0
                    } else {
                        scratch[above as usize]
                    };
                    match colour {
                        Colour::Blue => fixed::under_blue(x),
                        _ => fixed::under_red(x),
                    }
                }
                None => {
                    list.clear();
                    list.extend(
                        touched
                            .iter()
                            .filter(|&&vertex| piece.vertices >> vertex & 1 == 1)
                            .map(|&vertex| (vertex, scratch[vertex as usize]))
                            .filter(|&(_, label)| label != 0),
                    );
                    let key = BlockKey::of_vertices(
                        piece.shape,
                        &list,
                        &self.places[piece.places as usize],
                        &self.shared.symmetries[piece.shape as usize],
                        &mut spare,
                    );
                    match memo.get(&key) {
                        Some(value) => value,
                        None => {
                            list.sort_unstable_by_key(|&(vertex, _)| vertex);
                            result = Err(Box::new(Need {
                                key,
                                top: piece.top,
                                edges: piece.edges,
                                labels: Labels::new(&list),
                            }));
                            break;
                        }
                    }
                }
            };
            if piece.top == root {
                total += value;
            } else {
                let top = piece.top as usize;
                if !touched.contains(&piece.top) {
                    touched.push(piece.top);
                }
                scratch[top] += value;
            }
        }
        for &vertex in &touched {
            scratch[vertex as usize] = 0;
        }
        touched.clear();
        self.touched = touched;
        list.clear();
        self.list = list;
        self.spare = spare;
        result.map(|()| total)
    }
}
