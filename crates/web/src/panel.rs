//! What every chapter's panel does, whatever the game: show a position, let the reader move,
//! answer with the computer's best move, and say who won.

use game::Player;
use game::play::{Playable, ending, with_side};

use crate::json::{Json, Writer};

/// A position's facts, as the panel lists them: a name and what it is (`("Value", "-1/8")`).
pub type Facts = Vec<(String, String)>;

/// What a chapter's game shows in its page, beyond its crate's [`Playable`] (which reads,
/// names and chooses the moves, for the calculator as for the page): how the position is read
/// from the page and drawn, and its facts. Each is a few calls into the chapter's crate.
pub trait Panel: Playable {
    /// The position the reader typed.
    ///
    /// # Errors
    /// The calculator's one-line message.
    fn read(text: &str) -> Result<Self, String>;

    /// The position as the reader would type it: what the page holds between requests.
    fn text(&self) -> String;

    /// The chapter's picture, its clickable parts carrying `data-move`.
    fn svg(&self) -> String;

    /// A second picture explaining the value, shown under the first; none by default.
    fn explanation(&self) -> Option<String> {
        None
    }

    /// Value, outcome, the best move for each side, and whatever else the chapter shows.
    fn facts(&self) -> Facts;

    /// A move typed as the calculator reads it: by default, as the crate reads it.
    ///
    /// # Errors
    /// A one-line explanation, as [`Playable::read_move`].
    fn read_typed(&self, player: Player, typed: &str) -> Result<Self::Move, String> {
        self.read_move(player, typed)
    }

    /// `player`'s best move, as [`Playable::best`] finds it; a game whose search is slow may
    /// answer from what it worked out already for this position.
    fn known_best(&self, player: Player) -> Option<game::play::Best<Self::Move>> {
        self.best(player)
    }

    /// A second box beside the picture, for what a click alone cannot say (how many copies to
    /// make of a recurring part): its label and what it holds at first. None by default.
    const DETAIL: Option<Detail> = None;

    /// The move `player` chose by clicking a part of the picture (its `data-move`), with what
    /// the [`DETAIL`](Panel::DETAIL) box holds. By default the box is ignored and the part read
    /// as a typed move.
    ///
    /// # Errors
    /// A one-line explanation, as [`Playable::read_move`].
    fn read_click(
        &self,
        player: Player,
        clicked: &str,
        _detail: &str,
    ) -> Result<Self::Move, String> {
        self.read_typed(player, clicked)
    }
}

/// The second box a panel may show beside its picture (see [`Panel::DETAIL`]).
#[derive(Clone, Copy, Debug)]
pub struct Detail {
    /// Its label: `Copies at each level`.
    pub label: &'static str,
    /// What it holds at first: `2`.
    pub value: &'static str,
    /// A line under it saying what it is for.
    pub hint: &'static str,
}

/// The facts' line for `player`'s best move: what it takes, and whether it wins.
pub fn best_fact<P: Panel>(position: &P, player: Player) -> (String, String) {
    best_fact_of(position, player, position.known_best(player))
}

/// [`best_fact`] for a best move found already (by a game's own shortcut).
pub fn best_fact_of<P: Panel>(
    position: &P,
    player: Player,
    best: Option<game::play::Best<P::Move>>,
) -> (String, String) {
    let name = match P::IMPARTIAL {
        true => "Best move".to_string(),
        false => format!("Best for {player}"),
    };
    let verb = P::VERB.base;
    let said = match best {
        None => "no move".to_string(),
        Some(best) if best.wins => format!("{verb} {}: it wins", position.describe(&best.chosen)),
        Some(best) => format!(
            "{verb} {} (every move loses against best play)",
            position.describe(&best.chosen)
        ),
    };
    (name, said)
}

/// The longest position a panel takes, in bytes: its picture is redrawn after every move, and
/// a page must stay quick. The calculator takes longer ones.
pub const MOST_TEXT: usize = 2_000;

/// Runs one operation of [`crate::respond`] on a game.
///
/// A move is `typed` as the calculator reads it, or, with a `detail` (what the
/// [`Panel::DETAIL`] box holds, maybe nothing), the `data-move` of a part of the picture clicked.
pub fn run<P: Panel>(
    op: &str,
    text: &str,
    side: Player,
    typed: &str,
    detail: Option<&str>,
) -> Result<String, String> {
    let long = |text: &str| text.len() > MOST_TEXT;
    if long(text) || long(typed) || detail.is_some_and(long) {
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
            let chosen = match detail {
                Some(detail) => position.read_click(reader, typed.trim(), detail.trim())?,
                None => position.read_typed(reader, typed.trim())?,
            };
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
    // The page holds the position as its text, and numbers its parts afresh from it (a row
    // emptied in play, or a node's number at the start, is not kept).
    if op != "show" {
        position = P::read(&position.text()).map_err(|error| format!("error: {error}"))?;
    }
    // The members in alphabetical order, as a JSON library writes an object's.
    let text = position.text();
    let svg = position.svg();
    let explanation = position.explanation();
    let facts = position.facts();
    fn or_null(text: &Option<String>) -> Json<'_> {
        text.as_deref().map_or(Json::Null, Json::Str)
    }
    let detail = P::DETAIL.map(|detail| {
        [
            ("hint", Json::Str(detail.hint)),
            ("label", Json::Str(detail.label)),
            ("value", Json::Str(detail.value)),
        ]
    });
    Ok(Writer::text(&Json::Object(&[
        (
            "detail",
            detail.as_ref().map_or(Json::Null, |d| Json::Object(d)),
        ),
        ("explanation", or_null(&explanation)),
        ("facts", Json::Pairs(&facts)),
        ("impartial", Json::Bool(P::IMPARTIAL)),
        ("log", Json::Strings(&log)),
        ("over", or_null(&over)),
        ("position", Json::Str(&text)),
        ("svg", Json::Str(&svg)),
    ])))
}

/// The computer, playing against `reader`, moves if it can; then says who won if the player to
/// move cannot.
fn computer_moves<P: Panel>(
    position: &mut P,
    reader: Player,
    log: &mut Vec<String>,
) -> Option<String> {
    // In an impartial game the reader is Left and the computer Right, names never shown.
    let computer = reader.opponent();
    let Some(best) = position.known_best(computer) else {
        return Some(ending(position, computer, reader));
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
    match position.known_best(reader) {
        None => Some(ending(position, reader, reader)),
        Some(_) => None,
    }
}

/// "You (Left) took", "The computer took": who moved.
fn who<P: Panel>(player: Player, is_reader: bool) -> String {
    let name = if is_reader { "You" } else { "The computer" };
    format!("{} {}", with_side::<P>(name, player), P::VERB.past)
}
