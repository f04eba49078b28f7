//! Where a fault is in a text that may run over several lines, and how much of the text a
//! message repeats: shared by every chapter's parser, so that their errors read alike.

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
/// with escapes) if it has line breaks, NUL, escape or other control characters; cut as
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
    if start.chars().any(char::is_control) {
        match start.strip_suffix('…') {
            Some(start) => format!("{start:?}…"),
            None => format!("{start:?}"),
        }
    } else {
        format!("'{start}'")
    }
}

#[cfg(test)]
mod tests {
    use super::{Place, quoted};

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
}
