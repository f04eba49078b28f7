//! Checking a reader's answers to the exercises in `crates/exercises`.
//!
//! Every exercise `name` has a test `…::name::your_answer` (ignored by a plain `cargo test`,
//! because unsolved stubs fail it) that runs the exercise's check on the reader's file.

use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail};

use crate::workspace_root;

/// The test-name suffix that marks a check of the reader's answer.
const YOUR_ANSWER: &str = "::your_answer";

/// The names of all exercises, in book order, as `chapter::name`.
pub fn list() -> Result<Vec<String>> {
    let output = cargo_test(
        &["--", "--ignored", "--list", "--format", "terse"],
        Stdio::piped(),
    )?;
    let listing = String::from_utf8_lossy(&output.stdout);
    let mut names: Vec<String> = listing
        .lines()
        .filter_map(|line| line.strip_suffix(": test"))
        .filter_map(|test| test.strip_suffix(YOUR_ANSWER))
        .map(|test| test.replace("::checks::", "::"))
        .collect();
    let chapters = chapters_in_book_order()?;
    let place = |name: &String| {
        let chapter = name.split("::").next().unwrap_or("").replace('_', "-");
        chapters
            .iter()
            .position(|c| *c == chapter)
            .unwrap_or(usize::MAX)
    };
    names.sort_by(|a, b| place(a).cmp(&place(b)).then_with(|| a.cmp(b)));
    Ok(names)
}

/// The chapters' file stems (`dyadic`, `transfinite-nim`, …) in the order `SUMMARY.md` lists them;
/// an exercise module is named after its chapter's file.
fn chapters_in_book_order() -> Result<Vec<String>> {
    let summary = std::fs::read_to_string(crate::book_root().join("src/SUMMARY.md"))
        .context("cannot read the book's SUMMARY.md")?;
    let stems = summary
        .lines()
        .filter_map(|line| line.split_once("](")?.1.split_once(".md)"))
        .map(|(stem, _)| stem.to_string())
        .collect();
    Ok(stems)
}

/// Runs the check of one exercise (`name` or `chapter::name`) on the reader's answer and says
/// whether it passes; the check's own messages explain a failure.
pub fn check(name: &str) -> Result<bool> {
    let exercises = list()?;
    let matching: Vec<&String> = exercises
        .iter()
        .filter(|full| *full == name || full.rsplit("::").next() == Some(name))
        .collect();
    let [full] = matching[..] else {
        bail!(
            "no exercise named `{name}`; the exercises are: {}",
            exercises.join(", ")
        );
    };
    let (chapter, exercise) = full.split_once("::").unwrap_or(("", full));
    let test = format!("{chapter}::checks::{exercise}{YOUR_ANSWER}");
    let status = cargo_test(&["--", "--ignored", "--exact", &test], Stdio::inherit())?.status;
    let file = format!("crates/exercises/src/{chapter}/{exercise}.rs");
    if status.success() {
        println!("\n✓ `{exercise}` is solved. Well played!");
    } else {
        println!("\n✗ `{exercise}` is not solved yet: edit {file} and run this again.");
    }
    Ok(status.success())
}

fn cargo_test(arguments: &[&str], stdout: Stdio) -> Result<std::process::Output> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    Command::new(cargo)
        .current_dir(workspace_root())
        .args(["test", "--quiet", "--package", "exercises", "--lib"])
        .env("RUST_BACKTRACE", "0")
        .args(arguments)
        .stdout(stdout)
        .stderr(Stdio::inherit())
        .output()
        .context("cannot run cargo")
}
