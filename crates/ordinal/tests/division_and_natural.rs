//! Comparison, left subtraction, division with remainder and the natural sum and product: against
//! their definitions on every small ordinal, against a model of polynomials in ω, and by property
//! tests on random ordinals from `ordinal::sample`.

mod common;

use common::o;
use ordinal::Ordinal;
use proptest::prelude::*;

/// Every ordinal `ω²·c₂ + ω·c₁ + c₀` with coefficients below 4, listed with its coefficients
/// (lowest power first).
fn small() -> Vec<([u64; 3], Ordinal)> {
    let mut all = Vec::new();
    for c2 in 0..4u64 {
        for c1 in 0..4u64 {
            for c0 in 0..4u64 {
                all.push(([c0, c1, c2], polynomial(&[c0, c1, c2])));
            }
        }
    }
    all
}

/// `Σ ω^i·coefficients[i]`.
fn polynomial(coefficients: &[u64]) -> Ordinal {
    let terms = coefficients.iter().enumerate().rev();
    terms
        .map(|(i, &c)| Ordinal::monomial(Ordinal::from(i as u64), c.into()))
        .sum()
}

#[test]
fn left_subtraction_is_the_unique_difference() {
    let all = small();
    for (_, a) in &all {
        for (_, b) in &all {
            let differences: Vec<&Ordinal> = all
                .iter()
                .map(|(_, delta)| delta)
                .filter(|delta| b + *delta == *a)
                .collect();
            match a.checked_sub(b) {
                // Any δ with b + δ = a is at most a, so it is in the list if a is.
                Some(delta) => assert_eq!(differences, [&delta], "{a} − {b}"),
                None => assert!(b > a && differences.is_empty(), "{a} − {b}"),
            }
        }
    }
}

#[test]
fn division_gives_back_every_quotient_and_remainder() {
    let all = small();
    for (_, b) in &all {
        assert_eq!(b.checked_div_rem(&Ordinal::ZERO), None, "{b} / 0");
        if b.is_zero() {
            continue;
        }
        for (_, q) in &all {
            for (_, r) in all.iter().filter(|(_, r)| r < b) {
                // a = b·q + r with r < b: division must find this q and r, and no other pair.
                let a = b * q + r;
                let found = a.checked_div_rem(b);
                assert_eq!(found, Some((q.clone(), r.clone())), "({a}) / ({b})");
            }
        }
    }
}

#[test]
fn natural_sums_and_products_are_sums_and_products_of_polynomials() {
    for (x, a) in small() {
        for (y, b) in small() {
            let sum: Vec<u64> = (0..3).map(|i| x[i] + y[i]).collect();
            let mut product = [0u64; 5];
            for i in 0..3 {
                for j in 0..3 {
                    product[i + j] += x[i] * y[j];
                }
            }
            assert_eq!(a.natural_add(&b), polynomial(&sum), "{a} ⊕ {b}");
            assert_eq!(a.natural_mul(&b), polynomial(&product), "{a} ⊗ {b}");
            // Comparison is the order of the polynomials, highest coefficient first.
            let by_coefficients = x.iter().rev().cmp(y.iter().rev());
            assert_eq!(a.cmp(&b), by_coefficients, "{a} vs {b}");
        }
    }
}

#[test]
fn natural_sums_are_strictly_monotone_and_never_below_ordinal_sums() {
    let all = small();
    for (_, a) in &all {
        for (_, b) in &all {
            let natural = a.natural_add(b);
            assert!(natural >= a + b && natural >= b + a, "{a} ⊕ {b}");
            for (_, smaller) in all.iter().filter(|(_, c)| c < a) {
                assert!(
                    smaller.natural_add(b) < natural,
                    "{smaller} ⊕ {b} vs {a} ⊕ {b}"
                );
            }
        }
    }
}

#[test]
fn known_examples() {
    let a = o("w+1");
    assert_eq!(a.natural_add(&a).to_string(), "ω·2+2");
    assert_eq!((&a + &a).to_string(), "ω·2+1");
    assert_eq!(a.natural_mul(&a).to_string(), "ω²+ω·2+1");
    assert_eq!((&a * &a).to_string(), "ω²+ω+1");
    assert_eq!(o("w^2").natural_add(&o("w*2+1")), o("w^2+w*2+1"));
    assert_eq!(o("w*2+1").natural_add(&o("w^2")), o("w^2+w*2+1"));
    assert_eq!(o("2").natural_mul(&o("w")), o("w*2"));
    assert_eq!(o("w").natural_mul(&o("w^w")), o("w^(w+1)"));
    // Atoms are powers of ω too: ε₀ ⊗ ε₀ = ω^(ε₀·2) and ε₀ ⊗ ω = ω^(ε₀+1) = ε₀·ω.
    let e0 = Ordinal::epsilon_zero();
    assert_eq!(e0.natural_mul(&e0), o("w^(e0*2)"));
    assert_eq!(e0.natural_mul(&o("w")), o("e0*w"));
    assert_eq!(e0.natural_add(&o("w1")), o("w1+e0"));
    // Division: (ω+1)·(ω+3) + 1 = ω²+ω·3+2, and ω·2 is one copy of ω+1 and ω more.
    let divided = |a: &str, b: &str| o(a).checked_div_rem(&o(b)).unwrap();
    assert_eq!(divided("w^2+w*3+2", "w+1"), (o("w+3"), o("1")));
    assert_eq!(divided("w*2", "w+1"), (o("1"), o("w")));
    assert_eq!(divided("w^2", "w+1"), (o("w"), o("0")));
    assert_eq!(divided("e0+5", "w^2*3"), (o("e0"), o("5")));
    assert_eq!(divided("17", "5"), (o("3"), o("2")));
    assert_eq!(divided("w1", "e0"), (o("w1"), o("0")));
}

