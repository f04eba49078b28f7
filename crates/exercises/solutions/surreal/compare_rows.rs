//! A solution to exercise 6.4: comparing recurring rows.

use std::cmp::Ordering;

// ANCHOR: solution
/// The order of two rows in Walker's notation without spaces, with parentheses at most one level
/// deep (`"AB(BA)"`, `"(A)(B)"`, `"AB(A)A"`): the order of their sign sequences, where `B` (−)
/// comes before the end of a row, and the end before `A` (+). So `"AB(A)"` is `Less` than
/// `"A"`, and `"A(A)"` is `Equal` to `"(A)"`.
pub fn compare_rows(a: &str, b: &str) -> Ordering {
    /// The places from one multiple of ω to the next: a word, then `repeat` forever (or, in the
    /// last piece, where `repeat` is empty, nothing).
    #[derive(Default)]
    struct Piece {
        word: Vec<char>,
        repeat: Vec<char>,
    }
    impl Piece {
        /// The sign at a place of the piece: +1 for A, −1 for B, 0 where the row has ended.
        fn sign(&self, place: usize) -> i8 {
            let letter = match place.checked_sub(self.word.len()) {
                None => Some(self.word[place]),
                Some(_) if self.repeat.is_empty() => None,
                Some(past) => Some(self.repeat[past % self.repeat.len()]),
            };
            match letter {
                Some('A') => 1,
                Some(_) => -1,
                None => 0,
            }
        }
    }
    fn pieces(row: &str) -> Vec<Piece> {
        let mut pieces = vec![Piece::default()];
        let mut inside = false;
        for letter in row.chars() {
            let piece = pieces.last_mut().expect("never empty");
            match letter {
                '(' => inside = true,
                ')' => {
                    inside = false;
                    pieces.push(Piece::default());
                }
                _ if inside => piece.repeat.push(letter),
                _ => piece.word.push(letter),
            }
        }
        pieces
    }
    let (a, b) = (pieces(a), pieces(b));
    let none = Piece::default();
    for k in 0..a.len().max(b.len()) {
        let (p, q) = (a.get(k).unwrap_or(&none), b.get(k).unwrap_or(&none));
        // Two words followed by periodic parts agree forever once they agree this far.
        let far = p.word.len().max(q.word.len()) + p.repeat.len().max(1) * q.repeat.len().max(1);
        for place in 0..=far {
            let (s, t) = (p.sign(place), q.sign(place));
            if s != t || s == 0 {
                // A difference decides; both rows ending at once makes them equal.
                return s.cmp(&t);
            }
        }
    }
    Ordering::Equal
}
// ANCHOR_END: solution
