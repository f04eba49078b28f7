//! The book's calculator transcripts, run: every ```console block of `book/src/*.md` with
//! `$ gamebird …` lines. Each command runs as a shell would run it (words split with quotes;
//! `echo … | gamebird …` or `printf 'a\nb\n' | gamebird …` feeds standard input; `> file` throws
//! it prints, standard output then standard error, must be the lines that follow it, up to the
//! next `$` or the end of the block. A command followed by no lines (a game to play, a picture
//! sent to a file) must succeed. So the book's transcripts cannot drift from the calculator. The
//! README's first commands (its ```console blocks that open with `$ gamebird`) are run the same
//! way.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

use common::gamebird;

/// One `$ …` line of a console block and the lines after it.
struct Transcript {
    place: String,
    command: String,
    expected: Vec<String>,
}

fn book_source() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../book/src")
}

/// Every transcript of every chapter, in order.
fn transcripts() -> Vec<Transcript> {
    let mut chapters: Vec<PathBuf> = fs::read_dir(book_source())
        .expect("the book's sources")
        .map(|entry| entry.expect("a chapter").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    chapters.sort();
    chapters
        .iter()
        .flat_map(|chapter| transcripts_in(chapter, Blocks::All))
        .collect()
}

/// Which ```console blocks of a file hold transcripts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Blocks {
    /// Every one (the book's chapters).
    All,
    /// Those whose first line is `$ gamebird …` (the README, whose other console blocks show
    /// cargo commands to type).
    OfGamebird,
}

/// The transcripts of one Markdown file, in order.
fn transcripts_in(file: &Path, blocks: Blocks) -> Vec<Transcript> {
    let text = fs::read_to_string(file).expect("a Markdown file's text");
    let name = file.file_name().unwrap().to_string_lossy().into_owned();
    let mut found = Vec::new();
    let mut in_console = false;
    let mut first_line = false;
    let mut current: Option<Transcript> = None;
    for (number, line) in text.lines().enumerate() {
        if !in_console {
            in_console = line.trim_start() == "```console";
            first_line = true;
            continue;
        }
        if line.trim_start().starts_with("```") {
            in_console = false;
            found.extend(current.take());
            continue;
        }
        if std::mem::take(&mut first_line)
            && blocks == Blocks::OfGamebird
            && !line.starts_with("$ gamebird ")
        {
            // Not a transcript: skip to the block's end.
            in_console = false;
            continue;
        }
        if let Some(command) = line.strip_prefix("$ ") {
            found.extend(current.take());
            current = Some(Transcript {
                place: format!("{name}:{}", number + 1),
                command: command.to_string(),
                expected: Vec::new(),
            });
        } else if let Some(transcript) = &mut current {
            transcript.expected.push(line.to_string());
        }
    }
    found
}

/// Splits a command line into words as a shell does: spaces separate words, and single or double
/// quotes (with backslash escapes inside double quotes) keep spaces in one.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => words.extend(word.take()),
            '\'' => {
                let word = word.get_or_insert_with(String::new);
                word.extend(chars.by_ref().take_while(|&c| c != '\''));
            }
            '"' => {
                let word = word.get_or_insert_with(String::new);
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => word.extend(chars.next()),
                        c => word.push(c),
                    }
                }
            }
            '\\' => word.get_or_insert_with(String::new).extend(chars.next()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    words
}

/// Runs one transcript's command; `Err` says how its output differs.
fn check(transcript: &Transcript) -> Result<(), String> {
    let mut words = shell_words(&transcript.command);
    let mut input = String::new();
    if let Some(pipe) = words.iter().position(|word| word == "|") {
        let echo: Vec<String> = words.drain(..=pipe).collect();
        let text = echo[1..echo.len() - 1].join(" ");
        input = match echo[0].as_str() {
            "echo" => text + "\n",
            "printf" => text.replace("\\n", "\n"),
            _ => panic!(
                "{}: only `echo … |` and `printf … |` are supported",
                transcript.place
            ),
        };
    }
    let to_file = words.iter().position(|word| word == ">");
    if let Some(redirect) = to_file {
        words.truncate(redirect);
    }
    assert_eq!(
        words[0], "gamebird",
        "{}: not a gamebird command",
        transcript.place
    );
    let args: Vec<&str> = words[1..].iter().map(String::as_str).collect();
    let output = gamebird(&args, &input);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let expected = transcript.expected.join("\n").trim_end().to_string();
    if expected.is_empty() {
        return match output.status.success() {
            true => Ok(()),
            false => Err(format!("failed: {stderr}")),
        };
    }
    let mut printed = String::new();
    if to_file.is_none() {
        printed.push_str(&stdout);
    }
    printed.push_str(&stderr);
    let printed: Vec<&str> = printed.trim_end().lines().map(str::trim_end).collect();
    let printed = printed.join("\n");
    if printed != expected {
        return Err(format!("printed\n{printed}\ninstead of\n{expected}"));
    }
    let status = output.status.code();
    let wanted = if expected.contains("error: ") { 2 } else { 0 };
    if status != Some(wanted) {
        return Err(format!("exit status {status:?}, not {wanted}"));
    }
    Ok(())
}

#[test]
fn every_transcript_in_the_book() {
    let transcripts = transcripts();
    assert!(
        transcripts.len() >= 20,
        "only {} transcripts",
        transcripts.len()
    );
    run_all(&transcripts);
}

/// Runs transcripts and fails naming every one whose output differs.
fn run_all(transcripts: &[Transcript]) {
    let failures: Vec<String> = transcripts
        .iter()
        .filter_map(|transcript| {
            check(transcript)
                .err()
                .map(|why| format!("{}: $ {}\n{why}", transcript.place, transcript.command))
        })
        .collect();
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}

/// The README's first commands, shown with their output: the same as the book's transcripts.
#[test]
fn every_transcript_in_the_readme() {
    let readme = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md");
    let transcripts = transcripts_in(&readme, Blocks::OfGamebird);
    assert!(
        transcripts.len() >= 3,
        "the README shows {} gamebird commands, not at least 3",
        transcripts.len()
    );
    run_all(&transcripts);
}

#[test]
fn words_split_as_a_shell_splits_them() {
    assert_eq!(
        shell_words(r#"gamebird nim value "1, w+3" --misere"#),
        ["gamebird", "nim", "value", "1, w+3", "--misere"]
    );
    assert_eq!(
        shell_words(r#"echo 'a "b"' | gamebird x\ y "q\"q""#),
        ["echo", "a \"b\"", "|", "gamebird", "x y", "q\"q"]
    );
}
