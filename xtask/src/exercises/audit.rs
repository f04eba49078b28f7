//! The exercises' `dev check` (as Rustlings calls it): every stub has a solution with the same
//! signature and a check, and its chapter includes both; nothing is left over. Reads the files
//! only, so it runs in a moment and finds every problem at once.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use std::process::Command;

use anyhow::Result;

use super::signature::{self, Signature};
use super::{Workspace, chapters, entries};

/// Everything wrong with the exercises, one line each, naming the file; empty when all is well.
pub fn audit(workspace: &Workspace) -> Result<Vec<String>> {
    let crate_root = workspace.exercises_crate();
    let mut problems = Vec::new();
    let chapters = chapters(workspace)?;
    let mut chapters_of_name: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for chapter in &chapters {
        let folder = &chapter.folder;
        let page = chapter.page();
        if chapter.title.is_none() {
            problems.push(format!(
                "crates/exercises/src/{folder}/: book/src/SUMMARY.md lists no chapter `{page}`"
            ));
        }
        let page_text = read(&workspace.book_source().join(&page));
        let checks_file = format!("crates/exercises/checks/{folder}.rs");
        let checks = read(&workspace.root.join(&checks_file));
        if checks.is_none() {
            problems.push(format!("{checks_file}: missing (the checks of `{folder}`)"));
        }
        for exercise in &chapter.exercises {
            let name = &exercise.name;
            chapters_of_name.entry(name).or_default().push(folder);
            let stub_file = format!("crates/exercises/{}", exercise.stub());
            let solution_file = format!("crates/exercises/{}", exercise.solution());
            if !is_identifier(name) {
                problems.push(format!(
                    "{stub_file}: an exercise's name is a function's: lower case, digits and `_`"
                ));
            }
            let stub = function(workspace, &stub_file, "stub", name, &mut problems);
            let solution = function(workspace, &solution_file, "solution", name, &mut problems);
            if let (Some(stub), Some(solution)) = (stub, solution) {
                if stub.shape != solution.shape {
                    problems.push(format!(
                        "{solution_file}: `{}` differs from the stub's `{}`",
                        solution.shape, stub.shape
                    ));
                }
                if stub.doc != solution.doc {
                    problems.push(format!(
                        "{solution_file}: the doc comment of `{name}` differs from the stub's"
                    ));
                }
            }
            if let Some(checks) = &checks
                && !check_functions(checks).contains(&format!("check_{name}"))
            {
                problems.push(format!(
                    "{checks_file}: no `fn check_{name}` for the exercise `{name}`"
                ));
            }
            let wanted = [
                format!("exercises/{}:stub}}}}", exercise.stub()),
                format!("exercises/{}:solution}}}}", exercise.solution()),
                format!("cargo xtask exercise {name}"),
            ];
            for wanted in wanted {
                if !page_text
                    .as_ref()
                    .is_some_and(|text| text.contains(&wanted))
                {
                    problems.push(format!("book/src/{page}: does not include `…{wanted}`"));
                }
            }
        }
        // Leftovers: a solution or a check with no stub.
        let stubs: Vec<&str> = chapter.exercises.iter().map(|e| e.name.as_str()).collect();
        for solution in entries(&crate_root.join("solutions").join(folder))?.rust_stems {
            if !stubs.contains(&solution.as_str()) {
                problems.push(format!(
                    "crates/exercises/solutions/{folder}/{solution}.rs: no stub src/{folder}/{solution}.rs"
                ));
            }
        }
        for check in check_functions(checks.as_deref().unwrap_or_default()) {
            let exercise = &check["check_".len()..];
            if !stubs.contains(&exercise) {
                problems.push(format!(
                    "{checks_file}: `{check}` checks no exercise (no stub src/{folder}/{exercise}.rs)"
                ));
            }
        }
    }
    let folders: Vec<&str> = chapters.iter().map(|c| c.folder.as_str()).collect();
    for folder in entries(&crate_root.join("solutions"))?.dirs {
        if !folders.contains(&folder.as_str()) {
            problems.push(format!(
                "crates/exercises/solutions/{folder}/: no stubs in src/{folder}/"
            ));
        }
    }
    for checks in entries(&crate_root.join("checks"))?.rust_stems {
        if !folders.contains(&checks.as_str()) {
            problems.push(format!(
                "crates/exercises/checks/{checks}.rs: no stubs in src/{checks}/"
            ));
        }
    }
    for (name, folders) in chapters_of_name {
        if folders.len() > 1 {
            problems.push(format!(
                "the exercise name `{name}` is in {}: `cargo xtask exercise {name}` needs one",
                folders.join(" and ")
            ));
        }
    }
    problems.extend(unformatted(workspace)?);
    Ok(problems)
}

/// The signature of the function `name` between the file's `anchor` markers, or a problem.
fn function(
    workspace: &Workspace,
    file: &str,
    anchor: &str,
    name: &str,
    problems: &mut Vec<String>,
) -> Option<Signature> {
    let Some(text) = read(&workspace.root.join(file)) else {
        problems.push(format!("{file}: missing"));
        return None;
    };
    let Some(code) = signature::between_anchors(&text, anchor) else {
        problems.push(format!(
            "{file}: no `// ANCHOR: {anchor}` … `// ANCHOR_END: {anchor}` lines"
        ));
        return None;
    };
    let found = signature::of(code, name);
    if found.is_none() {
        problems.push(format!(
            "{file}: no `pub fn {name}` between the `{anchor}` anchors"
        ));
    }
    found
}

/// The names of the functions `check_…` that `checks` defines.
fn check_functions(checks: &str) -> Vec<String> {
    checks
        .match_indices("fn check_")
        .map(|(at, _)| {
            let name = &checks[at + "fn ".len()..];
            let end = name
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(name.len());
            name[..end].to_string()
        })
        .collect()
}

fn is_identifier(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

fn read(path: &Path) -> Option<String> {
    fs::read_to_string(path).ok()
}

/// The exercises' files that `rustfmt` would change. `cargo fmt` does not reach them: the crate
/// includes its modules from `build.rs`'s output, where rustfmt does not look.
fn unformatted(workspace: &Workspace) -> Result<Vec<String>> {
    let crate_root = workspace.exercises_crate();
    let mut files = Vec::new();
    for folder in ["src", "solutions", "checks"] {
        files.extend(crate::checks::files_with_extension(
            &crate_root.join(folder),
            "rs",
        )?);
    }
    let Ok(output) = Command::new("rustfmt")
        .args(["--check", "--edition", "2024"])
        .args(&files)
        .output()
    else {
        return Ok(Vec::new()); // No rustfmt here: CI has it.
    };
    let report = String::from_utf8_lossy(&output.stdout);
    let mut problems: Vec<String> = report
        .lines()
        .filter_map(|line| line.strip_prefix("Diff in "))
        .filter_map(|place| place.rsplit_once(':')?.0.rsplit_once(':'))
        .map(|(file, _)| {
            let file = workspace.shown(file.as_ref());
            format!("{file}: not formatted: run `rustfmt --edition 2024 {file}`")
        })
        .collect();
    problems.dedup();
    if !output.status.success() && problems.is_empty() {
        problems.push(format!(
            "rustfmt cannot read the exercises: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    Ok(problems)
}
