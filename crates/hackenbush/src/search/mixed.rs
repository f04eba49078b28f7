//! The search for pictures that mix green edges with red or blue ones: canonical forms, with a
//! memo over the components the picture falls into at the ground, and the closed forms for
//! components of one kind (red-blue: the number search; green: the fusion principle).

use std::collections::HashMap;

use canonical::CanonicalForm;
use game::Player;
use game::hash::FastHash;

use game::budget::{self, OverBudget};

use super::fast::fits;
use super::fast::mixed::{MixedFast, MixedShared};
use super::key::{Key, key};
use super::number::{NumberSearch, number_options};
use super::part::Part;
use crate::green::green_value;
use crate::{Colour, Picture};

/// What looking at an option costs, in units, for each edge of the component.
const MIXED_STEP: u64 = 20;

/// A memoised search over mixed pictures.
pub(crate) struct MixedSearch {
    memo: HashMap<Key, CanonicalForm, FastHash>,
    numbers: NumberSearch,
    /// The bit-set search's shapes and values, for components of at most 64 edges.
    fast: MixedShared,
    /// Whether red-blue parts hanging from a vertex are folded into numbers there.
    fold: bool,
}

enum Step {
    Done(CanonicalForm),
    Need(Part, Key),
}

/// A move from a component: cutting an edge, or a move in the number labelling a vertex.
enum Move {
    Cut(usize),
    Label(usize, dyadic::Dyadic),
}

/// A component being searched: its moves (each option made only when it is looked at), and the
/// values of the options looked at so far.
struct Frame {
    key: Key,
    component: Part,
    options: Vec<(Player, Move)>,
    next: usize,
    left: Vec<CanonicalForm>,
    right: Vec<CanonicalForm>,
}

impl MixedSearch {
    /// The search; its work is charged to the budget it runs within ([`game::budget`]).
    pub(crate) fn new(fold: bool) -> MixedSearch {
        MixedSearch {
            memo: HashMap::default(),
            numbers: NumberSearch::new(true),
            fast: MixedShared::default(),
            fold,
        }
    }

    pub(crate) fn value(&mut self, picture: &Picture) -> Result<CanonicalForm, OverBudget> {
        let part = Part::of(picture);
        loop {
            budget::charge(part.edges.len() as u64 + 1)?;
            match self.normalise(&part)? {
                Step::Done(value) => return Ok(value),
                Step::Need(component, key) => self.search(component, key)?,
            }
        }
    }

    fn search(&mut self, component: Part, key: Key) -> Result<(), OverBudget> {
        let mut frames = vec![Frame::new(component, key)];
        while let Some(frame) = frames.last_mut() {
            let Some((player, chosen)) = frame.options.get(frame.next) else {
                // Making the canonical form compares the options in pairs.
                let options = (frame.left.len() + frame.right.len()) as u64;
                budget::charge(options * options)?;
                let value = CanonicalForm::new(&frame.left, &frame.right);
                let frame = frames.pop().expect("the loop's frame");
                self.memo.insert(frame.key, value);
                continue;
            };
            // Making the option, splitting it at the ground and adding the canonical forms of
            // its components: measured at some 20 times a unit of the bit-set search an edge.
            budget::charge(MIXED_STEP * (frame.component.edges.len() as u64 + 1))?;
            let player = *player;
            let option = match chosen {
                Move::Cut(edge) => frame.component.without(*edge),
                Move::Label(vertex, label) => frame.component.relabelled(*vertex, label.clone()),
            };
            match self.normalise(&option)? {
                Step::Done(value) => {
                    let frame = frames.last_mut().expect("still there");
                    match player {
                        Player::Left => frame.left.push(value),
                        Player::Right => frame.right.push(value),
                    }
                    frame.next += 1;
                }
                Step::Need(component, key) => frames.push(Frame::new(component, key)),
            }
        }
        Ok(())
    }

    /// The value of a part if every mixed component it falls into is known; components of one
    /// kind are valued on the spot.
    fn normalise(&mut self, part: &Part) -> Result<Step, OverBudget> {
        let folded;
        let part = if self.fold {
            folded = self.fold_numbers(part)?;
            &folded
        } else {
            part
        };
        let mut values = vec![CanonicalForm::number(part.labels[0].clone())];
        for component in part.ground_components() {
            let component = part.sub(0, &component, |vertex| part.labels[vertex].clone());
            let green = component
                .edges
                .iter()
                .filter(|e| e.colour == Colour::Green)
                .count();
            let labelled = component.labels.iter().any(|label| !label.is_zero());
            let value = if green == 0 {
                CanonicalForm::number(self.numbers.value_of_part(&component)?)
            } else if green == component.edges.len() && !labelled {
                let picture = Picture::new(component.edges.iter().copied(), component.vertices);
                CanonicalForm::nimber(green_value(&picture))
            } else {
                let key = key(&component);
                match self.memo.get(&key) {
                    Some(value) => *value,
                    None if self.fold && fits(&component) => {
                        let value = MixedFast::value(&component, &mut self.fast)?;
                        self.memo.insert(key, value);
                        value
                    }
                    None => return Ok(Step::Need(component, key)),
                }
            };
            values.push(value);
        }
        Ok(Step::Done(values.into_iter().sum()))
    }

    /// The part with every red-blue part that hangs from a vertex other than the ground folded
    /// into a number at that vertex (blocks in post-order, so what hangs higher is folded
    /// first and its number travels down with the block it hangs from).
    fn fold_numbers(&mut self, part: &Part) -> Result<Part, OverBudget> {
        let mut labels = part.labels.clone();
        let mut removed = vec![false; part.edges.len()];
        // Whether everything hanging at a vertex (so far) is red-blue.
        let mut red_blue_above = vec![true; part.vertices];
        for block in part.blocks() {
            let red_blue = block.edges.iter().all(|&edge| {
                let edge = part.edges[edge];
                let above = |vertex: usize| vertex == block.top || red_blue_above[vertex];
                edge.colour != Colour::Green && above(edge.from) && above(edge.to)
            });
            if !red_blue {
                red_blue_above[block.top] = false;
                continue;
            }
            if block.top == 0 {
                continue;
            }
            let hanging = part.sub(block.top, &block.edges, |vertex| labels[vertex].clone());
            let value = self.numbers.value_of_part(&hanging)?;
            labels[block.top] = &labels[block.top] + &value;
            for &edge in &block.edges {
                removed[edge] = true;
            }
        }
        let edges = part
            .edges
            .iter()
            .zip(&removed)
            .filter(|&(_, &removed)| !removed)
            .map(|(edge, _)| *edge)
            .collect();
        Ok(Part {
            vertices: part.vertices,
            edges,
            labels,
        })
    }
}

impl Frame {
    fn new(component: Part, key: Key) -> Frame {
        let mut options = Vec::new();
        for (index, edge) in component.edges.iter().enumerate() {
            for player in Player::BOTH {
                if edge.colour.cuttable_by(player) {
                    options.push((player, Move::Cut(index)));
                }
            }
        }
        for (vertex, label) in component.labels.iter().enumerate() {
            for (player, option) in number_options(label) {
                options.push((player, Move::Label(vertex, option)));
            }
        }
        Frame {
            key,
            component,
            options,
            next: 0,
            left: Vec::new(),
            right: Vec::new(),
        }
    }
}
