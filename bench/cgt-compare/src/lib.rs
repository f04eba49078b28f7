//! Workloads for benchmarking canonical forms, written as plain data so that the `canonical` crate
//! and the `cgt` crate build exactly the same games.

/// Games written out as `{left | right}` over earlier games: game 0 is `{ | }`, and every other
/// game's options are earlier games (by index), so building them in order needs no recursion.
#[derive(Clone, Debug, Default)]
pub struct Forms {
    /// `(left options, right options)` of each game.
    pub games: Vec<(Vec<usize>, Vec<usize>)>,
}

impl Forms {
    /// Random games born by day `days`: `per_day` games a day, each with up to `max_options`
    /// options a side drawn from the games of the day before. Returns the forms and the
    /// indices of the last day's games.
    pub fn random(
        seed: u64,
        days: usize,
        per_day: usize,
        max_options: usize,
    ) -> (Forms, Vec<usize>) {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut forms = Forms {
            games: vec![(vec![], vec![])],
        };
        let mut previous = vec![0];
        for _ in 0..days {
            let mut today = Vec::new();
            for _ in 0..per_day {
                let mut pick = || -> Vec<usize> {
                    let count = rng.usize(0..=max_options);
                    (0..count)
                        .map(|_| previous[rng.usize(..previous.len())])
                        .collect()
                };
                let (left, right) = (pick(), pick());
                forms.games.push((left, right));
                today.push(forms.games.len() - 1);
            }
            // Yesterday's games stay available, so that options may be born on any earlier day.
            today.extend(previous.iter().copied());
            previous = today;
        }
        let last = previous[..per_day].to_vec();
        (forms, last)
    }

    /// Builds every game in order with `new`, from the built games of its options.
    pub fn build<G: Clone>(&self, mut new: impl FnMut(&[G], &[G]) -> G) -> Vec<G> {
        let mut built: Vec<G> = Vec::with_capacity(self.games.len());
        for (left, right) in &self.games {
            let left: Vec<G> = left.iter().map(|&i| built[i].clone()).collect();
            let right: Vec<G> = right.iter().map(|&i| built[i].clone()).collect();
            let game = new(&left, &right);
            built.push(game);
        }
        built
    }
}

/// A term of the long sum: a small switch, a nimber, an up or a number.
#[derive(Clone, Copy, Debug)]
pub enum Term {
    /// `*n`.
    Nimber(u32),
    /// `n·↑`.
    Ups(i32),
    /// `{a | b}` for integers `a > b`.
    Switch(i64, i64),
    /// The integer.
    Integer(i64),
}

/// `count` random terms of a long sum.
pub fn long_sum(seed: u64, count: usize) -> Vec<Term> {
    let mut rng = fastrand::Rng::with_seed(seed);
    (0..count)
        .map(|_| match rng.usize(0..8) {
            0 | 1 => Term::Nimber(rng.u32(1..8)),
            2 => Term::Ups(if rng.bool() { 1 } else { -1 }),
            3 => Term::Integer(rng.i64(-2..=2)),
            4 => Term::Switch(1, -1),
            5 => Term::Switch(1, 0),
            6 => Term::Switch(0, -1),
            _ => Term::Switch(2, 1),
        })
        .collect()
}
