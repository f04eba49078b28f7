//! The half-word path shared by addition and comparison of values in the word form.
//!
//! Values with more binary digits after the point than the fixed-point form holds (long rows of
//! pebbles) still mostly have small numerators. When both numerators are below 2^31 in size and
//! each is shifted by less than 32 bits to reach the common denominator, every aligned value is
//! below 2^62, so their sum, difference and comparison are plain `i64` operations that cannot
//! overflow. One cheap test guards all of it; anything else takes the `i128` path.

/// Shifts below this keep a half-word numerator below 2^62.
const MAX_HALF_WORD_SHIFT: u32 = 31;

/// Both numerators aligned to the larger exponent, with that exponent, if they are half-word sized.
#[inline]
pub(crate) fn align_half_words(
    a: i64,
    a_exponent: u32,
    b: i64,
    b_exponent: u32,
) -> Option<(i64, i64, u32)> {
    let exponent = a_exponent.max(b_exponent);
    let (a_shift, b_shift) = (exponent - a_exponent, exponent - b_exponent);
    // `&` rather than `&&`: one branch instead of three.
    let fits = is_half_word(a) & is_half_word(b) & ((a_shift | b_shift) <= MAX_HALF_WORD_SHIFT);
    fits.then(|| (a << a_shift, b << b_shift, exponent))
}

#[inline]
fn is_half_word(n: i64) -> bool {
    i32::try_from(n).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aligns_half_words_only() {
        assert_eq!(align_half_words(3, 2, 5, 4), Some((12, 5, 4)));
        assert_eq!(align_half_words(-1, 9, 7, 0), Some((-1, 7 << 9, 9)));
        assert_eq!(
            align_half_words(i64::from(i32::MIN), 31, i64::from(i32::MAX), 0).map(|x| x.0),
            Some(i64::from(i32::MIN))
        );
        assert_eq!(align_half_words(1, 32, 1, 0), None);
        assert_eq!(align_half_words(1 << 31, 1, 1, 1), None);
        assert_eq!(align_half_words(1, 1, -(1 << 31) - 1, 1), None);
    }
}
