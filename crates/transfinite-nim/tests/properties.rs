//! Beyond the finite, where brute force cannot go: the balancing rule's properties on thousands
//! of random positions of ordinal heights (fixed seeds), and the nim-sum against a plain model.

mod common;

use std::collections::{BTreeMap, BTreeSet};

use common::Generator;
use ordinal::Ordinal;
use transfinite_nim::{OrdinalHeight, Position, balancing_moves, is_balanced, nim_add, nim_sum};

/// The position with these piles.
fn position_of(piles: &[Ordinal]) -> Position {
    Position::new(piles.iter().cloned().map(OrdinalHeight).collect())
}

/// The heights of a position's piles.
fn ordinals(piles: &[OrdinalHeight]) -> Vec<Ordinal> {
    piles.iter().map(|pile| pile.0.clone()).collect()
}

/// The nim-sum the slow, obvious way: count every exponent of every base-2 form.
fn model_unpaired(piles: &[Ordinal]) -> Vec<Ordinal> {
    let mut counts: BTreeMap<Ordinal, usize> = BTreeMap::new();
    for pile in piles {
        for exponent in pile.base2() {
            *counts.entry(exponent).or_default() += 1;
        }
    }
    let odd = counts.into_iter().filter(|(_, count)| count % 2 == 1);
    odd.rev().map(|(exponent, _)| exponent).collect()
}

/// Random positions of one to six piles. A third are balanced on purpose, by adding a pile equal
/// to the nim-sum of the others and shuffling; a third are made of a few shared powers of two.
fn positions(seed: u64, count: usize) -> Vec<Vec<Ordinal>> {
    let mut generator = Generator::new(seed);
    let mut positions = Vec::with_capacity(count);
    for index in 0..count {
        let size = generator.usize(1..7);
        let mut piles = if index % 3 == 1 {
            generator.related_piles(size, 2)
        } else {
            generator.piles(size, 2)
        };
        if index % 3 == 0 {
            piles.push(Ordinal::from_base2(&model_unpaired(&piles)));
            let at = generator.usize(0..piles.len());
            let last = piles.len() - 1;
            piles.swap(at, last);
        }
        positions.push(piles);
    }
    positions
}

#[test]
fn the_nim_sum_keeps_the_powers_that_turn_up_an_odd_number_of_times() {
    for piles in positions(1, 3000) {
        let unpaired = model_unpaired(&piles);
        let digits: Vec<Ordinal> = transfinite_nim::unpaired_digits(&piles)
            .iter()
            .map(|digit| digit.exponent())
            .collect();
        assert_eq!(digits, unpaired, "{piles:?}");
        let sum = nim_sum(&piles);
        assert_eq!(sum.base2(), unpaired, "{piles:?}");
        assert_eq!(is_balanced(&piles), unpaired.is_empty(), "{piles:?}");
        // Pile by pile, in any order, gives the same.
        let folded = piles
            .iter()
            .fold(Ordinal::ZERO, |sum, pile| nim_add(&sum, pile));
        assert_eq!(folded, sum, "{piles:?}");
        let reversed: Vec<Ordinal> = piles.iter().rev().cloned().collect();
        assert_eq!(nim_sum(&reversed), sum, "{piles:?}");
    }
}

#[test]
fn the_nim_sum_is_a_group_of_order_two() {
    let mut generator = Generator::new(2);
    for _ in 0..2000 {
        let [a, b, c] = [0, 1, 2].map(|_| generator.ordinal(2));
        assert_eq!(nim_add(&a, &b), nim_add(&b, &a));
        assert_eq!(nim_add(&nim_add(&a, &b), &c), nim_add(&a, &nim_add(&b, &c)));
        assert_eq!(nim_add(&a, &Ordinal::ZERO), a);
        assert!(nim_add(&a, &a).is_zero());
    }
}

#[test]
fn every_balancing_move_balances() {
    let mut moves_seen = 0;
    for piles in positions(3, 3000) {
        let position = position_of(&piles);
        for chosen in balancing_moves(&piles) {
            assert_eq!(chosen.from, piles[chosen.pile]);
            assert!(chosen.to < chosen.from, "{chosen}");
            let chosen = transfinite_nim::Move {
                pile: chosen.pile,
                from: OrdinalHeight(chosen.from),
                to: OrdinalHeight(chosen.to),
            };
            let after = position.play(&chosen).expect("a legal move");
            assert!(after.is_balanced(), "{chosen} from {position}");
            assert_eq!(
                model_unpaired(&ordinals(after.piles())),
                Vec::<Ordinal>::new()
            );
            moves_seen += 1;
        }
    }
    assert!(moves_seen > 1500, "only {moves_seen} moves");
}

#[test]
fn balanced_positions_have_no_balancing_move_and_every_move_unbalances_them() {
    let mut generator = Generator::new(4);
    let mut balanced = 0;
    for piles in positions(4, 3000) {
        if !model_unpaired(&piles).is_empty() {
            continue;
        }
        balanced += 1;
        assert!(balancing_moves(&piles).is_empty(), "{piles:?}");
        let position = position_of(&piles);
        // Any move at all, on any nonempty pile, unbalances.
        for (pile, height) in piles.iter().enumerate() {
            if height.is_zero() {
                continue;
            }
            for _ in 0..3 {
                let to = generator.below(height, 2);
                let after = position
                    .play(&position.move_to(pile, to.into()).unwrap())
                    .unwrap();
                assert!(!after.is_balanced(), "{after} from {position}");
            }
        }
    }
    assert!(balanced >= 1000, "only {balanced} balanced positions");
}

