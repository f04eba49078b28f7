//! A solution to exercise 1.2: read a binary expansion.

use dyadic::Dyadic;

// ANCHOR: solution
/// The number that a binary expansion stands for: `"101.011"` is five and three eighths, and
/// `"-0.1"` is minus one half. The text is always well formed: an optional `-`, then binary
/// digits, then optionally a point followed by more binary digits.
pub fn from_binary(text: &str) -> Dyadic {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let mut value = Dyadic::zero();
    for digit in whole.chars() {
        // Shift left one place, then bring in the next digit.
        value = &value + &value + Dyadic::from(u8::from(digit == '1'));
    }
    let mut place = Dyadic::one().half();
    for digit in fraction.chars() {
        if digit == '1' {
            value += &place;
        }
        place = place.half();
    }
    if negative { -value } else { value }
}
// ANCHOR_END: solution
