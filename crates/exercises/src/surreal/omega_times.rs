//! Exercise 6.1: omega times a number.

use dyadic::Dyadic;

// ANCHOR: stub
/// The row of `ω·r`, in Walker's notation: `1/2` gives `"( A ) ( B )"` (that is, ω/2), `2` gives
/// `"( A ) ( A )"`, and zero gives the empty row `""`.
pub fn omega_times(r: &Dyadic) -> String {
    todo!("the row of ω·{r}")
}
// ANCHOR_END: stub
