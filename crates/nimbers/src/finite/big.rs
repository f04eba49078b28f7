//! Finite nimbers of any width.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Mul, MulAssign};

use game::Nimber;
use num_bigint::{BigInt, BigUint};

use super::{DivisionByZero, NimField, limbs, power_by_squaring};

/// A finite nimber of any width: `*n` for a whole number `n` of any size, with nim-addition
/// (`+`, exclusive or) and nim-multiplication (`*`, the product of the field of nimbers).
///
/// Nimbers that fit in a machine word are [`game::Nimber`]s, the core's type, which
/// [`NimField`] gives the same arithmetic; a `FiniteNimber` is the one type for finite nimbers
/// of every width, stored as 64-bit limbs, least significant first. Displayed as CGSuite writes
/// nimbers: `0`, `*`, `*2`, …; ordered as the whole numbers they are.
///
/// ```
/// use nimbers::{FiniteNimber, NimField};
///
/// let f: FiniteNimber = "*18446744073709551616".parse().unwrap(); // 2^64, a Fermat 2-power
/// assert_eq!((&f * &f).to_string(), "*27670116110564327424"); // 3/2 of 2^64
/// let x = FiniteNimber::from(12345u64);
/// assert_eq!(&(&f * &x) * &x.inverse().unwrap(), f);
/// ```
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct FiniteNimber {
    /// Least significant first, with no zero limb at the top (zero has none).
    limbs: Vec<u64>,
}

impl FiniteNimber {
    /// The nimber 0.
    pub fn zero() -> FiniteNimber {
        FiniteNimber::default()
    }

    /// The nimber `*1`, written `*`: the unit of the field.
    pub fn one() -> FiniteNimber {
        FiniteNimber::from(1u64)
    }

    /// The nimber `*n` whose `n` has these 64-bit digits, least significant first.
    pub fn from_limbs(limbs: impl Into<Vec<u64>>) -> FiniteNimber {
        let mut limbs = limbs.into();
        while limbs.last() == Some(&0) {
            limbs.pop();
        }
        FiniteNimber { limbs }
    }

    /// `n`'s 64-bit digits, least significant first, none for 0.
    pub fn limbs(&self) -> &[u64] {
        &self.limbs
    }

    /// Whether this is 0.
    pub fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    /// Whether this is `*1`.
    pub fn is_one(&self) -> bool {
        self.limbs == [1]
    }

    /// How many binary digits `n` has (0 for 0).
    pub fn bits(&self) -> u64 {
        match self.limbs.last() {
            None => 0,
            Some(top) => 64 * self.limbs.len() as u64 - u64::from(top.leading_zeros()),
        }
    }

    /// The smallest `k` such that this nimber lies in the field of the nimbers below `2^(2^k)`
    /// (`*2` and `*3` in the field {0, 1, 2, 3} of four, `k = 1`; 0 and 1 in {0, 1}, `k = 0`).
    ///
    /// ```
    /// use nimbers::FiniteNimber;
    ///
    /// let level = |n: u64| FiniteNimber::from(n).field_level();
    /// assert_eq!([0, 1, 2, 3, 4, 15, 16, 255, 256].map(level), [0, 0, 1, 1, 2, 2, 3, 3, 4]);
    /// ```
    pub fn field_level(&self) -> u32 {
        let bits = self.bits();
        if bits <= 1 {
            0
        } else {
            u64::BITS - (bits - 1).leading_zeros()
        }
    }

    /// The same nimber as a [`Nimber`], if it is below 2^64.
    pub fn to_nimber(&self) -> Option<Nimber> {
        match self.limbs[..] {
            [] => Some(Nimber(0)),
            [n] => Some(Nimber(n)),
            _ => None,
        }
    }

    /// The whole number `n` of `*n`.
    pub fn to_biguint(&self) -> BigUint {
        let bytes: Vec<u8> = self
            .limbs
            .iter()
            .flat_map(|limb| limb.to_le_bytes())
            .collect();
        BigUint::from_bytes_le(&bytes)
    }

    /// The limbs padded with zeros to `len`.
    fn padded(&self, len: usize) -> Vec<u64> {
        let mut limbs = self.limbs.clone();
        limbs.resize(len, 0);
        limbs
    }

    /// The number of limbs of the smallest field of at least 64 bits holding this nimber: a
    /// power of two.
    fn field_limbs(&self) -> usize {
        self.limbs.len().max(1).next_power_of_two()
    }

    /// A function of the limb arithmetic applied in this nimber's field.
    fn in_field(&self, f: impl Fn(&[u64]) -> Vec<u64>) -> FiniteNimber {
        FiniteNimber::from_limbs(f(&self.padded(self.field_limbs())))
    }

