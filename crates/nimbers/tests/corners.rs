//! Turning Corners searched by brute force, by its rules alone, against the rule that a position
//! is worth the nim-sum of its heads' nim-products.

use game::{Game, Nimber, Player, Solver};
use nimbers::NimField;
use nimbers::corners::{Board, coin_value};

/// The least nimber not among `values`.
fn mex(values: impl IntoIterator<Item = Nimber>) -> Nimber {
    let mut values: Vec<u64> = values.into_iter().map(|value| value.0).collect();
    values.sort_unstable();
    values.dedup();
    let missing = values
        .iter()
        .enumerate()
        .find(|&(at, &value)| at as u64 != value);
    Nimber(missing.map_or(values.len(), |(at, _)| at) as u64)
}

#[test]
fn every_position_of_the_4_by_4_board() {
    let mut solver = Solver::new();
    let cells: Vec<(usize, usize)> = (0..4).flat_map(|r| (0..4).map(move |c| (r, c))).collect();
    for mask in 0..1u32 << 16 {
        let heads = (0..16)
            .filter(|bit| mask >> bit & 1 == 1)
            .map(|bit| cells[bit]);
        let board = Board::from_heads(4, 4, heads);
        let product_rule: Nimber = board
            .heads()
            .map(|(row, column)| Nimber(row as u64).times(&Nimber(column as u64)))
            .sum();
        assert_eq!(solver.grundy(&board), product_rule, "{board}");
        assert_eq!(board.value(), product_rule, "{board}");
        let to_zero: Vec<_> = (board.moves())
            .filter(|chosen| solver.grundy(&board.play(chosen).unwrap()) == Nimber(0))
            .collect();
        assert_eq!(board.winning_moves(), to_zero, "{board}");
    }
}

#[test]
fn single_coins_on_boards_of_up_to_16_coins_by_brute_force() {
    for row in 0..16 {
        for column in 0..16 {
            if (row + 1) * (column + 1) <= 16 {
                let board = Board::from_heads(row + 1, column + 1, [(row, column)]);
                let searched = Solver::new().grundy(&board);
                assert_eq!(searched, coin_value(row, column), "({row}, {column})");
            }
        }
    }
}

/// A single coin's value is the mex of its moves' values; each move leaves three coins, worth
/// the nim-sum of their values alone (the rule the 4 × 4 board checks on every position).
#[test]
fn single_coins_up_to_16_by_16() {
    let mut value = [[Nimber(0); 16]; 16];
    for row in 0..16 {
        for column in 0..16 {
            let board = Board::from_heads(16, 16, [(row, column)]);
            let options = board.options(Player::Left).into_iter().map(|option| {
                let coins = option.heads().map(|(r, c)| value[r][c]);
                coins.sum::<Nimber>()
            });
            value[row][column] = mex(options);
            assert_eq!(
                value[row][column],
                coin_value(row, column),
                "({row}, {column})"
            );
        }
    }
    // The field of 16 is the coins of the square 16 × 16: 15 ⊗ 15 = 9, and 8 ⊗ 8 = 13.
    assert_eq!((value[15][15], value[8][8]), (Nimber(9), Nimber(13)));
}

#[test]
fn the_picture_is_drawn_on_a_card() {
    let board: Board = "..../.H../..../..HH".parse().unwrap();
    let svg = board.svg(board.winning_moves().first());
    assert!(game::svg::drawn_on_a_card(&svg));
    assert!(svg.contains(r#"data-coin="3 3""#));
    assert_eq!(svg.matches("<circle").count(), 16 + 4);
}
