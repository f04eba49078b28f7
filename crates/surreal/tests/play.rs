//! The computer against every reply of a small search: on sums of small recurring rows it must
//! win whenever the value says it can, whatever the reader does (copy counts up to a bound). A
//! game is followed until no recurring row is left; the finite position is then judged by
//! chapter 3 (`hackenstrings`, checked there against brute-force play), not by this chapter's
//! values.

use std::collections::HashSet;

use game::{Outcome, Player};
use surreal::play::{Copies, Move, Position};

/// The largest copy count the reader tries at each level.
const READER_COPIES: usize = 3;

/// Every row of at most `longest` symbols (pebbles and parentheses), nested at most `deepest`,
/// with no empty parentheses.
fn small_rows(longest: usize, deepest: usize) -> Vec<String> {
    let mut rows = Vec::new();
    // (text, open parentheses still unclosed, whether the innermost open one holds something)
    let mut frontier = vec![(String::new(), Vec::<bool>::new())];
    for _ in 0..=longest {
        let mut next = Vec::new();
        for (text, open) in frontier {
            if open.is_empty() {
                rows.push(text.clone());
            }
            if text.len() == longest {
                continue;
            }
            for symbol in ['A', 'B', '(', ')'] {
                let mut open = open.clone();
                match symbol {
                    '(' if open.len() < deepest => open.push(false),
                    '(' => continue,
                    ')' => match open.pop() {
                        Some(true) => {
                            if let Some(outer) = open.last_mut() {
                                *outer = true;
                            }
                        }
                        _ => continue,
                    },
                    _ => {
                        if let Some(inner) = open.last_mut() {
                            *inner = true;
                        }
                    }
                }
                next.push((format!("{text}{symbol}"), open));
            }
        }
        frontier = next;
    }
    rows
}

fn is_finite(position: &Position) -> bool {
    position.rows().iter().all(|row| row.depth() == 0)
}

/// Who wins a finite position with `to_move` to play, by chapter 3.
fn finite_winner(position: &Position, to_move: Player) -> Player {
    let text = position.to_string();
    let text = if text == "0" { String::new() } else { text };
    let finite: hackenstrings::Position = text.parse().expect("a finite position");
    let value = finite.number().expect("no neutral pebbles");
    if value.is_positive() {
        Player::Left
    } else if value.is_negative() {
        Player::Right
    } else {
        to_move.opponent()
    }
}

/// Every reply of the reader's with at most [`READER_COPIES`] copies at each level, expanded from
/// the outside in.
fn replies(position: &Position, reader: Player) -> Vec<Move> {
    let mut replies = Vec::new();
    for choice in position.moves(reader) {
        let mut counts = vec![1; choice.levels];
        loop {
            replies.push(choice.with_copies(&counts));
            // The next combination of counts, like an odometer.
            let Some(level) = counts.iter().rposition(|&c| c < READER_COPIES) else {
                break;
            };
            counts[level] += 1;
            counts[level + 1..].fill(1);
        }
    }
    replies
}

