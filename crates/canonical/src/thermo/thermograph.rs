//! Thermographs: the walls of a game, worked out from its options' walls (Winning Ways, ch. 6;
//! Siegel, *Combinatorial Game Theory*, II.5), with the numbers and the games `x + n·↑ + *m`
//! in closed form.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;

use dyadic::Dyadic;

use super::bottom_up;
use super::trajectory::{Builder, Trajectory, base};
use crate::CanonicalForm;

/// The thermograph of a short game: its left and right walls, which meet at its temperature
/// and go on up together as the mast, at its mean.
///
/// At temperature `t` the left wall is the left stop of the game cooled by `t`, and the right
/// wall its right stop. As CGSuite draws them, the walls start at `t = -1`, so that numbers
/// have thermographs too: `m/2^n` has temperature `-1/2^n`, an integer `-1`.
///
/// ```
/// use canonical::CanonicalForm;
/// use dyadic::Dyadic;
///
/// let g: CanonicalForm = "{3|1}".parse().unwrap();
/// let thermograph = g.thermograph();
/// assert_eq!(thermograph.temperature(), &Dyadic::one());
/// assert_eq!(thermograph.mast(), &Dyadic::from(2));
/// assert_eq!(thermograph.to_string(), "Thermograph(2,[1],[0,-1],2,[1],[0,1])");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Thermograph {
    left: Trajectory,
    right: Trajectory,
    temperature: Dyadic,
    mast: Dyadic,
}

impl Thermograph {
    /// The left wall: the left stop of the game cooled by `t`, at each temperature `t`.
    pub fn left_wall(&self) -> &Trajectory {
        &self.left
    }

    /// The right wall: the right stop of the game cooled by `t`.
    pub fn right_wall(&self) -> &Trajectory {
        &self.right
    }

    /// The temperature: where the walls meet (`-1` for integers, `-1/2^n` for `m/2^n`).
    pub fn temperature(&self) -> &Dyadic {
        &self.temperature
    }

    /// The value of the mast: the game's mean.
    pub fn mast(&self) -> &Dyadic {
        &self.mast
    }

    /// The thermograph whose walls are the scaffolds `left` (falling) and `right` (rising)
    /// below the temperature where they first meet, and the mast above it.
    pub(crate) fn from_scaffolds(left: &Trajectory, right: &Trajectory) -> Thermograph {
        // For a short game the scaffolds always meet (the left one ends falling, the right one
        // rising); the fallback keeps this total.
        let temperature = left
            .first_at_most(right)
            .unwrap_or_else(|| left.corners().last().map_or_else(base, |(t, _)| t.clone()));
        let mast = left.value_at(&temperature);
        Thermograph {
            left: left.cut(&temperature),
            right: right.cut(&temperature),
            temperature,
            mast,
        }
    }

    /// The thermograph of the number `x`, in closed form: at `t = -1/2^k` (`k` from `0` to
    /// `x`'s exponent) the left wall is `x` rounded up to a multiple of `1/2^k`, and the right
    /// wall `x` rounded down; straight between.
    pub(crate) fn of_number(x: &Dyadic) -> Thermograph {
        let n = x.exponent();
        let mut ups = vec![x.clone()];
        let mut downs = vec![x.clone()];
        for k in (0..n).rev() {
            let step = Dyadic::new(1, k + 1);
            let (up, down) = (ups.last().unwrap_or(x), downs.last().unwrap_or(x));
            let up = if up.exponent() > k {
                up + &step
            } else {
                up.clone()
            };
            let down = if down.exponent() > k {
                down - &step
            } else {
                down.clone()
            };
            ups.push(up);
            downs.push(down);
        }
        ups.reverse();
        downs.reverse();
        let wall = |values: &[Dyadic]| {
            let mut builder = Builder::default();
            for k in 0..values.len() {
                let t = -Dyadic::new(1, k as u64);
                let slope = match values.get(k + 1) {
                    None => 0,
                    Some(next) => {
                        let rise = next - &values[k];
                        if rise.is_zero() {
                            0
                        } else if rise.is_positive() {
                            1
                        } else {
                            -1
                        }
                    }
                };
                builder.push(t, values[k].clone(), slope);
            }
            builder.finish()
        };
        Thermograph {
            left: wall(&ups),
            right: wall(&downs),
            temperature: -Dyadic::new(1, n),
            mast: x.clone(),
        }
    }

    /// The thermograph of `{left options | right options}` from the options' thermographs:
    /// the left scaffold is the largest right wall of a Left option, tilted by `-t`, the right
    /// scaffold the smallest left wall of a Right option, tilted by `+t`.
    pub(crate) fn from_options(left: &[&Thermograph], right: &[&Thermograph]) -> Thermograph {
        let scaffold = |walls: Vec<&Trajectory>, larger: bool, tilt: i8| {
            let mut walls = walls.into_iter();
            let first = walls.next()?;
            let extreme = walls.fold(first.clone(), |acc, wall| {
                if larger { acc.max(wall) } else { acc.min(wall) }
            });
            Some(extreme.tilt(tilt))
        };
        let lambda = scaffold(left.iter().map(|g| &g.right).collect(), true, -1);
        let rho = scaffold(right.iter().map(|g| &g.left).collect(), false, 1);
        match (lambda, rho) {
            (Some(lambda), Some(rho)) => Thermograph::from_scaffolds(&lambda, &rho),
            // Only numbers lack options on a side, and they are taken in closed form.
            (Some(only), None) | (None, Some(only)) => {
                Thermograph::of_number(&only.value_at(&Dyadic::zero()))
            }
            (None, None) => Thermograph::of_number(&Dyadic::zero()),
        }
    }
}

