//! A number as a whole part and binary digits after the point, stored so that the tree rule
//! only ever adds digits at the top and sums cost the shorter operand.

use std::cmp::Ordering;

use dyadic::Dyadic;
use num_bigint::BigUint;

use crate::bits::{from_bits, join};

/// `whole + 0.d₁d₂…dₖ` in binary, `0 ≤` the fraction `< 1`; `digits` holds `dₖ … d₁`, the most
/// significant digit last, so that digits are put on top by pushing.
#[derive(Clone, Debug, Default)]
pub(crate) struct Number {
    whole: i64,
    digits: Vec<bool>,
    /// How many digits are 1 (so "is the fraction 0?" is one comparison).
    ones: usize,
}

impl Number {
    /// Whether the number is at least 0.
    fn is_non_negative(&self) -> bool {
        self.whole >= 0
    }

    /// Whether the number is at most 0.
    fn is_non_positive(&self) -> bool {
        self.whole < 0 || (self.whole == 0 && self.ones == 0)
    }

    fn push(&mut self, digit: bool, times: usize) {
        self.digits.extend(std::iter::repeat_n(digit, times));
        if digit {
            self.ones += times;
        }
    }

    /// The value of a blue edge with this number above it.
    pub(crate) fn under_blue(mut self) -> Number {
        if self.is_non_negative() {
            self.whole += 1;
            return self;
        }
        // x + n lies in [1, 2) for n = 1 - ⌊x⌋: digits "1" then n - 2 zeros go on top.
        let n = (1 - self.whole) as usize;
        self.push(true, 1);
        self.push(false, n - 2);
        self.whole = 0;
        self
    }

    /// The value of a red edge with this number above it.
    pub(crate) fn under_red(mut self) -> Number {
        if self.is_non_positive() {
            self.whole -= 1;
            return self;
        }
        // x - n lies in (-2, -1] for n = ⌈x⌉ + 1; divided by 2^(n-1) it is -1 plus digits
        // "0" (or "1" when x is whole) and n - 2 ones on top.
        let whole = self.ones == 0;
        let n = (self.whole + 1) as usize + usize::from(!whole);
        self.push(whole, 1);
        self.push(true, n - 2);
        self.whole = -1;
        self
    }

    /// The sum, adding the shorter fraction into the longer one's digits.
    pub(crate) fn add(self, other: Number) -> Number {
        let (mut long, short) = if self.digits.len() >= other.digits.len() {
            (self, other)
        } else {
            (other, self)
        };
        long.whole += short.whole;
        let offset = long.digits.len() - short.digits.len();
        let mut carry = false;
        for (index, &digit) in short.digits.iter().enumerate() {
            let slot = &mut long.digits[offset + index];
            let total = u8::from(*slot) + u8::from(digit) + u8::from(carry);
            let new = total & 1 == 1;
            if new != *slot {
                if new {
                    long.ones += 1;
                } else {
                    long.ones -= 1;
                }
            }
            *slot = new;
            carry = total >= 2;
        }
        // A carry out of the top digit is a whole unit (the short fraction reaches the top too).
        if carry {
            long.whole += 1;
        }
        long
    }

    /// How many binary digits follow the point.
    pub(crate) fn len(&self) -> usize {
        self.digits.len()
    }

    /// The whole part, `⌊x⌋`.
    pub(crate) fn whole(&self) -> i64 {
        self.whole
    }

    /// Whether the number is whole.
    pub(crate) fn is_whole(&self) -> bool {
        self.ones == 0
    }

    /// How the fraction compares with `m · 2^(k - len)`, `m > 0`, and how many of its digits
    /// were read: digit by digit down from the top, so first over the fraction's leading zeros,
    /// then (when the two leading ones are at the same place) until the two differ.
    pub(crate) fn fraction_cmp(&self, m: &BigUint, k: i64) -> (Ordering, usize) {
        // The digit of `m · 2^k` at `place`, counted from the fraction's last digit.
        let other = |place: i64| place >= k && m.bit((place - k) as u64);
        let top = m.bits() as i64 - 1 + k;
        if top >= self.digits.len() as i64 {
            return (Ordering::Less, 0);
        }
        let mut read = 0;
        for place in (0..self.digits.len()).rev() {
            read += 1;
            let mine = self.digits[place];
            if (place as i64) > top {
                if mine {
                    return (Ordering::Greater, read);
                }
                continue;
            }
            let theirs = other(place as i64);
            if mine != theirs {
                return (mine.cmp(&theirs), read);
            }
        }
        // Every digit of the fraction agreed: `m · 2^k` is larger if it has ones below them.
        let larger = k < 0 && m.trailing_zeros().is_some_and(|zeros| (zeros as i64) < -k);
        (
            if larger {
                Ordering::Less
            } else {
                Ordering::Equal
            },
            read,
        )
    }

    /// The exact value.
    pub(crate) fn to_dyadic(&self) -> Dyadic {
        let length = self.digits.len();
        let low = from_bits(self.digits.iter().copied());
        Dyadic::new(join(self.whole, length, low), length as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fraction_cmp_agrees_with_exact_comparison() {
        for length in 0..7usize {
            for pattern in 0..1u32 << length {
                let digits: Vec<bool> = (0..length).map(|i| pattern >> i & 1 == 1).collect();
                let ones = digits.iter().filter(|&&digit| digit).count();
                let number = Number {
                    whole: 0,
                    digits,
                    ones,
                };
                // The fraction and m · 2^k, both times 2^(length + 8).
                let fraction = u64::from(pattern) << 8;
                for m in 1..80u64 {
                    for k in -6..9i64 {
                        let scaled = (m << 8 << k.max(0)) >> (-k).max(0);
                        let exact = (m << 8) as f64 * 2f64.powi(k as i32);
                        assert_eq!(scaled as f64, exact);
                        let (order, _) = number.fraction_cmp(&BigUint::from(m), k);
                        assert_eq!(order, fraction.cmp(&scaled), "{pattern:b} {m} {k}");
                    }
                }
            }
        }
    }
}