/// Plays the computer (`computer`) against every bounded reply from `position` with `to_move`
/// to play, asserting that the computer wins; `seen` collects the positions visited.
fn computer_wins(
    position: &Position,
    computer: Player,
    to_move: Player,
    seen: &mut HashSet<(String, Player)>,
) {
    if !seen.insert((position.to_string(), to_move)) {
        return;
    }
    if is_finite(position) {
        assert_eq!(
            finite_winner(position, to_move),
            computer,
            "the computer ({computer}) loses {position} with {to_move} to move"
        );
        return;
    }
    if to_move == computer {
        let mv = position
            .winning_move(computer)
            .expect("values")
            .unwrap_or_else(|| panic!("no winning move for {computer} in {position}"));
        let after = position.play(computer, &mv).expect("a legal move");
        // The fewest copies: one fewer would not win.
        if let Some(&outer) = mv.copies.first()
            && outer.made > 1
        {
            let mut fewer = mv.clone();
            fewer.copies[0] = Copies::last_of(outer.made - 1);
            let short = position.play(computer, &fewer).expect("a legal move");
            assert_eq!(
                wins_by_value(&short, computer, computer.opponent()),
                Some(false),
                "{computer}'s move {mv} in {position} is not the fewest copies"
            );
        }
        // The best move wins too (it may leave more to spare).
        let best = position
            .best_move(computer)
            .expect("values")
            .expect("a move");
        let after_best = position.play(computer, &best).expect("a legal move");
        assert_eq!(
            wins_by_value(&after_best, computer, computer.opponent()),
            Some(true),
            "{computer}'s best move {best} in {position}"
        );
        computer_wins(&after, computer, computer.opponent(), seen);
    } else {
        for reply in replies(position, to_move) {
            let after = position.play(to_move, &reply).expect("a legal reply");
            computer_wins(&after, computer, computer, seen);
        }
    }
}

/// Whether `player` wins `position` with `to_move` to play, by its value; `None` when it has no
/// value to judge by (two rows worth infinite sums).
fn wins_by_value(position: &Position, player: Player, to_move: Player) -> Option<bool> {
    let outcome = position.outcome().ok()?;
    Some(match outcome {
        Outcome::LeftWins => player == Player::Left,
        Outcome::RightWins => player == Player::Right,
        _ => to_move != player,
    })
}

/// The search on one position, for both players as the computer and both starters. Returns how
/// many positions the reader's replies led to.
fn check(text: &str) -> usize {
    let position: Position = text.parse().unwrap();
    let mut visited = 0;
    for computer in Player::BOTH {
        for to_move in Player::BOTH {
            let Some(wins) = wins_by_value(&position, computer, to_move) else {
                return 0;
            };
            if wins {
                let mut seen = HashSet::new();
                computer_wins(&position, computer, to_move, &mut seen);
                visited += seen.len();
            } else {
                if to_move == computer {
                    let mv = position.winning_move(computer).expect("values");
                    assert_eq!(mv, None, "{computer} cannot win {position} moving first");
                }
                // The computer on the losing side plays its best; the other side's winning
                // moves must beat it, to the end judged by chapter 3.
                let winner = computer.opponent();
                let (mut game, mut turn) = (position.clone(), to_move);
                while !is_finite(&game) {
                    let mv = if turn == winner {
                        game.winning_move(turn).expect("values")
                    } else {
                        game.best_move(turn).expect("values")
                    };
                    let Some(mv) = mv else {
                        assert_eq!(turn, computer, "{winner} has no winning move in {game}");
                        break;
                    };
                    game = game.play(turn, &mv).expect("a legal move");
                    turn = turn.opponent();
                }
                if is_finite(&game) {
                    assert_eq!(finite_winner(&game, turn), winner, "{position} ends {game}");
                }
            }
        }
    }
    visited
}

#[test]
fn walkers_positions() {
    for text in [
        "A B ( B A ) + A B ( B A ) + A B ( B A ) + B",
        "A B ( B A ) A + B A ( A B )",
        "( A ) A + B + ( B )",
        "( A ) + B B B",
        "( A ) ( B ) + ( B )",
        "A B ( A ) + B",
        "A B ( A ) + A ( B ) + B",
        "A B ( A ) A + B",
        "( ( A ) ) + ( B ) ( B )",
    ] {
        check(text);
    }
}

#[test]
fn every_small_recurring_row_beside_a_finite_row() {
    let rows = small_rows(6, 3);
    let recurring: Vec<&String> = rows.iter().filter(|r| r.contains('(')).collect();
    let finite = ["A", "B", "A B", "B A", "B B", "A A", "A B B", "B A A"];
    let mut visited = 0;
    for row in &recurring {
        for other in finite {
            visited += check(&format!("{row} + {other}"));
        }
    }
    assert_eq!(recurring.len(), 248);
    assert!(visited > 19_000, "{visited}");
}

