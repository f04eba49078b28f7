//! The number search on one block of at most 64 edges, with positions as bit sets of the
//! block's edges: cutting an edge is a few word operations, each set of edges is decomposed into
//! blocks once (the decomposition is cached), numbers are fixed point in one word, and the
//! memo's keys are a vertex, a 64-bit set and the few labels, stored inline.

use std::collections::HashMap;

use dyadic::Dyadic;
use game::Player;
use game::hash::FastHash;

use super::TooHard;
use super::fixed::{self, Fixed, MAX_DAYS};
use super::part::Part;
use crate::Colour;

/// The most edges (and vertices) a block may have for this search.
pub(crate) const MAX_EDGES: usize = 64;

/// Labels inline when there are few (the usual case), so that keys rarely allocate; a given
/// list is always stored the same way, so the derived equality is equality of lists.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Labels {
    Inline(u8, [(u8, Fixed); 3]),
    Heap(Box<[(u8, Fixed)]>),
}

impl Labels {
    fn new(list: &[(u8, Fixed)]) -> Labels {
        if list.len() <= 3 {
            let mut inline = [(0, 0); 3];
            inline[..list.len()].copy_from_slice(list);
            Labels::Inline(list.len() as u8, inline)
        } else {
            Labels::Heap(list.into())
        }
    }

    fn as_slice(&self) -> &[(u8, Fixed)] {
        match self {
            Labels::Inline(length, inline) => &inline[..*length as usize],
            Labels::Heap(list) => list,
        }
    }
}

/// Whether `block` is small enough for this search: at most [`MAX_EDGES`] edges and vertices,
/// and few enough days (edges plus the labels' birthdays) for fixed point to be exact.
pub(crate) fn fits(block: &Part) -> bool {
    let days: u64 = block
        .labels
        .iter()
        .map(|label| u64::try_from(label.birthday()).unwrap_or(u64::MAX))
        .fold(block.edges.len() as u64, u64::saturating_add);
    block.edges.len() <= MAX_EDGES && block.vertices <= MAX_EDGES && days <= MAX_DAYS
}

/// A position of the search: a block hanging from `top`, its edges, and the numbers at its
/// vertices other than `top` (sorted by vertex, none zero).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum BlockKey {
    /// The block's shape (an interned canonical key) and how many labels, then up to two labels
    /// packed into words ([`pack`]): the common case, 24 bytes.
    Packed([u64; 3]),
    /// The shape and the labels, each at its vertex's place in the shape's canonical order.
    Full(u32, Box<[(u8, Fixed)]>),
}

