//! Playing a game against the computer in the terminal, for any game that is [`Playable`], as
//! every game's `play` command does ([`start`]).
//!
//! The reader types moves; the computer answers with its best move; the position is redrawn after
//! every move. Bad input gets a one-line explanation and another prompt, and the end of input
//! (Ctrl-D) quits.

use std::io::{self, BufRead, Write};

use game::Player;

use crate::args::{Args, Spec};
use crate::cli::Failure;

/// What the terminal game needs to know about a game.
pub trait Playable: Sized {
    /// A move, as the game describes it.
    type Move: Copy;

    /// How the reader types a move, for the prompt: `row pebble, like 1 2`.
    const MOVE_FORMAT: &'static str;

    /// The position drawn as text, over several lines.
    fn draw(&self) -> String;

    /// The move `player` typed.
    ///
    /// # Errors
    /// A one-line explanation of what is wrong with it.
    fn read_move(&self, player: Player, typed: &str) -> Result<Self::Move, String>;

    /// What a move takes, after "take": `pebble 2 of row 1`. (Every game in the book is played
    /// by taking something away.)
    fn describe(&self, chosen: Self::Move) -> String;

    /// The position after `player` makes `chosen` (a legal move).
    fn after(&self, player: Player, chosen: Self::Move) -> Self;

    /// `player`'s best move, or `None` if they cannot move (and so lose, if it is their turn,
    /// unless the game is played misère).
    fn best_move(&self, player: Player) -> Option<Self::Move>;

    /// Whether the game is played misère: whoever cannot move *wins*. Normal play by default.
    fn misere(&self) -> bool {
        false
    }

    /// A line on the rules, printed before the game starts; none by default.
    fn rules(&self) -> Option<&'static str> {
        None
    }
}

/// Refuses `-` as the starting position of a `play` command (`what` describes the position if it
/// is missing, `noun` names it): standard input carries the reader's moves.
pub fn refuse_standard_input(
    args: &Args,
    spec: &Spec,
    what: &str,
    noun: &str,
) -> Result<(), Failure> {
    if args.single(spec, what)? == "-" {
        return Err(Failure::Input(format!(
            "'play' reads moves from standard input: give the {noun} as an argument"
        )));
    }
    Ok(())
}

/// Plays `game` for a `play` command, on standard input and `output`: the reader's side and who
/// starts come from `--side` and `--first`, or else are asked (the side is `side` if that is
/// given: a game where it is only a name need not ask).
pub fn start<G: Playable>(
    game: G,
    args: &Args,
    side: Option<Player>,
    output: &mut dyn Write,
) -> Result<(), Failure> {
    let side = match args.option("side") {
        Some(side) => Some(
            side.parse()
                .map_err(|error| Failure::Input(format!("--side: {error}")))?,
        ),
        None => side,
    };
    let starter = match args.option("first") {
        Some(first) => Some(Starter::parse(first).ok_or_else(|| {
            Failure::Input(format!(
                "--first: expected `me` or `computer`, not {first:?}"
            ))
        })?),
        None => None,
    };
    let input = &mut io::stdin().lock();
    let Some(seats) = ask_seats(side, starter, input, output)? else {
        writeln!(output, "\nGoodbye.")?;
        return Ok(());
    };
    play(game, seats, input, output)?;
    Ok(())
}

/// Who plays which side, and who starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seats {
    /// The reader's side.
    pub reader: Player,
    /// The side that moves first.
    pub first: Player,
}

/// Who moves first, from the reader's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Starter {
    /// The reader.
    Me,
    /// The computer.
    Computer,
}

impl Starter {
    /// Reads `me` or `computer` (or their first letters), in any case.
    pub fn parse(text: &str) -> Option<Starter> {
        match text.trim().to_ascii_lowercase().as_str() {
            "me" | "m" => Some(Starter::Me),
            "computer" | "c" => Some(Starter::Computer),
            _ => None,
        }
    }
}

