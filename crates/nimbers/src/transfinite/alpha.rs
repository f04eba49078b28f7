//! Conway's `α_p` and Lenstra's excess `m_p`, computed by Lenstra's method.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Mutex;

use num_bigint::BigUint;
use ordinal::Ordinal;

use super::error::NimError;
use super::primes::{
    is_prime, odd_prime_index, order_of_two, prime_power, smallest_prime_power_part,
};
use super::tower::{Component, Element, Tower};
use super::{MAX_FIELD_EXPONENT, MAX_PRIME};

/// Conway's `α_p` for an odd prime `p`, with what Lenstra's method found on the way.
///
/// If p is the (k+1)-th odd prime (3 is the first), `α_p` is the least ordinal with no p-th
/// root among the ordinals below `ω^(ω^k)` (a field), and `(ω^(ω^k))^p = α_p` (nim-power).
/// Lenstra showed that `α_p = κ_{f(p)} + m_p`, where `f(p)` is the order of 2 modulo p,
/// `κ_{f(p)}` the nim-sum of the `κ_q` for q in the [Q-set](Alpha::q_set), and `m_p` a small
/// natural number, the *excess*.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alpha {
    /// The odd prime p.
    pub p: u64,
    /// `f(p)`, the least `h ≥ 1` with `p | 2^h − 1`.
    pub order_of_two: u64,
    /// Lenstra's Q-set: the prime powers q with `κ_{f(p)} = ⊕ κ_q`, increasing (by prime,
    /// then power), where `κ_{2^n} = 2^(2^(n−1))` and `κ_{r^n} = ω^(ω^j · r^(n−1))` for the
    /// (j+1)-th odd prime r.
    pub q_set: Vec<u64>,
    /// Lenstra's excess `m_p`: `α_p = κ_{f(p)} + m_p` (ordinal sum; in every case computed it
    /// is also the nim-sum).
    pub excess: u64,
    /// `α_p` itself.
    pub value: Ordinal,
    /// The field of `2^field_exponent` nimbers in which the search for `m_p` ran: generated
    /// by the `κ_q` that `κ_{f(p)} + m` needs.
    pub field_exponent: u64,
}

impl std::fmt::Display for Alpha {
    /// `α_7 = ω+1, m_7 = 1`; with `{:#}`, ASCII: `alpha_7 = w+1, m_7 = 1`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let p = self.p;
        match f.alternate() {
            true => write!(f, "alpha_{p} = {:#}, m_{p} = {}", self.value, self.excess),
            false => write!(f, "α_{p} = {}, m_{p} = {}", self.value, self.excess),
        }
    }
}

/// The `α_p` computed so far, shared by every multiplication in the process.
static TABLE: Mutex<Lenstra> = Mutex::new(Lenstra {
    alphas: BTreeMap::new(),
});

/// `α_p` and `m_p` for the odd prime `p`, computed by Lenstra's method (and remembered).
///
/// ```
/// use nimbers::transfinite::alpha;
///
/// assert_eq!(alpha(3).unwrap().value.to_string(), "2");
/// assert_eq!(alpha(7).unwrap().value.to_string(), "ω+1");
/// assert_eq!(alpha(19).unwrap().excess, 4);
/// assert_eq!(alpha(9).unwrap_err().to_string(), "9 is not an odd prime");
/// ```
pub fn alpha(p: u64) -> Result<Alpha, NimError> {
    if p > MAX_PRIME {
        return Err(NimError::PrimeTooLarge(p));
    }
    if p == 2 || !is_prime(p) {
        return Err(NimError::NotAnOddPrime(p));
    }
    let mut table = TABLE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    table.alpha(p).cloned()
}

/// `α_p` for each of `primes`, computed afresh: nothing is taken from earlier calls, so this
/// measures Lenstra's method (for benchmarks) and lists a table.
///
/// ```
/// let table = nimbers::transfinite::compute_alphas(&[3, 5, 7]).unwrap();
/// let values: Vec<String> = table.iter().map(|a| a.value.to_string()).collect();
/// assert_eq!(values, ["2", "4", "ω+1"]);
/// ```
pub fn compute_alphas(primes: &[u64]) -> Result<Vec<Alpha>, NimError> {
    let mut fresh = Lenstra {
        alphas: BTreeMap::new(),
    };
    primes
        .iter()
        .map(|&p| match p {
            p if p > MAX_PRIME => Err(NimError::PrimeTooLarge(p)),
            p if p == 2 || !is_prime(p) => Err(NimError::NotAnOddPrime(p)),
            p => fresh.alpha(p).cloned(),
        })
        .collect()
}

