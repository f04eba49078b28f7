//! Neutral pebbles (`C`): the facts of Walker's notes against brute-force play by the definition
//! of the game, on every small position. What they found is written up in `FINDINGS.md`.

use dyadic::Dyadic;
use game::{Game, Nimber, Outcome, Player, Solver};
use hackenstrings::{Move, Pebble, Position, Row};

const ALL: [Pebble; 3] = [Pebble::Left, Pebble::Right, Pebble::Neutral];

fn rows_up_to(kinds: &[Pebble], max: usize) -> Vec<Row> {
    hackenstrings::small_rows(kinds, max)
}

fn row(text: &str) -> Row {
    text.parse().unwrap()
}

fn position(text: &str) -> Position {
    text.parse().unwrap()
}

/// A position as a sum whose rows are kept sorted and non-empty. Its game tree is the position's,
/// with the rows of each node reordered (a move is still a move in one row), so the solver meets
/// each multiset of rows once, however the rows were ordered.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Sorted(Vec<Row>);

impl Sorted {
    fn of(rows: &[Row]) -> Sorted {
        let mut rows: Vec<Row> = rows.iter().filter(|r| !r.is_empty()).cloned().collect();
        rows.sort_unstable();
        Sorted(rows)
    }
}

impl Game for Sorted {
    fn options(&self, player: Player) -> Vec<Sorted> {
        Position::new(self.0.clone())
            .options(player)
            .iter()
            .map(|option| Sorted::of(option.rows()))
            .collect()
    }
}

/// Brute force by the definition: outcomes, and comparisons through differences.
#[derive(Default)]
struct Brute {
    solver: Solver<Sorted>,
}

impl Brute {
    fn outcome(&mut self, rows: &[Row]) -> Outcome {
        self.solver.outcome(&Sorted::of(rows))
    }

    /// `g − h`: the rows of `g` and the negated rows of `h`.
    fn difference(g: &[Row], h: &[Row]) -> Vec<Row> {
        g.iter()
            .cloned()
            .chain(h.iter().map(Row::negated))
            .collect()
    }

    /// Whether `g = h`: `g − h` is a second-player win.
    fn equal(&mut self, g: &[Row], h: &[Row]) -> bool {
        self.outcome(&Brute::difference(g, h)) == Outcome::SecondPlayerWins
    }

    /// Whether `g < h`: `h − g` is won by Left whoever starts.
    fn less(&mut self, g: &[Row], h: &[Row]) -> bool {
        self.outcome(&Brute::difference(h, g)) == Outcome::LeftWins
    }
}

#[test]
fn a_row_headed_by_a_neutral_pebble_is_a_first_player_win() {
    let mut solver = Solver::new();
    assert_eq!(solver.outcome(&row("C")), Outcome::FirstPlayerWins);
    assert_eq!(position("C").outcome(), Outcome::FirstPlayerWins);
    // Whoever starts takes the whole row.
    for tail in rows_up_to(&ALL, 6) {
        let mut pebbles = vec![Pebble::Neutral];
        pebbles.extend_from_slice(tail.pebbles());
        let headed = Row::new(pebbles);
        assert_eq!(
            solver.outcome(&headed),
            Outcome::FirstPlayerWins,
            "{headed}"
        );
        assert_eq!(
            Position::from(headed.clone()).outcome(),
            Outcome::FirstPlayerWins
        );
    }
}

#[test]
fn c_plus_c_is_zero_and_two_neutral_rows_are_zero_exactly_when_equally_long() {
    let mut solver = Solver::new();
    assert_eq!(
        solver.outcome(&position("C + C")),
        Outcome::SecondPlayerWins
    );
    for m in 0..=7 {
        for n in 0..=7 {
            let pair = Position::new(vec![
                Row::new(vec![Pebble::Neutral; m]),
                Row::new(vec![Pebble::Neutral; n]),
            ]);
            let expected = if m == n {
                Outcome::SecondPlayerWins
            } else {
                Outcome::FirstPlayerWins
            };
            assert_eq!(solver.outcome(&pair), expected, "{pair}");
            assert_eq!(pair.outcome(), expected, "{pair}");
        }
    }
}

