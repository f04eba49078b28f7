//! Hackendot played against the computer: the [`game::play`] protocol on a forest whose nodes
//! keep the numbers they had when the game began.

use game::play::{Best, Playable, Valued};
use game::text::quoted;
use game::{Nimber, Player};

use crate::{Forest, moves, nim_value};

/// A forest in play: the forest left, and the number each of its nodes had at the start, so
/// that a node keeps its number while the forest falls apart around it.
///
/// ```
/// use game::Player;
/// use game::play::Playable;
/// use hackendot::Labelled;
///
/// let spider = Labelled::new("((())(()))".parse().unwrap());
/// let after = spider.after(Player::Left, &1); // node 1 and its root, node 0
/// assert_eq!(after.forest().to_string(), "() (())");
/// assert_eq!(after.labels(), [2, 3, 4]);
/// assert_eq!(after.read_move(Player::Right, "3"), Ok(1));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labelled {
    forest: Forest,
    /// `labels[node]`: the node's number from 0, in the starting forest's preorder. Increasing,
    /// because a move keeps the remaining nodes in order.
    labels: Vec<usize>,
}

/// The most node numbers a move's description lists.
const MOST_LISTED: usize = 8;

impl Labelled {
    /// A forest at the start of a game: each node numbered as it is, from 0 in preorder.
    pub fn new(forest: Forest) -> Labelled {
        let labels = (0..forest.len()).collect();
        Labelled { forest, labels }
    }

    /// The forest left.
    pub fn forest(&self) -> &Forest {
        &self.forest
    }

    /// Each node's number at the start of the game, in the forest's preorder.
    pub fn labels(&self) -> &[usize] {
        &self.labels
    }

    /// The nodes deleted by a move at `node`: it and its ancestors, from it down to its root.
    fn path(&self, node: usize) -> Vec<usize> {
        std::iter::successors(Some(node), |&step| self.forest.parent(step)).collect()
    }
}

impl Valued for Forest {
    type Value = Nimber;
    type Error = std::convert::Infallible;

    /// The nim value, by Úlehla's contractions ([`nim_value`]): `*3`.
    fn worth(&self) -> Result<Nimber, Self::Error> {
        Ok(nim_value(self))
    }
}

impl Playable for Labelled {
    /// A node of the forest left (its index in preorder, not its label).
    type Move = usize;

    const IMPARTIAL: bool = true;

    const MOVE_FORMAT: &'static str = "the number of the node to delete, like `2`";

    /// A node's number as the game began.
    fn read_move(&self, _player: Player, typed: &str) -> Result<usize, String> {
        let word = typed.trim();
        let number = match word.parse::<usize>() {
            Ok(number) => number,
            Err(_) if !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit()) => {
                return Err(format!("There is no node {}.", quoted(word)));
            }
            Err(_) => {
                return Err(format!(
                    "Type a node's number from 0 up, like `2` (not {}).",
                    quoted(typed)
                ));
            }
        };
        match self.labels.binary_search(&number) {
            Ok(node) => Ok(node),
            Err(_) if self.labels.last().is_some_and(|&last| number < last) => {
                Err(format!("Node {number} has already been deleted."))
            }
            Err(_) => Err(format!("There is no node {number}.")),
        }
    }

    /// `node 4 and its path to the root: nodes 4, 3, 0`, by the nodes' starting numbers.
    fn describe(&self, &node: &usize) -> String {
        let label = self.labels[node];
        let path = self.path(node);
        match path.len() {
            1 => format!("node {label}, a root"),
            length if length <= MOST_LISTED => {
                let numbers: Vec<String> = path
                    .iter()
                    .map(|&step| self.labels[step].to_string())
                    .collect();
                format!(
                    "node {label} and its path to the root: nodes {}",
                    numbers.join(", ")
                )
            }
            length => format!("node {label} and its path to the root, {length} nodes in all"),
        }
    }

    fn after(&self, _player: Player, &node: &usize) -> Labelled {
        let mut deleted = vec![false; self.forest.len()];
        for step in self.path(node) {
            deleted[step] = true;
        }
        let labels = (0..self.forest.len())
            .filter(|&kept| !deleted[kept])
            .map(|kept| self.labels[kept])
            .collect();
        Labelled {
            forest: self.forest.without_path_to(node),
            labels,
        }
    }

    /// A move to a position worth 0 if there is one; otherwise the first root, the move that
    /// deletes least.
    fn best(&self, _player: Player) -> Option<Best<usize>> {
        match moves::winning_moves(&self.forest).first() {
            Some(&chosen) => Some(Best { chosen, wins: true }),
            None => self.forest.roots().next().map(|chosen| Best {
                chosen,
                wins: false,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labelled(text: &str) -> Labelled {
        Labelled::new(text.parse().unwrap())
    }

    /// Decided once for both front ends: a node keeps its number while the forest falls apart
    /// (the page renumbered them after every move).
    #[test]
    fn numbers_stay_with_their_nodes() {
        let after = labelled("((())(()))").after(Player::Left, &1);
        assert_eq!(after.forest.to_string(), "() (())");
        assert_eq!(after.labels, [2, 3, 4]);
        assert_eq!(after.read_move(Player::Right, " 3 "), Ok(1));
        assert_eq!(
            after.describe(&2),
            "node 4 and its path to the root: nodes 4, 3"
        );
        let refusals = [
            ("1", "Node 1 has already been deleted."),
            ("9", "There is no node 9."),
            ("-1", "Type a node's number from 0 up, like `2` (not '-1')."),
            (
                "x\n",
                "Type a node's number from 0 up, like `2` (not \"x\\n\").",
            ),
        ];
        for (typed, message) in refusals {
            assert_eq!(after.read_move(Player::Right, typed), Err(message.into()));
        }
    }

    #[test]
    fn moves_described() {
        let spider = labelled("((())(()))");
        assert_eq!(spider.describe(&0), "node 0, a root");
        assert_eq!(
            spider.describe(&4),
            "node 4 and its path to the root: nodes 4, 3, 0"
        );
        let path = Labelled::new(Forest::path(20));
        assert_eq!(
            path.describe(&19),
            "node 19 and its path to the root, 20 nodes in all"
        );
    }

    /// Decided once for both front ends: with no winning move, the computer deletes a root, the
    /// move that deletes least (the page deleted the last node, a leaf, and its whole path).
    #[test]
    fn without_a_winning_move_a_root_is_deleted() {
        let chosen = |text: &str| {
            labelled(text)
                .best(Player::Left)
                .map(|b| (b.chosen, b.wins))
        };
        // The spider is worth *: deleting its root leaves (()) (()), worth 0.
        assert_eq!(chosen("((())(()))"), Some((0, true)));
        // (()) (()) is worth 0: no move wins, so the computer deletes a root.
        assert_eq!(chosen("(()) (())"), Some((0, false)));
        assert_eq!(chosen(""), None);
        let big = Labelled::new(Forest::path(1_000_000));
        assert_eq!(big.best(Player::Left).map(|b| b.chosen), Some(999_999));
    }
}
