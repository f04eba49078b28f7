//! The checks of the exercises of the chapter on games that are not numbers, against the
//! `canonical` engine and the `hackenstrings` crate.

use canonical::{CanonicalForm, HackenstringsValue};
use dyadic::Dyadic;
use game::Player;
use hackenstrings::{Pebble, Position, Row};

/// Every game born by day 2 (22 of them), and a few later ones.
fn games() -> Vec<CanonicalForm> {
    let zero = CanonicalForm::zero();
    let one = CanonicalForm::from(1);
    let day_one = [zero, one, -one, CanonicalForm::nimber(1)];
    let mut games: Vec<CanonicalForm> = Vec::new();
    for left in 0..16 {
        for right in 0..16 {
            let pick = |set: usize| -> Vec<CanonicalForm> {
                (0..4)
                    .filter(|bit| set >> bit & 1 == 1)
                    .map(|bit| day_one[bit])
                    .collect()
            };
            let game = CanonicalForm::new(&pick(left), &pick(right));
            if !games.contains(&game) {
                games.push(game);
            }
        }
    }
    assert_eq!(games.len(), 22, "games born by day 2");
    for text in [
        "^*",
        "^^",
        "{0|v*}",
        "1/64",
        "^*3",
        "{1/2|-1/2}",
        "{0||0|-1}",
        "-1/2*",
    ] {
        games.push(text.parse().expect("a game of the check"));
    }
    games
}

/// The options kept, in a fixed order, for comparing answers.
fn sorted(mut options: Vec<CanonicalForm>) -> Vec<String> {
    options.dedup();
    let mut names: Vec<String> = options.iter().map(ToString::to_string).collect();
    names.sort();
    names.dedup();
    names
}

pub(crate) fn check_undominated(answer: impl Fn(&[CanonicalForm], Player) -> Vec<CanonicalForm>) {
    let read = |text: &str| -> CanonicalForm { text.parse().expect("a game of the check") };
    let (zero, half, star, up) = (read("0"), read("1/2"), read("*"), read("^"));
    expect_eq!(
        sorted(answer(&[zero, half, star], Player::Left)),
        ["1/2"],
        "undominated([0, 1/2, *], Left): * < 1/2 too"
    );
    expect_eq!(
        sorted(answer(&[zero, up, star], Player::Right)),
        ["*", "0"],
        "undominated([0, ^, *], Right)"
    );
    expect_eq!(
        sorted(answer(&[star, star], Player::Left)),
        ["*"],
        "undominated([*, *], Left)"
    );
    let games = games();
    for (i, a) in games.iter().enumerate() {
        for b in &games[i..] {
            for c in [zero, star, up] {
                let options = [*a, *b, c];
                for player in [Player::Left, Player::Right] {
                    let better = |x: &CanonicalForm, y: &CanonicalForm| match player {
                        Player::Left => x <= y,
                        Player::Right => x >= y,
                    };
                    let expected: Vec<CanonicalForm> = options
                        .iter()
                        .filter(|x| !options.iter().any(|y| y != *x && better(x, y)))
                        .copied()
                        .collect();
                    let got = answer(&options, player);
                    expect_eq!(
                        sorted(got.clone()),
                        sorted(expected),
                        "undominated({options:?}, {player:?})"
                    );
                    assert_eq!(
                        got.len(),
                        sorted(got.clone()).len(),
                        "undominated({options:?}, {player:?}) keeps one of equal options"
                    );
                }
            }
        }
    }
}

pub(crate) fn check_is_infinitesimal(answer: impl Fn(&CanonicalForm) -> bool) {
    for (text, expected) in [
        ("0", true),
        ("*", true),
        ("^", true),
        ("^*", true),
        ("{0|v*}", true),
        ("1/64", false),
        ("±1", false),
        ("{1|0}", false),
    ] {
        let game: CanonicalForm = text.parse().expect("a game of the check");
        expect_eq!(answer(&game), expected, "is_infinitesimal({text})");
    }
    // By the definition, against 1/2^k: these games are born early, so k up to 12 decides.
    let games = games();
    for g in &games {
        for h in &games {
            let game = g + h;
            let expected = (0..=12).all(|k| {
                let x = CanonicalForm::number(Dyadic::new(1, k));
                -x < game && game < x
            });
            expect_eq!(answer(&game), expected, "is_infinitesimal({game})");
        }
    }
}

