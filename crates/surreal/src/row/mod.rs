//! A recurring row as typed: pebbles and nested parentheses, kept as its tokens, one byte each,
//! so that a row of a million pebbles is a megabyte read and written in one pass. The tree of
//! [`Item`]s is built when asked for, in one pass, its parts sharing the row's tokens;
//! every walk (cloning, comparing, printing, dropping) uses no recursion, so that nesting ten
//! thousand deep costs no stack.

mod display;
mod parse;
mod read;
mod tokens;

use std::hash::{Hash, Hasher};
use std::ops::Range;
use std::sync::{Arc, OnceLock};

pub(crate) use parse::read_row;
pub use parse::{MAX_READ_TOKENS, ParseRowError, ParseRowErrorKind};
pub(crate) use tokens::Token;

use crate::Sign;

/// A recurring row of Walker's extended Hackenstrings, as typed: pebbles `A` (`○`, sign `+`) and
/// `B` (`●`, sign `−`), and parts in parentheses, `( X )`, which stand for `X` repeated ω times.
///
/// Equality (`==`) is equality of the text (`A ( A )` and `( A )` differ as rows, though they
/// are the same sign sequence and so the same number); [`Ord`] is the order of the sign
/// sequences, which is the order of the values, so two rows can be unequal yet compare
/// [`Equal`](std::cmp::Ordering::Equal).
///
/// ```
/// use surreal::Row;
///
/// let third: Row = "A B (B A)".parse().unwrap();
/// assert_eq!(third.to_string(), "A B ( B A )");
/// assert_eq!(third.items().len(), 3);
/// ```
pub struct Row {
    /// Balanced pebbles and parentheses with no empty `( )`; the row is `tokens[range]`, so that
    /// the rows inside its parentheses share them.
    tokens: Arc<Vec<Token>>,
    range: Range<usize>,
    /// The items, built from the tokens when first asked for.
    items: OnceLock<Vec<Item>>,
}

/// One item of a [`Row`]: a pebble, or a part in parentheses.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    /// A single pebble: `A` is [`Sign::Plus`], `B` is [`Sign::Minus`].
    Pebble(Sign),
    /// `( r )`: the row `r` (never empty) repeated ω times.
    Repeat(Row),
}

impl Row {
    /// The row of these items, leftmost first.
    ///
    /// A `Repeat` of an empty row stands for nothing (the empty row repeated ω times); it is
    /// dropped here, so that every `( … )` of a row holds at least one pebble.
    pub fn new(items: Vec<Item>) -> Row {
        let mut tokens = Vec::with_capacity(items.len());
        for item in &items {
            match item {
                Item::Pebble(sign) => tokens.push(Token::Pebble(*sign)),
                Item::Repeat(row) => {
                    tokens.push(Token::Open);
                    tokens.extend_from_slice(row.token_slice());
                    tokens.push(Token::Close);
                }
            }
        }
        Row::from_tokens(tokens)
    }

    /// The row of these pebbles, with no parentheses.
    pub fn of_signs(signs: impl IntoIterator<Item = Sign>) -> Row {
        Row::of_checked_tokens(signs.into_iter().map(Token::Pebble).collect())
    }

    /// The empty row, worth 0.
    pub fn empty() -> Row {
        Row::default()
    }

    /// The items, leftmost first: the row's syntax tree, for play and pictures (built on the
    /// first call, every level at once in one pass, so that a deep nest costs no more than a
    /// long row: the rows inside share this row's tokens).
    pub fn items(&self) -> &[Item] {
        self.items.get_or_init(|| {
            let base = self.range.start;
            // The items of each level still open, with where its tokens start.
            let mut open: Vec<(usize, Vec<Item>)> = vec![(0, Vec::new())];
            for (index, &token) in self.token_slice().iter().enumerate() {
                match token {
                    Token::Pebble(sign) => {
                        if let Some((_, items)) = open.last_mut() {
                            items.push(Item::Pebble(sign));
                        }
                    }
                    Token::Open => open.push((index + 1, Vec::new())),
                    Token::Close => {
                        // The tokens are balanced: the row itself stays open below.
                        if open.len() > 1
                            && let Some((start, inner)) = open.pop()
                            && let Some((_, items)) = open.last_mut()
                        {
                            items.push(Item::Repeat(Row {
                                tokens: Arc::clone(&self.tokens),
                                range: base + start..base + index,
                                items: OnceLock::from(inner),
                            }));
                        }
                    }
                }
            }
            open.pop().map(|(_, items)| items).unwrap_or_default()
        })
    }

