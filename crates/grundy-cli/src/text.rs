//! The language of what the command writes for a person: `--lang zh|en`, else the locale
//! (`LC_ALL`, `LC_MESSAGES`, `LANG`, the first that is set: `zh_CN.UTF-8` is Chinese), else
//! English. The command's own lines are messages of its catalogue (`locales/<lang>/cli.ftl`),
//! read together with the library's, so that they may hold the library's messages (the moves'
//! descriptions, the reasons). JSON never changes with the language, except its prose fields.

use std::sync::OnceLock;

use grundy::text::{Catalogue, Lang, Msg, SOURCES};

/// The command's catalogue in each language.
pub const CLI_SOURCES: &[(Lang, &str)] = &[
    (Lang::En, include_str!("../locales/en/cli.ftl")),
    (Lang::Zh, include_str!("../locales/zh/cli.ftl")),
];

static LANG: OnceLock<Lang> = OnceLock::new();

/// Chooses the language for this run: `option` (`--lang`) when given, else the locale's.
pub fn choose(option: Option<Lang>) {
    let _ = LANG.set(option.unwrap_or_else(|| from_locale(|name| std::env::var(name).ok())));
}

/// The language of this run (the locale's, if [`choose`] was not called).
pub fn lang() -> Lang {
    *LANG.get_or_init(|| from_locale(|name| std::env::var(name).ok()))
}

/// The language the locale variables name, as POSIX reads them: the first of `LC_ALL`,
/// `LC_MESSAGES`, `LANG` that is set and not empty decides; a language grundy does not speak
/// (or `C`) is English.
pub fn from_locale(var: impl Fn(&str) -> Option<String>) -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .find_map(|name| var(name).filter(|value| !value.is_empty()))
        .and_then(|value| Lang::from_locale(&value))
        .unwrap_or_default()
}

/// The language that `--lang` names among the raw arguments (`--lang zh`, `--lang=zh`), for
/// when clap refuses the arguments before they are parsed: its own error is then written in
/// the language asked for. `None` when no `--lang` names a language grundy speaks.
pub fn lang_in_args(args: &[std::ffi::OsString]) -> Option<Lang> {
    let args: Vec<&str> = args.iter().filter_map(|a| a.to_str()).collect();
    // The last one decides.
    args.iter().enumerate().rev().find_map(|(i, arg)| {
        let value = match arg.strip_prefix("--lang") {
            Some("") => args.get(i + 1).copied(),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        }?;
        matches!(value, "en" | "zh")
            .then(|| Lang::from_locale(value))
            .flatten()
    })
}

/// The command's and the library's messages.
pub fn catalogue() -> &'static Catalogue {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE.get_or_init(|| Catalogue::new(&[SOURCES, CLI_SOURCES]))
}

/// `msg` (of the command's or of the library's catalogue) in the language of this run.
pub fn render(msg: &Msg) -> String {
    catalogue().render(msg, lang())
}

/// The message `id` with its arguments, in the language of this run:
/// `tr!("cli-bash-head", n = report.heap)`.
macro_rules! tr {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::text::render(&grundy::text::Msg::new($id)$(.arg(stringify!($name), $value))*)
    };
}
pub(crate) use tr;

/// The columns `text` takes in a terminal: two for the wide characters of Chinese (CJK
/// ideographs and punctuation, full-width forms), one for the others.
pub fn columns(text: &str) -> usize {
    text.chars()
        .map(|c| match u32::from(c) {
            0x1100..=0x115F
            | 0x2E80..=0x303E
            | 0x3041..=0x33FF
            | 0x3400..=0x4DBF
            | 0x4E00..=0x9FFF
            | 0xA000..=0xA4CF
            | 0xAC00..=0xD7A3
            | 0xF900..=0xFAFF
            | 0xFE30..=0xFE4F
            | 0xFF00..=0xFF60
            | 0xFFE0..=0xFFE6 => 2,
            _ => 1,
        })
        .sum()
}

/// `text` padded with spaces to `width` terminal columns: on the right (`left_aligned`) or on
/// the left, as `{:<width$}` and `{:>width$}` do for text of one column a character.
pub fn pad(text: &str, width: usize, left_aligned: bool) -> String {
    let fill = " ".repeat(width.saturating_sub(columns(text)));
    match left_aligned {
        true => format!("{text}{fill}"),
        false => format!("{fill}{text}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::text::check_catalogues;

    #[test]
    fn every_message_is_in_every_language_with_the_same_variables() {
        let problems = check_catalogues(CLI_SOURCES);
        assert!(problems.is_empty(), "{problems:#?}");
        // Built together with the library's: no id is repeated.
        let _ = catalogue();
    }

    #[test]
    fn chinese_takes_two_columns_a_character() {
        assert_eq!(columns("status"), 6);
        assert_eq!(columns("状态"), 4);
        assert_eq!(pad("状态", 7, true), "状态   ");
        assert_eq!(pad("mask", 5, false), " mask");
        assert_eq!(pad("toolong", 3, true), "toolong");
    }

    #[test]
    fn the_locale_decides_as_posix_reads_it() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                (pairs.iter())
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(from_locale(env(&[("LANG", "zh_CN.UTF-8")])), Lang::Zh);
        assert_eq!(from_locale(env(&[("LANG", "en_US.UTF-8")])), Lang::En);
        assert_eq!(from_locale(env(&[])), Lang::En);
        assert_eq!(from_locale(env(&[("LANG", "fr_FR.UTF-8")])), Lang::En);
        assert_eq!(
            from_locale(env(&[("LC_ALL", "C"), ("LANG", "zh_CN.UTF-8")])),
            Lang::En
        );
        assert_eq!(
            from_locale(env(&[("LC_ALL", ""), ("LANG", "zh_TW")])),
            Lang::Zh
        );
        assert_eq!(
            from_locale(env(&[("LC_MESSAGES", "zh_CN"), ("LANG", "en_US")])),
            Lang::Zh
        );
    }
}
