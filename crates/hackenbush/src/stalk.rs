//! Stalks (pictures that are a single path up from the ground) and Berlekamp's rule.

use dyadic::Dyadic;
use num_bigint::{BigInt, Sign};

use crate::bits::from_bits;
use crate::{Colour, Edge, Picture};

// ANCHOR: berlekamp
/// The value of a red-blue stalk, its colours listed from the ground up, by Berlekamp's rule.
/// The first edge gives the sign (positive for blue, negative for red). A stalk of one colour is
/// a whole number, its length. Otherwise every edge of the first run of one colour but its last
/// counts one whole unit; that last edge and the next make the binary point; every later edge is
/// a binary digit, 1 if it has the first edge's colour and 0 if not; and a final 1 closes the
/// expansion.
///
/// `b b r r b` is `1 + .0 1 1 = 1 3/8`. Linear time, however long the stalk.
///
/// # Panics
/// If an edge is green: a green stalk is a nimber, not a number (see [`Picture::value`]).
///
/// ```
/// use hackenbush::{Colour::{Blue, Red}, stalk_value};
///
/// assert_eq!(stalk_value(&[Blue, Red]).to_string(), "1/2");
/// assert_eq!(stalk_value(&[Red, Red, Red, Blue, Blue, Red, Blue]).to_string(), "-2 5/16");
/// ```
pub fn stalk_value(colours: &[Colour]) -> Dyadic {
    assert!(
        !colours.contains(&Colour::Green),
        "a stalk with green edges is not a number"
    );
    let Some(&first) = colours.first() else {
        return Dyadic::zero();
    };
    let run = colours.iter().take_while(|&&c| c == first).count();
    let sign = if first == Colour::Blue {
        Sign::Plus
    } else {
        Sign::Minus
    };
    if run == colours.len() {
        return Dyadic::from(BigInt::from_biguint(sign, run.into()));
    }
    // (run - 1) whole edges, then the digits after the point: the edges after the point edge,
    // then the closing 1; least significant first for `from_bits`.
    let after_point = &colours[run + 1..];
    let digits = std::iter::once(true).chain(after_point.iter().rev().map(|&c| c == first));
    let fraction_bits = after_point.len() + 1;
    let whole = num_bigint::BigUint::from(run - 1) << fraction_bits;
    let magnitude = whole + from_bits(digits);
    Dyadic::new(BigInt::from_biguint(sign, magnitude), fraction_bits as u64)
}
// ANCHOR_END: berlekamp

// ANCHOR: berlekamp_backwards
/// The colours of the stalk worth `value`, from the ground up: Berlekamp's rule backwards.
///
/// For `x = n + f > 0` (`n` whole, `0 < f < 1` dyadic): `n + 1` blue edges, a red one (the binary
/// point), then one edge per binary digit of `f` except its last 1: blue for 1, red for 0. A whole
/// number is that many blue edges; a negative number is the stalk of its absolute value with
/// blue and red swapped.
///
/// ```
/// use hackenbush::{Colour::{Blue, Red}, stalk_colours};
///
/// assert_eq!(stalk_colours(&"-3/4".parse().unwrap()), [Red, Blue, Red]);
/// ```
///
/// # Panics
/// If the stalk would have more edges than memory can hold.
pub fn stalk_colours(value: &Dyadic) -> Vec<Colour> {
    let (up, down) = if value.is_negative() {
        (Colour::Red, Colour::Blue)
    } else {
        (Colour::Blue, Colour::Red)
    };
    let magnitude = value.numerator().magnitude().clone();
    let exponent = value.exponent();
    let whole = &magnitude >> exponent;
    let whole = usize::try_from(whole).expect("a stalk longer than memory");
    if exponent == 0 {
        return vec![up; whole];
    }
    let mut colours = vec![up; whole + 1];
    colours.push(down);
    // Digits below the point, most significant first, leaving out the last (always 1).
    colours.extend(
        (1..exponent)
            .rev()
            .map(|bit| if magnitude.bit(bit) { up } else { down }),
    );
    colours
}
// ANCHOR_END: berlekamp_backwards

impl Picture {
    /// The stalk (a path up from the ground, edges `0-1`, `1-2`, …) worth `value`, by
    /// [Berlekamp's rule backwards](stalk_colours).
    ///
    /// ```
    /// use hackenbush::Picture;
    ///
    /// let stalk = Picture::stalk(&"19/8".parse().unwrap());
    /// assert_eq!(stalk.to_string(), "0-1:b 1-2:b 2-3:b 3-4:r 4-5:r 5-6:b");
    /// ```
    pub fn stalk(value: &Dyadic) -> Picture {
        Picture::from_colours(&stalk_colours(value))
    }

    /// The stalk with these colours, from the ground up.
    pub fn from_colours(colours: &[Colour]) -> Picture {
        let edges = colours
            .iter()
            .enumerate()
            .map(|(index, &colour)| Edge::new(index, index + 1, colour));
        Picture::new(edges, colours.len() + 1)
    }

    /// The colours from the ground up if this picture is a stalk: edge `i` joins vertices `i`
    /// and `i + 1` (either way round).
    pub fn stalk_colours(&self) -> Option<Vec<Colour>> {
        self.edges()
            .iter()
            .enumerate()
            .all(|(index, edge)| {
                (edge.from, edge.to) == (index, index + 1)
                    || (edge.to, edge.from) == (index, index + 1)
            })
            .then(|| self.edges().iter().map(|edge| edge.colour).collect())
    }
}
