//! The arena every canonical game lives in: each game is stored once (hash-consed) and named by a
//! small integer, so that equal games have equal ids and every sub-game is shared.

use std::cell::Cell;
use std::collections::HashMap;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use dyadic::Dyadic;

use game::budget::OverBudget;
use game::hash::FastHash;

use super::nus::Nus;

/// The id of a game in the arena.
pub(crate) type Id = u32;

/// A step of work that the budget may refuse ([`game::budget`]): nothing half-done is cached.
/// The error is empty, so that results stay as small as the values they carry; the refusal's
/// details wait in [`refusal`].
pub(crate) type Work<T> = Result<T, Refused>;

/// The budget refused some work; [`refusal`] says which limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Refused;

thread_local! {
    /// The details of the last refusal on this thread.
    static LAST_REFUSAL: Cell<Option<OverBudget>> = const { Cell::new(None) };
}

/// Spends `units` of work from the budget ([`game::budget::charge`]), keeping the details of a
/// refusal for [`refusal`].
#[inline]
pub(crate) fn charge(units: u64) -> Work<()> {
    game::budget::charge(units).map_err(|refused| {
        LAST_REFUSAL.with(|last| last.set(Some(refused)));
        Refused
    })
}

/// The details of the last refusal on this thread.
pub(crate) fn refusal() -> OverBudget {
    LAST_REFUSAL.with(Cell::get).unwrap_or(OverBudget {
        limit: 0,
        unit: "option pairs",
        flag: "",
    })
}

/// A game's options, shared cheaply while the arena is being changed.
pub(crate) type Options = Arc<[Id]>;

/// One stored game.
pub(crate) struct Node {
    /// The closed form, for a game of the form `x + n·↑ + *m`.
    pub(crate) nus: Option<Nus>,
    /// The canonical options, sorted by id; worked out on demand for closed forms.
    pub(crate) options: Option<(Options, Options)>,
    /// The negative, once known.
    pub(crate) negative: Option<Id>,
    /// The left and right stops, once known.
    pub(crate) stops: Option<(Dyadic, Dyadic)>,
    /// The length of the game's text (of what goes between its braces, if it has them) and the
    /// bars between its sides, once known: see `Arena::printed_len`.
    pub(crate) printed: Option<(u64, usize)>,
}

/// A map keyed by small integers (ids), with the fast hash.
pub(crate) type FastMap<K, V> = HashMap<K, V, FastHash>;

/// All canonical games made so far, and the caches of the operations on them.
pub(crate) struct Arena {
    pub(crate) nodes: Vec<Node>,
    by_nus: FastMap<Nus, Id>,
    by_options: FastMap<(Options, Options), Id>,
    pub(crate) sums: FastMap<(Id, Id), Id>,
    pub(crate) leqs: FastMap<(Id, Id), bool>,
}

/// How many threads are inside [`super::without_closed_forms`].
static THREADS_WITHOUT_SHORTCUTS: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// Whether this thread is inside [`super::without_closed_forms`].
    static NO_SHORTCUTS: Cell<bool> = const { Cell::new(false) };
}

/// Whether closed forms and the other shortcuts are used in this thread (switched off only by
/// tests, which check them against the general algorithm; other threads are not affected).
#[inline]
pub(crate) fn shortcuts() -> bool {
    THREADS_WITHOUT_SHORTCUTS.load(Ordering::Relaxed) == 0 || !NO_SHORTCUTS.with(Cell::get)
}

