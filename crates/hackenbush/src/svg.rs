//! Pictures of positions: a Hackenbush drawing as a self-contained SVG.
//!
//! The ground is a line at the bottom; every edge that touches it has a foot of its own there.
//! Blue edges are solid, red ones dashed and green ones dotted, so that the colours can be told
//! apart without seeing them. A tree is drawn as a tree, growing upwards; any other picture is
//! drawn over a tree that reaches every vertex (found breadth first from the ground, so each
//! vertex stands as high as the fewest edges between it and the ground), with the remaining edges
//! added: straight where that is clear, bowed where a straight line would hide another edge or run
//! through a vertex. Loops are drawn as petals above their vertex. The same picture always gives
//! the same bytes, and no step recurses, so a picture of a million edges is drawn in linear time.
//! Each picture is drawn on its own white card, so that it reads on a dark page too. Each edge
//! carries `data-move="N"`, its number, the move that cuts it as the calculator's `play` reads
//! it; [`Picture::svg_playable`] draws the picture the book's live panel clicks, every edge easy
//! to hit.

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::fmt::{self, Write};

use game::svg::{BLUE, GREEN, GROUND, INK, RED, header};

use crate::{Colour, Edge, Picture};

/// Horizontal distance between neighbouring leaves of the layout.
const UNIT: f64 = 36.0;
/// Height of one edge of a stalk.
const LEVEL: f64 = 40.0;
const MARGIN: f64 = 14.0;
/// Room above the highest vertex for its loops.
const LOOP_ROOM: f64 = 36.0;
/// How far the middle of a bowed edge leaves the straight line, per step.
const BOW: f64 = 11.0;
const EDGE_WIDTH: f64 = 3.5;
/// How wide an edge is to the pointer in [`Picture::svg_playable`]: a dashed red or dotted green
/// edge would otherwise be hit only on its dashes, and any edge only on its 3.5 pixels.
const HIT_WIDTH: f64 = 16.0;
/// The longest title written out; a longer picture is cut with an ellipsis.
const TITLE_CHARS: usize = 160;

impl Colour {
    /// The colour an edge is drawn in, from the book's palette: [`game::svg::BLUE`],
    /// [`game::svg::RED`] or [`game::svg::GREEN`].
    pub fn rgb(self) -> &'static str {
        match self {
            Colour::Blue => BLUE,
            Colour::Red => RED,
            Colour::Green => GREEN,
        }
    }

    /// The SVG attributes that tell this colour apart without seeing it: red dashed, green dotted.
    fn pattern(self) -> &'static str {
        match self {
            Colour::Blue => "",
            Colour::Red => r#" stroke-dasharray="8 5""#,
            Colour::Green => r#" stroke-dasharray="0.5 6.5" stroke-linecap="round""#,
        }
    }
}

impl Picture {
    /// An SVG 1.1 picture of the position: the ground line, and every edge in its colour (blue
    /// solid, red dashed, green dotted) between dots for the vertices.
    ///
    /// ```
    /// use hackenbush::Picture;
    ///
    /// let picture: Picture = "0-1:b 1-2:r 2-0:g".parse().unwrap();
    /// let svg = picture.svg();
    /// assert!(game::svg::drawn_on_a_card(&svg));
    /// assert_eq!(svg.matches("class=\"edge").count(), 3);
    /// assert!(svg.contains(r#"data-move="2""#)); // the green edge, to click in the book
    /// ```
    pub fn svg(&self) -> String {
        draw(self, Style::Plain)
    }

    /// The same picture with every edge numbered from 0, as [`Picture::edges`] and
    /// [`Picture::cut`] count them.
    pub fn svg_numbered(&self) -> String {
        draw(self, Style::Numbered)
    }

