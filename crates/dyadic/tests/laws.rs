//! Arithmetic and order agree with exact rational arithmetic, on small, word-edge and big values.

mod common;

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use common::{SEED, random_dyadic, random_fixed_edge, rational};
use dyadic::Dyadic;
use num_rational::BigRational;

const PAIRS: usize = 3000;

fn random_pairs() -> impl Iterator<Item = (Dyadic, Dyadic)> {
    let mut rng = fastrand::Rng::with_seed(SEED);
    (0..PAIRS).map(move |_| (random_dyadic(&mut rng), random_dyadic(&mut rng)))
}

fn hash_of(x: &Dyadic) -> u64 {
    let mut hasher = DefaultHasher::new();
    x.hash(&mut hasher);
    hasher.finish()
}

/// The dyadic result, checked to be exactly the rational one and normalised.
fn assert_matches(result: Dyadic, expected: BigRational, what: &str) {
    assert_eq!(rational(&result), expected, "{what}");
    assert_eq!(Dyadic::try_from(&expected).as_ref(), Ok(&result), "{what}");
    assert_eq!(
        hash_of(&result),
        hash_of(&Dyadic::try_from(&expected).unwrap()),
        "{what}"
    );
}

#[test]
fn operations_agree_with_rationals() {
    for (a, b) in random_pairs() {
        let (ra, rb) = (rational(&a), rational(&b));
        assert_matches(&a + &b, &ra + &rb, &format!("{a:?} + {b:?}"));
        assert_matches(&a - &b, &ra - &rb, &format!("{a:?} - {b:?}"));
        assert_matches(&a * &b, &ra * &rb, &format!("{a:?} * {b:?}"));
        assert_matches(-&a, -&ra, &format!("-{a:?}"));
        assert_matches(
            a.half(),
            &ra / BigRational::from_integer(2.into()),
            &format!("{a:?} / 2"),
        );
        assert_matches(a.abs(), num_traits::Signed::abs(&ra), &format!("|{a:?}|"));
        assert_eq!(a.cmp(&b), ra.cmp(&rb), "{a:?} vs {b:?}");
        assert_eq!(a == b, ra == rb);
        assert_eq!(a.floor(), ra.floor().to_integer(), "floor {a:?}");
        assert_eq!(a.ceil(), ra.ceil().to_integer(), "ceil {a:?}");
        assert_eq!(a.signum(), ra.cmp(&BigRational::default()), "signum {a:?}");
    }
}

#[test]
fn operations_across_the_fixed_point_edge_agree_with_rationals() {
    // Operands on both sides of the edge of the fast form, and mixed with every other size class,
    // so that results leave and rejoin it; `assert_matches` also checks the stored form.
    let mut rng = fastrand::Rng::with_seed(SEED ^ 4);
    for _ in 0..PAIRS {
        let a = random_fixed_edge(&mut rng);
        let b = if rng.bool() {
            random_fixed_edge(&mut rng)
        } else {
            random_dyadic(&mut rng)
        };
        let (a, b) = if rng.bool() { (a, b) } else { (b, a) };
        let (ra, rb) = (rational(&a), rational(&b));
        assert_matches(&a + &b, &ra + &rb, &format!("{a:?} + {b:?}"));
        assert_matches(&a - &b, &ra - &rb, &format!("{a:?} - {b:?}"));
        assert_matches(&a * &b, &ra * &rb, &format!("{a:?} * {b:?}"));
        assert_matches(-&a, -&ra, &format!("-{a:?}"));
        assert_matches(
            a.half(),
            &ra / BigRational::from_integer(2.into()),
            &format!("{a:?} / 2"),
        );
        assert_eq!(a.cmp(&b), ra.cmp(&rb), "{a:?} vs {b:?}");
        assert_eq!(a.signum(), ra.cmp(&BigRational::default()), "signum {a:?}");
    }
}

#[test]
fn ring_laws() {
    let mut rng = fastrand::Rng::with_seed(SEED ^ 1);
    for _ in 0..PAIRS {
        let [a, b, c] = [(); 3].map(|_| random_dyadic(&mut rng));
        assert_eq!(&a + &b, &b + &a);
        assert_eq!(&a * &b, &b * &a);
        assert_eq!(&(&a + &b) + &c, &a + &(&b + &c));
        assert_eq!(&(&a * &b) * &c, &a * &(&b * &c));
        assert_eq!(&a * &(&b + &c), &(&a * &b) + &(&a * &c));
        assert_eq!(&(&a - &b) + &b, a);
        assert_eq!(&a + &Dyadic::zero(), a);
        assert_eq!(&a * &Dyadic::one(), a);
        assert_eq!(&a + &-&a, Dyadic::zero());
        assert_eq!(&a.half() + &a.half(), a);
        // Order is compatible with addition.
        assert_eq!((&a + &c).cmp(&(&b + &c)), a.cmp(&b));
    }
}

#[test]
fn equal_values_built_differently_are_equal_and_hash_equally() {
    let mut rng = fastrand::Rng::with_seed(SEED ^ 2);
    for _ in 0..PAIRS {
        let x = random_dyadic(&mut rng);
        let shift = rng.u64(0..=80);
        let unnormalised = Dyadic::new(x.numerator() << shift, x.exponent() + shift);
        let round_trip = &(&x + &Dyadic::new(1, 70)) - &Dyadic::new(1, 70);
        for same in [unnormalised, round_trip, -(-&x)] {
            assert_eq!(same, x);
            assert_eq!(hash_of(&same), hash_of(&x), "{x:?}");
        }
    }
}

#[test]
fn sums_of_many_terms() {
    let mut rng = fastrand::Rng::with_seed(SEED ^ 3);
    let terms: Vec<Dyadic> = (0..500).map(|_| random_dyadic(&mut rng)).collect();
    let expected: BigRational = terms.iter().map(rational).sum();
    assert_eq!(rational(&terms.iter().sum()), expected);
    assert_eq!(rational(&terms.into_iter().sum()), expected);
}
