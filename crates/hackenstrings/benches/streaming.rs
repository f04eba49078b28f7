//! Streaming evaluation of a ten-million-pebble text, against merely scanning the same bytes.
//!
//! `scan` counts the `A` bytes with a plain loop: the least any reader of the text must do. The
//! target is for `evaluate` to stay within three times `scan` on the same text.

use std::sync::LazyLock;

use divan::{Bencher, black_box};
use hackenstrings::value_of_text;

fn main() {
    divan::main();
}

const PEBBLES: usize = 10_000_000;

/// The layouts: long random rows in the book's spaced notation, the same without spaces, and
/// short rows (a `+` every few pebbles, the slowest case).
const LAYOUTS: [&str; 3] = ["spaced", "compact", "short rows"];

/// Ten million random pebbles in rows of random lengths, written in `layout`.
fn text(layout: &str) -> String {
    let mut rng = fastrand::Rng::with_seed(2024);
    let (space, max_row) = match layout {
        "spaced" => (" ", 2000),
        "compact" => ("", 2000),
        _ => (" ", 8),
    };
    let mut text = String::with_capacity(PEBBLES * 2 + PEBBLES / 100);
    let mut left = PEBBLES;
    while left > 0 {
        if !text.is_empty() {
            text.push_str(" + ");
        }
        let len = rng.usize(1..=max_row).min(left);
        for index in 0..len {
            if index > 0 {
                text.push_str(space);
            }
            text.push(if rng.bool() { 'A' } else { 'B' });
        }
        left -= len;
    }
    text
}

static TEXTS: LazyLock<Vec<String>> = LazyLock::new(|| LAYOUTS.map(text).to_vec());

fn text_for(layout: &str) -> &'static str {
    let index = LAYOUTS.iter().position(|&l| l == layout).unwrap_or(0);
    &TEXTS[index]
}

/// The baseline: count the `A` bytes.
fn count_a(bytes: &[u8]) -> usize {
    let mut count = 0;
    for &byte in bytes {
        count += usize::from(byte == b'A');
    }
    count
}

#[divan::bench(args = LAYOUTS)]
fn scan(bencher: Bencher, layout: &str) {
    let text = text_for(layout);
    bencher
        .counter(divan::counter::BytesCount::of_str(text))
        .bench(|| count_a(black_box(text).as_bytes()));
}

#[divan::bench(args = LAYOUTS)]
fn evaluate(bencher: Bencher, layout: &str) {
    let text = text_for(layout);
    bencher
        .counter(divan::counter::BytesCount::of_str(text))
        .bench(|| value_of_text(black_box(text)));
}
