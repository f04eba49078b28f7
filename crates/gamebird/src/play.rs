//! Playing a game against the computer in the terminal: one layout for every game's `play`.
//!
//! The reader types moves; the computer answers with its best move; the position is redrawn after
//! every move. In a game where Left and Right have different moves (Hackenstrings) the reader
//! chooses a side; in an impartial game (Nim, Hackendot) only who moves first. Bad input gets a
//! one-line explanation and another prompt; `hint` names the best move (and says when every move
//! loses); `quit` or the end of input (Ctrl-D) stops.

use std::fmt::Display;
use std::io::{self, BufRead, IsTerminal, Write};

use clap::{Args, ValueEnum};
use game::Player;
use game::play::{Best, Playable, Valued, ending, with_side};
use game::text::quoted;

use crate::cli::{Failure, shown, written};

/// The position drawn in the terminal, over several lines: the calculator's own concern (the
/// page draws SVG). Everything else about a game is its crate's [`Playable`].
pub trait Draw {
    /// The position as text, ending with its value and who is winning.
    fn draw(&self) -> String;
}

/// Who plays which side, and who moves first: asked when not given.
#[derive(Debug, Args)]
pub struct Seats {
    /// The side you play.
    #[arg(long, value_enum)]
    pub side: Option<Side>,
    /// Who moves first.
    #[arg(long, value_enum)]
    pub first: Option<Starter>,
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
pub fn start<G: Playable + Draw>(
    game: G,
    side: Option<Side>,
    first: Option<Starter>,
    output: &mut dyn Write,
) -> Result<(), Failure> {
    start_watched(game, side, first, output, &|_| Ok(()))
}

/// [`start`], with `watch` told every position as it is drawn (Hackenbush draws it to an SVG
/// file too); what it says is wrong is shown under the drawing.
pub fn start_watched<G: Playable + Draw>(
    game: G,
    side: Option<Side>,
    first: Option<Starter>,
    output: &mut dyn Write,
    watch: &dyn Fn(&G) -> Result<(), String>,
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
    play(game, reader, first, input, output, watch)?;
    Ok(())
}

fn goodbye(output: &mut dyn Write) -> Result<(), Failure> {
    writeln!(output, "\nGoodbye.")?;
    Ok(())
}

/// The longest line `play` reads, in bytes: a longer one is refused, and skipped without being
/// held in memory.
pub const MAX_LINE: usize = 1 << 20;

/// A line typed by the reader after `prompt`, or `None` at the end of input. Bytes that are not
/// UTF-8 are replaced rather than refused: the move reader will explain what is wrong. A line
/// longer than [`MAX_LINE`] is refused and the prompt repeated. When the moves come from a file
/// or a pipe rather than a terminal, the line is written after the prompt (shortened if long),
/// so that the transcript reads as if it were typed.
fn read_line(
    prompt: &str,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<Option<String>> {
    loop {
        write!(output, "{prompt}")?;
        output.flush()?;
        let mut bytes = Vec::new();
        let limit = MAX_LINE as u64 + 1;
        if io::Read::take(&mut *input, limit).read_until(b'\n', &mut bytes)? == 0 {
            return Ok(None);
        }
        let too_long = bytes.len() > MAX_LINE && bytes.last() != Some(&b'\n');
        let line = String::from_utf8_lossy(&bytes).trim().to_string();
        if !io::stdin().is_terminal() {
            let plain = !line.chars().any(char::is_control) && line.chars().count() <= 40;
            let shown = if plain { line.clone() } else { quoted(&line) };
            writeln!(output, "{shown}")?;
        }
        if !too_long {
            return Ok(Some(line));
        }
        // The rest of the line, its line break included, is skipped, not held.
        input.skip_until(b'\n')?;
        writeln!(
            output,
            "That line is longer than the {} MB a line may hold; type a shorter one.",
            MAX_LINE >> 20
        )?;
    }
}

/// Asks `question` until the answer is one of `T`'s words (or its first letter); `None` at the
/// end of input.
fn ask<T: ValueEnum>(
    question: &str,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<Option<T>> {
    loop {
        let Some(answer) = read_line(&format!("{question} "), input, output)? else {
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

/// Plays `game` to the end: returns the winner, or `None` if the reader quit.
fn play<G: Playable + Draw>(
    mut game: G,
    reader: Player,
    first: Player,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
    watch: &dyn Fn(&G) -> Result<(), String>,
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
        if let Err(problem) = watch(&game) {
            writeln!(output, "({problem})")?;
        }
        let Some(best) = game.best(to_move) else {
            writeln!(output, "{}", ending(&game, to_move, reader))?;
            let winner = match game.misere() {
                true => to_move,
                false => to_move.opponent(),
            };
            return Ok(Some(winner));
        };
        let chosen = if to_move == reader {
            match reader_move(&game, to_move, &best, input, output)? {
                Some(chosen) => {
                    writeln!(output, "You {} {}.", G::VERB.base, game.describe(&chosen))?;
                    chosen
                }
                None => {
                    writeln!(output, "Goodbye.")?;
                    return Ok(None);
                }
            }
        } else {
            let who = with_side::<G>("The computer", to_move);
            let verb = G::VERB.third;
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
        let Some(typed) = read_line(&prompt, input, output)? else {
            writeln!(output)?;
            return Ok(None);
        };
        match typed.to_ascii_lowercase().as_str() {
            "quit" | "q" | "exit" => return Ok(None),
            "hint" | "h" | "?" if best.wins => {
                let verb = G::VERB.base;
                writeln!(output, "Hint: {verb} {}.", game.describe(&best.chosen))?;
            }
            "hint" | "h" | "?" => writeln!(
                output,
                "Hint: every move loses against best play; {} {}, and hope for a mistake.",
                G::VERB.base,
                game.describe(&best.chosen)
            )?,
            _ => match game.read_move(player, &typed) {
                Ok(chosen) => return Ok(Some(chosen)),
                Err(problem) => writeln!(output, "{problem}")?,
            },
        }
    }
}

/// `gamebird … value`, for any game: the value its crate gives ([`Valued`]), in ASCII (`{:#}`)
/// if asked.
pub fn value(position: &impl Valued, ascii: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let value = position.worth().map_err(Failure::input)?;
    writeln!(out, "{}", shown(&value, ascii))?;
    Ok(())
}

/// `gamebird … best`, for any partizan game: `player`'s best move found by the game's crate,
/// the position it leaves (as the reader would type it, `nothing` if empty) and the value after
/// it, and whether it wins.
pub fn say_best<G: Playable + Display>(
    position: &G,
    player: Player,
    best: Option<(Best<G::Move>, String)>,
    nothing: &str,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let Some((Best { chosen, wins }, value)) = best else {
        writeln!(
            out,
            "{player} has no move, and so loses if it is their turn."
        )?;
        return Ok(());
    };
    let after = position.after(player, &chosen);
    let (verb, taken) = (G::VERB.third, position.describe(&chosen));
    let written = written(&after, nothing);
    writeln!(out, "{player} {verb} {taken}: {written} = {value}")?;
    let next = player.opponent();
    if wins {
        writeln!(out, "This wins: {next}, to move next, loses.")?;
    } else {
        writeln!(
            out,
            "{next}, to move next, still wins: {player} has no winning move."
        )?;
    }
    Ok(())
}
