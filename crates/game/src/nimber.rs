use std::fmt;
use std::ops::Add;

/// A nimber `*n`: the value of a Nim heap of size `n`, and (Sprague–Grundy) of every short impartial game (finitely many positions).
///
/// Displayed as CGSuite writes nimbers: `0`, `*`, `*2`, `*3`, …
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Nimber(pub u64);

impl Add for Nimber {
    type Output = Nimber;

    /// The nim-sum: binary addition without carries.
    #[allow(clippy::suspicious_arithmetic_impl)] // adding nimbers *is* exclusive or
    fn add(self, other: Nimber) -> Nimber {
        Nimber(self.0 ^ other.0)
    }
}

impl std::iter::Sum for Nimber {
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber(0), Add::add)
    }
}

impl fmt::Display for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => f.write_str("0"),
            1 => f.write_str("*"),
            n => write!(f, "*{n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_as_cgsuite_does() {
        let printed: Vec<String> = (0..4).map(|n| Nimber(n).to_string()).collect();
        assert_eq!(printed, ["0", "*", "*2", "*3"]);
    }

    #[test]
    fn nim_sum_is_exclusive_or() {
        assert_eq!(Nimber(1) + Nimber(3) + Nimber(5) + Nimber(7), Nimber(0));
        assert_eq!([3, 5].map(Nimber).into_iter().sum::<Nimber>(), Nimber(6));
    }
}
