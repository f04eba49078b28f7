//! The claims of the source (a lesson on Nim for schoolchildren), checked: by the strategy on
//! the positions it names, and by brute force on every small position where it makes a general
//! claim. Two claims need care: the number of blocks a balancing move removes, and which
//! positions are "nontrivial" in misère play.

use game::{Outcome, Player, Solver};
use nim::{Play, Position, binary_places, powers_of_two, small_positions};

fn position(text: &str) -> Position {
    text.parse().unwrap()
}

#[test]
fn two_equal_piles_are_a_second_player_win_by_copying() {
    let mut solver = Solver::new();
    for height in 0..=12u32 {
        let pair = Position::from_iter([height, height]);
        assert!(pair.is_balanced());
        assert_eq!(solver.outcome(&pair), Outcome::SecondPlayerWins);
    }
    for (a, b) in [(3u32, 5u32), (1, 2), (7, 4)] {
        assert_eq!(
            solver.outcome(&Position::from_iter([a, b])),
            Outcome::FirstPlayerWins
        );
    }
}

#[test]
fn a_pair_of_equal_piles_cancels_in_any_position() {
    let mut solver = Solver::new();
    for heights in small_positions(2, 5) {
        for pair in 0..=4u64 {
            let alone = Position::from_iter(heights.iter().copied());
            let with_pair = Position::from_iter(heights.iter().copied().chain([pair, pair]));
            assert_eq!(with_pair.value(), alone.value());
            assert_eq!(solver.grundy(&with_pair), solver.grundy(&alone));
        }
    }
}

#[test]
fn piles_of_one_and_two() {
    // An odd number of piles of one height only: take a whole pile of that height.
    let moves = position("1 2 2").balancing_moves();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].to_string(), "pile 0: 1 -> 0");
    let moves = position("2 1 1").balancing_moves();
    assert_eq!(moves[0].to_string(), "pile 0: 2 -> 0");
    // Odd numbers of both: turn a pile of two into a pile of one.
    let moves = position("1 2 2 2").balancing_moves();
    let moves: Vec<String> = moves.iter().map(ToString::to_string).collect();
    assert_eq!(
        moves,
        ["pile 1: 2 -> 1", "pile 2: 2 -> 1", "pile 3: 2 -> 1"]
    );
    // And on every position of piles of one and two, that is the whole story.
    for heights in small_positions(5, 2) {
        let ones = heights.iter().filter(|&&h| h == 1).count();
        let twos = heights.iter().filter(|&&h| h == 2).count();
        let expected_to: Option<u64> = match (ones % 2, twos % 2) {
            (0, 0) => None,
            (1, 0) => Some(0), // a pile of one is taken
            (0, 1) => Some(0), // a pile of two is taken
            _ => Some(1),      // a pile of two becomes one
        };
        let moves = nim::balancing_moves(&heights);
        assert_eq!(moves.is_empty(), expected_to.is_none(), "{heights:?}");
        for chosen in moves {
            assert_eq!(Some(chosen.to), expected_to, "{heights:?}");
        }
    }
}

#[test]
fn one_two_three_is_balanced_because_three_counts_as_two_and_one() {
    assert_eq!(powers_of_two(3), [2, 1]);
    let start = position("1 2 3");
    assert!(start.is_balanced());
    // Every move on 1 2 3 has a reply that balances again.
    for chosen in start.moves() {
        let after = start.play(&chosen).unwrap();
        assert!(!after.is_balanced(), "{after}");
        assert!(!after.balancing_moves().is_empty(), "{after}");
    }
    assert_eq!(start.moves().len(), 6);
    assert_eq!(
        Solver::new().winner(&start, Player::Left),
        Player::Right,
        "whoever starts on 1 2 3 loses"
    );
}

