//! A Grundy sequence g(0), g(1), … as a scatter plot, the way these sequences are drawn in the
//! literature: each value a point, the preperiod shaded grey up to a dashed line at n₀, every
//! other period after it shaded, and the first period under a bracket labelled with p.
//!
//! Up to a few hundred values each is its own dot. Beyond that, the values that fall on the
//! same pixel column are drawn once per pixel they land on, so a sequence of millions of
//! values is a picture of bounded size that still shows every value the eye can tell apart.

use plotters::coord::Shift;
use plotters::prelude::*;

use grundy::text::{Lang, Msg};

use crate::error::{Drawn, PlotError};
use crate::legend::{self, Entry, Sample};
use crate::render::{self, Axis, Canvas, Figure, Frame};
use crate::shapes::outline;
use crate::style::{self, BLUE, FRAME, GRID, INK, PERIOD_BAND, PREPERIOD, VERMILLION};
use crate::text::tr;

/// A scatter plot of a sequence of values with its preperiod and period.
///
/// ```
/// let values: Vec<u32> = vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6];
/// let svg = grundy_plot::SequencePlot::new(&values)
///     .preperiod(4)
///     .period(3)
///     .title("An example")
///     .svg()?;
/// assert!(svg.contains("g(n)") && svg.contains("preperiod n₀ = 4"));
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
#[derive(Clone, Debug)]
pub struct SequencePlot<'a> {
    values: &'a [u32],
    preperiod: Option<u64>,
    period: Option<u64>,
    additive: bool,
    title: Option<String>,
    x_label: String,
    y_label: String,
    lang: Lang,
}

impl<'a> SequencePlot<'a> {
    /// The plot of g(0) = `values[0]`, g(1), …; at least one value.
    pub fn new(values: &'a [u32]) -> SequencePlot<'a> {
        SequencePlot {
            values,
            preperiod: None,
            period: None,
            additive: false,
            title: None,
            x_label: "n".into(),
            y_label: "g(n)".into(),
            lang: Lang::En,
        }
    }

    /// The picture's own text (the default title, the legend) in `lang` (English by default). A
    /// PNG in Chinese needs a font with Chinese glyphs: see [`crate::use_cjk_font`].
    pub fn lang(mut self, lang: Lang) -> Self {
        self.lang = lang;
        self
    }

    /// Marks the preperiod n₀: the values before it are shaded.
    pub fn preperiod(mut self, n0: u64) -> Self {
        self.preperiod = Some(n0);
        self
    }

    /// Marks the period p: with a preperiod, every other period from n₀ is shaded and the
    /// first is bracketed; without one it is only named in the legend.
    pub fn period(mut self, p: u64) -> Self {
        self.period = Some(p);
        self
    }

    /// Names the period *additive* (g(n + p) = g(n) + p, as in the rows of Wythoff's table).
    pub fn additive(mut self, additive: bool) -> Self {
        self.additive = additive;
        self
    }

    /// The title (default "Grundy values g(n), n = 0…N").
    pub fn title(mut self, title: impl Into<String>) -> Self {
        self.title = Some(title.into());
        self
    }

    /// The axis labels (default "n" and "g(n)").
    pub fn axes(mut self, x: impl Into<String>, y: impl Into<String>) -> Self {
        self.x_label = x.into();
        self.y_label = y.into();
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
        if self.values.is_empty() {
            return Err(PlotError::invalid(Msg::new("plot-error-sequence-empty")));
        }
        if self.period == Some(0) {
            return Err(PlotError::invalid(Msg::new("plot-error-period-zero")));
        }
        Ok(())
    }

    fn legend(&self) -> Vec<Entry> {
        let mut entries = vec![Entry::new(Sample::Dot(BLUE), self.y_label.clone())];
        // n₀, or b₀ for a row of a table drawn against b.
        let variable = if self.x_label.chars().count() <= 2 {
            self.x_label.as_str()
        } else {
            "n"
        };
        match self.preperiod {
            Some(0) => entries.push(Entry::new(
                Sample::Dashed(INK, 2.0),
                tr!(self.lang, "plot-preperiod-zero", variable = variable),
            )),
            Some(n0) => entries.push(Entry::new(
                Sample::Square(PREPERIOD.to_rgba(), None),
                tr!(self.lang, "plot-preperiod", variable = variable, n0 = n0),
            )),
            None => {}
        }
        if let Some(p) = self.period {
            let label = match self.additive {
                true => tr!(self.lang, "plot-additive-period", p = p),
                false => tr!(self.lang, "plot-period", p = p),
            };
            entries.push(Entry::new(
                Sample::Square(PERIOD_BAND.to_rgba(), Some(VERMILLION)),
                label,
            ));
        }
        entries
    }
}

/// The picture's layout, in logical pixels.
const WIDTH: u32 = 1400;
const HEIGHT: u32 = 760;
const TITLE_HEIGHT: f64 = 64.0;
const LEGEND_HEIGHT: f64 = 52.0;
/// Up to this many values each is drawn as its own dot.
const DOTS_LIMIT: usize = 400;
/// Beyond this many distinct pixels the values are drawn as one bar per pixel column.
const PIXEL_DOTS_LIMIT: usize = 100_000;

impl Figure for SequencePlot<'_> {
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
        let len = self.values.len();
        let last = len - 1;
        let title = self
            .title
            .clone()
            .unwrap_or_else(|| tr!(self.lang, "plot-sequence-title", last = last));
        let rest = render::title_band(root, canvas, title, [f64::from(WIDTH), TITLE_HEIGHT, 0.6])?;
        let (legend_area, chart_area) = rest.split_vertically(canvas.px(LEGEND_HEIGHT));
        legend::row(&legend_area, canvas, (120.0, 8.0), &self.legend())?;

