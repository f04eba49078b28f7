//! Exercise 6.3: the row of a fraction.

// ANCHOR: stub
/// The row worth `numerator/denominator` (the denominator is not 0), in Walker's notation: a
/// finite row when the fraction is dyadic (`3/4` gives `"A B A"`), and otherwise one ending in a
/// single recurring part (`1/3` gives `"A B ( B A )"`). Zero gives the empty row `""`.
pub fn fraction_row(numerator: i64, denominator: u64) -> String {
    todo!("the row of {numerator}/{denominator}")
}
// ANCHOR_END: stub
