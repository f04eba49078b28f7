//! `gamebird hackendot …`: von Neumann's Hackendot, a Nim heap hidden in every tree (chapter 7).
//!
//! Values come from Úlehla's contraction method (`hackendot::nim_value`), in linear time, so a
//! million-node tree is no trouble. The computer's moves come from [`moves::after_each_move`],
//! which finds the value after every move at once, also in linear time.

use std::io::Write;

use game::{Nimber, Player};
use hackendot::{Forest, contractions, nim_value, svg};

use crate::args::{Args, Spec};
use crate::cli::{Command, Failure, run_game, text_or_stdin};
use crate::play::{self, Playable};

/// The line `gamebird --help` shows for this game.
pub const SUMMARY: &str =
    "forests of rooted trees: nim values, Úlehla's contractions, winning moves, a game (chapter 7)";

const HELP: &str = "\
gamebird hackendot: von Neumann's Hackendot, played on a forest of rooted trees.
A move deletes a node and every node on the path from it to its tree's root; the rest falls
apart into smaller trees. Whoever deletes the last node wins.

Usage: gamebird hackendot <command> [arguments]

Commands:
  value <forest>      the nim value, e.g. \"((())(()))\" is *
  contract <forest>   Úlehla's contractions, the bit each gives, and the value
  best <forest>       a winning move, if there is one
  play <forest>       play against the computer in the terminal
  svg <forest>        a picture of the forest, as SVG

A forest is written in nested parentheses: () is a node, (()()) a root with two leaves, and
trees follow one another: \"(()) ()\". Or as a parent array: word i is node i's parent
(counting from 0), '-' for a root: \"- 0 0 1\". '-' alone reads the forest from standard input.
Nodes are numbered from 1 in preorder: each root, then the subtrees of its children in turn.
Run 'gamebird hackendot <command> --help' for more.";

const VALUE_HELP: &str = "\
Usage: gamebird hackendot value <forest>

Prints the nim value of the forest as CGSuite writes nimbers: 0, *, *2, *3, ...
The first player wins exactly when it is not 0. With '-' as the forest, reads it from standard
input, however large: a path of a million nodes is fine.";
const VALUE: Spec = Spec {
    command: "gamebird hackendot value",
    options: &[],
    switches: &[],
    help: VALUE_HELP,
};

const CONTRACT_HELP: &str = "\
Usage: gamebird hackendot contract <forest>

Shows Úlehla's method step by step. Each line is one contraction L^k of the forest, every node
marked after its '(' with its colour: w (white: a leaf, or a node none of whose children is
white) or b (black: a node with a white child). The next contraction keeps the black nodes, each
attached to its nearest black ancestor. Bit k of the nim value is the parity of the number of
white roots of L^k. The last line is the value.";
const CONTRACT: Spec = Spec {
    command: "gamebird hackendot contract",
    options: &[],
    switches: &[],
    help: CONTRACT_HELP,
};

const BEST_HELP: &str = "\
Usage: gamebird hackendot best <forest>

Prints a move to a position of nim value 0, which wins, or says that there is none (the
forest is worth 0, and whoever moves next loses). Nodes are numbered from 1 in preorder.";
const BEST: Spec = Spec {
    command: "gamebird hackendot best",
    options: &[],
    switches: &[],
    help: BEST_HELP,
};

const PLAY_HELP: &str = "\
Usage: gamebird hackendot play <forest> [--side left|right] [--first me|computer]

Plays the forest against the computer, which moves to a position worth 0 whenever it can.
Both players have the same moves, so --side only gives you a name (Left if not given); who moves
first is asked if --first does not say. The forest is drawn with its nodes numbered, roots at the
left; type the number of the node to delete. 'hint' asks for advice, 'quit' or the end of input
(Ctrl-D) stops.";
const PLAY: Spec = Spec {
    command: "gamebird hackendot play",
    options: &["side", "first"],
    switches: &[],
    help: PLAY_HELP,
};

const SVG_HELP: &str = "\
Usage: gamebird hackendot svg <forest> [--coloured] [--contractions]

