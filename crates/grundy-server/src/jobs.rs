//! Where queries run: on tokio's blocking threads, at most [`Config::jobs`] at once, each
//! under the time budget and stopped as soon as its client goes away.
//!
//! A query waits at most [`Config::queue_wait`] for its turn, then is refused with 429. It runs
//! under a [`Stop`] whose deadline is the time budget and whose flag is raised when the request
//! is dropped (the client closed the connection): the library's long loops look at it between
//! slices and give up. The permit is held by the computation itself, not by the request, so a
//! query that was abandoned still counts until it has really stopped: the number of
//! computations running never exceeds the limit, whatever clients do.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use axum::http::StatusCode;
use grundy::ErrorKind;
use grundy::interrupt::{Stop, with_stop};
use tokio::sync::Semaphore;

use crate::Config;
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

    /// Runs `work` when a permit is free, under the time budget; its library errors become
    /// API errors (an interruption names the budget).
    pub async fn run<T, F>(&self, work: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce() -> Result<T, ApiError> + Send + 'static,
    {
        let budget = self.config.time_budget;
        let permit = tokio::time::timeout(
            self.config.queue_wait,
            Arc::clone(&self.permits).acquire_owned(),
        )
        .await;
        let Ok(Ok(permit)) = permit else {
            return Err(ApiError::limit(
                StatusCode::TOO_MANY_REQUESTS,
                "busy",
                "heavy_requests",
                self.config.jobs as u64,
                format!(
                    "the server is computing {} answers already and none finished within {} ms; \
                     retry shortly",
                    self.config.jobs,
                    self.config.queue_wait.as_millis()
                ),
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
            Ok(Err(error)) if error.report_kind() == ErrorKind::Interrupted.name() => {
                Err(ApiError::limit(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "too_large",
                    "time_budget_ms",
                    budget.as_millis() as u64,
                    format!(
                        "the answer needs more than the {} ms one request may compute; ask \
                         for less",
                        budget.as_millis()
                    ),
                ))
            }
            Ok(result) => result,
            Err(join) => {
                tracing::error!(error = %join, "a query panicked");
                Err(ApiError::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "internal",
                    "the server failed to answer this request (a bug, logged); other requests \
                     are not affected",
                ))
            }
        }
    }
}
