//! The sign expansions of rational numbers: `n + f` is `+^{n+1} −` then the binary digits of
//! `f` (`+` for 1, `−` for 0), the last 1 left out when `f` is dyadic; periodic when it is not.

use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};

use crate::Sign;

/// The most signs a coefficient's expansion may take (whole part, digits and period).
pub(crate) const MAX_SIGNS: u64 = 100_000_000;

/// The signs of `[r]` after the first, for `r > 0`: runs `(sign, count)`, then the period of
/// the binary digits (empty when `r` is dyadic). `None` when longer than [`MAX_SIGNS`].
pub(crate) fn tail_of(r: &BigRational) -> Option<(Vec<(Sign, u64)>, Vec<Sign>)> {
    let n = r.floor().to_integer();
    let whole = n.to_u64().filter(|&n| n <= MAX_SIGNS)?;
    let f = r - BigRational::from_integer(n);
    let mut runs = Vec::new();
    if f.is_zero() {
        push(&mut runs, Sign::Plus, whole - 1);
        return Some((runs, Vec::new()));
    }
    push(&mut runs, Sign::Plus, whole);
    push(&mut runs, Sign::Minus, 1);
    // Binary digits of f = p/q by long division; the remainders repeat from the pre-period on.
    let q = f.denom().clone();
    let mut rem = f.numer().clone();
    let twos = q.trailing_zeros().unwrap_or(0);
    let mut digits = Vec::new();
    let mut budget = MAX_SIGNS - whole;
    let next_digit = |rem: &mut BigInt| {
        *rem <<= 1;
        let digit = *rem >= q;
        if digit {
            *rem -= &q;
        }
        digit
    };
    for _ in 0..twos {
        digits.push(next_digit(&mut rem));
    }
    if rem.is_zero() {
        // Dyadic: the last digit, a 1, is left out.
        digits.pop();
        for d in digits {
            push(&mut runs, sign_of(d), 1);
        }
        return Some((runs, Vec::new()));
    }
    budget = budget.checked_sub(twos)?;
    for d in digits {
        push(&mut runs, sign_of(d), 1);
    }
    let start = rem.clone();
    let mut period = Vec::new();
    loop {
        period.push(sign_of(next_digit(&mut rem)));
        if rem == start {
            break;
        }
        budget = budget.checked_sub(1)?;
    }
    Some((runs, period))
}

fn sign_of(digit: bool) -> Sign {
    if digit { Sign::Plus } else { Sign::Minus }
}

fn push(runs: &mut Vec<(Sign, u64)>, sign: Sign, count: u64) {
    if count == 0 {
        return;
    }
    match runs.last_mut() {
        Some((last, total)) if *last == sign => *total += count,
        _ => runs.push((sign, count)),
    }
}

/// The number whose binary digits these are (`+` for 1), first digit most significant.
fn binary(digits: &[Sign]) -> BigUint {
    let len = digits.len();
    let mut words = vec![0u32; len.div_ceil(32)];
    for (index, &digit) in digits.iter().enumerate() {
        let bit = len - 1 - index;
        words[bit / 32] |= u32::from(digit == Sign::Plus) << (bit % 32);
    }
    BigUint::new(words)
}

/// The positive rational whose sign expansion is `path` (starting with `+`) followed by
/// `period` repeated for ever (empty: the path ends).
pub(crate) fn value_of(path: &[Sign], period: &[Sign]) -> BigRational {
    let mut path = path.to_vec();
    let a = path.iter().take_while(|&&s| s == Sign::Plus).count();
    if a == path.len() && !period.is_empty() {
        // The first `−` is in the period: unroll one period into the path.
        path.extend_from_slice(period);
        let period = rotate(period, period.len());
        return value_of(&path, &period);
    }
    let a = path.iter().take_while(|&&s| s == Sign::Plus).count();
    let whole = BigRational::from_integer(BigInt::from(a));
    if a == path.len() {
        return whole;
    }
    let digits = &path[a + 1..];
    let m = digits.len();
    let d = BigInt::from(binary(digits));
    let f = if period.is_empty() {
        // 0.d₁…d_m 1 in binary.
        BigRational::new(2 * d + 1, BigInt::one() << (m + 1))
    } else {
        let q = period.len();
        let p = BigInt::from(binary(period));
        let repeat = (BigInt::one() << q) - 1;
        BigRational::new(d * &repeat + p, repeat << m)
    };
    whole - BigRational::one() + f
}

fn rotate(period: &[Sign], by: usize) -> Vec<Sign> {
    let mut period = period.to_vec();
    let len = period.len().max(1);
    period.rotate_left(by % len);
    period
}

/// Whether `r` is dyadic (its denominator a power of two).
pub(crate) fn is_dyadic(r: &BigRational) -> bool {
    let q = r.denom();
    (q & (q - BigInt::one())).is_zero()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(text: &str) -> BigRational {
        text.parse().unwrap()
    }

    fn signs(text: &str) -> Vec<Sign> {
        text.chars().map(|c| Sign::from_char(c).unwrap()).collect()
    }

    fn expand(r: &str) -> String {
        let (runs, period) = tail_of(&q(r)).unwrap();
        let mut text = String::from("A");
        for (sign, count) in runs {
            text.extend(std::iter::repeat_n(sign.letter(), count as usize));
        }
        if !period.is_empty() {
            text.push('(');
            text.extend(period.iter().map(|s| s.letter()));
            text.push(')');
        }
        text
    }

    #[test]
    fn expansions_of_rationals() {
        assert_eq!(expand("1"), "A");
        assert_eq!(expand("3"), "AAA");
        assert_eq!(expand("1/2"), "AB");
        assert_eq!(expand("3/4"), "ABA");
        assert_eq!(expand("3/8"), "ABBA");
        assert_eq!(expand("1/3"), "ABB(AB)");
        assert_eq!(expand("5/3"), "AAB(AB)");
        assert_eq!(expand("1/6"), "ABBB(AB)");
        for r in ["1", "3", "1/2", "3/4", "3/8", "1/3", "5/3", "1/6", "22/7", "1/5", "7/12"] {
            let (runs, period) = tail_of(&q(r)).unwrap();
            let mut path = vec![Sign::Plus];
            for (sign, count) in runs {
                path.extend(std::iter::repeat_n(sign, count as usize));
            }
            assert_eq!(value_of(&path, &period), q(r), "{r}");
        }
        assert_eq!(value_of(&signs("A"), &signs("AB")), q("5/3"));
        assert_eq!(value_of(&signs("A"), &signs("BA")), q("2/3"));
    }
}
