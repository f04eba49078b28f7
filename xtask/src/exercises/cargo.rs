//! Compiling the exercises and running their checks with cargo, leaving out any stub that does not
//! compile so that one broken file does not stop the others from being checked.

use std::collections::BTreeMap;
use std::io::Read;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use serde_json::Value;

use super::{Chapter, Exercise, Workspace};

/// The environment variable through which the exercises' `build.rs` leaves stubs out.
const LEAVE_OUT: &str = "GAMEBIRDS_EXERCISES_LEAVE_OUT";

/// How long the listing waits for the checks of every answer.
const CHECKS_TIME_LIMIT: Duration = Duration::from_secs(60);

/// Where a reader stands on one exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// The check passes on the reader's answer.
    Solved,
    /// The check fails (the stub's `todo!()`, or a wrong answer).
    NotSolved,
    /// The stub does not compile; the compiler's first error.
    DoesNotCompile(Diagnostic),
    /// Not known: the crate could not be built for another reason.
    NotChecked,
    /// The check had not finished when the listing stopped waiting.
    StillRunning,
    /// The checks stopped before this one gave a verdict: another answer aborted them all.
    Crashed,
}

impl Status {
    /// One line for the listing.
    pub fn describe(&self, workspace: &Workspace) -> String {
        match self {
            Status::Solved => "✓ solved".into(),
            Status::NotSolved => "· to do".into(),
            Status::DoesNotCompile(error) => {
                format!("✗ does not compile: {}", error.headline(workspace))
            }
            Status::NotChecked => "? not checked".into(),
            Status::StillRunning => format!(
                "? still running after {} s: does it loop for ever?",
                CHECKS_TIME_LIMIT.as_secs()
            ),
            Status::Crashed => {
                "? no verdict: an answer stopped every check (a stack overflow?)".into()
            }
        }
    }
}

/// One error from the compiler.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// What rustc says, with its code: `error[E0308]: mismatched types`.
    pub message: String,
    /// The file of the primary span, as rustc names it.
    pub file: String,
    /// The line and column of the primary span, from 1.
    pub line: u64,
    /// See `line`.
    pub column: u64,
    /// The full message as rustc prints it, with the source excerpt.
    pub rendered: String,
    /// The exercise whose generated tests hold the error, if they do: a stub whose function no
    /// longer has the signature its check expects.
    pub in_tests_of: Option<Exercise>,
}

impl Diagnostic {
    /// `error[E0308]: mismatched types (crates/exercises/src/dyadic/born_on.rs:9:5)`.
    pub fn headline(&self, workspace: &Workspace) -> String {
        if let Some(exercise) = &self.in_tests_of {
            return format!(
                "{} (where the check calls `{}`: is its signature as it was?)",
                self.message, exercise.name
            );
        }
        let file = workspace.shown(self.file.as_ref());
        format!("{} ({file}:{}:{})", self.message, self.line, self.column)
    }

    /// Whether the error lies in this exercise's stub, or where its check calls it.
    fn is_in(&self, exercise: &Exercise) -> bool {
        let file = self.file.replace('\\', "/");
        file.ends_with(&format!("exercises/{}", exercise.stub()))
            || self.in_tests_of.as_ref() == Some(exercise)
    }
}

/// A build of the exercises with the stubs that do not compile left out, and what each of those
/// stubs' errors were.
struct Build {
    broken: BTreeMap<Exercise, Vec<Diagnostic>>,
    /// The test binary, run directly so that a check that never ends can be stopped.
    tests: PathBuf,
}

impl Build {
    fn leave_out(&self) -> String {
        let names: Vec<String> = self.broken.keys().map(Exercise::full_name).collect();
        names.join(",")
    }

    /// Builds the exercises' tests, leaving out stub after stub while the compiler's errors lie in
    /// stubs; fails on an error anywhere else (a check or a solution).
    fn run(workspace: &Workspace, exercises: &[Exercise]) -> Result<Build> {
        let mut build = Build {
            broken: BTreeMap::new(),
            tests: PathBuf::new(),
        };
        // Each round leaves out at least one more stub, so this ends.
        loop {
            if build.broken.is_empty() {
                eprintln!("Compiling the exercises…");
            } else {
                let names: Vec<&str> = build.broken.keys().map(|e| e.name.as_str()).collect();
                eprintln!(
                    "Compiling the exercises again without {}, which does not compile…",
                    names.join(", ")
                );
            }
            let errors = match compile(workspace, &build.leave_out())? {
                Compiled::Tests(tests) => {
                    build.tests = tests;
                    return Ok(build);
                }
                Compiled::Errors(errors) => errors,
            };
            let mut newly_broken = false;
            for exercise in exercises {
                let mine: Vec<Diagnostic> = errors
                    .iter()
                    .filter(|error| error.is_in(exercise))
                    .cloned()
                    .collect();
                if !mine.is_empty() && !build.broken.contains_key(exercise) {
                    build.broken.insert(exercise.clone(), mine);
                    newly_broken = true;
                }
            }
            if !newly_broken {
                let first = &errors[0];
                bail!(
                    "the exercises crate does not compile, outside the stubs:\n{}",
                    first.rendered
                );
            }
        }
    }

