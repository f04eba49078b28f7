//! The computer's moves: winning whenever a winning move exists, by choosing how many copies.

use std::cmp::Ordering;

use game::Player;

use super::moves::Move;
use super::position::{Position, PositionValueError};
use super::tokens::{self, CLOSE, LEFT, OPEN, RIGHT};
use crate::{Row, Surreal, ValueError};

/// The most doublings of the copy count tried before a pebble is given up: far more than any row
/// could hold (the row's length is capped anyway).
const MAX_DOUBLINGS: u32 = 60;

/// The one move per row the computer considers, and what it leads to.
struct Candidate {
    /// The move.
    mv: Move,
    /// Whether it wins.
    wins: bool,
    /// The row it leaves, as tokens.
    cut: Vec<u8>,
}

/// Judges one row's cuts: whether the position, with the row cut so, is worth `> 0`, `0` or
/// `< 0`. The other rows stay as they are, so this compares the cut row with a threshold: minus
/// the other rows' sum, as a row compared by the order of sign sequences (so the cut row may be
/// an infinite sum), or else as a number.
struct Judge<'a> {
    /// The row being cut.
    row: usize,
    /// Every row's value.
    values: &'a [Result<Surreal, ValueError>],
    /// The rows.
    rows: &'a [Row],
    /// The sum of the other rows, when they are all finite normal forms.
    rest: Option<Surreal>,
    /// The tokens of the row worth minus that sum, when there is one.
    threshold: Option<Vec<u8>>,
}

