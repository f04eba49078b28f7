//! `gamebird`: the calculator a reader of *Game Birds* runs beside the book.
//!
//! The first word names a game, each with a file of its own commands in `games/` (`gamebird
//! hackenstrings value "A B B A + B A"`); the game logic is the chapters' crates', and these files
//! only read, call and print. [`Game`] lists the games in the book's order. Bad input gets a
//! one-line `error: …` on standard error and exit status 2.

mod cli;
mod games;
mod play;
mod progress;

use std::io;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, Parser, Subcommand};
use game::text::{quoted, without_escape_sequences};

use cli::Failure;
use games::{
    canonical, dyadic, hackenbush, hackendot, hackenstrings, nim, nimber, ordinal, surreal,
};

/// gamebird: the Game Birds calculator. Values, best moves and games to play, one command per
/// chapter's game.
///
/// Rows, pebbles, piles, nodes and edges are counted from 0, as the book counts them.
///
/// What the input asks to build is measured first, and refused in one line past its limit, which
/// the message names with the flag that raises it: 'hackenbush stalk --max-edges', 'surreal row
/// --max-pebbles', the pictures' '--max'. Fixed limits: numbers of at most 100000 digits in
/// 'dyadic', 'canonical' and 'nim', recurring rows of at most 2000000 pebbles and parentheses
/// typed to 'surreal' (valued when their recurring parts repeat at most 200000 pebbles), a move
/// of 'surreal play' leaving at most 1000000 in its row, lines of at most 1 MB typed to
/// 'play', and at most 256 MB read from standard input for '-'. Canonical forms ('canonical',
/// 'hackenstrings' with neutral pebbles) are worked out within '--max-work' option pairs and
/// written within '--max-size' characters. Hackenbush searches ('value', 'best', 'play',
/// 'beanstalk --beside') stop at '--max-work' position-edges. On a terminal, work still running
/// after a second shows how far it has come on standard error.
///
/// Exit status: 0 when the command has answered; 2 on bad input, told in one line on standard
/// error; 1 when reading or writing fails.
#[derive(Debug, Parser)]
#[command(
    name = "gamebird",
    version,
    propagate_version = true,
    disable_help_subcommand = true,
    subcommand_required = true,
    arg_required_else_help = false
)]
struct Cli {
    #[command(subcommand)]
    game: Game,
}

/// Every game, in the book's order, then the commands for installing `gamebird`. A chapter adds its
/// game here and in `games/`.
#[derive(Debug, Subcommand)]
enum Game {
    #[command(subcommand)]
    Dyadic(dyadic::Command),
    #[command(subcommand)]
    Hackenstrings(hackenstrings::Command),
    // Its help, notation paragraph included, is `canonical::Command`'s doc comment.
    #[command(subcommand, alias = "game")]
    Canonical(canonical::Command),
    Ordinal(ordinal::Command),
    #[command(subcommand)]
    Surreal(surreal::Command),
    #[command(subcommand)]
    Hackenbush(hackenbush::Command),
    #[command(subcommand)]
    Nim(nim::Command),
    #[command(subcommand)]
    Hackendot(hackendot::Command),
    #[command(subcommand)]
    Nimber(nimber::Command),
    /// A completion script for your shell, so that it completes gamebird's commands.
    ///
    /// For bash: 'gamebird completions bash >
    /// ~/.local/share/bash-completion/completions/gamebird'.
    Completions {
        shell: clap_complete::Shell,
    },
    /// Writes the manual pages into a folder: gamebird.1, and one for each command.
    ///
    /// 'gamebird man ~/.local/share/man/man1' installs them, and 'man gamebird' shows them.
    Man {
        folder: PathBuf,
    },
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return usage_error(&error),
    };
    let out = &mut io::stdout().lock();
    progress::install();
    let result = match cli.game {
        Game::Dyadic(command) => dyadic::run(command, out),
        Game::Hackenstrings(command) => hackenstrings::run(command, out),
        Game::Canonical(command) => canonical::run(command, out),
        Game::Ordinal(command) => ordinal::run(command, out),
        Game::Surreal(command) => surreal::run(command, out),
        Game::Hackenbush(command) => hackenbush::run(command, out),
        Game::Nim(command) => nim::run(command, out),
        Game::Hackendot(command) => hackendot::run(command, out),
        Game::Nimber(command) => nimber::run(command, out),
        Game::Completions { shell } => completions(shell, out),
        Game::Man { folder } => {
            clap_mangen::generate_to(Cli::command(), &folder).map_err(|error| {
                let what = format!("cannot write man pages to {}: {error}", folder.display());
                Failure::from(io::Error::new(error.kind(), what))
            })
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.report(),
    }
}

/// The completion script for `shell`, written whole (clap_complete panics if a write fails).
fn completions(shell: clap_complete::Shell, out: &mut impl io::Write) -> Result<(), Failure> {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "gamebird", &mut script);
    Ok(out.write_all(&script)?)
}

/// What clap says when the command line is not one it knows: `--help` and `--version` on standard
/// output, status 0; anything else as one line on standard error, status 2.
fn usage_error(error: &clap::Error) -> ExitCode {
    match error.kind() {
        ErrorKind::DisplayHelp => {
            let _ = error.print();
            return ExitCode::SUCCESS;
        }
        // The same line at every level (clap would name the subcommand: `gamebird-nim`).
        ErrorKind::DisplayVersion => {
            println!("gamebird {}", env!("CARGO_PKG_VERSION"));
            return ExitCode::SUCCESS;
        }
        _ => {}
    }
    Failure::Input(one_line_usage_error(error)).report()
}

