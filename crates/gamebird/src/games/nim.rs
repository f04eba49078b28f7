//! `gamebird nim …`: piles of blocks (chapter 8), whose heights may also be ordinals
//! (transfinite Nim, chapter 9). Both are the `nim` crate's one generic `Position<H>`; this file
//! only reads, asks and prints.

use std::fmt::Display;
use std::io::Write;

use clap::Subcommand;
use game::text::quoted;
use game::{Outcome, Player};
use nim::{Height, Move, Play, Position};
use num_bigint::BigUint;
use transfinite_nim::{Base2Piles, OrdinalHeight};

use crate::cli::{Failure, text_or_stdin, within_picture_limit};
use crate::play::{self, Best, Playable, Starter};

/// Piles of blocks: nim values, every winning move, misère play, a game (chapters 8 and 9).
///
/// A move takes one or more blocks from one pile (a whole pile is fine). In normal play whoever
/// takes the last block wins; in misère play (--misere) whoever takes the last block loses.
///
/// A position is pile heights separated by spaces or commas: "1 3 5 7", "1, 3, 5, 7". Heights are
/// whole numbers of up to 100,000 digits; piles are counted from 0. Heights may also be ordinals,
/// separated by commas (a line break does not separate them): "1, w+3, w^w*3, e0, w1" is
/// transfinite Nim (chapter 9): values are *α, like *(ω+1); a move leaves a height, like
/// '5 -> e0+w'; svg draws the base-2 digits. See 'gamebird ordinal --help' for the notation.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The nim value: 0 when balanced, otherwise *n, e.g. "1 2 4" is *7.
    ///
    /// Printed as CGSuite writes nimbers: 0 if the position is balanced (whoever moves next
    /// loses), otherwise *n with n the nim-sum of the heights. Misère Nim has no nim value, so
    /// with --misere it prints who wins instead. With '-' as the position, reads it from standard
    /// input.
    Value {
        /// The position, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Misère play: whoever takes the last block loses.
        #[arg(long)]
        misere: bool,
    },
    /// Every winning move, one per line, like 'pile 1: 5 -> 3'.
    ///
    /// Pile 1 goes from 5 blocks down to 3 (piles are counted from 0). In normal play the winning
    /// moves are the balancing moves, which leave the nim-sum 0; with --misere they are misère
    /// Nim's. With '-' as the position, reads it from standard input.
    Moves {
        /// The position, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Misère play: whoever takes the last block loses.
        #[arg(long)]
        misere: bool,
    },
    /// Play against the computer in the terminal.
    ///
    /// The computer makes a winning move whenever it has one. Type a move as a pile and how many
    /// blocks to take, like '1 3' (take 3 blocks from pile 1), or '1 all', or '1 -> 2' (leave 2
    /// blocks in pile 1); 'hint' asks for advice, 'quit' or the end of input (Ctrl-D) stops.
    Play {
        /// The starting position.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Who moves first (asked if not given).
        #[arg(long, value_enum)]
        first: Option<Starter>,
        /// Misère play: whoever takes the last block loses.
        #[arg(long)]
        misere: bool,
    },
    /// A picture of the piles, as SVG on standard output.
    ///
    /// Columns of blocks; with --substacks, each pile split into its powers of two. Ordinal
    /// heights are drawn as a table of their base-2 digits.
    Svg {
        /// The position, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Split each pile into its powers of two.
        #[arg(long)]
        substacks: bool,
        /// The most piles (or, for ordinal heights, base-2 digits) to draw: the picture is built
        /// in memory.
        #[arg(long, default_value_t = 10_000)]
        max: usize,
    },
}

/// Runs `$body` with `$p` bound to the position read from `$argument`, with whole-number heights
/// or ordinal ones, whichever it is written in: one generic body serves both.
macro_rules! with_heights {
    ($argument:expr, $p:ident => $body:expr) => {
        match read($argument)? {
            Heights::Finite($p) => $body,
            Heights::Ordinal($p) => $body,
        }
    };
}

