//! Sums, negatives, comparisons, stops and canonicalisation on the arena.
//!
//! Games of the form `x + n·↑ + *m` are handled in closed form (see [`super::nus`]); everything
//! else by the definitions, with every result cached. The recursion here follows the options of
//! canonical games, so it is as deep as their birthdays, never as long as a sum or a text.

use std::cmp::Ordering;

use dyadic::Dyadic;

use super::intern::{Arena, Id, ZERO, shortcuts};

/// Pairs of games to add.
type Pairs = Vec<(Id, Id)>;

impl Arena {
    /// Whether closed forms may be used for `id`.
    fn closed(&self, id: Id) -> bool {
        shortcuts() && self.nus(id).is_some()
    }

    /// The negative: `-{L | R} = {-R | -L}`, worked out bottom-up with a stack of its own.
    pub(crate) fn neg(&mut self, g: Id) -> Id {
        let mut stack = vec![(g, false)];
        while let Some((game, ready)) = stack.pop() {
            if self.nodes[game as usize].negative.is_some() {
                continue;
            }
            let negative = if self.closed(game) {
                let nus = self.nus(game).expect("a closed form").neg();
                self.nus_id(nus)
            } else {
                let (left, right) = self.options(game);
                if !ready {
                    stack.push((game, true));
                    for &option in left.iter().chain(right.iter()) {
                        if self.nodes[option as usize].negative.is_none() {
                            stack.push((option, false));
                        }
                    }
                    continue;
                }
                let negate = |arena: &Arena, options: &[Id]| {
                    let mut ids: Vec<Id> = options
                        .iter()
                        .map(|&option| arena.nodes[option as usize].negative.expect("done first"))
                        .collect();
                    ids.sort_unstable();
                    ids
                };
                let new_left = negate(self, &right);
                let new_right = negate(self, &left);
                self.options_id(new_left, new_right)
            };
            self.nodes[game as usize].negative = Some(negative);
            self.nodes[negative as usize].negative = Some(game);
        }
        self.nodes[g as usize].negative.expect("just worked out")
    }

    /// The sum `g + h`, worked out bottom-up over the pairs of sub-games with a stack of its own.
    pub(crate) fn add(&mut self, g: Id, h: Id) -> Id {
        if let Some(sum) = self.sum_at_once(g, h) {
            return sum;
        }
        let mut stack = vec![(g, h, false)];
        while let Some((a, b, ready)) = stack.pop() {
            if self.sum_at_once(a, b).is_some() {
                continue;
            }
            let (left_pairs, right_pairs) = self.summands(a, b);
            if !ready {
                stack.push((a, b, true));
                for &(x, y) in left_pairs.iter().chain(&right_pairs) {
                    if self.sum_at_once(x, y).is_none() {
                        stack.push((x, y, false));
                    }
                }
                continue;
            }
            let mut sums = |pairs: &[(Id, Id)]| -> Vec<Id> {
                let mut ids: Vec<Id> = pairs
                    .iter()
                    .map(|&(x, y)| self.sum_at_once(x, y).expect("done first"))
                    .collect();
                ids.sort_unstable();
                ids
            };
            let left = sums(&left_pairs);
            let right = sums(&right_pairs);
            let sum = if self.translates(a, b) {
                // Number translation: for a number x and a game H that is not one, the
                // canonical form of H + x is {H^L + x | H^R + x}.
                self.options_id(left, right)
            } else {
                self.canonical(left, right)
            };
            self.sums.insert((a.min(b), a.max(b)), sum);
        }
        self.sum_at_once(g, h).expect("just worked out")
    }

    /// The sum when it needs no sums of options: a term is zero, both are closed forms, or it
    /// is cached.
    fn sum_at_once(&mut self, g: Id, h: Id) -> Option<Id> {
        if g == ZERO {
            return Some(h);
        }
        if h == ZERO {
            return Some(g);
        }
        if self.closed(g) && self.closed(h) {
            let nus = self
                .nus(g)
                .expect("closed")
                .add(self.nus(h).expect("closed"));
            return Some(self.nus_id(nus));
        }
        self.sums.get(&(g.min(h), g.max(h))).copied()
    }

    /// Whether `g + h` is a number plus a game that is not one (and closed forms are on).
    fn translates(&self, g: Id, h: Id) -> bool {
        shortcuts() && (self.number(g).is_some() || self.number(h).is_some())
    }

