//! From a figure to a file's bytes: every picture is drawn once, by a [`Figure`]'s `draw`, on any
//! plotters back end — SVG text, or an RGB buffer that is drawn at twice the size, averaged down
//! (anti-aliasing lines, markers and text alike) and encoded as PNG by the `png` crate.
//!
//! Sizes inside a figure are in *logical* pixels, the SVG's units and the PNG's pixels; a
//! [`Canvas`] turns them into the back end's pixels.

use plotters::coord::Shift;
use plotters::coord::ranged1d::{KeyPointHint, NoDefaultFormatting, ValueFormatter};
use plotters::coord::types::RangedCoordf64;
use plotters::prelude::*;

use grundy::text::Lang;

use crate::error::{Drawn, PlotError};
use crate::style;

/// The PNG is drawn at this many times its size in each direction, then averaged down.
const SUPERSAMPLING: u32 = 2;

/// The resolution written into the PNG (its `pHYs` chunk): 200 pixels per inch, so a picture
/// 1200 pixels wide prints 15 cm wide with its labels at about 8 points.
const PNG_DPI: u32 = 200;

/// Which output is being drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Output {
    Svg,
    Png,
}

/// How a figure is being drawn: the output, and back-end pixels per logical pixel.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Canvas {
    pub output: Output,
    pub scale: f64,
    /// The language of the picture's text, which chooses its font.
    pub lang: Lang,
}

impl Canvas {
    /// `logical` pixels in the back end's pixels.
    pub fn px(&self, logical: f64) -> i32 {
        (logical * self.scale).round() as i32
    }

    /// A line or outline width of `logical` pixels (at least one back-end pixel).
    pub fn stroke(&self, logical: f64) -> u32 {
        (logical * self.scale).round().max(1.0) as u32
    }

    /// The font of the picture's language at `size` logical pixels, in `color`.
    pub fn text(&self, size: f64, color: RGBColor) -> TextStyle<'static> {
        let mut text = style::font(size * self.scale, self.lang);
        text.color = color.to_backend_color();
        text
    }
}

/// A picture that can be drawn on any plotters back end.
pub(crate) trait Figure {
    /// Its size in logical pixels: width, height.
    fn size(&self) -> (u32, u32);

    /// The language of its text.
    fn lang(&self) -> Lang;

    /// Draws it on `root`, which is the whole picture, already filled in white; returns where
    /// its chart is.
    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        canvas: Canvas,
    ) -> Result<Frame, PlotError>;
}

/// Draws `title` centred in a band `height` logical pixels tall across the top of `root` (a
/// figure `width` wide), its middle at `middle` × `height`; returns the area below the band.
pub(crate) fn title_band<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    canvas: Canvas,
    title: String,
    [width, height, middle]: [f64; 3],
) -> Result<DrawingArea<DB, Shift>, PlotError> {
    use plotters::style::text_anchor::{HPos, Pos, VPos};
    let (top, rest) = root.split_vertically(canvas.px(height));
    top.draw(&Text::new(
        title,
        (canvas.px(width / 2.0), canvas.px(height * middle)),
        canvas
            .text(style::TITLE, style::INK)
            .pos(Pos::new(HPos::Center, VPos::Center)),
    ))
    .drawn()?;
    Ok(rest)
}

/// Where a figure's chart is: two data points and where they are drawn, in logical pixels. The
/// tests read pixels through it (the P-position (3, 5) of a board, the preperiod's edge).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Frame {
    data: [(f64, f64); 2],
    pixels: [(f64, f64); 2],
}

impl Frame {
    /// The frame of a chart whose plotting area is `plot`, drawn at `canvas`'s scale.
    pub fn of<DB: DrawingBackend>(
        plot: &DrawingArea<DB, Cartesian2d<Axis, Axis>>,
        canvas: Canvas,
    ) -> Frame {
        let (x, y) = (plot.get_x_range(), plot.get_y_range());
        let data = [(x.start, y.start), (x.end, y.end)];
        let pixel = |point: &(f64, f64)| {
            let (px, py) = plot.map_coordinate(point);
            (f64::from(px) / canvas.scale, f64::from(py) / canvas.scale)
        };
        Frame {
            data,
            pixels: [pixel(&data[0]), pixel(&data[1])],
        }
    }

    /// Where the data point (`x`, `y`) is drawn, in logical pixels.
    #[cfg_attr(not(test), allow(dead_code))]
    pub fn pixel(&self, x: f64, y: f64) -> (f64, f64) {
        let along =
            |v: f64, d: (f64, f64), p: (f64, f64)| p.0 + (v - d.0) / (d.1 - d.0) * (p.1 - p.0);
        (
            along(
                x,
                (self.data[0].0, self.data[1].0),
                (self.pixels[0].0, self.pixels[1].0),
            ),
            along(
                y,
                (self.data[0].1, self.data[1].1),
                (self.pixels[0].1, self.pixels[1].1),
            ),
        )
    }
}

