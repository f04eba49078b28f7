//! The play protocol: what a game must say so that a reader can play it against the computer,
//! in the calculator's terminal or in the book's page. Each chapter's crate implements
//! [`Playable`] for its position; the front ends only draw, ask and show, so both play the same
//! game by construction.
//!
//! ```
//! use game::Player;
//! use game::play::{Best, Playable, index, not_a_move};
//!
//! /// A pile that either player may take one or two counters from.
//! #[derive(Clone)]
//! struct Pile(usize);
//!
//! impl Playable for Pile {
//!     type Move = usize;
//!     const IMPARTIAL: bool = true;
//!     const MOVE_FORMAT: &'static str = "how many to take, 1 or 2";
//!
//!     fn read_move(&self, _player: Player, typed: &str) -> Result<usize, String> {
//!         match index(typed.trim(), "count")? {
//!             taken @ (1 | 2) if taken <= self.0 => Ok(taken),
//!             _ => Err(not_a_move(Self::MOVE_FORMAT, typed)),
//!         }
//!     }
//!     fn describe(&self, taken: &usize) -> String {
//!         format!("{taken} from the pile")
//!     }
//!     fn after(&self, _player: Player, taken: &usize) -> Pile {
//!         Pile(self.0 - taken)
//!     }
//!     fn best(&self, _player: Player) -> Option<Best<usize>> {
//!         let wins = self.0 % 3 != 0;
//!         (self.0 > 0).then(|| Best { chosen: if wins { self.0 % 3 } else { 1 }, wins })
//!     }
//! }
//!
//! let pile = Pile(4);
//! assert_eq!(pile.read_move(Player::Left, "1").unwrap(), 1);
//! assert_eq!(pile.read_move(Player::Left, "x").unwrap_err(), "The count should be a number from 0 up, not 'x'.");
//! assert!(pile.best(Player::Left).unwrap().wins);
//! ```

use crate::text::quoted;
use crate::{Outcome, Player};

/// A player's best move, and whether it wins against best play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Best<M> {
    /// The move.
    pub chosen: M,
    /// Whether it wins: the opponent, to move next, loses. If not, every move loses.
    pub wins: bool,
}

/// How a move is said: `take`, `takes`, `took` (Hackenbush `cut`s).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verb {
    /// After "you", and in a hint: `take`.
    pub base: &'static str,
    /// After "the computer": `takes`.
    pub third: &'static str,
    /// In a record of the game: `took`.
    pub past: &'static str,
}

impl Verb {
    /// `take`, `takes`, `took`: a pebble, blocks, a node.
    pub const TAKE: Verb = Verb {
        base: "take",
        third: "takes",
        past: "took",
    };
    /// `cut`, `cuts`, `cut`: an edge.
    pub const CUT: Verb = Verb {
        base: "cut",
        third: "cuts",
        past: "cut",
    };
}

/// What the calculator and the page need to know to play a game: each chapter's crate answers
/// for its position.
pub trait Playable: Sized {
    /// A move, as the game describes it.
    type Move;

    /// Whether both players have the same moves: then the reader chooses only who starts, and
    /// is told "you" and "the computer" rather than sides.
    const IMPARTIAL: bool;

    /// How the reader types a move: `a row and a pebble, like `0 1``.
    const MOVE_FORMAT: &'static str;

    /// How a move is said: [`Verb::TAKE`] by default.
    const VERB: Verb = Verb::TAKE;

    /// The move `player` typed, if it is legal here.
    ///
    /// # Errors
    /// A one-line sentence for the reader: `You can't: pebble 0 of row 0 is Left's, not
    /// Right's.` for a move the rules refuse, another for a line that is no move.
    fn read_move(&self, player: Player, typed: &str) -> Result<Self::Move, String>;

    /// What a move takes, after the verb: `pebble 1 of row 0`.
    fn describe(&self, chosen: &Self::Move) -> String;

    /// The position after `player` makes `chosen` (a legal move).
    fn after(&self, player: Player, chosen: &Self::Move) -> Self;

    /// `player`'s best move, or `None` if they cannot move.
    fn best(&self, player: Player) -> Option<Best<Self::Move>>;

    /// Whether whoever cannot move *wins* (misère play).
    fn misere(&self) -> bool {
        false
    }

    /// A line on the rules, said before the game starts; none by default.
    fn rules(&self) -> Option<&'static str> {
        None
    }
}

