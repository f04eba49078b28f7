//! Atomic weight (Winning Ways, ch. 7–8; Siegel, II.7), as CGSuite's `AtomicWeight` computes
//! it.

use std::collections::HashMap;

use dyadic::Dyadic;

use super::bottom_up;
use crate::CanonicalForm;

impl CanonicalForm {
    /// Whether the game is all-small: every follower, itself included, has moves for both
    /// players or for neither (so its value is an infinitesimal, as are all its followers').
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let all_small = |text: &str| text.parse::<CanonicalForm>().unwrap().is_all_small();
    /// assert!(all_small("^*"));
    /// assert!(all_small("{0||0|v*}"));
    /// assert!(!all_small("{0||0|-1}")); // tiny-one: infinitesimal, but not all-small
    /// ```
    pub fn is_all_small(&self) -> bool {
        bottom_up(
            *self,
            &mut HashMap::new(),
            |g| g.closed_form().map(|(x, _, _)| x.is_zero()),
            |_, left, right| left.into_iter().chain(right).all(|small| small),
        )
    }

    /// The far star: `*N` for the least `N ≥ 1` above every nimber `*n` among the followers
    /// (that is, `N = n + 1`); where a remote star is not reached.
    fn far_star(&self) -> u64 {
        bottom_up(
            *self,
            &mut HashMap::new(),
            |g| g.as_nimber().map(|n| n.saturating_add(1)),
            |_, left, right| left.into_iter().chain(right).fold(1, u64::max),
        )
    }

    /// The atomic weight, where it is defined: the game `W` such that this game is like `W`
    /// copies of `↑` in every sum with a large enough nimber (`G ~ W·↑`; Winning Ways, ch. 7;
    /// Siegel, II.7). `None` where CGSuite raises "That game is not atomic": for a game that
    /// is not infinitesimal (its stops are not both `0`), and for an infinitesimal that is not
    /// all-small and fails CGSuite's test (the game minus its computed weight times `↑` lies
    /// between `-(↑* + *N : -1)` and `↑* + *N : -1`, `*N` its far star rounded up to a power of
    /// two).
    ///
    /// The weight is worked out by the atomic weight calculus, `{aw(G^L) - 2 | aw(G^R) + 2}`,
    /// except where that is an integer and the game is clearly above or below its far star
    /// (the "eccentric" cases), where it is the least (greatest) integer out of reach of
    /// those options.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let weight = |text: &str| {
    ///     text.parse::<CanonicalForm>().unwrap().atomic_weight().map(|w| w.to_string())
    /// };
    /// assert_eq!(weight("^"), Some("1".to_string()));
    /// assert_eq!(weight("v*"), Some("-1".to_string()));
    /// assert_eq!(weight("*8"), Some("0".to_string()));
    /// assert_eq!(weight("{1|^^||^}"), Some("2".to_string()));
    /// assert_eq!(weight("{^^^|vv}"), Some("{1|0}".to_string()));
    /// assert_eq!(weight("{1|^^^||^}"), None);
    /// assert_eq!(weight("5"), None);
    /// ```
    pub fn atomic_weight(&self) -> Option<CanonicalForm> {
        if !self.left_stop().is_zero() || !self.right_stop().is_zero() {
            return None;
        }
        let weight = self.naive_atomic_weight();
        let atomic = self.is_all_small() || {
            let difference = *self - weight.norton_up();
            let size = self.far_star().max(2).checked_next_power_of_two()?;
            let epsilon = CanonicalForm::ups(1) + CanonicalForm::nimber(1) + red_kite(size);
            difference <= epsilon && -epsilon <= difference
        };
        atomic.then_some(weight)
    }

    /// The atomic weight calculus, without the check that the game is atomic.
    fn naive_atomic_weight(&self) -> CanonicalForm {
        let two = CanonicalForm::from(2);
        bottom_up(
            *self,
            &mut HashMap::new(),
            |g| g.closed_form().map(|(_, ups, _)| CanonicalForm::from(ups)),
            |g, left, right| {
                let left: Vec<CanonicalForm> = left.into_iter().map(|w| w - two).collect();
                let right: Vec<CanonicalForm> = right.into_iter().map(|w| w + two).collect();
                let candidate = CanonicalForm::new(&left, &right);
                if !candidate.is_integer() {
                    return candidate;
                }
                let far = CanonicalForm::nimber(g.far_star());
                match (*g <= far, far <= *g) {
                    (true, false) => least_integer_beyond(&left),
                    (false, true) => {
                        -least_integer_beyond(&right.iter().map(|r| -*r).collect::<Vec<_>>())
                    }
                    _ => candidate,
                }
            },
        )
    }

    /// The Norton product of this game and `↑` (`W·↑`): `W` copies of `↑` for an integer `W`,
    /// else `{W^L·↑ + ↑↑* | W^R·↑ - ↑↑*}` (`↑ + ↑*`, the one incentive of `↑` added to it).
    fn norton_up(&self) -> CanonicalForm {
        let step = CanonicalForm::ups(2) + CanonicalForm::nimber(1);
        bottom_up(
            *self,
            &mut HashMap::new(),
            |g| {
                g.as_number()
                    .filter(Dyadic::is_integer)
                    .and_then(|n| i64::try_from(n.floor()).ok())
                    .map(CanonicalForm::ups)
            },
            |_, left, right| {
                let left: Vec<CanonicalForm> = left.into_iter().map(|g| g + step).collect();
                let right: Vec<CanonicalForm> = right.into_iter().map(|g| g - step).collect();
                CanonicalForm::new(&left, &right)
            },
        )
    }
}

/// The least integer `n` with `n ⧐ W` (`n` not at most `W`) for every `W` in `options`; `0` if
/// there are none.
fn least_integer_beyond(options: &[CanonicalForm]) -> CanonicalForm {
    let mut best: Option<Dyadic> = None;
    for option in options {
        let mut n = Dyadic::from(option.right_stop().ceil());
        if CanonicalForm::number(n.clone()) <= *option {
            n += Dyadic::one();
        }
        best = Some(best.map_or(n.clone(), |b| b.max(n)));
    }
    CanonicalForm::number(best.unwrap_or_default())
}

/// `*N : -1`, the ordinal sum: `{0, *, …, *(N-1) | 0, *, …, *(N-1), *N}`.
fn red_kite(n: u64) -> CanonicalForm {
    let below: Vec<CanonicalForm> = (0..n).map(CanonicalForm::nimber).collect();
    let mut right = below.clone();
    right.push(CanonicalForm::nimber(n));
    CanonicalForm::new(&below, &right)
}
