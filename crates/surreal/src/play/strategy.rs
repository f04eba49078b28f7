//! The computer's moves: winning whenever a winning move exists, by choosing how many copies.

use game::Player;

use super::moves::Move;
use super::position::{Position, PositionValueError};
use super::tokens::{self, CLOSE, LEFT, OPEN, RIGHT};
use crate::Surreal;

/// The most doublings of the copy count tried before a pebble is given up: far more than any row
/// could hold (the row's length is capped anyway).
const MAX_DOUBLINGS: u32 = 60;

/// The one move per row the computer considers, and what it leads to.
struct Candidate {
    /// The move.
    mv: Move,
    /// The value after it, as the mover sees it (negated for Right): a win when `≥ 0`.
    score: Surreal,
}

// ANCHOR: winning_move
impl Position {
    /// A move for `player` after which they win however the opponent replies, if there is one.
    ///
    /// Every row is a number, so a move wins exactly when it leaves a value `≥ 0` for Left
    /// (Right then moves first and loses a zero game) or `≤ 0` for Right. A move only ever takes
    /// the mover's own pebbles, so every move costs its mover something; the question is only how
    /// little.
    ///
    /// In each row only one pebble needs looking at: the mover's last one. If it lies in no
    /// parentheses, cutting there costs less than any other cut in that row (Walker's rule for
    /// finite rows: the rightmost pebble of yours). If it lies in parentheses, the copies of it
    /// in later and later copies of the outermost pair around it reach every place of that
    /// pair's recurring part, so they cost less and less, and no other pebble of the row does
    /// better. The computer then searches the copy count exponentially (1, 2, 4, … copies before
    /// the chosen one, then bisecting for the fewest) with exact comparisons of [`Surreal`]
    /// sums.
    ///
    /// No move wins unless the value already favours the mover (every move costs its mover
    /// something). When it does, the search would still never end if no count were enough, so it
    /// is first decided exactly whether one is. Copies reach every place before the end of the outermost pair `U`, but
    /// never past it. Whether some place is far enough depends on the threshold `t` the row's
    /// new value must reach, as a sign sequence: it is unreachable exactly when `t`'s sign
    /// sequence begins with all of `U`, that is when `t` lies strictly between `U` followed by
    /// `ω^D` minuses and `U` followed by `ω^D` pluses, with `ω^D` longer than `t`'s sign sequence
    /// can be (the other rows, nested at most `D − 1` deep, have birthdays below `ω^D`, and so
    /// has their sum). Two exact comparisons, no limits.
    ///
    /// This is the heart of Walker's argument: in `A B ( B A ) × 3 + B` whoever moves first must
    /// be the first to choose where to cut a recurring row, and the other player answers by
    /// cutting the next one far enough along to leave the total on their side of 0.
    ///
    /// ```
    /// use game::Player;
    /// use surreal::play::Position;
    ///
    /// let position: Position = "A B ( B A ) + B A ( A B ) + A ( B )".parse().unwrap();
    /// let mv = position.winning_move(Player::Right).unwrap();
    /// assert!(mv.is_none()); // 1/3 − 1/3 + 1/ω > 0: Right cannot win moving first
    /// let mv = position.winning_move(Player::Left).unwrap().unwrap();
    /// let after = position.play(Player::Left, &mv).unwrap();
    /// assert!(!after.value().unwrap().is_negative());
    /// ```
    ///
    /// # Errors
    /// [`PositionValueError`] if a row's value is not a finite normal form.
    pub fn winning_move(&self, player: Player) -> Result<Option<Move>, PositionValueError> {
        let candidates = self.candidates(player)?;
        let mut wins = candidates.into_iter().filter(|c| !c.score.is_negative());
        Ok(wins.next().map(|c| c.mv))
    }

    /// The move the computer makes: of its candidates (one per row, as in
    /// [`Position::winning_move`], with the fewest copies that win, or one copy of each part
    /// when none do), the one leaving the value best for `player`. It wins whenever a winning
    /// move exists; `None` when `player` has no pebble at all.
    ///
    /// # Errors
    /// [`PositionValueError`] if a row's value is not a finite normal form.
    pub fn best_move(&self, player: Player) -> Result<Option<Move>, PositionValueError> {
        let candidates = self.candidates(player)?;
        Ok(candidates
            .into_iter()
            .max_by(|a, b| a.score.cmp(&b.score))
            .map(|c| c.mv))
    }

