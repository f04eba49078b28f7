use crate::{Game, Player};

/// A game written out by hand as its two lists of options, `{left | right}`, as CGSuite writes it.
///
/// ```
/// use game::{Form, Solver};
///
/// let zero = Form::zero();
/// let one = Form::new([zero.clone()], []);
/// let half = Form::new([zero], [one]);
/// assert_eq!(Solver::new().number(&half).unwrap().to_string(), "1/2");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Form {
    left: Vec<Form>,
    right: Vec<Form>,
}

impl Form {
    /// The game `{left | right}`.
    pub fn new(
        left: impl IntoIterator<Item = Form>,
        right: impl IntoIterator<Item = Form>,
    ) -> Form {
        Form {
            left: left.into_iter().collect(),
            right: right.into_iter().collect(),
        }
    }

    /// The game `{ | }` in which nobody can move: zero.
    pub fn zero() -> Form {
        Form::default()
    }
}

impl Game for Form {
    fn options(&self, player: Player) -> Vec<Self> {
        match player {
            Player::Left => self.left.clone(),
            Player::Right => self.right.clone(),
        }
    }
}