        let max = f64::from(self.values.iter().copied().max().unwrap_or(0).max(1));
        // Room above the values for the period's bracket and its label.
        let bracket_y = max + 0.5 + max * 0.07;
        let y_high = max + 0.5 + max * 0.22;
        let y_low = -0.5 - max * 0.03;
        let x_high = last as f64 + 0.5;
        let mut chart = ChartBuilder::on(&chart_area)
            .margin_top(canvas.px(6.0))
            .margin_left(canvas.px(30.0))
            .margin_right(canvas.px(34.0))
            .margin_bottom(canvas.px(8.0))
            .x_label_area_size(canvas.px(76.0))
            .y_label_area_size(canvas.px(90.0))
            .build_cartesian_2d(
                Axis::new(-0.5, last as f64 + 0.5, 10, 1.0),
                Axis::new(y_low, max + 0.5, 10, 1.0).extend_to(y_high),
            )
            .drawn()?;
        let plot = chart.plotting_area().clone();
        let band = |from: f64, to: f64, color: RGBColor| {
            Rectangle::new(
                [(from - 0.5, y_low), (to.min(x_high + 0.5) - 0.5, y_high)],
                color.filled(),
            )
        };
        let n_pixels = {
            let (x0, _) = plot.map_coordinate(&(0.0, 0.0));
            let (x1, _) = plot.map_coordinate(&(last.max(1) as f64, 0.0));
            f64::from(x1 - x0) / canvas.scale / last.max(1) as f64
        };

        // The bands: the preperiod, then every other period.
        if let Some(n0) = self.preperiod {
            let n0 = n0 as f64;
            if n0 > 0.0 {
                plot.draw(&band(0.0, n0.min(len as f64), PREPERIOD))
                    .drawn()?;
            }
            if let Some(p) = self.period.map(|p| p as f64)
                && p * n_pixels >= 4.0
            {
                let mut start = n0;
                while start < len as f64 {
                    plot.draw(&band(start, start + p, PERIOD_BAND)).drawn()?;
                    start += 2.0 * p;
                }
            }
        }
        // The axes and the grid over the bands, under the values.
        chart
            .configure_mesh()
            .disable_x_mesh()
            .bold_line_style(GRID.stroke_width(canvas.stroke(1.0)))
            .light_line_style(TRANSPARENT)
            .x_desc(self.x_label.as_str())
            .y_desc(self.y_label.as_str())
            .axis_desc_style(canvas.text(style::AXIS_LABEL, INK))
            .label_style(canvas.text(style::TICK_LABEL, INK))
            .axis_style(FRAME.stroke_width(canvas.stroke(1.5)))
            .set_all_tick_mark_size(canvas.px(7.0))
            .draw()
            .drawn()?;
        self.draw_values(root, &chart, canvas)?;
        // The preperiod's end, and the first period's bracket.
        if let Some(n0) = self.preperiod
            && n0 as f64 <= len as f64
        {
            let x = n0 as f64 - 0.5;
            plot.draw(&plotters::element::DashedPathElement::new(
                vec![(x, y_low), (x, y_high)],
                canvas.px(9.0),
                canvas.px(6.0),
                INK.stroke_width(canvas.stroke(2.0)),
            ))
            .drawn()?;
            if let Some(p) = self.period {
                self.draw_bracket(root, &chart, canvas, (x, x + p as f64), bracket_y, p)?;
            }
        }
        plot.draw(&outline(
            [(-0.5, y_low), (x_high, y_high)],
            FRAME.stroke_width(canvas.stroke(1.5)),
        ))
        .drawn()?;
        Ok(Frame::of(&plot, canvas))
    }
}

