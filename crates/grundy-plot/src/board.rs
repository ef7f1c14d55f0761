//! The Wythoff board: the positions (a, b) as squares, a to the right and b upwards, the
//! P-positions (from the library's closed form) filled, and the golden lines b = φa and b = a/φ
//! that they follow. Optionally a queen on (a, b) — Wythoff's game is "corner the queen" — with
//! the squares she can reach (left along her row, down her column, down-left along her
//! diagonal) shaded, an arrow to the far end of each, and her winning moves (to P-positions,
//! from the library) drawn in bold.

use grundy::Natural;
use grundy::engine::Convention;
use grundy::games::ImpartialGame;
use grundy::games::wythoff::{self, Wythoff};
use grundy::text::{Lang, Msg};
use plotters::coord::Shift;
use plotters::prelude::*;

use crate::error::{Drawn, PlotError};
use crate::legend::{self, Entry, Sample};
use crate::render::{self, Axis, Canvas, Figure, Frame};
use crate::shapes::{arrow, outline};
use crate::style::{self, FRAME, GREEN, GRID, INK, ORANGE, P_POSITION, PURPLE, SKY, VERMILLION};
use crate::text::tr;

/// The largest board side drawn: the side of the largest Wythoff Grundy table
/// ([`wythoff::TABLE_SIZE_LIMIT`]), so a board can show any table grundy computes.
pub const BOARD_SIZE_LIMIT: usize = wythoff::TABLE_SIZE_LIMIT;

/// The golden ratio, for drawing the lines b = φa and b = a/φ only: no position is decided by it.
const PHI: f64 = 1.618_033_988_749_895;

/// A picture of the Wythoff board of side `size`, optionally with a queen and her moves.
///
/// ```
/// let svg = grundy_plot::Board::new(12).queen(9, 4).svg()?;
/// assert!(svg.contains("b = φa") && svg.contains("(9, 4)"));
/// let png = grundy_plot::Board::new(12).png()?;
/// assert_eq!(&png[..4], b"\x89PNG");
/// # Ok::<(), grundy_plot::PlotError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    size: usize,
    queen: Option<(usize, usize)>,
    lang: Lang,
}

impl Board {
    /// The board of the positions (a, b) with 0 ≤ a, b < `size` (1 to [`BOARD_SIZE_LIMIT`]).
    pub fn new(size: usize) -> Board {
        Board {
            size,
            queen: None,
            lang: Lang::En,
        }
    }

    /// The picture's text (title, axes, legend) in `lang` (English by default). A PNG in
    /// Chinese needs a font with Chinese glyphs: see [`crate::use_cjk_font`].
    pub fn lang(mut self, lang: Lang) -> Board {
        self.lang = lang;
        self
    }

    /// Also the queen on (a, b) — heaps a and b — with the squares she can reach and her winning
    /// moves; (a, b) must be on the board.
    pub fn queen(mut self, a: usize, b: usize) -> Board {
        self.queen = Some((a, b));
        self
    }

    /// The picture as an SVG document.
    pub fn svg(&self) -> Result<String, PlotError> {
        render::svg(&self.figure()?)
    }

    /// The picture as the bytes of a PNG file.
    pub fn png(&self) -> Result<Vec<u8>, PlotError> {
        render::png(&self.figure()?)
    }

    fn figure(&self) -> Result<BoardFigure, PlotError> {
        let size = self.size;
        if size == 0 {
            return Err(PlotError::invalid(Msg::new("plot-error-board-empty")));
        }
        if size > BOARD_SIZE_LIMIT {
            return Err(PlotError::too_large(
                "plot-what-board-side",
                size,
                BOARD_SIZE_LIMIT,
            ));
        }
        let queen = match self.queen {
            Some((a, b)) if a >= size || b >= size => {
                return Err(PlotError::invalid(
                    Msg::new("plot-error-queen-off-board")
                        .arg("a", a)
                        .arg("b", b)
                        .arg("size", size),
                ));
            }
            Some((a, b)) => Some(Queen::at(a, b)?),
            None => None,
        };
        Ok(BoardFigure {
            size,
            p_positions: p_positions(size),
            queen,
            lang: self.lang,
        })
    }
}

