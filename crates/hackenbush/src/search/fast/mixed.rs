//! The bit-set search for a component of at most 64 edges that mixes green edges with red or
//! blue ones: positions are sets of the component's edges with a value at each vertex, as in
//! the number search, but valued as canonical forms.
//!
//! Whatever hangs from a vertex other than the root by that vertex alone is replaced by its
//! value, a *label* at the vertex: a game placed there, which either player may move in while
//! the vertex stays joined to the ground and which falls with it. This is the colon principle
//! in general: two parts of equal value hanging at a vertex give equal pictures, since in their
//! difference the second player answers a move outside the two parts by its mirror image (so
//! the vertex and its image fall together) and a move in them by the second player's winning
//! reply in their difference; the argument uses only that a part's moves leave the rest alone
//! and that it falls with its vertex, so it holds for any games placed there, the value itself
//! included. Parts at one vertex are a sum that falls together, so their values add. A
//! red-blue part is worth a number, so its label is a number (kept in fixed point, as the
//! number search keeps it); any other part's is a game ([`Games`] gives each game met a code).
//! So each set of edges is cut into blocks once (cached), the blocks are valued from the top
//! down, each adding its value to the label of the vertex it hangs from, and a position of the
//! search is a single block standing on its root with labels at its other vertices, identified
//! up to renumbering (its shape, and the labels at canonical places, as the number search keys
//! its blocks). Red-blue blocks with numbers above are valued by the number search's memo.
//!
//! So are red-blue blocks whose labels are numbers plus nimbers, `xᵢ + *nᵢ`. Any red-blue
//! picture standing on a vertex, with such labels at its other vertices, is worth `y + *N`,
//! where `y` is the number it is worth with the labels `xᵢ` and `N` the nim-sum of the `nᵢ`
//! (proved in the crate's README, under Findings). By induction on the position: a cut, or a
//! move in a number label, leads to a smaller such picture, worth `y' + *a` (the nimbers whose
//! vertices fell are gone), where `y'` is the value of a Left option of the picture labelled
//! `xᵢ`, a game equal to `y`, so `y' ⧏ y` and, both being numbers, `y' < y` (for Right's,
//! `y' > y`); a move in a nimber leads to `y + *m`, for `m` the nim-sum of the heaps after one
//! move of Nim from heaps `nᵢ`; call the set of these `S`. When some `nᵢ` is not zero `S` is not
//! empty, and `y + *m - (y' + *a) = (y - y') + *(m ⊕ a) > 0`, so every option of the first kind
//! is dominated and the picture is `{y + *S | y + *S}`; `mex S = N` (Bouton: `S` holds every
//! `m < N` and not `N`). If `N ≠ 0`, `{*S | *S} = *N` is not a number, and number translation
//! gives `y + *N`. If `N = 0`, the second player wins the picture minus `y`: a move to
//! `y + *m - y = *m` is answered by moving `*m` to `0`, and Left's move in `-y`, to `-y^R`, by
//! moving the picture to some `y + *m`, leaving `(y - y^R) + *m < 0` (Right's likewise leaves a
//! positive game; a side on which `y` has no option has no such move). With green edges it
//! fails: a green edge with `*` above is `*2`, not `* + * = 0`.

use std::collections::HashMap;
use std::rc::Rc;

use canonical::CanonicalForm;
use game::Player;
use game::budget::{self, OverBudget};
use game::hash::FastHash;

use super::blocks::Piece;
use super::keys::{BlockKey, Labels, Memo};
use super::{FastSearch, MAX_EDGES, Need, Shared};
use crate::Colour;
use crate::search::fixed::{self, Fixed, GAME, is_game};
use crate::search::part::Part;

/// What the searches of different components share: the number search's shapes and values,
/// the codes of the games met, and the values of mixed blocks by shape and labels.
#[derive(Default)]
pub(crate) struct MixedShared {
    numbers: Shared,
    memo: Memo,
    games: Games,
}

