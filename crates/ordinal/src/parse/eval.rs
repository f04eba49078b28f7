//! Evaluates a token stream with operator precedence, without recursion.
//!
//! A shunting-yard loop keeps operands and pending operators on explicit stacks, so
//! deeply nested input costs heap, not stack, and is cut off at [`MAX_NESTING`].

use super::error::{ParseErrorKind, ParseOrdinalError};
use super::lexer::{Lexer, Token, TokenKind};
use crate::arith::cost;
use crate::ordinal::Ordinal;

/// Deepest nesting of parentheses, and of exponents in a value.
pub(crate) const MAX_NESTING: usize = 256;
/// Longest number literal, in digits.
pub(crate) const MAX_DIGITS: usize = 100_000;
/// Largest value an operation may produce, in [`Ordinal::size`] units (a term or a
/// 64-bit limb of a coefficient): half a million bits of coefficient.
const MAX_SIZE: u64 = 1 << 13;

#[derive(Clone, Copy)]
enum Operator {
    Add,
    Mul,
    Pow,
}

impl Operator {
    fn precedence(self) -> u8 {
        match self {
            Operator::Add => 1,
            Operator::Mul => 2,
            Operator::Pow => 3,
        }
    }

    /// Whether a pending `self` is applied before pushing `next`: `a^b^c` waits
    /// (right-associative), `a*b*c` and `a^b*c` do not.
    fn applies_before(self, next: Operator) -> bool {
        match self {
            Operator::Pow => !matches!(next, Operator::Pow),
            _ => self.precedence() >= next.precedence(),
        }
    }
}

/// An entry on the pending stack: an operator and its column, or an open parenthesis.
enum Pending {
    Operator(Operator, usize),
    Open(usize),
}

/// Parses `text` and evaluates it with ordinal arithmetic.
pub(super) fn evaluate(text: &str) -> Result<Ordinal, ParseOrdinalError> {
    let mut lexer = Lexer::new(text);
    let mut machine = Machine::default();
    loop {
        machine.read_operand(lexer.next_token()?)?;
        if machine.expects_operand {
            continue;
        }
        // After an operand: powers and ')' keep us here; a binary operator or the end leaves.
        loop {
            let token = lexer.next_token()?;
            match token.kind {
                TokenKind::Superscript(exponent) => {
                    let base = machine.pop_operand();
                    let power = apply(Operator::Pow, base, Ordinal::from(exponent), token.column)?;
                    machine.operands.push(power);
                }
                TokenKind::Close => machine.close(token.column)?,
                TokenKind::Plus => break machine.push_operator(Operator::Add, token.column)?,
                TokenKind::Times => break machine.push_operator(Operator::Mul, token.column)?,
                TokenKind::Caret => break machine.push_operator(Operator::Pow, token.column)?,
                TokenKind::End => return machine.finish(),
                _ => {
                    let found = token.describe();
                    let kind = ParseErrorKind::ExpectedOperator { found };
                    return Err(ParseOrdinalError::new(token.column, kind));
                }
            }
        }
    }
}

/// The two stacks of the shunting-yard algorithm.
#[derive(Default)]
struct Machine {
    operands: Vec<Ordinal>,
    pending: Vec<Pending>,
    open_parentheses: usize,
    expects_operand: bool,
}

impl Machine {
    /// Takes a token where an operand must come: a value, or `(` (after which an
    /// operand is still expected).
    fn read_operand(&mut self, token: Token<'_>) -> Result<(), ParseOrdinalError> {
        let value = match token.kind {
            TokenKind::Natural(n) => Ordinal::from(n),
            TokenKind::Omega => Ordinal::omega(),
            TokenKind::Atom(atom) => Ordinal::from_atom(atom),
            TokenKind::Open => {
                self.open_parentheses += 1;
                if self.open_parentheses > MAX_NESTING {
                    let kind = ParseErrorKind::ParenthesesTooDeep;
                    return Err(ParseOrdinalError::new(token.column, kind));
                }
                self.pending.push(Pending::Open(token.column));
                self.expects_operand = true;
                return Ok(());
            }
            _ => {
                let found = token.describe();
                let kind = ParseErrorKind::ExpectedTerm { found };
                return Err(ParseOrdinalError::new(token.column, kind));
            }
        };
        self.operands.push(value);
        self.expects_operand = false;
        Ok(())
    }

    fn push_operator(&mut self, next: Operator, column: usize) -> Result<(), ParseOrdinalError> {
        while let Some(&Pending::Operator(operator, _)) = self.pending.last() {
            if !operator.applies_before(next) {
                break;
            }
            self.apply_top()?;
        }
        self.pending.push(Pending::Operator(next, column));
        self.expects_operand = true;
        Ok(())
    }

    fn close(&mut self, column: usize) -> Result<(), ParseOrdinalError> {
        while let Some(Pending::Operator(..)) = self.pending.last() {
            self.apply_top()?;
        }
        match self.pending.pop() {
            Some(Pending::Open(_)) => {
                self.open_parentheses -= 1;
                Ok(())
            }
            _ => Err(ParseOrdinalError::new(
                column,
                ParseErrorKind::UnmatchedClose,
            )),
        }
    }

    fn finish(mut self) -> Result<Ordinal, ParseOrdinalError> {
        while let Some(pending) = self.pending.last() {
            if let &Pending::Open(column) = pending {
                let kind = ParseErrorKind::UnclosedOpen;
                return Err(ParseOrdinalError::new(column, kind));
            }
            self.apply_top()?;
        }
        Ok(self.pop_operand())
    }

    /// Applies the pending operator on top of the stack to the top two operands.
    fn apply_top(&mut self) -> Result<(), ParseOrdinalError> {
        if let Some(Pending::Operator(operator, column)) = self.pending.pop() {
            let rhs = self.pop_operand();
            let lhs = self.pop_operand();
            self.operands.push(apply(operator, lhs, rhs, column)?);
        }
        Ok(())
    }

    /// The grammar puts an operand on the stack before every operator and `)`, so
    /// the stack is never empty here; 0 keeps a broken invariant from panicking.
    fn pop_operand(&mut self) -> Ordinal {
        debug_assert!(!self.operands.is_empty(), "operand stack underflow");
        self.operands.pop().unwrap_or_default()
    }
}

/// One arithmetic step, refusing results that are too large or nest too deeply.
fn apply(
    operator: Operator,
    lhs: Ordinal,
    rhs: Ordinal,
    column: usize,
) -> Result<Ordinal, ParseOrdinalError> {
    let too_large = || ParseOrdinalError::new(column, ParseErrorKind::ResultTooLarge);
    let mut guard = |estimate: u64| {
        if estimate > MAX_SIZE {
            Err(too_large())
        } else {
            Ok(())
        }
    };
    match operator {
        // A sum is no larger than its parts and nests no deeper.
        Operator::Add => Ok(lhs + rhs),
        // A product nests no deeper than its factors.
        Operator::Mul => {
            guard(cost::product_size(&lhs, &rhs))?;
            Ok(lhs.mul_ref(&rhs))
        }
        Operator::Pow => {
            let power = lhs.pow_guarded(&rhs, &mut guard)?;
            if power.size() > MAX_SIZE {
                return Err(too_large());
            }
            if power.depth() > MAX_NESTING {
                let kind = ParseErrorKind::ExponentsTooDeep;
                return Err(ParseOrdinalError::new(column, kind));
            }
            Ok(power)
        }
    }
}
