//! CGSuite's notation both ways: every game born by day 3, and random games born by day 4, is
//! printed and read back to the same game; CGSuite's own printed forms read and print as CGSuite
//! has them.

use canonical::CanonicalForm;

fn game(text: &str) -> CanonicalForm {
    text.parse()
        .unwrap_or_else(|error| panic!("{text}: {error}"))
}

/// Every canonical form born by day `days`.
fn born_by(days: u32) -> Vec<CanonicalForm> {
    CanonicalForm::born_by(days).expect("a listed day")
}

fn round_trip(g: CanonicalForm) {
    let printed = g.to_string();
    assert_eq!(game(&printed), g, "{printed} reads back to another game");
}

#[test]
fn every_game_born_by_day_3_reads_back() {
    let games = born_by(3);
    assert_eq!(games.len(), 1474);
    let mut printed: Vec<String> = Vec::new();
    for &g in &games {
        round_trip(g);
        printed.push(g.to_string());
    }
    for known in ["^<2>", "v<2>*", "Tiny(1)", "Miny(1)", "±(1*)", "1Tiny(1)"] {
        assert!(
            printed.iter().any(|p| p == known),
            "{known} is born by day 3"
        );
    }
}

#[test]
fn random_games_born_by_day_4_read_back() {
    let day_3 = born_by(3);
    let mut rng = fastrand::Rng::with_seed(21);
    for _ in 0..10_000 {
        let mut pick = || -> Vec<CanonicalForm> {
            (0..rng.usize(0..=3))
                .map(|_| day_3[rng.usize(..day_3.len())])
                .collect()
        };
        let (left, right) = (pick(), pick());
        round_trip(CanonicalForm::new(&left, &right));
    }
}

/// Inputs and printed forms from CGSuite's own tests (`CanonicalShortGameTestCase`).
#[test]
fn cgsuite_prints_these_so() {
    let cases = [
        ("9/8+*", "9/8*"),
        ("6+^*", "6^*"),
        ("73/16+v9*8", "73/16v9*8"),
        ("{0|*||*|||*||||*}", "^[4]"),
        ("{0||0|v*}", "{0|^<2>}"),
        (
            "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
            "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
        ),
        ("{0||0|vvv}", "{0||0|v3}"),
        ("{^^^|vv}", "{^3|vv}"),
        ("{0||0|-3/2}", "Tiny(3/2)"),
        ("{0|||0||-1|-3}", "Tiny({3|1})"),
        ("{5||3|1|||0||||0}", "Miny({5||3|1})"),
        ("{1|^^||^}", "{1|^^||^}"),
        ("{1|^^^||^}", "{1|^3||^}"),
        ("{3||2+*|1+*}", "{3||2*|1*}"),
        (
            "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}",
            "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}",
        ),
    ];
    for (input, printed) in cases {
        assert_eq!(game(input).to_string(), printed, "{input}");
        assert_eq!(game(printed), game(input), "{printed} reads back");
    }
}

#[test]
fn cgsuite_forms_and_expressions_read() {
    let cases = [
        ("^[4]", "{0|*||*|||*||||*}"),
        ("v[3]", "{*|||*||*|0}"),
        ("^<2>", "{0|v*}"),
        ("v<2>*", "-(^<2>*)"),
        ("Tiny(2)", "{0||0|-2}"),
        ("Miny(1/2)", "{1/2|0||0}"),
        ("3/4v[3]*", "3/4 + v + v<2> + v<3> + *"),
        ("1Tiny(1)", "{1||1|0}"),
        ("2 + (1+*)", "3*"),
        ("+-(1/2)", "{1/2|-1/2}"),
        ("+-{1,1+*}", "{1,1*|-1,-1*}"),
        ("±(1*)", "{1*|-1*}"),
        ("-(1 + (2 + (^)))", "-3v"),
    ];
    for (text, same) in cases {
        assert_eq!(game(text), game(same), "{text} is {same}");
        round_trip(game(text));
    }
    assert_eq!(game("3/4v[3]*").to_string(), "3/4v[3]*");
    assert_eq!(
        game("+-{1,1+*}").to_string(),
        "±{1,1*}",
        "a switch of several options"
    );
}

#[test]
fn bad_uptimals_and_parentheses_are_refused_in_one_line() {
    let cases = [
        (
            "^<0>",
            "column 1: '^<0>' is not ^<n>, ^[n], v<n> or v[n] with n from 1 to 1024",
        ),
        (
            "v[2",
            "column 1: 'v[2' is not ^<n>, ^[n], v<n> or v[n] with n from 1 to 1024",
        ),
        (
            "^<2000>",
            "column 1: '^<2000>' is not ^<n>, ^[n], v<n> or v[n] with n from 1 to 1024",
        ),
        ("(1 + *", "column 1: this '(' is never closed"),
        ("1)", "column 2: this ')' closes no '('"),
        (
            "Tiny 2",
            "column 1: 'Tiny' needs its game in parentheses: Tiny(2)",
        ),
        ("{1|0)", "column 5: this ')' closes no '('"),
        ("±{}", "column 3: expected a game, found '}'"),
    ];
    for (text, message) in cases {
        let error = text.parse::<CanonicalForm>().unwrap_err();
        assert_eq!(error.to_string(), message, "{text}");
    }
}

