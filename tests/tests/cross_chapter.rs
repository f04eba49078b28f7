//! Claims that join two chapters, checked where both crates meet.

use dyadic::Dyadic;
use hackendot::{Forest, Tree};
use hackenstrings::Row;

/// Hackendot (chapter 8) on paths is Nim (chapter 5): a forest of paths of lengths `a, b, …` has
/// the nim value of the Nim position `a b …`, as the Hackendot chapter says.
#[test]
fn a_forest_of_paths_is_a_nim_position() {
    for a in 0..6 {
        for b in 0..6 {
            for c in 0..6 {
                let forest: Forest = [a, b, c]
                    .into_iter()
                    .filter(|&nodes| nodes > 0)
                    .map(Tree::path)
                    .collect();
                let nim: nim::Position = format!("{a} {b} {c}").parse().unwrap();
                assert_eq!(
                    hackendot::nim_value(&forest).to_string(),
                    nim.value().to_string(),
                    "paths of {a}, {b} and {c} nodes"
                );
            }
        }
    }
}

/// Hackenstrings (chapter 3) reaches exactly the dyadic numbers (chapter 1): every number with a
/// small denominator has a row worth exactly that number, as long as its birthday.
#[test]
fn every_dyadic_number_is_a_row() {
    for exponent in 0..6 {
        for numerator in -100..=100 {
            let number = Dyadic::new(numerator, exponent);
            let row = Row::from_value(&number).unwrap();
            assert_eq!(row.number().unwrap(), number, "{number}");
            assert_eq!(row.len() as u64, u64::try_from(number.birthday()).unwrap());
            let reread: Dyadic = number.to_string().parse().unwrap();
            assert_eq!(reread, number);
        }
    }
}

/// Green Hackenbush (chapter 7) on stalks is Nim: green stalks of `a, b, c` edges are worth the
/// nim value of the Nim position `a b c`, as the Hackenbush chapter says ("a green stalk is a
/// Nim heap").
#[test]
fn green_stalks_are_nim_heaps() {
    for a in 0..6usize {
        for b in 0..6usize {
            for c in 0..6usize {
                let mut edges = Vec::new();
                let mut next = 1;
                for height in [a, b, c] {
                    for level in 0..height {
                        let below = if level == 0 { 0 } else { next - 1 };
                        edges.push(format!("{below}-{next}:g"));
                        next += 1;
                    }
                }
                let stalks: hackenbush::Picture = edges.join(" ").parse().unwrap();
                let nim: nim::Position = format!("{a} {b} {c}").parse().unwrap();
                let heap = nim.nimber().unwrap().0;
                assert_eq!(
                    stalks.value(),
                    game::CanonicalForm::nimber(heap),
                    "green stalks of {a}, {b} and {c} edges"
                );
            }
        }
    }
}
