//! One TCP connection: its deadlines, and the JSON body of the answers hyper makes itself.
//!
//! Deadlines, whatever a client sends or does not send:
//! - the head of each request within [`Config::header_timeout`] of the moment the server starts
//!   waiting for it: from the connection's start (a client that never sends a byte), and again
//!   after each answer (an idle keep-alive connection). hyper's own HTTP/1 header timer does
//!   this; the protocol detection of hyper-util's `auto` builder, used before, had no timer, so
//!   a silent connection stayed open for ever;
//! - the body within [`Config::body_timeout`] (the routes' own timer, 408);
//! - the computation within the time budget (the jobs);
//! - each write of the answer within [`Config::write_timeout`]: a client that does not read
//!   its answer has the connection closed once its socket buffer has stayed full that long
//!   ([`Guarded`]).
//!
//! Its stream and its service tell the connection's [`Activity`] when it is busy (from a
//! request's head to its answer written out) and when idle, for the admission
//! ([`crate::admission`]), which may close an idle connection to make room.
//!
//! hyper answers a request it cannot read (400, 414, 431) itself, with an empty body, before
//! any route sees it. [`Guarded`] recognises that answer as it is written (a head with
//! `content-length: 0` and one of those statuses, which no route ever sends) and writes the
//! contract's `error` object instead, so that every refusal carries one.
//!
//! [`Config::header_timeout`]: crate::Config::header_timeout
//! [`Config::body_timeout`]: crate::Config::body_timeout
//! [`Config::write_timeout`]: crate::Config::write_timeout

use grundy::report::ErrorCode;
use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll, ready};
use std::time::Duration;

use axum::Router;
use axum::body::{Body, Bytes, HttpBody};
use axum::http::{Request, Response, StatusCode};
use hyper::body::{Frame, Incoming, SizeHint};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::Sleep;
use tower::ServiceExt;

use crate::admission::Activity;
use grundy::text::Msg;

use crate::error::ApiError;

/// The application as one connection's hyper service: each request marks the connection busy,
/// and its answer's body, once hyper has taken all of it, marks it answered (idle again when
/// the stream has written it out: [`Guarded`]).
pub fn service(
    router: Router,
    activity: Arc<Activity>,
) -> impl hyper::service::Service<
    Request<Incoming>,
    Response = Response<Answer>,
    Error = Infallible,
    Future: Send + 'static,
> + Send
+ 'static {
    hyper::service::service_fn(move |request: Request<Incoming>| {
        activity.request();
        let answer = router.clone().oneshot(request);
        let activity = Arc::clone(&activity);
        async move {
            let response = answer.await?;
            Ok(response.map(|body| Answer { body, activity }))
        }
    })
}

/// An answer's body, which marks its connection answered when hyper is done with it.
pub struct Answer {
    body: Body,
    activity: Arc<Activity>,
}

impl Drop for Answer {
    fn drop(&mut self) {
        self.activity.answered();
    }
}

impl HttpBody for Answer {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

/// A connection's stream with a deadline on stalled writes and JSON bodies for hyper's own
/// refusals, which tells its connection's activity when everything written is out.
pub struct Guarded<S> {
    stream: S,
    activity: Arc<Activity>,
    write_timeout: Duration,
    /// Started when a write or flush could not proceed; cleared when one does.
    stalled: Option<Pin<Box<Sleep>>>,
    /// A replacement answer being written, and how much of it is written.
    replacement: Option<(Vec<u8>, usize)>,
}

impl<S> Guarded<S> {
    pub fn new(stream: S, write_timeout: Duration, activity: Arc<Activity>) -> Guarded<S> {
        Guarded {
            stream,
            activity,
            write_timeout,
            stalled: None,
            replacement: None,
        }
    }
}

impl<S: AsyncWrite + Unpin> Guarded<S> {
    /// `Pending` from the stream starts (or continues) the stall timer: an error once it has
    /// run for the write timeout.
    fn stall(&mut self, cx: &mut Context<'_>) -> Poll<io::Error> {
        let timeout = self.write_timeout;
        let timer = self
            .stalled
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(timeout)));
        match timer.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(io::Error::new(
                io::ErrorKind::TimedOut,
                "the client has not read its answer within the write timeout",
            )),
            Poll::Pending => Poll::Pending,
        }
    }

    /// A write or flush of the stream, timed: `Pending` runs the stall timer, anything else
    /// stops it.
    fn watch<T>(&mut self, cx: &mut Context<'_>, poll: Poll<io::Result<T>>) -> Poll<io::Result<T>> {
        match poll {
            Poll::Pending => self.stall(cx).map(Err),
            ready => {
                self.stalled = None;
                ready
            }
        }
    }

    /// Writes what is left of a replacement answer.
    fn drain(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while let Some((bytes, written)) = &mut self.replacement {
            if *written == bytes.len() {
                self.replacement = None;
                break;
            }
            match Pin::new(&mut self.stream).poll_write(cx, &bytes[*written..]) {
                Poll::Ready(Ok(0)) => return Poll::Ready(Err(io::ErrorKind::WriteZero.into())),
                Poll::Ready(Ok(n)) => {
                    *written += n;
                    self.stalled = None;
                }
                Poll::Ready(Err(error)) => return Poll::Ready(Err(error)),
                Poll::Pending => return self.stall(cx).map(Err),
            }
        }
        Poll::Ready(Ok(()))
    }
}

