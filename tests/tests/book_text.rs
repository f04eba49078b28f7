//! What the book's Markdown promises a reader, checked on the sources: every listing included from
//! a crate names and links its file and reads as whole, unindented Rust; the README and the welcome
//! page list exactly the chapters `SUMMARY.md` has; every chapter cites the bibliography page;
//! nothing a reader sees is said to be counted from 1, except lines and columns; and the book
//! draws pebbles as the code does.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn book_source() -> PathBuf {
    workspace().join("book/src")
}

/// The book's repository, `git-repository-url` in `book.toml`: captions link to files in it.
fn repository() -> String {
    let config = fs::read_to_string(workspace().join("book/book.toml")).unwrap();
    let line = config
        .lines()
        .find(|line| line.starts_with("git-repository-url"))
        .expect("book.toml sets git-repository-url");
    line.split('"').nth(1).unwrap().to_string()
}

/// Every Markdown page of the book, with its file name and text.
fn pages() -> Vec<(String, String)> {
    let mut pages: Vec<(String, String)> = fs::read_dir(book_source())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "md"))
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, fs::read_to_string(&path).unwrap())
        })
        .collect();
    pages.sort();
    pages
}

/// The lines an `{{#include file:anchor}}` shows, as mdBook picks them: those between the anchor's
/// markers, without any marker lines.
fn anchored_lines(text: &str, anchor: &str) -> Vec<String> {
    let start = format!("ANCHOR: {anchor}");
    let end = format!("ANCHOR_END: {anchor}");
    let is = |line: &str, marker: &str| {
        line.find(marker)
            .is_some_and(|at| line[at + marker.len()..].trim().is_empty())
    };
    let mut inside = false;
    let mut lines = Vec::new();
    for line in text.lines() {
        if is(line, &start) {
            inside = true;
        } else if is(line, &end) {
            inside = false;
        } else if inside && !line.contains("ANCHOR:") && !line.contains("ANCHOR_END:") {
            lines.push(line.to_string());
        }
    }
    lines
}