/// A number of a hundred thousand digits is read in good time: by halves, not digit by digit.
#[test]
fn long_numbers_read_by_halves() {
    let digits = canonical::MAX_DIGITS - 20;
    let text = format!("{}/16", "7".repeat(digits));
    let g = game(&text);
    let x = g.as_number().expect("a number");
    assert_eq!(x.exponent(), 4);
    assert_eq!(x.numerator().to_string(), "7".repeat(digits));
    assert_eq!(game("10/8"), game("5/4"));
    assert_eq!(game("-3/1"), game("-3"));
}

/// Uptimals longer than `MAX_UPTIMAL` digits are written in braces, around the longest one
/// written short; a chain three thousand deep prints and reads back.
#[test]
fn long_uptimals_fall_back_to_braces() {
    let star = CanonicalForm::nimber(1);
    let mut sum = CanonicalForm::zero();
    for n in 1..=3000 {
        sum = CanonicalForm::new(&[sum], &[star]);
        if n == canonical::MAX_UPTIMAL {
            assert_eq!(sum, CanonicalForm::up_sum(n));
            assert_eq!(sum.to_string(), format!("^[{n}]"));
        }
    }
    let printed = sum.to_string();
    assert!(printed.contains("^[1024]") && !printed.contains("^[1025]"));
    assert_eq!(game(&printed), sum);
}

/// Random text made of the notation's pieces is read or refused in one line, never with a panic.
#[test]
fn random_text_is_read_or_refused_in_one_line() {
    let pieces = [
        "{", "}", "(", ")", "|", "||", ",", "+", "-", "±", "+-", "^", "v", "*", "*2", "<", ">",
        "[", "]", "1", "2", "/", "3/4", "Tiny(", "Miny(", "T", "M", " ", "^<2>", "v[3]", "^<",
        "v[", "0",
    ];
    let mut rng = fastrand::Rng::with_seed(2121);
    for _ in 0..20_000 {
        let text: String = (0..rng.usize(1..=12))
            .map(|_| pieces[rng.usize(..pieces.len())])
            .collect();
        match text.parse::<CanonicalForm>() {
            Ok(g) => round_trip(g),
            Err(error) => {
                let message = error.to_string();
                assert!(
                    !message.contains('\n') && message.starts_with("column "),
                    "{text:?}: {message}"
                );
            }
        }
    }
    assert_eq!(
        "Tx".parse::<CanonicalForm>().unwrap_err().to_string(),
        "column 1: unexpected character 'T'"
    );
}

/// Printed forms from CGSuite's language tests (`CgsuiteLangTest` and its game tests), `+-`
/// written `±`: games of Amazons and Toads and Frogs among them. Each reads and prints back as
/// CGSuite prints it; those with an input print it as CGSuite does.
#[test]
fn cgsuite_language_tests_print_so() {
    let cases = [
        ("+-(1/2)", "+-1/2"),
        ("+-{1,1+*}", "+-{1,1*}"),
        ("3+-1", "{4|2}"),
        ("+-1+-2+-3+-4", "+-{10|8||6|4|||4|2||0|-2}"),
        ("{0||0|-1}", "Tiny(1)"),
        ("{0||0|-1/4}", "Tiny(1/4)"),
        ("{0|||0||-1|-2}", "Tiny({2|1})"),
        ("{1|0||0}", "Miny(1)"),
        ("{^|*}", "^[2]"),
        ("{0,^*|0}", "^[2]*"),
        ("^<2>*", "^<2>*"),
        ("{2||0,+-2|-4}", "{2||0,+-2|-4}"),
        ("+-{2,{4|0}}", "+-{2,{4|0}}"),
        ("{2,{4|0}|-2}", "{2,{4|0}|-2}"),
        (
            "{12|||11||10,{11|10}|9Tiny({2|1})}",
            "{12|||11||10,{11|10}|9Tiny({2|1})}",
        ),
        // CGSuite's 9*(1+^.Pow(2)+*4), nine times an uptimal, as CGSuite prints it.
        (
            "{9,9*,9*2,9*3,9*4|{9*4,9v*5||||9vv*4,9v*5|||9v3*5,9vv*4||9v4*4,9v3*5|{9v5*5,9v4*4||||9v6*4,9v5*5|||9v7*5,9v6*4||9v8*4,9v7*5|9v9*5}}}",
            "{9,9*,9*2,9*3,9*4|{9*4,9v*5||||9vv*4,9v*5|||9v3*5,9vv*4||9v4*4,9v3*5|{9v5*5,9v4*4||||9v6*4,9v5*5|||9v7*5,9v6*4||9v8*4,9v7*5|9v9*5}}}",
        ),
        (
            "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}",
            "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}",
        ),
        (
            "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}",
            "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}",
        ),
    ];
    for (input, printed) in cases {
        let expected = printed.replace("+-", "±");
        assert_eq!(game(input).to_string(), expected, "{input}");
        assert_eq!(game(&expected), game(input), "{expected} reads back");
    }
}
