//! Rows of a million pebbles and nesting ten thousand deep, on a thread with a 2 MB stack:
//! nothing may recurse as deep as the input.

use std::cmp::Ordering;

use surreal::{Row, ValueError};

const STACK: usize = 2 << 20;

fn on_small_stack(test: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(test)
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn nesting_ten_thousand_deep() {
    on_small_stack(|| {
        let n = 10_000;
        let text = format!("{}A{}", "( ".repeat(n), " )".repeat(n));
        let row: Row = text.parse().unwrap();
        assert_eq!(row.depth(), n);
        assert_eq!(row.to_string(), text);
        assert_eq!(row.value().unwrap().to_string(), "ω¹⁰⁰⁰⁰");
        assert_eq!(row.birthday().to_string(), "ω¹⁰⁰⁰⁰");
        let copy = row.clone();
        assert_eq!(copy, row);
        let bigger: Row = format!("{text} A").parse().unwrap();
        assert_eq!(row.cmp(&bigger), Ordering::Less);
        let back = Row::from_value(&row.value().unwrap()).unwrap();
        assert_eq!(back.signs(), row.signs());
        drop(copy);
        // Other deep shapes: each is valued or refused, never a crash. Those whose levels
        // swallow what comes before them stay linear…
        for text in [
            format!("{}{}", "( A ".repeat(n), ")".repeat(n)),
            format!("{}A{}", "( ".repeat(n), " ) B".repeat(n)),
        ] {
            check_deep(&text.parse().unwrap());
        }
        // …and those whose every level starts with a pebble it does not swallow, whose
        // canonical pieces are quadratic in the depth, are compared, valued and measured from
        // their text.
        let first = format!("{}B{}", "A ( ".repeat(n), " )".repeat(n));
        let last = |n: usize| format!("{}A{}", "( B ".repeat(n), " A )".repeat(n));
        for (text, negated) in [(first, Ordering::Greater), (last(n), Ordering::Less)] {
            let row: Row = text.parse().unwrap();
            assert_eq!(row.cmp(&row.clone()), Ordering::Equal);
            assert_eq!(row.cmp(&row.negated()), negated);
            assert_eq!(row.birthday().to_string(), "ω¹⁰⁰⁰⁰");
            assert!(matches!(row.value(), Err(ValueError::Unsupported(_))));
        }
        let deeper: Row = last(n + 1).parse().unwrap();
        assert_eq!(
            last(n).parse::<Row>().unwrap().cmp(&deeper),
            Ordering::Greater
        );
    });
}

/// The nests above, a few deep, answer as their canonical pieces do.
#[test]
fn shallow_nests_answer_as_their_canonical_pieces() {
    for n in 1..12 {
        let first: Row = format!("{}B{}", "A ( ".repeat(n), " )".repeat(n))
            .parse()
            .unwrap();
        let last = |n: usize| -> Row {
            format!("{}A{}", "( B ".repeat(n), " A )".repeat(n))
                .parse()
                .unwrap()
        };
        for row in [&first, &last(n)] {
            check_deep(row);
            assert_eq!(row.birthday().to_string(), format!("ω{}", superscript(n)));
            assert_eq!(
                matches!(row.value(), Err(ValueError::Unsupported(_))),
                n >= 3,
                "{row}"
            );
        }
        assert_eq!(
            first.signs().cmp(&first.negated().signs()),
            Ordering::Greater
        );
        assert_eq!(
            last(n).signs().cmp(&last(n).negated().signs()),
            Ordering::Less
        );
        assert_eq!(last(n).signs().cmp(&last(n + 1).signs()), Ordering::Greater);
    }
}

fn superscript(n: usize) -> String {
    if n == 1 {
        return String::new();
    }
    (n.to_string().chars())
        .map(|digit| {
            "⁰¹²³⁴⁵⁶⁷⁸⁹"
                .chars()
                .nth(digit.to_digit(10).unwrap() as usize)
                .unwrap()
        })
        .collect()
}

fn check_deep(row: &Row) {
    let _ = row.value();
    let _ = row.birthday();
    assert_eq!(row.cmp(&row.clone()), Ordering::Equal);
    assert_eq!(
        row.cmp(&row.negated()),
        row.signs().cmp(&row.negated().signs())
    );
}

#[test]
fn a_million_pebbles() {
    on_small_stack(|| {
        let mut rng = fastrand::Rng::with_seed(3);
        let mut text: String = (0..1_000_000)
            .map(|_| if rng.bool() { "A " } else { "B " })
            .collect();
        text.push_str("( B A )");
        let row: Row = text.parse().unwrap();
        let value = row.value().unwrap();
        assert_eq!(row.birthday().to_string(), "ω");
        let mut longer = text.clone();
        longer.insert_str(text.len() - 7, "A ");
        let other: Row = longer.parse().unwrap();
        assert_eq!(row.cmp(&other), value.cmp(&other.value().unwrap()));
        assert!(value.to_rational().is_some());
    });
}