#[test]
fn neutral_pebbles_alone_are_nim() {
    // A row of n neutral pebbles is a Nim heap of n: its options are the rows of 0 … n−1.
    let mut rows = Solver::new();
    for n in 0..=12 {
        let heap = Row::new(vec![Pebble::Neutral; n]);
        assert_eq!(rows.grundy(&heap), Nimber(n as u64), "{heap}");
        assert_eq!(heap.options(Player::Left), heap.options(Player::Right));
    }
    // Sums: the nim value is the exclusive or, and the first player wins exactly when it is not 0.
    let mut sums = Solver::new();
    let heaps: Vec<usize> = (0..=5).collect();
    for &a in &heaps {
        for &b in &heaps {
            for &c in &heaps {
                let sum = Position::new(
                    [a, b, c]
                        .map(|n| Row::new(vec![Pebble::Neutral; n]))
                        .to_vec(),
                );
                let xor = (a ^ b ^ c) as u64;
                assert_eq!(sums.grundy(&sum), Nimber(xor), "{sum}");
                let expected = if xor == 0 {
                    Outcome::SecondPlayerWins
                } else {
                    Outcome::FirstPlayerWins
                };
                assert_eq!(sums.outcome(&sum), expected, "{sum}");
                assert_eq!(sum.outcome(), expected, "{sum}");
            }
        }
    }
}

/// Every row of `A` and `B` of at most `max` pebbles worth more than 0.
fn positive_rows(max: usize) -> Vec<Row> {
    let rows = rows_up_to(&[Pebble::Left, Pebble::Right], max);
    rows.into_iter()
        .filter(|row| row.number().unwrap().is_positive())
        .collect()
}

#[test]
fn c_a_plus_c_is_positive_and_below_every_positive_number() {
    let mut brute = Brute::default();
    let up = [row("C A"), row("C")];
    assert_eq!(brute.outcome(&up), Outcome::LeftWins);
    assert_eq!(position("C A + C").outcome(), Outcome::LeftWins);
    // If Left starts, Left takes the A; if Right starts, Right must take one of the two C's (the
    // first of `C A`, or the lone one), and Left takes the other.
    let positives = positive_rows(9);
    assert_eq!(positives.len(), 511); // the positive numbers born by day 9
    for x in &positives {
        assert!(brute.less(&up, std::slice::from_ref(x)), "C A + C < {x}");
    }
}

#[test]
fn rows_headed_by_a_neutral_pebble_are_infinitesimal() {
    let mut brute = Brute::default();
    let positives = positive_rows(6);
    for tail in rows_up_to(&ALL, 4) {
        let mut pebbles = vec![Pebble::Neutral];
        pebbles.extend_from_slice(tail.pebbles());
        let headed = [Row::new(pebbles)];
        for x in &positives {
            let (x, minus_x) = ([x.clone()], [x.negated()]);
            assert!(brute.less(&headed, &x), "{} < {}", headed[0], x[0]);
            assert!(brute.less(&minus_x, &headed), "−{} < {}", x[0], headed[0]);
        }
    }
}

/// Every multiset of `count` rows (some of them empty) from `rows`.
fn multisets(rows: &[Row], count: usize) -> Vec<Vec<Row>> {
    let mut sets = vec![(0, Vec::new())];
    for _ in 0..count {
        sets = sets
            .into_iter()
            .flat_map(|(from, set): (usize, Vec<Row>)| {
                (from..rows.len()).map(move |index| {
                    let mut set = set.clone();
                    set.push(rows[index].clone());
                    (index, set)
                })
            })
            .collect();
    }
    sets.into_iter().map(|(_, set)| set).collect()
}

/// What [`check_reduced_game_rule`] saw.
#[derive(Debug, Default, PartialEq, Eq)]
struct Tally {
    /// Positions with a neutral pebble whose reduced game is not 0: the rule decides them.
    decided: usize,
    /// Positions with a neutral pebble whose reduced game is 0, by outcome: Left wins, Right
    /// wins, the first player wins, the second player wins.
    undecided: [usize; 4],
}

/// Checks the reduced-game rule and `Position::outcome` (which relies on it) against brute force
/// on every position of `count` rows of at most `max` pebbles.
fn check_reduced_game_rule(count: usize, max: usize) -> Tally {
    let mut brute = Brute::default();
    let mut tally = Tally::default();
    for rows in multisets(&rows_up_to(&ALL, max), count) {
        let position = Position::new(rows.clone());
        let outcome = brute.outcome(&rows);
        assert_eq!(position.outcome(), outcome, "{position}");
        if !position.has_neutral() {
            continue;
        }
        let reduced = position.reduced().number().unwrap();
        if reduced.is_zero() {
            let class = [
                Outcome::LeftWins,
                Outcome::RightWins,
                Outcome::FirstPlayerWins,
                Outcome::SecondPlayerWins,
            ];
            tally.undecided[class.iter().position(|&c| c == outcome).unwrap()] += 1;
        } else {
            tally.decided += 1;
            let expected = Outcome::of_sign(reduced.signum());
            assert_eq!(outcome, expected, "{position}: reduced to {reduced}");
        }
    }
    tally
}

