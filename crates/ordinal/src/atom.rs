//! The named fixed points of `α ↦ ω^α` that Cantor normal form cannot reach from below.

/// An epsilon number: an ordinal ε with `ω^ε = ε`, written as a symbol.
///
/// The derived order is the ordinal order: every `ε_n` is countable, so it lies below
/// every uncountable `ω_m`, and both families increase with their index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Atom {
    /// `ε_n`, the n-th fixed point of `α ↦ ω^α`.
    Epsilon(u32),
    /// `ω_n` for `n ≥ 1`, the n-th uncountable initial ordinal (`ω₀` is plain ω).
    Initial(u32),
}