#[test]
fn powers_of_two_substacks() {
    assert_eq!(powers_of_two(88), [64, 16, 8]);
    assert_eq!(binary_places(&88u32.into()), [6, 4, 3]);
    assert_eq!(format!("{:b}", 88), "1011000");
    for (height, substacks) in [
        (3, vec![2, 1]),
        (4, vec![4]),
        (5, vec![4, 1]),
        (6, vec![4, 2]),
        (7, vec![4, 2, 1]),
    ] {
        assert_eq!(powers_of_two(height), substacks);
        assert_eq!(substacks.iter().sum::<u64>(), height);
    }
    // Counting on fingers: ten fingers count up to 1023.
    assert_eq!(powers_of_two(1023).len(), 10);
    assert_eq!(powers_of_two(1024).len(), 1);
}

#[test]
fn one_three_five_seven_is_balanced_in_normal_and_misere_play() {
    let start = position("1 3 5 7");
    assert!(start.is_balanced());
    assert_eq!(start.value().to_string(), "0");
    assert_eq!(start.outcome(Play::Normal), Outcome::SecondPlayerWins);
    assert_eq!(start.outcome(Play::Misere), Outcome::SecondPlayerWins);
    assert_eq!(
        position("1 2 3").outcome(Play::Misere),
        Outcome::SecondPlayerWins
    );
    assert_eq!(Solver::new().outcome(&start), Outcome::SecondPlayerWins);
}

#[test]
fn every_move_unbalances_a_balanced_position_and_every_unbalanced_one_can_be_balanced() {
    for heights in small_positions(4, 7) {
        let start = Position::from_iter(heights.iter().copied());
        if start.is_balanced() {
            let unbalanced = start
                .moves()
                .iter()
                .all(|m| !start.play(m).unwrap().is_balanced());
            assert!(unbalanced, "{start}");
        } else {
            let moves = start.balancing_moves();
            assert!(!moves.is_empty(), "{start}");
            // Play on any pile holding the largest unbalanced power of two; those are all.
            let sum = start.nim_sum();
            let top = sum.bits() - 1;
            for (pile, height) in start.piles().iter().enumerate() {
                let holds_top = height.bit(top);
                assert_eq!(moves.iter().any(|m| m.pile == pile), holds_top, "{start}");
            }
        }
    }
}

/// The source says a balancing move on a pile holding the largest unbalanced power 2^k removes
/// "between 1 and 2^k" blocks. It can remove up to 2^(k+1) − 1: a single pile of 3 has k = 1,
/// and its only balancing move takes all 3 blocks. The 2^k substack goes, and the smaller
/// substacks are rebuilt, so between 1 and 2^(k+1) − 1 blocks are taken.
#[test]
fn a_balancing_move_can_remove_more_than_the_largest_unbalanced_power() {
    let mut more_than_claimed = Vec::new();
    for heights in small_positions(3, 15) {
        let sum = nim::nim_sum(&heights);
        if sum == 0 {
            continue;
        }
        let power = 1u64 << (63 - sum.leading_zeros());
        for chosen in nim::balancing_moves(&heights) {
            let taken = chosen.from - chosen.to;
            assert!((1..2 * power).contains(&taken), "{heights:?}");
            if taken > power {
                more_than_claimed.push(heights.clone());
            }
        }
    }
    assert_eq!(more_than_claimed.first(), Some(&vec![3]));
    let moves = position("3").balancing_moves();
    assert_eq!(moves[0].to_string(), "pile 0: 3 -> 0");
}

/// "All nontrivial Nim positions that are winning for regular Nim are also winning for misère
/// Nim" (winning for the second player). The right meaning of nontrivial: some pile holds two
/// blocks or more. Then normal and misère play have the same winner, both ways round. When every
/// pile holds at most one block they always have opposite winners.
#[test]
fn misere_and_normal_play_agree_exactly_when_some_pile_has_two_blocks() {
    for heights in small_positions(4, 7) {
        let start = Position::from_iter(heights.iter().copied());
        let same = start.outcome(Play::Normal) == start.outcome(Play::Misere);
        let nontrivial = heights.iter().any(|&height| height >= 2);
        assert_eq!(same, nontrivial, "{heights:?}");
    }
}

#[test]
fn the_last_block_is_a_balancing_move() {
    let moves = position("0 4 0").balancing_moves();
    assert_eq!(moves[0].to_string(), "pile 1: 4 -> 0");
    assert!(position("0 0 0").is_balanced());
}