impl BlockKey {
    /// The key of a block of shape `shape` with these labels (by canonical place, sorted),
    /// packed whenever it can be, so that equal keys are stored alike.
    fn new(shape: u32, labels: &[(u8, Fixed)]) -> BlockKey {
        if labels.len() <= 2 {
            let mut words = [u64::from(shape) | (labels.len() as u64) << 32, 0, 0];
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
/// odd numerator `m` (48 bits), if it fits.
fn pack(rank: u8, label: Fixed) -> Option<u64> {
    let exponent = 64u32.saturating_sub(label.trailing_zeros());
    let numerator = label >> (64 - exponent);
    let fits = (-(1i128 << 47)..(1i128 << 47)).contains(&numerator);
    fits.then(|| u64::from(rank) | u64::from(exponent) << 8 | ((numerator as i64 as u64) << 16))
}

/// A block to search: its memo key, and the block itself in the universe's numbering.
struct Need {
    key: BlockKey,
    top: u8,
    edges: u64,
    labels: Labels,
}

/// One block of a decomposition.
#[derive(Clone, Debug)]
struct Piece {
    top: u8,
    edges: u64,
    /// The block's vertices other than `top`.
    vertices: u64,
    /// For a single edge (a bridge or a loop): its colour and the vertex above it (`top` for a
    /// loop).
    single: Option<(Colour, u8)>,
    /// For a block of several edges: its shape, and each vertex's place in its canonical order.
    shape: u32,
    ranks: [u8; MAX_EDGES],
}

/// The blocks of the edges reached from a root, each after those hanging below it, and the
/// vertices reached.
#[derive(Debug)]
struct Decomposition {
    pieces: Vec<Piece>,
    reached: u64,
}

pub(crate) struct FastSearch {
    ends: Vec<(u8, u8)>,
    colours: Vec<Colour>,
    incident: Vec<u64>,
    decompositions: HashMap<(u8, u64), Decomposition, FastHash>,
    /// The shape and canonical order of each block met, by its top and edges.
    pieces: HashMap<(u8, u64), (u32, [u8; MAX_EDGES]), FastHash>,
    /// The shapes met, numbered.
    shapes: HashMap<super::key::Key, u32, FastHash>,
    /// For each shape, its symmetries other than the identity (as maps of canonical places),
    /// so that labels on symmetric vertices give one key.
    symmetries: Vec<Vec<[u8; MAX_EDGES]>>,
    memo: HashMap<BlockKey, Fixed, FastHash>,
    /// A number per vertex, all zero between uses.
    scratch: Vec<Fixed>,
    /// The vertices `scratch` holds numbers for, between uses empty.
    touched: Vec<u8>,
    /// A block's labels while its key is made, between uses empty.
    list: Vec<(u8, Fixed)>,
    /// The most positions to search before giving up.
    limit: usize,
}

struct Frame {
    key: BlockKey,
    top: u8,
    edges: u64,
    labels: Labels,
    /// The edges whose cutting is still to be tried.
    rest: u64,
    /// Which of the labels' moves is next, once every edge has been tried.
    label_move: usize,
    left: Option<Fixed>,
    right: Option<Fixed>,
}

impl Frame {
    fn new(need: Need) -> Frame {
        Frame {
            key: need.key,
            top: need.top,
            edges: need.edges,
            labels: need.labels,
            rest: need.edges,
            label_move: 0,
            left: None,
            right: None,
        }
    }
}

/// The `index`-th move in the labels (each label's Left move, then its Right move, where they
/// exist): who makes it and the labels after it.
fn label_move(labels: &Labels, index: usize) -> Option<(Player, Labels)> {
    let list = labels.as_slice();
    let moves = list.iter().enumerate().flat_map(|(at, &(_, label))| {
        let (left, right) = fixed::options(label);
        [(Player::Left, left), (Player::Right, right)]
            .into_iter()
            .filter_map(move |(player, option)| Some((at, player, option?)))
    });
    let (at, player, option) = moves.into_iter().nth(index)?;
    if list.len() <= 3 {
        // On the stack: the usual case.
        let mut changed = [(0u8, 0 as Fixed); 3];
        changed[..list.len()].copy_from_slice(list);
        changed[at].1 = option;
        let length = if option == 0 {
            changed.copy_within(at + 1..list.len(), at);
            list.len() - 1
        } else {
            list.len()
        };
        return Some((player, Labels::new(&changed[..length])));
    }
    let mut changed = list.to_vec();
    if option == 0 {
        changed.remove(at);
    } else {
        changed[at].1 = option;
    }
    Some((player, Labels::new(&changed)))
}

impl FastSearch {
    /// A search over the sub-positions of `block` (at most [`MAX_EDGES`] edges, standing on
    /// vertex 0).
    pub(crate) fn new(block: &Part) -> FastSearch {
        assert!(fits(block), "a block too large for the bit-set search");
        let mut incident = vec![0u64; block.vertices];
        for (index, edge) in block.edges.iter().enumerate() {
            incident[edge.from] |= 1 << index;
            incident[edge.to] |= 1 << index;
        }
        FastSearch {
            ends: block
                .edges
                .iter()
                .map(|e| (e.from as u8, e.to as u8))
                .collect(),
            colours: block.edges.iter().map(|e| e.colour).collect(),
            incident,
            decompositions: HashMap::default(),
            pieces: HashMap::default(),
            shapes: HashMap::default(),
            symmetries: Vec::new(),
            memo: HashMap::default(),
            scratch: vec![0; block.vertices],
            touched: Vec::new(),
            list: Vec::new(),
            limit: usize::MAX,
        }
    }

    /// How many positions have been searched.
    pub(crate) fn states(&self) -> usize {
        self.memo.len()
    }

    /// The value of the whole block.
    /// The search, giving up after `limit` positions.
    pub(crate) fn with_limit(block: &Part, limit: usize) -> FastSearch {
        FastSearch {
            limit,
            ..FastSearch::new(block)
        }
    }

    pub(crate) fn value(&mut self, block: &Part) -> Result<Dyadic, TooHard> {
        self.value_without(block, None)
    }

    /// The value of the whole block, or of the block after edge `cut` is cut (sharing the memo
    /// between calls: the options of a position are sub-positions of it).
    pub(crate) fn value_without(
        &mut self,
        block: &Part,
        cut: Option<usize>,
    ) -> Result<Dyadic, TooHard> {
        let mut all = if block.edges.len() == 64 {
            u64::MAX
        } else {
            (1u64 << block.edges.len()) - 1
        };
        if let Some(edge) = cut {
            all &= !(1 << edge);
        }
        let labels: Vec<(u8, Fixed)> = block
            .labels
            .iter()
            .enumerate()
            .filter(|(_, label)| !label.is_zero())
            .map(|(vertex, label)| {
                (
                    vertex as u8,
                    fixed::from_dyadic(label).expect("checked by `fits`"),
                )
            })
            .collect();
        let labels = Labels::new(&labels);
        loop {
            match self.normalise(0, all, &labels) {
                Ok(value) => return Ok(fixed::to_dyadic(value)),
                Err(need) => self.search(*need)?,
            }
        }
    }

    fn search(&mut self, need: Need) -> Result<(), TooHard> {
        let mut frames = vec![Frame::new(need)];
        while let Some(frame) = frames.last_mut() {
            // The next option: cut the lowest edge not yet tried, then the labels' moves.
            let (player, outcome) = if frame.rest != 0 {
                let edge = frame.rest.trailing_zeros();
                let player = match self.colours[edge as usize] {
                    Colour::Blue => Player::Left,
                    _ => Player::Right,
                };
                let edges = frame.edges & !(1 << edge);
                (player, self.normalise(frame.top, edges, &frame.labels))
            } else if let Some((player, labels)) = label_move(&frame.labels, frame.label_move) {
                (player, self.normalise(frame.top, frame.edges, &labels))
            } else {
                let value = fixed::simplest_between(frame.left, frame.right);
                let frame = frames.pop().expect("the loop's frame");
                self.memo.insert(frame.key, value);
                if self.memo.len() > self.limit {
                    return Err(TooHard {
                        positions: self.memo.len(),
                    });
                }
                continue;
            };
            match outcome {
                Ok(value) => {
                    let best = match player {
                        Player::Left => &mut frame.left,
                        Player::Right => &mut frame.right,
                    };
                    let better = best.is_none_or(|best| match player {
                        Player::Left => value > best,
                        Player::Right => value < best,
                    });
                    if better {
                        *best = Some(value);
                    }
                    if frame.rest != 0 {
                        frame.rest &= frame.rest - 1;
                    } else {
                        frame.label_move += 1;
                    }
                }
                Err(need) => frames.push(Frame::new(*need)),
            }
        }
        Ok(())
    }

    /// The value of the edges `edges` reached from `root`, with `labels` at vertices (those
    /// not reached are ignored), or the first block whose value is not known yet.
    fn normalise(&mut self, root: u8, edges: u64, labels: &Labels) -> Result<Fixed, Box<Need>> {
        self.decompose_once(root, edges);
        let decomposition = &self.decompositions[&(root, edges)];
        let scratch = &mut self.scratch;
        let memo = &self.memo;
        let mut touched = std::mem::take(&mut self.touched);
        for &(vertex, label) in labels.as_slice() {
            if decomposition.reached >> vertex & 1 == 1 {
                scratch[vertex as usize] = label;
                touched.push(vertex);
            }
        }
        let mut total: Fixed = 0;
        let mut result = Ok(());
        let mut list = std::mem::take(&mut self.list);
        for piece in &decomposition.pieces {
            let value = match piece.single {
                Some((colour, above)) => {
                    let x = if above == piece.top {
                        0
                    } else {
                        scratch[above as usize]
                    };
                    match colour {
                        Colour::Blue => fixed::under_blue(x),
                        _ => fixed::under_red(x),
                    }
                }
                None => {
                    list.clear();
                    list.extend(
                        touched
                            .iter()
                            .filter(|&&vertex| piece.vertices >> vertex & 1 == 1)
                            .map(|&vertex| (piece.ranks[vertex as usize], scratch[vertex as usize]))
                            .filter(|&(_, label)| label != 0),
                    );
                    list.sort_unstable_by_key(|&(rank, _)| rank);
                    least_image(&mut list, &self.symmetries[piece.shape as usize]);
                    let key = BlockKey::new(piece.shape, &list);
                    match memo.get(&key) {
                        Some(&value) => value,
                        None => {
                            let mut concrete: Vec<(u8, Fixed)> = touched
                                .iter()
                                .filter(|&&vertex| piece.vertices >> vertex & 1 == 1)
                                .map(|&vertex| (vertex, scratch[vertex as usize]))
                                .filter(|&(_, label)| label != 0)
                                .collect();
                            concrete.sort_unstable_by_key(|&(vertex, _)| vertex);
                            result = Err(Box::new(Need {
                                key,
                                top: piece.top,
                                edges: piece.edges,
                                labels: Labels::new(&concrete),
                            }));
                            break;
                        }
                    }
                }
            };
            if piece.top == root {
                total += value;
            } else {
                let top = piece.top as usize;
                if !touched.contains(&piece.top) {
                    touched.push(piece.top);
                }
                scratch[top] += value;
            }
        }
        for &vertex in &touched {
            scratch[vertex as usize] = 0;
        }
        touched.clear();
        self.touched = touched;
        list.clear();
        self.list = list;
        result.map(|()| total)
    }

    /// Makes sure the decomposition of `edges` from `root` is in the cache.
    fn decompose_once(&mut self, root: u8, edges: u64) {
        if self.decompositions.contains_key(&(root, edges)) {
            return;
        }
        let mut made = self.decompose(root, edges);
        for piece in made
            .pieces
            .iter_mut()
            .filter(|piece| piece.single.is_none())
        {
            let (shape, ranks) = self.shape(piece.top, piece.edges);
            piece.shape = shape;
            piece.ranks = ranks;
        }
        self.decompositions.insert((root, edges), made);
    }

    /// The interned shape of the block `edges` hanging from `top`, and the canonical place of
    /// each of its vertices.
    fn shape(&mut self, top: u8, edges: u64) -> (u32, [u8; MAX_EDGES]) {
        if let Some(&found) = self.pieces.get(&(top, edges)) {
            return found;
        }
        // The block as a part standing on vertex 0: `top` and 0 swap numbers.
        let swap = |vertex: u8| match vertex {
            v if v == top => 0,
            0 => top as usize,
            v => v as usize,
        };
        let mut part_edges = Vec::new();
        let mut rest = edges;
        while rest != 0 {
            let edge = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let (a, b) = self.ends[edge];
            part_edges.push(crate::Edge::new(swap(a), swap(b), self.colours[edge]));
        }
        let part = Part {
            vertices: self.incident.len(),
            edges: part_edges,
            labels: vec![Dyadic::zero(); self.incident.len()],
        };
        let (key, ranks, classes) = super::key::key_and_ranks(&part);
        let next = self.shapes.len() as u32;
        let shape = *self.shapes.entry(key).or_insert(next);
        if shape == next {
            self.symmetries.push(symmetries(&part, &ranks, &classes));
        }
        let mut placed = [0u8; MAX_EDGES];
        for (vertex, place) in placed.iter_mut().enumerate().take(self.incident.len()) {
            *place = ranks[swap(vertex as u8)] as u8;
        }
        self.pieces.insert((top, edges), (shape, placed));
        (shape, placed)
    }

    /// Tarjan's blocks of the edges reached from `root`, by an explicit stack.
    fn decompose(&self, root: u8, edges: u64) -> Decomposition {
        const UNSEEN: u8 = u8::MAX;
        let n = self.incident.len();
        let mut discovered = vec![UNSEEN; n];
        let mut low = vec![0u8; n];
        let mut parent_edge = vec![u8::MAX; n];
        let mut parent = vec![0u8; n];
        let mut edge_stack: Vec<u8> = Vec::new();
        let mut pieces = Vec::new();
        let mut reached: u64 = 1 << root;
        let mut time = 0u8;
        discovered[root as usize] = 0;
        // (vertex, edges at it still to look at)
        let mut stack: Vec<(u8, u64)> = vec![(root, self.incident[root as usize] & edges)];
        while let Some(&mut (vertex, ref mut rest)) = stack.last_mut() {
            if *rest != 0 {
                let edge = rest.trailing_zeros() as u8;
                *rest &= *rest - 1;
                if edge == parent_edge[vertex as usize] {
                    continue;
                }
                let (a, b) = self.ends[edge as usize];
                let other = if a == vertex { b } else { a };
                if other == vertex {
                    pieces.push(Piece {
                        top: vertex,
                        edges: 1 << edge,
                        vertices: 0,
                        single: Some((self.colours[edge as usize], vertex)),
                        shape: 0,
                        ranks: [0; MAX_EDGES],
                    });
                    continue;
                }
                let o = other as usize;
                if discovered[o] == UNSEEN {
                    time += 1;
                    discovered[o] = time;
                    low[o] = time;
                    parent_edge[o] = edge;
                    parent[o] = vertex;
                    reached |= 1 << other;
                    edge_stack.push(edge);
                    stack.push((other, self.incident[o] & edges));
                } else if discovered[o] < discovered[vertex as usize] {
                    edge_stack.push(edge);
                    low[vertex as usize] = low[vertex as usize].min(discovered[o]);
                }
            } else {
                stack.pop();
                if vertex == root {
                    continue;
                }
                let v = vertex as usize;
                let up = parent[v];
                low[up as usize] = low[up as usize].min(low[v]);
                if low[v] >= discovered[up as usize] {
                    let mut block: u64 = 0;
                    let mut vertices: u64 = 0;
                    let mut count = 0;
                    while let Some(edge) = edge_stack.pop() {
                        block |= 1 << edge;
                        count += 1;
                        let (a, b) = self.ends[edge as usize];
                        vertices |= (1 << a) | (1 << b);
                        if edge == parent_edge[v] {
                            break;
                        }
                    }
                    vertices &= !(1 << up);
                    let single =
                        (count == 1).then(|| (self.colours[parent_edge[v] as usize], vertex));
                    pieces.push(Piece {
                        top: up,
                        edges: block,
                        vertices,
                        single,
                        shape: 0,
                        ranks: [0; MAX_EDGES],
                    });
                }
            }
        }
        Decomposition { pieces, reached }
    }
}

/// The symmetries of a part (other than the identity), as maps of canonical places: found by
/// trying every way of matching vertices within their refinement classes, vertex 0 fixed.
/// Capped (at 32 symmetries and 20 000 steps): a key made with some of the symmetries is still
/// a key of an equal block, only fewer equal blocks then share it.
fn symmetries(part: &Part, ranks: &[u32], classes: &[u64]) -> Vec<[u8; MAX_EDGES]> {
    let n = part.vertices;
    let mut used = vec![false; n];
    for edge in &part.edges {
        used[edge.from] = true;
        used[edge.to] = true;
    }
    // Places of the vertices with edges (vertex 0 aside), and the class at each place.
    let mut class_at = vec![0u64; n];
    let mut places: Vec<usize> = Vec::new();
    for vertex in 1..n {
        class_at[ranks[vertex] as usize] = classes[vertex];
        if used[vertex] {
            places.push(ranks[vertex] as usize);
        }
    }
    let triples = |map: &[usize]| {
        let mut triples: Vec<(usize, usize, u8)> = part
            .edges
            .iter()
            .map(|edge| {
                let (a, b) = (map[ranks[edge.from] as usize], map[ranks[edge.to] as usize]);
                (a.min(b), a.max(b), edge.colour as u8)
            })
            .collect();
        triples.sort_unstable();
        triples
    };
    let identity: Vec<usize> = (0..n).collect();
    let original = triples(&identity);
    let mut found = Vec::new();
    let mut map = identity.clone();
    let mut taken = vec![false; n];
    let k = places.len();
    // choice[i]: the index in `places` of the image of places[i].
    let mut choice = vec![0usize; k];
    let (mut depth, mut from, mut steps) = (0, 0, 0);
    loop {
        steps += 1;
        if steps > 20_000 || found.len() >= 32 || k == 0 {
            break;
        }
        if depth == k {
            if map != identity && triples(&map) == original {
                let mut packed = [0u8; MAX_EDGES];
                for (place, image) in packed.iter_mut().zip(&map) {
                    *place = *image as u8;
                }
                found.push(packed);
            }
        } else {
            let target = places[depth];
            let candidate =
                (from..k).find(|&c| !taken[places[c]] && class_at[places[c]] == class_at[target]);
            if let Some(candidate) = candidate {
                taken[places[candidate]] = true;
                map[target] = places[candidate];
                choice[depth] = candidate;
                depth += 1;
                from = 0;
                continue;
            }
        }
        // Back up one level and try its next candidate.
        if depth == 0 {
            break;
        }
        depth -= 1;
        taken[places[choice[depth]]] = false;
        map[places[depth]] = places[depth];
        from = choice[depth] + 1;
    }
    found
}

/// Replaces `labels` (by place, sorted) with the least of its images under `symmetries`, so that
/// labels on symmetric vertices give one key. Short lists (the usual case) are moved on the stack.
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
