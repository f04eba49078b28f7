//! A tree's best move against one traversal of the same tree, on trees of a million edges.
//!
//! Baseline: the value (the tree rule for red-blue trees, the colon principle for green ones),
//! one pass over the tree, measured in the same run on the same pictures as the best move
//! (Left's, in one pass that carries every cut's effect down to the ground).

use std::sync::LazyLock;

use divan::{Bencher, black_box};
use game::Player;
use hackenbush::{Colour, Edge, Picture};

const MILLION: usize = 1_000_000;

fn main() {
    // Built before any timing, so that every bench meets the allocator in the same state.
    for picture in [&RANDOM_RED_BLUE, &DEEP_RED_BLUE, &GREEN] {
        LazyLock::force(picture);
    }
    divan::main();
}

/// A random recursive tree (vertex `v`'s parent uniform among earlier ones), random red and
/// blue edges (fastrand seed 2024): some 14 edges deep on average.
static RANDOM_RED_BLUE: LazyLock<Picture> = LazyLock::new(|| {
    let mut random = fastrand::Rng::with_seed(2024);
    let edges: Vec<Edge> = (1..=MILLION)
        .map(|v| {
            let colour = if random.bool() {
                Colour::Blue
            } else {
                Colour::Red
            };
            Edge::new(random.usize(0..v), v, colour)
        })
        .collect();
    Picture::new(edges, MILLION + 1)
});

/// A deep red-blue tree: vertex `v` hangs from one of the three before it, by `v · 7 mod 3`,
/// and its edge is blue or red by `v · 5 mod 2`: some half a million edges deep.
static DEEP_RED_BLUE: LazyLock<Picture> = LazyLock::new(|| {
    let edges: Vec<Edge> = (1..=MILLION)
        .map(|v| {
            let parent = v - 1 - (v * 7 % 3).min(v - 1);
            Edge::new(parent, v, [Colour::Blue, Colour::Red][v * 5 % 2])
        })
        .collect();
    Picture::new(edges, MILLION + 1)
});

/// A random recursive green tree (fastrand seed 2025).
static GREEN: LazyLock<Picture> = LazyLock::new(|| {
    let mut random = fastrand::Rng::with_seed(2025);
    let edges: Vec<Edge> = (1..=MILLION)
        .map(|v| Edge::new(random.usize(0..v), v, Colour::Green))
        .collect();
    Picture::new(edges, MILLION + 1)
});

const TREES: [&str; 3] = ["random red-blue", "deep red-blue", "green"];

fn pick(name: &str) -> &'static Picture {
    match name {
        "random red-blue" => &RANDOM_RED_BLUE,
        "deep red-blue" => &DEEP_RED_BLUE,
        _ => &GREEN,
    }
}

#[divan::bench(args = TREES, sample_count = 10)]
fn value(bencher: Bencher, tree: &str) {
    let picture = pick(tree);
    bencher.bench(|| black_box(picture).value());
}

#[divan::bench(args = TREES, sample_count = 10)]
fn best_move(bencher: Bencher, tree: &str) {
    let picture = pick(tree);
    bencher.bench(|| black_box(picture).best_move(Player::Left));
}