    /// The test binary with `arguments`, run as cargo would run it.
    fn tests(&self, workspace: &Workspace, arguments: &[&str]) -> Command {
        let mut command = Command::new(&self.tests);
        command
            .args(arguments)
            .current_dir(workspace.exercises_crate())
            .env("RUST_BACKTRACE", "0");
        command
    }
}

/// What compiling the exercises gave.
enum Compiled {
    /// The test binary.
    Tests(PathBuf),
    /// The compiler's errors, at least one.
    Errors(Vec<Diagnostic>),
}

/// Compiles the exercises' tests, leaving out the stubs named in `leave_out`.
fn compile(workspace: &Workspace, leave_out: &str) -> Result<Compiled> {
    let output = cargo(workspace, &["--no-run", "--message-format", "json"])
        .env(LEAVE_OUT, leave_out)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .context("cannot run cargo")?;
    let messages: Vec<Value> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .collect();
    if output.status.success() {
        let tests = messages
            .iter()
            .filter(|message| message["reason"] == "compiler-artifact")
            .filter(|message| message["target"]["name"] == "exercises")
            .find_map(|message| message["executable"].as_str());
        let Some(tests) = tests else {
            bail!("cargo built no test binary for the exercises");
        };
        return Ok(Compiled::Tests(PathBuf::from(tests)));
    }
    let errors: Vec<Diagnostic> = messages
        .iter()
        .filter(|message| message["reason"] == "compiler-message")
        .filter_map(|message| diagnostic(&message["message"]))
        .collect();
    if errors.is_empty() {
        bail!(
            "cargo cannot build the exercises:\n{}",
            String::from_utf8_lossy(&output.stderr).trim()
        );
    }
    Ok(Compiled::Errors(errors))
}

/// An error of rustc's JSON output, if it is one and has a place.
fn diagnostic(message: &Value) -> Option<Diagnostic> {
    if message["level"] != "error" {
        return None;
    }
    let spans = message["spans"].as_array()?;
    let span = spans
        .iter()
        .find(|span| span["is_primary"] == true)
        .or(spans.first())?;
    // A span inside the generated tests: the `exercise!(chapter, name, check_name)` it expands.
    let mut outermost = span;
    while outermost["expansion"]["span"].is_object() {
        outermost = &outermost["expansion"]["span"];
    }
    let in_tests_of = outermost["text"][0]["text"]
        .as_str()
        .and_then(|line| line.split_once("exercise!(")?.1.split_once(')'))
        .and_then(|(arguments, _)| {
            let arguments: Vec<&str> = arguments.split(',').map(str::trim).collect();
            Some(Exercise {
                chapter: arguments.first()?.to_string(),
                name: arguments.get(1)?.to_string(),
            })
        });
    let code = match message["code"]["code"].as_str() {
        Some(code) => format!("error[{code}]"),
        None => "error".into(),
    };
    Some(Diagnostic {
        message: format!("{code}: {}", message["message"].as_str()?),
        file: span["file_name"].as_str()?.to_string(),
        line: span["line_start"].as_u64()?,
        column: span["column_start"].as_u64()?,
        rendered: message["rendered"].as_str().unwrap_or_default().to_string(),
        in_tests_of,
    })
}

/// Each exercise's status: compiles (leaving out the broken stubs) and runs every check of a
/// reader's answer.
pub fn statuses(workspace: &Workspace, exercises: &[Exercise]) -> Result<Vec<(Exercise, Status)>> {
    let build = Build::run(workspace, exercises)?;
    let mut tests = build
        .tests(workspace, &["--ignored"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .context("cannot run the exercises' tests")?;
    let mut stdout = tests.stdout.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut results = String::new();
        let _ = stdout.read_to_string(&mut results);
        results
    });
    // An answer may loop for ever: stop waiting after a while, and say so.
    let deadline = Instant::now() + CHECKS_TIME_LIMIT;
    let mut finished = tests.try_wait()?.is_some();
    while !finished && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
        finished = tests.try_wait()?.is_some();
    }
    let _ = tests.kill();
    let _ = tests.wait();
    let results = reader.join().unwrap_or_default();
    let outcome = |exercise: &Exercise| {
        let test = format!("test {} ... ", exercise.test());
        let line = results.lines().find_map(|line| line.strip_prefix(&test));
        match line {
            Some("ok") => Status::Solved,
            Some(_) => Status::NotSolved,
            None if finished => Status::Crashed,
            None => Status::StillRunning,
        }
    };
    Ok(exercises
        .iter()
        .map(|exercise| {
            let status = match build.broken.get(exercise) {
                Some(errors) => Status::DoesNotCompile(errors[0].clone()),
                None => outcome(exercise),
            };
            (exercise.clone(), status)
        })
        .collect())
}

