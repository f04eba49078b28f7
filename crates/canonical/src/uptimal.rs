//! Uptimals: games `x + d₁·↑ + d₂·↑² + … + dₙ·↑ⁿ + *m`, where `↑ⁿ` is *up-nth*, `↑² = {0 | ↓*}`
//! and `↑ⁿ⁺¹ = {0 | ↓ − ↑² − … − ↑ⁿ + *}` (Siegel, *Combinatorial Game Theory*, II.4), and
//! their recognition in canonical forms, as CGSuite's `UptimalExpansion` does it.
//!
//! CGSuite writes two kinds of them in a closed form: the *unit* `↑ⁿ` alone (`^<n>`, or `v<n>`
//! for its negative), and the *unit sum* `↑^[n] = ↑ + ↑² + … + ↑ⁿ` (`^[n]`, `v[n]`), each with a
//! number before it and a nimber after (`3/4v[3]*`). Other uptimals it writes with braces.

use std::cmp::Ordering;
use std::collections::HashMap;

use dyadic::Dyadic;

use super::intern::{Arena, Id, Work, ZERO};
use super::nus::Nus;
use super::parse::MAX_UPTIMAL;
use super::{CanonicalForm, made};

/// An uptimal expansion `x.d₁d₂…dₙ + *m`: the game `x + d₁·↑ + … + dₙ·↑ⁿ + *m`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Expansion {
    pub(crate) number: Dyadic,
    /// `d₁, …, dₙ`, with `dₙ ≠ 0` (empty for `x + *m`).
    pub(crate) digits: Vec<i64>,
    pub(crate) nim: u64,
}

impl Expansion {
    /// The expansion with these digits, trailing zeros dropped.
    pub(crate) fn new(number: Dyadic, mut digits: Vec<i64>, nim: u64) -> Expansion {
        while digits.last() == Some(&0) {
            digits.pop();
        }
        Expansion {
            number,
            digits,
            nim,
        }
    }

    fn of_nus(nus: &Nus) -> Expansion {
        Expansion::new(nus.number.clone(), vec![nus.ups], nus.nim)
    }

    /// `n`, the index of the last digit that is not zero (0 for `x + *m`).
    pub(crate) fn len(&self) -> usize {
        self.digits.len()
    }

    /// `dᵢ`, counting from 1; zero beyond the end.
    pub(crate) fn digit(&self, i: usize) -> i64 {
        if i == 0 || i > self.digits.len() {
            0
        } else {
            self.digits[i - 1]
        }
    }

    /// The unit `±↑ⁿ` (with any number and nimber): one digit `±1`, all others zero.
    pub(crate) fn is_unit(&self) -> bool {
        let mut nonzero = self.digits.iter().filter(|&&d| d != 0);
        matches!(
            (nonzero.next(), nonzero.next()),
            (Some(1 | -1), None) | (None, _)
        )
    }

    /// The unit sum `±↑^[n]` (with any number and nimber): every digit `1`, or every one `-1`.
    pub(crate) fn is_unit_sum(&self) -> bool {
        match self.digits.first() {
            None => true,
            Some(&first @ (1 | -1)) => self.digits.iter().all(|&d| d == first),
            Some(_) => false,
        }
    }

    /// Adds one to each of the first `to_length` digits (and to those after, if longer), and
    /// `*` if `with_star`; `None` if a digit overflows.
    fn increment(&self, with_star: bool, to_length: usize) -> Option<Expansion> {
        let length = to_length.max(self.len());
        let digits = (1..=length)
            .map(|i| {
                if i <= self.len() {
                    self.digit(i).checked_add(i64::from(i <= to_length))
                } else {
                    Some(1)
                }
            })
            .collect::<Option<Vec<i64>>>()?;
        Some(Expansion::new(
            self.number.clone(),
            digits,
            self.nim ^ u64::from(with_star),
        ))
    }

