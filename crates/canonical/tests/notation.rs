//! CGSuite's notation: what prints how, and the errors for text that is not a game.

use canonical::{CanonicalForm, ParseGameErrorKind};

fn game(text: &str) -> CanonicalForm {
    text.parse()
        .unwrap_or_else(|error| panic!("{text}: {error}"))
}

#[test]
fn values_print_as_cgsuite_writes_them() {
    let cases = [
        ("{|}", "0"),
        ("{0|}", "1"),
        ("{0|1}", "1/2"),
        ("-5/2", "-5/2"),
        ("{0|0}", "*"),
        ("{0,*|0,*}", "*2"),
        ("{0|*}", "^"),
        ("{*|0}", "v"),
        ("{0,*|0}", "^*"),
        ("^ + ^", "^^"),
        ("v + v", "vv"),
        ("^ + ^ + ^", "^3"),
        ("v3 + *", "v3*"),
        ("1/2 + *", "1/2*"),
        ("-1 + v", "-1v"),
        ("^^ + *3", "^^*3"),
        ("{1|-1}", "±1"),
        ("+-3/4", "±3/4"),
        ("{1|0}", "{1|0}"),
        ("{2|{1|0}}", "{2||1|0}"),
        ("{{1|0}|-1}", "{1|0||-1}"),
        ("↑ + ↓", "0"),
    ];
    for (text, printed) in cases {
        assert_eq!(game(text).to_string(), printed, "{text}");
        assert_eq!(game(printed), game(text), "{printed} reads back");
    }
}

#[test]
fn signs_bind_as_cgsuite_reads_them() {
    // A leading minus belongs to the number it stands before: -1v is -1 + v, not -(1v).
    assert_eq!(game("-1v"), game("-1") + game("v"));
    assert_eq!(game("2-1v"), game("1^"));
    assert_eq!(game("- ^"), game("v"));
    assert_eq!(game("- ±1"), game("±1"));
    assert_eq!(game("3±1"), game("{4|2}"));
}

#[test]
fn errors_name_the_column() {
    let cases: [(&str, usize, ParseGameErrorKind); 12] = [
        ("", 1, ParseGameErrorKind::Empty),
        ("  ", 1, ParseGameErrorKind::Empty),
        ("1 + x", 5, ParseGameErrorKind::UnexpectedCharacter('x')),
        (
            "1 +",
            4,
            ParseGameErrorKind::ExpectedGame {
                found: String::new(),
            },
        ),
        (
            "{0,|1}",
            4,
            ParseGameErrorKind::ExpectedGame {
                found: "|1}".into(),
            },
        ),
        ("1 *", 3, ParseGameErrorKind::ExpectedOperator),
        ("{0|1", 1, ParseGameErrorKind::UnclosedBrace),
        ("0}", 2, ParseGameErrorKind::UnmatchedBrace),
        ("0|1", 2, ParseGameErrorKind::OutsideBraces('|')),
        ("{0}", 1, ParseGameErrorKind::MissingBar),
        ("{0|1|2}", 5, ParseGameErrorKind::AmbiguousBars(1)),
        ("{1/6|}", 2, ParseGameErrorKind::InvalidNumber("1/6".into())),
    ];
    for (text, column, kind) in cases {
        let error = text.parse::<CanonicalForm>().unwrap_err();
        assert_eq!(
            (error.column(), error.kind()),
            (column, &kind),
            "{text:?}: {error}"
        );
        assert!(
            error.to_string().starts_with(&format!("column {column}: ")),
            "{error}"
        );
    }
    let error = "*99999999999999999999"
        .parse::<CanonicalForm>()
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "column 1: '*99999999999999999999' is too large (at most 64 bits)"
    );
}

/// A number too long to read in good time is refused before it is read, by its digits.
#[test]
fn numbers_of_too_many_digits_are_refused() {
    let digits = canonical::MAX_DIGITS + 1;
    let text = format!("* + {{0|-1/{}}}", "2".repeat(digits - 1));
    let error = text.parse::<CanonicalForm>().unwrap_err();
    assert_eq!(error.kind(), &ParseGameErrorKind::TooManyDigits(digits));
    assert_eq!(
        error.to_string(),
        format!("column 8: a number of {digits} digits is more than the 100000 allowed")
    );
}

#[test]
fn deep_braces_read_with_a_stack() {
    let depth = 100_000;
    let text = format!("{}0{}", "{0|".repeat(depth), "}".repeat(depth));
    // {0|{0|{0|…0}}} is ups and stars all the way: {0|0} = *, {0|*} = ^, {0|^} = ^^*, …
    let read = game(&text);
    assert_eq!(read.to_string(), format!("^{}", depth - 1));
    // and {0|{0|…{0|}}} is 1/2^(depth - 1).
    let halves = game(&format!("{}{}", "{0|".repeat(depth), "}".repeat(depth)));
    assert_eq!(
        halves.as_number().map(|x| x.exponent()),
        Some(depth as u64 - 1)
    );
    let unclosed = format!("1 + {}", "{0|".repeat(depth));
    let error = unclosed.parse::<CanonicalForm>().unwrap_err();
    assert_eq!(error.kind(), &ParseGameErrorKind::UnclosedBrace);
}