/// The figure as an SVG document.
pub(crate) fn svg(figure: &impl Figure) -> Result<String, PlotError> {
    svg_and_frame(figure).map(|(text, _)| text)
}

/// The figure as an SVG document, and where its chart is.
pub(crate) fn svg_and_frame(figure: &impl Figure) -> Result<(String, Frame), PlotError> {
    style::register_font();
    let mut text = String::new();
    let frame;
    {
        let root = SVGBackend::with_string(&mut text, figure.size()).into_drawing_area();
        root.fill(&WHITE).drawn()?;
        let canvas = Canvas {
            output: Output::Svg,
            scale: 1.0,
            lang: figure.lang(),
        };
        frame = figure.draw(&root, canvas)?;
        root.present().drawn()?;
    }
    if !text.ends_with('\n') {
        text.push('\n');
    }
    Ok((text, frame))
}

/// The figure as the bytes of a PNG file (8-bit RGB).
pub(crate) fn png(figure: &impl Figure) -> Result<Vec<u8>, PlotError> {
    png_and_frame(figure).map(|(bytes, _)| bytes)
}

/// The figure as the bytes of a PNG file, and where its chart is.
pub(crate) fn png_and_frame(figure: &impl Figure) -> Result<(Vec<u8>, Frame), PlotError> {
    style::register_font();
    if figure.lang() == Lang::Zh && !style::has_cjk_font() {
        // DejaVu Sans would draw every Chinese character as an empty box.
        return Err(PlotError::NoCjkFont);
    }
    let (width, height) = figure.size();
    let (big_width, big_height) = (width * SUPERSAMPLING, height * SUPERSAMPLING);
    let mut big = vec![0u8; big_width as usize * big_height as usize * 3];
    let frame;
    {
        let root =
            BitMapBackend::with_buffer(&mut big, (big_width, big_height)).into_drawing_area();
        root.fill(&WHITE).drawn()?;
        let canvas = Canvas {
            output: Output::Png,
            scale: f64::from(SUPERSAMPLING),
            lang: figure.lang(),
        };
        frame = figure.draw(&root, canvas)?;
        root.present().drawn()?;
    }
    let pixels = average_down(&big, width, height, SUPERSAMPLING);
    Ok((encode_png(&pixels, width, height)?, frame))
}

/// Each `factor × factor` block of the RGB picture `big` as one pixel, the mean of its block.
fn average_down(big: &[u8], width: u32, height: u32, factor: u32) -> Vec<u8> {
    let (width, height, factor) = (width as usize, height as usize, factor as usize);
    let big_width = width * factor;
    let count = (factor * factor) as u32;
    let mut small = Vec::with_capacity(width * height * 3);
    for y in 0..height {
        for x in 0..width {
            let mut sum = [0u32; 3];
            for dy in 0..factor {
                let row = (y * factor + dy) * big_width;
                for dx in 0..factor {
                    let at = (row + x * factor + dx) * 3;
                    for (total, &channel) in sum.iter_mut().zip(&big[at..at + 3]) {
                        *total += u32::from(channel);
                    }
                }
            }
            small.extend(sum.map(|total| ((total + count / 2) / count) as u8));
        }
    }
    small
}

fn encode_png(pixels: &[u8], width: u32, height: u32) -> Result<Vec<u8>, PlotError> {
    let mut bytes = Vec::new();
    let failed = |error: png::EncodingError| PlotError::Backend(error.to_string());
    {
        let mut encoder = png::Encoder::new(&mut bytes, width, height);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        // Pixels per metre: 200 dpi = 7874.
        let per_metre = (f64::from(PNG_DPI) / 0.0254).round() as u32;
        encoder.set_pixel_dims(Some(png::PixelDimensions {
            xppu: per_metre,
            yppu: per_metre,
            unit: png::Unit::Meter,
        }));
        let mut writer = encoder.write_header().map_err(failed)?;
        writer.write_image_data(pixels).map_err(failed)?;
        writer.finish().map_err(failed)?;
    }
    Ok(bytes)
}

/// An axis from `low` to `high` whose ticks and labels are exactly `ticks`, labelled as whole
/// numbers ([`tick_label`]); plotters' own f64 axis would choose its ticks and print "5.0".
#[derive(Clone)]
pub(crate) struct Axis {
    range: RangedCoordf64,
    ticks: Vec<f64>,
}

