//! A wall of a thermograph: a continuous piecewise-linear function of the temperature `t`, for
//! `t ≥ -1`, whose pieces have slope `-1`, `0` or `1`, so that every corner is dyadic.

use std::fmt;

use dyadic::Dyadic;

/// A continuous piecewise-linear function of the temperature `t ≥ -1`, as a thermograph's walls
/// and scaffolds are: its corners (temperature and value) from `t = -1` upwards, and the slope
/// of each piece, `-1`, `0` or `1` (value per degree). Above the last corner it goes on with the
/// last slope (a wall goes on vertically, as the mast).
///
/// ```
/// use canonical::CanonicalForm;
/// use dyadic::Dyadic;
///
/// // {3|1}: the left wall falls from 4 at t = -1 to 2 at t = 1 and stays there.
/// let g: CanonicalForm = "{3|1}".parse().unwrap();
/// let wall = g.thermograph().left_wall().clone();
/// assert_eq!(wall.value_at(&Dyadic::zero()), Dyadic::from(3));
/// assert_eq!(wall.value_at(&Dyadic::from(5)), Dyadic::from(2));
/// assert_eq!(wall.to_string(), "2,[1],[0,-1]");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Trajectory {
    /// `(temperature, value)`, temperatures strictly increasing from `-1`.
    corners: Vec<(Dyadic, Dyadic)>,
    /// `slopes[i]`: the slope after `corners[i]`; neighbours differ.
    slopes: Vec<i8>,
}

/// `-1`, the coldest temperature a thermograph is drawn from.
pub(crate) fn base() -> Dyadic {
    Dyadic::from(-1)
}

/// `slope · t`, exactly.
fn times(slope: i8, t: &Dyadic) -> Dyadic {
    match slope {
        0 => Dyadic::zero(),
        1 => t.clone(),
        -1 => -t,
        _ => Dyadic::from(slope) * t,
    }
}

/// `x / d` for a difference of slopes `d` (`±1` or `±2` here: slopes are `-1`, `0` or `1`).
fn divide(x: Dyadic, d: i8) -> Dyadic {
    let magnitude = match d.unsigned_abs() {
        2 => x.half(),
        4 => x.half().half(),
        _ => x,
    };
    if d < 0 { -magnitude } else { magnitude }
}

/// Builds a trajectory piece by piece from below, merging pieces of equal slope.
#[derive(Default)]
pub(crate) struct Builder {
    corners: Vec<(Dyadic, Dyadic)>,
    slopes: Vec<i8>,
}

impl Builder {
    /// Continues with `slope` from the point `(t, value)` (which the trajectory passes through).
    pub(crate) fn push(&mut self, t: Dyadic, value: Dyadic, slope: i8) {
        if self.slopes.last() == Some(&slope) {
            return;
        }
        if let Some(last) = self.corners.last()
            && last.0 >= t
        {
            // Two pieces from one point: the later one wins.
            self.corners.pop();
            self.slopes.pop();
            if self.slopes.last() == Some(&slope) {
                return;
            }
        }
        self.corners.push((t, value));
        self.slopes.push(slope);
    }

    pub(crate) fn finish(self) -> Trajectory {
        if self.corners.is_empty() {
            return Trajectory::constant(Dyadic::zero());
        }
        Trajectory {
            corners: self.corners,
            slopes: self.slopes,
        }
    }
}

impl Trajectory {
    /// The constant trajectory, a vertical line at `value`.
    pub fn constant(value: Dyadic) -> Trajectory {
        Trajectory {
            corners: vec![(base(), value)],
            slopes: vec![0],
        }
    }

    /// The corners, `(temperature, value)`, from the bottom, `t = -1`, upwards: the first is
    /// where the trajectory starts, the others where its slope changes.
    pub fn corners(&self) -> &[(Dyadic, Dyadic)] {
        &self.corners
    }

    /// The slope after each corner (value per degree: `-1`, `0` or `1`); the last goes on
    /// for ever.
    pub fn slopes(&self) -> &[i8] {
        &self.slopes
    }

    /// The value at temperature `t` (below `-1`, the first piece extended).
    pub fn value_at(&self, t: &Dyadic) -> Dyadic {
        let i = self.piece(t);
        let (start, value) = &self.corners[i];
        value + times(self.slopes[i], &(t - start))
    }

    /// The piece `t` lies on: the last corner at or below `t` (the first, below `-1`).
    fn piece(&self, t: &Dyadic) -> usize {
        self.corners
            .partition_point(|(start, _)| start <= t)
            .saturating_sub(1)
    }

    /// The slope just above `t`.
    fn slope_above(&self, t: &Dyadic) -> i8 {
        self.slopes[self.piece(t)]
    }

    /// The value the top piece has, extended, at `t = 0` (the mast's value, for a wall): the
    /// first number CGSuite prints.
    pub fn intercept(&self) -> Dyadic {
        let last = self.corners.len() - 1;
        let (t, value) = &self.corners[last];
        value - times(self.slopes[last], t)
    }

