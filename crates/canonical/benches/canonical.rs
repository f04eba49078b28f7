//! Canonical forms: building games from `{…|…}` forms, sums of random games born by day 4, and a
//! long sum of small switches and nimbers. Each iteration empties the caches of sums and
//! comparisons first (the games already stored stay), so every figure is work from scratch.
//! The comparison with the `cgt` crate is in `bench/cgt-compare`, outside the workspace.

use canonical::CanonicalForm;
use divan::{Bencher, black_box};

fn main() {
    divan::main();
}

/// `{…|…}` forms: game 0 is `{ | }`, and each later game's options are earlier games.
type Forms = Vec<(Vec<usize>, Vec<usize>)>;

/// 300 random games a day for four days, up to three options a side from the days before;
/// returns the forms and the last day's games.
fn day_4() -> (Forms, Vec<usize>) {
    let mut rng = fastrand::Rng::with_seed(4);
    let mut forms: Forms = vec![(vec![], vec![])];
    let mut previous = vec![0];
    for _ in 0..4 {
        let mut today = Vec::new();
        for _ in 0..300 {
            let mut pick = || -> Vec<usize> {
                let count = rng.usize(0..=3);
                (0..count)
                    .map(|_| previous[rng.usize(..previous.len())])
                    .collect()
            };
            let (left, right) = (pick(), pick());
            forms.push((left, right));
            today.push(forms.len() - 1);
        }
        today.extend(previous.iter().copied());
        previous = today;
    }
    (forms, previous[..300].to_vec())
}

fn build(forms: &Forms) -> Vec<CanonicalForm> {
    let mut built: Vec<CanonicalForm> = Vec::with_capacity(forms.len());
    for (left, right) in forms {
        let left: Vec<CanonicalForm> = left.iter().map(|&i| built[i]).collect();
        let right: Vec<CanonicalForm> = right.iter().map(|&i| built[i]).collect();
        built.push(CanonicalForm::new(&left, &right));
    }
    built
}

/// Canonicalising 1200 games written as `{…|…}`.
#[divan::bench]
fn canonicalise_day_4_forms(bencher: Bencher) {
    let (forms, _) = day_4();
    bencher
        .with_inputs(canonical::clear_caches)
        .bench_values(|()| build(black_box(&forms)).len());
}

/// 100 sums of two random games born by day 4.
#[divan::bench]
fn sums_of_day_4_pairs(bencher: Bencher) {
    let (forms, last) = day_4();
    let built = build(&forms);
    let mut rng = fastrand::Rng::with_seed(44);
    let pairs: Vec<(CanonicalForm, CanonicalForm)> = (0..100)
        .map(|_| (built[last[rng.usize(..300)]], built[last[rng.usize(..300)]]))
        .collect();
    bencher
        .with_inputs(canonical::clear_caches)
        .bench_values(|()| pairs.iter().map(|&(a, b)| a + b).collect::<Vec<_>>());
}

/// Ten sums of four random games born by day 4.
#[divan::bench]
fn sums_of_four_day_4_games(bencher: Bencher) {
    let (forms, last) = day_4();
    let built = build(&forms);
    let mut rng = fastrand::Rng::with_seed(444);
    let fours: Vec<Vec<CanonicalForm>> = (0..10)
        .map(|_| (0..4).map(|_| built[last[rng.usize(..300)]]).collect())
        .collect();
    bencher
        .with_inputs(canonical::clear_caches)
        .bench_values(|()| {
            fours
                .iter()
                .map(|four| four.iter().sum::<CanonicalForm>())
                .collect::<Vec<_>>()
        });
}

/// A sum of 10 000 small switches (`±1`, `{1|0}`, `{0|-1}`, `{2|1}`), nimbers, ups and integers.
#[divan::bench]
fn long_sum_of_switches_and_nimbers(bencher: Bencher) {
    let mut rng = fastrand::Rng::with_seed(7);
    let switch = |a: i64, b: i64| CanonicalForm::new(&[a.into()], &[b.into()]);
    let terms: Vec<CanonicalForm> = (0..10_000)
        .map(|_| match rng.usize(0..8) {
            0 | 1 => CanonicalForm::nimber(rng.u64(1..8)),
            2 => CanonicalForm::ups(if rng.bool() { 1 } else { -1 }),
            3 => CanonicalForm::from(rng.i64(-2..=2)),
            4 => switch(1, -1),
            5 => switch(1, 0),
            6 => switch(0, -1),
            _ => switch(2, 1),
        })
        .collect();
    bencher
        .with_inputs(canonical::clear_caches)
        .bench_values(|()| black_box(&terms).iter().sum::<CanonicalForm>());
}

/// `<=` on every pair of 100 random games born by day 4.
#[divan::bench]
fn comparisons_of_day_4_games(bencher: Bencher) {
    let (forms, last) = day_4();
    let built = build(&forms);
    let games: Vec<CanonicalForm> = last[..100].iter().map(|&i| built[i]).collect();
    bencher
        .with_inputs(canonical::clear_caches)
        .bench_values(|()| {
            let mut count = 0;
            for a in &games {
                for b in &games {
                    count += usize::from(a <= b);
                }
            }
            count
        });
}

/// Reading and printing CGSuite's notation.
#[divan::bench]
fn notation_round_trip(bencher: Bencher) {
    let (forms, last) = day_4();
    let built = build(&forms);
    let texts: Vec<String> = last.iter().map(|&i| built[i].to_string()).collect();
    bencher.bench(|| {
        texts
            .iter()
            .map(|text| text.parse::<CanonicalForm>().unwrap().to_string().len())
            .sum::<usize>()
    });
}

/// Reading a number of 10⁵ digits, the most a game's text may have (by halves, subquadratic).
#[divan::bench]
fn read_a_number_of_100000_digits(bencher: Bencher) {
    let text = format!("{}/1024", "7".repeat(canonical::MAX_DIGITS - 4));
    bencher.bench(|| text.parse::<CanonicalForm>().unwrap());
}

/// `{0|*30000}` and `{*10^12|0}` read and compared: the nimbers' options are never made.
#[divan::bench]
fn nimbers_in_braces(bencher: Bencher) {
    bencher.bench(|| {
        canonical::clear_caches();
        let g: CanonicalForm = black_box("{0|*30000}").parse().unwrap();
        let h: CanonicalForm = black_box("{*1000000000000|0}").parse().unwrap();
        g.compare(&h)
    });
}

/// The budget's cost: `sums_of_day_4_pairs` again, within a budget.
#[divan::bench]
fn sums_of_day_4_pairs_within_a_budget(bencher: Bencher) {
    let (forms, last) = day_4();
    let built = build(&forms);
    let mut rng = fastrand::Rng::with_seed(44);
    let pairs: Vec<(CanonicalForm, CanonicalForm)> = (0..100)
        .map(|_| (built[last[rng.usize(..300)]], built[last[rng.usize(..300)]]))
        .collect();
    let budget = game::budget::Budget::new(canonical::DEFAULT_MAX_WORK, "option pairs", "");
    bencher
        .with_inputs(canonical::clear_caches)
        .bench_values(|()| {
            canonical::within(budget, || {
                pairs.iter().map(|&(a, b)| a + b).collect::<Vec<_>>()
            })
        });
}
