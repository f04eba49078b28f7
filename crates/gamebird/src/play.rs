//! Playing a game against the computer in the terminal: one layout for every game's `play`.
//!
//! The reader types moves; the computer answers with its best move; the position is redrawn after
//! every move. In a game where Left and Right have different moves (Hackenstrings) the reader
//! chooses a side; in an impartial game (Nim, Hackendot) only who moves first. Bad input gets a
//! one-line explanation and another prompt; `hint` names the best move (and says when every move
//! loses); `quit` or the end of input (Ctrl-D) stops.

use std::io::{self, BufRead, IsTerminal, Write};

use clap::ValueEnum;
use game::Player;
use game::text::quoted;

use crate::cli::Failure;

/// A player's best move, and whether it wins against best play.
pub struct Best<M> {
    /// The move.
    pub chosen: M,
    /// Whether it wins; if not, every move loses.
    pub wins: bool,
}

/// What the terminal game needs to know about a game.
pub trait Playable: Sized {
    /// A move, as the game describes it.
    type Move;

    /// Whether both players have the same moves: then the reader chooses only who starts.
    const IMPARTIAL: bool;

    /// How the reader types a move, for the prompt: `a row and a pebble, like 0 1`.
    const MOVE_FORMAT: &'static str;

    /// The position drawn as text, over several lines.
    fn draw(&self) -> String;

    /// The move `player` typed.
    ///
    /// # Errors
    /// A one-line explanation of what is wrong with it.
    fn read_move(&self, player: Player, typed: &str) -> Result<Self::Move, String>;

    /// How a move is said, as "you …" and as "it …": `take` and `takes` (Hackenbush cuts).
    const VERB: [&'static str; 2] = ["take", "takes"];

    /// What a move takes, after the verb: `pebble 1 of row 0`.
    fn describe(&self, chosen: &Self::Move) -> String;

    /// The position after `player` makes `chosen` (a legal move).
    fn after(&self, player: Player, chosen: &Self::Move) -> Self;

    /// `player`'s best move, or `None` if they cannot move.
    fn best_move(&self, player: Player) -> Option<Best<Self::Move>>;

    /// Whether whoever cannot move *wins* (misère play).
    fn misere(&self) -> bool {
        false
    }

    /// A line on the rules, printed before the game starts; none by default.
    fn rules(&self) -> Option<&'static str> {
        None
    }
}

/// Who moves first, from the reader's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Starter {
    /// You move first.
    Me,
    /// The computer moves first.
    Computer,
}

/// A side, for the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Side {
    /// Left, who plays A (blue edges in Hackenbush).
    Left,
    /// Right, who plays B (red edges in Hackenbush).
    Right,
}

impl From<Side> for Player {
    fn from(side: Side) -> Player {
        match side {
            Side::Left => Player::Left,
            Side::Right => Player::Right,
        }
    }
}

/// Refuses `-` as a `play` command's starting position: standard input carries the moves.
pub fn refuse_standard_input(argument: &str) -> Result<(), Failure> {
    if argument == "-" {
        return Err(Failure::Input(
            "'play' reads moves from standard input: give the position as an argument".into(),
        ));
    }
    Ok(())
}

/// Plays `game` on standard input and output: the reader's side (for a partizan game) and who
/// starts come from the command line, or else are asked.
pub fn start<G: Playable>(
    game: G,
    side: Option<Side>,
    first: Option<Starter>,
    output: &mut dyn Write,
) -> Result<(), Failure> {
    let input = &mut io::stdin().lock();
    let reader = match (G::IMPARTIAL, side) {
        // Both players have the same moves: the reader is Left, a name never shown.
        (true, _) => Player::Left,
        (false, Some(side)) => side.into(),
        (false, None) => {
            let question = "Do you play Left or Right? [left/right]";
            match ask::<Side>(question, input, output)? {
                Some(side) => Player::from(side),
                None => return goodbye(output),
            }
        }
    };
    let starter = match first {
        Some(starter) => starter,
        None => match ask("Who moves first? [me/computer]", input, output)? {
            Some(starter) => starter,
            None => return goodbye(output),
        },
    };
    let first = match starter {
        Starter::Me => reader,
        Starter::Computer => reader.opponent(),
    };
    play(game, reader, first, input, output)?;
    Ok(())
}

fn goodbye(output: &mut dyn Write) -> Result<(), Failure> {
    writeln!(output, "\nGoodbye.")?;
    Ok(())
}

/// A line typed by the reader, or `None` at the end of input. Bytes that are not UTF-8 are
/// replaced rather than refused: the move reader will explain what is wrong. When the moves come
/// from a file or a pipe rather than a terminal, the line is written after the prompt (shortened
/// if long), so that the transcript reads as if it were typed.
fn read_line(input: &mut dyn BufRead, output: &mut dyn Write) -> io::Result<Option<String>> {
    let mut bytes = Vec::new();
    if input.read_until(b'\n', &mut bytes)? == 0 {
        return Ok(None);
    }
    let line = String::from_utf8_lossy(&bytes).trim().to_string();
    if !io::stdin().is_terminal() {
        let plain = !line.chars().any(char::is_control) && line.chars().count() <= 40;
        let shown = if plain { line.clone() } else { quoted(&line) };
        writeln!(output, "{shown}")?;
    }
    Ok(Some(line))
}

