//! `gamebird canonical temperature | mean | thermograph | cool | heat | freeze | incentives |
//! reduced | atomic-weight`: hot games and infinitesimals, as chapter 4's crate works them out.

mod common;

use common::{fails, ok};

#[test]
fn temperatures_and_means() {
    assert_eq!(ok(&["canonical", "temperature", "{3|1}"]), "1\n");
    assert_eq!(ok(&["canonical", "mean", "{3|1}"]), "2\n");
    assert_eq!(ok(&["canonical", "temperature", "+-1"]), "1\n");
    assert_eq!(ok(&["canonical", "mean", "{4|{2|0}}"]), "5/2\n");
    assert_eq!(ok(&["canonical", "temperature", "{4|{2|0}}"]), "3/2\n");
    // As CGSuite has it: numbers are cold, infinitesimals at temperature 0.
    assert_eq!(ok(&["canonical", "temperature", "3/4"]), "-1/4\n");
    assert_eq!(ok(&["canonical", "temperature", "7"]), "-1\n");
    assert_eq!(ok(&["canonical", "temperature", "^*"]), "0\n");
}

#[test]
fn thermographs_as_text_and_as_pictures() {
    assert_eq!(
        ok(&["canonical", "thermograph", "{3|1}"]),
        "left wall: 4 at -1, 2 at 1\nright wall: 0 at -1, 2 at 1\nmast: 2 from temperature 1\n"
    );
    assert_eq!(
        ok(&["canonical", "thermograph", "{4|{2|0}}"]),
        "left wall: 5 at -1, 5/2 at 3/2\nright wall: 2 at -1, 2 at 1, 5/2 at 3/2\n\
         mast: 5/2 from temperature 3/2\n"
    );
    let svg = ok(&["canonical", "thermograph", "--svg", "+-1"]);
    assert!(game::svg::drawn_on_a_card(&svg), "{svg}");
    assert!(svg.contains("<title>Thermograph of ±1</title>"));
}

#[test]
fn cooling_heating_and_freezing() {
    assert_eq!(ok(&["canonical", "cool", "{3|1}", "1/2"]), "{5/2|3/2}\n");
    assert_eq!(ok(&["canonical", "cool", "{3|1}", "1"]), "2*\n");
    assert_eq!(ok(&["canonical", "cool", "{3|1}", "2"]), "2\n");
    assert_eq!(ok(&["canonical", "cool", "1/2", "-1/2"]), "1/2*\n");
    assert_eq!(ok(&["canonical", "heat", "2*", "1"]), "{3|1}\n");
    assert_eq!(ok(&["canonical", "freeze", "{3|1}"]), "2*\n");
    assert_eq!(ok(&["canonical", "freeze", "{3||2*|1*}"]), "9/4*\n");
}

#[test]
fn incentives_reduced_forms_and_atomic_weights() {
    assert_eq!(ok(&["canonical", "incentives", "{3|1}"]), "{2|0}\n");
    assert_eq!(ok(&["canonical", "incentives", "^"]), "^*\n");
    assert_eq!(ok(&["canonical", "incentives", "0"]), "none\n");
    assert_eq!(ok(&["canonical", "reduced", "{3||2*|1*}"]), "{3||2|1}\n");
    assert_eq!(ok(&["canonical", "reduced", "^*"]), "0\n");
    assert_eq!(ok(&["canonical", "atomic-weight", "^"]), "1\n");
    assert_eq!(ok(&["canonical", "atomic-weight", "{1|^^||^}"]), "2\n");
    assert_eq!(ok(&["canonical", "atomic-weight", "{^^^|vv}"]), "{1|0}\n");
}

#[test]
fn bad_input_gets_one_line() {
    assert_eq!(
        fails(&["canonical", "cool", "{3|1}", "-1"]),
        "error: cannot cool by -1: the temperature must be more than -1"
    );
    assert_eq!(
        fails(&["canonical", "cool", "{3|1}", "x"]),
        "error: T, column 1: expected a digit, found 'x'"
    );
    assert_eq!(
        fails(&["canonical", "atomic-weight", "5"]),
        "error: 5 is not atomic: it has no atomic weight"
    );
    assert_eq!(
        fails(&["canonical", "temperature", "{0|"]),
        "error: column 1: this '{' is never closed"
    );
    for command in [
        "temperature",
        "mean",
        "thermograph",
        "cool",
        "heat",
        "freeze",
        "incentives",
        "reduced",
        "atomic-weight",
    ] {
        assert!(ok(&["canonical", command, "--help"]).contains("Usage: gamebird canonical"));
    }
}
