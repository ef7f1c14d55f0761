//! Pictures for notebooks: a sequence as SVG (its values, the preperiod and one period marked)
//! and Wythoff's table as a PNG heatmap (P-positions black), drawn from values already
//! computed. They follow the look of the CLI's `--plot` (the same palette and layout), which
//! lives in the CLI crate and writes files; drawing coordinates are floats, no answer is.

use std::fmt::Write;

/// Plot area of a sequence, in pixels.
const WIDTH: f64 = 720.0;
const HEIGHT: f64 = 240.0;
const LEFT: f64 = 50.0;
const TOP: f64 = 34.0;

/// The CLI's colours.
const BLUE: &str = "#1f77b4";
const RED: &str = "#d62728";
const GREEN: &str = "#2ca02c";

/// Values drawn as points (each one visible) up to this many; beyond, each pixel column shows
/// the range of its values.
const POINTS: usize = 720;

/// `title` and the values g(0), …, g(N), with the preperiod and one period shaded.
pub fn sequence_svg(
    title: &str,
    values: &[u32],
    preperiod: Option<u64>,
    period: Option<u64>,
) -> String {
    let len = values.len();
    let max = f64::from(values.iter().copied().max().unwrap_or(0).max(1));
    let last = len.saturating_sub(1).max(1) as f64;
    let x = |n: f64| LEFT + n / last * WIDTH;
    let y = |v: f64| TOP + HEIGHT - v / max * HEIGHT;
    let mut svg = String::new();
    let _ = write!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="12">"#,
        w = WIDTH + LEFT + 20.0,
        h = HEIGHT + TOP + 40.0
    );
    let _ = write!(
        svg,
        r#"<rect width="100%" height="100%" fill="white"/><text x="{}" y="20" text-anchor="middle" font-size="14">{}</text>"#,
        LEFT + WIDTH / 2.0,
        escape(title)
    );
    if let (Some(pre), Some(per)) = (preperiod, period) {
        let (start, end) = (pre as f64, (pre + per) as f64);
        if start <= last {
            let _ = write!(
                svg,
                r#"<rect x="{:.1}" y="{TOP}" width="{:.1}" height="{HEIGHT}" fill="{GREEN}" fill-opacity="0.12"/><line x1="{:.1}" y1="{TOP}" x2="{:.1}" y2="{}" stroke="{RED}" stroke-dasharray="4 3"/><text x="{:.1}" y="{}" fill="{RED}">preperiod {pre}, period {per}</text>"#,
                x(start),
                (x(end.min(last)) - x(start)).max(1.0),
                x(start),
                x(start),
                TOP + HEIGHT,
                x(start) + 4.0,
                TOP + 12.0
            );
        }
    }
    // Axes and their end labels.
    let _ = write!(
        svg,
        r##"<path d="M{LEFT} {TOP} V{b} H{r}" fill="none" stroke="#444"/><text x="{LEFT}" y="{lb}" text-anchor="middle">0</text><text x="{r}" y="{lb}" text-anchor="middle">{n}</text><text x="{lx}" y="{b}" text-anchor="end">0</text><text x="{lx}" y="{t}" text-anchor="end">{m}</text>"##,
        b = TOP + HEIGHT,
        r = LEFT + WIDTH,
        lb = TOP + HEIGHT + 16.0,
        n = len.saturating_sub(1),
        lx = LEFT - 6.0,
        t = TOP + 10.0,
        m = max as u64
    );
    if len <= POINTS {
        let mut path = String::new();
        for (n, &v) in values.iter().enumerate() {
            let _ = write!(
                path,
                "{}{:.1} {:.1}",
                if n == 0 { "M" } else { " L" },
                x(n as f64),
                y(f64::from(v))
            );
        }
        let _ = write!(
            svg,
            r#"<path d="{path}" fill="none" stroke="{BLUE}" stroke-width="1" stroke-opacity="0.5"/>"#
        );
        if len <= 200 {
            for (n, &v) in values.iter().enumerate() {
                let _ = write!(
                    svg,
                    r#"<circle cx="{:.1}" cy="{:.1}" r="2" fill="{BLUE}"/>"#,
                    x(n as f64),
                    y(f64::from(v))
                );
            }
        }
    } else {
        let columns = WIDTH as usize;
        let mut path = String::new();
        for c in 0..columns {
            let start = c * len / columns;
            let end = ((c + 1) * len / columns).max(start + 1).min(len);
            let chunk = &values[start..end];
            let low = chunk.iter().copied().min().unwrap_or(0);
            let high = chunk.iter().copied().max().unwrap_or(0);
            let _ = write!(
                path,
                "M{:.1} {:.1} V{:.1} ",
                LEFT + c as f64 + 0.5,
                y(f64::from(low)) + 0.5,
                y(f64::from(high)) - 0.5
            );
        }
        let _ = write!(
            svg,
            r#"<path d="{path}" fill="none" stroke="{BLUE}" stroke-width="1"/>"#
        );
    }
    svg.push_str("</svg>");
    svg
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The heatmap of an n × n table as RGB pixels, at most `side` cells a side (larger tables are
/// sampled), each cell `scale` pixels: (width, pixels).
pub fn heatmap(size: usize, get: impl Fn(usize, usize) -> u32) -> (usize, Vec<u8>) {
    const SIDE: usize = 512;
    if size == 0 {
        return (1, vec![255, 255, 255]);
    }
    let step = size.div_ceil(SIDE);
    let cells = size.div_ceil(step);
    let scale = (SIDE / cells).max(1);
    let width = cells * scale;
    let mut max = 1;
    for row in 0..cells {
        for column in 0..cells {
            max = max.max(get(row * step, column * step));
        }
    }
    let mut pixels = vec![0u8; width * width * 3];
    for row in 0..cells {
        for column in 0..cells {
            let value = get(row * step, column * step);
            let color = if value == 0 {
                [0, 0, 0]
            } else {
                color_scale(f64::from(value) / f64::from(max))
            };
            for dy in 0..scale {
                let line = (row * scale + dy) * width;
                for dx in 0..scale {
                    let at = (line + column * scale + dx) * 3;
                    pixels[at..at + 3].copy_from_slice(&color);
                }
            }
        }
    }
    (width, pixels)
}

/// The CLI's colour scale (viridis): t = 0 dark purple to t = 1 yellow.
fn color_scale(t: f64) -> [u8; 3] {
    const STOPS: [(f64, f64, f64); 5] = [
        (68.0, 1.0, 84.0),
        (59.0, 82.0, 139.0),
        (33.0, 145.0, 140.0),
        (94.0, 201.0, 98.0),
        (253.0, 231.0, 37.0),
    ];
    let t = t.clamp(0.0, 1.0) * (STOPS.len() - 1) as f64;
    let i = (t.floor() as usize).min(STOPS.len() - 2);
    let f = t - i as f64;
    let (a, b) = (STOPS[i], STOPS[i + 1]);
    let mix = |x: f64, y: f64| (x + (y - x) * f).round() as u8;
    [mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2)]
}

/// RGB pixels of a square image as PNG bytes.
pub fn png(width: usize, pixels: &[u8]) -> Result<Vec<u8>, png::EncodingError> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, width as u32, width as u32);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(pixels)?;
    writer.finish()?;
    Ok(bytes)
}
