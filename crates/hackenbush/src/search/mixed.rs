//! The search for pictures that mix green edges with red or blue ones: canonical forms, with a
//! memo over the components the picture falls into at the ground, and the closed forms for
//! components of one kind (red-blue: the number search; green: the fusion principle).

use std::collections::HashMap;

use canonical::CanonicalForm;
use game::Player;
use game::hash::FastHash;

use super::TooHard;
use super::key::{Key, key};
use super::number::{NumberSearch, number_options};
use super::part::Part;
use crate::green::green_value;
use crate::{Colour, Picture};

/// A memoised search over mixed pictures.
pub(crate) struct MixedSearch {
    memo: HashMap<Key, CanonicalForm, FastHash>,
    numbers: NumberSearch,
    /// Whether red-blue parts hanging from a vertex are folded into numbers there.
    fold: bool,
    /// The most positions to search before giving up.
    limit: usize,
}

enum Step {
    Done(CanonicalForm),
    Need(Part, Key),
}

struct Frame {
    key: Key,
    options: Vec<(Player, Part)>,
    next: usize,
    left: Vec<CanonicalForm>,
    right: Vec<CanonicalForm>,
}

impl MixedSearch {
    /// The search, giving up after about `limit` positions (mixed and red-blue ones each).
    pub(crate) fn with_limit(fold: bool, limit: usize) -> MixedSearch {
        MixedSearch {
            memo: HashMap::default(),
            numbers: NumberSearch::with_limit(true, limit),
            fold,
            limit,
        }
    }

    pub(crate) fn value(&mut self, picture: &Picture) -> Result<CanonicalForm, TooHard> {
        let part = Part::of(picture);
        loop {
            match self.normalise(&part)? {
                Step::Done(value) => return Ok(value),
                Step::Need(component, key) => self.search(component, key)?,
            }
        }
    }

    fn search(&mut self, component: Part, key: Key) -> Result<(), TooHard> {
        let mut frames = vec![Frame::new(component, key)];
        while let Some(frame) = frames.last_mut() {
            let Some((player, option)) = frame.options.get(frame.next) else {
                let value = CanonicalForm::new(&frame.left, &frame.right);
                let frame = frames.pop().expect("the loop's frame");
                self.memo.insert(frame.key, value);
                if self.memo.len() > self.limit {
                    return Err(TooHard {
                        positions: self.memo.len(),
                    });
                }
                continue;
            };
            let (player, option) = (*player, option.clone());
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
    fn normalise(&mut self, part: &Part) -> Result<Step, TooHard> {
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
    fn fold_numbers(&mut self, part: &Part) -> Result<Part, TooHard> {
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
                    options.push((player, component.without(index)));
                }
            }
        }
        for (vertex, label) in component.labels.iter().enumerate() {
            for (player, option) in number_options(label) {
                options.push((player, component.relabelled(vertex, option)));
            }
        }
        Frame {
            key,
            options,
            next: 0,
            left: Vec::new(),
            right: Vec::new(),
        }
    }
}
