//! Hot games checked against their definitions: thermographs built by the recursive definition
//! (scaffolds from the options' walls, cut where they meet; numbers included, no closed forms)
//! on every game born by day 3 and on random games born by day 4; temperature and mean of sums;
//! cooling against the walls; freezing; heating; the reduced canonical form; atomic weight and
//! the two-ahead rule; and CGSuite's own test values.

use std::collections::HashMap;

use canonical::CanonicalForm;
use dyadic::Dyadic;
use game::Outcome::{FirstPlayerWins, LeftWins, RightWins};

/// The hottest temperature the definition's walls are drawn to (day-4 games are far cooler).
fn top() -> Dyadic {
    Dyadic::from(16)
}

/// A piecewise-linear function on `[-1, top]` as a list of points, linear between them.
#[derive(Clone, Debug)]
struct Wall(Vec<(Dyadic, Dyadic)>);

fn d(n: i64) -> Dyadic {
    Dyadic::from(n)
}

impl Wall {
    fn constant(v: Dyadic) -> Wall {
        Wall(vec![(d(-1), v.clone()), (top(), v)])
    }

    /// The slope of piece `i`, which the theory says is -1, 0 or 1.
    fn slope(&self, i: usize) -> i64 {
        let ((t0, v0), (t1, v1)) = (&self.0[i], &self.0[i + 1]);
        let (rise, run) = (v1 - v0, t1 - t0);
        if rise.is_zero() {
            0
        } else if rise == run {
            1
        } else if rise == -run {
            -1
        } else {
            panic!("a slope other than -1, 0, 1 in {self:?}")
        }
    }

    fn at(&self, t: &Dyadic) -> Dyadic {
        let i = self
            .0
            .partition_point(|(s, _)| s <= t)
            .clamp(1, self.0.len() - 1)
            - 1;
        let (t0, v0) = &self.0[i];
        v0 + &(Dyadic::from(self.slope(i)) * (t - t0))
    }

    fn times(&self) -> Vec<Dyadic> {
        self.0.iter().map(|(t, _)| t.clone()).collect()
    }

    /// The temperatures where either has a point, and where they cross between those.
    fn candidates(&self, other: &Wall) -> Vec<Dyadic> {
        let mut ts: Vec<Dyadic> = self.times();
        ts.extend(other.times());
        ts.sort();
        ts.dedup();
        let mut all = ts.clone();
        for pair in ts.windows(2) {
            let (a, b) = (&pair[0], &pair[1]);
            let (fa, ga) = (self.at(a), other.at(a));
            let (fb, gb) = (self.at(b), other.at(b));
            let (da, db) = (&fa - &ga, &fb - &gb);
            if da.signum() != db.signum() && !da.is_zero() && !db.is_zero() {
                // Both linear on [a, b]: the gap closes at slope (db - da) / (b - a) = ±1, ±2.
                let run = b - a;
                let closing = &db - &da;
                let x = if closing == run || closing == -&run {
                    da.abs()
                } else {
                    da.abs().half()
                };
                all.push(a + &x);
            }
        }
        all.sort();
        all.dedup();
        all
    }

    fn combine(&self, other: &Wall, larger: bool) -> Wall {
        Wall(
            self.candidates(other)
                .into_iter()
                .map(|t| {
                    let (f, g) = (self.at(&t), other.at(&t));
                    let v = if larger { f.max(g) } else { f.min(g) };
                    (t, v)
                })
                .collect(),
        )
    }

    fn tilt(&self, s: i64) -> Wall {
        Wall(
            self.0
                .iter()
                .map(|(t, v)| (t.clone(), v + &(Dyadic::from(s) * t)))
                .collect(),
        )
    }

    fn cut(&self, tau: &Dyadic) -> Wall {
        let mut points: Vec<_> = self.0.iter().filter(|(t, _)| t < tau).cloned().collect();
        let v = self.at(tau);
        points.push((tau.clone(), v.clone()));
        points.push((top(), v));
        Wall(points)
    }
}

/// A thermograph by the definition: walls, temperature, mean.
#[derive(Clone, Debug)]
struct Defined {
    left: Wall,
    right: Wall,
    temperature: Dyadic,
    mean: Dyadic,
}

