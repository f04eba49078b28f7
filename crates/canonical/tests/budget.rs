//! The budget of work (issue 19): a refusal is clean, so that after it every computation, the
//! refused one included, still gives the right answer; and the closed forms that keep a nimber
//! inside braces symbolic agree with the general algorithm.

use std::cmp::Ordering;

use canonical::{CanonicalForm, SolverExt};
use game::budget::Budget;
use game::{Form, Neg, Outcome, Solver, Sum};

fn budget(limit: u64) -> Budget {
    Budget::new(limit, "option pairs", "--max-work")
}

/// Random game trees born by about day 4, made from zero up.
fn random_forms(seed: u64, count: usize) -> Vec<Form> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut pool = vec![Form::zero()];
    while pool.len() < count + 1 {
        let mut pick = || {
            let n = rng.usize(0..3);
            let chosen: Vec<Form> = (0..n)
                .map(|_| pool[rng.usize(..pool.len())].clone())
                .collect();
            chosen
        };
        let (left, right) = (pick(), pick());
        pool.push(Form::new(left, right));
    }
    pool.split_off(1)
}

#[test]
fn after_a_refusal_every_answer_is_still_right() {
    let forms = random_forms(19, 60);
    let triples: Vec<[usize; 3]> = (0..20).map(|i| [i, 20 + i, 40 + i]).collect();
    let value = |form: &Form| Solver::new().canonical(form);
    // Refused at every size of budget first, so that anything cached half-done would show below.
    let mut refusals = 0;
    for limit in [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987] {
        for &[a, b, c] in &triples {
            let result = canonical::within(budget(limit), || {
                let (a, b, c) = (value(&forms[a]), value(&forms[b]), value(&forms[c]));
                let sum = a + b - c;
                (sum, sum.outcome(), a.compare(&b), sum.left_stop())
            });
            refusals += usize::from(result.is_err());
        }
    }
    assert!(
        refusals > 50,
        "only {refusals} refusals: the budgets are too large"
    );
    // Then the same without a limit, checked by play alone (no canonical forms).
    for &[a, b, c] in &triples {
        let (ga, gb, gc) = (value(&forms[a]), value(&forms[b]), value(&forms[c]));
        let sum = ga + gb - gc;
        let whole = (
            Sum(vec![forms[a].clone(), forms[b].clone()]),
            Neg(forms[c].clone()),
        );
        assert_eq!(sum.outcome(), Solver::new().outcome(&whole), "{a} {b} {c}");
        assert_eq!(sum, Solver::new().canonical(&whole), "{a} {b} {c}");
        let difference = (forms[a].clone(), Neg(forms[b].clone()));
        let by_play = match Solver::new().outcome(&difference) {
            Outcome::SecondPlayerWins => Some(Ordering::Equal),
            Outcome::LeftWins => Some(Ordering::Greater),
            Outcome::RightWins => Some(Ordering::Less),
            Outcome::FirstPlayerWins => None,
        };
        assert_eq!(ga.compare(&gb), by_play, "{a} {b}");
    }
}

#[test]
fn within_answers_or_refuses_and_nests() {
    let switches = |n: i64| {
        let text: Vec<String> = (1..=n).map(|k| format!("±{k}")).collect();
        text.join(" + ").parse::<CanonicalForm>().unwrap()
    };
    let refused = canonical::within(budget(1000), || switches(12)).unwrap_err();
    assert_eq!(refused.flag, "--max-work");
    // The refused sum, and a smaller one, come out right afterwards.
    let small = canonical::within(budget(1000), || switches(3)).unwrap();
    assert_eq!(small, switches(3));
    assert_eq!(
        (small.left_stop(), small.right_stop()),
        (2.into(), (-2).into())
    );
    assert_eq!(switches(12).left_stop(), 6.into());
    // A budget inside another: the inner refusal is the answer, the outer one goes on.
    let outer = canonical::within(budget(0), || {
        let inner = canonical::within(budget(10), || switches(14));
        (inner.is_err(), switches(4).right_stop())
    });
    assert_eq!(outer, Ok((true, (-2).into())));
}

