//! Chapter 9: Nim with ordinal heights; its panel is chapter 8's (see `nim.rs`), with heights
//! read as the `ordinal` crate reads them and the base-2 table as its picture.

use transfinite_nim::{Base2Piles, OrdinalHeight, Position};

use super::nim::Pile;

impl Pile for OrdinalHeight {
    fn svg(position: &Position) -> String {
        position.base2_svg()
    }
}
