//! `--plot FILE`: the picture's format from the file's extension (.svg or .png), the picture
//! itself from the `grundy-plot` crate, and the file written. Nothing is drawn here.

use std::path::Path;

use grundy::text::Lang;
use grundy_plot::{Board, Heatmap, PlotError, SequencePlot};

use crate::error::{CliError, msg};

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
        _ => Err(CliError::Usage(msg!(
            "cli-plot-format",
            path = grundy::error::quote(&path.display().to_string())
        ))),
    }
}

/// Checks the extension before a long computation, and for a PNG in Chinese that a font with
/// Chinese glyphs is there, so a typo or a missing font fails at once.
pub fn check_path(path: &Path) -> Result<(), CliError> {
    if format_of(path)? == Format::Png && crate::text::lang() == Lang::Zh {
        prepare_chinese_png()?;
    }
    Ok(())
}

/// A picture to write.
pub enum Picture<'a> {
    /// The Wythoff board.
    Board(Board),
    /// A table of values.
    Heatmap(Heatmap<'a>),
    /// A sequence with its preperiod and period.
    Sequence(SequencePlot<'a>),
}

impl Picture<'_> {
    fn render(&self, format: Format) -> Result<Vec<u8>, PlotError> {
        match (self, format) {
            (Picture::Board(board), Format::Svg) => board.svg().map(String::into_bytes),
            (Picture::Board(board), Format::Png) => board.png(),
            (Picture::Heatmap(heatmap), Format::Svg) => heatmap.svg().map(String::into_bytes),
            (Picture::Heatmap(heatmap), Format::Png) => heatmap.png(),
            (Picture::Sequence(plot), Format::Svg) => plot.svg().map(String::into_bytes),
            (Picture::Sequence(plot), Format::Png) => plot.png(),
        }
    }
}

impl<'a> Picture<'a> {
    /// The picture with its own words (default title, legend) in `lang`.
    fn in_lang(self, lang: Lang) -> Picture<'a> {
        match self {
            Picture::Board(board) => Picture::Board(board.lang(lang)),
            Picture::Heatmap(heatmap) => Picture::Heatmap(heatmap.lang(lang)),
            Picture::Sequence(plot) => Picture::Sequence(plot.lang(lang)),
        }
    }
}

/// Where a font with Chinese glyphs usually is: WenQuanYi Micro Hei and Noto Sans CJK as Debian,
/// Ubuntu, Fedora and Arch install them, then macOS's and Windows's own.
const CJK_FONT_PATHS: &[&str] = &[
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/wenquanyi/wqy-microhei/wqy-microhei.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
    "/System/Library/Fonts/PingFang.ttc",
    "/System/Library/Fonts/STHeiti Medium.ttc",
    "C:\\Windows\\Fonts\\msyh.ttc",
];

/// A font file with Chinese glyphs on this machine: one of [`CJK_FONT_PATHS`], else the first
/// that fontconfig lists for Chinese (`fc-list :lang=zh file`), else none.
fn find_cjk_font() -> Option<std::path::PathBuf> {
    if let Some(path) = CJK_FONT_PATHS.iter().map(Path::new).find(|p| p.is_file()) {
        return Some(path.to_path_buf());
    }
    let listed = std::process::Command::new("fc-list")
        .args([":lang=zh", "file"])
        .stderr(std::process::Stdio::null())
        .output()
        .ok()?;
    String::from_utf8_lossy(&listed.stdout)
        .lines()
        .map(|line| line.trim().trim_end_matches(':').trim())
        .filter(|file| file.ends_with(".ttf") || file.ends_with(".ttc") || file.ends_with(".otf"))
        .map(std::path::PathBuf::from)
        .find(|path| path.is_file())
}

/// Gives the pictures a font with Chinese glyphs, once: a PNG in Chinese cannot be drawn
/// without one (an SVG is drawn by its viewer, with the viewer's fonts). Without one, the
/// PNG is refused with a line that says what to install.
fn prepare_chinese_png() -> Result<(), CliError> {
    static FOUND: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let found = *FOUND.get_or_init(|| {
        find_cjk_font()
            .and_then(|path| std::fs::read(path).ok())
            .is_some_and(|bytes| grundy_plot::use_cjk_font(bytes).is_ok())
    });
    match found {
        true => Ok(()),
        false => Err(CliError::Usage(msg!("cli-plot-no-cjk-font"))),
    }
}

/// Draws `picture` into `path`, in the format its extension names, in the run's language.
pub fn write(picture: Picture<'_>, path: &Path) -> Result<(), CliError> {
    let lang = crate::text::lang();
    let format = format_of(path)?;
    if lang == Lang::Zh && format == Format::Png {
        prepare_chinese_png()?;
    }
    let bytes = picture
        .in_lang(lang)
        .render(format)
        .map_err(|error| match error {
            // A request beyond the limits, or one that draws nothing: the user's to change.
            PlotError::TooLarge { .. } | PlotError::Invalid(_) => {
                CliError::Usage(msg!("cli-plot-cannot-draw", why = error.msg()))
            }
            other => CliError::System(other.msg()),
        })?;
    std::fs::write(path, bytes).map_err(|source| CliError::Write {
        what: msg!(
            "cli-what-plot",
            path = grundy::error::quote(&path.display().to_string())
        ),
        source,
    })
}

/// The values of a sequence as the plot takes them (a value beyond `u32` is drawn at the top).
pub fn values_u32(values: impl Iterator<Item = u64>) -> Vec<u32> {
    values
        .map(|v| u32::try_from(v).unwrap_or(u32::MAX))
        .collect()
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
}
