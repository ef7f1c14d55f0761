//! `--plot FILE`: the picture's format from the file's extension (.svg or .png), the picture
//! itself from the `grundy-plot` crate, and the file written. Nothing is drawn here.

use std::path::Path;

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

/// Checks the extension before a long computation, so a typo fails at once.
pub fn check_path(path: &Path) -> Result<(), CliError> {
    format_of(path).map(|_| ())
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

/// Draws `picture` into `path`, in the format its extension names.
pub fn write(picture: Picture<'_>, path: &Path) -> Result<(), CliError> {
    let bytes = picture
        .render(format_of(path)?)
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