/// The P-positions (a, b) with a, b < `size`: the pairs (⌊kφ⌋, ⌊kφ⌋ + k) and their mirrors.
fn p_positions(size: usize) -> Vec<(usize, usize)> {
    let mut positions = Vec::new();
    for k in 0u64.. {
        let (low, high) = wythoff::p_position(&Natural::from(k));
        let (Some(low), Some(high)) = (low.to_u64(), high.to_u64()) else {
            break;
        };
        let (low, high) = (low as usize, high as usize);
        if low >= size {
            break;
        }
        if high < size {
            positions.push((low, high));
            if low != high {
                positions.push((high, low));
            }
        }
    }
    positions
}

/// The queen on (a, b) and her winning moves, from the library.
#[derive(Clone, Debug)]
struct Queen {
    at: (usize, usize),
    winning: Vec<(usize, usize)>,
}

impl Queen {
    fn at(a: usize, b: usize) -> Result<Queen, PlotError> {
        let position = Wythoff::new(Natural::from(a as u64), Natural::from(b as u64));
        let moves = position
            .winning_moves(Convention::Normal)
            .map_err(|error| PlotError::invalid(error.line()))?;
        let winning = moves
            .iter()
            .filter_map(|m| {
                let [x, y] = &m.to;
                Some((x.to_u64()? as usize, y.to_u64()? as usize))
            })
            .collect();
        Ok(Queen {
            at: (a, b),
            winning,
        })
    }

    /// The squares she can move to: left along the row, down the column, down-left along the
    /// diagonal.
    fn reachable(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let (a, b) = self.at;
        let row = (0..a).map(move |x| (x, b));
        let column = (0..b).map(move |y| (a, y));
        let diagonal = (1..=a.min(b)).map(move |t| (a - t, b - t));
        row.chain(column).chain(diagonal)
    }

    /// The far end of each line she can move along.
    fn far_ends(&self) -> Vec<(usize, usize)> {
        let (a, b) = self.at;
        let m = a.min(b);
        let mut ends = Vec::new();
        if a > 0 {
            ends.push((0, b));
        }
        if b > 0 {
            ends.push((a, 0));
        }
        if m > 0 {
            ends.push((a - m, b - m));
        }
        ends
    }
}

struct BoardFigure {
    size: usize,
    p_positions: Vec<(usize, usize)>,
    queen: Option<Queen>,
    lang: Lang,
}

/// The picture's layout, in logical pixels.
const WIDTH: u32 = 1300;
const HEIGHT: u32 = 1000;
const TITLE_HEIGHT: f64 = 70.0;
const CHART_WIDTH: f64 = 950.0;

impl Figure for BoardFigure {
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
        let n = self.size;
        let lang = self.lang;
        let title = match &self.queen {
            Some(queen) => tr!(
                lang,
                "plot-board-title-queen",
                a = queen.at.0,
                b = queen.at.1
            ),
            None => tr!(lang, "plot-board-title", n = n),
        };
        let rest = render::title_band(root, canvas, title, [f64::from(WIDTH), TITLE_HEIGHT, 0.55])?;
        let (chart_area, legend_area) = rest.split_horizontally(canvas.px(CHART_WIDTH));

        let high = n as f64 - 0.5;
        let mut chart = ChartBuilder::on(&chart_area)
            .margin_top(canvas.px(8.0))
            .margin_left(canvas.px(30.0))
            .margin_right(canvas.px(24.0))
            .margin_bottom(canvas.px(10.0))
            .x_label_area_size(canvas.px(86.0))
            .y_label_area_size(canvas.px(96.0))
            .build_cartesian_2d(Axis::new(-0.5, high, 8, 1.0), Axis::new(-0.5, high, 8, 1.0))
            .drawn()?;
        chart
            .configure_mesh()
            .disable_mesh()
            .x_desc(tr!(lang, "plot-board-x"))
            .y_desc(tr!(lang, "plot-board-y"))
            .axis_desc_style(canvas.text(style::AXIS_LABEL, INK))
            .label_style(canvas.text(style::TICK_LABEL, INK))
            .axis_style(FRAME.stroke_width(canvas.stroke(1.5)))
            .set_all_tick_mark_size(canvas.px(7.0))
            .draw()
            .drawn()?;

