//! The chapters' games in the book's pages: the chapter crates themselves, compiled to
//! WebAssembly, so that the game a reader plays in the page is exactly the game the tests check.
//!
//! A page asks in JSON and is answered in JSON (see [`respond`]); the exports in `ffi.rs` carry
//! the text through the module's memory, and `book/src/panels.js` only shows what it is told.
//! Every rule, value and move comes from here.
//!
//! ```
//! let answer = web::respond(r#"{"game":"nim","op":"show","position":"1 2 3"}"#);
//! let answer: serde_json::Value = serde_json::from_str(&answer).unwrap();
//! assert_eq!(answer["facts"][0], serde_json::json!(["Nim value", "0"]));
//! ```

mod ffi;
mod games;
mod json;
mod panel;

use json::{Json, Writer};

pub use panel::{Detail, Facts, Panel};

/// The games, once: the name a panel gives in `data-game`, and the position its crate plays.
macro_rules! games {
    ($($name:literal => $position:ty),* $(,)?) => {
        /// The games a page may ask for, by the name a panel gives in `data-game`.
        pub const GAMES: &[&str] = &[$($name),*];

        /// Runs one operation on the game named `game`.
        fn run(
            game: &str,
            op: &str,
            position: &str,
            side: game::Player,
            typed: &str,
            detail: Option<&str>,
        ) -> Result<String, String> {
            match game {
                $($name => panel::run::<$position>(op, position, side, typed, detail),)*
                other => Err(format!("no game {other:?} in this book")),
            }
        }
    };
}

games! {
    "hackenstrings" => hackenstrings::Position,
    "canonical" => canonical::CanonicalForm,
    "surreal" => surreal::Position,
    "hackenbush" => hackenbush::Picture,
    "nim" => nim::Board,
    "transfinite-nim" => nim::Board<transfinite_nim::OrdinalHeight>,
    "hackendot" => hackendot::Labelled,
    "corners" => nimbers::corners::Board,
}

/// Answers one request from a page, both as JSON text.
///
/// The request names the `game` (one of [`GAMES`]), the `op`eration and the `position` as the
/// reader typed it:
/// - `show`: the position as it reads back, its picture (SVG whose clickable parts carry
///   `data-move`), a second picture explaining its value (`explanation`, or null), and its facts
///   (value, outcome, best moves), as pairs of strings;
/// - `move`: the reader, playing `side` (`left` or `right`; either in an impartial game), makes
///   `move` (a move typed as the calculator's `play` reads it, or, with `detail`, the
///   `data-move` of a part of the picture clicked and what the panel's second box holds, such
///   as how many copies to make in Hyperreal Hackenstrings), and the computer answers;
/// - `reply`: the computer, playing against `side`, moves first.
///
/// `move` and `reply` answer as `show` does for the position reached, with `log` (what each
/// player took, one sentence each) and `over` (who won, once the player to move cannot).
/// Bad input is answered `{"error": "…"}`, the calculator's one-line message: for a position,
/// the line `gamebird` prints on stderr (`error: column 3: …`); for a move, the line its `play`
/// answers (`You can't: …`).
pub fn respond(request: &str) -> String {
    let answer = match json::string_fields(request) {
        Ok(request) => answer(&request),
        Err(error) => Err(format!("the page's request is not JSON: {error}")),
    };
    match answer {
        Ok(answer) => answer,
        Err(error) => Writer::text(&Json::Object(&[("error", Json::Str(&error))])),
    }
}

fn answer(request: &[(String, String)]) -> Result<String, String> {
    let get = |name: &str| {
        request
            .iter()
            .rev()
            .find(|(field, _)| field == name)
            .map(|(_, value)| value.as_str())
    };
    let field = |name: &str| get(name).unwrap_or("");
    let (game, op, position) = (field("game"), field("op"), field("position"));
    let (typed, detail) = (field("move"), get("detail"));
    let side = match field("side") {
        "" => game::Player::Left,
        side => side
            .parse::<game::Player>()
            .map_err(|e| e.kind().to_string())?,
    };
    run(game, op, position, side, typed, detail)
}