impl Axis {
    /// The axis from `low` to `high` with about `count` round ticks, at least `min_step` apart.
    pub fn new(low: f64, high: f64, count: usize, min_step: f64) -> Axis {
        Axis {
            range: (low..high).into(),
            ticks: ticks(low.max(0.0), high, count, min_step),
        }
    }

    /// The same ticks on a longer axis, up to `high` (room above the ticked values).
    pub fn extend_to(self, high: f64) -> Axis {
        let low = self.range.range().start;
        Axis {
            range: (low..high).into(),
            ticks: self.ticks,
        }
    }
}

impl Ranged for Axis {
    type FormatOption = NoDefaultFormatting;
    type ValueType = f64;

    fn map(&self, value: &f64, limit: (i32, i32)) -> i32 {
        self.range.map(value, limit)
    }

    fn key_points<Hint: KeyPointHint>(&self, hint: Hint) -> Vec<f64> {
        // Ticks only: no finer grid.
        if hint.weight().allow_light_points() {
            Vec::new()
        } else {
            self.ticks.clone()
        }
    }

    fn range(&self) -> std::ops::Range<f64> {
        self.range.range()
    }
}

impl ValueFormatter<f64> for Axis {
    fn format(value: &f64) -> String {
        tick_label(value)
    }
}

/// Tick positions for an axis from `low` to `high`: the multiples of a round step (1, 2 or 5
/// times a power of ten, and never below `min_step`) in that range, about `count` of them.
pub(crate) fn ticks(low: f64, high: f64, count: usize, min_step: f64) -> Vec<f64> {
    let span = (high - low).max(f64::MIN_POSITIVE);
    let rough = span / count.max(1) as f64;
    let power = 10f64.powf(rough.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|&s| s >= rough)
        .unwrap_or(10.0 * power)
        .max(min_step);
    let first = (low / step).ceil() as i64;
    let last = (high / step).floor() as i64;
    (first..=last).map(|i| i as f64 * step).collect()
}

/// A tick value as an axis label: a whole number with thin-space thousands separators.
pub(crate) fn tick_label(value: &f64) -> String {
    let whole = value.round() as i64;
    let digits = whole.unsigned_abs().to_string();
    let mut label = String::with_capacity(digits.len() + digits.len() / 3 * 3 + 1);
    if whole < 0 {
        label.push('−');
    }
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            label.push('\u{2009}');
        }
        label.push(digit);
    }
    label
}

/// Test helpers: a PNG's pixels, read back with the `png` crate.
#[cfg(test)]
pub(crate) mod testing {
    /// A decoded RGB picture.
    pub struct Decoded {
        pub width: u32,
        pub height: u32,
        data: Vec<u8>,
    }

    impl Decoded {
        pub fn new(bytes: &[u8]) -> Decoded {
            let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
                .read_info()
                .expect("a PNG");
            let mut data = vec![0; reader.output_buffer_size().expect("a size")];
            let info = reader.next_frame(&mut data).expect("its pixels");
            assert_eq!(info.color_type, png::ColorType::Rgb);
            Decoded {
                width: info.width,
                height: info.height,
                data,
            }
        }

        /// The colour of the pixel holding the logical point (`x`, `y`).
        pub fn at(&self, (x, y): (f64, f64)) -> [u8; 3] {
            let (x, y) = (x.floor() as usize, y.floor() as usize);
            let i = (y * self.width as usize + x) * 3;
            [self.data[i], self.data[i + 1], self.data[i + 2]]
        }
    }

    /// Whether two colours are equal within `tolerance` on each channel.
    pub fn close(a: [u8; 3], b: plotters::style::RGBColor, tolerance: u8) -> bool {
        let b = [b.0, b.1, b.2];
        a.iter().zip(b).all(|(&x, y)| x.abs_diff(y) <= tolerance)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_and_inside_the_range() {
        assert_eq!(ticks(-0.5, 19.5, 8, 1.0), [0., 5., 10., 15.]);
        assert_eq!(ticks(-0.5, 7.5, 8, 1.0), [0., 1., 2., 3., 4., 5., 6., 7.]);
        assert_eq!(ticks(0.0, 2.0, 8, 1.0), [0., 1., 2.]);
        assert_eq!(
            ticks(0.0, 1000.0, 5, 1.0),
            [0., 200., 400., 600., 800., 1000.]
        );
    }

    #[test]
    fn labels_are_whole_numbers_with_thin_spaces() {
        assert_eq!(tick_label(&5.0), "5");
        assert_eq!(tick_label(&10000.0), "10\u{2009}000");
        assert_eq!(tick_label(&-1500.0), "−1\u{2009}500");
    }

    #[test]
    fn averaging_down_means_each_block() {
        let big = [0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255];
        assert_eq!(average_down(&big, 1, 1, 2), [191, 191, 191]);
    }
}
