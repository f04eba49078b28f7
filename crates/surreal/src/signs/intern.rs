//! Building canonical sign sequences: every piece `s^{ω^0}` or `u v^ω` is stored once.
//!
//! A sign sequence of length below ω^ω is, by Cantor normal form, a list of *pieces* of
//! non-increasing levels, a piece of level `k` being exactly ω^k long. A piece of level 0 is one
//! sign; a piece of level `k ≥ 1` is an ω-sequence of pieces of level `k − 1`, and for a row that
//! sequence is ultimately periodic, `u v v v …`. It is stored canonically: `v` primitive (not a
//! power of a shorter word) and `u` as short as possible (its last piece differs from `v`'s).
//! Two pieces are then the same sequence exactly when they have the same number here.

use std::collections::HashMap;

use game::hash::FastHash;

use crate::Sign;

/// A piece: level 0 is a sign (numbers 0 for `−` and 1 for `+`); level `k ≥ 1` is
/// `pre` followed by `period` repeated ω times, all of level `k − 1`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Piece {
    pub(crate) level: u32,
    pub(crate) pre: Vec<u32>,
    pub(crate) period: Vec<u32>,
}

/// The number of the piece `−` (and `+` is 1).
pub(crate) const MINUS: u32 = 0;
/// The number of the piece `+`.
pub(crate) const PLUS: u32 = 1;

/// The number of a sign's piece.
pub(crate) fn sign_piece(sign: Sign) -> u32 {
    match sign {
        Sign::Minus => MINUS,
        Sign::Plus => PLUS,
    }
}

/// All pieces built so far, each once.
#[derive(Clone, Debug)]
pub(crate) struct Interner {
    pieces: Vec<Piece>,
    /// The sign a piece is made of alone (`s^{ω^k}`), if it is one.
    constant: Vec<Option<Sign>>,
    /// The longest constant piece a piece starts with (following first children), if any:
    /// its sign and level.
    lead: Vec<Option<(Sign, u32)>>,
    /// What [`Interner::prepend`] made of a list and a piece before.
    prepended: HashMap<(Vec<u32>, u32), u32, FastHash>,
    numbers: HashMap<Piece, u32, FastHash>,
}

impl Default for Interner {
    fn default() -> Interner {
        let mut interner = Interner {
            pieces: Vec::new(),
            constant: Vec::new(),
            lead: Vec::new(),
            prepended: HashMap::default(),
            numbers: HashMap::default(),
        };
        for sign in [Sign::Minus, Sign::Plus] {
            let piece = Piece {
                level: 0,
                pre: Vec::new(),
                period: Vec::new(),
            };
            let id = interner.pieces.len() as u32;
            interner.pieces.push(piece);
            interner.constant.push(Some(sign));
            interner.lead.push(Some((sign, 0)));
            // Signs are not looked up by shape; they are numbered by `sign_piece`.
            debug_assert_eq!(id, sign_piece(sign));
        }
        interner
    }
}

impl Interner {
    /// How many pieces there are.
    pub(crate) fn count(&self) -> usize {
        self.pieces.len()
    }

    pub(crate) fn piece(&self, id: u32) -> &Piece {
        &self.pieces[id as usize]
    }

    pub(crate) fn level(&self, id: u32) -> u32 {
        self.pieces[id as usize].level
    }

    /// The sign this piece is made of alone, if it is `s^{ω^k}`.
    pub(crate) fn constant(&self, id: u32) -> Option<Sign> {
        self.constant[id as usize]
    }

    /// Child number `index` of a piece of level ≥ 1 (its ω-sequence never ends).
    pub(crate) fn child(&self, id: u32, index: usize) -> u32 {
        let piece = self.piece(id);
        match piece.pre.get(index) {
            Some(&child) => child,
            None => piece.period[(index - piece.pre.len()) % piece.period.len()],
        }
    }

    /// The first sign of a piece.
    pub(crate) fn first_sign(&self, mut id: u32) -> Sign {
        while self.level(id) > 0 {
            id = self.child(id, 0);
        }
        if id == PLUS { Sign::Plus } else { Sign::Minus }
    }

    /// The piece `pre period^ω` of this level, made canonical and numbered.
    pub(crate) fn intern(&mut self, level: u32, mut pre: Vec<u32>, mut period: Vec<u32>) -> u32 {
        debug_assert!(level > 0 && !period.is_empty());
        period.truncate(primitive_root(&period));
        // Pull the end of `pre` into the period while it repeats it: `x (y x)` is `(x y)`.
        let n = period.len();
        let mut k = 0;
        while k < pre.len() && pre[pre.len() - 1 - k] == period[(n - 1 - k % n) % n] {
            k += 1;
        }
        pre.truncate(pre.len() - k);
        period.rotate_right(k % n);
        let constant = match (pre.as_slice(), period.as_slice()) {
            ([], &[only]) => self.constant(only),
            _ => None,
        };
        let lead = match constant {
            Some(sign) => Some((sign, level)),
            None => self.lead[pre.first().unwrap_or(&period[0]).to_owned() as usize],
        };
        let piece = Piece { level, pre, period };
        if let Some(&id) = self.numbers.get(&piece) {
            return id;
        }
        let id = u32::try_from(self.pieces.len()).expect("fewer than 2^32 pieces");
        self.numbers.insert(piece.clone(), id);
        self.pieces.push(piece);
        self.constant.push(constant);
        self.lead.push(lead);
        id
    }