    /// The numbered picture as the book's live panel shows it, to be clicked: each edge is a
    /// group `<g class="edge-hit" data-move="N">` holding the edge as drawn and, along it, an
    /// invisible stroke 16 pixels wide that the pointer hits.
    ///
    /// ```
    /// use hackenbush::Picture;
    ///
    /// let picture: Picture = "0-1:b 1-2:r 1-1:g".parse().unwrap();
    /// let svg = picture.svg_playable();
    /// assert!(game::svg::drawn_on_a_card(&svg));
    /// assert_eq!(svg.matches("data-move=").count(), 3); // one per edge, on its group
    /// assert!(svg.contains(r#"<g class="edge-hit" data-move="1"><path class="edge red""#));
    /// ```
    pub fn svg_playable(&self) -> String {
        draw(self, Style::Playable)
    }
}

/// How a picture is drawn.
#[derive(Clone, Copy, PartialEq)]
enum Style {
    /// Edges and vertices, each edge carrying its `data-move`.
    Plain,
    /// The same, with every edge's number written beside it.
    Numbered,
    /// Numbered, each edge in a group carrying its `data-move`, with a wide invisible stroke.
    Playable,
}

/// A length or coordinate in SVG, to a tenth of a pixel and without a trailing `.0`.
struct Px(f64);

impl fmt::Display for Px {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tenths = (self.0 * 10.0).round() as i64;
        let sign = if tenths < 0 { "-" } else { "" };
        let tenths = tenths.unsigned_abs();
        match tenths % 10 {
            0 => write!(f, "{sign}{}", tenths / 10),
            digit => write!(f, "{sign}{}.{digit}", tenths / 10),
        }
    }
}

/// Where everything goes, in layout units: `x` in leaf widths, `depth` in edges above the ground.
struct Layout {
    x: Vec<f64>,
    depth: Vec<usize>,
    /// Whether an edge reaches the vertex: only those are drawn.
    used: Vec<bool>,
    /// For each edge with an end on the ground, where its foot is (in leaf widths).
    foot: HashMap<usize, f64>,
    /// The widest `x` used, including feet and arches.
    width: f64,
    /// The deepest vertex.
    levels: usize,
}