fn by_definition(g: CanonicalForm, known: &mut HashMap<CanonicalForm, Defined>) -> Defined {
    if let Some(t) = known.get(&g) {
        return t.clone();
    }
    let result = match g.as_number().filter(Dyadic::is_integer) {
        Some(n) => Defined {
            left: Wall::constant(n.clone()),
            right: Wall::constant(n.clone()),
            temperature: d(-1),
            mean: n,
        },
        None => {
            let lambda = g
                .left_options()
                .into_iter()
                .map(|l| by_definition(l, known).right)
                .reduce(|a, b| a.combine(&b, true))
                .expect("a non-integer has Left options")
                .tilt(-1);
            let rho = g
                .right_options()
                .into_iter()
                .map(|r| by_definition(r, known).left)
                .reduce(|a, b| a.combine(&b, false))
                .expect("a non-integer has Right options")
                .tilt(1);
            let tau = lambda
                .candidates(&rho)
                .into_iter()
                .find(|t| lambda.at(t) <= rho.at(t))
                .expect("the scaffolds meet");
            Defined {
                left: lambda.cut(&tau),
                right: rho.cut(&tau),
                mean: lambda.at(&tau),
                temperature: tau,
            }
        }
    };
    known.insert(g, result.clone());
    result
}

fn day_3() -> Vec<CanonicalForm> {
    CanonicalForm::born_by(3).expect("a listed day")
}

fn random_day_4(count: usize, seed: u64) -> Vec<CanonicalForm> {
    let day_3 = day_3();
    let mut rng = fastrand::Rng::with_seed(seed);
    (0..count)
        .map(|_| {
            let mut pick = || -> Vec<CanonicalForm> {
                (0..rng.usize(1..=3))
                    .map(|_| day_3[rng.usize(..day_3.len())])
                    .collect()
            };
            let (left, right) = (pick(), pick());
            CanonicalForm::new(&left, &right)
        })
        .collect()
}

/// Checks the engine's thermograph of `g` against the definition's.
fn check_thermograph(g: CanonicalForm, known: &mut HashMap<CanonicalForm, Defined>) {
    let defined = by_definition(g, known);
    let mine = g.thermograph();
    assert_eq!(
        mine.temperature(),
        &defined.temperature,
        "temperature of {g}"
    );
    assert_eq!(mine.mast(), &defined.mean, "mean of {g}");
    assert_eq!(g.temperature(), defined.temperature);
    assert_eq!(g.mean(), defined.mean);
    for (wall, defined_wall) in [
        (mine.left_wall(), &defined.left),
        (mine.right_wall(), &defined.right),
    ] {
        assert_eq!(wall.corners()[0].0, d(-1));
        assert!(wall.slopes().iter().all(|s| (-1..=1).contains(s)));
        let mut ts = defined_wall.times();
        ts.extend(wall.corners().iter().map(|(t, _)| t.clone()));
        for t in ts.iter().filter(|t| **t <= top()) {
            assert_eq!(wall.value_at(t), defined_wall.at(t), "{g}'s wall at {t}");
        }
    }
    // The walls at temperature 0 are the stops (temperature 0 or more; below, a number).
    assert_eq!(
        mine.left_wall().value_at(&Dyadic::zero()),
        g.left_stop(),
        "{g}"
    );
    assert_eq!(
        mine.right_wall().value_at(&Dyadic::zero()),
        g.right_stop(),
        "{g}"
    );
}

#[test]
fn thermographs_agree_with_the_definition_on_every_game_born_by_day_3() {
    let mut known = HashMap::new();
    let games = day_3();
    assert_eq!(games.len(), 1474);
    for g in games {
        check_thermograph(g, &mut known);
    }
}

#[test]
fn thermographs_agree_with_the_definition_on_random_games_born_by_day_4() {
    let mut known = HashMap::new();
    for g in random_day_4(300, 4) {
        check_thermograph(g, &mut known);
    }
    // Numbers of larger exponent, and closed forms far from zero, by their canonical forms.
    for (n, e) in [(25, 4), (-37, 5), (73, 6), (1, 7)] {
        let x = CanonicalForm::number(Dyadic::new(n, e));
        check_thermograph(x, &mut known);
        for extra in ["*", "^", "v", "^*", "^^", "v*3", "^^^*2"] {
            check_thermograph(x + extra.parse().unwrap(), &mut known);
        }
    }
}

