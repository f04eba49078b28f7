//! Exercise 1.2: read a binary expansion.

use dyadic::Dyadic;

// ANCHOR: stub
/// The number that a binary expansion stands for: `"101.011"` is five and three eighths, and
/// `"-0.1"` is minus one half. The text is always well formed: an optional `-`, then binary
/// digits, then optionally a point followed by more binary digits.
pub fn from_binary(text: &str) -> Dyadic {
    todo!("read {text:?}")
}
// ANCHOR_END: stub
