//! Cooling and heating, freezing, incentives and the reduced canonical form.

use std::collections::HashMap;
use std::fmt;

use dyadic::Dyadic;

use super::bottom_up;
use crate::CanonicalForm;

/// A temperature too cold to cool by: cooling is defined for `t > -1` only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoolingError {
    temperature: Dyadic,
}

impl CoolingError {
    /// The temperature asked for.
    pub fn temperature(&self) -> &Dyadic {
        &self.temperature
    }
}

impl fmt::Display for CoolingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot cool by {:#}: the temperature must be more than -1",
            self.temperature
        )
    }
}

impl std::error::Error for CoolingError {}

/// `{left | right}`, from lists of games.
fn braces(left: Vec<CanonicalForm>, right: Vec<CanonicalForm>) -> CanonicalForm {
    CanonicalForm::new(&left, &right)
}

/// `n·s`, `n` copies of `s` (their negatives if `n < 0`), added by doubling.
fn copies(n: &Dyadic, s: &CanonicalForm) -> CanonicalForm {
    let mut count = n.abs();
    let mut power = if n.is_negative() { -*s } else { *s };
    let mut total = CanonicalForm::zero();
    let two = Dyadic::from(2);
    while count.is_positive() {
        let half = Dyadic::from(count.half().floor());
        if &count - &(&half * &two) == Dyadic::one() {
            total = total + power;
        }
        power = power + power;
        count = half;
    }
    total
}

impl CanonicalForm {
    /// The game cooled by `t`, `G_t` (Winning Ways, ch. 6; Siegel, II.5): every move taxed by
    /// `t`, `{G^L_t - t | G^R_t + t}`, except that once the game cooled by some `t' < t` is
    /// infinitely close to a number it stays at that number, its mean. Integers are left as
    /// they are. As in CGSuite, `t` may be negative but must be more than `-1`.
    ///
    /// Cooling by `0` changes nothing; cooled by its temperature a game is its
    /// [`freeze`](CanonicalForm::freeze), and by more, its mean.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    /// use dyadic::Dyadic;
    ///
    /// let g: CanonicalForm = "{4|{2|0}}".parse().unwrap();
    /// assert_eq!(g.cool(&Dyadic::one()).unwrap().to_string(), "{3|2*}");
    /// assert_eq!(g.cool(&Dyadic::from(2)).unwrap().to_string(), "5/2");
    /// let half: CanonicalForm = "1/2".parse().unwrap();
    /// assert_eq!(half.cool(&Dyadic::new(-1, 1)).unwrap().to_string(), "1/2*");
    /// assert!(half.cool(&Dyadic::from(-1)).is_err());
    /// ```
    pub fn cool(&self, t: &Dyadic) -> Result<CanonicalForm, CoolingError> {
        if t <= &Dyadic::from(-1) {
            return Err(CoolingError {
                temperature: t.clone(),
            });
        }
        if t.is_zero() {
            return Ok(*self);
        }
        let tax = CanonicalForm::number(t.clone());
        Ok(bottom_up(
            *self,
            &mut HashMap::new(),
            |g| {
                if g.is_integer() {
                    Some(*g)
                } else if &g.temperature() < t {
                    Some(CanonicalForm::number(g.mean()))
                } else {
                    None
                }
            },
            |_, left, right| {
                braces(
                    left.into_iter().map(|g| g - tax).collect(),
                    right.into_iter().map(|g| g + tax).collect(),
                )
            },
        ))
    }

    /// The game cooled by its temperature (Winning Ways's *freezing*): infinitely close to its
    /// mean, with the same stops. As in CGSuite, a number plus an infinitesimal `x + n·↑ + *m`
    /// is its own freeze; so is a number (cooled by its negative temperature it would be `x*`).
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let g: CanonicalForm = "{3||2*|1*}".parse().unwrap();
    /// assert_eq!(g.freeze().to_string(), "9/4*");
    /// ```
    pub fn freeze(&self) -> CanonicalForm {
        if self.closed_form().is_some() {
            return *self;
        }
        self.cool(&self.temperature()).unwrap_or(*self)
    }

    /// The game heated by `t`, `∫^t G` (Winning Ways, ch. 6; Siegel, II.5): a number stays as
    /// it is, any other game becomes `{∫^t G^L + t | ∫^t G^R - t}`, worked out on the canonical
    /// form (heating is not a function of values alone). `t` may be any game, as in CGSuite.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let g: CanonicalForm = "2*".parse().unwrap();
    /// assert_eq!(g.heat(&CanonicalForm::from(1)).to_string(), "{3|1}");
    /// ```
    pub fn heat(&self, t: &CanonicalForm) -> CanonicalForm {
        let t = *t;
        bottom_up(
            *self,
            &mut HashMap::new(),
            |g| g.as_number().map(|_| *g),
            |_, left, right| {
                braces(
                    left.into_iter().map(|g| g + t).collect(),
                    right.into_iter().map(|g| g - t).collect(),
                )
            },
        )
    }

