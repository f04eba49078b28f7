//! The pen-and-paper exercises of `hackenbush.md`.

use book_tests::pencil::answer;
use canonical::SolverExt;
use dyadic::Dyadic;
use game::{Outcome, Solver};
use hackenbush::Colour::{self, Blue, Red};
use hackenbush::{Picture, stalk_colours, stalk_value};
use hackenstrings::{Pebble, Row};

fn names(colours: &[Colour]) -> String {
    let name = |colour: &Colour| if *colour == Blue { "blue" } else { "red" };
    colours.iter().map(name).collect::<Vec<_>>().join(", ")
}

#[test]
fn exercise_7_6_a_stalk_both_ways() {
    let text = answer("hackenbush.md", "7.6");
    let stalk = [Blue, Red, Red, Blue, Blue];
    let value = stalk_value(&stalk);
    text.says("the stalk's value", &value);
    assert_eq!(value, Dyadic::new(7, 4));
    // The row A B B A A is worth the same.
    let row = Row::new(vec![
        Pebble::Left,
        Pebble::Right,
        Pebble::Right,
        Pebble::Left,
        Pebble::Left,
    ]);
    assert_eq!(row.number().unwrap(), value);
    text.contains(&format!("`{row}`"));
    // Minus the value: the colours swapped.
    let minus = stalk_colours(&-value.clone());
    text.contains(&names(&minus));
    assert_eq!(names(&minus), "red, blue, blue, red, red");
    let minus_value = stalk_value(&minus);
    assert_eq!(minus_value, -value.clone());
    text.says("the swapped stalk's value", &minus_value);
    // The second way: the floor, -1, plus 0.1001 in binary (blue digits as 1).
    let floor = Dyadic::from(minus_value.floor());
    assert_eq!(floor, Dyadic::from(-1));
    let fraction = Dyadic::new(9, 4);
    text.says("the second way's fraction", &fraction);
    assert_eq!(floor + fraction, minus_value);
    text.contains("$0.0111_2$")
        .contains("$-0.0111_2")
        .contains("$0.1001_2")
        .contains("$-1 + \\tfrac{9}{16} = -\\tfrac{7}{16}$");
}

#[test]
fn exercise_7_7_positive_or_negative() {
    let text = answer("hackenbush.md", "7.7");
    let c: Picture = "0-1:r 1-2:b 1-3:b 1-4:b".parse().unwrap();
    let d: Picture = "0-1:b 1-2:r 2-3:r 3-4:r".parse().unwrap();
    let mut solver = Solver::new();
    text.says("(a)", format!("`{}`", c.value()))
        .says("(b)", format!("`{}`", d.value()));
    assert_eq!(solver.canonical(&c), c.value());
    assert_eq!(solver.canonical(&d), d.value());
    assert_eq!(solver.outcome(&c), Outcome::RightWins);
    assert_eq!(solver.outcome(&d), Outcome::LeftWins);
    // A blue edge under −3 is worth 1/8.
    let blue_under_minus_three: Picture = "0-1:b 1-2:r 1-3:r 1-4:r".parse().unwrap();
    assert_eq!(blue_under_minus_three.value().to_string(), "1/8");
    // Side by side: worth 0, a second-player win.
    let both: Picture = "0-1:r 1-2:b 1-3:b 1-4:b 0-5:b 5-6:r 6-7:r 7-8:r"
        .parse()
        .unwrap();
    assert_eq!(both.value().to_string(), "0");
    assert_eq!(solver.outcome(&both), Outcome::SecondPlayerWins);
    text.contains("= 0$: whoever moves first loses")
        .contains("(a) is negative")
        .contains("`1/8`: (b) is")
        .contains("$0.001_2 = \\tfrac18$");
}

#[test]
fn exercise_7_8_nimbers_on_a_red_blue_picture() {
    let text = answer("hackenbush.md", "7.8");
    let value = |text: &str| text.parse::<Picture>().unwrap().value();
    let mut solver = Solver::new();
    let a: Picture = "0-1:b 1-2:r 2-3:g 3-4:g 4-5:g".parse().unwrap();
    let b: Picture = "0-1:b 1-2:b 2-0:r 1-3:g 2-4:g".parse().unwrap();
    text.says("(a)", format!("`{}`", a.value()))
        .says("(b)", format!("`{}`", b.value()));
    assert_eq!(a.value().to_string(), "1/2*3");
    assert_eq!(b.value().to_string(), "1");
    assert_eq!(solver.canonical(&a), a.value());
    assert_eq!(solver.canonical(&b), b.value());
    assert_eq!(solver.outcome(&b), Outcome::LeftWins);
    // The answer's steps: the stalk blue, red; the triangle's options; the triangle.
    assert_eq!(value("0-1:b 1-2:r").to_string(), "1/2");
    assert_eq!(value("0-2:r 2-1:b").to_string(), "-1/2");
    assert_eq!(value("0-1:b 0-2:r").to_string(), "0");
    assert_eq!(value("0-1:b 1-2:b").to_string(), "2");
    assert_eq!(value("0-1:b 1-2:b 2-0:r").to_string(), "1");
    text.contains("$\\{-\\tfrac12, 0 \\mid 2\\} = 1$")
        .contains("Left wins it whoever starts");
}
