//! Where a fault is in a text that may run over several lines, how much of the text a message
//! repeats, and the one shape of a parse error: shared by every chapter's parser, so that their
//! errors read alike.

use std::fmt;

/// A fault's line and column, both counted from 1 in characters, and whether its text has more
/// than one line (so that a message names the line even on the first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The line, from 1.
    pub line: usize,
    /// The column within the line, from 1, in characters.
    pub column: usize,
    /// Whether the text has more than one line (white space at its end aside).
    pub several_lines: bool,
}

impl Place {
    /// Character number `column` (from 1) of a text of one line, until [`Place::of`] places it
    /// in the whole text.
    pub fn in_one_line(column: usize) -> Place {
        Place {
            line: 1,
            column,
            several_lines: false,
        }
    }

    /// The place of character number `at` (from 1) of `text`, taken as a whole.
    ///
    /// White space at the end does not count as lines: a fault found there (the end of the input,
    /// to a parser) is placed just after the last character that is not white space, so that a
    /// final line break does not move it onto a line of its own. Linear in the text, but only
    /// ever run on the way to an error.
    pub fn of(text: &str, at: usize) -> Place {
        let content = text.trim_end();
        let mut place = Place {
            line: 1,
            column: 1,
            several_lines: content.contains('\n'),
        };
        for c in content.chars().take(at.saturating_sub(1)) {
            if c == '\n' {
                place.line += 1;
                place.column = 1;
            } else {
                place.column += 1;
            }
        }
        place
    }

    /// `column C`, or `line L, column C` in a text of several lines.
    pub fn describe(self) -> String {
        if self.several_lines || self.line > 1 {
            format!("line {}, column {}", self.line, self.column)
        } else {
            format!("column {}", self.column)
        }
    }
}

/// The most characters of the reader's text that a message repeats.
pub const SHOWN_CHARS: usize = 40;

/// `word` as a message repeats it: cut to [`SHOWN_CHARS`] characters and `…` if it is longer,
/// so that no input, however long, is echoed whole.
///
/// ```
/// assert_eq!(game::text::excerpt("short"), "short");
/// assert_eq!(game::text::excerpt(&"7".repeat(100)), format!("{}…", "7".repeat(40)));
/// ```
pub fn excerpt(word: &str) -> String {
    match word.char_indices().nth(SHOWN_CHARS) {
        Some((end, _)) => format!("{}…", &word[..end]),
        None => word.to_string(),
    }
}

/// What the reader typed, for a message: in single quotes, or as Rust writes a string (`"…"`
/// with escapes) if it has line breaks, NUL, escape or other control characters, or characters
/// that print as nothing or rearrange the line (U+202E, U+FEFF, U+200B); cut as
/// [`excerpt`] cuts, so that a message stays on one short line however odd the input.
///
/// ```
/// use game::text::quoted;
///
/// assert_eq!(quoted("w+"), "'w+'");
/// assert_eq!(quoted("a\nb"), "\"a\\nb\"");
/// ```
pub fn quoted(text: &str) -> String {
    let start = excerpt(text);
    if start.chars().any(unseen) {
        match start.strip_suffix('…') {
            Some(start) => format!("{start:?}…"),
            None => format!("{start:?}"),
        }
    } else {
        format!("'{start}'")
    }
}

/// A character a message must not repeat as it is: a control character, or one Rust escapes
/// because it is not printable (a format character such as U+202E or U+FEFF, an unassigned one).
/// Quotes and backslashes are printable.
fn unseen(c: char) -> bool {
    c.is_control() || (c.escape_debug().count() > 1 && !matches!(c, '\'' | '"' | '\\'))
}

/// Why a text could not be read, and where: what is wrong (`kind`, an enum per notation, whose
/// `Display` is the message) and its [`Place`].
///
/// Every chapter's parse error is this type with its own kind: `ParseOrdinalError` is
/// `ParseError<ParseOrdinalErrorKind>`. Its `Display` is one line, `column C: …`, or `line L,
/// column C: …` in a text of several lines; an error in one part of a sum may name the part too,
/// `column C (row R): …`.
///
/// ```
/// use game::text::ParseError;
///
/// let error = ParseError::in_text("ab\ncd?", 6, "unexpected '?'");
/// assert_eq!((error.line(), error.column()), (2, 3));
/// assert_eq!(error.to_string(), "line 2, column 3: unexpected '?'");
/// assert_eq!(*error.kind(), "unexpected '?'");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseError<K> {
    kind: K,
    place: Place,
    part: Option<Part>,
}

/// The part of a sum (a row of a position, say) a fault is in: its name and its number, from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    /// What the parts are called: `row`.
    pub name: &'static str,
    /// Which part, from 0.
    pub index: usize,
}

impl<K> ParseError<K> {
    /// A `kind` of fault at `place`.
    pub fn new(place: Place, kind: K) -> Self {
        ParseError {
            kind,
            place,
            part: None,
        }
    }

    /// A fault at character number `at` (from 1) of `text`, placed in its lines by [`Place::of`].
    pub fn in_text(text: &str, at: usize, kind: K) -> Self {
        ParseError::new(Place::of(text, at), kind)
    }

    /// A fault at character number `column` (from 1) of a text of one line, until
    /// [`ParseError::placed_in`] places it in the whole text.
    pub fn at(column: usize, kind: K) -> Self {
        ParseError::new(Place::in_one_line(column), kind)
    }

