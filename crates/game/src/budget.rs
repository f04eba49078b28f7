//! A budget of work for computations that can grow faster than their input.
//!
//! Canonical forms can grow exponentially in the size of a row of pebbles, and a search of a
//! Hackenbush picture can visit exponentially many positions. A calculator that a reader types
//! into must answer or say in one line which limit the question exceeds: such a computation runs
//! inside [`within`], and charges its work as it goes with [`charge`]. Past the limit, `charge`
//! returns [`OverBudget`], which the computation passes up with `?` and the front end prints.
//!
//! Work is counted in units that track time (option pairs compared for canonical forms, positions
//! times edges for Hackenbush), so that one limit bounds the time of every command that shares it.
//! Memory follows: what is stored is at most proportional to the work done to make it.
//!
//! ```
//! use game::budget::{self, Budget};
//!
//! let count = |n: u64| -> Result<u64, budget::OverBudget> {
//!     for _ in 0..n {
//!         budget::charge(1)?;
//!     }
//!     Ok(n)
//! };
//! let budget = Budget::new(100, "steps", "--max-work");
//! assert_eq!(budget::within(budget, || count(50)), Ok(50));
//! let refused = budget::within(budget, || count(500)).unwrap_err();
//! assert_eq!(
//!     refused.to_string(),
//!     "this needs more than 100 steps of work; give a larger --max-work (0 for no limit)"
//! );
//! // Outside `within`, nothing is counted.
//! assert_eq!(count(500), Ok(500));
//! ```

use std::cell::RefCell;
use std::fmt;

/// A limit on work: how many units, what a unit is, and the flag that raises the limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most units that may be spent; `None` for no limit.
    pub limit: Option<u64>,
    /// What one unit is, in the plural ("option pairs", "position-edges").
    pub unit: &'static str,
    /// The command-line flag that raises the limit (`--max-work`).
    pub flag: &'static str,
}

impl Budget {
    /// A budget of `limit` units; a limit of 0 means no limit (as the flags read it).
    pub const fn new(limit: u64, unit: &'static str, flag: &'static str) -> Budget {
        Budget {
            limit: if limit == 0 { None } else { Some(limit) },
            unit,
            flag,
        }
    }

    /// No limit at all.
    pub const fn unlimited() -> Budget {
        Budget {
            limit: None,
            unit: "units",
            flag: "",
        }
    }
}

/// The refusal of a computation that needed more than its budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverBudget {
    /// The limit that was reached.
    pub limit: u64,
    /// What one unit is.
    pub unit: &'static str,
    /// The flag that raises the limit.
    pub flag: &'static str,
}

impl fmt::Display for OverBudget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "this needs more than {} {} of work",
            self.limit, self.unit
        )?;
        if !self.flag.is_empty() {
            write!(f, "; give a larger {} (0 for no limit)", self.flag)?;
        }
        Ok(())
    }
}

impl std::error::Error for OverBudget {}

/// How often (in units) the progress hook is called: rarely enough to cost nothing.
pub const PROGRESS_EVERY: u64 = 1 << 16;

/// Told how far a computation has come: units spent, and the limit if there is one.
pub type ProgressHook = Box<dyn FnMut(u64, Option<u64>)>;

/// The meter of the innermost [`within`] on this thread.
struct Meter {
    budget: Budget,
    spent: u64,
    next_report: u64,
    /// Whether the progress hook has been called for this meter (or one inside it).
    reported: bool,
}

thread_local! {
    static METERS: RefCell<Vec<Meter>> = const { RefCell::new(Vec::new()) };
    static HOOK: RefCell<Option<ProgressHook>> = const { RefCell::new(None) };
    static DONE: RefCell<Option<DoneHook>> = const { RefCell::new(None) };
}

/// Told that the outermost computation the progress hook heard of has ended (to clear a line).
pub type DoneHook = Box<dyn FnMut()>;

