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

/// The number whose binary digits these letters are (`plus` says which are 1), the first letter
/// most significant.
fn binary<T: Copy>(digits: &[T], plus: impl Fn(T) -> bool + Copy) -> BigUint {
    // Sixty-four digits to a limb, the last digits in the lowest limb; each limb's letters are
    // turned into bytes 0 and 1 (compared sixteen at a time), and every eight bytes into eight
    // bits by one multiplication: byte `i` of `x` lands in bit `56 + i` of `x·0x0102…80`, with
    // nothing carried into it.
    let limb = |chunk: &[T; 64]| {
        let bytes: [u8; 64] = std::array::from_fn(|i| u8::from(plus(chunk[i])));
        let mut limb = 0u64;
        for (k, eight) in bytes.as_chunks::<8>().0.iter().enumerate() {
            let gathered = u64::from_le_bytes(*eight).wrapping_mul(0x0102_0408_1020_4080) >> 56;
            limb |= gathered << (8 * k);
        }
        // Letter `i` is bit `i`: the first letter must be the most significant.
        limb.reverse_bits()
    };
    let mut chunks = digits.rchunks_exact(64);
    let mut limbs: Vec<u64> = (&mut chunks)
        .map(|chunk| chunk.try_into().map_or(0, limb))
        .collect();
    let rest = chunks.remainder();
    if !rest.is_empty() {
        limbs.push((rest.iter()).fold(0u64, |limb, &digit| limb << 1 | u64::from(plus(digit))));
    }
    let words = limbs
        .iter()
        .flat_map(|&limb| [limb as u32, (limb >> 32) as u32])
        .collect();
    BigUint::new(words)
}

/// `n + high·2^at`, for `n < 2^at`: the bits of `high` set above those of `n`, with no long
/// addition.
fn with_high(mut n: BigUint, high: usize, at: u64) -> BigUint {
    for bit in (0..usize::BITS).filter(|&bit| high >> bit & 1 == 1) {
        n.set_bit(at + u64::from(bit), true);
    }
    n
}

/// The positive rational whose sign expansion is `path` (starting with `+`) followed by
/// `period` repeated for ever (empty: the path ends).
pub(crate) fn value_of(path: &[Sign], period: &[Sign]) -> BigRational {
    value_of_letters(path, period, |sign| sign == Sign::Plus)
}

/// [`value_of`] for a path and period written in other letters, `plus` saying which stand for
/// `+`: the rows' tokens are read this way, with no list of signs in between.
///
/// A period of `+` alone after a path of `+` alone is no real number: the path's length is
/// given for it.
pub(crate) fn value_of_letters<T: Copy>(
    path: &[T],
    period: &[T],
    plus: impl Fn(T) -> bool + Copy,
) -> BigRational {
    let leading = |letters: &[T]| letters.iter().take_while(|&&letter| plus(letter)).count();
    let a = leading(path);
    // `a` pluses, a minus, then the binary digits.
    let (a, digits) = if a < path.len() {
        (a, &path[a + 1..])
    } else {
        match leading(period) {
            // The first `−` is in the period: one period unrolled into the path (the period
            // read after it is the same).
            k if k < period.len() => (a + k, &period[k + 1..]),
            _ => return BigRational::from_integer(BigInt::from(a)),
        }
    };
    let m = digits.len() as u64;
    let d = binary(digits, plus);
    let whole = a.saturating_sub(1);
    if period.is_empty() {
        // (a − 1) + 0.d₁…d_m 1 in binary: an odd numerator over 2^(m+1), already in lowest terms.
        let numerator = with_high((d << 1u8) + 1u8, whole, m + 1);
        return BigRational::new_raw(BigInt::from(numerator), BigInt::one() << (m + 1));
    }
    // (a − 1) + (d + p/(2^q − 1)) / 2^m, reduced by hand: the numerator
    // ((a − 1)·2^m + d)·(2^q − 1) + p is p modulo the odd 2^q − 1, so its gcd with it is
    // p's, worked out on short numbers; then the gcd with 2^m is a count of trailing zeros.
    let repeat = (BigUint::one() << period.len()) - 1u8;
    let p = binary(period, plus);
    let odd_part = p.gcd(&repeat);
    let (repeat, p) = (repeat / &odd_part, p / &odd_part);
    let numerator = with_high(d, whole, m) * &repeat + p;
    let twos = numerator.trailing_zeros().unwrap_or(0).min(m);
    let numerator = numerator >> twos;
    let denominator = repeat << (m - twos);
    BigRational::new_raw(BigInt::from(numerator), BigInt::from(denominator))
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
    /// `value_of` by the definition, one digit at a time, reduced by `BigRational::new`.
    fn by_the_digits(path: &[Sign], period: &[Sign]) -> BigRational {
        let mut path = path.to_vec();
        if path.iter().all(|&sign| sign == Sign::Plus) {
            path.extend_from_slice(period);
        }
        let a = path.iter().take_while(|&&sign| sign == Sign::Plus).count();
        if a == path.len() {
            return BigRational::from_integer(BigInt::from(a));
        }
        let two = BigRational::from_integer(BigInt::from(2));
        let mut value = BigRational::from_integer(BigInt::from(a - 1));
        let mut place = BigRational::one();
        for &digit in &path[a + 1..] {
            place /= &two;
            if digit == Sign::Plus {
                value += &place;
            }
        }
        if period.is_empty() {
            return value + place / two;
        }
        // The period's digits, as a fraction of the place after the path: p / (2^q − 1).
        let mut p = BigInt::zero();
        for &digit in period {
            p = p * 2 + i32::from(digit == Sign::Plus);
        }
        let repeat = (BigInt::one() << period.len()) - 1;
        value + place * BigRational::new(p, repeat)
    }

    /// Long paths and periods (whole limbs of 64 digits and ragged ends), against the
    /// definition and against the expansion read back.
    #[test]
    fn long_expansions() {
        let mut rng = fastrand::Rng::with_seed(20);
        let mut random =
            |length: usize| -> Vec<Sign> { (0..length).map(|_| sign_of(rng.bool())).collect() };
        for round in 0..300 {
            let mut path = vec![Sign::Plus; 1 + round % 5];
            path.extend(random(round % 3 * 150 + round % 70));
            let mut period = random(round % 4 * 40 + round % 3);
            if period.iter().all(|&sign| sign == period[0]) {
                period.clear();
            }
            let value = value_of(&path, &period);
            let expected = by_the_digits(&path, &period);
            assert_eq!(
                (value.numer(), value.denom()),
                (expected.numer(), expected.denom())
            );
            let (runs, tail) = tail_of(&value).unwrap();
            let mut again = vec![Sign::Plus];
            for (sign, count) in runs {
                again.extend(std::iter::repeat_n(sign, count as usize));
            }
            assert_eq!(value_of(&again, &tail), value);
        }
    }
}
