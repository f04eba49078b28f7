//! Games of the form `x + n·↑ + *m` ("NUS", as CGSuite calls them): a number, a multiple of up
//! and a nimber. Their sums, negatives and comparisons have closed forms, so the engine keeps them
//! by those three parts and works out their options only when asked.

use std::cmp::Ordering;

use dyadic::Dyadic;

/// `number + ups·↑ + *nim`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Nus {
    pub(crate) number: Dyadic,
    pub(crate) ups: i64,
    pub(crate) nim: u64,
}

impl Nus {
    pub(crate) fn number(number: Dyadic) -> Nus {
        Nus {
            number,
            ups: 0,
            nim: 0,
        }
    }

    pub(crate) fn zero() -> Nus {
        Nus::number(Dyadic::zero())
    }

    pub(crate) fn is_number(&self) -> bool {
        self.ups == 0 && self.nim == 0
    }

    /// The same number with other ups and nimber.
    fn with(&self, ups: i64, nim: u64) -> Nus {
        Nus {
            number: self.number.clone(),
            ups,
            nim,
        }
    }

    /// The sum, in closed form: numbers add, ups add, nimbers add as nimbers (exclusive or);
    /// `None` if the multiple of up overflows an `i64` (a game born after day 2^63), which the
    /// general algorithm then works out, within its budget.
    pub(crate) fn add(&self, other: &Nus) -> Option<Nus> {
        Some(Nus {
            number: &self.number + &other.number,
            ups: self.ups.checked_add(other.ups)?,
            nim: self.nim ^ other.nim,
        })
    }

    /// The negative: every nimber is its own negative (`None` for `i64::MIN` ups, as
    /// [`Nus::add`]).
    pub(crate) fn neg(&self) -> Option<Nus> {
        Some(Nus {
            number: -&self.number,
            ups: self.ups.checked_neg()?,
            nim: self.nim,
        })
    }

    /// How `self` compares with zero, `None` when it is fuzzy (confused with zero).
    ///
    /// The number decides unless it is zero. Then `n·↑ + *m` is positive for every `n ≥ 1`
    /// except `↑*`, which is fuzzy (`↑ + *` is `{0, * | 0}`, a first-player win); `*m` alone is
    /// fuzzy for `m > 0`.
    pub(crate) fn sign(&self) -> Option<Ordering> {
        match self.number.signum() {
            Ordering::Equal => {}
            sign => return Some(sign),
        }
        match (self.ups, self.nim) {
            (0, 0) => Some(Ordering::Equal),
            (0, _) | (1, 1) | (-1, 1) => None,
            (ups, _) => Some(ups.cmp(&0)),
        }
    }

    /// `self <= other`, in closed form: the sign of `other - self`, worked out without making it.
    pub(crate) fn leq(&self, other: &Nus) -> bool {
        match self.number.cmp(&other.number) {
            Ordering::Less => true,
            Ordering::Greater => false,
            Ordering::Equal => {
                // Wide enough that no difference of two i64 overflows.
                let ups = i128::from(other.ups) - i128::from(self.ups);
                match (ups, other.nim ^ self.nim) {
                    (0, 0) => true,
                    (0, _) | (1, 1) => false,
                    (ups, _) => ups > 0,
                }
            }
        }
    }

    /// How many options [`Nus::options`] makes, for both players together (`2m` for `x + *m`).
    pub(crate) fn option_count(&self) -> u64 {
        match (self.ups, self.nim) {
            (0, nim) if !self.is_number() => nim.saturating_mul(2),
            _ => 3,
        }
    }

    /// The options of the canonical form, `(left, right)`.
    ///
    /// - a number: the neighbours it is born between (`{n - 1 |}` for a positive integer,
    ///   `{m-1/2^k | m+1/2^k}` for `m/2^k`);
    /// - `x + *m`: `x + *k` for every `k < m`, for both players;
    /// - `x + ↑*` is `{x, x* | x}`; otherwise, for `n > 0`, `x + n·↑ + *m` is
    ///   `{x | x + (n-1)·↑ + *(m xor 1)}`, and downs are the mirror image.
    pub(crate) fn options(&self) -> (Vec<Nus>, Vec<Nus>) {
        if self.is_number() {
            return number_options(&self.number);
        }
        let number = || Nus::number(self.number.clone());
        match (self.ups, self.nim) {
            (0, nim) => {
                let options: Vec<Nus> = (0..nim).map(|k| self.with(0, k)).collect();
                (options.clone(), options)
            }
            (1, 1) => (vec![number(), self.with(0, 1)], vec![number()]),
            (-1, 1) => (vec![number()], vec![number(), self.with(0, 1)]),
            (ups, nim) if ups > 0 => (vec![number()], vec![self.with(ups - 1, nim ^ 1)]),
            (ups, nim) => (vec![self.with(ups + 1, nim ^ 1)], vec![number()]),
        }
    }
}

/// The canonical options of a number.
fn number_options(x: &Dyadic) -> (Vec<Nus>, Vec<Nus>) {
    if x.is_zero() {
        (vec![], vec![])
    } else if x.is_integer() {
        if x.is_positive() {
            (vec![Nus::number(x - Dyadic::one())], vec![])
        } else {
            (vec![], vec![Nus::number(x + Dyadic::one())])
        }
    } else {
        let step = Dyadic::new(1, x.exponent());
        (vec![Nus::number(x - &step)], vec![Nus::number(x + &step)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nus(number: i64, ups: i64, nim: u64) -> Nus {
        Nus {
            number: Dyadic::from(number),
            ups,
            nim,
        }
    }

    #[test]
    fn signs() {
        assert_eq!(nus(0, 1, 0).sign(), Some(Ordering::Greater));
        assert_eq!(nus(0, 1, 1).sign(), None);
        assert_eq!(nus(0, 1, 2).sign(), Some(Ordering::Greater));
        assert_eq!(nus(0, -2, 1).sign(), Some(Ordering::Less));
        assert_eq!(nus(0, 0, 3).sign(), None);
        assert_eq!(nus(-1, 5, 0).sign(), Some(Ordering::Less));
    }

    #[test]
    fn options_of_numbers() {
        let half = Nus::number(Dyadic::new(1, 1));
        assert_eq!(half.options(), (vec![nus(0, 0, 0)], vec![nus(1, 0, 0)]));
        assert_eq!(nus(-2, 0, 0).options(), (vec![], vec![nus(-1, 0, 0)]));
    }
}
