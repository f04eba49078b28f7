//! The built book, served on 127.0.0.1 and opened in headless Chromium: at 1280×800, every
//! chapter loads, its math is typeset with KaTeX's own fonts and no raw TeX is left, no code block
//! scrolls sideways, it links to its source, search finds it by a word of its title, every figure
//! reads in the dark `coal` theme, and no request leaves the machine; at a phone's 390×844, no
//! page scrolls sideways and everything wide scrolls inside its own box; and the 404 page, served
//! for a missing address as GitHub Pages does, has links that all lead somewhere. The book is
//! served below `site-url` of `book.toml` (`/game-birds/`), as on its Pages site. The checks
//! themselves are in `browser/check.mjs`.
//!
//! It needs Chromium (`/usr/bin/chromium`, or the binary named by `CHROMIUM=`), Node.js with npm
//! (the one npm package it drives Chromium with is installed on first use, `npm ci --prefix
//! tests/browser`), and, for the chapters' live panels, the `wasm32-unknown-unknown` target. On a
//! machine without them the test passes after one line on stderr, `SKIPPED …`, naming what is
//! missing and the command that installs it (a missing target skips only the panels' checks).
//! Where the browser checks must run, in CI (`CI` set to anything) or with
//! `GAMEBIRDS_REQUIRE_BROWSER=1`, a missing tool fails the test instead: a test that did not run
//! must not look like one that passed there. The one exception is declared:
//! `GAMEBIRDS_SKIP_PANELS=1` (what `.ci/run` sets when it cannot download the target) skips the
//! panels' checks, with the same loud line, even in CI. The panels' module must stay under 1 MB.

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

/// The path the book is served at on its site, `site-url` of `book.toml` without its first `/`
/// (`game-birds/`).
fn site_path() -> String {
    let config = std::fs::read_to_string(book_root().join("book.toml")).unwrap();
    let line = config
        .lines()
        .find(|line| line.starts_with("site-url"))
        .expect("book.toml sets site-url");
    match line.split('"').nth(1).unwrap().trim_matches('/') {
        "" => String::new(),
        path => format!("{path}/"),
    }
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

/// A tool the test needs and does not have: what is missing, and the command that installs it.
struct Missing {
    what: String,
    install: &'static str,
}

/// What the browser checks run with.
struct Tools {
    chromium: PathBuf,
    script_folder: PathBuf,
}

/// The tools, or every one that is missing.
fn tools() -> Result<Tools, Vec<Missing>> {
    let mut missing = Vec::new();
    let chromium = std::env::var_os("CHROMIUM")
        .filter(|path| !path.is_empty())
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/chromium"));
    if !chromium.is_file() {
        missing.push(Missing {
            what: format!("no Chromium at {}", chromium.display()),
            install: "apt-get install chromium, or CHROMIUM=/path/to/chromium",
        });
    }
    let node = Command::new("node").arg("--version").output();
    if !node.is_ok_and(|output| output.status.success()) {
        missing.push(Missing {
            what: "no Node.js".into(),
            install: "apt-get install nodejs npm",
        });
    }
    let script_folder = workspace_root().join("tests/browser");
    if missing.is_empty() && !script_folder.join("node_modules/playwright-core").exists() {
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
            missing.push(Missing {
                what: "no playwright-core (`npm ci --prefix tests/browser` failed)".into(),
                install: "apt-get install npm, then npm ci --prefix tests/browser",
            });
        }
    }
    match missing.is_empty() {
        true => Ok(Tools {
            chromium,
            script_folder,
        }),
        false => Err(missing),
    }
}

/// Whether an environment variable is set to something other than `0` or nothing.
fn set(name: &str) -> bool {
    std::env::var_os(name).is_some_and(|value| value != "0" && !value.is_empty())
}

/// Whether the browser checks must run: in CI (`CI` set to anything) or when asked to
/// (`GAMEBIRDS_REQUIRE_BROWSER=1`).
fn required() -> bool {
    std::env::var_os("CI").is_some_and(|value| !value.is_empty())
        || set("GAMEBIRDS_REQUIRE_BROWSER")
}

/// The one line that says what is missing and how to install it.
fn missing_line(missing: &[Missing]) -> String {
    let parts: Vec<String> = missing
        .iter()
        .map(|tool| format!("{} (install: {})", tool.what, tool.install))
        .collect();
    parts.join("; ")
}

/// Says, straight to stderr past the test harness's capture so that it is seen, that some checks
/// were skipped.
fn skipped(line: &str) {
    let _ = writeln!(std::io::stderr(), "SKIPPED {line}");
}

/// What the test does, given what it has.
#[derive(Debug, PartialEq, Eq)]
enum Plan {
    /// Fail, saying why: the checks must run and cannot.
    Fail(String),
    /// Pass at once, after this `SKIPPED` line.
    Skip(String),
    /// Run the checks; the panels' too, or not, after this `SKIPPED` line.
    Run { panels: Result<(), String> },
}

