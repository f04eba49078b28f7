//! What a panel costs per answer on the chapters' examples, natively (the page's own figures,
//! in WebAssembly in Chromium, are printed by the browser test; see the README).
//!
//! Baseline: the `show` of an empty Nim position, which parses, draws and serialises almost
//! nothing, measured in the same run: what is left above it is the chapters' own work.

use divan::black_box;

fn main() {
    divan::main();
}

/// The chapters' examples, as their panels start: game and position.
const EXAMPLES: [(&str, &str); 9] = [
    ("hackenstrings", "A A A A + B B B + A B B A B"),
    ("canonical", "{0,*|0} + ^"),
    ("hackenstrings", "C A + C"),
    ("surreal", "A B ( B A ) + A B ( B A ) + A B ( B A ) + B"),
    (
        "hackenbush",
        "0-1:b 1-2:b 2-3:r 2-4:b 0-5:r 5-6:r 6-0:b 0-7:g 7-8:r",
    ),
    ("nim", "1 3 5 7"),
    (
        "transfinite-nim",
        "1, w+3, w^w+5, w^(w+3)+w^w*3+w*5+7, e0, w1",
    ),
    ("hackendot", "(((((())())))(()))"),
    ("corners", "..../..../...H/...H"),
];

fn request(game: &str, op: &str, position: &str) -> String {
    serde_json::json!({ "game": game, "op": op, "position": position, "side": "left" }).to_string()
}

#[divan::bench]
fn baseline_empty_nim() -> String {
    web::respond(black_box(&request("nim", "show", "")))
}

/// The panel's first answer: value, best moves and picture.
#[divan::bench(args = EXAMPLES)]
fn show(example: (&str, &str)) -> String {
    web::respond(black_box(&request(example.0, "show", example.1)))
}

/// The computer's move from the example, and the answer for the position it leaves.
#[divan::bench(args = EXAMPLES)]
fn reply(example: (&str, &str)) -> String {
    web::respond(black_box(&request(example.0, "reply", example.1)))
}
