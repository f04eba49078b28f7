//! The pen-and-paper exercises of `ordinals.md`.

use book_tests::pencil::answer;
use ordinal::Ordinal;

fn o(text: &str) -> Ordinal {
    text.parse().unwrap()
}

#[test]
fn exercise_5_4_which_way_round() {
    let text = answer("ordinals.md", "5.4");
    let (one, omega) = (Ordinal::one(), Ordinal::omega());
    assert_eq!(&one + &omega, omega);
    assert!(&omega + &one > omega);
    assert!(&one + &omega < &omega + &one);
    assert_eq!(&o("3") + &omega, omega);
    assert_eq!(&(&omega + &o("2")) + &omega, o("w*2"));
    let long = ["3", "w", "2", "w", "5"]
        .iter()
        .fold(Ordinal::ZERO, |sum, term| &sum + &o(term));
    assert_eq!(o("3+w+2+w+5"), long);
    let merged = &o("w+2") + &o("w*3+1");
    assert_eq!(merged, &omega + &o("w*3+1"));
    text.says("3+ω+2+ω+5", &long)
        .says("(ω+2)+(ω·3+1)", &merged)
        .contains("$ gamebird ordinal \"3+w+2+w+5\"")
        .contains("$1 + \\omega = \\omega$")
        .contains("$1 + \\omega < \\omega + 1$")
        .contains("= \\omega\\cdot 2 + 5$")
        .contains("= \\omega\\cdot 4 + 1$");
}

#[test]
fn exercise_5_5_omega_times_two_and_two_times_omega() {
    let text = answer("ordinals.md", "5.5");
    let (two, omega) = (o("2"), Ordinal::omega());
    let omega_plus_one = o("w+1");
    assert_eq!(&two * &omega, omega);
    assert_eq!(&omega * &two, &omega + &omega);
    assert!(&omega * &two > omega);
    let doubled = &omega_plus_one * &two;
    assert_eq!(doubled, &omega_plus_one + &omega_plus_one);
    let times_omega = &omega_plus_one * &omega;
    assert_eq!(times_omega, o("w^2"));
    // The first n copies make ω·n + 1.
    for n in 1..10u32 {
        let copies = &omega_plus_one * &Ordinal::from(n);
        assert_eq!(copies, &(&omega * &Ordinal::from(n)) + &Ordinal::one());
        assert!(copies < times_omega);
    }
    text.says("(ω+1)·2", &doubled)
        .says("(ω+1)·ω", &times_omega)
        .contains("$2\\cdot\\omega = \\omega$")
        .contains("= \\omega\\cdot 2 + 1$")
        .contains("$\\omega\\cdot n + 1$");
}

#[test]
fn exercise_5_6_a_base_two_form() {
    let text = answer("ordinals.md", "5.6");
    let ordinal = o("w^2 + w*3 + 6");
    text.says("the base-2 form", ordinal.base2_form());
    let exponents: Vec<String> = ordinal.base2().iter().map(ToString::to_string).collect();
    assert_eq!(exponents, ["ω·2", "ω+1", "ω", "2", "1"]);
    text.contains("2^{\\omega\\cdot 2} + 2^{\\omega+1} + 2^\\omega + 2^2 + 2^1");
}

#[test]
fn exercise_5_7_the_natural_sum_and_the_ordinal_sums() {
    let text = answer("ordinals.md", "5.7");
    let (alpha, beta) = (o("w*2+3"), o("w^2+w+1"));
    let natural = alpha.natural_add(&beta);
    assert_eq!(natural, beta.natural_add(&alpha));
    let (alpha_beta, beta_alpha) = (&alpha + &beta, &beta + &alpha);
    assert_eq!(alpha_beta, beta);
    assert!(alpha_beta < beta_alpha && beta_alpha < natural);
    text.says("α ⊕ β", &natural)
        .says("α + β", &alpha_beta)
        .says("β + α", &beta_alpha)
        .contains("$0 + 1 = 1$")
        .contains("$2 + 1 = 3$")
        .contains("$3 + 1 = 4$")
        .contains("$\\alpha + \\beta < \\beta + \\alpha < \\alpha\\oplus\\beta$");
}
