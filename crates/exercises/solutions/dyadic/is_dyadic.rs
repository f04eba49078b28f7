//! A solution to exercise 1.1: is a fraction dyadic?

// ANCHOR: solution
/// Whether `numerator / denominator` is a dyadic number: a fraction that, in lowest terms, has a
/// power of two below the line. A zero denominator makes no number at all.
pub fn is_dyadic(numerator: i64, denominator: i64) -> bool {
    if denominator == 0 {
        return false;
    }
    // Strip the twos from the denominator; whatever odd part is left must cancel against the
    // numerator. `unsigned_abs` because `-i64::MIN` does not fit in an `i64`.
    let denominator = denominator.unsigned_abs();
    let odd_part = denominator >> denominator.trailing_zeros();
    numerator.unsigned_abs().is_multiple_of(odd_part)
}
// ANCHOR_END: solution
