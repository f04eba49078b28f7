//! The canonical forms checked against the recursive definition of `<=` alone: on every game
//! born by day 3 (generated day by day), and on random games born by day 4.

use std::cmp::Ordering;
use std::collections::HashMap;

use canonical::CanonicalForm;

/// Games written out as option lists of earlier games, compared by the definition alone:
/// `G <= H` unless some `G^L >= H` or some `H^R <= G`.
#[derive(Default)]
struct ByDefinition {
    games: Vec<(Vec<usize>, Vec<usize>)>,
    leqs: HashMap<(usize, usize), bool>,
    sums: HashMap<(usize, usize), usize>,
    from_canonical: HashMap<CanonicalForm, usize>,
}

impl ByDefinition {
    fn game(&mut self, left: Vec<usize>, right: Vec<usize>) -> usize {
        self.games.push((left, right));
        self.games.len() - 1
    }

    fn leq(&mut self, g: usize, h: usize) -> bool {
        if let Some(&known) = self.leqs.get(&(g, h)) {
            return known;
        }
        let g_left = self.games[g].0.clone();
        let h_right = self.games[h].1.clone();
        let answer =
            !g_left.iter().any(|&gl| self.leq(h, gl)) && !h_right.iter().any(|&hr| self.leq(hr, g));
        self.leqs.insert((g, h), answer);
        answer
    }

    fn equal(&mut self, g: usize, h: usize) -> bool {
        self.leq(g, h) && self.leq(h, g)
    }

    fn compare(&mut self, g: usize, h: usize) -> Option<Ordering> {
        match (self.leq(g, h), self.leq(h, g)) {
            (true, true) => Some(Ordering::Equal),
            (true, false) => Some(Ordering::Less),
            (false, true) => Some(Ordering::Greater),
            (false, false) => None,
        }
    }

    /// The sum by the definition: a move in either component.
    fn sum(&mut self, g: usize, h: usize) -> usize {
        if let Some(&known) = self.sums.get(&(g, h)) {
            return known;
        }
        let (g_left, g_right) = self.games[g].clone();
        let (h_left, h_right) = self.games[h].clone();
        let mut left: Vec<usize> = g_left.iter().map(|&gl| self.sum(gl, h)).collect();
        left.extend(h_left.iter().map(|&hl| self.sum(g, hl)));
        let mut right: Vec<usize> = g_right.iter().map(|&gr| self.sum(gr, h)).collect();
        right.extend(h_right.iter().map(|&hr| self.sum(g, hr)));
        let sum = self.game(left, right);
        self.sums.insert((g, h), sum);
        sum
    }

    /// The canonical form written out as a tree of its options.
    fn of_canonical(&mut self, form: CanonicalForm) -> usize {
        if let Some(&known) = self.from_canonical.get(&form) {
            return known;
        }
        let left = form
            .left_options()
            .into_iter()
            .map(|option| self.of_canonical(option))
            .collect();
        let right = form
            .right_options()
            .into_iter()
            .map(|option| self.of_canonical(option))
            .collect();
        let game = self.game(left, right);
        self.from_canonical.insert(form, game);
        game
    }

    /// Checks by the definition that `form`'s options are canonical: none dominated, none
    /// reversible.
    fn assert_canonical(&mut self, form: CanonicalForm) {
        let g = self.of_canonical(form);
        let (left, right) = self.games[g].clone();
        for &a in &left {
            for &b in &left {
                assert!(a == b || !self.leq(a, b), "{form}: a dominated Left option");
            }
            let a_right = self.games[a].1.clone();
            for ar in a_right {
                assert!(!self.leq(ar, g), "{form}: a reversible Left option");
            }
        }
        for &a in &right {
            for &b in &right {
                assert!(
                    a == b || !self.leq(b, a),
                    "{form}: a dominated Right option"
                );
            }
            let a_left = self.games[a].0.clone();
            for al in a_left {
                assert!(!self.leq(g, al), "{form}: a reversible Right option");
            }
        }
    }
}

/// Every antichain (set of pairwise incomparable games) among `games`, by the definition.
fn antichains(definition: &mut ByDefinition, games: &[usize]) -> Vec<Vec<usize>> {
    let n = games.len();
    let comparable: Vec<Vec<bool>> = games
        .iter()
        .map(|&g| {
            games
                .iter()
                .map(|&h| g == h || definition.compare(g, h).is_some())
                .collect()
        })
        .collect();
    let mut all = Vec::new();
    // An explicit stack of (next index to try, chosen so far).
    let mut stack: Vec<(usize, Vec<usize>)> = vec![(0, Vec::new())];
    while let Some((from, chosen)) = stack.pop() {
        for next in (from..n).filter(|&next| chosen.iter().all(|&c| !comparable[c][next])) {
            let mut more = chosen.clone();
            more.push(next);
            stack.push((next + 1, more));
        }
        all.push(chosen);
    }
    all
}