use plotters::style::text_anchor as text;

type SequenceChart<'a, DB> = ChartContext<'a, DB, Cartesian2d<Axis, Axis>>;

impl SequencePlot<'_> {
    /// The values: a dot each, or a dot per pixel they land on, or a bar per pixel column.
    fn draw_values<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        chart: &SequenceChart<'_, DB>,
        canvas: Canvas,
    ) -> Result<(), PlotError> {
        let plot = chart.plotting_area().clone();
        let at = |n: usize, v: u32| plot.map_coordinate(&(n as f64, f64::from(v)));
        let len = self.values.len();
        if len <= DOTS_LIMIT {
            let (x0, _) = at(0, 0);
            let (x1, _) = at(len.max(2) - 1, 0);
            let spacing = f64::from(x1 - x0) / canvas.scale / (len.max(2) - 1) as f64;
            let radius = canvas.px((spacing * 0.4).clamp(3.0, 6.0));
            for (n, &v) in self.values.iter().enumerate() {
                root.draw(&Circle::new(at(n, v), radius, BLUE.filled()))
                    .drawn()?;
            }
            return Ok(());
        }
        // One logical pixel column at a time: the distinct pixels its values land on.
        let column_of = |x: i32| (f64::from(x) / canvas.scale).floor() as i64;
        let mut pixels: Vec<(i64, i32)> = Vec::new();
        let mut column: Option<i64> = None;
        let mut in_column: Vec<i32> = Vec::new();
        let mut flush = |column: Option<i64>, in_column: &mut Vec<i32>| {
            in_column.sort_unstable();
            in_column.dedup();
            if let Some(c) = column {
                pixels.extend(in_column.iter().map(|&y| (c, y)));
            }
            in_column.clear();
        };
        for (n, &v) in self.values.iter().enumerate() {
            let (x, y) = at(n, v);
            let c = column_of(x);
            if column != Some(c) {
                flush(column, &mut in_column);
                column = Some(c);
            }
            // Logical pixel rows, so that the SVG and the PNG hold the same dots.
            in_column.push((f64::from(y) / canvas.scale).round() as i32);
        }
        flush(column, &mut in_column);
        let x_of = |c: i64| canvas.px(c as f64 + 0.5);
        if pixels.len() <= PIXEL_DOTS_LIMIT {
            let radius = canvas.px(1.6);
            for &(c, y) in &pixels {
                root.draw(&Circle::new(
                    (x_of(c), canvas.px(f64::from(y))),
                    radius,
                    BLUE.filled(),
                ))
                .drawn()?;
            }
        } else {
            // Too many to draw one by one: each column's range of values as a bar.
            let mut start = 0;
            while start < pixels.len() {
                let c = pixels[start].0;
                let end = start + pixels[start..].iter().take_while(|p| p.0 == c).count();
                let (low, high) = (pixels[start].1, pixels[end - 1].1);
                root.draw(&PathElement::new(
                    vec![
                        (x_of(c), canvas.px(f64::from(low))),
                        (x_of(c), canvas.px(f64::from(high))),
                    ],
                    BLUE.stroke_width(canvas.stroke(1.0)),
                ))
                .drawn()?;
                start = end;
            }
        }
        Ok(())
    }

    /// A bracket over one period, `from` to `to` on the x axis, at height `y`, labelled p.
    fn draw_bracket<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        chart: &SequenceChart<'_, DB>,
        canvas: Canvas,
        (from, to): (f64, f64),
        y: f64,
        p: u64,
    ) -> Result<(), PlotError> {
        let plot = chart.plotting_area().clone();
        let (left, base) = plot.map_coordinate(&(from, y));
        let (right, _) = plot.map_coordinate(&(to, y));
        let right = right.max(left + canvas.px(3.0));
        let tick = canvas.px(12.0);
        let stroke = VERMILLION.stroke_width(canvas.stroke(3.0));
        root.draw(&PathElement::new(
            vec![
                (left, base + tick),
                (left, base),
                (right, base),
                (right, base + tick),
            ],
            stroke,
        ))
        .drawn()?;
        // The label centred over the bracket, or from its left end when centring it would
        // cross the axis.
        let label = format!("p = {p}");
        let style = canvas.text(style::LEGEND, VERMILLION);
        let (width, _) = root.estimate_text_size(&label, &style).drawn()?;
        let half = i32::try_from(width / 2).unwrap_or(i32::MAX);
        let axis = plot.get_pixel_range().0.start;
        let (x, h_pos) = if (left + right) / 2 - half >= axis + canvas.px(4.0) {
            ((left + right) / 2, text::HPos::Center)
        } else {
            (left, text::HPos::Left)
        };
        root.draw(&Text::new(
            label,
            (x, base - canvas.px(8.0)),
            style.pos(text::Pos::new(h_pos, text::VPos::Bottom)),
        ))
        .drawn()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::testing::{Decoded, close};

    /// 100 values: 30 of a preperiod, then the period 1, 2, …, 8, 0, 0 of length 10.
    fn example() -> Vec<u32> {
        (0..100u32)
            .map(|n| {
                if n < 30 {
                    n % 7
                } else {
                    [1, 2, 3, 4, 5, 6, 7, 8, 0, 0][(n as usize - 30) % 10]
                }
            })
            .collect()
    }

    #[test]
    fn the_preperiod_ends_at_n0_and_the_period_bands_alternate() {
        let values = example();
        let plot = SequencePlot::new(&values).preperiod(30).period(10);
        let (bytes, frame) = render::png_and_frame(&plot).unwrap();
        let picture = Decoded::new(&bytes);
        assert_eq!((picture.width, picture.height), (WIDTH, HEIGHT));
        // Between the highest values (8) and the bracket: only the bands.
        let y = 8.45;
        let (edge, _) = frame.pixel(29.5, y);
        let (_, row) = frame.pixel(0.0, y);
        assert!(close(picture.at((edge - 4.0, row)), PREPERIOD, 2));
        assert!(close(picture.at((edge + 4.0, row)), PERIOD_BAND, 2));
        // n = 40..49 is the second period: white; n = 50..59 shaded again.
        assert_eq!(picture.at(frame.pixel(44.0, y)), [255, 255, 255]);
        assert!(close(picture.at(frame.pixel(54.0, y)), PERIOD_BAND, 2));
        // The dashed line at n₀ − ½ is dark where a dash is, which some pixel in a dash's
        // length shows.
        let dark = (0..16).any(|dy| {
            let [r, g, b] = picture.at((edge, row + f64::from(dy)));
            r < 120 && g < 120 && b < 120
        });
        assert!(dark, "the dashed line at x = {edge}");
        // A value: g(31) = 2 is a blue dot.
        assert!(close(picture.at(frame.pixel(31.0, 2.0)), BLUE, 3));
    }

    #[test]
    fn the_legend_names_the_variable_of_the_axis() {
        let values = example();
        let svg = SequencePlot::new(&values)
            .preperiod(30)
            .period(10)
            .axes("b", "g(4, b)")
            .additive(true)
            .svg()
            .unwrap();
        assert!(svg.contains("preperiod b₀ = 30") && svg.contains("additive period p = 10"));
    }

    #[test]
    fn a_long_sequence_is_drawn_in_pixel_columns() {
        // A million values: the SVG holds at most a dot per distinct pixel, not a million.
        let values: Vec<u32> = (0..1_000_000u32).map(|n| n % 13).collect();
        let svg = SequencePlot::new(&values)
            .preperiod(0)
            .period(13)
            .svg()
            .unwrap();
        assert!(svg.matches("<circle").count() < 20_000, "{}", svg.len());
        // Values that grow as fast as n: still bounded, as bars.
        let values: Vec<u32> = (0..1_000_000u32).collect();
        let svg = SequencePlot::new(&values).svg().unwrap();
        assert!(svg.len() < 2_000_000, "{}", svg.len());
    }
}
