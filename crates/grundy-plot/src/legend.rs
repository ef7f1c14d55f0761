//! A legend: a column (or a row) of entries, each a small sample of what is drawn — a square,
//! a line, a dot, an arrow — and its text, placed in a panel beside or above the chart.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::error::{Drawn, PlotError};
use crate::render::Canvas;
use crate::shapes::{arrow, outline};
use crate::style::{self, INK};

/// What an entry's sample looks like.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Sample {
    /// A filled square (a cell, a band), with an optional outline.
    Square(RGBAColor, Option<RGBColor>),
    /// A line of this width.
    Line(RGBColor, f64),
    /// A dashed line of this width.
    Dashed(RGBColor, f64),
    /// A filled dot.
    Dot(RGBColor),
    /// An arrow of this width.
    Arrow(RGBColor, f64),
}

/// One entry: a sample and one or more lines of text.
pub(crate) struct Entry {
    pub sample: Sample,
    pub lines: Vec<String>,
}

impl Entry {
    pub fn new(sample: Sample, text: impl Into<String>) -> Entry {
        Entry {
            sample,
            lines: vec![text.into()],
        }
    }

    /// A further line of text under the first, in a smaller, lighter font.
    pub fn note(mut self, text: impl Into<String>) -> Entry {
        self.lines.push(text.into());
        self
    }
}

/// The sample's box, in logical pixels.
const SAMPLE: f64 = 26.0;
/// The gap between the sample and its text.
const GAP: f64 = 12.0;

/// Draws `entries` one under the other from (`x`, `y`) (logical pixels, top left of the first
/// sample) on `area`.
pub(crate) fn column<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    canvas: Canvas,
    (x, mut y): (f64, f64),
    entries: &[Entry],
) -> Result<(), PlotError> {
    for entry in entries {
        sample(area, canvas, (x, y), entry.sample)?;
        let text_x = x + SAMPLE + GAP;
        for (i, line) in entry.lines.iter().enumerate() {
            let (size, color, dy) = if i == 0 {
                (style::LEGEND, INK, 0.0)
            } else {
                (
                    style::LEGEND * 0.8,
                    RGBColor(90, 90, 90),
                    4.0 + 28.0 * i as f64,
                )
            };
            let text = canvas
                .text(size, color)
                .pos(text::Pos::new(text::HPos::Left, text::VPos::Center));
            area.draw(&Text::new(
                line.clone(),
                (canvas.px(text_x), canvas.px(y + SAMPLE / 2.0 + dy)),
                text,
            ))
            .drawn()?;
        }
        y += 46.0 + 26.0 * (entry.lines.len() - 1) as f64;
    }
    Ok(())
}

/// Draws `entries` side by side from (`x`, `y`) (logical pixels, top left of the first sample).
pub(crate) fn row<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    canvas: Canvas,
    (mut x, y): (f64, f64),
    entries: &[Entry],
) -> Result<(), PlotError> {
    for entry in entries {
        sample(area, canvas, (x, y), entry.sample)?;
        let text = entry.lines.join(" ");
        let style = canvas
            .text(style::LEGEND, INK)
            .pos(text::Pos::new(text::HPos::Left, text::VPos::Center));
        let (width, _) = area.estimate_text_size(&text, &style).drawn()?;
        area.draw(&Text::new(
            text,
            (canvas.px(x + SAMPLE + GAP), canvas.px(y + SAMPLE / 2.0)),
            style,
        ))
        .drawn()?;
        x += SAMPLE + GAP + f64::from(width) / canvas.scale + 40.0;
    }
    Ok(())
}

use plotters::style::text_anchor as text;

/// One sample in the box of side [`SAMPLE`] whose top left is (`x`, `y`).
fn sample<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    canvas: Canvas,
    (x, y): (f64, f64),
    sample: Sample,
) -> Result<(), PlotError> {
    let (left, top) = (canvas.px(x), canvas.px(y));
    let (right, bottom) = (canvas.px(x + SAMPLE), canvas.px(y + SAMPLE));
    let middle = canvas.px(y + SAMPLE / 2.0);
    match sample {
        Sample::Square(fill, edge) => {
            area.draw(&Rectangle::new(
                [(left, top), (right, bottom)],
                fill.filled(),
            ))
            .drawn()?;
            if let Some(color) = edge {
                let stroke = color.stroke_width(canvas.stroke(2.0));
                area.draw(&outline([(left, top), (right, bottom)], stroke))
                    .drawn()?;
            }
        }
        Sample::Line(color, width) => {
            let stroke = color.stroke_width(canvas.stroke(width));
            area.draw(&PathElement::new(
                vec![(left, middle), (right, middle)],
                stroke,
            ))
            .drawn()?;
        }
        Sample::Dashed(color, width) => {
            let stroke = color.stroke_width(canvas.stroke(width));
            let dash = (right - left) / 5;
            for i in [0, 2, 4] {
                let from = left + i * dash;
                area.draw(&PathElement::new(
                    vec![(from, middle), (from + dash, middle)],
                    stroke,
                ))
                .drawn()?;
            }
        }
        Sample::Dot(color) => {
            let centre = (canvas.px(x + SAMPLE / 2.0), middle);
            area.draw(&Circle::new(centre, canvas.px(5.0), color.filled()))
                .drawn()?;
        }
        Sample::Arrow(color, width) => {
            arrow(area, canvas, (left, middle), (right, middle), color, width)?;
        }
    }
    Ok(())
}
