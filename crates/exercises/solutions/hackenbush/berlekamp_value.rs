//! A solution to exercise 7.1: the value of a stalk, by Berlekamp's rule.

use dyadic::Dyadic;

// ANCHOR: solution
/// The value of a stalk of blue and red edges, written from the ground up as letters without
/// spaces, `b` for blue and `r` for red: `"bbbrrb"` is worth 19/8, `"rrrbbrb"` is worth −(2 + 5/16).
pub fn berlekamp_value(stalk: &str) -> Dyadic {
    let Some(first) = stalk.chars().next() else {
        return Dyadic::zero();
    };
    // Read a red stalk as its blue mirror image, and turn the sign round at the end.
    let blue: Vec<bool> = stalk.chars().map(|c| c == first).collect();
    let run = blue.iter().take_while(|&&same| same).count();
    let mut value = Dyadic::from(run as u64);
    if run < blue.len() {
        // The last edge of the first run and the first edge after it are the binary point:
        // one less for the whole part, then a binary digit for each edge above them (blue 1,
        // red 0), and a final 1.
        value = Dyadic::from(run as u64 - 1);
        let mut place = Dyadic::one().half();
        for &digit in &blue[run + 1..] {
            if digit {
                value += &place;
            }
            place = place.half();
        }
        value += &place;
    }
    if first == 'b' { value } else { -value }
}
// ANCHOR_END: solution
