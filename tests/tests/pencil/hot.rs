//! Chapter 4.1, hot games: a thermograph by hand and the two-ahead rule.

use book_tests::pencil::answer;
use canonical::CanonicalForm;
use dyadic::Dyadic;
use game::{Outcome, Solver};

fn game(text: &str) -> CanonicalForm {
    text.parse().unwrap()
}

#[test]
fn exercise_4_10_a_thermograph_by_hand() {
    let g = game("{5|{2|0}}");
    let right = game("{2|0}");
    let cooled = g.cool(&Dyadic::from(1)).unwrap();
    assert_eq!(right.cool(&Dyadic::from(1)).unwrap().to_string(), "1*");
    answer("hot.md", "4.10")
        .says("the temperature of {2|0}", right.temperature())
        .says("the temperature", g.temperature())
        .says("the mean", g.mean())
        .says("G cooled by 1", cooled)
        .says("the temperature of G cooled by 1", cooled.temperature())
        .contains("$5 - t$")
        .contains("$1 + t$")
        .contains("$1*$");
    assert_eq!(g.temperature(), Dyadic::from(2));
    assert_eq!(g.mean(), Dyadic::from(3));
    assert_eq!(cooled.temperature(), Dyadic::from(1));
}

#[test]
fn exercise_4_11_two_ahead() {
    let g = game("{^^|*}");
    let by_formula = CanonicalForm::new(&[CanonicalForm::zero()], &[CanonicalForm::from(2)]);
    assert_eq!(game("^^").atomic_weight(), Some(CanonicalForm::from(2)));
    assert_eq!(game("*").atomic_weight(), Some(CanonicalForm::zero()));
    assert_eq!(g.atomic_weight(), Some(by_formula));
    assert_eq!((g + g).atomic_weight(), Some(CanonicalForm::from(2)));
    assert_eq!(Solver::new().outcome(&g), Outcome::LeftWins);
    assert_eq!(Solver::new().outcome(&(g + g)), Outcome::LeftWins);
    answer("hot.md", "4.11")
        .says("the atomic weight of G", g.atomic_weight().unwrap())
        .says(
            "the atomic weight of G + G",
            (g + g).atomic_weight().unwrap(),
        )
        .contains("`{0|2}`")
        .contains("the number 1")
        .contains("Left wins $G$ moving\nfirst")
        .contains("she wins it whoever starts")
        .contains("Left wins it whoever starts");
}