/// Switches the shortcuts off or back on for this thread.
pub(crate) fn set_shortcuts(on: bool) {
    if NO_SHORTCUTS.with(|off| off.replace(!on)) == on {
        if on {
            THREADS_WITHOUT_SHORTCUTS.fetch_sub(1, Ordering::Relaxed);
        } else {
            THREADS_WITHOUT_SHORTCUTS.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// The id of zero, the first game stored.
pub(crate) const ZERO: Id = 0;

/// The arena of the whole program, made on first use. One lock is taken per public operation
/// (a sum of many terms takes it once).
static ARENA: Mutex<Option<Arena>> = Mutex::new(None);

/// Runs `work` on the arena, locked. `work` must not use the public API of canonical forms,
/// which would lock it again.
///
/// A panic while it was locked (an up multiple that overflows, say) leaves the arena
/// consistent, as every change is a push or an insert of a finished value; so a poisoned lock
/// is simply taken.
pub(crate) fn with_arena<R>(work: impl FnOnce(&mut Arena) -> R) -> R {
    let mut guard = ARENA
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    work(guard.get_or_insert_with(Arena::new))
}

impl Arena {
    /// Forgets every cached sum, comparison and negative (the games themselves stay).
    pub(crate) fn clear_caches(&mut self) {
        self.sums.clear();
        self.leqs.clear();
        for node in &mut self.nodes {
            node.negative = None;
        }
    }

    fn new() -> Arena {
        let mut arena = Arena {
            nodes: Vec::new(),
            by_nus: FastMap::default(),
            by_options: FastMap::default(),
            sums: FastMap::default(),
            leqs: FastMap::default(),
        };
        let zero = arena.nus_id(Nus::zero());
        debug_assert_eq!(zero, ZERO);
        arena
    }

    /// The id of the game `x + n·↑ + *m`.
    pub(crate) fn nus_id(&mut self, nus: Nus) -> Id {
        if let Some(&id) = self.by_nus.get(&nus) {
            return id;
        }
        let id = self.push(Node {
            nus: Some(nus.clone()),
            options: None,
            negative: None,
            stops: None,
            printed: None,
        });
        self.by_nus.insert(nus, id);
        id
    }

    /// The id of the game with these canonical options, sorted by id and without repeats.
    pub(crate) fn options_id(&mut self, left: Vec<Id>, right: Vec<Id>) -> Id {
        if let Some(nus) = self.recognise(&left, &right) {
            return self.nus_id(nus);
        }
        let key: (Options, Options) = (left.into(), right.into());
        if let Some(&id) = self.by_options.get(&key) {
            return id;
        }
        let id = self.push(Node {
            nus: None,
            options: Some(key.clone()),
            negative: None,
            stops: None,
            printed: None,
        });
        self.by_options.insert(key, id);
        id
    }

    fn push(&mut self, node: Node) -> Id {
        let id = Id::try_from(self.nodes.len()).expect("fewer than 2^32 games in the arena");
        self.nodes.push(node);
        id
    }

    pub(crate) fn nus(&self, id: Id) -> Option<&Nus> {
        self.nodes[id as usize].nus.as_ref()
    }

    /// The number `id` is, if it is one.
    pub(crate) fn number(&self, id: Id) -> Option<&Dyadic> {
        self.nus(id)
            .filter(|nus| nus.is_number())
            .map(|nus| &nus.number)
    }

    /// Left's and Right's canonical options, sorted by id. Only for games whose options are
    /// few (every game but a large nimber): outside a budget this cannot be refused, and the
    /// options of `*n` take memory in proportion to `n`.
    pub(crate) fn options(&mut self, id: Id) -> (Options, Options) {
        match self.try_options(id) {
            Ok(options) => options,
            Err(_) => (Options::from([]), Options::from([])),
        }
    }

    /// Left's and Right's canonical options, sorted by id, charged to the budget before a
    /// closed form's options are made.
    pub(crate) fn try_options(&mut self, id: Id) -> Work<(Options, Options)> {
        if let Some(options) = &self.nodes[id as usize].options {
            return Ok(options.clone());
        }
        let nus = self.nodes[id as usize].nus.clone().expect("a closed form");
        charge(nus.option_count())?;
        let (left, right) = nus.options();
        let mut ids = |games: Vec<Nus>| {
            let mut ids: Vec<Id> = games.into_iter().map(|game| self.nus_id(game)).collect();
            ids.sort_unstable();
            Options::from(ids)
        };
        let options = (ids(left), ids(right));
        self.nodes[id as usize].options = Some(options.clone());
        Ok(options)
    }

    pub(crate) fn left(&mut self, id: Id) -> Work<Options> {
        Ok(self.try_options(id)?.0)
    }

    pub(crate) fn right(&mut self, id: Id) -> Work<Options> {
        Ok(self.try_options(id)?.1)
    }

    /// The closed form of the game with these canonical options, if it has one.
    ///
    /// Each shape of option lists suggests one candidate; the candidate is accepted only if its
    /// own canonical options are exactly these, so a wrong guess costs time, never correctness.
    fn recognise(&mut self, left: &[Id], right: &[Id]) -> Option<Nus> {
        let number = |arena: &Arena, id: Id| arena.number(id).cloned();
        let candidate = match (left, right) {
            ([], []) => Some(Nus::zero()),
            ([first, ..], _) if left == right => Some(Nus {
                number: self.nus(*first)?.number.clone(),
                ups: 0,
                nim: left.len() as u64,
            }),
            ([], [r]) => {
                let r = number(self, *r)?;
                Some(Nus::number(Dyadic::simplest_between(None, Some(&r))?))
            }
            ([l], []) => {
                let l = number(self, *l)?;
                Some(Nus::number(Dyadic::simplest_between(Some(&l), None)?))
            }
            ([l], [r]) => match (self.nus(*l).cloned()?, self.nus(*r).cloned()?) {
                (l, r) if l.is_number() && r.is_number() => Some(Nus::number(
                    Dyadic::simplest_between(Some(&l.number), Some(&r.number))?,
                )),
                (l, r) if l.is_number() && r.number == l.number && r.ups >= 0 => Some(Nus {
                    number: l.number,
                    ups: r.ups.checked_add(1)?,
                    nim: r.nim ^ 1,
                }),
                (l, r) if r.is_number() && l.number == r.number && l.ups <= 0 => Some(Nus {
                    number: r.number,
                    ups: l.ups.checked_sub(1)?,
                    nim: l.nim ^ 1,
                }),
                _ => None,
            },
            ([_, _], [r]) => Some(Nus {
                number: number(self, *r)?,
                ups: 1,
                nim: 1,
            }),
            ([l], [_, _]) => Some(Nus {
                number: number(self, *l)?,
                ups: -1,
                nim: 1,
            }),
            _ => None,
        }?;
        let (candidate_left, candidate_right) = candidate.options();
        let same = |arena: &mut Arena, ids: &[Id], games: Vec<Nus>| {
            ids.len() == games.len() && {
                // Look the candidate's options up without storing them: most guesses succeed,
                // but a failed one should leave nothing behind.
                let mut found: Vec<Id> = Vec::with_capacity(games.len());
                for game in &games {
                    match arena.by_nus.get(game) {
                        Some(&id) => found.push(id),
                        None => return false,
                    }
                }
                found.sort_unstable();
                found == ids
            }
        };
        (same(self, left, candidate_left) && same(self, right, candidate_right))
            .then_some(candidate)
    }
}

impl From<Refused> for OverBudget {
    /// The details of the refusal ([`refusal`]).
    fn from(_: Refused) -> OverBudget {
        refusal()
    }
}
