//! Parsing and valuing a row of a million pebbles, against merely scanning the same bytes.

use std::sync::LazyLock;

use divan::{Bencher, black_box};
use surreal::Row;

fn main() {
    divan::main();
}

const PEBBLES: usize = 1_000_000;

/// A million random pebbles, spaced, with a recurring part at the end: `A B … ( B A )`.
static TEXT: LazyLock<String> = LazyLock::new(|| {
    let mut rng = fastrand::Rng::with_seed(6);
    let mut text = String::with_capacity(PEBBLES * 2 + 16);
    for _ in 0..PEBBLES {
        text.push(if rng.bool() { 'A' } else { 'B' });
        text.push(' ');
    }
    text.push_str("( B A )");
    text
});

/// The baseline: count the `A` bytes, the least any reader of the text must do.
#[divan::bench]
fn scan(bencher: Bencher) {
    let text = TEXT.as_bytes();
    bencher.bench(|| black_box(text).iter().filter(|&&b| b == b'A').count());
}

/// Parse the row and work out its value in normal form.
#[divan::bench]
fn parse_and_value(bencher: Bencher) {
    let text = TEXT.as_str();
    bencher.bench(|| {
        let row: Row = black_box(text).parse().expect("a row");
        row.value().expect("a finite value")
    });
}

/// Parse only.
#[divan::bench]
fn parse(bencher: Bencher) {
    let text = TEXT.as_str();
    bencher.bench(|| black_box(text).parse::<Row>().expect("a row"));
}

/// The canonical sign sequence of the parsed row.
#[divan::bench]
fn signs(bencher: Bencher) {
    let row: Row = TEXT.parse().expect("a row");
    bencher.bench(|| black_box(&row).signs());
}

/// Compare the row with itself and one more pebble before its recurring part.
#[divan::bench]
fn compare(bencher: Bencher) {
    let row: Row = TEXT.parse().expect("a row");
    let mut longer = TEXT.clone();
    longer.insert_str(TEXT.len() - 7, "A ");
    let other: Row = longer.parse().expect("a row");
    bencher.bench(|| black_box(&row).cmp(black_box(&other)));
}

/// The value of the parsed row.
#[divan::bench]
fn value(bencher: Bencher) {
    let row: Row = TEXT.parse().expect("a row");
    bencher.bench(|| black_box(&row).value().expect("a finite value"));
}