Writes an SVG picture of the forest to standard output, roots at the bottom: plain grey nodes,
or in Úlehla's colours with --coloured, or beside its successive contractions, each labelled
with its bit, with --contractions.";
const SVG: Spec = Spec {
    command: "gamebird hackendot svg",
    options: &[],
    switches: &["coloured", "contractions"],
    help: SVG_HELP,
};

/// The commands, in the order the help lists them.
const COMMANDS: &[(&str, &Spec, Command)] = &[
    ("value", &VALUE, value),
    ("contract", &CONTRACT, contract),
    ("best", &BEST, best),
    ("play", &PLAY, play_command),
    ("svg", &SVG, svg),
];

/// Runs `gamebird hackendot` with the words after it.
pub fn run(words: &[String]) -> Result<(), Failure> {
    run_game("hackendot", HELP, COMMANDS, words)
}

/// What a command's message calls its argument when it is missing.
const A_FOREST: &str = "a forest, like \"((())(()))\"";

/// The forest given as the command's argument (`-` for standard input), in either notation.
fn forest(args: &Args, spec: &Spec) -> Result<Forest, Failure> {
    let text = text_or_stdin(args.single(spec, A_FOREST)?)?;
    Forest::parse(&text).map_err(Failure::input)
}

fn value(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    let forest = forest(args, spec)?;
    writeln!(out, "{}", nim_value(&forest))?;
    Ok(())
}

/// The last line of `contract`: the value, with its bits.
fn value_line(value: Nimber) -> String {
    format!("nim value {value} (binary {:b})", value.0)
}

fn contract(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    let forest = forest(args, spec)?;
    for step in contractions(&forest) {
        writeln!(out, "{step}")?;
    }
    writeln!(out, "{}", value_line(nim_value(&forest)))?;
    Ok(())
}

fn best(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    let forest = forest(args, spec)?;
    let values = moves::after_each_move(&forest);
    match values.iter().position(|&value| value == 0) {
        Some(node) => {
            let game = Position::new(forest);
            let after = game.forest.without_path_to(node);
            writeln!(out, "Take {}.", game.describe(node))?;
            writeln!(
                out,
                "That leaves {} = 0: whoever moves next loses.",
                shown(&after)
            )?;
        }
        None if forest.is_empty() => {
            writeln!(out, "There is no node left: whoever is to move has lost.")?
        }
        None => writeln!(
            out,
            "No move wins: the forest is worth 0, so whoever moves next loses."
        )?,
    }
    Ok(())
}

/// A forest as the reader would type it; the empty one in words.
fn shown(forest: &Forest) -> String {
    if forest.is_empty() {
        "no nodes".to_string()
    } else {
        forest.to_string()
    }
}

fn svg(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    let forest = forest(args, spec)?;
    let picture = if args.switch("contractions") {
        svg::contractions(&forest)
    } else if args.switch("coloured") {
        svg::forest(&forest, svg::Style::Coloured)
    } else {
        svg::forest(&forest, svg::Style::Plain)
    };
    out.write_all(picture.as_bytes())?;
    Ok(())
}

fn play_command(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    play::refuse_standard_input(args, spec, A_FOREST, "forest")?;
    let game = Position::new(forest(args, spec)?);
    // Both players have the same moves: the side is only a name, Left unless given.
    play::start(game, args, Some(Player::Left), out)
}

/// A position in the terminal game: the forest, and the number each of its nodes had at the
/// start, so that a node keeps its number while the forest falls apart around it.
#[derive(Clone, Debug)]
struct Position {
    forest: Forest,
    /// `labels[node]`: the node's number from 1, in the starting forest's preorder. Increasing,
    /// because a move keeps the remaining nodes in order.
    labels: Vec<usize>,
}

impl Position {
    fn new(forest: Forest) -> Position {
        let labels = (1..=forest.len()).collect();
        Position { forest, labels }
    }

    /// The nodes deleted by a move at `node`: it and its ancestors, from it down to its root.
    fn path(&self, node: usize) -> Vec<usize> {
        std::iter::successors(Some(node), |&step| self.forest.parent(step)).collect()
    }
}