    /// The pairs whose sums are the Left and the Right options of `g + h` (before
    /// canonicalisation): a move in either game, or only in the game that is not a number.
    fn summands(&mut self, g: Id, h: Id) -> (Pairs, Pairs) {
        if self.translates(g, h) {
            let (x, game) = if self.number(g).is_some() {
                (g, h)
            } else {
                (h, g)
            };
            let (left, right) = self.options(game);
            let pairs = |options: &[Id]| options.iter().map(|&option| (option, x)).collect();
            return (pairs(&left), pairs(&right));
        }
        let (g_left, g_right) = self.options(g);
        let (h_left, h_right) = self.options(h);
        let pairs = |g_options: &[Id], h_options: &[Id]| -> Vec<(Id, Id)> {
            let moves_in_g = g_options.iter().map(|&option| (option, h));
            let moves_in_h = h_options.iter().map(|&option| (g, option));
            moves_in_g.chain(moves_in_h).collect()
        };
        (pairs(&g_left, &h_left), pairs(&g_right, &h_right))
    }

    /// `g <= h`: Left, moving second in `h - g`, wins. By the definition, exactly when no
    /// `g^L >= h` and no `h^R <= g`.
    pub(crate) fn leq(&mut self, g: Id, h: Id) -> bool {
        if g == h {
            return true;
        }
        if self.closed(g) && self.closed(h) {
            let (g, h) = (self.nus(g).expect("closed"), self.nus(h).expect("closed"));
            return g.leq(h);
        }
        // The stops settle many comparisons at once, too cheaply to be worth a place in the
        // cache: g <= h forces both of g's stops to be at most h's (stops are monotone), and
        // a left stop of g below the right stop of h makes g < h (Lessons in Play, 5.35).
        if shortcuts()
            && let Some(known) = self.leq_by_stops(g, h)
        {
            return known;
        }
        if let Some(&known) = self.leqs.get(&(g, h)) {
            return known;
        }
        let answer = self.leq_by_options(g, h);
        self.leqs.insert((g, h), answer);
        answer
    }

    /// What the stops alone say of `g <= h`, when they settle it.
    fn leq_by_stops(&mut self, g: Id, h: Id) -> Option<bool> {
        self.ensure_stops(g);
        self.ensure_stops(h);
        let (g_left, g_right) = self.nodes[g as usize]
            .stops
            .as_ref()
            .expect("just computed");
        let (h_left, h_right) = self.nodes[h as usize]
            .stops
            .as_ref()
            .expect("just computed");
        if g_left < h_right {
            Some(true)
        } else if g_left > h_left || g_right > h_right {
            Some(false)
        } else {
            None
        }
    }

    fn ensure_stops(&mut self, g: Id) {
        if self.nodes[g as usize].stops.is_none() {
            self.stops(g);
        }
    }

    fn leq_by_options(&mut self, g: Id, h: Id) -> bool {
        // Number avoidance: a number's own options never need trying against a non-number.
        let g_is_number = shortcuts() && self.number(g).is_some();
        let h_is_number = shortcuts() && self.number(h).is_some();
        if !g_is_number {
            let g_left = self.left(g);
            if g_left.iter().any(|&gl| self.leq(h, gl)) {
                return false;
            }
        }
        if !h_is_number {
            let h_right = self.right(h);
            if h_right.iter().any(|&hr| self.leq(hr, g)) {
                return false;
            }
        }
        true
    }

    /// The left and right stops: where play ends (at a number) when Left, or Right, starts and
    /// both play well. Worked out bottom-up with a stack of its own.
    pub(crate) fn stops(&mut self, g: Id) -> (Dyadic, Dyadic) {
        let mut stack = vec![(g, false)];
        while let Some((game, ready)) = stack.pop() {
            if self.nodes[game as usize].stops.is_some() {
                continue;
            }
            let stops = if let Some(nus) = self.nus(game) {
                (nus.number.clone(), nus.number.clone())
            } else {
                let (left, right) = self.options(game);
                if !ready {
                    stack.push((game, true));
                    for &option in left.iter().chain(right.iter()) {
                        if self.nodes[option as usize].stops.is_none() {
                            stack.push((option, false));
                        }
                    }
                    continue;
                }
                let stop = |id: Id| self.nodes[id as usize].stops.as_ref().expect("done first");
                let left_stop = left
                    .iter()
                    .map(|&gl| &stop(gl).1)
                    .max()
                    .expect("a game that is not a number has Left options")
                    .clone();
                let right_stop = right
                    .iter()
                    .map(|&gr| &stop(gr).0)
                    .min()
                    .expect("a game that is not a number has Right options")
                    .clone();
                (left_stop, right_stop)
            };
            self.nodes[game as usize].stops = Some(stops);
        }
        self.nodes[g as usize]
            .stops
            .clone()
            .expect("just worked out")
    }
}

