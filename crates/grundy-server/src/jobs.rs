//! Where queries run: in one of two lanes, each under the time budget.
//!
//! A light query (the library's [`grundy::report::weight::is_light`], decided before any
//! computing) is answered at once, on the thread that read the request: a closed form costs
//! less than handing it to another thread (about 30 % of the server's rate when every query was
//! handed off). A heavy one runs on tokio's blocking threads, at most [`Config::jobs`] at once,
//! and is stopped as soon as its client goes away; light queries never wait for its permits.
//!
//! A query waits at most [`Config::queue_wait`] for its turn, then is refused with 429. It runs
//! under a [`Stop`] whose deadline is the time budget and whose flag is raised when the request
//! is dropped (the client closed the connection): the library's long loops look at it between
//! slices and give up. The permit is held by the computation itself, not by the request, so a
//! query that was abandoned still counts until it has really stopped: the number of
//! computations running never exceeds the limit, whatever clients do.

use grundy::report::ErrorCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use axum::http::StatusCode;
use grundy::interrupt::{Stop, with_stop};
use tokio::sync::Semaphore;

use crate::Config;
use grundy::text::Msg;

use crate::error::ApiError;

/// The pool of permits to compute.
pub struct Jobs {
    permits: Arc<Semaphore>,
    config: Config,
}

/// Raises the flag when dropped: the request has gone, with or without an answer.
struct CancelOnDrop(Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl Jobs {
    pub fn new(config: &Config) -> Jobs {
        Jobs {
            permits: Arc::new(Semaphore::new(config.jobs.max(1))),
            config: config.clone(),
        }
    }

    /// Runs `work` in its lane under the time budget: at once when `light`, else when a permit
    /// is free. Its library errors become API errors (an interruption names the budget).
    pub async fn run<T, F>(&self, light: bool, work: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce() -> Result<T, ApiError> + Send + 'static,
    {
        let budget = self.config.time_budget;
        if light {
            let stop = Stop::at(Instant::now() + budget);
            return with_stop(&stop, work).map_err(|error| self.over_budget(error));
        }
        let permit = tokio::time::timeout(
            self.config.queue_wait,
            Arc::clone(&self.permits).acquire_owned(),
        )
        .await;
        let Ok(Ok(permit)) = permit else {
            return Err(ApiError::limit(
                StatusCode::TOO_MANY_REQUESTS,
                ErrorCode::Busy,
                "heavy_requests",
                self.config.jobs as u64,
                Msg::new("server-busy")
                    .arg("jobs", self.config.jobs)
                    .arg("ms", self.config.queue_wait.as_millis()),
            )
            .retry_after(1));
        };
        let cancelled = Arc::new(AtomicBool::new(false));
        let _cancel = CancelOnDrop(Arc::clone(&cancelled));
        let stop = Stop::at(Instant::now() + budget).or_when(cancelled);
        let handle = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            with_stop(&stop, work)
        });
        match handle.await {
            Ok(result) => result.map_err(|error| self.over_budget(error)),
            Err(join) => {
                tracing::error!(error = %join, "a query panicked");
                Err(ApiError::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    ErrorCode::Internal,
                    Msg::new("server-bug-others-unaffected"),
                ))
            }
        }
    }

    /// An interruption becomes the refusal that names the time budget; other errors stay.
    fn over_budget(&self, error: ApiError) -> ApiError {
        if error.report_kind() != ErrorCode::Interrupted {
            return error;
        }
        let budget = self.config.time_budget;
        ApiError::limit(
            StatusCode::UNPROCESSABLE_ENTITY,
            ErrorCode::TooLarge,
            "time_budget_ms",
            budget.as_millis() as u64,
            Msg::new("server-time-budget").arg("ms", budget.as_millis()),
        )
    }
}
