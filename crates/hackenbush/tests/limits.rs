//! Searches that give up instead of running on: `value_within`, `best_move_within`.

use game::Player;
use hackenbush::{Colour, Picture, small_pictures};

#[test]
fn within_a_generous_limit_the_values_are_the_same() {
    for picture in small_pictures(4, 4, &Colour::ALL) {
        assert_eq!(
            picture.value_within(10_000).unwrap(),
            picture.value(),
            "{picture}"
        );
    }
    for picture in small_pictures(3, 4, &Colour::ALL) {
        for player in Player::BOTH {
            assert_eq!(
                picture.best_move_within(player, 10_000).unwrap(),
                picture.best_move(player),
                "{picture}"
            );
        }
    }
}

#[test]
fn searches_give_up_and_closed_forms_do_not() {
    let square: Picture = "0-1:b 1-2:r 2-3:b 3-0:r 1-3:b".parse().unwrap();
    let error = square.value_within(0).unwrap_err();
    assert!(error.positions >= 1);
    assert!(
        error
            .to_string()
            .starts_with("too hard: the search gave up after")
    );
    assert!(square.best_move_within(Player::Left, 0).is_err());
    let mixed: Picture = "0-1:g 1-2:r 2-0:b 1-1:g".parse().unwrap();
    assert!(mixed.value_within(0).is_err());
    // Trees, green pictures and one-colour pictures need no search.
    for text in ["l(l;rl)", "e(e:A;e:A)", "0-1:b 1-2:b 2-0:b"] {
        let picture: Picture = text.parse().unwrap();
        assert_eq!(picture.value_within(0).unwrap(), picture.value());
    }
}
