//! The pen-and-paper exercises of `games.md`.

use book_tests::pencil::answer;
use canonical::CanonicalForm;
use game::{Form, Neg, Outcome, Solver, Sum};

fn zero() -> Form {
    Form::zero()
}

fn one() -> Form {
    Form::new([zero()], [])
}

fn star() -> Form {
    Form::new([zero()], [zero()])
}

#[test]
fn exercise_2_3_star_beside_other_games() {
    let half = Form::new([zero()], [one()]);
    let mut solver = Solver::new();
    let star_star = solver.outcome(&Sum(vec![star(), star()]));
    let star_one = solver.outcome(&Sum(vec![star(), one()]));
    let star_half = solver.outcome(&Sum(vec![star(), half]));
    assert_eq!(star_star, Outcome::SecondPlayerWins);
    assert_eq!(star_one, Outcome::LeftWins);
    assert_eq!(star_half, Outcome::LeftWins);
    // The negative of star is star: their difference is a second-player win.
    assert_eq!(
        solver.outcome(&Sum(vec![star(), Form::new([zero()], [zero()])])),
        Outcome::SecondPlayerWins
    );
    assert_eq!(
        Solver::new().outcome(&(star(), Neg(star()))),
        Outcome::SecondPlayerWins
    );
    answer("games.md", "2.3")
        .says("the outcome of * + *", star_star)
        .says("the outcome of * + 1 and of * + {0|1}", star_one)
        .contains("$-* = *$")
        .contains("Left wins too");
}

#[test]
fn exercise_2_4_a_game_minus_itself() {
    let g = Form::new([one()], [zero()]);
    let minus_g = Form::new([zero()], [Form::new([], [zero()])]);
    let mut solver = Solver::new();
    let alone = solver.outcome(&g);
    assert_eq!(alone, Outcome::FirstPlayerWins);
    // {0 | -1} is the negative of G: G + {0 | -1} and G + Neg(G) are both second-player wins.
    let difference = Solver::new().outcome(&(g.clone(), minus_g));
    assert_eq!(difference, Outcome::SecondPlayerWins);
    assert_eq!(
        Solver::new().outcome(&(g.clone(), Neg(g))),
        Outcome::SecondPlayerWins
    );
    answer("games.md", "2.4")
        .says("the outcome of G", alone)
        .says("the outcome of G - G", difference)
        .contains("$-G = \\{0 \\mid -1\\}$")
        .contains("mirror strategy");
}

#[test]
fn exercise_2_5_values_by_the_simplicity_rule() {
    let value = |text: &str| text.parse::<CanonicalForm>().unwrap();
    let first = value("{1/2|2}");
    let second = value("{-3/4|-1/2}");
    let third = value("{1,3/2|7/4}");
    assert_eq!(third, value("{3/2|7/4}"));
    let born = third.as_number().unwrap().birthday();
    answer("games.md", "2.5")
        .says("{1/2 | 2}", format!("worth {first}"))
        .says("{-3/4 | -1/2}", format!("worth {second}"))
        .says("{1, 3/2 | 7/4}", format!("which is {third}"))
        .says("its birthday", format!("day {born}"))
        .contains("$\\tfrac54$");
}