    /// The nim-product, `self ⊗ other`: as [`NimField::times`], by reference.
    fn product(&self, other: &FiniteNimber) -> FiniteNimber {
        if self.is_zero() || other.is_zero() {
            return FiniteNimber::zero();
        }
        let (small, large) = match self.limbs.len() <= other.limbs.len() {
            true => (self, other),
            false => (other, self),
        };
        let (width, whole) = (small.field_limbs(), large.field_limbs());
        let small = small.padded(width);
        // The larger factor cut into pieces of the smaller one's field: each piece's product
        // lies in that field, and is moved up by an ordinary product with a power of two, which
        // is a product of Fermat 2-powers larger than everything in the field.
        let large = large.padded(whole);
        let mut limbs = Vec::with_capacity(whole);
        for piece in large.chunks(width) {
            match piece.iter().all(|&limb| limb == 0) {
                true => limbs.extend(std::iter::repeat_n(0, width)),
                false => limbs.extend(limbs::mul(&small, piece)),
            }
        }
        FiniteNimber::from_limbs(limbs)
    }
}

impl NimField for FiniteNimber {
    fn times(&self, other: &FiniteNimber) -> FiniteNimber {
        self.product(other)
    }

    fn square(&self) -> FiniteNimber {
        self.in_field(limbs::sq)
    }

    fn sqrt(&self) -> FiniteNimber {
        self.in_field(limbs::sqrt)
    }

    fn inverse(&self) -> Result<FiniteNimber, DivisionByZero> {
        match self.is_zero() {
            true => Err(DivisionByZero),
            false => Ok(self.in_field(limbs::inv)),
        }
    }

    fn power(&self, exponent: impl Into<BigInt>) -> Result<FiniteNimber, DivisionByZero> {
        power_by_squaring(self, &exponent.into(), self.field_level())
    }

    fn one() -> FiniteNimber {
        FiniteNimber::one()
    }

    fn is_zero(&self) -> bool {
        FiniteNimber::is_zero(self)
    }
}

impl From<u64> for FiniteNimber {
    fn from(n: u64) -> FiniteNimber {
        FiniteNimber::from_limbs(vec![n])
    }
}

impl From<u128> for FiniteNimber {
    fn from(n: u128) -> FiniteNimber {
        FiniteNimber::from_limbs(vec![n as u64, (n >> 64) as u64])
    }
}

impl From<Nimber> for FiniteNimber {
    fn from(nimber: Nimber) -> FiniteNimber {
        FiniteNimber::from(nimber.0)
    }
}

impl From<&BigUint> for FiniteNimber {
    fn from(n: &BigUint) -> FiniteNimber {
        FiniteNimber::from_limbs(n.to_u64_digits())
    }
}

impl From<BigUint> for FiniteNimber {
    fn from(n: BigUint) -> FiniteNimber {
        FiniteNimber::from(&n)
    }
}

impl Ord for FiniteNimber {
    fn cmp(&self, other: &FiniteNimber) -> Ordering {
        self.limbs
            .len()
            .cmp(&other.limbs.len())
            .then_with(|| self.limbs.iter().rev().cmp(other.limbs.iter().rev()))
    }
}

impl PartialOrd for FiniteNimber {
    fn partial_cmp(&self, other: &FiniteNimber) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for FiniteNimber {
    /// `0`, `*`, `*2`, …, as CGSuite writes nimbers.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.to_nimber() {
            Some(nimber) => fmt::Display::fmt(&nimber, f),
            None => write!(f, "*{}", self.to_biguint()),
        }
    }
}

impl fmt::Debug for FiniteNimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl AddAssign<&FiniteNimber> for FiniteNimber {
    /// Nim-addition: exclusive or.
    fn add_assign(&mut self, other: &FiniteNimber) {
        if self.limbs.len() < other.limbs.len() {
            self.limbs.resize(other.limbs.len(), 0);
        }
        self.limbs
            .iter_mut()
            .zip(&other.limbs)
            .for_each(|(x, y)| *x ^= y);
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }
}

impl AddAssign for FiniteNimber {
    fn add_assign(&mut self, other: FiniteNimber) {
        *self += &other;
    }
}

impl Add for FiniteNimber {
    type Output = FiniteNimber;

    /// Nim-addition: exclusive or.
    fn add(mut self, other: FiniteNimber) -> FiniteNimber {
        self += &other;
        self
    }
}

impl Add for &FiniteNimber {
    type Output = FiniteNimber;

    /// Nim-addition: exclusive or.
    fn add(self, other: &FiniteNimber) -> FiniteNimber {
        let mut sum = self.clone();
        sum += other;
        sum
    }
}

impl Mul for &FiniteNimber {
    type Output = FiniteNimber;

    /// Nim-multiplication.
    fn mul(self, other: &FiniteNimber) -> FiniteNimber {
        self.product(other)
    }
}

impl Mul for FiniteNimber {
    type Output = FiniteNimber;

    /// Nim-multiplication.
    fn mul(self, other: FiniteNimber) -> FiniteNimber {
        self.product(&other)
    }
}

impl MulAssign<&FiniteNimber> for FiniteNimber {
    fn mul_assign(&mut self, other: &FiniteNimber) {
        *self = self.product(other);
    }
}

impl std::iter::Sum for FiniteNimber {
    fn sum<I: Iterator<Item = FiniteNimber>>(iter: I) -> FiniteNimber {
        iter.fold(FiniteNimber::zero(), Add::add)
    }
}

impl std::iter::Product for FiniteNimber {
    fn product<I: Iterator<Item = FiniteNimber>>(iter: I) -> FiniteNimber {
        iter.fold(FiniteNimber::one(), Mul::mul)
    }
}
