//! The bit-set search for a component of at most 64 edges that mixes green edges with red or
//! blue ones: positions are sets of the component's edges with fixed-point numbers at vertices,
//! as in the number search, but valued as canonical forms. Each set of edges is decomposed into
//! blocks once (the number search's cache); every block that is red-blue with nothing but
//! red-blue above it is folded into a number at the vertex it hangs from (by the number
//! search's memo); what is left falls into components at the root, each identified up to
//! renumbering its vertices (its shape and the labels at canonical places, as the number search
//! keys its blocks), and the position's value is their sum with the numbers at the root.

use std::collections::HashMap;

use canonical::CanonicalForm;
use game::Player;
use game::budget::{self, OverBudget};
use game::hash::FastHash;

use super::keys::{BlockKey, Labels, least_image};
use super::{FastSearch, MAX_EDGES, Need, Shared, label_move};
use crate::Colour;
use crate::search::fixed::{self, Fixed};
use crate::search::part::Part;

/// What the searches of different components share: the number search's shapes and values,
/// and the canonical forms of mixed components by shape and labels.
#[derive(Default)]
pub(crate) struct MixedShared {
    numbers: Shared,
    memo: HashMap<BlockKey, CanonicalForm, FastHash>,
}

/// A mixed component still to value: its key, its edges and its labels (by vertex).
struct Wanted {
    key: BlockKey,
    edges: u64,
    labels: Labels,
}

/// A component being searched, its options made one at a time.
struct Frame {
    key: BlockKey,
    edges: u64,
    labels: Labels,
    /// The edges whose cutting is still to be tried.
    rest: u64,
    /// Which of the labels' moves is next, once every edge has been tried.
    label_move: usize,
    left: Vec<CanonicalForm>,
    right: Vec<CanonicalForm>,
}

enum Step {
    Done(CanonicalForm),
    Need(Wanted),
}

/// The search of one component (the universe of its edges).
pub(crate) struct MixedFast {
    fast: FastSearch,
    memo: HashMap<BlockKey, CanonicalForm, FastHash>,
    /// The green edges.
    green: u64,
    /// Per vertex, between uses zero: the mixed edges and their vertices hanging above it.
    above_edges: Vec<u64>,
    above_vertices: Vec<u64>,
    /// Mixed components at the root while one position is valued.
    components: Vec<(u64, u64)>,
    /// A number per vertex, all zero between uses (the number search has its own).
    scratch: Vec<Fixed>,
    /// The vertices `scratch` and the sets above hold something for, between uses empty.
    touched: Vec<u8>,
}

impl MixedFast {
    /// The value of `component` (at most [`MAX_EDGES`] edges, standing on vertex 0, fitting
    /// [`super::fits`]), carrying on with what earlier searches found.
    pub(crate) fn value(
        component: &Part,
        shared: &mut MixedShared,
    ) -> Result<CanonicalForm, OverBudget> {
        let numbers = std::mem::take(&mut shared.numbers);
        let memo = std::mem::take(&mut shared.memo);
        let mut search = MixedFast {
            fast: FastSearch::sharing(component, numbers),
            memo,
            green: component
                .edges
                .iter()
                .enumerate()
                .filter(|(_, edge)| edge.colour == Colour::Green)
                .fold(0, |set, (index, _)| set | 1 << index),
            above_edges: vec![0; component.vertices],
            above_vertices: vec![0; component.vertices],
            components: Vec::new(),
            scratch: vec![0; component.vertices],
            touched: Vec::new(),
        };
        let all = if component.edges.len() == MAX_EDGES {
            u64::MAX
        } else {
            (1u64 << component.edges.len()) - 1
        };
        let labels: Vec<(u8, Fixed)> = component
            .labels
            .iter()
            .enumerate()
            .filter(|(_, label)| !label.is_zero())
            .map(|(vertex, label)| {
                let label = fixed::from_dyadic(label).expect("checked by `fits`");
                (vertex as u8, label)
            })
            .collect();
        let labels = Labels::new(&labels);
        let value = loop {
            match search.normalise(all, &labels) {
                Ok(Step::Done(value)) => break Ok(value),
                Ok(Step::Need(wanted)) => {
                    if let Err(over) = search.search(wanted) {
                        break Err(over);
                    }
                }
                Err(over) => break Err(over),
            }
        };
        shared.numbers = search.fast.into_shared();
        shared.memo = search.memo;
        value
    }