/// Clap's message on one line: its first line, with what the reader typed quoted safely (line
/// breaks escaped, long words cut), the values it would take, and where to find help.
fn one_line_usage_error(error: &clap::Error) -> String {
    one_line_usage_error_for(error, std::env::args_os().skip(1))
}

/// The command a command line names, as far as it names one: `gamebird nim value`.
fn command_named(words: impl IntoIterator<Item = std::ffi::OsString>) -> String {
    let mut command = Cli::command();
    let mut names = vec!["gamebird".to_string()];
    for word in words {
        let Some(sub) = word.to_str().and_then(|word| command.find_subcommand(word)) else {
            break;
        };
        names.push(sub.get_name().to_string());
        command = sub.clone();
    }
    names.join(" ")
}

fn one_line_usage_error_for(
    error: &clap::Error,
    words: impl IntoIterator<Item = std::ffi::OsString>,
) -> String {
    let rendered = error.render().to_string();
    let command = command_named(words);
    if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        || error.kind() == ErrorKind::MissingSubcommand
    {
        return format!("'{command}' needs a command; try '{command} --help'");
    }
    // Whatever the reader typed, quoted so that it stays on one line and short.
    let mut message = rendered;
    for (kind, value) in error.context() {
        let typed = matches!(
            kind,
            ContextKind::InvalidArg | ContextKind::InvalidValue | ContextKind::InvalidSubcommand
        );
        if let (true, ContextValue::String(text)) = (typed, value) {
            // Clap's rendering may strip escape sequences from the text it repeats: find either.
            for shown in [text.clone(), without_escape_sequences(text)] {
                message = message.replace(&format!("'{shown}'"), &quoted(text));
            }
        }
    }
    let message = message.trim_start_matches("error: ");
    let mut lines = message
        .lines()
        .map(str::trim)
        .take_while(|line| !line.is_empty());
    let mut line = lines.next().unwrap_or("").to_string();
    // A message that ends in a colon lists what it means on the lines below: `<POSITION>`.
    if line.ends_with(':') {
        let listed: Vec<&str> = lines.collect();
        line = format!("{} {}", line, listed.join(", "));
    }
    // A value that takes anything (`--svg FILE`, refused only when empty) lists nothing.
    if let Some(ContextValue::Strings(values)) = error
        .get(ContextKind::ValidValue)
        .filter(|values| !matches!(values, ContextValue::Strings(values) if values.is_empty()))
    {
        line.push_str(&format!(" (one of: {})", values.join(", ")));
    }
    // Clap's suggestions for a mistyped word, below a blank line: `tip: a similar subcommand …`
    // (not its other tips, which repeat what was typed, unquoted).
    let tips = message.lines().map(str::trim);
    for tip in tips.filter(|tip| tip.starts_with("tip: ") && tip.contains(" similar ")) {
        line = format!("{line}; {tip}");
    }
    format!("{line}; try '{command} --help'")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(words: &[&str]) -> String {
        let mut args = vec!["gamebird"];
        args.extend(words);
        match Cli::try_parse_from(args) {
            Ok(cli) => panic!("{words:?} parsed: {cli:?}"),
            Err(error) => one_line_usage_error_for(&error, words.iter().map(Into::into)),
        }
    }

    #[test]
    fn usage_errors_are_one_line() {
        for words in [
            &["nim"][..],
            &["nim", "value"],
            &["nim", "value", "1", "2"],
            &["nim", "value", "1", "--bogus"],
            &["hackenstrings", "best", "A", "--player", "up"],
            &[
                "hackenstrings",
                "best",
                "A",
                "--player",
                "left",
                "--player",
                "right",
            ],
            &["nim", "value", "1", "--misere", "--misere"],
            &["chess"],
            &["nim", "value", "1", "--x\ny"],
        ] {
            let message = error(words);
            assert!(!message.contains('\n'), "{words:?}: {message}");
            assert!(message.ends_with("--help'"), "{words:?}: {message}");
        }
        assert!(!error(&["hackenbush", "play", "l", "--svg", ""]).contains("one of"));
        assert_eq!(
            error(&["nim"]),
            "'gamebird nim' needs a command; try 'gamebird nim --help'"
        );
        assert_eq!(
            error(&["nimm"]),
            "unrecognized subcommand 'nimm'; tip: some similar subcommands exist: 'nimber', \
             'nim'; try 'gamebird --help'"
        );
        assert_eq!(
            error(&["nim", "value", "1", "--misre"]),
            "unexpected argument '--misre' found; tip: a similar argument exists: '--misere'; \
             try 'gamebird nim value --help'"
        );
        let long = format!("--{}", "x".repeat(100));
        assert!(error(&["nim", "value", "1", &long]).len() < 150);
    }

    #[test]
    fn negative_numbers_are_numbers() {
        let cli = Cli::try_parse_from(["gamebird", "dyadic", "value", "-3/8"]).unwrap();
        assert!(matches!(cli.game, Game::Dyadic(_)));
        let cli = Cli::try_parse_from(["gamebird", "nim", "value", "-"]).unwrap();
        assert!(matches!(cli.game, Game::Nim(_)));
    }
}
