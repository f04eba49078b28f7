//! What every test of the calculator shares: running `gamebird` as a reader runs it.

// Each test file compiles its own copy of this module and uses only some of the helpers.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `gamebird` with `args`, feeding `input` to its standard input.
pub fn gamebird(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gamebird"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("gamebird runs");
    let mut stdin = child.stdin.take().expect("a pipe");
    // The game may finish before reading everything: a closed pipe is fine.
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    child.wait_with_output().expect("gamebird finishes")
}

/// What a run printed on standard output.
pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

/// Runs a command that should succeed, and returns what it printed.
pub fn ok(args: &[&str]) -> String {
    let output = gamebird(args, "");
    assert!(output.status.success(), "{args:?}: {output:?}");
    assert!(output.stderr.is_empty(), "{args:?}: {output:?}");
    stdout(&output)
}

/// Runs a command that should fail with status 2, and returns its one-line error.
pub fn fails(args: &[&str]) -> String {
    fails_with_input(args, "")
}

/// Runs a command with `input` on standard input that should fail with status 2, and returns
/// its one-line error.
pub fn fails_with_input(args: &[&str], input: &str) -> String {
    let output = gamebird(args, input);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {output:?}");
    assert!(output.stdout.is_empty(), "{args:?}: {output:?}");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8 errors");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
    stderr.trim_end().to_string()
}

/// Plays a game with `input` typed, checks that every line of `expected` was printed, and
/// returns the whole transcript.
pub fn transcript(args: &[&str], input: &str, expected: &[&str]) -> String {
    let output = gamebird(args, input);
    assert!(output.status.success(), "{output:?}");
    assert!(output.stderr.is_empty(), "{output:?}");
    let transcript = stdout(&output);
    for line in expected {
        assert!(
            transcript.contains(line),
            "missing {line:?} in:\n{transcript}"
        );
    }
    transcript
}

/// Runs a game whose input ends (or says `quit`) before the game does, and checks that it says
/// goodbye and stops cleanly.
pub fn quits_cleanly(args: &[&str], input: &str) {
    let output = gamebird(args, input);
    assert!(output.status.success(), "{input:?}: {output:?}");
    assert!(
        stdout(&output).trim_end().ends_with("Goodbye."),
        "{input:?}"
    );
    assert!(output.stderr.is_empty());
}
