//! Winning Ways' "Moderately Hard Bed" (30 red and blue edges with cycles), computed exactly by
//! the search, against the same search without its optimisations.
//!
//! - `optimised`: `Picture::value`, which splits at the ground and at every vertex where a part
//!   hangs by one vertex, folds hanging parts into numbers, identifies blocks of the same shape,
//!   and searches blocks as bit sets with cached decompositions.
//! - `plain`: a memo on the set of edges left, nothing split, folded or identified. Hopeless
//!   (the issue reports 13 minutes for such a search), so it runs once with a deadline of
//!   [`PLAIN_SECONDS`] and the bench prints how many positions it had valued by then.

use std::time::{Duration, Instant};

use divan::{Bencher, black_box};
use hackenbush::Picture;
use hackenbush::search::{number_search, plain::plain_number_search};

/// The Bed as CGSuite's test suite writes it (Figure 31 of Winning Ways, chapter 7).
const BED: &str =
    "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)";

/// How long the plain search may run.
const PLAIN_SECONDS: u64 = 60;

fn bed() -> Picture {
    BED.parse().expect("the Bed parses")
}

fn main() {
    let (value, states) = number_search(&bed(), true);
    println!("the Bed: {value}, {states} positions searched by the optimised search");
    divan::main();
}

#[divan::bench(sample_count = 5, sample_size = 1)]
fn optimised(bencher: Bencher) {
    let bed = bed();
    bencher.bench(|| black_box(&bed).value());
}

#[divan::bench(sample_count = 1, sample_size = 1)]
fn plain(bencher: Bencher) {
    let bed = bed();
    bencher.bench(|| {
        let start = Instant::now();
        let result = plain_number_search(
            black_box(&bed),
            Some(start + Duration::from_secs(PLAIN_SECONDS)),
        );
        println!(
            "plain search: {} after {:.1} s, {} positions valued",
            result
                .value
                .map_or("unfinished".to_string(), |v| v.to_string()),
            start.elapsed().as_secs_f64(),
            result.states
        );
    });
}
