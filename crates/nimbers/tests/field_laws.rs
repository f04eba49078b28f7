//! The nim-product by its definition, by the textbook recursion and by the fast paths agree on
//! every pair below 256, and the field laws hold there exhaustively and beyond by property tests.

use game::Nimber;
use nimbers::finite::{products_by_mex, textbook};
use nimbers::{FiniteNimber, NimField};
use num_bigint::BigUint;
use proptest::prelude::*;

/// The products of every pair of bytes, by the definition.
fn by_mex() -> &'static Vec<Vec<Nimber>> {
    static TABLE: std::sync::OnceLock<Vec<Vec<Nimber>>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| products_by_mex(256))
}

#[test]
fn every_rule_agrees_with_the_definition_below_256() {
    let table = by_mex();
    for a in 0..256u64 {
        for b in 0..256u64 {
            let expected = table[a as usize][b as usize];
            assert_eq!(Nimber(a).times(&Nimber(b)), expected, "{a}⊗{b}");
            assert_eq!(Nimber(textbook::product_u64(a, b)), expected, "{a}⊗{b}");
            let big = textbook::product(&BigUint::from(a), &BigUint::from(b));
            assert_eq!(big, BigUint::from(expected.0), "{a}⊗{b}");
            let wide = FiniteNimber::from(a) * FiniteNimber::from(b);
            assert_eq!(wide, FiniteNimber::from(expected), "{a}⊗{b}");
        }
    }
}

#[test]
fn the_nimbers_below_256_are_a_field() {
    let table = by_mex();
    let times = |a: usize, b: usize| table[a][b].0 as usize;
    assert!(
        table.iter().flatten().all(|product| product.0 < 256),
        "closed"
    );
    for a in 0..256 {
        assert_eq!(times(a, 1), a, "1 is the unit");
        if a > 0 {
            let inverse = Nimber(a as u64).inverse().unwrap();
            assert_eq!(times(a, inverse.0 as usize), 1, "{a} has an inverse");
            let squares = (0..256).filter(|&x| times(x, x) == a).count();
            assert_eq!(squares, 1, "{a} has one square root");
        }
        let root = Nimber(a as u64).sqrt().0 as usize;
        assert_eq!(times(root, root), a, "the square root of {a}");
        for b in 0..256 {
            assert_eq!(times(a, b), times(b, a), "commutative");
            for c in 0..256 {
                assert_eq!(times(a, b ^ c), times(a, b) ^ times(a, c), "distributive");
                assert_eq!(times(times(a, b), c), times(a, times(b, c)), "associative");
            }
        }
    }
}

#[test]
fn fermat_two_powers() {
    let mut f = FiniteNimber::from(2u64);
    for _ in 0..14 {
        let three_halves = FiniteNimber::from(f.to_biguint() * 3u8 / 2u8);
        assert_eq!(f.square(), three_halves, "{f}");
        f = FiniteNimber::from(f.to_biguint().pow(2));
    }
    // Distinct Fermat 2-powers multiply as numbers.
    let (four, sixteen, big) = (
        FiniteNimber::from(4u64),
        FiniteNimber::from(16u64),
        FiniteNimber::from(BigUint::from(1u8) << 1024),
    );
    assert_eq!(&four * &sixteen, FiniteNimber::from(64u64));
    assert_eq!(
        &sixteen * &big,
        FiniteNimber::from(BigUint::from(1u8) << 1028)
    );
}

#[test]
fn division_by_zero_is_an_error() {
    assert!(Nimber(0).inverse().is_err());
    assert!(Nimber(5).divided_by(&Nimber(0)).is_err());
    assert!(FiniteNimber::zero().inverse().is_err());
    assert!(FiniteNimber::zero().power(-1).is_err());
    assert_eq!(FiniteNimber::zero().power(0), Ok(FiniteNimber::one()));
    assert_eq!(Nimber(0).power(5), Ok(Nimber(0)));
}

#[test]
fn powers() {
    // The multiplicative group of the field of 16 has order 15.
    for a in 1..16u64 {
        assert_eq!(Nimber(a).power(15), Ok(Nimber(1)), "{a}");
        assert_eq!(Nimber(a).power(-1), Nimber(a).inverse(), "{a}");
    }
    let x = Nimber(0x1234_5678_9abc_def0);
    let mut product = Nimber(1);
    for n in 0..40 {
        assert_eq!(x.power(n), Ok(product), "{n}");
        product = product.times(&x);
    }
    let huge = num_bigint::BigInt::from(10u8).pow(500);
    let wide = FiniteNimber::from_limbs([7, 9, 11]);
    let reduced = huge.clone() % ((num_bigint::BigInt::from(1u8) << 256) - 1u8);
    assert_eq!(wide.power(huge), wide.power(reduced));
}

/// A nimber of up to 4096 bits (a field of 2^4096 elements), often sparse or short.
fn wide() -> impl Strategy<Value = FiniteNimber> {
    prop_oneof![
        prop::collection::vec(any::<u64>(), 0..=64),
        prop::collection::vec(prop_oneof![Just(0u64), Just(1), any::<u64>()], 0..=64),
        prop::collection::vec(any::<u64>(), 0..=3),
    ]
    .prop_map(FiniteNimber::from_limbs)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn word_laws(a: u64, b: u64, c: u64) {
        let [a, b, c] = [a, b, c].map(Nimber);
        prop_assert_eq!(a.times(&b), b.times(&a));
        prop_assert_eq!(a.times(&b).times(&c), a.times(&b.times(&c)));
        prop_assert_eq!(a.times(&(b + c)), a.times(&b) + a.times(&c));
        prop_assert_eq!(a.times(&b).0, textbook::product_u64(a.0, b.0));
        prop_assert_eq!(a.sqrt().square(), a);
        prop_assert_eq!(a.square(), a.times(&a));
        if a.0 != 0 {
            prop_assert_eq!(a.times(&a.inverse().unwrap()), Nimber(1));
            prop_assert_eq!(b.divided_by(&a).unwrap().times(&a), b);
        }
        prop_assert_eq!(FiniteNimber::from(a) * FiniteNimber::from(b), FiniteNimber::from(a.times(&b)));
    }

    #[test]
    fn wide_laws(a in wide(), b in wide(), c in wide()) {
        prop_assert_eq!(&a * &b, &b * &a);
        prop_assert_eq!(&(&a * &b) * &c, &a * &(&b * &c));
        prop_assert_eq!(&a * &(&b + &c), &(&a * &b) + &(&a * &c));
        prop_assert_eq!(a.sqrt().square(), a.clone());
        prop_assert_eq!(a.square(), &a * &a);
        if !a.is_zero() {
            prop_assert!((&a * &a.inverse().unwrap()).is_one());
            prop_assert_eq!(&b.divided_by(&a).unwrap() * &a, b.clone());
        }
    }

    #[test]
    fn wide_agrees_with_the_textbook(a in prop::collection::vec(any::<u64>(), 0..=4), b in prop::collection::vec(any::<u64>(), 0..=4)) {
        let (a, b) = (FiniteNimber::from_limbs(a), FiniteNimber::from_limbs(b));
        let expected = textbook::product(&a.to_biguint(), &b.to_biguint());
        prop_assert_eq!((&a * &b).to_biguint(), expected);
    }
}
