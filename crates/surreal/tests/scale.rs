//! Rows of a million pebbles and nesting ten thousand deep, on a thread with a 2 MB stack:
//! nothing may recurse as deep as the input.

use std::cmp::Ordering;

use surreal::Row;

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
            check_deep(&text);
        }
        // …those whose every level starts with a pebble it does not swallow have a canonical
        // form quadratic in the depth (FINDINGS.md), so they are tried 300 deep.
        let n = 300;
        for text in [
            format!("{}B{}", "A ( ".repeat(n), " )".repeat(n)),
            format!("{}A{}", "( B ".repeat(n), " A )".repeat(n)),
        ] {
            check_deep(&text);
        }
    });
}

fn check_deep(text: &str) {
    let row: Row = text.parse().unwrap();
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
