//! Reading canonical forms in CGSuite's notation, with errors that name the column.
//!
//! Braces nest to any depth without recursion: the parser keeps a stack of the braces still
//! open, each with the options and bars read so far and the sum being read.

use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

use dyadic::Dyadic;

use super::CanonicalForm;
use game::text::{ParseError, quoted};

/// The error for text that is not a game in CGSuite's notation: [`ParseGameErrorKind`] at a
/// [`Place`](game::text::Place).
///
/// ```
/// use canonical::{CanonicalForm, ParseGameErrorKind};
///
/// let error = "{0|*} + {1|".parse::<CanonicalForm>().unwrap_err();
/// assert_eq!(error.column(), 9);
/// assert_eq!(error.kind(), &ParseGameErrorKind::UnclosedBrace);
/// assert_eq!(error.to_string(), "column 9: this '{' is never closed");
///
/// let error = "{0|\n*}\n + 1/3".parse::<CanonicalForm>().unwrap_err();
/// assert_eq!((error.line(), error.column()), (3, 4));
/// assert_eq!(
///     error.to_string(),
///     "line 3, column 4: '1/3' is not a number with a power of two below the line"
/// );
/// ```
pub type ParseGameError = ParseError<ParseGameErrorKind>;

/// The most decimal digits a number may have (its numerator and denominator together): reading
/// decimal digits into a big integer takes time quadratic in their count, about half a second
/// for this many, and a number this long is far beyond any game's need.
pub const MAX_DIGITS: usize = 100_000;

/// What is wrong with a game's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseGameErrorKind {
    /// There is no game at all, only white space.
    Empty,
    /// A character that is not part of the notation.
    UnexpectedCharacter(char),
    /// A game should come here; `found` quotes what came instead (empty at the end of the text).
    ExpectedGame {
        /// What came instead, as the reader typed it.
        found: String,
    },
    /// Two games side by side with no `+` or `-` between them.
    ExpectedOperator,
    /// A `{` that is never closed.
    UnclosedBrace,
    /// A `}` with no `{` to close.
    UnmatchedBrace,
    /// A `,` or `|` outside braces.
    OutsideBraces(char),
    /// Braces with no `|` between Left's options and Right's.
    MissingBar,
    /// Two runs of the same, largest number of bars in one pair of braces: which one splits
    /// Left's options from Right's is unclear.
    AmbiguousBars(usize),
    /// A number that is not a dyadic fraction (like `1/3`), quoted.
    InvalidNumber(String),
    /// A nimber or a multiple of up too large for 64 bits, quoted.
    TooLarge(String),
    /// A number of more than [`MAX_DIGITS`] digits: how many it has.
    TooManyDigits(usize),
}

impl fmt::Display for ParseGameErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseGameErrorKind::Empty => f.write_str("expected a game, found nothing"),
            ParseGameErrorKind::UnexpectedCharacter(c) => {
                write!(f, "unexpected character {}", quoted(&c.to_string()))
            }
            ParseGameErrorKind::ExpectedGame { found } if found.is_empty() => {
                f.write_str("expected a game, found the end")
            }
            ParseGameErrorKind::ExpectedGame { found } => {
                write!(f, "expected a game, found {}", quoted(found))
            }
            ParseGameErrorKind::ExpectedOperator => {
                f.write_str("two games side by side: put '+' or '-' between them")
            }
            ParseGameErrorKind::UnclosedBrace => f.write_str("this '{' is never closed"),
            ParseGameErrorKind::UnmatchedBrace => f.write_str("this '}' closes no '{'"),
            ParseGameErrorKind::OutsideBraces(c) => write!(f, "'{c}' outside braces"),
            ParseGameErrorKind::MissingBar => {
                f.write_str("braces need a '|' between Left's options and Right's")
            }
            ParseGameErrorKind::AmbiguousBars(bars) => write!(
                f,
                "a second run of {bars} bars: only one may split Left's options from Right's"
            ),
            ParseGameErrorKind::InvalidNumber(text) => write!(
                f,
                "{} is not a number with a power of two below the line",
                quoted(text)
            ),
            ParseGameErrorKind::TooLarge(text) => {
                write!(f, "{} is too large (at most 64 bits)", quoted(text))
            }
            ParseGameErrorKind::TooManyDigits(digits) => write!(
                f,
                "a number of {digits} digits is more than the {MAX_DIGITS} allowed"
            ),
        }
    }
}

impl FromStr for CanonicalForm {
    type Err = ParseGameError;

