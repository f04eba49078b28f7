//! Bad input gets a one-line error naming the column: never a panic, overflow or hang.

use ordinal::{Ordinal, ParseOrdinalErrorKind};

fn error(text: &str) -> String {
    match text.parse::<Ordinal>() {
        Ok(value) => panic!("{text:?} parsed as {value}"),
        Err(error) => error.to_string(),
    }
}

#[test]
fn messages_name_the_column() {
    let cases = [
        ("", "column 1: expected an ordinal term, found end of input"),
        ("(w+)", "column 4: expected an ordinal term, found ')'"),
        ("w^(w+3)+)", "column 9: expected an ordinal term, found ')'"),
        (
            "w +",
            "column 4: expected an ordinal term, found end of input",
        ),
        (
            "w 3",
            "column 3: expected '+', '*', '^', ')' or the end, found '3'",
        ),
        (
            "ω ω",
            "column 3: expected '+', '*', '^', ')' or the end, found 'ω'",
        ),
        (
            "2(w)",
            "column 2: expected '+', '*', '^', ')' or the end, found '('",
        ),
        ("w - 1", "column 3: unexpected character '-'"),
        ("w+1)", "column 4: ')' without a matching '('"),
        ("((w)", "column 1: '(' is never closed"),
        ("e", "column 1: expected an index, as in ε₀, e0 or w_1"),
        ("ε+1", "column 1: expected an index, as in ε₀, e0 or w_1"),
        ("w_", "column 1: expected an index, as in ε₀, e0 or w_1"),
        ("e99999999999", "column 1: index larger than 4294967295"),
        ("²", "column 1: expected an ordinal term, found '²'"),
        ("9^9^9", "column 2: result too large to compute"),
        ("(w+1)^100000000", "column 6: result too large to compute"),
        ("w^(ω+1", "column 3: '(' is never closed"),
    ];
    for (text, message) in cases {
        assert_eq!(error(text), message, "{text:?}");
    }
}

#[test]
fn long_tokens_are_shortened_in_messages() {
    let text = format!("w {}", "1".repeat(40));
    assert_eq!(
        error(&text),
        "column 3: expected '+', '*', '^', ')' or the end, found '1111111111111111…'"
    );
}

#[test]
fn deep_parentheses_are_refused_not_recursed() {
    let deep = format!("{}w{}", "(".repeat(100_000), ")".repeat(100_000));
    assert_eq!(
        error(&deep),
        "column 257: parentheses nested deeper than 256 levels"
    );
    let fine = format!("{}w{}", "(".repeat(256), ")".repeat(256));
    assert_eq!(fine.parse::<Ordinal>(), Ok(Ordinal::omega()));
    let unbalanced = ")".repeat(100_000);
    assert_eq!(
        error(&unbalanced),
        "column 1: expected an ordinal term, found ')'"
    );
}

#[test]
fn deep_exponents_are_refused() {
    let tower = vec!["w"; 100_000].join("^");
    let message = error(&tower);
    assert!(
        message.ends_with("exponents nested deeper than 256 levels"),
        "{message}"
    );
    let twos = vec!["2"; 100_000].join("^");
    assert!(error(&twos).ends_with("result too large to compute"));
    let ones = vec!["1"; 100_000].join("^");
    assert_eq!(ones.parse::<Ordinal>(), Ok(Ordinal::one()));
}

#[test]
fn long_sums_and_products_finish() {
    let sum = vec!["w^w*3+1"; 20_000].join("+");
    assert_eq!(
        sum.parse::<Ordinal>().map(|v| v.to_string()),
        Ok("ω^ω·60000+1".to_owned())
    );
    let product = vec!["(w+1)"; 20_000].join("*");
    let kind = product.parse::<Ordinal>().map_err(|e| e.kind().clone());
    assert_eq!(kind, Err(ParseOrdinalErrorKind::ResultTooLarge));
}

