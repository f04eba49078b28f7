//! The balancing strategy against brute-force play by the rules alone, on every position of up
//! to four piles of at most seven blocks, in normal and in misère play.

use std::collections::{BTreeSet, HashMap};

use game::{Nimber, Outcome, Player, Solver};
use nim::{Play, Position, small_positions};

fn every_small_position() -> Vec<Vec<u64>> {
    let all = small_positions(4, 7);
    assert_eq!(all.len(), 1 + 8 + 64 + 512 + 4096);
    all
}

/// Every move, as (pile, new height).
fn moves(heights: &[u64]) -> Vec<(usize, u64)> {
    let mut moves = Vec::new();
    for (pile, &height) in heights.iter().enumerate() {
        moves.extend((0..height).map(|to| (pile, to)));
    }
    moves
}

fn after(heights: &[u64], (pile, to): (usize, u64)) -> Vec<u64> {
    let mut after = heights.to_vec();
    after[pile] = to;
    after
}

fn as_pairs(moves: &[nim::Move]) -> BTreeSet<(usize, u64)> {
    let pair = |m: &nim::Move| (m.pile, u64::try_from(&m.to).unwrap());
    moves.iter().map(pair).collect()
}

/// Misère play by the definition: the player to move wins if they cannot move (the other player
/// took the last block), or if some move leaves the other player, to move, in a lost position.
struct MisereSolver {
    wins: HashMap<Vec<u64>, bool>,
}

impl MisereSolver {
    fn mover_wins(&mut self, heights: &[u64]) -> bool {
        if let Some(&known) = self.wins.get(heights) {
            return known;
        }
        let options = moves(heights);
        let wins = options.is_empty()
            || options
                .into_iter()
                .any(|chosen| !self.mover_wins(&after(heights, chosen)));
        self.wins.insert(heights.to_vec(), wins);
        wins
    }
}

#[test]
fn the_balancing_moves_are_exactly_the_winning_moves_in_normal_play() {
    let mut solver = Solver::new();
    for heights in every_small_position() {
        let position = Position::from_iter(heights.iter().copied());
        // Nim is impartial: who moves is only a name. After Left's move, Right is to move.
        let winning: BTreeSet<(usize, u64)> = moves(&heights)
            .into_iter()
            .filter(|&chosen| {
                let option = Position::from_iter(after(&heights, chosen));
                solver.winner(&option, Player::Right) == Player::Left
            })
            .collect();
        assert_eq!(
            as_pairs(&position.balancing_moves()),
            winning,
            "{heights:?}"
        );
        assert_eq!(
            as_pairs(&position.winning_moves(Play::Normal)),
            winning,
            "{heights:?}"
        );
        // The same strategy on machine words.
        let words: BTreeSet<(usize, u64)> = nim::balancing_moves(&heights)
            .iter()
            .map(|m| (m.pile, m.to))
            .collect();
        assert_eq!(words, winning, "{heights:?}");
        let outcome = solver.outcome(&position);
        assert_eq!(position.outcome(Play::Normal), outcome, "{heights:?}");
        assert_eq!(position.is_balanced(), outcome == Outcome::SecondPlayerWins);
    }
}

#[test]
fn grundy_values_are_nim_sums() {
    let mut solver = Solver::new();
    for heights in every_small_position() {
        let position = Position::from_iter(heights.iter().copied());
        let nim_sum = heights.iter().fold(0, |sum, height| sum ^ height);
        assert_eq!(solver.grundy(&position), Nimber(nim_sum), "{heights:?}");
        assert_eq!(position.nimber(), Some(Nimber(nim_sum)));
        assert_eq!(nim::nim_sum(&heights), nim_sum);
    }
}

#[test]
fn the_misere_moves_are_exactly_the_winning_moves_in_misere_play() {
    let mut misere = MisereSolver {
        wins: HashMap::new(),
    };
    for heights in every_small_position() {
        let position = Position::from_iter(heights.iter().copied());
        let winning: BTreeSet<(usize, u64)> = moves(&heights)
            .into_iter()
            .filter(|&chosen| !misere.mover_wins(&after(&heights, chosen)))
            .collect();
        assert_eq!(
            as_pairs(&position.winning_moves(Play::Misere)),
            winning,
            "{heights:?}"
        );
        let words: BTreeSet<(usize, u64)> = nim::misere_moves(&heights)
            .iter()
            .map(|m| (m.pile, m.to))
            .collect();
        assert_eq!(words, winning, "{heights:?}");
        let wins = misere.mover_wins(&heights);
        assert_eq!(nim::misere_first_player_wins(&heights), wins, "{heights:?}");
        let expected = if wins {
            Outcome::FirstPlayerWins
        } else {
            Outcome::SecondPlayerWins
        };
        assert_eq!(position.outcome(Play::Misere), expected, "{heights:?}");
        // A winning player always has a winning move, except in the position with no blocks,
        // which the player to move has already won.
        assert_eq!(
            wins && winning.is_empty(),
            heights.iter().all(|&height| height == 0)
        );
    }
}

#[test]
fn the_options_are_every_shorter_pile() {
    let position = Position::from_iter([2u32, 0, 1]);
    let options: Vec<String> = game::Game::options(&position, Player::Left)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(options, ["1 0 1", "0 0 1", "2 0 0"]);
    assert_eq!(
        game::Game::options(&position, Player::Right).len(),
        options.len()
    );
}