/// Runs `work` with `budget` as the limit for every [`charge`] it makes on this thread.
///
/// Calls nest: work done inside an inner `within` counts against the inner budget and every
/// budget around it, as it is done, so that whichever limit is reached first stops it.
pub fn within<R>(
    budget: Budget,
    work: impl FnOnce() -> Result<R, OverBudget>,
) -> Result<R, OverBudget> {
    METERS.with(|meters| {
        meters.borrow_mut().push(Meter {
            budget,
            spent: 0,
            next_report: PROGRESS_EVERY,
            reported: false,
        })
    });
    // Pops the meter even if `work` unwinds, so that the thread's meters stay balanced.
    struct Pop;
    impl Drop for Pop {
        fn drop(&mut self) {
            let reported = METERS.with(|meters| {
                let mut meters = meters.borrow_mut();
                let inner = meters.pop()?;
                match meters.last_mut() {
                    Some(outer) => {
                        // Its work is in the outer meter already (see `charge`).
                        outer.reported |= inner.reported;
                        None
                    }
                    None => Some(inner.reported),
                }
            });
            if reported == Some(true) {
                DONE.with(|done| {
                    if let Some(done) = done.borrow_mut().as_mut() {
                        done();
                    }
                });
            }
        }
    }
    let _pop = Pop;
    work()
}

fn over(budget: &Budget, limit: u64) -> OverBudget {
    OverBudget {
        limit,
        unit: budget.unit,
        flag: budget.flag,
    }
}

/// Spends `units` of work from the innermost budget on this thread (and from every budget
/// enclosing it), or refuses if that would pass a limit. Outside [`within`] it always succeeds and counts nothing.
#[inline]
pub fn charge(units: u64) -> Result<(), OverBudget> {
    let report = METERS.with(|meters| {
        let mut meters = meters.borrow_mut();
        // Every enclosing budget pays too, so that an inner budget, even one without a limit,
        // cannot run past an outer one; the innermost refuses first.
        for meter in meters.iter_mut().rev() {
            meter.spent = meter.spent.saturating_add(units);
            if let Some(limit) = meter.budget.limit
                && meter.spent > limit
            {
                return Err(over(&meter.budget, limit));
            }
        }
        let Some(meter) = meters.last_mut() else {
            return Ok(None);
        };
        if meter.spent >= meter.next_report {
            meter.next_report = meter.spent.saturating_add(PROGRESS_EVERY);
            meter.reported = true;
            return Ok(Some((meter.spent, meter.budget.limit)));
        }
        Ok(None)
    })?;
    if let Some((spent, limit)) = report {
        HOOK.with(|hook| {
            if let Some(hook) = hook.borrow_mut().as_mut() {
                hook(spent, limit);
            }
        });
    }
    Ok(())
}

/// The units spent so far under the innermost budget on this thread (0 outside [`within`]).
pub fn spent() -> u64 {
    METERS.with(|meters| meters.borrow().last().map_or(0, |meter| meter.spent))
}

/// The innermost budget on this thread, if a computation is running [`within`] one: what a
/// progress line names (its unit and flag).
pub fn current() -> Option<Budget> {
    METERS.with(|meters| meters.borrow().last().map(|meter| meter.budget))
}

/// Runs `work` uncounted: its charges go to no budget, not even an enclosing one (for a value a
/// front end has already bounded, such as the position after a best move).
pub fn unmetered<R>(work: impl FnOnce() -> R) -> R {
    let outer = METERS.with(|meters| std::mem::take(&mut *meters.borrow_mut()));
    // Puts the enclosing meters back even if `work` unwinds.
    struct Restore(Vec<Meter>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let outer = std::mem::take(&mut self.0);
            METERS.with(|meters| *meters.borrow_mut() = outer);
        }
    }
    let _restore = Restore(outer);
    work()
}

/// Sets (or, with `None`, removes) the hook told of progress about every [`PROGRESS_EVERY`]
/// units on this thread. A front end uses it to show long work on a terminal; the core keeps no
/// clock, since the page's WebAssembly has none.
pub fn set_progress_hook(hook: Option<ProgressHook>) {
    HOOK.with(|slot| *slot.borrow_mut() = hook);
}

