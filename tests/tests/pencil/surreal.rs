//! The pen-and-paper exercises of `surreal.md`.

use book_tests::pencil::answer;
use surreal::{Position, Row, Surreal};

fn row(text: &str) -> Row {
    text.parse().unwrap()
}

fn number(text: &str) -> Surreal {
    text.parse().unwrap()
}

#[test]
fn exercise_6_5_near_one_or_near_nothing() {
    let text = answer("surreal.md", "6.5");
    let (near_one, near_nothing) = (row("A B ( A )"), row("A ( B ) A"));
    assert!(near_one > near_nothing);
    let larger = near_one.clone().max(near_nothing.clone());
    // They share places 0 and 1 and part at place 2: A against B.
    assert!(near_one > row("A B A") && row("A B A") > row("A B B"));
    assert!(row("A B B B") > near_nothing && near_nothing > Row::empty());
    assert_eq!(near_one.value().unwrap(), number("1 - 1/w"));
    assert_eq!(near_nothing.value().unwrap(), number("2/w"));
    assert_eq!(row("A ( B )").value().unwrap(), number("1/w"));
    assert_eq!(Row::from_value(&number("2")).unwrap().to_string(), "A A");
    text.says("the larger row", larger)
        .says("the birthday of A B ( A )", near_one.birthday())
        .says("the birthday of A ( B ) A", near_nothing.birthday())
        .contains("first differ at the third sign (place 2)")
        .contains("$1 - \\tfrac1\\omega$")
        .contains("$\\tfrac2\\omega$")
        .contains("$\\omega^{-1}\\cdot 2$")
        .contains("$[2] = ++$");
}

#[test]
fn exercise_6_6_two_thirds_by_hand() {
    let text = answer("surreal.md", "6.6");
    let two_thirds = Row::from_value(&number("2/3")).unwrap();
    let game: Position = "( A B ) + A B ( B A ) + B".parse().unwrap();
    assert!(game.value().unwrap().is_zero());
    let stalk: hackenbush::Beanstalk = "( b r )".parse().unwrap();
    assert_eq!(stalk.value().unwrap(), number("2/3"));
    assert_eq!(stalk.row(), &two_thirds);
    text.says("the row of 2/3", &two_thirds)
        .says("its birthday", two_thirds.birthday())
        .contains("$\\tfrac23 + \\tfrac13 - 1 = 0$")
        .contains("whoever moves first loses")
        .contains("`( b r )`");
}

#[test]
fn exercise_6_7_two_below_omega() {
    let text = answer("surreal.md", "6.7");
    let omega = Surreal::omega();
    let the_row = row("( A ) B B");
    assert_eq!(the_row.value().unwrap(), &omega - &Surreal::from_integer(2));
    assert_eq!(row("( A ) B").value().unwrap(), &omega - &Surreal::one());
    let check: Position = "( A ) B B + A A + ( B )".parse().unwrap();
    assert!(check.value().unwrap().is_zero());
    text.says("the birthday", the_row.birthday())
        .contains("$\\omega - 1$")
        .contains("$\\omega - 2$")
        .contains("`( A ) B B + A A + ( B )`")
        .contains("$(\\omega - 2) + 2 - \\omega = 0$")
        .contains("whoever moves")
        .contains("first loses");
}
