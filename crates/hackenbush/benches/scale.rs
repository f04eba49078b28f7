//! Trees and green graphs of a million edges, against one traversal of the same picture.
//!
//! Baseline: [`traversal`], one depth-first search from the ground over an adjacency built from
//! `edges()` (what any method must at least do), measured in the same run on the same pictures.

use std::sync::LazyLock;

use divan::{Bencher, black_box};
use hackenbush::{Colour, Edge, Picture};

const MILLION: usize = 1_000_000;

fn main() {
    // Built before any timing, so that every bench meets the allocator in the same state.
    for picture in [&RED_BLUE_TREE, &RED_BLUE_STALK, &GREEN_TREE, &GREEN_GRAPH] {
        LazyLock::force(picture);
    }
    divan::main();
}

/// A random recursive tree (vertex `i`'s parent uniform among earlier ones), random red and
/// blue edges (fastrand seed 2024).
static RED_BLUE_TREE: LazyLock<Picture> = LazyLock::new(|| {
    let mut random = fastrand::Rng::with_seed(2024);
    random_tree(&mut random, |random| {
        if random.bool() {
            Colour::Blue
        } else {
            Colour::Red
        }
    })
});

/// The alternating stalk, blue first: worth 2/3·(1 - 2^-1 000 000).
static RED_BLUE_STALK: LazyLock<Picture> = LazyLock::new(|| {
    let colours: Vec<Colour> = (0..MILLION)
        .map(|i| {
            if i % 2 == 0 {
                Colour::Blue
            } else {
                Colour::Red
            }
        })
        .collect();
    Picture::from_colours(&colours)
});

/// A random recursive green tree.
static GREEN_TREE: LazyLock<Picture> = LazyLock::new(|| {
    let mut random = fastrand::Rng::with_seed(2025);
    random_tree(&mut random, |_| Colour::Green)
});

/// A green graph with cycles: a random recursive tree of 900 000 edges and 100 000 more edges
/// between random vertices.
static GREEN_GRAPH: LazyLock<Picture> = LazyLock::new(|| {
    let mut random = fastrand::Rng::with_seed(2026);
    let tree_edges = MILLION - MILLION / 10;
    let mut edges: Vec<Edge> = (1..=tree_edges)
        .map(|vertex| Edge::new(random.usize(0..vertex), vertex, Colour::Green))
        .collect();
    for _ in 0..MILLION / 10 {
        let (a, b) = (random.usize(0..=tree_edges), random.usize(0..=tree_edges));
        edges.push(Edge::new(a, b, Colour::Green));
    }
    Picture::new(edges, tree_edges + 1)
});

fn random_tree(
    random: &mut fastrand::Rng,
    mut colour: impl FnMut(&mut fastrand::Rng) -> Colour,
) -> Picture {
    let edges: Vec<Edge> = (1..=MILLION)
        .map(|vertex| Edge::new(random.usize(0..vertex), vertex, colour(random)))
        .collect();
    Picture::new(edges, MILLION + 1)
}

/// One depth-first search from the ground: adjacency in compressed form, then every vertex
/// visited once; returns how many were reached.
fn traversal(picture: &Picture) -> usize {
    let n = picture.vertex_count();
    let mut start = vec![0usize; n + 1];
    for edge in picture.edges() {
        start[edge.from + 1] += 1;
        start[edge.to + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut next = vec![0usize; start[n]];
    for edge in picture.edges() {
        next[fill[edge.from]] = edge.to;
        fill[edge.from] += 1;
        next[fill[edge.to]] = edge.from;
        fill[edge.to] += 1;
    }
    let mut seen = vec![false; n];
    let mut stack = vec![0];
    seen[0] = true;
    let mut count = 0;
    while let Some(v) = stack.pop() {
        count += 1;
        for &w in &next[start[v]..start[v + 1]] {
            if !seen[w] {
                seen[w] = true;
                stack.push(w);
            }
        }
    }
    count
}

#[divan::bench(args = ["red-blue tree", "red-blue stalk", "green tree", "green graph"], sample_count = 30)]
fn traverse(bencher: Bencher, picture: &str) {
    let picture = pick(picture);
    bencher.bench(|| traversal(black_box(picture)));
}

#[divan::bench(args = ["red-blue tree", "red-blue stalk", "green tree", "green graph"], sample_count = 30)]
fn value(bencher: Bencher, picture: &str) {
    let picture = pick(picture);
    bencher.bench(|| black_box(picture).value());
}

fn pick(name: &str) -> &'static Picture {
    match name {
        "red-blue tree" => &RED_BLUE_TREE,
        "red-blue stalk" => &RED_BLUE_STALK,
        "green tree" => &GREEN_TREE,
        _ => &GREEN_GRAPH,
    }
}
