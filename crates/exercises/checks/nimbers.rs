//! The checks of chapter 11's exercises, against the `nimbers` crate (whose products are
//! checked against the definition by mex) on every small case and many random ones (fixed seeds).

use game::Nimber;
use nimbers::NimField;
use nimbers::corners::{Board, Move, coin_value};

pub(crate) fn check_nim_product(answer: impl Fn(u64, u64) -> u64) {
    for (a, b, expected) in [(2, 2, 3), (2, 3, 1), (8, 8, 13), (16, 16, 24), (2, 4, 8)] {
        expect_eq!(answer(a, b), expected, "nim_product({a}, {b})");
    }
    for a in 0..256 {
        for b in 0..256 {
            let expected = Nimber(a).times(&Nimber(b)).0;
            expect_eq!(answer(a, b), expected, "nim_product({a}, {b})");
        }
    }
    let mut rng = fastrand::Rng::with_seed(11);
    for _ in 0..2000 {
        // Factors of every width, up to 64 bits.
        let a = rng.u64(..) >> rng.u32(0..64);
        let b = rng.u64(..) >> rng.u32(0..64);
        let expected = Nimber(a).times(&Nimber(b)).0;
        expect_eq!(answer(a, b), expected, "nim_product({a}, {b})");
    }
}

pub(crate) fn check_inverse_by_powers(answer: impl Fn(Nimber) -> Nimber) {
    expect_shown!(answer(Nimber(3)), Nimber(2), "inverse_by_powers(*3)");
    expect_shown!(answer(Nimber(5)), Nimber(12), "inverse_by_powers(*5)");
    expect_shown!(answer(Nimber(1)), Nimber(1), "inverse_by_powers(*1)");
    for a in 1..65536 {
        let expected = Nimber(a).inverse().expect("a is not 0");
        expect_shown!(
            answer(Nimber(a)),
            expected,
            "inverse_by_powers({})",
            Nimber(a)
        );
    }
}

/// What `chosen` does from the position with `heads`: `None` when it is a winning move, or what
/// is wrong with it.
fn fault(heads: &[(usize, usize)], chosen: (usize, usize, usize, usize)) -> Option<String> {
    let (row, column, near_row, near_column) = chosen;
    let rows = heads
        .iter()
        .map(|h| h.0 + 1)
        .max()
        .unwrap_or(0)
        .max(row + 1);
    let columns = heads
        .iter()
        .map(|h| h.1 + 1)
        .max()
        .unwrap_or(0)
        .max(column + 1);
    let board = Board::from_heads(rows, columns, heads.iter().copied());
    let chosen = Move {
        row,
        column,
        near_row,
        near_column,
    };
    match board.play(&chosen) {
        Err(fault) => Some(format!("not a legal move: {fault}")),
        Ok(after) if after.value() != Nimber(0) => Some(format!(
            "a move to a position worth {}, not 0",
            after.value()
        )),
        Ok(_) => None,
    }
}

pub(crate) fn check_winning_corner(
    answer: impl Fn(&[(usize, usize)]) -> Option<(usize, usize, usize, usize)>,
) {
    let check = |heads: &[(usize, usize)]| {
        let value: Nimber = heads.iter().map(|&(r, c)| coin_value(r, c)).sum();
        let returned = answer(heads);
        let call = format!("winning_corner({heads:?})");
        match (value == Nimber(0), returned) {
            (true, returned) => expect_eq!(returned, None, "{call} (the position is worth 0)"),
            (false, None) => expect_eq!(
                "None",
                "a winning move",
                "{call} (the position is worth {value})"
            ),
            (false, Some(chosen)) => {
                let said = fault(heads, chosen).unwrap_or_else(|| "a winning move".to_string());
                expect_eq!(
                    said.as_str(),
                    "a winning move",
                    "{call} returned {chosen:?}"
                );
            }
        }
    };
    check(&[(1, 1), (2, 2)]);
    check(&[(2, 3), (3, 3)]);
    check(&[]);
    // Every position of the 3 × 4 board.
    for set in 0u32..1 << 12 {
        let heads: Vec<(usize, usize)> = (0..12)
            .filter(|i| set >> i & 1 == 1)
            .map(|i| (i / 4, i % 4))
            .collect();
        check(&heads);
    }
    // Random positions on boards up to 40 × 40.
    let mut rng = fastrand::Rng::with_seed(11);
    for _ in 0..500 {
        let mut heads: Vec<(usize, usize)> = (0..rng.usize(1..8))
            .map(|_| (rng.usize(0..40), rng.usize(0..40)))
            .collect();
        heads.sort();
        heads.dedup();
        check(&heads);
    }
}
