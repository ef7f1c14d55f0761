//! The heatmap of a table of Grundy values g(a, b): a to the right, b upwards (as on the board),
//! the value as a colour of the viridis scale (dark for small, yellow for large) with its colour
//! bar, and the P-positions (value 0) in white, so that they stand out at any size.
//!
//! A table with more cells than the picture has room for is drawn in blocks: a block's colour is
//! the mean of its values, and a block holding a P-position is white — so the two lines of
//! P-positions of Wythoff's game stay visible in a table of 16384 × 16384.

use plotters::coord::Shift;
use plotters::prelude::*;

use grundy::text::{Lang, Msg};

use crate::error::{Drawn, PlotError};
use crate::legend::{self, Entry, Sample};
use crate::render::{self, Axis, Canvas, Figure, Frame, Output};
use crate::shapes::outline;
use crate::style::{self, FRAME, HEAT_ZERO, INK};
use crate::text::tr;

/// The largest side of a table drawn as a heatmap: the side of the largest Wythoff Grundy
/// table (`grundy::games::wythoff::TABLE_SIZE_LIMIT`).
pub const HEATMAP_SIDE_LIMIT: usize = grundy::games::wythoff::TABLE_SIZE_LIMIT;

/// At most this many blocks along a side in an SVG (each block is an element of the file).
pub const SVG_BLOCKS_LIMIT: usize = 256;
/// At most this many blocks along a side in a PNG (about one per pixel of the drawing).
pub const PNG_BLOCKS_LIMIT: usize = 800;

/// A heatmap of `rows × columns` values.
///
/// ```
/// // g(a, b) of Nim with two heaps: a XOR b.
/// let svg = grundy_plot::Heatmap::from_fn(16, 16, |a, b| (a ^ b) as u32)
///     .title("Two-heap Nim: g(a, b) = a ⊕ b")
///     .svg()?;
/// assert!(svg.contains("g(a, b)") && svg.contains("P-position"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
pub struct Heatmap<'a> {
    rows: usize,
    columns: usize,
    value: Box<dyn Fn(usize, usize) -> u32 + 'a>,
    title: Option<String>,
    labels: [String; 3],
    lang: Lang,
}

impl<'a> Heatmap<'a> {
    /// The table whose value at row a, column b is `value(a, b)`, for a < `rows`, b < `columns`.
    pub fn from_fn(
        rows: usize,
        columns: usize,
        value: impl Fn(usize, usize) -> u32 + 'a,
    ) -> Heatmap<'a> {
        Heatmap {
            rows,
            columns,
            value: Box::new(value),
            title: None,
            labels: ["a".into(), "b".into(), "g(a, b)".into()],
            lang: Lang::En,
        }
    }

    /// The table of `rows` rows held row after row in `values` (`rows × columns` of them, as
    /// NumPy's C order).
    pub fn from_values(
        values: &'a [u32],
        rows: usize,
        columns: usize,
    ) -> Result<Heatmap<'a>, PlotError> {
        if rows.checked_mul(columns) != Some(values.len()) {
            return Err(PlotError::invalid(
                Msg::new("plot-error-table-size")
                    .arg("rows", rows)
                    .arg("columns", columns)
                    .arg("holds", rows.saturating_mul(columns))
                    .arg("given", values.len()),
            ));
        }
        Ok(Heatmap::from_fn(rows, columns, move |a, b| {
            values[a * columns + b]
        }))
    }

    /// The picture's own text (the default title, the legend) in `lang` (English by default). A
    /// PNG in Chinese needs a font with Chinese glyphs: see [`crate::use_cjk_font`].
    pub fn lang(mut self, lang: Lang) -> Self {
        self.lang = lang;
        self
    }

    /// The title (default "Grundy values, R × C").
    pub fn title(mut self, title: impl Into<String>) -> Self {
        self.title = Some(title.into());
        self
    }

    /// The labels of the rows' axis, the columns' axis and the values (default "a", "b" and
    /// "g(a, b)").
    pub fn labels(
        mut self,
        rows: impl Into<String>,
        columns: impl Into<String>,
        values: impl Into<String>,
    ) -> Self {
        self.labels = [rows.into(), columns.into(), values.into()];
        self
    }

    /// The picture as an SVG document.
    pub fn svg(&self) -> Result<String, PlotError> {
        self.check()?;
        render::svg(self)
    }

    /// The picture as the bytes of a PNG file.
    pub fn png(&self) -> Result<Vec<u8>, PlotError> {
        self.check()?;
        render::png(self)
    }

    fn check(&self) -> Result<(), PlotError> {
        if self.rows == 0 || self.columns == 0 {
            return Err(PlotError::invalid(Msg::new("plot-error-heatmap-empty")));
        }
        let side = self.rows.max(self.columns);
        if side > HEATMAP_SIDE_LIMIT {
            return Err(PlotError::too_large(
                "plot-what-heatmap-side",
                side,
                HEATMAP_SIDE_LIMIT,
            ));
        }
        Ok(())
    }

    /// The table in at most `limit × limit` blocks: each block's mean value, or `None` where it
    /// holds a 0; and the largest value.
    fn blocks(&self, limit: usize) -> (Blocks, u32) {
        let (grid_a, grid_b) = (self.rows.min(limit), self.columns.min(limit));
        let mut sums = vec![0u64; grid_a * grid_b];
        let mut counts = vec![0u32; grid_a * grid_b];
        let mut zero = vec![false; grid_a * grid_b];
        let mut max = 0;
        for a in 0..self.rows {
            let row = a * grid_a / self.rows * grid_b;
            for b in 0..self.columns {
                let v = (self.value)(a, b);
                max = max.max(v);
                let i = row + b * grid_b / self.columns;
                sums[i] += u64::from(v);
                counts[i] += 1;
                zero[i] |= v == 0;
            }
        }
        let means = (0..grid_a * grid_b)
            .map(|i| (!zero[i]).then(|| sums[i] as f64 / f64::from(counts[i].max(1))))
            .collect();
        (
            Blocks {
                grid: (grid_a, grid_b),
                means,
            },
            max,
        )
    }
}

