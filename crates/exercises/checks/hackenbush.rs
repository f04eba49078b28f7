//! The checks of chapter 7's exercises, against the `hackenbush` crate on every small stalk and
//! tree.

use canonical::CanonicalForm;
use dyadic::Dyadic;
use hackenbush::{Colour, Picture, small_pictures, stalk_value};

/// Every stalk of blue and red edges up to `longest` edges, as letters from the ground up.
fn stalks_up_to(longest: usize) -> Vec<String> {
    let mut stalks = vec![String::new()];
    let mut newest = stalks.clone();
    for _ in 0..longest {
        newest = newest
            .iter()
            .flat_map(|stalk| [format!("{stalk}b"), format!("{stalk}r")])
            .collect();
        stalks.extend(newest.iter().cloned());
    }
    stalks
}

/// The colours of a stalk written in letters.
fn colours(stalk: &str) -> Vec<Colour> {
    stalk
        .chars()
        .map(|c| if c == 'b' { Colour::Blue } else { Colour::Red })
        .collect()
}

/// Every tree of `edges` edges as a list of parents (edge `i` joins vertex `i + 1` to
/// `parents[i]`, an earlier vertex).
fn trees(edges: usize) -> Vec<Vec<usize>> {
    let mut trees = vec![Vec::new()];
    for edge in 0..edges {
        trees = trees
            .iter()
            .flat_map(|tree: &Vec<usize>| {
                (0..=edge).map(move |parent| [tree.clone(), vec![parent]].concat())
            })
            .collect();
    }
    trees
}

pub(crate) fn check_berlekamp_value(answer: impl Fn(&str) -> Dyadic) {
    assert_eq!(
        answer("bbbrrb"),
        Dyadic::new(19, 3),
        "berlekamp_value(\"bbbrrb\")"
    );
    assert_eq!(
        answer("rrrbbrb"),
        Dyadic::new(-37, 4),
        "berlekamp_value(\"rrrbbrb\")"
    );
    for stalk in stalks_up_to(10) {
        let expected = stalk_value(&colours(&stalk));
        assert_eq!(answer(&stalk), expected, "berlekamp_value({stalk:?})");
    }
}

pub(crate) fn check_stalk_of(answer: impl Fn(&Dyadic) -> String) {
    assert_eq!(answer(&Dyadic::new(19, 3)), "bbbrrb", "stalk_of(19/8)");
    assert_eq!(answer(&Dyadic::zero()), "", "stalk_of(0)");
    for stalk in stalks_up_to(10) {
        let value = stalk_value(&colours(&stalk));
        assert_eq!(answer(&value), stalk, "stalk_of({value})");
    }
}

pub(crate) fn check_blue_under(answer: impl Fn(&Dyadic) -> Dyadic) {
    assert_eq!(answer(&Dyadic::one()), Dyadic::from(2), "blue_under(1)");
    assert_eq!(
        answer(&Dyadic::from(-1)),
        Dyadic::new(1, 1),
        "blue_under(-1)"
    );
    // Every stalk stands on a blue edge …
    for stalk in stalks_up_to(9) {
        let x = stalk_value(&colours(&stalk));
        let expected = stalk_value(&colours(&format!("b{stalk}")));
        assert_eq!(
            answer(&x),
            expected,
            "blue_under({x}), the stalk {stalk:?} on a blue edge"
        );
    }
    // … and so does every red-blue tree of up to four edges.
    for shape in (1..=4).flat_map(trees) {
        let count = shape.len();
        for mask in 0..1u32 << count {
            let colour = |edge: usize| if mask >> edge & 1 == 1 { 'b' } else { 'r' };
            let tree: Vec<String> = shape
                .iter()
                .enumerate()
                .map(|(edge, parent)| format!("{parent}-{}:{}", edge + 1, colour(edge)))
                .collect();
            let tree: Picture = tree.join(" ").parse().unwrap();
            let Some(x) = tree.value().as_number() else {
                panic!("the red-blue tree {tree} is worth a number");
            };
            // The same tree lifted onto a blue edge: every vertex one higher.
            let lifted: Vec<String> =
                std::iter::once("0-1:b".to_string())
                    .chain(shape.iter().enumerate().map(|(edge, parent)| {
                        format!("{}-{}:{}", parent + 1, edge + 2, colour(edge))
                    }))
                    .collect();
            let lifted: Picture = lifted.join(" ").parse().unwrap();
            let expected = lifted.value();
            assert_eq!(
                CanonicalForm::number(answer(&x)),
                expected,
                "blue_under({x}), the tree {tree} on a blue edge"
            );
        }
    }
}

pub(crate) fn check_green_tree(answer: impl Fn(&[usize]) -> u64) {
    assert_eq!(answer(&[]), 0, "green_tree(&[])");
    assert_eq!(answer(&[0, 1, 1]), 1, "green_tree(&[0, 1, 1])");
    for shape in (1..=6).flat_map(trees) {
        let tree: Vec<String> = shape
            .iter()
            .enumerate()
            .map(|(edge, parent)| format!("{parent}-{}:g", edge + 1))
            .collect();
        let expected = tree.join(" ").parse::<Picture>().unwrap().value();
        let n = answer(&shape);
        assert_eq!(
            CanonicalForm::nimber(n),
            expected,
            "green_tree({shape:?}) = {n}, but the tree is worth {expected}"
        );
    }
}

pub(crate) fn check_green_graph(answer: impl Fn(&[(usize, usize)]) -> u64) {
    assert_eq!(answer(&[]), 0, "green_graph(&[])");
    assert_eq!(
        answer(&[(0, 1), (1, 2), (2, 0)]),
        1,
        "green_graph(&[(0, 1), (1, 2), (2, 0)])"
    );
    let lollipop = [(0, 1), (1, 2), (2, 3), (3, 1)];
    assert_eq!(answer(&lollipop), 2, "green_graph(&{lollipop:?})");
    // Every green picture of up to six edges on up to five vertices, loops and double edges too.
    for picture in small_pictures(6, 5, &[Colour::Green]) {
        let edges: Vec<(usize, usize)> = picture.edges().iter().map(|e| (e.from, e.to)).collect();
        let expected = picture.value();
        let n = answer(&edges);
        assert_eq!(
            CanonicalForm::nimber(n),
            expected,
            "green_graph(&{edges:?}) = {n}, but the picture is worth {expected}"
        );
    }
}
