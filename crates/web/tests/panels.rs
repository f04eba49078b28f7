//! Every panel answers as the page expects, on the chapters' examples and on bad input.

use serde_json::{Value, json};

fn ask(request: Value) -> Value {
    serde_json::from_str(&web::respond(&request.to_string())).expect("the answer is JSON")
}

fn fact<'a>(answer: &'a Value, name: &str) -> &'a str {
    let facts = answer["facts"].as_array().expect("facts");
    let pair = facts.iter().find(|pair| pair[0] == name);
    pair.unwrap_or_else(|| panic!("no fact {name} in {answer}"))[1]
        .as_str()
        .unwrap()
}

/// The chapters' examples: game, position, a fact and what it says.
const EXAMPLES: [(&str, &str, &str, &str); 9] = [
    ("hackenstrings", "A B B A + B A", "Value", "-1/8"),
    ("hackenstrings", "C A + C", "Value", "^"),
    ("canonical", "{0,*|0} + ^", "Value", "^^*"),
    ("surreal", THIRDS, "Value", "0"),
    (
        "surreal",
        "( A ) A B ( B A ) + ( A ( A B ) )",
        "Value",
        "ω+1/3 + (5/3+5/(3ω)+5/(3ω²)+…)",
    ),
    ("hackenbush", PICTURE, "Value", "1v*"),
    ("nim", "1 3 5 7", "Nim value", "0"),
    (
        "transfinite-nim",
        "1, w+3, w^w+5",
        "Outcome",
        "unbalanced: whoever moves next wins",
    ),
    ("hackendot", "(((((())())))(()))", "Nim value", "*5"),
];

/// Chapter 6's example: three thirds and -1, whoever moves first loses.
const THIRDS: &str = "A B ( B A ) + A B ( B A ) + A B ( B A ) + B";

/// Chapter 7's first picture.
const PICTURE: &str = "0-1:b 1-2:b 2-3:r 2-4:b 0-5:r 5-6:r 6-0:b 0-7:g 7-8:r";

#[test]
fn the_chapters_examples() {
    for (game, position, name, said) in EXAMPLES {
        let answer = ask(json!({"game": game, "op": "show", "position": position}));
        assert_eq!(fact(&answer, name), said, "{game} {position}: {answer}");
        let svg = answer["svg"].as_str().unwrap();
        assert!(game::svg::drawn_on_a_card(svg), "{game}");
        assert!(svg.contains("data-move="), "{game}: nothing to click");
    }
}

/// Every move a picture offers is one the panel accepts, for whichever side may make it.
#[test]
fn every_clickable_part_is_a_legal_move() {
    for (game, position, _, _) in EXAMPLES {
        let answer = ask(json!({"game": game, "op": "show", "position": position}));
        let svg = answer["svg"].as_str().unwrap();
        for part in svg.split("data-move=\"").skip(1) {
            let chosen = &part[..part.find('"').unwrap()];
            let accepted = ["left", "right"].iter().any(|side| {
                // Clicked, with the copies box of Hyperreal Hackenstrings (ignored elsewhere).
                let request = json!({"game": game, "op": "move", "position": position,
                    "side": side, "move": chosen, "detail": "2"});
                ask(request).get("error").is_none()
            });
            assert!(accepted, "{game} {position}: {chosen} refused");
        }
    }
}

#[test]
fn the_computer_replies_with_a_winning_move() {
    // Each of these moves leaves the computer a winning reply: after it, the reader loses.
    let answer = ask(json!({"game": "nim", "op": "move", "position": "1 3 5 7", "move": "3 -> 6"}));
    assert_eq!(fact(&answer, "Nim value"), "0", "{answer}");
    let answer = ask(json!({"game": "nim", "op": "move", "position": "1 3 5 7", "move": "3 6"}));
    assert_eq!(fact(&answer, "Nim value"), "0", "{answer}");
    let answer = ask(
        json!({"game": "hackendot", "op": "move", "position": "(()) (())",
        "move": "1"}),
    );
    assert_eq!(fact(&answer, "Nim value"), "0", "{answer}");
    let answer = ask(
        json!({"game": "hackenstrings", "op": "move", "position": "A B + B A",
        "side": "left", "move": "0 0"}),
    );
    // Right, to reply in -1/2, takes its row: 0, and Left, to move, loses.
    assert_eq!(
        fact(&answer, "Outcome"),
        "whoever moves next loses",
        "{answer}"
    );
    let answer = ask(json!({"game": "canonical", "op": "reply", "position": "^*",
        "side": "right"}));
    assert_eq!(answer["position"], "0", "{answer}");
    assert_eq!(
        answer["over"],
        "Right cannot move, so Left wins. The computer wins."
    );
}

