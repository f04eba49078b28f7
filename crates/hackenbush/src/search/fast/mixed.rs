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

use super::blocks::Piece;
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
    /// Numbers met, as canonical forms.
    numbers_met: HashMap<Fixed, CanonicalForm, FastHash>,
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

/// How a set of edges falls apart, whatever the numbers at its vertices: first the pieces that
/// are red-blue with only red-blue above, to be folded into numbers (each after those above
/// it), then, from `split` on, the mixed components at the root (as pieces standing on the
/// root, with their edges, vertices, shapes and canonical places).
struct Plan {
    reached: u64,
    split: usize,
    pieces: Box<[Piece]>,
}

enum Step {
    Done(CanonicalForm),
    Need(Box<Wanted>),
}

/// The search of one component (the universe of its edges).
pub(crate) struct MixedFast {
    fast: FastSearch,
    memo: HashMap<BlockKey, CanonicalForm, FastHash>,
    numbers_met: HashMap<Fixed, CanonicalForm, FastHash>,
    /// The green edges.
    green: u64,
    /// How each set of edges met falls apart.
    plans: HashMap<u64, Plan, FastHash>,
    /// A number per vertex, all zero between uses (the number search has its own).
    scratch: Vec<Fixed>,
    /// The vertices `scratch` and the sets above hold something for, between uses empty.
    touched: Vec<u8>,
    /// Labels by vertex, and by canonical place, while a key is made.
    list: Vec<(u8, Fixed)>,
    placed: Vec<(u8, Fixed)>,
}

