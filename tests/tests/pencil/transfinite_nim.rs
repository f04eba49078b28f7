//! The pen-and-paper exercises of `transfinite-nim.md`.

use book_tests::pencil::answer;
use ordinal::Ordinal;
use transfinite_nim::{Position, nim_add};

fn o(text: &str) -> Ordinal {
    text.parse().unwrap()
}

#[test]
fn exercise_9_4_nim_sums_past_omega() {
    let text = answer("transfinite-nim.md", "9.4");
    assert_eq!(nim_add(&o("w+3"), &o("w+5")), o("6"));
    assert_eq!(&o("w+3") + &o("w+5"), o("w*2+5"));
    assert_eq!(nim_add(&o("w*2+1"), &o("w+1")), o("w*3"));
    assert_eq!(&o("w*2+1") + &o("w+1"), o("w*3+1"));
    assert_eq!(o("w+3").base2_form().to_string(), "2^ω+2¹+2⁰");
    assert_eq!(o("w+5").base2_form().to_string(), "2^ω+2²+2⁰");
    assert_eq!(o("w*2+1").base2_form().to_string(), "2^(ω+1)+2⁰");
    let value = "w*2+1, w+1".parse::<Position>().unwrap().value();
    text.says("(ω+3) ⊕ (ω+5)", nim_add(&o("w+3"), &o("w+5")))
        .says("the value of ω·2+1, ω+1", value)
        .contains("$(\\omega+3) \\oplus (\\omega+5) = 4 + 2 = 6$")
        .contains("$(\\omega+3) + (\\omega+5) = \\omega\\cdot 2 + 5$")
        .contains("$(\\omega\\cdot 2+1) + (\\omega+1) = \\omega\\cdot 3 + 1$")
        .contains("= \\omega\\cdot 3$");
}

#[test]
fn exercise_9_5_two_winning_moves() {
    let text = answer("transfinite-nim.md", "9.5");

    let first: Position = "w, w+1, 3".parse().unwrap();
    assert_eq!(first.nim_sum().0, o("2"));
    let moves = first.balancing_moves();
    assert_eq!(moves.len(), 1);
    text.says("the move from ω, ω+1, 3", &moves[0]);
    assert!("w, w+1, 1".parse::<Position>().unwrap().is_balanced());

    let second: Position = "w*2, w, 5".parse().unwrap();
    assert_eq!(second.nim_sum().0, o("w*3+5"));
    let moves = second.balancing_moves();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].to.0, o("w+5"));
    text.says("the move from ω·2, ω, 5", &moves[0])
        .contains("$\\omega\\cdot 3 + 5$")
        .contains("It takes $\\omega$ blocks");
    assert_eq!(
        moves[0].from.checked_sub(&moves[0].to),
        Some(Ordinal::omega())
    );
    assert_eq!(&o("w+5") + &o("w"), o("w*2"));
}

/// The hint of exercise 9.3 (a coding exercise): its three sums of ordinals.
#[test]
fn exercise_9_3_hint_sums_of_ordinals() {
    let chapter =
        std::fs::read_to_string(book_tests::pencil::book_source().join("transfinite-nim.md"))
            .unwrap();
    let start = chapter.find("### Exercise 9.3").unwrap();
    let hint = &chapter[start..start + chapter[start..].find("<p class").unwrap()];
    assert_eq!(&o("5") + &o("w"), o("w"));
    assert!(hint.contains("$5 + \\omega = \\omega$"));
    assert_eq!(&o("w*3") + &o("w^2"), o("w^2"));
    assert!(hint.contains("$\\omega\\cdot 3 + \\omega^2 = \\omega^2$"));
    assert_eq!(&o("w") + &o("w*2"), o("w*3"));
    assert!(hint.contains("$\\omega + \\omega\\cdot 2 = \\omega\\cdot 3$"));
}
