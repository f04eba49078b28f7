//! Ordinal exponentiation.

use std::convert::Infallible;

use num_bigint::BigUint;
use num_traits::{One, Pow, Zero};

use super::cost;
use crate::ordinal::Ordinal;

impl Ordinal {
    /// `self^exponent`, ordinal exponentiation: `α^0 = 1`, `α^(β+1) = α^β·α`, and for
    /// `α ≥ 1`, `α^λ` is the supremum of `α^β` for `β < λ` at limits λ (while `0^β = 0`
    /// for every `β ≥ 1`).
    ///
    /// So `2^ω = ω`, `2^(ω+1) = ω·2`, `(ω+1)^2 = ω²+ω+1` and `ω^ε₀ = ε₀`. The result is
    /// exact and can be as large as the arithmetic demands: `(ω+1)^n` has `n+1` terms.
    ///
    /// ```
    /// use ordinal::Ordinal;
    /// let omega = Ordinal::omega();
    /// let two = Ordinal::from(2u32);
    /// assert_eq!(two.pow(&omega), omega);
    /// // ε₀^ω = ω^(ε₀·ω) and ε₀·ω = ω^(ε₀+1).
    /// assert_eq!(Ordinal::epsilon_zero().pow(&omega).to_string(), "ω^(ω^(ε₀+1))");
    /// ```
    pub fn pow(&self, exponent: &Ordinal) -> Ordinal {
        let Ok(power) = self.pow_guarded(exponent, &mut |_| Ok::<(), Infallible>(()));
        power
    }

    /// `2^exponent`, the powers of two that make up the [base-2 form](Ordinal::base2).
    pub fn two_pow(exponent: &Ordinal) -> Ordinal {
        Ordinal::from(2u32).pow(exponent)
    }

    /// [`Ordinal::pow`], asking `guard` about the size of each large intermediate
    /// result (see [`cost`]) before computing it.
    pub(crate) fn pow_guarded<E>(
        &self,
        exponent: &Ordinal,
        guard: &mut impl FnMut(u64) -> Result<(), E>,
    ) -> Result<Ordinal, E> {
        if exponent.is_zero() {
            return Ok(Ordinal::one());
        }
        let Some(lead) = self.terms.first() else {
            return Ok(Ordinal::ZERO);
        };
        if lead.power.is_one() {
            return finite_base_pow(&lead.coefficient, exponent, guard);
        }
        let lead_exponent = lead.power.exponent();
        if self.terms.len() == 1 && lead.coefficient.is_one() {
            // (ω^a)^β = ω^(a·β): the common case of ω, ω^a and the atoms.
            guard(cost::product_size(&lead_exponent, exponent))?;
            return Ok(Ordinal::omega_pow(lead_exponent.mul_ref(exponent)));
        }
        // With β = λ + k (λ a limit) and α = ω^a·c + …: α^λ = (α^ω)^(λ/ω) and
        // α^ω = ω^(a·ω), so α^λ = ω^(a·λ).
        let limit = exponent.limit_part();
        let finite = exponent.finite_part();
        let mut power = Ordinal::one();
        if !limit.is_zero() {
            guard(cost::product_size(&lead_exponent, &limit))?;
            power = Ordinal::omega_pow(lead_exponent.mul_ref(&limit));
        }
        if !finite.is_zero() {
            let tail = self.pow_natural(&finite, guard)?;
            guard(cost::product_size(&power, &tail))?;
            power = power.mul_by(&tail);
        }
        Ok(power)
    }

    /// `self^k` for an infinite `self` and `k ≥ 1`.
    fn pow_natural<E>(
        &self,
        k: &BigUint,
        guard: &mut impl FnMut(u64) -> Result<(), E>,
    ) -> Result<Ordinal, E> {
        if let [term] = self.terms.as_slice() {
            // (ω^a·c)^k = ω^(a·k)·c: the coefficient is swallowed by every later factor.
            let exponent = term.power.exponent();
            guard(exponent.size().saturating_add(cost::limbs(k)))?;
            let exponent = exponent.mul_ref(&Ordinal::from(k));
            return Ok(Ordinal::monomial(exponent, term.coefficient.clone()));
        }
        guard(cost::repeated_product_size(self, k))?;
        let mut power = self.clone();
        for bit in (0..k.bits().saturating_sub(1)).rev() {
            power = power.mul_ref(&power);
            if k.bit(bit) {
                power = power.mul_by(self);
            }
        }
        Ok(power)
    }

    /// The γ with `ω·γ = self`, for `self` zero or a limit.
    ///
    /// Each term `ω^β·c` becomes `ω^β'·c` with `1 + β' = β`: `β' = β - 1` for finite β,
    /// and `β' = β` for infinite β.
    pub(crate) fn div_omega(&self) -> Ordinal {
        let one = Ordinal::one();
        let mut quotient = Ordinal::ZERO;
        for term in &self.terms {
            let exponent = term.power.exponent();
            let reduced = exponent.checked_sub(&one).unwrap_or_default();
            quotient.add_in_place(Ordinal::monomial(reduced, term.coefficient.clone()));
        }
        quotient
    }
}

/// `n^β` for a natural `n ≥ 1`: with `β = ω·γ + k`, `n^β = (n^ω)^γ·n^k = ω^γ·n^k`.
fn finite_base_pow<E>(
    base: &BigUint,
    exponent: &Ordinal,
    guard: &mut impl FnMut(u64) -> Result<(), E>,
) -> Result<Ordinal, E> {
    if base.is_one() {
        return Ok(Ordinal::one());
    }
    let k = exponent.finite_part();
    let gamma = exponent.limit_part().div_omega();
    guard(
        gamma
            .size()
            .saturating_add(cost::natural_power_size(base, &k)),
    )?;
    let coefficient = if k.is_zero() {
        BigUint::one()
    } else {
        Pow::pow(base, &k)
    };
    Ok(Ordinal::monomial(gamma, coefficient))
}