impl fmt::Display for Thermograph {
    /// As CGSuite writes it: `Thermograph(` the left wall `,` the right wall `)`, each as
    /// [`Trajectory`]'s `Display`.
    ///
    /// The alternate form, `{:#}`, is three lines for a reader: each wall's corners from the
    /// bottom up, and the mast.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let g: CanonicalForm = "{4|{2|0}}".parse().unwrap();
    /// assert_eq!(
    ///     format!("{:#}", g.thermograph()),
    ///     "left wall: 5 at -1, 5/2 at 3/2\n\
    ///      right wall: 2 at -1, 2 at 1, 5/2 at 3/2\n\
    ///      mast: 5/2 from temperature 3/2"
    /// );
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            return write!(
                f,
                "left wall: {:#}\nright wall: {:#}\nmast: {:#} from temperature {:#}",
                self.left, self.right, self.mast, self.temperature
            );
        }
        write!(f, "Thermograph({},{})", self.left, self.right)
    }
}

thread_local! {
    /// Thermographs already worked out, by the game's id.
    static KNOWN: RefCell<HashMap<u32, Rc<Thermograph>>> = RefCell::new(HashMap::new());
}

/// Forgets the thermographs worked out so far on this thread, so that a benchmark measures work
/// done from scratch.
#[doc(hidden)]
pub fn clear_thermographs() {
    KNOWN.with(|known| known.borrow_mut().clear());
}

/// The thermograph of `x + n·↑ + *m`, which is that of `x`, `x*`, `x↑` or `x↓` (as CGSuite
/// takes it): built from `x`'s in one step or two.
fn of_closed_form(number: &Dyadic, ups: i64, nim: u64) -> Thermograph {
    let x = Thermograph::of_number(number);
    if ups == 0 && nim == 0 {
        return x;
    }
    let x_star = Thermograph::from_options(&[&x], &[&x]);
    if ups == 0 || (nim == 1 && ups.abs() == 1) {
        x_star
    } else if ups > 0 {
        Thermograph::from_options(&[&x], &[&x_star])
    } else {
        Thermograph::from_options(&[&x_star], &[&x])
    }
}

/// The thermograph of `game`, by the recursive definition, bottom up, remembered.
///
/// What a computation refused by a budget (see [`crate::within`]) worked out is not remembered:
/// the options it was given may have been cut short.
pub(crate) fn thermograph(game: &CanonicalForm) -> Rc<Thermograph> {
    let remembered = |g: &CanonicalForm| KNOWN.with(|known| known.borrow().get(&g.id()).cloned());
    if let Some(known) = remembered(game) {
        return known;
    }
    let mut new = HashMap::new();
    let result = bottom_up(
        *game,
        &mut new,
        |g| {
            remembered(g).or_else(|| {
                g.closed_form()
                    .map(|(x, ups, nim)| Rc::new(of_closed_form(&x, ups, nim)))
            })
        },
        |_, left, right| {
            let left: Vec<&Thermograph> = left.iter().map(|t| &**t).collect();
            let right: Vec<&Thermograph> = right.iter().map(|t| &**t).collect();
            Rc::new(Thermograph::from_options(&left, &right))
        },
    );
    if game::budget::charge(0).is_ok() {
        KNOWN.with(|known| known.borrow_mut().extend(new));
    }
    result
}

impl CanonicalForm {
    /// The thermograph (Winning Ways, ch. 6; Siegel, II.5): the walls of the game cooled by
    /// every temperature from `-1` up.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let g: CanonicalForm = "{4|{2|0}}".parse().unwrap();
    /// assert_eq!(g.thermograph().to_string(), "Thermograph(5/2,[3/2],[0,-1],5/2,[3/2,1],[0,1,0])");
    /// ```
    pub fn thermograph(&self) -> Thermograph {
        (*thermograph(self)).clone()
    }

    /// The temperature: the least `t ≥ -1` at which the game cooled by `t` is infinitely close
    /// to a number, where its thermograph's walls meet. Hot games have positive temperatures,
    /// `x + ` an infinitesimal `0`, the number `m/2^n` `-1/2^n` and an integer `-1` (as
    /// CGSuite has it).
    ///
    /// ```
    /// use canonical::CanonicalForm;
    /// use dyadic::Dyadic;
    ///
    /// let temperature = |text: &str| text.parse::<CanonicalForm>().unwrap().temperature();
    /// assert_eq!(temperature("{3|1}"), Dyadic::one());
    /// assert_eq!(temperature("±1"), Dyadic::one());
    /// assert_eq!(temperature("^*"), Dyadic::zero());
    /// assert_eq!(temperature("3/4"), Dyadic::new(-1, 2));
    /// ```
    pub fn temperature(&self) -> Dyadic {
        thermograph(self).temperature.clone()
    }

    /// The mean: the value of the mast of the thermograph, where the game cooled by any
    /// temperature above its own settles; also the limit of `L(n·G)/n` (Winning Ways, ch. 6).
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let g: CanonicalForm = "{4|{2|0}}".parse().unwrap();
    /// assert_eq!(g.mean(), dyadic::Dyadic::new(5, 1));
    /// ```
    pub fn mean(&self) -> Dyadic {
        thermograph(self).mast.clone()
    }
}