/// The most nodes the terminal drawing shows; a larger forest is summarised in one line.
const MOST_DRAWN: usize = 300;

/// The most node numbers a move's description lists.
const MOST_LISTED: usize = 8;

impl Playable for Position {
    type Move = usize;

    const MOVE_FORMAT: &'static str = "the number of the node to delete, like `3`";

    fn draw(&self) -> String {
        let mut drawing = if self.forest.is_empty() {
            "(no nodes left)".to_string()
        } else if self.forest.len() > MOST_DRAWN {
            let trees = match self.forest.tree_count() {
                1 => "one tree".to_string(),
                count => format!("{count} trees"),
            };
            format!(
                "({} nodes in {trees}: too many to draw; numbered {} to {})",
                self.forest.len(),
                self.labels[0],
                self.labels[self.labels.len() - 1]
            )
        } else {
            drawing::outline(&self.forest, &self.labels)
        };
        let value = nim_value(&self.forest);
        let verdict = if value.0 == 0 {
            "whoever moves next loses"
        } else {
            "whoever moves next wins"
        };
        drawing.push_str(&format!("\nnim value {value}: {verdict}"));
        drawing
    }

    fn read_move(&self, _player: Player, typed: &str) -> Result<usize, String> {
        let number = typed
            .trim()
            .parse::<usize>()
            .ok()
            .filter(|&number| number >= 1)
            .ok_or_else(|| format!("Type a node's number from 1 up, like `3` (not {typed:?})."))?;
        match self.labels.binary_search(&number) {
            Ok(node) => Ok(node),
            Err(_) if self.labels.last().is_some_and(|&last| number < last) => {
                Err(format!("Node {number} has already been deleted."))
            }
            Err(_) => Err(format!("There is no node {number}.")),
        }
    }

    fn describe(&self, node: usize) -> String {
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
            length => format!(
                "node {label} and its path to the root, {} nodes in all",
                length
            ),
        }
    }

    fn after(&self, _player: Player, node: usize) -> Position {
        let path = self.path(node);
        let mut deleted = vec![false; self.forest.len()];
        for &step in &path {
            deleted[step] = true;
        }
        let labels = (0..self.forest.len())
            .filter(|&kept| !deleted[kept])
            .map(|kept| self.labels[kept])
            .collect();
        Position {
            forest: self.forest.without_path_to(node),
            labels,
        }
    }

    fn best_move(&self, _player: Player) -> Option<usize> {
        if self.forest.is_empty() {
            return None;
        }
        let values = moves::after_each_move(&self.forest);
        // A move to 0 wins. Without one, delete a root, the move that takes least.
        values
            .iter()
            .position(|&value| value == 0)
            .or_else(|| self.forest.roots().next())
    }
}

/// The nim value of every subtree and of the position after every move, in linear time.
mod moves {
    use hackendot::{Colour, Forest, contractions};

    /// The nim value of the subtree of every node (the node and all its descendants), by
    /// Úlehla's method applied to all subtrees at once.
    ///
    /// A node's colour is the same in its subtree as in the forest, and so is its contraction:
    /// for a black node `v`, `L(subtree(v))` is the subtree of `v` in `L(F)`; for a white node,
    /// whose children are all black, it is the forest of its children's subtrees in `L(F)`. With
    /// `value(T) = 2·value(L(T)) + [root white]`, every subtree's value comes from the values one
    /// contraction down, and the contractions shrink by half each time.
    pub fn subtree_values(forest: &Forest) -> Vec<u64> {
        let mut below: Vec<u64> = Vec::new();
        // From the last contraction up, each level's values from those of the level below it.
        for step in contractions(forest).iter().rev() {
            let (level, colours) = (&step.forest, &step.colours);
            // Black nodes keep their order: the i-th black node is node i of the next level.
            let mut next_number = Vec::with_capacity(level.len());
            let mut black_nodes = 0;
            for colour in colours {
                next_number.push(black_nodes);
                black_nodes += usize::from(*colour == Colour::Black);
            }
            // value(L(subtree)) for every node: its own value below if black, and the nim-sum of
            // its (black) children's values below if white.
            let mut contracted = vec![0u64; level.len()];
            for node in 0..level.len() {
                if colours[node] == Colour::Black {
                    let value = below[next_number[node]];
                    contracted[node] ^= value;
                    if let Some(parent) = level.parent(node)
                        && colours[parent] == Colour::White
                    {
                        contracted[parent] ^= value;
                    }
                }
            }
            below = (0..level.len())
                .map(|node| 2 * contracted[node] + u64::from(colours[node] == Colour::White))
                .collect();
        }
        below
    }

