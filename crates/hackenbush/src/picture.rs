//! Pictures: finite multigraphs standing on the ground, and the moves on them.

use std::fmt;

use game::{Game, Player};

use crate::Colour;
use crate::graph::grounded_vertices;

/// One edge of a picture, between vertices `from` and `to` (vertex 0 is the ground; `from` may
/// equal `to`, a loop).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Edge {
    /// One end (the end nearer the ground when the picture was written down).
    pub from: usize,
    /// The other end.
    pub to: usize,
    /// Who may cut it.
    pub colour: Colour,
}

impl Edge {
    /// The edge from `from` to `to` of the given colour.
    pub fn new(from: usize, to: usize, colour: Colour) -> Edge {
        Edge { from, to, colour }
    }
}

impl fmt::Display for Edge {
    /// The edge-list notation, `0-1:b`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}:{}", self.from, self.to, self.colour.letter())
    }
}

/// A Hackenbush position: a finite multigraph whose vertex 0 is the ground, every edge of which
/// is joined to the ground. Cycles, several edges between two vertices and loops are allowed.
///
/// Edges are numbered from 0 in the order they were written; vertices keep their numbers when
/// edges are cut (so a picture redrawn after a move looks the same), which is why
/// [`Picture::vertex_count`] may count vertices no edge reaches any more.
///
/// ```
/// use hackenbush::{Colour, Picture};
///
/// let picture: Picture = "0-1:b 1-2:r 2-0:g".parse().unwrap();
/// assert_eq!(picture.edges().len(), 3);
/// assert_eq!(picture.edges()[2].colour, Colour::Green);
/// // Cutting the blue edge leaves the red and green ones hanging from the ground.
/// assert_eq!(picture.cut(0).to_string(), "1-2:r 2-0:g");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Picture {
    edges: Vec<Edge>,
    vertex_count: usize,
}

impl Picture {
    /// The picture of these edges, on vertices `0..vertex_count` (at least every vertex an edge
    /// names, and at least the ground). Edges not joined to the ground are dropped: they are
    /// not part of any Hackenbush position.
    pub fn new(edges: impl IntoIterator<Item = Edge>, vertex_count: usize) -> Picture {
        let edges: Vec<Edge> = edges.into_iter().collect();
        let needed = edges
            .iter()
            .map(|edge| edge.from.max(edge.to) + 1)
            .max()
            .unwrap_or(1);
        let vertex_count = vertex_count.max(needed);
        let grounded = grounded_vertices(vertex_count, &edges, None);
        let edges = edges
            .into_iter()
            .filter(|edge| grounded[edge.from])
            .collect();
        Picture {
            edges,
            vertex_count,
        }
    }

    /// The picture with no edges, worth 0.
    pub fn empty() -> Picture {
        Picture {
            edges: Vec::new(),
            vertex_count: 1,
        }
    }

    /// The edges, numbered from 0.
    pub fn edges(&self) -> &[Edge] {
        &self.edges
    }

    /// The number of vertices, the ground (vertex 0) included.
    pub fn vertex_count(&self) -> usize {
        self.vertex_count
    }

    /// Whether there are no edges left.
    pub fn is_empty(&self) -> bool {
        self.edges.is_empty()
    }

    /// The picture after edge `edge` is cut: that edge, and every edge no longer joined to the
    /// ground, removed. The other edges keep their order (and so are renumbered), the vertices
    /// their numbers.
    ///
    /// # Panics
    /// If there is no edge `edge`.
    pub fn cut(&self, edge: usize) -> Picture {
        assert!(
            edge < self.edges.len(),
            "edge {edge} does not exist: the picture has {} edges",
            self.edges.len()
        );
        let mut keep = vec![true; self.edges.len()];
        keep[edge] = false;
        let grounded = grounded_vertices(self.vertex_count, &self.edges, Some(&keep));
        let edges = self
            .edges
            .iter()
            .enumerate()
            .filter(|&(index, edge)| keep[index] && grounded[edge.from])
            .map(|(_, edge)| *edge)
            .collect();
        Picture {
            edges,
            vertex_count: self.vertex_count,
        }
    }

    /// The edges `player` may cut, by number.
    pub fn moves(&self, player: Player) -> impl Iterator<Item = usize> + '_ {
        self.edges
            .iter()
            .enumerate()
            .filter(move |(_, edge)| edge.colour.cuttable_by(player))
            .map(|(index, _)| index)
    }

    /// Whether every edge has this colour (true of the empty picture).
    pub fn is_all(&self, colour: Colour) -> bool {
        self.edges.iter().all(|edge| edge.colour == colour)
    }

    /// Whether no edge is green: a red-blue picture, always worth a number.
    pub fn is_red_blue(&self) -> bool {
        self.edges.iter().all(|edge| edge.colour != Colour::Green)
    }
}

impl Game for Picture {
    /// Cutting any edge of the player's colour (or a green one).
    fn options(&self, player: Player) -> Vec<Picture> {
        self.moves(player).map(|edge| self.cut(edge)).collect()
    }
}

impl fmt::Display for Picture {
    /// The edge list, `0-1:b 1-2:r 2-0:g`; the empty picture is the empty string.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, edge) in self.edges.iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{edge}")?;
        }
        Ok(())
    }
}