/// A position's value, as the calculator's `value` command prints it: one command for every
/// game, each chapter's crate saying what its positions are worth.
///
/// ```
/// use game::Nimber;
/// use game::play::Valued;
///
/// /// A pile of Nim: worth the nimber of its height.
/// struct Heap(u64);
///
/// impl Valued for Heap {
///     type Value = Nimber;
///     type Error = std::convert::Infallible;
///     fn worth(&self) -> Result<Nimber, Self::Error> {
///         Ok(Nimber(self.0))
///     }
/// }
///
/// assert_eq!(Heap(3).worth().unwrap().to_string(), "*3");
/// ```
pub trait Valued {
    /// The value, written as CGSuite writes it by `Display` (`{:#}` where a game has a second,
    /// ASCII, form: `w` for ω).
    type Value: std::fmt::Display;

    /// Why a value cannot be written: a one-line sentence by `Display`.
    type Error: std::fmt::Display;

    /// The position's value.
    ///
    /// # Errors
    /// A value the crate cannot write (an infinite sum it does not sum).
    fn worth(&self) -> Result<Self::Value, Self::Error>;
}

/// A number the reader typed for a row, pebble, pile, node or edge (`what`), counted from 0. A
/// number too large for this machine names nothing, and is answered as such.
///
/// # Errors
/// A sentence for the reader saying what is wrong.
///
/// ```
/// use game::play::index;
/// assert_eq!(index("12", "row"), Ok(12));
/// assert_eq!(index("-1", "row").unwrap_err(), "The row should be a number from 0 up, not '-1'.");
/// assert!(index(&"9".repeat(40), "row").unwrap_err().starts_with("There is no row '999"));
/// ```
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

/// The answer to a typed line of the wrong shape: `Type {what} (not '…').`
pub fn not_a_move(what: &str, typed: &str) -> String {
    format!("Type {what} (not {}).", quoted(typed))
}

/// The words of a typed move, split at white space and commas: `" 0, 1 "` is `0` and `1`.
pub fn words(typed: &str) -> Vec<&str> {
    typed
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|word| !word.is_empty())
        .collect()
}

impl Outcome {
    /// Whether `mover`, having moved to a position of this outcome, wins: the opponent, to move
    /// next, loses.
    ///
    /// ```
    /// use game::{Outcome, Player};
    /// assert!(Outcome::SecondPlayerWins.mover_wins(Player::Right));
    /// assert!(Outcome::LeftWins.mover_wins(Player::Left));
    /// assert!(!Outcome::LeftWins.mover_wins(Player::Right));
    /// ```
    pub fn mover_wins(self, mover: Player) -> bool {
        self.winner(mover.opponent()) == mover
    }

    /// Who wins, in the words the calculator and the page say it: `Left wins, whoever starts`,
    /// `whoever moves next loses`.
    pub fn words(self) -> &'static str {
        match self {
            Outcome::LeftWins => "Left wins, whoever starts",
            Outcome::RightWins => "Right wins, whoever starts",
            Outcome::FirstPlayerWins => "whoever moves next wins",
            Outcome::SecondPlayerWins => "whoever moves next loses",
        }
    }
}

/// `name`, with the side it plays in a partizan game: `The computer (Left)`; in an impartial
/// game, where sides mean nothing, `The computer`.
pub fn with_side<G: Playable>(name: &str, player: Player) -> String {
    match G::IMPARTIAL {
        true => name.to_string(),
        false => format!("{name} ({player})"),
    }
}

/// The end of a game, as the reader is told it: `stuck`, to move, cannot, and the game is over.
/// `Right cannot move, so Left wins. The computer wins.`, `You cannot move, and so lose. The
/// computer wins.`
pub fn ending<G: Playable>(game: &G, stuck: Player, reader: Player) -> String {
    let winner = match game.misere() {
        true => stuck,
        false => stuck.opponent(),
    };
    let verdict = match winner == reader {
        true => "You win!",
        false => "The computer wins.",
    };
    let who = if stuck == reader {
        "You"
    } else {
        "The computer"
    };
    let line = if !G::IMPARTIAL {
        format!("{stuck} cannot move, so {winner} wins.")
    } else if game.misere() {
        format!("{who} cannot move: in misère play, that wins.")
    } else if stuck == reader {
        "You cannot move, and so lose.".to_string()
    } else {
        "The computer cannot move, and so loses.".to_string()
    };
    format!("{line} {verdict}")
}
