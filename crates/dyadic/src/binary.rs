//! The exact base-two form, written in time linear in its length.

use std::fmt::{self, Write};

use num_bigint::BigUint;

use crate::repr::Dyadic;

/// A number written exactly in base two: the value of [`Dyadic::binary`].
///
/// The form is a `-` for negative numbers, the whole part in binary digits (`0` when there is
/// none), and, unless the number is whole, a point followed by exactly
/// [`exponent`](Dyadic::exponent) binary digits, the last of them a `1`. Only the ASCII
/// characters `-`, `0`, `1` and `.` appear: `19/8` is `10.011`, `-3/512` is `-0.000000011`,
/// `6` is `110`, zero is `0`. Reading the digits is the sign expansion's story in another
/// alphabet; the point of this form is that it is exact and costs one pass over the numerator's
/// bits, however long, where the decimal form costs many multiplications.
///
/// Width, fill, alignment and the `+` flag work as they do for integers (then the text is built in
/// memory first); without them the digits are written in pieces as they are read.
///
/// ```
/// use dyadic::Dyadic;
///
/// assert_eq!(Dyadic::new(19, 3).binary().to_string(), "10.011");
/// assert_eq!(Dyadic::new(-3, 9).binary().to_string(), "-0.000000011");
/// assert_eq!(format!("[{:>7}]", Dyadic::new(3, 1).binary()), "[    1.1]");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Binary<'a> {
    number: &'a Dyadic,
}

impl Dyadic {
    /// This number written exactly in base two, in time linear in the number of digits: see
    /// [`Binary`] for the form.
    ///
    /// ```
    /// use dyadic::Dyadic;
    ///
    /// let x: Dyadic = "2 3/8".parse()?;
    /// assert_eq!(x.binary().to_string(), "10.011");
    /// assert_eq!(Dyadic::zero().binary().to_string(), "0");
    /// # Ok::<(), dyadic::ParseDyadicError>(())
    /// ```
    pub fn binary(&self) -> Binary<'_> {
        Binary { number: self }
    }

    /// The number in base two, with a leading `-` when negative: `11/8` is `"1.011"`, `-5/2` is
    /// `"-10.1"`, `6` is `"110"`. The same text as [`Dyadic::binary`], as a `String`.
    ///
    /// The expansion always ends, with exactly [`exponent`](Dyadic::exponent) digits after the point.
    ///
    /// ```
    /// use dyadic::Dyadic;
    ///
    /// assert_eq!(Dyadic::new(11, 3).binary_expansion(), "1.011");
    /// assert_eq!(Dyadic::new(-1, 2).binary_expansion(), "-0.01");
    /// ```
    pub fn binary_expansion(&self) -> String {
        self.binary().to_string()
    }
}

impl fmt::Display for Binary<'_> {
    /// Writes the base-two form described on [`Binary`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (numerator, exponent) = self.number.big_parts();
        let negative = self.number.is_negative();
        if f.width().is_some() || f.sign_plus() {
            let mut digits = String::new();
            write_magnitude(numerator.magnitude(), exponent, &mut digits)?;
            return f.pad_integral(!negative, "", &digits);
        }
        if negative {
            f.write_char('-')?;
        }
        write_magnitude(numerator.magnitude(), exponent, f)
    }
}

/// Writes `magnitude / 2^exponent` in base two, without sign.
fn write_magnitude(magnitude: &BigUint, exponent: u64, out: &mut dyn Write) -> fmt::Result {
    let words = magnitude.to_u64_digits();
    let bits = magnitude.bits();
    let mut sink = Sink::new(out);
    if bits > exponent {
        sink.bits(&words, bits, exponent)?;
    } else {
        sink.push(b'0')?;
    }
    if exponent > 0 {
        sink.push(b'.')?;
        sink.bits(&words, exponent, 0)?;
    }
    sink.flush()
}

/// Collects ASCII digits and hands them to the writer a buffer at a time.
struct Sink<'a> {
    out: &'a mut dyn Write,
    buffer: [u8; 8192],
    len: usize,
}