    /// The fault made by [`ParseError::at`], its character number turned into a line and column
    /// of `text`.
    #[must_use]
    pub fn placed_in(self, text: &str) -> Self {
        let place = Place::of(text, self.place.column);
        ParseError { place, ..self }
    }

    /// The same fault, said to be in part `index` (from 0) of those called `name`.
    #[must_use]
    pub fn in_part(self, name: &'static str, index: usize) -> Self {
        let part = Some(Part { name, index });
        ParseError { part, ..self }
    }

    /// The same place with another kind: an error of an inner notation as one of the outer.
    pub fn map_kind<L>(self, f: impl FnOnce(K) -> L) -> ParseError<L> {
        ParseError {
            kind: f(self.kind),
            place: self.place,
            part: self.part,
        }
    }

    /// What is wrong.
    pub fn kind(&self) -> &K {
        &self.kind
    }

    /// What is wrong, taken out of the error.
    pub fn into_kind(self) -> K {
        self.kind
    }

    /// Where the fault is.
    pub fn place(&self) -> Place {
        self.place
    }

    /// The line of the fault, from 1.
    pub fn line(&self) -> usize {
        self.place.line
    }

    /// The column of the fault within its line, from 1, in characters.
    pub fn column(&self) -> usize {
        self.place.column
    }

    /// The part of a sum the fault is in, if the error names one.
    pub fn part(&self) -> Option<Part> {
        self.part
    }
}

impl<K: fmt::Display> fmt::Display for ParseError<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.place.describe())?;
        if let Some(Part { name, index }) = self.part {
            write!(f, " ({name} {index})")?;
        }
        write!(f, ": {}", self.kind)
    }
}

impl<K: fmt::Debug + fmt::Display> std::error::Error for ParseError<K> {}

/// `text` without its terminal escape sequences (`ESC [ … final`), as a terminal
/// library's plain rendering shows it (clap's errors do).
pub fn without_escape_sequences(text: &str) -> String {
    let mut kept = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\u{1b}' {
            kept.push(c);
        } else if chars.next_if_eq(&'[').is_some() {
            // Parameters and intermediates, then one final byte from `@` to `~`.
            while chars
                .next_if(|c| ('\u{20}'..='\u{3f}').contains(c))
                .is_some()
            {}
            chars.next_if(|c| ('@'..='~').contains(c));
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::{ParseError, Place, quoted, without_escape_sequences};

    fn place(text: &str, at: usize) -> (usize, usize, bool) {
        let place = Place::of(text, at);
        (place.line, place.column, place.several_lines)
    }

    #[test]
    fn lines_and_columns_count_characters_from_one() {
        assert_eq!(place("abc", 2), (1, 2, false));
        assert_eq!(place("ab\ncd", 4), (2, 1, true));
        assert_eq!(place("ab\ncd", 2), (1, 2, true));
        assert_eq!(place("ω\nωx", 4), (2, 2, true));
        assert_eq!(place("\n\nx", 3), (3, 1, true));
    }

    #[test]
    fn quoting_escapes_control_characters_and_cuts_long_text() {
        assert_eq!(quoted("A B"), "'A B'");
        assert_eq!(quoted("A\nB"), "\"A\\nB\"");
        assert_eq!(quoted("\u{0}\u{1b}"), "\"\\0\\u{1b}\"");
        assert_eq!(quoted("a\u{202e}b"), "\"a\\u{202e}b\"");
        assert_eq!(quoted("\u{feff}1"), "\"\\u{feff}1\"");
        assert_eq!(quoted("it's \\ \""), "'it's \\ \"'");
        assert_eq!(quoted("ω²"), "'ω²'");
        assert_eq!(quoted(&"x".repeat(100)), format!("'{}…'", "x".repeat(40)));
        assert_eq!(
            quoted(&"\n".repeat(100)),
            format!("\"{}\"…", "\\n".repeat(40))
        );
    }

    #[test]
    fn the_end_is_just_after_the_last_character_that_is_not_white_space() {
        assert_eq!(place("abc\n", 5), (1, 4, false));
        assert_eq!(place("abc  \n\n", 8), (1, 4, false));
        assert_eq!(place("a\nbc\n", 6), (2, 3, true));
        assert_eq!(place("", 1), (1, 1, false));
        assert_eq!(place(" \n ", 4), (1, 1, false));
    }

    #[test]
    fn an_error_names_its_place_then_says_what_is_wrong() {
        let error = ParseError::at(3, "unmatched ')'");
        assert_eq!(error.to_string(), "column 3: unmatched ')'");
        let placed = error.placed_in("(\n)");
        assert_eq!((placed.line(), placed.column()), (2, 1));
        assert_eq!(placed.to_string(), "line 2, column 1: unmatched ')'");
        let in_row = ParseError::in_text("A + X", 5, "unexpected 'X'").in_part("row", 1);
        assert_eq!(in_row.to_string(), "column 5 (row 1): unexpected 'X'");
        assert_eq!(in_row.part().map(|part| part.index), Some(1));
        let counted = in_row.map_kind(str::len);
        assert_eq!(counted.to_string(), "column 5 (row 1): 14");
        assert_eq!(counted.into_kind(), 14);
    }

    #[test]
    fn escape_sequences_are_found_as_clap_shows_them() {
        assert_eq!(
            without_escape_sequences("\u{1b}[31mchess\u{1b}[0m"),
            "chess"
        );
        assert_eq!(without_escape_sequences("plain"), "plain");
    }
}
