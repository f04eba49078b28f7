//! Games that are not numbers, chapter 4 of *Game Birds*: canonical forms of short partizan games.
//!
//! Every short game reduces to a unique simplest form: remove dominated options, bypass
//! reversible ones (Conway, *On Numbers and Games*, ch. 10; Siegel, *Combinatorial Game Theory*,
//! II.2). Two games are equal exactly when their canonical forms are identical, so a
//! [`CanonicalForm`] is a small id into an arena where every canonical game is stored once, and
//! equality is a comparison of ids.
//!
//! Games of the form `x + n·↑ + *m` (a number, ups and a nimber) are kept in closed form, and
//! their sums, negatives and comparisons take a few machine operations; other games are added
//! and compared by the definitions, with every result remembered.
//!
//! - [`CanonicalForm`]: the value of any short game, with its sums, negatives, order, stops and
//!   outcome, read and written in CGSuite's notation (`{0,*|0} + ^` is `^^*`); it is a
//!   [`game::Game`] itself, whose options are its canonical options.
//! - [`SolverExt::canonical`]: the canonical form of any [`game::Game`], worked out by a
//!   [`game::Solver`] from the definition.
//! - [`HackenstringsValue`]: the value of any row or position of Hackenstrings, neutral pebbles
//!   (`C`) and all, such as `*` for `C` and `^` for `C A + C`.
//! - [`picture`]: game trees of canonical forms, as SVG.
//!
//! ```
//! use canonical::CanonicalForm;
//!
//! let zero = CanonicalForm::zero();
//! let star = CanonicalForm::new(&[zero], &[zero]);
//! let up = CanonicalForm::new(&[zero], &[star]);
//! assert_eq!(star.to_string(), "*");
//! assert_eq!(up.to_string(), "^");
//! assert_eq!((up + up + star).to_string(), "^^*");
//! assert_eq!(star + star, zero);
//! let g: CanonicalForm = "{0,*|0} + ^".parse().unwrap();
//! assert_eq!(g.to_string(), "^^*");
//! ```

mod born;
mod intern;
mod neutral;
mod notation;
mod nus;
mod ops;
mod parse;
pub mod picture;
mod play;
mod printed;
mod solve;
pub mod thermo;
mod uptimal;

use std::cell::Cell;
use std::cmp::Ordering;
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, Neg, Sub};

use dyadic::Dyadic;
use game::budget::{Budget, OverBudget};
use game::{Game, Outcome, Player};
use intern::{Arena, Id, Work, ZERO, with_arena};
use nus::Nus;

pub use born::LAST_LISTED_DAY;
pub use neutral::{HackenstringsValue, best_by_values};
pub use parse::{MAX_DIGITS, MAX_UPTIMAL, ParseGameError, ParseGameErrorKind};
pub use play::Choice;
pub use printed::TooLong;
pub use solve::SolverExt;

/// A short partizan game in canonical form. Cheap to copy and compare: it is the id of the game
/// in an arena shared by the whole program, where every canonical game is stored once.
///
/// Equal games have equal canonical forms, so `==` is equality of games. [`PartialOrd`] is the
/// order of games, in which two games may be incomparable (`*` and `0`, say).
///
/// ```
/// use canonical::CanonicalForm;
///
/// let one = CanonicalForm::new(&[CanonicalForm::zero()], &[]);
/// let half = CanonicalForm::new(&[CanonicalForm::zero()], &[one]);
/// assert_eq!(half + half, one);
/// assert!(half < one);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CanonicalForm {
    id: Id,
    /// The stops, when they are small, carried along so that most comparisons that fail are
    /// answered without taking the arena's lock. A function of `id`, so equality is unchanged.
    stops: SmallStops,
}

/// Both stops in units of 1/256, or [`SmallStops::UNKNOWN`] when either does not fit.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct SmallStops(i16, i16);

impl SmallStops {
    const UNKNOWN: SmallStops = SmallStops(i16::MIN, i16::MIN);

    fn of(left: &Dyadic, right: &Dyadic) -> SmallStops {
        match (small(left), small(right)) {
            (Some(left), Some(right)) => SmallStops(left, right),
            _ => SmallStops::UNKNOWN,
        }
    }

    /// What the stops alone say of `self <= other`, when they settle it (see
    /// [`intern::Arena::leq`]).
    fn leq(self, other: SmallStops) -> Option<bool> {
        if self == SmallStops::UNKNOWN || other == SmallStops::UNKNOWN {
            None
        } else if self.0 < other.1 {
            Some(true)
        } else if self.0 > other.0 || self.1 > other.1 {
            Some(false)
        } else {
            None
        }
    }
}