#[test]
fn every_unbalanced_position_has_a_balancing_move() {
    let mut unbalanced = 0;
    for piles in positions(5, 3000) {
        if model_unpaired(&piles).is_empty() {
            continue;
        }
        unbalanced += 1;
        assert!(!balancing_moves(&piles).is_empty(), "{piles:?}");
    }
    assert!(unbalanced >= 1500, "only {unbalanced} unbalanced positions");
}

#[test]
fn the_moves_are_exactly_the_piles_holding_the_largest_unpaired_power() {
    let mut several = 0;
    for piles in positions(6, 3000) {
        let moves = balancing_moves(&piles);
        let piles_moved: BTreeSet<usize> = moves.iter().map(|chosen| chosen.pile).collect();
        assert_eq!(
            piles_moved.len(),
            moves.len(),
            "one move per pile: {piles:?}"
        );
        let expected: BTreeSet<usize> = match model_unpaired(&piles).first() {
            None => BTreeSet::new(),
            Some(top) => (0..piles.len())
                .filter(|&pile| piles[pile].base2().contains(top))
                .collect(),
        };
        assert_eq!(piles_moved, expected, "{piles:?}");
        // Each pile's new height is forced: it is the nim-sum of the others.
        for chosen in &moves {
            let mut others = piles.clone();
            others.remove(chosen.pile);
            assert_eq!(chosen.to, Ordinal::from_base2(&model_unpaired(&others)));
        }
        several += usize::from(moves.len() >= 2);
    }
    assert!(
        several >= 100,
        "only {several} positions with several balancing moves"
    );
}

/// The `nim` crate's balancing rule is written once for any pile height that can nim-add. Given
/// ordinals, through [`OrdinalHeight`], it must find the same moves.
#[test]
fn the_nim_crate_finds_the_same_moves_on_ordinal_heights() {
    for piles in positions(7, 1000) {
        let wrapped: Vec<OrdinalHeight> = piles.iter().cloned().map(OrdinalHeight).collect();
        let theirs: Vec<(usize, Ordinal)> = nim::balancing_moves(&wrapped)
            .into_iter()
            .map(|chosen| (chosen.pile, chosen.to.0))
            .collect();
        let ours: Vec<(usize, Ordinal)> = balancing_moves(&piles)
            .into_iter()
            .map(|chosen| (chosen.pile, chosen.to))
            .collect();
        assert_eq!(ours, theirs, "{piles:?}");
        assert_eq!(nim::nim_sum(&wrapped).0, nim_sum(&piles));
    }
}

/// The strategy's induction step, which with the empty position proves it for every position: from
/// a position the rule calls won, its winning moves lead to positions it calls lost; from a
/// position it calls lost, every move leads to a position it calls won.
fn strategy_is_consistent(play: nim::Play, seed: u64) {
    use game::Outcome::{FirstPlayerWins, SecondPlayerWins};
    let mut generator = Generator::new(seed);
    let (mut won, mut lost) = (0, 0);
    for piles in positions(seed, 1500) {
        let position = position_of(&piles);
        if position.is_empty() {
            // Nobody can move: in misère play the player to move has already won.
            continue;
        }
        let moves = position.winning_moves(play);
        match position.outcome(play) {
            FirstPlayerWins => {
                won += 1;
                assert!(!moves.is_empty(), "{position}");
                for chosen in moves {
                    let after = position.play(&chosen).unwrap();
                    assert_eq!(
                        after.outcome(play),
                        SecondPlayerWins,
                        "{chosen} from {position}"
                    );
                }
            }
            SecondPlayerWins => {
                lost += 1;
                assert!(moves.is_empty(), "{position}");
                for (pile, height) in piles.iter().enumerate() {
                    if height.is_zero() {
                        continue;
                    }
                    let to = generator.below(height, 2);
                    let after = position
                        .play(&position.move_to(pile, to.into()).unwrap())
                        .unwrap();
                    assert_eq!(
                        after.outcome(play),
                        FirstPlayerWins,
                        "{after} from {position}"
                    );
                }
            }
            other => panic!("Nim is impartial, not {other:?}"),
        }
    }
    assert!(won >= 400 && lost >= 400, "{won} won, {lost} lost");
}

#[test]
fn normal_play_strategy_is_consistent() {
    strategy_is_consistent(nim::Play::Normal, 8);
}

#[test]
fn misere_play_strategy_is_consistent() {
    strategy_is_consistent(nim::Play::Misere, 9);
}

#[test]
fn misere_play_near_the_end() {
    let moves = |text: &str| -> Vec<String> {
        let position: Position = text.parse().unwrap();
        let moves = position.winning_moves(nim::Play::Misere);
        moves.iter().map(|chosen| chosen.to_string()).collect()
    };
    // One tall pile: leave an odd number of single blocks.
    assert_eq!(moves("1, 1, w"), ["pile 2: ω -> 1"]);
    assert_eq!(moves("1, e0"), ["pile 1: ε₀ -> 0"]);
    // Two tall piles: balance, as in normal play.
    assert_eq!(moves("w, w+1"), ["pile 1: ω+1 -> ω"]);
    assert_eq!(moves("1, 1"), ["pile 0: 1 -> 0", "pile 1: 1 -> 0"]);
    assert!(moves("1").is_empty());
}
