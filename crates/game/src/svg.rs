//! What every chapter's pictures share: the opening of an SVG document and the white card each
//! picture is drawn on, so that it reads on a dark page (the book's dark themes, a dark image
//! viewer) as well as on a light one.

use std::fmt::Display;

/// The colour of the card a picture is drawn on.
pub const PAPER: &str = "#ffffff";

/// The opening of a self-contained SVG 1.1 picture `width` by `height` pixels: the `<svg>` element,
/// its `<title>` (with `&`, `<` and `>` escaped), and the card as its first shape. The caller
/// draws on it and closes it with `</svg>\n`.
///
/// ```
/// let svg = game::svg::header(40, 30, "A <small> picture");
/// assert!(svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="40""#));
/// assert!(svg.contains("<title>A &lt;small&gt; picture</title>"));
/// assert!(game::svg::drawn_on_a_card(&format!("{svg}</svg>\n")));
/// ```
pub fn header(width: impl Display, height: impl Display, title: &str) -> String {
    let title = title
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{width}\" \
         height=\"{height}\" viewBox=\"0 0 {width} {height}\">\n\
         <title>{title}</title>\n\
         <rect width=\"{width}\" height=\"{height}\" rx=\"6\" fill=\"{PAPER}\"/>\n"
    )
}

/// Whether a picture's first shape is an opaque card as large as the picture, as [`header`]
/// draws it: what the chapters' tests ask of every picture they draw.
pub fn drawn_on_a_card(svg: &str) -> bool {
    let attribute = |name: &str| {
        let start = svg.find(&format!(" {name}=\""))? + name.len() + 3;
        let end = svg[start..].find('"')? + start;
        Some(&svg[start..end])
    };
    let (Some(width), Some(height)) = (attribute("width"), attribute("height")) else {
        return false;
    };
    let card = format!(r#"<rect width="{width}" height="{height}" rx="6" fill="{PAPER}"/>"#);
    svg.lines()
        .find(|line| !line.starts_with("<svg") && !line.starts_with("<title"))
        == Some(card.as_str())
        && svg.ends_with("</svg>\n")
}
