//! The bit-set search for mixed pictures against brute force (`game::Solver`), on pictures a
//! little larger than the exhaustive checks of `brute_force.rs` reach: cycles through the
//! ground mixing green with red and blue, with red-blue parts (trees and cycles) hanging from
//! their vertices, often the same part at two vertices, so that folding parts into numbers,
//! labels on symmetric vertices, and components at the ground are all exercised.

use canonical::SolverExt;
use game::Solver;
use hackenbush::{Colour, Edge, Method, Picture};

const RED_BLUE: [Colour; 2] = [Colour::Blue, Colour::Red];

/// A red-blue part hanging from `at`, of shape 0 (one edge), 1 (a stalk of two) or 2 (a
/// triangle), its new vertices numbered from `next` on.
fn hang(edges: &mut Vec<Edge>, at: usize, next: &mut usize, shape: usize, colours: &[Colour; 3]) {
    let first = *next;
    edges.push(Edge::new(at, first, colours[0]));
    *next += 1;
    match shape {
        0 => {}
        1 => {
            edges.push(Edge::new(first, *next, colours[1]));
            *next += 1;
        }
        _ => {
            edges.push(Edge::new(first, *next, colours[1]));
            edges.push(Edge::new(*next, at, colours[2]));
            *next += 1;
        }
    }
}

#[test]
fn mixed_cycles_with_parts_hanging_agree_with_brute_force() {
    let mut random = fastrand::Rng::with_seed(2020);
    let mut solver = Solver::new();
    let mut searched = 0;
    for _ in 0..600 {
        let mut edges = Vec::new();
        let cycle = random.usize(2..=4);
        for i in 0..cycle {
            let to = if i + 1 == cycle { 0 } else { i + 1 };
            let colour = if random.usize(0..3) == 0 {
                Colour::Green
            } else {
                RED_BLUE[random.usize(0..2)]
            };
            edges.push(Edge::new(i, to, colour));
        }
        // At least one green edge, somewhere on the cycle.
        let green = random.usize(0..cycle);
        edges[green].colour = Colour::Green;
        let mut next = cycle;
        let colours = [0; 3].map(|_| RED_BLUE[random.usize(0..2)]);
        let shape = random.usize(0..3);
        hang(
            &mut edges,
            random.usize(1..cycle),
            &mut next,
            shape,
            &colours,
        );
        if random.bool() {
            // The same part again, at a vertex of the cycle (often a symmetric one).
            hang(
                &mut edges,
                random.usize(1..cycle),
                &mut next,
                shape,
                &colours,
            );
        }
        let picture = Picture::new(edges, next);
        assert_eq!(picture.method(), Method::MixedSearch, "{picture}");
        searched += 1;
        let expected = solver.canonical(&picture);
        assert_eq!(picture.value(), expected, "{picture}: expected {expected}");
    }
    assert_eq!(searched, 600);
}

const ALL: [Colour; 3] = [Colour::Blue, Colour::Red, Colour::Green];

/// Parts with green edges hanging from vertices other than the ground, one above another: each
/// is replaced by its value, a game, at the vertex it hangs from (the colon principle), so the
/// search meets labels that are not numbers, sums of them at one vertex, and their moves.
#[test]
fn mixed_parts_hanging_from_blocks_agree_with_brute_force() {
    let mut random = fastrand::Rng::with_seed(2027);
    let mut solver = Solver::new();
    let mut games = 0;
    for _ in 0..400 {
        let mut edges = Vec::new();
        let cycle = random.usize(2..=3);
        for i in 0..cycle {
            let to = if i + 1 == cycle { 0 } else { i + 1 };
            edges.push(Edge::new(i, to, ALL[random.usize(0..3)]));
        }
        let mut next = cycle;
        for _ in 0..random.usize(1..=3) {
            // Hang a part of any colours from a vertex met so far, other than the ground.
            let at = random.usize(1..next);
            let colours = [0; 3].map(|_| ALL[random.usize(0..3)]);
            hang(&mut edges, at, &mut next, random.usize(0..3), &colours);
        }
        let picture = Picture::new(edges, next);
        if picture.method() != Method::MixedSearch {
            continue;
        }
        let expected = solver.canonical(&picture);
        if expected.as_number().is_none() {
            games += 1;
        }
        assert_eq!(picture.value(), expected, "{picture}: expected {expected}");
    }
    assert!(
        games > 150,
        "only {games} pictures worth games that are not numbers"
    );
}