        let plot = chart.plotting_area().clone();
        let cell_pixels = {
            let (x0, _) = plot.map_coordinate(&(0.0, 0.0));
            let (x1, _) = plot.map_coordinate(&(1.0, 0.0));
            f64::from(x1 - x0) / canvas.scale
        };
        let cell = |(a, b): (usize, usize)| {
            let (a, b) = (a as f64, b as f64);
            [(a - 0.5, b - 0.5), (a + 0.5, b + 0.5)]
        };

        // The queen's reach, under everything else: her squares, or where they are too small
        // to see, a broad band along each of her lines.
        if let Some(queen) = &self.queen {
            if cell_pixels >= 6.0 {
                let shade = GREEN.mix(0.30).filled();
                chart
                    .draw_series(queen.reachable().map(|s| Rectangle::new(cell(s), shade)))
                    .drawn()?;
            } else {
                let band = GREEN.mix(0.30).stroke_width(canvas.stroke(10.0));
                let at = |(a, b): (usize, usize)| (a as f64, b as f64);
                for end in queen.far_ends() {
                    plot.draw(&PathElement::new(vec![at(queen.at), at(end)], band))
                        .drawn()?;
                }
            }
        }
        // The squares, when they are large enough to see.
        if cell_pixels >= 6.0 {
            let grid = GRID.stroke_width(canvas.stroke(1.0));
            for i in 0..=n {
                let t = i as f64 - 0.5;
                plot.draw(&PathElement::new(vec![(t, -0.5), (t, high)], grid))
                    .drawn()?;
                plot.draw(&PathElement::new(vec![(-0.5, t), (high, t)], grid))
                    .drawn()?;
            }
        }
        // The golden lines, through the centres of the squares from (0, 0): over the
        // P-positions' squares, under their dots.
        let golden = [(PHI, ORANGE), (1.0 / PHI, SKY)];
        let draw_golden_lines = |width: f64| -> Result<(), PlotError> {
            for (slope, color) in golden {
                let run = if slope > 1.0 { high / slope } else { high };
                plot.draw(&PathElement::new(
                    vec![(0.0, 0.0), (run, run * slope)],
                    color.mix(0.85).stroke_width(canvas.stroke(width)),
                ))
                .drawn()?;
            }
            Ok(())
        };
        let dots = cell_pixels < 3.0;
        if dots {
            // Wide enough to show on both sides of the dots, which follow them closely.
            draw_golden_lines(7.0)?;
        }
        // The P-positions: filled squares, or dots where the squares are too small to see.
        if !dots {
            let inset = if cell_pixels >= 12.0 { 0.06 } else { 0.0 };
            chart
                .draw_series(self.p_positions.iter().map(|&(a, b)| {
                    let [(x0, y0), (x1, y1)] = cell((a, b));
                    Rectangle::new(
                        [(x0 + inset, y0 + inset), (x1 - inset, y1 - inset)],
                        P_POSITION.filled(),
                    )
                }))
                .drawn()?;
        } else {
            let radius = canvas.px(1.2);
            chart
                .draw_series(
                    self.p_positions.iter().map(|&(a, b)| {
                        Circle::new((a as f64, b as f64), radius, P_POSITION.filled())
                    }),
                )
                .drawn()?;
        }
        if !dots {
            draw_golden_lines(3.0)?;
        }
        if let Some(queen) = &self.queen {
            self.draw_queen(root, &chart, canvas, queen, cell_pixels)?;
        }
        // A frame around the board.
        plot.draw(&outline(
            [(-0.5, -0.5), (high, high)],
            FRAME.stroke_width(canvas.stroke(1.5)),
        ))
        .drawn()?;

        legend::column(&legend_area, canvas, (10.0, 40.0), &self.legend())?;
        Ok(Frame::of(&plot, canvas))
    }
}

use plotters::style::text_anchor as text;

type BoardChart<'a, DB> = ChartContext<'a, DB, Cartesian2d<Axis, Axis>>;

