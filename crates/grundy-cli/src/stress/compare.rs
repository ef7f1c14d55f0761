//! Comparing a solution's output with grundy's as it is read, line by line, ignoring trailing
//! whitespace at the end of each line and a missing final newline (what most judges forgive);
//! anything else is a wrong answer.
//!
//! The output is read in chunks and never kept whole: a line is kept in full only until it is
//! compared, and only while no difference is known; past the first difference, only what a
//! report shows is kept (see [`Collector`]). Reading stops once the output is longer than
//! [`output_limit`], so memory stays bounded whatever a solution prints.

use super::show::{Collector, Excerpt};

/// How many bytes of output are read before the solution is stopped: twice the expected output
/// and 64 KiB more, room for any amount of forgiven whitespace a real solution prints.
pub fn output_limit(expected: &str) -> u64 {
    2 * expected.len() as u64 + (64 << 10)
}

/// A solution's output compared, as it is read, with the expected one.
pub struct Comparison<'e> {
    expected: &'e str,
    /// The expected lines, trailing whitespace dropped.
    lines: Vec<&'e str>,
    /// The line being read, in full, while no difference is known.
    line: Vec<u8>,
    difference: Option<usize>,
    output: Collector,
    limit: u64,
}

/// The result of a comparison.
#[derive(Debug)]
pub struct Compared {
    /// The first line (from 1) that differs, if one was found.
    pub difference: Option<usize>,
    /// What a report shows of the expected output: the same lines as of the actual one.
    pub expected: Excerpt,
    /// What a report shows of the actual output.
    pub actual: Excerpt,
}

impl Compared {
    /// Whether the output was read to its end and agrees.
    pub fn agrees(&self) -> bool {
        self.difference.is_none() && self.actual.complete
    }
}

impl<'e> Comparison<'e> {
    pub fn new(expected: &'e str) -> Comparison<'e> {
        Comparison {
            expected,
            lines: expected.lines().map(str::trim_end).collect(),
            line: Vec::new(),
            difference: None,
            output: Collector::new(),
            limit: output_limit(expected),
        }
    }

    /// Reads a chunk of output; false once the output is longer than the limit (reading should
    /// stop: the answer is wrong).
    pub fn feed(&mut self, chunk: &[u8]) -> bool {
        let mut pieces = chunk.split(|&b| b == b'\n');
        if let Some(piece) = pieces.next() {
            self.add(piece);
        }
        for piece in pieces {
            self.end_line();
            self.output.newline();
            self.add(piece);
        }
        self.output.bytes() <= self.limit
    }

    fn add(&mut self, piece: &[u8]) {
        if self.difference.is_none() {
            self.line.extend_from_slice(piece);
        }
        self.output.add(piece);
    }

    /// Compares the line just read (before the collector completes it).
    fn end_line(&mut self) {
        if self.difference.is_some() {
            return;
        }
        let index = self.output.lines();
        let actual = String::from_utf8_lossy(&self.line);
        if self.lines.get(index) != Some(&actual.trim_end()) {
            self.difference = Some(index + 1);
            self.output.anchor(index + 1);
        }
        self.line.clear();
    }

    /// The result, once the output is read to its end (`complete`) or reading stopped. A last
    /// line without a newline is compared only if the output is complete; a complete output
    /// with fewer lines than expected differs on the first missing one.
    pub fn finish(mut self, complete: bool) -> Compared {
        if complete {
            if self.output.in_line() {
                self.end_line();
            }
            let read = self.output.lines() + usize::from(self.output.in_line());
            if self.difference.is_none() && read < self.lines.len() {
                self.difference = Some(read + 1);
                self.output.anchor(read + 1);
            }
        }
        let actual = self.output.finish(complete);
        Compared {
            difference: self.difference,
            expected: Excerpt::of(self.expected.as_bytes(), actual.first),
            actual,
        }
    }
}

/// The first line (from 1) where the outputs differ, if any.
#[cfg(test)]
pub fn first_difference(expected: &str, actual: &str) -> Option<usize> {
    let mut comparison = Comparison::new(expected);
    comparison.feed(actual.as_bytes());
    comparison.finish(true).difference
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trailing_whitespace_and_final_newline_are_forgiven() {
        assert_eq!(first_difference("1\n0\n", "1  \n0"), None);
        assert_eq!(first_difference("1\n0\n", "1\r\n0\r\n"), None);
        assert_eq!(first_difference("1\n0\n", "1\n1\n"), Some(2));
        assert_eq!(first_difference("1\n0\n", "1\n"), Some(2));
        assert_eq!(first_difference("1\n", "1\n\n"), Some(2));
        assert_eq!(first_difference("a b\n", " a b\n"), Some(1));
        assert_eq!(first_difference("", ""), None);
        assert_eq!(first_difference("", "\n"), Some(1));
        assert_eq!(first_difference("1\n", ""), Some(1));
        assert_eq!(first_difference("1\n", "1\u{3000}\n"), None);
        let mut comparison = Comparison::new("1\n");
        comparison.feed(b"1\xff\n");
        assert_eq!(comparison.finish(true).difference, Some(1));
    }

    /// The same answer however the output is cut into chunks.
    #[test]
    fn chunks_do_not_matter() {
        let expected = "first\nsecond\nfirst\n";
        for actual in [
            "first \nsecond\r\nfirst",
            "first\nsecond\nfirst\nx",
            "first\nsec\n",
        ] {
            let whole = first_difference(expected, actual);
            for size in 1..4 {
                let mut comparison = Comparison::new(expected);
                for chunk in actual.as_bytes().chunks(size) {
                    assert!(comparison.feed(chunk));
                }
                assert_eq!(
                    comparison.finish(true).difference,
                    whole,
                    "{actual:?} by {size}"
                );
            }
        }
    }

    #[test]
    fn a_long_output_stops_reading_and_shows_where_it_differs() {
        let expected: String = (0..40).map(|i| format!("{i}\n")).collect();
        let mut comparison = Comparison::new(&expected);
        let mut fed = 0u64;
        let mut i = 0u64;
        loop {
            let chunk = if i == 30 {
                "oops\n".to_string()
            } else {
                format!("{i}\n")
            };
            fed += chunk.len() as u64;
            i += 1;
            if !comparison.feed(chunk.as_bytes()) {
                break;
            }
        }
        let limit = output_limit(&expected);
        assert!(fed > limit && fed < limit + 10, "{fed}");
        let compared = comparison.finish(false);
        assert!(!compared.agrees());
        assert_eq!(compared.difference, Some(31));
        assert_eq!(compared.actual.first, 29);
        assert_eq!(compared.actual.shown_lines()[..3], ["28", "29", "oops"]);
        assert_eq!(compared.expected.first, 29);
        assert_eq!(compared.expected.shown_lines()[..3], ["28", "29", "30"]);
        assert_eq!(compared.expected.lines.len(), 12);
    }

    #[test]
    fn an_output_cut_short_never_agrees() {
        let mut comparison = Comparison::new("1\n");
        comparison.feed(b"1");
        let compared = comparison.finish(false);
        assert_eq!(compared.difference, None);
        assert!(!compared.agrees());
    }
}
