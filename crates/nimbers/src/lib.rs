//! The field of nimbers (chapter 11): nim-multiplication, the simplest product that makes the
//! nimbers a field of characteristic 2, for finite nimbers of any width and for ordinals below
//! ω^(ω^ω); and Turning Corners, the coin-turning game whose values are nim-products.

pub mod corners;
pub mod finite;
pub mod transfinite;
