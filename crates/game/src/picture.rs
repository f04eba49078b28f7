//! Pictures of game trees: a game at the top, an edge down to each of its options, and so on
//! down to 0. Left's moves slope down to the left, drawn solid and blue; Right's slope down to
//! the right, dashed and red (the colours of Hackenbush). Every position is labelled as the
//! caller asks: with its value, say.
//!
//! ```
//! use game::{Form, Solver};
//!
//! let zero = Form::zero();
//! let half = Form::new([zero.clone()], [Form::new([zero], [])]);
//! let mut solver = Solver::new();
//! let svg = game::picture::tree_svg(&half, |form| format!("{:#}", solver.number(form).unwrap()));
//! assert!(game::svg::drawn_on_a_card(&svg));
//! // 1/2 = {0|1} and 1 = {0|}: drawn as a tree, four positions and three moves.
//! assert_eq!(svg.matches("<circle").count(), 4);
//! assert_eq!(svg.matches("<line").count(), 3);
//! assert!(svg.contains("<title>Game tree of 1/2</title>"));
//! ```

use std::fmt::Write;

use dyadic::Dyadic;

use crate::svg::{BLUE, INK, RED, header, shortest};
use crate::{Game, Player};

/// The most positions a picture shows; a position whose options would not fit is drawn with `…`
/// and not opened.
const MOST_NODES: usize = 200;
/// Horizontal distance between leaves, and vertical distance between generations.
const SLOT: f64 = 40.0;
const LEVEL: f64 = 56.0;
const MARGIN: f64 = 24.0;

/// A position of the tree: its label, its generation, its options (with who moves there).
struct Node<G> {
    label: String,
    depth: usize,
    children: Vec<(usize, Player)>,
    game: Option<G>,
}

/// An SVG picture of the game tree of `game`, each position labelled by `label` (its value, say),
/// down to the positions where nobody can move. At most 200 positions are drawn: a position whose
/// options would not fit is labelled with `…` and not opened.
pub fn tree_svg<G: Game>(game: &G, mut label: impl FnMut(&G) -> String) -> String {
    let top = label(game);
    options_tree_svg(
        top,
        &game.options(Player::Left),
        &game.options(Player::Right),
        label,
    )
}

