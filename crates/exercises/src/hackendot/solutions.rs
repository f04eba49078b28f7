//! The reference solutions to chapter 7's exercises, shown folded in the book.

#[path = "../../solutions/hackendot/colouring.rs"]
pub mod colouring;
#[path = "../../solutions/hackendot/mex.rs"]
pub mod mex;
#[path = "../../solutions/hackendot/spider_value.rs"]
pub mod spider_value;
#[path = "../../solutions/hackendot/ulehla_value.rs"]
pub mod ulehla_value;
