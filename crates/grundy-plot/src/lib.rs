//! Pictures of impartial games, as SVG text or PNG bytes:
//!
//! - [`Board`]: the Wythoff board with its P-positions and the golden lines b = φa and b = a/φ,
//!   optionally with the queen on a square, the squares she can reach and her winning moves;
//! - [`Heatmap`]: a table of Grundy values as colours, with a colour bar and the P-positions
//!   (value 0) standing out;
//! - [`SequencePlot`]: a Grundy sequence as a scatter plot, its preperiod shaded and its period
//!   bracketed.
//!
//! The pictures are drawn by [plotters](https://docs.rs/plotters) — once, on its SVG back end
//! or on an RGB buffer encoded as PNG — with DejaVu Sans embedded in the crate (fonts/, with its
//! licence), so they look the same on every machine and need no system font. This crate has no
//! game logic: the P-positions and winning moves come from the `grundy` library, and the values
//! drawn are the caller's. Drawing coordinates are floating point; nothing drawn decides a game.
//!
//! Every picture has a fixed size in pixels (the SVG's units, the PNG's pixels: about 1300 ×
//! 1000, printing about 16 cm wide at the 200 dpi the PNG records), whatever its input: a large
//! table or a long sequence is drawn in blocks or pixel columns, never as more elements than the
//! picture can show. Inputs beyond [`BOARD_SIZE_LIMIT`] and [`HEATMAP_SIDE_LIMIT`] are refused.
//!
//! The functions below are the short forms, for callers such as the Python package's
//! `_repr_svg_` and `_repr_png_`:
//!
//! ```
//! let values = [0, 1, 1, 0, 1, 1, 0, 1, 1, 0];
//! let svg: String = grundy_plot::sequence_svg(&values, Some(0), Some(3))?;
//! let png: Vec<u8> = grundy_plot::board_png(20, Some((9, 4)))?;
//! let heat: String = grundy_plot::heatmap_svg(&[0, 1, 1, 0], 2, 2)?;
//! # Ok::<(), grundy_plot::PlotError>(())
//! ```

#![deny(missing_docs)]

mod board;
mod error;
mod heatmap;
mod legend;
mod render;
mod sequence;
mod shapes;
mod style;
mod text;

pub use board::{BOARD_SIZE_LIMIT, Board};
pub use error::PlotError;
pub use heatmap::{HEATMAP_SIDE_LIMIT, Heatmap, PNG_BLOCKS_LIMIT, SVG_BLOCKS_LIMIT};
pub use sequence::SequencePlot;
pub use style::use_cjk_font;
pub use text::PLOT_SOURCES;

/// The scatter plot of `values` (g(0), g(1), …) as SVG, with the preperiod and period marked
/// where given. See [`SequencePlot`] for a title and axis labels.
pub fn sequence_svg(
    values: &[u32],
    preperiod: Option<u64>,
    period: Option<u64>,
) -> Result<String, PlotError> {
    sequence(values, preperiod, period).svg()
}

/// The scatter plot of `values` as PNG bytes; see [`sequence_svg`].
pub fn sequence_png(
    values: &[u32],
    preperiod: Option<u64>,
    period: Option<u64>,
) -> Result<Vec<u8>, PlotError> {
    sequence(values, preperiod, period).png()
}

fn sequence(values: &[u32], preperiod: Option<u64>, period: Option<u64>) -> SequencePlot<'_> {
    let mut plot = SequencePlot::new(values);
    if let Some(n0) = preperiod {
        plot = plot.preperiod(n0);
    }
    if let Some(p) = period {
        plot = plot.period(p);
    }
    plot
}

/// The heatmap of a table of `rows × columns` values held row after row (NumPy's C order) as
/// SVG. See [`Heatmap`] for a title and labels.
pub fn heatmap_svg(values: &[u32], rows: usize, columns: usize) -> Result<String, PlotError> {
    Heatmap::from_values(values, rows, columns)?.svg()
}

/// The heatmap of a table as PNG bytes; see [`heatmap_svg`].
pub fn heatmap_png(values: &[u32], rows: usize, columns: usize) -> Result<Vec<u8>, PlotError> {
    Heatmap::from_values(values, rows, columns)?.png()
}

/// The Wythoff board of side `size` as SVG, with the queen on `queen` = (a, b) and her moves
/// if given.
pub fn board_svg(size: usize, queen: Option<(usize, usize)>) -> Result<String, PlotError> {
    board(size, queen).svg()
}

/// The Wythoff board as PNG bytes; see [`board_svg`].
pub fn board_png(size: usize, queen: Option<(usize, usize)>) -> Result<Vec<u8>, PlotError> {
    board(size, queen).png()
}

fn board(size: usize, queen: Option<(usize, usize)>) -> Board {
    match queen {
        Some((a, b)) => Board::new(size).queen(a, b),
        None => Board::new(size),
    }
}
