//! Which method values a picture, and the best move.

use std::fmt;

use canonical::CanonicalForm;
use dyadic::Dyadic;
use game::Player;
use game::budget::{self, Budget, OverBudget};

use crate::green::green_value;
use crate::search::part::Part;
use crate::search::{MixedSearch, NumberSearch, fast};
use crate::tree::{
    GREEN_UNITS_PER_VERTEX, RootedTree, best_red_blue_tree_cut, is_tree, red_blue_tree_value,
    winning_green_tree_cut,
};
use crate::{Colour, Picture};

/// A picture's value and its best moves, Left's then Right's, each an edge and the value after
/// it ([`Picture::value_and_best_moves_within`]).
pub type ValueAndBest = (CanonicalForm, [Option<(usize, CanonicalForm)>; 2]);

/// How [`Picture::value`] works a picture out: the fastest correct method for its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    /// Edges of one colour, red or blue: their number, with its sign.
    Count,
    /// A red-blue tree (stalks included): the rule for an edge under a value, bottom-up, in
    /// near-linear time.
    RedBlueTree,
    /// A green picture: the fusion and colon principles, in linear time.
    Green,
    /// A red-blue picture with cycles: the memoised search for numbers, which splits the
    /// picture into blocks and folds hanging parts into numbers.
    NumberSearch,
    /// Green mixed with red or blue: the memoised search for canonical forms, split at the
    /// ground, with the closed forms for components of one kind.
    MixedSearch,
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Method::Count => "counting edges",
            Method::RedBlueTree => "the tree rule",
            Method::Green => "the fusion and colon principles",
            Method::NumberSearch => "search over numbers",
            Method::MixedSearch => "search over canonical forms",
        })
    }
}

impl Picture {
    /// The method [`Picture::value`] uses for this picture.
    pub fn method(&self) -> Method {
        if self.is_all(Colour::Blue) || self.is_all(Colour::Red) {
            Method::Count
        } else if self.is_all(Colour::Green) {
            Method::Green
        } else if !self.is_red_blue() {
            Method::MixedSearch
        } else if is_tree(self) {
            Method::RedBlueTree
        } else {
            Method::NumberSearch
        }
    }

    /// The value of the picture, in canonical form, by the fastest correct [`Method`] for it.
    /// Trees, green pictures and pictures of one colour take near-linear time; the searches for
    /// the rest may take exponential time on large pictures (red-blue Hackenbush with cycles is
    /// NP-hard): [`Picture::value_within`] gives up instead.
    ///
    /// ```
    /// use hackenbush::Picture;
    ///
    /// let value = |text: &str| text.parse::<Picture>().unwrap().value().to_string();
    /// assert_eq!(value("lr"), "1/2");
    /// assert_eq!(value("eee"), "*3");
    /// assert_eq!(value("0-1:b 1-2:r 2-0:b"), "1"); // {1/2 | 2}
    /// assert_eq!(value("el"), "^*"); // {0, * | 0}
    /// assert_eq!(value("le"), "1*");
    /// ```
    pub fn value(&self) -> CanonicalForm {
        budget::unmetered(|| Evaluator::new().value(self)).expect("no budget, no limit")
    }

    /// The value as [`Picture::value`] finds it, unless its search needs more work than
    /// `budget` allows: for a calculator that must answer promptly, since red-blue Hackenbush
    /// with cycles is NP-hard. Work is counted in [`WORK_UNIT`]s: each option a search looks at
    /// costs the edges it reads. The closed forms (counting, the tree rule, the colon and
    /// fusion principles) cost nothing.
    ///
    /// # Errors
    /// [`OverBudget`], naming the budget's flag, when the search would pass its limit.
    ///
    /// ```
    /// use game::budget::Budget;
    /// use hackenbush::Picture;
    ///
    /// let budget = |limit| Budget::new(limit, "position-edges", "--max-work");
    /// let bed: Picture = "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)"
    ///     .parse()
    ///     .unwrap();
    /// let refused = bed.value_within(budget(10_000)).unwrap_err();
    /// assert_eq!(
    ///     refused.to_string(),
    ///     "this needs more than 10000 position-edges of work; give a larger --max-work (0 for no limit)"
    /// );
    /// let stalk: Picture = "lrl".parse().unwrap();
    /// assert_eq!(stalk.value_within(budget(1)).unwrap().to_string(), "3/4");
    /// ```
    ///
    /// [`WORK_UNIT`]: crate::search::WORK_UNIT
    pub fn value_within(&self, budget: Budget) -> Result<CanonicalForm, OverBudget> {
        budget::within(budget, || Evaluator::new().value(self))
    }

