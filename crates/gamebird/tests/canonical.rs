//! `gamebird canonical` (and its old name, `gamebird game`): canonical forms in CGSuite's notation.

mod common;

use common::{fails, ok};

#[test]
fn values_comparisons_outcomes_and_stops() {
    assert_eq!(ok(&["canonical", "value", "{0,*|0} + ^"]), "^^*\n");
    assert_eq!(ok(&["canonical", "value", "{0|0}"]), "*\n");
    assert_eq!(ok(&["canonical", "value", "+-1"]), "±1\n");
    assert_eq!(ok(&["canonical", "compare", "^", "*"]), "||\n");
    assert_eq!(ok(&["canonical", "compare", "^", "1/64"]), "<\n");
    assert_eq!(ok(&["canonical", "compare", "* + *", "0"]), "=\n");
    assert_eq!(
        ok(&["canonical", "outcome", "^*"]),
        "the first player wins\n"
    );
    assert_eq!(
        ok(&["canonical", "stops", "{2||1|0}"]),
        "left stop 2, right stop 1\n"
    );
}

#[test]
fn bad_games_get_one_line_naming_the_column() {
    assert_eq!(
        fails(&["canonical", "value", "{0|"]),
        "error: column 1: this '{' is never closed"
    );
}

#[test]
fn the_old_name_game_still_works() {
    assert_eq!(ok(&["game", "value", "{0,*|0} + ^"]), "^^*\n");
    assert_eq!(ok(&["canonical", "value", "{0,*|0} + ^"]), "^^*\n");
    assert_eq!(
        fails(&["game", "value", "{0|"]),
        "error: column 1: this '{' is never closed"
    );
}
