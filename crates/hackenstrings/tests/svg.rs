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
    assert_eq!(svg.matches("fill=\"#ffffff\"").count(), 4); // Left's pebbles are white
    assert_eq!(svg.matches("<path").count(), 3); // an arrow per row
    assert!(!svg.contains("<script") && !svg.contains("href"));
    assert_eq!(svg, position.svg(), "deterministic");
    assert_eq!(svg.matches('<').count(), svg.matches('>').count());
}

#[test]
fn numbered_pebbles() {
    let position: Position = "A B B".parse().unwrap();
    let svg = position.svg_numbered();
    assert_eq!(svg.matches("<text").count(), 3);
    assert!(svg.contains(">3</text>") && svg.contains("font-family=\"sans-serif\""));
    assert_eq!(position.rows()[0].svg_numbered(), svg);
}

#[test]
fn the_empty_position_is_still_a_picture() {
    let svg = Position::default().svg();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    assert_eq!(svg.matches("<circle").count(), 0);
}
