//! Heights as sums of powers of two: the substacks of the source's lesson.

use num_bigint::BigUint;

/// The powers of two that add up to `height`, largest first: its substacks.
///
/// ```
/// assert_eq!(nim::powers_of_two(88), [64, 16, 8]);
/// assert_eq!(nim::powers_of_two(7), [4, 2, 1]);
/// assert!(nim::powers_of_two(0).is_empty());
/// ```
pub fn powers_of_two(height: u64) -> Vec<u64> {
    (0..u64::BITS)
        .rev()
        .map(|place| 1u64 << place)
        .filter(|&power| height & power != 0)
        .collect()
}

/// The places of the binary digits 1 of `height`, largest first: `88 = 2⁶ + 2⁴ + 2³` gives
/// `[6, 4, 3]`. For heights of any size, where [`powers_of_two`] would overflow.
///
/// ```
/// use num_bigint::BigUint;
///
/// assert_eq!(nim::binary_places(&BigUint::from(88u32)), [6, 4, 3]);
/// ```
pub fn binary_places(height: &BigUint) -> Vec<u64> {
    (0..height.bits())
        .rev()
        .filter(|&place| height.bit(place))
        .collect()
}
