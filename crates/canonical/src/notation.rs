//! Writing canonical forms as CGSuite does (its `CanonicalShortGame.appendTo` and
//! `Uptimal.appendTo`, in plain text but for `±`):
//!
//! - numbers, nimbers and *uptimals* that have a closed form: `0`, `3/8`, `-5/2`, `*`, `*2`,
//!   `^`, `vv`, `^3`, `1/2*`, `^^*3`, `-1v`, and the units and unit sums `^<2>`, `v[3]`,
//!   `3/4v[3]*` (see [`super::uptimal`]);
//! - switches, games equal to their own negatives: `±1`, `±(1*)`, `±{3|1}`, `±{1,1*}`;
//! - tinies and minies, `{x || x | x - G}` with the mean of `x - G` below `x`: `Tiny(2)`,
//!   `1Miny(1/2)`, `Tiny({3|1})`;
//! - everything else in braces, `{0,*|0}`, a lone option's braces left out for more bars
//!   (`{2||1|0}` for `{2|{1|0}}`), up to four bars in a row.
//!
//! Options are listed in CGSuite's order: numbers, then nimbers, then uptimals, then the others
//! by their own options.

use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};
use std::fmt;

use dyadic::Dyadic;

use super::CanonicalForm;
use super::intern::{Arena, Id, with_arena};
use super::uptimal::{Expansion, Expansions};

impl fmt::Display for CanonicalForm {
    /// Writes the game in CGSuite's notation.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// for text in [
    ///     "0", "-5/2", "*2", "^", "vv", "^3*", "1/2*", "-1v", "^<2>", "v[3]*", "3/4v[3]*",
    ///     "±1", "±(1*)", "±{3|1}", "±{1,1*}", "Tiny(2)", "1Miny(1/2)", "{1|*}", "{0,*|-1}",
    ///     "{2||1|0}",
    /// ] {
    ///     let game: CanonicalForm = text.parse().unwrap();
    ///     assert_eq!(game.to_string(), text);
    /// }
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let layout = self.layout();
        if f.width().is_some() || f.precision().is_some() {
            let mut text = String::new();
            layout.write_to(&mut text)?;
            f.pad(&text)
        } else {
            // Written piece by piece: a writer that stops at a limit stops the writing there.
            layout.write_to(f)
        }
    }
}

impl CanonicalForm {
    /// How the game and the games it is written with are written, without the text.
    fn layout(&self) -> Layout {
        // The means a tiny needs are worked out outside the arena's lock, and the laying out
        // tried again with them.
        let mut means: Means = HashMap::new();
        loop {
            match with_arena(|arena| arena.write(self.id, &means)) {
                Ok(layout) => return layout,
                Err(wanted) => {
                    for id in wanted {
                        let game = with_arena(|arena| arena.form(id)).ok();
                        means.insert(id, game.map(|game| game.mean()));
                    }
                }
            }
        }
    }
}

/// A number as CGSuite writes it: an integer or a fraction, never a mixed number.
pub(crate) fn fraction(x: &Dyadic) -> String {
    if x.is_integer() {
        x.numerator().to_string()
    } else {
        format!("{}/{}", x.numerator(), x.denominator())
    }
}

/// An uptimal with a closed form as CGSuite writes it: the number (unless it is zero and
/// something follows), the ups (`^`, `^^`, `^3`; `^<n>` for the unit `↑ⁿ`, `^[n]` for the unit
/// sum `↑^[n]`; `v` for down), the nimber.
fn write_uptimal(e: &Expansion) -> String {
    let mut out = String::new();
    if !e.number.is_zero() || (e.nim == 0 && e.len() == 0) {
        out.push_str(&fraction(&e.number));
    }
    if e.len() == 1 {
        match e.digit(1) {
            2 => out.push_str("^^"),
            -2 => out.push_str("vv"),
            d => {
                out.push(if d > 0 { '^' } else { 'v' });
                if d.unsigned_abs() > 2 {
                    out.push_str(&d.unsigned_abs().to_string());
                }
            }
        }
    } else if e.len() > 1 {
        out.push(if e.digit(e.len()) > 0 { '^' } else { 'v' });
        let (open, close) = if e.is_unit() { ('<', '>') } else { ('[', ']') };
        out.push(open);
        out.push_str(&e.len().to_string());
        out.push(close);
    }
    match e.nim {
        0 => {}
        1 => out.push('*'),
        m => {
            out.push('*');
            out.push_str(&m.to_string());
        }
    }
    out
}

