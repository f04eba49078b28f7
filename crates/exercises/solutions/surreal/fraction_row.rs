//! A solution to exercise 6.3: the row of a fraction.

use std::collections::HashMap;

// ANCHOR: solution
/// The row worth `numerator/denominator` (the denominator is not 0), in Walker's notation: a
/// finite row when the fraction is dyadic (`3/4` gives `"A B A"`), and otherwise one ending in a
/// single recurring part (`1/3` gives `"A B ( B A )"`). Zero gives the empty row `""`.
pub fn fraction_row(numerator: i64, denominator: u64) -> String {
    let (p, q) = (i128::from(numerator), i128::from(denominator));
    // Work with |x| and swap every pebble at the end if x < 0.
    let (up, down) = if p < 0 { ('B', 'A') } else { ('A', 'B') };
    let (whole, mut rest) = (p.abs() / q, p.abs() % q);
    let mut pebbles: Vec<String> = Vec::new();
    if rest == 0 {
        pebbles.extend((0..whole).map(|_| up.to_string()));
        return pebbles.join(" ");
    }
    // One more than the whole part, then the change, then the binary digits of the rest.
    pebbles.extend((0..=whole).map(|_| up.to_string()));
    pebbles.push(down.to_string());
    let mut digits: Vec<char> = Vec::new();
    let mut seen: HashMap<i128, usize> = HashMap::new();
    let repeat_from = loop {
        if rest == 0 {
            // Dyadic: the last digit is a 1, which the row leaves out.
            digits.pop();
            break None;
        }
        if let Some(&start) = seen.get(&rest) {
            break Some(start);
        }
        seen.insert(rest, digits.len());
        rest *= 2;
        if rest >= q {
            digits.push(up);
            rest -= q;
        } else {
            digits.push(down);
        }
    };
    let letters = |digits: &[char]| digits.iter().map(char::to_string).collect::<Vec<_>>();
    match repeat_from {
        None => pebbles.extend(letters(&digits)),
        Some(start) => {
            pebbles.extend(letters(&digits[..start]));
            pebbles.push("(".to_string());
            pebbles.extend(letters(&digits[start..]));
            pebbles.push(")".to_string());
        }
    }
    pebbles.join(" ")
}
// ANCHOR_END: solution