/// What starts the line in which the exercises' test `your_answer` says why an answer fails
/// (`crates/exercises/src/exercise.rs`).
const VERDICT: &str = "gamebirds-exercise-verdict: ";

/// What checking a reader's answer found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Whether the check passes.
    pub solved: bool,
    /// What to show the reader: on a wrong answer, one line saying which call failed, what the
    /// reader's code returned and what was expected, then a line saying what to do (after
    /// anything the reader's code printed).
    pub report: String,
}

/// Checks the reader's answer to `exercise`; other stubs that do not compile are left out, with a
/// note on stderr. A stub that does not compile has its errors written to stderr.
pub fn check(workspace: &Workspace, chapters: &[Chapter], exercise: &Exercise) -> Result<Verdict> {
    let file = format!("crates/exercises/{}", exercise.stub());
    let exercises: Vec<Exercise> = chapters
        .iter()
        .flat_map(|chapter| chapter.exercises.clone())
        .collect();
    let build = Build::run(workspace, &exercises)?;
    if let Some(errors) = build.broken.get(exercise) {
        for error in errors {
            eprintln!("{}", error.rendered.trim_end());
        }
        return Ok(Verdict {
            solved: false,
            report: format!(
                "\n✗ `{}` does not compile yet: fix {file} and run this again.",
                exercise.name
            ),
        });
    }
    for (other, errors) in &build.broken {
        eprintln!(
            "note: left out `{}`, which does not compile: {}",
            other.name,
            errors[0].headline(workspace)
        );
    }
    let output = build
        .tests(
            workspace,
            &["--ignored", "--exact", "--quiet", &exercise.test()],
        )
        .output()
        .context("cannot run the exercises' tests")?;
    if output.status.success() {
        return Ok(Verdict {
            solved: true,
            report: format!("\n✓ `{}` is solved. Well played!", exercise.name),
        });
    }
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let mut report = String::new();
    let printed = printed_by_the_answer(&stdout, exercise);
    if !printed.is_empty() {
        report.push_str(&format!("Your code printed:\n{printed}\n"));
    }
    let why = match stdout.lines().find_map(|line| line.strip_prefix(VERDICT)) {
        Some(verdict) => verdict.to_string(),
        // No verdict: the test process ended before it could give one (a stack overflow).
        None => {
            let last = stderr.lines().rev().find(|line| !line.trim().is_empty());
            format!(
                "the check stopped without a verdict: {}",
                last.unwrap_or("the test process failed").trim()
            )
        }
    };
    report.push_str(&format!(
        "✗ {why}\n  Edit {file} and run `cargo xtask exercise {}` again.",
        exercise.name
    ));
    Ok(Verdict {
        solved: false,
        report,
    })
}

/// What the reader's code printed while its answer was checked: the test's captured output,
/// which the test harness shows under `---- <test> stdout ----`, less the verdict.
fn printed_by_the_answer(stdout: &str, exercise: &Exercise) -> String {
    let heading = format!("---- {} stdout ----", exercise.test());
    let Some((_, after)) = stdout.split_once(&heading) else {
        return String::new();
    };
    let section = after.split("\nfailures:").next().unwrap_or_default();
    let lines: Vec<&str> = section
        .lines()
        .filter(|line| !line.starts_with(VERDICT))
        .collect();
    lines.join("\n").trim().to_string()
}

/// `cargo test --quiet --package exercises --lib` with `arguments`, in the workspace.
fn cargo(workspace: &Workspace, arguments: &[&str]) -> Command {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut command = Command::new(cargo);
    command
        .current_dir(&workspace.root)
        .args(["test", "--quiet", "--package", "exercises", "--lib"])
        .args(arguments)
        .env("RUST_BACKTRACE", "0");
    if let Some(target) = &workspace.target_dir {
        command.env("CARGO_TARGET_DIR", target);
    }
    command
}
