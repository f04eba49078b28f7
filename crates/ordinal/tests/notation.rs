//! Printing and parsing the readable notation.

mod common;

use common::o;
use ordinal::Ordinal;

#[test]
fn prints_compact_unicode_and_ascii() {
    let cases = [
        ("0", "0", "0"),
        ("7", "7", "7"),
        ("w", "ω", "w"),
        ("w+1", "ω+1", "w+1"),
        ("w*2", "ω·2", "w*2"),
        ("w^2", "ω²", "w^2"),
        ("w^12*3", "ω¹²·3", "w^12*3"),
        ("w^w", "ω^ω", "w^w"),
        (
            "w^(w+3) + w^w*3 + w*5 + 7",
            "ω^(ω+3)+ω^ω·3+ω·5+7",
            "w^(w+3)+w^w*3+w*5+7",
        ),
        ("w^(w^2)", "ω^(ω²)", "w^(w^2)"),
        ("w^w^w", "ω^(ω^ω)", "w^(w^w)"),
        ("e0", "ε₀", "e0"),
        ("w1", "ω₁", "w1"),
        ("e_12*5", "ε₁₂·5", "e12*5"),
        ("w1 + e0", "ω₁+ε₀", "w1+e0"),
        ("w^(e0+1)", "ω^(ε₀+1)", "w^(e0+1)"),
        ("w^(w1*2)", "ω^(ω₁·2)", "w^(w1*2)"),
    ];
    for (input, unicode, ascii) in cases {
        let value = o(input);
        assert_eq!(value.to_string(), unicode, "{input}");
        assert_eq!(format!("{value:#}"), ascii, "{input}");
        assert_eq!(value.ascii(), ascii, "{input}");
        assert_eq!(o(unicode), value, "{unicode}");
        assert_eq!(o(ascii), value, "{ascii}");
    }
}

#[test]
fn parses_both_alphabets_with_optional_spaces() {
    let expected = o("w^(w+3)+w^w*3+w*5+7");
    for text in [
        "ω^(ω+3)+ω^ω·3+ω·5+7",
        " w ^ ( w + 3 ) + w ^ w * 3 + w * 5 + 7 ",
        "ω^(ω+3) + ω^ω⋅3 + ω×5 + 7",
        "w^(w+3)+w^w*3+w*5+7",
    ] {
        assert_eq!(o(text), expected, "{text}");
    }
    assert_eq!(o("ε₀"), Ordinal::epsilon_zero());
    assert_eq!(o("ε0"), Ordinal::epsilon_zero());
    assert_eq!(o("ω₁"), Ordinal::omega_one());
    assert_eq!(o("w_1"), Ordinal::omega_one());
    assert_eq!(o("ω_₂"), Ordinal::initial(2));
}

#[test]
fn evaluates_expressions() {
    assert_eq!(o("(w+1)*(w+1)"), o("w^2+w+1"));
    assert_eq!(o("2^w"), o("w"));
    assert_eq!(o("2^2^3"), o("256"));
    assert_eq!(o("2³²"), o("4294967296"));
    assert_eq!(o("2^w²"), o("w^w"));
    assert_eq!(o("(w+1)²"), o("w^2+w+1"));
    assert_eq!(o("3*w"), o("w"));
    assert_eq!(o("1+w"), o("w"));
    assert_eq!(o("w^2*3^2"), o("w^2*9"));
    assert_eq!(o("((((7))))"), o("7"));
}

#[test]
fn coefficients_of_any_size() {
    let digits = "9".repeat(5000);
    let value = o(&format!("w^{digits}*{digits}+{digits}"));
    assert_eq!(value.ascii(), format!("w^{digits}*{digits}+{digits}"));
    assert_eq!(o(&value.to_string()), value);
    let huge = o("2^1000");
    assert_eq!(
        huge.to_natural(),
        Some(num_bigint::BigUint::from(1u32) << 1000u32)
    );
}

#[test]
fn debug_prints_the_notation() {
    assert_eq!(format!("{:?}", o("w*2+1")), "ω·2+1");
    assert_eq!(format!("{:?}", o("w*2+1").terms()), "[ω·2, 1]");
}
