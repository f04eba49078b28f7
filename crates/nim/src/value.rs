//! Nim values of any size, printed as CGSuite prints nimbers.

use std::fmt;

use game::Nimber;
use num_bigint::BigUint;

use crate::Height;

/// The nim value `*n` of a Nim position, for `n` a height of any size or kind (a [`Nimber`] holds
/// only a `u64`).
///
/// Displayed as CGSuite writes nimbers: `0`, `*`, `*2`, `*3`, …; a value written with an operator
/// (an ordinal, in a later chapter) is put in parentheses, so that the star covers all of it:
/// `*(ω+1)`. The alternate form `{:#}` writes the height in its alternate form too.
///
/// ```
/// use nim::NimValue;
///
/// assert_eq!(NimValue::from(0u64).to_string(), "0");
/// assert_eq!(NimValue::from(1u64).to_string(), "*");
/// assert_eq!(NimValue::from(6u64).to_string(), "*6");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NimValue<H = BigUint>(pub H);

impl<H: Height> NimValue<H> {
    /// The value `*n`, for a height `n` or anything that converts into one.
    pub fn new(n: impl Into<H>) -> NimValue<H> {
        NimValue(n.into())
    }

    /// The same value as a [`Nimber`], if it fits in one.
    pub fn to_nimber(&self) -> Option<Nimber> {
        self.0.to_u64().map(Nimber)
    }

    /// Whether the value is zero: the position is balanced, and the player to move loses.
    pub fn is_zero(&self) -> bool {
        self.0.is_zero()
    }
}

impl From<u64> for NimValue {
    fn from(n: u64) -> NimValue {
        NimValue(n.into())
    }
}

impl<H: From<u64>> From<Nimber> for NimValue<H> {
    fn from(nimber: Nimber) -> NimValue<H> {
        NimValue(H::from(nimber.0))
    }
}

impl<H: Height + fmt::Display> fmt::Display for NimValue<H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(n) = self.0.to_u64() {
            return fmt::Display::fmt(&Nimber(n), f);
        }
        let value = if f.alternate() {
            format!("{:#}", self.0)
        } else {
            self.0.to_string()
        };
        // One symbol with its sub- or superscripts stands alone; anything with an operator
        // (`+`, `·`, `*` or `^`) is grouped.
        if value.contains(['+', '·', '*', '^']) {
            write!(f, "*({value})")
        } else {
            write!(f, "*{value}")
        }
    }
}
