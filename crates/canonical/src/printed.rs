//! Writing a canonical form within a limit: a game born on day twenty can take megabytes to
//! write, and a front end refuses that as soon as the text passes the limit, never making more
//! of it; and an estimate of the text's length, measured without writing it.

use std::fmt;

use game::budget::Budget;

use super::CanonicalForm;
use super::intern::{Arena, Id, Work, charge, with_arena};
use super::nus::Nus;

/// The most bars written in a row, as the notation writes them (`{4||||3|||2||1|0}`).
const MAX_BARS: usize = 4;

/// A canonical form whose text is longer than the limit it was to be written within.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLong {
    /// The limit its text passes, in bytes.
    pub limit: u64,
    /// The flag that raises the limit (`--max-size`), or empty.
    pub flag: &'static str,
}

impl fmt::Display for TooLong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the value would take more than {} characters to write",
            self.limit
        )?;
        if !self.flag.is_empty() {
            write!(f, "; give a larger {} (0 for no limit)", self.flag)?;
        }
        Ok(())
    }
}

impl std::error::Error for TooLong {}

/// A text that refuses to grow past `max` bytes: the write that would pass it fails, and so
/// does the writing.
struct Capped {
    text: String,
    max: usize,
}

impl fmt::Write for Capped {
    fn write_str(&mut self, piece: &str) -> fmt::Result {
        if piece.len() > self.max - self.text.len() {
            return Err(fmt::Error);
        }
        self.text.push_str(piece);
        Ok(())
    }
}

impl CanonicalForm {
    /// The length, in bytes, of the game written in braces, only the closed forms
    /// `x + n·↑ + *m` written short (`{2||1|0}`, `{1|-1}`), measured without writing it, in
    /// time linear in the number of distinct sub-games (each is measured once and remembered).
    ///
    /// It is an estimate of the length of the text in CGSuite's notation (what `to_string`
    /// makes), not a bound: the notation's shorthands mostly make the text shorter (`±1` for
    /// `{1|-1}`), but a tiny can be longer than its braces (`{2||2|*}` is `2Tiny(2*)`), and
    /// its subscript `x - y` can have longer numbers than `y`.
    /// [`CanonicalForm::to_string_within`] is the exact test.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// for text in ["0", "^*3", "{2||1|0}", "{0,*|-1}"] {
    ///     let game: CanonicalForm = text.parse().unwrap();
    ///     assert_eq!(game.printed_len(), game.to_string().len() as u64);
    /// }
    /// let switch: CanonicalForm = "±1".parse().unwrap();
    /// assert_eq!(switch.printed_len(), "{1|-1}".len() as u64);
    /// let tiny: CanonicalForm = "{2||2|*}".parse().unwrap();
    /// assert_eq!((tiny.printed_len(), tiny.to_string().len()), (8, "2Tiny(2*)".len()));
    /// ```
    pub fn printed_len(&self) -> u64 {
        // The sub-games were made by charged work already: measuring them is not charged again.
        let measured = game::budget::unmetered(|| with_arena(|arena| arena.printed_len(self.id)));
        measured.unwrap_or(u64::MAX)
    }

    /// The game's text, unless it is longer than `limit` (in bytes; `limit.limit` of `None`
    /// for no limit). The text is written into a buffer that refuses to pass the limit, so
    /// the writing stops there: no more than `limit` bytes of it are ever made.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    /// use game::budget::Budget;
    ///
    /// let limit = |max| Budget::new(max, "characters", "--max-size");
    /// let g: CanonicalForm = "±1 + ±2".parse().unwrap();
    /// assert_eq!(g.to_string(), "±{3|1}"); // 7 bytes: ± takes two
    /// assert_eq!(g.to_string_within(limit(7)), Ok(g.to_string()));
    /// assert_eq!(
    ///     g.to_string_within(limit(6)).unwrap_err().to_string(),
    ///     "the value would take more than 6 characters to write; give a larger --max-size (0 for no limit)"
    /// );
    /// ```
    pub fn to_string_within(&self, limit: Budget) -> Result<String, TooLong> {
        let Some(max) = limit.limit else {
            return Ok(self.to_string());
        };
        let mut capped = Capped {
            text: String::new(),
            max: usize::try_from(max).unwrap_or(usize::MAX),
        };
        match fmt::write(&mut capped, format_args!("{self}")) {
            Ok(()) => Ok(capped.text),
            Err(_) => Err(TooLong {
                limit: max,
                flag: limit.flag,
            }),
        }
    }
}

impl Arena {
    /// The length of the text of `id`, measured bottom-up with a stack of its own.
    pub(crate) fn printed_len(&mut self, id: Id) -> Work<u64> {
        let mut stack = vec![(id, false)];
        while let Some((game, ready)) = stack.pop() {
            if self.nodes[game as usize].printed.is_some() {
                continue;
            }
            if let Some(length) = self.plain_len(game) {
                self.nodes[game as usize].printed = Some((length, 0));
                continue;
            }
            let (left, right) = self.try_options(game)?;
            if !ready {
                stack.push((game, true));
                for &option in left.iter().chain(right.iter()) {
                    if self.nodes[option as usize].printed.is_none() {
                        stack.push((option, false));
                    }
                }
                continue;
            }
            charge(1 + (left.len() + right.len()) as u64)?;
            let (left_len, left_bars) = self.side_len(&left);
            let (right_len, right_bars) = self.side_len(&right);
            let bars = 1 + left_bars.max(right_bars);
            let content = left_len
                .saturating_add(right_len)
                .saturating_add(bars as u64);
            self.nodes[game as usize].printed = Some((content, bars));
        }
        Ok(match self.nodes[id as usize].printed {
            Some((length, 0)) => length,
            Some((content, _)) => content.saturating_add(2),
            None => unreachable!("just measured"),
        })
    }

    /// One side's length, options measured already, joined by commas; and the most bars of a
    /// lone option that sheds its braces.
    fn side_len(&self, options: &[Id]) -> (u64, usize) {
        let mut length = options.len().saturating_sub(1) as u64;
        let mut bars = 0;
        for &option in options {
            let written = match self.nodes[option as usize].printed {
                Some((plain, 0)) => plain,
                Some((content, shed)) if options.len() == 1 && shed < MAX_BARS => {
                    bars = shed;
                    content
                }
                Some((content, _)) => content.saturating_add(2),
                None => unreachable!("options are measured first"),
            };
            length = length.saturating_add(written);
        }
        (length, bars)
    }

    /// The length of a game written without braces: a closed form.
    fn plain_len(&self, id: Id) -> Option<u64> {
        self.nus(id).map(nus_len)
    }
}

/// The length of `x + n·↑ + *m` as CGSuite writes it (`-1/2^^*3`).
fn nus_len(nus: &Nus) -> u64 {
    let digits = |n: u64| n.to_string().len() as u64;
    let number = if nus.is_number() || !nus.number.is_zero() {
        fraction_len(&nus.number)
    } else {
        0
    };
    let ups = match nus.ups.unsigned_abs() {
        0 => 0,
        n @ (1 | 2) => n,
        n => 1 + digits(n),
    };
    let nim = match nus.nim {
        0 => 0,
        1 => 1,
        m => 1 + digits(m),
    };
    number + ups + nim
}

/// The length of a number as CGSuite writes it: `-5/2`, `3`.
fn fraction_len(x: &dyadic::Dyadic) -> u64 {
    let numerator = x.numerator().to_string().len() as u64;
    if x.is_integer() {
        numerator
    } else {
        numerator + 1 + x.denominator().to_string().len() as u64
    }
}
