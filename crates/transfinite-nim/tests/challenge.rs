//! The source's challenge: six piles, 1, ω+3, ω^ω+5, ω^(ω+3)+ω^ω·3+ω·5+7, ε₀ and ω₁. They are
//! unbalanced, and the one winning move cuts the ω₁ pile down to ε₀+ω^(ω+3)+ω^ω·2+ω·4.

mod common;

use common::o;
use ordinal::Ordinal;
use transfinite_nim::{Base2Piles, Move, OrdinalHeight, Position};

const CHALLENGE: &str = "1, w+3, w^w+5, w^(w+3)+w^w*3+w*5+7, e0, w1";

fn challenge() -> Position {
    CHALLENGE.parse().unwrap()
}

#[test]
fn the_piles_in_base_two() {
    let forms: Vec<String> = challenge()
        .piles()
        .iter()
        .map(|pile| pile.base2_form().to_string())
        .collect();
    assert_eq!(
        forms,
        [
            "2⁰",
            "2^ω+2¹+2⁰",
            "2^(ω²)+2²+2⁰",
            "2^(ω²+ω·3)+2^(ω²+1)+2^(ω²)+2^(ω+2)+2^ω+2²+2¹+2⁰",
            "2^ε₀",
            "2^ω₁",
        ]
    );
}

#[test]
fn the_finite_parts_balance() {
    // The source: 1, 3, 5 and 7 are balanced.
    let finite: Vec<Ordinal> = challenge()
        .piles()
        .iter()
        .map(|pile| Ordinal::from(pile.finite_part()))
        .collect();
    assert_eq!(finite, ["1", "3", "5", "7", "0", "0"].map(o));
    assert!(transfinite_nim::is_balanced(&finite));
}

#[test]
fn the_unpaired_powers_of_two() {
    let position = challenge();
    let unpaired: Vec<String> = position
        .unpaired_digits()
        .iter()
        .map(|digit| digit.exponent().to_string())
        .collect();
    assert_eq!(unpaired, ["ω₁", "ε₀", "ω²+ω·3", "ω²+1", "ω+2"]);
    assert_eq!(position.nim_sum().0, o("w1+e0+w^(w+3)+w^w*2+w*4"));
    assert_eq!(position.value().to_string(), "*(ω₁+ε₀+ω^(ω+3)+ω^ω·2+ω·4)");
    assert_eq!(
        transfinite_nim::largest_unpaired(position.piles()),
        Some(o("w1"))
    );
    assert!(!position.is_balanced());
    assert_eq!(
        position.outcome(nim::Play::Normal),
        game::Outcome::FirstPlayerWins
    );
}

#[test]
fn the_one_winning_move() {
    let position = challenge();
    let target = o("e0+w^(w+3)+w^w*2+w*4");
    assert_eq!(
        position.balancing_moves(),
        [Move {
            pile: 5,
            from: OrdinalHeight(Ordinal::omega_one()),
            to: OrdinalHeight(target.clone())
        }]
    );
    let after = position.play(&position.balancing_moves()[0]).unwrap();
    assert!(after.is_balanced());
    assert_eq!(
        after.to_string(),
        "1, ω+3, ω^ω+5, ω^(ω+3)+ω^ω·3+ω·5+7, ε₀, ε₀+ω^(ω+3)+ω^ω·2+ω·4"
    );
    // The move takes ω₁ blocks off the top: what is left, followed by ω₁ more, is ω₁ again.
    assert_eq!(
        Ordinal::omega_one().checked_sub(&target),
        Some(Ordinal::omega_one())
    );
    assert_eq!(&target + &Ordinal::omega_one(), Ordinal::omega_one());
}

#[test]
fn no_other_pile_can_balance_the_rest() {
    // The height that would balance the other five piles is at least as tall as each pile but
    // the last: only ω₁ can shrink to it.
    let piles = challenge().piles().to_vec();
    for (index, pile) in piles.iter().enumerate() {
        let mut rest = piles.clone();
        rest.remove(index);
        let needed = transfinite_nim::nim_sum(&rest);
        assert_eq!(needed < pile.0, index == 5, "pile {index}: {pile}");
    }
}

#[test]
fn the_picture_marks_the_ω1_pile() {
    let svg = challenge().base2_svg();
    // Ten powers of two, five of them unpaired and shaded; and the white card under it all.
    assert_eq!(svg.matches(r#"<rect"#).count(), 1 + 5);
    assert!(svg.contains(r##"rx="6" fill="#ffffff"/>"##));
    assert!(svg.contains(r##"font-weight="bold" fill="#1f5fbf">ω₁</text>"##));
}
