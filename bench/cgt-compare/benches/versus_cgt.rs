//! The same workloads canonicalised by the `game` crate and by the `cgt` crate, in one run.
//!
//! `game` keeps every canonical game in an arena and caches sums and comparisons; its caches
//! are emptied before each iteration (`cold`), so both engines start from scratch (the games
//! already interned stay, as they would in any program). `warm` keeps the caches.
//!
//! `hot_games` measures temperatures and thermographs of 1,000 random games born by day 4; before
//! any bench runs, `main` checks that both engines agree on every one of them (temperature, mean,
//! and both walls at every eighth of a degree from -7/8 to 5).

use canonical::CanonicalForm as Game;
use cgt::numeric::dyadic_rational_number::DyadicRationalNumber;
use cgt::numeric::nimber::Nimber;
use cgt::short::partizan::canonical_form::CanonicalForm as Cgt;
use cgt_compare::{Forms, Term, long_sum};
use divan::{Bencher, black_box};
use dyadic::Dyadic;

fn main() {
    hot_games::engines_agree();
    divan::main();
}

fn cgt_term(term: Term) -> Cgt {
    match term {
        Term::Nimber(n) => Cgt::new_nimber(DyadicRationalNumber::from(0), Nimber::new(n)),
        Term::Ups(n) => {
            let up = Cgt::new_from_moves(
                vec![Cgt::new_integer(0)],
                vec![Cgt::new_nimber(
                    DyadicRationalNumber::from(0),
                    Nimber::new(1),
                )],
            );
            if n > 0 { up } else { -up }
        }
        Term::Integer(n) => Cgt::new_integer(n),
        Term::Switch(a, b) => {
            Cgt::new_from_moves(vec![Cgt::new_integer(a)], vec![Cgt::new_integer(b)])
        }
    }
}

fn game_term(term: Term) -> Game {
    match term {
        Term::Nimber(n) => Game::nimber(u64::from(n)),
        Term::Ups(n) => Game::ups(i64::from(n)),
        Term::Integer(n) => Game::number(Dyadic::from(n)),
        Term::Switch(a, b) => Game::new(&[Game::from(a)], &[Game::from(b)]),
    }
}

/// 300 random games born by day 4 over 300 a day before, up to 3 options a side.
fn day_4() -> (Forms, Vec<usize>) {
    Forms::random(4, 4, 300, 3)
}

mod canonicalise {
    use super::*;

    #[divan::bench]
    fn game_cold(bencher: Bencher) {
        let (forms, _) = day_4();
        bencher
            .with_inputs(canonical::clear_caches)
            .bench_values(|()| forms.build(|l: &[Game], r: &[Game]| Game::new(l, r)).len());
    }

    #[divan::bench]
    fn game_warm(bencher: Bencher) {
        let (forms, _) = day_4();
        bencher.bench(|| forms.build(|l: &[Game], r: &[Game]| Game::new(l, r)).len());
    }

    #[divan::bench]
    fn cgt(bencher: Bencher) {
        let (forms, _) = day_4();
        bencher.bench(|| {
            forms
                .build(|l: &[Cgt], r: &[Cgt]| Cgt::new_from_moves(l.to_vec(), r.to_vec()))
                .len()
        });
    }
}

/// Sums of two random games born by day 4, 100 of them.
mod sums_of_day_4_pairs {
    use super::*;

    fn pairs<G: Clone>(built: &[G], last: &[usize]) -> Vec<(G, G)> {
        let mut rng = fastrand::Rng::with_seed(44);
        (0..100)
            .map(|_| {
                let a = last[rng.usize(..last.len())];
                let b = last[rng.usize(..last.len())];
                (built[a].clone(), built[b].clone())
            })
            .collect()
    }

    #[divan::bench]
    fn game_cold(bencher: Bencher) {
        let (forms, last) = day_4();
        let built = forms.build(|l: &[Game], r: &[Game]| Game::new(l, r));
        let pairs = pairs(&built, &last);
        bencher
            .with_inputs(canonical::clear_caches)
            .bench_values(|()| pairs.iter().map(|(a, b)| *a + *b).collect::<Vec<_>>());
    }

