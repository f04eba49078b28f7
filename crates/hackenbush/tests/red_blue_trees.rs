//! A red-blue tree's best move in one pass (each lowering carried through the edges below it,
//! worked out in full only where it crosses a whole number) against every option valued one by
//! one by the tree rule, on every red-blue tree of six edges and on random trees, deep and
//! bushy, of up to a few hundred edges.

use game::Player;
use hackenbush::{Colour, Edge, Picture};

mod common;
use common::best_by_every_option;

#[test]
fn every_red_blue_tree_of_six_edges() {
    // Every tree in which vertex `v` hangs from one before it (every shape, and more than
    // once), in every colouring.
    const EDGES: usize = 6;
    let mut parents = [0usize; EDGES];
    let mut trees = 0;
    'shapes: loop {
        for colouring in 0..1u32 << EDGES {
            let edges: Vec<Edge> = (0..EDGES)
                .map(|i| {
                    let colour = [Colour::Blue, Colour::Red][(colouring >> i & 1) as usize];
                    Edge::new(parents[i], i + 1, colour)
                })
                .collect();
            let picture = Picture::new(edges, EDGES + 1);
            for player in Player::BOTH {
                assert_eq!(
                    picture.best_move(player),
                    best_by_every_option(&picture, player),
                    "{picture}, {player}"
                );
            }
            trees += 1;
        }
        // The next parent sequence, vertex i + 1's parent running over 0..=i.
        for (i, parent) in parents.iter_mut().enumerate() {
            if *parent < i {
                *parent += 1;
                continue 'shapes;
            }
            *parent = 0;
        }
        break;
    }
    assert_eq!(trees, 720 * 64);
}

#[test]
fn random_red_blue_trees() {
    let mut random = fastrand::Rng::with_seed(20);
    for round in 0..1500 {
        let size = 1 + round % 150;
        // Vertex `v` hangs from one of the few before it (deep), from any (bushy), or from the
        // one before it mostly (a stalk with branches).
        let reach = [2, 3, size, 1][round % 4];
        // Long runs of one colour make whole parts far from 0, short ones long fractions.
        let run = 1 + random.usize(0..4) * (round % 3);
        let mut colour = Colour::Blue;
        let edges: Vec<Edge> = (1..=size)
            .map(|v| {
                if random.usize(0..run) == 0 {
                    colour = if random.bool() {
                        Colour::Blue
                    } else {
                        Colour::Red
                    };
                }
                let parent = if round % 4 == 3 && random.usize(0..5) != 0 {
                    v - 1
                } else {
                    v - 1 - random.usize(0..reach.min(v))
                };
                Edge::new(parent, v, colour)
            })
            .collect();
        let mut order: Vec<usize> = (0..size).collect();
        random.shuffle(&mut order);
        let picture = Picture::new(order.iter().map(|&i| edges[i]), size + 1);
        for player in Player::BOTH {
            assert_eq!(
                picture.best_move(player),
                best_by_every_option(&picture, player),
                "{picture}, {player}"
            );
        }
    }
}
