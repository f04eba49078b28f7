//! Sums, negatives, comparisons, stops and canonicalisation on the arena.
//!
//! Games of the form `x + n·↑ + *m` are handled in closed form (see [`super::nus`]); everything
//! else by the definitions, with every result cached. The recursion here follows the options of
//! canonical games, so it is as deep as their birthdays, never as long as a sum or a text.

use std::cmp::Ordering;

use dyadic::Dyadic;
use game::Player;

use super::intern::{Arena, Id, Work, ZERO, charge, shortcuts};
use super::nus::Nus;

/// Pairs of games to add.
type Pairs = Vec<(Id, Id)>;

/// The least `m` for which `*m`'s options are compared by [`Arena::nim_firsts`], not one by one.
const LARGE_NIMBER: u64 = 8;

/// Where a game `G` first meets the nimbers: the least `k` with `G <= *k`, and the least `k` with
/// `G >= *k` (`None` when there is none). Enough to settle every comparison of `G` with a
/// nimber's options, however many they are.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Firsts {
    pub(crate) at_most: Option<u64>,
    pub(crate) at_least: Option<u64>,
}

impl Arena {
    /// Whether closed forms may be used for `id`.
    fn closed(&self, id: Id) -> bool {
        shortcuts() && self.nus(id).is_some()
    }

    /// `m` if `id` is the nimber `*m` (and closed forms are on).
    fn nimber(&self, id: Id) -> Option<u64> {
        self.nus(id)
            .filter(|nus| shortcuts() && nus.number.is_zero() && nus.ups == 0)
            .map(|nus| nus.nim)
    }

    /// `m` if `id` is a nimber `*m` with so many options that [`Arena::nim_firsts`] is quicker
    /// than trying them (for the few options of `*`, `*2`, … it is not).
    fn large_nimber(&self, id: Id) -> Option<u64> {
        self.nimber(id).filter(|&m| m >= LARGE_NIMBER)
    }

    /// The id of `*k`.
    fn nimber_id(&mut self, k: u64) -> Id {
        self.nus_id(Nus {
            number: Dyadic::zero(),
            ups: 0,
            nim: k,
        })
    }

    /// [`Firsts`] for the game `G = {left | right}` whose options are all closed forms, or
    /// `None` if one is not (or closed forms are off).
    ///
    /// `G <= *k` exactly when no `G^L >= *k` and no `*j <= G` for `j < k`; `*k <= G` likewise.
    /// For an option `x + n·↑ + *m`, how it compares with `*k` changes only at `k = m` and
    /// `k = m xor 1`; so both conditions are constant on the runs between such points, and, as
    /// the second half of each only ever turns false, the least `k` of either is the start of a
    /// run. A few comparisons per option answer what `*m`'s `m` options would.
    pub(crate) fn nim_firsts(&mut self, left: &[Id], right: &[Id]) -> Work<Option<Firsts>> {
        if !shortcuts() {
            return Ok(None);
        }
        charge(1 + (left.len() + right.len()) as u64)?;
        let closed =
            |ids: &[Id]| -> Option<Vec<&Nus>> { ids.iter().map(|&id| self.nus(id)).collect() };
        let (Some(left), Some(right)) = (closed(left), closed(right)) else {
            return Ok(None);
        };
        let mut starts: Vec<u64> = vec![0];
        for option in left.iter().chain(&right) {
            for point in [option.nim, option.nim ^ 1] {
                starts.push(point);
                starts.extend(point.checked_add(1));
            }
        }
        starts.sort_unstable();
        starts.dedup();
        let mut firsts = Firsts {
            at_most: None,
            at_least: None,
        };
        for k in starts {
            let star = Nus {
                number: Dyadic::zero(),
                ups: 0,
                nim: k,
            };
            let at_most = firsts.at_least.is_none() && !left.iter().any(|&gl| star.leq(gl));
            let at_least = firsts.at_most.is_none() && !right.iter().any(|&gr| gr.leq(&star));
            if at_most && firsts.at_most.is_none() {
                firsts.at_most = Some(k);
            }
            if at_least && firsts.at_least.is_none() {
                firsts.at_least = Some(k);
            }
            if firsts.at_most.is_some() && firsts.at_least.is_some() {
                break;
            }
        }
        Ok(Some(firsts))
    }

