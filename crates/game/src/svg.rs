//! What every chapter's pictures share: the opening of an SVG document and the white card each
//! picture is drawn on, so that it reads on a dark page (the book's dark themes, a dark image
//! viewer) as well as on a light one; and the palette every picture draws in, so that Left is the
//! same blue, and a faint line the same grey, in every chapter.

use std::fmt::{self, Display};

/// The colour of the card a picture is drawn on.
pub const PAPER: &str = "#ffffff";
/// Lines, dots and labels.
pub const INK: &str = "#222222";
/// Lines drawn softer than [`INK`]: the number tree's edges, a beanstalk's gap.
pub const GREY: &str = "#555555";
/// What is drawn but does not count: guides, paired columns, uncoloured nodes.
pub const FAINT: &str = "#888888";
/// Left's colour: Hackenbush's blue edges, Left's moves in a game tree, a winning move.
pub const BLUE: &str = "#1f5fbf";
/// Right's colour: Hackenbush's red edges, Right's moves in a game tree.
pub const RED: &str = "#c0392b";
/// Either player's colour: Hackenbush's green edges.
pub const GREEN: &str = "#2e8b57";
/// Hackenbush's ground.
pub const GROUND: &str = "#6b5b4b";
/// A Nim pile's blocks.
pub const WOOD: &str = "#deb887";
/// The edges of a Nim pile's blocks.
pub const WOOD_EDGE: &str = "#8b5a2b";
/// Behind what a picture points out.
pub const HIGHLIGHT: &str = "#fdf0c2";
/// Light colours told apart from each other, for parts drawn side by side (a Nim pile's
/// substacks, one per power of two).
pub const TINTS: [&str; 8] = [
    "#8ecae6", "#ffb703", "#90be6d", "#f4a3a8", "#c3a6e0", "#f9844a", "#4ecdc4", "#e9d8a6",
];
/// Stronger colours told apart from each other, for a row's successive parts (an ordinal's terms).
pub const SHADES: [&str; 3] = ["#3b6fb6", "#e07b24", "#4f9a45"];

/// The opening of a self-contained SVG 1.1 picture `width` by `height` pixels: the `<svg>` element,
/// its `<title>` (with `&`, `<` and `>` escaped), and the card as its first shape. The caller
/// draws on it and closes it with `</svg>\n`.
///
/// ```
/// let svg = game::svg::header(40, 30, "A <small> picture");
/// assert!(svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="40""#));
/// assert!(svg.contains("<title>A &lt;small&gt; picture</title>"));
/// assert!(game::svg::drawn_on_a_card(&format!("{svg}</svg>\n")));
/// ```
pub fn header(width: impl Display, height: impl Display, title: &str) -> String {
    let title = title
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{width}\" \
         height=\"{height}\" viewBox=\"0 0 {width} {height}\">\n\
         <title>{title}</title>\n\
         <rect width=\"{width}\" height=\"{height}\" rx=\"6\" fill=\"{PAPER}\"/>\n"
    )
}

