//! `gamebird hackendot …`: von Neumann's Hackendot, a Nim heap hidden in every tree (chapter 10).
//!
//! Values come from Úlehla's contraction method (`hackendot::nim_value`), and the computer's moves
//! from `hackendot::moves`, both in linear time, so a million-node tree is no trouble.

use std::io::Write;

use clap::Subcommand;
use game::play::Playable;
use hackendot::{Forest, Labelled, contractions, moves, nim_value, svg};

use crate::cli::{Failure, read_by, within_picture_limit, written};
use crate::play::{self, Draw, Starter};

/// Forests of rooted trees: nim values, contractions, winning moves, a game (chapter 10).
///
/// A move deletes a node and every node on the path from it to its tree's root; the rest falls
/// apart into smaller trees. Whoever deletes the last node wins. A forest is written in nested
/// parentheses: () is a node, (()()) a root with two leaves, and trees follow one another: "(())
/// ()". Or as a parent array: word i is node i's parent, '-' for a root: "- 0 0 1". '-' alone
/// reads the forest from standard input. Nodes are numbered from 0 in preorder: each root, then
/// the subtrees of its children in turn.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The nim value, e.g. "((())(()))" is *.
    ///
    /// Printed as CGSuite writes nimbers: 0, *, *2, *3, ... The first player wins exactly when it
    /// is not 0. With '-' as the forest, reads it from standard input, however large.
    Value {
        /// The forest, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        forest: String,
    },
    /// Úlehla's contractions, the bit each gives, and the value.
    ///
    /// Each line is one contraction L^k of the forest, every node marked after its '(' with its
    /// colour: w (white: a leaf, or a node none of whose children is white) or b (black: a node
    /// with a white child). The next contraction keeps the black nodes, each attached to its
    /// nearest black ancestor. Bit k of the nim value is the parity of the number of white roots
    /// of L^k. The last line is the value.
    Contract {
        /// The forest, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        forest: String,
    },
    /// A winning move, if there is one: a move to a position worth 0.
    Best {
        /// The forest, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        forest: String,
    },
    /// Play against the computer in the terminal.
    ///
    /// The computer moves to a position worth 0 whenever it can. The forest is drawn with its
    /// nodes numbered, roots at the left; type the number of the node to delete. 'hint' asks for
    /// advice, 'quit' or the end of input (Ctrl-D) stops.
    Play {
        /// The starting forest.
        #[arg(allow_hyphen_values = true)]
        forest: String,
        /// Who moves first (asked if not given).
        #[arg(long, value_enum)]
        first: Option<Starter>,
    },
    /// A picture of the forest, as SVG on standard output, roots at the bottom.
    Svg {
        /// The forest, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        forest: String,
        /// Colour the nodes as Úlehla's method does.
        #[arg(long)]
        coloured: bool,
        /// Draw the forest beside its successive contractions, each labelled with its bit.
        #[arg(long, conflicts_with = "coloured")]
        contractions: bool,
        /// The most nodes to draw: the picture is built in memory.
        #[arg(long, default_value_t = 10_000)]
        max: usize,
    },
}

/// Runs a `gamebird hackendot` command.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Value { forest } => play::value(&read(&forest)?, false, out)?,
        Command::Contract { forest } => {
            let forest = read(&forest)?;
            for step in contractions(&forest) {
                writeln!(out, "{step}")?;
            }
            let value = nim_value(&forest);
            writeln!(out, "nim value {value} (binary {:b})", value.0)?;
        }
        Command::Best { forest } => best(read(&forest)?, out)?,
        Command::Play { forest, first } => {
            play::refuse_standard_input(&forest)?;
            play::start(Labelled::new(read(&forest)?), None, first, out)?;
        }
        Command::Svg {
            forest,
            coloured,
            contractions,
            max,
        } => {
            let forest = read(&forest)?;
            within_picture_limit(forest.len(), max, "nodes")?;
            let picture = if contractions {
                svg::contractions(&forest)
            } else if coloured {
                svg::forest(&forest, svg::Style::Coloured)
            } else {
                svg::forest(&forest, svg::Style::Plain)
            };
            out.write_all(picture.as_bytes())?;
        }
    }
    Ok(())
}

/// The forest given as an argument (`-` for standard input), in either notation; an error on
/// several lines of input names its line and column.
fn read(argument: &str) -> Result<Forest, Failure> {
    read_by(argument, Forest::parse)
}

fn best(forest: Forest, out: &mut dyn Write) -> Result<(), Failure> {
    match moves::winning_moves(&forest).first() {
        Some(&node) => {
            let game = Labelled::new(forest);
            let after = game.forest().without_path_to(node);
            writeln!(out, "Take {}.", game.describe(&node))?;
            writeln!(
                out,
                "That leaves {} = 0: whoever moves next loses.",
                written(&after, "no nodes")
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

/// The most nodes the terminal drawing shows; a larger forest is summarised in one line.
const MOST_DRAWN: usize = 300;

impl Draw for Labelled {
    fn draw(&self) -> String {
        let (forest, labels) = (self.forest(), self.labels());
        let mut drawing = if forest.is_empty() {
            "(no nodes left)".to_string()
        } else if forest.len() > MOST_DRAWN {
            let trees = match forest.tree_count() {
                1 => "one tree".to_string(),
                count => format!("{count} trees"),
            };
            format!(
                "({} nodes in {trees}: too many to draw; numbered {} to {})",
                forest.len(),
                labels[0],
                labels[labels.len() - 1]
            )
        } else {
            drawing::outline(forest, labels)
        };
        let value = nim_value(forest);
        let verdict = if value.0 == 0 {
            "whoever moves next loses"
        } else {
            "whoever moves next wins"
        };
        drawing.push_str(&format!("\nnim value {value}: {verdict}"));
        drawing
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
            let labels: Vec<usize> = (0..forest.len()).collect();
            outline(&forest, &labels)
        }

        #[test]
        fn outlines() {
            assert_eq!(drawn("((())(()))"), "0\n├── 1 ── 2\n└── 3 ── 4");
            assert_eq!(drawn("((())) ()"), "0 ── 1 ── 2\n3");
            let expected = [
                "0",
                "├── 1 ── 2",
                "│        ├── 3",
                "│        └── 4 ── 5",
                "└── 6",
            ];
            assert_eq!(drawn("(((()(())))())"), expected.join("\n"));
            assert_eq!(drawn(""), "");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game::Player;

    #[test]
    fn drawn_with_the_starting_numbers() {
        let spider = Labelled::new("((())(()))".parse().unwrap());
        let after = spider.after(Player::Left, &1);
        assert_eq!(
            after.draw(),
            "2\n3 ── 4\nnim value *3: whoever moves next wins"
        );
        let big = Labelled::new(Forest::path(1_000_000));
        assert!(
            big.draw()
                .starts_with("(1000000 nodes in one tree: too many to draw")
        );
    }
}
