//! The checks of chapter 9's exercises, against the `transfinite_nim` crate on the source's
//! challenge and thousands of random positions (fixed seeds).

use ::transfinite_nim::{OrdinalHeight, Position};
use ordinal::Ordinal;

use super::ordinals::{o, ordinals};

const CHALLENGE: [&str; 6] = ["1", "w+3", "w^w+5", "w^(w+3)+w^w*3+w*5+7", "e0", "w1"];

/// Random positions of one to five piles, from a list of ordinals or, half the time, from a few
/// of them (so that powers of two pair off); one in three is balanced by an extra pile.
fn positions(seed: u64, count: usize) -> Vec<Vec<Ordinal>> {
    let pool = ordinals();
    let mut rng = fastrand::Rng::with_seed(seed);
    (0..count)
        .map(|index| {
            let few: Vec<&Ordinal> = (0..3).map(|_| &pool[rng.usize(..pool.len())]).collect();
            let mut piles: Vec<Ordinal> = (0..rng.usize(1..6))
                .map(|_| match index % 2 {
                    0 => pool[rng.usize(..pool.len())].clone(),
                    _ => few[rng.usize(..few.len())].clone(),
                })
                .collect();
            if index % 3 == 0 {
                piles.push(::transfinite_nim::nim_sum(&piles));
                let last = piles.len() - 1;
                let at = rng.usize(..=last);
                piles.swap(at, last);
            }
            piles
        })
        .collect()
}

pub(crate) fn check_ordinal_nim_sum(answer: impl Fn(&[Ordinal]) -> Ordinal) {
    let piles = ["w+3", "w*5+7"].map(o);
    expect_eq!(answer(&piles), o("w*4+4"), "ordinal_nim_sum([ω+3, ω·5+7])");
    let challenge = CHALLENGE.map(o);
    expect_eq!(
        answer(&challenge),
        o("w1+e0+w^(w+3)+w^w*2+w*4"),
        "ordinal_nim_sum(the challenge)"
    );
    expect_eq!(answer(&[]), Ordinal::ZERO, "ordinal_nim_sum([])");
    for piles in positions(61, 3000) {
        let expected = ::transfinite_nim::nim_sum(&piles);
        expect_eq!(answer(&piles), expected, "ordinal_nim_sum({piles:?})");
    }
}

pub(crate) fn check_winning_move(answer: impl Fn(&[Ordinal]) -> Option<(usize, Ordinal)>) {
    let challenge = CHALLENGE.map(o);
    expect_eq!(
        answer(&challenge),
        Some((5, o("e0+w^(w+3)+w^w*2+w*4"))),
        "winning_move(the challenge)"
    );
    for piles in positions(62, 3000) {
        let winning = ::transfinite_nim::balancing_moves(&piles);
        let reply = answer(&piles);
        let Some((pile, to)) = reply else {
            assert!(
                winning.is_empty(),
                "winning_move({piles:?}) gave none, but the position is unbalanced"
            );
            continue;
        };
        assert!(
            pile < piles.len(),
            "winning_move({piles:?}) = ({pile}, {to}): there is no pile {pile}, piles are counted from 0"
        );
        let position = Position::new(piles.iter().cloned().map(OrdinalHeight).collect());
        let chosen = position
            .move_to(pile, OrdinalHeight(to.clone()))
            .unwrap_or_else(|error| {
                panic!("winning_move({piles:?}) = ({pile}, {to}) is not a move: {error}")
            });
        assert!(
            winning
                .iter()
                .any(|m| m.pile == chosen.pile && m.to == chosen.to.0),
            "winning_move({piles:?}) = ({pile}, {to}) does not balance the position"
        );
    }
}

pub(crate) fn check_blocks_taken(answer: impl Fn(&Ordinal, &Ordinal) -> Ordinal) {
    let cases = [
        ("w+3", "w", "3"),
        ("w*2", "w+5", "w"),
        ("w1", "e0+w^(w+3)+w^w*2+w*4", "w1"),
        ("w^2*3+w", "w^2*3+7", "w"),
        ("7", "0", "7"),
    ];
    for (from, to, taken) in cases {
        expect_eq!(
            answer(&o(from), &o(to)),
            o(taken),
            "blocks_taken({from}, {to})"
        );
    }
    let pool = ordinals();
    let mut rng = fastrand::Rng::with_seed(63);
    for _ in 0..20_000 {
        let a = &pool[rng.usize(..pool.len())];
        let b = &pool[rng.usize(..pool.len())];
        let (from, to) = if a > b { (a, b) } else { (b, a) };
        if from == to {
            continue;
        }
        let expected = from.checked_sub(to).expect("to < from");
        expect_eq!(answer(from, to), expected, "blocks_taken({from}, {to})");
    }
}