#[test]
fn every_pair_of_small_recurring_rows() {
    let rows = small_rows(5, 2);
    let recurring: Vec<&String> = rows.iter().filter(|r| r.contains('(')).collect();
    let mut visited = 0;
    for a in &recurring {
        for b in &recurring {
            visited += check(&format!("{a} + {b}"));
        }
    }
    assert_eq!(recurring.len(), 64);
    assert!(visited > 80_000, "{visited}");
}

#[test]
fn inner_parentheses_first_make_a_row_that_is_no_number() {
    // In ( ( A B ) A ), Left expands the inner pair into one copy and the outer into two, and
    // takes the second copy of the first A: A B A, worth 3/4, more than the row itself.
    let position: Position = "( ( A B ) A )".parse().unwrap();
    let inner_first = Move {
        row: 0,
        pebble: 0,
        copies: vec![Copies { made: 2, chosen: 1 }, Copies { made: 1, chosen: 0 }],
        order: vec![1, 0],
    };
    let left = position.play(Player::Left, &inner_first).unwrap();
    assert_eq!(left.to_string(), "A B A");
    let row = &position.rows()[0];
    assert!(&left.rows()[0] > row); // as sign sequences: Left's move raised the value
    // Right, from the outside in: A B A B A, worth 11/16 (chapter 3), below 3/4.
    let right = Move::outside_in(0, 1, &[1, 3]);
    let right = position.play(Player::Right, &right).unwrap();
    assert_eq!(right.to_string(), "A B A B A");
    let worth = |p: &Position| {
        let finite: hackenstrings::Position = p.to_string().parse().unwrap();
        finite.number().unwrap()
    };
    assert_eq!(worth(&left).to_string(), "3/4");
    assert_eq!(worth(&right).to_string(), "11/16");
    // From the outside in, every move leaves a prefix of the sign sequence: Left's lower it.
    let outside_in = Move::outside_in(0, 0, &[2, 1]);
    let left = position.play(Player::Left, &outside_in).unwrap();
    assert_eq!(left.to_string(), "( A B ) A");
    assert!(&left.rows()[0] < row);
}

/// Every reply of the reader's with at most 3 copies at each level, each copy may be chosen, in
/// every order of expansion.
fn all_order_replies(position: &Position, reader: Player) -> Vec<Move> {
    let mut replies = Vec::new();
    for choice in position.moves(reader) {
        let n = choice.levels;
        let each: Vec<Copies> = (1..=3)
            .flat_map(|m| (0..m).map(move |c| Copies { made: m, chosen: c }))
            .collect();
        let mut at = vec![0usize; n];
        loop {
            let copies: Vec<Copies> = at.iter().map(|&i| each[i]).collect();
            let orders: Vec<Vec<usize>> = match n {
                2 => vec![vec![0, 1], vec![1, 0]],
                _ => vec![(0..n).collect()],
            };
            for order in orders {
                replies.push(Move {
                    row: choice.row,
                    pebble: choice.pebble,
                    copies: copies.clone(),
                    order,
                });
            }
            let Some(level) = at.iter().rposition(|&i| i + 1 < each.len()) else {
                break;
            };
            at[level] += 1;
            at[level + 1..].fill(0);
        }
    }
    replies
}

