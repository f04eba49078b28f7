//! The book builds, and a broken formula, include or link stops the build with a useful message.

use std::fs;
use std::path::PathBuf;

use xtask::{book, book_root};

/// A throw-away book: the real `book.toml`, and the given chapters.
fn scratch_book(name: &str, chapters: &[(&str, &str)]) -> PathBuf {
    let root = std::env::temp_dir().join(format!("gamebirds-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(root.join("src")).unwrap();
    fs::copy(book_root().join("book.toml"), root.join("book.toml")).unwrap();
    let mut summary = String::from("# Summary\n\n");
    for (file, text) in chapters {
        fs::write(root.join("src").join(file), text).unwrap();
        summary.push_str(&format!("- [{file}]({file})\n"));
    }
    fs::write(root.join("src/SUMMARY.md"), summary).unwrap();
    root
}

fn build_error(root: &PathBuf) -> String {
    let result = book::build(root, Some(&root.join("out")));
    let _ = fs::remove_dir_all(root);
    format!("{:#}", result.expect_err("the build should fail"))
}

#[test]
fn the_real_book_builds_with_typeset_math() {
    let root = std::env::temp_dir().join(format!("gamebirds-real-{}", std::process::id()));
    let output = book::build(&book_root(), Some(&root)).expect("the book builds");
    let page = fs::read_to_string(output.join("dyadic.html")).unwrap();
    assert!(
        page.contains("class=\"katex\""),
        "math is typeset at build time"
    );
    assert!(!page.contains("cdn.jsdelivr"), "no stylesheet from a CDN");
    assert!(
        output
            .join("katex/fonts/KaTeX_Main-Regular.woff2")
            .is_file()
    );
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn a_tex_error_names_the_chapter_and_the_formula() {
    let root = scratch_book(
        "tex",
        &[
            ("fine.md", "# Fine\n\n$1+1$\n"),
            ("bad.md", "# Bad\n\nSee $\\frac{1}{$ here.\n"),
        ],
    );
    let error = build_error(&root);
    assert!(error.contains("chapter `bad.md`"), "{error}");
    assert!(error.contains(r"\frac{1}{"), "{error}");
}

#[test]
fn a_missing_include_file_or_anchor_is_an_error() {
    let page = "# Code\n\n```rust,ignore\n{{#include ../../nowhere.rs}}\n```\n\n```rust,ignore\n{{#include code.rs:absent}}\n```\n";
    let root = scratch_book("include", &[("code.md", page)]);
    fs::write(
        root.join("src/code.rs"),
        "// ANCHOR: present\nfn f() {}\n// ANCHOR_END: present\n",
    )
    .unwrap();
    let error = build_error(&root);
    assert!(
        error.contains("code.md:4: cannot read included file"),
        "{error}"
    );
    assert!(
        error.contains("code.md:8:") && error.contains("has no `ANCHOR: absent`"),
        "{error}"
    );
}

#[test]
fn a_link_to_a_missing_chapter_or_heading_is_an_error() {
    let root = scratch_book(
        "links",
        &[
            (
                "one.md",
                "# One\n\n[gone](gone.md) and [two](two.md#nowhere) and [fine](two.md#two)\n",
            ),
            ("two.md", "# Two\n"),
        ],
    );
    let error = build_error(&root);
    assert!(
        error.contains("one.html: link `gone.html`: no such file"),
        "{error}"
    );
    assert!(
        error.contains("link `two.html#nowhere`: no element with id `nowhere`"),
        "{error}"
    );
    assert!(!error.contains("two.html#two`"), "{error}");
}

#[test]
fn the_404_pages_links_are_resolved_from_the_site_url() {
    // mdBook serves the 404 page at any missing address, with `<base href>` set to `site-url`
    // (`/game-birds/` in the real `book.toml`): its links lead from there, even `#id` ones.
    let root = scratch_book(
        "404",
        &[
            (
                "one.md",
                "# One\n\n[two](/game-birds/two.md) and [away](/elsewhere/one.html)\n",
            ),
            ("two.md", "# Two\n"),
        ],
    );
    fs::write(
        root.join("src/404.md"),
        "# Lost\n\n[home](one.md) and [gone](gone.md)\n",
    )
    .unwrap();
    let error = build_error(&root);
    assert!(
        error.contains("404.html: link `gone.html`: no such file"),
        "{error}"
    );
    assert!(
        error.contains("404.html: link `#lost`: no element with id `lost`"),
        "{error}"
    );
    assert!(
        error.contains(
            "one.html: link `/elsewhere/one.html`: leads outside the site `/game-birds/`"
        ),
        "{error}"
    );
    assert!(!error.contains("`one.html`"), "{error}");
    assert!(!error.contains("two"), "{error}");
}