/// One game of each value born by each day up to `days`: the games written out, and their
/// canonical forms. Each day's candidates are the pairs of antichains of the day before;
/// candidates with the same canonical form are checked equal by the definition, and the
/// representatives of different canonical forms are checked unequal.
fn born_by(definition: &mut ByDefinition, days: usize) -> Vec<Vec<(usize, CanonicalForm)>> {
    let zero = definition.game(vec![], vec![]);
    let mut by_day = vec![vec![(zero, CanonicalForm::zero())]];
    for _ in 1..=days {
        let previous = by_day.last().expect("day 0").clone();
        let raw: Vec<usize> = previous.iter().map(|&(game, _)| game).collect();
        let sets = antichains(definition, &raw);
        let mut buckets: HashMap<CanonicalForm, usize> = HashMap::new();
        let mut today = Vec::new();
        for left in &sets {
            for right in &sets {
                let game = definition.game(
                    left.iter().map(|&i| previous[i].0).collect(),
                    right.iter().map(|&i| previous[i].0).collect(),
                );
                let form = CanonicalForm::new(
                    &left.iter().map(|&i| previous[i].1).collect::<Vec<_>>(),
                    &right.iter().map(|&i| previous[i].1).collect::<Vec<_>>(),
                );
                match buckets.get(&form) {
                    Some(&first) => assert!(
                        definition.equal(game, first),
                        "one canonical form {form} for two unequal games"
                    ),
                    None => {
                        buckets.insert(form, game);
                        today.push((game, form));
                    }
                }
            }
        }
        by_day.push(today);
    }
    by_day
}

#[test]
fn every_game_born_by_day_3() {
    let mut definition = ByDefinition::default();
    let by_day = born_by(&mut definition, 3);
    let counts: Vec<usize> = by_day.iter().map(Vec::len).collect();
    assert_eq!(counts, [1, 4, 22, 1474]);
    let games = &by_day[3];
    // Canonicalisation keeps the value, and the forms are canonical by the definition.
    for &(game, form) in games {
        let written = definition.of_canonical(form);
        assert!(
            definition.equal(game, written),
            "{form} is not its game's value"
        );
        definition.assert_canonical(form);
    }
    // The engine's order is the definition's, on every pair: in particular distinct canonical
    // forms are unequal games.
    for &(g, g_form) in games {
        for &(h, h_form) in games {
            assert_eq!(
                g_form.compare(&h_form),
                definition.compare(g, h),
                "{g_form} against {h_form}"
            );
        }
    }
    // Outcomes and stops of a few known games.
    let printed: Vec<String> = by_day[2].iter().map(|(_, form)| form.to_string()).collect();
    for known in [
        "0", "1", "-1", "*", "2", "1/2", "^", "v", "^*", "v*", "*2", "±1", "{1|*}", "1*",
    ] {
        assert!(
            printed.iter().any(|p| p == known),
            "{known} among {printed:?}"
        );
    }
}

#[test]
fn sums_of_games_born_by_day_3_agree_with_the_definition() {
    let mut definition = ByDefinition::default();
    let by_day = born_by(&mut definition, 3);
    let games = &by_day[3];
    let mut rng = fastrand::Rng::with_seed(3);
    for _ in 0..1500 {
        let (g, g_form) = games[rng.usize(..games.len())];
        let (h, h_form) = games[rng.usize(..games.len())];
        let sum = definition.sum(g, h);
        let form = g_form + h_form;
        let written = definition.of_canonical(form);
        assert!(
            definition.equal(sum, written),
            "{g_form} + {h_form} is not {form}"
        );
        // Sums take shortcuts (closed forms, number translation): still canonical.
        definition.assert_canonical(form);
        let negative = definition.of_canonical(-h_form);
        let difference = definition.sum(g, negative);
        let written = definition.of_canonical(g_form - h_form);
        assert!(definition.equal(difference, written), "{g_form} - {h_form}");
    }
}

#[test]
fn random_games_born_by_day_4() {
    let mut definition = ByDefinition::default();
    let by_day = born_by(&mut definition, 3);
    let day_3 = &by_day[3];
    let mut rng = fastrand::Rng::with_seed(4);
    let mut games = Vec::new();
    for _ in 0..250 {
        let pick = |rng: &mut fastrand::Rng| -> Vec<(usize, CanonicalForm)> {
            let count = rng.usize(0..=3);
            (0..count)
                .map(|_| day_3[rng.usize(..day_3.len())])
                .collect()
        };
        let (left, right) = (pick(&mut rng), pick(&mut rng));
        let game = definition.game(
            left.iter().map(|&(g, _)| g).collect(),
            right.iter().map(|&(g, _)| g).collect(),
        );
        let forms =
            |side: &[(usize, CanonicalForm)]| side.iter().map(|&(_, f)| f).collect::<Vec<_>>();
        let form = CanonicalForm::new(&forms(&left), &forms(&right));
        let written = definition.of_canonical(form);
        assert!(
            definition.equal(game, written),
            "{form} is not its game's value"
        );
        definition.assert_canonical(form);
        games.push((game, form));
    }
    for &(g, g_form) in &games {
        for &(h, h_form) in &games {
            assert_eq!(
                g_form.compare(&h_form),
                definition.compare(g, h),
                "{g_form} vs {h_form}"
            );
        }
    }
    for _ in 0..150 {
        let (g, g_form) = games[rng.usize(..games.len())];
        let (h, h_form) = games[rng.usize(..games.len())];
        let sum = definition.sum(g, h);
        let written = definition.of_canonical(g_form + h_form);
        assert!(definition.equal(sum, written), "{g_form} + {h_form}");
        definition.assert_canonical(g_form + h_form);
    }
}
