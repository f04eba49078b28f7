//! Sign sequences: canonical forms, order and length.

use std::cmp::Ordering;

use surreal::Row;

fn row(text: &str) -> Row {
    text.parse().unwrap()
}

#[test]
fn equal_sequences_have_equal_signs() {
    for (a, b) in [
        ("A ( B A )", "( A B )"),
        ("( A ) ( A ) ( ( A ) )", "( ( A ) )"),
        ("( A B A B )", "( A B )"),
        ("A ( A )", "( A )"),
        ("A A B ( A B )", "A ( A B )"),
        ("( ( A ) ( A ) )", "( ( A ) )"),
        ("A ( ( A ) )", "( ( A ) )"),
    ] {
        assert_eq!(row(a).signs(), row(b).signs(), "{a} = {b}");
        assert_eq!(row(a).cmp(&row(b)), Ordering::Equal, "{a} = {b}");
    }
    assert_ne!(row("( A ) A").signs(), row("( A )").signs());
    assert_eq!(row("A ( B A )").signs().to_row().to_string(), "( A B )");
    assert_eq!(
        row("( A ) ( A ) ( ( A ) )").signs().to_row().to_string(),
        "( ( A ) )"
    );
}

#[test]
fn the_order_of_sign_sequences() {
    let ordered = [
        "( B )",
        "B",
        "B A",
        "",
        "A ( B )",
        "A ( B ) A",
        "A B ( B A )",
        "A B",
        "A B ( A )",
        "A B ( A ) A",
        "A",
        "A A",
        "( A ) ( B )",
        "( A )",
        "( A ) A",
        "( A ) ( A )",
        "( ( A ) )",
    ];
    // `A B ( B A )` (1/3) < `A B` (1/2) < `A B ( A )` (1 − 1/ω) < `A B ( A ) A` < `A` (1).
    for (i, a) in ordered.iter().enumerate() {
        for (j, b) in ordered.iter().enumerate() {
            assert_eq!(row(a).cmp(&row(b)), i.cmp(&j), "{a} vs {b}");
            assert_eq!(row(a).signs().cmp(&row(b).signs()), i.cmp(&j), "{a} vs {b}");
        }
    }
}

#[test]
fn birthdays_are_lengths() {
    for (text, day) in [
        ("", "0"),
        ("A B B", "3"),
        ("( A ) A B", "ω+2"),
        ("( ( A ) )", "ω²"),
        ("A ( A )", "ω"),
        ("( A ) ( B ) ( ( B ) ( A ) )", "ω²"),
        ("( A ( A B ) ) A", "ω²+1"),
    ] {
        assert_eq!(row(text).birthday().to_string(), day, "{text}");
    }
}
