//! Exercise 1.1: is a fraction dyadic?

// ANCHOR: stub
/// Whether `numerator / denominator` is a dyadic number: a fraction that, in lowest terms, has a
/// power of two below the line. A zero denominator makes no number at all.
pub fn is_dyadic(numerator: i64, denominator: i64) -> bool {
    todo!("is {numerator}/{denominator} dyadic?")
}
// ANCHOR_END: stub
