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
    // {0|2} is the integer 1, so G is compared with a far star, *2: G > *2, and Left wins
    // G + *2 whoever starts, by the moves the answer gives.
    let far_star = CanonicalForm::nimber(2);
    assert_eq!(by_formula.as_number(), Some(Dyadic::from(1)));
    assert!(g > far_star);
    assert_eq!(Solver::new().outcome(&(g + far_star)), Outcome::LeftWins);
    assert!(game("^^*2") > CanonicalForm::zero());
    assert!(game("^^*") > CanonicalForm::zero() && game("^^") > CanonicalForm::zero());
    assert_eq!(game("*") + game("*"), CanonicalForm::zero());
    // The largest integer n with n not at least aw(*) + 2 = 2.
    let right_weight = game("*").atomic_weight().unwrap() + CanonicalForm::from(2);
    // 1 is not at least aw(*) + 2: it is less (both are numbers).
    assert!(CanonicalForm::from(1) < right_weight);
    assert!(CanonicalForm::from(2) >= right_weight);
    answer("hot.md", "4.11")
        .says("the atomic weight of G", g.atomic_weight().unwrap())
        .says(
            "the atomic weight of G + G",
            (g + g).atomic_weight().unwrap(),
        )
        .contains("`{0|2}`")
        .contains("the number 1")
        .says("the far star", far_star)
        .says("aw(*) + 2", right_weight)
        .contains("$G > *2$")
        .contains("$\\uparrow\\uparrow + *2 > 0$")
        .contains("Left wins $G$ moving first")
        .contains("in fact she wins it")
        .contains("which the rule does not promise")
        .contains("Left wins it whoever starts");
}
