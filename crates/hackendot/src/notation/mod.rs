//! Reading and writing forests: nested parentheses and parent arrays.

mod error;
mod parentheses;
pub(crate) mod parents;

use std::fmt;
use std::str::FromStr;

pub use error::{ParseForestError, ParseForestErrorKind};
pub use parents::{ParentCycle, ParentsError};

use crate::forest::Forest;
use crate::tree::Tree;
use error::placed;

impl Forest {
    /// Reads either notation, told apart by the first character that is not white space: `(` or
    /// `)` for parentheses, a digit or `-` for a parent array. Empty text is the empty forest.
    ///
    /// # Errors
    /// A one-line [`ParseForestError`] naming the line and column of the fault.
    pub fn parse(text: &str) -> Result<Forest, ParseForestError> {
        match text.trim_start().chars().next() {
            Some(first) if first == '-' || first.is_ascii_digit() => Forest::parse_parents(text),
            _ => text.parse(),
        }
    }
}

impl FromStr for Forest {
    type Err = ParseForestError;

    /// Reads nested parentheses: `()` is a single node, `(()())` a root with two leaves, and trees
    /// follow one another, usually separated by a space: `(()) ()`. White space is ignored.
    ///
    /// ```
    /// use hackendot::Forest;
    ///
    /// let forest: Forest = " (()  ())()".parse().unwrap();
    /// assert_eq!(forest.to_string(), "(()()) ()");
    /// assert_eq!("(()))".parse::<Forest>().unwrap_err().to_string(), "column 5: unmatched ')'");
    /// ```
    fn from_str(text: &str) -> Result<Forest, ParseForestError> {
        parentheses::parse(text)
            .map(|(forest, _)| forest)
            .map_err(|error| placed(error, text))
    }
}

impl FromStr for Tree {
    type Err = ParseForestError;

    /// Reads one tree in parentheses, as [`Forest`] does, and refuses any other number of trees.
    fn from_str(text: &str) -> Result<Tree, ParseForestError> {
        parentheses::parse(text)
            .and_then(|(forest, second_root)| one_tree(forest, second_root, text))
            .map_err(|error| placed(error, text))
    }
}

impl Tree {
    /// Reads one tree as a parent array, as [`Forest::parse_parents`] does.
    ///
    /// # Errors
    /// As for forests, and when the array has no root or several.
    pub fn parse_parents(text: &str) -> Result<Tree, ParseForestError> {
        parents::parse(text)
            .and_then(|(forest, second_root)| one_tree(forest, second_root, text))
            .map_err(|error| placed(error, text))
    }
}

fn one_tree(
    forest: Forest,
    second_root: Option<usize>,
    text: &str,
) -> Result<Tree, ParseForestError> {
    let trees = forest.tree_count();
    Tree::try_from(forest).map_err(|_| {
        let column = second_root.unwrap_or(text.chars().count() + 1);
        ParseForestError::at(column, ParseForestErrorKind::NotOneTree { trees })
    })
}

impl fmt::Display for Forest {
    /// Nested parentheses, trees separated by a space; the empty forest is the empty string.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        parentheses::write(self, f)
    }
}

impl fmt::Display for Tree {
    /// Nested parentheses.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        parentheses::write(self.as_forest(), f)
    }
}