/// Red-blue blocks (a cycle through the ground, and sometimes a second cycle standing on one of
/// its vertices) with parts worth a number plus a nimber hanging from their vertices: green
/// stalks (`*`, `*2`), a green triangle, a blue or red edge with a green one above (`1*`,
/// `-1*`). Each block is valued as the number it would be without the nimbers, plus their
/// nim-sum; brute force checks that rule here.
#[test]
fn red_blue_blocks_with_nimbers_hanging_agree_with_brute_force() {
    let mut random = fastrand::Rng::with_seed(2031);
    let mut solver = Solver::new();
    let mut stars = 0;
    for _ in 0..400 {
        let mut edges = Vec::new();
        let cycle = random.usize(2..=4);
        for i in 0..cycle {
            let to = if i + 1 == cycle { 0 } else { i + 1 };
            edges.push(Edge::new(i, to, RED_BLUE[random.usize(0..2)]));
        }
        let mut next = cycle;
        if random.bool() {
            // A second red-blue cycle, standing on a vertex of the first.
            let at = random.usize(1..cycle);
            edges.push(Edge::new(at, next, RED_BLUE[random.usize(0..2)]));
            edges.push(Edge::new(next, next + 1, RED_BLUE[random.usize(0..2)]));
            edges.push(Edge::new(next + 1, at, RED_BLUE[random.usize(0..2)]));
            next += 2;
        }
        for _ in 0..random.usize(1..=3) {
            let at = random.usize(1..next);
            let colours = match random.usize(0..4) {
                0 => [Colour::Green; 3],
                1 => [Colour::Blue, Colour::Green, Colour::Green],
                2 => [Colour::Red, Colour::Green, Colour::Green],
                _ => [Colour::Green, Colour::Green, Colour::Green],
            };
            let shape = if colours[0] == Colour::Green {
                random.usize(0..3)
            } else {
                1
            };
            hang(&mut edges, at, &mut next, shape, &colours);
        }
        let picture = Picture::new(edges, next);
        assert_eq!(picture.method(), Method::MixedSearch, "{picture}");
        let expected = solver.canonical(&picture);
        if expected.as_number().is_none() {
            stars += 1;
        }
        assert_eq!(picture.value(), expected, "{picture}: expected {expected}");
    }
    assert!(
        stars > 150,
        "only {stars} pictures worth games that are not numbers"
    );
}

/// Chosen cases of the rule above: a green stalk of three (`*3`) on a red-blue triangle, a blue
/// edge under `1*` (a stalk `b b g`, worth `2*`), `*` on both upper vertices of a blue
/// triangle (the nimbers cancel), and `*2` on a blue edge (`1*2`).
#[test]
fn chosen_red_blue_blocks_with_nimbers_agree_with_brute_force() {
    let (b, r, g) = (Colour::Blue, Colour::Red, Colour::Green);
    let e = Edge::new;
    let pictures = [
        (
            vec![
                e(0, 1, b),
                e(1, 2, r),
                e(2, 0, b),
                e(1, 3, g),
                e(3, 4, g),
                e(4, 5, g),
            ],
            6,
            None,
        ),
        (vec![e(0, 1, b), e(1, 2, b), e(2, 3, g)], 4, Some("2*")),
        (
            vec![e(0, 1, b), e(1, 2, b), e(2, 0, b), e(1, 3, g), e(2, 4, g)],
            5,
            Some("3"),
        ),
        (vec![e(0, 1, b), e(1, 2, g), e(2, 3, g)], 4, Some("1*2")),
    ];
    let mut solver = Solver::new();
    for (edges, vertices, value) in pictures {
        let picture = Picture::new(edges, vertices);
        let expected = solver.canonical(&picture);
        assert_eq!(picture.value(), expected, "{picture}: expected {expected}");
        if let Some(value) = value {
            assert_eq!(expected.to_string(), value, "{picture}");
        }
    }
}

/// The Bed of `bed.rs` with the red edge of its stalk up to `C` turned green.
const GREEN_BED: &str =
    "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));le:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)";

/// The Bed with three edges green: the red edges up to `C` and `E`, and the blue one up to `D`.
const GREENER_BED: &str =
    "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));le:C(rr:F;rr:G);er:D;le:E(r(r:F;r:G));lr:F;lr:G)";

#[test]
#[ignore = "slow in a debug build: cargo test -p hackenbush --release -- --ignored"]
fn the_green_bed_is_worth_513_over_512_star() {
    let bed: Picture = GREEN_BED.parse().unwrap();
    assert_eq!(bed.edges().len(), 30);
    assert_eq!(bed.method(), Method::MixedSearch);
    assert_eq!(bed.value().to_string(), "513/512*");
}

#[test]
#[ignore = "slow in a debug build: cargo test -p hackenbush --release -- --ignored"]
fn the_bed_with_three_green_edges_is_worth_8193_over_4096_star() {
    let bed: Picture = GREENER_BED.parse().unwrap();
    assert_eq!(bed.value().to_string(), "8193/4096*");
}
