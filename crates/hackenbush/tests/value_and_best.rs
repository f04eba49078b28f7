//! `value_and_best_moves_within`, one search for what a panel shows, against the value and the
//! best moves found separately, on every small picture of every kind and on the Bed.

use game::Player;
use game::budget::Budget;
use hackenbush::search::WORK_UNIT;
use hackenbush::{Colour, Picture, small_pictures};

fn agrees(picture: &Picture) {
    let (value, best) = picture
        .value_and_best_moves_within(Budget::new(0, WORK_UNIT, "--max-work"))
        .unwrap();
    assert_eq!(value, picture.value(), "{picture}");
    for (best, player) in best.into_iter().zip(Player::BOTH) {
        assert_eq!(best, picture.best_move(player), "{picture}, {player}");
    }
}

#[test]
fn one_search_finds_what_three_do() {
    for picture in small_pictures(4, 4, &Colour::ALL) {
        agrees(&picture);
    }
    for picture in small_pictures(5, 4, &[Colour::Blue, Colour::Red]) {
        agrees(&picture);
    }
}

/// About a minute unoptimised: run by `cargo test -p hackenbush --release`.
#[test]
#[cfg_attr(debug_assertions, ignore = "slow unoptimised: cargo test --release")]
fn the_bed_within_the_panel_s_budget() {
    let bed: Picture =
        "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)"
            .parse()
            .unwrap();
    let (value, [left, right]) = bed
        .value_and_best_moves_within(Budget::new(100_000_000, WORK_UNIT, "--max-work"))
        .unwrap();
    assert_eq!(value.to_string(), "1/128");
    assert_eq!(
        left.map(|(edge, after)| (edge, after.to_string())),
        Some((21, "1/256".into()))
    );
    assert_eq!(
        right.map(|(edge, after)| (edge, after.to_string())),
        Some((2, "1/64".into()))
    );
}
