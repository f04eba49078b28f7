//! The checks of chapter 2's exercises, against the brute-force `Solver` of the `game` crate.

use dyadic::Dyadic;
use game::{Form, Game, Outcome, Player, Solver};

/// The four games born on day 1, with their names: `0`, `1`, `-1` and `*`.
fn day_one() -> [(Form, &'static str); 4] {
    let zero = Form::zero();
    [
        (zero.clone(), "0"),
        (Form::new([zero.clone()], []), "1"),
        (Form::new([], [zero.clone()]), "-1"),
        (Form::new([zero.clone()], [zero]), "*"),
    ]
}

/// Every sub-list of `items`, in a fixed order.
fn subsets<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    (0..1usize << items.len())
        .map(|mask| {
            items
                .iter()
                .enumerate()
                .filter(|(index, _)| mask & (1 << index) != 0)
                .map(|(_, item)| item.clone())
                .collect()
        })
        .collect()
}

/// A game written as CGSuite writes one, with the day-1 games named: `{0,1|*}`.
fn shown(game: &Form) -> String {
    if let Some((_, name)) = day_one().iter().find(|(form, _)| form == game) {
        return (*name).to_string();
    }
    let list = |player: Player| {
        game.options(player)
            .iter()
            .map(shown)
            .collect::<Vec<_>>()
            .join(",")
    };
    format!("{{{}|{}}}", list(Player::Left), list(Player::Right))
}

pub(crate) fn check_outcome_from_options(answer: impl Fn(&[Outcome], &[Outcome]) -> Outcome) {
    // A game of each outcome class: 1, -1, * and 0.
    let examples = day_one().map(|(form, _)| form);
    let mut solver = Solver::new();
    for left in subsets(&examples) {
        for right in subsets(&examples) {
            let outcomes = |games: &[Form]| -> Vec<Outcome> {
                games
                    .iter()
                    .map(|game| Solver::new().outcome(game))
                    .collect()
            };
            let (left_outcomes, right_outcomes) = (outcomes(&left), outcomes(&right));
            let game = Form::new(left.clone(), right);
            let expected = solver.outcome(&game);
            expect_eq!(
                answer(&left_outcomes, &right_outcomes),
                expected,
                "outcome_from_options({left_outcomes:?}, {right_outcomes:?}), the options of {}",
                shown(&game)
            );
        }
    }
}

pub(crate) fn check_simplest_value(answer: impl Fn(&Form) -> Option<Dyadic>) {
    let zero = Form::zero();
    let one = Form::new([zero.clone()], []);
    let half = Form::new([zero.clone()], [one.clone()]);
    // `Some(1/2)` or `None`, the number as the book prints it.
    let shown_value = |value: Option<Dyadic>| match value {
        Some(number) => format!("Some({number})"),
        None => "None".to_string(),
    };
    expect_shown!(
        shown_value(answer(&half)),
        "Some(1/2)",
        "simplest_value({{0|1}})"
    );
    // Every game born by day 2, and some born on day 3 with up to two options a side.
    let day_one = day_one().map(|(form, _)| form);
    let day_two: Vec<Form> = subsets(&day_one)
        .into_iter()
        .flat_map(|left| {
            subsets(&day_one)
                .into_iter()
                .map(move |right| Form::new(left.clone(), right))
        })
        .collect();
    let mut state = 17_u64;
    let mut pick = |count: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize % count
    };
    let mut games = day_two.clone();
    for _ in 0..400 {
        let mut side = || -> Vec<Form> {
            (0..pick(3))
                .map(|_| day_two[pick(day_two.len())].clone())
                .collect()
        };
        let (left, right) = (side(), side());
        games.push(Form::new(left, right));
    }
    let mut solver = Solver::new();
    for game in &games {
        let expected = solver.number(game).ok();
        expect_shown!(
            shown_value(answer(game)),
            shown_value(expected),
            "simplest_value({})",
            shown(game)
        );
    }
}