/// Runs a `gamebird nim` command.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Value { position, misere } => {
            with_heights!(&position, p => value(&p, rules(misere), out))
        }
        Command::Moves { position, misere } => {
            with_heights!(&position, p => moves(&p, rules(misere), out))
        }
        Command::Play {
            position,
            first,
            misere,
        } => {
            play::refuse_standard_input(&position)?;
            with_heights!(&position, p => start(p, rules(misere), first, out))
        }
        Command::Svg {
            position,
            substacks,
            max,
        } => with_heights!(&position, p => {
            let (parts, what) = Pile::picture_size(&p);
            within_picture_limit(parts, max, what)?;
            out.write_all(Pile::svg(&p, substacks).as_bytes())?;
            Ok(())
        }),
    }
}

/// A position, with whole-number heights or ordinal ones.
enum Heights {
    Finite(Position),
    Ordinal(Position<OrdinalHeight>),
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

/// The position given as an argument (`-` for standard input): finite Nim's if it reads as one;
/// otherwise, if it is written with ordinals (`"1, w+3, e0"`), transfinite Nim's.
fn read(argument: &str) -> Result<Heights, Failure> {
    let text = text_or_stdin(argument)?;
    match text.parse::<Position>() {
        Ok(position) => Ok(Heights::Finite(position)),
        Err(error) if !has_ordinal_notation(&text) => Err(Failure::input(error)),
        Err(_) => text.parse().map(Heights::Ordinal).map_err(Failure::input),
    }
}

fn rules(misere: bool) -> Play {
    if misere { Play::Misere } else { Play::Normal }
}

/// What the calculator shows of a kind of pile height, beyond what `nim` knows.
trait Pile: Height + Display {
    /// Whether heights line up on the right when drawn, as numbers do.
    const ALIGN_RIGHT: bool;

    /// What makes a position balanced, for the verdict when there is no winning move.
    const BALANCED: &'static str;

    /// How the reader types a move, for the prompt.
    const MOVE_FORMAT: &'static str;

    /// The pile drawn in the terminal, after its height.
    fn picture(&self) -> String;

    /// A picture of the position, as SVG.
    fn svg(position: &Position<Self>, substacks: bool) -> String;

    /// How large the picture is, in the parts it draws one by one, and what they are.
    fn picture_size(position: &Position<Self>) -> (usize, &'static str);
}

/// The widest pile drawn block by block in the terminal.
const WIDEST_DRAWN: usize = 40;

impl Pile for BigUint {
    const ALIGN_RIGHT: bool = true;
    const BALANCED: &'static str = "nim-sum 0";
    const MOVE_FORMAT: &'static str =
        "a pile and how many blocks to take, like `1 3` (or `1 all`, or `1 -> 2` to leave two)";

    fn picture(&self) -> String {
        match usize::try_from(self) {
            Ok(n) if n <= WIDEST_DRAWN => "■".repeat(n),
            _ => format!("{}…", "■".repeat(WIDEST_DRAWN)),
        }
    }

    fn picture_size(position: &Position) -> (usize, &'static str) {
        (position.piles().len(), "piles")
    }

    fn svg(position: &Position, substacks: bool) -> String {
        if substacks {
            position.substacks_svg()
        } else {
            position.svg()
        }
    }
}

impl Pile for OrdinalHeight {
    const ALIGN_RIGHT: bool = false;
    const BALANCED: &'static str = "every power of two pairs off";
    const MOVE_FORMAT: &'static str = "a pile and the height to leave, like `1 -> w+1`, or how many blocks to take, like `1 3` or `1 all`";

    fn picture(&self) -> String {
        format!("= {}", self.base2_form())
    }

    /// A table with a dot for each base-2 digit of each pile.
    fn picture_size(position: &Position<OrdinalHeight>) -> (usize, &'static str) {
        let digits = position
            .piles()
            .iter()
            .map(|pile| pile.base2_digits().count());
        (digits.sum(), "base-2 digits")
    }

