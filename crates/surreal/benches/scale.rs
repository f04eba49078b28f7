//! The computer's winning move on sums of long recurring rows, against scanning their text and
//! against working out the position's value once (the least any judge of the position must do).
//!
//! The position is Walker's `A B ( B A ) × 3 + B` after Right has cut the first third `m`
//! copies along, leaving a finite row of about `2m` pebbles. Left must answer by cutting another
//! third even further along: the copy count (about `m`) is found by doubling and bisecting, each
//! step comparing a cut of up to about `4m` pebbles with the row worth minus the other rows (by
//! sign order, past the whole items they share).
//!
//! Measured on the shared 2-core machine (`cargo bench -p surreal --bench scale`, fastest of 20
//! samples, one run while other builds ran; medians run 1.1 to 3 times higher under load):
//!
//! | pebbles cut | scan    | parse + value | winning move | move / scan | move / parse + value |
//! |------------:|--------:|--------------:|-------------:|------------:|---------------------:|
//! | 100         | 106 ns  | 7.5 µs        | 44 µs        | 420×        | 5.9×                 |
//! | 10 000      | 9.1 µs  | 0.60 ms       | 3.4 ms       | 370×        | 5.6×                 |
//! | 100 000     | 87 µs   | 88 ms         | 204 ms       | 2 300×      | 2.3×                 |
//!
//! Nested `depth` deep, `( ( … ( A ) … ) ) + B`: depth 100, 130 µs (scan 94 ns); depth 10 000,
//! 31 ms (scan 8.7 µs; 12.9 ms in an earlier, quieter run), with no recursion (the tests play it
//! on a 256 KiB stack).

use divan::{Bencher, black_box};
use game::Player;
use surreal::play::Position;

fn main() {
    divan::main();
}

/// Pebbles of the row Right cut.
const LENGTHS: [usize; 3] = [100, 10_000, 100_000];

/// The position after Right's move, for thirds of `pebbles` written pebbles.
fn position_text(pebbles: usize) -> String {
    let cut = format!("A B {}", "B A ".repeat(pebbles / 2 - 1)); // Right took the next B
    format!("{cut}+ A B ( B A ) + A B ( B A ) + B")
}

/// The baseline: count the `A` bytes of the position's text.
#[divan::bench(args = LENGTHS)]
fn scan(bencher: Bencher, pebbles: usize) {
    let text = position_text(pebbles);
    bencher.bench(|| {
        black_box(text.as_bytes())
            .iter()
            .filter(|&&b| b == b'A')
            .count()
    });
}

/// Read the position and work out its value.
#[divan::bench(args = LENGTHS, sample_count = 20)]
fn parse_and_value(bencher: Bencher, pebbles: usize) {
    let text = position_text(pebbles);
    bencher.bench(|| {
        let position: Position = black_box(&text).parse().expect("a position");
        position.value().expect("a finite value")
    });
}

/// Find Left's winning reply: the copy count by exact search.
#[divan::bench(args = LENGTHS, sample_count = 20)]
fn winning_move(bencher: Bencher, pebbles: usize) {
    let position: Position = position_text(pebbles).parse().expect("a position");
    bencher.bench(|| {
        black_box(&position)
            .winning_move(Player::Left)
            .expect("values")
            .expect("a winning move")
    });
}

/// Nesting depths for the deep positions.
const DEPTHS: [usize; 2] = [100, 10_000];

/// `( ( … ( A ) … ) ) + B`, nested `depth` deep: Left cuts one copy of the outermost pair.
fn deep_text(depth: usize) -> String {
    format!("{}A{} + B", "(".repeat(depth), ")".repeat(depth))
}

/// The baseline for the deep positions: count the `(` bytes.
#[divan::bench(args = DEPTHS)]
fn scan_deep(bencher: Bencher, depth: usize) {
    let text = deep_text(depth);
    bencher.bench(|| {
        black_box(text.as_bytes())
            .iter()
            .filter(|&&b| b == b'(')
            .count()
    });
}

/// Left's winning move in the deep position (one copy count per level of nesting).
#[divan::bench(args = DEPTHS, sample_count = 20)]
fn winning_move_deep(bencher: Bencher, depth: usize) {
    let position: Position = deep_text(depth).parse().expect("a position");
    bencher.bench(|| {
        black_box(&position)
            .winning_move(Player::Left)
            .expect("values")
            .expect("a winning move")
    });
}
