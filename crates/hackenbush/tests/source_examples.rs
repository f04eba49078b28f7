//! The sources' examples: the seed's stalks, CGSuite's test suite, Winning Ways' pictures.

use canonical::SolverExt;
use dyadic::Dyadic;
use game::Solver;
use hackenbush::Colour::{Blue, Red};
use hackenbush::{Colour, Method, Picture, stalk_colours, stalk_value};

fn value(text: &str) -> String {
    text.parse::<Picture>().unwrap().value().to_string()
}

fn dyadic(text: &str) -> Dyadic {
    text.parse().unwrap()
}

#[test]
fn the_seeds_stalks() {
    // Three red edges, then blue, blue, red, blue: -3 + 11/16 = -(2 + 5/16).
    assert_eq!(
        stalk_value(&[Red, Red, Red, Blue, Blue, Red, Blue]),
        dyadic("-2 5/16")
    );
    // 19/8 = 2 + 3/8: two blue edges, the point (blue, red), then .01 without its last 1.
    assert_eq!(
        stalk_colours(&dyadic("19/8")),
        [Blue, Blue, Blue, Red, Red, Blue]
    );
    // A blue edge above a red one is worth 1/2.
    assert_eq!(value("lr"), "1/2");
    assert_eq!(value("0-1:b"), "1");
    assert_eq!(value("0-1:r"), "-1");
}

#[test]
fn the_alternating_stalk_tends_to_two_thirds() {
    let expected = ["1/2", "5/8", "21/32", "85/128", "341/512"];
    for (pairs, expected) in (1..=5).zip(expected) {
        let colours: Vec<Colour> = [Blue, Red].repeat(pairs);
        assert_eq!(stalk_value(&colours).to_string(), expected);
        // 2/3 - x = (2/3)·2^-2n: the gap shrinks by 4 with each pair.
        let gap = &Dyadic::new(2, 0) - &(&Dyadic::from(3) * &stalk_value(&colours));
        assert_eq!(gap, Dyadic::new(1, 2 * pairs as u64 - 1));
    }
}

#[test]
fn berlekamps_rule_both_ways_on_every_stalk_up_to_ten_edges() {
    let mut solver = Solver::new();
    for length in 0..=10 {
        for bits in 0..1u32 << length {
            let colours: Vec<Colour> = (0..length)
                .map(|i| if bits >> i & 1 == 1 { Blue } else { Red })
                .collect();
            let stalk = Picture::from_colours(&colours);
            let value = stalk_value(&colours);
            assert_eq!(solver.number(&stalk), Ok(value.clone()), "{stalk}");
            // Backwards: the stalk of a value is worth it (and is the shortest such stalk).
            let back = stalk_colours(&value);
            assert_eq!(stalk_value(&back), value);
            assert!(back.len() <= colours.len());
            assert_eq!(Picture::stalk(&value).stalk_colours(), Some(back));
        }
    }
}

#[test]
fn cgsuites_test_suite() {
    assert_eq!(value("lrlrrllr"), "77/128");
    assert_eq!(value("l(l;rl)"), "3/2");
    assert_eq!(value("eeeeeee"), "*7");
    // CGSuite prints this stalk's value as 3/4v[3]*, in its uptimal notation: 3/4 + ↓ + ↓² + ↓³
    // + *, whose canonical form is {3/4|3/4,{3/4|3/4v*,3/4}}, as brute force confirms.
    let stalk: Picture = "lrlerrr".parse().unwrap();
    assert_eq!(stalk.value(), Solver::new().canonical(&stalk));
    assert_eq!(stalk.value().to_string(), "3/4v[3]*");
    let braces: canonical::CanonicalForm = "{3/4|3/4,{3/4|3/4v*,3/4}}".parse().unwrap();
    assert_eq!(stalk.value(), braces);
    assert_eq!(value("e(ee(e;e);e(eee;ee);e(ee;e))"), "*5");
    // Winning Ways' Green Girl (chapter 7): cycles at her waist and head fuse.
    assert_eq!(
        value("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))"),
        "*2"
    );
}

#[test]
fn methods_by_kind() {
    let method = |text: &str| text.parse::<Picture>().unwrap().method();
    assert_eq!(method("lll"), Method::Count);
    assert_eq!(method("l(l;rl)"), Method::RedBlueTree);
    assert_eq!(method("e(e:A;e:A)"), Method::Green);
    assert_eq!(method("0-1:b 1-2:r 2-0:b"), Method::NumberSearch);
    assert_eq!(method("le"), Method::MixedSearch);
}