/// Whether the computer wins against every reply in any order; `line` collects the losing line.
fn wins_any_order(
    position: &Position,
    computer: Player,
    to_move: Player,
    seen: &mut HashSet<(String, Player)>,
    line: &mut Vec<String>,
) -> bool {
    if !seen.insert((position.to_string(), to_move)) {
        return true;
    }
    if is_finite(position) {
        return finite_winner(position, to_move) == computer;
    }
    if to_move == computer {
        let Ok(Some(mv)) = position.winning_move(computer) else {
            line.push(format!("no move in {position}"));
            return false;
        };
        let after = position.play(computer, &mv).unwrap();
        wins_any_order(&after, computer, computer.opponent(), seen, line)
    } else {
        for reply in all_order_replies(position, to_move) {
            let after = position.play(to_move, &reply).unwrap();
            if !wins_any_order(&after, computer, computer, seen, line) {
                line.push(format!("reader {reply} from {position} to {after}"));
                return false;
            }
        }
        true
    }
}

/// Walker leaves the order of expansion to the player. Against replies in any order (inner pairs
/// first included), the computer, which plays by the values of the outside-in game, loses
/// exactly these positions among all rows of up to 7 symbols nested at most 2 deep beside
/// `B A B` or `B A`: each time the reader expands an inner pair first.
#[test]
fn replies_in_any_order_beat_the_values_only_here() {
    let rows = small_rows(7, 2);
    let recurring: Vec<&String> = rows.iter().filter(|r| r.contains('(')).collect();
    let mut lost = Vec::new();
    let mut games = 0;
    for row in &recurring {
        for other in ["B A B", "B A"] {
            let text = format!("{row} + {other}");
            let position: Position = text.parse().unwrap();
            for computer in Player::BOTH {
                for to_move in Player::BOTH {
                    if wins_by_value(&position, computer, to_move) == Some(true) {
                        games += 1;
                        let mut line = Vec::new();
                        let mut seen = HashSet::new();
                        if !wins_any_order(&position, computer, to_move, &mut seen, &mut line) {
                            assert!(line.iter().any(|l| l.contains("expanding 1 then 0")));
                            lost.push(format!("{text}: {computer} loses, {to_move} to move"));
                        }
                    }
                }
            }
        }
    }
    assert_eq!(games, 3552);
    assert_eq!(
        lost,
        [
            "(A(BA)) + B A B: Right loses, Left to move",
            "((AB)A) + B A B: Right loses, Left to move",
            "((AB)B) + B A: Left loses, Right to move",
        ]
    );
}

/// Rows nested ten thousand deep and a hundred thousand pebbles long are read, played and
/// answered on a small stack: nothing recurses as deep as the input.
#[test]
fn deep_and_long_rows_are_played_on_a_small_stack() {
    let small_stack = std::thread::Builder::new().stack_size(256 * 1024);
    let handle = small_stack.spawn(|| {
        let deep = format!("{}A{} + B", "(".repeat(10_000), ")".repeat(10_000));
        let position: Position = deep.parse().unwrap();
        let mv = position.winning_move(Player::Left).unwrap().unwrap();
        assert_eq!(mv.copies.len(), 10_000);
        assert_eq!(mv.copies[0], Copies { made: 2, chosen: 1 });
        let after = position.play(Player::Left, &mv).unwrap();
        assert_eq!(after.rows()[0].depth(), 9_999);
        assert!(position.winning_move(Player::Right).unwrap().is_none());
        // Right starts: any cut of the deep row still leaves Left far ahead.
        let choice = &position.moves(Player::Right)[0];
        let after = position.play(Player::Right, &choice.simplest()).unwrap();
        assert_eq!(after.outcome().unwrap(), Outcome::LeftWins);

        // A long third cut by Right far along: Left answers even further along.
        let long = format!(
            "A B {}+ A B ( B A ) + A B ( B A ) + B",
            "B A ".repeat(50_000)
        );
        let position: Position = long.parse().unwrap();
        let mv = position.winning_move(Player::Left).unwrap().unwrap();
        assert_eq!(
            mv.copies,
            [Copies {
                made: 50_001,
                chosen: 50_000
            }]
        );
        let after = position.play(Player::Left, &mv).unwrap();
        assert_eq!(after.outcome().unwrap(), Outcome::LeftWins);
    });
    handle.unwrap().join().unwrap();
}
