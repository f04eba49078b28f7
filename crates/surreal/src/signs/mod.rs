//! Sign sequences of length below ω^ω in a canonical form, so that equal sequences are equal.

pub(crate) mod intern;
mod order;
pub(crate) mod written;

use std::cmp::Ordering;

use ordinal::Ordinal;

pub(crate) use intern::{Interner, MINUS, PLUS, Piece, sign_piece};

use crate::len::Len;
use crate::row::Token;
use crate::{Row, Sign};

/// A sign sequence of length below ω^ω, in canonical form: two rows spelling the same sequence
/// (`A ( B A )` and `( A B )`; `( A ) ( A ) ( ( A ) )` and `( ( A ) )`) have equal `Signs`.
///
/// Its [`Ord`] is the order of sign sequences (`−` < end < `+` at the first difference), and
/// [`Signs::to_row`] writes it back as a row.
///
/// ```
/// use surreal::Row;
///
/// let a: Row = "A ( B A )".parse().unwrap();
/// let b: Row = "( A B )".parse().unwrap();
/// assert_ne!(a, b); // different text…
/// assert_eq!(a.signs(), b.signs()); // …the same sequence
/// assert_eq!(a.signs().to_row().to_string(), "( A B )");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Signs {
    /// The pieces reachable from `top`, children before parents, numbered in the order a
    /// walk from `top` first finishes them (so the numbering is canonical too); 0 and 1 are
    /// the signs.
    pieces: Vec<Piece>,
    /// The sequence: pieces of non-increasing levels.
    top: Vec<u32>,
}

/// The most canonical pieces the calculator's comparisons and values build
/// ([`Row::compare_within`], [`Row::value`]) where reading the rows as written does not decide,
/// unless the rows have more than half as many tokens (a row's pieces are usually fewer than its
/// tokens): rows nested `d` deep may have about `d²/2`, and this many take about a second and
/// 250 MB.
pub const MAX_PIECES: usize = 500_000;

impl Row {
    /// The row's sign sequence, in canonical form.
    pub fn signs(&self) -> Signs {
        let mut interner = Interner::default();
        let top = interner.build(self);
        Signs::export(&interner, &top)
    }

    /// [`Row::signs`], or `None` if they hold more than `most` pieces (or twice the row's
    /// tokens, if that is more).
    pub(crate) fn signs_within(&self, most: usize) -> Option<Signs> {
        let most = most.max(2 * self.token_slice().len());
        let mut interner = Interner::default();
        let top = interner.build_within(self, most)?;
        Some(Signs::export(&interner, &top))
    }

    /// The row's birthday: the length of its sign sequence, as an ordinal (`( A ) A B` is born
    /// on day ω+2, `( ( A ) )` on day ω²).
    pub fn birthday(&self) -> Ordinal {
        // Read off the text: a part `( R )` is `ω^{k+1}` long for `R` of degree `k`.
        written::length(self).to_ordinal()
    }
}

impl Interner {
    /// The canonical pieces of a row's sign sequence, in one pass over its tokens.
    pub(crate) fn build(&mut self, row: &Row) -> Vec<u32> {
        self.build_within(row, usize::MAX).expect("no limit")
    }

    /// [`Interner::build`], or `None` once the interner holds more than `most` pieces.
    pub(crate) fn build_within(&mut self, row: &Row, most: usize) -> Option<Vec<u32>> {
        let mut open: Vec<Vec<u32>> = vec![Vec::new()];
        for token in row.tokens() {
            match token {
                Token::Pebble(sign) => open.last_mut().expect("a list").push(sign_piece(sign)),
                Token::Open => open.push(Vec::new()),
                Token::Close => {
                    let inner = open.pop().expect("balanced");
                    let piece = self.repeat(&inner);
                    let mut outer = open.pop().expect("balanced");
                    self.append(&mut outer, piece);
                    open.push(outer);
                    if self.count() > most {
                        return None;
                    }
                }
            }
        }
        open.pop()
    }
}

impl Signs {
    /// The pieces of `top` renumbered canonically (children before parents, in the order a
    /// walk from the left finishes them).
    fn export(interner: &Interner, top: &[u32]) -> Signs {
        const NONE: u32 = u32::MAX;
        let mut number = vec![NONE; interner.count()];
        let mut pieces: Vec<Piece> =
            vec![interner.piece(MINUS).clone(), interner.piece(PLUS).clone()];
        number[MINUS as usize] = MINUS;
        number[PLUS as usize] = PLUS;
        let mut stack = Vec::new();
        for &root in top {
            if number[root as usize] != NONE {
                continue;
            }
            stack.push((root, 0usize));
            while let Some(&mut (id, ref mut next)) = stack.last_mut() {
                if number[id as usize] != NONE {
                    stack.pop();
                    continue;
                }
                let piece = interner.piece(id);
                let children = piece.pre.len() + piece.period.len();
                if *next < children {
                    let child = if *next < piece.pre.len() {
                        piece.pre[*next]
                    } else {
                        piece.period[*next - piece.pre.len()]
                    };
                    *next += 1;
                    if number[child as usize] == NONE {
                        stack.push((child, 0));
                    }
                    continue;
                }
                let renumber =
                    |ids: &[u32]| ids.iter().map(|&c| number[c as usize]).collect::<Vec<_>>();
                let new = Piece {
                    level: piece.level,
                    pre: renumber(&piece.pre),
                    period: renumber(&piece.period),
                };
                number[id as usize] = pieces.len() as u32;
                pieces.push(new);
                stack.pop();
            }
        }
        Signs {
            top: top.iter().map(|&id| number[id as usize]).collect(),
            pieces,
        }
    }