    #[divan::bench]
    fn game_warm(bencher: Bencher) {
        let (forms, last) = day_4();
        let built = forms.build(|l: &[Game], r: &[Game]| Game::new(l, r));
        let pairs = pairs(&built, &last);
        bencher.bench(|| pairs.iter().map(|(a, b)| *a + *b).collect::<Vec<_>>());
    }

    #[divan::bench]
    fn cgt(bencher: Bencher) {
        let (forms, last) = day_4();
        let built = forms.build(|l: &[Cgt], r: &[Cgt]| Cgt::new_from_moves(l.to_vec(), r.to_vec()));
        let pairs = pairs(&built, &last);
        bencher.bench(|| pairs.iter().map(|(a, b)| a + b).collect::<Vec<_>>());
    }
}

/// The sum of four random games born by day 4, ten such sums.
mod sums_of_four_day_4_games {
    use super::*;

    fn fours<G: Clone>(built: &[G], last: &[usize]) -> Vec<Vec<G>> {
        let mut rng = fastrand::Rng::with_seed(444);
        (0..10)
            .map(|_| {
                (0..4)
                    .map(|_| built[last[rng.usize(..last.len())]].clone())
                    .collect()
            })
            .collect()
    }

    #[divan::bench]
    fn game_cold(bencher: Bencher) {
        let (forms, last) = day_4();
        let built = forms.build(|l: &[Game], r: &[Game]| Game::new(l, r));
        let fours = fours(&built, &last);
        bencher
            .with_inputs(canonical::clear_caches)
            .bench_values(|()| {
                fours
                    .iter()
                    .map(|four| four.iter().sum::<Game>())
                    .collect::<Vec<_>>()
            });
    }

    #[divan::bench]
    fn cgt(bencher: Bencher) {
        let (forms, last) = day_4();
        let built = forms.build(|l: &[Cgt], r: &[Cgt]| Cgt::new_from_moves(l.to_vec(), r.to_vec()));
        let fours = fours(&built, &last);
        bencher.bench(|| {
            fours
                .iter()
                .map(|four| four.iter().fold(Cgt::new_integer(0), |total, g| &total + g))
                .collect::<Vec<_>>()
        });
    }
}

/// A sum of 10 000 small switches, nimbers, ups and integers.
mod long_sum_of_small_games {
    use super::*;

    const TERMS: usize = 10_000;

    #[divan::bench]
    fn game_cold(bencher: Bencher) {
        let terms: Vec<Game> = long_sum(7, TERMS).into_iter().map(game_term).collect();
        bencher
            .with_inputs(canonical::clear_caches)
            .bench_values(|()| black_box(&terms).iter().sum::<Game>());
    }

    #[divan::bench]
    fn cgt(bencher: Bencher) {
        let terms: Vec<Cgt> = long_sum(7, TERMS).into_iter().map(cgt_term).collect();
        bencher.bench(|| black_box(&terms).iter().sum::<Cgt>());
    }
}

/// Comparing every pair of 100 random games born by day 4.
mod comparisons {
    use super::*;

    #[divan::bench]
    fn game_cold(bencher: Bencher) {
        let (forms, last) = day_4();
        let built = forms.build(|l: &[Game], r: &[Game]| Game::new(l, r));
        let games: Vec<Game> = last[..100].iter().map(|&i| built[i]).collect();
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

    #[divan::bench]
    fn cgt(bencher: Bencher) {
        let (forms, last) = day_4();
        let built = forms.build(|l: &[Cgt], r: &[Cgt]| Cgt::new_from_moves(l.to_vec(), r.to_vec()));
        let games: Vec<Cgt> = last[..100].iter().map(|&i| built[i].clone()).collect();
        bencher.bench(|| {
            let mut count = 0;
            for a in &games {
                for b in &games {
                    count += usize::from(Cgt::leq(a, b));
                }
            }
            count
        });
    }
}

/// Both engines agree on the games of the workload (compared through cgt's printed form).
#[divan::bench]
fn agreement_check() {
    let (forms, last) = day_4();
    let ours = forms.build(|l: &[Game], r: &[Game]| Game::new(l, r));
    let theirs = forms.build(|l: &[Cgt], r: &[Cgt]| Cgt::new_from_moves(l.to_vec(), r.to_vec()));
    for &i in last.iter().take(50) {
        // cgt writes nested braces in full; the parser reads both.
        let read: Game = theirs[i].to_string().parse().expect("cgt's notation");
        assert_eq!(ours[i], read, "{} against {}", ours[i], theirs[i]);
    }
}

/// Temperatures and thermographs of 1,000 random games born by day 4 (a thousand games a day,
/// up to three options a side), worked out from scratch: `game`'s remembered thermographs and
/// caches are emptied before each iteration; `cgt` remembers none.
mod hot_games {
    use super::*;
    use cgt::numeric::rational::Rational;

