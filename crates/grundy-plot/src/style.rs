//! The look shared by every picture: the embedded font, the colours (the Okabe–Ito palette,
//! which stays distinct for colour-blind readers and in greyscale print) and the text sizes.

use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use grundy::text::{Lang, Msg};

use plotters::prelude::*;
use plotters::style::FontStyle;

use crate::error::PlotError;

/// DejaVu Sans 2.37, as shipped by Debian's fonts-dejavu-core (Bitstream Vera and Arev licence,
/// see fonts/LICENSE): lowercase, Greek (φ), subscripts (n₀) and the chess queen (♛).
static FONT: &[u8] = include_bytes!("../fonts/DejaVuSans.ttf");

/// The name the font is registered under. plotters writes it as the SVG `font-family`, so it is
/// a CSS list: DejaVu Sans where the viewer has it, its own sans-serif font otherwise.
pub(crate) const FONT_FAMILY: &str = "DejaVu Sans, sans-serif";

/// The name Chinese text is drawn in: for SVG, a CSS list of the usual fonts with Chinese glyphs
/// (the viewer draws the text with the first it has); for PNG, the font given to
/// [`use_cjk_font`], registered under this name.
pub(crate) const CJK_FONT_FAMILY: &str = "DejaVu Sans, Noto Sans CJK SC, Source Han Sans SC, \
    WenQuanYi Micro Hei, PingFang SC, Microsoft YaHei, sans-serif";

/// Whether [`use_cjk_font`] has given a font with Chinese glyphs.
static CJK_FONT: AtomicBool = AtomicBool::new(false);

/// Registers [`FONT`] with plotters (once per process), before anything is drawn; under the
/// Chinese name too until a font with Chinese glyphs is given, so that an SVG in Chinese can be
/// laid out (its text is drawn by the viewer, with the viewer's fonts).
pub(crate) fn register_font() {
    static REGISTERED: Once = Once::new();
    REGISTERED.call_once(|| {
        // The bytes are a valid font (a test draws text with them); a failure here would show
        // as a drawing error naming the missing font, not as a panic.
        let _ = plotters::style::register_font(FONT_FAMILY, FontStyle::Normal, FONT);
        if !CJK_FONT.load(Ordering::SeqCst) {
            let _ = plotters::style::register_font(CJK_FONT_FAMILY, FontStyle::Normal, FONT);
        }
    });
}

/// Gives the pictures in Chinese the font `bytes` (a TrueType or OpenType font, or a collection,
/// with Chinese glyphs: WenQuanYi Micro Hei, Noto Sans CJK), needed to draw them as PNG; the
/// embedded DejaVu Sans has no Chinese glyphs. Finding the font on the system is the caller's.
pub fn use_cjk_font(bytes: Vec<u8>) -> Result<(), PlotError> {
    register_font();
    let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
    plotters::style::register_font(CJK_FONT_FAMILY, FontStyle::Normal, bytes)
        .map_err(|_| PlotError::invalid(Msg::new("plot-error-not-a-font")))?;
    CJK_FONT.store(true, Ordering::SeqCst);
    Ok(())
}

/// Whether a font with Chinese glyphs was given ([`use_cjk_font`]).
pub(crate) fn has_cjk_font() -> bool {
    CJK_FONT.load(Ordering::SeqCst)
}

/// The font for text in `lang` at `size` back-end pixels.
pub(crate) fn font(size: f64, lang: Lang) -> TextStyle<'static> {
    let family = match lang {
        Lang::Zh => CJK_FONT_FAMILY,
        _ => FONT_FAMILY,
    };
    TextStyle::from((family, size).into_font())
}

/// Text sizes in logical pixels: the pictures print about 16 cm wide (at the PNG's 200 dpi),
/// where 24 pixels are an 8-point label.
pub(crate) const TITLE: f64 = 32.0;
pub(crate) const AXIS_LABEL: f64 = 28.0;
pub(crate) const TICK_LABEL: f64 = 23.0;
pub(crate) const LEGEND: f64 = 24.0;

pub(crate) const INK: RGBColor = RGBColor(25, 25, 25);
pub(crate) const GRID: RGBColor = RGBColor(225, 225, 225);
pub(crate) const FRAME: RGBColor = RGBColor(90, 90, 90);
/// Okabe–Ito blue: the values of a sequence.
pub(crate) const BLUE: RGBColor = RGBColor(0, 114, 178);
/// Okabe–Ito orange: b = φa.
pub(crate) const ORANGE: RGBColor = RGBColor(230, 159, 0);
/// Okabe–Ito sky blue: b = a/φ.
pub(crate) const SKY: RGBColor = RGBColor(86, 180, 233);
/// Okabe–Ito vermillion: winning moves, the period.
pub(crate) const VERMILLION: RGBColor = RGBColor(213, 94, 0);
/// Okabe–Ito bluish green: the squares the queen reaches.
pub(crate) const GREEN: RGBColor = RGBColor(0, 158, 115);
/// Okabe–Ito reddish purple: the queen.
pub(crate) const PURPLE: RGBColor = RGBColor(204, 121, 167);
/// A P-position on the board: near black.
pub(crate) const P_POSITION: RGBColor = RGBColor(30, 30, 45);
/// A P-position (value 0) on a heatmap: white stands apart from every colour of the scale.
pub(crate) const HEAT_ZERO: RGBColor = RGBColor(255, 255, 255);
/// The preperiod's band.
pub(crate) const PREPERIOD: RGBColor = RGBColor(215, 215, 215);
/// Every other period's band.
pub(crate) const PERIOD_BAND: RGBColor = RGBColor(253, 232, 208);
