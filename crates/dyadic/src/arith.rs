//! Addition, subtraction, multiplication and negation.
//!
//! Each operation tries up to three paths, each rarer and slower than the one before:
//!
//! 1. fixed-point operands (see [`crate::fixed`]): checked `i64` arithmetic, inlined;
//! 2. any machine-word operands: `i64` arithmetic when the numerators are half-word sized (see
//!    [`crate::word`]) or, for multiplication, when the product fits; else `i128` arithmetic, which
//!    cannot overflow here; either may still give a small result;
//! 3. anything else: big integers.

use std::iter::Sum;
use std::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

use num_bigint::BigInt;

use crate::fixed;
use crate::repr::{Dyadic, Parts};
use crate::word::align_half_words;

/// The largest shift that keeps an `i64` inside an `i128` with room for one addition.
const MAX_WIDE_SHIFT: u32 = 63;

impl Dyadic {
    /// Half of this number, `x / 2`.
    ///
    /// ```
    /// use dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::from(3).half(), Dyadic::new(3, 1));
    /// ```
    pub fn half(&self) -> Dyadic {
        match self.parts() {
            Parts::Small {
                numerator,
                exponent,
            } => Dyadic::from_i128(i128::from(numerator), u64::from(exponent) + 1),
            Parts::Big {
                numerator,
                exponent,
            } => Dyadic::from_big_parts(numerator.clone(), exponent_sum(exponent, 1)),
        }
    }

    /// The absolute value.
    pub fn abs(&self) -> Dyadic {
        if self.is_negative() {
            -self
        } else {
            self.clone()
        }
    }
}

/// `a + b`, or `a - b` when `subtract` is set.
#[inline]
fn add_or_sub(a: &Dyadic, b: &Dyadic, subtract: bool) -> Dyadic {
    if let Some((x, y)) = Dyadic::fixed_pair(a, b)
        && let Some(sum) = fixed::add_or_sub(x, y, subtract)
    {
        return sum;
    }
    add_or_sub_words(a, b, subtract)
}

/// [`add_or_sub`] when not both operands, or not the result, are in fixed point. Two values in
/// the word form with half-word numerators take an `i64` path inlined here.
#[inline]
fn add_or_sub_words(a: &Dyadic, b: &Dyadic, subtract: bool) -> Dyadic {
    let Some(((a_numerator, a_exponent), (b_numerator, b_exponent))) = Dyadic::word_pair(a, b)
    else {
        return add_or_sub_mixed(a, b, subtract);
    };
    match align_half_words(a_numerator, a_exponent, b_numerator, b_exponent) {
        Some((a_aligned, b_aligned, exponent)) => {
            let sum = if subtract {
                a_aligned - b_aligned
            } else {
                a_aligned + b_aligned
            };
            Dyadic::from_i64(sum, exponent)
        }
        None => add_or_sub_wide(a_numerator, a_exponent, b_numerator, b_exponent, subtract),
    }
}

/// [`add_or_sub`] for operands in different forms, or big.
#[inline(never)]
fn add_or_sub_mixed(a: &Dyadic, b: &Dyadic, subtract: bool) -> Dyadic {
    match (a.as_small(), b.as_small()) {
        (Some((a_numerator, a_exponent)), Some((b_numerator, b_exponent))) => {
            add_or_sub_wide(a_numerator, a_exponent, b_numerator, b_exponent, subtract)
        }
        _ => add_or_sub_big(a, b, subtract),
    }
}

/// Any machine-word values, in `i128`.
#[inline(never)]
fn add_or_sub_wide(
    a_numerator: i64,
    a_exponent: u32,
    b_numerator: i64,
    b_exponent: u32,
    subtract: bool,
) -> Dyadic {
    let exponent = a_exponent.max(b_exponent);
    let (a_shift, b_shift) = (exponent - a_exponent, exponent - b_exponent);
    if a_shift > MAX_WIDE_SHIFT || b_shift > MAX_WIDE_SHIFT {
        let a = Dyadic::from_i64(a_numerator, a_exponent);
        let b = Dyadic::from_i64(b_numerator, b_exponent);
        return add_or_sub_big(&a, &b, subtract);
    }
    // |i64| <= 2^63 shifted by at most 63, plus another i64: at most 2^126 + 2^63 in size.
    let a_aligned = i128::from(a_numerator) << a_shift;
    let b_aligned = i128::from(b_numerator) << b_shift;
    let sum = if subtract {
        a_aligned - b_aligned
    } else {
        a_aligned + b_aligned
    };
    Dyadic::from_i128(sum, u64::from(exponent))
}

