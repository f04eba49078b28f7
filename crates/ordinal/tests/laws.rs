//! The laws of ordinal arithmetic on thousands of random ordinals (fixed seeds).

mod common;

use std::cmp::Ordering;

use common::{Generator, o};
use ordinal::Ordinal;

const CASES: usize = 2000;

/// Runs `check` on `CASES` triples of random ordinals with exponents `depth` deep.
fn for_triples(seed: u64, depth: u32, mut check: impl FnMut(&Ordinal, &Ordinal, &Ordinal)) {
    let mut generator = Generator::new(seed);
    for _ in 0..CASES {
        let a = generator.ordinal(depth);
        let b = generator.ordinal(depth);
        let c = generator.ordinal(depth);
        check(&a, &b, &c);
    }
}

#[test]
fn addition_is_associative() {
    for_triples(1, 3, |a, b, c| {
        assert_eq!((a + b) + c, a + (b + c), "({a}) ({b}) ({c})")
    });
}

#[test]
fn multiplication_is_associative() {
    for_triples(2, 3, |a, b, c| {
        assert_eq!((a * b) * c, a * (b * c), "({a}) ({b}) ({c})")
    });
}

#[test]
fn multiplication_distributes_on_the_left() {
    for_triples(3, 3, |a, b, c| {
        assert_eq!(a * (b + c), a * b + a * c, "({a}) ({b}) ({c})");
    });
}

#[test]
fn zero_and_one_are_identities() {
    for_triples(4, 3, |a, _, _| {
        let (zero, one) = (Ordinal::ZERO, Ordinal::one());
        assert_eq!(a + &zero, *a);
        assert_eq!(&zero + a, *a);
        assert_eq!(a * &one, *a);
        assert_eq!(&one * a, *a);
        assert_eq!(a * &zero, zero);
        assert_eq!(&zero * a, zero);
        assert_eq!(a.pow(&one), *a);
    });
}

#[test]
fn multiplying_by_a_natural_repeats_addition() {
    let mut generator = Generator::new(5);
    for _ in 0..CASES {
        let a = generator.ordinal(3);
        let n = generator.natural(6);
        let repeated: Ordinal = (0..n.to_u64().unwrap()).map(|_| &a).sum();
        assert_eq!(&a * &n, repeated, "({a})·{n}");
    }
}

#[test]
fn order_is_total_and_consistent() {
    for_triples(6, 3, |a, b, c| {
        assert_eq!(a.cmp(b), b.cmp(a).reverse());
        assert_eq!(a.cmp(b) == Ordering::Equal, a == b);
        if a <= b && b <= c {
            assert!(a <= c, "{a} ≤ {b} ≤ {c}");
        }
        // The sum of the two is at least each summand on the right, and at least the left one.
        let sum = a + b;
        assert!(sum >= *a && sum >= *b, "{a} + {b} = {sum}");
    });
}

#[test]
fn addition_is_monotone() {
    for_triples(7, 3, |a, b, c| {
        let (small, large) = if a < b { (a, b) } else { (b, a) };
        if small == large {
            return;
        }
        assert!(
            small + c <= large + c,
            "({small}) + ({c}) vs ({large}) + ({c})"
        );
        assert!(
            c + small < c + large,
            "({c}) + ({small}) vs ({c}) + ({large})"
        );
        if !c.is_zero() {
            assert!(small * c <= large * c, "({small})·({c}) vs ({large})·({c})");
            assert!(c * small < c * large, "({c})·({small}) vs ({c})·({large})");
        }
    });
}

#[test]
fn left_subtraction_inverts_addition() {
    for_triples(8, 3, |a, b, c| {
        assert_eq!((a + c).checked_sub(a), Some(c.clone()), "({a}) + ({c})");
        match a.cmp(b) {
            Ordering::Greater => assert_eq!(b.checked_sub(a), None, "{b} - {a}"),
            _ => {
                let difference = b.checked_sub(a).expect("a ≤ b");
                assert_eq!(a + &difference, *b, "{a} + ({b} - {a})");
            }
        }
    });
}

/// `a` with its finite part cut to below 4, so that powers with it as exponent stay
/// small: `(ω+1)^k` has `k+1` terms and `2^k` has `k` bits.
fn tame(a: &Ordinal) -> Ordinal {
    let small = a.terms().len() as u64 % 4;
    a.limit_part() + Ordinal::from(small)
}