/// The odd components of `α_p` and its finite part, as a tower needs them.
pub(crate) fn alpha_parts(p: u64) -> Result<(Vec<Component>, u64), NimError> {
    let mut table = TABLE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    table.parts(p)
}

/// The closure of a set of components (see [`Lenstra::closure`]), for towers outside this
/// module.
pub(crate) fn closure(seeds: &[Component]) -> Result<Vec<Component>, NimError> {
    let mut table = TABLE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    table.closure(seeds)
}

/// A tower over a closed set of components, for towers outside this module.
pub(crate) fn tower(components: &[Component]) -> Result<Tower, NimError> {
    let mut table = TABLE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    table.tower(components, 0)
}

/// The memory of Lenstra's computation.
struct Lenstra {
    alphas: BTreeMap<u64, Alpha>,
}

impl Lenstra {
    fn alpha(&mut self, p: u64) -> Result<&Alpha, NimError> {
        if !self.alphas.contains_key(&p) {
            let alpha = self.compute(p)?;
            self.alphas.insert(p, alpha);
        }
        Ok(&self.alphas[&p])
    }

    /// Lenstra's method: `κ_{f(p)}` from its Q-set, then the least `m` such that
    /// `κ_{f(p)} + m` has no p-th root in a field generated by the `κ_q` it needs.
    fn compute(&mut self, p: u64) -> Result<Alpha, NimError> {
        let f = order_of_two(p);
        let q_set = self.q_set(f, p)?;
        let seeds: Vec<Component> = q_set.iter().map(|&q| component(q)).collect();
        let odd: Vec<Component> = seeds.iter().copied().filter(|c| c.prime != 2).collect();
        let fermat = match seeds.iter().find(|c| c.prime == 2) {
            Some(&c) => kappa_word(c, p)?,
            None => 0,
        };
        for m in 0..64u64 {
            let finite = fermat + m;
            let mut wanted = seeds.clone();
            wanted.extend(fermat_components(finite));
            let components = self.closure(&wanted)?;
            let tower = self.tower(&components, p)?;
            let mut x = tower.word(finite);
            for &c in &odd {
                add(&mut x, &tower.kappa(c));
            }
            let order = (BigUint::from(1u32) << tower.exponent()) - 1u32;
            if (&order % p) != BigUint::ZERO {
                // Never happens: the field holds κ_{f(p)}, so it has 2^(f(p)·…) elements.
                break;
            }
            if !tower.is_pth_power(&x, p) {
                let value = ordinal_of(&odd, finite);
                return Ok(Alpha {
                    p,
                    order_of_two: f,
                    q_set,
                    excess: m,
                    value,
                    field_exponent: tower.exponent(),
                });
            }
        }
        unreachable_excess(p)
    }

    /// Lenstra's Q-set of `κ_h`: with r the smallest prime factor of h, q its largest power
    /// dividing h and g = h/q, `κ_h = κ_g` if q divides the degree of `κ_g` over {0, 1}, and
    /// `κ_g ⊕ κ_q` otherwise (and `κ_q` when h = q).
    fn q_set(&mut self, h: u64, p: u64) -> Result<Vec<u64>, NimError> {
        let (_, q) = smallest_prime_power_part(h);
        if h == q {
            return Ok(vec![q]);
        }
        let g = h / q;
        let mut set = self.q_set(g, p)?;
        let seeds: Vec<Component> = set.iter().map(|&s| component(s)).collect();
        let components = self.closure(&seeds)?;
        let tower = self.tower(&components, p)?;
        let mut kappa_g = vec![0; tower.dimension()];
        for &c in &seeds {
            add(&mut kappa_g, &tower.kappa(c));
        }
        if tower.degree(&kappa_g) % q != 0 {
            set.push(q);
            set.sort_by_key(|&s| component(s));
        }
        Ok(set)
    }

    /// The odd components of `α_r` and its finite part.
    fn parts(&mut self, r: u64) -> Result<(Vec<Component>, u64), NimError> {
        let alpha = self.alpha(r)?;
        let mut odd = Vec::new();
        let mut finite = alpha.excess;
        for &q in &alpha.q_set {
            let c = component(q);
            if c.prime == 2 {
                finite += kappa_word(c, r)?;
            } else {
                odd.push(c);
            }
        }
        Ok((odd, finite))
    }

