//! One module per chapter's game: its [`Panel`](crate::Panel), a few calls into its crate.

mod canonical;
mod hackenbush;
mod hackendot;
mod hackenstrings;
mod nim;
mod surreal;
mod transfinite_nim;

/// "There is no {what} '…'" or "The {what} should be a number from 0 up": a row, pebble, pile or
/// node number the reader typed, counted from 0.
fn index(word: &str, what: &str) -> Result<usize, String> {
    match word.parse::<usize>() {
        Ok(index) => Ok(index),
        Err(_) if !word.is_empty() && word.bytes().all(|byte| byte.is_ascii_digit()) => {
            Err(format!("There is no {what} {}.", game::text::quoted(word)))
        }
        Err(_) => Err(format!(
            "The {what} should be a number from 0 up, not {}.",
            game::text::quoted(word)
        )),
    }
}

/// The message for a typed move of the wrong shape.
fn not_a_move(what: &str, typed: &str) -> String {
    format!("Type {what} (not {}).", game::text::quoted(typed))
}