impl std::fmt::Debug for Heatmap<'_> {
    /// The table's shape, title and labels (its values are a function).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Heatmap")
            .field("rows", &self.rows)
            .field("columns", &self.columns)
            .field("title", &self.title)
            .field("labels", &self.labels)
            .finish_non_exhaustive()
    }
}

/// A table in blocks, row-major: each block's mean, `None` for a block holding a 0.
struct Blocks {
    grid: (usize, usize),
    means: Vec<Option<f64>>,
}

/// The colour of `value` on a scale from 0 to `max`.
fn color_of(value: f64, max: f64) -> RGBColor {
    ViridisRGB::get_color_normalized(value as f32, 0.0, max.max(1.0) as f32)
}

/// The picture's layout, in logical pixels.
const WIDTH: u32 = 1240;
const HEIGHT: u32 = 1000;
const TITLE_HEIGHT: f64 = 70.0;
const CHART_WIDTH: f64 = 950.0;

impl Figure for Heatmap<'_> {
    fn size(&self) -> (u32, u32) {
        (WIDTH, HEIGHT)
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn draw<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        canvas: Canvas,
    ) -> Result<Frame, PlotError> {
        let (rows, columns) = (self.rows, self.columns);
        let limit = match canvas.output {
            Output::Svg => SVG_BLOCKS_LIMIT,
            Output::Png => PNG_BLOCKS_LIMIT,
        };
        let (blocks, max) = self.blocks(limit);
        let max = f64::from(max);
        let title = self.title.clone().unwrap_or_else(|| {
            tr!(
                self.lang,
                "plot-heatmap-title",
                rows = rows,
                columns = columns
            )
        });
        let rest = render::title_band(root, canvas, title, [f64::from(WIDTH), TITLE_HEIGHT, 0.55])?;
        let (chart_area, legend_area) = rest.split_horizontally(canvas.px(CHART_WIDTH));

        let (x_high, y_high) = (rows as f64 - 0.5, columns as f64 - 0.5);
        let mut chart = ChartBuilder::on(&chart_area)
            .margin_top(canvas.px(8.0))
            .margin_left(canvas.px(30.0))
            .margin_right(canvas.px(24.0))
            .margin_bottom(canvas.px(10.0))
            .x_label_area_size(canvas.px(86.0))
            .y_label_area_size(canvas.px(110.0))
            .build_cartesian_2d(
                Axis::new(-0.5, x_high, 8, 1.0),
                Axis::new(-0.5, y_high, 8, 1.0),
            )
            .drawn()?;
        chart
            .configure_mesh()
            .disable_mesh()
            .x_desc(self.labels[0].as_str())
            .y_desc(self.labels[1].as_str())
            .axis_desc_style(canvas.text(style::AXIS_LABEL, INK))
            .label_style(canvas.text(style::TICK_LABEL, INK))
            .axis_style(FRAME.stroke_width(canvas.stroke(1.5)))
            .set_all_tick_mark_size(canvas.px(7.0))
            .draw()
            .drawn()?;

        // The blocks, one rectangle per run of equal colours along b.
        let (grid_a, grid_b) = blocks.grid;
        let edge = |i: usize, grid: usize, n: usize| (i * n).div_ceil(grid) as f64 - 0.5;
        let plot = chart.plotting_area().clone();
        for ga in 0..grid_a {
            let (x0, x1) = (edge(ga, grid_a, rows), edge(ga + 1, grid_a, rows));
            let colors: Vec<RGBColor> = blocks.means[ga * grid_b..(ga + 1) * grid_b]
                .iter()
                .map(|mean| mean.map_or(HEAT_ZERO, |m| color_of(m, max)))
                .collect();
            let mut start = 0;
            while start < grid_b {
                let end = start
                    + colors[start..]
                        .iter()
                        .take_while(|&&c| c == colors[start])
                        .count();
                let (y0, y1) = (edge(start, grid_b, columns), edge(end, grid_b, columns));
                plot.draw(&Rectangle::new(
                    [(x0, y0), (x1, y1)],
                    colors[start].filled(),
                ))
                .drawn()?;
                start = end;
            }
        }
        plot.draw(&outline(
            [(-0.5, -0.5), (x_high, y_high)],
            FRAME.stroke_width(canvas.stroke(1.5)),
        ))
        .drawn()?;
        self.draw_scale(&legend_area, canvas, max)?;
        Ok(Frame::of(&plot, canvas))
    }
}

