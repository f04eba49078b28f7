//! The core checked on games written out by hand as `{left options | right options}`.

use game::{Form, Neg, Nimber, NotANumber, Outcome, Solver, Sum};

fn form(left: &[&Form], right: &[&Form]) -> Form {
    let copies = |games: &[&Form]| games.iter().map(|&g| g.clone()).collect::<Vec<_>>();
    Form::new(copies(left), copies(right))
}

fn zero() -> Form {
    Form::zero()
}

fn number(game: &Form) -> String {
    Solver::new().number(game).unwrap().to_string()
}

#[test]
fn the_first_numbers() {
    let zero = zero();
    let one = form(&[&zero], &[]);
    let minus_one = form(&[], &[&zero]);
    let half = form(&[&zero], &[&one]);
    let two = form(&[&one], &[]);
    let quarter = form(&[&zero], &[&half]);
    assert_eq!(number(&zero), "0");
    assert_eq!(number(&one), "1");
    assert_eq!(number(&minus_one), "-1");
    assert_eq!(number(&half), "1/2");
    assert_eq!(number(&quarter), "1/4");
    // Simplicity: {-1 | 2} is 0, {1 | 2} is 1 1/2; dominated options do not matter.
    assert_eq!(number(&form(&[&minus_one], &[&two])), "0");
    assert_eq!(number(&form(&[&one], &[&two])), "1 1/2");
    assert_eq!(number(&form(&[&zero, &half], &[&two, &one])), "3/4");
}

#[test]
fn outcomes_follow_the_sign() {
    let zero = zero();
    let one = form(&[&zero], &[]);
    let minus_one = form(&[], &[&zero]);
    let star = form(&[&zero], &[&zero]);
    let mut solver = Solver::new();
    assert_eq!(solver.outcome(&zero), Outcome::SecondPlayerWins);
    assert_eq!(solver.outcome(&one), Outcome::LeftWins);
    assert_eq!(solver.outcome(&minus_one), Outcome::RightWins);
    assert_eq!(solver.outcome(&star), Outcome::FirstPlayerWins);
}

#[test]
fn star_is_not_a_number_but_has_a_nim_value() {
    let zero = zero();
    let star = form(&[&zero], &[&zero]);
    let star_two = form(&[&zero, &star], &[&zero, &star]);
    assert_eq!(Solver::new().number(&star), Err(NotANumber));
    assert_eq!(Solver::new().number(&form(&[&star], &[])), Err(NotANumber));
    let mut solver = Solver::new();
    assert_eq!(solver.grundy(&zero), Nimber(0));
    assert_eq!(solver.grundy(&star), Nimber(1));
    assert_eq!(solver.grundy(&star_two), Nimber(2));
    // * + * = 0 and *2 + * is a first-player win.
    let mut sums = Solver::new();
    assert_eq!(
        sums.outcome(&Sum(vec![star.clone(), star.clone()])),
        Outcome::SecondPlayerWins
    );
    assert_eq!(
        sums.outcome(&Sum(vec![star_two, star])),
        Outcome::FirstPlayerWins
    );
}

#[test]
fn half_plus_half_equals_one() {
    let zero = zero();
    let one = form(&[&zero], &[]);
    let half = form(&[&zero], &[&one]);
    let mut solver = Solver::new();
    let difference = (Sum(vec![half.clone(), half.clone()]), Neg(one.clone()));
    assert_eq!(solver.outcome(&difference), Outcome::SecondPlayerWins);
    let not_quite = (Sum(vec![half.clone(), zero]), Neg(one));
    assert_eq!(solver.outcome(&not_quite), Outcome::RightWins);
    assert_eq!(
        Solver::new().number(&Neg(half)).unwrap().to_string(),
        "-1/2"
    );
}
