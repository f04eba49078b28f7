//! Reading canonical forms in CGSuite's notation, with errors that name the column.
//!
//! Braces and parentheses nest to any depth without recursion: the parser keeps a stack of the
//! ones still open, each with the options and bars read so far and the sum being read.

use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

use dyadic::Dyadic;
use num_bigint::{BigInt, BigUint, Sign};

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

/// The most decimal digits a number may have (its numerator and denominator together): a number
/// this long is far beyond any game's need. (Digits are read by halves, each half's value
/// multiplied by a power of ten, so reading takes little more than the time of a few products.)
pub const MAX_DIGITS: usize = 100_000;

/// The largest `n` read in `^<n>`, `^[n]`, `v<n>` and `v[n]` (and the longest uptimal written in
/// that form): `↑ⁿ` and `↑^[n]` are born on day `n + 1`, and each takes `n` games to make.
pub const MAX_UPTIMAL: u64 = 1024;

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
    /// A `(` (or the one of `Tiny(`) that is never closed.
    UnclosedParenthesis,
    /// A `)` with no `(` to close.
    UnmatchedParenthesis,
    /// A `,` or `|` outside braces.
    OutsideBraces(char),
    /// `Tiny` or `Miny` without the `(` that must follow.
    ExpectedParenthesis(String),
    /// An uptimal `^<n>`, `^[n]`, `v<n>` or `v[n]` whose `n` is missing, unclosed, zero or
    /// above [`MAX_UPTIMAL`], quoted.
    InvalidUptimal(String),
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
            ParseGameErrorKind::UnclosedParenthesis => f.write_str("this '(' is never closed"),
            ParseGameErrorKind::UnmatchedParenthesis => f.write_str("this ')' closes no '('"),
            ParseGameErrorKind::OutsideBraces(c) => write!(f, "'{c}' outside braces"),
            ParseGameErrorKind::ExpectedParenthesis(name) => {
                write!(
                    f,
                    "{} needs its game in parentheses: {name}(2)",
                    quoted(name)
                )
            }
            ParseGameErrorKind::InvalidUptimal(text) => write!(
                f,
                "{} is not ^<n>, ^[n], v<n> or v[n] with n from 1 to {MAX_UPTIMAL}",
                quoted(text)
            ),
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
    /// downs (`^`, `^^`, `^3`, `v`, `vv`, `v3`), up-nth and its sums (`^<2>`, `v[3]`, see
    /// [`CanonicalForm::up_nth`] and [`CanonicalForm::up_sum`]) and their sums written together
    /// (`1/2*`, `^*`, `-1v`, `3/4v[3]*`), switches (`±1`, also typed `+-1`, `±(1*)`, and of
    /// several options `±{1,*}`), tinies and minies (`Tiny(2)`, `1Miny(1/2)`), braces
    /// `{0,*|0}` nested to any depth (with `{2||1|0}` for `{2|{1|0}}`), parentheses, and `+` and
    /// `-` between terms.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let g: CanonicalForm = "{0,*|0} + ^".parse().unwrap();
    /// assert_eq!(g, "^^*".parse().unwrap());
    /// assert_eq!("+-1 - ±1".parse::<CanonicalForm>().unwrap(), CanonicalForm::zero());
    /// assert_eq!("2 + (1+*)".parse::<CanonicalForm>().unwrap().to_string(), "3*");
    /// assert_eq!("Tiny(2)".parse::<CanonicalForm>().unwrap(), "{0||0|-2}".parse().unwrap());
    /// let error = "{0|1/3}".parse::<CanonicalForm>().unwrap_err();
    /// assert_eq!(error.to_string(), "column 4: '1/3' is not a number with a power of two below the line");
    /// ```
    fn from_str(text: &str) -> std::result::Result<CanonicalForm, ParseGameError> {
        Parser::new(text).run()
    }
}

/// `Tiny(G) = {0 || 0 | -G}` or `Miny(G) = {G | 0 || 0}`.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Small {
    Tiny,
    Miny,
}

impl Small {
    fn of(self, g: CanonicalForm) -> CanonicalForm {
        let zero = CanonicalForm::zero();
        match self {
            Small::Tiny => CanonicalForm::new(&[zero], &[CanonicalForm::new(&[zero], &[-g])]),
            Small::Miny => CanonicalForm::new(&[CanonicalForm::new(&[g], &[zero])], &[zero]),
        }
    }
}

