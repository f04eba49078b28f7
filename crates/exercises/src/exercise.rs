//! The three tests every exercise gets, and how a check says, in one line, that an answer is
//! wrong.
//!
//! A check fails by panicking with a message of one line that names the call, what the reader's
//! code returned and what was expected: `expect_eq!` writes it,
//! `is_dyadic(3, 8): your code returned false, expected true`. When the reader's answer is
//! checked ([`your_answer`]), that line, or one made from any other panic (an `assert_eq!`, the
//! stub's `todo!()`, an overflow in the reader's code), is all that `cargo xtask exercise` shows:
//! no `thread … panicked at`, no note about backtraces, no test summary.

use std::cell::{Cell, RefCell};
use std::panic::UnwindSafe;
use std::path::Path;

/// Generates, for the exercise `$name` of the chapter `$chapter` (whose stub and solution are the
/// functions `$name` of `src/$chapter/$name.rs` and `solutions/$chapter/$name.rs`, and whose check
/// is `$check` in `checks/$chapter.rs`), the module `$name` holding three tests:
/// - `reference_solution_passes`: the check passes on `solutions/…/$name.rs`;
/// - `your_answer` (ignored by a plain `cargo test`): the check on the reader's file; this is what
///   `cargo xtask exercise $name` runs, and a failure is told in one line (see [`your_answer`]);
/// - `stub_is_unsolved` (in CI only): the check fails on the stub as committed.
///
/// With `left_out` (a stub that does not compile, left out of the build), only the first.
///
/// `build.rs` invokes it in the module `tests::$chapter`.
macro_rules! exercise {
    ($chapter:ident, $name:ident, $check:ident, left_out) => {
        mod $name {
            #[test]
            fn reference_solution_passes() {
                $crate::files::checks::$chapter::$check(
                    $crate::files::solutions::$chapter::$name::$name,
                );
            }
        }
    };
    ($chapter:ident, $name:ident, $check:ident) => {
        mod $name {
            #[test]
            fn reference_solution_passes() {
                $crate::files::checks::$chapter::$check(
                    $crate::files::solutions::$chapter::$name::$name,
                );
            }

            #[test]
            #[ignore = "checks your answer: run `cargo xtask exercise <name>`"]
            fn your_answer() {
                $crate::exercise::your_answer(stringify!($name), || {
                    $crate::files::checks::$chapter::$check(
                        $crate::files::src::$chapter::$name::$name,
                    )
                });
            }

            #[test]
            fn stub_is_unsolved() {
                $crate::exercise::assert_unsolved(stringify!($name), || {
                    $crate::files::checks::$chapter::$check(
                        $crate::files::src::$chapter::$name::$name,
                    )
                });
            }
        }
    };
}

/// In CI, insists that `check` fails on the committed stub. Elsewhere it does nothing, so that a
/// reader who has solved the exercise in place is not told off by `cargo test`.
pub(crate) fn assert_unsolved(name: &str, check: impl FnOnce() + std::panic::UnwindSafe) {
    if std::env::var_os("CI").is_none() {
        return;
    }
    let outcome = std::panic::catch_unwind(check);
    assert!(
        outcome.is_err(),
        "the stub of exercise `{name}` already passes its check: readers would get it for free"
    );
}

/// What starts the line in which [`your_answer`] says why an answer fails: `cargo xtask
/// exercise` (`xtask/src/exercises/cargo.rs`) prints what follows it and nothing else of the
/// test's output.
pub(crate) const VERDICT: &str = "gamebirds-exercise-verdict: ";

/// The longest a value is shown in a verdict, in characters: the line names the call, which the
/// reader can run to see the rest.
const LONGEST_VALUE: usize = 160;