/// Lays the picture out: a breadth-first tree from the ground, its leaves left to right one unit
/// apart, each parent halfway between its first and last child.
fn layout(vertex_count: usize, edges: &[Edge]) -> Layout {
    let count = vertex_count.max(1);
    let mut around: Vec<Vec<(usize, usize)>> = vec![Vec::new(); count];
    // Vertices no edge reaches (any more: cutting keeps the vertices' numbers) are not drawn.
    let mut used = vec![false; count];
    for (index, edge) in edges.iter().enumerate() {
        used[edge.from] = true;
        used[edge.to] = true;
        if edge.from != edge.to {
            around[edge.from].push((index, edge.to));
            around[edge.to].push((index, edge.from));
        }
    }
    // Breadth first from the ground; a part that does not reach the ground starts a tree of its
    // own, standing where the ground's children stand.
    let mut depth = vec![usize::MAX; count];
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); count];
    let mut parent = vec![usize::MAX; count];
    let mut roots = Vec::new();
    depth[0] = 0;
    let mut queue = VecDeque::new();
    for start in 0..count {
        if (depth[start] != usize::MAX || !used[start]) && start != 0 {
            continue;
        }
        if start != 0 {
            depth[start] = 1;
            roots.push(start);
        }
        queue.push_back(start);
        while let Some(vertex) = queue.pop_front() {
            for &(_, next) in &around[vertex] {
                if depth[next] == usize::MAX {
                    depth[next] = depth[vertex] + 1;
                    parent[next] = vertex;
                    if vertex == 0 {
                        roots.push(next);
                    } else {
                        children[vertex].push(next);
                    }
                    queue.push_back(next);
                }
            }
        }
    }
    depth[0] = 0;

    // Leaves take the next free place in depth-first order; parents are placed on the way back.
    let mut x = vec![0.0f64; count];
    let mut next_leaf = 0.0;
    let mut stack: Vec<(usize, bool)> = roots.iter().rev().map(|&root| (root, false)).collect();
    while let Some((vertex, finished)) = stack.pop() {
        let kids = &children[vertex];
        if finished {
            x[vertex] = (x[kids[0]] + x[kids[kids.len() - 1]]) / 2.0;
        } else if kids.is_empty() {
            x[vertex] = next_leaf;
            next_leaf += 1.0;
        } else {
            stack.push((vertex, true));
            stack.extend(kids.iter().rev().map(|&kid| (kid, false)));
        }
    }

    // A picture with cycles above the ground: each level, from the ground up, moves its vertices
    // towards the middle of their neighbours one level down (a roof between its walls), keeping
    // them a unit apart and in that order.
    let cyclic = edges.iter().any(|edge| {
        let (a, b) = (edge.from, edge.to);
        a != 0 && b != 0 && a != b && parent[a] != b && parent[b] != a
    });
    if cyclic {
        let mut levels: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
        for vertex in (1..count).filter(|&v| used[v] && depth[v] >= 2) {
            levels.entry(depth[vertex]).or_default().push(vertex);
        }
        for (level, vertices) in levels {
            let mut placed: Vec<(f64, f64, usize)> = vertices
                .iter()
                .map(|&vertex| {
                    let below: Vec<f64> = around[vertex]
                        .iter()
                        .filter(|&&(_, next)| depth[next] + 1 == level && next != 0)
                        .map(|&(_, next)| x[next])
                        .collect();
                    let centre = below.iter().sum::<f64>() / below.len().max(1) as f64;
                    (centre, x[vertex], vertex)
                })
                .collect();
            placed.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
            let mut previous = f64::NEG_INFINITY;
            let mut shift = 0.0;
            let mut new_x = Vec::with_capacity(placed.len());
            for &(centre, _, _) in &placed {
                let at = centre.max(previous + 1.0);
                shift += centre - at;
                new_x.push(at);
                previous = at;
            }
            let shift = shift / placed.len() as f64;
            for (&(_, _, vertex), at) in placed.iter().zip(new_x) {
                x[vertex] = at + shift;
            }
        }
    }
    // Everything from 0 up.
    let drawn: Vec<usize> = (1..count).filter(|&v| used[v]).collect();
    let lowest = drawn.iter().map(|&v| x[v]).fold(f64::INFINITY, f64::min);
    let highest = drawn
        .iter()
        .map(|&v| x[v])
        .fold(f64::NEG_INFINITY, f64::max);
    if !drawn.is_empty() {
        for &vertex in &drawn {
            x[vertex] -= lowest;
        }
    }

    // Feet: a vertex with several edges to the ground spreads them out under it.
    let mut grounded: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    let mut arches = Vec::new();
    for (index, edge) in edges.iter().enumerate() {
        match (edge.from, edge.to) {
            (0, 0) => arches.push(index),
            (0, vertex) | (vertex, 0) => grounded.entry(vertex).or_default().push(index),
            _ => {}
        }
    }
    let mut foot = HashMap::new();
    for (vertex, feet) in &grounded {
        let spread = if feet.len() > 1 {
            (0.8 / (feet.len() - 1) as f64).min(0.4)
        } else {
            0.0
        };
        let middle = (feet.len() - 1) as f64 / 2.0;
        for (i, &edge) in feet.iter().enumerate() {
            foot.insert(edge, x[*vertex] + (i as f64 - middle) * spread);
        }
    }
    // An edge from the ground to the ground is an arch of its own, to the right of the rest.
    let mut width = if drawn.is_empty() {
        -0.5
    } else {
        highest - lowest
    };
    for edge in arches {
        width += 1.0;
        foot.insert(edge, width);
    }
    let levels = (1..count)
        .filter(|&v| used[v])
        .map(|v| depth[v])
        .max()
        .unwrap_or(0);
    Layout {
        x,
        depth,
        used,
        foot,
        width: width.max(0.0),
        levels,
    }
}