    pub(crate) fn neg(&self) -> Option<Expansion> {
        let digits = self
            .digits
            .iter()
            .map(|d| d.checked_neg())
            .collect::<Option<Vec<i64>>>()?;
        Some(Expansion::new(-&self.number, digits, self.nim))
    }

    fn truncate(&self, n: usize) -> Expansion {
        Expansion::new(
            self.number.clone(),
            self.digits[..n.min(self.len())].to_vec(),
            self.nim,
        )
    }

    /// The truncation, without its nimber if nothing else is left beside the number.
    fn truncate_sharply(&self, n: usize) -> Expansion {
        let truncated = self.truncate(n);
        if truncated.len() == 0 {
            Expansion::new(self.number.clone(), Vec::new(), 0)
        } else {
            truncated
        }
    }

    /// The last index `i` with `dᵢ <= n`, or 0.
    fn rightmost_at_most(&self, n: i64) -> usize {
        (1..=self.len())
            .rev()
            .find(|&i| self.digit(i) <= n)
            .unwrap_or(0)
    }

    /// Whether the game is confused with its number (CGSuite's `isConfused`).
    fn is_confused(&self) -> bool {
        if self.nim == 0 {
            return false;
        }
        if self.len() == 0 || self.digits[0] == 0 {
            return true;
        }
        if self.nim >= 2 {
            return false;
        }
        let positive = self.digits[0] > 0;
        for &d in &self.digits {
            if (!positive && d < -1) || (positive && d > 1) {
                return false;
            }
            if (!positive && d > -1) || (positive && d < 1) {
                return true;
            }
        }
        true
    }

    /// Whether a game whose Left options have expansions `left` and whose only Right option has
    /// `right` is this uptimal (the cases of CGSuite's `isValidUptimalExpansion`, taking the
    /// Left options as a set).
    fn fits(&self, left: &[Expansion], right: &Expansion) -> bool {
        let matching: Vec<&Expansion> = left.iter().filter(|l| l.nim == right.nim).collect();
        if matching.len() > 1 {
            return false;
        }
        let last = self.digit(self.len());
        let cut = if last == 1 {
            self.len() - 1
        } else {
            self.rightmost_at_most(0)
        };
        let rightmost_negative = self.rightmost_at_most(-1);
        let holds = |expected: &[Expansion]| {
            left.len() == expected.len() && expected.iter().all(|e| left.contains(e))
        };
        if rightmost_negative >= 1 {
            let Some(first) = self
                .truncate(rightmost_negative)
                .increment(true, rightmost_negative)
            else {
                return false;
            };
            matching.len() == 1 && *matching[0] == first && holds(&[first, self.truncate(cut)])
        } else if self.digit(1) == 0 {
            let mut expected: Vec<Expansion> = (0..self.nim)
                .map(|k| Expansion::new(self.number.clone(), Vec::new(), k))
                .collect();
            expected.push(self.truncate(cut));
            holds(&expected)
        } else if self.digit(1) == 1 && self.is_confused() {
            holds(&[
                Expansion::new(self.number.clone(), Vec::new(), 0),
                self.truncate(cut),
            ])
        } else {
            holds(&[self.truncate_sharply(cut)])
        }
    }
}

impl Ord for Expansion {
    /// CGSuite's order of uptimals: by number, then digit by digit, then by length, then by
    /// nimber.
    fn cmp(&self, other: &Expansion) -> Ordering {
        self.number
            .cmp(&other.number)
            .then_with(|| {
                self.digits
                    .iter()
                    .zip(&other.digits)
                    .map(|(a, b)| a.cmp(b))
                    .find(|o| o.is_ne())
                    .unwrap_or(Ordering::Equal)
            })
            .then_with(|| self.len().cmp(&other.len()))
            .then_with(|| self.nim.cmp(&other.nim))
    }
}

