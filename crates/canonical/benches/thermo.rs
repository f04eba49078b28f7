//! Hot games: the thermographs and temperatures of 1000 random games born by day 4, worked out
//! from scratch (the remembered thermographs and the caches of sums and comparisons are
//! emptied before each iteration; the games themselves stay), and cooling and freezing them.

use canonical::CanonicalForm;
use divan::{Bencher, black_box};
use dyadic::Dyadic;

fn main() {
    divan::main();
}

/// 1000 random games born by day 4: each day 300 games of up to three options a side from the
/// days before, and on day 4 a thousand.
fn day_4() -> Vec<CanonicalForm> {
    let mut rng = fastrand::Rng::with_seed(21);
    let mut previous = vec![CanonicalForm::zero()];
    for day in 1..=4 {
        let count = if day == 4 { 1000 } else { 300 };
        let mut today = Vec::new();
        for _ in 0..count {
            let mut pick = || -> Vec<CanonicalForm> {
                (0..rng.usize(0..=3))
                    .map(|_| previous[rng.usize(..previous.len())])
                    .collect()
            };
            let (left, right) = (pick(), pick());
            today.push(CanonicalForm::new(&left, &right));
        }
        if day < 4 {
            today.extend(previous.iter().copied());
        }
        previous = today;
    }
    previous
}

fn forget() {
    canonical::clear_caches();
    canonical::thermo::clear_thermographs();
}

/// The thermographs of 1000 random games born by day 4.
#[divan::bench]
fn thermographs_of_day_4_games(bencher: Bencher) {
    let games = day_4();
    bencher.with_inputs(forget).bench_values(|()| {
        games
            .iter()
            .map(|g| black_box(g.thermograph()).left_wall().corners().len())
            .sum::<usize>()
    });
}

/// The temperatures of the same games.
#[divan::bench]
fn temperatures_of_day_4_games(bencher: Bencher) {
    let games = day_4();
    bencher
        .with_inputs(forget)
        .bench_values(|()| games.iter().map(|g| g.temperature()).max());
}

/// The same games cooled by 1/2, and frozen.
#[divan::bench]
fn cool_and_freeze_day_4_games(bencher: Bencher) {
    let games = day_4();
    let half = Dyadic::new(1, 1);
    bencher.with_inputs(forget).bench_values(|()| {
        for g in &games {
            black_box(g.cool(&half).ok());
            black_box(g.freeze());
        }
    });
}
