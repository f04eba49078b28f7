//! Parse errors: one line, naming the line and column of the fault.

use std::fmt;

use crate::forest::MAX_NODES;
use game::text::{ParseError, Place};

/// Why a forest's (or a tree's) text could not be read, and where: [`ParseForestErrorKind`] at a
/// [`Place`].
///
/// Displays as one line such as `column 4: unmatched ')'`, or `line 2, column 4: unmatched ')'`
/// when the text has several lines. Lines and columns count characters from 1.
pub type ParseForestError = ParseError<ParseForestErrorKind>;

/// What went wrong while reading a forest: the kinds of [`ParseForestError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseForestErrorKind {
    /// A `)` with no `(` to close.
    UnmatchedClose,
    /// The text ended while a `(` was still open; the error is just past the text's last
    /// character.
    Unclosed {
        /// Where the outermost `(` left open stands.
        opened: Place,
    },
    /// A character that is neither a parenthesis nor white space.
    UnexpectedCharacter(char),
    /// A word in a parent array that is neither a node number nor `-`/`-1`: the word, cut to
    /// its first 40 characters and `…` if longer.
    NotAParent(String),
    /// A parent number that names no node.
    ParentOutOfRange {
        /// The node whose parent is wrong (0-based).
        node: usize,
        /// The parent as written, cut as in [`ParseForestErrorKind::NotAParent`].
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

/// `error`, made with character numbers of the whole `text` ([`ParseError::at`]), placed in its
/// lines and columns: the `(` an [`Unclosed`](ParseForestErrorKind::Unclosed) names too.
pub(crate) fn placed(error: ParseForestError, text: &str) -> ParseForestError {
    error.placed_in(text).map_kind(|kind| match kind {
        ParseForestErrorKind::Unclosed { opened } => ParseForestErrorKind::Unclosed {
            opened: Place::of(text, opened.column),
        },
        kind => kind,
    })
}

impl fmt::Display for ParseForestErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseForestErrorKind::UnmatchedClose => f.write_str("unmatched ')'"),
            ParseForestErrorKind::Unclosed { opened } => {
                write!(f, "unclosed '(' opened at {}", opened.describe())
            }
            ParseForestErrorKind::UnexpectedCharacter(found) => {
                write!(
                    f,
                    "unexpected character {found:?}: expected '(', ')' or a space"
                )
            }
            ParseForestErrorKind::NotAParent(word) => {
                write!(f, "expected a parent's node number or '-', found {word:?}")
            }
            ParseForestErrorKind::ParentOutOfRange {
                node,
                parent,
                nodes,
            } => write!(
                f,
                "node {node}'s parent {parent} is out of range: the nodes are 0 to {}",
                nodes.saturating_sub(1)
            ),
            ParseForestErrorKind::Cycle(cycle) => cycle.fmt(f),
            ParseForestErrorKind::TooManyNodes => write!(f, "too many nodes: at most {MAX_NODES}"),
            ParseForestErrorKind::NotOneTree { trees: 0 } => {
                f.write_str("expected a tree, found none")
            }
            ParseForestErrorKind::NotOneTree { .. } => {
                f.write_str("a second tree starts here: expected one tree")
            }
        }
    }
}