/// An SVG picture of a game that has exactly the options `left` and `right`, labelled `top`,
/// each option drawn below it with its own tree (see [`tree_svg`]). The top position's options
/// carry `data-move="left 0"` for Left's first and so on, so that a page can let the reader move
/// by clicking.
pub fn options_tree_svg<G: Game>(
    top: String,
    left: &[G],
    right: &[G],
    mut label: impl FnMut(&G) -> String,
) -> String {
    let mut nodes = vec![Node {
        label: top,
        depth: 0,
        children: Vec::new(),
        game: None,
    }];
    let top: Vec<(G, Player)> = left
        .iter()
        .map(|game| (game.clone(), Player::Left))
        .chain(right.iter().map(|game| (game.clone(), Player::Right)))
        .collect();
    // Grown breadth first with a queue, so a picture never recurses and stays small.
    let mut queue = std::collections::VecDeque::from([(0, top)]);
    while let Some((parent, options)) = queue.pop_front() {
        if nodes.len() + options.len() > MOST_NODES {
            nodes[parent].label.push('…');
            continue;
        }
        for (game, player) in options {
            let index = nodes.len();
            let depth = nodes[parent].depth + 1;
            nodes.push(Node {
                label: label(&game),
                depth,
                children: Vec::new(),
                game: Some(game),
            });
            nodes[parent].children.push((index, player));
        }
        for &(child, _) in &nodes[parent].children.clone() {
            let Some(game) = &nodes[child].game else {
                continue;
            };
            let options: Vec<(G, Player)> = game
                .options(Player::Left)
                .into_iter()
                .map(|option| (option, Player::Left))
                .chain(
                    game.options(Player::Right)
                        .into_iter()
                        .map(|option| (option, Player::Right)),
                )
                .collect();
            queue.push_back((child, options));
        }
    }
    let x = columns(&nodes);
    let deepest = nodes.iter().map(|node| node.depth).max().unwrap_or(0);
    let widest = x.iter().copied().fold(0.0, f64::max);
    let width = 2.0 * MARGIN + widest * SLOT + 40.0;
    let height = 2.0 * MARGIN + deepest as f64 * LEVEL + 12.0;
    let place = |index: usize| {
        (
            MARGIN + 20.0 + x[index] * SLOT,
            MARGIN + 6.0 + nodes[index].depth as f64 * LEVEL,
        )
    };
    let mut svg = header(
        shortest(width),
        shortest(height),
        &format!("Game tree of {}", nodes[0].label),
    );
    for (index, node) in nodes.iter().enumerate() {
        let (x1, y1) = place(index);
        let (x1, y1) = (shortest(x1), shortest(y1));
        for &(child, player) in &node.children {
            let (x2, y2) = place(child);
            let (x2, y2) = (shortest(x2), shortest(y2));
            let (ink, dash) = match player {
                Player::Left => (BLUE, ""),
                Player::Right => (RED, r#" stroke-dasharray="6 3""#),
            };
            let _ = writeln!(
                svg,
                r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{ink}" stroke-width="2.5"{dash}/>"#
            );
        }
    }
    // The top position's options name the moves to them, `data-move="left 0"` for Left's first,
    // so that a page can let the reader make a move by clicking.
    let mut moves = vec![String::new(); nodes.len()];
    let mut counts = [0, 0];
    for &(child, player) in &nodes[0].children {
        let (word, count) = match player {
            Player::Left => ("left", &mut counts[0]),
            Player::Right => ("right", &mut counts[1]),
        };
        moves[child] = format!(r#" data-move="{word} {count}""#);
        *count += 1;
    }
    for (index, node) in nodes.iter().enumerate() {
        let (x, y) = place(index);
        let data = &moves[index];
        let _ = writeln!(
            svg,
            r#"<circle cx="{}" cy="{}" r="4" fill="{INK}"{data}/>"#,
            shortest(x),
            shortest(y)
        );
        let label = node
            .label
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;");
        let (dx, dy) = if node.children.is_empty() {
            (0.0, 18.0)
        } else {
            (0.0, -9.0)
        };
        let _ = writeln!(
            svg,
            r#"<text x="{}" y="{}" font-family="sans-serif" font-size="13" text-anchor="middle" fill="{INK}" stroke="{}" stroke-width="4" paint-order="stroke">{label}</text>"#,
            shortest(x + dx),
            shortest(y + dy),
            crate::svg::PAPER
        );
    }
    svg.push_str("</svg>\n");
    svg
}

/// The column of every node, in units of [`SLOT`]: leaves one after another, left to right, and
/// each parent between Left's children and Right's, or half a column to the side of them when all
/// its moves are one player's, so that Left's moves always slope left and Right's right.
fn columns<G>(nodes: &[Node<G>]) -> Vec<f64> {
    let mut x = vec![0.0; nodes.len()];
    let mut next = 0.0;
    // An explicit post-order walk: (node, whether its children are done).
    let mut stack = vec![(0, false)];
    while let Some((index, done)) = stack.pop() {
        let children = &nodes[index].children;
        if children.is_empty() {
            x[index] = next;
            next += 1.0;
        } else if !done {
            if children.iter().all(|&(_, player)| player == Player::Right) {
                next += 1.0;
            }
            stack.push((index, true));
            stack.extend(children.iter().rev().map(|&(child, _)| (child, false)));
        } else {
            if children.iter().all(|&(_, player)| player == Player::Left) {
                next += 1.0;
            }
            // Children are in order, Left's moves first: the parent goes between the last of
            // Left's and the first of Right's.
            let lefts = children
                .iter()
                .filter(|&&(_, player)| player == Player::Left)
                .count();
            x[index] = if lefts == 0 {
                x[children[0].0] - 0.5
            } else if lefts == children.len() {
                x[children[lefts - 1].0] + 0.5
            } else {
                (x[children[lefts - 1].0] + x[children[lefts].0]) / 2.0
            };
        }
    }
    x
}

/// The family tree of the numbers born on days 0 to `last_day`, as in Knuth's and Conway's books:
/// one row per day, every number in its place from left to right, each joined to its parent (the
/// number born the day before whose row of signs it extends by one). An edge down to the right is
/// a step up, Left's `A`, solid and blue; one down to the left a step down, Right's `B`, dashed
/// and red. Numbers are labelled as CGSuite writes them.
///
/// ```
/// let svg = game::picture::birth_tree_svg(3);
/// assert!(game::svg::drawn_on_a_card(&svg));
/// // 1 + 2 + 4 + 8 numbers, and an edge up to its parent from each but 0.
/// assert_eq!(svg.matches("<circle").count(), 15);
/// assert_eq!(svg.matches("<line").count(), 14);
/// assert!(svg.contains(">-3/2</text>") && svg.contains(">3/4</text>"));
/// ```
pub fn birth_tree_svg(last_day: u32) -> String {
    // Every number born by `last_day`, with its day, in increasing order: each day brings one
    // number beyond each end and one in the middle of every gap.
    let mut born: Vec<(Dyadic, u32)> = vec![(Dyadic::zero(), 0)];
    for day in 1..=last_day {
        let below = &born[0].0 - Dyadic::one();
        let above = &born[born.len() - 1].0 + Dyadic::one();
        let gaps: Vec<Dyadic> = born
            .windows(2)
            .map(|pair| (&pair[0].0 + &pair[1].0).half())
            .collect();
        born.extend([below, above].into_iter().chain(gaps).map(|x| (x, day)));
        born.sort();
    }
    // A number's parent is its neighbour, among those born before it, born the day before.
    let parent = |index: usize| -> Option<usize> {
        let day = born[index].1;
        let older = |&other: &usize| born[other].1 < day;
        let lower = (0..index).rev().find(older);
        let upper = (index + 1..born.len()).find(older);
        [lower, upper]
            .into_iter()
            .flatten()
            .find(|&other| born[other].1 + 1 == day)
    };
    const GUTTER: f64 = 52.0;
    const COLUMN: f64 = 24.0;
    let place = |index: usize| {
        (
            MARGIN + GUTTER + index as f64 * COLUMN,
            MARGIN + 14.0 + born[index].1 as f64 * LEVEL,
        )
    };
    let width = 2.0 * MARGIN + GUTTER + (born.len() - 1) as f64 * COLUMN;
    let height = 2.0 * MARGIN + 14.0 + last_day as f64 * LEVEL + 18.0;
    let title = format!("The numbers born on days 0 to {last_day}");
    let mut svg = header(shortest(width), shortest(height), &title);
    for day in 0..=last_day {
        let y = shortest(MARGIN + 14.0 + day as f64 * LEVEL + 4.0);
        let margin = shortest(MARGIN);
        let _ = writeln!(
            svg,
            r#"<text x="{margin}" y="{y}" font-family="sans-serif" font-size="13" fill="{INK}">day {day}</text>"#
        );
    }
    for index in 0..born.len() {
        let Some(up) = parent(index) else {
            continue;
        };
        let ((x1, y1), (x2, y2)) = (place(up), place(index));
        let (x1, y1, x2, y2) = (shortest(x1), shortest(y1), shortest(x2), shortest(y2));
        let (ink, dash) = if born[index].0 > born[up].0 {
            (BLUE, "")
        } else {
            (RED, r#" stroke-dasharray="6 3""#)
        };
        let _ = writeln!(
            svg,
            r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{ink}" stroke-width="2.5"{dash}/>"#
        );
    }
    for (index, (number, day)) in born.iter().enumerate() {
        let (x, y) = place(index);
        let _ = writeln!(
            svg,
            r#"<circle cx="{}" cy="{}" r="4" fill="{INK}"/>"#,
            shortest(x),
            shortest(y)
        );
        let label = format!("{number:#}");
        let dy = if *day == last_day { 18.0 } else { -9.0 };
        let _ = writeln!(
            svg,
            r#"<text x="{}" y="{}" font-family="sans-serif" font-size="13" text-anchor="middle" fill="{INK}" stroke="{}" stroke-width="4" paint-order="stroke">{label}</text>"#,
            shortest(x),
            shortest(y + dy),
            crate::svg::PAPER
        );
    }
    svg.push_str("</svg>\n");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Form;

    #[test]
    fn a_large_game_is_cut_short() {
        // Three options from every position, seven moves deep: far more than fit.
        let mut game = Form::zero();
        for _ in 0..7 {
            game = Form::new([game.clone(), game.clone()], [game]);
        }
        let svg = tree_svg(&game, |_| String::from("g"));
        assert!(svg.matches("<circle").count() <= MOST_NODES);
        assert!(svg.contains('…'));
    }
}
