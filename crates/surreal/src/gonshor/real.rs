//! The sign expansions of rational numbers: `n + f` is `+^{n+1} −` then the binary digits of
//! `f` (`+` for 1, `−` for 0), the last 1 left out when `f` is dyadic; periodic when it is not.

use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};

use crate::Sign;

/// The most signs a coefficient's expansion may take (whole part, digits and period).
pub(crate) const MAX_SIGNS: u64 = 100_000_000;

/// The signs of a rational's expansion after its first: runs `(sign, count)`, then the period.
pub(crate) type RealTail = (Vec<(Sign, u64)>, Vec<Sign>);

/// The longest period of binary digits worked out (a longer one is refused as too long).
pub(crate) const MAX_PERIOD: u64 = 1_000_000;

/// The signs of `[r]` after the first, for `r > 0`: runs `(sign, count)`, then the period of
/// the binary digits (empty when `r` is dyadic). `None` when longer than [`MAX_SIGNS`] (or the
/// period longer than [`MAX_PERIOD`]).
pub(crate) fn tail_of(r: &BigRational) -> Option<RealTail> {
    let n = r.floor().to_integer();
    let whole = n.to_u64().filter(|&n| n <= MAX_SIGNS)?;
    let q = r.denom().magnitude().clone();
    // f = r − n = p/q in lowest terms, as r is.
    let p = (r.numer() - &n * r.denom()).magnitude().clone();
    let mut runs = Vec::new();
    if p.is_zero() {
        push(&mut runs, Sign::Plus, whole - 1);
        return Some((runs, Vec::new()));
    }
    push(&mut runs, Sign::Plus, whole);
    push(&mut runs, Sign::Minus, 1);
    let twos = q.trailing_zeros().unwrap_or(0);
    if whole.checked_add(twos)? > MAX_SIGNS {
        return None;
    }
    let odd = &q >> twos;
    if odd.is_one() {
        // Dyadic: the digits of p (twos of them), the last (a 1) left out.
        push_bits(&mut runs, &p, twos, 1);
        return Some((runs, Vec::new()));
    }
    // f·2^twos = p/odd: the whole part gives the digits before the period, the rest c/odd
    // recurs with period the order of 2 modulo odd.
    let (head, c) = p.div_rem(&odd);
    push_bits(&mut runs, &head, twos, 0);
    let mut length = 1u64;
    let mut power = BigUint::from(2u8) % &odd;
    while !power.is_one() {
        power = (power << 1u8) % &odd;
        length += 1;
        if length > MAX_PERIOD {
            return None;
        }
    }
    let digits = c * ((BigUint::one() << length) - 1u8) / &odd;
    let period = (0..length)
        .rev()
        .map(|bit| sign_of(digits.bit(bit)))
        .collect();
    Some((runs, period))
}

/// Bits `width − 1` down to `skip` of `x`, as signs.
fn push_bits(runs: &mut Vec<(Sign, u64)>, x: &BigUint, width: u64, skip: u64) {
    for bit in (skip..width).rev() {
        push(runs, sign_of(x.bit(bit)), 1);
    }
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
    // Thirty-two digits to a word, the last digits in the lowest word.
    let word = |chunk: &[Sign]| {
        (chunk.iter()).fold(0u32, |word, &digit| {
            word << 1 | u32::from(digit == Sign::Plus)
        })
    };
    BigUint::new(digits.rchunks(32).map(word).collect())
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
    let d = binary(digits);
    let whole = BigUint::from(a - 1);
    if period.is_empty() {
        // (a − 1) + 0.d₁…d_m 1 in binary: an odd numerator over 2^(m+1), already in lowest terms.
        let numerator = (whole << (m + 1)) + (d << 1u8) + 1u8;
        return BigRational::new_raw(BigInt::from(numerator), BigInt::one() << (m + 1));
    }
    // (a − 1) + (d + p/(2^q − 1)) / 2^m, reduced by hand: the gcd with 2^m and with the odd
    // 2^q − 1 separately, so that a long path costs no long gcd.
    let q = period.len();
    let repeat = (BigUint::one() << q) - 1u8;
    let numerator = (((whole << m) + d) * &repeat) + binary(period);
    let twos = numerator.trailing_zeros().unwrap_or(0).min(m as u64);
    let odd_part = (&numerator % &repeat).gcd(&repeat);
    let numerator = (numerator >> twos) / &odd_part;
    let denominator = (repeat / &odd_part) << (m as u64 - twos);
    BigRational::new_raw(BigInt::from(numerator), BigInt::from(denominator))
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
        assert_eq!(expand("1/3"), "AB(BA)");
        assert_eq!(expand("5/3"), "AAB(AB)");
        assert_eq!(expand("1/6"), "ABB(BA)");
        for r in [
            "1", "3", "1/2", "3/4", "3/8", "1/3", "5/3", "1/6", "22/7", "1/5", "7/12",
        ] {
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
