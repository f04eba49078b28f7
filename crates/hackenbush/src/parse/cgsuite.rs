//! CGSuite's Hackenbush strings: `l` blue, `r` red, `e` green, `(a;b)` branches, `:A` names.

use std::collections::HashMap;

use super::{MAX_VERTICES, ParsePictureError, ParsePictureErrorKind as Kind, grounded_picture};
use crate::{Colour, Edge, Picture};

/// The name CGSuite's strings may use for the ground.
const GROUND: &str = "ground";

/// A reader over the characters of one string, with an explicit stack of open branches (so no
/// nesting depth can overflow the call stack).
struct Reader<'a> {
    text: &'a str,
    chars: Vec<char>,
    /// The next character's index (from 0).
    at: usize,
    names: HashMap<String, usize>,
    vertex_count: usize,
    edges: Vec<(Edge, usize)>,
}

/// Reads a string such as `l(l;rl)` or `(lr:A;lr:A)`.
pub(super) fn parse(text: &str) -> Result<Picture, ParsePictureError> {
    let mut reader = Reader {
        text,
        chars: text.chars().collect(),
        at: 0,
        names: HashMap::from([(GROUND.to_string(), 0)]),
        vertex_count: 1,
        edges: Vec::new(),
    };
    reader.read()?;
    grounded_picture(text, reader.edges, reader.vertex_count)
}

impl Reader<'_> {
    fn fail<T>(&self, index: usize, kind: Kind) -> Result<T, ParsePictureError> {
        Err(ParsePictureError::in_text(self.text, index + 1, kind))
    }

    /// The next character that is not white space, without taking it.
    fn peek(&mut self) -> Option<char> {
        while self.chars.get(self.at).is_some_and(|c| c.is_whitespace()) {
            self.at += 1;
        }
        self.chars.get(self.at).copied()
    }

    fn new_vertex(&mut self, index: usize) -> Result<usize, ParsePictureError> {
        if self.vertex_count >= super::MAX_VERTICES {
            return self.fail(index, Kind::NotAVertex(format!("{MAX_VERTICES}")));
        }
        self.vertex_count += 1;
        Ok(self.vertex_count - 1)
    }

    /// An optional `.` and `:name` after an edge (or at the start of a part); the vertex they
    /// name, or `fresh` made new when there is no name or the name is new.
    fn vertex_mark(
        &mut self,
        fresh: impl FnOnce(&mut Self) -> Result<usize, ParsePictureError>,
    ) -> Result<usize, ParsePictureError> {
        if self.peek() == Some('.') {
            self.at += 1;
        }
        if self.peek() != Some(':') {
            return fresh(self);
        }
        let colon = self.at;
        self.at += 1;
        let name = self.name(colon)?;
        if self.peek() == Some(':') {
            return self.fail(self.at, Kind::SecondName);
        }
        match self.names.get(&name) {
            Some(&vertex) => Ok(vertex),
            None => {
                let vertex = fresh(self)?;
                self.names.insert(name, vertex);
                Ok(vertex)
            }
        }
    }

    /// The name after a `:` (at index `colon`): one letter or digit, or `{…}`.
    fn name(&mut self, colon: usize) -> Result<String, ParsePictureError> {
        match self.chars.get(self.at) {
            Some('{') => {
                let open = self.at;
                let Some(length) = self.chars[open + 1..].iter().position(|&c| c == '}') else {
                    return self.fail(open, Kind::UnclosedName);
                };
                if length == 0 {
                    return self.fail(colon, Kind::MissingName);
                }
                self.at = open + length + 2;
                Ok(self.chars[open + 1..open + 1 + length].iter().collect())
            }
            Some(&c) if c.is_alphanumeric() => {
                self.at += 1;
                Ok(c.to_string())
            }
            _ => self.fail(colon, Kind::MissingName),
        }
    }

    fn read(&mut self) -> Result<(), ParsePictureError> {
        // Each part starts at a vertex: the first at the ground, later ones (after a `;` outside
        // parentheses) at a new vertex unless named.
        let mut current = self.vertex_mark(|_| Ok(0))?;
        let mut open: Vec<(usize, usize)> = Vec::new(); // (vertex, index of its '(')
        let mut after_branches = false;
        while let Some(c) = self.peek() {
            let index = self.at;
            if let Some(colour) = Colour::from_cgsuite_letter(c) {
                if after_branches {
                    return self.fail(index, Kind::AfterBranches);
                }
                self.at += 1;
                let to = self.vertex_mark(|reader| reader.new_vertex(index))?;
                self.edges.push((Edge::new(current, to, colour), index + 1));
                current = to;
                continue;
            }
            match c {
                '(' => {
                    if after_branches {
                        return self.fail(index, Kind::AfterBranches);
                    }
                    self.at += 1;
                    open.push((current, index));
                }
                ';' => {
                    self.at += 1;
                    after_branches = false;
                    match open.last() {
                        Some(&(vertex, _)) => current = vertex,
                        None => current = self.vertex_mark(|reader| reader.new_vertex(index))?,
                    }
                }
                ')' => {
                    let Some((vertex, _)) = open.pop() else {
                        return self.fail(index, Kind::UnmatchedClose);
                    };
                    self.at += 1;
                    current = vertex;
                    after_branches = true;
                }
                '-' => return self.fail(index, Kind::UncolouredEdge),
                ':' | '.' => return self.fail(index, Kind::MisplacedName),
                c if c.is_alphabetic() => {
                    return self.fail(index, Kind::UnknownColour(c.to_string()));
                }
                c => return self.fail(index, Kind::UnexpectedCharacter(c)),
            }
        }
        if let Some(&(_, index)) = open.first() {
            let end = self.chars.len();
            let column = game::text::Place::of(self.text, index + 1).column;
            return self.fail(end, Kind::Unclosed { column });
        }
        Ok(())
    }
}
