//! The multiplication table of the nimbers below some size, as text.

use std::fmt;

use game::Nimber;

use super::{NimField, ParseNimberError, ParseNimberErrorKind};

/// The most rows (and columns) [`Table::read`] takes: the field of 256.
pub const MOST_ROWS: u64 = 256;

/// The nim-multiplication table of the nimbers `0, 1, …, size - 1`: its `Display` is the table as
/// text, one row per line, the factors along the top and down the side (`⊗`, or `x` in the
/// alternate form `{:#}`, in the corner).
///
/// ```
/// use nimbers::finite::Table;
///
/// let four = Table::new(4);
/// assert_eq!(four.product(2, 3).to_string(), "*");
/// assert_eq!(
///     format!("{four:#}"),
///     "x | 0 1 2 3\n\
///      --+--------\n\
///      0 | 0 0 0 0\n\
///      1 | 0 1 2 3\n\
///      2 | 0 2 3 1\n\
///      3 | 0 3 1 2\n"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Table {
    size: u64,
}

impl Table {
    /// The table of the nimbers below `size`.
    pub fn new(size: u64) -> Table {
        Table { size }
    }

    /// Reads a table's size, a whole number from 1 to [`MOST_ROWS`], as the table of the
    /// nimbers below it.
    ///
    /// # Errors
    /// A one-line [`ParseNimberError`].
    ///
    /// ```
    /// use nimbers::finite::Table;
    ///
    /// assert_eq!(Table::read("16").unwrap().size(), 16);
    /// assert_eq!(
    ///     Table::read("257").unwrap_err().to_string(),
    ///     "column 1: a table has from 1 to 256 rows (the field of 256), not '257'"
    /// );
    /// ```
    pub fn read(text: &str) -> Result<Table, ParseNimberError> {
        let digits = !text.is_empty() && text.bytes().all(|byte| byte.is_ascii_digit());
        let text_kind = game::text::excerpt(text);
        match text.parse::<u64>() {
            Ok(size @ 1..=MOST_ROWS) => Ok(Table::new(size)),
            _ if digits => Err(ParseNimberError::at(
                1,
                ParseNimberErrorKind::TableSize(text_kind),
            )),
            _ => Err(ParseNimberError::at(
                1,
                ParseNimberErrorKind::NotATableSize(text_kind),
            )),
        }
    }

    /// How many nimbers are along each side.
    pub fn size(&self) -> u64 {
        self.size
    }

    /// The entry in row `a` and column `b`: `a⊗b`.
    pub fn product(&self, a: u64, b: u64) -> Nimber {
        Nimber(a).times(&Nimber(b))
    }
}

impl fmt::Display for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rows: Vec<Vec<u64>> = (0..self.size)
            .map(|a| (0..self.size).map(|b| self.product(a, b).0).collect())
            .collect();
        let largest = rows.iter().flatten().copied().max().unwrap_or(0);
        let width = largest.max(self.size.saturating_sub(1)).to_string().len();
        let corner = if f.alternate() { "x" } else { "⊗" };
        write!(f, "{corner:>width$} |")?;
        for b in 0..self.size {
            write!(f, " {b:>width$}")?;
        }
        writeln!(f)?;
        let rule = (width + 1) * self.size as usize;
        writeln!(f, "{}+{}", "-".repeat(width + 1), "-".repeat(rule))?;
        for (a, row) in rows.iter().enumerate() {
            write!(f, "{a:>width$} |")?;
            for entry in row {
                write!(f, " {entry:>width$}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
