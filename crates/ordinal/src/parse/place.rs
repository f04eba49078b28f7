//! Where a fault is in a text that may run over several lines.

/// A fault's line and column, both counted from 1 in characters, and whether its text has more
/// than one line (so that a message names the line even on the first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Place {
    pub(crate) line: usize,
    pub(crate) column: usize,
    pub(crate) several_lines: bool,
}

impl Place {
    /// The place of character number `at` (from 1) of `text`, taken as a whole.
    ///
    /// White space at the end does not count as lines: a fault found there (the end of the input,
    /// to a parser) is placed just after the last character that is not white space, so that a
    /// final line break does not move it onto a line of its own. Linear in the text, but only
    /// ever run on the way to an error.
    pub(crate) fn of(text: &str, at: usize) -> Place {
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
    pub(crate) fn describe(self) -> String {
        if self.several_lines || self.line > 1 {
            format!("line {}, column {}", self.line, self.column)
        } else {
            format!("column {}", self.column)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Place;

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
    fn the_end_is_just_after_the_last_character_that_is_not_white_space() {
        assert_eq!(place("abc\n", 5), (1, 4, false));
        assert_eq!(place("abc  \n\n", 8), (1, 4, false));
        assert_eq!(place("a\nbc\n", 6), (2, 3, true));
        assert_eq!(place("", 1), (1, 1, false));
        assert_eq!(place(" \n ", 4), (1, 1, false));
    }
}
