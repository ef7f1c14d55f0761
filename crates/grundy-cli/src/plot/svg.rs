//! Renders a [`Scene`] as SVG text: one element per shape, readable by hand.

use std::fmt::Write;

use super::scene::{Anchor, Rgb, Scene, Shape};

/// The SVG document for `scene`.
pub fn render(scene: &Scene) -> String {
    let mut svg = String::new();
    let (w, h) = (scene.width, scene.height);
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif">"#
    );
    for shape in &scene.shapes {
        shape_svg(&mut svg, shape);
    }
    svg.push_str("</svg>\n");
    svg
}

fn color(c: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", c.0, c.1, c.2)
}

fn shape_svg(svg: &mut String, shape: &Shape) {
    let _ = match shape {
        Shape::Rect { x, y, w, h, fill } => writeln!(
            svg,
            r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" fill="{}"/>"#,
            color(*fill)
        ),
        Shape::Line {
            from,
            to,
            color: c,
            width,
            dashed,
        } => writeln!(
            svg,
            r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{}" stroke-width="{width}"{}/>"#,
            from.0,
            from.1,
            to.0,
            to.1,
            color(*c),
            if *dashed {
                r#" stroke-dasharray="6 4""#
            } else {
                ""
            }
        ),
        Shape::Polyline {
            points,
            color: c,
            width,
        } => {
            let points: Vec<String> = points
                .iter()
                .map(|(x, y)| format!("{x:.1},{y:.1}"))
                .collect();
            writeln!(
                svg,
                r#"<polyline fill="none" stroke="{}" stroke-width="{width}" points="{}"/>"#,
                color(*c),
                points.join(" ")
            )
        }
        Shape::Cells {
            x,
            y,
            w,
            h,
            columns,
            colors,
        } => {
            cells_svg(svg, (*x, *y, *w, *h), *columns, colors);
            Ok(())
        }
        Shape::Text {
            x,
            y,
            text,
            size,
            anchor,
            color: c,
        } => {
            let anchor = match anchor {
                Anchor::Start => "start",
                Anchor::Middle => "middle",
                Anchor::End => "end",
            };
            writeln!(
                svg,
                r#"<text x="{x:.1}" y="{y:.1}" font-size="{size}" text-anchor="{anchor}" fill="{}">{}</text>"#,
                color(*c),
                escape(text)
            )
        }
    };
}

/// One rectangle per run of equal colours in a row of cells.
fn cells_svg(svg: &mut String, (x, y, w, h): (f64, f64, f64, f64), columns: usize, colors: &[Rgb]) {
    if columns == 0 {
        return;
    }
    let rows = colors.len() / columns;
    let (cell_w, cell_h) = (w / columns as f64, h / rows.max(1) as f64);
    for (r, row) in colors.chunks(columns).enumerate() {
        let mut start = 0;
        while start < row.len() {
            let end = (start..row.len())
                .find(|&i| row[i] != row[start])
                .unwrap_or(row.len());
            let _ = writeln!(
                svg,
                r#"<rect x="{:.2}" y="{:.2}" width="{:.2}" height="{:.2}" fill="{}"/>"#,
                x + start as f64 * cell_w,
                y + r as f64 * cell_h,
                (end - start) as f64 * cell_w + 0.05,
                cell_h + 0.05,
                color(row[start])
            );
            start = end;
        }
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
