//! Reading input with a bound that fits its purpose, so that no input — `/dev/zero`,
//! `/dev/urandom`, a file of gigabytes — can make grundy allocate without limit: a line of
//! `analyze --batch` or `play`, an `@PATH` number file, a judge's input. Past the bound, or at
//! the first byte that cannot belong to the input, reading stops and the caller reports one line.

use std::fs::File;
use std::io::{self, BufRead, Read};
use std::path::Path;

/// The most bytes one `@PATH` argument may hold (a million-digit heap is 1 MB; a million heaps
/// about 8 MB).
pub const FILE_LIMIT: u64 = 64 << 20;

/// The most bytes of one line of `analyze --batch` (an expression with million-digit heaps).
pub const BATCH_LINE_LIMIT: usize = 16 << 20;

/// The most bytes of one line typed in `play` (a move).
pub const MOVE_LINE_LIMIT: usize = 64 << 10;

/// The most bytes of a judge's input.
pub const JUDGE_INPUT_LIMIT: u64 = 256 << 20;

/// Opens `path` for reading without waiting: a FIFO is opened even with no writer (opening one
/// for reading waits for a writer, for ever if none comes), and then reads as empty if none
/// has it open, or what its writer writes. Other files open as usual.
pub fn open(path: impl AsRef<Path>) -> io::Result<File> {
    #[cfg(unix)]
    {
        use nix::fcntl::{FcntlArg, OFlag, fcntl};
        use std::os::unix::fs::OpenOptionsExt;
        let file = std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(OFlag::O_NONBLOCK.bits())
            .open(path)?;
        // Reads wait again: a FIFO with a writer is read as it writes.
        let flags = OFlag::from_bits_truncate(fcntl(&file, FcntlArg::F_GETFL)?);
        fcntl(&file, FcntlArg::F_SETFL(flags - OFlag::O_NONBLOCK))?;
        Ok(file)
    }
    #[cfg(not(unix))]
    File::open(path)
}

/// "64 MiB", "16 KiB", for messages.
pub fn size(bytes: u64) -> String {
    if bytes >= 1 << 20 && bytes.is_multiple_of(1 << 20) {
        format!("{} MiB", bytes >> 20)
    } else if bytes >= 1 << 10 && bytes.is_multiple_of(1 << 10) {
        format!("{} KiB", bytes >> 10)
    } else {
        format!("{bytes} bytes")
    }
}

/// How a bounded read ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Ended {
    /// Everything was read.
    Complete,
    /// A byte that `valid` refuses was found; reading stopped a little past it (enough for a
    /// caller to quote the token).
    Invalid,
    /// More than the limit was there; reading stopped at the limit.
    TooLong,
}

/// Reads `input` to its end or to `limit` bytes, stopping early (with a few bytes of context)
/// at the first byte `valid` refuses.
pub fn read_to_end(
    input: &mut dyn Read,
    limit: u64,
    valid: impl Fn(u8) -> bool,
) -> io::Result<(Vec<u8>, Ended)> {
    const CHUNK: usize = 1 << 16;
    const CONTEXT: usize = 64;
    let mut bytes = Vec::new();
    let mut chunk = vec![0u8; CHUNK];
    loop {
        let room = (limit + 1)
            .saturating_sub(bytes.len() as u64)
            .min(CHUNK as u64) as usize;
        if room == 0 {
            bytes.truncate(limit as usize);
            return Ok((bytes, Ended::TooLong));
        }
        let read = match input.read(&mut chunk[..room]) {
            Ok(0) => return Ok((bytes, Ended::Complete)),
            Ok(read) => read,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        let got = &chunk[..read];
        if let Some(bad) = got.iter().position(|&b| !valid(b)) {
            let keep = (bad + CONTEXT).min(read);
            bytes.extend_from_slice(&got[..keep]);
            return Ok((bytes, Ended::Invalid));
        }
        bytes.extend_from_slice(got);
        if bytes.len() as u64 > limit {
            bytes.truncate(limit as usize);
            return Ok((bytes, Ended::TooLong));
        }
    }
}

/// One line read by [`read_line`].
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// A line (its `\n` and a `\r` before it removed) is in the buffer.
    Read,
    /// The input ended (nothing was read).
    End,
    /// The line is longer than the limit; the rest of it was not read.
    TooLong,
}

/// Whether a line read can be text: it has no NUL byte. Line-oriented readers refuse the rest
/// of an input with one (a binary stream such as `/dev/urandom`), rather than answering each
/// of its endless "lines"; a line that is only not UTF-8 is refused on its own.
pub fn is_text(line: &[u8]) -> bool {
    !line.contains(&0)
}

/// Reads one line into `line` (cleared first), reading at most `limit` bytes of it.
pub fn read_line(input: &mut dyn BufRead, line: &mut Vec<u8>, limit: usize) -> io::Result<Line> {
    line.clear();
    loop {
        let available = match input.fill_buf() {
            Ok(available) => available,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            return Ok(if line.is_empty() {
                Line::End
            } else {
                Line::Read
            });
        }
        let (taken, ended) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (at + 1, true),
            None => (available.len(), false),
        };
        if line.len() + taken > limit + 1 {
            return Ok(Line::TooLong);
        }
        line.extend_from_slice(&available[..taken]);
        input.consume(taken);
        if ended {
            line.pop();
            if line.last() == Some(&b'\r') {
                line.pop();
            }
            return Ok(Line::Read);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endless_input_stops_at_the_first_bad_byte_or_the_limit() {
        let mut zeros = io::repeat(0);
        let (bytes, ended) = read_to_end(&mut zeros, 1 << 30, |b| b.is_ascii_digit()).unwrap();
        assert_eq!(ended, Ended::Invalid);
        assert!(bytes.len() <= 64);
        let mut sevens = io::repeat(b'7');
        let (bytes, ended) = read_to_end(&mut sevens, 1000, |b| b.is_ascii_digit()).unwrap();
        assert_eq!((bytes.len(), ended), (1000, Ended::TooLong));
        let mut fits = &b"12 34\n"[..];
        let (bytes, ended) = read_to_end(&mut fits, 6, |_| true).unwrap();
        assert_eq!(
            (bytes.as_slice(), ended),
            (&b"12 34\n"[..], Ended::Complete)
        );
    }

    #[test]
    fn lines_are_bounded() {
        let mut input = io::BufReader::new(&b"nim(1)\r\nkayles(7)\nxx"[..]);
        let mut line = Vec::new();
        assert_eq!(read_line(&mut input, &mut line, 100).unwrap(), Line::Read);
        assert_eq!(line, b"nim(1)");
        assert_eq!(read_line(&mut input, &mut line, 100).unwrap(), Line::Read);
        assert_eq!(line, b"kayles(7)");
        assert_eq!(read_line(&mut input, &mut line, 100).unwrap(), Line::Read);
        assert_eq!(line, b"xx");
        assert_eq!(read_line(&mut input, &mut line, 100).unwrap(), Line::End);
        let mut endless = io::BufReader::new(io::repeat(b'a'));
        assert_eq!(
            read_line(&mut endless, &mut line, 1000).unwrap(),
            Line::TooLong
        );
        assert!(line.len() <= 1001 + (8 << 10));
        let mut exact = io::BufReader::new(&b"abc\n"[..]);
        assert_eq!(read_line(&mut exact, &mut line, 3).unwrap(), Line::Read);
        let mut over = io::BufReader::new(&b"abcd\n"[..]);
        assert_eq!(read_line(&mut over, &mut line, 3).unwrap(), Line::TooLong);
    }
}
