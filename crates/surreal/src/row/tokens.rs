//! Walking a row's tree as a flat stream of pebbles and parentheses, with an explicit stack.

use std::slice;

use super::Item;
use crate::Sign;

/// A pebble or a parenthesis of a row's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Token {
    Pebble(Sign),
    Open,
    Close,
}

/// The tokens of a row, leftmost first.
pub(crate) struct Tokens<'a> {
    stack: Vec<slice::Iter<'a, Item>>,
}

impl<'a> Tokens<'a> {
    pub(crate) fn new(items: &'a [Item]) -> Tokens<'a> {
        Tokens {
            stack: vec![items.iter()],
        }
    }
}

impl Iterator for Tokens<'_> {
    type Item = Token;

    fn next(&mut self) -> Option<Token> {
        let depth = self.stack.len();
        let level = self.stack.last_mut()?;
        match level.next() {
            Some(Item::Pebble(sign)) => Some(Token::Pebble(*sign)),
            Some(Item::Repeat(row)) => {
                self.stack.push(row.items().iter());
                Some(Token::Open)
            }
            None => {
                self.stack.pop();
                // The outermost level ends the stream; an inner one closes its parenthesis.
                (depth > 1).then_some(Token::Close)
            }
        }
    }
}
