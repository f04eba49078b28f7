//! The project's own tasks, as a library so that tests can call them without nesting cargo.
//!
//! `cargo xtask` (see `main.rs`) is the command-line face of these functions.

pub mod book;
pub mod checks;
pub mod exercises;
pub mod katex_check;
pub mod man;
pub mod panels;
pub mod publish;
pub mod serve;
pub mod watch;

use std::path::{Path, PathBuf};

/// The workspace's root folder (the parent of `xtask/`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives one level below the workspace root")
        .to_path_buf()
}

/// The book's root folder, holding `book.toml`.
pub fn book_root() -> PathBuf {
    workspace_root().join("book")
}
