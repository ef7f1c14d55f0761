//! Showing what a solution (or its user) wrote, in a report or an error message: escaped, so that
//! no control character or invalid UTF-8 reaches the terminal, and shortened, saying what was cut.
//!
//! An output is read in chunks by a [`Collector`], which keeps only the lines a report shows (the
//! first ones, or those around the first difference) and counts the rest, so that memory stays
//! bounded whatever a solution prints.

use std::collections::VecDeque;
use std::fmt::Write;

use grundy::text::{Lang, Msg};

/// Lines of an output shown in a report.
pub const SHOWN_LINES: usize = 12;
/// Lines shown before the first difference, when it is too far down to show from line 1.
const CONTEXT: usize = 2;
/// Characters shown of one line (after escaping); a longer line is cut.
const LINE_CHARS: usize = 160;
/// Bytes kept of each shown line: one character takes at most 4 bytes and shows as at least one.
const LINE_KEEP: usize = 4 * LINE_CHARS;
/// Characters shown of user text quoted in an error or a report line (a command, a name).
const QUOTE_CHARS: usize = 100;

pub use grundy::error::{escape, is_plain};

/// User text for a message: escaped, at most [`QUOTE_CHARS`] characters (then "..."), in single
/// quotes.
pub fn quote(text: &str) -> String {
    format!("'{}'", grundy::error::quote_up_to(text, QUOTE_CHARS))
}

/// A shell command as a single-quoted word a shell reads back as `command`, when it prints as
/// itself and is not too long to copy; otherwise escaped and shortened like [`quote`].
pub fn shell_word(command: &str) -> String {
    if is_plain(command) && command.chars().count() <= 4 * QUOTE_CHARS {
        format!("'{}'", command.replace('\'', "'\\''"))
    } else {
        quote(command)
    }
}

/// A line of an output as kept for a report: its first bytes, and its length in bytes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    head: Vec<u8>,
    len: u64,
}

impl Line {
    fn add(&mut self, bytes: &[u8]) {
        let room = LINE_KEEP.saturating_sub(self.head.len());
        self.head.extend_from_slice(&bytes[..bytes.len().min(room)]);
        self.len += bytes.len() as u64;
    }

    /// The line escaped (judges' outputs are ASCII: anything else is shown as an escape, so
    /// that nothing prints right to left or combines) and cut to [`LINE_CHARS`], with its length
    /// when cut.
    pub fn shown(&self) -> (String, bool) {
        let (mut text, cut) = escape(&self.head, LINE_CHARS, true);
        let cut = cut || self.len > self.head.len() as u64;
        if cut {
            let _ = write!(text, "... ({} bytes in all)", self.len);
        }
        (text, cut)
    }
}

/// Consecutive lines of an output, as a report shows them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Excerpt {
    /// The number (from 1) of the first line in `lines`.
    pub first: usize,
    /// At most [`SHOWN_LINES`] lines.
    pub lines: Vec<Line>,
    /// Lines read in all (a last line without a newline counts).
    pub total_lines: usize,
    /// Bytes read in all.
    pub total_bytes: u64,
    /// Whether the output was read to its end (otherwise reading stopped after `total_bytes`).
    pub complete: bool,
}

impl Excerpt {
    /// All of `text`, read to its end, showing its lines from `first`.
    pub fn of(text: &[u8], first: usize) -> Excerpt {
        let mut collector = Collector::from_line(first);
        collector.feed(text);
        collector.finish(true)
    }

    /// What a title says about the excerpt beyond its lines, in `lang`: "" when it shows the
    /// whole output, otherwise e.g. " (lines 8-19 of 40; long lines cut)".
    pub fn note(&self, lang: Lang) -> String {
        let say = |msg: Msg| crate::text::catalogue().render(&msg, lang);
        let mut notes = Vec::new();
        let last = self.first + self.lines.len();
        let so_far = |id_done, id_so_far| match self.complete {
            true => Msg::new(id_done),
            false => Msg::new(id_so_far),
        };
        if self.lines.is_empty() && self.total_lines > 0 {
            let msg = so_far("cli-excerpt-none-shown", "cli-excerpt-none-shown-so-far");
            notes.push(say(msg.arg("lines", self.total_lines)));
        } else if self.first > 1 || last <= self.total_lines {
            let msg = so_far("cli-excerpt-lines", "cli-excerpt-lines-so-far");
            notes.push(say(msg
                .arg("first", self.first)
                .arg("last", last - 1)
                .arg("lines", self.total_lines)));
        }
        if !self.complete {
            let msg = Msg::new("cli-excerpt-stopped").arg("bytes", self.total_bytes);
            notes.push(say(msg));
        }
        if self.lines.iter().any(|line| line.shown().1) {
            notes.push(say(Msg::new("cli-excerpt-long-lines")));
        }
        if notes.is_empty() {
            String::new()
        } else {
            let notes = notes.join(&say(Msg::new("cli-list-separator")));
            format!(
                " {}",
                say(Msg::new("cli-excerpt-notes").arg("notes", notes))
            )
        }
    }