    /// The value of a red-blue picture as a number; `None` if it has green edges.
    ///
    /// ```
    /// use hackenbush::Picture;
    ///
    /// let bed: Picture = "lrlrlr".parse().unwrap();
    /// assert_eq!(bed.number().unwrap().to_string(), "21/32");
    /// ```
    pub fn number(&self) -> Option<Dyadic> {
        budget::unmetered(|| Evaluator::new().number(self)).expect("no budget, no limit")
    }

    /// The nim value of a green picture (its value is `*n`); `None` unless every edge is green.
    pub fn nim_value(&self) -> Option<u64> {
        self.is_all(Colour::Green).then(|| green_value(self))
    }

    /// A best edge for `player` to cut, with the value after it: an edge after which `player`
    /// wins (the value is at least 0 for Left, at most 0 for Right, the opponent moving next)
    /// when there is one, else one whose value is best for `player` (no other choice is better
    /// for `player` in the order of games); `None` when `player` has no edge to cut. Ties go to
    /// the lowest-numbered edge.
    ///
    /// ```
    /// use game::Player;
    /// use hackenbush::Picture;
    ///
    /// let picture: Picture = "0-1:b 1-2:r 0-3:r".parse().unwrap(); // 1/2 - 1
    /// let (edge, after) = picture.best_move(Player::Right).unwrap();
    /// assert_eq!((edge, after.to_string()), (1, "0".to_string()));
    /// ```
    pub fn best_move(&self, player: Player) -> Option<(usize, CanonicalForm)> {
        budget::unmetered(|| self.best_move_counted(player)).expect("no budget, no limit")
    }

    /// [`Picture::best_move`], unless it needs more work than `budget` allows (see
    /// [`Picture::value_within`]; valuing each option is charged its edges). A stalk's best
    /// move is found in one pass: the topmost edge of the player's colour.
    ///
    /// # Errors
    /// [`OverBudget`] when the work would pass the budget's limit.
    pub fn best_move_within(
        &self,
        player: Player,
        budget: Budget,
    ) -> Result<Option<(usize, CanonicalForm)>, OverBudget> {
        budget::within(budget, || self.best_move_counted(player))
    }

    /// Whether the value and both players' best moves can be worked out within `budget`, all
    /// three together: what a game against the computer needs at the start (its positions only
    /// get smaller).
    ///
    /// # Errors
    /// [`OverBudget`] when they would pass the budget's limit.
    pub fn playable_within(&self, budget: Budget) -> Result<(), OverBudget> {
        budget::within(budget, || {
            Evaluator::new().value(self)?;
            for player in Player::BOTH {
                self.best_move_counted(player)?;
            }
            Ok(())
        })
    }

    /// The value and both players' best moves (Left's, then Right's) together, unless they need
    /// more work than `budget` allows: what a panel shows. A red-blue picture with cycles is
    /// searched once for all three (its value comes from the options its best moves look at),
    /// where [`Picture::playable_within`]'s three separate searches cost about twice as much.
    ///
    /// # Errors
    /// [`OverBudget`] when the work would pass the budget's limit.
    pub fn value_and_best_moves_within(&self, budget: Budget) -> Result<ValueAndBest, OverBudget> {
        budget::within(budget, || {
            let part = Part::of(self);
            if !self.is_red_blue() || is_tree(self) || !fast::fits(&part) {
                let value = Evaluator::new().value(self)?;
                let left = self.best_move_counted(Player::Left)?;
                return Ok((value, [left, self.best_move_counted(Player::Right)?]));
            }
            let mut search = fast::FastSearch::new(&part);
            let mut best = [None, None];
            for (slot, player) in best.iter_mut().zip(Player::BOTH) {
                let mut options = Vec::new();
                for edge in self.moves(player) {
                    let value = search.value_without(&part, Some(edge))?;
                    options.push((edge, CanonicalForm::number(value)));
                }
                *slot = choose(options, player);
            }
            let value = CanonicalForm::number(search.value_without(&part, None)?);
            Ok((value, best))
        })
    }

