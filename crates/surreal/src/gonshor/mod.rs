//! Gonshor's theorems: the sign expansion of a normal form, and the normal form of a sign
//! sequence.

mod backward;
mod flatten;
mod forward;
mod real;
mod real_row;
mod segments;

use std::error::Error;
use std::fmt;

use segments::Seg;

use crate::{Row, Signs, Surreal, Term};

/// The most tokens (pebbles and parentheses) [`Row::from_value`] writes: a row is built whole in
/// memory, about 32 bytes a token, so that 10⁷ tokens take some 330 MB
/// ([`Row::from_value_within`] takes another limit).
pub const MAX_ROW_TOKENS: u64 = 10_000_000;

/// A row's exact value when its normal form may be an infinite sum: a finite part, then a
/// periodic tail whose terms are `period`'s with their exponents shifted by `shift` once per
/// period, for ever (an empty `period` for a finite sum).
///
/// ```
/// use surreal::Row;
///
/// let row: Row = "( A ( A B ) )".parse().unwrap();
/// let series = row.series().unwrap();
/// assert_eq!(series.to_string(), "5/3+5/(3ω)+5/(3ω²)+…");
/// assert_eq!(series.ascii().to_string(), "5/3+5/(3w)+5/(3w^2)+...");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Series {
    finite: Surreal,
    period: Vec<Term>,
    shift: Surreal,
}

impl Series {
    /// The finite part (the whole value when the tail is empty).
    pub fn finite(&self) -> &Surreal {
        &self.finite
    }

    /// The terms of the tail's first period (empty for a finite sum).
    pub fn period(&self) -> &[Term] {
        &self.period
    }

    /// What each period adds to the exponents of the one before (negative; 0 when there is no
    /// tail).
    pub fn shift(&self) -> &Surreal {
        &self.shift
    }

    /// Whether the sum is finite.
    pub fn is_finite(&self) -> bool {
        self.period.is_empty()
    }

    /// The first `count` terms of the sum (fewer if it is finite and shorter).
    pub fn terms(&self, count: usize) -> Vec<Term> {
        let mut terms: Vec<Term> = self.finite.terms().iter().take(count).cloned().collect();
        let mut shift = Surreal::zero();
        while terms.len() < count && !self.period.is_empty() {
            for term in &self.period {
                if terms.len() < count {
                    let exponent = term.exponent() + &shift;
                    terms.push(Term::new(exponent, term.coefficient().clone()));
                }
            }
            shift = shift + &self.shift;
        }
        terms
    }
}

impl Series {
    /// The sum in ASCII, as [`Surreal::ascii`] writes numbers, with `...` for `…`:
    /// `5/3+5/(3w)+5/(3w^2)+...`.
    pub fn ascii(&self) -> impl fmt::Display + '_ {
        AsciiSeries(self)
    }

    /// The finite part, then the tail's first terms (at least three); `None` for a finite sum.
    fn start(&self) -> Option<Surreal> {
        if self.is_finite() {
            return None;
        }
        let shown = self.finite.terms().len() + self.period.len().max(3);
        Some(Surreal::from_terms(self.terms(shown)))
    }
}

/// A [`Series`] in ASCII.
struct AsciiSeries<'a>(&'a Series);

impl fmt::Display for AsciiSeries<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.start() {
            None => write!(f, "{}", self.0.finite.ascii()),
            Some(start) => write!(f, "{}+...", start.ascii()),
        }
    }
}

impl fmt::Display for Series {
    /// The finite part, then the tail's first terms (at least three) and `+…`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.start() {
            None => write!(f, "{}", self.finite),
            Some(start) => write!(f, "{start}+…"),
        }
    }
}