    /// The base-2 digits, pairs struck out, whether or not substacks are asked for.
    fn svg(position: &Position<OrdinalHeight>, _substacks: bool) -> String {
        position.base2_svg()
    }
}

fn value<H: Pile>(position: &Position<H>, play: Play, out: &mut dyn Write) -> Result<(), Failure> {
    match play {
        Play::Normal => writeln!(out, "{}", position.value())?,
        Play::Misere => writeln!(out, "{}", position.outcome(Play::Misere))?,
    }
    Ok(())
}

/// Every winning move; if there is none, why.
fn moves<H: Pile>(position: &Position<H>, play: Play, out: &mut dyn Write) -> Result<(), Failure> {
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
            H::BALANCED
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

fn start<H: Pile>(
    position: Position<H>,
    play: Play,
    first: Option<Starter>,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    if play == Play::Misere && position.is_empty() {
        let message = "a misère game needs at least one block (with none, the player to move has already won)";
        return Err(Failure::Input(message.to_string()));
    }
    play::start(Table { position, play }, None, first, out)
}

/// A game of Nim in progress, for the terminal.
struct Table<H> {
    position: Position<H>,
    play: Play,
}

/// What a typed move asks for, after the pile.
enum Asked {
    /// Take the whole pile.
    All,
    /// Take this many blocks (as typed) off the top.
    Take(String),
    /// Leave this height (as typed).
    Leave(String),
}

/// A typed move split into its pile and what it asks for: `1 3`, `1 all`, `1 -> 2`, `1 to w`.
/// A height to leave may have spaces (`1 -> w + 1`); otherwise commas separate words too.
fn split_move(typed: &str) -> Option<(&str, Asked)> {
    if let Some((pile, height)) = typed.split_once("->") {
        return Some((pile.trim(), Asked::Leave(height.trim().to_string())));
    }
    let words: Vec<&str> = typed
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|word| !word.is_empty())
        .collect();
    match words.as_slice() {
        [pile, all] if all.eq_ignore_ascii_case("all") => Some((pile, Asked::All)),
        [pile, amount] => Some((pile, Asked::Take(amount.to_string()))),
        [pile, "to", height @ ..] if !height.is_empty() => {
            Some((pile, Asked::Leave(height.join(" "))))
        }
        _ => None,
    }
}

impl<H: Pile> Table<H> {
    /// The move a typed line asks for.
    fn parse_move(&self, typed: &str) -> Result<Move<H>, String> {
        let shape =
            "a pile and how many blocks to take, like `1 3`, or the height to leave, like `1 -> 2`";
        let Some((pile, asked)) = split_move(typed) else {
            return Err(play::not_a_move(shape, typed));
        };
        let pile = play::index(pile, "pile")?;
        let refused = |error: nim::MoveError<H>| format!("You can't: {error}.");
        match asked {
            Asked::All => self.position.move_to(pile, H::zero()).map_err(refused),
            Asked::Leave(height) => {
                let to = H::read(&height)
                    .map_err(|error| format!("That is not a height to leave: {error}."))?;
                self.position.move_to(pile, to).map_err(refused)
            }
            Asked::Take(amount) => {
                let digits = !amount.is_empty() && amount.bytes().all(|b| b.is_ascii_digit());
                let blocks = nim::read_natural(&amount);
                if digits && blocks.is_err() {
                    return Err(format!(
                        "{} blocks is more than any pile here.",
                        quoted(&amount)
                    ));
                }
                let blocks = blocks
                    .ok()
                    .filter(|n| *n > BigUint::ZERO)
                    .ok_or_else(|| {
                        format!(
                            "The number of blocks to take should be a number from 1 up, or `all`, not {}.",
                            quoted(&amount)
                        )
                    })?;
                self.position.take(pile, &blocks).map_err(refused)
            }
        }
    }
}

impl<H: Pile> Playable for Table<H> {
    type Move = Move<H>;

    const IMPARTIAL: bool = true;

    const MOVE_FORMAT: &'static str = <H as Pile>::MOVE_FORMAT;

    fn draw(&self) -> String {
        draw(&self.position, self.play)
    }

    fn read_move(&self, _player: Player, typed: &str) -> Result<Move<H>, String> {
        self.parse_move(typed)
    }

    fn describe(&self, chosen: &Move<H>) -> String {
        describe(chosen)
    }

    fn after(&self, _player: Player, chosen: &Move<H>) -> Table<H> {
        let position = self
            .position
            .play(chosen)
            .unwrap_or_else(|_| self.position.clone());
        Table {
            position,
            play: self.play,
        }
    }