    /// [`Picture::best_move`], charging the budget it runs within.
    fn best_move_counted(
        &self,
        player: Player,
    ) -> Result<Option<(usize, CanonicalForm)>, OverBudget> {
        if let Some(best) = self.best_stalk_move(player) {
            return Ok(best);
        }
        if self.is_red_blue() && is_tree(self) {
            let tree = RootedTree::of(self).expect("a tree");
            let best = best_red_blue_tree_cut(self, &tree, player)?;
            return Ok(best.map(|(edge, after)| (edge, CanonicalForm::number(after))));
        }
        if self.is_all(Colour::Green) && is_tree(self) && !self.edges().is_empty() {
            // A winning cut if there is one; otherwise every cut loses (nimbers are confused
            // with each other), and the first is chosen, as `choose` would.
            let tree = RootedTree::of(self).expect("a tree");
            return Ok(Some(
                match winning_green_tree_cut(&tree, self.edges().len())? {
                    Some(edge) => (edge, CanonicalForm::zero()),
                    None => {
                        budget::charge(1 + GREEN_UNITS_PER_VERTEX * self.edges().len() as u64)?;
                        (0, CanonicalForm::nimber(green_value(&self.cut(0))))
                    }
                },
            ));
        }
        // Cutting an edge and valuing what is left by a closed form: measured at some 100 ns an
        // edge, two units.
        let size = 2 * (self.edges().len() as u64 + 1);
        let part = Part::of(self);
        let mut options = Vec::new();
        if self.is_red_blue() && !is_tree(self) && fast::fits(&part) {
            // One bit-set search over the whole picture values every option, sharing its memo.
            let mut search = fast::FastSearch::new(&part);
            for edge in self.moves(player) {
                let value = search.value_without(&part, Some(edge))?;
                options.push((edge, CanonicalForm::number(value)));
            }
        } else {
            let mut evaluator = Evaluator::new();
            for edge in self.moves(player) {
                budget::charge(size)?;
                options.push((edge, evaluator.value(&self.cut(edge))?));
            }
        }
        Ok(choose(options, player))
    }

    /// The best move on a red-blue stalk, if this is one: the topmost edge of the player's
    /// colour. Cutting edge `i` leaves the stalk whose sign expansion is the first `i` signs,
    /// and of two such truncations the longer is the larger when the sign after the shorter
    /// is `+` (so Left's best is the topmost blue edge), the smaller when it is `-`.
    fn best_stalk_move(&self, player: Player) -> Option<Option<(usize, CanonicalForm)>> {
        if !self.is_red_blue() {
            return None;
        }
        let colours = self.stalk_colours()?;
        let own = match player {
            Player::Left => Colour::Blue,
            Player::Right => Colour::Red,
        };
        let Some(edge) = colours.iter().rposition(|&colour| colour == own) else {
            return Some(None);
        };
        let after = CanonicalForm::number(crate::stalk_value(&colours[..edge]));
        Some(Some((edge, after)))
    }
}

/// Values pictures, sharing the searches' memos between them.
pub(crate) struct Evaluator {
    numbers: NumberSearch,
    mixed: MixedSearch,
}

impl Evaluator {
    /// An evaluator whose searches charge the budget they run within.
    pub(crate) fn new() -> Evaluator {
        Evaluator {
            numbers: NumberSearch::new(true),
            mixed: MixedSearch::new(true),
        }
    }

    pub(crate) fn value(&mut self, picture: &Picture) -> Result<CanonicalForm, OverBudget> {
        Ok(if let Some(number) = self.number(picture)? {
            CanonicalForm::number(number)
        } else if picture.is_all(Colour::Green) {
            CanonicalForm::nimber(green_value(picture))
        } else {
            self.mixed.value(picture)?
        })
    }

    /// The number a red-blue picture is worth; `None` if it has green edges.
    pub(crate) fn number(&mut self, picture: &Picture) -> Result<Option<Dyadic>, OverBudget> {
        let count = Dyadic::from(num_bigint::BigInt::from(picture.edges().len()));
        if picture.is_all(Colour::Blue) {
            return Ok(Some(count));
        }
        if picture.is_all(Colour::Red) {
            return Ok(Some(-count));
        }
        if !picture.is_red_blue() {
            return Ok(None);
        }
        Ok(Some(if is_tree(picture) {
            red_blue_tree_value(picture, &RootedTree::of(picture).expect("a tree"))
        } else {
            self.numbers.value(picture)?
        }))
    }
}

/// The best of `(edge, value after)` choices for `player` (see [`Picture::best_move`]).
fn choose(options: Vec<(usize, CanonicalForm)>, player: Player) -> Option<(usize, CanonicalForm)> {
    let zero = CanonicalForm::zero();
    let wins = |value: &CanonicalForm| match player {
        Player::Left => value >= &zero,
        Player::Right => value <= &zero,
    };
    let better = |a: &CanonicalForm, b: &CanonicalForm| match player {
        Player::Left => a > b,
        Player::Right => a < b,
    };
    let mut best: Option<(usize, CanonicalForm)> = None;
    for (edge, value) in options {
        let replace = match &best {
            None => true,
            Some((_, old)) => {
                (wins(&value) && !wins(old)) || (wins(&value) == wins(old) && better(&value, old))
            }
        };
        if replace {
            best = Some((edge, value));
        }
    }
    best
}