/// The picture's SVG.
fn draw(picture: &Picture, style: Style) -> String {
    let edges = picture.edges();
    let plan = layout(picture.vertex_count(), edges);
    let has_loops = edges
        .iter()
        .any(|edge| edge.from == edge.to && edge.from != 0);
    let top = MARGIN + if has_loops { LOOP_ROOM } else { 6.0 };
    // Tall pictures get shorter edges.
    let level = if plan.levels > 5 { LEVEL * 0.75 } else { LEVEL };
    let ground = top + plan.levels.max(1) as f64 * level;
    let left = MARGIN + UNIT * 0.6;
    let width = left * 2.0 + plan.width * UNIT;
    let height = ground + 14.0 + MARGIN;
    let at = |vertex: usize| {
        (
            left + plan.x[vertex] * UNIT,
            ground - plan.depth[vertex] as f64 * level,
        )
    };

    let mut title = format!("Hackenbush: {picture}");
    if title.chars().count() > TITLE_CHARS {
        title = title.chars().take(TITLE_CHARS).collect::<String>() + "…";
    }
    if edges.is_empty() {
        title = "Hackenbush: an empty picture".to_string();
    }
    let mut svg = header(Px(width.ceil()), Px(height.ceil()), &title);
    draw_ground(&mut svg, width, ground);

    // Vertices by depth and place, to see whether a straight edge would run through one.
    let mut rows: HashMap<usize, BTreeMap<i64, usize>> = HashMap::new();
    for vertex in (1..picture.vertex_count()).filter(|&v| plan.used[v]) {
        let key = (plan.x[vertex] * 1000.0).round() as i64;
        rows.entry(plan.depth[vertex])
            .or_default()
            .insert(key, vertex);
    }
    let blocked = |a: usize, b: usize| -> bool {
        let (low, high) = if plan.depth[a] <= plan.depth[b] {
            (a, b)
        } else {
            (b, a)
        };
        let (d0, d1) = (plan.depth[low], plan.depth[high]);
        let (x0, x1) = (plan.x[low], plan.x[high]);
        let occupied = |depth: usize, from: f64, to: f64| {
            let (from, to) = (from.min(to), from.max(to));
            rows.get(&depth).is_some_and(|row| {
                let range = (from * 1000.0).round() as i64..=(to * 1000.0).round() as i64;
                row.range(range).any(|(_, &v)| v != a && v != b)
            })
        };
        if d0 == d1 {
            return occupied(d0, x0, x1);
        }
        (d0 + 1..d1).any(|depth| {
            let t = (depth - d0) as f64 / (d1 - d0) as f64;
            let x = x0 + (x1 - x0) * t;
            occupied(depth, x - 0.15, x + 0.15)
        })
    };

    // Edges between the same two vertices are drawn together, bowed apart.
    let mut pairs: BTreeMap<(usize, usize), Vec<usize>> = BTreeMap::new();
    for (index, edge) in edges.iter().enumerate() {
        let pair = (edge.from.min(edge.to), edge.from.max(edge.to));
        if pair.0 != 0 {
            pairs.entry(pair).or_default().push(index);
        }
    }
    let mut paths: Vec<(usize, String, (f64, f64))> = Vec::new();
    for (index, edge) in edges.iter().enumerate() {
        let (from, to) = (edge.from.min(edge.to), edge.from.max(edge.to));
        if from == 0 && to == 0 {
            let x = left + plan.foot[&index] * UNIT;
            let (x0, x1, rise) = (x - 0.3 * UNIT, x + 0.3 * UNIT, 0.9 * LEVEL);
            let d = format!(
                "M{} {}C{} {} {} {} {} {}",
                Px(x0),
                Px(ground),
                Px(x0),
                Px(ground - rise),
                Px(x1),
                Px(ground - rise),
                Px(x1),
                Px(ground)
            );
            paths.push((index, d, (x, ground - 0.75 * rise)));
        } else if from == 0 {
            let foot = left + plan.foot[&index] * UNIT;
            let (x, y) = at(to);
            let d = format!("M{} {}L{} {}", Px(foot), Px(ground), Px(x), Px(y));
            paths.push((index, d, ((foot + x) / 2.0, (ground + y) / 2.0)));
        }
    }
    for ((a, b), group) in &pairs {
        let (a, b) = (*a, *b);
        if a == b {
            draw_loops(&mut paths, at(a), group);
            continue;
        }
        let ((x0, y0), (x1, y1)) = (at(a), at(b));
        let (dx, dy) = (x1 - x0, y1 - y0);
        let length = (dx * dx + dy * dy).sqrt().max(1.0);
        // The normal that points up (or, for an upright edge, to the right): bows go that way
        // first, away from the ground.
        let (mut nx, mut ny) = (-dy / length, dx / length);
        if ny > 0.0 || (ny == 0.0 && nx < 0.0) {
            (nx, ny) = (-nx, -ny);
        }
        let k = group.len();
        // Offsets in steps of BOW, centred on the straight line; when the straight line would
        // run through a vertex, every edge bows to the same side instead.
        let centre = if blocked(a, b) {
            -1.5
        } else {
            (k - 1) as f64 / 2.0
        };
        for (i, &index) in group.iter().enumerate() {
            let offset = (i as f64 - centre) * BOW;
            let (mx, my) = ((x0 + x1) / 2.0 + nx * offset, (y0 + y1) / 2.0 + ny * offset);
            let d = if offset == 0.0 {
                format!("M{} {}L{} {}", Px(x0), Px(y0), Px(x1), Px(y1))
            } else {
                // A quadratic curve passes halfway to its control point.
                let (cx, cy) = (mx * 2.0 - (x0 + x1) / 2.0, my * 2.0 - (y0 + y1) / 2.0);
                format!(
                    "M{} {}Q{} {} {} {}",
                    Px(x0),
                    Px(y0),
                    Px(cx),
                    Px(cy),
                    Px(x1),
                    Px(y1)
                )
            };
            paths.push((index, d, (mx, my)));
        }
    }
    paths.sort_by_key(|(index, _, _)| *index);
    for (index, d, _) in &paths {
        let colour = edges[*index].colour;
        let edge = format!(
            r#"<path class="edge {}" d="{d}" fill="none" stroke="{}" stroke-width="{}"{}"#,
            match colour {
                Colour::Blue => "blue",
                Colour::Red => "red",
                Colour::Green => "green",
            },
            colour.rgb(),
            Px(EDGE_WIDTH),
            colour.pattern()
        );
        let _ = match style {
            Style::Plain | Style::Numbered => writeln!(svg, r#"{edge} data-move="{index}"/>"#),
            Style::Playable => writeln!(
                svg,
                r#"<g class="edge-hit" data-move="{index}">{edge}/><path d="{d}" fill="none" stroke="{INK}" stroke-opacity="0" stroke-width="{}" stroke-linecap="round"/></g>"#,
                Px(HIT_WIDTH)
            ),
        };
    }
    for vertex in (1..picture.vertex_count()).filter(|&v| plan.used[v]) {
        let (x, y) = at(vertex);
        let _ = writeln!(
            svg,
            r#"<circle cx="{}" cy="{}" r="3.5" fill="{INK}"/>"#,
            Px(x),
            Px(y)
        );
    }
    if style != Style::Plain {
        for (index, _, (x, y)) in &paths {
            let _ = writeln!(
                svg,
                r#"<text x="{}" y="{}" font-family="sans-serif" font-size="11" fill="{INK}" stroke="{}" stroke-width="3" paint-order="stroke">{index}</text>"#,
                Px(x + 5.0),
                Px(y + 4.0),
                game::svg::PAPER
            );
        }
    }
    svg.push_str("</svg>\n");
    svg
}

/// The ground: a line across the picture, with the earth hatched under it.
fn draw_ground(svg: &mut String, width: f64, ground: f64) {
    let (x0, x1) = (MARGIN * 0.5, width - MARGIN * 0.5);
    let _ = writeln!(
        svg,
        r#"<path class="ground" d="M{} {}H{}" stroke="{GROUND}" stroke-width="3"/>"#,
        Px(x0),
        Px(ground + 1.5),
        Px(x1)
    );
    let mut hatch = String::new();
    let mut x = x0 + 4.0;
    while x + 6.0 <= x1 {
        let _ = write!(hatch, "M{} {}l-6 8", Px(x + 6.0), Px(ground + 3.0));
        x += 8.0;
    }
    if !hatch.is_empty() {
        let _ = writeln!(
            svg,
            r#"<path d="{hatch}" stroke="{GROUND}" stroke-width="1.2"/>"#
        );
    }
}

/// Loops at one vertex: petals standing round the upward direction, fanned out when there are
/// several.
fn draw_loops(paths: &mut Vec<(usize, String, (f64, f64))>, (x, y): (f64, f64), group: &[usize]) {
    let k = group.len();
    let fan = if k > 1 {
        (150.0 / (k - 1) as f64).min(50.0)
    } else {
        0.0
    };
    for (i, &index) in group.iter().enumerate() {
        let angle = ((i as f64 - (k - 1) as f64 / 2.0) * fan).to_radians();
        let reach = 46.0;
        let control = |turn: f64| {
            let (sin, cos) = sin_cos(angle + turn.to_radians());
            (x + reach * sin, y - reach * cos)
        };
        let ((c1x, c1y), (c2x, c2y)) = (control(-24.0), control(24.0));
        let d = format!(
            "M{} {}C{} {} {} {} {} {}",
            Px(x),
            Px(y),
            Px(c1x),
            Px(c1y),
            Px(c2x),
            Px(c2y),
            Px(x),
            Px(y)
        );
        let (sin, cos) = sin_cos(angle);
        let tip = (x + 0.75 * reach * sin, y - 0.75 * reach * cos);
        paths.push((index, d, tip));
    }
}

/// The sine and cosine of an angle of at most a right angle and a quarter either way (a petal's,
/// in radians), by their Taylor series, exact to far below a tenth of a pixel: the standard
/// library's would bring its reduction of any angle (some 8 kB) into the panels' WebAssembly
/// module for these few petals.
fn sin_cos(a: f64) -> (f64, f64) {
    debug_assert!(a.abs() <= 2.0, "a petal's angle");
    let (mut sin, mut cos) = (0.0, 0.0);
    let (mut odd, mut even) = (a, 1.0);
    for k in 1..=12 {
        sin += odd;
        cos += even;
        let k = f64::from(k);
        odd *= -a * a / ((2.0 * k) * (2.0 * k + 1.0));
        even *= -a * a / ((2.0 * k - 1.0) * (2.0 * k));
    }
    (sin, cos)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn petal_angles_have_the_standard_sine_and_cosine() {
        for step in -200..=200 {
            let a = f64::from(step) / 100.0;
            let (sin, cos) = sin_cos(a);
            assert!((sin - a.sin()).abs() < 1e-12, "sin {a}");
            assert!((cos - a.cos()).abs() < 1e-12, "cos {a}");
        }
    }

    fn svg(text: &str) -> String {
        text.parse::<Picture>().unwrap().svg()
    }

    #[test]
    fn every_edge_is_drawn_once_on_a_card() {
        for text in [
            "",
            "0-1:b",
            "0-1:b 1-2:r 2-0:g",
            "0-1:g 1-1:b 1-1:r 1-1:g",
            "0-1:b 1-2:r 1-2:r 1-2:g 0-1:g",
            "0-0:g 0-1:b",
            "l(l;rl)",
        ] {
            let drawn = svg(text);
            assert!(game::svg::drawn_on_a_card(&drawn), "{text}");
            let edges = text.parse::<Picture>().unwrap().edges().len();
            assert_eq!(drawn.matches("class=\"edge").count(), edges, "{text}");
        }
    }

    #[test]
    fn colours_differ_in_pattern_too() {
        let drawn = svg("0-1:b 0-2:r 0-3:g");
        let line = |colour: &str| {
            drawn
                .lines()
                .find(|line| line.contains(&format!("class=\"edge {colour}\"")))
                .unwrap()
                .to_string()
        };
        assert!(line("blue").contains(BLUE) && !line("blue").contains("dasharray"));
        assert!(line("red").contains(RED) && line("red").contains("stroke-dasharray=\"8 5\""));
        assert!(line("green").contains(GREEN) && line("green").contains("linecap=\"round\""));
    }

    #[test]
    fn parallel_edges_and_loops_are_all_visible() {
        // Three edges between the same two vertices: one straight, two bowed to either side.
        let drawn = svg("0-1:b 1-2:r 1-2:b 1-2:g");
        let paths: Vec<&str> = drawn
            .lines()
            .filter(|l| l.contains("class=\"edge"))
            .collect();
        assert_eq!(paths.iter().filter(|p| p.contains('Q')).count(), 2);
        let unique: std::collections::BTreeSet<&str> = paths
            .iter()
            .map(|p| p.split(" d=\"").nth(1).unwrap())
            .collect();
        assert_eq!(unique.len(), 4);
        // Loops are curves that start and end at their vertex.
        let drawn = svg("0-1:g 1-1:g 1-1:g");
        let curves = drawn
            .lines()
            .filter(|line| line.contains("class=\"edge") && line.contains('C'))
            .count();
        assert_eq!(curves, 2);
    }

    #[test]
    fn a_stalk_stands_upright_and_a_roof_between_its_walls() {
        let drawn = svg("0-1:b 1-2:r");
        assert!(drawn.contains(r#"d="M35.6 "#), "{drawn}");
        // The house: the top of the roof is halfway between the tops of the walls.
        let house: Picture = "0-1:b 0-2:b 1-2:r 1-3:r 2-3:r".parse().unwrap();
        let plan = layout(house.vertex_count(), house.edges());
        assert_eq!(plan.x[3], (plan.x[1] + plan.x[2]) / 2.0);
        assert_eq!(plan.depth[3], 2);
    }

    #[test]
    fn the_playable_picture_is_the_numbered_one_with_each_edge_in_a_group() {
        let picture: Picture = "0-1:b 1-2:r 1-2:g 2-2:g 0-0:r".parse().unwrap();
        let (numbered, playable) = (picture.svg_numbered(), picture.svg_playable());
        assert_eq!(numbered.lines().count(), playable.lines().count());
        for (drawn, played) in numbered.lines().zip(playable.lines()) {
            let Some(edge) = drawn.strip_prefix(r#"<path class="edge "#) else {
                assert_eq!(drawn, played);
                continue;
            };
            let (edge, index) = edge.split_once(r#" data-move=""#).unwrap();
            let index = index.strip_suffix(r#""/>"#).unwrap();
            let d = edge
                .split(r#" d=""#)
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap();
            assert_eq!(
                played,
                format!(
                    r#"<g class="edge-hit" data-move="{index}"><path class="edge {edge}/><path d="{d}" fill="none" stroke="{INK}" stroke-opacity="0" stroke-width="16" stroke-linecap="round"/></g>"#
                )
            );
        }
        assert_eq!(playable.matches("data-move=").count(), 5);
    }

    #[test]
    fn the_same_picture_gives_the_same_bytes() {
        let text = "0-1:b 1-2:r 2-0:g 2-3:b 3-1:r 3-3:g 0-4:g 4-5:b";
        assert_eq!(svg(text), svg(text));
    }

    #[test]
    fn a_tall_stalk_is_drawn_without_deep_recursion() {
        let colours = vec![Colour::Blue; 200_000];
        let stalk = Picture::from_colours(&colours);
        let drawn = stalk.svg();
        assert_eq!(drawn.matches("class=\"edge").count(), 200_000);
        let bushy: Vec<String> = (1..=50_000).map(|v| format!("{}-{v}:g", v / 2)).collect();
        let tree: Picture = bushy.join(" ").parse().unwrap();
        assert_eq!(tree.svg().matches("<circle").count(), 50_000);
    }
}
