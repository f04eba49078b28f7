//! The checks of chapter 5's exercises, against the `ordinal` crate on thousands of ordinals.

use num_bigint::BigUint;
use ordinal::Ordinal;

/// Parses a literal ordinal.
pub(crate) fn o(text: &str) -> Ordinal {
    text.parse().expect("a literal ordinal")
}

/// Every ordinal of up to three terms whose exponents come from a list of landmarks (finite,
/// infinite, ε₀, ω₁) and whose coefficients are 1, 2, 3 or 6.
pub(crate) fn ordinals() -> Vec<Ordinal> {
    let exponents = [
        "w1", "e0+1", "e0", "w^w", "w*2", "w+1", "w", "3", "2", "1", "0",
    ]
    .map(o);
    let coefficients = [1u32, 2, 3, 6].map(BigUint::from);
    let mut all = vec![Ordinal::ZERO];
    // Normal forms as (index of the last exponent used, value), built largest term first.
    let mut newest: Vec<(usize, Ordinal)> = vec![(0, Ordinal::ZERO)];
    for length in 0..3 {
        let mut longer = Vec::new();
        for (next, value) in &newest {
            let first = if length == 0 { 0 } else { next + 1 };
            for (index, exponent) in exponents.iter().enumerate().skip(first) {
                for coefficient in &coefficients {
                    let term = Ordinal::monomial(exponent.clone(), coefficient.clone());
                    longer.push((index, value + term));
                }
            }
        }
        all.extend(longer.iter().map(|(_, value)| value.clone()));
        newest = longer;
    }
    all
}

/// A normal form below ω^ω as `(exponent, coefficient)` pairs.
fn pairs(x: &Ordinal) -> Vec<(u32, u64)> {
    let pair = |term: &ordinal::Term| {
        let exponent = term.exponent().to_u64().expect("a finite exponent");
        let coefficient = u64::try_from(term.coefficient()).expect("a small coefficient");
        (exponent as u32, coefficient)
    };
    x.terms().iter().map(pair).collect()
}

fn from_pairs(pairs: &[(u32, u64)]) -> Ordinal {
    let term = |&(e, c): &(u32, u64)| Ordinal::monomial(Ordinal::from(e), BigUint::from(c));
    pairs.iter().map(term).sum()
}

pub(crate) fn check_ordinal_sum(answer: impl Fn(&[(u32, u64)], &[(u32, u64)]) -> Vec<(u32, u64)>) {
    let one = [(0, 1)];
    let omega = [(1, 1)];
    expect_eq!(answer(&one, &omega), [(1, 1)], "ordinal_sum(1, ω)");
    expect_eq!(answer(&omega, &one), [(1, 1), (0, 1)], "ordinal_sum(ω, 1)");
    expect_eq!(
        answer(&[(1, 2)], &[(1, 3)]),
        [(1, 5)],
        "ordinal_sum(ω·2, ω·3)"
    );
    expect_eq!(answer(&[], &[]), [], "ordinal_sum(0, 0)");
    // Every pair of ordinals below ω³ with up to three terms and coefficients 1, 2 or 5.
    let mut small = vec![vec![]];
    for mask in 1u32..8 {
        let exponents: Vec<u32> = (0..3).rev().filter(|e| mask >> e & 1 == 1).collect();
        let mut forms = vec![vec![]];
        for &exponent in &exponents {
            forms = forms
                .iter()
                .flat_map(|form: &Vec<(u32, u64)>| {
                    [1, 2, 5].map(|c| [form.clone(), vec![(exponent, c)]].concat())
                })
                .collect();
        }
        small.extend(forms);
    }
    for a in &small {
        for b in &small {
            let expected = pairs(&(from_pairs(a) + from_pairs(b)));
            expect_eq!(answer(a, b), expected, "ordinal_sum({a:?}, {b:?})");
        }
    }
}

pub(crate) fn check_two_to_the(answer: impl Fn(&Ordinal) -> Ordinal) {
    let cases = [
        ("3", "8"),
        ("w", "w"),
        ("w+1", "w*2"),
        ("w*2", "w^2"),
        ("w^2", "w^w"),
        ("e0", "e0"),
        ("e0+3", "e0*8"),
        ("w1*2+w", "w^(w1*2+1)"),
        ("0", "1"),
    ];
    for (exponent, power) in cases {
        expect_eq!(answer(&o(exponent)), o(power), "two_to_the({exponent})");
    }
    for exponent in ordinals() {
        let expected = Ordinal::two_pow(&exponent);
        expect_eq!(answer(&exponent), expected, "two_to_the({exponent})");
    }
}

pub(crate) fn check_base2_exponents(answer: impl Fn(&Ordinal) -> Vec<Ordinal>) {
    expect_eq!(
        answer(&o("w*5+7")),
        ["w+2", "w", "2", "1", "0"].map(o),
        "base2_exponents(ω·5+7)"
    );
    expect_eq!(
        answer(&o("w^w*3")),
        ["w^2+1", "w^2"].map(o),
        "base2_exponents(ω^ω·3)"
    );
    expect_eq!(answer(&o("e0")), [o("e0")], "base2_exponents(ε₀)");
    expect_eq!(answer(&Ordinal::ZERO), [], "base2_exponents(0)");
    let all = ordinals();
    assert_eq!(all.len(), 11_485);
    for x in all {
        expect_eq!(answer(&x), x.base2(), "base2_exponents({x})");
    }
}