/// `x` in units of 1/256, if that is a whole number that fits an `i16` (and is not `i16::MIN`).
fn small(x: &Dyadic) -> Option<i16> {
    if x.exponent() > 8 {
        return None;
    }
    // Exact: the fast path of `to_f64` is exact for such values, and so is scaling by 256.
    let scaled = x.to_f64() * 256.0;
    (scaled.abs() < f64::from(i16::MAX)).then_some(scaled as i16)
}

impl Arena {
    /// The canonical form with this id.
    fn form(&mut self, id: Id) -> Work<CanonicalForm> {
        let (left, right) = self.stops(id)?;
        Ok(CanonicalForm {
            id,
            stops: SmallStops::of(&left, &right),
        })
    }
}

/// The canonical form of the id that `work` makes, or the budget's refusal.
fn try_made(work: impl FnOnce(&mut Arena) -> Work<Id>) -> Result<CanonicalForm, OverBudget> {
    with_arena(|arena| {
        let id = work(arena)?;
        arena.form(id)
    })
    .map_err(|_| intern::refusal())
}

/// The canonical form of the id that `work` makes; zero if the budget refused it (the refusal is
/// kept for [`within`]).
fn made(work: impl FnOnce(&mut Arena) -> Work<Id>) -> CanonicalForm {
    refused(try_made(work), CanonicalForm::zero)
}

thread_local! {
    /// The first refusal met by an infallible call since [`within`] began, on this thread.
    static REFUSED: Cell<Option<OverBudget>> = const { Cell::new(None) };
}

/// The result of `work`, or, if the budget refused it, `fallback()`, the refusal being kept
/// for [`within`] to report.
fn refused<T>(work: Result<T, impl Into<OverBudget>>, fallback: impl FnOnce() -> T) -> T {
    work.unwrap_or_else(|refusal| {
        let refusal = refusal.into();
        REFUSED.with(|first| {
            if first.get().is_none() {
                first.set(Some(refusal));
            }
        });
        fallback()
    })
}

/// The work the calculator (`--max-work`) and the page allow a computation of canonical forms by
/// default, in option pairs: it answers or refuses within about ten seconds in a release build.
pub const DEFAULT_MAX_WORK: u64 = 10_000_000;

/// The longest text of a canonical form the calculator (`--max-size`) and the page write by
/// default, in bytes (see [`CanonicalForm::to_string_within`]).
pub const DEFAULT_MAX_SIZE: u64 = 1_000_000;

/// Runs `work`, which may use every operation on canonical forms, within `budget`, and returns
/// its result, or the refusal if it needed more.
///
/// Sums, comparisons and canonical forms charge their work to the budget ([`game::budget`]) in
/// option pairs compared and sums of options made, so that the work a budget allows takes
/// roughly a fixed time. Past the limit every operation returns at once (a game refused is
/// zero, a comparison refused is false) and this reports the refusal; nothing half-done is
/// kept, so every later answer is right. The `try_` methods ([`CanonicalForm::try_new`], …)
/// report a refusal themselves.
///
/// ```
/// use canonical::CanonicalForm;
/// use game::budget::Budget;
///
/// let budget = Budget::new(10_000, "option pairs", "--max-work");
/// let switches = |n: i64| (1..=n).map(|k| format!("±{k}")).collect::<Vec<_>>().join(" + ");
/// let small = canonical::within(budget, || switches(3).parse::<CanonicalForm>().unwrap());
/// assert_eq!(small.unwrap().left_stop(), 2.into());
/// let large = canonical::within(budget, || switches(20).parse::<CanonicalForm>().unwrap());
/// assert_eq!(
///     large.unwrap_err().to_string(),
///     "this needs more than 10000 option pairs of work; give a larger --max-work (0 for no limit)"
/// );
/// ```
pub fn within<R>(budget: Budget, work: impl FnOnce() -> R) -> Result<R, OverBudget> {
    let outer = REFUSED.with(Cell::take);
    let result = game::budget::within(budget, || {
        let value = work();
        match REFUSED.with(Cell::take) {
            Some(refusal) => Err(refusal),
            None => Ok(value),
        }
    });
    REFUSED.with(|first| first.set(outer));
    result
}

impl fmt::Debug for CanonicalForm {
    /// `CanonicalForm(^*)`: the game in CGSuite's notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CanonicalForm({self})")
    }
}