    /// The nim value of the position after a move at each node, in preorder.
    pub fn after_each_move(forest: &Forest) -> Vec<u64> {
        let values = subtree_values(forest);
        // The nim-sum of the values of each node's children's subtrees.
        let mut children = vec![0u64; forest.len()];
        for (node, value) in values.iter().enumerate() {
            if let Some(parent) = forest.parent(node) {
                children[parent] ^= value;
            }
        }
        let total = forest.roots().fold(0, |sum, root| sum ^ values[root]);
        // Deleting the path from a node to its root leaves the subtrees hanging off that path:
        // walking down, each step trades the node's own subtree for its children's subtrees.
        let mut left_behind = vec![0u64; forest.len()];
        let mut tree_value = vec![0u64; forest.len()];
        let mut after = Vec::with_capacity(forest.len());
        for node in 0..forest.len() {
            (left_behind[node], tree_value[node]) = match forest.parent(node) {
                None => (children[node], values[node]),
                Some(parent) => (
                    left_behind[parent] ^ values[node] ^ children[node],
                    tree_value[parent],
                ),
            };
            after.push(total ^ tree_value[node] ^ left_behind[node]);
        }
        after
    }

    #[cfg(test)]
    mod tests {
        use super::*;
        use hackendot::{BruteForce, forests, nim_value, trees};

        #[test]
        fn every_subtree_and_every_move_by_brute_force() {
            let mut brute = BruteForce::new();
            for nodes in 0..=8 {
                for forest in forests(nodes) {
                    let values = subtree_values(&forest);
                    let after = after_each_move(&forest);
                    for (node, value) in after.iter().enumerate() {
                        let moved = forest.without_path_to(node);
                        assert_eq!(*value, brute.nim_value(&moved).0, "{forest} at {node}");
                    }
                    for (tree, root) in forest.trees().zip(forest.roots()) {
                        let expected = brute.nim_value(tree.as_forest()).0;
                        assert_eq!(values[root], expected, "{forest}");
                    }
                }
            }
        }

        #[test]
        fn subtrees_of_larger_trees_by_the_method() {
            for tree in trees(11).step_by(7) {
                let forest = tree.into_forest();
                let values = subtree_values(&forest);
                let sizes = forest.subtree_sizes();
                for node in 0..forest.len() {
                    // The subtree of a node is the contiguous preorder range starting at it.
                    let parents: Vec<Option<usize>> = (node..node + sizes[node])
                        .map(|inner| {
                            if inner == node {
                                None
                            } else {
                                forest.parent(inner).map(|parent| parent - node)
                            }
                        })
                        .collect();
                    let subtree = Forest::from_parents(&parents).unwrap();
                    assert_eq!(values[node], nim_value(&subtree).0, "{forest} at {node}");
                }
            }
        }

        #[test]
        fn a_long_path() {
            let path = Forest::path(100_000);
            let values = subtree_values(&path);
            assert_eq!(values[0], 100_000);
            assert_eq!(values[99_999], 1);
            let after = after_each_move(&path);
            // Deleting node k leaves the path below it: the only move to 0 takes it all.
            assert_eq!(after.iter().position(|&value| value == 0), Some(99_999));
        }
    }
}

/// The forest as an indented outline with every node's number: roots at the left margin, a
/// node's children below it, and an only child on the same line as its parent.
mod drawing {
    use hackendot::Forest;

