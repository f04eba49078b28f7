//! The closed forms for `x + n·↑ + *m` agree with the general algorithm: every result is
//! computed with them, then again with them switched off, and the canonical forms must be the
//! same. Known values are checked against brute-force play too.

use canonical::{CanonicalForm, SolverExt};
use dyadic::Dyadic;
use game::{Form, Neg, Outcome, Solver, Sum};

fn nus_games() -> Vec<CanonicalForm> {
    let mut games = Vec::new();
    for number in [
        Dyadic::from(-1),
        Dyadic::new(-1, 1),
        Dyadic::zero(),
        Dyadic::new(3, 2),
        Dyadic::from(2),
    ] {
        for ups in -3..=3 {
            for nim in 0..=3 {
                games.push(
                    CanonicalForm::number(number.clone())
                        + CanonicalForm::ups(ups)
                        + CanonicalForm::nimber(nim),
                );
            }
        }
    }
    games
}

/// Some games that are not of the form `x + n·↑ + *m`, to mix in.
fn other_games() -> Vec<CanonicalForm> {
    [
        "{1|0}",
        "±1",
        "{2||1|0}",
        "{1|*}",
        "{0,*|-1}",
        "{0|{0|-1}}",
        "{1/2|v}",
        "{^|*2}",
    ]
    .iter()
    .map(|text| text.parse().unwrap())
    .collect()
}

#[derive(Debug, PartialEq)]
struct Results {
    sums: Vec<CanonicalForm>,
    negatives: Vec<CanonicalForm>,
    comparisons: Vec<Option<std::cmp::Ordering>>,
    outcomes: Vec<Outcome>,
    options: Vec<(Vec<CanonicalForm>, Vec<CanonicalForm>)>,
}

fn work(games: &[CanonicalForm], pairs: &[(usize, usize)]) -> Results {
    Results {
        sums: pairs.iter().map(|&(a, b)| games[a] + games[b]).collect(),
        negatives: games.iter().map(|&g| -g).collect(),
        comparisons: pairs
            .iter()
            .map(|&(a, b)| games[a].compare(&games[b]))
            .collect(),
        outcomes: games.iter().map(CanonicalForm::outcome).collect(),
        options: games
            .iter()
            .map(|g| {
                let mut left = g.left_options();
                let mut right = g.right_options();
                left.sort_by_key(CanonicalForm::id);
                right.sort_by_key(CanonicalForm::id);
                (left, right)
            })
            .collect(),
    }
}

#[test]
fn closed_forms_agree_with_the_general_algorithm() {
    let mut games = nus_games();
    games.extend(other_games());
    let mut rng = fastrand::Rng::with_seed(10);
    let mut pairs: Vec<(usize, usize)> = (0..3000)
        .map(|_| (rng.usize(..games.len()), rng.usize(..games.len())))
        .collect();
    // Every closed form with every game that is not one.
    let first_other = games.len() - other_games().len();
    for a in 0..games.len() {
        for b in first_other..games.len() {
            pairs.push((a, b));
        }
    }
    let with = work(&games, &pairs);
    let without = canonical::without_closed_forms(|| work(&games, &pairs));
    assert_eq!(with, without);
}

#[test]
fn known_values() {
    let zero = CanonicalForm::zero();
    let star = CanonicalForm::new(&[zero], &[zero]);
    let up = CanonicalForm::new(&[zero], &[star]);
    let up_star = CanonicalForm::new(&[zero, star], &[zero]);
    assert_eq!(star, CanonicalForm::nimber(1));
    assert_eq!(up, CanonicalForm::ups(1));
    assert_eq!(up_star, up + star);
    assert_eq!(up_star.to_string(), "^*");
    assert_eq!((up + up + star).to_string(), "^^*");
    // The calculator's example: {0,*|0} + ^ is ^^*.
    assert_eq!((up_star + up).to_string(), "^^*");
    assert_eq!(CanonicalForm::ups(2).to_string(), "^^");
    assert_eq!(CanonicalForm::ups(3).to_string(), "^3");
    assert_eq!(
        (CanonicalForm::ups(3) + star).right_options(),
        [CanonicalForm::ups(2)]
    );
    assert_eq!(up.compare(&star), None);
    assert!(up > zero);
    assert!(up < CanonicalForm::number(Dyadic::new(1, 30)));
    assert_eq!(star + star, zero);
}

