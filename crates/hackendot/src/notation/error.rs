//! Parse errors: one line, naming the line and column of the fault.

use std::fmt;

use crate::forest::MAX_NODES;
use game::text::Place;

/// Why a forest's (or a tree's) text could not be read, and where.
///
/// Displays as one line such as `column 4: unmatched ')'`, or `line 2, column 4: unmatched ')'`
/// when the text has several lines. Lines and columns count characters from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseForestError {
    place: Place,
    kind: ParseForestErrorKind,
}

/// What went wrong while reading a forest: the kinds of [`ParseForestError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseForestErrorKind {
    /// A `)` with no `(` to close.
    UnmatchedClose,
    /// The text ended while a `(` was still open; the error is just past the text's last
    /// character.
    Unclosed {
        /// The line of the outermost `(` left open, from 1.
        line: usize,
        /// Its column, from 1.
        column: usize,
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

impl ParseForestError {
    /// An error at character number `column` (from 1) of the whole text, to be
    /// [placed](ParseForestError::placed_in) in its lines once the text is known.
    pub(crate) fn new(column: usize, kind: ParseForestErrorKind) -> Self {
        let place = Place::in_one_line(column);
        ParseForestError { place, kind }
    }

    /// The error with its character numbers turned into lines and columns of `text`.
    pub(crate) fn placed_in(self, text: &str) -> Self {
        let kind = match self.kind {
            ParseForestErrorKind::Unclosed { column, .. } => {
                let opened = Place::of(text, column);
                ParseForestErrorKind::Unclosed {
                    line: opened.line,
                    column: opened.column,
                }
            }
            kind => kind,
        };
        let place = Place::of(text, self.place.column);
        ParseForestError { place, kind }
    }

    /// The 1-based line of the fault.
    pub fn line(&self) -> usize {
        self.place.line
    }

    /// The 1-based column (in characters, within its line) of the fault.
    pub fn column(&self) -> usize {
        self.place.column
    }

    /// What went wrong.
    pub fn kind(&self) -> &ParseForestErrorKind {
        &self.kind
    }
}

impl fmt::Display for ParseForestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.place.describe())?;
        match self.kind {
            // In a text of several lines, the opening parenthesis is placed by its line too.
            ParseForestErrorKind::Unclosed { line, column } if self.place.several_lines => {
                write!(f, "unclosed '(' opened at line {line}, column {column}")
            }
            ref kind => kind.fmt(f),
        }
    }
}

impl fmt::Display for ParseForestErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseForestErrorKind::UnmatchedClose => f.write_str("unmatched ')'"),
            ParseForestErrorKind::Unclosed { line: 1, column } => {
                write!(f, "unclosed '(' opened at column {column}")
            }
            ParseForestErrorKind::Unclosed { line, column } => {
                write!(f, "unclosed '(' opened at line {line}, column {column}")
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

impl std::error::Error for ParseForestError {}