#[test]
fn sums_of_huge_terms_are_refused_early() {
    let terms: Vec<String> = (0..5000)
        .map(|i| format!("w^(2^{})", 400_000 - i))
        .collect();
    assert_eq!(
        error(&terms.join("+")),
        "column 13: result too large to compute"
    );
    let chain = format!("(w+1)^1000{}", "*1".repeat(20_000));
    assert!(chain.parse::<Ordinal>().is_ok());
}

#[test]
fn huge_numbers_are_refused() {
    let digits = "7".repeat(100_001);
    assert_eq!(error(&digits), "column 1: number longer than 100000 digits");
    assert!("7".repeat(100_000).parse::<Ordinal>().is_ok());
}

/// Random strings over the notation's alphabet: every one parses or errors quickly.
#[test]
fn random_text_never_panics() {
    let alphabet: Vec<char> = "wωeε₀₁_0123456789²³+*·^() ".chars().collect();
    let mut rng = fastrand::Rng::with_seed(99);
    for _ in 0..20_000 {
        let length = rng.usize(0..24);
        let text: String = (0..length)
            .map(|_| alphabet[rng.usize(..alphabet.len())])
            .collect();
        if let Ok(value) = text.parse::<Ordinal>() {
            assert_eq!(
                value.to_string().parse::<Ordinal>(),
                Ok(value.clone()),
                "{text}"
            );
        }
    }
}

#[test]
fn text_of_several_lines_gets_line_and_column() {
    let cases = [
        ("w^2 +\nw + x", "line 2, column 5: unexpected character 'x'"),
        ("w + x\nw", "line 1, column 5: unexpected character 'x'"),
        ("w^2 +\n\n  (w", "line 3, column 3: '(' is never closed"),
        (
            "ω +\nω·)",
            "line 2, column 3: expected an ordinal term, found ')'",
        ),
        // The end of the input is just after its last character, not on a line of its own.
        (
            "w +\n",
            "column 4: expected an ordinal term, found end of input",
        ),
        (
            "w\n+\n\n",
            "line 2, column 2: expected an ordinal term, found end of input",
        ),
    ];
    for (text, message) in cases {
        assert_eq!(error(text), message, "{text:?}");
    }
    let error = "1 +\n  2 + )".parse::<Ordinal>().unwrap_err();
    assert_eq!((error.line(), error.column()), (2, 7));
}

#[test]
fn control_characters_are_quoted() {
    let cases = [
        ("w + \u{0}", r"column 5: unexpected character '\0'"),
        ("w\u{1b}[2J", r"column 2: unexpected character '\u{1b}'"),
        (
            "w\t+\r",
            "column 4: expected an ordinal term, found end of input",
        ),
    ];
    for (text, message) in cases {
        assert_eq!(error(text), message, "{text:?}");
    }
}

/// Whatever the text, the message is a single line of modest length.
#[test]
fn messages_are_always_one_short_line() {
    let alphabet: Vec<char> = "w+*^()1 \n\r\t\u{0}\u{1b}x".chars().collect();
    let mut rng = fastrand::Rng::with_seed(100);
    for _ in 0..20_000 {
        let length = rng.usize(0..200);
        let text: String = (0..length)
            .map(|_| alphabet[rng.usize(..alphabet.len())])
            .collect();
        if let Err(error) = text.parse::<Ordinal>() {
            let message = error.to_string();
            assert!(
                !message.contains(['\n', '\r', '\u{0}', '\u{1b}']),
                "{text:?}: {message}"
            );
            assert!(message.chars().count() < 120, "{text:?}: {message}");
            let lines = text.trim_end().lines().count().max(1);
            assert!(error.line() <= lines, "{text:?}: {message}");
            let line = text.lines().nth(error.line() - 1).unwrap_or("");
            assert!(
                error.column() <= line.chars().count() + 1,
                "{text:?}: {message}"
            );
        }
    }
}
