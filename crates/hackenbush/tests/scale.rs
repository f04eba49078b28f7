//! Pictures of a million edges: no recursion as deep as the input, exact values.

use dyadic::Dyadic;
use hackenbush::{Colour, Edge, Method, Picture, stalk_colours, stalk_value};

const MILLION: usize = 1_000_000;

fn alternating(length: usize) -> Vec<Colour> {
    (0..length)
        .map(|i| {
            if i % 2 == 0 {
                Colour::Blue
            } else {
                Colour::Red
            }
        })
        .collect()
}

#[test]
fn a_stalk_a_million_edges_tall_by_the_tree_rule_and_by_berlekamp() {
    let colours = alternating(MILLION);
    let by_rule = stalk_value(&colours);
    let picture = Picture::from_colours(&colours);
    assert_eq!(picture.method(), Method::RedBlueTree);
    assert_eq!(picture.number().unwrap(), by_rule);
    assert_eq!(stalk_colours(&by_rule), colours);
    // The alternating stalk of n edges is worth 2/3·(1 - 2^-n): 3x + 2^(1-n) = 2.
    let gap = Dyadic::new(1, MILLION as u64 - 1);
    assert_eq!(&(&Dyadic::from(3) * &by_rule) + &gap, Dyadic::from(2));
}

#[test]
fn a_random_red_blue_tree_of_a_million_edges() {
    let mut random = fastrand::Rng::with_seed(2026);
    let edges: Vec<Edge> = (1..=MILLION)
        .map(|vertex| {
            let colour = if random.bool() {
                Colour::Blue
            } else {
                Colour::Red
            };
            Edge::new(random.usize(0..vertex), vertex, colour)
        })
        .collect();
    let picture = Picture::new(edges, MILLION + 1);
    assert_eq!(picture.method(), Method::RedBlueTree);
    let value = picture.number().unwrap();
    // The mirror image is worth the negative.
    let mirror = Picture::new(
        picture
            .edges()
            .iter()
            .map(|e| Edge::new(e.from, e.to, e.colour.swapped())),
        MILLION + 1,
    );
    assert_eq!(mirror.number().unwrap(), -value);
}

#[test]
fn a_caterpillar_whose_numbers_grow_long() {
    // A red spine with a blue leaf at every vertex, a million edges in all: every prefix has a
    // long fraction, so naive arithmetic would be quadratic.
    let half = MILLION / 2;
    let mut edges = Vec::new();
    for spine in 0..half {
        edges.push(Edge::new(
            spine,
            spine + 1,
            if spine % 3 == 0 {
                Colour::Blue
            } else {
                Colour::Red
            },
        ));
        edges.push(Edge::new(spine + 1, half + 1 + spine, Colour::Blue));
    }
    let picture = Picture::new(edges, MILLION + 1);
    assert!(picture.number().is_some());
}

#[test]
fn green_pictures_of_a_million_edges() {
    let stalk = Picture::from_colours(&vec![Colour::Green; MILLION]);
    assert_eq!(stalk.nim_value(), Some(MILLION as u64));
    // A cycle through the ground fuses into the ground: a million loops, worth 0.
    let mut edges: Vec<Edge> = (0..MILLION)
        .map(|v| Edge::new(v, (v + 1) % MILLION, Colour::Green))
        .collect();
    let cycle = Picture::new(edges.clone(), MILLION);
    assert_eq!(cycle.nim_value(), Some(0));
    // One more edge on top: a loop's worth more at the ground, and a stalk of 1 above.
    edges.push(Edge::new(5, MILLION, Colour::Green));
    assert_eq!(Picture::new(edges, MILLION + 1).nim_value(), Some(1));
}