impl BoardFigure {
    /// The queen, arrows to the far end of each of her lines, and her winning moves in bold.
    fn draw_queen<DB: DrawingBackend>(
        &self,
        root: &DrawingArea<DB, Shift>,
        chart: &BoardChart<'_, DB>,
        canvas: Canvas,
        queen: &Queen,
        cell_pixels: f64,
    ) -> Result<(), PlotError> {
        let plot = chart.plotting_area().clone();
        let centre = |(a, b): (usize, usize)| plot.map_coordinate(&(a as f64, b as f64));
        let from = centre(queen.at);
        // Arrows stop short of the centre of the target square, and start outside the queen.
        let shorten = |to: (i32, i32), by: f64| {
            let (dx, dy) = (f64::from(to.0 - from.0), f64::from(to.1 - from.1));
            let length = dx.hypot(dy).max(1.0);
            let keep = ((length - by) / length).max(0.0);
            (
                from.0 + (dx * keep).round() as i32,
                from.1 + (dy * keep).round() as i32,
            )
        };
        let start = |to: (i32, i32)| {
            let (dx, dy) = (f64::from(to.0 - from.0), f64::from(to.1 - from.1));
            let length = dx.hypot(dy).max(1.0);
            let by = (cell_pixels * 0.45).min(length / 3.0) * canvas.scale;
            (
                from.0 + (dx / length * by).round() as i32,
                from.1 + (dy / length * by).round() as i32,
            )
        };
        let margin = (cell_pixels * 0.2).min(12.0) * canvas.scale;
        for end in queen.far_ends() {
            if queen.winning.contains(&end) {
                continue;
            }
            let to = centre(end);
            let dark_green = RGBColor(0, 110, 80);
            arrow(
                root,
                canvas,
                start(to),
                shorten(to, margin),
                dark_green,
                2.5,
            )?;
        }
        for &target in &queen.winning {
            let to = centre(target);
            let ring = (cell_pixels * 0.5).max(7.0);
            arrow(
                root,
                canvas,
                start(to),
                shorten(to, ring * canvas.scale),
                VERMILLION,
                4.0,
            )?;
            let (x, y) = to;
            let r = canvas.px(ring);
            root.draw(&outline(
                [(x - r, y - r), (x + r, y + r)],
                VERMILLION.stroke_width(canvas.stroke(3.5)),
            ))
            .drawn()?;
        }
        // The queen herself: her square, and the chess queen on it when it is large enough.
        let half = canvas.px((cell_pixels * 0.5).max(7.0));
        let (x, y) = from;
        root.draw(&Rectangle::new(
            [(x - half, y - half), (x + half, y + half)],
            PURPLE.filled(),
        ))
        .drawn()?;
        if cell_pixels >= 16.0 {
            let size = (cell_pixels * 0.95).min(60.0);
            root.draw(&Text::new(
                "♛",
                (x, y),
                canvas
                    .text(size, WHITE)
                    .pos(text::Pos::new(text::HPos::Center, text::VPos::Center)),
            ))
            .drawn()?;
        }
        Ok(())
    }

