//! The nim-sum of ordinals: the powers of two that do not pair off.

use std::borrow::Borrow;
use std::cmp::Ordering;
use std::hash::BuildHasher;

use ordinal::{Base2Digit, Ordinal};

use game::hash::FastHash;

// ANCHOR: unpaired_digits
/// The powers of two that turn up an odd number of times among the piles' base-2 forms,
/// largest first: the base-2 digits of the nim-sum.
///
/// Each digit is hashed once, and the digits are sorted by their hashes, which brings the
/// copies of each power of two together without comparing nested exponents; only the
/// survivors are then put in order. The work grows with the number of digits (and a
/// logarithm), never with its square.
pub fn unpaired_digits<'a, T, I>(piles: I) -> Vec<Base2Digit<'a>>
where
    T: Borrow<Ordinal> + 'a,
    I: IntoIterator<Item = &'a T>,
{
    let hasher = FastHash::default();
    let mut hashed: Vec<(u64, Base2Digit<'a>)> = piles
        .into_iter()
        .flat_map(|pile| pile.borrow().base2_digits())
        .map(|digit| (hasher.hash_one(digit), digit))
        .collect();
    hashed.sort_unstable_by_key(|&(hash, _)| hash);
    let mut survivors = Vec::new();
    for run in hashed.chunk_by(|a, b| a.0 == b.0) {
        match run {
            [(_, digit)] => survivors.push(*digit),
            // Copies of one power of two, or (rarely) several powers with one hash.
            _ => {
                let mut odd: Vec<(Base2Digit<'a>, bool)> = Vec::new();
                for &(_, digit) in run {
                    match odd.iter_mut().find(|(seen, _)| *seen == digit) {
                        Some((_, parity)) => *parity ^= true,
                        None => odd.push((digit, true)),
                    }
                }
                survivors.extend(
                    odd.into_iter()
                        .filter_map(|(digit, odd)| odd.then_some(digit)),
                );
            }
        }
    }
    survivors.sort_unstable_by(|a, b| b.cmp(a));
    survivors
}
// ANCHOR_END: unpaired_digits

/// The nim-sum of the piles: the ordinal whose base-2 digits are those that turn up an odd
/// number of times. Zero exactly when the position is balanced.
///
/// ```
/// use ordinal::Ordinal;
///
/// let piles: Vec<Ordinal> = ["w+3", "w*5+7"].map(|text| text.parse().unwrap()).to_vec();
/// assert_eq!(transfinite_nim::nim_sum(&piles).to_string(), "ω·4+4");
/// ```
pub fn nim_sum<'a, T: Borrow<Ordinal> + 'a>(piles: impl IntoIterator<Item = &'a T>) -> Ordinal {
    Ordinal::from_base2_digits(unpaired_digits(piles))
}

/// The nim-sum of two ordinals, `a ⊕ b`: their base-2 digits, with the ones they share removed.
///
/// ```
/// use ordinal::Ordinal;
///
/// let omega = Ordinal::omega();
/// let one = Ordinal::one();
/// // ω ⊕ 1 = ω+1, and ω ⊕ ω = 0.
/// assert_eq!(transfinite_nim::nim_add(&omega, &one).to_string(), "ω+1");
/// assert!(transfinite_nim::nim_add(&omega, &omega).is_zero());
/// ```
pub fn nim_add(a: &Ordinal, b: &Ordinal) -> Ordinal {
    Ordinal::from_base2_digits(symmetric_difference(a.base2_digits(), b.base2_digits()))
}

/// Whether the piles are balanced: every power of two pairs off.
pub fn is_balanced<'a, T: Borrow<Ordinal> + 'a>(piles: impl IntoIterator<Item = &'a T>) -> bool {
    unpaired_digits(piles).is_empty()
}

/// The digits in exactly one of two decreasing digit sequences, still decreasing.
pub(crate) fn symmetric_difference<'a>(
    a: impl Iterator<Item = Base2Digit<'a>>,
    b: impl Iterator<Item = Base2Digit<'a>>,
) -> impl Iterator<Item = Base2Digit<'a>> {
    let mut a = a.peekable();
    let mut b = b.peekable();
    std::iter::from_fn(move || {
        loop {
            match (a.peek(), b.peek()) {
                (None, None) => return None,
                (Some(_), None) => return a.next(),
                (None, Some(_)) => return b.next(),
                (Some(x), Some(y)) => match x.cmp(y) {
                    Ordering::Greater => return a.next(),
                    Ordering::Less => return b.next(),
                    Ordering::Equal => {
                        a.next();
                        b.next();
                    }
                },
            }
        }
    })
}
