//! The base-2 form, against the source's worked examples and its Nim challenge.

mod common;

use std::collections::BTreeSet;

use common::o;
use ordinal::{Base2Digit, Ordinal};

fn exponents(value: &str) -> Vec<Ordinal> {
    o(value).base2()
}

fn list(exponents: &[&str]) -> Vec<Ordinal> {
    exponents.iter().map(|exponent| o(exponent)).collect()
}

#[test]
fn source_examples() {
    // ω+3 = 2^ω+2+1
    assert_eq!(exponents("w+3"), list(&["w", "1", "0"]));
    // ω^ω+5 = 2^(ω²)+4+1
    assert_eq!(exponents("w^w+5"), list(&["w^2", "2", "0"]));
    // ω^(ω+3) = 2^(ω²+ω·3)
    assert_eq!(exponents("w^(w+3)"), list(&["w^2+w*3"]));
    // ω^ω·3 = 2^(ω²+1)+2^(ω²)
    assert_eq!(exponents("w^w*3"), list(&["w^2+1", "w^2"]));
    // ω·5+7 = 2^(ω+2)+2^ω+4+2+1
    assert_eq!(exponents("w*5+7"), list(&["w+2", "w", "2", "1", "0"]));
    // ε₀ = 2^ε₀ and ω₁ = 2^ω₁
    assert_eq!(exponents("e0"), list(&["e0"]));
    assert_eq!(exponents("w1"), list(&["w1"]));
    assert_eq!(exponents("0"), list(&[]));
}

#[test]
fn source_examples_print() {
    let cases = [
        ("w+3", "2^ω+2¹+2⁰", "2^w+2^1+2^0"),
        ("w^w+5", "2^(ω²)+2²+2⁰", "2^(w^2)+2^2+2^0"),
        ("w^w*3", "2^(ω²+1)+2^(ω²)", "2^(w^2+1)+2^(w^2)"),
        ("w*5+7", "2^(ω+2)+2^ω+2²+2¹+2⁰", "2^(w+2)+2^w+2^2+2^1+2^0"),
        ("e0", "2^ε₀", "2^e0"),
        ("w1", "2^ω₁", "2^w1"),
        ("e0*3+1", "2^(ε₀+1)+2^ε₀+2⁰", "2^(e0+1)+2^e0+2^0"),
        ("0", "0", "0"),
    ];
    for (value, unicode, ascii) in cases {
        let value = o(value);
        assert_eq!(value.base2_form().to_string(), unicode);
        assert_eq!(format!("{:#}", value.base2_form()), ascii);
        assert_eq!(o(unicode), value, "{unicode}");
        assert_eq!(o(ascii), value, "{ascii}");
    }
}

#[test]
fn from_base2_inverts_base2() {
    for value in [
        "w^(w+3)+w^w*3+w*5+7",
        "e0*5+w1",
        "w^(e0*w+1)*12+9",
        "0",
        "1",
    ] {
        let value = o(value);
        assert_eq!(Ordinal::from_base2(&value.base2()), value);
        assert_eq!(Ordinal::from_base2_digits(value.base2_digits()), value);
    }
}

/// The source's six-pile challenge: the position is unbalanced only through ω₁, and
/// the unique winning move leaves ε₀+ω^(ω+3)+ω^ω·2+ω·4 on that pile.
#[test]
fn source_nim_challenge() {
    let piles = ["1", "w+3", "w^w+5", "w^(w+3)+w^w*3+w*5+7", "e0", "w1"].map(o);
    let unbalanced = |piles: &[Ordinal]| {
        let mut odd: BTreeSet<Base2Digit<'_>> = BTreeSet::new();
        for digit in piles.iter().flat_map(Ordinal::base2_digits) {
            if !odd.remove(&digit) {
                odd.insert(digit);
            }
        }
        Ordinal::from_base2_digits(odd.into_iter().rev())
    };
    assert_eq!(unbalanced(&piles), o("w1+e0+w^(w+3)+w^w*2+w*4"));
    let others = unbalanced(&piles[..5]);
    assert_eq!(others, o("e0+w^(w+3)+w^w*2+w*4"));
    assert!(others < piles[5]);
    // Only the ω₁ pile can shrink to balance the rest.
    for (index, pile) in piles.iter().enumerate() {
        let mut rest = piles.to_vec();
        rest.remove(index);
        let target = unbalanced(&rest);
        assert_eq!(target < *pile, index == 5, "pile {pile}");
    }
}

#[test]
fn naturals_are_their_binary_digits() {
    for n in 0u64..2000 {
        let bits: Vec<Ordinal> = (0..64u64)
            .rev()
            .filter(|bit| n >> bit & 1 == 1)
            .map(Ordinal::from)
            .collect();
        assert_eq!(Ordinal::from(n).base2(), bits, "{n}");
    }
}

/// Below ω^ω, the largest power of two at most α is found by search, as in the
/// source's proof; peeling it off repeatedly must give `base2`.
#[test]
fn greedy_powers_of_two_match() {
    let candidates: Vec<Ordinal> = (0..4u64)
        .flat_map(|omegas| (0..6u64).map(move |n| o(&format!("w*{omegas}+{n}"))))
        .collect();
    let mut generator = common::Generator::new(21);
    let mut checked = 0;
    for _ in 0..2000 {
        let value = generator.ordinal(1);
        // Coefficients below 64 need powers 2^(ω·k+n) with n ≤ 5 only.
        let small = value
            .terms()
            .iter()
            .all(|term| *term.coefficient() < 64u32.into());
        if value >= o("w^4") || !small {
            continue;
        }
        let mut rest = value.clone();
        let mut greedy = Vec::new();
        while !rest.is_zero() {
            let largest = candidates
                .iter()
                .filter(|beta| Ordinal::two_pow(beta) <= rest)
                .max()
                .expect("2^0 = 1 fits")
                .clone();
            rest = rest.checked_sub(&Ordinal::two_pow(&largest)).expect("fits");
            greedy.push(largest);
        }
        assert_eq!(value.base2(), greedy, "{value}");
        checked += 1;
    }
    assert!(checked > 200, "only {checked} small ordinals");
}