// ANCHOR: canonical
/// Canonical forms: a game's options made as few and as simple as they can be.
impl Arena {
    /// The canonical game `{left | right}` for options already canonical (in any order, with
    /// repeats): dominated options removed and reversible ones bypassed.
    pub(crate) fn canonical(&mut self, mut left: Vec<Id>, mut right: Vec<Id>) -> Id {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        if let Some(id) = self.all_numbers(&left, &right) {
            return id;
        }
        self.keep_undominated(&mut left, Ordering::Greater);
        self.keep_undominated(&mut right, Ordering::Less);
        let bypassed_left = self.bypass_left(&mut left, &right);
        let bypassed_right = self.bypass_right(&left, &mut right);
        if bypassed_left || bypassed_right {
            left.sort_unstable();
            left.dedup();
            right.sort_unstable();
            right.dedup();
            self.keep_undominated(&mut left, Ordering::Greater);
            self.keep_undominated(&mut right, Ordering::Less);
        }
        left.sort_unstable();
        right.sort_unstable();
        self.options_id(left, right)
    }

    /// Keeps the options that no other option beats: for Left (`better` is `Greater`) the
    /// maximal ones, for Right the minimal ones.
    fn keep_undominated(&mut self, options: &mut Vec<Id>, better: Ordering) {
        let mut index = 0;
        while index < options.len() {
            let option = options[index];
            let dominated = options.iter().any(|&other| {
                other != option
                    && match better {
                        Ordering::Greater => self.leq(option, other),
                        _ => self.leq(other, option),
                    }
            });
            if dominated {
                options.remove(index);
            } else {
                index += 1;
            }
        }
    }
}
// ANCHOR_END: canonical

impl Arena {
    /// The shortcut for options that are all numbers: a number by the simplicity rule, or the
    /// switch between Left's best and Right's best.
    fn all_numbers(&mut self, left: &[Id], right: &[Id]) -> Option<Id> {
        let mut best_left: Option<&Dyadic> = None;
        for &id in left {
            let x = self.number(id)?;
            best_left = best_left.max(Some(x));
        }
        let mut best_right: Option<&Dyadic> = None;
        for &id in right {
            let x = self.number(id)?;
            best_right = Some(best_right.map_or(x, |best| best.min(x)));
        }
        match Dyadic::simplest_between(best_left, best_right) {
            Some(x) => Some(self.nus_id(super::nus::Nus::number(x))),
            None => {
                let (l, r) = (best_left.cloned()?, best_right.cloned()?);
                let l = self.nus_id(super::nus::Nus::number(l));
                let r = self.nus_id(super::nus::Nus::number(r));
                Some(self.options_id(vec![l], vec![r]))
            }
        }
    }
}

// ANCHOR: bypass
/// Reversible options, bypassed.
impl Arena {
    /// Replaces each reversible Left option `A` (one with a Right option `A^R <= G`) by the Left
    /// options of `A^R`. Returns whether anything changed.
    fn bypass_left(&mut self, left: &mut Vec<Id>, right: &[Id]) -> bool {
        let mut changed = false;
        let mut index = 0;
        while index < left.len() {
            let option = left[index];
            let option_right = self.right(option);
            let reverse = option_right
                .iter()
                .copied()
                .find(|&reply| self.leq_game(reply, left, right));
            match reverse {
                Some(reply) => {
                    left.swap_remove(index);
                    for &replacement in self.left(reply).iter() {
                        if !left.contains(&replacement) {
                            left.push(replacement);
                        }
                    }
                    changed = true;
                }
                None => index += 1,
            }
        }
        changed
    }

    /// `x <= G` for the game `G = {left | right}` that is not stored yet.
    fn leq_game(&mut self, x: Id, left: &[Id], right: &[Id]) -> bool {
        if right.iter().any(|&gr| self.leq(gr, x)) {
            return false;
        }
        let x_left = self.left(x);
        !x_left.iter().any(|&xl| self.game_leq(left, right, xl))
    }
}
// ANCHOR_END: bypass

impl Arena {
    /// The mirror image of [`Arena::bypass_left`].
    fn bypass_right(&mut self, left: &[Id], right: &mut Vec<Id>) -> bool {
        let mut changed = false;
        let mut index = 0;
        while index < right.len() {
            let option = right[index];
            let option_left = self.left(option);
            let reverse = option_left
                .iter()
                .copied()
                .find(|&reply| self.game_leq(left, right, reply));
            match reverse {
                Some(reply) => {
                    right.swap_remove(index);
                    for &replacement in self.right(reply).iter() {
                        if !right.contains(&replacement) {
                            right.push(replacement);
                        }
                    }
                    changed = true;
                }
                None => index += 1,
            }
        }
        changed
    }

    /// `G <= x` for the game `G = {left | right}` that is not stored yet.
    fn game_leq(&mut self, left: &[Id], right: &[Id], x: Id) -> bool {
        if left.iter().any(|&gl| self.leq(x, gl)) {
            return false;
        }
        let x_right = self.right(x);
        !x_right.iter().any(|&xr| self.leq_game(xr, left, right))
    }
}
