//! A picture as a list of shapes in pixel coordinates (origin top left), drawn once and then
//! rendered by either back end: SVG text (`svg`) or PNG pixels (`raster`).

/// An RGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

pub const WHITE: Rgb = Rgb(255, 255, 255);
pub const BLACK: Rgb = Rgb(0, 0, 0);
pub const GREY: Rgb = Rgb(200, 200, 200);
pub const DARK: Rgb = Rgb(40, 40, 40);
pub const BLUE: Rgb = Rgb(31, 119, 180);
pub const ORANGE: Rgb = Rgb(230, 110, 20);
pub const GREEN: Rgb = Rgb(44, 160, 44);
pub const RED: Rgb = Rgb(214, 39, 40);

/// Where a text's x coordinate sits on the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// One shape.
#[derive(Clone, Debug)]
pub enum Shape {
    Rect {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        fill: Rgb,
    },
    Line {
        from: (f64, f64),
        to: (f64, f64),
        color: Rgb,
        width: f64,
        dashed: bool,
    },
    Polyline {
        points: Vec<(f64, f64)>,
        color: Rgb,
        width: f64,
    },
    /// A grid of coloured cells filling the rectangle, row-major from the top.
    Cells {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        columns: usize,
        colors: Vec<Rgb>,
    },
    Text {
        x: f64,
        y: f64,
        text: String,
        size: f64,
        anchor: Anchor,
        color: Rgb,
    },
}

/// A picture: its size in pixels and its shapes, drawn in order.
pub struct Scene {
    pub width: u32,
    pub height: u32,
    pub shapes: Vec<Shape>,
}

impl Scene {
    /// A white picture of the given size.
    pub fn new(width: u32, height: u32) -> Scene {
        let background = Shape::Rect {
            x: 0.0,
            y: 0.0,
            w: f64::from(width),
            h: f64::from(height),
            fill: WHITE,
        };
        Scene {
            width,
            height,
            shapes: vec![background],
        }
    }

    pub fn push(&mut self, shape: Shape) {
        self.shapes.push(shape);
    }

    pub fn text(&mut self, x: f64, y: f64, text: impl Into<String>, size: f64, anchor: Anchor) {
        self.push(Shape::Text {
            x,
            y,
            text: text.into(),
            size,
            anchor,
            color: BLACK,
        });
    }

    pub fn line(&mut self, from: (f64, f64), to: (f64, f64), color: Rgb, width: f64) {
        self.push(Shape::Line {
            from,
            to,
            color,
            width,
            dashed: false,
        });
    }

    /// One legend entry: a colour swatch and its label, at (x, y) (the swatch's top left).
    pub fn legend_entry(&mut self, x: f64, y: f64, color: Rgb, label: &str) {
        self.push(Shape::Rect {
            x,
            y,
            w: 14.0,
            h: 10.0,
            fill: color,
        });
        self.text(x + 20.0, y + 9.0, label, 12.0, Anchor::Start);
    }
}

/// A plot area: data coordinates mapped onto a pixel rectangle (y grows upwards in data).
pub struct Frame {
    pub left: f64,
    pub top: f64,
    pub width: f64,
    pub height: f64,
    pub x_range: (f64, f64),
    pub y_range: (f64, f64),
}

impl Frame {
    pub fn x(&self, x: f64) -> f64 {
        let (low, high) = self.x_range;
        self.left + (x - low) / (high - low).max(f64::MIN_POSITIVE) * self.width
    }

    pub fn y(&self, y: f64) -> f64 {
        let (low, high) = self.y_range;
        self.top + self.height - (y - low) / (high - low).max(f64::MIN_POSITIVE) * self.height
    }

    /// Axes with about five ticks each, their numbers, and the axis names.
    pub fn axes(&self, scene: &mut Scene, x_name: &str, y_name: &str) {
        let bottom = self.top + self.height;
        scene.line(
            (self.left, bottom),
            (self.left + self.width, bottom),
            DARK,
            1.0,
        );
        scene.line((self.left, self.top), (self.left, bottom), DARK, 1.0);
        for tick in ticks(self.x_range) {
            let x = self.x(tick);
            scene.line((x, bottom), (x, bottom + 4.0), DARK, 1.0);
            scene.text(x, bottom + 16.0, format!("{tick}"), 11.0, Anchor::Middle);
        }
        for tick in ticks(self.y_range) {
            let y = self.y(tick);
            scene.line((self.left - 4.0, y), (self.left, y), DARK, 1.0);
            scene.text(
                self.left - 6.0,
                y + 4.0,
                format!("{tick}"),
                11.0,
                Anchor::End,
            );
        }
        scene.text(
            self.left + self.width / 2.0,
            bottom + 34.0,
            x_name,
            13.0,
            Anchor::Middle,
        );
        scene.text(
            self.left - 10.0,
            self.top - 10.0,
            y_name,
            13.0,
            Anchor::Middle,
        );
    }
}

/// Round tick positions (1, 2 or 5 times a power of ten apart) inside `range`.
fn ticks((low, high): (f64, f64)) -> Vec<f64> {
    let span = (high - low).max(1.0);
    let raw = span / 5.0;
    let power = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|&s| s >= raw)
        .unwrap_or(10.0 * power)
        .max(1.0);
    let mut tick = (low / step).ceil() * step;
    let mut out = Vec::new();
    while tick <= high + 1e-9 && out.len() < 20 {
        out.push(tick);
        tick += step;
    }
    out
}

/// A perceptually ordered colour for t in [0, 1] (dark blue → green → yellow, like viridis).
pub fn color_scale(t: f64) -> Rgb {
    const STOPS: [(f64, f64, f64); 5] = [
        (68.0, 1.0, 84.0),
        (59.0, 82.0, 139.0),
        (33.0, 145.0, 140.0),
        (94.0, 201.0, 98.0),
        (253.0, 231.0, 37.0),
    ];
    let t = t.clamp(0.0, 1.0) * (STOPS.len() - 1) as f64;
    let i = (t.floor() as usize).min(STOPS.len() - 2);
    let f = t - i as f64;
    let (a, b) = (STOPS[i], STOPS[i + 1]);
    let mix = |x: f64, y: f64| (x + (y - x) * f).round() as u8;
    Rgb(mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_and_inside() {
        assert_eq!(ticks((0.0, 10.0)), [0.0, 2.0, 4.0, 6.0, 8.0, 10.0]);
        assert_eq!(
            ticks((0.0, 1000.0)),
            [0.0, 200.0, 400.0, 600.0, 800.0, 1000.0]
        );
        assert_eq!(ticks((0.0, 0.0)), [0.0]);
    }

    #[test]
    fn colour_scale_runs_from_dark_to_light() {
        assert_eq!(color_scale(0.0), Rgb(68, 1, 84));
        assert_eq!(color_scale(1.0), Rgb(253, 231, 37));
        assert_eq!(color_scale(7.0), color_scale(1.0));
    }
}
