//! Memo keys: a block's shape and its labels, packed into words when they fit.

use super::MAX_EDGES;
use crate::search::fixed::{Fixed, GAME, is_game};

/// Labels inline when there are few (the usual case), so that keys rarely allocate; a given
/// list is always stored the same way, so the derived equality is equality of lists.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum Labels {
    Inline(u8, [(u8, Fixed); 3]),
    Heap(Box<[(u8, Fixed)]>),
}

impl Labels {
    pub(super) fn new(list: &[(u8, Fixed)]) -> Labels {
        if list.len() <= 3 {
            let mut inline = [(0, 0); 3];
            inline[..list.len()].copy_from_slice(list);
            Labels::Inline(list.len() as u8, inline)
        } else {
            Labels::Heap(list.into())
        }
    }

    pub(super) fn as_slice(&self) -> &[(u8, Fixed)] {
        match self {
            Labels::Inline(length, inline) => &inline[..*length as usize],
            Labels::Heap(list) => list,
        }
    }
}

/// How many labels a key holds in words, without allocating: most positions have at most four.
const PACKED: usize = 4;

/// A position of the search: a block hanging from `top`, its edges, and the numbers at its
/// vertices other than `top` (sorted by vertex, none zero).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum BlockKey {
    /// The block's shape (an interned canonical key) and how many labels, then up to
    /// [`PACKED`] labels packed into words ([`pack`]), unused words zero: the common case.
    Packed([u64; PACKED + 1]),
    /// The shape and the labels, each at its vertex's place in the shape's canonical order.
    Full(u32, Box<[(u8, Fixed)]>),
}

impl BlockKey {
    /// The key of a block of shape `shape` with these labels (by canonical place, sorted),
    /// packed whenever it can be, so that equal keys are stored alike.
    pub(super) fn new(shape: u32, labels: &[(u8, Fixed)]) -> BlockKey {
        if labels.len() <= PACKED {
            let mut words = [0; PACKED + 1];
            words[0] = u64::from(shape) | (labels.len() as u64) << 32;
            if labels
                .iter()
                .zip(&mut words[1..])
                .all(|(&(rank, label), word)| {
                    pack(rank, label).map(|packed| *word = packed).is_some()
                })
            {
                return BlockKey::Packed(words);
            }
        }
        BlockKey::Full(shape, labels.into())
    }
}

/// A label in one word: its place (8 bits), the exponent `k` of `x = m / 2^k` (8 bits) and the
/// odd numerator `m` (48 bits), if it fits; a game's code (see [`GAME`]) as exponent 255 and its
/// index.
pub(super) fn pack(rank: u8, label: Fixed) -> Option<u64> {
    if is_game(label) {
        // A game's code: its index, with an exponent no number has.
        let index = u64::try_from(label - GAME).ok().filter(|&i| i < 1 << 47)?;
        return Some(u64::from(rank) | 0xFF << 8 | index << 16);
    }
    let exponent = 64u32.saturating_sub(label.trailing_zeros());
    let numerator = label >> (64 - exponent);
    let fits = (-(1i128 << 47)..(1i128 << 47)).contains(&numerator);
    fits.then(|| u64::from(rank) | u64::from(exponent) << 8 | ((numerator as i64 as u64) << 16))
}

/// Replaces `labels` (by place, sorted) with the least of its images under `symmetries`, so that
/// labels on symmetric vertices give one key. Short lists (the usual case) are moved on the stack.
pub(super) fn least_image(labels: &mut [(u8, Fixed)], symmetries: &[[u8; MAX_EDGES]]) {
    const SHORT: usize = 8;
    if labels.is_empty() || symmetries.is_empty() || labels.len() > SHORT {
        return;
    }
    let length = labels.len();
    let mut best = [(0u8, 0 as Fixed); SHORT];
    best[..length].copy_from_slice(labels);
    for map in symmetries {
        let mut moved = [(0u8, 0 as Fixed); SHORT];
        for (slot, &(place, x)) in moved.iter_mut().zip(labels.iter()) {
            *slot = (map[place as usize], x);
        }
        moved[..length].sort_unstable_by_key(|&(place, _)| place);
        if moved[..length] < best[..length] {
            best = moved;
        }
    }
    labels.copy_from_slice(&best[..length]);
}
