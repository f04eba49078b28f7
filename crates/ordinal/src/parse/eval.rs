//! Evaluates a token stream with operator precedence, without recursion.
//!
//! A shunting-yard loop keeps operands and pending operators on explicit stacks, so
//! deeply nested input costs heap, not stack, and is cut off at [`MAX_NESTING`].

use super::error::{ParseOrdinalError, ParseOrdinalErrorKind};
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

/// A value on the operand stack with an upper bound on its [`Ordinal::size`], kept
/// so that long chains like `x+1+1+…` need not re-measure `x` at every step.
struct Operand {
    value: Ordinal,
    size_bound: u64,
}

impl Operand {
    fn new(value: Ordinal) -> Operand {
        let size_bound = value.size();
        Operand { value, size_bound }
    }

    /// Replaces the bound by the exact size.
    fn measure(&mut self) {
        self.size_bound = self.value.size();
    }

    /// Measures the value exactly once its bound exceeds the limit, and refuses it
    /// if it really is too large.
    fn within_limit(mut self, column: usize) -> Result<Operand, ParseOrdinalError> {
        if self.size_bound > MAX_SIZE {
            self.measure();
        }
        if self.size_bound > MAX_SIZE {
            return Err(too_large(column));
        }
        Ok(self)
    }
}

fn too_large(column: usize) -> ParseOrdinalError {
    ParseOrdinalError::at(column, ParseOrdinalErrorKind::ResultTooLarge)
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
                    let exponent = Operand::new(Ordinal::from(exponent));
                    let power = apply(Operator::Pow, base, exponent, token.column)?;
                    machine.operands.push(power);
                }
                TokenKind::Close => machine.close(token.column)?,
                TokenKind::Plus => break machine.push_operator(Operator::Add, token.column)?,
                TokenKind::Times => break machine.push_operator(Operator::Mul, token.column)?,
                TokenKind::Caret => break machine.push_operator(Operator::Pow, token.column)?,
                TokenKind::End => return machine.finish(),
                _ => {
                    let found = token.describe();
                    let kind = ParseOrdinalErrorKind::ExpectedOperator { found };
                    return Err(ParseOrdinalError::at(token.column, kind));
                }
            }
        }
    }
}

/// The two stacks of the shunting-yard algorithm.
#[derive(Default)]
struct Machine {
    operands: Vec<Operand>,
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
                    let kind = ParseOrdinalErrorKind::ParenthesesTooDeep;
                    return Err(ParseOrdinalError::at(token.column, kind));
                }
                self.pending.push(Pending::Open(token.column));
                self.expects_operand = true;
                return Ok(());
            }
            _ => {
                let found = token.describe();
                let kind = ParseOrdinalErrorKind::ExpectedTerm { found };
                return Err(ParseOrdinalError::at(token.column, kind));
            }
        };
        self.operands.push(Operand::new(value));
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
            _ => Err(ParseOrdinalError::at(
                column,
                ParseOrdinalErrorKind::UnmatchedClose,
            )),
        }
    }

    fn finish(mut self) -> Result<Ordinal, ParseOrdinalError> {
        while let Some(pending) = self.pending.last() {
            if let &Pending::Open(column) = pending {
                let kind = ParseOrdinalErrorKind::UnclosedOpen;
                return Err(ParseOrdinalError::at(column, kind));
            }
            self.apply_top()?;
        }
        Ok(self.pop_operand().value)
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
    fn pop_operand(&mut self) -> Operand {
        debug_assert!(!self.operands.is_empty(), "operand stack underflow");
        let zero = || Operand::new(Ordinal::ZERO);
        self.operands.pop().unwrap_or_else(zero)
    }
}

/// One arithmetic step, refusing results that are too large or nest too deeply.
fn apply(
    operator: Operator,
    lhs: Operand,
    rhs: Operand,
    column: usize,
) -> Result<Operand, ParseOrdinalError> {
    match operator {
        // A sum is no larger than its parts and nests no deeper.
        Operator::Add => Operand {
            size_bound: lhs.size_bound.saturating_add(rhs.size_bound),
            value: lhs.value + rhs.value,
        }
        .within_limit(column),
        // A product nests no deeper than its factors, and is checked before it is built.
        Operator::Mul => {
            let spread = cost::product_spread(&lhs.value, &rhs.value);
            let estimate = |lhs: &Operand, rhs: &Operand| {
                let factors = lhs.size_bound.saturating_add(rhs.size_bound);
                factors.saturating_add(spread)
            };
            let (mut lhs, mut rhs) = (lhs, rhs);
            if estimate(&lhs, &rhs) > MAX_SIZE {
                lhs.measure();
                rhs.measure();
            }
            let size_bound = estimate(&lhs, &rhs);
            if size_bound > MAX_SIZE {
                return Err(too_large(column));
            }
            let value = lhs.value.mul_by(&rhs.value);
            Ok(Operand { value, size_bound })
        }
        Operator::Pow => {
            let mut guard = |estimate: u64| {
                if estimate > MAX_SIZE {
                    Err(too_large(column))
                } else {
                    Ok(())
                }
            };
            let power = Operand::new(lhs.value.pow_guarded(&rhs.value, &mut guard)?);
            if power.value.depth() > MAX_NESTING {
                let kind = ParseOrdinalErrorKind::ExponentsTooDeep;
                return Err(ParseOrdinalError::at(column, kind));
            }
            power.within_limit(column)
        }
    }
}
