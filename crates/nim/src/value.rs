//! Nim values of any size, printed as CGSuite prints nimbers.

use std::fmt;

use game::Nimber;
use num_bigint::BigUint;

/// The nim value `*n` of a Nim position, for `n` of any size (a [`Nimber`] holds only a `u64`).
///
/// Displayed as CGSuite writes nimbers: `0`, `*`, `*2`, `*3`, …
///
/// ```
/// use nim::NimValue;
///
/// assert_eq!(NimValue::from(0u64).to_string(), "0");
/// assert_eq!(NimValue::from(1u64).to_string(), "*");
/// assert_eq!(NimValue::from(6u64).to_string(), "*6");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NimValue(pub BigUint);

impl NimValue {
    /// The same value as a [`Nimber`], if it fits in one.
    pub fn to_nimber(&self) -> Option<Nimber> {
        u64::try_from(&self.0).ok().map(Nimber)
    }

    /// Whether the value is zero: the position is balanced, and the player to move loses.
    pub fn is_zero(&self) -> bool {
        self.0 == BigUint::ZERO
    }
}

impl From<u64> for NimValue {
    fn from(n: u64) -> NimValue {
        NimValue(n.into())
    }
}

impl From<Nimber> for NimValue {
    fn from(nimber: Nimber) -> NimValue {
        NimValue(nimber.0.into())
    }
}

impl fmt::Display for NimValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match u64::try_from(&self.0) {
            Ok(n) => fmt::Display::fmt(&Nimber(n), f),
            Err(_) => write!(f, "*{}", self.0),
        }
    }
}