#[test]
fn hackendot_shows_ulehlas_contractions() {
    let answer = ask(json!({"game": "hackendot", "op": "show", "position": "(((((())())))(()))"}));
    let picture = answer["explanation"].as_str().unwrap();
    assert!(picture.contains("L²(T)") && game::svg::drawn_on_a_card(picture));
    assert_eq!(
        fact(&answer, "Contraction L^2"),
        "(w): 1 white root, bit 2 is 1"
    );
    let answer = ask(json!({"game": "nim", "op": "show", "position": "1 2"}));
    assert!(answer["explanation"].is_null());
}

#[test]
fn bad_input_gets_the_calculators_one_line_error() {
    let refusals = [
        ("hackenstrings", "A X", "", "error: column 3: "),
        ("nim", "1 x", "", "error: column 3: "),
        ("hackendot", "(()", "", "error: column "),
        ("canonical", "{0|", "", "error: column "),
        ("surreal", "A B ( B A", "", "error: column 5: "),
        ("surreal", "A + X", "", "error: column 5 (row 1): "),
        (
            "hackenbush",
            "0-1:x",
            "",
            "error: column 5: unknown colour 'x'",
        ),
        ("hackenbush", "l(l;rl", "", "error: column "),
        (
            "hackenbush",
            "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F(ll);lr:G(ll))",
            "",
            "error: this picture (34 edges, red and blue with cycles) needs a search the panel makes only up to 32 edges; for more, use the calculator, gamebird",
        ),
        (
            "hackenstrings",
            "A B",
            "0 0",
            "You can't: pebble 0 of row 0 is Left's, not Right's.",
        ),
        ("nim", "1 2", "0 -> 5", "You can't: "),
        ("hackendot", "()", "1", "There is no node 1."),
    ];
    for (game, position, chosen, start) in refusals {
        let (op, side) = if chosen.is_empty() {
            ("show", "left")
        } else {
            ("move", "right")
        };
        let answer = ask(
            json!({"game": game, "op": op, "position": position, "side": side,
            "move": chosen}),
        );
        let error = answer["error"]
            .as_str()
            .unwrap_or_else(|| panic!("{answer}"));
        assert!(error.starts_with(start), "{game} {position}: {error}");
        assert!(!error.contains('\n'), "{error}");
    }
}

#[test]
fn a_recurring_row_is_cut_in_the_copy_the_reader_asks_for() {
    let click = |position: &str, side: &str, chosen: &str, detail: &str| {
        ask(
            json!({"game": "surreal", "op": "move", "position": position, "side": side,
            "move": chosen, "detail": detail}),
        )
    };
    // Right cuts row 0 in copy 1 of B A: A B B A; the computer (Left) answers by cutting
    // another third further along, and Right, to move, has lost.
    let answer = click(THIRDS, "right", "0 2", "1");
    let log = answer["log"].as_array().unwrap();
    assert_eq!(log[0], "You (Right) took pebble 2 of row 0, copy 1.");
    assert!(
        log[1].as_str().unwrap().ends_with("(a winning move)."),
        "{answer}"
    );
    assert_eq!(fact(&answer, "Outcome"), "Left wins, whoever starts");
    // Two levels: a copy for each, or one for both.
    let nested = "( A ( A B ) ) + B B B";
    let answer = click(nested, "left", "0 1", "1 2");
    assert_eq!(
        answer["log"][0],
        "You (Left) took pebble 1 of row 0, copy 1, copy 2."
    );
    let answer = click(nested, "left", "0 1", "2");
    assert_eq!(
        answer["log"][0],
        "You (Left) took pebble 1 of row 0, copy 2, copy 2."
    );
    // A pebble outside parentheses needs no copy, and a copy given is not used.
    let answer = click("A B + B", "left", "0 0", "4");
    assert_eq!(answer["log"][0], "You (Left) took pebble 0 of row 0.");
    // Refused: no copy for a pebble in parentheses, a copy that is no number, the other side's
    // pebble, a pebble the row does not have.
    let error = |answer: Value| answer["error"].as_str().unwrap_or("").to_string();
    assert!(error(click(THIRDS, "right", "0 2", "")).contains("Copy"));
    assert!(!error(click(THIRDS, "right", "0 2", "x")).is_empty());
    assert_eq!(
        error(click(THIRDS, "right", "0 9", "1")),
        "You can't: row 0 has no pebble 9 (its pebbles are numbered 0 to 3 as written)."
    );
    // A copy the panel could not show is refused before the row is made.
    let huge = "You can't here: so many copies would make the position longer than the panel's 2000 characters; make fewer, or use the calculator, gamebird.";
    assert_eq!(error(click(THIRDS, "right", "0 2", "89999999")), huge);
    assert_eq!(error(click(THIRDS, "right", "0 2", "599")), huge);
    let typed = json!({"game": "surreal", "op": "move", "position": "( A ( A B ) )", "side": "left",
        "move": "pebble 1 of row 0, copy 0 of 99999, copy 0 of 99999, expanding 1 then 0"});
    assert_eq!(ask(typed)["error"], huge);
    assert!(error(click(THIRDS, "right", "0 2", "299")).is_empty());
    assert_eq!(
        error(click(THIRDS, "left", "0 2", "1")),
        "You can't: that pebble is Right's, not Left's."
    );
}