    /// `r` followed by the piece `p`, where every piece of `r` has a lower level than `p` (so
    /// that the result is again one piece of `p`'s level). Walks down the first children with
    /// an explicit stack.
    pub(crate) fn prepend(&mut self, r: &[u32], p: u32) -> u32 {
        if r.is_empty() || self.absorbs(p, r) {
            return p;
        }
        if let Some(&done) = self.prepended.get(&(r.to_vec(), p)) {
            return done;
        }
        // Going down: at each level, the pieces of `r` one level below `p` become children in
        // front of it, and the rest (lower still) goes into `p`'s first child, unless that
        // child swallows it or was given the same before.
        let mut frames: Vec<(u32, Vec<u32>, usize)> = Vec::new();
        let (mut p, mut r) = (p, r.to_vec());
        let mut replaced_first: Option<u32> = None;
        loop {
            let below = self.level(p) - 1;
            let cut = r.partition_point(|&q| self.level(q) == below);
            let lower = r[cut..].to_vec();
            frames.push((p, r, cut));
            if lower.is_empty() {
                break;
            }
            let child = self.child(p, 0);
            if self.absorbs(child, &lower) {
                replaced_first = Some(child);
                break;
            }
            if let Some(&done) = self.prepended.get(&(lower.clone(), child)) {
                replaced_first = Some(done);
                break;
            }
            p = child;
            r = lower;
        }
        // Coming up: rebuild each piece with its new children in front.
        while let Some((p, r, cut)) = frames.pop() {
            let piece = self.piece(p).clone();
            let mut pre = r[..cut].to_vec();
            match replaced_first {
                None => pre.extend_from_slice(&piece.pre),
                Some(first) => {
                    pre.push(first);
                    if piece.pre.is_empty() {
                        pre.extend_from_slice(&piece.period[1..]);
                    } else {
                        pre.extend_from_slice(&piece.pre[1..]);
                    }
                }
            }
            let id = self.intern(piece.level, pre, piece.period);
            self.prepended.insert((r, p), id);
            replaced_first = Some(id);
        }
        replaced_first.expect("at least one frame")
    }

    /// Whether `p` starts with `s^{ω^L}` and `r` is made of `s`'s pieces all below level `L`, so
    /// that `r p = p` (as `A ( A )` is `( A )`): then nothing needs rebuilding.
    fn absorbs(&self, p: u32, r: &[u32]) -> bool {
        let Some((sign, level)) = self.lead[p as usize] else {
            return false;
        };
        r.iter()
            .all(|&q| self.constant(q) == Some(sign) && self.level(q) < level)
    }

    /// Appends piece `p` to a list of pieces of non-increasing levels, which stays so: the
    /// list's lower pieces at its end go into `p`.
    pub(crate) fn append(&mut self, list: &mut Vec<u32>, p: u32) {
        let level = self.level(p);
        let cut = list.len()
            - list
                .iter()
                .rev()
                .take_while(|&&q| self.level(q) < level)
                .count();
        let p = if cut < list.len() {
            let lower = list.split_off(cut);
            self.prepend(&lower, p)
        } else {
            p
        };
        list.push(p);
    }

    /// The piece `list^ω` for a non-empty list of non-increasing levels.
    pub(crate) fn repeat(&mut self, list: &[u32]) -> u32 {
        let top = self.level(list[0]);
        let c = list.iter().take_while(|&&q| self.level(q) == top).count();
        let (high, rest) = list.split_at(c);
        if rest.is_empty() {
            return self.intern(top + 1, Vec::new(), high.to_vec());
        }
        // `a₁ … a_c r a₁ … a_c r …`: the short rest `r` joins the next copy's first piece.
        let mut period = high[1..].to_vec();
        period.push(self.prepend(rest, high[0]));
        self.intern(top + 1, vec![high[0]], period)
    }
}

/// The length of the shortest word whose power `word` is (Knuth–Morris–Pratt).
pub(crate) fn primitive_root<T: PartialEq>(word: &[T]) -> usize {
    let n = word.len();
    let mut border = vec![0usize; n];
    let mut k = 0;
    for i in 1..n {
        while k > 0 && word[i] != word[k] {
            k = border[k - 1];
        }
        if word[i] == word[k] {
            k += 1;
        }
        border[i] = k;
    }
    let p = n - border.last().copied().unwrap_or(0);
    if n.is_multiple_of(p) { p } else { n }
}

#[cfg(test)]
mod tests {
    use super::primitive_root;

    #[test]
    fn primitive_roots() {
        assert_eq!(primitive_root(&[1, 0, 1, 0]), 2);
        assert_eq!(primitive_root(&[1, 0, 1]), 3);
        assert_eq!(primitive_root(&[1, 1, 1]), 1);
        assert_eq!(primitive_root(&[1]), 1);
    }
}
