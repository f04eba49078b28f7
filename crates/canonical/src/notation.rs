//! Writing canonical forms as CGSuite does: `0`, `3/8`, `-5/2`, `*`, `*2`, `^`, `vv`, `^3`,
//! `1/2*`, `^^*3`, `-1v`, `±1`, and otherwise braces, `{0,*|0}`, with `{2||1|0}` for
//! `{2|{1|0}}`.

use std::collections::HashMap;
use std::fmt::{self, Write};

use dyadic::Dyadic;

use super::CanonicalForm;
use super::intern::{Arena, Id, with_arena};
use super::nus::Nus;

impl fmt::Display for CanonicalForm {
    /// Writes the game in CGSuite's notation.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// for text in ["0", "-5/2", "*2", "^", "vv", "^3*", "1/2*", "-1v", "±1", "{1|*}", "{0,*|-1}", "{2||1|0}"] {
    ///     let game: CanonicalForm = text.parse().unwrap();
    ///     assert_eq!(game.to_string(), text);
    /// }
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = with_arena(|arena| arena.write(self.id));
        f.pad(&text)
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

/// `x + n·↑ + *m` as CGSuite writes it.
fn write_nus(nus: &Nus, out: &mut String) {
    if nus.is_number() || !nus.number.is_zero() {
        out.push_str(&fraction(&nus.number));
    }
    match nus.ups {
        0 => {}
        1 => out.push('^'),
        2 => out.push_str("^^"),
        -1 => out.push('v'),
        -2 => out.push_str("vv"),
        n if n > 0 => write!(out, "^{n}").expect("writing to a string"),
        n => write!(out, "v{}", n.unsigned_abs()).expect("writing to a string"),
    }
    match nus.nim {
        0 => {}
        1 => out.push('*'),
        m => write!(out, "*{m}").expect("writing to a string"),
    }
}

/// The most bars written in a row (`{4||||3|||2||1|0}`).
const MAX_BARS: usize = 4;

/// How an option is written inside the braces of its parent.
struct Written {
    text: String,
    /// The bars of the option's own braces when they are left out (`2||1|0`), or 0.
    bars: usize,
}

impl Arena {
    /// The game in CGSuite's notation.
    ///
    /// The braces of every sub-game are written bottom-up with a stack of their own, each once,
    /// so that a game born on day ten thousand prints without deep recursion.
    pub(crate) fn write(&mut self, id: Id) -> String {
        if let Some(plain) = self.write_plain(id) {
            return plain;
        }
        let mut contents: HashMap<Id, (String, usize)> = HashMap::new();
        let mut stack = vec![(id, false)];
        while let Some((game, ready)) = stack.pop() {
            if contents.contains_key(&game) {
                continue;
            }
            let (left, right) = self.options(game);
            if ready {
                let content = self.braces_content(&left, &right, &contents);
                contents.insert(game, content);
                continue;
            }
            stack.push((game, true));
            for &option in left.iter().chain(right.iter()) {
                if !contents.contains_key(&option) && self.write_plain(option).is_none() {
                    stack.push((option, false));
                }
            }
        }
        format!("{{{}}}", contents[&id].0)
    }

    /// The game written without braces, if it has such a form: a closed form or a switch `±x`.
    fn write_plain(&mut self, id: Id) -> Option<String> {
        if let Some(nus) = self.nus(id) {
            let mut out = String::new();
            write_nus(nus, &mut out);
            return Some(out);
        }
        let (left, right) = self.options(id);
        if let ([l], [r]) = (&left[..], &right[..])
            && let (Some(x), Some(y)) = (self.number(*l), self.number(*r))
            && x == &-y
        {
            return Some(format!("±{}", fraction(x)));
        }
        None
    }

    /// What goes between the braces, and how many bars separate the sides, given the contents
    /// of the options that need braces.
    fn braces_content(
        &mut self,
        left: &[Id],
        right: &[Id],
        contents: &HashMap<Id, (String, usize)>,
    ) -> (String, usize) {
        let left = self.write_side(left, contents);
        let right = self.write_side(right, contents);
        let bars = 1 + left.iter().chain(&right).map(|w| w.bars).max().unwrap_or(0);
        let join = |side: &[Written]| {
            side.iter()
                .map(|w| w.text.as_str())
                .collect::<Vec<_>>()
                .join(",")
        };
        (
            format!("{}{}{}", join(&left), "|".repeat(bars), join(&right)),
            bars,
        )
    }

    /// One side's options, in order: closed forms by number, ups and nimber, then the others
    /// by their text. A lone option in braces sheds them (`{2||1|0}`).
    fn write_side(
        &mut self,
        options: &[Id],
        contents: &HashMap<Id, (String, usize)>,
    ) -> Vec<Written> {
        let mut closed: Vec<Nus> = options
            .iter()
            .filter_map(|&id| self.nus(id).cloned())
            .collect();
        closed.sort_by(|a, b| (&a.number, a.ups, a.nim).cmp(&(&b.number, b.ups, b.nim)));
        let mut written: Vec<Written> = closed
            .iter()
            .map(|nus| {
                let mut text = String::new();
                write_nus(nus, &mut text);
                Written { text, bars: 0 }
            })
            .collect();
        let mut others: Vec<Written> = Vec::new();
        for &id in options {
            if self.nus(id).is_some() {
                continue;
            }
            if let Some(text) = self.write_plain(id) {
                others.push(Written { text, bars: 0 });
                continue;
            }
            let (text, bars) = &contents[&id];
            // A lone option sheds its braces into more bars, up to four bars in all: beyond
            // that, braces read better (and keep the text linear in the game).
            others.push(if options.len() == 1 && *bars < MAX_BARS {
                Written {
                    text: text.clone(),
                    bars: *bars,
                }
            } else {
                Written {
                    text: format!("{{{text}}}"),
                    bars: 0,
                }
            });
        }
        others.sort_by(|a, b| a.text.cmp(&b.text));
        written.extend(others);
        written
    }
}
