//! Every method against brute force (`game::Solver`) on every small picture.

use canonical::{CanonicalForm, SolverExt};
use dyadic::Dyadic;
use game::{Player, Solver};
use hackenbush::search::plain::plain_number_search;
use hackenbush::{Colour, Method, Picture, small_pictures};

const RED_BLUE: [Colour; 2] = [Colour::Blue, Colour::Red];

fn check_all(pictures: &[Picture], solver: &mut Solver<Picture>) -> usize {
    for picture in pictures {
        let expected = solver.canonical(picture);
        assert_eq!(
            picture.value(),
            expected,
            "{picture} by {}: expected {expected}",
            picture.method()
        );
    }
    pictures.len()
}

#[test]
fn red_blue_pictures_up_to_five_edges() {
    let mut solver = Solver::new();
    let pictures = small_pictures(5, 4, &RED_BLUE);
    let searched = pictures
        .iter()
        .filter(|p| p.method() == Method::NumberSearch)
        .count();
    assert!(searched > 10_000, "{searched}");
    check_all(&pictures, &mut solver);
    let pictures = small_pictures(4, 5, &RED_BLUE);
    check_all(&pictures, &mut solver);
}

#[test]
fn the_plain_search_agrees() {
    let mut solver = Solver::new();
    for picture in small_pictures(4, 4, &RED_BLUE) {
        let plain = plain_number_search(&picture, None).value.unwrap();
        assert_eq!(
            CanonicalForm::number(plain),
            solver.canonical(&picture),
            "{picture}"
        );
    }
}

#[test]
fn mixed_pictures_up_to_four_edges() {
    let mut solver = Solver::new();
    check_all(&small_pictures(4, 4, &Colour::ALL), &mut solver);
    check_all(&small_pictures(3, 4, &Colour::ALL), &mut solver);
}

/// Slower: `cargo test -p hackenbush --release -- --ignored`.
#[test]
#[ignore]
fn mixed_pictures_up_to_five_edges() {
    let mut solver = Solver::new();
    let checked = check_all(&small_pictures(5, 4, &Colour::ALL), &mut solver);
    assert!(checked > 100_000, "{checked}");
}

/// Slower: `cargo test -p hackenbush --release -- --ignored`.
#[test]
#[ignore]
fn red_blue_pictures_up_to_six_edges() {
    let mut solver = Solver::new();
    let checked = check_all(&small_pictures(6, 4, &RED_BLUE), &mut solver);
    assert!(checked > 50_000, "{checked}");
    check_all(&small_pictures(5, 5, &RED_BLUE), &mut solver);
}

#[test]
fn green_pictures_up_to_six_edges() {
    let mut solver = Solver::new();
    for picture in small_pictures(6, 4, &[Colour::Green]) {
        let nim = picture.nim_value().unwrap();
        assert_eq!(solver.grundy(&picture).0, nim, "{picture}");
    }
    check_all(&small_pictures(5, 6, &[Colour::Green]), &mut solver);
}

/// Every tree of `edges` edges (vertex `i`'s parent any earlier vertex) in every colouring.
fn trees(edges: usize, colours: &[Colour]) -> Vec<Picture> {
    let mut found = Vec::new();
    let mut parents = vec![0usize; edges];
    loop {
        let mut colouring = vec![0usize; edges];
        loop {
            let picture = Picture::new(
                (0..edges).map(|i| hackenbush::Edge::new(parents[i], i + 1, colours[colouring[i]])),
                edges + 1,
            );
            found.push(picture);
            let Some(position) = colouring.iter().position(|&c| c + 1 < colours.len()) else {
                break;
            };
            colouring[position] += 1;
            colouring[..position].fill(0);
        }
        let Some(position) = (0..edges).find(|&i| parents[i] < i) else {
            return found;
        };
        parents[position] += 1;
        parents[..position].fill(0);
    }
}

#[test]
fn red_blue_and_green_trees_up_to_six_edges() {
    let mut solver = Solver::new();
    for edges in 1..=6 {
        let pictures = trees(edges, &RED_BLUE);
        assert!(
            pictures
                .iter()
                .all(|p| p.method() == Method::RedBlueTree || p.method() == Method::Count)
        );
        check_all(&pictures, &mut solver);
        check_all(&trees(edges, &[Colour::Green]), &mut solver);
    }
}

