//! Exercise 4.8: a switch, cooled.

use canonical::CanonicalForm;
use dyadic::Dyadic;

// ANCHOR: stub
/// The switch `{left | right}` of two numbers, `left > right`, cooled by `t ≥ 0`: every move
/// taxed by `t`, until the game settles at its mean. `{3|1}` cooled by `1/2` is `{5/2|3/2}`,
/// by `1` it is `2*`, and by `2` it is `2`.
pub fn cooled_switch(left: &Dyadic, right: &Dyadic, t: &Dyadic) -> CanonicalForm {
    todo!("{{{left}|{right}}} cooled by {t}")
}
// ANCHOR_END: stub
