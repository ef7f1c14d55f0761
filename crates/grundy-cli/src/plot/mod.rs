//! Pictures: the Wythoff board, a Grundy heatmap and a sequence plot with its preperiod and
//! period, each written as SVG (text, by hand) or PNG (rasterised here, encoded by `png`),
//! chosen by the file's extension.
//!
//! Every picture is first described as a [`scene::Scene`] of shapes in pixel coordinates, so the
//! two formats cannot drift apart. Drawing coordinates are `f64`: no answer depends on them; the
//! positions and values drawn come from the exact library.

mod raster;
mod scene;
mod svg;

use std::path::Path;

use grundy::Natural;
use grundy::games::wythoff;

use crate::error::CliError;
use scene::{Anchor, BLUE, DARK, Frame, GREEN, GREY, ORANGE, RED, Scene, Shape, color_scale};

/// The golden ratio, for drawing the lines b = φa and b = a/φ only.
const PHI: f64 = 1.618_033_988_749_895;

/// The picture formats, by file extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    Svg,
    Png,
}

fn format_of(path: &Path) -> Result<Format, CliError> {
    let extension = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match extension.as_deref() {
        Some("svg") => Ok(Format::Svg),
        Some("png") => Ok(Format::Png),
        _ => Err(CliError::Usage(format!(
            "cannot tell the picture format of '{}': --plot FILE must end in .svg or .png",
            grundy::error::quote(&path.display().to_string())
        ))),
    }
}

/// Writes `scene` to `path` in the format its extension names.
fn write(scene: &Scene, path: &Path) -> Result<(), CliError> {
    let format = format_of(path)?;
    let written = match format {
        Format::Svg => std::fs::write(path, svg::render(scene)),
        Format::Png => raster::write_png(scene, path),
    };
    written.map_err(|source| CliError::Write {
        what: format!(
            "the plot '{}'",
            grundy::error::quote(&path.display().to_string())
        ),
        source,
    })
}

/// Checks the extension before a long computation, so a typo fails at once.
pub fn check_path(path: &Path) -> Result<(), CliError> {
    format_of(path).map(|_| ())
}

/// The Wythoff board of side `size`: a grid of positions (a, b), the P-positions marked (from
/// the exact library), and the two golden lines b = φa and b = a/φ they follow.
pub fn wythoff_board(size: usize, path: &Path) -> Result<(), CliError> {
    let side = (size * 24).clamp(240, 800) as f64;
    let mut scene = Scene::new((side + 300.0) as u32, (side + 100.0) as u32);
    let frame = Frame {
        left: 60.0,
        top: 40.0,
        width: side,
        height: side,
        x_range: (0.0, size as f64),
        y_range: (0.0, size as f64),
    };
    scene.text(
        frame.left + side / 2.0,
        22.0,
        format!("Wythoff's game: P-positions, {size} x {size} board"),
        15.0,
        Anchor::Middle,
    );
    if size <= 64 {
        for i in 0..=size {
            let t = i as f64;
            scene.line(
                (frame.x(t), frame.y(0.0)),
                (frame.x(t), frame.y(size as f64)),
                GREY,
                1.0,
            );
            scene.line(
                (frame.x(0.0), frame.y(t)),
                (frame.x(size as f64), frame.y(t)),
                GREY,
                1.0,
            );
        }
    }
    // Every a is a coordinate of exactly one P-position: (a, partner(a)).
    for a in 0..size {
        let Some(b) = wythoff::partner(&Natural::from(a as u64)).to_u64() else {
            continue;
        };
        if (b as usize) < size {
            let (x, y) = (a as f64, b as f64);
            scene.push(Shape::Rect {
                x: frame.x(x),
                y: frame.y(y + 1.0),
                w: frame.x(x + 1.0) - frame.x(x),
                h: frame.y(y) - frame.y(y + 1.0),
                fill: DARK,
            });
        }
    }
    // The lines through the cell centres: b = φa (upper P-positions) and b = a/φ (their mirror).
    let n = size as f64;
    for (slope, color) in [(PHI, ORANGE), (1.0 / PHI, BLUE)] {
        let run = if slope > 1.0 {
            (n - 0.5) / slope
        } else {
            n - 0.5
        };
        let from = (frame.x(0.5), frame.y(0.5));
        let to = (frame.x(0.5 + run), frame.y(0.5 + run * slope));
        scene.line(from, to, color, 2.0);
    }
    frame.axes(&mut scene, "a (first heap)", "b");
    let legend_x = frame.left + side + 30.0;
    scene.legend_entry(legend_x, 50.0, DARK, "P-position (g = 0)");
    scene.legend_entry(legend_x, 72.0, ORANGE, "b = φa");
    scene.legend_entry(legend_x, 94.0, BLUE, "b = a/φ");
    write(&scene, path)
}

