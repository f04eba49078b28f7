//! Why every red-blue picture is a number, and Berlekamp's rule as chapter 7 states it: checked
//! against brute force (`game::Solver`) on every small picture and stalk.

use std::cmp::Ordering;

use canonical::{CanonicalForm, SolverExt};
use dyadic::Dyadic;
use game::{Player, Solver};
use hackenbush::{Colour, Edge, Picture, small_pictures, stalk_value};

/// Every Left option of a red-blue picture is less than it, and every Right option greater:
/// the property that, with ONAG's definition, makes every red-blue picture a number. Checked with
/// the brute-force solver's comparison, which knows only the rules.
#[test]
fn every_left_option_is_smaller_and_every_right_option_larger() {
    let mut solver = Solver::new();
    let mut checked = 0;
    for picture in small_pictures(4, 4, &[Colour::Blue, Colour::Red]) {
        let g = solver.canonical(&picture);
        for (player, side) in [
            (Player::Left, Ordering::Less),
            (Player::Right, Ordering::Greater),
        ] {
            for edge in picture.moves(player).collect::<Vec<_>>() {
                let option = solver.canonical(&picture.cut(edge));
                assert_eq!(
                    option.compare(&g),
                    Some(side),
                    "{picture}: cutting edge {edge} leaves {option}, and the picture is {g}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 1_000, "{checked}");
}

/// Berlekamp's rule in the words of chapter 7: the whole edges are the first run less one, the
/// last edge of the run and the next make the binary point, then digits and a closing 1; a stalk
/// of one colour is a whole number, its length. Checked against brute force on every stalk of up
/// to eight edges, the stalks of one colour included.
#[test]
fn berlekamps_rule_as_the_chapter_states_it() {
    let mut solver = Solver::new();
    for length in 0..=8usize {
        for bits in 0..1u32 << length {
            let colours: Vec<Colour> = (0..length)
                .map(|i| {
                    if bits >> i & 1 == 1 {
                        Colour::Red
                    } else {
                        Colour::Blue
                    }
                })
                .collect();
            let expected = solver.canonical(&Picture::from_colours(&colours));
            assert_eq!(
                CanonicalForm::number(by_the_chapter(&colours)),
                expected,
                "{colours:?}"
            );
            assert_eq!(
                CanonicalForm::number(stalk_value(&colours)),
                expected,
                "{colours:?}"
            );
        }
    }
    // One colour: n blue edges are n, n red edges −n.
    for n in 0..=8 {
        let blue = vec![Colour::Blue; n];
        assert_eq!(by_the_chapter(&blue), Dyadic::from(n as i64));
        let red = vec![Colour::Red; n];
        assert_eq!(by_the_chapter(&red), Dyadic::from(-(n as i64)));
    }
}

/// The rule exactly as the chapter words it, written out plainly.
fn by_the_chapter(colours: &[Colour]) -> Dyadic {
    let Some(&first) = colours.first() else {
        return Dyadic::zero();
    };
    let sign = if first == Colour::Blue { 1 } else { -1 };
    let run = colours.iter().take_while(|&&c| c == first).count();
    if run == colours.len() {
        // No change of colour: every edge is a whole unit.
        return Dyadic::from(sign * run as i64);
    }
    let mut magnitude = Dyadic::from(run as i64 - 1);
    let mut place = Dyadic::one().half();
    for &colour in &colours[run + 1..] {
        if colour == first {
            magnitude += place.clone();
        }
        place = place.half();
    }
    magnitude += place; // the closing 1
    Dyadic::from(sign) * magnitude
}

/// Redwood furniture (Winning Ways): no red edge touches the ground, and every blue edge is a
/// foot on the ground carrying exactly one red leg, and the picture is one piece above the ground.
/// Every piece is worth a power of 1/2: checked on every piece with up to four feet, whose legs
/// end at up to three (or, for three feet, four) further vertices joined by any set of red edges.
#[test]
fn redwood_furniture_is_worth_a_power_of_one_half() {
    let mut checked = 0;
    for (feet, tops) in [
        (1, 1),
        (1, 2),
        (1, 3),
        (2, 1),
        (2, 2),
        (2, 3),
        (3, 1),
        (3, 2),
        (3, 3),
        (3, 4),
        (4, 2),
        (4, 3),
    ] {
        let pairs: Vec<(usize, usize)> = (0..tops)
            .flat_map(|i| (i + 1..tops).map(move |j| (i, j)))
            .collect();
        let mut legs = vec![0usize; feet];
        loop {
            for chosen in 0..1u32 << pairs.len() {
                let top = |t: usize| feet + 1 + t;
                let mut edges = Vec::new();
                for (foot, &leg) in legs.iter().enumerate() {
                    edges.push(Edge::new(0, foot + 1, Colour::Blue));
                    edges.push(Edge::new(foot + 1, top(leg), Colour::Red));
                }
                for (bit, &(i, j)) in pairs.iter().enumerate() {
                    if chosen >> bit & 1 == 1 {
                        edges.push(Edge::new(top(i), top(j), Colour::Red));
                    }
                }
                if !connected(&edges, feet + tops + 1) {
                    continue;
                }
                let picture = Picture::new(edges, feet + tops + 1);
                let value = picture.number().expect("a red-blue picture is a number");
                assert!(
                    value > Dyadic::zero() && value.numerator() == 1.into(),
                    "{picture} is worth {value}"
                );
                checked += 1;
            }
            // The next choice of legs, as an odometer.
            let Some(foot) = legs.iter().rposition(|&leg| leg + 1 < tops) else {
                break;
            };
            legs[foot] += 1;
            legs[foot + 1..].fill(0);
        }
    }
    assert!(checked > 1_000, "{checked}");
}

/// Whether the picture is one piece above the ground: joined even with the ground taken away.
fn connected(edges: &[Edge], vertices: usize) -> bool {
    let mut joined = vec![false; vertices];
    joined[0] = true;
    joined[1] = true;
    let mut changed = true;
    while changed {
        changed = false;
        for edge in edges.iter().filter(|edge| edge.from != 0 && edge.to != 0) {
            if joined[edge.from] != joined[edge.to] {
                joined[edge.from] = true;
                joined[edge.to] = true;
                changed = true;
            }
        }
    }
    joined.iter().all(|&j| j)
}