/// A hand-written game and its value, checked by play (brute force, no canonical forms).
#[test]
fn up_star_plus_up_is_double_up_star_by_play() {
    let zero = Form::zero();
    let star = Form::new([zero.clone()], [zero.clone()]);
    let up = Form::new([zero.clone()], [star.clone()]);
    let up_star = Form::new([zero.clone(), star.clone()], [zero.clone()]);
    // ⇑* = {0 | ↑}, and ⇑* - (↑* + ↑) is a second-player win.
    let double_up_star = Form::new([zero.clone()], [up.clone()]);
    let difference = (
        Sum(vec![up_star.clone(), up.clone()]),
        Neg(double_up_star.clone()),
    );
    assert_eq!(
        Solver::new().outcome(&difference),
        Outcome::SecondPlayerWins
    );
    assert_eq!(Solver::new().canonical(&double_up_star).to_string(), "^^*");
    assert_eq!(
        Solver::new().canonical(&Sum(vec![up_star, up])).to_string(),
        "^^*"
    );
}

#[test]
fn huge_values_stay_cheap() {
    let big = CanonicalForm::number(Dyadic::from(i64::MAX))
        + CanonicalForm::number(Dyadic::from(i64::MAX));
    assert_eq!(big.to_string(), "18446744073709551614");
    let many_ups = CanonicalForm::ups(1 << 40) + CanonicalForm::nimber(1 << 50);
    assert_eq!(
        many_ups.to_string(),
        format!("^{}*{}", 1u64 << 40, 1u64 << 50)
    );
    assert_eq!(
        many_ups.right_options(),
        [CanonicalForm::ups((1 << 40) - 1) + CanonicalForm::nimber((1 << 50) ^ 1)]
    );
    // A sum of ten thousand terms is a loop.
    let total: CanonicalForm = (0..10_000)
        .map(|i| CanonicalForm::nimber(i % 7) + CanonicalForm::ups(1))
        .sum();
    assert_eq!(total.to_string(), "^10000");
}

#[test]
fn braces_nested_thousands_deep() {
    // {1|{1|{1|…|0}}}: a game born on day 3000, read, printed, read back and negated with
    // stacks of their own.
    let depth = 3000;
    let text = format!("{}0{}", "{1|".repeat(depth), "}".repeat(depth));
    let game: CanonicalForm = text.parse().unwrap();
    assert_eq!(game.left_stop(), Dyadic::one());
    assert_eq!(game.right_stop(), Dyadic::one());
    let printed = game.to_string();
    // Lone options shed their braces into at most four bars, so the text stays linear; at the
    // bottom, {1|{1|{1|0}}} is 1 + Tiny({1|0}).
    assert!(
        printed.starts_with("{1|{1||||1|||1||1|{1||||"),
        "{}",
        &printed[..30]
    );
    assert!(printed.contains("|1Tiny({1|0})}"));
    assert!(!printed.contains("|||||"));
    assert!(printed.len() < 5 * depth, "{} characters", printed.len());
    assert_eq!(printed.parse::<CanonicalForm>().unwrap(), game);
    let negative = -game;
    assert_eq!(-negative, game);
    assert!(game > negative);
    // Sums go bottom-up with a stack too, but over every pair of sub-games: 300 keeps it quick.
    let shallower: CanonicalForm = format!("{}0{}", "{1|".repeat(300), "}".repeat(300))
        .parse()
        .unwrap();
    assert_eq!(shallower - shallower, CanonicalForm::zero());
}
