//! The pen-and-paper exercises of `nim.md`.

use book_tests::pencil::answer;
use game::Outcome;
use nim::{Play, Position, nim_sum};

#[test]
fn exercise_8_4_piles_of_3_5_7() {
    let position: Position = "3 5 7".parse().unwrap();
    let moves = position.balancing_moves();
    let text = answer("nim.md", "8.4");
    text.says("the nim-sum", nim_sum(&[3u64, 5, 7]))
        .says("the number of winning moves", moves.len());
    assert_eq!(position.outcome(Play::Normal), Outcome::FirstPlayerWins);
    for chosen in &moves {
        text.says("a winning move", chosen);
    }
    assert_eq!(moves.len(), 3);
    // Each leaves a balanced position.
    for piles in [[2u64, 5, 7], [3, 4, 7], [3, 5, 6]] {
        assert_eq!(nim_sum(&piles), 0);
    }
    text.contains("$2 \\oplus 5 \\oplus 7$")
        .contains("$3 = 011$")
        .contains("$5 = 101$")
        .contains("$7 = 111$");
}

#[test]
fn exercise_8_5_misere_with_single_blocks() {
    let text = answer("nim.md", "8.5");
    let three: Position = "1 1 1".parse().unwrap();
    assert_eq!(three.outcome(Play::Normal), Outcome::FirstPlayerWins);
    text.says("misère 1 1 1", three.outcome(Play::Misere));

    let position: Position = "1 1 3".parse().unwrap();
    let normal = position.winning_moves(Play::Normal);
    let misere = position.winning_moves(Play::Misere);
    assert_eq!(normal.len(), 1);
    assert_eq!(misere.len(), 1);
    text.says("ordinary Nim's move", &normal[0])
        .says("misère Nim's move", &misere[0])
        .says("the nim-sum", nim_sum(&[1u64, 1, 3]));
    // Every one of the five moves, by playing them out: only 3 -> 1 wins.
    let moves = position.moves();
    assert_eq!(moves.len(), 5);
    for chosen in &moves {
        let after = position.play(chosen).unwrap();
        let wins = after.outcome(Play::Misere) == Outcome::SecondPlayerWins;
        assert_eq!(wins, chosen.to_string() == "pile 2: 3 -> 1", "{chosen}");
    }
    text.contains("the five moves");
    // Cutting the 3 to 2 hands the opponent a misère win, by cutting it to 1.
    let to_two: Position = "1 1 2".parse().unwrap();
    assert_eq!(to_two.outcome(Play::Misere), Outcome::FirstPlayerWins);
    text.says("the reply to 1 1 2", &to_two.winning_moves(Play::Misere)[0]);
    // Taking a single block: the opponent empties the 3 and leaves one single block.
    for single in ["0 1 3", "1 0 3"] {
        let after: Position = single.parse().unwrap();
        let replies = after.winning_moves(Play::Misere);
        assert_eq!(replies.len(), 1);
        text.says("the reply to a single block taken", &replies[0]);
        let left = after.play(&replies[0]).unwrap();
        assert_eq!(left.outcome(Play::Misere), Outcome::SecondPlayerWins);
    }
}