/// The tokens of the notation. Positions count characters from 1.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    Open,
    Close,
    OpenParenthesis,
    CloseParenthesis,
    /// `Tiny(` or `Miny(`, with the number written before it (`3Tiny(`).
    Small(Small, Dyadic),
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

/// What a frame of the stack reads.
#[derive(Clone, PartialEq)]
enum Kind {
    /// The whole text.
    Text,
    Braces,
    Parentheses,
    /// The game in `xTiny(…)` or `xMiny(…)`.
    Small(Small, Dyadic),
}

/// A pair of braces or parentheses being read (or the whole text, at the bottom of the stack).
struct Frame {
    kind: Kind,
    /// Where its `{` or `(` is (0 for the whole text).
    open: usize,
    parts: Vec<Part>,
    /// The sum read so far in the current option.
    sum: Option<CanonicalForm>,
    /// Operators waiting for the term after them (`- ±1` has two).
    pending: Vec<Op>,
}

impl Frame {
    fn new(kind: Kind, open: usize) -> Frame {
        Frame {
            kind,
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
        let mut stack = vec![Frame::new(Kind::Text, 0)];
        // Whether the last token ended a term, so that a `-` before a digit is an operator.
        let mut after_term = false;
        while let Some((at, token)) = self.token(after_term)? {
            after_term = matches!(
                token,
                Token::Game(_) | Token::Close | Token::CloseParenthesis
            );
            let frame = stack.last_mut().expect("the bottom frame is never popped");
            match token {
                Token::Game(game) => self.term(frame, game, at)?,
                Token::Plus => frame.pending.push(Op::Plus),
                Token::Minus => frame.pending.push(Op::Minus),
                Token::Switch => frame.pending.push(Op::Switch),
                Token::Open | Token::OpenParenthesis | Token::Small(..) => {
                    if frame.sum.is_some() && frame.pending.is_empty() {
                        return Err(self.error(at, ParseGameErrorKind::ExpectedOperator));
                    }
                    let kind = match token {
                        Token::Open => Kind::Braces,
                        Token::OpenParenthesis => Kind::Parentheses,
                        Token::Small(small, translate) => Kind::Small(small, translate),
                        _ => unreachable!("an opening token"),
                    };
                    stack.push(Frame::new(kind, at));
                }
                Token::Comma | Token::Bars(_) if frame.kind != Kind::Braces => {
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
                    if frame.kind != Kind::Braces {
                        return Err(self.error(at, ParseGameErrorKind::UnmatchedBrace));
                    }
                    let mut frame = stack.pop().expect("more than one frame");
                    self.finish_option(&mut frame, at)?;
                    if matches!(frame.parts.last(), Some(Part::Comma)) {
                        return Err(self.expected_game(at));
                    }
                    let parent = stack.last_mut().expect("the bottom frame");
                    let game = match self.build(&frame.parts)? {
                        Some(game) => game,
                        // `±{a,b}`: a switch of several options.
                        None if parent.pending.last() == Some(&Op::Switch) => {
                            if frame.parts.is_empty() {
                                return Err(self.expected_game(at));
                            }
                            parent.pending.pop();
                            let left: Vec<CanonicalForm> = frame
                                .parts
                                .iter()
                                .filter_map(|part| match part {
                                    Part::Game(game) => Some(*game),
                                    _ => None,
                                })
                                .collect();
                            let right: Vec<CanonicalForm> = left.iter().map(|g| -g).collect();
                            CanonicalForm::new(&left, &right)
                        }
                        None => {
                            return Err(self.error(frame.open, ParseGameErrorKind::MissingBar));
                        }
                    };
                    self.term(parent, game, frame.open)?;
                }
                Token::CloseParenthesis => {
                    if !matches!(frame.kind, Kind::Parentheses | Kind::Small(..)) {
                        return Err(self.error(at, ParseGameErrorKind::UnmatchedParenthesis));
                    }
                    let mut frame = stack.pop().expect("more than one frame");
                    if !frame.pending.is_empty() {
                        return Err(self.expected_game(at));
                    }
                    let Some(inside) = frame.sum.take() else {
                        return Err(self.expected_game(at));
                    };
                    let game = match frame.kind {
                        Kind::Small(small, translate) => {
                            CanonicalForm::number(translate) + small.of(inside)
                        }
                        _ => inside,
                    };
                    let parent = stack.last_mut().expect("the bottom frame");
                    self.term(parent, game, frame.open)?;
                }
            }
        }
        let end = self.chars.len() + 1;
        if let Some(open) = stack.get(1) {
            let kind = match open.kind {
                Kind::Braces => ParseGameErrorKind::UnclosedBrace,
                _ => ParseGameErrorKind::UnclosedParenthesis,
            };
            return Err(self.error(open.open, kind));
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
            '(' => Token::OpenParenthesis,
            ')' => Token::CloseParenthesis,
            ',' => Token::Comma,
            '|' => {
                let bars = self.run_of(self.next, |c| c == '|');
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
                return self.literal().map(|token| Some((at, token)));
            }
            '-' => Token::Minus,
            '0'..='9' | '^' | 'v' | '*' | '↑' | '↓' | 'T' | 'M' => {
                return self.literal().map(|token| Some((at, token)));
            }
            c => return Err(self.error(at, ParseGameErrorKind::UnexpectedCharacter(c))),
        };
        self.next += 1;
        Ok(Some((at, token)))
    }

    /// How many characters from index `from` satisfy `test`.
    fn run_of(&self, from: usize, test: impl Fn(char) -> bool) -> usize {
        self.chars[from.min(self.chars.len())..]
            .iter()
            .take_while(|&&c| test(c))
            .count()
    }

    /// The text from index `from` to the next character.
    fn written_from(&self, from: usize) -> String {
        self.chars[from..self.next].iter().collect()
    }

    /// A number, ups and a nimber written together (`-1/2`, `^^*3`, `1v`, `*`, `3/4v[3]*`), or
    /// `Tiny(` or `Miny(` with the number before it (`3Tiny(`).
    fn literal(&mut self) -> Result<Token> {
        let start = self.next;
        let number = if self.chars[start] == '-' || self.chars[start].is_ascii_digit() {
            self.number()?
        } else {
            Dyadic::zero()
        };
        for (name, small) in [("Tiny", Small::Tiny), ("Miny", Small::Miny)] {
            let word: Vec<char> = name.chars().collect();
            if self.chars[self.next..].starts_with(&word) {
                let at = self.next + 1;
                self.next += word.len();
                if self.chars.get(self.next) != Some(&'(') {
                    return Err(
                        self.error(at, ParseGameErrorKind::ExpectedParenthesis(name.into()))
                    );
                }
                self.next += 1;
                return Ok(Token::Small(small, number));
            }
        }
        if self.next == start && !matches!(self.chars[start], '^' | 'v' | '↑' | '↓' | '*') {
            let c = self.chars[start];
            return Err(self.error(start + 1, ParseGameErrorKind::UnexpectedCharacter(c)));
        }
        let mut game = CanonicalForm::number(number);
        if let Some(&arrow) = self.chars.get(self.next)
            && matches!(arrow, '^' | 'v' | '↑' | '↓')
        {
            let up = matches!(arrow, '^' | '↑');
            let from = self.next;
            let run = self.run_of(from, |c| c == arrow);
            self.next += run;
            let digits = self.run_of(self.next, |c| c.is_ascii_digit());
            let bracket = self.chars.get(self.next).copied();
            let ups = if run == 1 && matches!(bracket, Some('<' | '[')) {
                let close = if bracket == Some('<') { '>' } else { ']' };
                self.next += 1;
                let digits = self.run_of(self.next, |c| c.is_ascii_digit());
                self.next += digits;
                let order = if self.chars.get(self.next) == Some(&close) {
                    self.next += 1;
                    self.chars[from + 2..self.next - 1]
                        .iter()
                        .collect::<String>()
                        .parse::<u64>()
                        .ok()
                        .filter(|n| (1..=MAX_UPTIMAL).contains(n))
                } else {
                    None
                };
                let Some(order) = order else {
                    let written = self.written_from(from);
                    return Err(self.error(from + 1, ParseGameErrorKind::InvalidUptimal(written)));
                };
                let unit = if close == '>' {
                    CanonicalForm::up_nth(order)
                } else {
                    CanonicalForm::up_sum(order)
                };
                if up { unit } else { -unit }
            } else {
                let count = if digits > 0 && run == 1 {
                    self.next += digits;
                    self.chars[self.next - digits..self.next]
                        .iter()
                        .collect::<String>()
                        .parse::<i64>()
                        .map_err(|_| {
                            let written = self.written_from(from);
                            self.error(from + 1, ParseGameErrorKind::TooLarge(written))
                        })?
                } else {
                    run as i64
                };
                CanonicalForm::ups(if up { count } else { -count })
            };
            game = game + ups;
        }
        if self.chars.get(self.next) == Some(&'*') {
            let from = self.next;
            self.next += 1;
            let digits = self.run_of(self.next, |c| c.is_ascii_digit());
            self.next += digits;
            let nim = if digits == 0 {
                1
            } else {
                self.chars[self.next - digits..self.next]
                    .iter()
                    .collect::<String>()
                    .parse::<u64>()
                    .map_err(|_| {
                        let written = self.written_from(from);
                        self.error(from + 1, ParseGameErrorKind::TooLarge(written))
                    })?
            };
            game = game + CanonicalForm::nimber(nim);
        }
        Ok(Token::Game(game))
    }

    /// A number: an optional `-`, digits, and optionally `/` and digits, the denominator a power
    /// of two.
    fn number(&mut self) -> Result<Dyadic> {
        let start = self.next;
        let negative = self.chars[start] == '-';
        let numerator_from = start + usize::from(negative);
        let numerator_digits = self.run_of(numerator_from, |c| c.is_ascii_digit());
        let mut end = numerator_from + numerator_digits;
        let mut denominator_digits = 0;
        if self.chars.get(end) == Some(&'/') {
            denominator_digits = self.run_of(end + 1, |c| c.is_ascii_digit());
            if denominator_digits > 0 {
                end += 1 + denominator_digits;
            }
        }
        let digits = numerator_digits + denominator_digits;
        if digits > MAX_DIGITS {
            return Err(self.error(start + 1, ParseGameErrorKind::TooManyDigits(digits)));
        }
        let text: String = self.chars[start..end].iter().collect();
        let bytes = |from: usize, count: usize| -> Vec<u8> {
            self.chars[from..from + count]
                .iter()
                .map(|&c| c as u8)
                .collect()
        };
        let numerator = decimal(&bytes(numerator_from, numerator_digits));
        let exponent = if denominator_digits == 0 {
            Some(0)
        } else {
            power_of_two(&decimal(&bytes(
                end - denominator_digits,
                denominator_digits,
            )))
        };
        let Some(exponent) = exponent else {
            return Err(self.error(start + 1, ParseGameErrorKind::InvalidNumber(text)));
        };
        self.next = end;
        let sign = if negative { Sign::Minus } else { Sign::Plus };
        Ok(Dyadic::new(BigInt::from_biguint(sign, numerator), exponent))
    }
}

/// `k` if `n` is `2^k`.
fn power_of_two(n: &BigUint) -> Option<u64> {
    let zeros = n.trailing_zeros()?;
    (n.bits() == zeros + 1).then_some(zeros)
}

/// Runs of at most this many digits are read directly.
const DIRECT_DIGITS: usize = 1_000;

/// The value of a run of ASCII decimal digits.
///
/// Read directly (in time quadratic in the digits) only in short runs: a long run is split in
/// halves, bottom-up from a stack, each half's value found and the upper multiplied by the power
/// of ten the lower spans, the powers made once per length. The time is that of the products,
/// subquadratic, a few milliseconds for [`MAX_DIGITS`] digits.
fn decimal(digits: &[u8]) -> BigUint {
    if digits.is_empty() {
        return BigUint::default();
    }
    if digits.len() <= DIRECT_DIGITS {
        return BigUint::parse_bytes(digits, 10).expect("a run of ASCII digits");
    }
    let mut powers: HashMap<usize, BigUint> = HashMap::new();
    let mut values: HashMap<(usize, usize), BigUint> = HashMap::new();
    let mut stack = vec![(0, digits.len(), false)];
    while let Some((from, to, ready)) = stack.pop() {
        let middle = from + (to - from) / 2;
        if to - from <= DIRECT_DIGITS {
            let value = BigUint::parse_bytes(&digits[from..to], 10).expect("a run of ASCII digits");
            values.insert((from, to), value);
        } else if ready {
            let high = values
                .remove(&(from, middle))
                .expect("the upper half, read");
            let low = values.remove(&(middle, to)).expect("the lower half, read");
            let power = powers
                .entry(to - middle)
                .or_insert_with(|| BigUint::from(10u32).pow((to - middle) as u32));
            values.insert((from, to), high * &*power + low);
        } else {
            stack.push((from, to, true));
            stack.push((from, middle, false));
            stack.push((middle, to, false));
        }
    }
    values
        .remove(&(0, digits.len()))
        .expect("the whole run, read")
}