/// `assert_eq!` for checks: fails, in one line, unless the reader's code returned what was
/// expected. `expect_eq!(answer(3, 8), true, "is_dyadic(3, 8)")` fails with
/// `is_dyadic(3, 8): your code returned false, expected true`: the reader's value first, the
/// expected one second, both shown with `Debug`, then `format!` arguments naming the call as the
/// reader would write it.
macro_rules! expect_eq {
    ($returned:expr, $expected:expr, $($call:tt)+) => {
        match (&$returned, &$expected) {
            (returned, expected) => {
                if !(*returned == *expected) {
                    $crate::exercise::wrong(
                        format_args!($($call)+),
                        &format!("{returned:?}"),
                        &format!("{expected:?}"),
                    );
                }
            }
        }
    };
}

/// [`expect_eq!`] for values shown as the book prints them (`Display`): `5/8`, not
/// `Dyadic(5/2^3)`.
macro_rules! expect_shown {
    ($returned:expr, $expected:expr, $($call:tt)+) => {
        match (&$returned, &$expected) {
            (returned, expected) => {
                if !(*returned == *expected) {
                    $crate::exercise::wrong(
                        format_args!($($call)+),
                        &returned.to_string(),
                        &expected.to_string(),
                    );
                }
            }
        }
    };
}

/// Fails the check in one line: `call: your code returned …, expected …`.
#[track_caller]
pub(crate) fn wrong(call: std::fmt::Arguments<'_>, returned: &str, expected: &str) -> ! {
    let (returned, expected) = (
        shortened(returned.to_string()),
        shortened(expected.to_string()),
    );
    panic!(
        "{}",
        one_line(&format!(
            "{call}: your code returned {returned}, expected {expected}"
        ))
    )
}

/// A value's text cut to [`LONGEST_VALUE`] characters.
fn shortened(text: String) -> String {
    match text.char_indices().nth(LONGEST_VALUE) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text,
    }
}

/// A message on one line: its lines, trimmed, joined by `; `.
fn one_line(message: &str) -> String {
    let lines: Vec<&str> = message
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect();
    lines.join("; ")
}

/// A panic caught while a reader's answer was checked.
struct Caught {
    message: String,
    /// The file, line and column it was raised at.
    place: Option<(String, u32, u32)>,
}

thread_local! {
    /// Whether this thread is checking a reader's answer: its panics are then kept, not printed.
    static CHECKING: Cell<bool> = const { Cell::new(false) };
    /// The last panic kept.
    static CAUGHT: RefCell<Option<Caught>> = const { RefCell::new(None) };
}

/// Installs, once, a panic hook that keeps the panics of a thread checking an answer (for
/// [`your_answer`] to tell in one line) and hands every other to the hook it replaces.
fn keep_panics() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !CHECKING.with(Cell::get) {
                return previous(info);
            }
            let caught = Caught {
                message: info
                    .payload_as_str()
                    .unwrap_or("a panic without a message")
                    .to_string(),
                place: info
                    .location()
                    .map(|at| (at.file().to_string(), at.line(), at.column())),
            };
            CAUGHT.with(|kept| *kept.borrow_mut() = Some(caught));
        }));
    });
}

/// Runs the check of the exercise `name` on the reader's answer. When it fails, prints one line,
/// [`VERDICT`] and why, and fails the test without the panic hook's report.
pub(crate) fn your_answer(name: &str, check: impl FnOnce() + UnwindSafe) {
    keep_panics();
    CHECKING.with(|checking| checking.set(true));
    let outcome = std::panic::catch_unwind(check);
    CHECKING.with(|checking| checking.set(false));
    if outcome.is_ok() {
        return;
    }
    let verdict = match CAUGHT.with(RefCell::take) {
        Some(caught) => verdict(name, &caught),
        None => format!("the check of `{name}` failed"),
    };
    println!("{VERDICT}{verdict}");
    std::panic::resume_unwind(Box::new(verdict));
}

/// The one line that says why an answer fails.
fn verdict(name: &str, caught: &Caught) -> String {
    let Some((file, line, column)) = &caught.place else {
        return one_line(&caught.message);
    };
    let in_checks = Path::new(file)
        .parent()
        .and_then(Path::file_name)
        .is_some_and(|folder| folder == "checks");
    if in_checks {
        return match assertion(&caught.message) {
            Some(line) => line,
            None => one_line(&caught.message),
        };
    }
    // The reader's own code panicked (or a crate it called): say where.
    let file = shown(file);
    if caught.message == "not yet implemented"
        || caught.message.starts_with("not yet implemented: ")
    {
        return format!(
            "`{name}` is not written yet: its body is still `todo!()` ({file}:{line}:{column})"
        );
    }
    format!(
        "your code panicked at {file}:{line}:{column}: {}",
        one_line(&caught.message)
    )
}