    /// One candidate per row holding a pebble of `player`'s.
    fn candidates(&self, player: Player) -> Result<Vec<Candidate>, PositionValueError> {
        let values = self.row_values()?;
        let total = values.iter().fold(Surreal::zero(), |t, v| &t + v);
        let tokens: Vec<Vec<u8>> = self.rows().iter().map(tokens::tokens).collect();
        let depths: Vec<usize> = tokens.iter().map(|t| tokens::depth(t)).collect();
        let mine = super::position::pebble_of(player);
        // Every move costs its mover, so none wins unless the position is already theirs.
        let can_win = match player {
            Player::Left => total.is_positive(),
            Player::Right => total.is_negative(),
        };
        let mut candidates = Vec::new();
        for (row, toks) in tokens.iter().enumerate() {
            let Some(at) = toks.iter().rposition(|&t| t == mine) else {
                continue;
            };
            let rest = &total - &values[row];
            // The mover's view of the position when this row is worth `x`.
            let score = |x: &Surreal| {
                let sum = &rest + x;
                if player == Player::Left { sum } else { -sum }
            };
            let value_of = |cut: &[u8]| {
                let cut_row = tokens::row(cut);
                cut_row
                    .value()
                    .map_err(|error| PositionValueError { row, error })
            };
            let path = tokens::path_of(toks, at);
            let opens = tokens::enclosing(toks, at);
            let levels = opens.len();
            let with_before = |before: usize| {
                let mut all = vec![0; levels];
                if let Some(first) = all.first_mut() {
                    *first = before;
                }
                all
            };
            let attempt = |before: usize| -> Result<Option<Surreal>, PositionValueError> {
                match tokens::cut_outside_in(toks, at, &with_before(before)) {
                    Some(cut) => Ok(Some(score(&value_of(&cut)?))),
                    None => Ok(None), // too long to hold
                }
            };
            let candidate = |before: usize, score: Surreal| {
                let made: Vec<usize> = with_before(before).iter().map(|b| b + 1).collect();
                Candidate {
                    mv: Move::outside_in(row, path.clone(), &made),
                    score,
                }
            };
            let first = attempt(0)?.expect("a cut with one copy of each part fits");
            if levels == 0 || !first.is_negative() || !can_win {
                candidates.push(candidate(0, first));
                continue;
            }
            // Can any number of copies win? Not when the threshold's sign sequence begins with
            // everything up to the end of the outermost pair (see above).
            let end = tokens::matching(toks)[opens[0]];
            let others = depths.iter().enumerate().filter(|&(r, _)| r != row);
            let d = 1 + others.map(|(_, &d)| d).max().unwrap_or(0);
            let beyond = |sign: u8| {
                let mut limit = toks[..=end].to_vec();
                limit.extend(std::iter::repeat_n(OPEN, d));
                limit.push(sign);
                limit.extend(std::iter::repeat_n(CLOSE, d));
                value_of(&limit)
            };
            let below = &rest + &beyond(RIGHT)?;
            let above = &rest + &beyond(LEFT)?;
            if below.is_negative() && above.is_positive() {
                candidates.push(candidate(0, first));
                continue;
            }
            // Some count wins: double until one does, then bisect for the fewest.
            let (mut losing, mut winning) = (0usize, None);
            for doubling in 0..MAX_DOUBLINGS {
                let before = 1usize << doubling;
                match attempt(before)? {
                    Some(s) if !s.is_negative() => {
                        winning = Some((before, s));
                        break;
                    }
                    Some(_) => losing = before,
                    None => break,
                }
            }
            let Some((mut high, mut best)) = winning else {
                candidates.push(candidate(0, first));
                continue;
            };
            while high - losing > 1 {
                let middle = losing + (high - losing) / 2;
                match attempt(middle)? {
                    Some(s) if !s.is_negative() => (high, best) = (middle, s),
                    _ => losing = middle,
                }
            }
            candidates.push(candidate(high, best));
        }
        Ok(candidates)
    }
}
// ANCHOR_END: winning_move