#[test]
fn the_reduced_game_rule_holds_on_every_sum_of_three_rows_up_to_three_pebbles() {
    // 40 rows of A, B and C up to three pebbles; 11,480 multisets of three. Where the reduced
    // game is 0, every outcome occurs: the rule says nothing there.
    let tally = check_reduced_game_rule(3, 3);
    let undecided = [288, 288, 587, 47]; // Left, Right, first player, second player
    assert_eq!((tally.decided, tally.undecided), (9_590, undecided));
}

#[test]
#[ignore = "about 300,000 positions: run with --release"]
fn the_reduced_game_rule_holds_on_every_sum_of_three_rows_up_to_four_pebbles() {
    // 121 rows up to four pebbles; 302,621 multisets of three.
    let tally = check_reduced_game_rule(3, 4);
    let undecided = [7_132, 7_132, 11_673, 256]; // Left, Right, first player, second player
    assert_eq!((tally.decided, tally.undecided), (270_972, undecided));
}

#[test]
fn the_reduced_game_rule_on_walkers_example() {
    // A B + C … + C … + …: won by Left however many rows begin with C, however they go on.
    let mut brute = Brute::default();
    for tails in multisets(&rows_up_to(&ALL, 2), 3) {
        let mut rows = vec![row("A B")];
        for tail in tails {
            let mut pebbles = vec![Pebble::Neutral];
            pebbles.extend_from_slice(tail.pebbles());
            rows.push(Row::new(pebbles));
            assert_eq!(brute.outcome(&rows), Outcome::LeftWins);
        }
    }
}

/// `C A α + C B β` and the same with the two headers deleted, `A α + B β`.
fn with_and_without_headers(alpha: &Row, beta: &Row) -> ([Row; 2], [Row; 2]) {
    let prefixed = |first: Vec<Pebble>, rest: &Row| {
        let mut pebbles = first;
        pebbles.extend_from_slice(rest.pebbles());
        Row::new(pebbles)
    };
    let with = [
        prefixed(vec![Pebble::Neutral, Pebble::Left], alpha),
        prefixed(vec![Pebble::Neutral, Pebble::Right], beta),
    ];
    let without = [
        prefixed(vec![Pebble::Left], alpha),
        prefixed(vec![Pebble::Right], beta),
    ];
    (with, without)
}

/// Checks that `C A α + C B β` has the outcome of `A α + B β` for all tails α and β of A, B and
/// C up to `max` pebbles, and that the values differ except when both games are 0 (β = −α);
/// returns how many pairs were checked.
fn check_headers(max: usize) -> usize {
    let mut brute = Brute::default();
    let tails = rows_up_to(&ALL, max);
    for alpha in &tails {
        for beta in &tails {
            let (with, without) = with_and_without_headers(alpha, beta);
            let sum = Position::new(with.to_vec());
            assert_eq!(brute.outcome(&with), brute.outcome(&without), "{sum}");
            let same_value = brute.equal(&with, &without);
            assert_eq!(same_value, *alpha == beta.negated(), "{sum}");
        }
    }
    tails.len() * tails.len()
}

#[test]
fn deleting_the_headers_of_c_a_and_c_b_keeps_the_outcome_of_the_two_rows() {
    assert_eq!(check_headers(3), 1_600);
}

#[test]
#[ignore = "14,641 pairs: run with --release"]
fn deleting_the_headers_keeps_the_outcome_for_tails_up_to_four_pebbles() {
    assert_eq!(check_headers(4), 14_641);
}