/// Whether CGSuite writes this uptimal in closed form (rather than with braces).
fn has_closed_form(e: &Expansion) -> bool {
    e.len() <= 1 || e.is_unit() || e.is_unit_sum()
}

/// The most bars written in a row (`{4||||3|||2||1|0}`): a game whose bars would reach this
/// many keeps its braces, as CGSuite's `maxSlashes`.
const MAX_BARS: usize = 4;

/// How a game is written, before its parent decides on braces and parentheses: the games it
/// is written with are named by their ids, so that no sub-game's text is ever made on its own.
#[derive(Clone)]
enum Form {
    /// An uptimal in closed form; `compact` if it needs no parentheses after `±` (a number, a
    /// nimber, or ups alone).
    Closed { text: String, compact: bool },
    /// `±x` or `±{x,y}`: the Left options, in order.
    Switch(Vec<Id>),
    /// `xTiny(G)` or `xMiny(G)`: `x` written (empty for 0), the name, and `G`.
    Tiny {
        translate: String,
        name: &'static str,
        subscript: Id,
    },
    /// The options in order, and the bars between the sides.
    Braces {
        left: Vec<Id>,
        right: Vec<Id>,
        bars: usize,
    },
}

impl Form {
    /// The bars left showing when the form is written with braces only if `brackets` (or if its
    /// bars reach [`MAX_BARS`]): 0 unless it sheds its braces.
    fn shown_bars(&self, brackets: bool) -> usize {
        match self {
            Form::Braces { bars, .. } if !brackets && *bars < MAX_BARS => *bars,
            _ => 0,
        }
    }
}

/// How a game is written: the [`Form`] of it and of every game it is written with.
pub(crate) struct Layout {
    root: Id,
    forms: HashMap<Id, Form>,
}

/// One piece of text still to write.
enum Piece<'a> {
    Text(&'a str),
    /// A game, with braces if `brackets` (or if its bars reach [`MAX_BARS`]) and with
    /// parentheses if `parens` and its form needs them.
    Game {
        id: Id,
        brackets: bool,
        parens: bool,
    },
}

impl Layout {
    /// Writes the text, piece by piece from a stack of its own (no recursion as deep as the
    /// game), stopping at the first error of `out`.
    fn write_to(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        const BARS: &str = "||||||||";
        let mut stack = vec![Piece::Game {
            id: self.root,
            brackets: true,
            parens: false,
        }];
        // Pushes a side's options, last first, with commas between them.
        fn side<'a>(stack: &mut Vec<Piece<'a>>, options: &'a [Id]) {
            let brackets = options.len() > 1;
            for (index, &id) in options.iter().enumerate().rev() {
                stack.push(Piece::Game {
                    id,
                    brackets,
                    parens: false,
                });
                if index > 0 {
                    stack.push(Piece::Text(","));
                }
            }
        }
        while let Some(piece) = stack.pop() {
            let (id, brackets, parens) = match piece {
                Piece::Text(text) => {
                    out.write_str(text)?;
                    continue;
                }
                Piece::Game {
                    id,
                    brackets,
                    parens,
                } => (id, brackets, parens),
            };
            match &self.forms[&id] {
                Form::Closed { text, compact } => {
                    if parens && !*compact {
                        out.write_str("(")?;
                        out.write_str(text)?;
                        out.write_str(")")?;
                    } else {
                        out.write_str(text)?;
                    }
                }
                Form::Switch(left) => {
                    out.write_str("±")?;
                    if let [only] = &left[..] {
                        stack.push(Piece::Game {
                            id: *only,
                            brackets: true,
                            parens: true,
                        });
                    } else {
                        out.write_str("{")?;
                        stack.push(Piece::Text("}"));
                        for (index, &option) in left.iter().enumerate().rev() {
                            stack.push(Piece::Game {
                                id: option,
                                brackets: true,
                                parens: false,
                            });
                            if index > 0 {
                                stack.push(Piece::Text(","));
                            }
                        }
                    }
                }
                Form::Tiny {
                    translate,
                    name,
                    subscript,
                } => {
                    if parens {
                        out.write_str("(")?;
                        stack.push(Piece::Text(")"));
                    }
                    out.write_str(translate)?;
                    out.write_str(name)?;
                    out.write_str("(")?;
                    stack.push(Piece::Text(")"));
                    stack.push(Piece::Game {
                        id: *subscript,
                        brackets: true,
                        parens: false,
                    });
                }
                Form::Braces { left, right, bars } => {
                    let braces = brackets || *bars >= MAX_BARS;
                    if braces {
                        out.write_str("{")?;
                        stack.push(Piece::Text("}"));
                    }
                    side(&mut stack, right);
                    stack.push(Piece::Text(&BARS[..(*bars).min(BARS.len())]));
                    side(&mut stack, left);
                }
            }
        }
        Ok(())
    }
}