/// The plan, from the tools missing, whether the WebAssembly target is installed, whether the
/// checks are required (CI, `GAMEBIRDS_REQUIRE_BROWSER=1`) and whether the panels' checks are to
/// be skipped on purpose (`GAMEBIRDS_SKIP_PANELS=1`).
fn plan(missing: &[Missing], target: bool, required: bool, skip_panels: bool) -> Plan {
    const REQUIRED: &str = "CI or GAMEBIRDS_REQUIRE_BROWSER is set, so this fails";
    if !missing.is_empty() {
        let line = missing_line(missing);
        return match required {
            true => Plan::Fail(format!("the browser test cannot run: {line}; {REQUIRED}")),
            false => Plan::Skip(format!(
                "the browser test: {line}; the book was not checked in a browser"
            )),
        };
    }
    let no_target = format!(
        "no WebAssembly target for the chapters' live panels (install: rustup target add {})",
        panels::TARGET
    );
    match (skip_panels, target, required) {
        (true, _, _) => Plan::Run {
            panels: Err("the panels' checks: GAMEBIRDS_SKIP_PANELS is set; the chapters' live panels were not played".into()),
        },
        (false, true, _) => Plan::Run { panels: Ok(()) },
        (false, false, true) => Plan::Fail(format!(
            "the browser test cannot play the panels: {no_target}; {REQUIRED} \
             (GAMEBIRDS_SKIP_PANELS=1 skips the panels' checks on purpose)"
        )),
        (false, false, false) => Plan::Run {
            panels: Err(format!("the panels' checks: {no_target}")),
        },
    }
}

#[test]
fn a_missing_tool_is_skipped_on_a_readers_machine_and_fails_in_ci() {
    let chromium = || Missing {
        what: "no Chromium at /nonexistent".into(),
        install: "apt-get install chromium, or CHROMIUM=/path/to/chromium",
    };
    let Plan::Skip(line) = plan(&[chromium()], true, false, false) else {
        panic!("a reader's machine without Chromium skips");
    };
    assert!(!line.contains('\n'), "{line}");
    assert!(
        line.starts_with(
            "the browser test: no Chromium at /nonexistent (install: apt-get install chromium"
        ),
        "{line}"
    );
    let Plan::Fail(why) = plan(&[chromium()], true, true, false) else {
        panic!("CI without Chromium fails");
    };
    assert!(why.contains("no Chromium at /nonexistent"), "{why}");
    // The WebAssembly target: skipped alone on a reader's machine, required in CI unless the
    // skip is declared.
    let Plan::Run { panels: Err(line) } = plan(&[], false, false, false) else {
        panic!("a reader's machine without the target runs the other checks");
    };
    assert!(
        line.contains("rustup target add wasm32-unknown-unknown"),
        "{line}"
    );
    assert!(
        matches!(plan(&[], false, true, false), Plan::Fail(why) if why.contains("rustup target add"))
    );
    assert!(matches!(
        plan(&[], false, true, true),
        Plan::Run { panels: Err(_) }
    ));
    assert_eq!(plan(&[], true, true, false), Plan::Run { panels: Ok(()) });
    assert_eq!(plan(&[], true, false, false), Plan::Run { panels: Ok(()) });
}

#[test]
fn the_book_works_in_a_browser() {
    let found = tools();
    let missing = found.as_ref().err().map_or(&[][..], Vec::as_slice);
    let skip_panels = set("GAMEBIRDS_SKIP_PANELS");
    let with_panels = match plan(missing, panels::target_installed(), required(), skip_panels) {
        Plan::Fail(why) => panic!("{why}"),
        Plan::Skip(line) => return skipped(&line),
        Plan::Run { panels: Ok(()) } => true,
        Plan::Run { panels: Err(line) } => {
            skipped(&line);
            false
        }
    };
    let tools = found.unwrap_or_else(|_| unreachable!("no tool is missing"));
    let scratch = std::env::temp_dir().join(format!("gamebirds-browser-{}", std::process::id()));
    // Built into the folder of its site path, and the folder above served, as on its Pages site:
    // the 404 page's links lead from `site-url`.
    let site = site_path();
    let output = book::build(&book_root(), Some(&scratch.join(&site))).expect("the book builds");
    if with_panels {
        let module = std::fs::metadata(output.join(panels::MODULE)).map(|file| file.len());
        let bytes = module.expect("the book holds the panels' module");
        println!("the panels' module: {bytes} bytes");
        assert!(
            bytes < MOST_MODULE_BYTES,
            "the panels' module is {bytes} bytes, over {MOST_MODULE_BYTES}"
        );
    }
    let server = Server::start(&scratch, 0).expect("a free port on 127.0.0.1");
    let pages: Vec<String> = pages()
        .iter()
        .map(|page| format!(r#"{{"page":"{}","search":"{}"}}"#, page.html, page.search))
        .collect();
    let result = Command::new("node")
        .current_dir(&tools.script_folder)
        .arg(Path::new("check.mjs"))
        .arg(format!("{}{site}", server.url()))
        .arg(&tools.chromium)
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