/// Whether a picture's first shape is an opaque card as large as the picture, as [`header`]
/// draws it: what the chapters' tests ask of every picture they draw.
pub fn drawn_on_a_card(svg: &str) -> bool {
    let attribute = |name: &str| {
        let start = svg.find(&format!(" {name}=\""))? + name.len() + 3;
        let end = svg[start..].find('"')? + start;
        Some(&svg[start..end])
    };
    let (Some(width), Some(height)) = (attribute("width"), attribute("height")) else {
        return false;
    };
    let card = format!(r#"<rect width="{width}" height="{height}" rx="6" fill="{PAPER}"/>"#);
    svg.lines()
        .find(|line| !line.starts_with("<svg") && !line.starts_with("<title"))
        == Some(card.as_str())
        && svg.ends_with("</svg>\n")
}

/// `value` to `places` decimals, written exactly as `format!("{value:.places$}")` writes it
/// (rounded half to even on the exact binary value, `-` before any negative value), for
/// `places` up to 3, without the standard library's general float formatting: the pictures'
/// coordinates, written small for the book's WebAssembly panels.
///
/// ```
/// use game::svg::fixed;
/// assert_eq!(fixed(12.25, 1).to_string(), format!("{:.1}", 12.25));
/// assert_eq!(fixed(-0.04, 1).to_string(), "-0.0");
/// assert_eq!(fixed(7.0, 0).to_string(), "7");
/// ```
pub fn fixed(value: f64, places: u8) -> Fixed {
    Fixed {
        value,
        places: places.min(3),
    }
}

/// A number written to a fixed number of decimals (see [`fixed`]).
#[derive(Clone, Copy, Debug)]
pub struct Fixed {
    value: f64,
    places: u8,
}

/// `value` written exactly as `format!("{value}")` writes it: the fewest decimals that read back
/// as `value`, for every value the pictures draw (`|value|` between `2^-11` and `2^53`, and 0);
/// beyond, whole numbers are written in full and tiny ones to 21 decimals.
///
/// ```
/// use game::svg::shortest;
/// assert_eq!(shortest(64.0).to_string(), "64");
/// assert_eq!(shortest(0.1 + 0.2).to_string(), "0.30000000000000004");
/// assert_eq!(shortest(-12.5).to_string(), "-12.5");
/// ```
pub fn shortest(value: f64) -> Px {
    Px(value)
}

/// A coordinate or length in a picture, written as an `f64` is but without the standard
/// library's general float formatting (which would weigh down the book's WebAssembly panels):
/// `{}` as [`shortest`], `{:.1}` (up to 3 places) as [`fixed`].
///
/// ```
/// use game::svg::Px;
/// assert_eq!(format!("{} {:.1}", Px(2.5), Px(0.25)), "2.5 0.2");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Px(pub f64);

/// A finite `f64` as `mantissa · 2^exponent`.
fn parts(value: f64) -> (u64, i32) {
    let bits = value.to_bits();
    let exponent = ((bits >> 52) & 0x7ff) as i32;
    let fraction = bits & ((1 << 52) - 1);
    match exponent {
        0 => (fraction, -1074),
        _ => (fraction | 1 << 52, exponent - 1075),
    }
}

/// Writes `n / 10^places` with exactly `places` decimals.
fn write_scaled(f: &mut fmt::Formatter<'_>, n: u128, places: u32) -> fmt::Result {
    let scale = 10u128.pow(places);
    write_digits(f, n / scale)?;
    if places > 0 {
        let fraction = n % scale;
        let mut digits = [b'0'; 24];
        let mut rest = fraction;
        for digit in digits[..places as usize].iter_mut().rev() {
            *digit = b'0' + (rest % 10) as u8;
            rest /= 10;
        }
        f.write_str(".")?;
        f.write_str(std::str::from_utf8(&digits[..places as usize]).unwrap_or(""))?;
    }
    Ok(())
}

/// Writes `n` in decimal, without the general `u128` formatting.
fn write_digits(f: &mut fmt::Formatter<'_>, mut n: u128) -> fmt::Result {
    let mut digits = [0u8; 40];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    f.write_str(std::str::from_utf8(&digits[start..]).unwrap_or(""))
}

/// Writes `mantissa · 2^exponent` (a whole number, `exponent >= 0`) in full, one doubling at a
/// time on its decimal digits.
fn write_whole(f: &mut fmt::Formatter<'_>, mantissa: u64, exponent: i32) -> fmt::Result {
    if exponent <= 64 {
        return write_digits(f, u128::from(mantissa) << exponent);
    }
    // Little-endian decimal digits.
    let mut digits: Vec<u8> = Vec::new();
    let mut rest = mantissa;
    while rest > 0 {
        digits.push((rest % 10) as u8);
        rest /= 10;
    }
    for _ in 0..exponent {
        let mut carry = 0;
        for digit in &mut digits {
            let doubled = *digit * 2 + carry;
            *digit = doubled % 10;
            carry = doubled / 10;
        }
        if carry > 0 {
            digits.push(carry);
        }
    }
    let text: String = digits.iter().rev().map(|&d| char::from(b'0' + d)).collect();
    f.write_str(&text)
}

/// Writes what is not a finite number as the standard library does; whether it was one.
fn non_finite(f: &mut fmt::Formatter<'_>, value: f64) -> Result<bool, fmt::Error> {
    if value.is_nan() {
        f.write_str("NaN")?;
    } else if value.is_infinite() {
        f.write_str(if value < 0.0 { "-inf" } else { "inf" })?;
    } else {
        if value.is_sign_negative() {
            f.write_str("-")?;
        }
        return Ok(false);
    }
    Ok(true)
}

/// `|value| · 10^places`, rounded half to even (`places <= 21`, `|value| < 2^64`).
fn rounded(mantissa: u64, exponent: i32, places: u32) -> u128 {
    let scaled = u128::from(mantissa) * 10u128.pow(places);
    if exponent >= 0 {
        return scaled << exponent;
    }
    let shift = exponent.unsigned_abs();
    if shift >= 128 {
        return 0;
    }
    let (whole, rest) = (scaled >> shift, scaled & ((1 << shift) - 1));
    let half = 1u128 << (shift - 1);
    whole + u128::from(rest > half || (rest == half && whole % 2 == 1))
}

impl fmt::Display for Fixed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if non_finite(f, self.value)? {
            return Ok(());
        }
        let (mantissa, exponent) = parts(self.value);
        let places = u32::from(self.places);
        if exponent > 10 {
            write_whole(f, mantissa, exponent)?;
            return match places {
                0 => Ok(()),
                _ => write!(f, ".{:0<1$}", "", places as usize),
            };
        }
        write_scaled(f, rounded(mantissa, exponent, places), places)
    }
}