/// Asks `question` until the answer is one of `T`'s words (or its first letter); `None` at the
/// end of input.
fn ask<T: ValueEnum>(
    question: &str,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<Option<T>> {
    loop {
        write!(output, "{question} ")?;
        output.flush()?;
        let Some(answer) = read_line(input, output)? else {
            return Ok(None);
        };
        let answer = answer.to_ascii_lowercase();
        let found = T::value_variants().iter().find(|variant| {
            variant.to_possible_value().is_some_and(|value| {
                value.get_name() == answer || value.get_name().get(..1) == Some(answer.as_str())
            })
        });
        match found {
            Some(value) => return Ok(Some(value.clone())),
            None => writeln!(output, "Please answer with one of the words in brackets.")?,
        }
    }
}

/// Who a player is, in the game's messages: a side in a partizan game, "you" or "the computer"
/// in an impartial one.
fn name<G: Playable>(player: Player, reader: Player) -> String {
    match (G::IMPARTIAL, player == reader) {
        (true, true) => "You".to_string(),
        (true, false) => "The computer".to_string(),
        (false, _) => player.to_string(),
    }
}

/// Plays `game` to the end: returns the winner, or `None` if the reader quit.
fn play<G: Playable>(
    mut game: G,
    reader: Player,
    first: Player,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<Option<Player>> {
    if let Some(rules) = game.rules() {
        writeln!(output, "{rules}")?;
    }
    if !G::IMPARTIAL {
        let computer = reader.opponent();
        writeln!(output, "You play {reader}; the computer plays {computer}.")?;
    }
    writeln!(
        output,
        "Type a move as {}, `hint` for advice, or `quit`.",
        G::MOVE_FORMAT
    )?;
    let mut to_move = first;
    loop {
        writeln!(output, "\n{}", game.draw())?;
        let Some(best) = game.best_move(to_move) else {
            let winner = if game.misere() {
                to_move
            } else {
                to_move.opponent()
            };
            let verdict = if winner == reader {
                "You win!"
            } else {
                "The computer wins."
            };
            let who = name::<G>(to_move, reader);
            let line = if !G::IMPARTIAL {
                format!("{who} cannot move, so {winner} wins.")
            } else if game.misere() {
                format!("{who} cannot move: in misère play, that wins.")
            } else if to_move == reader {
                format!("{who} cannot move, and so lose.")
            } else {
                format!("{who} cannot move, and so loses.")
            };
            writeln!(output, "{line} {verdict}")?;
            return Ok(Some(winner));
        };
        let chosen = if to_move == reader {
            match reader_move(&game, to_move, &best, input, output)? {
                Some(chosen) => {
                    writeln!(output, "You {} {}.", G::VERB[0], game.describe(&chosen))?;
                    chosen
                }
                None => {
                    writeln!(output, "Goodbye.")?;
                    return Ok(None);
                }
            }
        } else {
            let who = match G::IMPARTIAL {
                true => "The computer".to_string(),
                false => format!("The computer ({to_move})"),
            };
            let verb = G::VERB[1];
            writeln!(output, "{who} {verb} {}.", game.describe(&best.chosen))?;
            best.chosen
        };
        game = game.after(to_move, &chosen);
        to_move = to_move.opponent();
    }
}

/// Prompts until the reader types a legal move; `None` if they quit.
fn reader_move<G: Playable>(
    game: &G,
    player: Player,
    best: &Best<G::Move>,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<Option<G::Move>> {
    let prompt = if G::IMPARTIAL {
        "Your move: ".to_string()
    } else {
        format!("Your move ({player}): ")
    };
    loop {
        write!(output, "{prompt}")?;
        output.flush()?;
        let Some(typed) = read_line(input, output)? else {
            writeln!(output)?;
            return Ok(None);
        };
        match typed.to_ascii_lowercase().as_str() {
            "quit" | "q" | "exit" => return Ok(None),
            "hint" | "h" | "?" if best.wins => {
                let verb = G::VERB[0];
                writeln!(output, "Hint: {verb} {}.", game.describe(&best.chosen))?;
            }
            "hint" | "h" | "?" => writeln!(
                output,
                "Hint: every move loses against best play; {} {}, and hope for a mistake.",
                G::VERB[0],
                game.describe(&best.chosen)
            )?,
            _ => match game.read_move(player, &typed) {
                Ok(chosen) => return Ok(Some(chosen)),
                Err(problem) => writeln!(output, "{problem}")?,
            },
        }
    }
}

/// A number the reader typed for a row, pebble, pile or node (`what`), counted from 0. A number
/// too large for this machine names nothing, and is answered as such.
///
/// # Errors
/// A sentence for the reader saying what is wrong.
pub fn index(word: &str, what: &str) -> Result<usize, String> {
    match word.parse::<usize>() {
        Ok(index) => Ok(index),
        Err(_) if !word.is_empty() && word.bytes().all(|byte| byte.is_ascii_digit()) => {
            Err(format!("There is no {what} {}.", quoted(word)))
        }
        Err(_) => Err(format!(
            "The {what} should be a number from 0 up, not {}.",
            quoted(word)
        )),
    }
}

/// The message for a typed line of the wrong shape: `Type {what} (not '…').`
pub fn not_a_move(what: &str, typed: &str) -> String {
    format!("Type {what} (not {}).", quoted(typed))
}
