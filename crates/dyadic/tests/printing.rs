//! The three ways to write a number, through the public API: the exact decimal is what num-bigint
//! writes, at every size; `binary` and `short` agree with it.

mod common;

use common::{SEED, random_dyadic};
use dyadic::{Dyadic, SHORT_LIMIT};
use num_bigint::{BigInt, BigUint};

/// The mixed number written with num-bigint's own conversion: what `Display` wrote before.
fn mixed_number_by_num_bigint(x: &Dyadic) -> String {
    let numerator = x.numerator();
    let exponent = x.exponent();
    let magnitude = numerator.magnitude();
    let whole = magnitude >> exponent;
    let fraction = magnitude - (&whole << exponent);
    let sign = if x.is_negative() { "-" } else { "" };
    if exponent == 0 {
        format!("{sign}{whole}")
    } else if whole == BigUint::ZERO {
        format!("{sign}{fraction}/{}", BigUint::from(1u8) << exponent)
    } else {
        format!(
            "{sign}{whole} {fraction}/{}",
            BigUint::from(1u8) << exponent
        )
    }
}

#[test]
fn display_is_unchanged_on_random_values() {
    let mut rng = fastrand::Rng::with_seed(SEED ^ 9);
    for _ in 0..2000 {
        let x = random_dyadic(&mut rng);
        assert_eq!(x.to_string(), mixed_number_by_num_bigint(&x), "{x:?}");
    }
}

#[test]
fn display_is_unchanged_past_the_divide_and_conquer_threshold() {
    // A whole number past 3·10^6 bits, so that its one conversion takes the fast path (the
    // mixed-number layout around it is the same at every size). Slow in a debug build: one number.
    let bits = 3_100_000u32;
    let mut rng = fastrand::Rng::with_seed(SEED ^ 10);
    let digits: Vec<u32> = (0..bits / 32).map(|_| rng.u32(..)).collect();
    let x = Dyadic::from(-BigInt::from(BigUint::new(digits)));
    let text = x.to_string();
    assert_eq!(text, mixed_number_by_num_bigint(&x));
    // The short form says how long the exact number is, and the base-two form is exact.
    let short = x.short().to_string();
    let length = format!("(an integer of {} digits)", text.len() - 1);
    assert!(
        short.starts_with("≈ -") && short.ends_with(&length),
        "{short}"
    );
    let binary = x.binary().to_string();
    assert_eq!(binary.len(), 1 + x.numerator().bits() as usize);
}

#[test]
fn short_is_the_exact_form_exactly_when_that_fits() {
    let mut rng = fastrand::Rng::with_seed(SEED ^ 11);
    for _ in 0..2000 {
        let x = random_dyadic(&mut rng);
        let exact = x.to_string();
        let short = x.short().to_string();
        if exact.chars().count() <= SHORT_LIMIT {
            assert_eq!(short, exact);
        } else {
            assert!(short.starts_with('≈') && !short.contains('\n'), "{short}");
            assert!(short.chars().count() < 100, "{short}");
        }
    }
}

#[test]
fn binary_reads_back_as_the_number() {
    let mut rng = fastrand::Rng::with_seed(SEED ^ 12);
    for _ in 0..2000 {
        let x = random_dyadic(&mut rng);
        let text = x.binary().to_string();
        let (sign, digits) = text
            .strip_prefix('-')
            .map_or((1, &*text), |rest| (-1, rest));
        let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
        let all = format!("{whole}{fraction}");
        let numerator = BigInt::parse_bytes(all.as_bytes(), 2).unwrap() * sign;
        assert_eq!(Dyadic::new(numerator, fraction.len() as u64), x, "{text}");
        assert_eq!(fraction.len() as u64, x.exponent());
    }
}