impl MixedFast {
    /// The value of `component` (at most [`MAX_EDGES`] edges, standing on vertex 0, fitting
    /// [`super::fits`]), carrying on with what earlier searches found.
    pub(crate) fn value(
        component: &Part,
        shared: &mut MixedShared,
    ) -> Result<CanonicalForm, OverBudget> {
        // Setting up the search of a component: its tables, its blocks and their shapes.
        budget::charge(4 * component.edges.len() as u64)?;
        let numbers = std::mem::take(&mut shared.numbers);
        let memo = std::mem::take(&mut shared.memo);
        let numbers_met = std::mem::take(&mut shared.numbers_met);
        let mut search = MixedFast {
            fast: FastSearch::sharing(component, numbers),
            memo,
            numbers_met,
            green: component
                .edges
                .iter()
                .enumerate()
                .filter(|(_, edge)| edge.colour == Colour::Green)
                .fold(0, |set, (index, _)| set | 1 << index),
            plans: HashMap::default(),
            scratch: vec![0; component.vertices],
            touched: Vec::new(),
            list: Vec::new(),
            placed: Vec::new(),
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
                    if let Err(over) = search.search(*wanted) {
                        break Err(over);
                    }
                }
                Err(over) => break Err(over),
            }
        };
        shared.numbers = search.fast.into_shared();
        shared.memo = search.memo;
        shared.numbers_met = search.numbers_met;
        value
    }

    fn search(&mut self, wanted: Wanted) -> Result<(), OverBudget> {
        let mut frames = vec![Frame::new(wanted)];
        while let Some(frame) = frames.last_mut() {
            // An option costs a unit here, and its valuation the units `normalise` charges.
            budget::charge(1)?;
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
                budget::charge(options * options / 32)?;
                let value = CanonicalForm::try_new(&frame.left, &frame.right)?;
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
                Step::Need(wanted) => frames.push(Frame::new(*wanted)),
            }
        }
        Ok(())
    }

    /// How `edges` fall apart, made once for each set of edges.
    fn plan(&mut self, edges: u64) -> Plan {
        let decomposition = self.fast.decompose(0, edges);
        let mut numbers = Vec::new();
        let mut components = Vec::new();
        // The mixed edges, and their vertices, hanging above each vertex so far.
        let mut above_edges = vec![0u64; self.scratch.len()];
        let mut above_vertices = vec![0u64; self.scratch.len()];
        for mut piece in decomposition.pieces {
            let (mut over_edges, mut over_vertices) = (0, 0);
            let mut rest = piece.vertices;
            while rest != 0 {
                let vertex = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                over_edges |= above_edges[vertex];
                over_vertices |= above_vertices[vertex];
            }
            let top = piece.top as usize;
            if over_edges == 0 && piece.edges & self.green == 0 {
                // Red-blue with only red-blue above: a number.
                if piece.single.is_none() {
                    (piece.shape, piece.ranks) = self.fast.shape(piece.top, piece.edges);
                }
                numbers.push(piece);
                continue;
            }
            piece.edges |= over_edges;
            piece.vertices |= over_vertices;
            if top == 0 {
                (piece.shape, piece.ranks) = self.fast.shape(0, piece.edges);
                piece.single = None;
                components.push(piece);
            } else {
                above_edges[top] |= piece.edges;
                above_vertices[top] |= piece.vertices;
            }
        }
        let split = numbers.len();
        numbers.extend(components);
        Plan {
            reached: decomposition.reached,
            split,
            pieces: numbers.into(),
        }
    }

    /// The value of the edges `edges` reached from vertex 0 with `labels` at vertices (those
    /// not reached are ignored), or the first mixed component whose value is not known yet.
    fn normalise(&mut self, edges: u64, labels: &Labels) -> Result<Step, OverBudget> {
        // The plan's pieces are taken out while they are used, and put back after.
        let (reached, split, pieces) = match self.plans.get_mut(&edges) {
            Some(plan) => (plan.reached, plan.split, std::mem::take(&mut plan.pieces)),
            None => {
                // Decomposing a new set of edges and labelling its new shapes canonically:
                // some 250 ns an edge.
                budget::charge(4 * u64::from(edges.count_ones()))?;
                let plan = self.plan(edges);
                self.plans.insert(
                    edges,
                    Plan {
                        pieces: Box::new([]),
                        ..plan
                    },
                );
                (plan.reached, plan.split, plan.pieces)
            }
        };
        // A look-up of the plan, then for each piece a number folded or a component looked up
        // (with its labels sorted and keyed), and a sum of canonical forms: some 50 ns a piece.
        if let Err(over) = budget::charge(pieces.len() as u64 + u64::from(edges.count_ones()) / 8) {
            self.plans.get_mut(&edges).expect("planned").pieces = pieces;
            return Err(over);
        }
        let mut touched = std::mem::take(&mut self.touched);
        let mut total: Fixed = 0;
        for &(vertex, label) in labels.as_slice() {
            if vertex == 0 {
                total += label;
            } else if reached >> vertex & 1 == 1 {
                self.scratch[vertex as usize] = label;
                touched.push(vertex);
            }
        }
        let mut value = Ok(());
        for piece in &pieces[..split] {
            let number = match piece.single {
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
                    Ok(number) => number,
                    Err(over) => {
                        value = Err(over);
                        break;
                    }
                },
            };
            if piece.top == 0 {
                total += number;
            } else {
                if !touched.contains(&piece.top) {
                    touched.push(piece.top);
                }
                self.scratch[piece.top as usize] += number;
            }
        }
        let value = value.map(|()| self.sum(total, &pieces[split..]));
        self.plans.get_mut(&edges).expect("planned").pieces = pieces;
        for &vertex in &touched {
            self.scratch[vertex as usize] = 0;
        }
        touched.clear();
        self.touched = touched;
        value?
    }

    /// The number `total` plus the values of `components` with the numbers now at their
    /// vertices, or the first component still to search.
    fn sum(&mut self, total: Fixed, components: &[Piece]) -> Result<Step, OverBudget> {
        let mut sum = *self
            .numbers_met
            .entry(total)
            .or_insert_with(|| CanonicalForm::number(fixed::to_dyadic(total)));
        for component in components {
            match self.component(component) {
                Ok(found) if sum == CanonicalForm::zero() => sum = found,
                Ok(found) => sum = sum.try_add(&found)?,
                Err(wanted) => return Ok(Step::Need(wanted)),
            }
        }
        Ok(Step::Done(sum))
    }

    /// The number a red-blue block of several edges is worth with the numbers now at its
    /// vertices, searched by the number search if it is not known yet.
    fn block_number(&mut self, piece: &Piece, touched: &[u8]) -> Result<Fixed, OverBudget> {
        let mut list = std::mem::take(&mut self.list);
        list.clear();
        list.extend(
            touched
                .iter()
                .filter(|&&vertex| piece.vertices >> vertex & 1 == 1)
                .map(|&vertex| (vertex, self.scratch[vertex as usize]))
                .filter(|&(_, label)| label != 0),
        );
        let key = self.key(piece.shape, &piece.ranks, &list);
        let found = self.fast.shared.memo.get(&key).copied();
        let value = match found {
            Some(value) => Ok(value),
            None => {
                list.sort_unstable_by_key(|&(vertex, _)| vertex);
                let labels = Labels::new(&list);
                self.fast
                    .search(Need {
                        key: key.clone(),
                        top: piece.top,
                        edges: piece.edges,
                        labels,
                    })
                    .map(|()| self.fast.shared.memo[&key])
            }
        };
        self.list = list;
        value
    }

    /// The key of a block or component of shape `shape` with the labels `concrete` (by vertex):
    /// the labels at their canonical places, the least of their images under the shape's
    /// symmetries.
    fn key(&mut self, shape: u32, ranks: &[u8; MAX_EDGES], concrete: &[(u8, Fixed)]) -> BlockKey {
        let mut placed = std::mem::take(&mut self.placed);
        placed.clear();
        placed.extend(
            concrete
                .iter()
                .map(|&(vertex, label)| (ranks[vertex as usize], label)),
        );
        placed.sort_unstable_by_key(|&(rank, _)| rank);
        least_image(&mut placed, &self.fast.shared.symmetries[shape as usize]);
        let key = BlockKey::new(shape, &placed);
        self.placed = placed;
        key
    }

    /// The value of a mixed component at the root with the numbers now at its vertices, or
    /// what to search for it.
    fn component(&mut self, component: &Piece) -> Result<CanonicalForm, Box<Wanted>> {
        let mut list = std::mem::take(&mut self.list);
        list.clear();
        let mut rest = component.vertices & !1;
        while rest != 0 {
            let vertex = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let label = self.scratch[vertex as usize];
            if label != 0 {
                list.push((vertex, label));
            }
        }
        let key = self.key(component.shape, &component.ranks, &list);
        let value = match self.memo.get(&key) {
            Some(&value) => Ok(value),
            None => Err(Box::new(Wanted {
                key,
                edges: component.edges,
                labels: Labels::new(&list),
            })),
        };
        self.list = list;
        value
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
