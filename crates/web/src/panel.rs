//! What every chapter's panel does, whatever the game: show a position, let the reader move,
//! answer with the computer's best move, and say who won.

use game::Player;
use serde_json::{Value, json};

/// A position's facts, as the panel lists them: a name and what it is (`("Value", "-1/8")`).
pub type Facts = Vec<(String, String)>;

/// A move made, and whether it wins against best play.
pub struct Played<M> {
    /// The move.
    pub chosen: M,
    /// Whether the player's opponent, to move next, loses against best play.
    pub wins: bool,
}

/// What a chapter's game must say for its panel. Each is a few calls into the chapter's crate.
pub trait Panel: Sized {
    /// A move.
    type Move;

    /// Whether both players have the same moves: then the panel names "you" and "the
    /// computer" rather than sides.
    const IMPARTIAL: bool;

    /// The position the reader typed.
    ///
    /// # Errors
    /// The calculator's one-line message.
    fn read(text: &str) -> Result<Self, String>;

    /// The position as the reader would type it ("" when nothing is left).
    fn text(&self) -> String;

    /// The chapter's picture, its clickable parts carrying `data-move`.
    fn svg(&self) -> String;

    /// A second picture explaining the value, shown under the first; none by default.
    fn explanation(&self) -> Option<String> {
        None
    }

    /// Value, outcome, the best move for each side, and whatever else the chapter shows.
    fn facts(&self) -> Facts;

    /// The move `player` chose: a picture's `data-move` or a move typed as the calculator reads
    /// it.
    ///
    /// # Errors
    /// A one-line explanation, such as "pebble 0 of row 0 is Left's, not Right's".
    fn read_move(&self, player: Player, typed: &str) -> Result<Self::Move, String>;

    /// What a move takes, after "take": `pebble 1 of row 0`.
    fn describe(&self, chosen: &Self::Move) -> String;

    /// The position after `player` makes `chosen` (a legal move).
    fn after(&self, player: Player, chosen: &Self::Move) -> Self;

    /// `player`'s best move, or `None` if they cannot move.
    fn best(&self, player: Player) -> Option<Played<Self::Move>>;
}

/// The facts' line for `player`'s best move: what it takes, and whether it wins.
pub fn best_fact<P: Panel>(position: &P, player: Player) -> (String, String) {
    let name = match P::IMPARTIAL {
        true => "Best move".to_string(),
        false => format!("Best for {player}"),
    };
    let said = match position.best(player) {
        None => "no move".to_string(),
        Some(best) if best.wins => format!("take {}: it wins", position.describe(&best.chosen)),
        Some(best) => format!(
            "take {} (every move loses against best play)",
            position.describe(&best.chosen)
        ),
    };
    (name, said)
}

/// The longest position a panel takes, in bytes: its picture is redrawn after every move, and
/// a page must stay quick. The calculator takes longer ones.
pub const MOST_TEXT: usize = 2_000;

/// Runs one operation of [`crate::respond`] on a game.
pub fn run<P: Panel>(op: &str, text: &str, side: Player, typed: &str) -> Result<Value, String> {
    if text.len() > MOST_TEXT || typed.len() > MOST_TEXT {
        return Err(format!(
            "error: the panel takes up to {MOST_TEXT} characters; for more, use the calculator, gamebird"
        ));
    }
    // As the calculator prints it on stderr.
    let mut position = P::read(text).map_err(|error| format!("error: {error}"))?;
    let reader = if P::IMPARTIAL { Player::Left } else { side };
    let mut log = Vec::new();
    let mut over = None;
    match op {
        "show" => {}
        "move" => {
            let chosen = position.read_move(reader, typed.trim())?;
            log.push(format!(
                "{} {}.",
                who::<P>(reader, true),
                position.describe(&chosen)
            ));
            position = position.after(reader, &chosen);
            over = computer_moves(&mut position, reader, &mut log);
        }
        "reply" => over = computer_moves(&mut position, reader, &mut log),
        other => return Err(format!("no operation {other:?}: show, move or reply")),
    }
    Ok(json!({
        "position": position.text(),
        "svg": position.svg(),
        "explanation": position.explanation(),
        "facts": position.facts(),
        "impartial": P::IMPARTIAL,
        "log": log,
        "over": over,
    }))
}

/// The computer, playing against `reader`, moves if it can; then says who won if the player to
/// move cannot.
fn computer_moves<P: Panel>(
    position: &mut P,
    reader: Player,
    log: &mut Vec<String>,
) -> Option<String> {
    let computer = if P::IMPARTIAL {
        Player::Left
    } else {
        reader.opponent()
    };
    let Some(best) = position.best(computer) else {
        return Some(ending::<P>(computer, false));
    };
    let verdict = if best.wins {
        "a winning move"
    } else {
        "no move wins for it"
    };
    log.push(format!(
        "{} {} ({verdict}).",
        who::<P>(computer, false),
        position.describe(&best.chosen)
    ));
    *position = position.after(computer, &best.chosen);
    match position.best(reader) {
        None => Some(ending::<P>(reader, true)),
        Some(_) => None,
    }
}

/// "You (Left) took", "The computer took": who moved.
fn who<P: Panel>(player: Player, is_reader: bool) -> String {
    let name = if is_reader { "You" } else { "The computer" };
    match P::IMPARTIAL {
        true => format!("{name} took"),
        false => format!("{name} ({player}) took"),
    }
}

/// The end: `stuck` (the reader or the computer) cannot move and so loses.
fn ending<P: Panel>(stuck: Player, is_reader: bool) -> String {
    let verdict = if is_reader {
        "The computer wins."
    } else {
        "You win!"
    };
    let line = match (P::IMPARTIAL, is_reader) {
        (false, _) => format!("{stuck} cannot move, so {} wins.", stuck.opponent()),
        (true, true) => "You cannot move, and so lose.".to_string(),
        (true, false) => "The computer cannot move, and so loses.".to_string(),
    };
    format!("{line} {verdict}")
}