    /// Reads a game in CGSuite's notation: numbers (`3/8`, `-5/2`), nimbers (`*`, `*2`), ups and
    /// downs (`^`, `^^`, `^3`, `v`, `vv`, `v3`) and their sums written together (`1/2*`, `^*`,
    /// `-1v`), switches (`±1`, also typed `+-1`), braces `{0,*|0}` nested to any depth (with
    /// `{2||1|0}` for `{2|{1|0}}`), and `+` and `-` between terms.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let g: CanonicalForm = "{0,*|0} + ^".parse().unwrap();
    /// assert_eq!(g, "^^*".parse().unwrap());
    /// assert_eq!("+-1 - ±1".parse::<CanonicalForm>().unwrap(), CanonicalForm::zero());
    /// let error = "{0|1/3}".parse::<CanonicalForm>().unwrap_err();
    /// assert_eq!(error.to_string(), "column 4: '1/3' is not a number with a power of two below the line");
    /// ```
    fn from_str(text: &str) -> std::result::Result<CanonicalForm, ParseGameError> {
        Parser::new(text).run()
    }
}

/// The tokens of the notation. Positions count characters from 1.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    Open,
    Close,
    Comma,
    Bars(usize),
    Plus,
    Minus,
    Switch,
    Game(CanonicalForm),
}

#[derive(Clone, Copy, PartialEq)]
enum Op {
    Plus,
    Minus,
    Switch,
}

enum Part {
    Game(CanonicalForm),
    Comma,
    Bars(usize, usize),
}

/// A pair of braces being read (or the whole text, at the bottom of the stack).
struct Frame {
    /// Where its `{` is (0 for the whole text).
    open: usize,
    parts: Vec<Part>,
    /// The sum read so far in the current option.
    sum: Option<CanonicalForm>,
    /// Operators waiting for the term after them (`- ±1` has two).
    pending: Vec<Op>,
}

impl Frame {
    fn new(open: usize) -> Frame {
        Frame {
            open,
            parts: Vec::new(),
            sum: None,
            pending: Vec::new(),
        }
    }
}

struct Parser<'a> {
    text: &'a str,
    chars: Vec<char>,
    /// The index of the next character in `chars`.
    next: usize,
}

