//! The checks of chapter 1's exercises.

use dyadic::Dyadic;
use num_bigint::BigInt;
use num_rational::BigRational;

pub(crate) fn check_is_dyadic(answer: impl Fn(i64, i64) -> bool) {
    let cases = [
        (1, 2, true),
        (3, 6, true),
        (2, 6, false),
        (3, 12, true),
        (6, 3, true),
        (0, 5, true),
        (-5, 8, true),
        (5, -8, true),
        (1, 3, false),
        (1, 0, false),
        (0, 0, false),
        (1, i64::MIN, true),
        (i64::MIN, -1, true),
        (i64::MIN, 3, false),
        (i64::MAX, i64::MAX, true),
    ];
    for (numerator, denominator, expected) in cases {
        let verdict = answer(numerator, denominator);
        expect_eq!(verdict, expected, "is_dyadic({numerator}, {denominator})");
    }
    for numerator in -64..=64 {
        for denominator in (-64..=64).filter(|&d| d != 0) {
            let fraction = BigRational::new(BigInt::from(numerator), BigInt::from(denominator));
            let expected = Dyadic::try_from(fraction).is_ok();
            let verdict = answer(numerator, denominator);
            expect_eq!(verdict, expected, "is_dyadic({numerator}, {denominator})");
        }
    }
}

pub(crate) fn check_from_binary(answer: impl Fn(&str) -> Dyadic) {
    let cases = [
        ("101.011", "5 3/8"),
        ("-0.1", "-1/2"),
        ("0", "0"),
        ("-0", "0"),
        ("11", "3"),
        ("1.000", "1"),
        ("0.0000000001", "1/1024"),
        ("-10.01", "-2 1/4"),
    ];
    for (text, expected) in cases {
        expect_shown!(answer(text).to_string(), expected, "from_binary({text:?})");
    }
    let huge = format!("1{}", "0".repeat(100));
    expect_shown!(
        answer(&huge),
        Dyadic::new(BigInt::from(1) << 100, 0),
        "from_binary(\"1{}\"), 2^100 (no overflow)",
        "0".repeat(100)
    );
    let mut random = fastrand_like(7);
    for _ in 0..500 {
        let numerator = (random() % 2_000_001) as i64 - 1_000_000;
        let x = Dyadic::new(numerator, random() % 24);
        expect_shown!(
            answer(&x.binary_expansion()),
            x,
            "from_binary({:?})",
            x.binary_expansion()
        );
    }
}

pub(crate) fn check_born_on(answer: impl Fn(u32) -> Vec<Dyadic>) {
    let day_two: Vec<String> = answer(2).iter().map(ToString::to_string).collect();
    expect_eq!(day_two, ["-2", "-1/2", "1/2", "2"], "born_on(2)");
    for day in 0..=10 {
        let numbers = answer(day);
        let expected_count = if day == 0 { 1 } else { 1 << day };
        expect_eq!(numbers.len(), expected_count, "born_on({day}).len()");
        assert!(
            numbers.windows(2).all(|pair| pair[0] < pair[1]),
            "born_on({day}) is not in increasing order"
        );
        for number in &numbers {
            expect_shown!(
                number.birthday(),
                day.into(),
                "the birthday of {number}, from born_on({day})"
            );
        }
    }
}

/// A tiny deterministic generator, so the checks need no random-number crate.
fn fastrand_like(mut state: u64) -> impl FnMut() -> u64 {
    move || {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        state >> 33
    }
}