    /// These pieces, numbered in `interner` (children come before parents here).
    pub(crate) fn import(&self, interner: &mut Interner) -> Vec<u32> {
        let mut number: Vec<u32> = vec![MINUS, PLUS];
        for piece in &self.pieces[2..] {
            let renumber = |ids: &[u32]| ids.iter().map(|&c| number[c as usize]).collect();
            let id = interner.intern(piece.level, renumber(&piece.pre), renumber(&piece.period));
            number.push(id);
        }
        self.top.iter().map(|&id| number[id as usize]).collect()
    }

    pub(crate) fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    pub(crate) fn top(&self) -> &[u32] {
        &self.top
    }

    /// How many tokens [`Signs::to_row`] would write (saturating).
    pub(crate) fn token_count(&self) -> u64 {
        let mut count: Vec<u64> = Vec::with_capacity(self.pieces.len());
        for piece in &self.pieces {
            let children = piece.pre.iter().chain(&piece.period);
            let inner = children.fold(0u64, |sum, &c| sum.saturating_add(count[c as usize]));
            count.push(if piece.level == 0 {
                1
            } else {
                inner.saturating_add(2)
            });
        }
        self.top
            .iter()
            .fold(0u64, |sum, &id| sum.saturating_add(count[id as usize]))
    }

    /// The length of the sequence, as an ordinal below ω^ω.
    pub fn birthday(&self) -> Ordinal {
        self.length().to_ordinal()
    }

    pub(crate) fn length(&self) -> Len {
        let mut length = Len::zero();
        for &id in &self.top {
            length.add(&Len::power(self.pieces[id as usize].level));
        }
        length
    }

    /// Whether the sequence is empty (the number 0).
    pub fn is_empty(&self) -> bool {
        self.top.is_empty()
    }

    /// The sequence as a row: each recurring piece `u v v v …` written `u ( v )`.
    pub fn to_row(&self) -> Row {
        let mut tokens = Vec::new();
        // Each entry: a piece and how far its writing has got (children, then the `)`).
        let mut stack: Vec<(u32, usize)> = self.top.iter().rev().map(|&id| (id, 0)).collect();
        while let Some((id, step)) = stack.pop() {
            let piece = &self.pieces[id as usize];
            if piece.level == 0 {
                tokens.push(Token::Pebble(if id == PLUS {
                    Sign::Plus
                } else {
                    Sign::Minus
                }));
                continue;
            }
            let (u, v) = (piece.pre.len(), piece.period.len());
            if step == u {
                tokens.push(Token::Open);
            }
            if step == u + v {
                tokens.push(Token::Close);
                continue;
            }
            stack.push((id, step + 1));
            let child = if step < u {
                piece.pre[step]
            } else {
                piece.period[step - u]
            };
            stack.push((child, 0));
        }
        Row::from_tokens(tokens)
    }
}

impl std::fmt::Display for Signs {
    /// The canonical row, as [`Signs::to_row`] writes it: `( A B )` for `A ( B A )`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.to_row(), f)
    }
}

impl Ord for Signs {
    /// The order of sign sequences: `−` < end < `+` at the first difference.
    fn cmp(&self, other: &Signs) -> Ordering {
        let mut interner = Interner::default();
        let a = self.import(&mut interner);
        let b = other.import(&mut interner);
        order::compare(&interner, &a, &b)
    }
}

impl PartialOrd for Signs {
    fn partial_cmp(&self, other: &Signs) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Row {
    /// The order of two rows, as [`Ord`] gives it, or `None` if deciding it would build more
    /// than `most_pieces` canonical pieces (or twice the two rows' tokens, if that is more).
    /// Walking both rows as written decides in time linear in their tokens, or gives up (on
    /// periods spelled differently whose least common multiple is long) to the canonical
    /// pieces, of which rows nested `d` deep may have about `d²/2`: this is the comparison a
    /// calculator makes, so that such rows are refused, not waited for.
    ///
    /// ```
    /// use std::cmp::Ordering;
    /// use surreal::Row;
    ///
    /// let row = |text: &str| text.parse::<Row>().unwrap();
    /// // ( A B ) and A ( B A ) spell one sequence.
    /// assert_eq!(row("( A B )").compare_within(&row("A ( B A )"), 0), Some(Ordering::Equal));
    /// // Eleven and thirteen copies of A B in a period: the walk leaves them to the pieces.
    /// let (eleven, thirteen) = (row(&format!("( {})", "A B ".repeat(11))), row(&format!("( {})", "A B ".repeat(13))));
    /// assert_eq!(eleven.compare_within(&thirteen, 0), Some(Ordering::Equal));
    /// ```
    pub fn compare_within(&self, other: &Row, most_pieces: usize) -> Option<Ordering> {
        if let Some(order) = written::compare(self, other) {
            return Some(order);
        }
        let tokens = self.token_slice().len() + other.token_slice().len();
        let most = most_pieces.max(2 * tokens);
        let mut interner = Interner::default();
        let a = interner.build_within(self, most)?;
        let b = interner.build_within(other, most)?;
        Some(order::compare(&interner, &a, &b))
    }
}

impl Ord for Row {
    /// The order of the rows' sign sequences (`−` < end < `+` at the first difference), which
    /// is the order of their values. Rows of different text may compare equal.
    fn cmp(&self, other: &Row) -> Ordering {
        // Walking both rows as written decides in time linear in their tokens, or gives up
        // (on periods whose least common multiple is long) to the canonical pieces.
        self.compare_within(other, usize::MAX).expect("no limit")
    }
}

impl PartialOrd for Row {
    fn partial_cmp(&self, other: &Row) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
