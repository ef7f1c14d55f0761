//! Renders a [`Scene`] into RGB pixels and encodes them as PNG (`png` crate). Text uses a small
//! built-in 3×5 bitmap font (capital letters, digits and a few signs).

use std::fs::File;
use std::io::BufWriter;
use std::path::Path;

use super::scene::{Anchor, Rgb, Scene, Shape};

/// A picture in memory: `width × height` RGB pixels, row-major from the top.
pub struct Pixels {
    pub width: u32,
    pub height: u32,
    pub data: Vec<u8>,
}

impl Pixels {
    fn set(&mut self, x: i64, y: i64, c: Rgb) {
        if x >= 0 && y >= 0 && (x as u32) < self.width && (y as u32) < self.height {
            let i = (y as usize * self.width as usize + x as usize) * 3;
            self.data[i..i + 3].copy_from_slice(&[c.0, c.1, c.2]);
        }
    }

    /// The colour at (x, y), for tests.
    #[cfg(test)]
    pub fn get(&self, x: u32, y: u32) -> Rgb {
        let i = (y as usize * self.width as usize + x as usize) * 3;
        Rgb(self.data[i], self.data[i + 1], self.data[i + 2])
    }

    fn fill(&mut self, x: f64, y: f64, w: f64, h: f64, c: Rgb) {
        let (x0, y0) = (x.round() as i64, y.round() as i64);
        let (x1, y1) = ((x + w).round() as i64, (y + h).round() as i64);
        let (x1, y1) = (x1.max(x0 + 1), y1.max(y0 + 1));
        for py in y0.max(0)..y1.min(i64::from(self.height)) {
            for px in x0.max(0)..x1.min(i64::from(self.width)) {
                self.set(px, py, c);
            }
        }
    }

    fn line(&mut self, from: (f64, f64), to: (f64, f64), c: Rgb, width: f64, dashed: bool) {
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let length = (dx * dx + dy * dy).sqrt();
        let steps = (length * 2.0).ceil().max(1.0) as usize;
        let half = (width / 2.0).max(0.5);
        for i in 0..=steps {
            let t = i as f64 / steps as f64;
            if dashed && (t * length) % 10.0 >= 6.0 {
                continue;
            }
            let (x, y) = (from.0 + dx * t, from.1 + dy * t);
            self.fill(x - half + 0.5, y - half + 0.5, 2.0 * half, 2.0 * half, c);
        }
    }
}

/// Draws `scene` into pixels.
pub fn rasterise(scene: &Scene) -> Pixels {
    let mut pixels = Pixels {
        width: scene.width,
        height: scene.height,
        data: vec![255; scene.width as usize * scene.height as usize * 3],
    };
    for shape in &scene.shapes {
        match shape {
            Shape::Rect { x, y, w, h, fill } => pixels.fill(*x, *y, *w, *h, *fill),
            Shape::Line {
                from,
                to,
                color,
                width,
                dashed,
            } => pixels.line(*from, *to, *color, *width, *dashed),
            Shape::Polyline {
                points,
                color,
                width,
            } => {
                for pair in points.windows(2) {
                    pixels.line(pair[0], pair[1], *color, *width, false);
                }
            }
            Shape::Cells {
                x,
                y,
                w,
                h,
                columns,
                colors,
            } => cells(&mut pixels, (*x, *y, *w, *h), *columns, colors),
            Shape::Text {
                x,
                y,
                text,
                size,
                anchor,
                color,
            } => draw_text(&mut pixels, (*x, *y), text, *size, *anchor, *color),
        }
    }
    pixels
}

/// Nearest-neighbour fill of the rectangle by the grid of cells.
fn cells(pixels: &mut Pixels, (x, y, w, h): (f64, f64, f64, f64), columns: usize, colors: &[Rgb]) {
    if columns == 0 || colors.is_empty() {
        return;
    }
    let rows = colors.len() / columns;
    let (x0, y0) = (x.round() as i64, y.round() as i64);
    let (pw, ph) = (w.round().max(1.0) as i64, h.round().max(1.0) as i64);
    for py in 0..ph {
        let r = ((py as usize * rows) / ph as usize).min(rows - 1);
        for px in 0..pw {
            let c = ((px as usize * columns) / pw as usize).min(columns - 1);
            pixels.set(x0 + px, y0 + py, colors[r * columns + c]);
        }
    }
}

