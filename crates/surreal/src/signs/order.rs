//! Comparing sign sequences (`−` < end < `+` at the first difference) without unfolding
//! anything infinite: two cursors walk the pieces, opening a piece only where the two
//! sequences differ inside it.

use std::cmp::Ordering;

use super::intern::{Interner, PLUS};
use crate::Sign;

/// Where a cursor stands: in the top list (which ends), or inside a piece (which never does).
enum Frame<'a> {
    List(&'a [u32], usize),
    Piece(u32, usize),
}

struct Cursor<'a> {
    frames: Vec<Frame<'a>>,
}

impl<'a> Cursor<'a> {
    fn head(&self, pieces: &Interner) -> Option<u32> {
        match *self.frames.last().expect("a frame") {
            Frame::List(list, index) => list.get(index).copied(),
            Frame::Piece(id, index) => Some(pieces.child(id, index)),
        }
    }

    fn advance(&mut self, pieces: &Interner) {
        match self.frames.last_mut().expect("a frame") {
            Frame::List(_, index) => *index += 1,
            Frame::Piece(id, index) => {
                let piece = pieces.piece(*id);
                *index += 1;
                // Stay within the first two periods: the sequence repeats from there on.
                let (u, v) = (piece.pre.len(), piece.period.len());
                if *index >= u + v {
                    *index = u + (*index - u) % v;
                }
            }
        }
    }

    /// Steps into the head piece: its children take its place.
    fn open(&mut self, head: u32) {
        self.frames.push(Frame::Piece(head, 0));
    }
}

// ANCHOR: compare
/// The order of two sign sequences, given as lists of pieces of non-increasing levels.
pub(crate) fn compare(pieces: &Interner, a: &[u32], b: &[u32]) -> Ordering {
    let mut x = Cursor {
        frames: vec![Frame::List(a, 0)],
    };
    let mut y = Cursor {
        frames: vec![Frame::List(b, 0)],
    };
    loop {
        match (x.head(pieces), y.head(pieces)) {
            (None, None) => return Ordering::Equal,
            // The sequence that goes on is greater exactly when it goes on with `+`.
            (None, Some(q)) => return plus_is_greater(pieces.first_sign(q)).reverse(),
            (Some(p), None) => return plus_is_greater(pieces.first_sign(p)),
            (Some(p), Some(q)) if p == q => {
                x.advance(pieces);
                y.advance(pieces);
            }
            (Some(p), Some(q)) => {
                let (lp, lq) = (pieces.level(p), pieces.level(q));
                if lp == 0 && lq == 0 {
                    return if p == PLUS {
                        Ordering::Greater
                    } else {
                        Ordering::Less
                    };
                }
                if lp >= lq {
                    x.open(p);
                }
                if lq >= lp {
                    y.open(q);
                }
            }
        }
    }
}
// ANCHOR_END: compare

fn plus_is_greater(sign: Sign) -> Ordering {
    match sign {
        Sign::Plus => Ordering::Greater,
        Sign::Minus => Ordering::Less,
    }
}
