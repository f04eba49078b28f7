//! The small number theory Lenstra's method needs: primes, their order of 2, prime powers.

/// Whether `n` is prime (trial division; the numbers here are small).
pub(crate) fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    let mut d = 2u64;
    while d * d <= n {
        if n.is_multiple_of(d) {
            return false;
        }
        d += 1;
    }
    true
}

/// The index `k` of an odd prime `p` among the odd primes (3 is 0, 5 is 1, …).
pub(crate) fn odd_prime_index(p: u64) -> usize {
    (3..p).step_by(2).filter(|&n| is_prime(n)).count()
}

/// The odd primes `p_0 = 3, p_1 = 5, …` up to level `k`, as a table.
pub(crate) fn odd_primes_through(k: usize) -> Vec<u64> {
    (3u64..)
        .step_by(2)
        .filter(|&n| is_prime(n))
        .take(k + 1)
        .collect()
}

/// `f(p)`: the multiplicative order of 2 modulo the odd prime `p`, the least `h ≥ 1` with
/// `p | 2^h − 1`, so that `F_{2^h}` is the smallest field of characteristic 2 holding the
/// `p`-th roots of unity.
pub(crate) fn order_of_two(p: u64) -> u64 {
    let mut h = 1;
    let mut power = 2 % p;
    while power != 1 {
        power = power * 2 % p;
        h += 1;
    }
    h
}

/// `(r, n)` with `q = r^n`, `r` prime and `n ≥ 1`, if `q` is a prime power.
pub(crate) fn prime_power(q: u64) -> Option<(u64, u32)> {
    if q < 2 {
        return None;
    }
    let r = (2..=q).find(|d| q.is_multiple_of(*d))?;
    let mut rest = q;
    let mut n = 0;
    while rest.is_multiple_of(r) {
        rest /= r;
        n += 1;
    }
    (rest == 1).then_some((r, n))
}

/// The smallest prime factor `r` of `h ≥ 2` and the largest power `r^v` dividing it.
pub(crate) fn smallest_prime_power_part(h: u64) -> (u64, u64) {
    let r = (2..=h).find(|d| h.is_multiple_of(*d)).unwrap_or(h);
    let mut q = r;
    while h.is_multiple_of(q * r) {
        q *= r;
    }
    (r, q)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_facts() {
        assert_eq!(odd_primes_through(2), [3, 5, 7]);
        assert_eq!(odd_prime_index(43), 12);
        assert_eq!(order_of_two(7), 3);
        assert_eq!(order_of_two(229), 76);
        assert_eq!(prime_power(81), Some((3, 4)));
        assert_eq!(prime_power(12), None);
        assert_eq!(smallest_prime_power_part(76), (2, 4));
    }
}
