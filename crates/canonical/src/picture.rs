//! Pictures of canonical forms: the game tree drawn by `game::picture`, every position labelled
//! with its value in CGSuite's notation.
//!
//! ```
//! use canonical::CanonicalForm;
//!
//! let svg = canonical::picture::tree_svg(&CanonicalForm::ups(1));
//! assert!(game::svg::drawn_on_a_card(&svg));
//! // ↑ = {0|*} and * = {0|0}: drawn as a tree, five positions and four moves.
//! assert_eq!(svg.matches("<circle").count(), 5);
//! assert_eq!(svg.matches("<line").count(), 4);
//! ```

use crate::CanonicalForm;

/// An SVG picture of the game tree of `game`, in canonical form.
pub fn tree_svg(game: &CanonicalForm) -> String {
    game::picture::tree_svg(game, CanonicalForm::to_string)
}

/// An SVG picture of the game `{left | right}` as written, before it is simplified: the top
/// position has exactly these options, each drawn below it with its own canonical tree.
///
/// ```
/// use canonical::CanonicalForm;
///
/// let (zero, star, up) = (CanonicalForm::zero(), CanonicalForm::nimber(1), CanonicalForm::ups(1));
/// let svg = canonical::picture::options_tree_svg(&[star, up], &[zero, up]);
/// assert!(svg.contains("<title>Game tree of {*,^|0,^}</title>"));
/// ```
pub fn options_tree_svg(left: &[CanonicalForm], right: &[CanonicalForm]) -> String {
    let list = |games: &[CanonicalForm]| {
        games
            .iter()
            .map(CanonicalForm::to_string)
            .collect::<Vec<_>>()
            .join(",")
    };
    let top = format!("{{{}|{}}}", list(left), list(right));
    game::picture::options_tree_svg(top, left, right, CanonicalForm::to_string)
}

#[cfg(test)]
mod tests {
    use game::svg::{BLUE, RED};

    use super::*;

    #[test]
    fn trees_are_drawn_on_a_card_with_a_dot_per_position() {
        let zero = CanonicalForm::zero();
        let star = CanonicalForm::nimber(1);
        // ↑* = {0,*|0}: the top, 0, *, 0, and *'s two options.
        let svg = tree_svg(&(CanonicalForm::ups(1) + star));
        assert!(game::svg::drawn_on_a_card(&svg));
        assert_eq!(svg.matches("<circle").count(), 6);
        assert_eq!(svg.matches(RED).count(), 2);
        assert_eq!(svg.matches(BLUE).count(), 3);
        let zero_svg = tree_svg(&zero);
        assert_eq!(zero_svg.matches("<circle").count(), 1);
        assert!(game::svg::drawn_on_a_card(&zero_svg));
    }

    #[test]
    fn left_moves_slope_left_and_right_moves_right() {
        let svg = tree_svg(&"{2||1|0}".parse().unwrap());
        for line in svg.lines().filter(|line| line.starts_with("<line")) {
            let number = |name: &str| -> f64 {
                let start = line.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
                let end = line[start..].find('"').unwrap() + start;
                line[start..end].parse().unwrap()
            };
            if line.contains(BLUE) {
                assert!(number("x2") < number("x1"), "{line}");
            } else {
                assert!(number("x2") > number("x1"), "{line}");
            }
        }
    }

    #[test]
    fn a_large_game_is_cut_short() {
        let svg = tree_svg(&CanonicalForm::nimber(12));
        assert!(svg.matches("<circle").count() <= 200);
        assert!(svg.contains('…'));
    }
}
