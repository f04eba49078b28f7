//! Both notations, their errors, and `Display`.

use hackenbush::{Colour, ParsePictureErrorKind, Picture};

fn parse(text: &str) -> Picture {
    text.parse()
        .unwrap_or_else(|error| panic!("{text:?}: {error}"))
}

fn error(text: &str) -> String {
    text.parse::<Picture>().unwrap_err().to_string()
}

#[test]
fn edge_lists_round_trip() {
    for text in [
        "0-1:b 1-2:r 2-0:g",
        "0-0:g",
        "0-1:b 0-1:r",
        "",
        "0-3:r 3-2:b",
    ] {
        assert_eq!(parse(text).to_string(), text);
    }
    assert_eq!(parse("  0-1:b\n 1-2:r ").to_string(), "0-1:b 1-2:r");
    assert_eq!(parse("0-3:r").vertex_count(), 4);
}

#[test]
fn cgsuite_strings() {
    assert_eq!(parse("l(l;rl)").to_string(), "0-1:b 1-2:b 1-3:r 3-4:b");
    assert_eq!(parse("lrlerrr").edges()[3].colour, Colour::Green);
    assert_eq!(parse("l:A r:A").to_string(), "0-1:b 1-1:r");
    assert_eq!(parse("(l:A;r:A)").to_string(), "0-1:b 0-1:r");
    assert_eq!(parse(":{ground}lr:{ground}").to_string(), "0-1:b 1-0:r");
    assert_eq!(parse("e:{ground}").to_string(), "0-0:g");
    assert_eq!(parse(".l.r.").to_string(), "0-1:b 1-2:r");
    // The Green Girl of Winning Ways: names join the branches into cycles.
    let girl = parse("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))");
    assert_eq!(girl.edges().len(), 12);
    assert_eq!(girl.vertex_count(), 11);
    // A second part (after a top-level ';') may join the first by a name.
    assert_eq!(parse("l:A;r:A").to_string(), "0-1:b 2-1:r");
    let bed = parse(
        "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)",
    );
    assert_eq!(bed.edges().len(), 30);
}

#[test]
fn errors_name_the_column() {
    assert_eq!(
        error("0-1:b 1-2:x"),
        "column 11: unknown colour 'x': expected b (blue), r (red) or g (green); in CGSuite's strings l, r or e"
    );
    assert_eq!(
        error("0-1:b 1+2:r"),
        "column 7: '1+2:r' is not an edge: write FROM-TO:COLOUR, as 0-1:b"
    );
    assert_eq!(
        error("0-1:b 1-q:r"),
        "column 9: 'q' is not a vertex: vertices are numbers from 0 (the ground), at most 9999999"
    );
    assert_eq!(
        error("0-1:b 2-3:r"),
        "column 7: edge 1 is not joined to the ground (vertex 0)"
    );
    assert_eq!(error("l(l;r"), "column 6: unclosed '(' opened at column 2");
    assert_eq!(error("lr)"), "column 3: unmatched ')'");
    assert_eq!(
        error("l(l;r)l"),
        "column 7: nothing may follow ')' but ';' or ')': put what grows on in a branch of its own"
    );
    assert_eq!(
        error("l-r"),
        "column 2: an edge needs a colour: l (blue), r (red) or e (green), not '-'"
    );
    assert_eq!(
        error("l:"),
        "column 2: ':' must be followed by a name: A or {name}"
    );
    assert_eq!(
        error("l:{abc"),
        "column 3: unclosed '{': a long name ends with '}'"
    );
    assert_eq!(
        error("lrlr;lr"),
        "column 6: edge 4 is not joined to the ground (vertex 0)"
    );
    assert_eq!(
        error("l x"),
        "column 3: unknown colour 'x': expected b (blue), r (red) or g (green); in CGSuite's strings l, r or e"
    );
    assert_eq!(error("l\n?"), "line 2, column 1: unexpected '?'");
    assert!(matches!(
        "(:A)".parse::<Picture>().unwrap_err().kind(),
        ParsePictureErrorKind::MisplacedName
    ));
}

#[test]
fn cutting_drops_what_falls() {
    let picture = parse("0-1:b 1-2:r 2-3:b 3-1:r");
    assert_eq!(picture.cut(0).to_string(), "");
    assert_eq!(picture.cut(1).to_string(), "0-1:b 2-3:b 3-1:r");
    assert_eq!(picture.cut(1).vertex_count(), 4);
}

#[test]
fn random_text_never_panics_and_what_parses_round_trips() {
    let alphabet: Vec<char> = "lrlreg()();;:{}.AB01-  \n?".chars().collect();
    let digits: Vec<char> = "0123-:brg x".chars().collect();
    let mut random = fastrand::Rng::with_seed(3);
    for round in 0..20_000 {
        let source = if round % 2 == 0 { &alphabet } else { &digits };
        let length = random.usize(0..14);
        let text: String = (0..length)
            .map(|_| source[random.usize(0..source.len())])
            .collect();
        match text.parse::<Picture>() {
            Ok(picture) => {
                let again: Picture = picture.to_string().parse().unwrap();
                assert_eq!(again.edges(), picture.edges(), "{text:?}");
            }
            Err(error) => {
                let message = error.to_string();
                assert!(!message.contains('\n'), "{text:?}: {message}");
                assert!(message.starts_with("column ") || message.starts_with("line "));
            }
        }
    }
}