impl PartialOrd for Expansion {
    fn partial_cmp(&self, other: &Expansion) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The expansions found so far, by id (`None` for games that are not uptimals).
pub(crate) type Expansions = HashMap<Id, Option<Expansion>>;

impl Arena {
    /// The uptimal expansion of a game, if it is an uptimal of at most [`MAX_UPTIMAL`] digits.
    /// Worked out bottom-up over the options with a stack of its own, remembering each answer in
    /// `known`.
    pub(crate) fn expansion(&mut self, id: Id, known: &mut Expansions) -> Option<Expansion> {
        let mut stack = vec![(id, false)];
        while let Some((game, ready)) = stack.pop() {
            if known.contains_key(&game) {
                continue;
            }
            if let Some(nus) = self.nus(game) {
                known.insert(game, Some(Expansion::of_nus(nus)));
                continue;
            }
            let (left, right) = self.options(game);
            // An uptimal has exactly one option for one of the players (Right's, or Left's for
            // the negative of such a game).
            if right.len() != 1 && left.len() != 1 {
                known.insert(game, None);
                continue;
            }
            if ready {
                // Longer uptimals are left to braces: a chain of them would otherwise hold
                // expansions of every length up to its own.
                let found = expansion_from_options(&left, &right, known)
                    .filter(|e| e.len() as u64 <= MAX_UPTIMAL);
                known.insert(game, found);
                continue;
            }
            stack.push((game, true));
            for &option in left.iter().chain(right.iter()) {
                if !known.contains_key(&option) {
                    stack.push((option, false));
                }
            }
        }
        known[&id].clone()
    }

    /// `↑^[n] = ↑ + ↑² + … + ↑ⁿ`, made as `{↑^[n-1] | *}` from `↑^[0] = 0`.
    pub(crate) fn unit_sum(&mut self, n: u64) -> Work<Id> {
        let star = self.nus_id(Nus {
            number: Dyadic::zero(),
            ups: 0,
            nim: 1,
        });
        let mut game = ZERO;
        for _ in 0..n {
            game = self.canonical(vec![game], vec![star])?;
        }
        Ok(game)
    }

    /// `↑ⁿ` for `n >= 1`: `↑` itself, and `{0 | ↓^[n-1] *}` beyond.
    pub(crate) fn unit(&mut self, n: u64) -> Work<Id> {
        if n <= 1 {
            return Ok(self.nus_id(Nus {
                number: Dyadic::zero(),
                ups: i64::from(n == 1),
                nim: 0,
            }));
        }
        let sum = self.unit_sum(n - 1)?;
        let down = self.neg(sum)?;
        let star = self.nus_id(Nus {
            number: Dyadic::zero(),
            ups: 0,
            nim: 1,
        });
        let right = self.add(down, star)?;
        self.canonical(vec![ZERO], vec![right])
    }
}

/// The expansion of `{left | right}` from its options' expansions (all known), if it is an
/// uptimal: CGSuite's `uptimalExpansion`, trying the game and then its negative.
fn expansion_from_options(left: &[Id], right: &[Id], known: &Expansions) -> Option<Expansion> {
    let expansions = |ids: &[Id]| -> Option<Vec<Expansion>> {
        ids.iter()
            .map(|id| known.get(id).cloned().flatten())
            .collect()
    };
    let (left, right) = (expansions(left)?, expansions(right)?);
    if let Some(found) = positive_expansion(&left, &right) {
        return Some(found);
    }
    // The negative: {-R | -L}.
    let negatives = |games: &[Expansion]| -> Option<Vec<Expansion>> {
        games.iter().map(Expansion::neg).collect()
    };
    positive_expansion(&negatives(&right)?, &negatives(&left)?)?.neg()
}

/// The expansion of a game whose last digit is positive, from its options' expansions.
fn positive_expansion(left: &[Expansion], right: &[Expansion]) -> Option<Expansion> {
    let [right] = right else {
        return None;
    };
    if left.iter().any(|l| l.number != right.number) {
        return None;
    }
    let longest = left.iter().map(Expansion::len).max().unwrap_or(0);
    if right.len() > 0 && right.digit(right.len()) > 0 {
        let candidate = right.increment(true, right.len())?;
        if candidate.fits(left, right) {
            return Some(candidate);
        }
    }
    let candidate = right.increment(true, right.len().max(longest) + 1)?;
    candidate.fits(left, right).then_some(candidate)
}

#[cfg(test)]
impl Arena {
    /// The game of an uptimal expansion: its number, ups and nimber in closed form, plus each
    /// further digit's multiple of `↑ⁿ`.
    pub(crate) fn uptimal_id(&mut self, expansion: &Expansion) -> Work<Id> {
        let mut game = self.nus_id(Nus {
            number: expansion.number.clone(),
            ups: expansion.digit(1),
            nim: expansion.nim,
        });
        for n in 2..=expansion.len() {
            let digit = expansion.digit(n);
            if digit == 0 {
                continue;
            }
            let mut unit = self.unit(n as u64)?;
            if digit < 0 {
                unit = self.neg(unit)?;
            }
            for _ in 0..digit.unsigned_abs() {
                game = self.add(game, unit)?;
            }
        }
        Ok(game)
    }
}

impl CanonicalForm {
    /// `↑ⁿ`, *up-nth*, for `n >= 1`: `↑¹ = ↑`, `↑² = {0 | ↓*}`, and `↑ⁿ = {0 | ↓^[n-1] *}`,
    /// where `↑^[n] = ↑ + ↑² + … + ↑ⁿ` ([`CanonicalForm::up_sum`]). CGSuite writes it `^<n>`.
    /// `↑⁰` is taken to be zero.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let up_second = CanonicalForm::up_nth(2);
    /// assert_eq!(up_second, "{0|v*}".parse().unwrap());
    /// assert_eq!(up_second.to_string(), "^<2>");
    /// assert!(up_second > CanonicalForm::zero() && up_second < CanonicalForm::ups(1));
    /// ```
    pub fn up_nth(n: u64) -> CanonicalForm {
        if n == 0 {
            return CanonicalForm::zero();
        }
        made(|arena| arena.unit(n))
    }

