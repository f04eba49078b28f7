//! `gamebird`: the calculator a reader of *Game Birds* runs beside the book.
//!
//! The first word names a game, each with a module of its own commands (`gamebird hackenstrings
//! value "A B B A + B A"`); later chapters add their games to [`GAMES`]. Bad input gets a one-line
//! `error: …` on standard error and exit status 2.

mod args;
mod cli;
mod hackendot;
mod hackenstrings;
mod nim;
mod ordinal;
mod play;

use std::io::{self, Write};
use std::process::ExitCode;

use cli::Failure;

/// A game the calculator knows: its name on the command line, a summary, and its commands.
struct GameCommands {
    name: &'static str,
    summary: &'static str,
    run: fn(&[String]) -> Result<(), Failure>,
}

/// Every game, in the book's order.
const GAMES: &[GameCommands] = &[
    GameCommands {
        name: "hackenstrings",
        summary: hackenstrings::SUMMARY,
        run: hackenstrings::run,
    },
    GameCommands {
        name: "nim",
        summary: nim::SUMMARY,
        run: nim::run,
    },
    GameCommands {
        name: "ordinal",
        summary: ordinal::SUMMARY,
        run: ordinal::run,
    },
    GameCommands {
        name: "hackendot",
        summary: hackendot::SUMMARY,
        run: hackendot::run,
    },
];

fn main() -> ExitCode {
    // Arguments that are not UTF-8 become U+FFFD, which every parser then refuses by name.
    let words: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|word| word.to_string_lossy().into_owned())
        .collect();
    match dispatch(&words) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.report(),
    }
}

fn dispatch(words: &[String]) -> Result<(), Failure> {
    let Some((first, rest)) = words.split_first() else {
        return Err(Failure::Input(
            "no game given; try 'gamebird --help'".to_string(),
        ));
    };
    if first == "-h" || first == "--help" {
        writeln!(io::stdout().lock(), "{}", help())?;
        return Ok(());
    }
    match GAMES.iter().find(|game| game.name == first) {
        Some(game) => (game.run)(rest),
        None => Err(Failure::Input(format!(
            "unknown game '{first}'; try 'gamebird --help'"
        ))),
    }
}

fn help() -> String {
    let games: Vec<String> = GAMES
        .iter()
        .map(|game| format!("  {:<16}{}", game.name, game.summary))
        .collect();
    format!(
        "gamebird: the Game Birds calculator.\n\n\
         Usage: gamebird <game> <command> [arguments]\n\n\
         Games:\n{}\n\n\
         Run 'gamebird <game> --help' for a game's commands.",
        games.join("\n")
    )
}
