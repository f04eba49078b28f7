//! `gamebird nim …`: piles of blocks (chapter 4), whose heights may also be ordinals
//! (transfinite Nim, chapter 6).
//!
//! Every position is read by [`position`], the one place that tells the two kinds of height
//! apart; the commands and the terminal game are written once, over [`piles::Piles`].

mod piles;
mod table;

use std::io::Write;

use nim::Play;

use crate::args::{Args, Spec};
use crate::cli::{Command, Failure, run_game, text_or_stdin};
use crate::play;
use piles::Piles;
use table::Table;

/// The line `gamebird --help` shows for this game.
pub const SUMMARY: &str =
    "piles of blocks: nim values, every winning move, misère play, a game (chapter 4)";

const HELP: &str = "\
gamebird nim: Nim, piles of blocks.
A move takes one or more blocks from one pile (a whole pile is fine). In normal play whoever takes
the last block wins; in misère play (--misere) whoever takes the last block loses.

Usage: gamebird nim <command> [arguments]

Commands:
  value <position>   the nim value: 0 when balanced, otherwise *n, e.g. \"1 2 4\" is *7
  moves <position>   every winning move, one per line, like 'pile 2: 5 -> 3'
  play <position>    play against the computer in the terminal
  svg <position>     a picture of the piles, as SVG (--substacks: split into powers of two)

A position is pile heights separated by spaces or commas: \"1 3 5 7\", \"1, 3, 5, 7\". Heights are
whole numbers of any size; piles are counted from 1.
Heights may also be ordinals, separated by commas: \"1, w+3, w^w*3, e0, w1\" is transfinite Nim
(chapter 6): values are *α, like *(ω+1); a move leaves a height, like '6 -> e0+w'; svg draws the
base-2 digits. See 'gamebird ordinal --help' for the notation.
Run 'gamebird nim <command> --help' for more.";

const VALUE_HELP: &str = "\
Usage: gamebird nim value <position> [--misere]

Prints the nim value of the position as CGSuite writes nimbers: 0 if it is balanced (whoever
moves next loses), otherwise *n with n the nim-sum of the heights: *, *2, *3, ...
Misère Nim has no nim value (misère games do not add up like nimbers), so with --misere it prints
who wins instead: 'the first player wins' or 'the second player wins'.
With '-' as the position, reads it from standard input.";
const VALUE: Spec = Spec {
    command: "gamebird nim value",
    options: &[],
    switches: &["misere"],
    help: VALUE_HELP,
};

const MOVES_HELP: &str = "\
Usage: gamebird nim moves <position> [--misere]

Prints every winning move, one per line, as 'pile 2: 5 -> 3' (pile 2 goes from 5 blocks down to
3; piles are counted from 1), or says that there is none. In normal play the winning moves are
the balancing moves, which leave the nim-sum 0; with --misere they are misère Nim's.
With '-' as the position, reads it from standard input.";
const MOVES: Spec = Spec {
    command: "gamebird nim moves",
    options: &[],
    switches: &["misere"],
    help: MOVES_HELP,
};

const PLAY_HELP: &str = "\
Usage: gamebird nim play <position> [--side left|right] [--first me|computer] [--misere]

Plays the position against the computer, which always makes a winning move when it has one.
Whatever the options leave open is asked. Type a move as a pile and how many blocks to take,
like '2 3' (take 3 blocks from pile 2), or '2 all', or '2 -> 1' (leave 1 block in pile 2);
'hint' asks for advice, 'quit' or the end of input (Ctrl-D) stops.
With --misere, whoever takes the last block loses.";
const PLAY: Spec = Spec {
    command: "gamebird nim play",
    options: &["side", "first"],
    switches: &["misere"],
    help: PLAY_HELP,
};

const SVG_HELP: &str = "\
Usage: gamebird nim svg <position> [--substacks]

Writes an SVG picture of the piles to standard output, as columns of blocks; with --substacks,
each pile split into its powers of two, coloured by size, with a tally of the sizes.";
const SVG: Spec = Spec {
    command: "gamebird nim svg",
    options: &[],
    switches: &["substacks"],
    help: SVG_HELP,
};

/// The commands, in the order the help lists them.
const COMMANDS: &[(&str, &Spec, Command)] = &[
    ("value", &VALUE, value),
    ("moves", &MOVES, moves),
    ("play", &PLAY, play_command),
    ("svg", &SVG, svg),
];

/// Runs `gamebird nim` with the words after it.
pub fn run(words: &[String]) -> Result<(), Failure> {
    run_game("nim", HELP, COMMANDS, words)
}

