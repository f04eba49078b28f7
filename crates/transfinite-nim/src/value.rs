//! Nim values of ordinal size, `*α`.

use std::fmt;

use game::Nimber;
use ordinal::Ordinal;

/// The nim value `*α` of a transfinite Nim position, `α` its nim-sum: a pile of height α is
/// worth `*α`, as a finite pile of `n` blocks is worth `*n`.
///
/// It prints as CGSuite prints nimbers, `*` followed by the value: `0`, `*`, `*5`, and beyond the
/// finite `*ω`, `*ω²`, `*ε₀`, `*ω₁`. A value written with an operator is put in parentheses, so
/// that the star covers all of it: `*(ω+1)`, `*(ω·2)`, `*(ω^ω)`. The alternate form `{:#}` is
/// ASCII: `*w`, `*(w+1)`, `*e0`.
///
/// ```
/// use ordinal::Ordinal;
/// use transfinite_nim::OrdinalNimber;
///
/// let star = |text: &str| OrdinalNimber(text.parse::<Ordinal>().unwrap()).to_string();
/// assert_eq!([star("0"), star("1"), star("7")], ["0", "*", "*7"]);
/// assert_eq!([star("w"), star("w^2"), star("e0"), star("w1")], ["*ω", "*ω²", "*ε₀", "*ω₁"]);
/// assert_eq!([star("w+1"), star("w*2"), star("w^w")], ["*(ω+1)", "*(ω·2)", "*(ω^ω)"]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OrdinalNimber(pub Ordinal);

impl OrdinalNimber {
    /// The same value as a finite [`Nimber`], if it is one that fits in a `u64`.
    pub fn to_nimber(&self) -> Option<Nimber> {
        self.0.to_u64().map(Nimber)
    }

    /// Whether the value is zero: the position is balanced, and the player to move loses.
    pub fn is_zero(&self) -> bool {
        self.0.is_zero()
    }
}

impl From<Nimber> for OrdinalNimber {
    fn from(nimber: Nimber) -> OrdinalNimber {
        OrdinalNimber(Ordinal::from(nimber.0))
    }
}

impl fmt::Display for OrdinalNimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(nimber) = self.to_nimber() {
            return fmt::Display::fmt(&nimber, f);
        }
        let value = if f.alternate() {
            self.0.ascii()
        } else {
            self.0.to_string()
        };
        // One symbol with its sub- or superscripts stands alone; anything with an operator
        // (`+`, `·`, `*` or `^`) is grouped.
        if value.contains(['+', '·', '*', '^']) {
            write!(f, "*({value})")
        } else {
            write!(f, "*{value}")
        }
    }
}
