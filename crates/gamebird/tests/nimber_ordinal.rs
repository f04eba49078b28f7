//! `gamebird nimber` on ordinal nimbers below ω^(ω^ω), and `gamebird nimber alpha P`.

mod common;

use common::{fails, ok};

#[test]
fn omega_is_a_cube_root_of_two() {
    assert_eq!(ok(&["nimber", "multiply", "w", "w"]), "*ω²\n");
    assert_eq!(ok(&["nimber", "multiply", "w", "w^2"]), "*2\n");
    assert_eq!(ok(&["nimber", "multiply", "*w", "w", "w"]), "*2\n");
    assert_eq!(ok(&["nimber", "power", "w", "3"]), "*2\n");
    assert_eq!(ok(&["nimber", "power", "w^w", "5"]), "*4\n");
    assert_eq!(ok(&["nimber", "inverse", "w"]), "*(ω²·3)\n");
    assert_eq!(ok(&["nimber", "power", "w", "-1"]), "*(ω²·3)\n");
    assert_eq!(ok(&["nimber", "divide", "2", "w"]), "*ω²\n");
    assert_eq!(ok(&["nimber", "sqrt", "w"]), "*(ω²·2)\n");
    // Finite operands stay finite nimbers.
    assert_eq!(ok(&["nimber", "multiply", "2", "2"]), "*3\n");
    // An ordinal read from standard input is an ordinal too.
    let output = common::gamebird(&["nimber", "power", "-", "3"], "w\n");
    assert_eq!(common::stdout(&output), "*2\n");
}

#[test]
fn alphas() {
    assert_eq!(ok(&["nimber", "alpha", "3"]), "α_3 = 2, m_3 = 0\n");
    assert_eq!(ok(&["nimber", "alpha", "7"]), "α_7 = ω+1, m_7 = 1\n");
    assert_eq!(ok(&["nimber", "alpha", "19"]), "α_19 = ω³+4, m_19 = 4\n");
}

#[test]
fn refusals() {
    let cases: [(&[&str], &str); 6] = [
        (&["nimber", "alpha", "9"], "9 is not an odd prime"),
        (
            &["nimber", "alpha", "x"],
            "column 1: the prime should be a whole number, like 7, not 'x'",
        ),
        (
            &["nimber", "alpha", "20000"],
            "20000 is past 10000, the largest prime whose α_p this crate looks for",
        ),
        (
            &["nimber", "alpha", "47"],
            "α_47 needs a field of 2^5060 nimbers, past this crate's limit of 2^4096",
        ),
        (
            &["nimber", "multiply", "w", "e0"],
            "ε₀ is not below ω^(ω^ω): nim-multiplication here stops at ω^(ω^ω)",
        ),
        (
            &["nimber", "divide", "w", "0"],
            "division by zero: the nimber 0 has no inverse",
        ),
    ];
    for (args, message) in cases {
        assert_eq!(fails(args), format!("error: {message}"), "{args:?}");
    }
}