/// A position, with whole-number heights or ordinal ones.
enum Heights {
    Finite(nim::Position),
    Ordinal(transfinite_nim::Position),
}

/// Evaluates `$body` with `$position` bound to the position in `$heights`, whichever kind its
/// heights are: one generic body serves both.
macro_rules! with_piles {
    ($heights:expr, $position:ident => $body:expr) => {
        match $heights {
            Heights::Finite($position) => $body,
            Heights::Ordinal($position) => $body,
        }
    };
}

/// Characters that only ordinal notation uses: with one of them, a position that is not finite
/// Nim's is read as transfinite Nim's, and its errors are the ordinal parser's.
fn has_ordinal_notation(text: &str) -> bool {
    text.chars().any(|c| {
        matches!(
            c,
            'w' | 'ω' | 'e' | 'ε' | '+' | '*' | '·' | '⋅' | '×' | '^' | '(' | ')' | '_'
        ) || ('⁰'..='⁹').contains(&c)
            || matches!(c, '¹' | '²' | '³')
            || ('₀'..='₉').contains(&c)
    })
}

/// The position given as the command's argument (`-` for standard input): finite Nim's if it
/// reads as one; otherwise, if it is written with ordinals (`"1, w+3, e0"`), transfinite Nim's.
/// Everything else, errors included, is finite Nim's, and so is standard input.
fn position(args: &Args, spec: &Spec) -> Result<Heights, Failure> {
    let argument = args.single(spec, "a position, like \"1 3 5 7\"")?;
    let text = text_or_stdin(argument)?;
    match text.parse::<nim::Position>() {
        Ok(position) => Ok(Heights::Finite(position)),
        Err(error) if argument == "-" || !has_ordinal_notation(&text) => Err(Failure::input(error)),
        Err(_) => text.parse().map(Heights::Ordinal).map_err(Failure::input),
    }
}

fn rules(args: &Args) -> Play {
    if args.switch("misere") {
        Play::Misere
    } else {
        Play::Normal
    }
}

fn value(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    let play = rules(args);
    with_piles!(position(args, spec)?, position => nim_value(&position, play, out))
}

/// The nim value; in misère play, who wins.
fn nim_value<P: Piles>(position: &P, play: Play, out: &mut dyn Write) -> Result<(), Failure> {
    match play {
        Play::Normal => writeln!(out, "{}", position.value())?,
        Play::Misere => writeln!(out, "{}", position.outcome(Play::Misere))?,
    }
    Ok(())
}

fn moves(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    let play = rules(args);
    with_piles!(position(args, spec)?, position => winning_moves(&position, play, out))
}

/// Every winning move; if there is none, why.
fn winning_moves<P: Piles>(position: &P, play: Play, out: &mut dyn Write) -> Result<(), Failure> {
    let winning = position.winning_moves(play);
    for chosen in &winning {
        writeln!(out, "{chosen}")?;
    }
    if !winning.is_empty() {
        return Ok(());
    }
    let verdict = match (play, position.is_empty()) {
        (Play::Normal, true) => {
            "No move: there are no blocks, so the player to move has lost.".to_string()
        }
        (Play::Normal, false) => format!(
            "No winning move: the position is balanced ({}), so the player to move loses \
             against best play.",
            P::BALANCED
        ),
        (Play::Misere, true) => {
            "No move: there are no blocks, so in misère play the player to move has won."
                .to_string()
        }
        (Play::Misere, false) => {
            "No winning move: in misère play the player to move loses against best play."
                .to_string()
        }
    };
    writeln!(out, "{verdict}")?;
    Ok(())
}

fn svg(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    let substacks = args.switch("substacks");
    let picture = with_piles!(position(args, spec)?, position => position.svg_picture(substacks));
    out.write_all(picture.as_bytes())?;
    Ok(())
}

fn play_command(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    play::refuse_standard_input(args, spec, "a position", "position")?;
    let play = rules(args);
    with_piles!(position(args, spec)?, position => play_game(position, play, args, out))
}

/// A game against the computer in the terminal.
fn play_game<P: Piles>(
    position: P,
    play: Play,
    args: &Args,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    if play == Play::Misere && position.is_empty() {
        let message = "a misère game needs at least one block (with none, the player to move has already won)";
        return Err(Failure::Input(message.to_string()));
    }
    play::start(Table::new(position, play), args, None, out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_decides() {
        assert!(has_ordinal_notation("1, w+3"));
        assert!(has_ordinal_notation("ε₀"));
        assert!(has_ordinal_notation("ω²"));
        assert!(!has_ordinal_notation("1 x"));
        assert!(!has_ordinal_notation("1,,2"));
    }
}
