//! The checks of the exercises of the chapter on hot games, against the `canonical` engine's
//! cooling and stops.

use canonical::CanonicalForm;
use dyadic::Dyadic;

/// Every game born by day 2, and a few hotter and later ones.
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
    for text in [
        "{3|1}",
        "{4|{2|0}}",
        "{5|{2|0}}",
        "{3||2*|1*}",
        "{1|0||-1/2}",
        "3/4v[3]*",
        "{1/2,{1|*}|*,v}",
        "-5/8",
        "{7/4|-3/8}",
        "{1|^^||^}",
    ] {
        games.push(text.parse().expect("a game of the check"));
    }
    games
}

pub(crate) fn check_cooled_switch(answer: impl Fn(&Dyadic, &Dyadic, &Dyadic) -> CanonicalForm) {
    let read = |text: &str| -> Dyadic { text.parse().expect("a number of the check") };
    let switches = [
        ("3", "1"),
        ("1", "-1"),
        ("4", "0"),
        ("5/2", "-3/4"),
        ("7/8", "1/2"),
    ];
    let taxes = ["0", "1/8", "1/4", "1/2", "3/4", "1", "3/2", "2", "5/2", "3"];
    for (left, right) in switches {
        let (left, right) = (read(left), read(right));
        let switch = CanonicalForm::new(
            &[CanonicalForm::number(left.clone())],
            &[CanonicalForm::number(right.clone())],
        );
        for t in taxes {
            let t = read(t);
            let expected = switch.cool(&t).expect("cooling by t >= 0");
            expect_shown!(
                answer(&left, &right, &t),
                expected,
                "cooled_switch({left}, {right}, {t})"
            );
        }
    }
}

pub(crate) fn check_stops(answer: impl Fn(&CanonicalForm) -> (Dyadic, Dyadic)) {
    for game in games() {
        let (left, right) = answer(&game);
        expect_shown!(left, game.left_stop(), "stops({game}).0");
        expect_shown!(right, game.right_stop(), "stops({game}).1");
    }
}
