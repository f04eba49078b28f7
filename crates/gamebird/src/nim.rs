//! `gamebird nim …`: piles of blocks (chapter 4).
//!
//! Every position is read by [`read_position`], so that other kinds of pile heights can be added
//! in one place.

use std::cell::RefCell;
use std::io::{self, Write};

use game::{Outcome, Player};
use nim::{Move, Play, Position};
use num_bigint::BigUint;

use crate::args::{Args, Spec};
use crate::cli::{Command, Failure, run_game, text_or_stdin};
use crate::play::{self, Playable, Starter};

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

/// Reads a position: the one place where the text of pile heights is understood.
fn read_position(text: &str) -> Result<Position, Failure> {
    text.parse()
        .map_err(|error: nim::ParseError| Failure::Input(error.to_string()))
}

/// The position given as the command's argument (`-` for standard input).
fn position(args: &Args, spec: &Spec) -> Result<Position, Failure> {
    read_position(&text_or_stdin(
        args.single(spec, "a position, like \"1 3 5 7\"")?,
    )?)
}

fn rules(args: &Args) -> Play {
    if args.switch("misere") {
        Play::Misere
    } else {
        Play::Normal
    }
}

fn value(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    if let Some(done) = crate::ordinal::transfinite_nim(spec, args, out) {
        return done;
    }
    let position = position(args, spec)?;
    match rules(args) {
        Play::Normal => writeln!(out, "{}", position.value())?,
        Play::Misere => writeln!(out, "{}", position.outcome(Play::Misere))?,
    }
    Ok(())
}

fn moves(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    if let Some(done) = crate::ordinal::transfinite_nim(spec, args, out) {
        return done;
    }
    let position = position(args, spec)?;
    let play = rules(args);
    let winning = position.winning_moves(play);
    for chosen in &winning {
        writeln!(out, "{chosen}")?;
    }
    if !winning.is_empty() {
        return Ok(());
    }
    let verdict = match (play, position.is_empty()) {
        (Play::Normal, true) => "No move: there are no blocks, so the player to move has lost.",
        (Play::Normal, false) => {
            "No winning move: the position is balanced (nim-sum 0), so the player to move loses \
             against best play."
        }
        (Play::Misere, true) => {
            "No move: there are no blocks, so in misère play the player to move has won."
        }
        (Play::Misere, false) => {
            "No winning move: in misère play the player to move loses against best play."
        }
    };
    writeln!(out, "{verdict}")?;
    Ok(())
}

fn svg(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    if let Some(done) = crate::ordinal::transfinite_nim(spec, args, out) {
        return done;
    }
    let position = position(args, spec)?;
    let picture = if args.switch("substacks") {
        position.substacks_svg()
    } else {
        position.svg()
    };
    out.write_all(picture.as_bytes())?;
    Ok(())
}

fn play_command(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    if let Some(done) = crate::ordinal::transfinite_nim(spec, args, out) {
        return done;
    }
    if args.single(spec, "a position")? == "-" {
        let message = "'play' reads moves from standard input: give the position as an argument";
        return Err(Failure::Input(message.to_string()));
    }
    let position = position(args, spec)?;
    let play = rules(args);
    if play == Play::Misere && position.is_empty() {
        let message = "a misère game needs at least one block (with none, the player to move has already won)";
        return Err(Failure::Input(message.to_string()));
    }
    let side = match args.option("side") {
        Some(side) => Some(
            side.parse()
                .map_err(|error| Failure::Input(format!("--side: {error}")))?,
        ),
        None => None,
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
    let Some(seats) = play::ask_seats(side, starter, input, out)? else {
        writeln!(out, "\nGoodbye.")?;
        return Ok(());
    };
    if play == Play::Misere {
        writeln!(out, "Misère play: whoever takes the last block loses.")?;
    }
    play::play(Table::new(position, play), seats, input, out)?;
    Ok(())
}

/// A game in progress, for the terminal play loop.
///
/// The loop wants moves that are `Copy`, and heights may be any size, so each move the table
/// hands out is kept in `moves` and named by its index there.
struct Table {
    position: Position,
    play: Play,
    moves: RefCell<Vec<Move>>,
}

/// A move of a [`Table`]: its index in the table's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct MoveId(usize);

impl Table {
    fn new(position: Position, play: Play) -> Table {
        Table {
            position,
            play,
            moves: RefCell::new(Vec::new()),
        }
    }

    fn remember(&self, chosen: Move) -> MoveId {
        let mut moves = self.moves.borrow_mut();
        moves.push(chosen);
        MoveId(moves.len() - 1)
    }

    fn recall(&self, id: MoveId) -> Option<Move> {
        self.moves.borrow().get(id.0).cloned()
    }

    /// The move a typed line asks for.
    fn parse_move(&self, typed: &str) -> Result<Move, String> {
        let spaced = typed.replace("->", " -> ");
        let words: Vec<&str> = spaced
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|word| !word.is_empty())
            .collect();
        let shape =
            || format!("Type a pile and how many blocks to take, like `2 3` (not {typed:?}).");
        let (pile, leave, amount) = match words.as_slice() {
            [pile, amount] => (pile, false, amount),
            [pile, "->" | "to", height] => (pile, true, height),
            _ => return Err(shape()),
        };
        let pile = pile
            .parse::<usize>()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| format!("The pile should be a number from 1 up, not {pile:?}."))?
            - 1;
        let not_yours = |error: nim::MoveError| format!("You can't: {error}.");
        let Some(height) = self.position.piles().get(pile).cloned() else {
            let piles = self.position.piles().len();
            return Err(not_yours(nim::MoveError::NoSuchPile { pile, piles }));
        };
        if height == BigUint::ZERO {
            return Err(format!("You can't: pile {} is empty.", pile + 1));
        }
        let to = if leave {
            nim::read_natural(amount).map_err(|_| {
                format!("The height to leave should be a whole number, not {amount:?}.")
            })?
        } else if amount.eq_ignore_ascii_case("all") {
            BigUint::ZERO
        } else {
            let taken = nim::read_natural(amount)
                .ok()
                .filter(|n| *n > BigUint::ZERO)
                .ok_or_else(|| {
                    format!(
                        "The number of blocks to take should be a number from 1 up, or `all`, not {amount:?}."
                    )
                })?;
            if taken > height {
                let s = if height == BigUint::from(1u8) {
                    ""
                } else {
                    "s"
                };
                return Err(format!(
                    "You can't: pile {} has only {height} block{s}.",
                    pile + 1
                ));
            }
            &height - taken
        };
        self.position.move_to(pile, to).map_err(not_yours)
    }
}