    /// The value on the top piece, where the trajectory is vertical (a wall's mast).
    pub fn mast(&self) -> Dyadic {
        self.corners[self.corners.len() - 1].1.clone()
    }

    /// `self + slope · t`.
    pub(crate) fn tilt(&self, slope: i8) -> Trajectory {
        let mut builder = Builder::default();
        for ((t, value), own) in self.corners.iter().zip(&self.slopes) {
            builder.push(
                t.clone(),
                value + times(slope, t),
                own.saturating_add(slope),
            );
        }
        builder.finish()
    }

    /// Every temperature where either trajectory has a corner, sorted, without repeats.
    fn breakpoints(&self, other: &Trajectory) -> Vec<Dyadic> {
        let mut all: Vec<Dyadic> = self
            .corners
            .iter()
            .chain(&other.corners)
            .map(|(t, _)| t.clone())
            .collect();
        all.sort();
        all.dedup();
        all
    }

    /// The larger of the two at every temperature (`larger`), or the smaller.
    fn pointwise(&self, other: &Trajectory, larger: bool) -> Trajectory {
        let pick = |a: &Dyadic, sa: i8, b: &Dyadic, sb: i8| -> bool {
            // Whether `self` is the one taken just above a point where they are `a` and `b`.
            let ahead = (a, sa).cmp(&(b, sb)) != std::cmp::Ordering::Less;
            ahead == larger
        };
        let mut builder = Builder::default();
        let points = self.breakpoints(other);
        for (i, t) in points.iter().enumerate() {
            let (a, sa) = (self.value_at(t), self.slope_above(t));
            let (b, sb) = (other.value_at(t), other.slope_above(t));
            let first = pick(&a, sa, &b, sb);
            let (value, slope) = if first {
                (a.clone(), sa)
            } else {
                (b.clone(), sb)
            };
            builder.push(t.clone(), value, slope);
            // Do they cross before the next breakpoint?
            if sa != sb {
                let crossing = t + &divide(&b - &a, sa - sb);
                let before_next = points.get(i + 1).is_none_or(|next| &crossing < next);
                if &crossing > t && before_next {
                    let value = self.value_at(&crossing);
                    let slope = if first { sb } else { sa };
                    builder.push(crossing, value, slope);
                }
            }
        }
        builder.finish()
    }

    /// The larger of the two at every temperature.
    pub(crate) fn max(&self, other: &Trajectory) -> Trajectory {
        self.pointwise(other, true)
    }

    /// The smaller of the two at every temperature.
    pub(crate) fn min(&self, other: &Trajectory) -> Trajectory {
        self.pointwise(other, false)
    }

    /// The first temperature at or above `-1` where `self` is at most `other`, if any (for a
    /// left scaffold `self`, falling, and a right scaffold `other`, rising).
    pub(crate) fn first_at_most(&self, other: &Trajectory) -> Option<Dyadic> {
        let points = self.breakpoints(other);
        for (i, t) in points.iter().enumerate() {
            let gap = self.value_at(t) - other.value_at(t);
            if !gap.is_positive() {
                return Some(t.clone());
            }
            let closing = other.slope_above(t) - self.slope_above(t);
            if closing > 0 {
                let meet = t + &divide(gap, closing);
                if points.get(i + 1).is_none_or(|next| &meet < next) {
                    return Some(meet);
                }
            }
        }
        None
    }

    /// This trajectory up to `top`, and vertical above it.
    pub(crate) fn cut(&self, top: &Dyadic) -> Trajectory {
        let mut builder = Builder::default();
        for ((t, value), slope) in self.corners.iter().zip(&self.slopes) {
            if t >= top {
                break;
            }
            builder.push(t.clone(), value.clone(), *slope);
        }
        let at_top = self.value_at(top);
        builder.push(top.clone().max(base()), at_top, 0);
        builder.finish()
    }
}

impl fmt::Display for Trajectory {
    /// As CGSuite writes a trajectory: the top piece's value at `t = 0`, the critical
    /// temperatures from the top down, and the slopes from the top down
    /// (`2,[1],[0,-1]` for the left wall of `{3|1}`).
    ///
    /// The alternate form, `{:#}`, lists the corners from the bottom up, `value at
    /// temperature`, straight between them (`4 at -1, 2 at 1` for the same wall); above the
    /// last the trajectory goes on with its last slope (a wall, vertically).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            for (i, (t, value)) in self.corners.iter().enumerate() {
                let comma = if i > 0 { ", " } else { "" };
                write!(f, "{comma}{value:#} at {t:#}")?;
            }
            return Ok(());
        }
        write!(f, "{:#},[", self.intercept())?;
        for (i, (t, _)) in self.corners.iter().skip(1).rev().enumerate() {
            let comma = if i > 0 { "," } else { "" };
            write!(f, "{comma}{t:#}")?;
        }
        write!(f, "],[")?;
        for (i, slope) in self.slopes.iter().rev().enumerate() {
            let comma = if i > 0 { "," } else { "" };
            write!(f, "{comma}{slope}")?;
        }
        write!(f, "]")
    }
}