    /// Whether the row has no pebbles at all (it is worth 0).
    pub fn is_empty(&self) -> bool {
        self.range.is_empty()
    }

    /// The pebbles as the row is written, parentheses left out: pebble `n` of a
    /// [move](crate::play::Move) is the `n`-th, from 0.
    ///
    /// ```
    /// use surreal::{Row, Sign};
    ///
    /// let third: Row = "A B ( B A )".parse().unwrap();
    /// let pebbles: Vec<Sign> = third.pebbles().collect();
    /// assert_eq!(pebbles, [Sign::Plus, Sign::Minus, Sign::Minus, Sign::Plus]);
    /// ```
    pub fn pebbles(&self) -> impl Iterator<Item = Sign> + '_ {
        self.tokens().filter_map(|token| match token {
            Token::Pebble(sign) => Some(sign),
            _ => None,
        })
    }

    /// The row's tokens, leftmost first: pebbles and parentheses, as the text has them.
    pub(crate) fn tokens(&self) -> std::iter::Copied<std::slice::Iter<'_, Token>> {
        self.token_slice().iter().copied()
    }

    /// The row's tokens, as a slice.
    pub(crate) fn token_slice(&self) -> &[Token] {
        &self.tokens[self.range.clone()]
    }

    /// The row these tokens spell; the parentheses must balance. Empty parentheses vanish.
    pub(crate) fn from_tokens(tokens: impl IntoIterator<Item = Token>) -> Row {
        let tokens = tokens.into_iter();
        let mut kept: Vec<Token> = Vec::with_capacity(tokens.size_hint().0);
        for token in tokens {
            // A `)` right after its `(` closes nothing: both go (and so, in turn, does an
            // outer pair that held only them).
            if token == Token::Close && kept.last() == Some(&Token::Open) {
                kept.pop();
            } else {
                kept.push(token);
            }
        }
        Row::of_checked_tokens(kept)
    }

    /// The row of these tokens, which balance and hold no empty `( )`.
    pub(crate) fn of_checked_tokens(tokens: Vec<Token>) -> Row {
        Row {
            range: 0..tokens.len(),
            tokens: Arc::new(tokens),
            items: OnceLock::new(),
        }
    }

    /// The row with Left's and Right's pebbles exchanged: the negative of its value.
    pub fn negated(&self) -> Row {
        Row::of_checked_tokens(
            self.tokens()
                .map(|token| match token {
                    Token::Pebble(sign) => Token::Pebble(sign.swapped()),
                    other => other,
                })
                .collect(),
        )
    }

    /// The number of pebbles as typed (each pebble inside parentheses counted once).
    pub fn pebble_count(&self) -> usize {
        self.tokens()
            .filter(|token| matches!(token, Token::Pebble(_)))
            .count()
    }

    /// How deep the parentheses nest: 0 for a finite row.
    pub fn depth(&self) -> usize {
        let (mut depth, mut deepest) = (0usize, 0usize);
        for token in self.tokens() {
            match token {
                Token::Open => {
                    depth += 1;
                    deepest = deepest.max(depth);
                }
                Token::Close => depth -= 1,
                Token::Pebble(_) => {}
            }
        }
        deepest
    }
}

impl Default for Row {
    fn default() -> Row {
        Row::of_checked_tokens(Vec::new())
    }
}

impl Drop for Row {
    /// Takes apart the trees of items built inside, level by level, so that dropping a deep
    /// nest uses no stack.
    fn drop(&mut self) {
        let Some(items) = self.items.take() else {
            return;
        };
        let mut pending = vec![items];
        while let Some(mut items) = pending.pop() {
            for item in items.drain(..) {
                if let Item::Repeat(mut row) = item
                    && let Some(inner) = row.items.take()
                {
                    pending.push(inner);
                }
            }
        }
    }
}

impl Clone for Row {
    /// The same tokens, shared: cloning takes no time, whatever the row's length.
    fn clone(&self) -> Row {
        Row {
            tokens: Arc::clone(&self.tokens),
            range: self.range.clone(),
            items: OnceLock::new(),
        }
    }
}

impl PartialEq for Row {
    /// Equality of the text: the same pebbles and parentheses in the same places.
    fn eq(&self, other: &Row) -> bool {
        self.token_slice() == other.token_slice()
    }
}

impl Eq for Row {}

impl Hash for Row {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.token_slice().hash(state);
    }
}

impl std::fmt::Debug for Row {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Row(\"{self}\")")
    }
}
