//! A green tree's best move in one pass (the nim value each part must take for the whole to be
//! worth 0) against every option valued one by one: by brute force (`game::Solver`) on every
//! small green tree, by the colon principle on random trees of up to a few hundred edges.

use canonical::{CanonicalForm, SolverExt};
use game::budget::Budget;
use game::{Player, Solver};
use hackenbush::search::WORK_UNIT;
use hackenbush::{Colour, Edge, Method, Picture, small_pictures};

/// The best move as `Picture::best_move` chooses among options valued one by one: the
/// lowest-numbered cut leaving 0 if there is one (it wins), otherwise the first cut (every cut
/// loses, and nimbers other than 0 are confused with each other, so none is better).
fn by_every_option(
    picture: &Picture,
    mut value: impl FnMut(&Picture) -> CanonicalForm,
) -> Option<(usize, CanonicalForm)> {
    let options: Vec<(usize, CanonicalForm)> = (0..picture.edges().len())
        .map(|edge| (edge, value(&picture.cut(edge))))
        .collect();
    let zero = CanonicalForm::zero();
    options
        .iter()
        .find(|(_, after)| *after == zero)
        .or(options.first())
        .cloned()
}

fn is_tree(picture: &Picture) -> bool {
    picture.method() == Method::Green && {
        // A connected picture is a tree when it has one edge fewer than the vertices it touches.
        let mut touched: Vec<usize> = picture
            .edges()
            .iter()
            .flat_map(|edge| [edge.from, edge.to])
            .chain([0])
            .collect();
        touched.sort_unstable();
        touched.dedup();
        touched.len() == picture.edges().len() + 1
    }
}

#[test]
fn every_small_green_tree_against_brute_force() {
    let mut solver = Solver::new();
    let mut checked = 0;
    for picture in small_pictures(5, 6, &[Colour::Green]) {
        if !is_tree(&picture) {
            continue;
        }
        let expected = by_every_option(&picture, |after| solver.canonical(after));
        for player in Player::BOTH {
            let best = picture.best_move(player);
            assert_eq!(best, expected, "{picture}, {player}");
            if let Some((edge, _)) = best {
                let wins = solver.winner(&picture, player) == player;
                let best_wins = solver.winner(&picture.cut(edge), player.opponent()) == player;
                assert_eq!(wins, best_wins, "{picture}, {player}");
            }
        }
        checked += 1;
    }
    assert!(checked > 1000, "{checked} trees");
}

#[test]
fn random_green_trees_against_every_option() {
    let mut random = fastrand::Rng::with_seed(20);
    let nim = |after: &Picture| CanonicalForm::nimber(after.nim_value().expect("green"));
    for round in 0..1000 {
        let size = 1 + round % 200;
        // Vertex `v` hangs from one of the few before it (deep) or from any (bushy).
        let reach = if round % 2 == 0 { 3 } else { size };
        let edges: Vec<Edge> = (1..=size)
            .map(|v| Edge::new(v - 1 - random.usize(0..reach.min(v)), v, Colour::Green))
            .collect();
        let mut order: Vec<usize> = (0..size).collect();
        random.shuffle(&mut order);
        let picture = Picture::new(order.iter().map(|&i| edges[i]), size + 1);
        let best = picture.best_move(Player::Left);
        assert_eq!(best, by_every_option(&picture, nim), "{picture}");
        let budget = Budget::new(12 * (size as u64 + 1), WORK_UNIT, "--max-work");
        assert_eq!(
            picture.best_move_within(Player::Right, budget).unwrap(),
            best,
            "{picture}"
        );
    }
}
