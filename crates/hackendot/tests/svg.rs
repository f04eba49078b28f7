//! Pictures are self-contained, deterministic SVG.

use hackendot::{Forest, svg};

fn forest(text: &str) -> Forest {
    text.parse().unwrap()
}

fn assert_self_contained(picture: &str) {
    assert!(picture.starts_with("<svg "));
    assert!(picture.contains("xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""));
    assert!(picture.ends_with("</svg>\n"));
    for forbidden in ["<script", "href", "@import", "url(", "NaN", "inf"] {
        assert!(!picture.contains(forbidden), "{forbidden}");
    }
    assert_eq!(
        picture.matches("<text").count(),
        picture.matches("font-family=\"sans-serif\"").count()
    );
    assert!(
        game::svg::drawn_on_a_card(picture),
        "not on a card: {picture}"
    );
}

#[test]
fn a_forest_in_both_styles() {
    let wood = forest("((())(())) (()) ()");
    let plain = svg::forest(&wood, svg::Style::Plain);
    let coloured = svg::forest(&wood, svg::Style::Coloured);
    assert_self_contained(&plain);
    assert_self_contained(&coloured);
    assert_eq!(plain.matches("<circle").count(), 8);
    assert_eq!(plain.matches("fill=\"#888888\"").count(), 8);
    // Leaves and the spider's root are white; the spider's middle nodes and the (()) root black.
    assert_eq!(coloured.matches("fill=\"white\"").count(), 5);
    assert_eq!(coloured.matches("fill=\"black\"").count(), 3);
    assert_eq!(svg::forest(&wood, svg::Style::Plain), plain);
}

#[test]
fn parents_are_centred_over_their_children_and_roots_at_the_bottom() {
    let cherry = svg::forest(&forest("(()())"), svg::Style::Plain);
    let circles: Vec<&str> = cherry
        .lines()
        .filter(|line| line.starts_with("<circle"))
        .collect();
    assert_eq!(
        circles[0],
        "<circle cx=\"30.0\" cy=\"52.0\" r=\"7\" fill=\"#888888\" stroke=\"black\" stroke-width=\"1.5\" data-move=\"0\"/>"
    );
    assert!(circles[1].starts_with("<circle cx=\"16.0\" cy=\"16.0\""));
    assert!(circles[2].starts_with("<circle cx=\"44.0\" cy=\"16.0\""));
}

#[test]
fn contractions_side_by_side_with_their_bits() {
    let picture = svg::contractions(&Forest::path(5));
    assert_self_contained(&picture);
    for label in [
        "T",
        "L(T)",
        "L²(T)",
        "1 white root: bit 0 = 1",
        "0 white roots: bit 1 = 0",
        "1 white root: bit 2 = 1",
        "nim value *5 (binary 101)",
    ] {
        assert!(picture.contains(&format!(">{label}</text>")), "{label}");
    }
    assert_eq!(picture.matches("<circle").count(), 5 + 2 + 1);
    let spider = svg::contractions(&forest("((())(()))"));
    assert!(spider.contains(">2 white roots: bit 1 = 0</text>"));
    assert!(spider.contains(">nim value * (binary 1)</text>"));
    let wood = svg::contractions(&forest("(()) ()"));
    assert!(wood.contains(">F</text>") && wood.contains(">L(F)</text>"));
    assert_self_contained(&svg::contractions(&Forest::new()));
    assert_self_contained(&svg::forest(&Forest::new(), svg::Style::Coloured));
}
