//! Rows nested deep whose every level starts with a pebble the level below does not swallow,
//! `A ( A ( … ( B ) … ) )` and `( B ( B ( … A … ) A ) A )`: their values, order and birthdays
//! (read from the text, linear in the depth) up to 3·10⁴ deep, and their canonical sign
//! sequences (quadratic in the depth: `A^k·( … )` for every `k` and every level below) up to
//! 500 deep, against scanning the same bytes, in one run: see the crate's README.

use divan::{Bencher, black_box};
use surreal::Row;

fn main() {
    divan::main();
}

/// Nesting depths.
const DEPTHS: [usize; 4] = [100, 1_000, 10_000, 30_000];

/// Nesting depths for the canonical pieces, which are quadratic in the depth.
const SHALLOW: [usize; 2] = [250, 500];

/// `A ( A ( … ( B ) … ) )`, `depth` pairs of parentheses.
fn pebble_first(depth: usize) -> String {
    format!("{}B{}", "A ( ".repeat(depth), " )".repeat(depth))
}

/// `( B ( B ( … A … ) A ) A )`, `depth` pairs of parentheses.
fn pebble_last(depth: usize) -> String {
    format!("{}A{}", "( B ".repeat(depth), " A )".repeat(depth))
}

/// The baseline: count the `A` bytes of both nests' text, the least any reader must do.
#[divan::bench(args = DEPTHS)]
fn scan(bencher: Bencher, depth: usize) {
    let text = pebble_first(depth) + &pebble_last(depth);
    bencher.bench(|| {
        black_box(text.as_bytes())
            .iter()
            .filter(|&&b| b == b'A')
            .count()
    });
}

/// The canonical sign sequence of `A ( A ( … ( B ) … ) )`.
#[divan::bench(args = SHALLOW, sample_count = 3, sample_size = 1)]
fn signs_pebble_first(bencher: Bencher, depth: usize) {
    let row: Row = pebble_first(depth).parse().expect("a row");
    bencher.bench(|| black_box(&row).signs());
}

/// The canonical sign sequence of `( B ( B ( … A … ) A ) A )`.
#[divan::bench(args = SHALLOW, sample_count = 3, sample_size = 1)]
fn signs_pebble_last(bencher: Bencher, depth: usize) {
    let row: Row = pebble_last(depth).parse().expect("a row");
    bencher.bench(|| black_box(&row).signs());
}

/// The value of `A ( A ( … ( B ) … ) )` (refused: an infinite sum nested in another).
#[divan::bench(args = DEPTHS, sample_count = 20)]
fn value_pebble_first(bencher: Bencher, depth: usize) {
    let row: Row = pebble_first(depth).parse().expect("a row");
    bencher.bench(|| black_box(&row).value().is_err());
}

/// The value of `( B ( B ( … A … ) A ) A )` (refused: an infinite sum nested in another).
#[divan::bench(args = DEPTHS, sample_count = 20)]
fn value_pebble_last(bencher: Bencher, depth: usize) {
    let row: Row = pebble_last(depth).parse().expect("a row");
    bencher.bench(|| black_box(&row).value().is_err());
}

/// The birthday of `A ( A ( … ( B ) … ) )`.
#[divan::bench(args = DEPTHS, sample_count = 20)]
fn birthday_pebble_first(bencher: Bencher, depth: usize) {
    let row: Row = pebble_first(depth).parse().expect("a row");
    bencher.bench(|| black_box(&row).birthday());
}

/// `A ( A ( … ( B ) … ) )` against its negation, `B ( B ( … ( A ) … ) )`.
#[divan::bench(args = DEPTHS, sample_count = 20)]
fn compare_pebble_first(bencher: Bencher, depth: usize) {
    let row: Row = pebble_first(depth).parse().expect("a row");
    let negated = row.negated();
    bencher.bench(|| black_box(&row).cmp(black_box(&negated)));
}

/// `( B ( B ( … A … ) A ) A )` against itself one level deeper.
#[divan::bench(args = DEPTHS, sample_count = 20)]
fn compare_pebble_last(bencher: Bencher, depth: usize) {
    let row: Row = pebble_last(depth).parse().expect("a row");
    let deeper: Row = pebble_last(depth + 1).parse().expect("a row");
    bencher.bench(|| black_box(&row).cmp(black_box(&deeper)));
}
