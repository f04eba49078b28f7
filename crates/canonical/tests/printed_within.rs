//! Writing within a limit (issue 19): `to_string_within` gives the text exactly when it fits,
//! and refuses otherwise, on every game born by day 3 at every small limit, and on games full of
//! tinies, whose notation can be longer than their braces.

use canonical::CanonicalForm;
use game::budget::Budget;

/// Every canonical form born by day `days`.
fn born_by(days: u32) -> Vec<CanonicalForm> {
    CanonicalForm::born_by(days).expect("a listed day")
}

fn limit(characters: u64) -> Budget {
    Budget::new(characters, "characters", "--max-size")
}

/// `to_string_within` at every limit from 1 to one past the text's length (a limit of 0 is no
/// limit).
fn exact_at_every_limit(game: CanonicalForm) {
    let text = game.to_string();
    for max in 1..=text.len() as u64 + 1 {
        match game.to_string_within(limit(max)) {
            Ok(written) => {
                assert_eq!(written, text);
                assert!(written.len() as u64 <= max, "{text} within {max}");
            }
            Err(refused) => {
                assert!(text.len() as u64 > max, "{text} refused within {max}");
                assert_eq!(
                    refused.to_string(),
                    format!(
                        "the value would take more than {max} characters to write; \
                         give a larger --max-size (0 for no limit)"
                    )
                );
            }
        }
    }
    assert_eq!(game.to_string_within(limit(0)), Ok(text));
}

#[test]
fn every_game_born_by_day_3_is_written_within_its_limit_exactly() {
    let games = born_by(3);
    assert_eq!(games.len(), 1474);
    for game in games {
        exact_at_every_limit(game);
    }
}

#[test]
fn tinies_longer_than_their_braces_are_refused() {
    let tiny: CanonicalForm = "{2||2|*}".parse().unwrap();
    assert_eq!(tiny.to_string(), "2Tiny(2*)");
    assert!(tiny.printed_len() < tiny.to_string().len() as u64);
    assert!(tiny.to_string_within(limit(8)).is_err());
    assert_eq!(tiny.to_string_within(limit(9)).as_deref(), Ok("2Tiny(2*)"));
    for text in [
        "{2||2|*}",
        "{1/2||1/2|{0|-1/8}}",
        "{3/8||3/8|{1/4,*|-7/16}}",
        "{5/8||5/8|{1/8||1/16|-3/4}}",
        "Tiny(Tiny(1/2))",
        "1/4Tiny(3/8Tiny(1/16))",
        "{1||1|{0,*|-1/2}} + {-1/2|{-1/4|-1/4||-1/2}}",
        "Tiny(2) + 1/2Miny(1/4) + {3/4||3/4|{1/8|-5/8}}",
    ] {
        let game: CanonicalForm = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        exact_at_every_limit(game);
    }
}

#[test]
fn padding_still_pads() {
    let game: CanonicalForm = "{2||2|*}".parse().unwrap();
    assert_eq!(format!("{game:>11}"), "  2Tiny(2*)");
    assert_eq!(format!("{game:.3}"), "2Ti");
}