/// Writes `scene` as a PNG file.
pub fn write_png(scene: &Scene, path: &Path) -> std::io::Result<()> {
    let pixels = rasterise(scene);
    let file = BufWriter::new(File::create(path)?);
    let mut encoder = png::Encoder::new(file, pixels.width, pixels.height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(std::io::Error::other)?;
    writer
        .write_image_data(&pixels.data)
        .map_err(std::io::Error::other)?;
    writer.finish().map_err(std::io::Error::other)
}

/// The 3×5 glyph of `c` (rows from the top, bit 2 = left column); `None` for a blank.
fn glyph(c: char) -> Option<[u8; 5]> {
    Some(match c.to_ascii_uppercase() {
        '0' => [7, 5, 5, 5, 7],
        '1' => [2, 6, 2, 2, 7],
        '2' => [7, 1, 7, 4, 7],
        '3' => [7, 1, 7, 1, 7],
        '4' => [5, 5, 7, 1, 1],
        '5' => [7, 4, 7, 1, 7],
        '6' => [7, 4, 7, 5, 7],
        '7' => [7, 1, 1, 2, 2],
        '8' => [7, 5, 7, 5, 7],
        '9' => [7, 5, 7, 1, 7],
        'A' => [2, 5, 7, 5, 5],
        'B' => [6, 5, 6, 5, 6],
        'C' => [3, 4, 4, 4, 3],
        'D' => [6, 5, 5, 5, 6],
        'E' => [7, 4, 6, 4, 7],
        'F' => [7, 4, 6, 4, 4],
        'G' => [3, 4, 5, 5, 3],
        'H' => [5, 5, 7, 5, 5],
        'I' => [7, 2, 2, 2, 7],
        'J' => [1, 1, 1, 5, 2],
        'K' => [5, 5, 6, 5, 5],
        'L' => [4, 4, 4, 4, 7],
        'M' => [5, 7, 7, 5, 5],
        'N' => [6, 5, 5, 5, 5],
        'O' => [2, 5, 5, 5, 2],
        'P' => [6, 5, 6, 4, 4],
        'Q' => [2, 5, 5, 6, 3],
        'R' => [6, 5, 6, 5, 5],
        'S' => [3, 4, 2, 1, 6],
        'T' => [7, 2, 2, 2, 2],
        'U' => [5, 5, 5, 5, 7],
        'V' => [5, 5, 5, 5, 2],
        'W' => [5, 5, 7, 7, 5],
        'X' => [5, 5, 2, 5, 5],
        'Y' => [5, 5, 2, 2, 2],
        'Z' => [7, 1, 2, 4, 7],
        'Φ' | 'φ' => [2, 7, 5, 7, 2],
        '=' => [0, 7, 0, 7, 0],
        '\'' => [2, 2, 0, 0, 0],
        '(' => [1, 2, 2, 2, 1],
        ')' => [4, 2, 2, 2, 4],
        '.' => [0, 0, 0, 0, 2],
        ',' => [0, 0, 0, 2, 4],
        '-' | '−' | '–' => [0, 0, 7, 0, 0],
        '/' => [1, 1, 2, 4, 4],
        ':' => [0, 2, 0, 2, 0],
        '+' => [0, 2, 7, 2, 0],
        '<' => [1, 2, 4, 2, 1],
        '>' => [4, 2, 1, 2, 4],
        '≥' => [4, 2, 1, 2, 7],
        '≤' => [1, 2, 4, 2, 7],
        '·' | '×' => [0, 0, 2, 0, 0],
        _ => return None,
    })
}

fn draw_text(
    pixels: &mut Pixels,
    (x, y): (f64, f64),
    text: &str,
    size: f64,
    anchor: Anchor,
    color: Rgb,
) {
    let scale = (size / 6.0).round().max(1.0) as i64;
    let advance = 4 * scale;
    let width = text.chars().count() as i64 * advance;
    let left = match anchor {
        Anchor::Start => x.round() as i64,
        Anchor::Middle => x.round() as i64 - width / 2,
        Anchor::End => x.round() as i64 - width,
    };
    // `y` is the baseline, as in SVG.
    let top = y.round() as i64 - 5 * scale;
    for (i, c) in text.chars().enumerate() {
        let Some(rows) = glyph(c) else { continue };
        let gx = left + i as i64 * advance;
        for (r, bits) in rows.iter().enumerate() {
            for col in 0..3 {
                if bits & (4 >> col) != 0 {
                    for dy in 0..scale {
                        for dx in 0..scale {
                            pixels.set(gx + col * scale + dx, top + r as i64 * scale + dy, color);
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plot::scene::{BLACK, RED, WHITE};

    #[test]
    fn shapes_land_on_their_pixels() {
        let mut scene = Scene::new(40, 20);
        scene.push(Shape::Rect {
            x: 2.0,
            y: 3.0,
            w: 4.0,
            h: 5.0,
            fill: RED,
        });
        scene.text(20.0, 15.0, "1", 6.0, Anchor::Start);
        let pixels = rasterise(&scene);
        assert_eq!(pixels.get(2, 3), RED);
        assert_eq!(pixels.get(5, 7), RED);
        assert_eq!(pixels.get(6, 8), WHITE);
        // The glyph of 1 at scale 1: its top row is .X. starting at (20, 10).
        assert_eq!(pixels.get(21, 10), BLACK);
        assert_eq!(pixels.get(20, 10), WHITE);
    }
}
