//! Reading pictures: the edge list (`0-1:b 1-2:r`) and CGSuite's Hackenbush strings (`l(l;rl)`).

mod cgsuite;
mod edge_list;
mod error;

use std::str::FromStr;

pub use error::{ParsePictureError, ParsePictureErrorKind};

use crate::graph::grounded_vertices;
use crate::{Edge, Picture};

/// The most vertices a picture's text may name (vertex numbers up to 9 999 999).
pub const MAX_VERTICES: usize = 10_000_000;

impl FromStr for Picture {
    type Err = ParsePictureError;

    /// Reads either notation: a text whose first character (after white space) is a digit is an
    /// edge list, `0-1:b 1-2:r 2-0:g` (vertex 0 is the ground; colours `b`, `r`, `g`); anything
    /// else is one of CGSuite's Hackenbush strings, `l(l;rl)`: `l` blue, `r` red, `e` green, each
    /// edge climbing from the vertex before it; `(a;b;…)` branches from the vertex before it;
    /// `:A` or `:{name}` after an edge names the vertex it reaches, and a name used again is the
    /// same vertex (so `(l:A;r:A)` is two edges from the ground to one vertex, and `l:A r:A` a blue
    /// edge with a red loop on top); the string starts at
    /// the ground, which is also called `:{ground}`; `.` marks a vertex and may be left out;
    /// spaces are ignored. The empty text is the empty picture.
    ///
    /// ```
    /// use hackenbush::Picture;
    ///
    /// let tree: Picture = "l(l;rl)".parse().unwrap();
    /// assert_eq!(tree.to_string(), "0-1:b 1-2:b 1-3:r 3-4:b");
    /// let error = "0-1:b 1-2:x".parse::<Picture>().unwrap_err();
    /// assert_eq!(error.column(), 11);
    /// ```
    fn from_str(text: &str) -> Result<Picture, ParsePictureError> {
        let first = text.trim_start().chars().next();
        match first {
            None => Ok(Picture::empty()),
            Some(c) if c.is_ascii_digit() => edge_list::parse(text),
            Some(_) => cgsuite::parse(text),
        }
    }
}

/// The picture of edges read from `text`, each with the character number (from 1) where it was
/// written, or an error naming the first edge not joined to the ground.
fn grounded_picture(
    text: &str,
    edges: Vec<(Edge, usize)>,
    vertex_count: usize,
) -> Result<Picture, ParsePictureError> {
    let plain: Vec<Edge> = edges.iter().map(|(edge, _)| *edge).collect();
    let grounded = grounded_vertices(vertex_count, &plain, None);
    if let Some((index, (_, at))) = edges
        .iter()
        .enumerate()
        .find(|(_, (edge, _))| !grounded[edge.from])
    {
        return Err(ParsePictureError::in_text(
            text,
            *at,
            ParsePictureErrorKind::NotGrounded { edge: index },
        ));
    }
    Ok(Picture::new(plain, vertex_count))
}
