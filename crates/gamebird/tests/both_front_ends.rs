//! The calculator and the page play the same game: for every game, the same positions, typed
//! moves (legal, refused by the rules, of the wrong shape) and best-move requests go through
//! `gamebird … play` and through the page's module (`web::respond`), and both show what the
//! game's crate says through `game::play::Playable`.

mod common;

use common::{gamebird, stdout};
use game::Player;
use game::play::Playable;
use serde_json::{Value, json};

/// One game as both front ends name it.
struct Game {
    /// The calculator's subcommand, and the options that seat the reader as Left, moving first.
    command: &'static [&'static str],
    /// The page's `data-game`.
    page: &'static str,
}

/// What the calculator answers to `typed`, the reader's first move, as Left moving first: the
/// line after the prompt.
fn calculator(game: &Game, position: &str, typed: &str) -> String {
    let mut args: Vec<&str> = vec![game.command[0], "play", position];
    args.extend(&game.command[1..]);
    let output = gamebird(&args, &format!("{typed}\nquit\n"));
    let transcript = stdout(&output);
    let lines: Vec<&str> = transcript.lines().collect();
    let prompt = lines
        .iter()
        .position(|line| line.starts_with("Your move"))
        .unwrap_or_else(|| panic!("no prompt: {transcript}"));
    assert!(lines[prompt].ends_with(typed), "{transcript}");
    lines[prompt + 1].to_string()
}

/// What the page answers to `typed`, the reader's first move, as Left.
fn page(game: &Game, position: &str, typed: &str) -> Value {
    let request = json!({"game": game.page, "op": "move", "position": position, "side": "left",
        "move": typed});
    serde_json::from_str(&web::respond(&request.to_string())).expect("JSON")
}

/// What the page says of a position: its facts, by name.
fn page_fact(game: &Game, position: &str, name: &str) -> String {
    let request = json!({"game": game.page, "op": "show", "position": position});
    let answer: Value = serde_json::from_str(&web::respond(&request.to_string())).unwrap();
    let facts = answer["facts"].as_array().expect("facts");
    let pair = facts.iter().find(|pair| pair[0] == name).expect(name);
    pair[1].as_str().unwrap().to_string()
}

/// Checks one typed move in both front ends against the crate: a legal move is made and named
/// alike, a refused one gets the same line.
fn same_move<P: Playable>(game: &Game, text: &str, position: &P, typed: &str) {
    let said = calculator(game, text, typed);
    let answer = page(game, text, typed);
    match position.read_move(Player::Left, typed) {
        Ok(chosen) => {
            let taken = position.describe(&chosen);
            assert_eq!(said, format!("You {} {taken}.", P::VERB.base), "{typed}");
            let logged = answer["log"][0]
                .as_str()
                .unwrap_or_else(|| panic!("{answer}"));
            let side = if P::IMPARTIAL { "" } else { " (Left)" };
            assert_eq!(logged, format!("You{side} {} {taken}.", P::VERB.past));
        }
        Err(refused) => {
            assert_eq!(said, refused, "{typed}");
            assert_eq!(answer["error"], refused, "{typed}");
        }
    }
}

/// Checks the best move for Left, the reader to move: the calculator's hint and the page's
/// fact name the crate's best move and say alike whether it wins.
fn same_best<P: Playable>(game: &Game, text: &str, position: &P) {
    let best = position.best(Player::Left).expect("a move");
    let taken = format!("{} {}", P::VERB.base, position.describe(&best.chosen));
    let (hint, fact) = match best.wins {
        true => (format!("Hint: {taken}."), format!("{taken}: it wins")),
        false => (
            format!("Hint: every move loses against best play; {taken}, and hope for a mistake."),
            format!("{taken} (every move loses against best play)"),
        ),
    };
    assert_eq!(calculator(game, text, "hint"), hint);
    let name = if P::IMPARTIAL {
        "Best move"
    } else {
        "Best for Left"
    };
    assert_eq!(page_fact(game, text, name), fact);
}

/// Plays `moves` and the best move on `text` in both front ends.
fn both<P: Playable>(game: &Game, text: &str, position: &P, moves: &[&str]) {
    for typed in moves {
        same_move(game, text, position, typed);
    }
    same_best(game, text, position);
}

#[test]
fn hackenstrings() {
    let game = Game {
        command: &["hackenstrings", "--side", "left", "--first", "me"],
        page: "hackenstrings",
    };
    let text = "A B B A + B A";
    let position: hackenstrings::Position = text.parse().unwrap();
    both(
        &game,
        text,
        &position,
        &["0 3", "1 1", "0 1", "2 0", "0", "x 1"],
    );
    let text = "C A + C";
    let position: hackenstrings::Position = text.parse().unwrap();
    both(&game, text, &position, &["0 1", "1 0", "0 2"]);
}

