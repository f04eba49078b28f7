//! The identities the chapter quotes, checked exactly.

mod common;

use common::o;
use ordinal::Ordinal;

#[test]
fn addition_is_not_commutative() {
    assert_eq!(o("1") + o("w"), o("w"));
    assert_ne!(o("w") + o("1"), o("1") + o("w"));
    assert!(o("w+1") > o("w"));
    assert_eq!(o("w") + o("w"), o("w*2"));
    assert_eq!(o("w*2+3") + o("w^2"), o("w^2"));
    assert_eq!(o("w^2+w*3+4") + o("w*2+1"), o("w^2+w*5+1"));
}

#[test]
fn multiplication_is_not_commutative() {
    assert_eq!(o("2") * o("w"), o("w"));
    assert_eq!(o("w") * o("2"), o("w") + o("w"));
    assert_eq!(o("w+1") * o("2"), o("w*2+1"));
    assert_eq!(o("w*2") * o("w"), o("w^2"));
    assert_eq!(o("w+1") * o("w+1"), o("w^2+w+1"));
    assert_eq!(o("w^w+5") * o("w^3*2+4"), o("w^(w+3)*2+w^w*4+5"));
}

#[test]
fn exponentiation() {
    assert_eq!(o("2").pow(&o("w")), o("w"));
    assert_eq!(o("2").pow(&o("w+1")), o("w*2"));
    assert_eq!(Ordinal::two_pow(&o("w*3+5")), o("w^3*32"));
    assert_eq!(o("3").pow(&o("w^w")), o("w^w^w"));
    assert_eq!(o("w").pow(&o("w")), Ordinal::omega_pow(o("w")));
    assert_eq!(o("w+1").pow(&o("3")), o("w^3+w^2+w+1"));
    assert_eq!(o("w*2+1").pow(&o("2")), o("w^2*2+w*2+1"));
    assert_eq!(o("w+1").pow(&o("w")), o("w^w"));
    assert_eq!(o("w+1").pow(&o("w+1")), o("w^(w+1)+w^w"));
    assert_eq!(o("0").pow(&o("0")), o("1"));
    assert_eq!(o("0").pow(&o("w")), o("0"));
    assert_eq!(o("1").pow(&o("e0")), o("1"));
    let power = num_bigint::BigUint::from(123_456_789u64).pow(5);
    assert_eq!(o("123456789").pow(&o("5")).to_natural(), Some(power));
}

#[test]
fn epsilon_zero_is_a_fixed_point() {
    let e0 = Ordinal::epsilon_zero();
    assert!(&e0 + &Ordinal::one() > e0);
    assert_eq!(Ordinal::one() + &e0, e0);
    assert_eq!(o("w^e0"), e0);
    assert_eq!(Ordinal::omega_pow(e0.clone()), e0);
    assert_eq!(Ordinal::two_pow(&e0), e0);
    assert_eq!(o("w").pow(&e0), e0);
    assert_eq!(&e0 * &o("w"), Ordinal::omega_pow(o("e0+1")));
    assert_eq!(o("w") * &e0, e0);
    assert_eq!(o("w^w^w") + &e0, e0);
    assert!(o("w^w^w^w^w^w^w^w^w^w") < e0);
    assert_eq!(o("e0^2"), o("w^(e0*2)"));
    assert_eq!(o("e0^w"), o("w^(e0*w)"));
    assert_eq!(o("w^(e0+1)").to_string(), "ω^(ε₀+1)");
    assert!(o("e0*2") > o("e0+w^w"));
}

#[test]
fn omega_one_beats_everything_countable() {
    let w1 = Ordinal::omega_one();
    for countable in [
        "e0",
        "e0^e0^e0",
        "w^(e0*w+1)*7",
        "e1",
        "e12345",
        "w^(w^(e1+1))",
    ] {
        assert!(o(countable) < w1, "{countable}");
        assert_eq!(o(countable) + &w1, w1, "{countable} + ω₁");
    }
    assert!(&w1 + &Ordinal::epsilon_zero() > w1);
    assert_eq!(o("w^w1"), w1);
    assert_eq!(Ordinal::two_pow(&w1), w1);
    assert!(o("w1") < o("w2"));
    assert!(o("e0") < o("e1"));
    assert!(o("w^(e0+1)") < o("e1"));
    assert_eq!(o("w0"), o("w"));
}

#[test]
fn left_subtraction() {
    assert_eq!(o("w").checked_sub(&o("1")), Some(o("w")));
    assert_eq!(o("w+1").checked_sub(&o("w")), Some(o("1")));
    assert_eq!(o("w*3+2").checked_sub(&o("w+7")), Some(o("w*2+2")));
    assert_eq!(o("w^2").checked_sub(&o("w*5+1")), Some(o("w^2")));
    assert_eq!(o("e0+w").checked_sub(&o("e0")), Some(o("w")));
    assert_eq!(o("w").checked_sub(&o("w+1")), None);
    assert_eq!(o("5").checked_sub(&o("5")), Some(o("0")));
}

#[test]
fn naturals_convert_both_ways() {
    assert_eq!(Ordinal::from(42u64).to_u64(), Some(42));
    let big: num_bigint::BigUint = "123456789012345678901234567890".parse().unwrap();
    assert_eq!(Ordinal::from(big.clone()).to_natural(), Some(big));
    assert_eq!(Ordinal::ZERO.to_natural(), Some(0u32.into()));
    assert_eq!(o("w").to_natural(), None);
    assert_eq!(o("w+3").finite_part(), 3u32.into());
    assert_eq!(o("w+3").limit_part(), o("w"));
    assert!(o("w*2").is_limit() && o("w+1").is_successor() && o("7").is_finite());
}

#[test]
fn exponents_around_a_machine_word() {
    let below = o("w^18446744073709551615");
    let at = o("w^18446744073709551616");
    assert!(below < at && at < o("w^w"));
    assert_eq!(&below * &o("w"), at);
    assert_eq!(o("w").pow(&o("18446744073709551616")), at);
    assert_eq!(at.base2(), [o("w*18446744073709551616")]);
    assert_eq!(below.base2(), [o("w*18446744073709551615")]);
    assert_eq!(at.ascii(), "w^18446744073709551616");
    assert_eq!(o(&at.to_string()), at);
    assert_eq!(Ordinal::from_base2(&at.base2()), at);
}
