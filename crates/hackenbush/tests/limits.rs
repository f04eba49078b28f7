//! Searches that give up instead of running on: `value_within`, `best_move_within`, charging
//! their work to a budget of position-edges ([`game::budget`]).

use game::Player;
use game::budget::{Budget, OverBudget};
use hackenbush::search::WORK_UNIT;
use hackenbush::{Colour, Picture, small_pictures, stalk_colours};

mod common;
use common::best_by_every_option;

fn budget(limit: u64) -> Budget {
    Budget::new(limit, WORK_UNIT, "--max-work")
}

#[test]
fn within_a_generous_limit_the_values_are_the_same() {
    for picture in small_pictures(4, 4, &Colour::ALL) {
        assert_eq!(
            picture.value_within(budget(1_000_000)).unwrap(),
            picture.value(),
            "{picture}"
        );
    }
    for picture in small_pictures(3, 4, &Colour::ALL) {
        for player in Player::BOTH {
            assert_eq!(
                picture.best_move_within(player, budget(1_000_000)).unwrap(),
                picture.best_move(player),
                "{picture}"
            );
        }
    }
}

#[test]
fn searches_give_up_and_closed_forms_do_not() {
    let square: Picture = "0-1:b 1-2:r 2-3:b 3-0:r 1-3:b".parse().unwrap();
    let error: OverBudget = square.value_within(budget(1)).unwrap_err();
    assert_eq!(
        error.to_string(),
        "this needs more than 1 position-edges of work; give a larger --max-work (0 for no limit)"
    );
    assert!(square.best_move_within(Player::Left, budget(1)).is_err());
    assert!(square.playable_within(budget(1)).is_err());
    assert_eq!(square.playable_within(budget(1_000_000)), Ok(()));
    let mixed: Picture = "0-1:g 1-2:r 2-0:b 1-1:g".parse().unwrap();
    assert!(mixed.value_within(budget(1)).is_err());
    // Trees, green pictures and one-colour pictures need no search.
    for text in ["l(l;rl)", "e(e:A;e:A)", "0-1:b 1-2:b 2-0:b"] {
        let picture: Picture = text.parse().unwrap();
        assert_eq!(picture.value_within(budget(1)).unwrap(), picture.value());
    }
}

#[test]
fn a_stalk_s_best_move_is_its_topmost_edge_of_the_player_s_colour() {
    for length in 0..=8u32 {
        for bits in 0..1u32 << length {
            let colours: Vec<Colour> = (0..length)
                .map(|i| [Colour::Red, Colour::Blue][(bits >> i & 1) as usize])
                .collect();
            let stalk = Picture::from_colours(&colours);
            for player in Player::BOTH {
                let best = stalk.best_move(player);
                assert_eq!(best, best_by_every_option(&stalk, player), "{stalk}");
                let within = stalk.best_move_within(player, budget(1)).unwrap();
                assert_eq!(within, best, "one pass, no search: {stalk}");
            }
        }
    }
}

#[test]
fn a_long_stalk_s_best_move_takes_one_pass() {
    let number = "12345/65536".parse().unwrap();
    let mut colours = stalk_colours(&number);
    colours.extend([Colour::Red, Colour::Blue].repeat(50_000));
    let stalk = Picture::from_colours(&colours);
    let (edge, _) = stalk
        .best_move_within(Player::Left, budget(1))
        .unwrap()
        .unwrap();
    assert_eq!(edge, colours.len() - 1);
}

#[test]
fn a_ring_costs_its_size_squared_and_is_refused_by_the_budget() {
    let ring = |n: usize| {
        let text: Vec<String> = (0..n)
            .map(|i| format!("{i}-{}:{}", (i + 1) % n, ["b", "r"][i % 2]))
            .collect();
        text.join(" ").parse::<Picture>().unwrap()
    };
    // A ring of 2k edges alternating is worth 0 (each player's cut leaves two stalks).
    assert_eq!(
        ring(200)
            .value_within(budget(1_000_000))
            .unwrap()
            .to_string(),
        "0"
    );
    assert!(ring(2_000).value_within(budget(1_000_000)).is_err());
}

#[test]
fn a_red_blue_tree_s_best_move_agrees_with_every_option_valued() {
    let colours = [Colour::Blue, Colour::Red];
    let mut trees = 0;
    for picture in small_pictures(5, 6, &colours) {
        if picture.method() != hackenbush::Method::RedBlueTree {
            continue;
        }
        trees += 1;
        for player in Player::BOTH {
            let best = picture.best_move_within(player, budget(1_000_000)).unwrap();
            assert_eq!(best, best_by_every_option(&picture, player), "{picture}");
        }
    }
    assert!(trees > 100, "{trees} trees");
}

#[test]
fn a_long_tree_s_best_move_is_one_pass() {
    // A stalk of 20000 edges with a red branch at the ground: not a stalk, still one pass.
    let mut text = "lr".repeat(10_000);
    text = format!("(r;{text})");
    let tree: Picture = text.parse().unwrap();
    let (edge, after) = tree
        .best_move_within(Player::Left, budget(10_000_000))
        .unwrap()
        .unwrap();
    assert_eq!(edge, 19_999);
    assert_eq!(after, tree.cut(edge).value());
}