/// What a game is, for writing it.
enum Kind {
    Closed(Expansion),
    Switch,
    /// `translate + Tiny(subscript)` (or `Miny`).
    Tiny {
        name: &'static str,
        translate: Dyadic,
        subscript: Id,
    },
    Braces,
}

/// CGSuite's classes of games, in the order in which options are listed.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Class {
    Number(Dyadic),
    Nimber(u64),
    Uptimal(Expansion),
    Other,
}

/// The means of games, by id, as far as they are known (`None` for a mean the budget refused).
type Means = HashMap<Id, Option<Dyadic>>;

/// The state of one writing: what is known of the games met so far.
struct Writer<'a> {
    arena: &'a mut Arena,
    means: &'a Means,
    /// Games whose means were needed and not known.
    wanted: Vec<Id>,
    expansions: Expansions,
    kinds: HashMap<Id, Kind>,
    forms: HashMap<Id, Form>,
    /// Each game's options in CGSuite's order, for games of class [`Class::Other`].
    sorted: HashMap<Id, (Vec<Id>, Vec<Id>)>,
    order: HashMap<(Id, Id), Ordering>,
    /// Whether tinies and minies are written as such (see [`Arena::write`]).
    tinies: bool,
}

impl Arena {
    /// The game in CGSuite's notation.
    ///
    /// Every sub-game is written once, bottom-up with a stack of its own, so that a game born
    /// on day ten thousand prints without deep recursion.
    ///
    /// A tiny's subscript is another game, written first. Should a subscript ever lead back to
    /// the game itself, the game is written again without tinies, in braces alone (which only
    /// ever lead down to options).
    ///
    /// Whether `{x || x | y}` is a tiny depends on the mean of `y`: when its stops do not settle
    /// it and `means` does not have it, the writing ends with the games whose means it needs.
    pub(crate) fn write(&mut self, id: Id, means: &Means) -> Result<Layout, Vec<Id>> {
        for tinies in [true, false] {
            let mut writer = Writer {
                arena: &mut *self,
                means,
                wanted: Vec::new(),
                expansions: Expansions::new(),
                kinds: HashMap::new(),
                forms: HashMap::new(),
                sorted: HashMap::new(),
                order: HashMap::new(),
                tinies,
            };
            let complete = writer.form(id);
            if !writer.wanted.is_empty() {
                return Err(writer.wanted);
            }
            if complete {
                return Ok(Layout {
                    root: id,
                    forms: writer.forms,
                });
            }
        }
        unreachable!("without tinies a game is written from its options alone")
    }
}

