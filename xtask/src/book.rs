//! Building the HTML book with mdBook as a library.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use mdbook_driver::MDBook;

use crate::katex_check::CheckedKatex;
use crate::{checks, panels};

/// Builds the book found at `book_root` into `destination` (or the `build-dir` of its
/// `book.toml`, `target/book` in this project) and returns the folder it wrote.
///
/// Fails, naming the place, on an `{{#include}}` whose file or anchor is missing, on TeX that
/// KaTeX cannot typeset, and on a link between pages that leads nowhere.
///
/// A book whose sources hold `panels.js` (this project's) also gets the chapters' live panels:
/// the `web` crate compiled to WebAssembly (see [`panels::add_to`]); without the
/// `wasm32-unknown-unknown` target it is built without them, after one line saying how to add it
/// (`cargo xtask book` first tries to add it: [`panels::ensure_target`]).
///
/// Says on stderr what it is doing, a line a step.
pub fn build(book_root: &Path, destination: Option<&Path>) -> Result<PathBuf> {
    eprintln!("Building the book…");
    checks::includes(&book_root.join("src"))?;
    let mut book = MDBook::load(book_root)
        .map_err(|error| anyhow::anyhow!("{error:#}"))
        .with_context(|| format!("cannot load the book at {}", book_root.display()))?;
    if let Some(destination) = destination {
        book.config.build.build_dir = destination.to_path_buf();
    }
    book.with_preprocessor(CheckedKatex);
    let site_url = site_url(&book);
    let output = book.build_dir_for("html");
    book.build().map_err(|error| anyhow::anyhow!("{error:#}"))?;
    let output = output.canonicalize()?;
    if book_root.join("src/panels.js").is_file() {
        panels::add_to(&output, &crate::workspace_root())?;
    }
    eprintln!("Checking the links between pages…");
    checks::links(&output, &site_url)?;
    Ok(output)
}

/// The path the book is served at, `site-url` of `book.toml` with a `/` at each end (mdBook's `/`
/// without it).
fn site_url(book: &MDBook) -> String {
    let configured = book.config.html_config().and_then(|html| html.site_url);
    let trimmed = configured.as_deref().unwrap_or("").trim_matches('/');
    if trimmed.is_empty() {
        "/".to_string()
    } else {
        format!("/{trimmed}/")
    }
}