impl CanonicalForm {
    /// The canonical form of the game `{left | right}`: dominated options removed, reversible
    /// ones bypassed.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let zero = CanonicalForm::zero();
    /// let star = CanonicalForm::new(&[zero], &[zero]);
    /// // {0, * | 0} is ↑*, and {-1 | 1} is 0: -1 and 1 reverse through 0.
    /// assert_eq!(CanonicalForm::new(&[zero, star], &[zero]).to_string(), "^*");
    /// let one = CanonicalForm::new(&[zero], &[]);
    /// assert_eq!(CanonicalForm::new(&[-one], &[one]), zero);
    /// ```
    pub fn new(left: &[CanonicalForm], right: &[CanonicalForm]) -> CanonicalForm {
        refused(CanonicalForm::try_new(left, right), CanonicalForm::zero)
    }

    /// [`CanonicalForm::new`], or the refusal of the budget it runs in ([`game::budget::within`]
    /// or [`within`]).
    ///
    /// ```
    /// use canonical::CanonicalForm;
    /// use game::budget::{self, Budget};
    ///
    /// let (zero, star) = (CanonicalForm::zero(), CanonicalForm::nimber(1));
    /// let budget = Budget::new(1000, "option pairs", "--max-work");
    /// let up = budget::within(budget, || CanonicalForm::try_new(&[zero], &[star]));
    /// assert_eq!(up, Ok(CanonicalForm::ups(1)));
    /// ```
    pub fn try_new(
        left: &[CanonicalForm],
        right: &[CanonicalForm],
    ) -> Result<CanonicalForm, OverBudget> {
        let ids = |games: &[CanonicalForm]| games.iter().map(|game| game.id).collect();
        try_made(|arena| arena.canonical(ids(left), ids(right)))
    }

    /// The sum `self + other`, or the refusal of the budget it runs in.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    /// use game::budget::{self, Budget};
    ///
    /// let (one, two): (CanonicalForm, CanonicalForm) = ("±1".parse().unwrap(), "±2".parse().unwrap());
    /// let budget = Budget::new(1000, "option pairs", "--max-work");
    /// let sum = budget::within(budget, || one.try_add(&two)).unwrap();
    /// assert_eq!((sum.left_stop(), sum.right_stop()), (1.into(), (-1).into()));
    /// // ±1 is its own negative: the sum of two is zero.
    /// assert_eq!(budget::within(budget, || one.try_add(&one)), Ok(CanonicalForm::zero()));
    /// let tight = Budget::new(2, "option pairs", "--max-work");
    /// assert!(budget::within(tight, || sum.try_add(&two)).is_err());
    /// ```
    pub fn try_add(&self, other: &CanonicalForm) -> Result<CanonicalForm, OverBudget> {
        try_made(|arena| arena.add(self.id, other.id))
    }

    /// [`CanonicalForm::compare`], or the refusal of the budget it runs in.
    ///
    /// ```
    /// use std::cmp::Ordering;
    /// use canonical::CanonicalForm;
    ///
    /// let g: CanonicalForm = "{0|*30000}".parse().unwrap();
    /// assert_eq!(g.try_compare(&CanonicalForm::zero()), Ok(Some(Ordering::Greater)));
    /// ```
    pub fn try_compare(&self, other: &CanonicalForm) -> Result<Option<Ordering>, OverBudget> {
        if self == other {
            return Ok(Some(Ordering::Equal));
        }
        Ok(match (self.try_le(other)?, other.try_le(self)?) {
            (true, _) => Some(Ordering::Less),
            (false, true) => Some(Ordering::Greater),
            (false, false) => None,
        })
    }

    /// `self <= other`, or the refusal of the budget.
    fn try_le(&self, other: &CanonicalForm) -> Result<bool, OverBudget> {
        match self.stops.leq(other.stops) {
            Some(known) => Ok(known),
            None => with_arena(|arena| arena.leq(self.id, other.id)).map_err(|_| intern::refusal()),
        }
    }

    /// Zero, `{ | }`: the game in which nobody can move.
    ///
    /// ```
    /// assert_eq!(canonical::CanonicalForm::zero().to_string(), "0");
    /// ```
    pub fn zero() -> CanonicalForm {
        CanonicalForm {
            id: ZERO,
            stops: SmallStops(0, 0),
        }
    }