impl fmt::Display for Px {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(places) = f.precision() {
            return fixed(self.0, u8::try_from(places).unwrap_or(3)).fmt(f);
        }
        if non_finite(f, self.0)? {
            return Ok(());
        }
        let (mantissa, exponent) = parts(self.0);
        if mantissa == 0 {
            return f.write_str("0");
        }
        if exponent >= 0 {
            return write_whole(f, mantissa, exponent);
        }
        let shift = exponent.unsigned_abs();
        if shift > 64 {
            // Tiny: to 21 decimals, without trailing zeros.
            let n = rounded(mantissa, exponent, 21);
            let mut places = 21;
            let mut n = n;
            while places > 0 && n.is_multiple_of(10) {
                n /= 10;
                places -= 1;
            }
            return write_scaled(f, n, places);
        }
        // In units of 2^(exponent - 2): the value, and the interval of numbers that read back as
        // it (half-way to its neighbours, nearer below a power of two; ends included when the
        // mantissa is even, as round-to-even reads them back).
        let below = if mantissa == 1 << 52 && (self.0.to_bits() >> 52) & 0x7ff > 1 {
            1
        } else {
            2
        };
        let inclusive = mantissa % 2 == 0;
        let unit_shift = shift + 2;
        for places in 0..=21u32 {
            let scale = 10u128.pow(places);
            let value = u128::from(mantissa) * 4 * scale;
            let (low, high) = (
                (u128::from(mantissa) * 4 - below) * scale,
                (u128::from(mantissa) * 4 + 2) * scale,
            );
            let inside = |v: u128| {
                (v > low || (inclusive && v == low)) && (v < high || (inclusive && v == high))
            };
            let down = value >> unit_shift;
            let (at_down, at_up) = (down << unit_shift, (down + 1) << unit_shift);
            let chosen = match (inside(at_down), inside(at_up)) {
                (false, false) => continue,
                (true, false) => down,
                (false, true) => down + 1,
                (true, true) if at_up - value <= value - at_down => down + 1,
                (true, true) => down,
            };
            return write_scaled(f, chosen, places);
        }
        write_scaled(f, rounded(mantissa, exponent, 21), 21)
    }
}

#[cfg(test)]
mod tests {
    use super::{fixed, shortest};

    /// Values of every kind a picture might draw, and many it never does.
    fn samples() -> Vec<f64> {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut values = vec![
            0.0,
            -0.0,
            0.05,
            0.15,
            0.25,
            0.35,
            -0.04,
            2.5,
            3.5,
            0.125,
            1e-5,
            1e15,
            4503599627370496.5,
            9007199254740991.0,
            0.1 + 0.2,
            1.0 / 3.0,
            2f64.powi(-11),
            123.456,
            f64::MIN_POSITIVE,
        ];
        for _ in 0..200_000 {
            let bits = next();
            // Random bits in the pictures' range, then round numbers of tenths and eighths.
            let exponent = 1023 - 12 + (bits >> 52) % 40;
            let value =
                f64::from_bits((bits & ((1 << 52) - 1)) | exponent << 52 | (bits & 1 << 63));
            values.push(value);
            let n = (next() % 2_000_000) as f64 - 1_000_000.0;
            values.extend([n / 10.0, n / 8.0, n / 100.0, n / 1000.0, n * 0.1, n / 3.0]);
        }
        values
    }

    #[test]
    fn fixed_writes_as_the_standard_library_does() {
        for x in samples() {
            for places in 0..=3 {
                let places = places as usize;
                assert_eq!(
                    fixed(x, places as u8).to_string(),
                    format!("{x:.places$}"),
                    "{x:e}"
                );
            }
        }
    }

    #[test]
    fn shortest_writes_as_the_standard_library_does() {
        let drawn = |x: f64| x == 0.0 || (x.abs() >= 2f64.powi(-11) && x.abs() < 2f64.powi(53));
        for x in samples().into_iter().filter(|&x| drawn(x)) {
            assert_eq!(shortest(x).to_string(), format!("{x}"), "{x:e}");
        }
        for x in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 1e300, -1e300] {
            assert_eq!(fixed(x, 1).to_string(), format!("{x:.1}"));
        }
        assert_eq!(shortest(f64::NEG_INFINITY).to_string(), "-inf");
    }
}
