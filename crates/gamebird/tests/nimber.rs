//! `gamebird nimber`: nim-products, inverses, quotients, powers, square roots and tables.

mod common;

use common::{fails, fails_with_input, ok};

#[test]
fn the_field_of_four() {
    assert_eq!(ok(&["nimber", "multiply", "2", "2"]), "*3\n");
    assert_eq!(ok(&["nimber", "multiply", "*2", "*3"]), "*\n");
    assert_eq!(ok(&["nimber", "multiply", "2", "2", "2"]), "*\n");
    assert_eq!(ok(&["nimber", "inverse", "*3"]), "*2\n");
    assert_eq!(ok(&["nimber", "divide", "1", "3"]), "*2\n");
    assert_eq!(ok(&["nimber", "power", "2", "3"]), "*\n");
    assert_eq!(ok(&["nimber", "power", "2", "-1"]), "*3\n");
    assert_eq!(ok(&["nimber", "sqrt", "2"]), "*3\n");
    assert_eq!(
        ok(&["nimber", "table", "4"]),
        "⊗ | 0 1 2 3\n\
         --+--------\n\
         0 | 0 0 0 0\n\
         1 | 0 1 2 3\n\
         2 | 0 2 3 1\n\
         3 | 0 3 1 2\n"
    );
}

#[test]
fn fermat_two_powers_and_wide_nimbers() {
    assert_eq!(ok(&["nimber", "multiply", "16", "16"]), "*24\n");
    assert_eq!(ok(&["nimber", "multiply", "4", "16", "256"]), "*16384\n");
    let f = "18446744073709551616"; // 2^64
    assert_eq!(ok(&["nimber", "multiply", f, f]), "*27670116110564327424\n");
    assert_eq!(
        ok(&["nimber", "sqrt", "*27670116110564327424"]),
        format!("*{f}\n")
    );
    // The multiplicative group of the field of 2^4096 elements has order 2^4096 - 1.
    let big = format!("{}", num_bigint::BigUint::from(1u8) << 4000u32);
    let order = (num_bigint::BigUint::from(1u8) << 4096u32) - 1u8;
    assert_eq!(ok(&["nimber", "power", &big, &order.to_string()]), "*\n");
    assert_eq!(ok(&["nimber", "table", "256"]).lines().count(), 258);
}

#[test]
fn standard_input() {
    let output = common::gamebird(&["nimber", "inverse", "-"], "*5\n");
    assert_eq!(common::stdout(&output), "*12\n");
}

#[test]
fn refusals_are_one_line() {
    assert_eq!(
        fails(&["nimber", "inverse", "0"]),
        "error: division by zero: the nimber 0 has no inverse"
    );
    assert_eq!(
        fails(&["nimber", "divide", "5", "*0"]),
        "error: division by zero: the nimber 0 has no inverse"
    );
    assert_eq!(
        fails(&["nimber", "power", "0", "-2"]),
        "error: division by zero: the nimber 0 has no inverse"
    );
    assert_eq!(
        fails(&["nimber", "multiply", "2", "x"]),
        "error: column 1: expected a nimber, a whole number like 5 or *5, found 'x'"
    );
    // Ordinal nimbers multiply below ω^(ω^ω) (tests/nimber_ordinal.rs), and no further.
    assert_eq!(
        fails(&["nimber", "sqrt", "w^w^w"]),
        "error: ω^(ω^ω) is not below ω^(ω^ω): nim-multiplication here stops at ω^(ω^ω)"
    );
    let huge = format!("{}", num_bigint::BigUint::from(1u8) << 4096u32);
    assert_eq!(
        fails(&["nimber", "sqrt", &huge]),
        "error: column 1: a nimber of 4097 binary digits is more than the 4096 allowed \
         (nimbers below 2^4096)"
    );
    assert_eq!(
        fails(&["nimber", "table", "257"]),
        "error: column 1: a table has from 1 to 256 rows (the field of 256), not '257'"
    );
    assert_eq!(
        fails(&["nimber", "table", "0"]),
        "error: column 1: a table has from 1 to 256 rows (the field of 256), not '0'"
    );
    assert_eq!(
        fails(&["nimber", "power", "2", "x"]),
        "error: column 1: the exponent should be a whole number, like 3 or -1, not 'x'"
    );
    assert!(fails(&["nimber", "multiply", "2"]).contains("try 'gamebird nimber multiply --help'"));
    let long = "9".repeat(100_001);
    assert!(fails(&["nimber", "sqrt", &long]).len() < 120);
    assert_eq!(
        fails_with_input(&["nimber", "sqrt", "-"], "x\n"),
        "error: column 1: expected a nimber, a whole number like 5 or *5, found 'x'"
    );
}