/// Sets (or removes) the hook told when the outermost [`within`] on this thread ends after the
/// progress hook was called for it: where a front end clears its progress line, before the
/// answer is printed.
pub fn set_done_hook(hook: Option<DoneHook>) {
    DONE.with(|slot| *slot.borrow_mut() = hook);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spend(n: u64) -> Result<(), OverBudget> {
        (0..n).try_for_each(|_| charge(1))
    }

    #[test]
    fn the_limit_is_inclusive_and_zero_means_none() {
        assert_eq!(within(Budget::new(10, "u", "--f"), || spend(10)), Ok(()));
        assert!(within(Budget::new(10, "u", "--f"), || spend(11)).is_err());
        assert_eq!(within(Budget::new(0, "u", "--f"), || spend(1000)), Ok(()));
        assert_eq!(Budget::new(0, "u", "--f").limit, None);
    }

    #[test]
    fn inner_work_counts_against_the_outer_budget() {
        let outer = within(Budget::new(15, "u", "--outer"), || {
            within(Budget::new(100, "u", "--inner"), || spend(10))?;
            assert_eq!(spent(), 10);
            spend(10)
        });
        assert_eq!(outer.unwrap_err().flag, "--outer");
        let inner = within(Budget::new(100, "u", "--outer"), || {
            within(Budget::new(5, "u", "--inner"), || spend(10))
        });
        assert_eq!(inner.unwrap_err().flag, "--inner");
        assert_eq!(spent(), 0);
    }

    #[test]
    fn the_hook_hears_of_progress() {
        use std::rc::Rc;
        let heard = Rc::new(RefCell::new(Vec::new()));
        let ear = Rc::clone(&heard);
        set_progress_hook(Some(Box::new(move |spent, limit| {
            ear.borrow_mut().push((spent, limit))
        })));
        within(Budget::new(3 * PROGRESS_EVERY, "u", "--f"), || {
            charge(2 * PROGRESS_EVERY + 1)
        })
        .unwrap();
        set_progress_hook(None);
        assert_eq!(
            *heard.borrow(),
            vec![(2 * PROGRESS_EVERY + 1, Some(3 * PROGRESS_EVERY))]
        );
    }

    #[test]
    fn the_done_hook_hears_when_reported_work_ends() {
        use std::rc::Rc;
        let done = Rc::new(RefCell::new(0));
        let ear = Rc::clone(&done);
        set_progress_hook(Some(Box::new(|_, _| {})));
        set_done_hook(Some(Box::new(move || *ear.borrow_mut() += 1)));
        within(Budget::new(0, "u", "--f"), || spend(10)).unwrap();
        assert_eq!(*done.borrow(), 0, "too short to report");
        within(Budget::new(0, "u", "--f"), || {
            assert_eq!(current().map(|budget| budget.flag), Some("--f"));
            within(Budget::new(0, "u", "--inner"), || charge(PROGRESS_EVERY))?;
            assert_eq!(*done.borrow(), 0, "the outer work goes on");
            Ok(())
        })
        .unwrap();
        assert_eq!(*done.borrow(), 1);
        set_progress_hook(None);
        set_done_hook(None);
        assert_eq!(current(), None);
    }

    #[test]
    fn an_inner_budget_without_a_limit_still_stops_at_the_outer_one() {
        let outer = within(Budget::new(100, "u", "--outer"), || {
            within(Budget::new(0, "u", "--inner"), || spend(1000))
        });
        assert_eq!(outer.unwrap_err().flag, "--outer");
    }

    #[test]
    fn unmetered_work_counts_nowhere() {
        let result = within(Budget::new(5, "u", "--f"), || {
            unmetered(|| spend(100))?;
            assert_eq!(spent(), 0);
            spend(5)
        });
        assert_eq!(result, Ok(()));
    }

    #[test]
    fn the_refusal_names_its_flag() {
        let refused =
            within(Budget::new(7, "position-edges", "--max-work"), || spend(8)).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "this needs more than 7 position-edges of work; give a larger --max-work (0 for no limit)"
        );
    }
}