    fn workload() -> (Forms, Vec<usize>) {
        Forms::random(21, 4, 1000, 3)
    }

    fn ours() -> Vec<Game> {
        let (forms, last) = workload();
        let built = forms.build(|l: &[Game], r: &[Game]| Game::new(l, r));
        last.iter().map(|&i| built[i]).collect()
    }

    fn theirs() -> Vec<Cgt> {
        let (forms, last) = workload();
        let built = forms.build(|l: &[Cgt], r: &[Cgt]| Cgt::new_from_moves(l.to_vec(), r.to_vec()));
        last.iter().map(|&i| built[i].clone()).collect()
    }

    fn forget() {
        canonical::clear_caches();
        canonical::thermo::clear_thermographs();
    }

    /// Both engines give every game of the workload the same temperature, mean and walls
    /// (compared as CGSuite writes numbers, `5/2`); panics, naming the game, if not.
    pub fn engines_agree() {
        let (ours, theirs) = (ours(), theirs());
        assert_eq!(ours.len(), 1000);
        let hot = ours
            .iter()
            .filter(|g| g.temperature().is_positive())
            .count();
        assert_eq!(hot, 234, "hot games among the 1,000");
        for (g, h) in ours.iter().zip(&theirs) {
            assert_eq!(
                format!("{:#}", g.temperature()),
                h.temperature().to_string(),
                "temperature of {g}"
            );
            assert_eq!(
                format!("{:#}", g.mean()),
                h.mean().to_string(),
                "mean of {g}"
            );
            let (ours, theirs) = (g.thermograph(), h.thermograph());
            for eighths in -7..=40 {
                let t = Dyadic::new(eighths, 3);
                let at = Rational::new_fraction(eighths, 8).expect("a denominator of 8");
                for (wall, mine, other) in [
                    ("left", ours.left_wall(), &theirs.left_wall),
                    ("right", ours.right_wall(), &theirs.right_wall),
                ] {
                    assert_eq!(
                        format!("{:#}", mine.value_at(&t)),
                        other.value_at(at).to_string(),
                        "the {wall} wall of {g} at {t}"
                    );
                }
            }
        }
    }

    #[divan::bench]
    fn game_thermographs(bencher: Bencher) {
        let games = ours();
        bencher.with_inputs(forget).bench_values(|()| {
            games
                .iter()
                .map(|g| black_box(g.thermograph()).left_wall().corners().len())
                .sum::<usize>()
        });
    }

    #[divan::bench]
    fn cgt_thermographs(bencher: Bencher) {
        let games = theirs();
        bencher.bench(|| {
            games
                .iter()
                .map(|g| black_box(g.thermograph()).left_wall.slopes.len())
                .sum::<usize>()
        });
    }

    #[divan::bench]
    fn game_temperatures(bencher: Bencher) {
        let games = ours();
        bencher
            .with_inputs(forget)
            .bench_values(|()| games.iter().map(|g| g.temperature()).collect::<Vec<_>>());
    }

    #[divan::bench]
    fn cgt_temperatures(bencher: Bencher) {
        let games = theirs();
        bencher.bench(|| games.iter().map(|g| g.temperature()).collect::<Vec<_>>());
    }
}
