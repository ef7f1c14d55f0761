//! [`PlotError`]: why a picture was not drawn — a request beyond the limits, input that does not
//! describe a picture, or a failure of the drawing back end.

use std::fmt;

/// Why a picture was not drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PlotError {
    /// The request is larger than a picture may be: `what` is drawn up to `limit`, and
    /// `requested` was asked for.
    TooLarge {
        /// What is limited ("the board's side", "the heatmap's side").
        what: &'static str,
        /// What was asked for.
        requested: u64,
        /// The largest accepted.
        limit: u64,
    },
    /// The input does not describe a picture; the message says what was wrong and what is
    /// accepted.
    Invalid(String),
    /// A picture in Chinese was asked as PNG, and no font with Chinese glyphs was given
    /// ([`crate::use_cjk_font`]); an SVG needs none (the viewer draws its text).
    NoCjkFont,
    /// The drawing back end (plotters) or the PNG encoder failed; not expected with the
    /// in-memory back ends used here.
    Backend(String),
}

impl PlotError {
    /// Whether the request was refused as too large.
    ///
    /// ```
    /// let error = grundy_plot::Board::new(1 << 20).svg().unwrap_err();
    /// assert!(error.is_too_large());
    /// ```
    pub fn is_too_large(&self) -> bool {
        matches!(self, PlotError::TooLarge { .. })
    }

    #[cold]
    pub(crate) fn invalid(message: impl Into<String>) -> PlotError {
        PlotError::Invalid(message.into())
    }

    #[cold]
    pub(crate) fn too_large(what: &'static str, requested: usize, limit: usize) -> PlotError {
        PlotError::TooLarge {
            what,
            requested: requested as u64,
            limit: limit as u64,
        }
    }
}

impl fmt::Display for PlotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlotError::TooLarge {
                what,
                requested,
                limit,
            } => write!(
                f,
                "{what} is {requested}, more than a picture draws: it is limited to {limit}"
            ),
            PlotError::Invalid(message) => f.write_str(message),
            PlotError::Backend(message) => write!(f, "drawing the picture failed: {message}"),
            PlotError::NoCjkFont => {
                f.write_str("a PNG in Chinese needs a font with Chinese glyphs, and none was found")
            }
        }
    }
}

impl std::error::Error for PlotError {}

/// `?` on a plotters drawing call: its error, whatever the back end, as a [`PlotError`].
pub(crate) trait Drawn<T> {
    fn drawn(self) -> Result<T, PlotError>;
}

impl<T, E> Drawn<T> for Result<T, plotters::drawing::DrawingAreaErrorKind<E>>
where
    E: std::error::Error + Send + Sync,
{
    fn drawn(self) -> Result<T, PlotError> {
        self.map_err(|error| PlotError::Backend(error.to_string()))
    }
}
