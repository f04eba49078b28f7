//! The computer's winning move on sums of long recurring rows, against scanning their text and
//! against working out the position's value once (the least any judge of the position must do).
//!
//! The position is Walker's `A B ( B A ) × 3 + B` after Right has cut the first third `m`
//! copies along, leaving a finite row of about `2m` pebbles. Left must answer by cutting another
//! third even further along: the copy count (about `m`) is found by doubling and bisecting, each
//! step valuing a row of up to about `4m` pebbles.

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
#[divan::bench(args = LENGTHS)]
fn parse_and_value(bencher: Bencher, pebbles: usize) {
    let text = position_text(pebbles);
    bencher.bench(|| {
        let position: Position = black_box(&text).parse().expect("a position");
        position.value().expect("a finite value")
    });
}

/// Find Left's winning reply: the copy count by exact search.
#[divan::bench(args = LENGTHS)]
fn winning_move(bencher: Bencher, pebbles: usize) {
    let position: Position = position_text(pebbles).parse().expect("a position");
    bencher.bench(|| {
        black_box(&position)
            .winning_move(Player::Left)
            .expect("values")
            .expect("a winning move")
    });
}
