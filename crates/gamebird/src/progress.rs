//! A progress line for long work: on a terminal, a computation still running after about a
//! second shows on standard error how far it has come against its budget, one line redrawn in
//! place and cleared when the work ends. Nothing at all when standard error is not a terminal,
//! so that pipes and tests stay clean.

use std::cell::Cell;
use std::io::{IsTerminal, Write};
use std::rc::Rc;
use std::time::{Duration, Instant};

use game::budget::{self, Budget};

/// How long work runs before its progress is shown.
const QUIET_FOR: Duration = Duration::from_secs(1);

/// How often the line is redrawn, at most.
const REDRAW_EVERY: Duration = Duration::from_millis(100);

/// Shows the progress of budgeted work on standard error from now on, if it is a terminal.
pub fn install() {
    if !std::io::stderr().is_terminal() {
        return;
    }
    let start = Instant::now();
    let shown = Rc::new(Cell::new(None::<Instant>));
    let drawn = Rc::clone(&shown);
    budget::set_progress_hook(Some(Box::new(move |spent, limit| {
        let now = Instant::now();
        let due = drawn
            .get()
            .map_or(now - start >= QUIET_FOR, |last| now - last >= REDRAW_EVERY);
        if let (true, Some(budget)) = (due, budget::current()) {
            // A line that cannot be written is only a line not shown.
            let _ = write!(std::io::stderr(), "\r{}\x1b[K", line(spent, limit, &budget));
            drawn.set(Some(now));
        }
    })));
    budget::set_done_hook(Some(Box::new(move || {
        if shown.take().is_some() {
            let _ = write!(std::io::stderr(), "\r\x1b[K");
        }
    })));
}

/// The progress line: `working… 12% of --max-work (3.1e8 of 2.5e9 position-edges)`.
fn line(spent: u64, limit: Option<u64>, budget: &Budget) -> String {
    let (unit, flag) = (budget.unit, budget.flag);
    match limit {
        Some(limit) => {
            let percent = u128::from(spent) * 100 / u128::from(limit.max(1));
            let (spent, limit) = (short(spent), short(limit));
            format!("working… {percent}% of {flag} ({spent} of {limit} {unit})")
        }
        None => format!("working… {} {unit} (no limit)", short(spent)),
    }
}

/// A count in two figures: `3.1e8` (or the count itself below 10000).
fn short(count: u64) -> String {
    if count < 10_000 {
        count.to_string()
    } else {
        format!("{:.1e}", count as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_names_the_share_the_flag_and_the_unit() {
        let budget = Budget::new(2_500_000_000, "position-edges", "--max-work");
        assert_eq!(
            line(310_000_000, budget.limit, &budget),
            "working… 12% of --max-work (3.1e8 of 2.5e9 position-edges)"
        );
        assert_eq!(
            line(
                123_456,
                None,
                &Budget::new(0, "option pairs", "--max-nodes")
            ),
            "working… 1.2e5 option pairs (no limit)"
        );
        assert_eq!(short(9_999), "9999");
        assert_eq!(short(u64::MAX), "1.8e19");
    }
}
