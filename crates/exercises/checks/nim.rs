//! The checks of chapter 8's exercises, against the `nim` crate on every small position.

use nim::{Play, Position, small_positions};

/// A few positions with tall piles, where a slip in the top bits shows.
fn tall_positions() -> Vec<Vec<u64>> {
    vec![
        vec![u64::MAX, 1],
        vec![u64::MAX, u64::MAX - 1, 3],
        vec![1 << 63, 1 << 62, 88],
        vec![88, 64, 16, 8],
        vec![1 << 40, 5, 1 << 40],
    ]
}

/// The crate's winning moves, as the exercises write them.
fn expected(piles: &[u64], play: Play) -> Vec<(usize, u64)> {
    let position = Position::from_iter(piles.iter().copied());
    let moves = position.winning_moves(play);
    let pair = |m: &nim::Move| (m.pile, u64::try_from(&m.to).expect("a shorter pile"));
    moves.iter().map(pair).collect()
}

pub(crate) fn check_unpaired_powers(answer: impl Fn(&[u64]) -> Vec<u64>) {
    expect_eq!(
        answer(&[1, 3, 5, 7]),
        [0u64; 0],
        "unpaired_powers([1, 3, 5, 7])"
    );
    expect_eq!(
        answer(&[2, 3, 5, 7]),
        [2, 1],
        "unpaired_powers([2, 3, 5, 7])"
    );
    expect_eq!(answer(&[88]), [64, 16, 8], "unpaired_powers([88])");
    for piles in small_positions(4, 15).into_iter().chain(tall_positions()) {
        let sum = nim::nim_sum(&piles);
        expect_eq!(
            answer(&piles),
            nim::powers_of_two(sum),
            "unpaired_powers({piles:?})"
        );
    }
}

pub(crate) fn check_balancing_moves(answer: impl Fn(&[u64]) -> Vec<(usize, u64)>) {
    expect_eq!(
        answer(&[3, 4, 5]),
        [(0, 1)],
        "balancing_moves([3, 4, 5]), piles counted from 0"
    );
    expect_eq!(answer(&[1, 3, 5, 7]), [], "balancing_moves([1, 3, 5, 7])");
    for piles in small_positions(4, 7).into_iter().chain(tall_positions()) {
        let expected = expected(&piles, Play::Normal);
        expect_eq!(answer(&piles), expected, "balancing_moves({piles:?})");
    }
}

pub(crate) fn check_misere_moves(answer: impl Fn(&[u64]) -> Vec<(usize, u64)>) {
    expect_eq!(
        answer(&[1, 1, 5]),
        [(2, 1)],
        "misere_moves([1, 1, 5]), piles counted from 0"
    );
    expect_eq!(answer(&[1, 1, 1]), [], "misere_moves([1, 1, 1])");
    for piles in small_positions(4, 7).into_iter().chain(tall_positions()) {
        let expected = expected(&piles, Play::Misere);
        expect_eq!(answer(&piles), expected, "misere_moves({piles:?})");
    }
}
