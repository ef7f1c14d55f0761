//! The two shapes plotters lacks: an arrow (a line and a filled triangle head), and a
//! rectangle's outline of a given width (plotters' SVG back end draws every outline 1 pixel
//! wide, so outlines are closed paths, which both back ends draw at their width).

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::error::{Drawn, PlotError};
use crate::render::Canvas;

/// The outline of the rectangle with corners `corners`, as a closed path.
pub(crate) fn outline<C: Clone>(corners: [(C, C); 2], style: ShapeStyle) -> PathElement<(C, C)> {
    let [(x0, y0), (x1, y1)] = corners;
    PathElement::new(
        vec![
            (x0.clone(), y0.clone()),
            (x1.clone(), y0.clone()),
            (x1.clone(), y1.clone()),
            (x0.clone(), y1),
            (x0, y0),
        ],
        style,
    )
}

/// An arrow from `from` to `to` (back-end pixels) with its head at `to`: a line of `width`
/// logical pixels and a filled triangle.
pub(crate) fn arrow<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    canvas: Canvas,
    from: (i32, i32),
    to: (i32, i32),
    color: RGBColor,
    width: f64,
) -> Result<(), PlotError> {
    let (dx, dy) = (f64::from(to.0 - from.0), f64::from(to.1 - from.1));
    let length = dx.hypot(dy);
    if length < 1.0 {
        return Ok(());
    }
    let (ux, uy) = (dx / length, dy / length);
    let head = (canvas.scale * (8.0 + 2.5 * width)).min(length * 0.6);
    let half = head * 0.45;
    let base = (f64::from(to.0) - ux * head, f64::from(to.1) - uy * head);
    let point = |x: f64, y: f64| (x.round() as i32, y.round() as i32);
    area.draw(&PathElement::new(
        vec![from, point(base.0 + ux, base.1 + uy)],
        color.stroke_width(canvas.stroke(width)),
    ))
    .drawn()?;
    area.draw(&Polygon::new(
        vec![
            to,
            point(base.0 - uy * half, base.1 + ux * half),
            point(base.0 + uy * half, base.1 - ux * half),
        ],
        color.filled(),
    ))
    .drawn()
}