    /// A number.
    ///
    /// ```
    /// use dyadic::Dyadic;
    /// use canonical::CanonicalForm;
    ///
    /// let x = CanonicalForm::number(Dyadic::new(-5, 1));
    /// assert_eq!(x.to_string(), "-5/2");
    /// assert_eq!(x.as_number(), Some(Dyadic::new(-5, 1)));
    /// ```
    pub fn number(value: Dyadic) -> CanonicalForm {
        made(|arena| Ok(arena.nus_id(Nus::number(value))))
    }

    /// The nimber `*n`, the value of a Nim heap of `n` counters.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// assert_eq!(CanonicalForm::nimber(1).to_string(), "*");
    /// assert_eq!(CanonicalForm::nimber(3) + CanonicalForm::nimber(5), CanonicalForm::nimber(6));
    /// ```
    pub fn nimber(n: u64) -> CanonicalForm {
        made(|arena| {
            Ok(arena.nus_id(Nus {
                number: Dyadic::zero(),
                ups: 0,
                nim: n,
            }))
        })
    }

    /// `n·↑`: `n` ups, or `-n` downs when `n` is negative.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// assert_eq!(CanonicalForm::ups(2).to_string(), "^^");
    /// assert_eq!(CanonicalForm::ups(-3).to_string(), "v3");
    /// ```
    pub fn ups(n: i64) -> CanonicalForm {
        made(|arena| {
            Ok(arena.nus_id(Nus {
                number: Dyadic::zero(),
                ups: n,
                nim: 0,
            }))
        })
    }

    /// Left's options, in canonical form, in no particular order.
    ///
    /// For `*n` these are the `n` nimbers below it, so asking this of an enormous nimber takes
    /// as much memory as it has options (within a budget, it is refused first: see [`within`]).
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let up = CanonicalForm::ups(1);
    /// assert_eq!(up.left_options(), [CanonicalForm::zero()]);
    /// assert_eq!(up.right_options(), [CanonicalForm::nimber(1)]);
    /// ```
    pub fn left_options(&self) -> Vec<CanonicalForm> {
        with_arena(|arena| {
            let options = arena.left(self.id);
            let forms =
                options.and_then(|options| options.iter().map(|&id| arena.form(id)).collect());
            refused(forms, Vec::new)
        })
    }

    /// Right's options, in canonical form, in no particular order (see
    /// [`CanonicalForm::left_options`]).
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// assert_eq!(CanonicalForm::nimber(1).right_options(), [CanonicalForm::zero()]);
    /// ```
    pub fn right_options(&self) -> Vec<CanonicalForm> {
        with_arena(|arena| {
            let options = arena.right(self.id);
            let forms =
                options.and_then(|options| options.iter().map(|&id| arena.form(id)).collect());
            refused(forms, Vec::new)
        })
    }

    /// The number this game is, if it is one.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// assert_eq!(CanonicalForm::zero().as_number(), Some(dyadic::Dyadic::zero()));
    /// assert_eq!(CanonicalForm::nimber(1).as_number(), None);
    /// ```
    pub fn as_number(&self) -> Option<Dyadic> {
        with_arena(|arena| arena.number(self.id).cloned())
    }

    /// The nimber this game is, if it is one (`0` is `*0`).
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// assert_eq!(CanonicalForm::nimber(4).as_nimber(), Some(4));
    /// assert_eq!(CanonicalForm::zero().as_nimber(), Some(0));
    /// assert_eq!(CanonicalForm::ups(1).as_nimber(), None);
    /// ```
    pub fn as_nimber(&self) -> Option<u64> {
        with_arena(|arena| {
            arena
                .nus(self.id)
                .filter(|nus| nus.number.is_zero() && nus.ups == 0)
                .map(|nus| nus.nim)
        })
    }

    /// The number and the nimber this game is the sum of, if it is one: `x + *n` (a number is
    /// `x + *0`, a nimber `0 + *n`).
    ///
    /// ```
    /// use canonical::CanonicalForm;
    /// use dyadic::Dyadic;
    ///
    /// let g: CanonicalForm = "3/2*2".parse().unwrap();
    /// assert_eq!(g.as_number_plus_nimber(), Some((Dyadic::new(3, 1), 2)));
    /// assert_eq!(CanonicalForm::nimber(1).as_number_plus_nimber(), Some((Dyadic::zero(), 1)));
    /// assert_eq!(CanonicalForm::ups(1).as_number_plus_nimber(), None);
    /// ```
    pub fn as_number_plus_nimber(&self) -> Option<(Dyadic, u64)> {
        with_arena(|arena| {
            arena
                .nus(self.id)
                .filter(|nus| nus.ups == 0)
                .map(|nus| (nus.number.clone(), nus.nim))
        })
    }

