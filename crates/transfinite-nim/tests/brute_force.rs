//! On finite heights, transfinite Nim is Nim: the balancing rule against brute-force play by the
//! rules alone (`game::Solver`) and against the `nim` crate, on every position of up to four piles
//! of at most seven blocks.

use std::collections::BTreeSet;

use game::{Nimber, Solver};
use ordinal::Ordinal;
use transfinite_nim::{Move, OrdinalHeight, OrdinalNimber, Position};

/// Every list of up to four heights of at most seven, the empty list first.
fn small_positions() -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    let mut newest = all.clone();
    for _ in 0..4 {
        newest = newest
            .iter()
            .flat_map(|heights: &Vec<u64>| {
                (0..=7).map(move |height| {
                    let mut longer = heights.clone();
                    longer.push(height);
                    longer
                })
            })
            .collect();
        all.extend(newest.iter().cloned());
    }
    assert_eq!(all.len(), 1 + 8 + 64 + 512 + 4096);
    all
}

fn ordinal_position(heights: &[u64]) -> Position {
    heights
        .iter()
        .map(|&height| OrdinalHeight::from(height))
        .collect()
}

/// Every move from finite heights: the pile, the height it leaves, and the heights after it.
fn moves_from(heights: &[u64]) -> impl Iterator<Item = (usize, u64, Vec<u64>)> + '_ {
    heights.iter().enumerate().flat_map(move |(pile, &height)| {
        (0..height).map(move |to| {
            let mut after = heights.to_vec();
            after[pile] = to;
            (pile, to, after)
        })
    })
}

fn as_pairs(moves: &[Move<OrdinalHeight>]) -> BTreeSet<(usize, u64)> {
    let pair = |m: &Move<OrdinalHeight>| (m.pile, m.to.to_u64().expect("a finite height"));
    moves.iter().map(pair).collect()
}

#[test]
fn the_value_is_the_brute_force_nim_value() {
    let mut solver = Solver::new();
    for heights in small_positions() {
        let position = ordinal_position(&heights);
        let grundy = solver.grundy(&position.to_finite().unwrap());
        assert_eq!(position.value(), OrdinalNimber::from(grundy), "{heights:?}");
        assert_eq!(position.value().to_nimber(), Some(grundy), "{heights:?}");
        assert_eq!(position.is_balanced(), grundy == Nimber(0), "{heights:?}");
    }
}

#[test]
fn the_balancing_moves_are_exactly_the_winning_moves() {
    let mut solver = Solver::new();
    for heights in small_positions() {
        let position = ordinal_position(&heights);
        // A move wins exactly when it leaves a position of nim value 0, which the player to move
        // next loses.
        let winning: BTreeSet<(usize, u64)> = moves_from(&heights)
            .filter(|(_, _, after)| {
                solver.grundy(&ordinal_position(after).to_finite().unwrap()) == Nimber(0)
            })
            .map(|(pile, to, _)| (pile, to))
            .collect();
        assert_eq!(
            as_pairs(&position.balancing_moves()),
            winning,
            "{heights:?}"
        );
    }
}

#[test]
fn finite_positions_agree_with_the_nim_crate() {
    for heights in small_positions() {
        let finite = nim::Position::from_iter(heights.iter().copied());
        let position: Position = finite
            .piles()
            .iter()
            .map(|height| OrdinalHeight(Ordinal::from(height)))
            .collect();
        assert_eq!(position, ordinal_position(&heights));
        assert_eq!(
            position.nim_sum().0,
            Ordinal::from(finite.nim_sum()),
            "{heights:?}"
        );
        assert_eq!(
            position.outcome(nim::Play::Normal),
            finite.outcome(nim::Play::Normal),
            "{heights:?}"
        );
        let theirs: BTreeSet<(usize, u64)> = finite
            .balancing_moves()
            .iter()
            .map(|m| (m.pile, u64::try_from(&m.to).unwrap()))
            .collect();
        assert_eq!(as_pairs(&position.balancing_moves()), theirs, "{heights:?}");
    }
}

#[test]
fn brute_force_plays_the_finite_positions_only() {
    // Brute force lists every move, so only finite heights implement `game::Game`: a transfinite
    // position is played through its finite twin, when it has one.
    let position = ordinal_position(&[3, 0, 2]);
    let finite = position.to_finite().unwrap();
    let options = game::Game::options(&finite, game::Player::Left);
    assert_eq!(options.len(), 5);
    assert!(options.contains(&nim::Position::new(vec![3, 0, 0])));
    let infinite: Position = "1, w".parse().unwrap();
    assert_eq!(infinite.to_finite(), None);
}

/// Misère play by the definition: the player to move wins if they cannot move (the other player
/// took the last block), or if some move leaves the other player in a lost position.
fn misere_mover_wins(
    heights: &[u64],
    known: &mut std::collections::HashMap<Vec<u64>, bool>,
) -> bool {
    if let Some(&wins) = known.get(heights) {
        return wins;
    }
    let mut wins = heights.iter().all(|&height| height == 0);
    for (_, _, after) in moves_from(heights) {
        wins |= !misere_mover_wins(&after, known);
    }
    known.insert(heights.to_vec(), wins);
    wins
}

#[test]
fn misere_moves_are_exactly_the_winning_moves_of_misere_play() {
    let mut known = std::collections::HashMap::new();
    for heights in small_positions() {
        let position = ordinal_position(&heights);
        let winning: BTreeSet<(usize, u64)> = moves_from(&heights)
            .filter(|(_, _, after)| !misere_mover_wins(after, &mut known))
            .map(|(pile, to, _)| (pile, to))
            .collect();
        let play = nim::Play::Misere;
        assert_eq!(
            as_pairs(&position.winning_moves(play)),
            winning,
            "{heights:?}"
        );
        let first_wins = misere_mover_wins(&heights, &mut known);
        let expected = if first_wins {
            game::Outcome::FirstPlayerWins
        } else {
            game::Outcome::SecondPlayerWins
        };
        assert_eq!(position.outcome(play), expected, "{heights:?}");
    }
}