#[test]
fn sums_are_no_hotter_than_their_hottest_part_and_means_add() {
    let games = day_3();
    let mut rng = fastrand::Rng::with_seed(21);
    for _ in 0..3000 {
        let (g, h) = (
            games[rng.usize(..games.len())],
            games[rng.usize(..games.len())],
        );
        let sum = g + h;
        assert_eq!(sum.mean(), g.mean() + h.mean(), "mean of {g} + {h}");
        let hottest = g.temperature().max(h.temperature());
        assert!(sum.temperature() <= hottest, "temperature of {g} + {h}");
    }
}

#[test]
fn cooling_agrees_with_the_walls_and_settles_at_the_mean() {
    let temperatures: Vec<Dyadic> = [
        (-3, 2),
        (-1, 1),
        (-1, 2),
        (0, 0),
        (1, 2),
        (1, 1),
        (1, 0),
        (3, 1),
        (2, 0),
        (5, 1),
    ]
    .into_iter()
    .map(|(n, e)| Dyadic::new(n, e))
    .collect();
    let mut games = day_3();
    games.extend(random_day_4(100, 5));
    for g in games {
        let thermograph = g.thermograph();
        for t in &temperatures {
            let cooled = g.cool(t).unwrap();
            assert_eq!(
                cooled.left_stop(),
                thermograph.left_wall().value_at(t),
                "{g} cooled by {t}"
            );
            assert_eq!(
                cooled.right_stop(),
                thermograph.right_wall().value_at(t),
                "{g} cooled by {t}"
            );
            if t > &g.temperature() {
                assert_eq!(cooled, CanonicalForm::number(g.mean()), "{g} cooled by {t}");
            }
        }
        // Cooling by 0 is the identity, by the definition worked out in full.
        assert_eq!(cool_by_definition(g, &Dyadic::zero()), g, "{g} cooled by 0");
        // The freeze is infinitely close to the mean.
        let frozen = g.freeze();
        assert_eq!(frozen.left_stop(), g.mean(), "freeze of {g}");
        assert_eq!(frozen.right_stop(), g.mean(), "freeze of {g}");
        // A number is its own freeze, as in CGSuite (cooled by its temperature, `x` is `x*`).
        if g.as_number().is_none() {
            assert_eq!(frozen, g.cool(&g.temperature()).unwrap(), "freeze of {g}");
        } else {
            assert_eq!(frozen, g, "freeze of {g}");
        }
        assert_eq!(
            frozen.reduced(),
            CanonicalForm::number(g.mean()),
            "freeze of {g}"
        );
        assert!(g.cool(&Dyadic::from(-1)).is_err());
    }
}

/// `G_t` by Siegel's definition, every step written out (temperatures from the thermograph).
fn cool_by_definition(g: CanonicalForm, t: &Dyadic) -> CanonicalForm {
    if g.as_number().is_some_and(|x| x.is_integer()) {
        return g;
    }
    if &g.temperature() < t {
        return CanonicalForm::number(g.mean());
    }
    let tax = CanonicalForm::number(t.clone());
    let left: Vec<_> = g
        .left_options()
        .into_iter()
        .map(|l| cool_by_definition(l, t) - tax)
        .collect();
    let right: Vec<_> = g
        .right_options()
        .into_iter()
        .map(|r| cool_by_definition(r, t) + tax)
        .collect();
    CanonicalForm::new(&left, &right)
}

#[test]
fn cooling_by_t_undoes_heating_by_t() {
    let mut games = day_3();
    games.extend(random_day_4(150, 9));
    for (n, e) in [(1, 2), (1, 1), (1, 0), (2, 0), (3, 0)] {
        let t = Dyadic::new(n, e);
        let heat = CanonicalForm::number(t.clone());
        for &g in &games {
            assert_eq!(
                g.heat(&heat).cool(&t).unwrap(),
                g,
                "{g} heated and cooled by {t}"
            );
        }
    }
    for &g in &games {
        assert_eq!(g.heat(&CanonicalForm::zero()), g);
        // Overheating from 1 to 1 is heating by 1 where the form has no integers but 0 (as in
        // an all-small game).
        if g.is_all_small() {
            let one = CanonicalForm::from(1);
            assert_eq!(g.overheat(&one, &one), g.heat(&one), "{g}");
        }
    }
}