    fn best_move(&self, _player: Player) -> Option<Best<Move<H>>> {
        if self.position.is_empty() {
            return None;
        }
        match self.position.winning_moves(self.play).into_iter().next() {
            Some(chosen) => Some(Best { chosen, wins: true }),
            None => self.position.modest_move().map(|chosen| Best {
                chosen,
                wins: false,
            }),
        }
    }

    fn misere(&self) -> bool {
        self.play == Play::Misere
    }

    fn rules(&self) -> Option<&'static str> {
        self.misere()
            .then_some("Misère play: whoever takes the last block loses.")
    }
}

/// What a move takes, counting piles from 0: `2 blocks from pile 3 (7 -> 5)`, or `ω₁ blocks
/// from pile 5 (ω₁ -> ε₀)`: the top part taken is the `c` with `to + c = from`.
fn describe<H: Pile>(chosen: &Move<H>) -> String {
    let pile = chosen.pile;
    let one = H::one();
    if chosen.to.is_zero() {
        return if chosen.from == one {
            format!("the single block of pile {pile}")
        } else {
            format!("all {} blocks of pile {pile}", chosen.from)
        };
    }
    let taken = chosen.from.taken_above(&chosen.to);
    let s = if taken == one { "" } else { "s" };
    format!(
        "{taken} block{s} from pile {pile} ({} -> {})",
        chosen.from, chosen.to
    )
}

/// The piles, each with its height and its picture, then the nim-sum and who is winning.
fn draw<H: Pile>(position: &Position<H>, play: Play) -> String {
    let piles = position.piles();
    let number_width = piles.len().saturating_sub(1).to_string().len();
    let heights: Vec<String> = piles.iter().map(ToString::to_string).collect();
    let height_width = heights.iter().map(|h| h.chars().count()).max().unwrap_or(1);
    let mut lines = Vec::new();
    for (index, (pile, height)) in piles.iter().zip(&heights).enumerate() {
        let padding = " ".repeat(height_width - height.chars().count());
        let height = if H::ALIGN_RIGHT {
            format!("{padding}{height}")
        } else {
            format!("{height}{padding}")
        };
        let row = format!("pile {index:>number_width$}  {height}  {}", pile.picture());
        lines.push(row.trim_end().to_string());
    }
    let sum = position.nim_sum();
    let blocks_left = piles.iter().filter(|pile| !pile.is_zero()).count();
    let verdict = match play {
        Play::Normal if blocks_left == 0 => "no blocks left".to_string(),
        Play::Normal if sum.is_zero() => {
            "nim-sum 0: balanced, so whoever moves next loses".to_string()
        }
        Play::Normal => format!("nim-sum {sum}: unbalanced, so whoever moves next can win"),
        Play::Misere if blocks_left == 0 => {
            "no blocks left: in misère play whoever took the last block has lost".to_string()
        }
        Play::Misere if blocks_left == 1 && piles.contains(&H::one()) => {
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

    fn table<H: Pile>(text: &str, play: Play) -> Table<H> {
        Table {
            position: text.parse().unwrap(),
            play,
        }
    }

    type Finite = Table<BigUint>;
    type Transfinite = Table<OrdinalHeight>;

    /// What a typed line reads as, or why not.
    fn read_as<H: Pile>(game: &Table<H>, typed: &str) -> Result<String, String> {
        game.read_move(Player::Left, typed).map(|m| m.to_string())
    }

    fn best<H: Pile>(game: &Table<H>) -> (String, bool) {
        let best = game.best_move(Player::Left).unwrap();
        (game.describe(&best.chosen), best.wins)
    }

    #[test]
    fn notation_decides() {
        assert!(has_ordinal_notation("1, w+3"));
        assert!(has_ordinal_notation("ε₀"));
        assert!(has_ordinal_notation("ω²"));
        assert!(!has_ordinal_notation("1 x"));
    }

    #[test]
    fn drawing() {
        let expected = [
            "pile 0  1  ■",
            "pile 1  3  ■■■",
            "pile 2  0",
            "pile 3  7  ■■■■■■■",
            "nim-sum 5: unbalanced, so whoever moves next can win",
        ];
        let game: Finite = table("1 3 0 7", Play::Normal);
        assert_eq!(game.draw(), expected.join("\n"));
        let tall: Finite = table("100 1", Play::Misere);
        assert!(
            tall.draw()
                .starts_with(&format!("pile 0  100  {}…", "■".repeat(40)))
        );
        let expected = [
            "pile 0  1    = 2⁰",
            "pile 1  ω+3  = 2^ω+2¹+2⁰",
            "pile 2  0    = 0",
            "nim-sum ω+2: unbalanced, so whoever moves next can win",
        ];
        let game: Transfinite = table("1, w+3, 0", Play::Normal);
        assert_eq!(game.draw(), expected.join("\n"));
    }

    #[test]
    fn reading_moves() {
        let game: Finite = table("1 3 0 7", Play::Normal);
        assert_eq!(read_as(&game, "3 2"), Ok("pile 3: 7 -> 5".to_string()));
        assert_eq!(read_as(&game, " 3, all "), Ok("pile 3: 7 -> 0".to_string()));
        assert_eq!(read_as(&game, "1 -> 1"), Ok("pile 1: 3 -> 1".to_string()));
        assert_eq!(read_as(&game, "1 to 2"), Ok("pile 1: 3 -> 2".to_string()));
        let refusals = [
            (
                "3",
                "Type a pile and how many blocks to take, like `1 3`, or the height to leave, like `1 -> 2` (not '3').",
            ),
            ("x 1", "The pile should be a number from 0 up, not 'x'."),
            (
                "1 0",
                "The number of blocks to take should be a number from 1 up, or `all`, not '0'.",
            ),
            ("9 1", "You can't: there is no pile 9 (there are 4 piles)."),
            ("2 1", "You can't: pile 2 is empty."),
            ("2 all", "You can't: pile 2 is empty."),
            ("1 5", "You can't: pile 1 has only 3 blocks."),
            (
                "1 -> 3",
                "You can't: pile 1 has 3 blocks, so a move leaves fewer than 3, not 3.",
            ),
        ];
        for (typed, message) in refusals {
            assert_eq!(read_as(&game, typed), Err(message.to_string()), "{typed}");
        }
        let game: Transfinite = table("1, w+3, 0, w1", Play::Normal);
        assert_eq!(
            read_as(&game, "3 -> e0 + 1"),
            Ok("pile 3: ω₁ -> ε₀+1".to_string())
        );
        assert_eq!(read_as(&game, "1 2"), Ok("pile 1: ω+3 -> ω+1".to_string()));
        assert_eq!(read_as(&game, "1 to w"), Ok("pile 1: ω+3 -> ω".to_string()));
        let refused = read_as(&game, "1 4").unwrap_err();
        assert!(
            refused.starts_with("You can't: pile 1 has height ω+3, with fewer than 4 blocks"),
            "{refused}"
        );
        let long = format!("1 -> {}", "w".repeat(1000));
        assert!(read_as(&game, &long).unwrap_err().len() < 200);
    }

    #[test]
    fn the_computer_wins_when_it_can_and_stalls_when_it_cannot() {
        let game: Finite = table("1 3 5 6", Play::Normal);
        assert_eq!(
            best(&game),
            ("the single block of pile 0".to_string(), true)
        );
        let balanced: Finite = table("1 3 5 7", Play::Normal);
        assert_eq!(
            best(&balanced),
            ("1 block from pile 3 (7 -> 6)".to_string(), false)
        );
        let misere: Finite = table("0 5 1", Play::Misere);
        assert_eq!(best(&misere), ("all 5 blocks of pile 1".to_string(), true));
        let none: Finite = table("0 0", Play::Normal);
        assert!(none.best_move(Player::Left).is_none());
        let balanced: Transfinite = table("w, w", Play::Normal);
        assert_eq!(
            best(&balanced),
            ("all ω blocks of pile 0".to_string(), false)
        );
        let challenge: Transfinite =
            table("1, w+3, w^w+5, w^(w+3)+w^w*3+w*5+7, e0, w1", Play::Normal);
        assert_eq!(
            best(&challenge),
            (
                "ω₁ blocks from pile 5 (ω₁ -> ε₀+ω^(ω+3)+ω^ω·2+ω·4)".to_string(),
                true
            )
        );
    }
}
