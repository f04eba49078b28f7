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

use game::{Game, Player};

use crate::CanonicalForm;
use crate::intern::with_arena;

/// An SVG picture of the game tree of `game`, in canonical form. A position with more options
/// than a picture shows is drawn unopened, with `…`; so of a huge nimber `*m` only a few of its
/// `m` options are ever made.
pub fn tree_svg(game: &CanonicalForm) -> String {
    game::picture::tree_svg(&Drawn(*game), |drawn| drawn.0.to_string())
}

/// How many of a huge nimber's options are made for a picture: more than it opens.
const MOST_MADE: u64 = 1024;

/// A canonical form as a picture opens it.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Drawn(CanonicalForm);

impl Game for Drawn {
    /// The options, but only [`MOST_MADE`] of `x + *m`'s when `m` is larger: enough for the
    /// picture to see that they do not fit.
    fn options(&self, player: Player) -> Vec<Drawn> {
        let huge = with_arena(|arena| {
            let nus = arena.nus(self.0.id)?;
            (nus.option_count() > 2 * MOST_MADE).then(|| nus.number.clone())
        });
        match huge {
            Some(x) => (0..MOST_MADE)
                .map(|k| Drawn(CanonicalForm::number(x.clone()) + CanonicalForm::nimber(k)))
                .collect(),
            None => self.0.options(player).into_iter().map(Drawn).collect(),
        }
    }
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
    fn a_huge_nimber_is_drawn_unopened() {
        let game: CanonicalForm = "{*1000000000000|0}".parse().unwrap();
        let svg = tree_svg(&game);
        assert!(svg.contains("*1000000000000…"), "{svg}");
    }

    #[test]
    fn a_large_game_is_cut_short() {
        let svg = tree_svg(&CanonicalForm::nimber(12));
        assert!(svg.matches("<circle").count() <= 200);
        assert!(svg.contains('…'));
    }
}