#[test]
fn reduced_forms_ignore_infinitesimals() {
    let games = day_3();
    for &g in &games {
        let r = g.reduced();
        let difference = g - r;
        assert_eq!(difference.left_stop(), Dyadic::zero(), "{g} - {r}");
        assert_eq!(difference.right_stop(), Dyadic::zero(), "{g} - {r}");
        assert_eq!(r.reduced(), r, "{r} is reduced");
    }
    let mut rng = fastrand::Rng::with_seed(6);
    for _ in 0..3000 {
        let (g, h) = (
            games[rng.usize(..games.len())],
            games[rng.usize(..games.len())],
        );
        let difference = g - h;
        let close = difference.left_stop().is_zero() && difference.right_stop().is_zero();
        assert_eq!(g.reduced() == h.reduced(), close, "{g} and {h}");
    }
}

#[test]
fn atomic_weights_of_all_small_games_and_the_two_ahead_rule() {
    let games = day_3();
    let mut small: Vec<CanonicalForm> = games
        .iter()
        .copied()
        .filter(CanonicalForm::is_all_small)
        .collect();
    assert_eq!(small.len(), 67, "all-small games born by day 3");
    // And random all-small games born by day 4: options on both sides, or none.
    let mut rng = fastrand::Rng::with_seed(8);
    let day_3_small = small.clone();
    for _ in 0..400 {
        let mut pick = || -> Vec<CanonicalForm> {
            (0..rng.usize(1..=3))
                .map(|_| day_3_small[rng.usize(..day_3_small.len())])
                .collect()
        };
        let (left, right) = (pick(), pick());
        let g = CanonicalForm::new(&left, &right);
        assert!(g.is_all_small(), "{g}");
        small.push(g);
    }
    let (one, two) = (CanonicalForm::from(1), CanonicalForm::from(2));
    let zero = CanonicalForm::zero();
    let mut counted = (0, 0);
    for &g in &small {
        let w = g
            .atomic_weight()
            .unwrap_or_else(|| panic!("{g} is all-small"));
        // The two-ahead rule (Siegel, II.7): weight at least 2, Left wins; at least 1, Left
        // wins moving first; and the mirror images.
        if w >= two {
            assert!(g > zero, "{g} of weight {w}");
            counted.0 += 1;
        }
        if w >= one {
            assert!(
                matches!(g.outcome(), LeftWins | FirstPlayerWins),
                "{g} of weight {w}"
            );
            counted.1 += 1;
        }
        if w <= -two {
            assert!(g < zero, "{g} of weight {w}");
        }
        if w <= -one {
            assert!(
                matches!(g.outcome(), RightWins | FirstPlayerWins),
                "{g} of weight {w}"
            );
        }
    }
    assert!(counted.0 > 0 && counted.1 > 0, "{counted:?}");
    // Weight is additive on all-small games.
    let mut rng = fastrand::Rng::with_seed(7);
    for _ in 0..1000 {
        let (g, h) = (
            small[rng.usize(..small.len())],
            small[rng.usize(..small.len())],
        );
        let (wg, wh) = (g.atomic_weight().unwrap(), h.atomic_weight().unwrap());
        assert_eq!((g + h).atomic_weight(), Some(wg + wh), "{g} + {h}");
    }
    // The rule holds for every atomic game born by day 3, all-small or not.
    for &g in &games {
        if let Some(w) = g.atomic_weight() {
            if w >= two {
                assert!(g > zero, "{g} of weight {w}");
            }
            if w >= one {
                assert!(
                    matches!(g.outcome(), LeftWins | FirstPlayerWins),
                    "{g} of weight {w}"
                );
            }
        }
    }
    // Games that are not infinitesimal have none.
    for &g in &games {
        if !g.left_stop().is_zero() || !g.right_stop().is_zero() {
            assert_eq!(g.atomic_weight(), None, "{g}");
        }
    }
}

