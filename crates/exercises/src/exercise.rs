//! The three tests every exercise gets.

/// Generates, for the exercise `$name` of the chapter `$chapter` (whose stub and solution are the
/// functions `$name` of `src/$chapter/$name.rs` and `solutions/$chapter/$name.rs`, and whose check
/// is `$check` in `checks/$chapter.rs`), the module `$name` holding three tests:
/// - `reference_solution_passes`: the check passes on `solutions/…/$name.rs`;
/// - `your_answer` (ignored by a plain `cargo test`): the check on the reader's file; this is what
///   `cargo xtask exercise $name` runs;
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
                $crate::files::checks::$chapter::$check($crate::files::src::$chapter::$name::$name);
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
