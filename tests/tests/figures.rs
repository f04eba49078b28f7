//! The book's figures are drawn by the crates' own code, so a figure can never disagree with the
//! rules. This test keeps the SVG files in `book/src/figures` identical to what the code draws
//! now; after changing a drawing, redraw them with
//! `GAMEBIRDS_REDRAW=1 cargo test -p book-tests --test figures`.

use std::collections::BTreeSet;
use std::fs;
use std::path::PathBuf;

use canonical::CanonicalForm;
use hackenstrings::Position;
use transfinite_nim::Base2Piles as _;

fn position(text: &str) -> Position {
    text.parse().expect("a figure's position parses")
}

fn recurring_row(text: &str) -> surreal::Row {
    text.parse().expect("a figure's recurring row parses")
}

/// The rows of a sum of recurring rows, `X + Y + …`.
fn recurring_rows(text: &str) -> Vec<surreal::Row> {
    text.split('+').map(recurring_row).collect()
}

/// Ordinals, for a figure.
fn ordinals(texts: &[&str]) -> Vec<ordinal::Ordinal> {
    texts
        .iter()
        .map(|text| text.parse().expect("a figure's ordinal parses"))
        .collect()
}

/// The numbers of the tree of numbers born on infinite days, as the picture labels them; the
/// crate reads each label (with `−` as `-`), so a label cannot name another number.
const NUMBER_TREE: &[&str] = &[
    "−ω",
    "−1/3",
    "1/ω",
    "1/3",
    "2/3",
    "1−1/ω",
    "ω",
    "−ω−1",
    "−ω+1",
    "1/(2ω)",
    "2/ω",
    "1−2/ω",
    "1−1/(2ω)",
    "ω−1",
    "ω+1",
];