    /// The lines as shown, escaped and cut; "(empty)" for an empty output.
    pub fn shown_lines(&self) -> Vec<String> {
        if self.total_bytes == 0 {
            return vec!["(empty)".to_string()];
        }
        self.lines.iter().map(|line| line.shown().0).collect()
    }
}

/// Keeps, of an output read in chunks, the lines a report shows, in bounded memory: the first
/// [`SHOWN_LINES`], or, once [`anchor`](Collector::anchor)ed at a line further down, that line
/// with [`CONTEXT`] lines before it and those after it.
#[derive(Debug)]
pub struct Collector {
    /// The number of the first shown line.
    first: usize,
    /// Whether `first` may no longer move.
    fixed: bool,
    shown: Vec<Line>,
    /// The last complete lines, to show before a difference found further down.
    recent: VecDeque<Line>,
    /// The line being read.
    current: Line,
    lines: usize,
    bytes: u64,
}

impl Default for Collector {
    fn default() -> Self {
        Collector::new()
    }
}

impl Collector {
    /// Shows the first lines, until anchored.
    pub fn new() -> Collector {
        Collector {
            first: 1,
            fixed: false,
            shown: Vec::new(),
            recent: VecDeque::new(),
            current: Line::default(),
            lines: 0,
            bytes: 0,
        }
    }

    /// Shows the lines from `first` on.
    pub fn from_line(first: usize) -> Collector {
        Collector {
            first: first.max(1),
            fixed: true,
            ..Collector::new()
        }
    }

    /// Complete lines read so far.
    pub fn lines(&self) -> usize {
        self.lines
    }

    /// Bytes read so far.
    pub fn bytes(&self) -> u64 {
        self.bytes
    }

    /// Whether the line being read has any byte yet.
    pub fn in_line(&self) -> bool {
        self.current.len > 0
    }

    /// Reads a chunk of output.
    pub fn feed(&mut self, chunk: &[u8]) {
        let mut pieces = chunk.split(|&b| b == b'\n');
        if let Some(piece) = pieces.next() {
            self.add(piece);
        }
        for piece in pieces {
            self.newline();
            self.add(piece);
        }
    }

    /// Reads bytes of the current line (no newline among them).
    pub fn add(&mut self, piece: &[u8]) {
        self.current.add(piece);
        self.bytes += piece.len() as u64;
    }

    /// Reads a newline: the current line is complete.
    pub fn newline(&mut self) {
        self.bytes += 1;
        self.end_line();
    }

    fn end_line(&mut self) {
        let line = std::mem::take(&mut self.current);
        self.lines += 1;
        let number = self.lines;
        if number == self.first + self.shown.len() && self.shown.len() < SHOWN_LINES {
            self.shown.push(line.clone());
        }
        self.recent.push_back(line);
        if self.recent.len() > CONTEXT {
            self.recent.pop_front();
        }
    }

    /// Marks line `number` (the next one to be completed, or the one after the last) as the one
    /// to show: if showing from line 1 would leave too little of it and what follows, the shown
    /// lines start [`CONTEXT`] lines before it instead. Only the first call counts.
    pub fn anchor(&mut self, number: usize) {
        if self.fixed {
            return;
        }
        self.fixed = true;
        if number + SHOWN_LINES / 2 > self.first + SHOWN_LINES {
            self.first = number - self.recent.len();
            self.shown = self.recent.iter().cloned().collect();
        }
    }

