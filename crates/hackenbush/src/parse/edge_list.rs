//! The edge list: words `FROM-TO:COLOUR` separated by white space.

use super::{MAX_VERTICES, ParsePictureError, ParsePictureErrorKind as Kind, grounded_picture};
use crate::{Colour, Edge, Picture};

/// Reads an edge list such as `0-1:b 1-2:r 2-0:g`.
pub(super) fn parse(text: &str) -> Result<Picture, ParsePictureError> {
    let mut edges = Vec::new();
    let mut vertex_count = 1;
    for (at, word) in words(text) {
        let fail = |offset: usize, kind| Err(ParsePictureError::in_text(text, at + offset, kind));
        let Some((ends, colour)) = word.split_once(':') else {
            return fail(0, Kind::NotAnEdge(word.to_string()));
        };
        let Some((from, to)) = ends.split_once('-') else {
            return fail(0, Kind::NotAnEdge(word.to_string()));
        };
        let to_at = from.chars().count() + 1;
        let colour_at = ends.chars().count() + 1;
        let Some(from) = vertex(from) else {
            return fail(0, Kind::NotAVertex(from.to_string()));
        };
        let Some(to) = vertex(to) else {
            return fail(to_at, Kind::NotAVertex(to.to_string()));
        };
        let mut letters = colour.chars();
        let colour = match (letters.next().and_then(Colour::from_letter), letters.next()) {
            (Some(colour), None) => colour,
            _ => return fail(colour_at, Kind::UnknownColour(colour.to_string())),
        };
        vertex_count = vertex_count.max(from.max(to) + 1);
        edges.push((Edge::new(from, to, colour), at));
    }
    grounded_picture(text, edges, vertex_count)
}

/// A vertex number, if `word` is one (digits only, below [`MAX_VERTICES`]).
fn vertex(word: &str) -> Option<usize> {
    if word.is_empty() || word.len() > 7 || !word.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    word.parse().ok().filter(|&v| v < MAX_VERTICES)
}

/// The words of `text` with the character number (from 1) each starts at.
fn words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut chars = 0;
    let mut start: Option<(usize, usize)> = None;
    let mut found = Vec::new();
    for (byte, c) in text.char_indices() {
        chars += 1;
        match (c.is_whitespace(), start) {
            (false, None) => start = Some((chars, byte)),
            (true, Some((at, from))) => {
                found.push((at, &text[from..byte]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((at, from)) = start {
        found.push((at, &text[from..]));
    }
    found.into_iter()
}