type Result<T> = std::result::Result<T, ParseGameError>;

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Parser<'a> {
        Parser {
            text,
            chars: text.chars().collect(),
            next: 0,
        }
    }

    fn error(&self, at: usize, kind: ParseGameErrorKind) -> ParseGameError {
        ParseGameError::in_text(self.text, at, kind)
    }

    /// What the reader typed from character `at` (from 1) to the next white space, for a message.
    fn word_at(&self, at: usize) -> String {
        self.chars[at - 1..]
            .iter()
            .take_while(|c| !c.is_whitespace())
            .collect()
    }

    fn run(mut self) -> Result<CanonicalForm> {
        let mut stack = vec![Frame::new(0)];
        // Whether the last token ended a term, so that a `-` before a digit is an operator.
        let mut after_term = false;
        while let Some((at, token)) = self.token(after_term)? {
            after_term = matches!(token, Token::Game(_) | Token::Close);
            let depth = stack.len();
            let frame = stack.last_mut().expect("the bottom frame is never popped");
            match token {
                Token::Game(game) => self.term(frame, game, at)?,
                Token::Plus | Token::Minus | Token::Switch => {
                    frame.pending.push(match token {
                        Token::Plus => Op::Plus,
                        Token::Minus => Op::Minus,
                        _ => Op::Switch,
                    });
                }
                Token::Open => {
                    if frame.sum.is_some() && frame.pending.is_empty() {
                        return Err(self.error(at, ParseGameErrorKind::ExpectedOperator));
                    }
                    stack.push(Frame::new(at));
                }
                Token::Comma | Token::Bars(_) if depth == 1 => {
                    let c = if token == Token::Comma { ',' } else { '|' };
                    return Err(self.error(at, ParseGameErrorKind::OutsideBraces(c)));
                }
                Token::Comma => {
                    self.finish_option(frame, at)?;
                    if !matches!(frame.parts.last(), Some(Part::Game(_))) {
                        return Err(self.expected_game(at));
                    }
                    frame.parts.push(Part::Comma);
                }
                Token::Bars(bars) => {
                    self.finish_option(frame, at)?;
                    if matches!(frame.parts.last(), Some(Part::Comma)) {
                        return Err(self.expected_game(at));
                    }
                    frame.parts.push(Part::Bars(bars, at));
                }
                Token::Close => {
                    if depth == 1 {
                        return Err(self.error(at, ParseGameErrorKind::UnmatchedBrace));
                    }
                    let mut frame = stack.pop().expect("more than one frame");
                    self.finish_option(&mut frame, at)?;
                    if matches!(frame.parts.last(), Some(Part::Comma)) {
                        return Err(self.expected_game(at));
                    }
                    let game = match self.build(&frame.parts)? {
                        Some(game) => game,
                        None => {
                            return Err(self.error(frame.open, ParseGameErrorKind::MissingBar));
                        }
                    };
                    let parent = stack.last_mut().expect("the bottom frame");
                    self.term(parent, game, frame.open)?;
                }
            }
        }
        let end = self.chars.len() + 1;
        if let Some(open) = stack.get(1) {
            return Err(self.error(open.open, ParseGameErrorKind::UnclosedBrace));
        }
        let mut frame = stack.pop().expect("the bottom frame");
        if !frame.pending.is_empty() {
            return Err(self.expected_game(end));
        }
        match frame.sum.take() {
            Some(game) => Ok(game),
            None => Err(self.error(end, ParseGameErrorKind::Empty)),
        }
    }

    fn expected_game(&self, at: usize) -> ParseGameError {
        let found = if at > self.chars.len() {
            String::new()
        } else {
            self.word_at(at)
        };
        self.error(at, ParseGameErrorKind::ExpectedGame { found })
    }

    /// Adds a term to the sum being read, after the operator waiting for it.
    fn term(&self, frame: &mut Frame, game: CanonicalForm, at: usize) -> Result<()> {
        if frame.sum.is_some() && frame.pending.is_empty() {
            return Err(self.error(at, ParseGameErrorKind::ExpectedOperator));
        }
        let mut term = game;
        while let Some(op) = frame.pending.pop() {
            term = match op {
                Op::Minus => -term,
                Op::Switch => CanonicalForm::new(&[term], &[-term]),
                Op::Plus => term,
            };
        }
        frame.sum = Some(match frame.sum {
            Some(sum) => sum + term,
            None => term,
        });
        Ok(())
    }

    /// Ends the option being read, at a `,`, bars or `}` at `at`.
    fn finish_option(&self, frame: &mut Frame, at: usize) -> Result<()> {
        if !frame.pending.is_empty() {
            return Err(self.expected_game(at));
        }
        if let Some(game) = frame.sum.take() {
            frame.parts.push(Part::Game(game));
        }
        Ok(())
    }

    /// The game in a pair of braces from its options, commas and bars; `None` if there are no
    /// bars. A side holding bars of its own is one option whose braces were left out
    /// (`{2||1|0}`); such sides are built first, from a stack, so that many runs of bars need
    /// no deep recursion.
    fn build(&self, parts: &[Part]) -> Result<Option<CanonicalForm>> {
        if self.split(parts, 0, parts.len())?.is_none() {
            return Ok(None);
        }
        let mut built: HashMap<(usize, usize), CanonicalForm> = HashMap::new();
        let mut stack = vec![(0, parts.len(), false)];
        while let Some((start, end, ready)) = stack.pop() {
            let split = self.split(parts, start, end)?.expect("a segment with bars");
            let sides = [(start, split), (split + 1, end)];
            if !ready {
                stack.push((start, end, true));
                for (from, to) in sides {
                    if self.split(parts, from, to)?.is_some() {
                        stack.push((from, to, false));
                    }
                }
                continue;
            }
            let [left, right] = sides.map(|(from, to)| match built.get(&(from, to)) {
                Some(&game) => vec![game],
                None => parts[from..to]
                    .iter()
                    .filter_map(|part| match part {
                        Part::Game(game) => Some(*game),
                        _ => None,
                    })
                    .collect(),
            });
            built.insert((start, end), CanonicalForm::new(&left, &right));
        }
        Ok(Some(built[&(0, parts.len())]))
    }

    /// Where the longest run of bars in `parts[start..end]` is, if there are bars.
    fn split(&self, parts: &[Part], start: usize, end: usize) -> Result<Option<usize>> {
        let mut longest: Option<(usize, usize)> = None;
        let mut tie: Option<usize> = None;
        for (index, part) in parts.iter().enumerate().take(end).skip(start) {
            if let Part::Bars(bars, at) = part {
                match longest {
                    Some((most, _)) if *bars < most => {}
                    Some((most, _)) if *bars == most => tie = tie.or(Some(*at)),
                    _ => {
                        longest = Some((*bars, index));
                        tie = None;
                    }
                }
            }
        }
        if let (Some((most, _)), Some(at)) = (longest, tie) {
            return Err(self.error(at, ParseGameErrorKind::AmbiguousBars(most)));
        }
        Ok(longest.map(|(_, index)| index))
    }

    /// The next token and where it starts, skipping white space.
    fn token(&mut self, after_term: bool) -> Result<Option<(usize, Token)>> {
        while self.chars.get(self.next).is_some_and(|c| c.is_whitespace()) {
            self.next += 1;
        }
        let Some(&c) = self.chars.get(self.next) else {
            return Ok(None);
        };
        let at = self.next + 1;
        let peek = self.chars.get(self.next + 1).copied();
        let token = match c {
            '{' => Token::Open,
            '}' => Token::Close,
            ',' => Token::Comma,
            '|' => {
                let bars = self.chars[self.next..]
                    .iter()
                    .take_while(|&&c| c == '|')
                    .count();
                self.next += bars;
                return Ok(Some((at, Token::Bars(bars))));
            }
            '+' if peek == Some('-') => {
                self.next += 2;
                return Ok(Some((at, Token::Switch)));
            }
            '+' => Token::Plus,
            '±' => Token::Switch,
            '-' if !after_term && peek.is_some_and(|c| c.is_ascii_digit()) => {
                return self.literal().map(|game| Some((at, Token::Game(game))));
            }
            '-' => Token::Minus,
            '0'..='9' | '^' | 'v' | '*' | '↑' | '↓' => {
                return self.literal().map(|game| Some((at, Token::Game(game))));
            }
            c => return Err(self.error(at, ParseGameErrorKind::UnexpectedCharacter(c))),
        };
        self.next += 1;
        Ok(Some((at, token)))
    }

    /// A number, ups and a nimber written together: `-1/2`, `^^*3`, `1v`, `*`.
    fn literal(&mut self) -> Result<CanonicalForm> {
        let start = self.next;
        let mut number = Dyadic::zero();
        let digits_from = |parser: &Parser, from: usize| {
            parser.chars[from..]
                .iter()
                .take_while(|c| c.is_ascii_digit())
                .count()
        };
        if self.chars[self.next] == '-' || self.chars[self.next].is_ascii_digit() {
            let mut end = self.next + usize::from(self.chars[self.next] == '-');
            end += digits_from(self, end);
            if self.chars.get(end) == Some(&'/') && digits_from(self, end + 1) > 0 {
                end += 1 + digits_from(self, end + 1);
            }
            let digits = self.chars[start..end]
                .iter()
                .filter(|c| c.is_ascii_digit())
                .count();
            if digits > MAX_DIGITS {
                return Err(self.error(start + 1, ParseGameErrorKind::TooManyDigits(digits)));
            }
            let text: String = self.chars[start..end].iter().collect();
            number = text
                .parse()
                .map_err(|_| self.error(start + 1, ParseGameErrorKind::InvalidNumber(text)))?;
            self.next = end;
        }
        let mut ups: i64 = 0;
        if let Some(&arrow) = self.chars.get(self.next)
            && matches!(arrow, '^' | 'v' | '↑' | '↓')
        {
            let from = self.next;
            let run = self.chars[from..]
                .iter()
                .take_while(|&&c| c == arrow)
                .count();
            self.next += run;
            let digits = digits_from(self, self.next);
            let count = if digits > 0 && run == 1 {
                let text: String = self.chars[self.next..self.next + digits].iter().collect();
                self.next += digits;
                text.parse::<i64>().map_err(|_| {
                    let written: String = self.chars[from..self.next].iter().collect();
                    self.error(from + 1, ParseGameErrorKind::TooLarge(written))
                })?
            } else {
                run as i64
            };
            ups = if matches!(arrow, '^' | '↑') {
                count
            } else {
                -count
            };
        }
        let mut nim = 0;
        if self.chars.get(self.next) == Some(&'*') {
            let from = self.next;
            self.next += 1;
            let digits = digits_from(self, self.next);
            nim = if digits == 0 {
                1
            } else {
                let text: String = self.chars[self.next..self.next + digits].iter().collect();
                self.next += digits;
                text.parse::<u64>().map_err(|_| {
                    let written: String = self.chars[from..self.next].iter().collect();
                    self.error(from + 1, ParseGameErrorKind::TooLarge(written))
                })?
            };
        }
        let game =
            CanonicalForm::number(number) + CanonicalForm::ups(ups) + CanonicalForm::nimber(nim);
        Ok(game)
    }
}