/// A line typed by the reader, or `None` at the end of input. Bytes that are not UTF-8 are
/// replaced rather than refused: the move reader will explain what is wrong.
fn read_line(input: &mut dyn BufRead) -> io::Result<Option<String>> {
    let mut bytes = Vec::new();
    if input.read_until(b'\n', &mut bytes)? == 0 {
        return Ok(None);
    }
    Ok(Some(String::from_utf8_lossy(&bytes).trim().to_string()))
}

/// Asks `question` until the answer reads as something; `None` at the end of input.
fn ask<T>(
    question: &str,
    read: impl Fn(&str) -> Option<T>,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<Option<T>> {
    loop {
        write!(output, "{question} ")?;
        output.flush()?;
        let Some(answer) = read_line(input)? else {
            return Ok(None);
        };
        match read(&answer) {
            Some(value) => return Ok(Some(value)),
            None => writeln!(output, "Please answer with one of the words in brackets.")?,
        }
    }
}

/// Settles the seats, asking the reader whatever the command line left open; `None` if the
/// input ends first.
fn ask_seats(
    side: Option<Player>,
    starter: Option<Starter>,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<Option<Seats>> {
    let reader = match side {
        Some(side) => side,
        None => {
            let question = "Do you play Left or Right? [left/right]";
            match ask(question, |text| text.parse().ok(), input, output)? {
                Some(side) => side,
                None => return Ok(None),
            }
        }
    };
    let starter = match starter {
        Some(starter) => starter,
        None => {
            let question = "Who moves first? [me/computer]";
            match ask(question, Starter::parse, input, output)? {
                Some(starter) => starter,
                None => return Ok(None),
            }
        }
    };
    let first = match starter {
        Starter::Me => reader,
        Starter::Computer => reader.opponent(),
    };
    Ok(Some(Seats { reader, first }))
}

/// Plays `game` to the end: returns the winner, or `None` if the reader quit (by typing `quit` or
/// ending the input).
fn play<G: Playable>(
    mut game: G,
    seats: Seats,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<Option<Player>> {
    let computer = seats.reader.opponent();
    if let Some(rules) = game.rules() {
        writeln!(output, "{rules}")?;
    }
    writeln!(
        output,
        "You play {}; the computer plays {computer}.",
        seats.reader
    )?;
    writeln!(
        output,
        "Type a move as {}, `hint` for advice, or `quit`.",
        G::MOVE_FORMAT
    )?;
    let mut to_move = seats.first;
    loop {
        writeln!(output, "\n{}", game.draw())?;
        let Some(best) = game.best_move(to_move) else {
            let (winner, rule) = if game.misere() {
                (to_move, "in misère play that means")
            } else {
                (to_move.opponent(), "so")
            };
            let verdict = if winner == seats.reader {
                "You win!"
            } else {
                "The computer wins."
            };
            writeln!(
                output,
                "{to_move} cannot move, {rule} {winner} wins. {verdict}"
            )?;
            return Ok(Some(winner));
        };
        let chosen = if to_move == seats.reader {
            match reader_move(&game, to_move, best, input, output)? {
                Some(chosen) => {
                    writeln!(output, "You take {}.", game.describe(chosen))?;
                    chosen
                }
                None => {
                    writeln!(output, "Goodbye.")?;
                    return Ok(None);
                }
            }
        } else {
            writeln!(
                output,
                "The computer ({to_move}) takes {}.",
                game.describe(best)
            )?;
            best
        };
        game = game.after(to_move, chosen);
        to_move = to_move.opponent();
    }
}

/// Prompts until the reader types a legal move; `None` if they quit.
fn reader_move<G: Playable>(
    game: &G,
    player: Player,
    best: G::Move,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<Option<G::Move>> {
    loop {
        write!(output, "Your move ({player}): ")?;
        output.flush()?;
        let Some(typed) = read_line(input)? else {
            writeln!(output)?;
            return Ok(None);
        };
        match typed.to_ascii_lowercase().as_str() {
            "quit" | "q" | "exit" => return Ok(None),
            "hint" | "h" | "?" => writeln!(output, "Hint: take {}.", game.describe(best))?,
            _ => match game.read_move(player, &typed) {
                Ok(chosen) => return Ok(Some(chosen)),
                Err(problem) => writeln!(output, "{problem}")?,
            },
        }
    }
}