    /// [`Arena::nim_firsts`] of a stored game that is not a closed form.
    fn stored_nim_firsts(&mut self, id: Id) -> Work<Option<Firsts>> {
        if self.nus(id).is_some() {
            return Ok(None);
        }
        let (left, right) = self.try_options(id)?;
        self.nim_firsts(&left, &right)
    }

    /// The negative: `-{L | R} = {-R | -L}`, worked out bottom-up with a stack of its own.
    pub(crate) fn neg(&mut self, g: Id) -> Work<Id> {
        let mut stack = vec![(g, false)];
        while let Some((game, ready)) = stack.pop() {
            if self.nodes[game as usize].negative.is_some() {
                continue;
            }
            charge(1)?;
            let closed_negative = self.nus(game).filter(|_| shortcuts()).map(Nus::neg);
            let negative = if let Some(Some(nus)) = closed_negative {
                self.nus_id(nus)
            } else {
                let (left, right) = self.try_options(game)?;
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
        Ok(self.nodes[g as usize].negative.expect("just worked out"))
    }

    /// The sum `g + h`, worked out bottom-up over the pairs of sub-games with a stack of its own.
    pub(crate) fn add(&mut self, g: Id, h: Id) -> Work<Id> {
        if let Some(sum) = self.sum_at_once(g, h) {
            return Ok(sum);
        }
        let mut stack = vec![(g, h, false)];
        while let Some((a, b, ready)) = stack.pop() {
            if self.sum_at_once(a, b).is_some() {
                continue;
            }
            let (left_pairs, right_pairs) = self.summands(a, b)?;
            charge(1 + (left_pairs.len() + right_pairs.len()) as u64)?;
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
                self.canonical(left, right)?
            };
            self.sums.insert((a.min(b), a.max(b)), sum);
        }
        Ok(self.sum_at_once(g, h).expect("just worked out"))
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
        if self.closed(g)
            && self.closed(h)
            && let Some(nus) = self
                .nus(g)
                .expect("closed")
                .add(self.nus(h).expect("closed"))
        {
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
    fn summands(&mut self, g: Id, h: Id) -> Work<(Pairs, Pairs)> {
        if self.translates(g, h) {
            let (x, game) = if self.number(g).is_some() {
                (g, h)
            } else {
                (h, g)
            };
            let (left, right) = self.try_options(game)?;
            let pairs = |options: &[Id]| options.iter().map(|&option| (option, x)).collect();
            return Ok((pairs(&left), pairs(&right)));
        }
        let (g_left, g_right) = self.try_options(g)?;
        let (h_left, h_right) = self.try_options(h)?;
        let pairs = |g_options: &[Id], h_options: &[Id]| -> Vec<(Id, Id)> {
            let moves_in_g = g_options.iter().map(|&option| (option, h));
            let moves_in_h = h_options.iter().map(|&option| (g, option));
            moves_in_g.chain(moves_in_h).collect()
        };
        Ok((pairs(&g_left, &h_left), pairs(&g_right, &h_right)))
    }

    /// `g <= h`: Left, moving second in `h - g`, wins. By the definition, exactly when no
    /// `g^L >= h` and no `h^R <= g`.
    pub(crate) fn leq(&mut self, g: Id, h: Id) -> Work<bool> {
        if g == h {
            return Ok(true);
        }
        if self.closed(g) && self.closed(h) {
            let (g, h) = (self.nus(g).expect("closed"), self.nus(h).expect("closed"));
            return Ok(g.leq(h));
        }
        // The stops settle many comparisons at once, too cheaply to be worth a place in the
        // cache: g <= h forces both of g's stops to be at most h's (stops are monotone), and
        // a left stop of g below the right stop of h makes g < h (Lessons in Play, 5.35).
        if shortcuts()
            && let Some(known) = self.leq_by_stops(g, h)?
        {
            return Ok(known);
        }
        if let Some(&known) = self.leqs.get(&(g, h)) {
            return Ok(known);
        }
        charge(1)?;
        let answer = self.leq_by_options(g, h)?;
        self.leqs.insert((g, h), answer);
        Ok(answer)
    }

    /// What the stops alone say of `g <= h`, when they settle it.
    fn leq_by_stops(&mut self, g: Id, h: Id) -> Work<Option<bool>> {
        self.ensure_stops(g)?;
        self.ensure_stops(h)?;
        let (g_left, g_right) = self.nodes[g as usize]
            .stops
            .as_ref()
            .expect("just computed");
        let (h_left, h_right) = self.nodes[h as usize]
            .stops
            .as_ref()
            .expect("just computed");
        Ok(if g_left < h_right {
            Some(true)
        } else if g_left > h_left || g_right > h_right {
            Some(false)
        } else {
            None
        })
    }

    fn leq_by_options(&mut self, g: Id, h: Id) -> Work<bool> {
        // Number avoidance: a number's own options never need trying against a non-number.
        let g_is_number = shortcuts() && self.number(g).is_some();
        let h_is_number = shortcuts() && self.number(h).is_some();
        if !g_is_number {
            // Some g^L >= h? For g = *m, some *k <= ... that is h <= *k for a k < m.
            let firsts = match self.large_nimber(g) {
                Some(_) => self.stored_nim_firsts(h)?,
                None => None,
            };
            if let (Some(m), Some(firsts)) = (self.large_nimber(g), firsts) {
                if firsts.at_most.is_some_and(|k| k < m) {
                    return Ok(false);
                }
            } else {
                let g_left = self.left(g)?;
                charge(g_left.len() as u64)?;
                for &gl in g_left.iter() {
                    if self.leq(h, gl)? {
                        return Ok(false);
                    }
                }
            }
        }
        if !h_is_number {
            // Some h^R <= g? For h = *m, g >= *k for a k < m.
            let firsts = match self.large_nimber(h) {
                Some(_) => self.stored_nim_firsts(g)?,
                None => None,
            };
            if let (Some(m), Some(firsts)) = (self.large_nimber(h), firsts) {
                if firsts.at_least.is_some_and(|k| k < m) {
                    return Ok(false);
                }
            } else {
                let h_right = self.right(h)?;
                charge(h_right.len() as u64)?;
                for &hr in h_right.iter() {
                    if self.leq(hr, g)? {
                        return Ok(false);
                    }
                }
            }
        }
        Ok(true)
    }

    /// The left and right stops: where play ends (at a number) when Left, or Right, starts and
    /// both play well. Worked out bottom-up with a stack of its own.
    pub(crate) fn stops(&mut self, g: Id) -> Work<(Dyadic, Dyadic)> {
        self.ensure_stops(g)?;
        Ok(self.nodes[g as usize]
            .stops
            .clone()
            .expect("just worked out"))
    }

    /// Works out the stops of `g` and its positions, if not known yet, without copying them.
    fn ensure_stops(&mut self, g: Id) -> Work<()> {
        if self.nodes[g as usize].stops.is_some() {
            return Ok(());
        }
        let mut stack = vec![(g, false)];
        while let Some((game, ready)) = stack.pop() {
            if self.nodes[game as usize].stops.is_some() {
                continue;
            }
            let stops = if let Some(nus) = self.nus(game) {
                (nus.number.clone(), nus.number.clone())
            } else {
                charge(1)?;
                let (left, right) = self.try_options(game)?;
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
        Ok(())
    }
}

// ANCHOR: canonical
/// Canonical forms: a game's options made as few and as simple as they can be.
impl Arena {
    /// The canonical game `{left | right}` for options already canonical (in any order, with
    /// repeats): dominated options removed and reversible ones bypassed. Each step is charged
    /// to the budget, which may refuse it (`?`).
    pub(crate) fn canonical(&mut self, mut left: Vec<Id>, mut right: Vec<Id>) -> Work<Id> {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        if let Some(id) = self.all_numbers(&left, &right) {
            return Ok(id);
        }
        if let Some(id) = self.all_nimbers(&left, &right)? {
            return Ok(id);
        }
        self.keep_undominated(&mut left, Ordering::Greater)?;
        self.keep_undominated(&mut right, Ordering::Less)?;
        let bypassed_left = self.bypass_left(&mut left, &right)?;
        let bypassed_right = self.bypass_right(&left, &mut right)?;
        if bypassed_left || bypassed_right {
            left.sort_unstable();
            left.dedup();
            right.sort_unstable();
            right.dedup();
            self.keep_undominated(&mut left, Ordering::Greater)?;
            self.keep_undominated(&mut right, Ordering::Less)?;
        }
        left.sort_unstable();
        right.sort_unstable();
        Ok(self.options_id(left, right))
    }

    /// Keeps the options that no other option beats: for Left (`better` is `Greater`) the
    /// maximal ones, for Right the minimal ones.
    fn keep_undominated(&mut self, options: &mut Vec<Id>, better: Ordering) -> Work<()> {
        let mut index = 0;
        while index < options.len() {
            charge(options.len() as u64)?;
            let option = options[index];
            let mut dominated = false;
            for &other in options.iter() {
                if other != option
                    && match better {
                        Ordering::Greater => self.leq(option, other)?,
                        _ => self.leq(other, option)?,
                    }
                {
                    dominated = true;
                    break;
                }
            }
            if dominated {
                options.remove(index);
            } else {
                index += 1;
            }
        }
        Ok(())
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
            Some(x) => Some(self.nus_id(Nus::number(x))),
            None => {
                let (l, r) = (best_left.cloned()?, best_right.cloned()?);
                let l = self.nus_id(Nus::number(l));
                let r = self.nus_id(Nus::number(r));
                Some(self.options_id(vec![l], vec![r]))
            }
        }
    }
}

impl Arena {
    /// The shortcut for the same nimbers on both sides: `{*a, *b, … | *a, *b, …}` is the nimber
    /// of the least number missing (Sprague and Grundy's mex), in time linear in the options.
    fn all_nimbers(&mut self, left: &[Id], right: &[Id]) -> Work<Option<Id>> {
        if left != right || left.is_empty() {
            return Ok(None);
        }
        charge(left.len() as u64)?;
        let mut nims: Vec<u64> = Vec::with_capacity(left.len());
        for &id in left {
            match self.nimber(id) {
                Some(m) => nims.push(m),
                None => return Ok(None),
            }
        }
        nims.sort_unstable();
        let mex = nims
            .iter()
            .zip(0u64..)
            .find(|&(&m, k)| m != k)
            .map_or(nims.len() as u64, |(_, k)| k);
        Ok(Some(self.nimber_id(mex)))
    }
}

// ANCHOR: bypass
/// Reversible options, bypassed.
impl Arena {
    /// Replaces each reversible Left option `A` (one with a Right option `A^R <= G`) by the Left
    /// options of `A^R`. Returns whether anything changed.
    fn bypass_left(&mut self, left: &mut Vec<Id>, right: &[Id]) -> Work<bool> {
        let mut changed = false;
        let mut index = 0;
        while index < left.len() {
            // A Right option of this Left option that is at most G, if there is one.
            match self.reversing_left(left[index], left, right)? {
                Some(reply) => {
                    left.swap_remove(index);
                    for &replacement in self.left(reply)?.iter() {
                        if !left.contains(&replacement) {
                            left.push(replacement);
                        }
                    }
                    changed = true;
                }
                None => index += 1,
            }
        }
        Ok(changed)
    }

    /// `x <= G` for the game `G = {left | right}` that is not stored yet.
    fn leq_game(&mut self, x: Id, left: &[Id], right: &[Id]) -> Work<bool> {
        for &gr in right {
            if self.leq(gr, x)? {
                return Ok(false);
            }
        }
        for xl in self.deciding_options(x, Player::Left, left, right)? {
            if self.game_leq(left, right, xl)? {
                return Ok(false);
            }
        }
        Ok(true)
    }
}
// ANCHOR_END: bypass

impl Arena {
    /// A Right option of Left's `option` that is at most `G = {left | right}`, if any: the
    /// first for which `leq_game` says so, or, for a nimber `*m`, whose Right options are the
    /// `*k` for `k < m`, the one [`Arena::nim_firsts`] finds without making them.
    fn reversing_left(&mut self, option: Id, left: &[Id], right: &[Id]) -> Work<Option<Id>> {
        if let Some(m) = self.large_nimber(option)
            && let Some(firsts) = self.nim_firsts(left, right)?
        {
            // The Right options of *m are *k for k < m: the least k with *k <= G decides.
            return Ok(firsts
                .at_least
                .filter(|&k| k < m)
                .map(|k| self.nimber_id(k)));
        }
        let replies = self.right(option)?;
        charge(replies.len() as u64)?;
        for &reply in replies.iter() {
            if self.leq_game(reply, left, right)? {
                return Ok(Some(reply));
            }
        }
        Ok(None)
    }

    /// A Left option of Right's `option` that is at least `G = {left | right}`, if any.
    fn reversing_right(&mut self, option: Id, left: &[Id], right: &[Id]) -> Work<Option<Id>> {
        if let Some(m) = self.large_nimber(option)
            && let Some(firsts) = self.nim_firsts(left, right)?
        {
            return Ok(firsts.at_most.filter(|&k| k < m).map(|k| self.nimber_id(k)));
        }
        let replies = self.left(option)?;
        charge(replies.len() as u64)?;
        for &reply in replies.iter() {
            if self.game_leq(left, right, reply)? {
                return Ok(Some(reply));
            }
        }
        Ok(None)
    }

    /// The options of `x` that decide a comparison with the game `G = {left | right}`: for
    /// `x <= G` the Left options of `x` (is one at least `G`?), for `G <= x` the Right ones (is
    /// one at most `G`?). All of them, but for `x = *m` with `G`'s options all closed forms only
    /// the one that settles it (see [`Arena::nim_firsts`]), never all `m`.
    fn deciding_options(
        &mut self,
        x: Id,
        player: Player,
        left: &[Id],
        right: &[Id],
    ) -> Work<Vec<Id>> {
        if let Some(m) = self.large_nimber(x)
            && let Some(firsts) = self.nim_firsts(left, right)?
        {
            let first = match player {
                Player::Left => firsts.at_most,
                Player::Right => firsts.at_least,
            };
            return Ok(first
                .filter(|&k| k < m)
                .map(|k| self.nimber_id(k))
                .into_iter()
                .collect());
        }
        let options = match player {
            Player::Left => self.left(x)?,
            Player::Right => self.right(x)?,
        };
        charge(options.len() as u64)?;
        Ok(options.to_vec())
    }

    /// The mirror image of [`Arena::bypass_left`].
    fn bypass_right(&mut self, left: &[Id], right: &mut Vec<Id>) -> Work<bool> {
        let mut changed = false;
        let mut index = 0;
        while index < right.len() {
            match self.reversing_right(right[index], left, right)? {
                Some(reply) => {
                    right.swap_remove(index);
                    for &replacement in self.right(reply)?.iter() {
                        if !right.contains(&replacement) {
                            right.push(replacement);
                        }
                    }
                    changed = true;
                }
                None => index += 1,
            }
        }
        Ok(changed)
    }

    /// `G <= x` for the game `G = {left | right}` that is not stored yet.
    fn game_leq(&mut self, left: &[Id], right: &[Id], x: Id) -> Work<bool> {
        for &gl in left {
            if self.leq(x, gl)? {
                return Ok(false);
            }
        }
        for xr in self.deciding_options(x, Player::Right, left, right)? {
            if self.leq_game(xr, left, right)? {
                return Ok(false);
            }
        }
        Ok(true)
    }
}
