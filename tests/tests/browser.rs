//! The built book, served on 127.0.0.1 and opened in headless Chromium at 1280×800: every chapter
//! loads, its math is typeset with KaTeX's own fonts and no raw TeX is left, no code block scrolls
//! sideways, it links to its source, search finds it by a word of its title, every figure reads in
//! the dark `coal` theme, and no request leaves the machine. The checks themselves are in
//! `browser/check.mjs`.
//!
//! A missing Chromium or Node.js fails the test, saying what to install: a test that did not run
//! must not look like one that passed. `GAMEBIRDS_SKIP_BROWSER=1` skips it, with a loud line on
//! stderr, as the README says.
//!
//! The chapters' live panels are played too (`browser/check.mjs` says how), which needs the
//! `wasm32-unknown-unknown` target: without it the test fails, saying how to add it, unless
//! `GAMEBIRDS_SKIP_PANELS=1` (what CI sets when the target cannot be downloaded), which skips the
//! panels' checks with a loud line and runs the others. The module must stay under 1 MB. The npm package it drives Chromium with is installed on first use
//! (`npm ci --prefix tests/browser`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use xtask::{book, book_root, panels, serve::Server, workspace_root};

/// The most bytes the panels' WebAssembly module may weigh: a page should not wait for more.
const MOST_MODULE_BYTES: u64 = 1_000_000;

/// A page of the book and a word the search box should find it by.
struct Page {
    html: String,
    search: String,
}

/// The chapters listed in `SUMMARY.md`, each with the longest word of its title.
fn pages() -> Vec<Page> {
    let summary = std::fs::read_to_string(book_root().join("src/SUMMARY.md")).unwrap();
    let mut pages = Vec::new();
    for line in summary.lines() {
        let (Some(open), Some(middle)) = (line.find('['), line.find("](")) else {
            continue;
        };
        let title = &line[open + 1..middle];
        let target = line[middle + 2..].trim_end_matches(')');
        let word = title
            .split(|c: char| !c.is_alphanumeric())
            .max_by_key(|word| word.chars().count())
            .unwrap_or_default()
            .to_lowercase();
        pages.push(Page {
            html: target.replace(".md", ".html"),
            search: word,
        });
    }
    assert!(!pages.is_empty(), "SUMMARY.md lists no chapters");
    pages
}

/// What the test needs, or why it cannot run.
fn tools() -> Result<(PathBuf, PathBuf), String> {
    let chromium = std::env::var_os("CHROMIUM")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/chromium"));
    if !chromium.exists() {
        return Err(format!(
            "no Chromium at {} (apt-get install chromium)",
            chromium.display()
        ));
    }
    if !panels::target_installed() && !skip_panels() {
        return Err(
            "no WebAssembly target for the chapters' live panels (rustup target add wasm32-unknown-unknown; \
             or skip the panels' checks with GAMEBIRDS_SKIP_PANELS=1)"
                .into(),
        );
    }
    match Command::new("node").arg("--version").output() {
        Ok(output) if output.status.success() => {}
        _ => return Err("no Node.js (apt-get install nodejs npm)".into()),
    }
    let script_folder = workspace_root().join("tests/browser");
    if !script_folder.join("node_modules/playwright-core").exists() {
        eprintln!("browser test: installing playwright-core (npm ci --prefix tests/browser)");
        let installed = Command::new("npm")
            .args([
                "ci",
                "--no-audit",
                "--no-fund",
                "--loglevel=error",
                "--prefix",
            ])
            .arg(&script_folder)
            .status();
        if !installed.is_ok_and(|status| status.success()) {
            return Err("`npm ci --prefix tests/browser` failed (is npm installed?)".into());
        }
    }
    Ok((chromium, script_folder))
}

/// Whether an environment variable is set to something other than `0` or nothing.
fn set(name: &str) -> bool {
    std::env::var_os(name).is_some_and(|value| value != "0" && !value.is_empty())
}

/// Whether the reader asked to skip the browser test (`GAMEBIRDS_SKIP_BROWSER=1`).
fn skip_requested() -> bool {
    set("GAMEBIRDS_SKIP_BROWSER")
}

/// Whether the panels' checks are to be skipped (`GAMEBIRDS_SKIP_PANELS=1`).
fn skip_panels() -> bool {
    set("GAMEBIRDS_SKIP_PANELS")
}

#[test]
fn the_book_works_in_a_browser() {
    if skip_requested() {
        // Straight to stderr, past the test harness's capture, so that the skip is seen.
        let _ = writeln!(
            std::io::stderr(),
            "SKIPPED the browser test: GAMEBIRDS_SKIP_BROWSER is set; the book was not checked in a browser"
        );
        return;
    }
    let (chromium, script_folder) = match tools() {
        Ok(found) => found,
        Err(missing) => panic!(
            "the browser test cannot run: {missing}.\n\
             Install it, or skip this test with GAMEBIRDS_SKIP_BROWSER=1 (see the README)."
        ),
    };
    let scratch = std::env::temp_dir().join(format!("gamebirds-browser-{}", std::process::id()));
    let output = book::build(&book_root(), Some(&scratch)).expect("the book builds");
    let with_panels = !skip_panels();
    if with_panels {
        let module = std::fs::metadata(output.join(panels::MODULE)).map(|file| file.len());
        let bytes = module.expect("the book holds the panels' module");
        println!("the panels' module: {bytes} bytes");
        assert!(
            bytes < MOST_MODULE_BYTES,
            "the panels' module is {bytes} bytes, over {MOST_MODULE_BYTES}"
        );
    } else {
        let _ = writeln!(
            std::io::stderr(),
            "SKIPPED the panels' checks: GAMEBIRDS_SKIP_PANELS is set; the chapters' live panels were not played"
        );
    }
    let server = Server::start(&output, 0).expect("a free port on 127.0.0.1");
    let pages: Vec<String> = pages()
        .iter()
        .map(|page| format!(r#"{{"page":"{}","search":"{}"}}"#, page.html, page.search))
        .collect();
    let result = Command::new("node")
        .current_dir(&script_folder)
        .arg(Path::new("check.mjs"))
        .arg(server.url())
        .arg(&chromium)
        .arg(format!("[{}]", pages.join(",")))
        .arg(if with_panels { "panels" } else { "no-panels" })
        .output()
        .expect("node runs");
    let _ = std::fs::remove_dir_all(&scratch);
    let report = String::from_utf8_lossy(&result.stdout);
    println!("{report}{}", String::from_utf8_lossy(&result.stderr));
    assert!(
        result.status.success(),
        "the browser checks failed:\n{report}"
    );
}