    /// `↑^[n] = ↑ + ↑² + … + ↑ⁿ`, which is `{↑^[n-1] | *}`; CGSuite writes it `^[n]`.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let sum = CanonicalForm::up_sum(3);
    /// assert_eq!(sum, CanonicalForm::ups(1) + CanonicalForm::up_nth(2) + CanonicalForm::up_nth(3));
    /// assert_eq!(sum.to_string(), "^[3]");
    /// assert_eq!((-sum).to_string(), "v[3]");
    /// ```
    pub fn up_sum(n: u64) -> CanonicalForm {
        made(|arena| arena.unit_sum(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::intern::with_arena;

    /// Every uptimal with four digits from -2 to 2, with a few numbers and nimbers, is made from
    /// its expansion and recognised as it (as CGSuite's `UptimalTest`).
    #[test]
    fn uptimals_made_from_their_expansions_are_recognised() {
        let range = -2..=2i64;
        for number in [Dyadic::zero(), Dyadic::new(-5, 2)] {
            for nim in [0, 1, 2] {
                for a in range.clone() {
                    for b in range.clone() {
                        for c in range.clone() {
                            for d in range.clone() {
                                let expected =
                                    Expansion::new(number.clone(), vec![a, b, c, d], nim);
                                let found = with_arena(|arena| {
                                    let id = arena.uptimal_id(&expected).expect("no budget");
                                    arena.expansion(id, &mut Expansions::new())
                                });
                                assert_eq!(found, Some(expected));
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn units_and_unit_sums() {
        let unit = Expansion::new(Dyadic::zero(), vec![0, 0, -1], 1);
        assert!(unit.is_unit() && !unit.is_unit_sum());
        let sum = Expansion::new(Dyadic::zero(), vec![1, 1, 1], 0);
        assert!(sum.is_unit_sum() && !sum.is_unit());
        let neither = Expansion::new(Dyadic::zero(), vec![1, 0, 1], 0);
        assert!(!neither.is_unit() && !neither.is_unit_sum());
    }
}