/// Why [`Row::value`] gives no finite normal form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueError {
    /// The value is an infinite sum, given exactly.
    InfiniteSum(Series),
    /// The value is an infinite sum of a shape not handled here (the row is named).
    Unsupported(String),
    /// The row's recurring parts (a sum's, all its rows together) hold more than
    /// [`MAX_VALUED_PERIOD`] periods' pebbles: how many. Their values are fractions whose
    /// denominators have as many bits, reduced in time quadratic in them.
    TooLong(usize),
    /// Reading the row as written does not decide its value, and its canonical form has more
    /// than [`MAX_PIECES`](crate::MAX_PIECES) pieces and more than twice its tokens (rows
    /// nested thousands deep): the row is named.
    TooDeep(String),
}

/// The most pebbles the periods of a row's recurring parts may hold in all (a sum's, all its
/// different rows together) for its value to be worked out: a period of `q` pebbles makes a
/// fraction of `q` bits, reduced by a greatest common divisor in time quadratic in `q` (about a
/// second for this many, a sum of rows included, as their values are added pairwise). Only
/// periods of two or more pebbles (or parts of one sign) count: others make no fractions.
pub const MAX_VALUED_PERIOD: usize = 200_000;

impl fmt::Display for ValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ValueError::InfiniteSum(series) => write!(
                f,
                "the value is an infinite sum, {series}, not a finite normal form"
            ),
            ValueError::Unsupported(row) => write!(
                f,
                "the value of {} is an infinite sum of a shape not handled here (nested or followed by more terms)",
                game::text::quoted(row)
            ),
            ValueError::TooLong(periods) => write!(
                f,
                "its recurring parts repeat {periods} pebbles in all, more than the \
                 {MAX_VALUED_PERIOD} whose value is worked out"
            ),
            ValueError::TooDeep(row) => write!(
                f,
                "the value of {} needs more than {} canonical pieces (parts nested deep), \
                 more than are built here",
                game::text::quoted(row),
                crate::MAX_PIECES
            ),
        }
    }
}

impl Error for ValueError {}

/// Why a number has no row: its sign expansion is not a finite nest of recurring parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotARow {
    reason: String,
    too_long: bool,
}

impl NotARow {
    /// A row beyond any limit the reader may raise: its sign expansion has more than
    /// 10⁸ signs in one run or fraction, or more than [`MAX_ROW_TOKENS`] runs of pluses.
    pub(crate) fn too_long() -> NotARow {
        NotARow {
            reason: "its sign expansion is too long to write as a row".to_string(),
            too_long: false,
        }
    }

    fn longer_than(max_tokens: u64) -> NotARow {
        NotARow {
            reason: format!("its row would have more than {max_tokens} pebbles and parentheses"),
            too_long: true,
        }
    }

    /// Whether the number has a row, only one longer than the limit asked for.
    pub fn is_too_long(&self) -> bool {
        self.too_long
    }

    pub(crate) fn infinitely_many_pluses(y: &Surreal) -> NotARow {
        NotARow {
            reason: format!(
                "its sign expansion is at least ω^ω long (the exponent {y} has infinitely many pluses), so no row of nested parentheses spells it"
            ),
            too_long: false,
        }
    }
}

impl fmt::Display for NotARow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}

impl Error for NotARow {}

/// The most segments a row's value is read from (a bound on the unfolding of shared pieces).
const MAX_SEGMENTS: usize = 50_000_000;
/// How many copies of a period are read to find the period of an infinite sum.
const COPIES: usize = 6;

// ANCHOR: row_value
impl Row {
    /// The row's value in Conway normal form: Gonshor's rules read backwards (runs of at
    /// least ω^{p+1} equal signs spell the exponent, blocks of exactly ω^{y⁺} the coefficient).
    ///
    /// ```
    /// use surreal::Row;
    ///
    /// let value = |text: &str| text.parse::<Row>().unwrap().value().unwrap().to_string();
    /// assert_eq!(value("A B ( B A )"), "1/3");
    /// assert_eq!(value("( A ) ( B )"), "ω/2");
    /// assert_eq!(value("A B ( A )"), "1-1/ω");
    /// ```
    ///
    /// # Errors
    /// [`ValueError::InfiniteSum`] when the value is an infinite sum (as for `( A ( A B ) )`),
    /// given exactly; [`ValueError::Unsupported`] for infinite sums of other shapes;
    /// [`ValueError::TooLong`] and [`ValueError::TooDeep`] past the limits of
    /// [`Row::series`].
    pub fn value(&self) -> Result<Surreal, ValueError> {
        let series = self.series()?;
        match series.is_finite() {
            true => Ok(series.finite),
            false => Err(ValueError::InfiniteSum(series)),
        }
    }

