//! Parse errors: one line, naming the 1-based column of the fault.

use std::fmt;

use crate::forest::MAX_NODES;

/// Why a forest's text could not be read, and where.
///
/// Displays as one line such as `column 4: unmatched ')'`. Columns count characters from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseForestError {
    column: usize,
    kind: ParseErrorKind,
}

/// What went wrong while reading a forest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// A `)` with no `(` to close.
    UnmatchedClose,
    /// The text ended while a `(` was still open; the error's column is just past the end.
    Unclosed {
        /// The column of the outermost `(` left open.
        opened_at: usize,
    },
    /// A character that is neither a parenthesis nor white space.
    UnexpectedCharacter(char),
    /// A word in a parent array that is neither a node number nor `-`/`-1`.
    NotAParent(String),
    /// A parent number that names no node.
    ParentOutOfRange {
        /// The node whose parent is wrong (0-based).
        node: usize,
        /// The parent as written.
        parent: String,
        /// How many nodes there are.
        nodes: usize,
    },
    /// Parents that go round in a circle, so these nodes never reach a root.
    Cycle(super::parents::ParentCycle),
    /// More nodes than a forest can hold.
    TooManyNodes,
    /// A tree was expected but the text holds another number of trees.
    NotOneTree {
        /// How many trees the text holds.
        trees: usize,
    },
}

impl ParseForestError {
    pub(crate) fn new(column: usize, kind: ParseErrorKind) -> Self {
        ParseForestError { column, kind }
    }

    /// The 1-based column (in characters) of the fault.
    pub fn column(&self) -> usize {
        self.column
    }

    /// What went wrong.
    pub fn kind(&self) -> &ParseErrorKind {
        &self.kind
    }
}

impl fmt::Display for ParseForestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.kind)
    }
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseErrorKind::UnmatchedClose => f.write_str("unmatched ')'"),
            ParseErrorKind::Unclosed { opened_at } => {
                write!(f, "unclosed '(' opened at column {opened_at}")
            }
            ParseErrorKind::UnexpectedCharacter(found) => {
                write!(
                    f,
                    "unexpected character {found:?}: expected '(', ')' or a space"
                )
            }
            ParseErrorKind::NotAParent(word) => {
                write!(f, "expected a parent's node number or '-', found {word:?}")
            }
            ParseErrorKind::ParentOutOfRange {
                node,
                parent,
                nodes,
            } => write!(
                f,
                "node {node}'s parent {parent} is out of range: the nodes are 0 to {}",
                nodes.saturating_sub(1)
            ),
            ParseErrorKind::Cycle(cycle) => cycle.fmt(f),
            ParseErrorKind::TooManyNodes => write!(f, "too many nodes: at most {MAX_NODES}"),
            ParseErrorKind::NotOneTree { trees: 0 } => f.write_str("expected a tree, found none"),
            ParseErrorKind::NotOneTree { .. } => {
                f.write_str("a second tree starts here: expected one tree")
            }
        }
    }
}

impl std::error::Error for ParseForestError {}