#[test]
fn a_huge_nimber_is_never_expanded() {
    let tight = budget(10_000);
    let read =
        |text: &str| canonical::within(tight, || text.parse::<CanonicalForm>().unwrap()).unwrap();
    let g = read("{0|*30000}");
    assert_eq!(g.to_string(), "^*30001");
    let h = read("{*1000000000000|0}");
    assert_eq!(h.to_string(), "v*1000000000001");
    let answers = canonical::within(tight, || {
        (
            g.outcome(),
            h.outcome(),
            g.compare(&h),
            g.try_compare(&CanonicalForm::zero()),
            (h.left_stop(), h.right_stop()),
            read("{0|*30000} + {*1000000000000|0}"),
            read("{1|*30000}").compare(&g),
            read("{*30000|*40000}"),
            read("{*30000, 0 | *40000, 1}").outcome(),
        )
    })
    .unwrap();
    assert_eq!(answers.0, Outcome::LeftWins);
    assert_eq!(answers.1, Outcome::RightWins);
    assert_eq!(answers.2, Some(Ordering::Greater));
    assert_eq!(answers.3, Ok(Some(Ordering::Greater)));
    assert_eq!(answers.4, (0.into(), 0.into()));
    assert_eq!(answers.5, CanonicalForm::nimber(30001 ^ 1_000_000_000_001));
    assert_eq!(answers.6, Some(Ordering::Greater));
    // Each player's move leaves a nimber that the other answers with 0.
    assert_eq!(answers.7, CanonicalForm::zero());
    // Left wins moving to 0; Right loses moving to *40000 (Left takes it to 0) or to 1.
    assert_eq!(answers.8, Outcome::LeftWins);
    // Its options, though, are as many as it has: asked for, they are refused.
    let star = CanonicalForm::nimber(1_000_000_000_000);
    assert!(canonical::within(tight, || star.left_options()).is_err());
}

/// Small closed forms: numbers, nimbers to *16 (past the shortcut's threshold), ups and their sums.
fn small_closed_forms() -> Vec<CanonicalForm> {
    let mut games = Vec::new();
    for number in [-1, 0, 1] {
        for ups in -2..=2 {
            for nim in [0, 1, 2, 3, 7, 8, 9, 12, 13, 16] {
                games.push(
                    CanonicalForm::from(number)
                        + CanonicalForm::ups(ups)
                        + CanonicalForm::nimber(nim),
                );
            }
        }
    }
    games
}

#[test]
fn nimbers_in_braces_agree_with_the_general_algorithm() {
    // {0|*n} is ^*(n xor 1) (and {0|0} is *), by the general algorithm as by the closed forms.
    for n in 0..=20 {
        let text = format!("{{0|*{n}}}");
        let with: CanonicalForm = text.parse().unwrap();
        let without = canonical::without_closed_forms(|| text.parse::<CanonicalForm>().unwrap());
        assert_eq!(with, without, "{text}");
        let expected = if n == 0 {
            CanonicalForm::nimber(1)
        } else {
            CanonicalForm::ups(1) + CanonicalForm::nimber(n ^ 1)
        };
        assert_eq!(with, expected, "{text}");
    }
    // Every {a, b | c} and {a | b, c} of small closed forms, with what it compares to.
    let games = small_closed_forms();
    let mut rng = fastrand::Rng::with_seed(22);
    let mut pick = || games[rng.usize(..games.len())];
    let cases: Vec<(Vec<CanonicalForm>, Vec<CanonicalForm>)> = (0..1500)
        .map(|i| {
            let (l, r) = (1 + i % 2, 1 + (i / 2) % 2);
            (
                (0..l).map(|_| pick()).collect(),
                (0..r).map(|_| pick()).collect(),
            )
        })
        .collect();
    let probes: Vec<CanonicalForm> = (0..10).map(CanonicalForm::nimber).collect();
    let work = || {
        cases
            .iter()
            .map(|(left, right)| {
                let g = CanonicalForm::new(left, right);
                let comparisons: Vec<_> = probes.iter().map(|p| g.compare(p)).collect();
                (g, comparisons, g.outcome())
            })
            .collect::<Vec<_>>()
    };
    let with = work();
    let without = canonical::without_closed_forms(work);
    for (index, (a, b)) in with.iter().zip(&without).enumerate() {
        assert_eq!(a, b, "{:?}", cases[index]);
    }
}

#[test]
fn printing_within_a_limit_is_exact() {
    let forms = random_forms(7, 200);
    let mut solver = Solver::new();
    for form in &forms {
        let game = solver.canonical(form);
        let text = game.to_string();
        let length = text.len() as u64;
        let fits = Budget::new(length, "characters", "--max-size");
        assert_eq!(game.to_string_within(fits).as_deref(), Ok(&text[..]));
        // A limit of 0 is no limit.
        if length > 1 {
            let short = Budget::new(length - 1, "characters", "--max-size");
            assert!(game.to_string_within(short).is_err(), "{text}");
        }
    }
    let switches: CanonicalForm = "±1 + ±2 + ±3 + ±4 + ±5 + ±6".parse().unwrap();
    let length = switches.to_string().len() as u64;
    let limit = Budget::new(length - 1, "characters", "--max-size");
    let refused = switches.to_string_within(limit).unwrap_err();
    assert_eq!(refused.limit, length - 1);
    assert!(
        refused
            .to_string()
            .ends_with("give a larger --max-size (0 for no limit)")
    );
}