    /// The row's exact value, finite or an infinite periodic sum.
    ///
    /// # Errors
    /// [`ValueError::Unsupported`] for infinite sums nested in others, or followed by more.
    ///
    /// [`ValueError::TooLong`] when its recurring parts hold more than [`MAX_VALUED_PERIOD`]
    /// pebbles; [`ValueError::TooDeep`] when reading the row as written does not decide and its
    /// canonical form has more than [`MAX_PIECES`](crate::MAX_PIECES) pieces.
    pub fn series(&self) -> Result<Series, ValueError> {
        self.series_within(MAX_VALUED_PERIOD)
            .map(|(series, _)| series)
    }

    /// [`Row::series`], refused when the periods of the recurring parts hold more than `room`
    /// pebbles in all; with how many they hold.
    pub(crate) fn series_within(&self, room: usize) -> Result<(Series, usize), ValueError> {
        // Rows that spell a real number (the longest ones typed) are read straight off.
        if let Some(real) = real_row::series(self, room) {
            return real;
        }
        // An infinite sum inside another (deep nests among them) is refused from the text.
        if crate::signs::written::nested_infinite_sum(self, room) {
            return Err(ValueError::Unsupported(self.to_string()));
        }
        self.series_by_pieces(room)
    }

    /// [`Row::series_within`] read from the canonical pieces alone (the reference its
    /// shortcuts are tested against).
    pub(crate) fn series_by_pieces(&self, room: usize) -> Result<(Series, usize), ValueError> {
        let signs = (self.signs_within(crate::MAX_PIECES))
            .ok_or_else(|| ValueError::TooDeep(self.to_string()))?;
        // Only cycles (periods of two or more signs, each repeated alike) make fractions.
        let constant = flatten::constants(signs.pieces());
        let periods: usize = (signs.pieces().iter())
            .map(|piece| &piece.period)
            .filter(|period| period.len() > 1)
            .filter(|period| period.iter().all(|&id| constant[id as usize].is_some()))
            .map(Vec::len)
            .sum();
        if periods > room {
            return Err(ValueError::TooLong(periods));
        }
        let series = series_of(&signs).ok_or_else(|| ValueError::Unsupported(self.to_string()))?;
        Ok((series, periods))
    }
}
// ANCHOR_END: row_value

/// The value of a canonical sign sequence, `None` for an unsupported shape.
fn series_of(signs: &Signs) -> Option<Series> {
    let pieces = signs.pieces();
    let constant = flatten::constants(pieces);
    let top = signs.top();
    let mut segs = Vec::new();
    let Some((&last, before)) = top.split_last() else {
        return Some(finite(Surreal::zero()));
    };
    for &id in before {
        flatten::flatten(pieces, &constant, id, &mut segs, MAX_SEGMENTS).ok()?;
    }
    let mut whole = segs.clone();
    match flatten::flatten(pieces, &constant, last, &mut whole, MAX_SEGMENTS) {
        Ok(()) => {
            // Each term takes at least one sign; a cycle is always read whole, so a finite sum
            // has few more terms than segments (the bound only guards against a loop).
            let limit = 4 * whole.len() + 16;
            let terms = backward::read_terms(whole, limit);
            if terms.len() >= limit {
                return None;
            }
            return Some(finite(Surreal::from_terms(terms)));
        }
        Err(flatten::Complex(id)) if id == last => {}
        Err(_) => return None,
    }
    // The last piece is `u v^ω` with `v` not constant: read a few copies of `v`.
    let piece = &pieces[last as usize];
    for &child in &piece.pre {
        flatten::flatten(pieces, &constant, child, &mut segs, MAX_SEGMENTS).ok()?;
    }
    let mut copy = Vec::new();
    for &child in &piece.period {
        flatten::flatten(pieces, &constant, child, &mut copy, MAX_SEGMENTS).ok()?;
    }
    let read = |copies: usize| {
        let mut all = segs.clone();
        for _ in 0..copies {
            segments::extend(&mut all, copy.iter().cloned());
        }
        let limit = 4 * all.len() + 16;
        backward::read_terms(all, limit)
    };
    let (short, long) = (read(COPIES), read(COPIES + 1));
    periodic(&short, long.len().checked_sub(short.len())?)
}

