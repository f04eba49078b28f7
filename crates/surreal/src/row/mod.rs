//! A recurring row as typed: pebbles and nested parentheses, kept as a tree whose every walk
//! (cloning, comparing, printing, dropping) uses an explicit stack, so that nesting ten thousand
//! deep costs no stack.

mod display;
mod parse;
mod tokens;

use std::hash::{Hash, Hasher};

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
#[derive(Default)]
pub struct Row {
    items: Vec<Item>,
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
        let mut row = Row { items };
        if row.has_empty_repeat() {
            row = Row::from_tokens(row.tokens());
        }
        row
    }

    /// The row of these pebbles, with no parentheses.
    pub fn of_signs(signs: impl IntoIterator<Item = Sign>) -> Row {
        Row {
            items: signs.into_iter().map(Item::Pebble).collect(),
        }
    }

    /// The empty row, worth 0.
    pub fn empty() -> Row {
        Row::default()
    }

    /// The items, leftmost first: the row's syntax tree, for play and pictures.
    pub fn items(&self) -> &[Item] {
        &self.items
    }

    /// Whether the row has no pebbles at all (it is worth 0).
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
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
    pub(crate) fn tokens(&self) -> tokens::Tokens<'_> {
        tokens::Tokens::new(&self.items)
    }

    /// The row these tokens spell; the parentheses must balance. Empty parentheses vanish.
    pub(crate) fn from_tokens(tokens: impl IntoIterator<Item = Token>) -> Row {
        let mut open: Vec<Vec<Item>> = vec![Vec::new()];
        for token in tokens {
            match token {
                Token::Pebble(sign) => open.last_mut().expect("a level").push(Item::Pebble(sign)),
                Token::Open => open.push(Vec::new()),
                Token::Close => {
                    let inner = open.pop().expect("balanced parentheses");
                    let outer = open.last_mut().expect("balanced parentheses");
                    if !inner.is_empty() {
                        outer.push(Item::Repeat(Row { items: inner }));
                    }
                }
            }
        }
        Row {
            items: open.pop().unwrap_or_default(),
        }
    }

    /// Whether some `( … )` holds nothing.
    fn has_empty_repeat(&self) -> bool {
        let mut previous_open = false;
        for token in self.tokens() {
            if previous_open && token == Token::Close {
                return true;
            }
            previous_open = token == Token::Open;
        }
        false
    }

    /// The row with Left's and Right's pebbles exchanged: the negative of its value.
    pub fn negated(&self) -> Row {
        Row::from_tokens(self.tokens().map(|token| match token {
            Token::Pebble(sign) => Token::Pebble(sign.swapped()),
            other => other,
        }))
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

impl Drop for Row {
    /// Takes the tree apart level by level, so that dropping a deep nest uses no stack.
    fn drop(&mut self) {
        if !self
            .items
            .iter()
            .any(|item| matches!(item, Item::Repeat(_)))
        {
            return;
        }
        let mut pending = vec![std::mem::take(&mut self.items)];
        while let Some(mut items) = pending.pop() {
            for item in items.drain(..) {
                if let Item::Repeat(mut row) = item {
                    pending.push(std::mem::take(&mut row.items));
                }
            }
        }
    }
}

impl Clone for Row {
    fn clone(&self) -> Row {
        Row::from_tokens(self.tokens())
    }
}

impl PartialEq for Row {
    /// Equality of the text: the same pebbles and parentheses in the same places.
    fn eq(&self, other: &Row) -> bool {
        self.tokens().eq(other.tokens())
    }
}

impl Eq for Row {}

impl Hash for Row {
    fn hash<H: Hasher>(&self, state: &mut H) {
        for token in self.tokens() {
            token.hash(state);
        }
    }
}

impl std::fmt::Debug for Row {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Row(\"{self}\")")
    }
}
