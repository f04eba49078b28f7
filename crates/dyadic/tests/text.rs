//! Writing and reading numbers: round trips, garbage, and conversion to `f64`.

mod common;

use common::{SEED, random_bigint, random_dyadic};
use dyadic::{Dyadic, ParseDyadicErrorKind};
use num_bigint::BigInt;

#[test]
fn display_examples() {
    let examples = [
        ((5, 1), "2 1/2"),
        ((10, 3), "1 1/4"),
        ((5, 3), "5/8"),
        ((-3, 1), "-1 1/2"),
        ((-5, 3), "-5/8"),
        ((0, 0), "0"),
        ((7, 0), "7"),
    ];
    for ((numerator, exponent), text) in examples {
        assert_eq!(Dyadic::new(numerator, exponent).to_string(), text);
    }
}

#[test]
fn parsing_what_display_writes_gives_the_number_back() {
    let mut rng = fastrand::Rng::with_seed(SEED ^ 4);
    for _ in 0..3000 {
        let x = random_dyadic(&mut rng);
        let text = x.to_string();
        assert_eq!(text.parse::<Dyadic>(), Ok(x.clone()), "{text}");
        // And as a plain fraction, numerator over denominator.
        let fraction = format!("{}/{}", x.numerator(), x.denominator());
        assert_eq!(fraction.parse::<Dyadic>(), Ok(x.clone()), "{fraction}");
        let signed = format!("{x:+}");
        assert_eq!(signed.parse::<Dyadic>(), Ok(x), "{signed}");
    }
}

#[test]
fn garbage_is_rejected_with_a_one_line_message_and_never_a_panic() {
    let mut rng = fastrand::Rng::with_seed(SEED ^ 5);
    let alphabet: Vec<char> = "0123456789/ -+.e_xa½\n\t\u{0}".chars().collect();
    let mut accepted = 0;
    for length in 0..=10 {
        for _ in 0..2000 {
            let text: String = (0..length)
                .map(|_| alphabet[rng.usize(..alphabet.len())])
                .collect();
            match text.parse::<Dyadic>() {
                Ok(x) => {
                    accepted += 1;
                    // Whatever is accepted means what it says: its own display reads back the same.
                    assert_eq!(x.to_string().parse::<Dyadic>(), Ok(x), "{text:?}");
                }
                Err(error) => {
                    let message = error.to_string();
                    assert!(!message.contains('\n'), "{message}");
                    let column = format!("column {}: ", error.column());
                    assert!(message.starts_with(&column), "{message}");
                    assert!(error.column() <= text.chars().count() + 1, "{message}");
                }
            }
        }
    }
    assert!(
        accepted > 100,
        "the alphabet should produce some numbers, got {accepted}"
    );
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = fastrand::Rng::with_seed(SEED ^ 6);
    for _ in 0..5000 {
        let bytes: Vec<u8> = (0..rng.usize(0..16)).map(|_| rng.u8(..)).collect();
        let _ = String::from_utf8_lossy(&bytes).parse::<Dyadic>();
    }
}

/// The exact decimal expansion of `x`, which the standard library parses with correct rounding.
fn decimal_expansion(x: &Dyadic) -> String {
    // m / 2^k = m * 5^k / 10^k
    let exponent = usize::try_from(x.exponent()).unwrap();
    let scaled = x.numerator() * num_traits::pow(BigInt::from(5), exponent);
    let digits = scaled.magnitude().to_string();
    let digits = format!("{digits:0>width$}", width = exponent + 1);
    let (whole, fraction) = digits.split_at(digits.len() - exponent);
    let sign = if x.is_negative() { "-" } else { "" };
    format!("{sign}{whole}.{fraction}0")
}

#[test]
fn to_f64_rounds_like_the_standard_library() {
    let mut rng = fastrand::Rng::with_seed(SEED ^ 7);
    for _ in 0..3000 {
        let (bits, exponents) = match rng.u8(0..4) {
            // Ordinary sizes, many needing rounding.
            0 => (1..=120, 0..=80),
            // Near and below the subnormal range.
            1 => (1..=70, 1000..=1200),
            // Near overflow.
            2 => (1000..=1030, 0..=8),
            // Machine-word values.
            _ => (1..=64, 0..=70),
        };
        let bits = rng.u64(bits);
        let x = Dyadic::new(random_bigint(&mut rng, bits), rng.u64(exponents));
        let expected: f64 = decimal_expansion(&x).parse().unwrap();
        assert_eq!(x.to_f64().to_bits(), expected.to_bits(), "{x:?}");
    }
}

#[test]
fn the_decimal_reference_is_right() {
    assert_eq!(decimal_expansion(&Dyadic::new(-11, 3)), "-1.3750");
    assert_eq!(decimal_expansion(&Dyadic::new(1, 4)), "0.06250");
    assert_eq!(decimal_expansion(&Dyadic::from(12)), "12.0");
}

#[test]
fn long_inputs_are_handled_promptly() {
    let huge = format!("-{} 1/{}", "9".repeat(20_000), BigInt::from(1) << 10_000u32);
    let x: Dyadic = huge.parse().unwrap();
    assert_eq!(x.exponent(), 10_000);
    assert_eq!(x.to_string(), huge);
    let garbage = format!("{}x{}", "1".repeat(100_000), "2".repeat(100_000));
    let error = garbage.parse::<Dyadic>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "column 100001: expected a digit, '/' or a space, found 'x'"
    );
    // Too long to reduce (Euclid's algorithm would take minutes), and so too long to echo.
    let third = format!("{}/{}3", "7".repeat(50_000), "9".repeat(49_999));
    let error = third.parse::<Dyadic>().unwrap_err();
    assert_eq!(
        error.kind(),
        &ParseDyadicErrorKind::NotDyadic { lowest_terms: None }
    );
    assert_eq!(
        error.to_string(),
        "column 50002: not a dyadic number: in lowest terms, the denominator is not a power of two"
    );
    // Longer still, it is refused by its digits before any is converted.
    let long = format!("{}/{}3", "7".repeat(100_000), "9".repeat(99_999));
    assert_eq!(
        long.parse::<Dyadic>().unwrap_err().to_string(),
        "column 1: a number of 200000 digits is more than the 100000 allowed"
    );
}

#[test]
fn a_fraction_is_judged_by_its_value_not_its_notation() {
    let mut rng = fastrand::Rng::with_seed(SEED ^ 8);
    for _ in 0..1000 {
        let x = random_dyadic(&mut rng);
        let factor = rng.u64(1..1000);
        let numerator = x.numerator() * factor;
        let denominator = x.denominator() * factor;
        let unreduced = format!("{numerator}/{denominator}");
        assert_eq!(unreduced.parse::<Dyadic>(), Ok(x.clone()), "{unreduced}");
        // Over a further odd factor, the value stays dyadic only if the numerator takes it in.
        let odd = 2 * rng.u64(1..1000) + 1;
        let denominator = denominator * odd;
        let text = format!("{numerator}/{denominator}");
        let odd_part = &denominator >> denominator.trailing_zeros().unwrap();
        let dyadic = (&numerator % odd_part) == BigInt::from(0);
        match text.parse::<Dyadic>() {
            Ok(value) => {
                assert!(dyadic, "{text}");
                let times = value * Dyadic::from(denominator);
                assert_eq!(times, Dyadic::from(numerator), "{text}");
            }
            Err(error) => {
                assert!(!dyadic, "{text}");
                assert!(
                    error.to_string().contains("is not a power of two"),
                    "{error}"
                );
            }
        }
    }
}