/// The values met, each as a *code*: a number as itself in fixed point, any other game as
/// [`GAME`](fixed::GAME) plus its index here (far below every number the search can reach), so that a label
/// is one word whichever it is, and equal values have equal codes.
#[derive(Default)]
struct Games {
    forms: Vec<CanonicalForm>,
    codes: HashMap<CanonicalForm, Fixed, FastHash>,
    /// Each game's moves as codes (Left's, then Right's), made when first asked for.
    moves: Vec<Option<Moves>>,
    numbers: HashMap<Fixed, CanonicalForm, FastHash>,
    /// Sums of labels met, the lesser code first.
    sums: HashMap<(Fixed, Fixed), Fixed, FastHash>,
    /// The codes of the nimbers met, by size (a look-up here, where making `*n` asks the
    /// canonical forms' arena).
    nimbers: HashMap<u64, Fixed, FastHash>,
    /// Each game's number and nimber (a number's code and `n` for `x + *n`), if it is their
    /// sum, made when first asked for.
    splits: Vec<Option<Option<(Fixed, u64)>>>,
}

impl Games {
    fn code(&mut self, value: CanonicalForm) -> Fixed {
        if let Some(&code) = self.codes.get(&value) {
            return code;
        }
        let code = match value.as_number() {
            // A number a search reaches is born by its 62nd day (`fits`): it fits fixed point.
            Some(number) => fixed::from_dyadic(&number).expect("checked by `fits`"),
            None => {
                self.forms.push(value);
                self.moves.push(None);
                self.splits.push(None);
                GAME + (self.forms.len() as Fixed - 1)
            }
        };
        self.codes.insert(value, code);
        code
    }

    fn form(&mut self, code: Fixed) -> CanonicalForm {
        if is_game(code) {
            self.forms[(code - GAME) as usize]
        } else {
            *self
                .numbers
                .entry(code)
                .or_insert_with(|| CanonicalForm::number(fixed::to_dyadic(code)))
        }
    }

    /// The value of two labels at one vertex.
    fn add(&mut self, a: Fixed, b: Fixed) -> Result<Fixed, OverBudget> {
        if !is_game(a) && !is_game(b) {
            return Ok(a + b);
        }
        if a == 0 || b == 0 {
            return Ok(a | b);
        }
        let pair = (a.min(b), a.max(b));
        if let Some(&sum) = self.sums.get(&pair) {
            return Ok(sum);
        }
        let (a_form, b_form) = (self.form(a), self.form(b));
        let sum = canonical(|| a_form.try_add(&b_form))?;
        let sum = self.code(sum);
        self.sums.insert(pair, sum);
        Ok(sum)
    }

    /// The number `x` (as a code) and the nimber `n` of a game that is `x + *n`.
    fn split(&mut self, code: Fixed) -> Option<(Fixed, u64)> {
        let index = (code - GAME) as usize;
        if let Some(split) = self.splits[index] {
            return split;
        }
        let split = self.forms[index]
            .as_number_plus_nimber()
            .and_then(|(number, nimber)| Some((fixed::from_dyadic(&number)?, nimber)));
        self.splits[index] = Some(split);
        split
    }

    /// The code of the nimber `*n`.
    fn nimber(&mut self, n: u64) -> Fixed {
        if let Some(&code) = self.nimbers.get(&n) {
            return code;
        }
        let code = self.code(CanonicalForm::nimber(n));
        self.nimbers.insert(n, code);
        code
    }

    /// The moves of a label: a number's canonical ones, a game's options.
    fn moves(&mut self, code: Fixed) -> Moves {
        if !is_game(code) {
            let (left, right) = fixed::options(code);
            let left = left.map(|x| (Player::Left, x));
            let right = right.map(|x| (Player::Right, x));
            return left.into_iter().chain(right).collect();
        }
        let index = (code - GAME) as usize;
        if let Some(moves) = &self.moves[index] {
            return moves.clone();
        }
        let form = self.forms[index];
        let mut moves = Vec::new();
        for (player, options) in [
            (Player::Left, form.left_options()),
            (Player::Right, form.right_options()),
        ] {
            for option in options {
                moves.push((player, self.code(option)));
            }
        }
        let moves: Moves = moves.into();
        self.moves[index] = Some(moves.clone());
        moves
    }
}

