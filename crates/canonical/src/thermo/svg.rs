//! Thermographs drawn as SVG, as Winning Ways draws them: temperature upwards, values along
//! the bottom with the larger on the left (Left's side), the left wall in Left's blue, the right
//! wall in Right's red, the mast in ink.

use std::fmt::Write;

use dyadic::Dyadic;
use game::svg::{BLUE, FAINT, INK, Px, RED, header};

use super::Thermograph;
use super::trajectory::Trajectory;

/// Margins around the plot, in pixels: left, right, top, bottom.
const MARGIN: (f64, f64, f64, f64) = (28.0, 56.0, 20.0, 40.0);

impl Thermograph {
    /// The thermograph drawn as SVG on a card (see `game::svg::header`), titled `title`: the
    /// walls from temperature `0` (from `-1` for a number, whose temperature is negative) up to
    /// where they meet, and the mast above; the values of the walls' corners and of the mast
    /// marked along the bottom, the temperatures on the right.
    ///
    /// ```
    /// use canonical::CanonicalForm;
    ///
    /// let g: CanonicalForm = "{3|1}".parse().unwrap();
    /// let svg = g.thermograph().svg("Thermograph of {3|1}");
    /// assert!(game::svg::drawn_on_a_card(&svg));
    /// assert!(svg.contains(game::svg::BLUE) && svg.contains(game::svg::RED));
    /// ```
    pub fn svg(&self, title: &str) -> String {
        let bottom = if self.temperature().is_negative() {
            Dyadic::from(-1)
        } else {
            Dyadic::zero()
        };
        let top = self.temperature().clone().max(Dyadic::zero()) + Dyadic::one();
        let low = self.right_wall().value_at(&bottom).min(self.mast().clone());
        let high = self.left_wall().value_at(&bottom).max(self.mast().clone());
        let (mut low, mut high) = (low.to_f64(), high.to_f64());
        if high - low < 2.0 {
            let middle = (high + low) / 2.0;
            (low, high) = (middle - 1.0, middle + 1.0);
        }
        let degrees = (&top - &bottom).to_f64();
        // At most 80 pixels a unit; wide thermographs shrink to about 260 pixels.
        let unit = (260.0 / (high - low).max(degrees)).min(80.0);
        let unit = if unit.is_finite() && unit > 0.0 {
            unit
        } else {
            1.0
        };
        let (left_margin, right_margin, top_margin, bottom_margin) = MARGIN;
        let width = (left_margin + (high - low) * unit + right_margin).round();
        let height = (top_margin + degrees * unit + bottom_margin).round();
        let x = |value: f64| left_margin + (high - value) * unit;
        let y = |t: f64| top_margin + (top.to_f64() - t) * unit;
        let floor_y = y(bottom.to_f64());

        let mut svg = header(Px(width), Px(height), title);
        // The temperature axis on the right, and the line of temperature `bottom`.
        let axis_x = width - right_margin + 12.0;
        let _ = writeln!(
            svg,
            "<line x1=\"{:.1}\" y1=\"{floor_y:.1}\" x2=\"{axis_x:.1}\" y2=\"{floor_y:.1}\" stroke=\"{FAINT}\" stroke-width=\"1\"/>",
            Px(left_margin - 8.0),
            floor_y = Px(floor_y),
            axis_x = Px(axis_x)
        );
        let _ = writeln!(
            svg,
            "<line x1=\"{axis_x:.1}\" y1=\"{floor_y:.1}\" x2=\"{axis_x:.1}\" y2=\"{:.1}\" stroke=\"{FAINT}\" stroke-width=\"1\"/>",
            Px(y(top.to_f64())),
            axis_x = Px(axis_x),
            floor_y = Px(floor_y)
        );
        let _ = writeln!(
            svg,
            "<text x=\"{:.1}\" y=\"{:.1}\" font-family=\"sans-serif\" font-size=\"12\" fill=\"{INK}\" font-style=\"italic\">t</text>",
            Px(axis_x + 6.0),
            Px(y(top.to_f64()) + 4.0)
        );
        // Temperatures on the axis: the bottom, the walls' corners, and the temperature,
        // each labelled unless too close to one labelled already.
        let mut temperatures = vec![bottom.clone(), self.temperature().clone()];
        for wall in [self.left_wall(), self.right_wall()] {
            temperatures.extend(
                wall.corners()
                    .iter()
                    .map(|(t, _)| t.clone())
                    .filter(|t| t > &bottom && t < self.temperature()),
            );
        }
        for t in spaced(temperatures, |t| y(t.to_f64()), 14.0) {
            let at = y(t.to_f64());
            let _ = writeln!(
                svg,
                "<line x1=\"{axis_x:.1}\" y1=\"{at:.1}\" x2=\"{:.1}\" y2=\"{at:.1}\" stroke=\"{INK}\" stroke-width=\"1\"/>",
                Px(axis_x + 4.0),
                axis_x = Px(axis_x),
                at = Px(at)
            );
            let _ = writeln!(
                svg,
                "<text x=\"{:.1}\" y=\"{:.1}\" font-family=\"sans-serif\" font-size=\"12\" fill=\"{INK}\">{t:#}</text>",
                Px(axis_x + 7.0),
                Px(at + 4.0)
            );
        }
        if self.temperature() > &bottom {
            let level = y(self.temperature().to_f64());
            let _ = writeln!(
                svg,
                "<line x1=\"{:.1}\" y1=\"{level:.1}\" x2=\"{axis_x:.1}\" y2=\"{level:.1}\" stroke=\"{FAINT}\" stroke-width=\"1\" stroke-dasharray=\"3 3\"/>",
                Px(left_margin - 8.0),
                level = Px(level),
                axis_x = Px(axis_x)
            );
        }
        // The walls, up to the temperature, and the mast above it.
        let below = |wall: &Trajectory| -> String {
            let mut points = vec![(wall.value_at(&bottom), bottom.clone())];
            for (t, value) in wall.corners() {
                if t > &bottom && t < self.temperature() {
                    points.push((value.clone(), t.clone()));
                }
            }
            points.push((
                self.mast().clone(),
                self.temperature().clone().max(bottom.clone()),
            ));
            points
                .iter()
                .map(|(value, t)| format!("{:.1},{:.1}", Px(x(value.to_f64())), Px(y(t.to_f64()))))
                .collect::<Vec<_>>()
                .join(" ")
        };
        for (wall, colour) in [(self.left_wall(), BLUE), (self.right_wall(), RED)] {
            let _ = writeln!(
                svg,
                "<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2.5\" stroke-linejoin=\"round\"/>",
                below(wall)
            );
        }
        let mast_x = x(self.mast().to_f64());
        let _ = writeln!(
            svg,
            "<line x1=\"{mast_x:.1}\" y1=\"{:.1}\" x2=\"{mast_x:.1}\" y2=\"{:.1}\" stroke=\"{INK}\" stroke-width=\"2.5\"/>",
            Px(y(self.temperature().clone().max(bottom.clone()).to_f64())),
            Px(y(top.to_f64())),
            mast_x = Px(mast_x)
        );
        // Values along the bottom: where the walls start, and the mast.
        let mut values = vec![
            self.mast().clone(),
            self.left_wall().value_at(&bottom),
            self.right_wall().value_at(&bottom),
        ];
        for wall in [self.left_wall(), self.right_wall()] {
            values.extend(
                wall.corners()
                    .iter()
                    .filter(|(t, _)| t > &bottom && t < self.temperature())
                    .map(|(_, value)| value.clone()),
            );
        }
        let values = spaced(values, |v| x(v.to_f64()), 30.0);
        for value in values {
            let at = x(value.to_f64());
            let _ = writeln!(
                svg,
                "<line x1=\"{at:.1}\" y1=\"{floor_y:.1}\" x2=\"{at:.1}\" y2=\"{:.1}\" stroke=\"{INK}\" stroke-width=\"1\"/>",
                Px(floor_y + 5.0),
                at = Px(at),
                floor_y = Px(floor_y)
            );
            let _ = writeln!(
                svg,
                "<text x=\"{at:.1}\" y=\"{:.1}\" font-family=\"sans-serif\" font-size=\"12\" fill=\"{INK}\" text-anchor=\"middle\">{value:#}</text>",
                Px(floor_y + 19.0),
                at = Px(at)
            );
        }
        svg.push_str("</svg>\n");
        svg
    }
}

/// The first of `items` and then each one at least `gap` pixels (by `place`) from every one
/// kept before it, without repeats.
fn spaced(items: Vec<Dyadic>, place: impl Fn(&Dyadic) -> f64, gap: f64) -> Vec<Dyadic> {
    let mut kept: Vec<Dyadic> = Vec::new();
    for item in items {
        if kept
            .iter()
            .all(|k| k != &item && (place(k) - place(&item)).abs() >= gap)
        {
            kept.push(item);
        }
    }
    kept
}