/// A heatmap of a table of Grundy values (row a, column b), colour = value.
// Part of the picture API for any command holding a table as rows; `grundy table` itself uses
// [`heatmap_of`], which reads the values in place.
#[allow(dead_code)]
pub fn heatmap(rows: &[Vec<u16>], path: &Path) -> Result<(), CliError> {
    let height = rows.len();
    let width = rows.first().map_or(0, Vec::len);
    heatmap_of(
        height,
        width,
        |a, b| u32::from(rows[a][b]),
        "Grundy values",
        path,
    )
}

/// A heatmap of `rows × columns` values given by `value(a, b)`, averaged over blocks when there
/// are more cells than pixels. Axes: a to the right, b upwards (as on the board).
pub fn heatmap_of(
    rows: usize,
    columns: usize,
    value: impl Fn(usize, usize) -> u32,
    title: &str,
    path: &Path,
) -> Result<(), CliError> {
    let cap = match format_of(path)? {
        Format::Svg => 256,
        Format::Png => 800,
    };
    let (grid_a, grid_b) = (rows.clamp(1, cap), columns.clamp(1, cap));
    let mut sums = vec![0f64; grid_a * grid_b];
    let mut counts = vec![0u32; grid_a * grid_b];
    let mut max = 0u32;
    for a in 0..rows {
        let ga = a * grid_a / rows;
        for b in 0..columns {
            let v = value(a, b);
            max = max.max(v);
            let i = ga * grid_b + b * grid_b / columns;
            sums[i] += f64::from(v);
            counts[i] += 1;
        }
    }
    let scale = f64::from(max.max(1));
    // Cells are row-major from the top: the top row is the largest b.
    let mut colors = Vec::with_capacity(grid_a * grid_b);
    for gb in (0..grid_b).rev() {
        for ga in 0..grid_a {
            let i = ga * grid_b + gb;
            let mean = sums[i] / f64::from(counts[i].max(1));
            colors.push(color_scale(mean / scale));
        }
    }
    let side = 640.0;
    let mut scene = Scene::new((side + 220.0) as u32, (side + 100.0) as u32);
    let frame = Frame {
        left: 60.0,
        top: 40.0,
        width: side,
        height: side,
        x_range: (0.0, rows as f64),
        y_range: (0.0, columns as f64),
    };
    scene.text(
        frame.left + side / 2.0,
        22.0,
        format!("{title}, {rows} x {columns}"),
        15.0,
        Anchor::Middle,
    );
    scene.push(Shape::Cells {
        x: frame.left,
        y: frame.top,
        w: side,
        h: side,
        columns: grid_a,
        colors,
    });
    frame.axes(&mut scene, "a", "b");
    // The colour bar: the scale from 0 (bottom) to the largest value (top).
    let bar_x = frame.left + side + 30.0;
    let steps = 64;
    scene.push(Shape::Cells {
        x: bar_x,
        y: frame.top,
        w: 20.0,
        h: side / 2.0,
        columns: 1,
        colors: (0..steps)
            .rev()
            .map(|i| color_scale(i as f64 / (steps - 1) as f64))
            .collect(),
    });
    scene.text(
        bar_x + 26.0,
        frame.top + 10.0,
        format!("{max}"),
        12.0,
        Anchor::Start,
    );
    scene.text(
        bar_x + 26.0,
        frame.top + side / 2.0,
        "0",
        12.0,
        Anchor::Start,
    );
    scene.text(
        bar_x,
        frame.top + side / 2.0 + 24.0,
        "g(a, b)",
        12.0,
        Anchor::Start,
    );
    write(&scene, path)
}

