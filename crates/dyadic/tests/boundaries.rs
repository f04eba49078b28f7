//! Values at the edges of the machine-word form behave exactly like any other.

mod common;

use common::rational;
use dyadic::Dyadic;
use num_bigint::BigInt;

fn pow2(bits: u32) -> BigInt {
    BigInt::from(1) << bits
}

#[test]
fn numerators_crossing_two_to_the_63() {
    let max = Dyadic::from(i64::MAX);
    let min = Dyadic::from(i64::MIN);
    let one = Dyadic::one();
    assert_eq!((&max + &one).numerator(), pow2(63));
    assert_eq!((&min - &one).numerator(), -pow2(63) - 1);
    assert_eq!(&(&max + &one) - &one, max);
    assert_eq!(&(&min - &one) + &one, min);
    assert_eq!(&max + &min, -&one);
    assert_eq!((-&min).numerator(), pow2(63));
    assert_eq!((&min * &min).numerator(), pow2(126));
    assert_eq!((&max * &max).numerator(), (pow2(63) - 1) * (pow2(63) - 1));
    assert_eq!(&(&min * &min) * &Dyadic::new(1, 126), one);
    assert!(max < &max + &one && min > &min - &one);
    assert_eq!(
        Dyadic::new(pow2(63), 0).cmp(&max),
        std::cmp::Ordering::Greater
    );
}

#[test]
fn odd_numerators_near_the_limits_with_fractions() {
    let max_odd = Dyadic::new(i64::MAX, 5);
    let min_odd = Dyadic::new(i64::MIN + 1, 5);
    let step = Dyadic::new(1, 5);
    for (x, y) in [(&max_odd, &step), (&min_odd, &step), (&max_odd, &min_odd)] {
        for result in [x + y, x - y, x * y, y - x] {
            let check = Dyadic::try_from(rational(&result)).unwrap();
            assert_eq!(result, check);
        }
    }
    assert_eq!((&max_odd + &step).numerator(), pow2(58)); // (2^63 - 1 + 1) / 32 = 2^58 / 1
    assert_eq!((&max_odd + &step).exponent(), 0);
}

#[test]
fn exponents_crossing_63_and_64() {
    for exponent in 60..=68u64 {
        let x = Dyadic::new(1, exponent);
        let y = Dyadic::new(-3, exponent + 1);
        let whole = Dyadic::from(i64::MAX);
        assert_eq!(rational(&(&x + &whole)), rational(&x) + rational(&whole));
        assert_eq!(rational(&(&y - &whole)), rational(&y) - rational(&whole));
        assert_eq!(rational(&(&x * &y)), rational(&x) * rational(&y));
        assert_eq!(&(&x + &whole) - &whole, x);
        assert!(x > y && y < Dyadic::zero() && x < Dyadic::new(1, 59));
        assert!(Dyadic::from(i64::MIN) < y && Dyadic::new(i64::MIN + 1, exponent) < y);
    }
}

#[test]
fn exponents_crossing_the_32_bit_limit() {
    let limit = u64::from(u32::MAX);
    let at_limit = Dyadic::new(3, limit);
    let beyond = at_limit.half();
    assert_eq!(beyond.exponent(), limit + 1);
    assert_eq!(&beyond + &beyond, at_limit);
    assert_eq!(&at_limit - &beyond, beyond);
    assert_eq!(&beyond * &Dyadic::from(2), at_limit);
    assert!(beyond < at_limit && -&at_limit < -&beyond);
    assert_eq!(&at_limit * &Dyadic::new(1, 1), beyond);
    assert_eq!(format!("{beyond:?}"), format!("Dyadic(3/2^{})", limit + 1));
    assert_eq!(beyond.floor(), BigInt::from(0));
    assert_eq!((-&beyond).floor(), BigInt::from(-1));
    assert_eq!(beyond.to_f64(), 0.0);
}

#[test]
fn numerators_and_shifts_crossing_the_half_word_fast_path() {
    let numerators = [
        i64::from(i32::MAX),
        i64::from(i32::MAX) - 2,
        i64::from(i32::MAX) + 2,
        i64::from(i32::MIN),
        i64::from(i32::MIN) + 1,
        i64::from(i32::MIN) - 1,
        1,
        -1,
        3,
    ];
    let exponents = [0u64, 1, 30, 31, 32, 33, 62, 63, 64];
    let values: Vec<Dyadic> = numerators
        .iter()
        .flat_map(|&n| exponents.iter().map(move |&e| Dyadic::new(n, e)))
        .collect();
    for a in &values {
        for b in &values {
            let (ra, rb) = (rational(a), rational(b));
            assert_eq!(rational(&(a + b)), &ra + &rb, "{a:?} + {b:?}");
            assert_eq!(rational(&(a - b)), &ra - &rb, "{a:?} - {b:?}");
            assert_eq!(rational(&(a * b)), &ra * &rb, "{a:?} * {b:?}");
            assert_eq!(a.cmp(b), ra.cmp(&rb), "{a:?} vs {b:?}");
        }
    }
}
