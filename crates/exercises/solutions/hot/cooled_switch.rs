//! A solution to exercise 4.8: a switch, cooled.

use canonical::CanonicalForm;
use dyadic::Dyadic;

// ANCHOR: solution
/// The switch `{left | right}` of two numbers, `left > right`, cooled by `t ≥ 0`: every move
/// taxed by `t`, until the game settles at its mean. `{3|1}` cooled by `1/2` is `{5/2|3/2}`,
/// by `1` it is `2*`, and by `2` it is `2`.
pub fn cooled_switch(left: &Dyadic, right: &Dyadic, t: &Dyadic) -> CanonicalForm {
    // Numbers are cold: they stay as they are. The taxed options meet at the temperature,
    // (left - right) / 2, at the mean (left + right) / 2.
    let temperature = (left - right).half();
    let mean = (left + right).half();
    if t > &temperature {
        return CanonicalForm::number(mean);
    }
    let taxed_left = CanonicalForm::number(left - t);
    let taxed_right = CanonicalForm::number(right + t);
    // At the temperature itself this is {mean | mean}, which is mean*.
    CanonicalForm::new(&[taxed_left], &[taxed_right])
}
// ANCHOR_END: solution