#[cold]
#[inline(never)]
fn add_or_sub_big(a: &Dyadic, b: &Dyadic, subtract: bool) -> Dyadic {
    // Adding zero would otherwise shift it by the other operand's (possibly huge) exponent.
    if b.is_zero() {
        return a.clone();
    }
    if a.is_zero() {
        return if subtract { -b } else { b.clone() };
    }
    let ((a_numerator, a_exponent), (b_numerator, b_exponent)) = (a.big_parts(), b.big_parts());
    let exponent = a_exponent.max(b_exponent);
    let a_aligned = shifted_left(&a_numerator, exponent - a_exponent);
    let b_aligned = shifted_left(&b_numerator, exponent - b_exponent);
    let sum = if subtract {
        a_aligned - b_aligned
    } else {
        a_aligned + b_aligned
    };
    Dyadic::from_big_parts(sum, exponent)
}

fn shifted_left(numerator: &BigInt, shift: u64) -> BigInt {
    if shift == 0 {
        numerator.clone()
    } else {
        numerator << shift
    }
}

#[inline]
fn mul(a: &Dyadic, b: &Dyadic) -> Dyadic {
    if let Some((x, y)) = Dyadic::fixed_pair(a, b)
        && let Some(product) = fixed::mul(x, y)
    {
        return product;
    }
    mul_words(a, b)
}

/// [`mul`] when not both operands, or not the result, are in fixed point: a checked `i64` product
/// when that fits. (Out of line: inlined, even in part, it slows the fixed-point path down by a
/// fifth to a third.)
#[inline(never)]
fn mul_words(a: &Dyadic, b: &Dyadic) -> Dyadic {
    let (Some((a_numerator, a_exponent)), Some((b_numerator, b_exponent))) =
        (a.as_small(), b.as_small())
    else {
        return mul_big(a, b);
    };
    match (
        a_numerator.checked_mul(b_numerator),
        a_exponent.checked_add(b_exponent),
    ) {
        (Some(product), Some(exponent)) => Dyadic::from_i64(product, exponent),
        _ => mul_wide(a_numerator, a_exponent, b_numerator, b_exponent),
    }
}

#[cold]
#[inline(never)]
fn mul_wide(a_numerator: i64, a_exponent: u32, b_numerator: i64, b_exponent: u32) -> Dyadic {
    // |i64| <= 2^63, so the product has at most 126 magnitude bits: no overflow in i128.
    let product = i128::from(a_numerator) * i128::from(b_numerator);
    Dyadic::from_i128(product, u64::from(a_exponent) + u64::from(b_exponent))
}

#[cold]
#[inline(never)]
fn mul_big(a: &Dyadic, b: &Dyadic) -> Dyadic {
    let ((a_numerator, a_exponent), (b_numerator, b_exponent)) = (a.big_parts(), b.big_parts());
    Dyadic::from_big_parts(
        &*a_numerator * &*b_numerator,
        exponent_sum(a_exponent, b_exponent),
    )
}

/// Adds exponents. Overflowing `u64` would mean a denominator of more than 2^64 bits, far past any
/// memory, so it is treated like a failed allocation.
fn exponent_sum(a: u64, b: u64) -> u64 {
    a.checked_add(b)
        .expect("dyadic exponent overflow: the denominator would exceed 2^(2^64)")
}

