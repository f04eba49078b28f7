//! `gamebird hackenstrings …`: rows of pebbles (chapter 3).

use std::io::{self, Write};

use dyadic::Dyadic;
use game::{Outcome, Player};
use hackenstrings::{Evaluator, Position, Row};

use crate::args::{Args, Spec};
use crate::cli::{Command, Failure, run_game, stream_text, text_or_stdin};
use crate::play;

mod terminal;

use terminal::describe;

/// The line `gamebird --help` shows for this game.
pub const SUMMARY: &str =
    "rows of pebbles: values, best moves, the row of a number, a game (chapter 3)";

const HELP: &str = "\
gamebird hackenstrings: rows of pebbles, A for Left (drawn ●) and B for Right (drawn ○).
A move takes one of your pebbles and everything to its right; whoever cannot move loses.

Usage: gamebird hackenstrings <command> [arguments]

Commands:
  value <position>                  the exact value, e.g. \"A B B A + B A\" is -1/8
  best <position> --player <side>   the best move for left or right, and the value after it
  row <number>                      the row worth a number, e.g. 19/8 is A A A B B A
  play <position>                   play against the computer in the terminal
  svg <position>                    a picture of the position, as SVG

A position is rows of A and B (or ● and ○), joined by '+' or line breaks: \"A B B + B A\",
\"ABB+BA\", \"●○○ + ○●\". Rows and pebbles are counted from 1.
Run 'gamebird hackenstrings <command> --help' for more.";

const VALUE_HELP: &str = "\
Usage: gamebird hackenstrings value <position>

Prints the exact value of the position, as a mixed number: -1/8, 2 1/4.
With '-' as the position, reads it from standard input in one streaming pass, however long.";
const VALUE: Spec = Spec {
    command: "gamebird hackenstrings value",
    options: &[],
    switches: &[],
    help: VALUE_HELP,
};

const BEST_HELP: &str = "\
Usage: gamebird hackenstrings best <position> --player left|right

Prints the player's best move (the one that costs them least), the position and value after it,
and whether it wins.";
const BEST: Spec = Spec {
    command: "gamebird hackenstrings best",
    options: &["player"],
    switches: &[],
    help: BEST_HELP,
};

const ROW_HELP: &str = "\
Usage: gamebird hackenstrings row <number> [--glyphs]

Prints the one row worth the number, in letters (or glyphs with --glyphs). The number is
dyadic: 3, -5/8, 2 1/4 (quoted), 19/8.";
const ROW: Spec = Spec {
    command: "gamebird hackenstrings row",
    options: &[],
    switches: &["glyphs"],
    help: ROW_HELP,
};

const PLAY_HELP: &str = "\
Usage: gamebird hackenstrings play <position> [--side left|right] [--first me|computer]

Plays the position against the computer, which always makes its best move. Whatever the options
leave open is asked. Type a move as a row and a pebble, like '1 2'; 'hint' asks for advice,
'quit' or the end of input (Ctrl-D) stops.";
const PLAY: Spec = Spec {
    command: "gamebird hackenstrings play",
    options: &["side", "first"],
    switches: &[],
    help: PLAY_HELP,
};

const SVG_HELP: &str = "\
Usage: gamebird hackenstrings svg <position> [--numbered]

Writes an SVG picture of the position to standard output: Left's pebbles white, Right's black,
numbered from 1 with --numbered.";
const SVG: Spec = Spec {
    command: "gamebird hackenstrings svg",
    options: &[],
    switches: &["numbered"],
    help: SVG_HELP,
};

/// The commands, in the order the help lists them.
const COMMANDS: &[(&str, &Spec, Command)] = &[
    ("value", &VALUE, value),
    ("best", &BEST, best),
    ("row", &ROW, row),
    ("play", &PLAY, play_command),
    ("svg", &SVG, svg),
];

/// Runs `gamebird hackenstrings` with the words after it.
pub fn run(words: &[String]) -> Result<(), Failure> {
    run_game("hackenstrings", HELP, COMMANDS, words)
}

/// The position given as the command's argument (`-` for standard input).
fn position(args: &Args, spec: &Spec) -> Result<Position, Failure> {
    let text = text_or_stdin(args.single(spec, "a position, like \"A B B A + B A\"")?)?;
    text.parse().map_err(Failure::input)
}

/// A position as the reader would type it; the empty one in words.
fn shown(position: &Position) -> String {
    if position.is_empty() {
        "no pebbles left".to_string()
    } else {
        position.to_string()
    }
}

fn value(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    let argument = args.single(spec, "a position, like \"A B B A + B A\"")?;
    let value = if argument == "-" {
        let mut evaluator = Evaluator::new();
        let feed = |text: &str| evaluator.feed(text).map_err(|error| error.to_string());
        stream_text(io::stdin().lock(), feed)?;
        evaluator.finish()
    } else {
        hackenstrings::value_of_text(argument)
    };
    let value = value.map_err(Failure::input)?;
    writeln!(out, "{value}")?;
    Ok(())
}

fn player(args: &Args, spec: &Spec) -> Result<Player, Failure> {
    let Some(name) = args.option("player") else {
        let message = format!("'{}' needs --player left or --player right", spec.command);
        return Err(Failure::Input(message));
    };
    name.parse()
        .map_err(|error| Failure::Input(format!("--player: {error}")))
}

fn best(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    let player = player(args, spec)?;
    let position = position(args, spec)?;
    let Some(best) = position.best_move(player) else {
        writeln!(
            out,
            "{player} has no move, and so loses if it is their turn."
        )?;
        return Ok(());
    };
    let after = position.play(player, best).map_err(Failure::input)?;
    let value = after.value();
    writeln!(
        out,
        "{player} takes {}: {} = {value}",
        describe(best),
        shown(&after)
    )?;
    let next = player.opponent();
    if Outcome::of_sign(value.signum()).winner(next) == player {
        writeln!(out, "This wins: {next}, to move next, loses.")?;
    } else {
        writeln!(
            out,
            "{next}, to move next, still wins: {player} has no winning move."
        )?;
    }
    Ok(())
}

fn row(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    let number = args.single(spec, "a number, like 19/8")?;
    let number: Dyadic = number.parse().map_err(Failure::input)?;
    let row = Row::from_value(&number).map_err(Failure::input)?;
    if row.is_empty() {
        writeln!(out, "(the empty row)")?;
    } else if args.switch("glyphs") {
        writeln!(out, "{row:#}")?;
    } else {
        writeln!(out, "{row}")?;
    }
    Ok(())
}

fn svg(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    let position = position(args, spec)?;
    let picture = if args.switch("numbered") {
        position.svg_numbered()
    } else {
        position.svg()
    };
    out.write_all(picture.as_bytes())?;
    Ok(())
}

fn play_command(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    play::refuse_standard_input(args, spec, "a position", "position")?;
    play::start(position(args, spec)?, args, None, out)
}