    fn search(&mut self, wanted: Wanted) -> Result<(), OverBudget> {
        let mut frames = vec![Frame::new(wanted)];
        while let Some(frame) = frames.last_mut() {
            // An option is a few word operations, a cached decomposition, memo look-ups for its
            // blocks and components and a sum of canonical forms: charged as the number search
            // charges, twice over.
            budget::charge(2 * (u64::from(frame.edges.count_ones()) + 1))?;
            let (players, outcome) = if frame.rest != 0 {
                let edge = frame.rest.trailing_zeros();
                let players: &[Player] = match self.fast.colours[edge as usize] {
                    Colour::Blue => &[Player::Left],
                    Colour::Red => &[Player::Right],
                    // Either player's cut of a green edge leaves the same position.
                    Colour::Green => &Player::BOTH,
                };
                let edges = frame.edges & !(1 << edge);
                let labels = frame.labels.clone();
                (players, self.normalise(edges, &labels)?)
            } else if let Some((player, labels)) = label_move(&frame.labels, frame.label_move) {
                let players: &[Player] = match player {
                    Player::Left => &[Player::Left],
                    Player::Right => &[Player::Right],
                };
                let edges = frame.edges;
                (players, self.normalise(edges, &labels)?)
            } else {
                // Making the canonical form compares the options in pairs.
                let options = (frame.left.len() + frame.right.len()) as u64;
                budget::charge(options * options / 4)?;
                let value = CanonicalForm::new(&frame.left, &frame.right);
                let frame = frames.pop().expect("the loop's frame");
                self.memo.insert(frame.key, value);
                continue;
            };
            let frame = frames.last_mut().expect("still there");
            match outcome {
                Step::Done(value) => {
                    for player in players {
                        let options = match player {
                            Player::Left => &mut frame.left,
                            Player::Right => &mut frame.right,
                        };
                        if !options.contains(&value) {
                            options.push(value);
                        }
                    }
                    if frame.rest != 0 {
                        frame.rest &= frame.rest - 1;
                    } else {
                        frame.label_move += 1;
                    }
                }
                Step::Need(wanted) => frames.push(Frame::new(wanted)),
            }
        }
        Ok(())
    }

    /// The value of the edges `edges` reached from vertex 0 with `labels` at vertices (those
    /// not reached are ignored), or the first mixed component whose value is not known yet.
    fn normalise(&mut self, edges: u64, labels: &Labels) -> Result<Step, OverBudget> {
        self.fast.decompose_once(0, edges);
        let decomposition = self
            .fast
            .decompositions
            .remove(&(0, edges))
            .expect("decomposed");
        let mut touched = std::mem::take(&mut self.touched);
        let mut total: Fixed = 0;
        for &(vertex, label) in labels.as_slice() {
            if vertex == 0 {
                total += label;
            } else if decomposition.reached >> vertex & 1 == 1 {
                self.scratch[vertex as usize] = label;
                touched.push(vertex);
            }
        }
        let mut result = Ok(());
        for piece in &decomposition.pieces {
            let (mut above_edges, mut above_vertices) = (0, 0);
            let mut rest = piece.vertices;
            while rest != 0 {
                let vertex = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                above_edges |= self.above_edges[vertex];
                above_vertices |= self.above_vertices[vertex];
            }
            let top = piece.top as usize;
            if above_edges == 0 && piece.edges & self.green == 0 {
                // Red-blue with only red-blue above: a number.
                let value = match piece.single {
                    Some((colour, above)) => {
                        let x = if above == piece.top {
                            0
                        } else {
                            self.scratch[above as usize]
                        };
                        match colour {
                            Colour::Blue => fixed::under_blue(x),
                            _ => fixed::under_red(x),
                        }
                    }
                    None => match self.block_number(piece, &touched) {
                        Ok(value) => value,
                        Err(over) => {
                            result = Err(over);
                            break;
                        }
                    },
                };
                if top == 0 {
                    total += value;
                } else {
                    if !touched.contains(&piece.top) {
                        touched.push(piece.top);
                    }
                    self.scratch[top] += value;
                }
            } else {
                let edges = piece.edges | above_edges;
                let vertices = piece.vertices | above_vertices;
                if top == 0 {
                    self.components.push((edges, vertices));
                } else {
                    if !touched.contains(&piece.top) {
                        touched.push(piece.top);
                    }
                    self.above_edges[top] |= edges;
                    self.above_vertices[top] |= vertices;
                }
            }
        }
        self.fast.decompositions.insert((0, edges), decomposition);
        let mut value = Ok(Step::Done(CanonicalForm::zero()));
        if let Err(over) = result {
            value = Err(over);
        } else {
            let mut sum = CanonicalForm::number(fixed::to_dyadic(total));
            let components = std::mem::take(&mut self.components);
            for &(edges, vertices) in &components {
                match self.component(edges, vertices) {
                    Ok(found) => sum = sum + found,
                    Err(wanted) => {
                        value = Ok(Step::Need(wanted));
                        break;
                    }
                }
            }
            self.components = components;
            self.components.clear();
            if let Ok(Step::Done(_)) = value {
                value = Ok(Step::Done(sum));
            }
        }
        for &vertex in &touched {
            let vertex = vertex as usize;
            self.scratch[vertex] = 0;
            self.above_edges[vertex] = 0;
            self.above_vertices[vertex] = 0;
        }
        touched.clear();
        self.touched = touched;
        value
    }