/// What a unit of the canonical forms' work (a pair of options compared, a sum of options
/// made) weighs here, in position-edges: on a random 60-edge picture in three colours, where
/// half the time goes on comparing canonical forms, a unit of theirs takes about twice as long
/// as one of this search, so that one limit stands for about the same time on either kind of
/// picture.
const CANONICAL_WEIGHT: u64 = 2;

/// `work` on canonical forms, its units charged at [`CANONICAL_WEIGHT`].
fn canonical<R>(work: impl FnOnce() -> Result<R, OverBudget>) -> Result<R, OverBudget> {
    let before = budget::spent();
    let result = work()?;
    let spent = budget::spent().saturating_sub(before);
    budget::charge((CANONICAL_WEIGHT - 1).saturating_mul(spent))?;
    Ok(result)
}

/// The moves of a label: who makes each, and the label after it.
type Moves = Box<[(Player, Fixed)]>;

/// A mixed block still to value: its key, its root and edges, and its labels (by vertex).
struct Wanted {
    key: BlockKey,
    root: u8,
    edges: u64,
    labels: Labels,
}

/// A block being searched, its options made one at a time.
struct Frame {
    key: BlockKey,
    root: u8,
    edges: u64,
    labels: Labels,
    /// The edges whose cutting is still to be tried.
    rest: u64,
    /// The moves in the labels (who makes it, the labels after it), tried after the edges.
    label_moves: Vec<(Player, Labels)>,
    left: Options,
    right: Options,
}

/// One player's options so far, as codes: the games, and of the numbers only the best (any
/// other number is dominated by it, numbers being totally ordered).
#[derive(Default)]
struct Options {
    games: Vec<Fixed>,
    number: Option<Fixed>,
}

impl Options {
    fn push(&mut self, player: Player, code: Fixed) {
        if is_game(code) {
            if !self.games.contains(&code) {
                self.games.push(code);
            }
        } else {
            let better = self.number.is_none_or(|best| match player {
                Player::Left => code > best,
                Player::Right => code < best,
            });
            if better {
                self.number = Some(code);
            }
        }
    }

    fn len(&self) -> usize {
        self.games.len() + usize::from(self.number.is_some())
    }

    fn forms(&self, games: &mut Games) -> Vec<CanonicalForm> {
        let codes = self.games.iter().chain(&self.number);
        codes.map(|&code| games.form(code)).collect()
    }
}

/// How a set of edges falls apart from a root: its blocks (each after those hanging above it,
/// each with its shape and canonical places) and the vertices reached.
struct Plan {
    reached: u64,
    pieces: Rc<[Piece]>,
}

enum Step {
    Done(Fixed),
    Need(Box<Wanted>),
}

/// The search of one component (the universe of its edges).
pub(crate) struct MixedFast {
    fast: FastSearch,
    memo: Memo,
    games: Games,
    /// The green edges.
    green: u64,
    /// How each set of edges met falls apart, by root and edges.
    plans: HashMap<(u8, u64), Plan, FastHash>,
    /// A label per vertex, all zero between uses (the number search has its own).
    scratch: Vec<Fixed>,
    /// Labels by vertex, and by canonical place, while a key is made.
    list: Vec<(u8, Fixed)>,
    placed: Vec<(u8, Fixed)>,
}