#[test]
fn deleting_the_headers_with_a_third_row_can_change_the_outcome() {
    // With any other row beside them the claim fails. The smallest counterexamples add two
    // pebbles to `C A + C B + X` (X of one pebble, which alone changes nothing: C A + C B = 0).
    let mut brute = Brute::default();
    let mut smallest = Vec::new();
    let tails = rows_up_to(&ALL, 2);
    for alpha in &tails {
        for beta in &tails {
            for third in tails.iter().filter(|row| !row.is_empty()) {
                let size = alpha.len() + beta.len() + third.len();
                let (with, without) = with_and_without_headers(alpha, beta);
                let [with, without] = [with, without].map(|[g, h]| vec![g, h, third.clone()]);
                let (kept, changed) = (brute.outcome(&with), brute.outcome(&without));
                if kept != changed {
                    assert!(size >= 2, "{}", Position::new(with));
                    if size == 2 {
                        let (with, without) = (Position::new(with), Position::new(without));
                        smallest.push(format!("{with}: {kept}; {without}: {changed}"));
                    }
                }
            }
        }
    }
    // Eight of them, two with a third row of A and B only (the second and the fifth).
    let expected = [
        "C A + C B A + C: the first player wins; A + B A + C: Left wins",
        "C A + C B B + A: Left wins; A + B B + A: the second player wins",
        "C A + C B B + C: the first player wins; A + B B + C: Right wins",
        "C A + C B C + C: the first player wins; A + B C + C: the second player wins",
        "C A A + C B + B: Right wins; A A + B + B: the second player wins",
        "C A A + C B + C: the first player wins; A A + B + C: Left wins",
        "C A B + C B + C: the first player wins; A B + B + C: Right wins",
        "C A C + C B + C: the first player wins; A C + B + C: the second player wins",
    ];
    assert_eq!(smallest, expected);
    // Without the headers: 1/2*, 0 (A + B B + A) and 0 (A A + B + B).
    assert_eq!(
        brute.outcome(&[row("A"), row("B A"), row("C")]),
        Outcome::LeftWins
    );
    assert_eq!(
        brute.outcome(&[row("A"), row("B B"), row("A")]),
        Outcome::SecondPlayerWins
    );
    assert_eq!(
        brute.outcome(&[row("A A"), row("B"), row("B")]),
        Outcome::SecondPlayerWins
    );
}

#[test]
fn best_moves_win_whenever_a_move_wins() {
    let mut brute = Brute::default();
    let rows = rows_up_to(&ALL, 3);
    for pair in multisets(&rows, 2) {
        let position = Position::new(pair.clone());
        for player in Player::BOTH {
            let moves = position.moves(player);
            let wins = |brute: &mut Brute, chosen: Move| {
                let after = position.play(player, chosen).unwrap();
                brute
                    .solver
                    .winner(&Sorted::of(after.rows()), player.opponent())
                    == player
            };
            let some_move_wins = moves.iter().any(|&chosen| wins(&mut brute, chosen));
            let best = position.best_move(player);
            assert_eq!(best.is_some(), !moves.is_empty(), "{position}");
            if let Some(best) = best {
                assert_eq!(
                    wins(&mut brute, best),
                    some_move_wins,
                    "{player} in {position}"
                );
            }
            let winning = position.winning_move(player);
            assert_eq!(winning.is_some(), some_move_wins, "{player} in {position}");
            if let Some(winning) = winning {
                assert!(wins(&mut brute, winning), "{player} in {position}");
            }
            for starter in Player::BOTH {
                let expected = brute.solver.winner(&Sorted::of(&pair), starter);
                assert_eq!(position.winner(starter), expected, "{position}");
            }
        }
    }
}

#[test]
fn a_position_with_a_neutral_pebble_is_not_a_number() {
    let with = position("A B + B C A");
    let neutral = with.number().unwrap_err();
    assert_eq!((neutral.row, neutral.pebble), (1, 1));
    assert_eq!(
        neutral.to_string(),
        "pebble 1 of row 1 is neutral (C), so the position is not a number"
    );
    assert_eq!(with.first_neutral(), Some(neutral));
    assert_eq!(row("A C").number().unwrap_err().pebble, 1);
    assert_eq!(position("A B + B A").number(), Ok(Dyadic::zero()));
    assert_eq!(with.reduced(), position("A B + B"));
    assert_eq!(with.negated(), position("B A + A C B"));
    // Either player may take a neutral pebble; a Right pebble is still not Left's.
    assert_eq!(
        with.moves(Player::Left),
        [(0, 0), (1, 1), (1, 2)].map(|(row, pebble)| Move { row, pebble })
    );
    assert!(with.play(Player::Right, Move { row: 1, pebble: 1 }).is_ok());
    assert!(with.play(Player::Left, Move { row: 1, pebble: 0 }).is_err());
}

#[test]
fn a_position_with_a_neutral_pebble_has_no_number() {
    let with = position("A + C");
    let error = with.number().unwrap_err();
    assert!(
        error
            .to_string()
            .contains("pebble 0 of row 1 is neutral (C)"),
        "{error}"
    );
}
