//! The three tests every exercise gets.

/// Generates, for the exercise `$name` of a chapter (whose stub and solution are the functions
/// `$name` in the chapter's modules `$name` and `solutions::$name`, and whose check is
/// `checks::$check`), the module `$name` holding three tests:
/// - `reference_solution_passes`: the check passes on `solutions/…/$name.rs`;
/// - `your_answer` (ignored by a plain `cargo test`): the check on the reader's file; this is what
///   `cargo xtask exercise $name` runs;
/// - `stub_is_unsolved` (in CI only): the check fails on the stub as committed.
///
/// With `left_out` (a stub that does not compile, left out of the build), only the first.
///
/// `build.rs` invokes it in each chapter's `tests` module, beside `checks` and `solutions`.
macro_rules! exercise {
    ($name:ident, $check:ident, left_out) => {
        mod $name {
            #[test]
            fn reference_solution_passes() {
                super::super::checks::$check(super::super::solutions::$name::$name);
            }
        }
    };
    ($name:ident, $check:ident) => {
        mod $name {
            #[test]
            fn reference_solution_passes() {
                super::super::checks::$check(super::super::solutions::$name::$name);
            }

            #[test]
            #[ignore = "checks your answer: run `cargo xtask exercise <name>`"]
            fn your_answer() {
                super::super::checks::$check(super::super::$name::$name);
            }

            #[test]
            fn stub_is_unsolved() {
                $crate::exercise::assert_unsolved(stringify!($name), || {
                    super::super::checks::$check(super::super::$name::$name)
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