/// An `assert_eq!(returned, expected, "call")` failure told as `expect_eq!` tells it.
fn assertion(message: &str) -> Option<String> {
    let rest = message.strip_prefix("assertion `left == right` failed")?;
    let mut lines = rest.lines();
    let call = lines.next()?.strip_prefix(": ").unwrap_or_default().trim();
    let left = lines.next()?.trim().strip_prefix("left: ")?;
    let right = lines.next()?.trim().strip_prefix("right: ")?;
    let (left, right) = (shortened(left.to_string()), shortened(right.to_string()));
    Some(match call {
        "" => format!("your code returned {left}, expected {right}"),
        call => format!(
            "{}: your code returned {left}, expected {right}",
            one_line(call)
        ),
    })
}

/// A source file's path from the workspace's root, as rustc names it from this crate's.
fn shown(file: &str) -> String {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let workspace = workspace.canonicalize().unwrap_or(workspace);
    match Path::new(file).strip_prefix(&workspace) {
        Ok(inside) => inside.display().to_string(),
        Err(_) if Path::new(file).is_relative() => format!("crates/exercises/{file}"),
        Err(_) => file.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_assert_eq_is_told_in_one_line() {
        let message =
            "assertion `left == right` failed: is_dyadic(3, 8)\n  left: false\n right: true";
        assert_eq!(
            assertion(message).unwrap(),
            "is_dyadic(3, 8): your code returned false, expected true"
        );
        let bare = "assertion `left == right` failed\n  left: 1\n right: 2";
        assert_eq!(assertion(bare).unwrap(), "your code returned 1, expected 2");
        assert_eq!(assertion("something else"), None);
    }

    #[test]
    fn expect_eq_fails_in_one_line() {
        let twice = |n: i32| n * 2 + 1;
        let failure = std::panic::catch_unwind(|| expect_eq!(twice(2), 4, "twice({})", 2));
        let payload = failure.unwrap_err();
        let message = payload.downcast_ref::<String>().unwrap();
        assert_eq!(message, "twice(2): your code returned 5, expected 4");
        let failure = std::panic::catch_unwind(|| expect_shown!("a\nb", "c", "shown"));
        let payload = failure.unwrap_err();
        let message = payload.downcast_ref::<String>().unwrap();
        assert_eq!(message, "shown: your code returned a; b, expected c");
        expect_eq!(twice(1), 3, "twice(1)");
        let long = shortened("x".repeat(500));
        assert_eq!(long.chars().count(), LONGEST_VALUE + 1);
    }

    #[test]
    fn the_readers_panics_name_their_place() {
        let todo = Caught {
            message: "not yet implemented".into(),
            place: Some(("src/dyadic/is_dyadic.rs".into(), 9, 5)),
        };
        assert_eq!(
            verdict("is_dyadic", &todo),
            "`is_dyadic` is not written yet: its body is still `todo!()` (crates/exercises/src/dyadic/is_dyadic.rs:9:5)"
        );
        let overflow = Caught {
            message: "attempt to negate with overflow".into(),
            place: Some(("src/dyadic/is_dyadic.rs".into(), 12, 20)),
        };
        assert_eq!(
            verdict("is_dyadic", &overflow),
            "your code panicked at crates/exercises/src/dyadic/is_dyadic.rs:12:20: attempt to negate with overflow"
        );
        let check = Caught {
            message: "best_reply([\"A\"]) gave no move\nbut Right can move".into(),
            place: Some(("checks/hackenstrings.rs".into(), 50, 17)),
        };
        assert_eq!(
            verdict("best_reply", &check),
            "best_reply([\"A\"]) gave no move; but Right can move"
        );
    }
}