fn neg(x: &Dyadic) -> Dyadic {
    // Every negated fixed-point word but `i64::MIN`'s is one.
    if let Some(negated) = x.as_fixed().and_then(i64::checked_neg) {
        return Dyadic::fixed(negated);
    }
    match x.parts() {
        // `-i64::MIN` does not fit an i64; `from_i128` moves it to the big form.
        Parts::Small {
            numerator,
            exponent,
        } => Dyadic::from_i128(-i128::from(numerator), u64::from(exponent)),
        Parts::Big {
            numerator,
            exponent,
        } => Dyadic::from_big_parts(-numerator, exponent),
    }
}

/// Implements a binary operator for every mix of owned and borrowed operands, all in terms of the
/// borrowed one.
macro_rules! forward_binary_operator {
    ($Trait:ident, $method:ident, $Assign:ident, $assign_method:ident, |$a:ident, $b:ident| $body:expr) => {
        impl $Trait<&Dyadic> for &Dyadic {
            type Output = Dyadic;
            #[inline]
            fn $method(self, other: &Dyadic) -> Dyadic {
                let ($a, $b) = (self, other);
                $body
            }
        }
        impl $Trait<Dyadic> for &Dyadic {
            type Output = Dyadic;
            #[inline]
            fn $method(self, other: Dyadic) -> Dyadic {
                self.$method(&other)
            }
        }
        impl $Trait<&Dyadic> for Dyadic {
            type Output = Dyadic;
            #[inline]
            fn $method(self, other: &Dyadic) -> Dyadic {
                (&self).$method(other)
            }
        }
        impl $Trait<Dyadic> for Dyadic {
            type Output = Dyadic;
            #[inline]
            fn $method(self, other: Dyadic) -> Dyadic {
                (&self).$method(&other)
            }
        }
        impl $Assign<&Dyadic> for Dyadic {
            #[inline]
            fn $assign_method(&mut self, other: &Dyadic) {
                *self = (&*self).$method(other);
            }
        }
        impl $Assign<Dyadic> for Dyadic {
            #[inline]
            fn $assign_method(&mut self, other: Dyadic) {
                *self = (&*self).$method(&other);
            }
        }
    };
}

forward_binary_operator!(Add, add, AddAssign, add_assign, |a, b| add_or_sub(
    a, b, false
));
forward_binary_operator!(Sub, sub, SubAssign, sub_assign, |a, b| add_or_sub(
    a, b, true
));
forward_binary_operator!(Mul, mul, MulAssign, mul_assign, |a, b| mul(a, b));

impl Neg for &Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        neg(self)
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        neg(&self)
    }
}

impl Sum for Dyadic {
    fn sum<I: Iterator<Item = Dyadic>>(iter: I) -> Dyadic {
        iter.fold(Dyadic::zero(), |total, x| total + x)
    }
}

impl<'a> Sum<&'a Dyadic> for Dyadic {
    fn sum<I: Iterator<Item = &'a Dyadic>>(iter: I) -> Dyadic {
        iter.fold(Dyadic::zero(), |total, x| total + x)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(numerator: i64, exponent: u64) -> Dyadic {
        Dyadic::new(numerator, exponent)
    }

    #[test]
    fn small_sums_and_products() {
        assert_eq!(d(1, 1) + d(1, 1), d(1, 0));
        assert_eq!(d(3, 2) + d(1, 3), d(7, 3));
        assert_eq!(d(3, 2) - d(3, 2), Dyadic::zero());
        assert_eq!(d(3, 1) * d(2, 0), d(3, 0));
        assert_eq!(d(-3, 2) * d(5, 3), d(-15, 5));
        assert_eq!(-d(5, 3), d(-5, 3));
    }

    #[test]
    fn every_operand_form_gives_the_same_answer() {
        let (a, b) = (d(5, 2), d(-3, 4));
        let expected = d(17, 4);
        assert_eq!(&a + &b, expected);
        assert_eq!(a.clone() + &b, expected);
        assert_eq!(&a + b.clone(), expected);
        assert_eq!(a.clone() + b.clone(), expected);
        let mut c = a.clone();
        c += &b;
        assert_eq!(c, expected);
        c -= b.clone();
        assert_eq!(c, a);
        c *= d(2, 0);
        assert_eq!(c, d(5, 1));
    }

