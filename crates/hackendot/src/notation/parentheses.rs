//! Nested parentheses: `()` is a node, the parentheses inside it are its children.

use std::fmt;

use game::text::Place;

use super::error::{ParseForestError, ParseForestErrorKind};
use crate::forest::{Forest, MAX_NODES, NO_PARENT};

/// Reads a forest in parentheses, white space allowed anywhere. Also returns the column where a
/// second tree starts, if one does, for readers that want exactly one tree. Columns here count
/// the characters of the whole text; [`super::error::placed`] makes them lines and columns.
pub(crate) fn parse(text: &str) -> Result<(Forest, Option<usize>), ParseForestError> {
    let mut parents: Vec<u32> = Vec::new();
    // The nodes whose ')' is still to come, with the columns of their '('.
    let mut open: Vec<(u32, usize)> = Vec::new();
    let mut second_root = None;
    let mut roots = 0;
    let mut columns = 0;
    for (index, character) in text.chars().enumerate() {
        let column = index + 1;
        columns = column;
        match character {
            '(' => {
                if parents.len() >= MAX_NODES {
                    return Err(ParseForestError::at(
                        column,
                        ParseForestErrorKind::TooManyNodes,
                    ));
                }
                let parent = open.last().map_or(NO_PARENT, |&(node, _)| node);
                if parent == NO_PARENT {
                    roots += 1;
                    if roots == 2 {
                        second_root = Some(column);
                    }
                }
                open.push((parents.len() as u32, column));
                parents.push(parent);
            }
            ')' => {
                if open.pop().is_none() {
                    return Err(ParseForestError::at(
                        column,
                        ParseForestErrorKind::UnmatchedClose,
                    ));
                }
            }
            space if space.is_whitespace() => {}
            other => {
                let kind = ParseForestErrorKind::UnexpectedCharacter(other);
                return Err(ParseForestError::at(column, kind));
            }
        }
    }
    if let Some(&(_, opened_at)) = open.first() {
        let opened = Place::in_one_line(opened_at);
        let kind = ParseForestErrorKind::Unclosed { opened };
        return Err(ParseForestError::at(columns + 1, kind));
    }
    Ok((Forest::from_preorder(parents), second_root))
}

/// Writes the forest in parentheses, trees separated by a space.
pub(crate) fn write(forest: &Forest, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut text = String::with_capacity(2 * forest.len() + forest.len() / 2);
    // The nodes whose ')' is still to be written, innermost last.
    let mut open: Vec<u32> = Vec::new();
    for (node, &parent) in forest.raw_parents().iter().enumerate() {
        while open.last().is_some_and(|&top| top != parent) {
            open.pop();
            text.push(')');
        }
        if parent == NO_PARENT && node > 0 {
            text.push(' ');
        }
        text.push('(');
        open.push(node as u32);
    }
    text.extend(open.iter().map(|_| ')'));
    f.write_str(&text)
}
