//! Ordinals below ω^(ω^ω) as polynomials in Lenstra's `κ_q`, and their nim-product.
//!
//! A term `ω^β·c` of a Cantor normal form, with `β = ω^k·n_k + … + ω·n_1 + n_0 < ω^ω`, is the
//! nim-product of `c` (a finite nimber) and, for each k, of the powers `κ_{p^(i+1)}^(d_i)`
//! where `n_k = Σ d_i p^i` in base p, the (k+1)-th odd prime, and `κ_{p^(i+1)} = ω^(ω^k·p^i)`.
//! Multiplying two such monomials adds the digits `d_i`, carrying from place i to place i−1
//! (since `κ_{p^(i+1)}^p = κ_{p^i}`), and a carry out of place 0 multiplies by `α_p`.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};
use ordinal::Ordinal;

use super::alpha::alpha_parts;
use super::error::NimError;
use super::primes::{odd_prime_index, odd_primes_through};
use super::tower::Component;
use super::{MAX_LEVEL, word};

/// For each level k, the base-`p_k` digits of `n_k`, least significant first, without
/// trailing zeros; no trailing empty levels.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Monomial {
    pub(crate) levels: Vec<Vec<u32>>,
}

/// A nim-sum of monomials with nonzero finite nimber coefficients.
pub(crate) type Poly = BTreeMap<Monomial, BigUint>;

/// The odd primes `p_0 = 3, …, p_MAX_LEVEL`.
pub(crate) fn primes() -> &'static [u64] {
    static PRIMES: OnceLock<Vec<u64>> = OnceLock::new();
    PRIMES.get_or_init(|| odd_primes_through(MAX_LEVEL as usize))
}

/// The polynomial of an ordinal, or why it has none.
pub(crate) fn from_ordinal(x: &Ordinal) -> Result<Poly, NimError> {
    let mut poly = Poly::new();
    for term in x.terms() {
        let beta = term.exponent();
        let mut monomial = Monomial::default();
        for inner in beta.terms() {
            let Some(k) = inner.exponent().to_u64() else {
                return Err(NimError::BeyondOmegaOmegaOmega(x.clone()));
            };
            if k > MAX_LEVEL {
                return Err(NimError::LevelTooHigh(k));
            }
            let k = k as usize;
            if monomial.levels.len() <= k {
                monomial.levels.resize(k + 1, Vec::new());
            }
            monomial.levels[k] = digits(inner.coefficient(), primes()[k]);
        }
        poly.insert(monomial, term.coefficient().clone());
    }
    Ok(poly)
}

/// The base-p digits of n, least significant first.
fn digits(n: &BigUint, p: u64) -> Vec<u32> {
    if p <= 256 {
        let mut d: Vec<u32> = n.to_radix_le(p as u32).into_iter().map(u32::from).collect();
        while d.last() == Some(&0) {
            d.pop();
        }
        return d;
    }
    let mut d = Vec::new();
    let mut rest = n.clone();
    while !rest.is_zero() {
        let digit = (&rest % p).to_u32().unwrap_or(0);
        d.push(digit);
        rest /= p;
    }
    d
}

/// The ordinal of a polynomial: its terms, largest first.
pub(crate) fn to_ordinal(poly: &Poly) -> Ordinal {
    let mut terms: Vec<(Ordinal, &BigUint)> = poly.iter().map(|(m, c)| (exponent(m), c)).collect();
    terms.sort_by(|a, b| b.0.cmp(&a.0));
    let mut total = Ordinal::ZERO;
    for (beta, c) in terms {
        total += Ordinal::monomial(beta, c.clone());
    }
    total
}

/// β with `ω^β` the monomial: `Σ ω^k·n_k`, largest k first.
fn exponent(m: &Monomial) -> Ordinal {
    let mut beta = Ordinal::ZERO;
    for (k, digits) in m.levels.iter().enumerate().rev() {
        let p = primes()[k];
        let mut n = BigUint::zero();
        for &d in digits.iter().rev() {
            n = n * p + d;
        }
        beta += Ordinal::monomial(Ordinal::from(k as u64), n);
    }
    beta
}

/// The monomial of one odd component `κ_{r^n}`.
pub(crate) fn monomial_of(c: Component) -> Monomial {
    let k = odd_prime_index(c.prime);
    let mut levels = vec![Vec::new(); k + 1];
    levels[k] = vec![0; c.power as usize];
    levels[k][c.power as usize - 1] = 1;
    Monomial { levels }
}

// ANCHOR: mul_monomials
/// The product of two monomials, and the levels whose place 0 carried (largest first).
fn mul_monomials(a: &Monomial, b: &Monomial) -> (Monomial, Vec<usize>) {
    let n = a.levels.len().max(b.levels.len());
    let mut levels = Vec::with_capacity(n);
    let mut carries = Vec::new();
    let empty = Vec::new();
    for k in 0..n {
        let x = a.levels.get(k).unwrap_or(&empty);
        let y = b.levels.get(k).unwrap_or(&empty);
        let p = primes()[k] as u32;
        let len = x.len().max(y.len());
        let mut sum = vec![0u32; len];
        let mut carry = 0;
        for i in (0..len).rev() {
            let s = x.get(i).copied().unwrap_or(0) + y.get(i).copied().unwrap_or(0) + carry;
            (sum[i], carry) = if s >= p { (s - p, 1) } else { (s, 0) };
        }
        while sum.last() == Some(&0) {
            sum.pop();
        }
        if carry == 1 {
            carries.push(k);
        }
        levels.push(sum);
    }
    while levels.last().is_some_and(Vec::is_empty) {
        levels.pop();
    }
    carries.reverse();
    (Monomial { levels }, carries)
}
// ANCHOR_END: mul_monomials

/// `α_{p_k}` as a polynomial.
fn alpha_poly(k: usize) -> Result<Poly, NimError> {
    let (odd, finite) = alpha_parts(primes()[k])?;
    let mut poly = Poly::new();
    for c in odd {
        poly.insert(monomial_of(c), BigUint::from(1u32));
    }
    if finite != 0 {
        poly.insert(Monomial::default(), BigUint::from(finite));
    }
    Ok(poly)
}

/// Adds `c·m` into `poly` (nim-sum: coefficients are xored).
pub(crate) fn add_term(poly: &mut Poly, m: Monomial, c: BigUint) {
    use std::collections::btree_map::Entry;
    match poly.entry(m) {
        Entry::Vacant(v) => {
            v.insert(c);
        }
        Entry::Occupied(mut o) => {
            let sum = o.get() ^ c;
            if sum.is_zero() {
                o.remove();
            } else {
                *o.get_mut() = sum;
            }
        }
    }
}

/// The nim-product of two polynomials.
///
/// A carry at level k multiplies by `α_{p_k}`, which lives at lower levels only, so the
/// nested products it starts carry at lower levels still: the nesting is at most as deep as
/// the number of levels whose `α_p` can be computed.
pub(crate) fn mul(a: &Poly, b: &Poly) -> Result<Poly, NimError> {
    let mut out = Poly::new();
    for (ma, ca) in a {
        for (mb, cb) in b {
            game::budget::charge(1)?;
            let (m, carries) = mul_monomials(ma, mb);
            let c = word::mul_big(ca, cb);
            if carries.is_empty() {
                add_term(&mut out, m, c);
                continue;
            }
            let mut partial = Poly::from([(m, c)]);
            for k in carries {
                partial = mul(&partial, &alpha_poly(k)?)?;
            }
            for (m, c) in partial {
                add_term(&mut out, m, c);
            }
        }
    }
    Ok(out)
}
