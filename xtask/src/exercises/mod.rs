//! The exercises in `crates/exercises`, found by their files: listing them, checking a reader's
//! answer, and auditing that every exercise is complete.
//!
//! An exercise `name` of the chapter whose folder is `chapter` (the chapter's Markdown file
//! `book/src/<chapter>.md`, with `_` for `-`) is the stub `src/<chapter>/<name>.rs`, the
//! solution `solutions/<chapter>/<name>.rs` and the check `check_<name>` in `checks/<chapter>.rs`;
//! the crate's `build.rs` turns each into three tests, one of which,
//! `tests::<chapter>::<name>::your_answer`, checks the reader's answer.

mod audit;
mod cargo;
mod signature;
// Shared with the exercises' build script, which numbers the chapters the same way.
#[path = "../../../crates/exercises/summary_titles.rs"]
mod summary_titles;

pub use summary_titles::summary_titles;

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

pub use audit::audit;
pub use cargo::{Diagnostic, Status, Verdict};

/// A workspace holding the exercises: its root, and the target folder its builds use (cargo's
/// default when `None`).
#[derive(Clone, Debug)]
pub struct Workspace {
    /// The folder holding the workspace's `Cargo.toml`, `crates/exercises` and `book/`.
    pub root: PathBuf,
    /// Where cargo builds, when not the workspace's own `target/`.
    pub target_dir: Option<PathBuf>,
}

impl Workspace {
    /// The workspace this xtask belongs to.
    pub fn this_one() -> Self {
        Workspace {
            root: crate::workspace_root(),
            target_dir: None,
        }
    }

    /// `crates/exercises`.
    pub fn exercises_crate(&self) -> PathBuf {
        self.root.join("crates/exercises")
    }

    /// The book's `src` folder.
    pub fn book_source(&self) -> PathBuf {
        self.root.join("book/src")
    }

    /// A path shown relative to the root where it lies below it.
    pub fn shown(&self, path: &Path) -> String {
        path.strip_prefix(&self.root)
            .unwrap_or(path)
            .display()
            .to_string()
    }
}

/// One chapter's exercises.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chapter {
    /// The folder of its stubs, also the name of its module: `transfinite_nim`.
    pub folder: String,
    /// Its number (`4`, or `4.1` for a section listed under chapter 4) and title in
    /// `SUMMARY.md`, when it is there.
    pub title: Option<(String, String)>,
    /// Its exercises, in the order the chapter includes them.
    pub exercises: Vec<Exercise>,
}

impl Chapter {
    /// The chapter's Markdown file in `book/src`: `transfinite-nim.md`.
    pub fn page(&self) -> String {
        format!("{}.md", self.folder.replace('_', "-"))
    }

    /// A heading for listings: `6. Transfinite Nim`.
    pub fn heading(&self) -> String {
        match &self.title {
            Some((number, title)) => format!("{number}. {title}"),
            None => format!("{} (not in the book's SUMMARY.md)", self.folder),
        }
    }
}

/// One exercise, named by its stub's file.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Exercise {
    /// The chapter's folder: `dyadic`.
    pub chapter: String,
    /// The stub's file stem, which is also its function's name: `born_on`.
    pub name: String,
}

impl Exercise {
    /// `chapter::name`, which names the exercise uniquely.
    pub fn full_name(&self) -> String {
        format!("{}::{}", self.chapter, self.name)
    }

    /// The reader's file, relative to the exercises crate.
    pub fn stub(&self) -> String {
        format!("src/{}/{}.rs", self.chapter, self.name)
    }

    /// The reference solution, relative to the exercises crate.
    pub fn solution(&self) -> String {
        format!("solutions/{}/{}.rs", self.chapter, self.name)
    }

    /// The test that runs the check on the reader's answer.
    pub fn test(&self) -> String {
        format!("tests::{}::{}::your_answer", self.chapter, self.name)
    }
}

/// Every chapter with exercises, in book order (the order of `SUMMARY.md`, then any folder the
/// book does not list), read from the files alone: nothing is compiled.
pub fn chapters(workspace: &Workspace) -> Result<Vec<Chapter>> {
    let summary_file = workspace.book_source().join("SUMMARY.md");
    let summary = fs::read_to_string(&summary_file)
        .with_context(|| format!("cannot read {}", workspace.shown(&summary_file)))?;
    let titles = summary_titles(&summary);
    let source = workspace.exercises_crate().join("src");
    let mut chapters = Vec::new();
    for folder in entries(&source)?.dirs {
        let place = titles
            .iter()
            .position(|(stem, _, _)| stem.replace('-', "_") == folder);
        let title = place.map(|at| (titles[at].1.clone(), titles[at].2.clone()));
        let stubs = entries(&source.join(&folder))?.rust_stems;
        let page = fs::read_to_string(
            workspace
                .book_source()
                .join(format!("{}.md", folder.replace('_', "-"))),
        )
        .unwrap_or_default();
        // Book order: where the chapter first mentions the stub; unmentioned ones last.
        let mut exercises: Vec<(usize, Exercise)> = stubs
            .into_iter()
            .map(|name| {
                let place = page
                    .find(&format!("exercises/src/{folder}/{name}.rs"))
                    .unwrap_or(usize::MAX);
                let exercise = Exercise {
                    chapter: folder.clone(),
                    name,
                };
                (place, exercise)
            })
            .collect();
        exercises.sort();
        chapters.push((
            place.unwrap_or(usize::MAX),
            Chapter {
                folder,
                title,
                exercises: exercises
                    .into_iter()
                    .map(|(_, exercise)| exercise)
                    .collect(),
            },
        ));
    }
    chapters.sort_by_key(|(place, _)| *place);
    Ok(chapters.into_iter().map(|(_, chapter)| chapter).collect())
}