#[test]
fn surreal() {
    let game = Game {
        command: &["surreal", "--side", "left", "--first", "me"],
        page: "surreal",
    };
    let text = "A B ( B A ) + B A ( A B )";
    let position = surreal::Position::read(text).unwrap();
    let moves = [
        "0 3 1",
        "pebble 0 of row 1",
        "0 1",
        "0 3",
        "1 0",
        "0 2.0 5",
        "pebble x",
    ];
    both(&game, text, &position, &moves);
}

#[test]
fn hackenbush() {
    let game = Game {
        command: &["hackenbush", "--side", "left", "--first", "me"],
        page: "hackenbush",
    };
    let text = "0-1:b 1-2:b 2-3:r 2-4:b 0-5:r 5-6:r 6-0:b 0-7:g 7-8:r";
    let position: hackenbush::Picture = text.parse().unwrap();
    both(&game, text, &position, &["0", "7", "2", "9", "1 2", "-1"]);
}

/// Nim: among the moves, `1 0` on `1 3 0 7`, which the page used to answer otherwise.
#[test]
fn nim() {
    let game = Game {
        command: &["nim", "--first", "me"],
        page: "nim",
    };
    for text in ["1 3 0 7", "1 3 5 7"] {
        let position: nim::Board = nim::Board::new(text.parse().unwrap(), nim::Play::Normal);
        let moves = [
            "3 2", "3 all", "1 -> 1", "1 to 2", "1 0", "2 1", "9 1", "1 5", "3", "x 1",
        ];
        both(&game, text, &position, &moves);
    }
}

#[test]
fn transfinite_nim() {
    let game = Game {
        command: &["nim", "--first", "me"],
        page: "transfinite-nim",
    };
    let text = "1, w+3, w^w+5, w^(w+3)+w^w*3+w*5+7, e0, w1";
    let position: nim::Board<transfinite_nim::OrdinalHeight> =
        nim::Board::new(text.parse().unwrap(), nim::Play::Normal);
    let moves = ["5 -> e0", "1 2", "1 to w", "1 4", "0 -> w", "2", "1 -> w+"];
    both(&game, text, &position, &moves);
}

/// Hackendot: with no winning move both delete a root.
#[test]
fn hackendot() {
    let game = Game {
        command: &["hackendot", "--first", "me"],
        page: "hackendot",
    };
    for text in ["(((((())())))(()))", "(()) (())"] {
        let position = hackendot::Labelled::new(text.parse().unwrap());
        both(&game, text, &position, &["0", "4", "99", "-1", "x"]);
    }
    let position = hackendot::Labelled::new("(()) (())".parse().unwrap());
    assert_eq!(position.best(Player::Left).unwrap().chosen, 0);
}

/// Chapter 4's short games have no `play` in the calculator: the page plays the crate's moves.
#[test]
fn canonical() {
    let game = Game {
        command: &["canonical"],
        page: "canonical",
    };
    let text = "{0,*|0} + ^";
    let position: canonical::CanonicalForm = text.parse().unwrap();
    for typed in ["left 0", "left 9", "right 0", "up 0"] {
        let answer = page(&game, text, typed);
        match position.read_move(Player::Left, typed) {
            Ok(chosen) => assert_eq!(
                answer["log"][0],
                format!("You (Left) took {}.", position.describe(&chosen))
            ),
            Err(refused) => assert_eq!(answer["error"], refused),
        }
    }
    let best = position.best(Player::Left).unwrap();
    let said = format!("take {}", position.describe(&best.chosen));
    assert!(page_fact(&game, text, "Best for Left").starts_with(&said));
}

/// Chapter 11's Turning Corners has no `play` in the calculator: the page plays the crate's
/// moves, typed or clicked (the far corner, with the near corner in the box).
#[test]
fn turning_corners() {
    let game = Game {
        command: &["nimber"],
        page: "corners",
    };
    let text = "..../..../...H/...H";
    let position: nimbers::corners::Board = text.parse().unwrap();
    for typed in ["3 3 1 1", "2 3 0 1", "2 2 0 0", "3 3 3 0", "9 9 0 0", "3 3"] {
        let answer = page(&game, text, typed);
        match position.read_move(Player::Left, typed) {
            Ok(chosen) => assert_eq!(
                answer["log"][0],
                format!("You turned {}.", position.describe(&chosen))
            ),
            Err(refused) => assert_eq!(answer["error"], refused),
        }
    }
    let clicked = json!({"game": "corners", "op": "move", "position": text, "move": "3 3",
        "detail": "1 1"});
    let answer: Value = serde_json::from_str(&web::respond(&clicked.to_string())).unwrap();
    assert_eq!(answer["log"][0], "You turned the corners of (1, 1)–(3, 3).");
    let best = position.best(Player::Left).unwrap();
    assert!(best.wins);
    let said = format!("turn {}: it wins", position.describe(&best.chosen));
    assert_eq!(page_fact(&game, text, "Best move"), said);
    assert_eq!(page_fact(&game, text, "Value"), "*3");
}