    /// Draws `forest` with `labels[node]` for each node. Nothing recurses.
    pub fn outline(forest: &Forest, labels: &[usize]) -> String {
        let count = forest.len();
        let mut children = vec![0usize; count];
        let mut last_child = vec![usize::MAX; count];
        for node in 0..count {
            if let Some(parent) = forest.parent(node) {
                children[parent] += 1;
                last_child[parent] = node;
            }
        }
        // `lead[node]`: what stands to the left of the node's number on the lines below it.
        let mut lead: Vec<String> = Vec::with_capacity(count);
        let mut lines: Vec<String> = Vec::new();
        for node in 0..count {
            let label = labels[node].to_string();
            let own_lead = match forest.parent(node) {
                None => {
                    lines.push(label.clone());
                    String::new()
                }
                Some(parent) if children[parent] == 1 => {
                    // An only child continues its parent's line.
                    let line = lines.last_mut().expect("the parent's line");
                    line.push_str(" ── ");
                    line.push_str(&label);
                    let width = labels[parent].to_string().len() + " ── ".chars().count();
                    format!("{}{}", lead[parent], " ".repeat(width))
                }
                Some(parent) => {
                    let last = last_child[parent] == node;
                    let (branch, below) = if last {
                        ("└── ", "    ")
                    } else {
                        ("├── ", "│   ")
                    };
                    lines.push(format!("{}{branch}{label}", lead[parent]));
                    format!("{}{below}", lead[parent])
                }
            };
            lead.push(own_lead);
        }
        lines.join("\n")
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        fn drawn(text: &str) -> String {
            let forest: Forest = text.parse().unwrap();
            let labels: Vec<usize> = (1..=forest.len()).collect();
            outline(&forest, &labels)
        }

        #[test]
        fn outlines() {
            assert_eq!(drawn("((())(()))"), "1\n├── 2 ── 3\n└── 4 ── 5");
            assert_eq!(drawn("((())) ()"), "1 ── 2 ── 3\n4");
            let expected = [
                "1",
                "├── 2 ── 3",
                "│        ├── 4",
                "│        └── 5 ── 6",
                "└── 7",
            ];
            assert_eq!(drawn("(((()(())))())"), expected.join("\n"));
            assert_eq!(drawn(""), "");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(text: &str) -> Position {
        Position::new(text.parse().unwrap())
    }

    #[test]
    fn numbers_stay_with_their_nodes() {
        let spider = position("((())(()))");
        let after = spider.after(Player::Left, 1);
        assert_eq!(after.forest.to_string(), "() (())");
        assert_eq!(after.labels, [3, 4, 5]);
        assert_eq!(
            after.draw(),
            "3\n4 ── 5\nnim value *3: whoever moves next wins"
        );
        assert_eq!(after.read_move(Player::Right, " 4 "), Ok(1));
        let refusals = [
            ("2", "Node 2 has already been deleted."),
            ("9", "There is no node 9."),
            ("0", "Type a node's number from 1 up, like `3` (not \"0\")."),
            ("x", "Type a node's number from 1 up, like `3` (not \"x\")."),
        ];
        for (typed, message) in refusals {
            assert_eq!(after.read_move(Player::Right, typed), Err(message.into()));
        }
    }

    #[test]
    fn moves_described() {
        let spider = position("((())(()))");
        assert_eq!(spider.describe(0), "node 1, a root");
        assert_eq!(
            spider.describe(4),
            "node 5 and its path to the root: nodes 5, 4, 1"
        );
        let path = Position::new(Forest::path(20));
        assert_eq!(
            path.describe(19),
            "node 20 and its path to the root, 20 nodes in all"
        );
    }

    #[test]
    fn the_computer_moves_to_zero_when_it_can() {
        // The spider is worth *: deleting its root leaves (()) (()), worth 0.
        assert_eq!(position("((())(()))").best_move(Player::Left), Some(0));
        // (()) (()) is worth 0: no move wins, so the computer deletes a root.
        assert_eq!(position("(()) (())").best_move(Player::Left), Some(0));
        assert_eq!(position("").best_move(Player::Left), None);
        let big = Position::new(Forest::path(1_000_000));
        assert_eq!(big.best_move(Player::Left), Some(999_999));
        assert!(
            big.draw()
                .starts_with("(1000000 nodes in one tree: too many to draw")
        );
    }
}
