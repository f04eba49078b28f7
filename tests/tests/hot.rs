//! Claims of the chapter on hot games (`book/src/hot.md`) that need a search or a later chapter's
//! crate: moving in the hottest component can lose, found among sums of two games born by day 3
//! and played out by brute force; the two-ahead rule of atomic weight played out on every
//! all-small game born by day 3 and on sums of two of them; and Hackenbush pictures are never hot,
//! on every small picture, with the stalk the chapter draws.

use canonical::CanonicalForm;
use dyadic::Dyadic;
use game::{Outcome, Solver, Sum};
use hackenbush::{Colour, small_pictures};

fn game(text: &str) -> CanonicalForm {
    text.parse().expect("a game of the chapter parses")
}

/// Every canonical form born by day `days`.
fn born_by(days: u32) -> Vec<CanonicalForm> {
    CanonicalForm::born_by(days).expect("a listed day")
}

/// Left, moving first in the sum of `parts`, wins by this move: the parts after it, played out,
/// are won by Left or by the second player (Right moves next).
fn winning_left_moves(
    parts: &[CanonicalForm],
    solver: &mut Solver<Sum<CanonicalForm>>,
) -> Vec<(usize, CanonicalForm)> {
    let mut moves = Vec::new();
    for (k, part) in parts.iter().enumerate() {
        for option in part.left_options() {
            let mut after = parts.to_vec();
            after[k] = option;
            let outcome = solver.outcome(&Sum(after));
            if matches!(outcome, Outcome::LeftWins | Outcome::SecondPlayerWins) {
                moves.push((k, option));
            }
        }
    }
    moves
}

#[test]
fn moving_in_the_hottest_component_can_lose() {
    // The chapter's example: {{1|0}|-1/2} at temperature 1/2 beside {1/2|-1} at 3/4.
    let (cooler, hotter) = (game("{{1|0}|-1/2}"), game("{1/2|-1}"));
    assert_eq!(cooler.to_string(), "{1|0||-1/2}");
    assert_eq!(cooler.temperature(), Dyadic::new(1, 1));
    assert_eq!(hotter.temperature(), Dyadic::new(3, 2));
    assert_eq!(
        (cooler.mean(), hotter.mean()),
        (Dyadic::zero(), Dyadic::new(-1, 2))
    );
    let mut solver = Solver::new();
    let parts = [cooler, hotter];
    assert_eq!(
        solver.outcome(&Sum(parts.to_vec())),
        Outcome::FirstPlayerWins
    );
    // Left has two moves, one in each part; only the one in the cooler part wins.
    assert_eq!(cooler.left_options(), [game("{1|0}")]);
    assert_eq!(hotter.left_options(), [game("1/2")]);
    assert_eq!(
        winning_left_moves(&parts, &mut solver),
        [(0, game("{1|0}"))]
    );

    // And such sums are not rare: among sums of two hot games born by day 3, some are won by
    // Left moving first, but never by a move in a hottest part.
    let hot: Vec<CanonicalForm> = born_by(3)
        .into_iter()
        .filter(|g| g.temperature().is_positive())
        .collect();
    let mut found = 0;
    for step in 0..300 {
        // Pairs spread over the list by two strides prime to its length.
        let (i, j) = (step * 7919 % hot.len(), step * 104_729 % hot.len());
        let parts = [hot[i], hot[j]];
        let hottest = parts.iter().map(CanonicalForm::temperature).max().unwrap();
        let wins = winning_left_moves(&parts, &mut solver);
        if !wins.is_empty() && wins.iter().all(|(k, _)| parts[*k].temperature() < hottest) {
            found += 1;
        }
    }
    assert!(found > 0);
}

#[test]
fn the_two_ahead_rule_played_out() {
    let small: Vec<CanonicalForm> = born_by(3)
        .into_iter()
        .filter(CanonicalForm::is_all_small)
        .collect();
    let mut games = small.clone();
    for (i, g) in small.iter().enumerate() {
        for h in small.iter().skip(i).step_by(3) {
            games.push(*g + *h);
        }
    }
    // The chapter says "hundreds of sums of two of them".
    assert!(games.len() - small.len() >= 700, "{}", games.len());
    let (one, two) = (CanonicalForm::from(1), CanonicalForm::from(2));
    let mut solver = Solver::new();
    let mut seen = (0, 0);
    for g in games {
        let w = g
            .atomic_weight()
            .expect("all-small games have an atomic weight");
        let outcome = solver.outcome(&g);
        if w >= two {
            assert_eq!(outcome, Outcome::LeftWins, "{g} of weight {w}");
            seen.0 += 1;
        }
        if w >= one {
            assert!(
                matches!(outcome, Outcome::LeftWins | Outcome::FirstPlayerWins),
                "{g} of weight {w}"
            );
            seen.1 += 1;
        }
        if w <= -two {
            assert_eq!(outcome, Outcome::RightWins, "{g} of weight {w}");
        }
    }
    assert!(seen.0 > 0 && seen.1 > seen.0, "{seen:?}");
    // The chapter's examples: weight 1 is not enough, weight 2 is.
    assert_eq!(game("^*").atomic_weight(), Some(one));
    assert_eq!(solver.outcome(&game("^*")), Outcome::FirstPlayerWins);
    assert_eq!(game("^^*").atomic_weight(), Some(two));
    assert_eq!(solver.outcome(&game("^^*")), Outcome::LeftWins);
}

#[test]
fn hackenbush_pictures_are_never_hot() {
    let colours = [Colour::Blue, Colour::Red, Colour::Green];
    for picture in small_pictures(4, 4, &colours) {
        let value = picture.value();
        assert_eq!(
            value.left_stop(),
            value.right_stop(),
            "{picture:?} is {value}"
        );
        assert!(!value.temperature().is_positive(), "{picture:?} is {value}");
    }
    // The stalk the chapter draws: tepid, a mast from temperature 0 at its mean 3/4.
    let stalk = game("3/4v[3]*");
    let picture: hackenbush::Picture = "lrlerrr".parse().unwrap();
    assert_eq!(picture.value(), stalk);
    assert_eq!(stalk.temperature(), Dyadic::zero());
    assert_eq!(stalk.mean(), Dyadic::new(3, 2));
}