#[test]
fn recurring_rows_take_the_calculators_typed_moves() {
    let typed = |chosen: &str| {
        ask(
            json!({"game": "surreal", "op": "move", "position": THIRDS, "side": "right",
            "move": chosen}),
        )
    };
    for chosen in [
        "0 2 4",
        "pebble 2 of row 0, copy 4",
        "pebble 2 of row 0, copy 4 of 5",
    ] {
        let answer = typed(chosen);
        let said = answer["log"][0].as_str().unwrap_or("");
        assert!(
            said.starts_with("You (Right) took pebble 2 of row 0, copy 4"),
            "{answer}"
        );
    }
    assert!(
        typed("0 2")["error"]
            .as_str()
            .unwrap()
            .starts_with("You can't: the pebble is inside 1 pair")
    );
    assert!(
        typed("pebble x of row 0")["error"]
            .as_str()
            .unwrap()
            .starts_with("That is not a move: column 1:")
    );
    assert!(
        typed("0 2.0 5")["error"]
            .as_str()
            .unwrap()
            .starts_with("Type a row, a pebble")
    );
    // The game ends: Left takes its last pebble, and Right, to move in an empty row, cannot.
    let answer = ask(
        json!({"game": "surreal", "op": "move", "position": "A", "side": "left",
        "move": "0 0", "detail": ""}),
    );
    assert_eq!(answer["position"], "0");
    assert_eq!(answer["over"], "Right cannot move, so Left wins. You win!");
}

#[test]
fn rows_emptied_in_play_leave_the_numbering() {
    // Left empties row 0; the computer (Right) then takes from what was row 1 and is now row 0,
    // as the picture and the position read back both number it.
    let answer = ask(
        json!({"game": "surreal", "op": "move", "position": "A + B B",
        "side": "left", "move": "0 0", "detail": ""}),
    );
    assert_eq!(answer["position"], "B");
    let svg = answer["svg"].as_str().unwrap();
    assert!(
        svg.contains(r#"data-move="0 0""#) && !svg.contains(r#"data-move="1 "#),
        "{svg}"
    );
}

#[test]
fn hackenbush_edges_are_cut_by_click() {
    let click = |position: &str, side: &str, edge: &str| {
        ask(
            json!({"game": "hackenbush", "op": "move", "position": position, "side": side,
            "move": edge, "detail": ""}),
        )
    };
    // Left cuts the blue edge at the ground: the red edge on it falls too. The computer (Right)
    // cuts the red stalk's edge, and Left, to move on a lone red edge, has lost.
    let answer = click("0-1:b 1-2:r 0-3:r", "left", "0");
    assert_eq!(answer["log"][0], "You (Left) cut edge 0 (blue, ground-1).");
    assert_eq!(answer["position"], "");
    assert_eq!(fact(&answer, "Value"), "0", "{answer}");
    let answer = click(PICTURE, "right", "7");
    assert_eq!(
        answer["log"][0],
        "You (Right) cut edge 7 (green, ground-7)."
    );
    assert_eq!(answer["over"], serde_json::Value::Null);
    assert_eq!(fact(&answer, "Outcome"), "Left wins, whoever starts");
    // A red edge is Right's: Left may not cut it.
    assert_eq!(
        click(PICTURE, "left", "2")["error"],
        "You can't: edge 2 is red, and Left cuts blue or green edges."
    );
    assert_eq!(
        click(PICTURE, "left", "9")["error"],
        "You can't: there is no edge 9 (there are 9 edges)."
    );
}

/// Hackendot's nodes keep their numbers through the exchange (the computer's reply names the
/// node by the number in the picture the reader clicked, as the calculator does); the page then
/// holds the forest left as its text, and its picture numbers the nodes afresh.
#[test]
fn hackendot_names_nodes_by_the_picture_clicked() {
    let answer = ask(
        json!({"game": "hackendot", "op": "move", "position": "((())(()))",
        "move": "1"}),
    );
    let log = answer["log"].as_array().unwrap();
    assert_eq!(
        log[0],
        "You took node 1 and its path to the root: nodes 1, 0."
    );
    // Left are nodes 2, 3 and 4, `() (())`: the computer deletes node 3, leaving nodes 2 and 4.
    assert_eq!(log[1], "The computer took node 3, a root (a winning move).");
    assert_eq!(answer["position"], "() ()");
    let svg = answer["svg"].as_str().unwrap();
    assert!(svg.contains(r#"data-move="1""#) && !svg.contains(r#"data-move="2""#));
}