    fn legend(&self) -> Vec<Entry> {
        let lang = self.lang;
        let mut entries = vec![
            Entry::new(
                Sample::Square(P_POSITION.to_rgba(), None),
                tr!(lang, "plot-p-position"),
            )
            .note(tr!(lang, "plot-p-position-note")),
            Entry::new(Sample::Line(ORANGE, 3.0), "b = φa").note("φ = (1 + √5)/2 ≈ 1.618"),
            Entry::new(Sample::Line(SKY, 3.0), "b = a/φ"),
        ];
        if let Some(queen) = &self.queen {
            let (a, b) = queen.at;
            entries.push(Entry::new(
                Sample::Square(PURPLE.to_rgba(), None),
                tr!(lang, "plot-queen", a = a, b = b),
            ));
            entries.push(
                Entry::new(
                    Sample::Square(GREEN.mix(0.30), None),
                    tr!(lang, "plot-queen-reach"),
                )
                .note(tr!(lang, "plot-queen-reach-note")),
            );
            if queen.winning.is_empty() {
                entries.push(
                    Entry::new(
                        Sample::Arrow(RGBColor(0, 110, 80), 2.5),
                        tr!(lang, "plot-no-winning-move"),
                    )
                    .note(tr!(lang, "plot-is-p-position", a = a, b = b)),
                );
            } else {
                let targets: Vec<String> = queen
                    .winning
                    .iter()
                    .map(|(x, y)| format!("({x}, {y})"))
                    .collect();
                let word = tr!(lang, "plot-winning-moves", count = targets.len());
                entries.push(Entry::new(Sample::Arrow(VERMILLION, 4.0), word).note(tr!(
                    lang,
                    "plot-winning-to",
                    targets = targets.join(", ")
                )));
            }
        }
        entries
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::testing::{Decoded, close};

    #[test]
    fn the_p_positions_are_those_of_the_closed_form() {
        let mut found = p_positions(10);
        found.sort_unstable();
        assert_eq!(
            found,
            [(0, 0), (1, 2), (2, 1), (3, 5), (4, 7), (5, 3), (7, 4)]
        );
        for (a, b) in p_positions(300) {
            assert!(wythoff::is_p_position_u64(a as u64, b as u64));
        }
    }

    #[test]
    fn the_queen_reaches_her_row_column_and_diagonal() {
        let queen = Queen::at(3, 2).unwrap();
        let mut reach: Vec<_> = queen.reachable().collect();
        reach.sort_unstable();
        assert_eq!(
            reach,
            [(0, 2), (1, 0), (1, 2), (2, 1), (2, 2), (3, 0), (3, 1)]
        );
        assert_eq!(queen.far_ends(), [(0, 2), (3, 0), (1, 0)]);
        // From (3, 2): to (2, 1) (diagonal) and (1, 2) (row) are the P-positions in reach.
        let mut winning = queen.winning.clone();
        winning.sort_unstable();
        assert_eq!(winning, [(1, 2), (2, 1)]);
    }

    #[test]
    fn the_p_position_3_5_is_drawn_in_the_p_colour() {
        let figure = Board::new(10).figure().unwrap();
        let (bytes, frame) = render::png_and_frame(&figure).unwrap();
        let picture = Decoded::new(&bytes);
        assert_eq!((picture.width, picture.height), (WIDTH, HEIGHT));
        // P-positions, in both orders; N-positions beside them are white.
        for (a, b) in [(3.0, 5.0), (5.0, 3.0), (1.0, 2.0), (7.0, 4.0)] {
            let pixel = picture.at(frame.pixel(a, b));
            assert!(close(pixel, P_POSITION, 2), "({a}, {b}): {pixel:?}");
        }
        for (a, b) in [(3.0, 4.0), (4.0, 5.0), (5.0, 5.0), (9.0, 2.0)] {
            let pixel = picture.at(frame.pixel(a, b));
            assert_eq!(pixel, [255, 255, 255], "({a}, {b})");
        }
    }

    #[test]
    fn the_queen_shades_her_squares_and_rings_her_winning_moves() {
        let figure = Board::new(10).queen(3, 2).figure().unwrap();
        let (bytes, frame) = render::png_and_frame(&figure).unwrap();
        let picture = Decoded::new(&bytes);
        // (0, 2) on her row and (3, 0) down her column: shaded green over white.
        let shade = RGBColor(178, 226, 213);
        for (a, b) in [(0.0, 2.0), (3.0, 1.0), (3.0, 0.0)] {
            let pixel = picture.at(frame.pixel(a + 0.3, b + 0.3));
            assert!(close(pixel, shade, 6), "({a}, {b}): {pixel:?}");
        }
        // Out of her reach: white.
        assert_eq!(picture.at(frame.pixel(0.3, 1.3)), [255, 255, 255]);
        // Her square.
        assert!(close(picture.at(frame.pixel(3.3, 2.3)), PURPLE, 2));
        // The ring around her winning move to (1, 2): vermillion at the cell's edge.
        let (x, y) = frame.pixel(1.0, 2.0);
        let (edge, _) = frame.pixel(1.5, 2.0);
        let ring = (x + (edge - x) * 1.0 - 0.5, y);
        assert!(
            close(picture.at(ring), VERMILLION, 40),
            "{:?}",
            picture.at(ring)
        );
    }

    #[test]
    fn refusals_name_the_limit() {
        let error = Board::new(BOARD_SIZE_LIMIT + 1).svg().unwrap_err();
        assert!(error.is_too_large());
        assert!(error.to_string().contains("16384"), "{error}");
        assert!(Board::new(0).png().is_err());
        let off = Board::new(10).queen(10, 3).svg().unwrap_err().to_string();
        assert!(off.contains("(10, 3)") && off.contains("below 10"), "{off}");
    }
}
