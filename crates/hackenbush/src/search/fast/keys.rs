//! Memo keys: a block's shape and its labels, packed into words when they fit.

use std::borrow::Borrow;
use std::collections::HashSet;
use std::hash::{Hash, Hasher};

use game::hash::FastHash;

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
#[derive(Clone, Debug, Eq)]
pub(super) enum BlockKey {
    /// The block's shape (an interned canonical key) and how many labels, then up to
    /// [`PACKED`] labels packed into words ([`pack`]), sorted, unused words zero: the common
    /// case.
    Packed([u64; PACKED + 1]),
    /// The shape and the labels, each at its vertex's place in the shape's canonical order.
    Full(u32, Box<[(u8, Fixed)]>),
}

impl PartialEq for BlockKey {
    fn eq(&self, other: &BlockKey) -> bool {
        // Word by word: the derived equality calls `memcmp` for the packed words.
        match (self, other) {
            (BlockKey::Packed(a), BlockKey::Packed(b)) => a.iter().zip(b).all(|(x, y)| x == y),
            (BlockKey::Full(shape, labels), BlockKey::Full(other_shape, other_labels)) => {
                shape == other_shape && labels == other_labels
            }
            _ => false,
        }
    }
}

impl Hash for BlockKey {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // A word at a time: the derived hash writes the packed words as bytes.
        match self {
            BlockKey::Packed(words) => words.iter().for_each(|&word| state.write_u64(word)),
            BlockKey::Full(shape, labels) => {
                state.write_u64(u64::MAX);
                state.write_u32(*shape);
                labels.hash(state);
            }
        }
    }
}

impl BlockKey {
    /// The key of a block of shape `shape` (with these `symmetries`) and the labels `labels`
    /// (by vertex, none zero), `places` giving each vertex's place in the shape's canonical
    /// order: the labels at their places, in their least image under the symmetries, packed
    /// into words whenever they can be, so that equal keys are made alike; `spare` is room for
    /// the labels by place when they cannot be.
    pub(super) fn of_vertices(
        shape: u32,
        labels: &[(u8, Fixed)],
        places: &[u8; MAX_EDGES],
        symmetries: &[[u8; MAX_EDGES]],
        spare: &mut Vec<(u8, Fixed)>,
    ) -> BlockKey {
        if labels.len() <= PACKED {
            let mut words = [0; PACKED + 1];
            words[0] = u64::from(shape) | (labels.len() as u64) << 32;
            let packed = &mut words[1..=labels.len()];
            let fits = labels
                .iter()
                .zip(packed.iter_mut())
                .all(|(&(vertex, label), word)| {
                    pack(places[vertex as usize], label)
                        .map(|w| *word = w)
                        .is_some()
                });
            if fits {
                least_packed_image(packed, symmetries);
                return BlockKey::Packed(words);
            }
        }
        spare.clear();
        spare.extend(
            labels
                .iter()
                .map(|&(vertex, label)| (places[vertex as usize], label)),
        );
        spare.sort_unstable_by_key(|&(place, _)| place);
        least_image(spare, symmetries);
        BlockKey::Full(shape, spare.as_slice().into())
    }
}

/// A label in one word: its place in the top 8 bits (so that sorting words sorts by place),
/// then the exponent `k` of `x = m / 2^k` (8 bits) and the odd numerator `m` (48 bits), if it
/// fits; a game's code (see [`GAME`]) as exponent 255 and its index.
fn pack(place: u8, label: Fixed) -> Option<u64> {
    let place = u64::from(place) << 56;
    if is_game(label) {
        // A game's code: its index, with an exponent no number has.
        let index = u64::try_from(label - GAME).ok().filter(|&i| i < 1 << 48)?;
        return Some(place | 0xFF << 48 | index);
    }
    let exponent = 64u32.saturating_sub(label.trailing_zeros());
    let numerator = label >> (64 - exponent);
    let fits = (-(1i128 << 47)..(1i128 << 47)).contains(&numerator);
    fits.then(|| place | u64::from(exponent) << 48 | (numerator as i64 as u64) & ((1 << 48) - 1))
}

/// Sorts the packed labels `words` and replaces them with the least of their images under
/// `symmetries` (each moving places), so that labels on symmetric vertices give one key.
fn least_packed_image(words: &mut [u64], symmetries: &[[u8; MAX_EDGES]]) {
    const PLACE: u64 = 0xFF << 56;
    words.sort_unstable();
    for map in symmetries {
        let mut moved = [0u64; PACKED];
        let moved = &mut moved[..words.len()];
        for (slot, &word) in moved.iter_mut().zip(words.iter()) {
            *slot = u64::from(map[(word >> 56) as usize]) << 56 | (word & !PLACE);
        }
        moved.sort_unstable();
        if *moved < *words {
            words.copy_from_slice(moved);
        }
    }
}

/// Replaces `labels` (by place, sorted) with the least of their images under `symmetries`, so
/// that labels on symmetric vertices give one key; for lists that do not pack into words.
/// Long lists are left as they are (a key less shared, never a wrong one).
fn least_image(labels: &mut [(u8, Fixed)], symmetries: &[[u8; MAX_EDGES]]) {
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

/// The values of positions by key. Each entry (a key and its value) is one cache line, aligned
/// as one: a look-up in a table far larger than the caches then misses once at the entry, where
/// an entry straddling two lines would miss twice.
#[derive(Default)]
pub(super) struct Memo {
    entries: HashSet<Entry, FastHash>,
}

#[repr(align(64))]
struct Entry {
    key: BlockKey,
    value: Fixed,
}

impl PartialEq for Entry {
    fn eq(&self, other: &Entry) -> bool {
        self.key == other.key
    }
}

impl Eq for Entry {}

impl Hash for Entry {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key.hash(state);
    }
}

impl Borrow<BlockKey> for Entry {
    fn borrow(&self) -> &BlockKey {
        &self.key
    }
}

impl Memo {
    pub(super) fn get(&self, key: &BlockKey) -> Option<Fixed> {
        self.entries.get(key).map(|entry| entry.value)
    }

    pub(super) fn insert(&mut self, key: BlockKey, value: Fixed) {
        self.entries.replace(Entry { key, value });
    }

    pub(super) fn len(&self) -> usize {
        self.entries.len()
    }
}