    /// The smallest set of components holding `seeds` that a tower can be built on: closed
    /// under `r^n ↦ r^(n−1)`, and holding for each odd prime r present what `α_r` needs.
    fn closure(&mut self, seeds: &[Component]) -> Result<Vec<Component>, NimError> {
        let mut done: BTreeSet<Component> = BTreeSet::new();
        let mut work: Vec<Component> = seeds.to_vec();
        while let Some(c) = work.pop() {
            for power in 1..=c.power {
                let below = Component {
                    prime: c.prime,
                    power,
                };
                if !done.insert(below) {
                    continue;
                }
                if below.prime != 2 && power == 1 {
                    let (odd, finite) = self.parts(below.prime)?;
                    work.extend(odd);
                    work.extend(fermat_components(finite));
                }
            }
        }
        Ok(done.into_iter().collect())
    }

    /// The tower on a closed set of components, refused past the size limit (`p` names the
    /// prime being computed, for the message).
    fn tower(&mut self, components: &[Component], p: u64) -> Result<Tower, NimError> {
        let fermat = components.iter().filter(|c| c.prime == 2).count() as u32;
        let exponent = components
            .iter()
            .filter(|c| c.prime != 2)
            .try_fold(1u64 << fermat.min(40), |e, c| e.checked_mul(c.prime))
            .unwrap_or(u64::MAX);
        if fermat > 6 || exponent > MAX_FIELD_EXPONENT {
            return Err(if p == 0 {
                NimError::InverseTooLarge { exponent }
            } else {
                NimError::FieldTooLarge { p, exponent }
            });
        }
        let mut parts = BTreeMap::new();
        for c in components.iter().filter(|c| c.prime != 2 && c.power == 1) {
            parts.insert(c.prime, self.parts(c.prime)?);
        }
        Ok(Tower::new(components, |r| parts[&r].clone()))
    }
}

fn unreachable_excess(p: u64) -> Result<Alpha, NimError> {
    // Lenstra's theorem bounds the excess; a search past 64 would be a fault in the tower.
    Err(NimError::FieldTooLarge {
        p,
        exponent: u64::MAX,
    })
}

/// The component `κ_q` for a prime power q.
fn component(q: u64) -> Component {
    let (prime, power) = prime_power(q).expect("Q-sets hold prime powers");
    Component { prime, power }
}

/// `κ_{2^n} = 2^(2^(n−1))`, a word.
/// Refused past `κ_64 = 2^32`, the largest Fermat 2-power whose field the towers' words hold
/// (`p` names the prime being computed).
fn kappa_word(c: Component, p: u64) -> Result<u64, NimError> {
    match c.power {
        1..=6 => Ok(1u64 << (1u32 << (c.power - 1))),
        _ => Err(NimError::FieldTooLarge {
            p,
            exponent: 1u64 << c.power.min(63),
        }),
    }
}

/// The Fermat components `κ_2, …, κ_{2^t}` whose field (the nimbers below `2^(2^t)`) holds
/// the finite nimber `n`.
pub(crate) fn fermat_components(n: u64) -> Vec<Component> {
    let mut t = 0;
    while t < 6 && n >> (1u32 << t) != 0 {
        t += 1;
    }
    (1..=t).map(|power| Component { prime: 2, power }).collect()
}

fn add(x: &mut Element, y: &Element) {
    for (a, b) in x.iter_mut().zip(y) {
        *a ^= b;
    }
}

/// `κ_q` for an odd component, as an ordinal: `ω^(ω^j · r^(n−1))`.
pub(crate) fn kappa_ordinal(c: Component) -> Ordinal {
    let j = odd_prime_index(c.prime) as u64;
    let exponent = Ordinal::monomial(Ordinal::from(j), BigUint::from(c.prime).pow(c.power - 1));
    Ordinal::omega_pow(exponent)
}

/// The ordinal `⊕ κ_c + finite` for odd components (distinct powers of ω, so the nim-sum is
/// the ordinal sum, largest first).
fn ordinal_of(odd: &[Component], finite: u64) -> Ordinal {
    let mut sorted = odd.to_vec();
    sorted.sort_by(|a, b| b.cmp(a));
    let mut total = Ordinal::ZERO;
    for c in sorted {
        total += kappa_ordinal(c);
    }
    total + Ordinal::from(finite)
}
