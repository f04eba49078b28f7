use crate::{Game, Player};

/// The disjunctive sum of several games of one kind: a move is a move in exactly one component.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Sum<G>(pub Vec<G>);

impl<G: Game> Game for Sum<G> {
    fn options(&self, player: Player) -> Vec<Self> {
        let mut options = Vec::new();
        for (index, component) in self.0.iter().enumerate() {
            for option in component.options(player) {
                let mut components = self.0.clone();
                components[index] = option;
                options.push(Sum(components));
            }
        }
        options
    }
}

/// The negative of a game: the same position with Left and Right swapped.
///
/// `Sum(vec![g, h])` with `h` a negative is how a test checks that two games are equal: `g = h`
/// exactly when `g - h` is a second-player win.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Neg<G>(pub G);

impl<G: Game> Game for Neg<G> {
    fn options(&self, player: Player) -> Vec<Self> {
        self.0
            .options(player.opponent())
            .into_iter()
            .map(Neg)
            .collect()
    }
}

/// The sum of two games of different kinds, such as a game and the negative of another.
impl<A: Game, B: Game> Game for (A, B) {
    fn options(&self, player: Player) -> Vec<Self> {
        let (a, b) = self;
        let moves_in_a = a.options(player).into_iter().map(|a| (a, b.clone()));
        let moves_in_b = b.options(player).into_iter().map(|b| (a.clone(), b));
        moves_in_a.chain(moves_in_b).collect()
    }
}
