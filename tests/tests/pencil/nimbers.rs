//! The pen-and-paper exercises of `nimbers.md`.

use book_tests::pencil::answer;
use game::Nimber;
use nimbers::NimField;
use nimbers::corners::{Board, Move, coin_value};

/// The nim-product of two small nimbers, as a number.
fn times(a: u64, b: u64) -> u64 {
    Nimber(a).times(&Nimber(b)).0
}

#[test]
fn exercise_11_4_eight_times_eight() {
    let text = answer("nimbers.md", "11.4");
    // 8 = 2⊗4, a product of distinct Fermat 2-powers.
    assert_eq!(times(2, 4), 8);
    text.says("2⊗4", times(2, 4))
        .says("2⊗2", times(2, 2))
        .says("4⊗4", times(4, 4))
        .contains("(2 \\otimes 2) \\otimes (4 \\otimes 4) = 3 \\otimes 6");
    assert_eq!((times(2, 2), times(4, 4)), (3, 6));
    // 3⊗6, distributed: 2⊗4 + 2⊗2 + 4 + 2.
    assert_eq!(times(3, 6), times(2, 4) ^ times(2, 2) ^ 4 ^ 2);
    assert_eq!(8 ^ 3 ^ 4 ^ 2, 13);
    text.contains("8 \\oplus 3 \\oplus\n4 \\oplus 2 = 13");
    assert_eq!(times(8, 8), 13);
    assert_eq!(times(3, 6), 13);
    text.says("8⊗8", times(8, 8));
    // The inverse of 8, in column 10 of row 8.
    let inverse = Nimber(8).inverse().unwrap();
    assert_eq!(times(8, inverse.0), 1);
    text.says("the inverse of 8", inverse.0)
        .contains("column 10: $8 \\otimes 10 = 1$");
}

#[test]
fn exercise_11_5_two_coins_on_a_diagonal() {
    let text = answer("nimbers.md", "11.5");
    let board: Board = ".../.H./..H".parse().unwrap();
    assert_eq!((coin_value(1, 1), coin_value(2, 2)), (Nimber(1), Nimber(3)));
    text.contains("$1 \\otimes 1 = 1$ and $2 \\otimes 2 = 3$");
    let value = board.value();
    assert_eq!(value, Nimber(2));
    text.contains("$1 \\oplus 3 = 2$");
    // The reasoning: far corner (2, 2), near row 1: 2 ⊕ c' = 2 ⊗ 3⁻¹ = 2 ⊗ 2 = 3, c' = 1.
    assert_eq!(Nimber(3).inverse(), Ok(Nimber(2)));
    assert_eq!(Nimber(2).divided_by(&Nimber(3)), Ok(Nimber(3)));
    text.contains("$2 \\oplus c' = 2 \\otimes 3^{-1} = 2 \\otimes 2 = 3$ and $c' = 1$");
    // Near row 0 would need c' = 3.
    assert_eq!(Nimber(2).divided_by(&Nimber(2)), Ok(Nimber(1)));
    assert_eq!(2 ^ 1, 3);
    text.contains("and $c' = 3$");
    // The one winning move, and what it leaves.
    let chosen = Move {
        row: 2,
        column: 2,
        near_row: 1,
        near_column: 1,
    };
    assert_eq!(board.winning_moves(), [chosen]);
    text.contains("The one winning move is the\nrectangle $(1, 1)$–$(2, 2)$");
    assert_eq!(chosen.to_string(), "(1, 1)–(2, 2)");
    let after = board.play(&chosen).unwrap();
    assert_eq!(after.to_string(), ".../..H/.H.");
    assert_eq!(after.heads().collect::<Vec<_>>(), [(1, 2), (2, 1)]);
    assert_eq!((coin_value(1, 2), coin_value(2, 1)), (Nimber(2), Nimber(2)));
    assert_eq!(after.value(), Nimber(0));
    text.contains("each worth $1 \\otimes 2 = 2$");
}
