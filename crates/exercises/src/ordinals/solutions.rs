//! The reference solutions to chapter 5's exercises, shown folded in the book.

#[path = "../../solutions/ordinals/base2_exponents.rs"]
pub mod base2_exponents;
#[path = "../../solutions/ordinals/ordinal_sum.rs"]
pub mod ordinal_sum;
#[path = "../../solutions/ordinals/two_to_the.rs"]
pub mod two_to_the;
