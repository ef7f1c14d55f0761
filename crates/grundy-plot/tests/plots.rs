//! The public API: every kind of picture renders to SVG and to PNG; the PNG decodes, with the
//! picture's size and resolution; the SVG holds the axis labels, the legend and φ; the same
//! input gives the same bytes; bad input and requests beyond the limits are refused.

use grundy_plot::{Board, Heatmap, PlotError, SequencePlot};

/// Width, height and pixels per metre of a PNG.
fn png_info(bytes: &[u8]) -> (u32, u32, Option<u32>) {
    let reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .expect("a PNG");
    let info = reader.info();
    let per_metre = info
        .pixel_dims
        .filter(|d| d.unit == png::Unit::Meter)
        .map(|d| d.xppu);
    (info.width, info.height, per_metre)
}

/// The text elements of an SVG made by plotters (`<text …>\nTEXT\n</text>`).
fn texts(svg: &str) -> Vec<String> {
    svg.split("</text>")
        .filter_map(|part| {
            part.rsplit_once('>')
                .map(|(_, text)| text.trim().to_string())
        })
        .filter(|text| !text.is_empty())
        .collect()
}

fn assert_svg(svg: &str, expected: &[&str]) {
    assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
    let texts = texts(svg);
    for text in expected {
        assert!(texts.iter().any(|t| t == text), "{text:?} in {texts:?}");
    }
}

const KAYLES: [u32; 24] = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7,
];

#[test]
fn the_board_renders_with_its_labels_and_the_golden_lines() {
    let svg = grundy_plot::board_svg(20, None).unwrap();
    assert_svg(
        &svg,
        &[
            "a  (first heap)",
            "b  (second heap)",
            "P-position",
            "b = φa",
            "b = a/φ",
            "φ = (1 + √5)/2 ≈ 1.618",
        ],
    );
    let png = grundy_plot::board_png(20, Some((10, 13))).unwrap();
    assert_eq!(png_info(&png), (1300, 1000, Some(7874)));
    let svg = Board::new(20).queen(10, 13).svg().unwrap();
    assert_svg(
        &svg,
        &[
            "the queen at (10, 13)",
            "winning moves",
            "to (4, 7), (8, 13), (10, 6)",
        ],
    );
    // From a P-position the queen has no winning move, and the legend says so.
    let svg = Board::new(20).queen(5, 3).svg().unwrap();
    assert_svg(&svg, &["no winning move", "(5, 3) is a P-position"]);
}

#[test]
fn the_heatmap_renders_with_its_colour_bar_and_labels() {
    let values: Vec<u32> = (0..64u32).map(|i| (i / 8) ^ (i % 8)).collect();
    let svg = grundy_plot::heatmap_svg(&values, 8, 8).unwrap();
    assert_svg(
        &svg,
        &["a", "b", "g(a, b)", "0: P-position", "Grundy values, 8 × 8"],
    );
    let png = grundy_plot::heatmap_png(&values, 8, 8).unwrap();
    assert_eq!(png_info(&png), (1240, 1000, Some(7874)));
    let svg = Heatmap::from_fn(8, 8, |a, b| (a ^ b) as u32)
        .title("Nim")
        .labels("x", "y", "x ⊕ y")
        .svg()
        .unwrap();
    assert_svg(&svg, &["Nim", "x", "y", "x ⊕ y"]);
}

#[test]
fn the_sequence_renders_as_points_with_its_preperiod_and_period() {
    let svg = grundy_plot::sequence_svg(&KAYLES, Some(4), Some(12)).unwrap();
    assert_svg(
        &svg,
        &["n", "g(n)", "preperiod n₀ = 4", "period p = 12", "p = 12"],
    );
    // A dot per value.
    assert_eq!(
        svg.matches("<circle").count(),
        KAYLES.len() + 1,
        "and the legend's"
    );
    let png = grundy_plot::sequence_png(&KAYLES, None, None).unwrap();
    assert_eq!(png_info(&png), (1400, 760, Some(7874)));
    let svg = SequencePlot::new(&KAYLES).title("Kayles").svg().unwrap();
    assert_svg(&svg, &["Kayles"]);
    assert!(!svg.contains("preperiod"));
}

#[test]
fn the_same_input_gives_the_same_bytes() {
    assert_eq!(
        grundy_plot::board_png(12, Some((4, 4))).unwrap(),
        grundy_plot::board_png(12, Some((4, 4))).unwrap()
    );
    assert_eq!(
        grundy_plot::sequence_svg(&KAYLES, Some(4), Some(12)).unwrap(),
        grundy_plot::sequence_svg(&KAYLES, Some(4), Some(12)).unwrap()
    );
}

#[test]
fn bad_input_and_oversized_requests_are_refused() {
    let too_large = grundy_plot::board_svg(grundy_plot::BOARD_SIZE_LIMIT + 1, None).unwrap_err();
    assert!(matches!(
        too_large,
        PlotError::TooLarge {
            limit: 16384,
            requested: 16385,
            ..
        }
    ));
    let side = grundy_plot::HEATMAP_SIDE_LIMIT + 1;
    let too_wide = Heatmap::from_fn(1, side, |_, _| 1).svg().unwrap_err();
    assert!(too_wide.is_too_large(), "{too_wide}");
    for error in [
        grundy_plot::board_png(0, None).unwrap_err(),
        grundy_plot::board_png(5, Some((2, 5))).unwrap_err(),
        grundy_plot::heatmap_svg(&[0, 1, 2], 2, 2).unwrap_err(),
        grundy_plot::sequence_svg(&[], None, None).unwrap_err(),
        grundy_plot::sequence_png(&KAYLES, Some(0), Some(0)).unwrap_err(),
    ] {
        assert!(matches!(error, PlotError::Invalid(_)), "{error}");
        assert!(!error.to_string().is_empty());
    }
}
