//! Birthdays and the simplicity rule.
//!
//! Day 0 makes 0. Each later day makes one new number beyond each end of everything made so far and
//! one between each neighbouring pair: on day 1, -1 and 1; on day 2, -2, -1/2, 1/2 and 2; and so on.
//! A number's birthday measures how simple it is, and the simplicity rule says the game
//! `{ lower | upper }` is worth the simplest number strictly between its bounds.

use num_bigint::{BigInt, BigUint};

use crate::repr::Dyadic;

impl Dyadic {
    /// The day this number is born: 0 on day 0; an integer `n` on day `|n|`; any other number
    /// `m/2^k` (with `k >= 1`) on day `floor(|x|) + 1 + k`.
    ///
    /// ```
    /// use dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::from(-3).birthday(), 3u32.into());
    /// assert_eq!(Dyadic::new(5, 2).birthday(), 4u32.into()); // 1 1/4 = { 1 | 1 1/2 }
    /// ```
    pub fn birthday(&self) -> BigUint {
        let whole_part = self.abs().floor().into_parts().1;
        match self.exponent() {
            0 => whole_part,
            exponent => whole_part + 1u8 + exponent,
        }
    }
}

// The simplicity rule in an `impl` of its own, so that the book can show it whole.
// ANCHOR: simplest_between
impl Dyadic {
    /// The simplest (earliest born) number strictly between the bounds, where a missing bound is no
    /// bound at all; `None` when `lower >= upper`, leaving no room.
    ///
    /// This is the simplicity rule that gives every number-valued game its value:
    /// `{ 1 | 2 }` is `1 1/2`, `{ 1/4 | 1/2 }` is `3/8` and `{ -5 | }` is `0`. The answer is unique:
    /// between any two numbers born on the same day lies one born earlier.
    ///
    /// ```
    /// use dyadic::Dyadic;
    ///
    /// let (quarter, half) = (Dyadic::new(1, 2), Dyadic::new(1, 1));
    /// assert_eq!(Dyadic::simplest_between(Some(&quarter), Some(&half)), Some(Dyadic::new(3, 3)));
    /// assert_eq!(Dyadic::simplest_between(None, Some(&Dyadic::new(-5, 1))), Some(Dyadic::from(-3)));
    /// assert_eq!(Dyadic::simplest_between(Some(&half), Some(&quarter)), None);
    /// ```
    pub fn simplest_between(lower: Option<&Dyadic>, upper: Option<&Dyadic>) -> Option<Dyadic> {
        if let (Some(lower), Some(upper)) = (lower, upper)
            && lower >= upper
        {
            return None;
        }
        Some(match (lower, upper) {
            (Some(lower), upper) if !lower.is_negative() => simplest_above_zero(lower, upper),
            // Mirror negative intervals onto positive ones: negation preserves birthdays.
            (lower, Some(upper)) if !upper.is_positive() => {
                let mirrored_lower = lower.map(|lower| -lower);
                -simplest_above_zero(&-upper, mirrored_lower.as_ref())
            }
            _ => Dyadic::zero(), // zero lies inside, and it is the simplest of all
        })
    }
}

/// The simplest number in `(lower, upper)`, for `0 <= lower < upper`.
fn simplest_above_zero(lower: &Dyadic, upper: Option<&Dyadic>) -> Dyadic {
    // The first integer above `lower`, n, wins whenever it fits: any fraction that fits exceeds
    // n - 1, so it is born on day floor(x) + 1 + k >= n + 1 at the earliest, and smaller integers
    // do not fit.
    let next_integer = Dyadic::from(lower.floor() + 1);
    let Some(upper) = upper.filter(|upper| next_integer >= **upper) else {
        return next_integer;
    };
    // All candidates now share the same whole part, so the earliest born has the smallest
    // denominator. On a grid one step finer than both bounds, the open interval holds at least one
    // point; the winner is the one divisible by the highest power of two.
    let exponent = lower
        .exponent()
        .max(upper.exponent())
        .checked_add(1)
        .expect("dyadic exponent overflow: the denominator would exceed 2^(2^64)");
    let lower_scaled = scaled_numerator(lower, exponent);
    let last = scaled_numerator(upper, exponent) - 1;
    Dyadic::new(most_divisible_above(&lower_scaled, &last), exponent)
}

