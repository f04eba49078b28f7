//! A solution to exercise 6.1: omega times a number.

use dyadic::Dyadic;

// ANCHOR: solution
/// The row of `ω·r`, in Walker's notation: `1/2` gives `"( A ) ( B )"` (that is, ω/2), `2` gives
/// `"( A ) ( A )"`, and zero gives the empty row `""`.
pub fn omega_times(r: &Dyadic) -> String {
    // Gonshor's third rule with y = 1: the row of ω, `( A )`, then every pebble of r's row after
    // its first, each repeated ω times (for r < 0, every pebble swapped). The row of ω is itself
    // r's first pebble repeated ω times, so every pebble of r's row becomes a recurring part.
    let row = hackenstrings::Row::from_value(r).expect("every dyadic has a row");
    let parts: Vec<String> = row
        .pebbles()
        .iter()
        .map(|pebble| format!("( {} )", pebble.letter()))
        .collect();
    parts.join(" ")
}
// ANCHOR_END: solution