    /// The game overheated from `s` to `t`, `∫_s^t G`, as CGSuite defines it: an integer `n`
    /// becomes `n·s` (`n` copies of `s`), any other game `{∫_s^t G^L + t | ∫_s^t G^R - t}`,
    /// on the canonical form (so non-integer numbers are overheated too).
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let one = CanonicalForm::from(1);
    /// let star: CanonicalForm = "*".parse().unwrap();
    /// // Overheating 1/2 = {0|1} from * to 1: {0 + 1 | * - 1}.
    /// let half: CanonicalForm = "1/2".parse().unwrap();
    /// assert_eq!(half.overheat(&star, &one).to_string(), "{1|-1*}");
    /// ```
    pub fn overheat(&self, s: &CanonicalForm, t: &CanonicalForm) -> CanonicalForm {
        let (s, t) = (*s, *t);
        bottom_up(
            *self,
            &mut HashMap::new(),
            |g| {
                g.as_number()
                    .filter(Dyadic::is_integer)
                    .map(|n| copies(&n, &s))
            },
            |_, left, right| {
                braces(
                    left.into_iter().map(|g| g + t).collect(),
                    right.into_iter().map(|g| g - t).collect(),
                )
            },
        )
    }

    /// Left's incentives, `G^L - G` for each Left option, without repeats or dominated ones
    /// (those at most another), as CGSuite lists them.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let names = |games: Vec<CanonicalForm>| games.iter().map(|g| g.to_string()).collect::<Vec<_>>();
    /// let up = CanonicalForm::ups(1);
    /// assert_eq!(names(up.left_incentives()), ["v"]);
    /// assert_eq!(names(up.right_incentives()), ["^*"]);
    /// assert_eq!(names(up.incentives()), ["^*"]);
    /// ```
    pub fn left_incentives(&self) -> Vec<CanonicalForm> {
        maximal(self.left_options().iter().map(|l| *l - *self).collect())
    }

    /// Right's incentives, `G - G^R` for each Right option (see
    /// [`left_incentives`](CanonicalForm::left_incentives)).
    pub fn right_incentives(&self) -> Vec<CanonicalForm> {
        maximal(self.right_options().iter().map(|r| *self - *r).collect())
    }

    /// Both players' incentives together, without repeats or dominated ones: a move's
    /// incentive is what it gains the mover, and a player's best moves in a sum are among
    /// those of largest incentive.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// // Either player's move in {3|1} gains {2|0}: 3 - {3|1} and {3|1} - 1.
    /// let g: CanonicalForm = "{3|1}".parse().unwrap();
    /// assert_eq!(g.incentives(), ["{2|0}".parse::<CanonicalForm>().unwrap()]);
    /// ```
    pub fn incentives(&self) -> Vec<CanonicalForm> {
        let mut all = self.left_incentives();
        all.extend(self.right_incentives());
        maximal(all)
    }

    /// The reduced canonical form (Calistrate; Siegel, II.6): the simplest game infinitely
    /// close to this one, so that infinitesimals are ignored. Worked out as CGSuite does: a
    /// number plus an infinitesimal `x + n·↑ + *m` reduces to `x`; any other game is heated
    /// by `*`, and then each follower `x*` replaced by `x`.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let reduced = |text: &str| text.parse::<CanonicalForm>().unwrap().reduced().to_string();
    /// assert_eq!(reduced("{3||2*|1*}"), "{3||2|1}");
    /// assert_eq!(reduced("^*"), "0");
    /// assert_eq!(reduced("{1|^^||^}"), "0");
    /// ```
    pub fn reduced(&self) -> CanonicalForm {
        if let Some((x, _, _)) = self.closed_form() {
            return CanonicalForm::number(x);
        }
        let heated = self.heat(&CanonicalForm::nimber(1));
        bottom_up(
            heated,
            &mut HashMap::new(),
            |g| match g.closed_form() {
                Some((x, _, _)) if g.as_number().is_some() => Some(CanonicalForm::number(x)),
                Some((x, 0, 1)) => Some(CanonicalForm::number(x)),
                _ => None,
            },
            |_, left, right| braces(left, right),
        )
    }
}

/// `games` without repeats and without any that is at most another, in a fixed order.
fn maximal(mut games: Vec<CanonicalForm>) -> Vec<CanonicalForm> {
    games.sort_by_key(|g| g.id());
    games.dedup();
    let kept: Vec<CanonicalForm> = games
        .iter()
        .filter(|g| !games.iter().any(|h| h != *g && **g <= *h))
        .copied()
        .collect();
    let mut kept = kept;
    kept.sort_by_cached_key(|g| {
        let text = g.to_string();
        (text.len(), text)
    });
    kept
}
