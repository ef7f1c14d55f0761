//! The progress line of a stress run: one line on stderr, redrawn in place, only when stderr is
//! a terminal (piped or redirected runs print nothing but the report).

use std::borrow::Cow;
use std::io::IsTerminal;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A spinner with a message and the time since the run started, or nothing.
pub struct Status {
    bar: Option<ProgressBar>,
}

impl Status {
    /// A line on stderr if it is a terminal, else nothing.
    pub fn new() -> Status {
        Status::on(std::io::stderr().is_terminal())
    }

    /// A line on stderr if `shown`, else nothing.
    pub fn on(shown: bool) -> Status {
        if !shown {
            return Status { bar: None };
        }
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
        let style = ProgressStyle::with_template("{spinner} grundy stress [{elapsed}] {wide_msg}")
            .unwrap_or_else(|_| ProgressStyle::default_spinner());
        bar.set_style(style);
        // Ticks on its own, so a long run of the solution still shows time passing.
        bar.enable_steady_tick(Duration::from_millis(250));
        Status { bar: Some(bar) }
    }

    /// Shows `message`, cut to the terminal's width (drawn at most a few times a second,
    /// however often it changes).
    pub fn show(&self, message: impl Into<Cow<'static, str>>) {
        if let Some(bar) = &self.bar {
            bar.set_message(message);
        }
    }

    /// Removes the line (before the report is printed).
    pub fn clear(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

impl Drop for Status {
    fn drop(&mut self) {
        self.clear();
    }
}
