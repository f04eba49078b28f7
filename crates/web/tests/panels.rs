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
const EXAMPLES: [(&str, &str, &str, &str); 6] = [
    ("hackenstrings", "A B B A + B A", "Value", "-1/8"),
    ("hackenstrings", "C A + C", "Value", "^"),
    ("canonical", "{0,*|0} + ^", "Value", "^^*"),
    ("nim", "1 3 5 7", "Nim value", "0"),
    (
        "transfinite-nim",
        "1, w+3, w^w+5",
        "Outcome",
        "unbalanced: whoever moves next wins",
    ),
    ("hackendot", "(((((())())))(()))", "Nim value", "*5"),
];

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
                let request = json!({"game": game, "op": "move", "position": position,
                    "side": side, "move": chosen});
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
        (
            "hackenstrings",
            "A B",
            "0 0",
            "You can't: pebble 0 of row 0 is Left's, not Right's.",
        ),
        ("nim", "1 2", "0 -> 5", "You can't: "),
        (
            "hackendot",
            "()",
            "1",
            "You can't: there is no node 1 (there are 1 nodes).",
        ),
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
