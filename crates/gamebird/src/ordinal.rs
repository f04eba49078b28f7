//! `gamebird ordinal …`: an ordinal's Cantor normal form and base-2 form (chapter 5); and
//! `gamebird nim …` on piles of ordinal height, transfinite Nim (chapter 6).

use std::cell::RefCell;
use std::io::{self, Write};

use ::nim::{Move, Play};
use ::ordinal::Ordinal;
use game::{Outcome, Player};
use transfinite_nim::Position;

use crate::args::{Args, Spec};
use crate::cli::{Failure, run_command, text_or_stdin};
use crate::play::{self, Playable, Starter};

/// The line `gamebird --help` shows for this command.
pub const SUMMARY: &str = "ordinals: an expression's normal form and base-2 form (chapter 5)";

const HELP: &str = "\
Usage: gamebird ordinal <expression> [--ascii]

Evaluates an ordinal expression with ordinal arithmetic and prints two lines: its Cantor normal
form, and the same ordinal as a sum of decreasing powers of two (the base-2 form that transfinite
Nim balances).

  $ gamebird ordinal \"w^w*3\"
  ω^ω·3
  = 2^(ω²+1)+2^(ω²)

With --ascii both lines are written in ASCII: w^w*3, then = 2^(w^2+1)+2^(w^2).
With '-' as the expression, reads it from standard input.

An expression uses naturals, w or ω, e0 (ε₀), e1, …, w1 (ω₁), w2, …, '+', '*' (or ·), '^'
and parentheses: \"(w+1)*2\", \"2^w\", \"w^(w+3) + w^w*3\". Arithmetic is ordinal arithmetic, so
\"1+w\" is ω itself, while \"w+1\" is the ordinal after ω.";

const ORDINAL: Spec = Spec {
    command: "gamebird ordinal",
    options: &[],
    switches: &["ascii"],
    help: HELP,
};

/// Runs `gamebird ordinal` with the words after it.
pub fn run(words: &[String]) -> Result<(), Failure> {
    run_command(&ORDINAL, ordinal, words)
}

fn ordinal(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    let text = text_or_stdin(args.single(spec, "an ordinal expression, like \"w^w*3\"")?)?;
    let value = parse(&text)?;
    if args.switch("ascii") {
        writeln!(out, "{value:#}\n= {:#}", value.base2_form())?;
    } else {
        writeln!(out, "{value}\n= {}", value.base2_form())?;
    }
    Ok(())
}

