//! The exercises are complete (Rustlings' `dev check`), the audit finds what is missing, a stub
//! that does not compile neither hides the other exercises nor stops them being checked, and a
//! wrong answer is told in one line.

use std::fs;
use std::path::{Path, PathBuf};

use xtask::exercises::{self, Workspace};

/// A copy of the files the exercises need, in `target/tmp/<name>`: the exercises crate, the book's
/// Markdown, and a workspace manifest that takes every other crate from this workspace, so that a
/// build there reuses this workspace's target folder and compiles only the copied crate (under
/// another version, so that its build folders never replace the real crate's).
fn scratch_workspace(name: &str) -> Workspace {
    let real = Workspace::this_one();
    let target = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let root = target.join(name);
    let _ = fs::remove_dir_all(&root);
    let manifest: Vec<String> = fs::read_to_string(real.root.join("Cargo.toml"))
        .unwrap()
        .lines()
        .map(|line| {
            if line.starts_with("members =") {
                "members = [\"crates/exercises\"]".to_string()
            } else if line.starts_with("version =") {
                // Another version gives the copy build folders of its own in the shared target
                // folder: with the same one, its build script's output would replace the real
                // crate's, which names the copy's files (deleted when the test ends).
                "version = \"0.0.0-scratch\"".to_string()
            } else {
                line.replace("path = \"", &format!("path = \"{}/", real.root.display()))
            }
        })
        .collect();
    let manifest = manifest.join("\n");
    assert!(
        manifest.contains("members = [\"crates/exercises\"]"),
        "{manifest}"
    );
    fs::create_dir_all(root.join("book/src")).unwrap();
    fs::write(root.join("Cargo.toml"), manifest).unwrap();
    fs::copy(real.root.join("Cargo.lock"), root.join("Cargo.lock")).unwrap();
    for page in fs::read_dir(real.book_source()).unwrap() {
        let page = page.unwrap().path();
        if page.extension().is_some_and(|extension| extension == "md") {
            fs::copy(&page, root.join("book/src").join(page.file_name().unwrap())).unwrap();
        }
    }
    for part in [
        "Cargo.toml",
        "build.rs",
        "summary_titles.rs",
        "src",
        "solutions",
        "checks",
    ] {
        copy(
            &real.exercises_crate().join(part),
            &root.join("crates/exercises").join(part),
        );
    }
    Workspace {
        root,
        target_dir: Some(target.parent().unwrap().to_path_buf()),
    }
}

fn copy(from: &Path, to: &Path) {
    if from.is_dir() {
        fs::create_dir_all(to).unwrap();
        for entry in fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            copy(&entry.path(), &to.join(entry.file_name()));
        }
    } else {
        fs::create_dir_all(to.parent().unwrap()).unwrap();
        fs::copy(from, to).unwrap();
    }
}

fn edit(workspace: &Workspace, file: &str, from: &str, to: &str) {
    let path = workspace.root.join(file);
    let text = fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "{file} has no {from:?}");
    fs::write(&path, text.replacen(from, to, 1)).unwrap();
}