    #[test]
    fn results_leave_and_rejoin_the_machine_word() {
        let max = Dyadic::from(i64::MAX);
        let beyond = &max + &Dyadic::one();
        assert_eq!(beyond.numerator(), BigInt::from(i64::MAX) + 1);
        assert_eq!(&beyond - &Dyadic::one(), max);
        assert!(matches!(
            (&beyond - &Dyadic::one()).parts(),
            Parts::Small { .. }
        ));
        assert_eq!(
            -Dyadic::from(i64::MIN),
            Dyadic::new(BigInt::from(i64::MIN) * -1, 0)
        );
        assert_eq!(-(-Dyadic::from(i64::MIN)), Dyadic::from(i64::MIN));
    }

    #[test]
    fn exponents_far_apart_take_the_big_path() {
        let tiny = d(1, 200);
        let sum = &Dyadic::one() + &tiny;
        assert_eq!(sum.exponent(), 200);
        assert_eq!(&sum - &tiny, Dyadic::one());
        assert_eq!(&tiny + &Dyadic::zero(), tiny);
        assert_eq!(&Dyadic::zero() - &tiny, -&tiny);
    }

    #[test]
    fn half_and_abs() {
        assert_eq!(d(3, 0).half(), d(3, 1));
        assert_eq!(d(4, 0).half(), d(2, 0));
        assert_eq!(
            d(1, u64::from(u32::MAX)).half().exponent(),
            u64::from(u32::MAX) + 1
        );
        assert_eq!(d(-7, 3).abs(), d(7, 3));
        assert_eq!(
            Dyadic::from(i64::MIN).abs().numerator(),
            -BigInt::from(i64::MIN)
        );
    }

    /// Values on both sides of every edge between the forms: fixed point (about 2^41 in size, 22
    /// digits after the point), machine words (i64 numerators) and big integers.
    fn edge_values() -> Vec<Dyadic> {
        let pow = |k: u64| BigInt::from(1) << k;
        let mut values = Vec::new();
        for exponent in [0u64, 1, 21, 22, 23, 40, 62, 63, 64, 70] {
            let mut numerators: Vec<BigInt> = [0, 1, -1, 3, -5, i64::from(i32::MAX), i64::MAX]
                .into_iter()
                .chain([i64::MIN, i64::MIN + 1, (1 << 62) + 1])
                .map(BigInt::from)
                .collect();
            numerators.extend([pow(63), pow(41) - 1, pow(41), -pow(41), -pow(41) - 1]);
            let edge = pow(41 + exponent);
            numerators.extend([&edge - 1, &edge + 1, -&edge, -&edge - 1, &edge * 3]);
            values.extend(numerators.into_iter().map(|n| Dyadic::new(n, exponent)));
        }
        values
    }

    #[test]
    fn every_result_at_the_edges_is_exact_and_canonical() {
        use num_rational::BigRational;
        let values = edge_values();
        let exact = |x: &BigRational| Dyadic::try_from(x).unwrap();
        for a in &values {
            let ra = BigRational::from(a);
            for (result, expected) in [
                (-a, -&ra),
                (a.half(), &ra / BigRational::from_integer(2.into())),
            ] {
                assert!(result.is_canonical(), "{result:?} from {a:?}");
                assert_eq!(result, exact(&expected), "{a:?}");
            }
            for b in &values {
                let rb = BigRational::from(b);
                let results = [(a + b, &ra + &rb), (a - b, &ra - &rb), (a * b, &ra * &rb)];
                for (result, expected) in results {
                    assert!(result.is_canonical(), "{result:?} from {a:?}, {b:?}");
                    assert_eq!(result, exact(&expected), "{a:?}, {b:?}");
                }
                assert_eq!(a.cmp(b), ra.cmp(&rb), "{a:?} vs {b:?}");
            }
        }
    }

    #[test]
    fn sums_of_iterators() {
        let halves = vec![d(1, 1); 6];
        assert_eq!(halves.iter().sum::<Dyadic>(), d(3, 0));
        assert_eq!(halves.into_iter().sum::<Dyadic>(), d(3, 0));
    }
}
