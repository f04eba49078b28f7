//! The pen-and-paper exercises of `canonical.md`.

use book_tests::pencil::answer;
use canonical::{CanonicalForm, HackenstringsValue};
use game::Outcome;
use hackenstrings::Position;

fn read(text: &str) -> CanonicalForm {
    text.parse().expect("a game of the exercises")
}

#[test]
fn exercise_4_5_a_left_option_that_changes_nothing() {
    let (zero, star, up) = (read("0"), read("*"), read("^"));
    let g = CanonicalForm::new(&[zero, up], &[zero]);
    // 0 is dominated by ↑; ↑ reverses through its Right option *, since * ≤ G; * has Left
    // option 0 only.
    assert!(zero < up);
    assert_eq!(CanonicalForm::new(&[up], &[zero]), g);
    assert_eq!(up.right_options(), [star]);
    assert!(star <= g);
    assert_eq!(star.left_options(), [zero]);
    assert_eq!(g, star);
    answer("canonical.md", "4.5")
        .says("G", g)
        .contains("$0 < {\\uparrow}$")
        .contains("So $* \\le G$")
        .contains("$G$ is `*`");
}

#[test]
fn exercise_4_6_up_twice() {
    let (zero, star, up) = (read("0"), read("*"), read("^"));
    let up_star = up + star;
    let written = CanonicalForm::new(&[up], &[up_star]);
    let twice = up + up;
    assert_eq!(written, twice);
    // ↑ reverses through *; the canonical form is {0 | ↑*}.
    assert!(star <= twice);
    assert_eq!(twice.left_options(), [zero]);
    assert_eq!(twice.right_options(), [up_star]);
    assert_eq!(CanonicalForm::new(&[zero], &[up_star]), twice);
    // ↑*'s Left options 0 and * are both less than ⇑: it does not reverse.
    let mut lefts = up_star.left_options();
    lefts.sort_by_key(ToString::to_string);
    assert_eq!(lefts, [star, zero]);
    assert!(lefts.iter().all(|option| *option < twice));
    let sum = star + up + up_star;
    assert_eq!(sum, twice);
    answer("canonical.md", "4.6")
        .says("Right's option", up_star)
        .says("the canonical form", twice)
        .says("who wins * + ^ + ^*", sum.outcome())
        .contains("`{0|^*}`")
        .contains("$* + * = 0$");
}

#[test]
fn exercise_4_7_headers_deleted() {
    let with: Position = "C A B + C B".parse().unwrap();
    let without: Position = "A B + B".parse().unwrap();
    let deleted = without.value();
    assert_eq!(deleted.as_number(), Some(dyadic::Dyadic::new(-1, 1)));
    let value = with.value();
    assert_eq!(value.outcome(), without.value().outcome());
    assert_eq!(value.outcome(), Outcome::RightWins);
    assert!(value.left_stop().is_zero() && value.right_stop().is_zero());
    assert_ne!(value, deleted);
    answer("canonical.md", "4.7")
        .says("the value of A B + B", deleted)
        .says("who wins", value.outcome())
        .says("the value of C A B + C B", value)
        .says("its stops", value.left_stop())
        .contains("infinitesimal");
}
