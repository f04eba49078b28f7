//! The pictures: self-contained SVG, the same every time, and never a panic.

use nim::Position;

fn position(text: &str) -> Position {
    text.parse().unwrap()
}

fn assert_self_contained(svg: &str) {
    assert!(svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1""#));
    assert!(svg.ends_with("</svg>\n"));
    for banned in ["<script", "href", "@import", "url(", "<style"] {
        assert!(!svg.contains(banned), "{banned}");
    }
    // Every element is closed.
    let opened = svg.matches('<').count();
    let closed = svg.matches("/>").count() + svg.matches("</").count();
    assert_eq!(
        opened,
        2 * svg.matches("</").count() + svg.matches("/>").count()
    );
    assert!(closed <= opened);
    assert!(game::svg::drawn_on_a_card(svg), "not on a card: {svg}");
}

#[test]
fn columns_of_blocks() {
    let svg = position("1 3 5 7").svg();
    assert_self_contained(&svg);
    assert_eq!(svg.matches("<rect").count(), 1 + 16); // the card and the blocks
    assert!(svg.contains("<title>Nim: 1 3 5 7</title>"));
    assert_eq!(svg, position("1, 3, 5, 7").svg(), "deterministic");
    // A tall pile shows 30 blocks and a gap, and its height.
    let svg = position("100 2").svg();
    assert_self_contained(&svg);
    assert_eq!(svg.matches("<rect").count(), 1 + 30 + 2);
    assert!(svg.contains(">100</text>") && svg.contains('⋮'));
}

#[test]
fn substacks_coloured_by_size() {
    let svg = position("1 3 5 7").substacks_svg();
    assert_self_contained(&svg);
    // 1, 2+1, 4+1, 4+2+1 is eight substacks, and three tally swatches.
    assert_eq!(svg.matches("<rect").count(), 1 + 8 + 3);
    assert!(svg.contains("balanced: every size pairs off"));
    assert!(svg.contains(">×4</text>") && svg.contains(">×2</text>"));
    let svg = position("88").substacks_svg();
    assert_self_contained(&svg);
    for size in ["64", "16", "8"] {
        assert!(svg.contains(&format!(">{size}</text>")), "{size}");
    }
    assert!(svg.contains("unpaired: 64, 16, 8"));
}

#[test]
fn odd_positions_draw_without_panicking() {
    let huge = format!("{} 0 1", num_bigint::BigUint::from(1u8) << 300u32);
    for text in ["", "0", "0 0 0", huge.as_str(), "18446744073709551615"] {
        let position = position(text);
        assert_self_contained(&position.svg());
        assert_self_contained(&position.substacks_svg());
    }
    assert!(position("").svg().contains("<title>Nim: no piles</title>"));
    let svg = position(&huge).substacks_svg();
    assert!(svg.contains(r#"2<tspan baseline-shift="super" font-size="8">300</tspan>"#));
}