impl Playable for Table {
    type Move = MoveId;

    const MOVE_FORMAT: &'static str =
        "a pile and how many blocks to take, like `2 3` (or `2 all`, or `2 -> 1` to leave one)";

    fn draw(&self) -> String {
        draw(&self.position, self.play)
    }

    fn read_move(&self, _player: Player, typed: &str) -> Result<MoveId, String> {
        let chosen = self.parse_move(typed)?;
        Ok(self.remember(chosen))
    }

    fn describe(&self, chosen: MoveId) -> String {
        match self.recall(chosen) {
            Some(chosen) => describe(&chosen),
            None => "nothing".to_string(),
        }
    }

    fn after(&self, _player: Player, chosen: MoveId) -> Table {
        let position = self
            .recall(chosen)
            .and_then(|chosen| self.position.play(&chosen).ok())
            .unwrap_or_else(|| self.position.clone());
        Table::new(position, self.play)
    }

    fn best_move(&self, _player: Player) -> Option<MoveId> {
        if self.position.is_empty() {
            return None;
        }
        let winning = self.position.winning_moves(self.play).into_iter().next();
        // With no winning move, take a single block from the tallest pile and hope.
        let chosen = winning.or_else(|| {
            let piles = self.position.piles();
            let tallest =
                (0..piles.len()).max_by(|&a, &b| piles[a].cmp(&piles[b]).then(b.cmp(&a)))?;
            let to = &piles[tallest] - 1u8;
            self.position.move_to(tallest, to).ok()
        })?;
        Some(self.remember(chosen))
    }

    fn misere(&self) -> bool {
        self.play == Play::Misere
    }
}

/// What a move takes, counted from 1 as the book counts: `2 blocks from pile 3 (7 -> 5)`.
fn describe(chosen: &Move) -> String {
    let pile = chosen.pile + 1;
    let taken = &chosen.from - &chosen.to;
    if chosen.to == BigUint::ZERO {
        if chosen.from == BigUint::from(1u8) {
            format!("the single block of pile {pile}")
        } else {
            format!("all {} blocks of pile {pile}", chosen.from)
        }
    } else {
        let s = if taken == BigUint::from(1u8) { "" } else { "s" };
        format!(
            "{taken} block{s} from pile {pile} ({} -> {})",
            chosen.from, chosen.to
        )
    }
}

/// The widest pile drawn block by block in the terminal.
const WIDEST_DRAWN: usize = 40;

