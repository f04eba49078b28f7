//! Which edges a player may cut, and how a cut is named: shared by everything that lets a reader
//! play (the calculator and the book's panels), so that they refuse and describe moves alike.

use std::error::Error;
use std::fmt;

use game::Player;

use crate::{Colour, Edge, Picture};

/// Why a player may not cut an edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CutError {
    /// The picture has only `count` edges.
    NoSuchEdge {
        /// The edge asked for, counted from 0.
        edge: usize,
        /// How many edges there are.
        count: usize,
    },
    /// The edge is the other player's colour.
    NotYours {
        /// The edge asked for.
        edge: usize,
        /// Its colour.
        colour: Colour,
        /// Who wanted to cut it.
        player: Player,
    },
}

impl fmt::Display for CutError {
    /// `there is no edge 5 (there are 3 edges)`, `edge 1 is red, and Left cuts blue or green edges`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CutError::NoSuchEdge { edge, count } => {
                let plural = if count == 1 { "" } else { "s" };
                write!(
                    f,
                    "there is no edge {edge} (there are {count} edge{plural})"
                )
            }
            CutError::NotYours {
                edge,
                colour,
                player,
            } => {
                let yours = match player {
                    Player::Left => "blue",
                    Player::Right => "red",
                };
                write!(
                    f,
                    "edge {edge} is {}, and {player} cuts {yours} or green edges",
                    colour.name()
                )
            }
        }
    }
}

impl Error for CutError {}

impl Picture {
    /// Whether `player` may cut edge number `edge` (from 0): it exists and is theirs or green.
    pub fn check_cut(&self, player: Player, edge: usize) -> Result<(), CutError> {
        let edges = self.edges();
        let Some(chosen) = edges.get(edge) else {
            return Err(CutError::NoSuchEdge {
                edge,
                count: edges.len(),
            });
        };
        if chosen.colour.cuttable_by(player) {
            Ok(())
        } else {
            Err(CutError::NotYours {
                edge,
                colour: chosen.colour,
                player,
            })
        }
    }

    /// Edge number `edge` (from 0) named for a reader: `edge 1 (red, 1-2)`, with `ground` for
    /// vertex 0. Panics if there is no such edge.
    pub fn describe_edge(&self, edge: usize) -> String {
        let Edge { from, to, colour } = self.edges()[edge];
        let end = |vertex: usize| match vertex {
            0 => "ground".to_string(),
            vertex => vertex.to_string(),
        };
        format!("edge {edge} ({}, {}-{})", colour.name(), end(from), end(to))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuts_are_checked_and_named() {
        let picture: Picture = "0-1:b 1-2:r 0-3:g".parse().unwrap();
        assert_eq!(picture.check_cut(Player::Left, 0), Ok(()));
        assert_eq!(picture.check_cut(Player::Right, 2), Ok(()));
        assert_eq!(
            picture.check_cut(Player::Left, 1).unwrap_err().to_string(),
            "edge 1 is red, and Left cuts blue or green edges"
        );
        assert_eq!(
            picture.check_cut(Player::Right, 5).unwrap_err().to_string(),
            "there is no edge 5 (there are 3 edges)"
        );
        assert_eq!(picture.describe_edge(1), "edge 1 (red, 1-2)");
        assert_eq!(picture.describe_edge(2), "edge 2 (green, ground-3)");
    }
}
