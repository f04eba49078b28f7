//! The three tests every exercise gets.

/// Generates, for the exercise `$name` whose answer is the function `$function`, checked by
/// `$check`, the module `$name` holding three tests:
/// - `reference_solution_passes`: the check passes on `solutions/…/$name.rs`;
/// - `your_answer` (ignored by a plain `cargo test`): the check on the reader's file; this is what
///   `cargo xtask exercise $name` runs;
/// - `stub_is_unsolved` (in CI only): the check fails on the stub as committed.
///
/// Invoke it inside the chapter's `checks` module, which sits beside the stubs and `solutions`.
macro_rules! exercise {
    ($name:ident :: $function:ident, $check:path) => {
        mod $name {
            #[test]
            fn reference_solution_passes() {
                $check(super::super::solutions::$name::$function);
            }

            #[test]
            #[ignore = "checks your answer: run `cargo xtask exercise <name>`"]
            fn your_answer() {
                $check(super::super::$name::$function);
            }

            #[test]
            fn stub_is_unsolved() {
                $crate::exercise::assert_unsolved(stringify!($name), || {
                    $check(super::super::$name::$function)
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