fn finite(x: Surreal) -> Series {
    Series {
        finite: x,
        period: Vec::new(),
        shift: Surreal::zero(),
    }
}

/// The series whose terms begin `terms` (the last of which may be cut short), if from some
/// term on each is the one `period` before with its exponent shifted by one fixed amount.
fn periodic(terms: &[Term], period: usize) -> Option<Series> {
    if period == 0 || terms.len() < 3 * period + 2 {
        return None;
    }
    // Trust all but the last period and a term: the end of the copies may cut them short.
    let trusted = terms.len() - period - 1;
    let shift = terms[trusted - 1].exponent() - terms[trusted - 1 - period].exponent();
    if !shift.is_negative() {
        return None;
    }
    let follows = |j: usize| {
        let (a, b) = (&terms[j], &terms[j + period]);
        a.coefficient() == b.coefficient() && &(a.exponent() + &shift) == b.exponent()
    };
    let mut start = trusted - period;
    while start > 0 && follows(start - 1) {
        start -= 1;
    }
    if trusted - start < 2 * period || !(start..trusted - period).all(follows) {
        return None;
    }
    Some(Series {
        finite: Surreal::from_terms(terms[..start].iter().cloned()),
        period: terms[start..start + period].to_vec(),
        shift,
    })
}

// ANCHOR: row_of_value
impl Row {
    /// The row of `x`: Gonshor's sign expansion of its normal form, written with parentheses
    /// (`s` repeated ω^k times is `s` in `k` parentheses; a recurring binary fraction is its
    /// period in parentheses).
    ///
    /// ```
    /// use surreal::{Row, Surreal};
    ///
    /// let row = |text: &str| Row::from_value(&text.parse::<Surreal>().unwrap()).unwrap().to_string();
    /// assert_eq!(row("1/3"), "A B ( B A )");
    /// assert_eq!(row("w/2"), "( A ) ( B )");
    /// assert_eq!(row("w^2"), "( ( A ) )");
    /// assert!(Row::from_value(&"w^w".parse().unwrap()).is_err());
    /// ```
    ///
    /// # Errors
    /// [`NotARow`] when the sign expansion is ω^ω long or longer (as for `ω^ω` or `ω^(1/3)`), or
    /// the row would have more than [`MAX_ROW_TOKENS`] pebbles and parentheses.
    pub fn from_value(x: &Surreal) -> Result<Row, NotARow> {
        Row::from_value_within(x, MAX_ROW_TOKENS)
    }

    /// The row of `x`, as [`Row::from_value`] writes it, if it has at most `max_tokens` pebbles
    /// and parentheses: they are counted before the row is built.
    ///
    /// # Errors
    /// As [`Row::from_value`], with `max_tokens` for [`MAX_ROW_TOKENS`]
    /// ([`NotARow::is_too_long`]).
    pub fn from_value_within(x: &Surreal, max_tokens: u64) -> Result<Row, NotARow> {
        let segs: Vec<Seg> = forward::expansion(x)?;
        let count = segments::token_count(&segs);
        if count > max_tokens {
            return Err(NotARow::longer_than(max_tokens));
        }
        let row = Row::from_tokens(segments::tokens(&segs));
        // The canonical spelling is often shorter (`A ( A B )` for `A A B ( A B )`).
        let signs = row.signs();
        if signs.token_count() < count {
            return Ok(signs.to_row());
        }
        Ok(row)
    }
}
// ANCHOR_END: row_of_value