/// Reads an ordinal expression; the message names the column.
fn parse(text: &str) -> Result<Ordinal, Failure> {
    text.trim_end()
        .parse()
        .map_err(|error| Failure::Input(format!("{error}")))
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

/// `gamebird nim <command>` on piles of ordinal height: runs the command when the position is
/// written with ordinals (`"1, w+3, e0"`), and returns `None` to leave everything else, errors
/// included, to finite Nim. Positions from standard input are finite Nim's.
pub fn transfinite_nim(
    spec: &Spec,
    args: &Args,
    out: &mut dyn Write,
) -> Option<Result<(), Failure>> {
    let text = args.single(spec, "a position").ok()?;
    if text == "-" || text.parse::<::nim::Position>().is_ok() || !has_ordinal_notation(text) {
        return None;
    }
    let position = match text.parse::<Position>() {
        Ok(position) => position,
        Err(error) => return Some(Err(Failure::Input(error.to_string()))),
    };
    let play = if args.switch("misere") {
        Play::Misere
    } else {
        Play::Normal
    };
    let command = spec.command.rsplit(' ').next().unwrap_or_default();
    Some(match command {
        "value" => value(&position, play, out),
        "moves" => moves(&position, play, out),
        "svg" => svg(&position, out),
        "play" => play_command(position, play, args, out),
        _ => return None,
    })
}

fn value(position: &Position, play: Play, out: &mut dyn Write) -> Result<(), Failure> {
    match play {
        Play::Normal => writeln!(out, "{}", position.value())?,
        Play::Misere => writeln!(out, "{}", position.outcome(Play::Misere))?,
    }
    Ok(())
}

fn moves(position: &Position, play: Play, out: &mut dyn Write) -> Result<(), Failure> {
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
            "No winning move: the position is balanced (every power of two pairs off), so the \
             player to move loses against best play."
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

fn svg(position: &Position, out: &mut dyn Write) -> Result<(), Failure> {
    out.write_all(position.base2_svg().as_bytes())?;
    Ok(())
}

fn play_command(
    position: Position,
    play: Play,
    args: &Args,
    out: &mut dyn Write,
) -> Result<(), Failure> {
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

/// A game of transfinite Nim in progress, for the terminal play loop, which wants moves that
/// are `Copy`: each move handed out is kept in `moves` and named by its index there.
struct Table {
    position: Position,
    play: Play,
    moves: RefCell<Vec<Move<Ordinal>>>,
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

    fn remember(&self, chosen: Move<Ordinal>) -> MoveId {
        let mut moves = self.moves.borrow_mut();
        moves.push(chosen);
        MoveId(moves.len() - 1)
    }

    fn recall(&self, id: MoveId) -> Option<Move<Ordinal>> {
        self.moves.borrow().get(id.0).cloned()
    }

    /// The move a typed line asks for: `2 -> w+1` (leave ω+1 in pile 2), `2 3` (take 3 blocks
    /// off the top), or `2 all`.
    fn parse_move(&self, typed: &str) -> Result<Move<Ordinal>, String> {
        let shape = || {
            format!(
                "Type a pile and the height to leave, like `2 -> w+1`, or how many blocks to take, like `2 3` (not {typed:?})."
            )
        };
        let (pile, leave, amount) = match typed.split_once("->") {
            Some((pile, height)) => (pile.trim(), true, height.trim()),
            None => {
                let words: Vec<&str> = typed.split_whitespace().collect();
                match words.as_slice() {
                    [pile, amount] => (*pile, false, *amount),
                    [pile, "to", height] => (*pile, true, *height),
                    _ => return Err(shape()),
                }
            }
        };
        let pile = pile
            .parse::<usize>()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| format!("The pile should be a number from 1 up, not {pile:?}."))?
            - 1;
        let not_yours = |error: transfinite_nim::MoveError| format!("You can't: {error}.");
        let Some(height) = self.position.piles().get(pile).cloned() else {
            let piles = self.position.piles().len();
            return Err(not_yours(transfinite_nim::MoveError::NoSuchPile {
                pile,
                piles,
            }));
        };
        if height.is_zero() {
            return Err(format!("You can't: pile {} is empty.", pile + 1));
        }
        let to = if leave {
            amount
                .parse::<Ordinal>()
                .map_err(|error| format!("The height to leave should be an ordinal: {error}."))?
        } else if amount.eq_ignore_ascii_case("all") {
            Ordinal::ZERO
        } else {
            let taken = amount.parse::<u64>().ok().filter(|&n| n > 0).ok_or_else(|| {
                format!("The number of blocks to take should be a number from 1 up, or `all`, not {amount:?}.")
            })?;
            take_from_top(&height, taken).ok_or_else(|| {
                format!(
                    "You can't take {taken} blocks off the top of pile {} (height {height}): it has {} before a limit. Name the height to leave instead, like `{} -> 5`.",
                    pile + 1,
                    height.finite_part(),
                    pile + 1
                )
            })?
        };
        self.position.move_to(pile, to).map_err(not_yours)
    }
}

/// The height left after taking `taken` blocks off the top of `height`: `λ + (n - taken)` for
/// `height = λ + n`; `None` when `taken > n` and λ is a limit (there is no top block below it).
fn take_from_top(height: &Ordinal, taken: u64) -> Option<Ordinal> {
    let finite = height.finite_part();
    if finite < taken.into() {
        return (height.is_finite() && finite == taken.into()).then_some(Ordinal::ZERO);
    }
    Some(height.limit_part() + Ordinal::from(finite - taken))
}

impl Playable for Table {
    type Move = MoveId;

    const MOVE_FORMAT: &'static str = "a pile and the height to leave, like `2 -> w+1`, or how many blocks to take, like `2 3` or `2 all`";

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
        let winning = self.position.winning_moves(self.play).into_iter().next();
        // With no winning move, take the smallest power of two of the shortest pile and hope.
        let chosen = winning.or_else(|| self.position.smallest_move())?;
        Some(self.remember(chosen))
    }

    fn misere(&self) -> bool {
        self.play == Play::Misere
    }
}

/// What a move takes, counted from 1 as the book counts: `3 blocks from pile 2 (ω+3 -> ω)`, or
/// `ω₁ blocks from pile 6 (ω₁ -> ε₀)`: the top part taken is the `c` with `to + c = from`.
fn describe(chosen: &Move<Ordinal>) -> String {
    let pile = chosen.pile + 1;
    let one = Ordinal::one();
    if chosen.to.is_zero() {
        return if chosen.from == one {
            format!("the single block of pile {pile}")
        } else {
            format!("all {} blocks of pile {pile}", chosen.from)
        };
    }
    let taken = chosen.from.checked_sub(&chosen.to).unwrap_or_default();
    let s = if taken == one { "" } else { "s" };
    format!(
        "{taken} block{s} from pile {pile} ({} -> {})",
        chosen.from, chosen.to
    )
}

/// The piles with their base-2 forms, then the nim-sum and who is winning.
fn draw(position: &Position, play: Play) -> String {
    let piles = position.piles();
    let number_width = piles.len().to_string().len();
    let heights: Vec<String> = piles.iter().map(ToString::to_string).collect();
    let height_width = heights.iter().map(|h| h.chars().count()).max().unwrap_or(1);
    let mut lines = Vec::new();
    for (index, (pile, height)) in piles.iter().zip(&heights).enumerate() {
        let padding = " ".repeat(height_width - height.chars().count());
        let row = format!(
            "pile {:>number_width$}  {height}{padding}  = {}",
            index + 1,
            pile.base2_form()
        );
        lines.push(row);
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
        Play::Misere if blocks_left == 1 && piles.contains(&Ordinal::one()) => {
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
    fn notation_decides() {
        assert!(has_ordinal_notation("1, w+3"));
        assert!(has_ordinal_notation("ε₀"));
        assert!(has_ordinal_notation("ω²"));
        assert!(!has_ordinal_notation("1 x"));
        assert!(!has_ordinal_notation("1,,2"));
    }

    #[test]
    fn drawing() {
        let expected = [
            "pile 1  1    = 2⁰",
            "pile 2  ω+3  = 2^ω+2¹+2⁰",
            "pile 3  0    = 0",
            "nim-sum ω+2: unbalanced, so whoever moves next can win",
        ];
        assert_eq!(table("1, w+3, 0", Play::Normal).draw(), expected.join("\n"));
    }

    #[test]
    fn taking_from_the_top() {
        let height: Ordinal = "w*2+3".parse().unwrap();
        assert_eq!(take_from_top(&height, 2).unwrap().to_string(), "ω·2+1");
        assert_eq!(take_from_top(&height, 3).unwrap().to_string(), "ω·2");
        assert_eq!(take_from_top(&height, 4), None);
        assert_eq!(take_from_top(&Ordinal::from(4u32), 4), Some(Ordinal::ZERO));
        assert_eq!(take_from_top(&Ordinal::from(4u32), 5), None);
    }

    #[test]
    fn reading_moves() {
        let game = table("1, w+3, 0, w1", Play::Normal);
        let read = |typed: &str| {
            game.read_move(Player::Left, typed)
                .map(|id| game.recall(id).unwrap().to_string())
        };
        assert_eq!(read("4 -> e0"), Ok("pile 4: ω₁ -> ε₀".to_string()));
        assert_eq!(read("4->e0 + 1"), Ok("pile 4: ω₁ -> ε₀+1".to_string()));
        assert_eq!(read("2 to w"), Ok("pile 2: ω+3 -> ω".to_string()));
        assert_eq!(read("2 2"), Ok("pile 2: ω+3 -> ω+1".to_string()));
        assert_eq!(read(" 2 all "), Ok("pile 2: ω+3 -> 0".to_string()));
        let refusals = [
            (
                "4",
                "Type a pile and the height to leave, like `2 -> w+1`, or how many blocks to take, like `2 3` (not \"4\").",
            ),
            ("0 1", "The pile should be a number from 1 up, not \"0\"."),
            ("9 1", "You can't: there is no pile 9 (there are 4 piles)."),
            ("3 1", "You can't: pile 3 is empty."),
            (
                "2 4",
                "You can't take 4 blocks off the top of pile 2 (height ω+3): it has 3 before a limit. Name the height to leave instead, like `2 -> 5`.",
            ),
            (
                "4 -> w2",
                "You can't: pile 4 has height ω₁, so a move leaves less than ω₁, not ω₂.",
            ),
            (
                "4 -> w+",
                "The height to leave should be an ordinal: column 3: expected an ordinal term, found end of input.",
            ),
        ];
        for (typed, message) in refusals {
            assert_eq!(read(typed), Err(message.to_string()), "{typed}");
        }
    }

    #[test]
    fn the_computer_wins_when_it_can_and_stalls_when_it_cannot() {
        let game = table("w, w+1", Play::Normal);
        let best = game.best_move(Player::Left).unwrap();
        assert_eq!(game.describe(best), "1 block from pile 2 (ω+1 -> ω)");
        let balanced = table("w, w", Play::Normal);
        let stall = balanced.best_move(Player::Left).unwrap();
        assert_eq!(balanced.describe(stall), "all ω blocks of pile 1");
        let challenge = table("1, w+3, w^w+5, w^(w+3)+w^w*3+w*5+7, e0, w1", Play::Normal);
        let best = challenge.best_move(Player::Left).unwrap();
        assert_eq!(
            challenge.describe(best),
            "ω₁ blocks from pile 6 (ω₁ -> ε₀+ω^(ω+3)+ω^ω·2+ω·4)"
        );
        assert!(
            table("0, 0", Play::Normal)
                .best_move(Player::Left)
                .is_none()
        );
        assert!(
            table("0, 0", Play::Misere)
                .best_move(Player::Left)
                .is_none()
        );
        let last = table("0, 1", Play::Misere);
        let forced = last.best_move(Player::Left).unwrap();
        assert_eq!(last.describe(forced), "the single block of pile 2");
        assert!(last.draw().ends_with("and so loses"));
        // In misère play taking the last block is legal, and loses.
        assert!(last.read_move(Player::Left, "2 all").is_ok());
        let misere = table("w, 1, 1", Play::Misere);
        let best = misere.best_move(Player::Left).unwrap();
        assert_eq!(misere.describe(best), "ω blocks from pile 1 (ω -> 1)");
    }
}
