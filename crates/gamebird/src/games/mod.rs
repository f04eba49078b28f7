//! One file per chapter's game: its commands (a clap `Subcommand`), and a `run` that reads the
//! position, calls the chapter's crate and prints the answer.

pub mod canonical;
pub mod dyadic;
pub mod hackenbush;
pub mod hackendot;
pub mod hackenstrings;
pub mod nim;
pub mod nimber;
pub mod ordinal;
pub mod surreal;
