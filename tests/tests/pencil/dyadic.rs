//! The pen-and-paper exercises of `dyadic.md`.

use book_tests::pencil::answer;
use canonical::CanonicalForm;
use dyadic::Dyadic;

fn number(text: &str) -> Dyadic {
    text.parse().unwrap()
}

#[test]
fn exercise_1_4_the_simplest_number_between_two() {
    let first = Dyadic::simplest_between(Some(&number("3/8")), Some(&number("15/16"))).unwrap();
    let second = Dyadic::simplest_between(Some(&number("9/8")), Some(&number("5/4"))).unwrap();
    let midpoint = (number("3/8") + number("15/16")).half();
    assert_eq!(midpoint, number("21/32"));
    assert_eq!(second, number("19/16"));
    answer("dyadic.md", "1.4")
        .says("the simplest number between 3/8 and 15/16", &first)
        .says("its birthday", format!("day {}", first.birthday()))
        .says("the simplest number between 9/8 and 5/4", &second)
        .says(
            "its birthday",
            format!("day $1 + 1 + 4 = {}", second.birthday()),
        )
        .contains("\\tfrac{21}{32}")
        .contains("\\tfrac{19}{16}");
}

#[test]
fn exercise_1_5_a_sum_in_three_notations() {
    let sum = number("2 1/4") + number("-3/8");
    answer("dyadic.md", "1.5")
        .says("the sum as a fraction", CanonicalForm::number(sum.clone()))
        .says("the sum as a Dyadic prints it", format!("`{sum}`"))
        .says("the sum in binary", format!("`{}`", sum.binary_expansion()))
        .says(
            "its birthday",
            format!("day $1 + 1 + 3 = {}", sum.birthday()),
        );
}