impl MixedFast {
    /// The value of `component` (at most [`MAX_EDGES`] edges, standing on vertex 0, fitting
    /// [`super::fits`]), carrying on with what earlier searches found.
    pub(crate) fn value(
        component: &Part,
        shared: &mut MixedShared,
    ) -> Result<CanonicalForm, OverBudget> {
        // Setting up the search of a component: its tables, its blocks and their shapes.
        budget::charge(4 * component.edges.len() as u64)?;
        let numbers = std::mem::take(&mut shared.numbers);
        let mut search = MixedFast {
            fast: FastSearch::sharing(component, numbers),
            memo: std::mem::take(&mut shared.memo),
            games: std::mem::take(&mut shared.games),
            green: component
                .edges
                .iter()
                .enumerate()
                .filter(|(_, edge)| edge.colour == Colour::Green)
                .fold(0, |set, (index, _)| set | 1 << index),
            plans: HashMap::default(),
            scratch: vec![0; component.vertices],
            list: Vec::new(),
            placed: Vec::new(),
        };
        let all = if component.edges.len() == MAX_EDGES {
            u64::MAX
        } else {
            (1u64 << component.edges.len()) - 1
        };
        let labels: Vec<(u8, Fixed)> = component
            .labels
            .iter()
            .enumerate()
            .filter(|(_, label)| !label.is_zero())
            .map(|(vertex, label)| {
                let label = fixed::from_dyadic(label).expect("checked by `fits`");
                (vertex as u8, label)
            })
            .collect();
        let value = loop {
            match search.normalise(0, all, &labels, 0) {
                Ok(Step::Done(code)) => break Ok(search.games.form(code)),
                Ok(Step::Need(wanted)) => {
                    if let Err(over) = search.search(*wanted) {
                        break Err(over);
                    }
                }
                Err(over) => break Err(over),
            }
        };
        shared.numbers = search.fast.into_shared();
        shared.memo = search.memo;
        shared.games = search.games;
        value
    }

    fn search(&mut self, wanted: Wanted) -> Result<(), OverBudget> {
        let mut frames = vec![self.frame(wanted)];
        while let Some(frame) = frames.last_mut() {
            // An option costs a unit, charged with its valuation's (one charge, not two).
            let (players, outcome) = if frame.rest != 0 {
                let edge = frame.rest.trailing_zeros();
                let players: &[Player] = match self.fast.colours[edge as usize] {
                    Colour::Blue => &[Player::Left],
                    Colour::Red => &[Player::Right],
                    // Either player's cut of a green edge leaves the same position.
                    Colour::Green => &Player::BOTH,
                };
                let (root, edges) = (frame.root, frame.edges & !(1 << edge));
                (
                    players,
                    self.normalise(root, edges, frame.labels.as_slice(), 1)?,
                )
            } else if let Some((player, labels)) = frame.label_moves.last() {
                // Taken off once its value is known.
                let players: &[Player] = match player {
                    Player::Left => &[Player::Left],
                    Player::Right => &[Player::Right],
                };
                let (root, edges) = (frame.root, frame.edges);
                (players, self.normalise(root, edges, labels.as_slice(), 1)?)
            } else {
                // Making the canonical form compares the options in pairs.
                let options = (frame.left.len() + frame.right.len()) as u64;
                budget::charge(1 + options * options / 32)?;
                let left = frame.left.forms(&mut self.games);
                let right = frame.right.forms(&mut self.games);
                let value = canonical(|| CanonicalForm::try_new(&left, &right))?;
                let code = self.games.code(value);
                let frame = frames.pop().expect("the loop's frame");
                self.memo.insert(frame.key, code);
                continue;
            };
            match outcome {
                Step::Done(code) => {
                    let frame = frames.last_mut().expect("still there");
                    for &player in players {
                        match player {
                            Player::Left => frame.left.push(player, code),
                            Player::Right => frame.right.push(player, code),
                        }
                    }
                    if frame.rest != 0 {
                        frame.rest &= frame.rest - 1;
                    } else {
                        frame.label_moves.pop();
                    }
                }
                Step::Need(wanted) => {
                    let frame = self.frame(*wanted);
                    frames.push(frame);
                }
            }
        }
        Ok(())
    }

