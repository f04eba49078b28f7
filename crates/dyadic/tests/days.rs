//! Birthdays and the simplicity rule, checked against the numbers generated day by day.
//!
//! Day 0 makes 0. Each later day makes one new number beyond each end of the line of numbers made so
//! far (one more than the largest, one less than the smallest) and one between each neighbouring
//! pair (their mean). Conway's definition of `<=` on the games `{ left | right }` confirms that these
//! are the values of the forms they come from.

use std::collections::HashMap;

use dyadic::Dyadic;
use num_bigint::BigUint;

/// A number as its canonical game `{ left | right }`, each option at most one earlier number.
struct Born {
    value: Dyadic,
    day: u32,
    left: Option<usize>,
    right: Option<usize>,
}

/// Every number born by `last_day`, in the order of generation (so by day), with its game form.
fn born_by(last_day: u32) -> Vec<Born> {
    let mut numbers = vec![Born {
        value: Dyadic::zero(),
        day: 0,
        left: None,
        right: None,
    }];
    // Indices into `numbers`, in increasing order of value.
    let mut line = vec![0];
    for day in 1..=last_day {
        let value = |i: usize| &numbers[i].value;
        let (first, last) = (line[0], *line.last().unwrap());
        // (value, left option, right option), in order along the line.
        let mut newborn = vec![(value(first) - &Dyadic::one(), None, Some(first))];
        for pair in line.windows(2) {
            let mean = (value(pair[0]) + value(pair[1])).half();
            newborn.push((mean, Some(pair[0]), Some(pair[1])));
        }
        newborn.push((value(last) + &Dyadic::one(), Some(last), None));
        // Interleave: new, old, new, old, ..., old, new.
        let mut next_line = Vec::with_capacity(line.len() + newborn.len());
        for (k, (value, left, right)) in newborn.into_iter().enumerate() {
            next_line.push(numbers.len());
            numbers.push(Born {
                value,
                day,
                left,
                right,
            });
            if let Some(&old) = line.get(k) {
                next_line.push(old);
            }
        }
        line = next_line;
    }
    numbers
}

/// Conway's `x <= y`: no left option of `x` is `>= y`, and no right option of `y` is `<= x`.
fn game_le(numbers: &[Born], x: usize, y: usize, memo: &mut HashMap<(usize, usize), bool>) -> bool {
    if let Some(&known) = memo.get(&(x, y)) {
        return known;
    }
    // Options are born earlier, so the recursion is at most two days deep per day.
    let left_too_big = numbers[x]
        .left
        .is_some_and(|xl| game_le(numbers, y, xl, memo));
    let right_too_small = numbers[y]
        .right
        .is_some_and(|yr| game_le(numbers, yr, x, memo));
    let answer = !left_too_big && !right_too_small;
    memo.insert((x, y), answer);
    answer
}

#[test]
fn each_day_doubles_the_new_numbers() {
    let numbers = born_by(7);
    for day in 1..=7 {
        let born_that_day = numbers.iter().filter(|n| n.day == day).count();
        assert_eq!(born_that_day, 1 << day, "day {day}");
    }
    let values: std::collections::HashSet<_> = numbers.iter().map(|n| n.value.clone()).collect();
    assert_eq!(values.len(), numbers.len(), "no number is born twice");
}

#[test]
fn generated_values_agree_with_conways_order() {
    let numbers = born_by(6);
    let mut memo = HashMap::new();
    for x in 0..numbers.len() {
        for y in 0..numbers.len() {
            let by_games = game_le(&numbers, x, y, &mut memo);
            assert_eq!(
                by_games,
                numbers[x].value <= numbers[y].value,
                "{} <= {}",
                numbers[x].value,
                numbers[y].value
            );
        }
    }
}

#[test]
fn birthday_formula_matches_the_days() {
    // 0 on day 0; n on day |n|; a non-integer m/2^k on day floor(|x|) + 1 + k.
    for number in born_by(7) {
        assert_eq!(
            number.value.birthday(),
            BigUint::from(number.day),
            "{}",
            number.value
        );
    }
}

/// The earliest-born generated number strictly between the bounds, checked to be unique.
fn earliest_between(
    numbers: &[Born],
    lower: Option<&Dyadic>,
    upper: Option<&Dyadic>,
) -> Option<Dyadic> {
    let inside = |x: &Dyadic| lower.is_none_or(|l| l < x) && upper.is_none_or(|u| x < u);
    let first_day = numbers
        .iter()
        .filter(|n| inside(&n.value))
        .map(|n| n.day)
        .min()?;
    let mut earliest = numbers
        .iter()
        .filter(|n| n.day == first_day && inside(&n.value));
    let winner = earliest.next().unwrap().value.clone();
    assert!(
        earliest.next().is_none(),
        "two simplest numbers between {lower:?} and {upper:?}"
    );
    Some(winner)
}

#[test]
fn simplest_between_is_the_earliest_born_for_all_bounds_born_by_day_6() {
    let numbers = born_by(7);
    let bounds: Vec<Option<&Dyadic>> = std::iter::once(None)
        .chain(
            numbers
                .iter()
                .filter(|n| n.day <= 6)
                .map(|n| Some(&n.value)),
        )
        .collect();
    for &lower in &bounds {
        for &upper in &bounds {
            let expected = match (lower, upper) {
                (Some(l), Some(u)) if l >= u => None,
                _ => Some(earliest_between(&numbers, lower, upper).expect("born by day 7")),
            };
            assert_eq!(
                Dyadic::simplest_between(lower, upper),
                expected,
                "between {lower:?} and {upper:?}"
            );
        }
    }
}

#[test]
fn simplest_between_random_bounds_is_the_earliest_born() {
    // Bounds within 5 of zero with denominators up to 16 are born by day 10, so the simplest
    // number between them is born by day 11.
    let numbers = born_by(11);
    let mut rng = fastrand::Rng::with_seed(0x5EED);
    for _ in 0..1500 {
        let mut bound = || Dyadic::new(rng.i64(-80..=80), 4);
        let (lower, upper) = (bound(), bound());
        let (lower, upper) = (Some(&lower), Some(&upper).filter(|_| rng.u8(0..8) != 0));
        let expected = match (lower, upper) {
            (Some(l), Some(u)) if l >= u => None,
            _ => earliest_between(&numbers, lower, upper),
        };
        assert_eq!(
            Dyadic::simplest_between(lower, upper),
            expected,
            "between {lower:?} and {upper:?}"
        );
        let (mirrored_lower, mirrored_upper) = (upper.map(|u| -u), lower.map(|l| -l));
        let mirrored = Dyadic::simplest_between(mirrored_lower.as_ref(), mirrored_upper.as_ref());
        assert_eq!(
            mirrored,
            expected.map(|x| -x),
            "mirror of {lower:?}, {upper:?}"
        );
    }
}
