//! From canonical pieces to runs and cycles: a piece `u v^ω` whose period `v` is made of
//! constant pieces is a cycle; one whose period is not gives an infinite sum.

use super::segments::{Seg, push_run};
use crate::Sign;
use crate::len::Len;
use crate::signs::{MINUS, PLUS, Piece};

/// A piece whose period holds pieces that are not constant.
#[derive(Debug)]
pub(crate) struct Complex(pub(crate) u32);

/// What each piece is made of alone (`s^{ω^k}`), if it is.
pub(crate) fn constants(pieces: &[Piece]) -> Vec<Option<Sign>> {
    let mut constant: Vec<Option<Sign>> = Vec::with_capacity(pieces.len());
    for (id, piece) in pieces.iter().enumerate() {
        constant.push(
            match (piece.level, piece.pre.as_slice(), piece.period.as_slice()) {
                (0, _, _) if id as u32 == PLUS => Some(Sign::Plus),
                (0, _, _) if id as u32 == MINUS => Some(Sign::Minus),
                (_, [], &[only]) => constant[only as usize],
                _ => None,
            },
        );
    }
    constant
}

/// Appends the runs and cycles of piece `root`, at most `budget` segments in all.
pub(crate) fn flatten(
    pieces: &[Piece],
    constant: &[Option<Sign>],
    root: u32,
    out: &mut Vec<Seg>,
    budget: usize,
) -> Result<(), Complex> {
    if let Some(sign) = constant[root as usize] {
        push_run(out, sign, Len::power(pieces[root as usize].level));
        return Ok(());
    }
    let mut stack = vec![(root, 0usize)];
    while let Some((id, step)) = stack.pop() {
        if out.len() > budget {
            return Err(Complex(id));
        }
        let piece = &pieces[id as usize];
        if let Some(sign) = constant[id as usize] {
            push_run(out, sign, Len::power(piece.level));
            continue;
        }
        if step < piece.pre.len() {
            stack.push((id, step + 1));
            stack.push((piece.pre[step], 0));
            continue;
        }
        let signs: Option<Vec<Sign>> = piece.period.iter().map(|&c| constant[c as usize]).collect();
        match signs {
            Some(signs) if signs.len() == 1 => push_run(out, signs[0], Len::power(piece.level)),
            Some(signs) => out.push(Seg::Cycle(piece.level - 1, signs)),
            None => return Err(Complex(id)),
        }
    }
    Ok(())
}