fn game(text: &str) -> CanonicalForm {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn cgsuite_test_values() {
    // From CGSuite's own tests (lib/core/src/test/.../CanonicalShortGameTestCase.scala):
    // game, temperature, mean, thermograph.
    for (g, temperature, mean, thermograph) in [
        ("0", "-1", "0", "Thermograph(0,[],[0],0,[],[0])"),
        ("5", "-1", "5", "Thermograph(5,[],[0],5,[],[0])"),
        (
            "-1/2",
            "-1/2",
            "-1/2",
            "Thermograph(-1/2,[-1/2],[0,-1],-1/2,[-1/2],[0,1])",
        ),
        (
            "25/16",
            "-1/16",
            "25/16",
            "Thermograph(25/16,[-1/16,-1/2],[0,-1,0],25/16,[-1/16,-1/8,-1/2],[0,1,0,1])",
        ),
        ("*8", "0", "0", "Thermograph(0,[0],[0,-1],0,[0],[0,1])"),
        (
            "9/8+*",
            "0",
            "9/8",
            "Thermograph(9/8,[0,-1/8,-1/4],[0,-1,0,-1],9/8,[0,-1/8],[0,1,0])",
        ),
        ("^", "0", "0", "Thermograph(0,[0],[0,-1],0,[],[0])"),
        ("v*", "0", "0", "Thermograph(0,[0],[0,-1],0,[0],[0,1])"),
        ("6+^*", "0", "6", "Thermograph(6,[0],[0,-1],6,[0],[0,1])"),
        ("^*6", "0", "0", "Thermograph(0,[0],[0,-1],0,[],[0])"),
        (
            "73/16+v9*8",
            "0",
            "73/16",
            "Thermograph(73/16,[-1/16,-1/2],[0,-1,0],73/16,[0,-1/16,-1/2],[0,1,0,1])",
        ),
        (
            "{0|*||*|||*||||*}",
            "0",
            "0",
            "Thermograph(0,[0],[0,-1],0,[],[0])",
        ),
        ("{0||0|v*}", "0", "0", "Thermograph(0,[0],[0,-1],0,[],[0])"),
        ("{0||0|vvv}", "0", "0", "Thermograph(0,[0],[0,-1],0,[],[0])"),
        (
            "{^^^|vv}",
            "0",
            "0",
            "Thermograph(0,[0],[0,-1],0,[0],[0,1])",
        ),
        (
            "{0||0|-3/2}",
            "0",
            "0",
            "Thermograph(0,[0],[0,-1],0,[],[0])",
        ),
        (
            "{0|||0||-1|-3}",
            "0",
            "0",
            "Thermograph(0,[0],[0,-1],0,[],[0])",
        ),
        (
            "{5||3|1|||0||||0}",
            "0",
            "0",
            "Thermograph(0,[],[0],0,[0],[0,1])",
        ),
        ("{1|^^||^}", "0", "0", "Thermograph(0,[0],[0,-1],0,[],[0])"),
        (
            "{3||2+*|1+*}",
            "3/4",
            "9/4",
            "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])",
        ),
        (
            "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}",
            "21/16",
            "-5/16",
            "Thermograph(-5/16,[21/16,1/2,-1/2],[0,-1,0,-1],-5/16,[21/16,7/8,1/4,0],[0,1,0,1,0])",
        ),
    ] {
        let g = game(g);
        assert_eq!(format!("{:#}", g.temperature()), temperature, "{g}");
        assert_eq!(format!("{:#}", g.mean()), mean, "{g}");
        assert_eq!(g.thermograph().to_string(), thermograph, "{g}");
    }
    // Atomic weights, freezes, reduced forms and incentives, compared as values.
    for (g, weight) in [
        ("0", Some("0")),
        ("5", None),
        ("*8", Some("0")),
        ("9/8+*", None),
        ("^", Some("1")),
        ("v*", Some("-1")),
        ("^*6", Some("1")),
        ("{0|*||*|||*||||*}", Some("1")),
        ("{0||0|v*}", Some("1")),
        ("{0||0|vvv}", Some("0")),
        ("{^^^|vv}", Some("{1|0}")),
        ("{0||0|-3/2}", Some("0")),
        ("{0|||0||-1|-3}", Some("0")),
        ("{5||3|1|||0||||0}", Some("0")),
        ("{1|^^||^}", Some("2")),
        ("{1|^^^||^}", None),
        ("{3||2+*|1+*}", None),
    ] {
        assert_eq!(game(g).atomic_weight(), weight.map(game), "{g}");
    }
    for (g, frozen, reduced) in [
        ("{3||2+*|1+*}", "9/4+*", "{3||2|1}"),
        (
            "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}",
            "-5/16+*",
            "{3/2|1/2||{0|-3},{-1/2|-1||-5/2}}",
        ),
        ("73/16+v9*8", "73/16+v9*8", "73/16"),
        ("{0||0|vvv}", "{0||0|vvv}", "0"),
        ("5", "5", "5"),
        ("-1/2", "-1/2", "-1/2"),
    ] {
        assert_eq!(game(g).freeze(), game(frozen), "freeze of {g}");
        assert_eq!(game(g).reduced(), game(reduced), "reduced form of {g}");
    }
    for (g, left, right, both) in [
        ("5", vec!["-1"], vec![], vec!["-1"]),
        ("-1/2", vec!["-1/2"], vec!["-1/2"], vec!["-1/2"]),
        ("^", vec!["v"], vec!["^*"], vec!["^*"]),
        ("v*", vec!["^*"], vec!["v", "v*"], vec!["^*"]),
        (
            "{3||2+*|1+*}",
            vec!["{2*|1*||0}"],
            vec!["{2*|1*||0}"],
            vec!["{2*|1*||0}"],
        ),
    ] {
        let values = |texts: Vec<&str>| {
            let mut v: Vec<CanonicalForm> = texts.into_iter().map(game).collect();
            v.sort_by_key(CanonicalForm::id);
            v
        };
        let sorted = |mut v: Vec<CanonicalForm>| {
            v.sort_by_key(CanonicalForm::id);
            v
        };
        assert_eq!(sorted(game(g).left_incentives()), values(left), "{g}");
        assert_eq!(sorted(game(g).right_incentives()), values(right), "{g}");
        assert_eq!(sorted(game(g).incentives()), values(both), "{g}");
    }
}

#[test]
fn thermographs_are_drawn() {
    for text in ["{3|1}", "±1", "{4|{2|0}}", "1/2", "0", "^"] {
        let g = game(text);
        let svg = g.thermograph().svg(&format!("Thermograph of {text}"));
        assert!(game::svg::drawn_on_a_card(&svg), "{text}");
        assert_eq!(svg.matches("<polyline").count(), 2, "{text}");
    }
}

#[test]
fn games_thousands_deep_are_worked_out_without_deep_recursion() {
    // {1|{1|{1|…|0}}}, three thousand deep, and an all-small tower {0|{0|{0|…|*}}}.
    let one = CanonicalForm::from(1);
    let mut g = CanonicalForm::zero();
    let mut small = CanonicalForm::nimber(1);
    for _ in 0..3000 {
        g = CanonicalForm::new(&[one], &[g]);
        small = CanonicalForm::new(&[CanonicalForm::zero()], &[small]);
    }
    let thermograph = g.thermograph();
    assert!(thermograph.temperature() <= &Dyadic::one());
    assert_eq!(
        g.cool(&Dyadic::new(1, 1)).unwrap().left_stop(),
        g.thermograph().left_wall().value_at(&Dyadic::new(1, 1))
    );
    let difference = g - g.reduced();
    assert!(difference.left_stop().is_zero() && difference.right_stop().is_zero());
    // Heating adds a number to every follower, each sum as deep as the game: a shorter one.
    let mut shallow = CanonicalForm::zero();
    for _ in 0..300 {
        shallow = CanonicalForm::new(&[one], &[shallow]);
    }
    assert_eq!(shallow.heat(&one).cool(&Dyadic::one()).unwrap(), shallow);
    let _ = shallow.overheat(&one, &one);
    assert_eq!(g.freeze().left_stop(), g.mean());
    assert!(small.is_all_small());
    assert!(small.atomic_weight().is_some());
    assert!(!small.incentives().is_empty());
}

#[test]
fn thermographs_after_a_refused_computation_are_right() {
    use game::budget::Budget;
    // A sum of switches too large for a small budget: refused, and asked again without one.
    let text = (1..=12)
        .map(|k| format!("{{{k}|{{0|-{k}}}}}"))
        .collect::<Vec<_>>()
        .join(" + ");
    let budget = Budget::new(2_000, "option pairs", "--max-work");
    let refused = canonical::within(budget, || {
        let g: CanonicalForm = text.parse().unwrap();
        (g.temperature(), g.mean())
    });
    assert!(refused.is_err());
    let g: CanonicalForm = text.parse().unwrap();
    let mut known = HashMap::new();
    check_thermograph(g, &mut known);
}