    /// Who wins: Left (a positive game), Right (negative), the first player (fuzzy, like `*`)
    /// or the second player (zero).
    ///
    /// ```
    /// use canonical::CanonicalForm;
    /// use game::Outcome;
    ///
    /// assert_eq!(CanonicalForm::ups(1).outcome(), Outcome::LeftWins);
    /// assert_eq!(CanonicalForm::nimber(1).outcome(), Outcome::FirstPlayerWins);
    /// assert_eq!((CanonicalForm::ups(1) + CanonicalForm::nimber(1)).outcome(), Outcome::FirstPlayerWins);
    /// ```
    pub fn outcome(&self) -> Outcome {
        let sign = match with_arena(|arena| arena.nus(self.id).map(Nus::sign)) {
            Some(sign) => sign,
            None => self.compare(&CanonicalForm::zero()),
        };
        match sign {
            Some(sign) => Outcome::of_sign(sign),
            None => Outcome::FirstPlayerWins,
        }
    }

    /// The left stop: the number play ends at when Left starts and both players play well, each
    /// stopping as soon as the game is a number.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let g: CanonicalForm = "{2||1|0}".parse().unwrap();
    /// assert_eq!(g.left_stop(), 2.into());
    /// assert_eq!(g.right_stop(), 1.into()); // Right moves to {1|0}, where Left moves to 1
    /// assert_eq!(CanonicalForm::ups(1).left_stop(), 0.into());
    /// ```
    pub fn left_stop(&self) -> Dyadic {
        with_arena(|arena| refused(arena.stops(self.id).map(|stops| stops.0), Dyadic::zero))
    }

    /// The right stop: as [`CanonicalForm::left_stop`], with Right starting.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let switch: CanonicalForm = "±1".parse().unwrap();
    /// assert_eq!(switch.right_stop(), (-1).into());
    /// ```
    pub fn right_stop(&self) -> Dyadic {
        with_arena(|arena| refused(arena.stops(self.id).map(|stops| stops.1), Dyadic::zero))
    }

    /// How two games compare: `Some(Less)`, `Some(Equal)`, `Some(Greater)`, or `None` when they
    /// are incomparable (confused, `||`), as `*` and `0` are.
    ///
    /// ```
    /// use std::cmp::Ordering;
    /// use canonical::CanonicalForm;
    ///
    /// let (up, star) = (CanonicalForm::ups(1), CanonicalForm::nimber(1));
    /// assert_eq!(up.compare(&star), None);
    /// assert_eq!(up.compare(&CanonicalForm::zero()), Some(Ordering::Greater));
    /// ```
    pub fn compare(&self, other: &CanonicalForm) -> Option<Ordering> {
        refused(self.try_compare(other), || None)
    }

    /// The id of this game in the arena (for tables of one's own; ids depend on the order games
    /// were made in, so they are not stable across runs). Equal games have equal ids.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let star: CanonicalForm = "{0|0}".parse().unwrap();
    /// assert_eq!(star.id(), CanonicalForm::nimber(1).id());
    /// ```
    pub fn id(&self) -> u32 {
        self.id
    }
}

impl PartialOrd for CanonicalForm {
    /// The order of games; `None` for confused games.
    fn partial_cmp(&self, other: &CanonicalForm) -> Option<Ordering> {
        self.compare(other)
    }

    /// `self <= other`, with one comparison rather than the two of [`CanonicalForm::compare`].
    fn le(&self, other: &CanonicalForm) -> bool {
        refused(self.try_le(other), || false)
    }

    /// `self >= other`, with one comparison.
    fn ge(&self, other: &CanonicalForm) -> bool {
        other.le(self)
    }

    /// `self < other`: `self <= other` and not `other <= self`.
    fn lt(&self, other: &CanonicalForm) -> bool {
        self.le(other) && !other.le(self)
    }

    /// `self > other`.
    fn gt(&self, other: &CanonicalForm) -> bool {
        other.lt(self)
    }
}

impl Add for CanonicalForm {
    type Output = CanonicalForm;

    /// The disjunctive sum.
    fn add(self, other: CanonicalForm) -> CanonicalForm {
        made(|arena| arena.add(self.id, other.id))
    }
}

impl Add<&CanonicalForm> for &CanonicalForm {
    type Output = CanonicalForm;

    /// The disjunctive sum.
    fn add(self, other: &CanonicalForm) -> CanonicalForm {
        *self + *other
    }
}

