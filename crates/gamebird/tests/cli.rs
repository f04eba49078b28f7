//! What every command shares: help and version everywhere, and one-line errors with status 2
//! whatever the input.

mod common;

use common::{fails, fails_with_input, gamebird, ok};

/// Every command, as words after `gamebird`.
const COMMANDS: &[&[&str]] = &[
    &[],
    &["dyadic"],
    &["dyadic", "value"],
    &["dyadic", "row"],
    &["dyadic", "between"],
    &["hackenstrings"],
    &["hackenstrings", "value"],
    &["hackenstrings", "best"],
    &["hackenstrings", "row"],
    &["hackenstrings", "play"],
    &["hackenstrings", "svg"],
    &["hackenstrings", "add"],
    &["nim"],
    &["nim", "value"],
    &["nim", "moves"],
    &["nim", "play"],
    &["nim", "svg"],
    &["ordinal"],
    &["ordinal", "compare"],
    &["ordinal", "minus"],
    &["ordinal", "divide"],
    &["ordinal", "natural-sum"],
    &["ordinal", "natural-product"],
    &["surreal"],
    &["surreal", "value"],
    &["surreal", "row"],
    &["surreal", "compare"],
    &["surreal", "birthday"],
    &["surreal", "play"],
    &["surreal", "svg"],
    &["hackendot"],
    &["hackendot", "value"],
    &["hackendot", "contract"],
    &["hackendot", "best"],
    &["hackendot", "play"],
    &["hackendot", "svg"],
    &["nimber"],
    &["nimber", "multiply"],
    &["nimber", "inverse"],
    &["nimber", "divide"],
    &["nimber", "power"],
    &["nimber", "sqrt"],
    &["nimber", "table"],
    &["completions"],
];

#[test]
fn help_and_version_everywhere() {
    for command in COMMANDS {
        for flag in ["--help", "-h"] {
            let words = [command, &[flag][..]].concat();
            let help = ok(&words);
            assert!(help.contains("Usage: gamebird"), "{words:?}: {help}");
        }
        let words = [command, &["--version"][..]].concat();
        let version = format!("gamebird {}\n", env!("CARGO_PKG_VERSION"));
        assert_eq!(ok(&words), version, "{words:?}");
    }
    assert_eq!(
        ok(&["--version"]),
        format!("gamebird {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn usage_errors_are_one_line() {
    assert_eq!(
        fails(&[]),
        "error: 'gamebird' needs a command; try 'gamebird --help'"
    );
    assert_eq!(
        fails(&["chess"]),
        "error: unrecognized subcommand 'chess'; try 'gamebird --help'"
    );
    assert_eq!(
        fails(&["nim", "value", "1", "2"]),
        "error: unexpected argument '2' found; try 'gamebird nim value --help'"
    );
    assert_eq!(
        fails(&[
            "hackenstrings",
            "best",
            "A",
            "--player",
            "left",
            "--player",
            "right"
        ]),
        "error: the argument '--player <PLAYER>' cannot be used multiple times; try 'gamebird hackenstrings best --help'"
    );
    assert_eq!(
        fails(&["nim", "value", "1", "--misere", "--misere"]),
        "error: the argument '--misere' cannot be used multiple times; try 'gamebird nim value --help'"
    );
    assert_eq!(
        fails(&["nim", "play", "1", "--first", "you"]),
        "error: invalid value 'you' for '--first <FIRST>' (one of: me, computer); try 'gamebird nim play --help'"
    );
}

#[test]
fn installing_gamebird() {
    let script = ok(&["completions", "bash"]);
    assert!(script.contains("complete -F _gamebird"), "{script}");
    assert!(script.contains("hackenstrings"), "{script}");
    assert!(ok(&["completions", "zsh"]).starts_with("#compdef gamebird"));
    let help = ok(&["--help"]);
    assert!(
        help.contains("Exit status: 0 when the command has answered; 2 on bad input"),
        "{help}"
    );
    let folder = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("gamebird-man");
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    assert_eq!(ok(&["man", folder.to_str().unwrap()]), "");
    let page = std::fs::read_to_string(folder.join("gamebird.1")).unwrap();
    assert!(page.contains(".TH gamebird 1") && page.contains("gamebird\\-nim(1)"));
    assert!(folder.join("gamebird-nim-value.1").is_file());
    assert_eq!(
        fails(&["completions", "bsh"]),
        "error: invalid value 'bsh' for '<SHELL>' (one of: bash, elvish, fish, powershell, zsh); \
         tip: a similar value exists: 'bash'; try 'gamebird completions --help'"
    );
    assert_eq!(
        fails(&["hackendots"]),
        "error: unrecognized subcommand 'hackendots'; tip: some similar subcommands exist: \
         'hackenstrings', 'hackenbush', 'hackendot'; try 'gamebird --help'"
    );
}

#[test]
fn hostile_input_stays_on_one_line() {
    // (A NUL cannot be an argument: standard input carries one below.)
    let hostile = ["a\nb", "\u{1b}[2J", "x\r\ny", &"z".repeat(100_000)];
    for text in hostile {
        for command in [
            &["nim", "value", text][..],
            &["hackenstrings", "value", text],
            &["hackendot", "value", text],
            &["ordinal", text],
            &["ordinal", "divide", "w", text],
            &["surreal", "value", text],
            &["surreal", "row", text],
            &["surreal", "compare", "A", text],
            &["hackenstrings", "add", "A", text],
            &["dyadic", "value", text],
            &["nim", "value", "1", text],
            &["chess", text],
            &[text],
        ] {
            let error = fails(command);
            assert!(error.chars().count() < 300, "{command:?}: {error}");
            assert!(
                !error.contains('\u{1b}') && !error.contains('\0'),
                "{error:?}"
            );
        }
    }
    assert_eq!(
        fails_with_input(&["nim", "value", "-"], "1 \u{0}\u{1b}"),
        "error: column 3: expected a pile height (a whole number), found \"\\0\\u{1b}\""
    );
    assert_eq!(
        fails_with_input(&["nim", "value", "-"], "1 \u{FFFF}"),
        "error: column 3: expected a pile height (a whole number), found \"\\u{ffff}\""
    );
    let output = gamebird(&["hackendot", "value", "-"], "");
    assert!(output.status.success());
}
