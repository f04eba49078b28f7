//! A solution to exercise 3.3: Right's best move.

// ANCHOR: solution
/// Right's best move in a position given as rows of letters, such as `["AB", "BA"]`: the move
/// that changes the value least, as `(row, pebble)` counted from 0 the way the book counts, or
/// `None` if Right has no pebble left.
pub fn best_reply(rows: &[&str]) -> Option<(usize, usize)> {
    let mut best: Option<(usize, (usize, usize))> = None;
    for (index, row) in rows.iter().enumerate() {
        let pebbles: Vec<char> = row.chars().collect();
        // Right's rightmost pebble costs Right 1/2^t, where t counts the pebbles from the first
        // change of colour on: the longer that tail, the cheaper the move.
        let Some(rightmost) = pebbles.iter().rposition(|&p| p == 'B') else {
            continue;
        };
        let first_run = pebbles.iter().take_while(|&&p| p == pebbles[0]).count();
        let tail = pebbles.len() - first_run;
        if best.is_none_or(|(longest, _)| tail > longest) {
            best = Some((tail, (index, rightmost)));
        }
    }
    best.map(|(_, reply)| reply)
}
// ANCHOR_END: solution
