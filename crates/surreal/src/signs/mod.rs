//! Sign sequences of length below ω^ω in a canonical form, so that equal sequences are equal.

use std::cmp::Ordering;

use ordinal::Ordinal;

use crate::Row;

/// A sign sequence of length below ω^ω, in canonical form: two rows spelling the same sequence
/// (`A ( B A )` and `( A B )`; `( A ) ( A ) ( ( A ) )` and `( ( A ) )`) have equal `Signs`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Signs {
    _todo: (),
}

impl Row {
    /// The row's sign sequence, in canonical form.
    pub fn signs(&self) -> Signs {
        todo!()
    }

    /// The row's birthday: the length of its sign sequence, as an ordinal.
    pub fn birthday(&self) -> Ordinal {
        todo!()
    }
}

impl Ord for Row {
    /// The order of sign sequences (`−` < end < `+` at the first difference), which is the
    /// order of the rows' values.
    fn cmp(&self, _other: &Row) -> Ordering {
        todo!()
    }
}

impl PartialOrd for Row {
    fn partial_cmp(&self, other: &Row) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