/// `x * 2^exponent`, for an `exponent` at least `x`'s own.
fn scaled_numerator(x: &Dyadic, exponent: u64) -> BigInt {
    x.numerator() << (exponent - x.exponent())
}

/// The integer in `(floor, last]` divisible by the highest power of two, for `0 <= floor < last`.
///
/// Above the highest bit where `floor` and `last` differ, every integer in between shares their
/// bits; at that bit `last` has a one and `floor` a zero. So `last` with everything below that bit
/// cleared is in range, and any multiple of a higher power of two would have a zero there and lie at
/// or below `floor`. That also makes the answer unique.
fn most_divisible_above(floor: &BigInt, last: &BigInt) -> BigInt {
    let highest_difference = (floor ^ last).bits() - 1;
    (last >> highest_difference) << highest_difference
}
// ANCHOR_END: simplest_between

#[cfg(test)]
mod tests {
    use num_traits::One;

    use super::*;

    fn d(numerator: i64, exponent: u64) -> Dyadic {
        Dyadic::new(numerator, exponent)
    }

    fn simplest(lower: Option<Dyadic>, upper: Option<Dyadic>) -> Option<Dyadic> {
        Dyadic::simplest_between(lower.as_ref(), upper.as_ref())
    }

    #[test]
    fn worked_examples() {
        let cases = [
            (None, None, Some(d(0, 0))),
            (Some(d(3, 1)), None, Some(d(2, 0))),
            (None, Some(d(-5, 1)), Some(d(-3, 0))),
            (Some(d(0, 0)), None, Some(d(1, 0))),
            (None, Some(d(0, 0)), Some(d(-1, 0))),
            (Some(d(-1, 1)), None, Some(d(0, 0))),
            (None, Some(d(1, 2)), Some(d(0, 0))),
            (Some(d(-1, 0)), Some(d(1, 0)), Some(d(0, 0))),
            (Some(d(0, 0)), Some(d(1, 0)), Some(d(1, 1))),
            (Some(d(1, 0)), Some(d(2, 0)), Some(d(3, 1))),
            (Some(d(-2, 0)), Some(d(-1, 0)), Some(d(-3, 1))),
            (Some(d(1, 2)), Some(d(1, 1)), Some(d(3, 3))),
            (Some(d(1, 2)), Some(d(5, 0)), Some(d(1, 0))),
            (Some(d(-7, 2)), Some(d(-1, 1)), Some(d(-1, 0))),
            (Some(d(1, 1)), Some(d(1, 1)), None),
            (Some(d(1, 0)), Some(d(-1, 0)), None),
        ];
        for (lower, upper, expected) in cases {
            let answer = simplest(lower.clone(), upper.clone());
            assert_eq!(answer, expected, "between {lower:?} and {upper:?}");
        }
    }

    #[test]
    fn works_far_from_a_machine_word() {
        let big = Dyadic::from(BigInt::one() << 100u32);
        let next = &big + &Dyadic::one();
        assert_eq!(simplest(Some(big.clone()), None), Some(next.clone()));
        assert_eq!(
            simplest(Some(big.clone()), Some(next)),
            Some(&big + &d(1, 1))
        );
        let tiny = d(1, 500);
        assert_eq!(
            simplest(Some(Dyadic::zero()), Some(tiny.clone())),
            Some(d(1, 501))
        );
        assert_eq!(
            simplest(Some(-&tiny), Some(Dyadic::zero())),
            Some(d(-1, 501))
        );
    }

    #[test]
    fn birthdays() {
        let cases = [
            (d(0, 0), 0u32),
            (d(1, 0), 1),
            (d(-4, 0), 4),
            (d(1, 1), 2),
            (d(-1, 1), 2),
            (d(3, 1), 3),
            (d(3, 2), 3),
            (d(5, 2), 4),
            (d(-11, 3), 5),
        ];
        for (x, day) in cases {
            assert_eq!(x.birthday(), BigUint::from(day), "{x}");
        }
        assert_eq!(d(1, u64::MAX).birthday(), BigUint::from(u64::MAX) + 1u8);
        assert_eq!(
            Dyadic::from(i64::MIN).birthday(),
            BigUint::from(1u8) << 63u32
        );
    }
}