impl Neg for CanonicalForm {
    type Output = CanonicalForm;

    /// The negative: Left and Right swapped.
    fn neg(self) -> CanonicalForm {
        made(|arena| arena.neg(self.id))
    }
}

impl Neg for &CanonicalForm {
    type Output = CanonicalForm;

    /// The negative: Left and Right swapped.
    fn neg(self) -> CanonicalForm {
        -*self
    }
}

impl Sub for CanonicalForm {
    type Output = CanonicalForm;

    /// The difference `self + (-other)`.
    fn sub(self, other: CanonicalForm) -> CanonicalForm {
        made(|arena| {
            let negative = arena.neg(other.id)?;
            arena.add(self.id, negative)
        })
    }
}

impl Sub<&CanonicalForm> for &CanonicalForm {
    type Output = CanonicalForm;

    /// The difference `self + (-other)`.
    fn sub(self, other: &CanonicalForm) -> CanonicalForm {
        *self - *other
    }
}

impl Sum for CanonicalForm {
    /// The sum of all the games, added one by one (a loop, however many there are).
    fn sum<I: Iterator<Item = CanonicalForm>>(games: I) -> CanonicalForm {
        // Collected first: making the terms may need the arena, which the loop holds.
        let games: Vec<CanonicalForm> = games.collect();
        // The closed forms add in a few machine operations whatever their size; the others
        // are added among themselves first, so that the running total stays small (switches
        // often cancel), and the closed forms join once at the end.
        made(|arena| {
            let mut closed = Nus::zero();
            let mut total = ZERO;
            for game in games {
                match arena.nus(game.id).filter(|_| intern::shortcuts()) {
                    Some(nus) if closed.add(nus).is_some() => {
                        closed = closed.add(nus).expect("just checked");
                    }
                    _ => total = arena.add(total, game.id)?,
                }
            }
            let closed = arena.nus_id(closed);
            arena.add(total, closed)
        })
    }
}

impl<'a> Sum<&'a CanonicalForm> for CanonicalForm {
    /// The sum of all the games.
    fn sum<I: Iterator<Item = &'a CanonicalForm>>(games: I) -> CanonicalForm {
        games.copied().sum()
    }
}

impl Default for CanonicalForm {
    /// Zero.
    fn default() -> CanonicalForm {
        CanonicalForm::zero()
    }
}

impl From<Dyadic> for CanonicalForm {
    /// The number.
    fn from(value: Dyadic) -> CanonicalForm {
        CanonicalForm::number(value)
    }
}

impl From<i64> for CanonicalForm {
    /// The integer.
    fn from(value: i64) -> CanonicalForm {
        CanonicalForm::number(Dyadic::from(value))
    }
}

/// A canonical form is a game like any other: its options are its canonical options, so a
/// [`game::Solver`] plays it and `game::Sum` adds it to other games.
///
/// ```
/// use canonical::CanonicalForm;
/// use game::{Outcome, Solver};
///
/// let up_star: CanonicalForm = "^*".parse().unwrap();
/// assert_eq!(Solver::new().outcome(&up_star), Outcome::FirstPlayerWins);
/// assert_eq!(Solver::new().outcome(&up_star), up_star.outcome());
/// ```
impl Game for CanonicalForm {
    fn options(&self, player: Player) -> Vec<CanonicalForm> {
        match player {
            Player::Left => self.left_options(),
            Player::Right => self.right_options(),
        }
    }
}

/// Runs `work` with the closed forms for `x + n·↑ + *m` switched off, so that every sum,
/// negative and comparison goes by the definitions; for tests that check the closed forms
/// against the general algorithm. Only this thread is affected. The caches are emptied before
/// and after, so that no result crosses over (results other threads add meanwhile are right,
/// but may have been found with the closed forms).
#[doc(hidden)]
pub fn without_closed_forms<R>(work: impl FnOnce() -> R) -> R {
    let set = |on: bool| {
        intern::set_shortcuts(on);
        with_arena(Arena::clear_caches);
    };
    set(false);
    let result = work();
    set(true);
    result
}

/// Empties the caches of sums and comparisons (the games themselves stay), so that a benchmark
/// can measure work done from scratch.
#[doc(hidden)]
pub fn clear_caches() {
    with_arena(Arena::clear_caches);
}

/// The number of games stored in the arena so far (a measure for benchmarks and tests).
#[doc(hidden)]
pub fn arena_size() -> usize {
    with_arena(|arena| arena.nodes.len())
}