use plotters::style::text_anchor as text;

impl Heatmap<'_> {
    /// The colour bar from 0 to `max` with its ticks, its label, and the P-positions' entry.
    fn draw_scale<DB: DrawingBackend>(
        &self,
        area: &DrawingArea<DB, Shift>,
        canvas: Canvas,
        max: f64,
    ) -> Result<(), PlotError> {
        area.draw(&Text::new(
            self.labels[2].clone(),
            (canvas.px(20.0), canvas.px(30.0)),
            canvas
                .text(style::AXIS_LABEL, INK)
                .pos(text::Pos::new(text::HPos::Left, text::VPos::Center)),
        ))
        .drawn()?;
        let (_, height) = area.dim_in_pixel();
        let bar_top = canvas.px(60.0);
        let bar_bottom = i32::try_from(height).unwrap_or(i32::MAX) - canvas.px(260.0);
        let bar_area = area.margin(bar_top, canvas.px(260.0), canvas.px(20.0), 0);
        let mut bar = ChartBuilder::on(&bar_area)
            .right_y_label_area_size(canvas.px(150.0))
            .build_cartesian_2d(0.0..1.0, Axis::new(0.0, max.max(1.0), 6, 1.0))
            .drawn()?;
        bar.configure_mesh()
            .disable_mesh()
            .disable_x_axis()
            .label_style(canvas.text(style::TICK_LABEL, INK))
            .axis_style(FRAME.stroke_width(canvas.stroke(1.5)))
            .set_all_tick_mark_size(canvas.px(7.0))
            .draw()
            .drawn()?;
        let steps = 200;
        let top = max.max(1.0);
        bar.draw_series((0..steps).map(|i| {
            let (low, high) = (
                top * i as f64 / steps as f64,
                top * (i + 1) as f64 / steps as f64,
            );
            Rectangle::new(
                [(0.0, low), (1.0, high)],
                color_of((low + high) / 2.0, max).filled(),
            )
        }))
        .drawn()?;
        bar.plotting_area()
            .draw(&outline(
                [(0.0, 0.0), (1.0, top)],
                FRAME.stroke_width(canvas.stroke(1.5)),
            ))
            .drawn()?;
        let below = f64::from(bar_bottom) / canvas.scale + 60.0;
        legend::column(
            area,
            canvas,
            (20.0, below),
            &[Entry::new(
                Sample::Square(HEAT_ZERO.to_rgba(), Some(FRAME)),
                tr!(self.lang, "plot-heatmap-zero"),
            )
            .note(tr!(self.lang, "plot-p-position-note"))],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::testing::{Decoded, close};

    #[test]
    fn each_value_has_its_colour_and_zeros_are_white() {
        let heatmap = Heatmap::from_fn(10, 10, |a, b| (a ^ b) as u32);
        let (bytes, frame) = render::png_and_frame(&heatmap).unwrap();
        let picture = Decoded::new(&bytes);
        assert_eq!((picture.width, picture.height), (WIDTH, HEIGHT));
        for a in 0..10 {
            for b in 0..10 {
                let pixel = picture.at(frame.pixel(a as f64, b as f64));
                let expected = match a ^ b {
                    0 => HEAT_ZERO,
                    v => color_of(f64::from(v), 15.0),
                };
                assert!(close(pixel, expected, 2), "({a}, {b}): {pixel:?}");
            }
        }
    }

    #[test]
    fn a_block_holding_a_zero_is_white_and_others_are_means() {
        let heatmap = Heatmap::from_fn(1000, 1000, |a, b| if (a, b) == (500, 700) { 0 } else { 5 });
        let (blocks, max) = heatmap.blocks(SVG_BLOCKS_LIMIT);
        assert_eq!((blocks.grid, max), ((256, 256), 5));
        let holding = (500 * 256 / 1000) * 256 + 700 * 256 / 1000;
        assert_eq!(blocks.means[holding], None);
        assert!(
            blocks
                .means
                .iter()
                .enumerate()
                .all(|(i, m)| i == holding || *m == Some(5.0))
        );
    }

    #[test]
    fn bad_tables_are_refused() {
        assert!(Heatmap::from_values(&[1, 2, 3], 2, 2).is_err());
        let error = Heatmap::from_fn(HEATMAP_SIDE_LIMIT + 1, 1, |_, _| 0)
            .png()
            .unwrap_err();
        assert!(error.is_too_large(), "{error}");
        assert!(Heatmap::from_fn(0, 5, |_, _| 0).svg().is_err());
    }
}
