//! Pictures of positions.

use hackenstrings::Position;

#[test]
fn one_circle_per_pebble_and_a_complete_document() {
    let position: Position = "A B B A + B A + A".parse().unwrap();
    let svg = position.svg();
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.trim_end().ends_with("</svg>"));
    assert!(svg.contains("viewBox=\"0 0 ") && svg.contains("width=") && svg.contains("height="));
    assert_eq!(svg.matches("<circle").count(), 7);
    assert!(game::svg::drawn_on_a_card(&svg), "not on a card: {svg}");
    // Left's pebbles are white (hollow), Right's black.
    assert_eq!(svg.matches("r=\"11\" fill=\"#ffffff\"").count(), 4);
    assert_eq!(svg.matches("r=\"11\" fill=\"#222222\"").count(), 3);
    assert_eq!(svg.matches("<path").count(), 3); // an arrow per row
    assert!(!svg.contains("<script") && !svg.contains("href"));
    assert_eq!(svg, position.svg(), "deterministic");
    assert_eq!(svg.matches('<').count(), svg.matches('>').count());
}

#[test]
fn numbered_pebbles() {
    let position: Position = "A B B".parse().unwrap();
    let svg = position.svg_numbered();
    assert!(game::svg::drawn_on_a_card(&svg), "not on a card: {svg}");
    // Numbered from 0, as `Move` counts pebbles.
    assert_eq!(svg.matches("<text").count(), 3);
    assert!(svg.contains(">0</text>") && svg.contains(">2</text>") && !svg.contains(">3</text>"));
    assert!(svg.contains("font-family=\"sans-serif\""));
    assert_eq!(position.rows()[0].svg_numbered(), svg);
}

/// The value of the first `name="…"` attribute after `from` in `svg`.
fn attribute(svg: &str, from: usize, name: &str) -> f64 {
    let start = svg[from..].find(&format!(" {name}=\"")).unwrap() + from + name.len() + 3;
    let end = svg[start..].find('"').unwrap() + start;
    svg[start..end].parse().unwrap()
}

#[test]
fn everything_drawn_lies_inside_the_picture() {
    let position: Position = "A B B A B B A B B A + B + A A".parse().unwrap();
    for svg in [position.svg(), position.svg_numbered()] {
        let (width, height) = (attribute(&svg, 0, "width"), attribute(&svg, 0, "height"));
        for (at, _) in svg.match_indices("<circle") {
            let (x, y, r) = (
                attribute(&svg, at, "cx"),
                attribute(&svg, at, "cy"),
                attribute(&svg, at, "r"),
            );
            assert!(x - r >= 0.0 && x + r <= width && y - r >= 0.0 && y + r <= height);
        }
        for (at, _) in svg.match_indices("<text") {
            // The baseline, and room for descenders below it.
            assert!(
                attribute(&svg, at, "y") + 4.0 <= height,
                "a number below the picture"
            );
            assert!(attribute(&svg, at, "x") + 8.0 <= width);
        }
    }
}

#[test]
fn the_empty_position_is_still_a_picture() {
    let svg = Position::default().svg();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    assert_eq!(svg.matches("<circle").count(), 0);
}

#[test]
fn a_neutral_pebble_is_drawn_half_black() {
    let position: Position = "C A + B C".parse().unwrap();
    let svg = position.svg();
    assert!(game::svg::drawn_on_a_card(&svg), "not on a card: {svg}");
    assert!(svg.contains("<title>Hackenstrings: C A + B C</title>"));
    // A white pebble with a dark outline for each of A and C, a black one for B.
    assert_eq!(svg.matches("<circle").count(), 4);
    assert_eq!(svg.matches("r=\"11\" fill=\"#ffffff\"").count(), 3);
    assert_eq!(svg.matches("r=\"11\" fill=\"#222222\"").count(), 1);
    // Over each C, its left half inked: from the top of the circle round to the bottom, on the
    // circle itself, so that it stays inside the picture; a click on it reaches the pebble.
    let halves: Vec<&str> = svg
        .lines()
        .filter(|l| l.contains("A11 11 0 0 0 "))
        .collect();
    assert_eq!(
        halves,
        [
            r##"<path d="M52 8A11 11 0 0 0 52 30Z" fill="#222222" pointer-events="none"/>"##,
            r##"<path d="M80 38A11 11 0 0 0 80 60Z" fill="#222222" pointer-events="none"/>"##
        ]
    );
    let (height, width) = (attribute(&svg, 0, "height"), attribute(&svg, 0, "width"));
    assert!(60.0 <= height && 80.0 + 11.0 <= width);
}
