//! Every picture draws in one palette: a colour is written as `#rrggbb` only in `game::svg`, and
//! every other crate names it from there (`game::svg::BLUE`, …), so that Left is the same blue in
//! every chapter.

use std::path::{Path, PathBuf};

/// The one file that may write colours out.
const PALETTE: &str = "crates/game/src/svg.rs";

/// Every `.rs` file under `folder`, depth first, without recursion.
fn rust_files(folder: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![folder.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|extension| extension == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The colours written `#rrggbb` in `text`.
fn colours(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    (0..bytes.len())
        .filter(|&at| bytes[at] == b'#' && at + 7 <= bytes.len())
        .filter(|&at| bytes[at + 1..at + 7].iter().all(u8::is_ascii_hexdigit))
        .filter(|&at| bytes.get(at + 7).is_none_or(|b| !b.is_ascii_alphanumeric()))
        .map(|at| &text[at..at + 7])
        .collect()
}

#[test]
fn colours_are_written_only_in_the_palette() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut strays = Vec::new();
    for file in rust_files(&root.join("crates")) {
        let name = file
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if name == PALETTE || !name.contains("/src/") {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        for colour in colours(&text) {
            strays.push(format!("{name}: {colour}"));
        }
    }
    assert!(
        strays.is_empty(),
        "colours written outside {PALETTE}'s palette (name them from game::svg): {strays:?}"
    );
    assert!(colours(&std::fs::read_to_string(root.join(PALETTE)).unwrap()).len() > 10);
}
