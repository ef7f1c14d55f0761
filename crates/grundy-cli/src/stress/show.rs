//! Showing what a solution (or its user) wrote, in a report or an error message: escaped, so that
//! no control character or invalid UTF-8 reaches the terminal, and shortened, saying what was cut.

use std::fmt::Write;

/// Characters shown of user text quoted in an error or a report line (a command, a name).
const QUOTE_CHARS: usize = 100;

/// Characters that print as nothing or reorder the line (zero-width, bidirectional controls):
/// shown escaped, like control characters.
fn invisible(c: char) -> bool {
    matches!(c,
        '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{2069}'
        | '\u{feff}' | '\u{fff9}'..='\u{fffb}')
}

/// Whether `text` prints as itself: no control, invisible or bidirectional character.
pub fn is_plain(text: &str) -> bool {
    !text.chars().any(|c| c.is_control() || invisible(c))
}

/// How one character is shown: itself, or an escape (`\\`, `\t`, `\r`, `\n`, `\u{1b}`);
/// with `ascii`, every character past ASCII is escaped too.
fn escape_char(c: char, ascii: bool, out: &mut String) {
    match c {
        '\\' => out.push_str("\\\\"),
        '\t' => out.push_str("\\t"),
        '\r' => out.push_str("\\r"),
        '\n' => out.push_str("\\n"),
        c if c.is_control() || invisible(c) || (ascii && !c.is_ascii()) => {
            let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
        }
        c => out.push(c),
    }
}

/// `bytes` as printable text, at most `max_chars` characters: control and invisible characters
/// (with `ascii`, all past ASCII) and backslashes escaped, bytes that are not UTF-8 shown as
/// `\xff`. Also says whether anything was left out (an escape is never cut in half).
pub fn escape(bytes: &[u8], max_chars: usize, ascii: bool) -> (String, bool) {
    let mut out = String::new();
    let mut count = 0;
    let mut piece = String::new();
    // Appends `piece` whole if it fits.
    let mut take = |piece: &str, out: &mut String| {
        let width = piece.chars().count();
        let fits = count + width <= max_chars;
        if fits {
            count += width;
            out.push_str(piece);
        }
        fits
    };
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            piece.clear();
            escape_char(c, ascii, &mut piece);
            if !take(&piece, &mut out) {
                return (out, true);
            }
        }
        for byte in chunk.invalid() {
            piece.clear();
            let _ = write!(piece, "\\x{byte:02x}");
            if !take(&piece, &mut out) {
                return (out, true);
            }
        }
    }
    (out, false)
}

/// User text for a message: escaped, at most [`QUOTE_CHARS`] characters (then "..."), in single
/// quotes.
pub fn quote(text: &str) -> String {
    let (shown, cut) = escape(text.as_bytes(), QUOTE_CHARS, false);
    format!("'{shown}{}'", if cut { "..." } else { "" })
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