    fn frame(&mut self, wanted: Wanted) -> Frame {
        let list = wanted.labels.as_slice();
        let mut label_moves = Vec::new();
        for (at, &(_, label)) in list.iter().enumerate() {
            for &(player, option) in self.games.moves(label).iter() {
                let mut changed = list.to_vec();
                if option == 0 {
                    changed.remove(at);
                } else {
                    changed[at].1 = option;
                }
                label_moves.push((player, Labels::new(&changed)));
            }
        }
        Frame {
            key: wanted.key,
            root: wanted.root,
            edges: wanted.edges,
            labels: wanted.labels,
            rest: wanted.edges,
            label_moves,
            left: Options::default(),
            right: Options::default(),
        }
    }

    /// How `edges` fall apart from `root`, made once for each.
    fn plan(&mut self, root: u8, edges: u64) -> Plan {
        let mut decomposition = self.fast.decompose(root, edges);
        for piece in &mut decomposition.pieces {
            (piece.shape, piece.places) = self.fast.shape(piece.top, piece.edges);
        }
        Plan {
            reached: decomposition.reached,
            pieces: decomposition.pieces.into(),
        }
    }

    /// The value (as a code) of the edges `edges` reached from `root` with `labels` at
    /// vertices (those not reached are ignored), or the first mixed block whose value is not
    /// known yet; `units` more are charged with the valuation's own.
    fn normalise(
        &mut self,
        root: u8,
        edges: u64,
        labels: &[(u8, Fixed)],
        units: u64,
    ) -> Result<Step, OverBudget> {
        let (reached, pieces) = match self.plans.get(&(root, edges)) {
            Some(plan) => (plan.reached, Rc::clone(&plan.pieces)),
            None => {
                // Decomposing a new set of edges and labelling its new shapes canonically:
                // some 250 ns an edge.
                budget::charge(4 * u64::from(edges.count_ones()))?;
                let plan = self.plan(root, edges);
                let found = (plan.reached, Rc::clone(&plan.pieces));
                self.plans.insert((root, edges), plan);
                found
            }
        };
        let mut labelled = 0;
        let value = self.fold(root, reached, &pieces, labels, units, &mut labelled);
        while labelled != 0 {
            self.scratch[labelled.trailing_zeros() as usize] = 0;
            labelled &= labelled - 1;
        }
        value
    }

    /// Values the pieces from the top down, each adding its value to the label of the vertex
    /// it hangs from, and returns the total at the root; `labelled` gathers the vertices given
    /// labels in `scratch`.
    fn fold(
        &mut self,
        root: u8,
        reached: u64,
        pieces: &[Piece],
        labels: &[(u8, Fixed)],
        units: u64,
        labelled: &mut u64,
    ) -> Result<Step, OverBudget> {
        // A look-up of the plan, then for each piece a number worked out or a block looked up
        // (with its labels sorted and keyed): some 50 ns a piece.
        budget::charge(units + pieces.len() as u64 + u64::from(reached.count_ones()) / 8)?;
        let mut total: Fixed = 0;
        for &(vertex, label) in labels {
            if vertex == root {
                total = self.games.add(total, label)?;
            } else if reached >> vertex & 1 == 1 {
                self.scratch[vertex as usize] = label;
                *labelled |= 1 << vertex;
            }
        }
        for piece in pieces {
            let value = match self.edge_under_number(piece, *labelled) {
                Some(value) => value,
                None => match self.piece_value(piece, *labelled)? {
                    Step::Done(value) => value,
                    need => return Ok(need),
                },
            };
            if piece.top == root {
                total = self.games.add(total, value)?;
            } else {
                let top = piece.top as usize;
                self.scratch[top] = self.games.add(self.scratch[top], value)?;
                *labelled |= 1 << top;
            }
        }
        Ok(Step::Done(total))
    }

