//! The base-2 form: every ordinal is a unique decreasing finite sum of powers `2^β`.

use std::borrow::Cow;
use std::cmp::Ordering;
use std::fmt;

use num_bigint::BigUint;
use num_traits::One;

use crate::display::{Style, write_exponent};
use crate::ordinal::{Ordinal, Term};
use crate::power::Power;

/// One power of two `2^β` of a base-2 form, borrowed from a normal form.
///
/// Since `2^ω = ω`, a power of two `2^(ω·γ + k)` is `(2^ω)^γ·2^k = ω^γ·2^k`. So the
/// term `ω^γ·c` of a normal form contributes one digit `2^(ω·γ + k)` for each bit `k`
/// set in `c`, and digits order as the pairs `(γ, k)`. Comparing and hashing digits
/// allocates nothing, which is what a nim-sum over many piles needs.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Base2Digit<'a> {
    power: &'a Power,
    bit: u64,
}

impl Base2Digit<'_> {
    /// γ in `2^(ω·γ + k)`: the exponent of the normal-form term holding this digit.
    pub fn omega_exponent(&self) -> Cow<'_, Ordinal> {
        self.power.exponent()
    }

    /// k in `2^(ω·γ + k)`: the bit of the term's coefficient this digit is.
    pub fn bit(&self) -> u64 {
        self.bit
    }

    /// The exponent `β = ω·γ + k` of this digit `2^β`.
    pub fn exponent(&self) -> Ordinal {
        let omega_times = |term: &Term| Term {
            power: term.power.omega_times(),
            coefficient: term.coefficient.clone(),
        };
        let mut terms: Vec<Term> = match self.power {
            Power::Finite(0) => Vec::new(),
            Power::Finite(gamma) => vec![Term {
                power: Power::Finite(1),
                coefficient: BigUint::from(*gamma),
            }],
            Power::Omega(gamma) => gamma.terms.iter().map(omega_times).collect(),
            // γ = ε is one term ω^ε, and ω·ε = ε.
            Power::Atom(_) => vec![Term {
                power: self.power.clone(),
                coefficient: BigUint::one(),
            }],
        };
        if self.bit > 0 {
            terms.push(Term {
                power: Power::ONE,
                coefficient: BigUint::from(self.bit),
            });
        }
        Ordinal { terms }
    }

    /// The digit's value `2^β = ω^γ·2^k`.
    pub fn value(&self) -> Ordinal {
        Ordinal::from_power(self.power.clone(), BigUint::one() << self.bit)
    }
}

impl Ord for Base2Digit<'_> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.power.cmp(other.power).then(self.bit.cmp(&other.bit))
    }
}

impl PartialOrd for Base2Digit<'_> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Debug for Base2Digit<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "2")?;
        write_exponent(f, &self.exponent(), Style::Unicode)
    }
}

impl Ordinal {
    /// The exponents `β₁ > β₂ > … > βₙ` of the unique base-2 form
    /// `self = 2^β₁ + 2^β₂ + … + 2^βₙ`.
    ///
    /// ```
    /// use ordinal::Ordinal;
    /// let pile: Ordinal = "w^w*3".parse().unwrap();
    /// let exponents: Vec<String> = pile.base2().iter().map(|b| b.to_string()).collect();
    /// assert_eq!(exponents, ["ω²+1", "ω²"]);
    /// ```
    pub fn base2(&self) -> Vec<Ordinal> {
        self.base2_digits().map(|digit| digit.exponent()).collect()
    }

    /// The powers of two of the base-2 form, largest first, without allocating.
    pub fn base2_digits(&self) -> impl Iterator<Item = Base2Digit<'_>> {
        self.terms.iter().flat_map(|term| {
            let coefficient = &term.coefficient;
            (0..coefficient.bits())
                .rev()
                .filter(|&bit| coefficient.bit(bit))
                .map(|bit| Base2Digit {
                    power: &term.power,
                    bit,
                })
        })
    }

    /// The sum `2^β₁ + 2^β₂ + …` of the given exponents, in the given order; on a
    /// decreasing list it inverts [`Ordinal::base2`].
    pub fn from_base2<'a>(exponents: impl IntoIterator<Item = &'a Ordinal>) -> Ordinal {
        exponents.into_iter().map(Ordinal::two_pow).sum()
    }

    /// The sum of the given digits' values, in the given order.
    ///
    /// Runs of digits with the same `γ` gather into one term `ω^γ·c`, so the powers
    /// are copied once per term rather than once per digit.
    pub fn from_base2_digits<'a>(digits: impl IntoIterator<Item = Base2Digit<'a>>) -> Ordinal {
        let mut sum = Ordinal::ZERO;
        let mut run: Option<(&Power, BigUint)> = None;
        for digit in digits {
            let value = BigUint::one() << digit.bit;
            match &mut run {
                Some((power, coefficient)) if same_power(power, digit.power) => {
                    *coefficient += value
                }
                _ => {
                    if let Some((power, coefficient)) = run.replace((digit.power, value)) {
                        sum.add_in_place(Ordinal::from_power(power.clone(), coefficient));
                    }
                }
            }
        }
        if let Some((power, coefficient)) = run {
            sum.add_in_place(Ordinal::from_power(power.clone(), coefficient));
        }
        sum
    }

    /// A printer for the base-2 form: `2^(ω+2)+2^ω+2²+2⁰`, or in ASCII with `{:#}`,
    /// `2^(w+2)+2^w+2^2+2^0`. The output parses back to `self`.
    pub fn base2_form(&self) -> Base2Form<'_> {
        Base2Form { ordinal: self }
    }
}

/// Whether two powers are equal, trying the cheap pointer test first.
fn same_power(a: &Power, b: &Power) -> bool {
    std::ptr::eq(a, b) || a == b
}

/// Prints an ordinal as its base-2 form; see [`Ordinal::base2_form`].
pub struct Base2Form<'a> {
    ordinal: &'a Ordinal,
}

impl fmt::Display for Base2Form<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let style = Style::of(f);
        if self.ordinal.is_zero() {
            return write!(f, "0");
        }
        for (index, digit) in self.ordinal.base2_digits().enumerate() {
            if index > 0 {
                write!(f, "+")?;
            }
            write!(f, "2")?;
            write_exponent(f, &digit.exponent(), style)?;
        }
        Ok(())
    }
}
