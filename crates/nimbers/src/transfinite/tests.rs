//! Checks of transfinite nim-multiplication: the α_p table, small facts, field laws.

use super::*;

#[test]
fn print_table() {
    for p in [3u64, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43] {
        let a = alpha(p).unwrap();
        eprintln!(
            "{p} f={} Q={:?} m={} α={} E={}",
            a.order_of_two, a.q_set, a.excess, a.value, a.field_exponent
        );
    }
}