    /// The value of `piece` if it is the usual piece, a red or blue edge with a number (or
    /// nothing) above it: the labels in `scratch` at the vertices in `labelled`.
    fn edge_under_number(&self, piece: &Piece, labelled: u64) -> Option<Fixed> {
        let (colour, above) = piece.single?;
        // Nothing stands above a loop (`above` is its own vertex).
        let x = if above != piece.top && labelled >> above & 1 == 1 {
            self.scratch[above as usize]
        } else {
            0
        };
        match colour {
            _ if is_game(x) => None,
            Colour::Blue => Some(fixed::under_blue(x)),
            Colour::Red => Some(fixed::under_red(x)),
            Colour::Green => None,
        }
    }

    /// The value of `piece` with the labels in `scratch` at its vertices (those in `labelled`),
    /// or the mixed block to search first.
    fn piece_value(&mut self, piece: &Piece, labelled: u64) -> Result<Step, OverBudget> {
        let mut list = std::mem::take(&mut self.list);
        list.clear();
        let mut at = piece.vertices & labelled;
        while at != 0 {
            let vertex = at.trailing_zeros() as u8;
            at &= at - 1;
            let label = self.scratch[vertex as usize];
            if label != 0 {
                list.push((vertex, label));
            }
        }
        // A red-blue piece whose labels are numbers plus nimbers is worth the number it would
        // be without the nimbers, plus their nim-sum (see the module's comment).
        let mixed = piece.edges & self.green != 0
            || list
                .iter()
                .any(|&(_, x)| is_game(x) && self.games.split(x).is_none());
        let value = if !mixed {
            let mut nimbers = 0;
            for (_, label) in list.iter_mut().filter(|(_, x)| is_game(*x)) {
                let (number, nimber) = self.games.split(*label).expect("checked above");
                *label = number;
                nimbers ^= nimber;
            }
            list.retain(|&(_, x)| x != 0);
            let number = match piece.single {
                Some((colour, _)) => {
                    // The label at the vertex above the edge, if any.
                    let x = list.first().map_or(0, |&(_, x)| x);
                    Ok(match colour {
                        Colour::Blue => fixed::under_blue(x),
                        _ => fixed::under_red(x),
                    })
                }
                None => self.block_number(piece, &mut list),
            };
            match number {
                Ok(number) if nimbers != 0 => {
                    let nimber = self.games.nimber(nimbers);
                    self.games.add(number, nimber)
                }
                number => number,
            }
        } else {
            let key = self.key(piece, &list);
            match self.memo.get(&key) {
                Some(code) => Ok(code),
                None => {
                    let wanted = Wanted {
                        key,
                        root: piece.top,
                        edges: piece.edges,
                        // By vertex, as gathered.
                        labels: Labels::new(&list),
                    };
                    self.list = list;
                    return Ok(Step::Need(Box::new(wanted)));
                }
            }
        };
        self.list = list;
        value.map(Step::Done)
    }

    /// The number a red-blue block of several edges is worth with the numbers `list` (by
    /// vertex) at its vertices, searched by the number search if it is not known yet.
    fn block_number(
        &mut self,
        piece: &Piece,
        list: &mut [(u8, Fixed)],
    ) -> Result<Fixed, OverBudget> {
        let key = self.key(piece, list);
        if let Some(value) = self.fast.shared.memo.get(&key) {
            return Ok(value);
        }
        list.sort_unstable_by_key(|&(vertex, _)| vertex);
        self.fast
            .search(Need {
                key: key.clone(),
                top: piece.top,
                edges: piece.edges,
                labels: Labels::new(list),
            })
            .map(|()| self.fast.shared.memo.get(&key).expect("just searched"))
    }

    /// The key of the block `piece` with the labels `concrete` (by vertex).
    fn key(&mut self, piece: &Piece, concrete: &[(u8, Fixed)]) -> BlockKey {
        BlockKey::of_vertices(
            piece.shape,
            concrete,
            &self.fast.places[piece.places as usize],
            &self.fast.shared.symmetries[piece.shape as usize],
            &mut self.placed,
        )
    }
}