#[test]
fn huge_natural_products_are_refused() {
    let many: Ordinal = (0..2000u64).rev().map(|i| o("w").pow(&i.into())).sum();
    assert!(many.checked_natural_mul(&o("w+1")).is_some());
    assert_eq!(many.checked_natural_mul(&many), None);
}

/// Two or three random ordinals drawn by `ordinal::sample` from a seed.
fn drawn(seed: u64, depth: u32) -> [Ordinal; 3] {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut random = || rng.u64(..);
    std::array::from_fn(|_| ordinal::sample::ordinal(&mut random, depth))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn subtraction_undoes_addition(seed in any::<u64>()) {
        let [a, b, _] = drawn(seed, 3);
        prop_assert_eq!((&a + &b).checked_sub(&a), Some(b.clone()));
        match b.checked_sub(&a) {
            Some(delta) => prop_assert_eq!(&a + &delta, b),
            None => prop_assert!(a > b),
        }
    }

    #[test]
    fn division_has_a_small_remainder(seed in any::<u64>()) {
        let [a, b, c] = drawn(seed, 3);
        if b.is_zero() {
            prop_assert_eq!(a.checked_div_rem(&b), None);
        } else {
            let (q, r) = a.checked_div_rem(&b).unwrap();
            prop_assert!(r < b, "({}) / ({}) leaves {}", a, b, r);
            prop_assert_eq!(&(&b * &q) + &r, a);
            // A dividend built as b·c + r with r < b gives back c and r.
            let built = &(&b * &c) + &r;
            prop_assert_eq!(built.checked_div_rem(&b), Some((c, r)));
        }
    }

    #[test]
    fn natural_sums_commute_and_associate(seed in any::<u64>()) {
        let [a, b, c] = drawn(seed, 3);
        let sum = a.natural_add(&b);
        prop_assert_eq!(&sum, &b.natural_add(&a));
        prop_assert_eq!(sum.natural_add(&c), a.natural_add(&b.natural_add(&c)));
        prop_assert_eq!(a.natural_add(&Ordinal::ZERO), a.clone());
        prop_assert!(sum >= &a + &b && sum >= &b + &a);
        // Strictly increasing: a larger summand makes a larger sum.
        if a != b {
            let (small, large) = if a < b { (&a, &b) } else { (&b, &a) };
            prop_assert!(small.natural_add(&c) < large.natural_add(&c));
        }
        // When no term of a is below the leading term of b, nothing is swallowed.
        let lowest = a.terms().last().map(|t| t.exponent().into_owned());
        let leading = b.terms().first().map(|t| t.exponent().into_owned());
        if let (Some(lowest), Some(leading)) = (lowest, leading) && lowest >= leading {
            prop_assert_eq!(&sum, &(&a + &b));
        }
        prop_assert!(sum.checked_sub(&a).is_some());
    }

    #[test]
    fn natural_products_commute_associate_and_distribute(seed in any::<u64>()) {
        let [a, b, c] = drawn(seed, 2);
        let product = a.natural_mul(&b);
        prop_assert_eq!(&product, &b.natural_mul(&a));
        prop_assert_eq!(product.natural_mul(&c), a.natural_mul(&b.natural_mul(&c)));
        prop_assert_eq!(
            a.natural_mul(&b.natural_add(&c)),
            product.natural_add(&a.natural_mul(&c))
        );
        prop_assert_eq!(a.natural_mul(&Ordinal::one()), a.clone());
        prop_assert_eq!(a.natural_mul(&Ordinal::ZERO), Ordinal::ZERO);
        prop_assert!(product >= &a * &b && product >= &b * &a);
        prop_assert_eq!(a.checked_natural_mul(&b), Some(product.clone()));
        // Strictly increasing in each factor while the other is not 0.
        if a != b && !c.is_zero() {
            let (small, large) = if a < b { (&a, &b) } else { (&b, &a) };
            prop_assert!(small.natural_mul(&c) < large.natural_mul(&c));
        }
        // Multiplying by a whole number n is adding n copies, in either order.
        let n = Ordinal::from(seed % 5);
        let copies = (0..seed % 5).fold(Ordinal::ZERO, |sum, _| sum.natural_add(&a));
        prop_assert_eq!(a.natural_mul(&n), copies.clone());
        prop_assert_eq!(n.natural_mul(&a), copies);
    }
}