impl Sink<'_> {
    fn new(out: &mut dyn Write) -> Sink<'_> {
        Sink {
            out,
            buffer: [0; 8192],
            len: 0,
        }
    }

    fn push(&mut self, byte: u8) -> fmt::Result {
        if self.len == self.buffer.len() {
            self.flush()?;
        }
        self.buffer[self.len] = byte;
        self.len += 1;
        Ok(())
    }

    fn flush(&mut self) -> fmt::Result {
        let text = std::str::from_utf8(&self.buffer[..self.len]).map_err(|_| fmt::Error)?;
        self.out.write_str(text)?;
        self.len = 0;
        Ok(())
    }

    /// Writes the bits at positions `top - 1` down to `bottom` of the number whose 64-bit words
    /// (least significant first) are `words`; positions past the last word are zeros.
    fn bits(&mut self, words: &[u64], top: u64, bottom: u64) -> fmt::Result {
        let bit = |position: u64| -> u8 {
            let word = usize::try_from(position / 64)
                .ok()
                .and_then(|index| words.get(index));
            word.map_or(0, |word| (word >> (position % 64)) as u8 & 1)
        };
        let mut position = top;
        // Single bits down to a byte boundary, then whole bytes, then the last single bits.
        while position > bottom && !position.is_multiple_of(8) {
            position -= 1;
            self.push(b'0' + bit(position))?;
        }
        while position >= bottom + 8 {
            position -= 8;
            let word = usize::try_from(position / 64)
                .ok()
                .and_then(|index| words.get(index));
            let byte = word.map_or(0, |word| (word >> (position % 64)) as u8);
            if self.buffer.len() - self.len < 8 {
                self.flush()?;
            }
            for (shift, slot) in (0..8).rev().zip(&mut self.buffer[self.len..self.len + 8]) {
                *slot = b'0' + ((byte >> shift) & 1);
            }
            self.len += 8;
        }
        while position > bottom {
            position -= 1;
            self.push(b'0' + bit(position))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use num_bigint::BigInt;

    use super::*;

    /// The base-two form built the slow way, from num-bigint's own base-two digits.
    fn expected(x: &Dyadic) -> String {
        let numerator = x.numerator();
        let digits = numerator.magnitude().to_str_radix(2);
        let exponent = usize::try_from(x.exponent()).unwrap();
        let sign = if x.is_negative() { "-" } else { "" };
        if exponent == 0 {
            return format!("{sign}{digits}");
        }
        let padded = format!("{digits:0>width$}", width = exponent + 1);
        let (whole, fraction) = padded.split_at(padded.len() - exponent);
        format!("{sign}{whole}.{fraction}")
    }

    #[test]
    fn examples() {
        let cases = [
            (Dyadic::new(19, 3), "10.011"),
            (Dyadic::new(-3, 9), "-0.000000011"),
            (Dyadic::new(11, 3), "1.011"),
            (Dyadic::new(-5, 1), "-10.1"),
            (Dyadic::new(1, 4), "0.0001"),
            (Dyadic::from(6), "110"),
            (Dyadic::zero(), "0"),
            (Dyadic::from(-1), "-1"),
        ];
        for (x, text) in cases {
            assert_eq!(x.binary().to_string(), text);
        }
        let most_negative = format!("-1{}", "0".repeat(63));
        assert_eq!(Dyadic::from(i64::MIN).binary().to_string(), most_negative);
    }

    #[test]
    fn agrees_with_num_bigint_base_two_digits() {
        let mut rng = fastrand::Rng::with_seed(2);
        for _ in 0..2000 {
            let bits = rng.u32(0..300);
            let digits: Vec<u32> = (0..bits.div_ceil(32)).map(|_| rng.u32(..)).collect();
            let mut numerator =
                BigInt::from(BigUint::new(digits) >> (bits.div_ceil(32) * 32 - bits));
            if rng.bool() {
                numerator = -numerator;
            }
            let x = Dyadic::new(numerator, rng.u64(0..400));
            assert_eq!(x.binary().to_string(), expected(&x), "{x:?}");
        }
    }

    #[test]
    fn long_expansions_cross_buffer_boundaries() {
        for exponent in [8191, 8192, 8193, 20_000] {
            let x = Dyadic::new((BigInt::from(1) << 9000u32) + 1, exponent);
            assert_eq!(x.binary().to_string(), expected(&x));
        }
    }

    #[test]
    fn flags_apply_to_the_whole_form() {
        assert_eq!(format!("{:+}", Dyadic::new(3, 1).binary()), "+1.1");
        assert_eq!(format!("[{:<6}]", Dyadic::new(-3, 1).binary()), "[-1.1  ]");
        assert_eq!(format!("[{:*^7}]", Dyadic::from(2).binary()), "[**10***]");
    }
}