    /// The number a red-blue block of several edges is worth with the numbers now at its
    /// vertices, searched by the number search if it is not known yet.
    fn block_number(
        &mut self,
        piece: &super::blocks::Piece,
        touched: &[u8],
    ) -> Result<Fixed, OverBudget> {
        let scratch = &self.scratch;
        let in_piece = |vertex: u8| piece.vertices >> vertex & 1 == 1;
        let mut list: Vec<(u8, Fixed)> = touched
            .iter()
            .filter(|&&vertex| in_piece(vertex) && scratch[vertex as usize] != 0)
            .map(|&vertex| (piece.ranks[vertex as usize], scratch[vertex as usize]))
            .collect();
        list.sort_unstable_by_key(|&(rank, _)| rank);
        least_image(
            &mut list,
            &self.fast.shared.symmetries[piece.shape as usize],
        );
        let key = BlockKey::new(piece.shape, &list);
        if let Some(&value) = self.fast.shared.memo.get(&key) {
            return Ok(value);
        }
        let mut concrete: Vec<(u8, Fixed)> = touched
            .iter()
            .filter(|&&vertex| in_piece(vertex) && scratch[vertex as usize] != 0)
            .map(|&vertex| (vertex, scratch[vertex as usize]))
            .collect();
        concrete.sort_unstable_by_key(|&(vertex, _)| vertex);
        let labels = Labels::new(&concrete);
        self.fast.search(Need {
            key: key.clone(),
            top: piece.top,
            edges: piece.edges,
            labels,
        })?;
        Ok(self.fast.shared.memo[&key])
    }

    /// The value of the mixed component `edges` at the root, with the numbers now at its
    /// `vertices`, or what to search for it.
    fn component(&mut self, edges: u64, vertices: u64) -> Result<CanonicalForm, Wanted> {
        let (shape, ranks) = self.fast.shape(0, edges);
        let scratch = &self.scratch;
        let mut concrete: Vec<(u8, Fixed)> = Vec::new();
        let mut rest = vertices & !1;
        while rest != 0 {
            let vertex = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let label = scratch[vertex as usize];
            if label != 0 {
                concrete.push((vertex, label));
            }
        }
        let mut list: Vec<(u8, Fixed)> = concrete
            .iter()
            .map(|&(vertex, label)| (ranks[vertex as usize], label))
            .collect();
        list.sort_unstable_by_key(|&(rank, _)| rank);
        least_image(&mut list, &self.fast.shared.symmetries[shape as usize]);
        let key = BlockKey::new(shape, &list);
        match self.memo.get(&key) {
            Some(&value) => Ok(value),
            None => Err(Wanted {
                key,
                edges,
                labels: Labels::new(&concrete),
            }),
        }
    }
}

impl Frame {
    fn new(wanted: Wanted) -> Frame {
        Frame {
            key: wanted.key,
            edges: wanted.edges,
            labels: wanted.labels,
            rest: wanted.edges,
            label_move: 0,
            left: Vec::new(),
            right: Vec::new(),
        }
    }
}