/// The status of an answer hyper makes itself for a request it cannot read, if `bytes` begin
/// one: `HTTP/1.1 400`, `414` or `431` with `content-length: 0` in its head.
fn automatic_refusal(bytes: &[u8]) -> Option<StatusCode> {
    let status = match bytes.get(..13)? {
        b"HTTP/1.1 400 " => StatusCode::BAD_REQUEST,
        b"HTTP/1.1 414 " => StatusCode::URI_TOO_LONG,
        b"HTTP/1.1 431 " => StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
        _ => return None,
    };
    let end = bytes.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = &bytes[..end + 2];
    head.windows(19)
        .any(|w| w.eq_ignore_ascii_case(b"content-length: 0\r\n"))
        .then_some(status)
}

/// The contract's error object for hyper's own refusal with `status`.
fn refusal(status: StatusCode) -> ApiError {
    let message = match status {
        StatusCode::URI_TOO_LONG => "server-uri-too-long",
        StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE => "server-headers-too-large",
        _ => "server-not-http",
    };
    ApiError::new(status, ErrorCode::InvalidRequest, Msg::new(message))
}

impl<S: AsyncRead + Unpin> AsyncRead for Guarded<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Guarded<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = &mut *self;
        ready!(this.drain(cx))?;
        if let Some(status) = automatic_refusal(buf) {
            tracing::debug!(status = status.as_u16(), "a request hyper could not read");
            this.replacement = Some((refusal(status).to_http_bytes(), 0));
            // The bytes are ours to write now: a pending write ends in poll_flush.
            if let Poll::Ready(Err(error)) = this.drain(cx) {
                return Poll::Ready(Err(error));
            }
            return Poll::Ready(Ok(buf.len()));
        }
        let written = Pin::new(&mut this.stream).poll_write(cx, buf);
        this.watch(cx, written)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = &mut *self;
        ready!(this.drain(cx))?;
        let flushed = Pin::new(&mut this.stream).poll_flush(cx);
        let flushed = this.watch(cx, flushed);
        // hyper flushes its stream once its own buffer is written out: after an answer's last
        // bytes, the connection is idle.
        if let Poll::Ready(Ok(())) = flushed {
            this.activity.flushed();
        }
        flushed
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = &mut *self;
        ready!(this.drain(cx))?;
        Pin::new(&mut this.stream).poll_shutdown(cx)
    }

    /// No: hyper then gathers each answer into one buffer, which is where a refusal of its own
    /// is recognised (the answers here are small).
    fn is_write_vectored(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hypers_own_refusals_are_recognised_and_no_answer_of_the_routes_is() {
        let hyper = b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\ndate: \
                      Thu, 01 Jan 2026 00:00:00 GMT\r\n\r\n";
        assert_eq!(
            automatic_refusal(hyper),
            Some(StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE)
        );
        let ours = refusal(StatusCode::BAD_REQUEST).to_http_bytes();
        assert!(ours.starts_with(b"HTTP/1.1 400 Bad Request\r\n"));
        assert_eq!(automatic_refusal(&ours), None);
        let text = String::from_utf8(ours).unwrap();
        assert!(text.contains(r#""kind":"invalid_request""#), "{text}");
        let body_zero =
            b"HTTP/1.1 400 Bad Request\r\ncontent-length: 10\r\n\r\ncontent-length: 0\r\n";
        assert_eq!(automatic_refusal(body_zero), None);
        assert_eq!(
            automatic_refusal(b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n"),
            None
        );
    }
}