#[test]
fn powers_add_and_multiply_exponents() {
    for_triples(9, 2, |a, b, c| {
        let (x, y) = (tame(a), tame(b));
        let two = Ordinal::from(2u32);
        assert_eq!(
            two.pow(&(&x + &y)),
            two.pow(&x) * two.pow(&y),
            "2^({x}+{y})"
        );
        assert_eq!(Ordinal::two_pow(&x), two.pow(&x));
        let omega = Ordinal::omega();
        assert_eq!(
            omega.pow(&(a + b)),
            omega.pow(a) * omega.pow(b),
            "ω^({a}+{b})"
        );
        assert_eq!(omega.pow(a), Ordinal::omega_pow(a.clone()));
        let base = tame(c);
        assert_eq!(
            base.pow(&(&x + &y)),
            base.pow(&x) * base.pow(&y),
            "({base})^({x}+{y})"
        );
        assert_eq!(
            base.pow(&x).pow(&y),
            base.pow(&(&x * &y)),
            "(({base})^({x}))^({y})"
        );
    });
}

#[test]
fn natural_powers_repeat_multiplication() {
    let mut generator = Generator::new(10);
    for _ in 0..CASES {
        let a = generator.ordinal(2);
        let n = generator.natural(5);
        let repeated: Ordinal = (0..n.to_u64().unwrap()).map(|_| &a).product();
        assert_eq!(a.pow(&n), repeated, "({a})^{n}");
    }
}

#[test]
fn powers_increase_with_the_exponent() {
    for_triples(11, 2, |a, b, c| {
        let base = tame(c) + Ordinal::from(2u32);
        let (a, b) = (&tame(a), &tame(b));
        match a.cmp(b) {
            Ordering::Less => assert!(base.pow(a) < base.pow(b), "({base})^({a}) vs ^({b})"),
            Ordering::Greater => assert!(base.pow(a) > base.pow(b), "({base})^({a}) vs ^({b})"),
            Ordering::Equal => {}
        }
    });
}

#[test]
fn base2_forms_are_decreasing_and_invert() {
    for_triples(12, 3, |a, _, _| {
        let exponents = a.base2();
        assert!(exponents.windows(2).all(|pair| pair[0] > pair[1]), "{a}");
        assert_eq!(Ordinal::from_base2(&exponents), *a, "{a}");
        assert_eq!(Ordinal::from_base2_digits(a.base2_digits()), *a, "{a}");
        let powers: Ordinal = exponents.iter().map(Ordinal::two_pow).sum();
        assert_eq!(powers, *a);
    });
}

#[test]
fn base2_forms_order_like_their_ordinals() {
    for_triples(13, 3, |a, b, c| {
        assert_eq!(a.cmp(b), a.base2().cmp(&b.base2()), "{a} vs {b}");
        // Neighbours share long prefixes, the interesting case for a lexicographic order.
        let (near, far) = (a + c, a + b);
        assert_eq!(
            near.cmp(&far),
            near.base2().cmp(&far.base2()),
            "{near} vs {far}"
        );
        for (x, y) in a.base2_digits().zip(b.base2_digits()) {
            assert_eq!(x.cmp(&y), x.exponent().cmp(&y.exponent()));
        }
    });
}

#[test]
fn printing_parses_back() {
    for_triples(14, 3, |a, _, _| {
        assert_eq!(o(&a.to_string()), *a, "{a}");
        assert_eq!(o(&a.ascii()), *a, "{a:#}");
        // Huge coefficients have as many base-2 digits as bits: skip those here.
        if a.base2_digits().count() <= 20 {
            assert_eq!(o(&a.base2_form().to_string()), *a, "{}", a.base2_form());
            assert_eq!(
                o(&format!("{:#}", a.base2_form())),
                *a,
                "{:#}",
                a.base2_form()
            );
        }
    });
}

#[test]
fn equal_values_hash_alike() {
    use std::collections::HashSet;
    let set: HashSet<Ordinal> = ["w+1", "1+w+1", "2*w+1", "w^1+1", "(w+1)^1"].map(o).into();
    assert_eq!(set.len(), 1);
    let set: HashSet<Ordinal> = ["e0", "w^e0", "2^e0", "1+e0", "w*e0"].map(o).into();
    assert_eq!(set.len(), 1);
}