    /// The excerpt, once the output is read (`complete`) or reading stopped; a last line without
    /// a newline counts as a line.
    pub fn finish(mut self, complete: bool) -> Excerpt {
        if self.in_line() {
            self.end_line();
        }
        Excerpt {
            first: self.first,
            lines: self.shown,
            total_lines: self.lines,
            total_bytes: self.bytes,
            complete,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(excerpt: &Excerpt) -> Vec<String> {
        excerpt.shown_lines()
    }

    #[test]
    fn control_characters_and_invalid_utf8_are_escaped() {
        let bytes = b"a\x1b[31mred\x07\tb\\c\xff\xfe\xc3\xa9\r";
        let (text, cut) = escape(bytes, 100, false);
        assert_eq!(text, "a\\u{1b}[31mred\\u{7}\\tb\\\\c\\xff\\xfe\u{e9}\\r");
        assert!(!cut);
        let (text, _) = escape(bytes, 100, true);
        assert_eq!(text, "a\\u{1b}[31mred\\u{7}\\tb\\\\c\\xff\\xfe\\u{e9}\\r");
        // Bidirectional overrides and zero-width characters too; other text as it is.
        let (text, _) = escape("x\u{202e}y\u{200b}z \u{3c0}".as_bytes(), 100, false);
        assert_eq!(text, "x\\u{202e}y\\u{200b}z \u{3c0}");
        // Cut to the limit, never inside an escape.
        assert_eq!(escape(b"ab\x1bcd", 3, true), ("ab".to_string(), true));
        assert_eq!(escape(b"abc", 3, true), ("abc".to_string(), false));
    }

    #[test]
    fn quotes_are_escaped_and_shortened() {
        assert_eq!(quote("hdu\x1b[2J"), "'hdu\\u{1b}[2J'");
        let long = "x".repeat(500);
        assert_eq!(quote(&long), format!("'{}...'", "x".repeat(QUOTE_CHARS)));
        assert_eq!(
            shell_word("python3 -c 'print(1)'"),
            "'python3 -c '\\''print(1)'\\'''"
        );
        assert_eq!(shell_word("a\nb"), "'a\\nb'");
    }

    #[test]
    fn an_excerpt_shows_the_first_lines_and_says_what_is_cut() {
        let whole = Excerpt::of(b"1\n2\n", 1);
        assert_eq!(shown(&whole), ["1", "2"]);
        assert_eq!(whole.note(Lang::En), "");
        assert_eq!(whole.total_lines, 2);
        assert_eq!(shown(&Excerpt::of(b"", 1)), ["(empty)"]);
        assert_eq!(shown(&Excerpt::of(b"no newline", 1)), ["no newline"]);

        let many: String = (1..=100).map(|i| format!("{i}\n")).collect();
        let head = Excerpt::of(many.as_bytes(), 1);
        assert_eq!(head.lines.len(), SHOWN_LINES);
        assert_eq!(shown(&head)[0], "1");
        assert_eq!(head.note(Lang::En), " (lines 1-12 of 100)");
        let from = Excerpt::of(many.as_bytes(), 95);
        assert_eq!(shown(&from), ["95", "96", "97", "98", "99", "100"]);
        assert_eq!(from.note(Lang::En), " (lines 95-100 of 100)");

        let long = Excerpt::of(&[b'y'; 10_000], 1);
        let line = &shown(&long)[0];
        assert!(line.ends_with("... (10000 bytes in all)"), "{line}");
        assert!(line.len() < 200, "{line}");
        assert_eq!(long.note(Lang::En), " (long lines cut)");
    }

    #[test]
    fn an_anchor_far_down_shows_the_lines_around_it() {
        let mut collector = Collector::new();
        for i in 1..=30 {
            if i == 20 {
                collector.anchor(20);
            }
            collector.feed(format!("{i}\n").as_bytes());
        }
        let excerpt = collector.finish(false);
        assert_eq!(excerpt.first, 18);
        assert_eq!(shown(&excerpt)[..3], ["18", "19", "20"]);
        assert_eq!(excerpt.lines.len(), SHOWN_LINES);
        assert_eq!(
            excerpt.note(Lang::En),
            " (lines 18-29 of 30 so far; reading stopped after 81 bytes)"
        );
        // Near the top, the first lines are shown as they are.
        let mut collector = Collector::new();
        collector.feed(b"1\n2\n");
        collector.anchor(3);
        collector.feed(b"3\n4\n");
        assert_eq!(shown(&collector.finish(true)), ["1", "2", "3", "4"]);
    }

    #[test]
    fn memory_stays_bounded_whatever_is_read() {
        let mut collector = Collector::new();
        let chunk = [b'x'; 1 << 16];
        for _ in 0..64 {
            collector.feed(&chunk);
            collector.feed(b"\n\x00\xff");
        }
        assert!(collector.current.head.len() <= LINE_KEEP);
        assert!(collector.shown.iter().all(|l| l.head.len() <= LINE_KEEP));
        assert_eq!(collector.bytes(), 64 * ((1 << 16) + 3));
    }
}