#[test]
fn random_red_blue_pictures_with_cycles_and_hanging_trees() {
    let mut random = fastrand::Rng::with_seed(7);
    let mut solver = Solver::new();
    for _ in 0..300 {
        let edges = random.usize(5..=9);
        let vertices = random.usize(3..=6);
        let list: Vec<hackenbush::Edge> = (0..edges)
            .map(|i| {
                let to = if i < vertices - 1 {
                    i + 1
                } else {
                    random.usize(0..vertices)
                };
                let from = if i < vertices - 1 {
                    random.usize(0..=i)
                } else {
                    random.usize(0..vertices)
                };
                hackenbush::Edge::new(from, to, RED_BLUE[random.usize(0..2)])
            })
            .collect();
        let picture = Picture::new(list, vertices);
        check_all(std::slice::from_ref(&picture), &mut solver);
    }
}

#[test]
fn random_symmetric_red_blue_pictures() {
    // Cycles with equal parts hanging at symmetric vertices, where labels share keys.
    let mut random = fastrand::Rng::with_seed(13);
    let mut solver = Solver::new();
    for _ in 0..150 {
        let mut edges = Vec::new();
        let cycle = random.usize(3..=5);
        let colour = |random: &mut fastrand::Rng| RED_BLUE[random.usize(0..2)];
        for i in 0..cycle {
            edges.push(hackenbush::Edge::new(
                i,
                (i + 1) % cycle,
                colour(&mut random),
            ));
        }
        let mut next = cycle;
        for _ in 0..random.usize(2..=5) {
            let at = random.usize(1..cycle);
            edges.push(hackenbush::Edge::new(at, next, colour(&mut random)));
            if random.bool() {
                edges.push(hackenbush::Edge::new(next, next + 1, colour(&mut random)));
                next += 1;
            }
            next += 1;
        }
        let picture = Picture::new(edges, next);
        check_all(std::slice::from_ref(&picture), &mut solver);
    }
}

#[test]
fn random_mixed_pictures_with_red_blue_parts_hanging() {
    // A green or mixed core (a stalk or a cycle) with red-blue trees hanging from its vertices,
    // which the mixed search folds into numbers.
    let mut random = fastrand::Rng::with_seed(17);
    let mut solver = Solver::new();
    for _ in 0..250 {
        let mut edges = Vec::new();
        let core = random.usize(1..=3);
        let cycle = random.bool();
        for i in 0..core {
            let to = if cycle && i + 1 == core { 0 } else { i + 1 };
            let colour = if random.usize(0..3) == 0 {
                RED_BLUE[random.usize(0..2)]
            } else {
                Colour::Green
            };
            edges.push(hackenbush::Edge::new(i, to, colour));
        }
        let mut next = core + 1;
        for _ in 0..random.usize(1..=3) {
            let at = random.usize(1..next);
            edges.push(hackenbush::Edge::new(
                at,
                next,
                RED_BLUE[random.usize(0..2)],
            ));
            next += 1;
        }
        let picture = Picture::new(edges, next);
        check_all(std::slice::from_ref(&picture), &mut solver);
    }
}

#[test]
fn random_mixed_pictures() {
    let mut random = fastrand::Rng::with_seed(11);
    let mut solver = Solver::new();
    for _ in 0..200 {
        let edges = random.usize(4..=7);
        let vertices = random.usize(3..=5);
        let list: Vec<hackenbush::Edge> = (0..edges)
            .map(|i| {
                let to = if i < vertices - 1 {
                    i + 1
                } else {
                    random.usize(0..vertices)
                };
                let from = if i < vertices - 1 {
                    random.usize(0..=i)
                } else {
                    random.usize(0..vertices)
                };
                hackenbush::Edge::new(from, to, Colour::ALL[random.usize(0..3)])
            })
            .collect();
        let picture = Picture::new(list, vertices);
        check_all(std::slice::from_ref(&picture), &mut solver);
    }
}

#[test]
fn best_moves_win_when_a_win_exists() {
    let mut solver = Solver::new();
    let mut pictures = small_pictures(3, 4, &Colour::ALL);
    pictures.extend(
        small_pictures(4, 4, &RED_BLUE)
            .into_iter()
            .filter(|picture| picture.method() == Method::NumberSearch),
    );
    for picture in pictures {
        for player in Player::BOTH {
            let best = picture.best_move(player);
            let options = picture.moves(player).count();
            assert_eq!(best.is_some(), options > 0);
            if let Some((edge, after)) = best {
                assert_eq!(after, solver.canonical(&picture.cut(edge)));
                let wins = solver.winner(&picture, player) == player;
                let best_wins = solver.winner(&picture.cut(edge), player.opponent()) == player;
                assert_eq!(wins, best_wins, "{picture}, {player}");
            }
        }
    }
    let _ = Dyadic::zero();
}
