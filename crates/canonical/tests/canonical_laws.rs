//! The group laws and the order, checked by proptest on random games built from small closed
//! forms and braces.

use std::cmp::Ordering;

use canonical::CanonicalForm;
use dyadic::Dyadic;
use proptest::prelude::*;

/// A recipe for a game: a closed form, or braces around smaller recipes.
#[derive(Clone, Debug)]
enum Recipe {
    Closed(i64, i64, u64),
    Braces(Vec<Recipe>, Vec<Recipe>),
}

impl Recipe {
    fn build(&self) -> CanonicalForm {
        match self {
            Recipe::Closed(quarters, ups, nim) => {
                CanonicalForm::number(Dyadic::new(*quarters, 2))
                    + CanonicalForm::ups(*ups)
                    + CanonicalForm::nimber(*nim)
            }
            Recipe::Braces(left, right) => {
                let left: Vec<_> = left.iter().map(Recipe::build).collect();
                let right: Vec<_> = right.iter().map(Recipe::build).collect();
                CanonicalForm::new(&left, &right)
            }
        }
    }
}

fn recipe() -> impl Strategy<Value = Recipe> {
    let leaf = (-8i64..=8, -2i64..=2, 0u64..=3).prop_map(|(q, u, n)| Recipe::Closed(q, u, n));
    leaf.prop_recursive(3, 24, 3, |inner| {
        (
            prop::collection::vec(inner.clone(), 0..3),
            prop::collection::vec(inner, 0..3),
        )
            .prop_map(|(left, right)| Recipe::Braces(left, right))
    })
}

fn game() -> impl Strategy<Value = CanonicalForm> {
    recipe().prop_map(|recipe| recipe.build())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn addition_is_associative_and_commutative(a in game(), b in game(), c in game()) {
        prop_assert_eq!((a + b) + c, a + (b + c));
        prop_assert_eq!(a + b, b + a);
    }

    #[test]
    fn every_game_has_a_negative(a in game(), b in game()) {
        prop_assert_eq!(a - a, CanonicalForm::zero());
        prop_assert_eq!(-(-a), a);
        prop_assert_eq!(-(a + b), -a - b);
    }

    #[test]
    fn the_order_is_compatible_with_addition(a in game(), b in game(), c in game()) {
        prop_assert_eq!((a + c).compare(&(b + c)), a.compare(&b));
        prop_assert_eq!(a.compare(&b), (a - b).compare(&CanonicalForm::zero()));
        prop_assert_eq!(a.compare(&b), b.compare(&a).map(Ordering::reverse));
    }

    #[test]
    fn the_notation_reads_back(a in game()) {
        let text = a.to_string();
        prop_assert_eq!(text.parse::<CanonicalForm>().unwrap(), a, "{}", text);
    }

    #[test]
    fn stops_and_outcomes_agree(a in game()) {
        prop_assert!(a.left_stop() >= a.right_stop());
        let outcome = a.outcome();
        prop_assert_eq!(outcome, match a.compare(&CanonicalForm::zero()) {
            Some(sign) => game::Outcome::of_sign(sign),
            None => game::Outcome::FirstPlayerWins,
        });
    }
}