impl Writer<'_> {
    fn expansion(&mut self, id: Id) -> Option<Expansion> {
        self.arena.expansion(id, &mut self.expansions)
    }

    fn class(&mut self, id: Id) -> Class {
        match self.expansion(id) {
            Some(e) if e.len() == 0 && e.nim == 0 => Class::Number(e.number),
            Some(e) if e.len() == 0 && e.number.is_zero() => Class::Nimber(e.nim),
            Some(e) => Class::Uptimal(e),
            None => Class::Other,
        }
    }

    /// How the game is written: the [`Form`] of `id`, worked out with those of the games it
    /// is written with (its options, or a tiny's subscript) first, from a stack; `None` if
    /// they lead back to a game on the way (which only a tiny's subscript could do).
    fn form(&mut self, id: Id) -> bool {
        let mut stack = vec![(id, false)];
        let mut open: HashSet<Id> = HashSet::new();
        while let Some((game, ready)) = stack.pop() {
            if self.forms.contains_key(&game) {
                continue;
            }
            self.kind(game);
            let parts = self.parts(game);
            if ready {
                if parts.iter().any(|part| !self.forms.contains_key(part)) {
                    return false;
                }
                let form = self.assemble(game);
                self.forms.insert(game, form);
                open.remove(&game);
                continue;
            }
            open.insert(game);
            stack.push((game, true));
            for part in parts {
                if !self.forms.contains_key(&part) && !open.contains(&part) {
                    stack.push((part, false));
                }
            }
        }
        self.forms.contains_key(&id)
    }

    /// The games `id` is written with.
    fn parts(&mut self, id: Id) -> Vec<Id> {
        match &self.kinds[&id] {
            Kind::Closed(_) => Vec::new(),
            Kind::Switch => self.arena.options(id).0.to_vec(),
            Kind::Tiny { subscript, .. } => vec![*subscript],
            Kind::Braces => {
                let (left, right) = self.arena.options(id);
                left.iter().chain(right.iter()).copied().collect()
            }
        }
    }

    /// Works out and remembers what `id` is: a closed form, a switch, a tiny or a miny, or a game
    /// in braces (CGSuite's order of tests).
    fn kind(&mut self, id: Id) {
        if self.kinds.contains_key(&id) {
            return;
        }
        let kind = match self.expansion(id) {
            Some(e) if has_closed_form(&e) => Kind::Closed(e),
            Some(_) => Kind::Braces,
            None if self.is_switch(id) => Kind::Switch,
            None => self.tiny(id).unwrap_or(Kind::Braces),
        };
        self.kinds.insert(id, kind);
    }

    /// Whether the game is its own negative (CGSuite's `isSwitch`): its stops and its numbers of
    /// options are checked first, so that most games need no negative made.
    fn is_switch(&mut self, id: Id) -> bool {
        let (left, right) = self.arena.options(id);
        if left.len() != right.len() {
            return false;
        }
        match self.arena.stops(id) {
            Ok((l, r)) if l == -&r => {}
            _ => return false,
        }
        matches!(self.arena.neg(id), Ok(negative) if negative == id)
    }

    /// `{x || x | y}` with the mean of `y` below `x` is `x + Tiny(x - y)`, and `{y | x || x}` with
    /// the mean of `y` above `x` is `x + Miny(y - x)` (CGSuite's `isNumberTiny`).
    fn tiny(&mut self, id: Id) -> Option<Kind> {
        if !self.tinies {
            return None;
        }
        let (left, right) = self.arena.options(id);
        let ([l], [r]) = (&left[..], &right[..]) else {
            return None;
        };
        if let Some(x) = self.arena.number(*l).cloned() {
            let (rl, rr) = self.arena.options(*r);
            if let ([rl], [rr]) = (&rl[..], &rr[..])
                && rl == l
                && self.mean_against(*rr, &x) == Some(Ordering::Less)
            {
                let negative = self.arena.neg(*rr).ok()?;
                let subscript = self.arena.add(negative, *l).ok()?;
                return Some(Kind::Tiny {
                    name: "Tiny",
                    translate: x,
                    subscript,
                });
            }
        }
        if let Some(x) = self.arena.number(*r).cloned() {
            let (ll, lr) = self.arena.options(*l);
            if let ([ll], [lr]) = (&ll[..], &lr[..])
                && lr == r
                && self.mean_against(*ll, &x) == Some(Ordering::Greater)
            {
                let negative = self.arena.neg(*r).ok()?;
                let subscript = self.arena.add(*ll, negative).ok()?;
                return Some(Kind::Tiny {
                    name: "Miny",
                    translate: x,
                    subscript,
                });
            }
        }
        None
    }

    /// How the mean of `g` compares with `x`: the stops settle it when `x` is not between
    /// them (the mean lies between them); otherwise the mean is looked up, or asked for.
    fn mean_against(&mut self, g: Id, x: &Dyadic) -> Option<Ordering> {
        let (left, right) = self.arena.stops(g).ok()?;
        if &left < x {
            Some(Ordering::Less)
        } else if &right > x {
            Some(Ordering::Greater)
        } else if &left == x && &right == x {
            Some(Ordering::Equal)
        } else {
            match self.means.get(&g) {
                Some(mean) => mean.as_ref().map(|mean| mean.cmp(x)),
                None => {
                    self.wanted.push(g);
                    None
                }
            }
        }
    }

    /// The form of `id`, all of whose parts have theirs.
    fn assemble(&mut self, id: Id) -> Form {
        match &self.kinds[&id] {
            Kind::Closed(e) => Form::Closed {
                text: write_uptimal(e),
                compact: (e.len() == 0 && (e.nim == 0 || e.number.is_zero()))
                    || (e.number.is_zero() && e.nim == 0),
            },
            Kind::Switch => {
                let left = self.arena.options(id).0;
                Form::Switch(self.in_order(&left))
            }
            Kind::Tiny {
                name,
                translate,
                subscript,
            } => Form::Tiny {
                translate: if translate.is_zero() {
                    String::new()
                } else {
                    fraction(translate)
                },
                name,
                subscript: *subscript,
            },
            Kind::Braces => {
                let (left, right) = self.arena.options(id);
                let (left, right) = (self.in_order(&left), self.in_order(&right));
                let mut bars = 1;
                for options in [&left, &right] {
                    for option in options.iter() {
                        let shown = self.forms[option].shown_bars(options.len() > 1);
                        bars = bars.max(shown + 1);
                    }
                }
                Form::Braces { left, right, bars }
            }
        }
    }

    /// The games in CGSuite's order (its `DeterministicOrdering`).
    fn in_order(&mut self, games: &[Id]) -> Vec<Id> {
        for &game in games {
            self.sort_options(game);
        }
        let mut games = games.to_vec();
        games.sort_by(|&a, &b| self.compare(a, b));
        games
    }

    /// Puts the options of `id` in order, and those of every game below it of class
    /// [`Class::Other`] (whose order depends on their options'), bottom-up from a stack.
    fn sort_options(&mut self, id: Id) {
        let mut stack = vec![(id, false)];
        while let Some((game, ready)) = stack.pop() {
            if self.sorted.contains_key(&game) || self.class(game) != Class::Other {
                continue;
            }
            let (left, right) = self.arena.options(game);
            if ready {
                let mut left = left.to_vec();
                let mut right = right.to_vec();
                left.sort_by(|&a, &b| self.compare(a, b));
                right.sort_by(|&a, &b| self.compare(a, b));
                self.sorted.insert(game, (left, right));
                continue;
            }
            stack.push((game, true));
            for &option in left.iter().chain(right.iter()) {
                if !self.sorted.contains_key(&option) {
                    stack.push((option, false));
                }
            }
        }
    }

    /// CGSuite's order of two games: by class, then within numbers, nimbers and uptimals by
    /// value, and among the others by their Left options in order, then their Right options,
    /// each list compared term by term (a list that is a start of another comes first).
    ///
    /// The options of every game of class [`Class::Other`] involved must be in order already
    /// ([`Writer::sort_options`]). The comparison goes down the options with a stack of its own.
    fn compare(&mut self, a: Id, b: Id) -> Ordering {
        /// One comparison of two games of class [`Class::Other`] in progress: the pairs still to
        /// compare, each followed by what the lengths of the lists say.
        struct Frame {
            pair: (Id, Id),
            steps: Vec<Step>,
            next: usize,
        }
        enum Step {
            Pair(Id, Id),
            Lengths(Ordering),
        }
        let mut stack: Vec<Frame> = Vec::new();
        let mut pending = Some((a, b));
        let mut answer: Option<Ordering> = None;
        loop {
            if let Some((x, y)) = pending.take() {
                match self.quick_compare(x, y) {
                    Some(known) => answer = Some(known),
                    None => {
                        let (xl, xr) = &self.sorted[&x];
                        let (yl, yr) = &self.sorted[&y];
                        let mut steps = Vec::new();
                        for (p, q) in [(xl, yl), (xr, yr)] {
                            steps.extend(p.iter().zip(q).map(|(&s, &t)| Step::Pair(s, t)));
                            steps.push(Step::Lengths(p.len().cmp(&q.len())));
                        }
                        stack.push(Frame {
                            pair: (x, y),
                            steps,
                            next: 0,
                        });
                    }
                }
            }
            let Some(frame) = stack.last_mut() else {
                return answer.unwrap_or(Ordering::Equal);
            };
            if let Some(result) = answer.take()
                && result != Ordering::Equal
            {
                let done = stack.pop().expect("a frame");
                self.order.insert(done.pair, result);
                answer = Some(result);
                continue;
            }
            match frame.steps.get(frame.next) {
                None => {
                    let done = stack.pop().expect("a frame");
                    self.order.insert(done.pair, Ordering::Equal);
                    answer = Some(Ordering::Equal);
                }
                Some(&Step::Lengths(ordering)) => {
                    frame.next += 1;
                    answer = Some(ordering);
                }
                Some(&Step::Pair(s, t)) => {
                    frame.next += 1;
                    pending = Some((s, t));
                }
            }
        }
    }

    /// The order of two games when their classes, or a remembered answer, settle it.
    fn quick_compare(&mut self, a: Id, b: Id) -> Option<Ordering> {
        if a == b {
            return Some(Ordering::Equal);
        }
        if let Some(&known) = self.order.get(&(a, b)) {
            return Some(known);
        }
        match (self.class(a), self.class(b)) {
            (Class::Other, Class::Other) => None,
            (x, y) => Some(x.cmp(&y)),
        }
    }
}