/// Labels and the numbers they name, read by the crate.
fn numbers(labels: &[&'static str]) -> Vec<(&'static str, surreal::Surreal)> {
    labels
        .iter()
        .map(|label| {
            let number = label.replace('−', "-").parse();
            (*label, number.expect("a figure's label is a number"))
        })
        .collect()
}

fn nim_position(text: &str) -> nim::Position {
    text.parse().expect("a figure's Nim position parses")
}

fn forest(text: &str) -> hackendot::Forest {
    text.parse().expect("a figure's forest parses")
}

/// The transfinite Nim challenge, and the position its one winning move leaves.
const CHALLENGE: &str = "1, w+3, w^w+5, w^(w+3)+w^w*3+w*5+7, e0, w1";
const CHALLENGE_BALANCED: &str = "1, w+3, w^w+5, w^(w+3)+w^w*3+w*5+7, e0, e0+w^(w+3)+w^w*2+w*4";

fn transfinite_position(text: &str) -> transfinite_nim::Position {
    text.parse()
        .expect("a figure's transfinite Nim position parses")
}

fn picture(text: &str) -> hackenbush::Picture {
    text.parse().expect("a figure's Hackenbush picture parses")
}

/// A game of the chapter on hot games, in CGSuite's notation.
fn hot(text: &str) -> CanonicalForm {
    text.parse().expect("a figure's game parses")
}

/// The thermograph of a game, drawn by the crate and titled with the game as it prints.
fn thermograph(text: &str) -> String {
    let game = hot(text);
    game.thermograph().svg(&format!("Thermograph of {game}"))
}

fn beanstalk(text: &str) -> hackenbush::Beanstalk {
    text.parse().expect("a figure's beanstalk parses")
}

fn stalk(letters: &str) -> hackenbush::Picture {
    let colours: Vec<hackenbush::Colour> = letters
        .chars()
        .map(|letter| match letter {
            'b' => hackenbush::Colour::Blue,
            'r' => hackenbush::Colour::Red,
            _ => hackenbush::Colour::Green,
        })
        .collect();
    hackenbush::Picture::from_colours(&colours)
}

/// The game `{0 | {0 | }}`, worth 1/2, written out by hand.
fn half() -> game::Form {
    let zero = game::Form::zero();
    game::Form::new([zero.clone()], [game::Form::new([zero], [])])
}

/// Every figure of the book: its file name and the SVG the code draws for it.
fn figures() -> Vec<(&'static str, String)> {
    vec![
        (
            "hackenstrings-rows.svg",
            position("A A A A + B B B + A B B A B").svg(),
        ),
        (
            "hackenstrings-walker.svg",
            position("A B B A B B A B B A + B A A B A B B A B + A A A A + B B B A B B B + B")
                .svg_numbered(),
        ),
        ("hackenstrings-half.svg", position("A B + A B + B").svg()),
        ("dyadic-born.svg", game::picture::birth_tree_svg(4)),
        (
            "games-half.svg",
            game::picture::tree_svg(&half(), |form| {
                format!("{:#}", game::Solver::new().number(form).unwrap())
            }),
        ),
        (
            "canonical-up-star-sum.svg",
            canonical::picture::options_tree_svg(
                &[CanonicalForm::nimber(1), CanonicalForm::ups(1)],
                &[CanonicalForm::zero(), CanonicalForm::ups(1)],
            ),
        ),
        (
            "canonical-up-star.svg",
            canonical::picture::tree_svg(&(CanonicalForm::ups(1) + CanonicalForm::nimber(1))),
        ),
        ("canonical-star.svg", canonical::picture::tree_svg(&CanonicalForm::nimber(1))),
        ("canonical-up.svg", canonical::picture::tree_svg(&CanonicalForm::ups(1))),
        ("canonical-neutral.svg", position("C A + C").svg()),
        ("canonical-headers.svg", position("C A + C B C + C").svg()),
        ("hot-switch.svg", canonical::picture::tree_svg(&hot("+-1"))),
        ("hot-thermograph-3-1.svg", thermograph("{3|1}")),
        ("hot-thermograph-switch.svg", thermograph("+-1")),
        ("hot-thermograph-2-0.svg", thermograph("{2|0}")),
        ("hot-thermograph-4-2-0.svg", thermograph("{4|{2|0}}")),
        ("hot-stalk.svg", picture("lrlerrr").svg()),
        (
            "hot-thermograph-stalk.svg",
            picture("lrlerrr")
                .value()
                .thermograph()
                .svg("Thermograph of 3/4v[3]*, the stalk lrlerrr"),
        ),
        ("surreal-third.svg", recurring_row("A B ( B A )").svg()),
        (
            "surreal-thirds-test.svg",
            surreal::svg::rows_svg(&recurring_rows(
                "A B ( B A ) + A B ( B A ) + A B ( B A ) + B",
            )),
        ),
        (
            "surreal-omega-third.svg",
            recurring_row("( A ) A B ( B A )").svg(),
        ),
        ("surreal-half-omega.svg", recurring_row("( A ) ( B )").svg()),
        (
            "surreal-nearly-one.svg",
            surreal::svg::rows_svg(&recurring_rows("A B ( A ) + A ( B )")),
        ),
        ("surreal-nested.svg", recurring_row("( A ( A B ) )").svg()),
        (
            "surreal-number-tree.svg",
            surreal::number_tree::svg(4, &numbers(NUMBER_TREE)).expect("every number has a row"),
        ),
        (
            "ordinals-queues.svg",
            ordinal::svg::sums_svg(&[
                ordinals(&["w"]),
                ordinals(&["1", "w"]),
                ordinals(&["w", "1"]),
                ordinals(&["w", "w"]),
                ordinals(&["w+1", "w+1"]),
            ])
            .expect("sums below ω² draw as queues"),
        ),
        ("nim-1357.svg", nim_position("1 3 5 7").svg()),
        (
            "nim-123-substacks.svg",
            nim_position("1 2 3").substacks_svg(),
        ),
        (
            "nim-1357-substacks.svg",
            nim_position("1 3 5 7").substacks_svg(),
        ),
        (
            "nim-2357-substacks.svg",
            nim_position("2 3 5 7").substacks_svg(),
        ),
        (
            "transfinite-nim-piles.svg",
            ordinal::svg::sums_svg(&[ordinals(&["w"]), ordinals(&["w+3"]), ordinals(&["w*2+1"])])
                .expect("piles below ω² draw as queues"),
        ),
        (
            "transfinite-nim-challenge.svg",
            transfinite_position(CHALLENGE).base2_svg(),
        ),
        (
            "transfinite-nim-balanced.svg",
            transfinite_position(CHALLENGE_BALANCED).base2_svg(),
        ),
        (
            "hackenbush-picture.svg",
            picture("0-1:b 1-2:b 2-3:r 2-4:b 0-5:r 5-6:r 6-0:b 0-7:g 7-8:r").svg_numbered(),
        ),
        ("hackenbush-cgsuite-tree.svg", picture("l(l;rl)").svg()),
        ("hackenbush-upside-down.svg", picture("0-1:r 1-2:b").svg()),
        ("hackenbush-green-stalk.svg", stalk("ggggg").svg()),
        (
            "hackenbush-green-under-half.svg",
            picture("0-1:g 1-2:b 2-3:r 0-4:g").svg(),
        ),
        ("hackenbush-edges.svg", picture("0-1:b 0-2:b 0-3:r").svg()),
        (
            "hackenbush-half.svg",
            picture("0-1:b 1-2:r 0-3:b 3-4:r 0-5:r").svg(),
        ),
        ("hackenbush-berlekamp.svg", stalk("rrrbbrb").svg()),
        (
            "hackenbush-19-8.svg",
            hackenbush::Picture::stalk(&dyadic::Dyadic::new(19, 3)).svg(),
        ),
        ("hackenbush-alternating.svg", stalk("brbrbrbrbr").svg()),
        (
            "hackenbush-tree.svg",
            picture("0-1:b 1-2:r 2-3:b 1-4:r 0-5:r 5-6:b 5-7:b").svg(),
        ),
        (
            "hackenbush-triangle.svg",
            picture("0-1:b 1-2:r 2-0:b").svg(),
        ),
        (
            "hackenbush-house.svg",
            picture("0-1:b 0-2:b 1-2:r 1-3:r 2-3:r").svg_numbered(),
        ),
        (
            "hackenbush-arch.svg",
            picture("0-1:b 1-2:b 2-3:r 3-0:r").svg(),
        ),
        ("hackenbush-stalk.svg", stalk("bbr").svg()),
        (
            "hackenbush-bed.svg",
            picture("(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)")
                .svg(),
        ),
        (
            "hackenbush-green-tree.svg",
            picture("0-1:g 1-2:g 1-3:g 3-4:g 0-5:g 5-6:g").svg(),
        ),
        (
            "hackenbush-green-cycles.svg",
            picture("0-1:g 1-2:g 2-0:g 0-3:g 3-4:g 4-5:g 5-0:g").svg(),
        ),
        (
            "hackenbush-lollipop.svg",
            picture("0-1:g 1-2:g 2-3:g 3-1:g").svg(),
        ),
        (
            "hackenbush-fused.svg",
            picture("0-1:g 1-1:g 1-1:g 1-1:g").svg(),
        ),
        (
            "hackenbush-girl.svg",
            picture("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))").svg(),
        ),
        ("hackenbush-up.svg", picture("0-1:g 1-2:b 0-3:g").svg()),
        (
            "hackenbush-nimbers-on-red-blue.svg",
            picture("0-1:b 1-2:r 2-0:b 1-3:g 3-4:g 2-5:g").svg(),
        ),
        ("hackenbush-beanstalk.svg", beanstalk("( b ) b b").svg()),
        ("hackenbush-beanstalk-alternating.svg", beanstalk("( b r )").svg()),
        (
            "hackendot-tree.svg",
            hackendot::svg::forest(&forest("(((((())())))(()))"), hackendot::svg::Style::Plain),
        ),
        (
            "hackendot-after-move.svg",
            hackendot::svg::forest(&forest("(()) () (())"), hackendot::svg::Style::Plain),
        ),
        (
            "hackendot-path.svg",
            hackendot::svg::contractions(&hackendot::Forest::path(5)),
        ),
        (
            "hackendot-contractions.svg",
            hackendot::svg::contractions(&forest("(((((())())))(()))")),
        ),
        (
            "hackendot-spider.svg",
            hackendot::svg::contractions(&forest("((())(()))")),
        ),
        (
            "nimbers-gf16.svg",
            nimbers::finite::Table::new(16).svg(&[(8, 8)]),
        ),
        ("nimbers-corners.svg", corners("..../..../...H/...H").svg(None)),
        (
            "nimbers-corners-move.svg",
            corners("..../..../...H/...H").svg(Some(&nimbers::corners::Move {
                row: 2,
                column: 3,
                near_row: 0,
                near_column: 1,
            })),
        ),
    ]
}

/// A Turning Corners board, for a figure.
fn corners(text: &str) -> nimbers::corners::Board {
    text.parse().expect("a figure's board parses")
}

#[test]
fn the_figures_are_drawn_by_the_code() {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../book/src/figures");
    let redraw = std::env::var_os("GAMEBIRDS_REDRAW").is_some();
    let mut stale = Vec::new();
    for (name, drawing) in figures() {
        let path = folder.join(name);
        if redraw {
            fs::write(&path, &drawing).unwrap();
        } else if fs::read_to_string(&path).ok().as_deref() != Some(drawing.as_str()) {
            stale.push(name);
        }
    }
    assert!(
        stale.is_empty(),
        "figures out of date with the code: {stale:?}; redraw with GAMEBIRDS_REDRAW=1"
    );
    let drawn: BTreeSet<String> = figures().iter().map(|(name, _)| name.to_string()).collect();
    let on_disk: BTreeSet<String> = fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        on_disk, drawn,
        "every file in book/src/figures is drawn by this test"
    );
}