impl<'a> Judge<'a> {
    fn new(
        position: &'a Position,
        values: &'a [Result<Surreal, ValueError>],
        row: usize,
    ) -> Judge<'a> {
        let mut rest = Some(Surreal::zero());
        for (r, value) in values.iter().enumerate() {
            if r != row {
                rest = match (rest, value) {
                    (Some(sum), Ok(v)) => Some(&sum + v),
                    _ => None,
                };
            }
        }
        let threshold = rest
            .as_ref()
            .and_then(|sum| Row::from_value(&-sum).ok())
            .map(|row| tokens::tokens(&row));
        Judge {
            row,
            values,
            rows: position.rows(),
            rest,
            threshold,
        }
    }

    /// How the position compares with 0 when the row is `cut` (as tokens).
    fn compare(&self, cut: &[u8]) -> Result<Ordering, PositionValueError> {
        if let Some(threshold) = &self.threshold {
            // Whole items the two rows share spell the same signs: compare what follows them.
            let shared = tokens::shared_items(cut, threshold);
            let (cut, threshold) = (&cut[shared..], &threshold[shared..]);
            return Ok(tokens::row(cut).cmp(&tokens::row(threshold)));
        }
        let value = tokens::row(cut)
            .value()
            .map_err(|error| PositionValueError {
                row: self.row,
                error,
            });
        if let Some(rest) = &self.rest {
            return Ok((rest + &value?).cmp(&Surreal::zero()));
        }
        // Another row is an infinite sum: if it is the only one, judge it against the rest.
        let mut others = Vec::new();
        let mut infinite = None;
        for (r, v) in self.values.iter().enumerate() {
            match (r == self.row, v) {
                (true, _) => others.push(value.clone()?),
                (false, Ok(v)) => others.push(v.clone()),
                (false, Err(error)) => match infinite {
                    None => infinite = Some(r),
                    Some(_) => {
                        return Err(PositionValueError {
                            row: r,
                            error: error.clone(),
                        });
                    }
                },
            }
        }
        let i = infinite.expect("some other row is an infinite sum");
        let sum = others.iter().fold(Surreal::zero(), |t, v| &t + v);
        let threshold = Row::from_value(&-&sum).map_err(|_| PositionValueError {
            row: i,
            error: self.values[i].clone().expect_err("an infinite sum"),
        })?;
        Ok(self.rows[i].cmp(&threshold))
    }

    /// The value of the position when the row is `cut`, if it is a finite normal form.
    fn value(&self, cut: &[u8]) -> Option<Surreal> {
        Some(self.rest.as_ref()? + &tokens::row(cut).value().ok()?)
    }
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
    /// the chosen one, then bisecting for the fewest), each step an exact comparison: of the cut
    /// row with the row worth minus the other rows (by the order of sign sequences, so that rows
    /// worth infinite sums such as `( A ( A B ) )` are played too), or of [`Surreal`] sums.
    ///
    /// No move wins unless the value already favours the mover (every move costs its mover
    /// something). When it does, the search would still never end if no count were enough, so it is
    /// first decided exactly whether one is. Copies reach every place before the end of the
    /// outermost pair `U`, but never past it. Whether some place is far enough depends on the
    /// threshold `t` the row's new value must reach, as a sign sequence: it is unreachable exactly
    /// when `t`'s sign sequence begins with all of `U`, that is when `t` lies strictly between `U`
    /// followed by `ω^D` minuses and `U` followed by `ω^D` pluses, with `ω^D` longer than `t`'s
    /// sign sequence can be (the other rows, nested at most `D − 1` deep, have birthdays below
    /// `ω^D`, and so has their sum). Two exact comparisons, no limits.
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
    /// [`PositionValueError`] if two rows are worth infinite sums (such as `( A ( A B ) )`), or
    /// one is and minus the others has no row to compare it with.
    pub fn winning_move(&self, player: Player) -> Result<Option<Move>, PositionValueError> {
        let candidates = self.candidates(player, true)?;
        Ok(candidates.into_iter().find(|c| c.wins).map(|c| c.mv))
    }

    /// The move the computer makes: of its candidates (one per row, as in
    /// [`Position::winning_move`], with the fewest copies that win, or one copy of each part
    /// when none do), the one leaving the value best for `player`. It wins whenever a winning
    /// move exists; `None` when `player` has no pebble at all.
    ///
    /// # Errors
    /// [`PositionValueError`] if two rows are worth infinite sums (such as `( A ( A B ) )`), or
    /// one is and minus the others has no row to compare it with.
    pub fn best_move(&self, player: Player) -> Result<Option<Move>, PositionValueError> {
        let candidates = self.candidates(player, false)?;
        let values: Vec<Result<Surreal, ValueError>> = self.rows().iter().map(Row::value).collect();
        // Winning first, then by the value left, as the mover sees it, where it is finite.
        let key = |c: &Candidate| {
            let value = Judge::new(self, &values, c.mv.row).value(&c.cut);
            let score = value.map(|v| if player == Player::Left { v } else { -v });
            (c.wins, score)
        };
        let best = candidates
            .into_iter()
            .map(|c| (key(&c), c))
            .max_by(|a, b| a.0.cmp(&b.0));
        Ok(best.map(|(_, c)| c.mv))
    }

    /// How the position compares with 0, even when one of its rows is an infinite sum.
    pub(super) fn compare_with_zero(&self) -> Result<Ordering, PositionValueError> {
        let values: Vec<Result<Surreal, ValueError>> = self.rows().iter().map(Row::value).collect();
        let Some(row) = values.iter().position(Result::is_err) else {
            let total = values.iter().flatten().fold(Surreal::zero(), |t, v| &t + v);
            return Ok(total.cmp(&Surreal::zero()));
        };
        Judge::new(self, &values, row).compare(&tokens::tokens(&self.rows()[row]))
    }

    /// One candidate per row holding a pebble of `player`'s, up to the first that wins if
    /// `first_win` is set.
    fn candidates(
        &self,
        player: Player,
        first_win: bool,
    ) -> Result<Vec<Candidate>, PositionValueError> {
        let values: Vec<Result<Surreal, ValueError>> = self.rows().iter().map(Row::value).collect();
        let tokens: Vec<Vec<u8>> = self.rows().iter().map(tokens::tokens).collect();
        let depths: Vec<usize> = tokens.iter().map(|t| tokens::depth(t)).collect();
        let mine = super::position::pebble_of(player);
        // Left wins after a cut leaving the position `≥ 0`, Right after one leaving it `≤ 0`.
        let good = match player {
            Player::Left => Ordering::Greater,
            Player::Right => Ordering::Less,
        };
        let mut candidates = Vec::new();
        for (row, toks) in tokens.iter().enumerate() {
            if first_win && candidates.last().is_some_and(|c: &Candidate| c.wins) {
                break;
            }
            let Some(at) = toks.iter().rposition(|&t| t == mine) else {
                continue;
            };
            let judge = Judge::new(self, &values, row);
            // Every move costs its mover, so none wins unless the position is already theirs.
            let can_win = judge.compare(toks)? == good;
            let pebble = tokens::pebble_number(toks, at);
            let opens = tokens::enclosing(toks, at);
            let levels = opens.len();
            let with_before = |before: usize| {
                let mut all = vec![0; levels];
                if let Some(first) = all.first_mut() {
                    *first = before;
                }
                all
            };
            // The row cut with `before` copies ahead of the chosen one at the outermost level.
            let cut = |before: usize| tokens::cut_outside_in(toks, at, &with_before(before));
            let wins = |cut: &[u8]| -> Result<bool, PositionValueError> {
                Ok(judge.compare(cut)? != good.reverse())
            };
            let candidate = |before: usize, cut: Vec<u8>, wins: bool| {
                let made: Vec<usize> = with_before(before).iter().map(|b| b + 1).collect();
                Candidate {
                    mv: Move::outside_in(row, pebble, &made),
                    wins,
                    cut,
                }
            };
            let first = cut(0).expect("a cut with one copy of each part fits");
            let first_wins = wins(&first)?;
            if levels == 0 || first_wins || !can_win {
                candidates.push(candidate(0, first, first_wins));
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
                judge.compare(&limit)
            };
            if beyond(RIGHT)? == Ordering::Less && beyond(LEFT)? == Ordering::Greater {
                candidates.push(candidate(0, first, false));
                continue;
            }
            // Some count wins: double until one does, then bisect for the fewest.
            let (mut losing, mut winning) = (0usize, None);
            for doubling in 0..MAX_DOUBLINGS {
                let before = 1usize << doubling;
                let Some(cut_row) = cut(before) else { break }; // too long to hold
                if wins(&cut_row)? {
                    winning = Some((before, cut_row));
                    break;
                }
                losing = before;
            }
            let Some((mut high, mut best)) = winning else {
                candidates.push(candidate(0, first, false));
                continue;
            };
            while high - losing > 1 {
                let middle = losing + (high - losing) / 2;
                match cut(middle) {
                    Some(cut_row) if wins(&cut_row)? => (high, best) = (middle, cut_row),
                    _ => losing = middle,
                }
            }
            candidates.push(candidate(high, best, true));
        }
        Ok(candidates)
    }
}
// ANCHOR_END: winning_move