/// A sequence g(0), g(1), …: its values, the preperiod n0 (a dashed line) and one period p
/// after it (a bracket), when known.
pub fn sequence(
    values: &[u32],
    preperiod: Option<u64>,
    period: Option<u64>,
    path: &Path,
) -> Result<(), CliError> {
    format_of(path)?;
    let (width, height) = (800.0, 400.0);
    let mut scene = Scene::new((width + 260.0) as u32, (height + 100.0) as u32);
    let len = values.len();
    let max = values.iter().copied().max().unwrap_or(0);
    let frame = Frame {
        left: 60.0,
        top: 40.0,
        width,
        height,
        x_range: (0.0, len.saturating_sub(1).max(1) as f64),
        y_range: (0.0, f64::from(max.max(1))),
    };
    scene.text(
        frame.left + width / 2.0,
        22.0,
        format!("Grundy sequence g(n), n = 0..{}", len.saturating_sub(1)),
        15.0,
        Anchor::Middle,
    );
    if len <= width as usize {
        let points = values
            .iter()
            .enumerate()
            .map(|(n, &v)| (frame.x(n as f64), frame.y(f64::from(v))))
            .collect::<Vec<_>>();
        scene.push(Shape::Polyline {
            points: points.clone(),
            color: BLUE,
            width: 1.0,
        });
        if len <= 200 {
            for (x, y) in points {
                scene.push(Shape::Rect {
                    x: x - 2.0,
                    y: y - 2.0,
                    w: 4.0,
                    h: 4.0,
                    fill: BLUE,
                });
            }
        }
    } else {
        // More values than pixels: each pixel column shows the range of its values.
        let columns = width as usize;
        for c in 0..columns {
            let (start, end) = (
                c * len / columns,
                ((c + 1) * len / columns).max(c * len / columns + 1),
            );
            let chunk = &values[start..end.min(len)];
            let low = chunk.iter().copied().min().unwrap_or(0);
            let high = chunk.iter().copied().max().unwrap_or(0);
            let x = frame.left + c as f64 + 0.5;
            scene.line(
                (x, frame.y(f64::from(low))),
                (x, frame.y(f64::from(high)) - 0.5),
                BLUE,
                1.0,
            );
        }
    }
    let legend_x = frame.left + width + 30.0;
    scene.legend_entry(legend_x, 50.0, BLUE, "g(n)");
    if let Some(n0) = preperiod {
        let x = frame.x(n0 as f64);
        scene.push(Shape::Line {
            from: (x, frame.top),
            to: (x, frame.top + height),
            color: RED,
            width: 2.0,
            dashed: true,
        });
        scene.legend_entry(legend_x, 72.0, RED, &format!("preperiod n0 = {n0}"));
    }
    if let (Some(n0), Some(p)) = (preperiod, period) {
        let (x0, x1) = (frame.x(n0 as f64), frame.x((n0 + p) as f64));
        let y = frame.top + 8.0;
        let tick = |scene: &mut Scene, x: f64| scene.line((x, y - 5.0), (x, y + 5.0), GREEN, 2.0);
        scene.line((x0, y), (x1.max(x0 + 2.0), y), GREEN, 3.0);
        tick(&mut scene, x0);
        tick(&mut scene, x1.max(x0 + 2.0));
        scene.legend_entry(legend_x, 94.0, GREEN, &format!("period p = {p}"));
    } else if let Some(p) = period {
        scene.legend_entry(legend_x, 94.0, GREEN, &format!("period p = {p}"));
    }
    frame.axes(&mut scene, "n", "g(n)");
    write(&scene, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_extension_chooses_the_format() {
        assert_eq!(format_of(Path::new("a.SVG")).unwrap(), Format::Svg);
        assert_eq!(format_of(Path::new("dir/b.png")).unwrap(), Format::Png);
        let err = format_of(Path::new("c.jpg")).unwrap_err().to_string();
        assert!(err.contains(".svg or .png"), "{err}");
    }

    #[test]
    fn board_marks_exactly_the_p_positions() {
        // Rasterise a 10 × 10 board and look at the centre of every cell.
        let dir = std::env::temp_dir().join(format!("grundy-plot-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("board.svg");
        wythoff_board(10, &path).unwrap();
        let svg = std::fs::read_to_string(&path).unwrap();
        assert!(svg.starts_with("<svg") && svg.contains("b = φa") && svg.contains("b = a/φ"));
        // P-positions below 10: (0,0) (1,2) (2,1) (3,5) (5,3) (4,7) (7,4) (6,10→out) ...
        let marked = svg.matches(r##"fill="#282828""##).count();
        assert_eq!(marked, 7 + 1, "7 P-positions and the legend swatch");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