#[test]
fn every_exercise_has_a_solution_a_check_and_its_place_in_the_book() {
    let problems = exercises::audit(&Workspace::this_one()).unwrap();
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn the_exercises_are_listed_from_their_files_in_book_order() {
    let chapters = exercises::chapters(&Workspace::this_one()).unwrap();
    let first = &chapters[0];
    assert_eq!(first.heading(), "1. Dyadic numbers");
    let names: Vec<&str> = first.exercises.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(
        names,
        ["is_dyadic", "from_binary", "born_on"],
        "as the chapter asks them"
    );
    let folders: Vec<&str> = chapters.iter().map(|c| c.folder.as_str()).collect();
    // A section listed under a chapter is numbered as mdBook numbers it, and the chapters after
    // it keep their numbers.
    let heading = |folder: &str| {
        let chapter = chapters.iter().find(|c| c.folder == folder).unwrap();
        chapter.heading()
    };
    assert_eq!(heading("hot"), "4.1. Hot games");
    assert_eq!(heading("ordinals"), "5. Counting past infinity");
    let place = |folder: &str| folders.iter().position(|f| *f == folder);
    assert!(place("canonical") < place("hot") && place("hot") < place("ordinals"));
    assert!(
        folders.ends_with(&["transfinite_nim", "hackendot", "nimbers"]),
        "{folders:?}"
    );
}

#[test]
fn the_audit_names_every_missing_or_mismatched_piece() {
    let workspace = scratch_workspace("exercises-audit");
    let crate_root = workspace.exercises_crate();
    edit(
        &workspace,
        "crates/exercises/solutions/nim/misere_moves.rs",
        "piles: &[u64]",
        "piles: &[u32]",
    );
    edit(
        &workspace,
        "crates/exercises/solutions/dyadic/born_on.rs",
        "/// Every number",
        "/// All the numbers",
    );
    fs::remove_file(crate_root.join("solutions/hackenstrings/row_of.rs")).unwrap();
    edit(
        &workspace,
        "crates/exercises/checks/ordinals.rs",
        "fn check_two_to_the(",
        "fn check_two_to(",
    );
    edit(
        &workspace,
        "book/src/hackendot.md",
        "exercises/src/hackendot/mex.rs:stub}}",
        "",
    );
    fs::write(
        crate_root.join("solutions/dyadic/orphan.rs"),
        "//! Left over.\n",
    )
    .unwrap();
    fs::write(
        crate_root.join("src/nim/unformatted.rs"),
        "// ANCHOR: stub\npub fn unformatted( ) {todo!()}\n// ANCHOR_END: stub\n",
    )
    .unwrap();

    let problems = exercises::audit(&workspace).unwrap().join("\n");
    let expected = [
        "solutions/nim/misere_moves.rs: `fn misere_moves(&[u32]) ->Vec<(usize,u64)>` differs from the stub's `fn misere_moves(&[u64]) ->Vec<(usize,u64)>`",
        "solutions/dyadic/born_on.rs: the doc comment of `born_on` differs from the stub's",
        "solutions/hackenstrings/row_of.rs: missing",
        "checks/ordinals.rs: no `fn check_two_to_the` for the exercise `two_to_the`",
        "checks/ordinals.rs: `check_two_to` checks no exercise",
        "book/src/hackendot.md: does not include `…exercises/src/hackendot/mex.rs:stub}}`",
        "solutions/dyadic/orphan.rs: no stub src/dyadic/orphan.rs",
        "solutions/nim/unformatted.rs: missing",
        "checks/nim.rs: no `fn check_unformatted`",
        "book/src/nim.md: does not include `…cargo xtask exercise unformatted`",
        "src/nim/unformatted.rs: not formatted",
    ];
    for expected in expected {
        assert!(
            problems.contains(expected),
            "{expected:?} not in\n{problems}"
        );
    }
    assert_eq!(problems.lines().count(), 13, "\n{problems}");
    let _ = fs::remove_dir_all(&workspace.root);
}

#[test]
fn a_stub_that_does_not_compile_is_listed_with_its_first_error_and_the_rest_are_checked() {
    let workspace = scratch_workspace("exercises-broken-stub");
    edit(
        &workspace,
        "crates/exercises/src/dyadic/from_binary.rs",
        "todo!(\"read {text:?}\")",
        "text + 1",
    );
    edit(
        &workspace,
        "crates/exercises/src/nim/misere_moves.rs",
        "piles: &[u64]",
        "piles: &[u32]",
    );
    let solution = workspace
        .exercises_crate()
        .join("solutions/dyadic/is_dyadic.rs");
    fs::copy(
        solution,
        workspace.exercises_crate().join("src/dyadic/is_dyadic.rs"),
    )
    .unwrap();

    let listing = exercises::list(&workspace).unwrap();
    let line = |name: &str| {
        listing
            .lines()
            .find(|line| line.trim_start().starts_with(&format!("{name} ")))
            .unwrap_or_else(|| panic!("no {name} in\n{listing}"))
            .to_string()
    };
    assert!(
        line("from_binary").contains("✗ does not compile: error[E0369]: cannot add")
            && line("from_binary").contains("(crates/exercises/src/dyadic/from_binary.rs:10:"),
        "{listing}"
    );
    assert!(
        line("misere_moves").contains("where the check calls `misere_moves`: is its signature"),
        "{listing}"
    );
    assert!(line("is_dyadic").contains("✓ solved"), "{listing}");
    let chapters = exercises::chapters(&workspace).unwrap();
    for exercise in chapters.iter().flat_map(|chapter| &chapter.exercises) {
        if !["from_binary", "is_dyadic", "misere_moves"].contains(&exercise.name.as_str()) {
            assert!(line(&exercise.name).contains("· to do"), "{listing}");
        }
    }
    assert!(exercises::check(&workspace, "is_dyadic").unwrap().solved);
    assert!(!exercises::check(&workspace, "from_binary").unwrap().solved);

    // Without a name, the first exercise not solved in book order, and the count.
    let total = chapters.iter().map(|c| c.exercises.len()).sum::<usize>();
    let progress = exercises::next(&workspace).unwrap();
    assert_eq!((progress.solved, progress.total), (1, total));
    let report = progress.report();
    assert!(
        report.starts_with("Next: `from_binary`, in crates/exercises/src/dyadic/from_binary.rs\n")
            && report.contains("`from_binary` does not compile yet")
            && report.ends_with(&format!("\n\n1/{total} solved")),
        "{report}"
    );
    let _ = fs::remove_dir_all(&workspace.root);
}

#[test]
fn a_wrong_answer_is_told_in_one_line_without_the_test_harness_around_it() {
    let workspace = scratch_workspace("exercises-wrong-answer");
    // Every fraction is dyadic, says this answer: right for 1/2, wrong for 2/6.
    edit(
        &workspace,
        "crates/exercises/src/dyadic/is_dyadic.rs",
        "todo!(\"is {numerator}/{denominator} dyadic?\")",
        "numerator != denominator || true",
    );
    // An answer that panics: the place in the reader's file is named.
    edit(
        &workspace,
        "crates/exercises/src/nim/unpaired_powers.rs",
        "todo!(",
        "if !piles.is_empty() { panic!(\"{}\", piles.len()) } todo!(",
    );
    // The test harness's words around a failure: `thread '…' panicked at`, the note on
    // backtraces, the `---- name stdout ----` heading, the list of failures and the summary.
    let noise = [
        "thread '",
        "panicked at crates/exercises/checks",
        "RUST_BACKTRACE",
        "---- ",
        "failures:",
        "test result",
    ];
    let wrong = exercises::check(&workspace, "is_dyadic").unwrap();
    assert!(!wrong.solved);
    let progress = exercises::next(&workspace).unwrap();
    let (next, verdict) = progress.next.unwrap();
    assert_eq!(
        (next.name.as_str(), &verdict, progress.solved),
        ("is_dyadic", &wrong, 0),
        "the first exercise, told as when named"
    );
    let lines: Vec<&str> = wrong.report.lines().collect();
    let verdicts: Vec<&&str> = lines
        .iter()
        .filter(|line| line.contains("your code returned"))
        .collect();
    assert_eq!(
        verdicts,
        [&"✗ is_dyadic(2, 6): your code returned true, expected false"],
        "\n{}",
        wrong.report
    );
    assert_eq!(
        lines.last(),
        Some(
            &"  Edit crates/exercises/src/dyadic/is_dyadic.rs and run `cargo xtask exercise is_dyadic` again."
        ),
        "\n{}",
        wrong.report
    );
    assert_eq!(lines.len(), 2, "\n{}", wrong.report);

    // The stub as it comes: its `todo!()` is named, with its place.
    let unwritten = exercises::check(&workspace, "born_on").unwrap();
    let first = unwritten.report.lines().next().unwrap();
    assert!(
        first.starts_with("✗ `born_on` is not written yet: its body is still `todo!()` (crates/exercises/src/dyadic/born_on.rs:"),
        "{}",
        unwritten.report
    );
    let panicking = exercises::check(&workspace, "unpaired_powers").unwrap();
    let first = panicking.report.lines().next().unwrap();
    assert!(
        first.starts_with("✗ your code panicked at crates/exercises/src/nim/unpaired_powers.rs:")
            && first.ends_with(": 4"),
        "{}",
        panicking.report
    );
    for report in [&wrong.report, &unwritten.report, &panicking.report] {
        assert_eq!(report.lines().count(), 2, "\n{report}");
        for word in noise {
            assert!(!report.contains(word), "{word:?} in\n{report}");
        }
    }
    let _ = fs::remove_dir_all(&workspace.root);
}
