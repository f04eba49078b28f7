//! What every chapter's pictures share: the opening of an SVG document and the white card each
//! picture is drawn on, so that it reads on a dark page (the book's dark themes, a dark image
//! viewer) as well as on a light one; and the palette every picture draws in, so that Left is the
//! same blue, and a faint line the same grey, in every chapter.

use std::fmt::Display;

/// The colour of the card a picture is drawn on.
pub const PAPER: &str = "#ffffff";
/// Lines, dots and labels.
pub const INK: &str = "#222222";
/// Lines drawn softer than [`INK`]: the number tree's edges, a beanstalk's gap.
pub const GREY: &str = "#555555";
/// What is drawn but does not count: guides, paired columns, uncoloured nodes.
pub const FAINT: &str = "#888888";
/// Left's colour: Hackenbush's blue edges, Left's moves in a game tree, a winning move.
pub const BLUE: &str = "#1f5fbf";
/// Right's colour: Hackenbush's red edges, Right's moves in a game tree.
pub const RED: &str = "#c0392b";
/// Either player's colour: Hackenbush's green edges.
pub const GREEN: &str = "#2e8b57";
/// Hackenbush's ground.
pub const GROUND: &str = "#6b5b4b";
/// A Nim pile's blocks.
pub const WOOD: &str = "#deb887";
/// The edges of a Nim pile's blocks.
pub const WOOD_EDGE: &str = "#8b5a2b";
/// Behind what a picture points out.
pub const HIGHLIGHT: &str = "#fdf0c2";
/// Light colours told apart from each other, for parts drawn side by side (a Nim pile's
/// substacks, one per power of two).
pub const TINTS: [&str; 8] = [
    "#8ecae6", "#ffb703", "#90be6d", "#f4a3a8", "#c3a6e0", "#f9844a", "#4ecdc4", "#e9d8a6",
];
/// Stronger colours told apart from each other, for a row's successive parts (an ordinal's terms).
pub const SHADES: [&str; 3] = ["#3b6fb6", "#e07b24", "#4f9a45"];

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
