//! [`PlotError`]: why a picture was not drawn — a request beyond the limits, input that does not
//! describe a picture, or a failure of the drawing back end. Each is a message of the
//! library's catalogue (`errors-front.ftl`), so a front end writes it in its language;
//! [`Display`](fmt::Display) is the English.

use std::fmt;

use grundy::text::{Lang, Msg};

/// Why a picture was not drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PlotError {
    /// The request is larger than a picture may be: `what` is drawn up to `limit`, and
    /// `requested` was asked for.
    TooLarge {
        /// What is limited: the id of its message ("plot-what-board-side",
        /// "plot-what-heatmap-side").
        what: &'static str,
        /// What was asked for.
        requested: u64,
        /// The largest accepted.
        limit: u64,
    },
    /// The input does not describe a picture; the message says what was wrong and what is
    /// accepted.
    Invalid(Msg),
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

    /// The error as a message, to be written in any language.
    ///
    /// ```
    /// use grundy::text::Lang;
    ///
    /// let error = grundy_plot::Board::new(0).svg().unwrap_err();
    /// assert!(error.msg().render(Lang::Zh).contains("棋盘"));
    /// ```
    pub fn msg(&self) -> Msg {
        match self {
            PlotError::TooLarge {
                what,
                requested,
                limit,
            } => Msg::new("plot-error-too-large")
                .arg("what", Msg::new(what))
                .arg("requested", requested)
                .arg("limit", limit),
            PlotError::Invalid(message) => message.clone(),
            PlotError::Backend(message) => {
                Msg::new("plot-error-backend").arg("why", message.as_str())
            }
            PlotError::NoCjkFont => Msg::new("plot-error-no-cjk-font"),
        }
    }

    #[cold]
    pub(crate) fn invalid(message: Msg) -> PlotError {
        PlotError::Invalid(message)
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
        f.write_str(&self.msg().render(Lang::En))
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