pub(crate) fn check_neutral_rows(answer: impl Fn(&[u64]) -> u64) {
    expect_eq!(answer(&[3]), 3, "neutral_rows([3])");
    expect_eq!(answer(&[1, 1]), 0, "neutral_rows([1, 1])");
    expect_eq!(answer(&[2, 1]), 3, "neutral_rows([2, 1])");
    expect_eq!(answer(&[]), 0, "neutral_rows([])");
    let row = |length: u64| Row::new(vec![Pebble::Neutral; length as usize]);
    for a in 0..8 {
        for b in 0..8 {
            for c in 0..8 {
                let lengths = [a, b, c];
                let position = Position::new(lengths.iter().map(|&n| row(n)).collect());
                let expected = position
                    .value()
                    .as_nimber()
                    .expect("rows of neutral pebbles are a nimber");
                expect_eq!(answer(&lengths), expected, "neutral_rows({lengths:?})");
            }
        }
    }
    expect_eq!(
        answer(&[1 << 40, 5, 1 << 40]),
        5,
        "neutral_rows([2^40, 5, 2^40])"
    );
}

/// `{left | right}` in CGSuite's notation, options as given (for messages).
fn written(left: &[CanonicalForm], right: &[CanonicalForm]) -> String {
    let list = |games: &[CanonicalForm]| {
        games
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(",")
    };
    format!("{{{}|{}}}", list(left), list(right))
}

/// The reply through which `option`, one of `player`'s options of `game`, reverses, if any.
fn reverses(option: &CanonicalForm, player: Player, game: &CanonicalForm) -> Option<CanonicalForm> {
    match player {
        Player::Left => option.right_options().into_iter().find(|r| r <= game),
        Player::Right => option.left_options().into_iter().find(|l| l >= game),
    }
}

/// Checks one answer of `bypass_reversible` for the game `{left | right}`.
fn verify_bypassed(
    left: &[CanonicalForm],
    right: &[CanonicalForm],
    (new_left, new_right): (Vec<CanonicalForm>, Vec<CanonicalForm>),
) {
    let game = CanonicalForm::new(left, right);
    let asked = written(left, right);
    let got = written(&new_left, &new_right);
    assert_eq!(
        CanonicalForm::new(&new_left, &new_right),
        game,
        "bypass_reversible({asked}) returned {got}, which is not the same game"
    );
    for (options, answered, player) in [
        (left, &new_left, Player::Left),
        (right, &new_right, Player::Right),
    ] {
        for option in answered {
            if let Some(reply) = reverses(option, player, &game) {
                panic!(
                    "bypass_reversible({asked}) returned {got}: {player:?}'s {option} still reverses through {reply}"
                );
            }
        }
        for option in options {
            if reverses(option, player, &game).is_none() {
                assert!(
                    answered.contains(option),
                    "bypass_reversible({asked}) returned {got}: {player:?}'s {option} does not reverse, and should stay"
                );
            }
        }
    }
}

pub(crate) fn check_bypass_reversible(
    answer: impl Fn(&[CanonicalForm], &[CanonicalForm]) -> (Vec<CanonicalForm>, Vec<CanonicalForm>),
) {
    let read = |text: &str| -> CanonicalForm { text.parse().expect("a game of the check") };
    let (zero, one, star, up) = (read("0"), read("1"), read("*"), read("^"));
    for (left, right, expected) in [
        (vec![star, up], vec![zero], (vec!["*", "0"], vec!["0"])),
        (
            vec![star, up],
            vec![zero, up],
            (vec!["*", "0"], vec!["0", "^"]),
        ),
        (vec![star], vec![star], (vec![], vec![])),
        (vec![-one, zero], vec![star], (vec!["0"], vec!["*"])),
        (vec![zero, up], vec![zero], (vec!["0"], vec!["0"])),
    ] {
        let (new_left, new_right) = answer(&left, &right);
        let got = (sorted(new_left.clone()), sorted(new_right.clone()));
        let expected = (
            sorted(expected.0.iter().map(|t| read(t)).collect()),
            sorted(expected.1.iter().map(|t| read(t)).collect()),
        );
        expect_eq!(
            got,
            expected,
            "bypass_reversible({})",
            written(&left, &right)
        );
    }
    let games = games();
    // Every sum of two of these games, written as the definition of a sum writes it.
    for g in &games {
        for h in &games {
            let moves = |player: Player| -> Vec<CanonicalForm> {
                let options = |x: &CanonicalForm| match player {
                    Player::Left => x.left_options(),
                    Player::Right => x.right_options(),
                };
                let mut moves: Vec<CanonicalForm> = options(g).iter().map(|gl| gl + h).collect();
                moves.extend(options(h).iter().map(|hl| g + hl));
                moves
            };
            let (left, right) = (moves(Player::Left), moves(Player::Right));
            verify_bypassed(&left, &right, answer(&left, &right));
        }
    }
    // Every game with one or two options for Left and one for Right, or the other way round,
    // among the games born by day 2: games born by day 3, as written.
    let day_two = &games[..22];
    for (i, a) in day_two.iter().enumerate() {
        for b in &day_two[i..] {
            for c in day_two {
                for (left, right) in [(vec![*a, *b], vec![*c]), (vec![*c], vec![*a, *b])] {
                    verify_bypassed(&left, &right, answer(&left, &right));
                }
            }
        }
    }
}