/// Finds an exercise by `name` or `chapter::name`.
pub fn find(chapters: &[Chapter], name: &str) -> Result<Exercise> {
    let all = chapters.iter().flat_map(|chapter| &chapter.exercises);
    let matching: Vec<&Exercise> = all
        .clone()
        .filter(|exercise| exercise.name == name || exercise.full_name() == name)
        .collect();
    match matching[..] {
        [exercise] => Ok(exercise.clone()),
        [] => {
            let names: Vec<&str> = all.map(|exercise| exercise.name.as_str()).collect();
            bail!(
                "no exercise named `{name}`; the exercises are: {}",
                names.join(", ")
            )
        }
        _ => {
            let names: Vec<String> = matching.iter().map(|e| e.full_name()).collect();
            bail!("`{name}` is ambiguous: say {}", names.join(" or "))
        }
    }
}

/// Lists every exercise, chapter by chapter, with whether the reader has solved it; a stub that
/// does not compile is shown with the compiler's first error and left out, so the rest are still
/// checked.
pub fn list(workspace: &Workspace) -> Result<String> {
    let chapters = chapters(workspace)?;
    let exercises: Vec<Exercise> = chapters
        .iter()
        .flat_map(|chapter| chapter.exercises.clone())
        .collect();
    let statuses = cargo::statuses(workspace, &exercises);
    let width = exercises.iter().map(|e| e.name.len()).max().unwrap_or(0);
    let mut listing = String::new();
    for chapter in &chapters {
        listing.push_str(&format!("{}\n", chapter.heading()));
        for exercise in &chapter.exercises {
            let status = match &statuses {
                Ok(statuses) => statuses
                    .iter()
                    .find(|(e, _)| e == exercise)
                    .map_or(Status::NotChecked, |(_, status)| status.clone()),
                Err(_) => Status::NotChecked,
            };
            let shown = status.describe(workspace);
            listing.push_str(&format!("  {:width$}  {shown}\n", exercise.name));
        }
        listing.push('\n');
    }
    if let Err(error) = &statuses {
        listing.push_str(&format!("Your answers could not be checked: {error:#}\n\n"));
    }
    listing
        .push_str("Check one with: cargo xtask exercise NAME; the next with: cargo xtask exercise");
    Ok(listing)
}

/// How far the reader has come: how many exercises are solved, and the next one to do with its
/// check's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// How many exercises the reader's answers solve.
    pub solved: usize,
    /// How many exercises there are.
    pub total: usize,
    /// The first exercise in book order that is not solved, and what its check says.
    pub next: Option<(Exercise, Verdict)>,
}

impl Progress {
    /// The next exercise's verdict, then `12/30 solved`.
    pub fn report(&self) -> String {
        let count = format!("{}/{} solved", self.solved, self.total);
        match &self.next {
            Some((exercise, verdict)) => format!(
                "Next: `{}`, in crates/exercises/{}\n{}\n\n{count}",
                exercise.name,
                exercise.stub(),
                verdict.report.trim_start()
            ),
            None => format!("Every exercise is solved. Well played!\n\n{count}"),
        }
    }
}

/// Checks every answer, then the first unsolved exercise in book order again, for its verdict:
/// what `cargo xtask exercise` without a name shows.
pub fn next(workspace: &Workspace) -> Result<Progress> {
    let chapters = chapters(workspace)?;
    let exercises: Vec<Exercise> = chapters
        .iter()
        .flat_map(|chapter| chapter.exercises.clone())
        .collect();
    let statuses = cargo::statuses(workspace, &exercises)?;
    let solved = statuses
        .iter()
        .filter(|(_, s)| *s == Status::Solved)
        .count();
    let next = match statuses.into_iter().find(|(_, s)| *s != Status::Solved) {
        Some((exercise, _)) => {
            let verdict = cargo::check(workspace, &chapters, &exercise)?;
            Some((exercise, verdict))
        }
        None => None,
    };
    Ok(Progress {
        solved,
        total: exercises.len(),
        next,
    })
}

/// Runs the check of one exercise (`name` or `chapter::name`) on the reader's answer: whether it
/// passes, and what to tell the reader (a wrong answer in one line, without the test harness's
/// panic text around it).
pub fn check(workspace: &Workspace, name: &str) -> Result<Verdict> {
    let chapters = chapters(workspace)?;
    let exercise = find(&chapters, name)?;
    cargo::check(workspace, &chapters, &exercise)
}

/// The folders and the stems of the `.rs` files in a folder, each sorted.
struct Entries {
    dirs: Vec<String>,
    rust_stems: Vec<String>,
}

fn entries(folder: &Path) -> Result<Entries> {
    let mut found = Entries {
        dirs: Vec::new(),
        rust_stems: Vec::new(),
    };
    if !folder.exists() {
        return Ok(found);
    }
    for entry in
        fs::read_dir(folder).with_context(|| format!("cannot list {}", folder.display()))?
    {
        let path = entry?.path();
        let name =
            |part: Option<&std::ffi::OsStr>| part.and_then(|part| part.to_str()).map(String::from);
        if path.is_dir() {
            found.dirs.extend(name(path.file_name()));
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            found.rust_stems.extend(name(path.file_stem()));
        }
    }
    found.dirs.sort();
    found.rust_stems.sort();
    Ok(found)
}