/// The piles as rows of blocks, then the nim-sum and who is winning.
fn draw(position: &Position, play: Play) -> String {
    let piles = position.piles();
    let number_width = piles.len().to_string().len();
    let heights: Vec<String> = piles.iter().map(ToString::to_string).collect();
    let height_width = heights.iter().map(String::len).max().unwrap_or(1);
    let mut lines = Vec::new();
    for (index, (pile, height)) in piles.iter().zip(&heights).enumerate() {
        let blocks = match usize::try_from(pile) {
            Ok(n) if n <= WIDEST_DRAWN => "■".repeat(n),
            _ => format!("{}…", "■".repeat(WIDEST_DRAWN)),
        };
        let row = format!(
            "pile {:>number_width$}  {height:>height_width$}  {blocks}",
            index + 1
        );
        lines.push(row.trim_end().to_string());
    }
    let sum = position.nim_sum();
    let verdict = match play {
        Play::Normal if position.is_empty() => "no blocks left".to_string(),
        Play::Normal if sum == BigUint::ZERO => {
            "nim-sum 0: balanced, so whoever moves next loses".to_string()
        }
        Play::Normal => format!("nim-sum {sum}: unbalanced, so whoever moves next can win"),
        Play::Misere if position.is_empty() => {
            "no blocks left: in misère play whoever took the last block has lost".to_string()
        }
        Play::Misere if position.blocks() == BigUint::from(1u8) => {
            "one block left: whoever moves next must take it, and so loses".to_string()
        }
        Play::Misere => {
            let who = match position.outcome(Play::Misere) {
                Outcome::FirstPlayerWins => "can win",
                _ => "loses",
            };
            format!("misère play, nim-sum {sum}: whoever moves next {who}")
        }
    };
    lines.push(verdict);
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(text: &str, play: Play) -> Table {
        Table::new(text.parse().unwrap(), play)
    }

    #[test]
    fn drawing() {
        let expected = [
            "pile 1  1  ■",
            "pile 2  3  ■■■",
            "pile 3  0",
            "pile 4  7  ■■■■■■■",
            "nim-sum 5: unbalanced, so whoever moves next can win",
        ];
        assert_eq!(table("1 3 0 7", Play::Normal).draw(), expected.join("\n"));
        let tall = table("100 1", Play::Misere).draw();
        assert!(tall.starts_with(&format!("pile 1  100  {}…", "■".repeat(40))));
        assert!(tall.ends_with("misère play, nim-sum 101: whoever moves next can win"));
        assert!(table("0 1", Play::Misere).draw().ends_with("and so loses"));
        assert!(table("0 0", Play::Misere).draw().ends_with("has lost"));
    }

    #[test]
    fn reading_moves() {
        let game = table("1 3 0 7", Play::Normal);
        let read = |typed: &str| {
            game.read_move(Player::Left, typed)
                .map(|id| game.recall(id).unwrap().to_string())
        };
        assert_eq!(read("4 2"), Ok("pile 4: 7 -> 5".to_string()));
        assert_eq!(read(" 4, all "), Ok("pile 4: 7 -> 0".to_string()));
        assert_eq!(read("2 -> 1"), Ok("pile 2: 3 -> 1".to_string()));
        assert_eq!(read("2->0"), Ok("pile 2: 3 -> 0".to_string()));
        assert_eq!(read("2 to 2"), Ok("pile 2: 3 -> 2".to_string()));
        let refusals = [
            (
                "4",
                "Type a pile and how many blocks to take, like `2 3` (not \"4\").",
            ),
            ("0 1", "The pile should be a number from 1 up, not \"0\"."),
            ("x 1", "The pile should be a number from 1 up, not \"x\"."),
            (
                "2 0",
                "The number of blocks to take should be a number from 1 up, or `all`, not \"0\".",
            ),
            ("9 1", "You can't: there is no pile 9 (there are 4 piles)."),
            ("3 1", "You can't: pile 3 is empty."),
            ("2 5", "You can't: pile 2 has only 3 blocks."),
            ("1 2", "You can't: pile 1 has only 1 block."),
            (
                "2 -> 3",
                "You can't: pile 2 has 3 blocks, so a move leaves fewer than 3, not 3.",
            ),
            (
                "2 -> x",
                "The height to leave should be a whole number, not \"x\".",
            ),
        ];
        for (typed, message) in refusals {
            assert_eq!(read(typed), Err(message.to_string()), "{typed}");
        }
        // In misère play taking the last block is legal, and loses.
        let misere = table("0 2", Play::Misere);
        assert!(misere.read_move(Player::Left, "2 all").is_ok());
        assert!(misere.read_move(Player::Left, "2 1").is_ok());
    }

    #[test]
    fn the_computer_wins_when_it_can_and_stalls_when_it_cannot() {
        let game = table("1 3 5 6", Play::Normal);
        let best = game.best_move(Player::Left).unwrap();
        assert_eq!(game.describe(best), "the single block of pile 1");
        let balanced = table("1 3 5 7", Play::Normal);
        let stall = balanced.best_move(Player::Right).unwrap();
        assert_eq!(balanced.describe(stall), "1 block from pile 4 (7 -> 6)");
        let misere = table("0 5 1", Play::Misere);
        let best = misere.best_move(Player::Left).unwrap();
        assert_eq!(misere.describe(best), "all 5 blocks of pile 2");
        let last = table("1 0", Play::Misere);
        let forced = last.best_move(Player::Left).unwrap();
        assert_eq!(last.describe(forced), "the single block of pile 1");
        assert!(table("0 0", Play::Misere).best_move(Player::Left).is_none());
        assert!(table("0 0", Play::Normal).best_move(Player::Left).is_none());
        let after = misere.after(Player::Left, best);
        assert_eq!(after.position.to_string(), "0 0 1");
    }
}