#[test]
fn every_listing_names_its_file_and_is_unindented() {
    let mut problems = Vec::new();
    let mut listings = 0;
    for (name, text) in pages() {
        let lines: Vec<&str> = text.lines().collect();
        for (index, line) in lines.iter().enumerate() {
            let Some(rest) = line.strip_prefix("{{#include ") else {
                continue;
            };
            listings += 1;
            let place = format!("{name}:{}", index + 1);
            let target = rest.split("}}").next().unwrap().trim();
            let (path, anchor) = target.split_once(':').unwrap_or((target, ""));
            let shown = path.trim_start_matches("../../");
            // The caption: the last non-blank line before the code fence.
            let caption = lines[..index.saturating_sub(1)]
                .iter()
                .rev()
                .find(|line| !line.trim().is_empty())
                .copied()
                .unwrap_or("");
            let expected = format!(
                r#"<p class="listing-caption">Listing: <a href="{}/blob/main/{shown}"><code>{shown}</code></a></p>"#,
                repository()
            );
            if !lines[index.saturating_sub(1)].starts_with("```rust") {
                problems.push(format!(
                    "{place}: the include is not the first line of a code block"
                ));
            }
            if !caption.starts_with(&expected) {
                problems.push(format!(
                    "{place}: no caption `{expected}…` above the listing"
                ));
            }
            let file = book_source().join(path);
            let Ok(source) = fs::read_to_string(&file) else {
                problems.push(format!("{place}: cannot read {}", file.display()));
                continue;
            };
            let shown_lines = if anchor.is_empty() {
                source.lines().map(str::to_string).collect()
            } else {
                anchored_lines(&source, anchor)
            };
            let indent = shown_lines
                .iter()
                .filter(|line| !line.trim().is_empty())
                .map(|line| line.len() - line.trim_start().len())
                .min();
            match indent {
                None => problems.push(format!("{place}: `{target}` shows nothing")),
                Some(0) => {}
                Some(spaces) => problems.push(format!(
                    "{place}: `{target}` is indented by {spaces} spaces (anchored inside a block?)"
                )),
            }
        }
    }
    assert!(listings > 40, "only {listings} listings found");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The chapters of `SUMMARY.md`, as file names, without the welcome page and the sources.
fn chapters() -> BTreeSet<String> {
    let summary = fs::read_to_string(book_source().join("SUMMARY.md")).unwrap();
    summary
        .lines()
        .filter(|line| line.trim_start().starts_with("- ["))
        .filter_map(|line| {
            let target = line.split("](").nth(1)?.trim_end().trim_end_matches(')');
            Some(target.to_string())
        })
        .filter(|target| target != "bibliography.md")
        .collect()
}

/// The `.md` files that `text` links to with the given prefix, e.g. `](book/src/`.
fn linked_chapters(text: &str, prefix: &str) -> BTreeSet<String> {
    text.split(prefix)
        .skip(1)
        .filter_map(|rest| {
            let end = rest.find([')', '#'])?;
            let target = &rest[..end];
            (target.ends_with(".md") && !target.contains('/')).then(|| target.to_string())
        })
        .filter(|target| target != "bibliography.md" && target != "introduction.md")
        .collect()
}

#[test]
fn the_readme_and_the_welcome_page_list_exactly_the_chapters_there_are() {
    let chapters = chapters();
    assert!(chapters.len() >= 7, "{chapters:?}");
    let readme = fs::read_to_string(workspace().join("README.md")).unwrap();
    let chapter_list = readme
        .split("## The chapters")
        .nth(1)
        .expect("the README has a chapter list")
        .split("\n## ")
        .next()
        .unwrap();
    assert_eq!(
        linked_chapters(chapter_list, "](book/src/"),
        chapters,
        "README.md"
    );
    let welcome = fs::read_to_string(book_source().join("introduction.md")).unwrap();
    let contents = welcome
        .split("## What is in this book")
        .nth(1)
        .expect("the welcome page lists the chapters")
        .split("\n## ")
        .next()
        .unwrap();
    assert_eq!(linked_chapters(contents, "]("), chapters, "introduction.md");
}

#[test]
fn every_chapter_cites_its_sources_on_the_bibliography_page() {
    let bibliography = fs::read_to_string(book_source().join("bibliography.md")).unwrap();
    for chapter in chapters() {
        let text = fs::read_to_string(book_source().join(&chapter)).unwrap();
        let sources = text
            .split("\n## Sources")
            .nth(1)
            .unwrap_or_else(|| panic!("{chapter} has no `## Sources` section"));
        let cited: Vec<&str> = sources
            .split("](bibliography.md#")
            .skip(1)
            .map(|rest| &rest[..rest.find(')').unwrap()])
            .collect();
        assert!(!cited.is_empty(), "{chapter} cites nothing");
        for anchor in cited {
            // The build's link checker checks the anchors too; this names the chapter.
            assert!(
                bibliography.contains(&format!(r#"id="{anchor}""#)),
                "{chapter} cites a missing entry `{anchor}`"
            );
        }
    }
}

#[test]
fn nothing_is_counted_from_one_but_lines_and_columns() {
    let welcome = fs::read_to_string(book_source().join("introduction.md")).unwrap();
    let conventions = welcome.split("## Conventions").nth(1).unwrap();
    let said = conventions.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        said.contains("Rows, pebbles, piles, nodes and edges are numbered from 0"),
        "{said}"
    );
    assert!(said.contains("line and column count from 1"), "{said}");
    for (name, text) in pages() {
        let prose = text.split_whitespace().collect::<Vec<_>>().join(" ");
        for wrong in ["numbered from 1", "counted from 1", "counts from 1"] {
            assert!(!prose.contains(wrong), "{name} says `{wrong}`");
        }
    }
}

#[test]
fn the_book_draws_pebbles_as_the_code_does() {
    use hackenstrings::Pebble;
    // A is Left's pebble, White in the story, drawn hollow; B is Right's, Black, drawn filled.
    assert_eq!((Pebble::Left.glyph(), Pebble::Right.glyph()), ('○', '●'));
    let mut mentions = 0;
    for (name, text) in pages() {
        let prose = text.split_whitespace().collect::<Vec<_>>().join(" ");
        for (glyph, letter) in [("`○`", "`A`"), ("`●`", "`B`")] {
            for (at, _) in prose.match_indices(glyph) {
                // The letter named last before the glyph is the one it draws.
                let before = &prose[..at];
                let last_a = before.rfind("`A`");
                let last_b = before.rfind("`B`");
                let named = match (last_a, last_b) {
                    (Some(a), Some(b)) if a > b => "`A`",
                    (Some(_), None) => "`A`",
                    (_, Some(_)) => "`B`",
                    (None, None) => "nothing",
                };
                assert_eq!(named, letter, "{name}: {glyph} drawn for {named}");
                mentions += 1;
            }
        }
    }
    assert!(mentions >= 4, "only {mentions} glyphs in the book");
}

/// The chapters' crates in the book's order: each may depend only on crates before it.
const CHAPTER_CRATES: [&str; 11] = [
    "dyadic",
    "game",
    "hackenstrings",
    "canonical",
    "ordinal",
    "surreal",
    "hackenbush",
    "nim",
    "transfinite-nim",
    "hackendot",
    "nimbers",
];

/// The workspace crates each crate of `crates/` depends on (its `[dependencies]`), by name.
fn crate_dependencies() -> Vec<(String, Vec<String>)> {
    let crates = workspace().join("crates");
    let mut names: Vec<String> = fs::read_dir(&crates)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| crates.join(name).join("Cargo.toml").exists())
        .collect();
    names.sort();
    names
        .iter()
        .map(|name| {
            let manifest = fs::read_to_string(crates.join(name).join("Cargo.toml")).unwrap();
            let mut in_dependencies = false;
            let mut uses = Vec::new();
            for line in manifest.lines().map(str::trim) {
                if line.starts_with('[') {
                    in_dependencies = line == "[dependencies]";
                } else if in_dependencies {
                    let key = line.split(['=', '.', ' ']).next().unwrap_or("");
                    if names.iter().any(|other| other == key) {
                        uses.push(key.to_string());
                    }
                }
            }
            uses.sort();
            (name.clone(), uses)
        })
        .collect()
}

/// The README's drawing of the dependency graph, as it must read.
fn dependency_drawing() -> String {
    // Mermaid reads a hyphen in a name as the start of an arrow: such a node gets an id and a label.
    let node = |name: &str| match name.replace('-', "_") {
        id if id == name => id,
        id => format!("{id}[\"{name}\"]"),
    };
    let mut drawing = String::from("```mermaid\ngraph BT\n");
    for (name, uses) in crate_dependencies() {
        for used in uses {
            drawing.push_str(&format!("  {} --> {}\n", node(&name), node(&used)));
        }
    }
    drawing.push_str("```\n");
    drawing
}

#[test]
fn the_readme_draws_the_crates_dependencies_as_they_are() {
    let readme = fs::read_to_string(workspace().join("README.md")).unwrap();
    let expected = dependency_drawing();
    assert!(
        readme.contains(&expected),
        "README.md should draw the crates' dependencies exactly as the manifests have them:\n{expected}"
    );
}

#[test]
fn a_chapter_crate_depends_only_on_earlier_chapters() {
    let mut problems = Vec::new();
    for (name, uses) in crate_dependencies() {
        let Some(place) = CHAPTER_CRATES.iter().position(|c| *c == name) else {
            continue;
        };
        for used in uses {
            match CHAPTER_CRATES.iter().position(|c| *c == used) {
                Some(earlier) if earlier < place => {}
                _ => problems.push(format!("{name} (chapter {}) depends on {used}", place + 1)),
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
