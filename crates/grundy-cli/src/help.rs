//! `--help`, `-h`, `grundy help`, the man page and the completions in the run's language.
//!
//! Clap's definitions (the derives in `lib.rs` and `cmd/`) say what the arguments are; what a
//! person reads about them is in the help catalogue (`locales/<lang>/help.ftl`), which this
//! module puts into the built `clap::Command` tree, with these ids:
//!
//! - `help-<path>`: a command's one-line description (`<path>` is `grundy` for the program,
//!   else the command's names joined by `-`: `nim`, `seq-octal`); `help-<path>-long` its longer
//!   description (optional), `help-<path>-after` the text after the options (the examples);
//! - `help-<path>-arg-<arg>`: an argument's help (`<arg>` is clap's id with `-` for `_`),
//!   else `help-arg-<arg>` for an argument every command shares (`--json`, `--lang`);
//!   `…-long` after either for the longer text of `--help`;
//! - `help-value-<arg>-<value>`: one value of an argument that lists them (`--format text`).
//!
//! The derives keep their doc comments for the code's readers, but what clap shows is replaced
//! by the catalogue's: a change of wording belongs in `help.ftl`, in both languages. The
//! examples after the options live only there.
//!
//! Clap's own words (the headings, `--help` and `--version`, `[default: …]`) are messages
//! `help-clap-*`; the test below fails when a command or an argument has no message.

use std::collections::BTreeMap;

use clap::{Arg, Command};
use grundy::text::Lang;

/// The help catalogue in each language.
pub const HELP_SOURCES: &[(Lang, &str)] = &[
    (Lang::En, include_str!("../locales/en/help.ftl")),
    (Lang::Zh, include_str!("../locales/zh/help.ftl")),
];

/// The language `--lang` names among `args` (the program's arguments, without its name), read
/// before clap reads them since clap's help is built in the chosen language. `None` when there
/// is no `--lang`, or its value is not a language (clap refuses it then); after `--`,
/// everything is an operand.
pub fn lang_option<I, S>(args: I) -> Option<Lang>
where
    I: IntoIterator<Item = S>,
    S: AsRef<std::ffi::OsStr>,
{
    let mut args = args.into_iter();
    let mut chosen = None;
    while let Some(arg) = args.next() {
        let Some(arg) = arg.as_ref().to_str().map(str::to_owned) else {
            continue;
        };
        if arg == "--" {
            break;
        }
        let value = match arg.strip_prefix("--lang") {
            Some("") => args
                .next()
                .and_then(|v| v.as_ref().to_str().map(str::to_owned)),
            Some(rest) => rest.strip_prefix('=').map(str::to_owned),
            None => None,
        };
        if let Some(value) = value {
            chosen = match value.as_str() {
                "en" => Some(Lang::En),
                "zh" => Some(Lang::Zh),
                _ => None,
            };
        }
    }
    chosen
}

/// The help messages of `lang`, by id.
fn texts(lang: Lang) -> BTreeMap<String, String> {
    crate::text::catalogue().resolve_all(lang, HELP_SOURCES)
}

/// `help` (clap's rendering of a help) with each heading's colon in the language's own form
/// (参数： rather than clap's 参数:), for the headings of `lang`'s catalogue.
pub fn with_colons(help: &str, lang: Lang) -> String {
    let texts = texts(lang);
    let colon = text(&texts, "help-clap-colon");
    if colon.is_empty() || colon == ":" {
        return help.to_string();
    }
    let mut help = help.to_string();
    for id in [
        "help-clap-arguments",
        "help-clap-options",
        "help-clap-commands",
    ] {
        let heading = text(&texts, id);
        if !heading.is_empty() {
            help = help.replace(&format!("{heading}:"), &format!("{heading}{colon}"));
        }
    }
    help
}

/// Prints clap's `--help`, `--version` or help-for-an-incomplete-command `message` where clap
/// would (stdout, or stderr for the incomplete command), with the headings' colons of `lang`
/// ([`with_colons`]) and clap's styles on a terminal that allows colour.
pub fn print_clap(message: &clap::Error, lang: Lang) {
    use std::io::{IsTerminal, Write};
    let styled = message.render();
    let to_stderr = message.use_stderr();
    let terminal = match to_stderr {
        true => std::io::stderr().is_terminal(),
        false => std::io::stdout().is_terminal(),
    };
    let colour = terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    let text = match colour {
        true => styled.ansi().to_string(),
        false => styled.to_string(),
    };
    let text = with_colons(&text, lang);
    let _ = match to_stderr {
        true => std::io::stderr().write_all(text.as_bytes()),
        false => std::io::stdout().write_all(text.as_bytes()),
    };
}

/// `grundy`'s command tree, built, with every text a person reads in `lang`.
pub fn command(lang: Lang) -> Command {
    let texts = texts(lang);
    let mut command = localize(
        <crate::Cli as clap::CommandFactory>::command(),
        "grundy",
        &texts,
        lang,
    );
    command.build();
    localize_built(command, &texts)
}

/// `text` and the space that follows it before more text: none after full-width punctuation
/// (`用法：`), one after the rest (`Usage:`).
fn spaced(text: &str) -> String {
    match text.chars().last() {
        Some(c) if crate::text::columns(&c.to_string()) == 2 => text.to_string(),
        _ => format!("{text} "),
    }
}

/// The message `id`, which the catalogue must have (the test of every command checks it).
fn text<'a>(texts: &'a BTreeMap<String, String>, id: &str) -> &'a str {
    texts.get(id).map(String::as_str).unwrap_or_default()
}

/// The id part of clap's argument id `id`: `max_take` is `max-take`.
fn arg_key(id: &str) -> String {
    id.replace('_', "-")
}

/// The message of argument `arg` of the command at `path` with `suffix` ("" or "-long"): the
/// command's own, else the shared one.
fn arg_text<'a>(
    texts: &'a BTreeMap<String, String>,
    path: &str,
    arg: &str,
    suffix: &str,
) -> Option<&'a String> {
    let key = arg_key(arg);
    texts
        .get(&format!("help-{path}-arg-{key}{suffix}"))
        .or_else(|| texts.get(&format!("help-arg-{key}{suffix}")))
}

/// `command` (named by `path`) and its subcommands with the catalogue's texts, before clap
/// builds them (so that the global `--lang` is copied to every command already translated).
fn localize(command: Command, path: &str, texts: &BTreeMap<String, String>, lang: Lang) -> Command {
    let mut command = match texts.get(&format!("help-{path}")) {
        Some(about) => command.about(about.clone()),
        None => command.about(None::<&str>),
    };
    command = match texts.get(&format!("help-{path}-long")) {
        Some(about) => command.long_about(about.clone()),
        None => command.long_about(None::<&str>),
    };
    if let Some(after) = texts.get(&format!("help-{path}-after")) {
        command = command.after_help(after.clone());
    }
    command = command
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{}{{usage}}\n\n{{all-args}}{{after-help}}",
            spaced(text(texts, "help-clap-usage"))
        ))
        .subcommand_help_heading(text(texts, "help-clap-commands").to_string());
    let ids: Vec<String> = command
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let path = path.to_string();
        command = command.mut_arg(&id, |arg| localize_arg(arg, &path, texts, lang));
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        let sub_path = match path {
            "grundy" => name.clone(),
            _ => format!("{path}-{name}"),
        };
        command = command.mut_subcommand(&name, |sub| localize(sub, &sub_path, texts, lang));
    }
    command
}

/// One argument with the catalogue's help: the default value and the accepted values said in
/// the language (clap would say them in English), under the language's heading.
fn localize_arg(arg: Arg, path: &str, texts: &BTreeMap<String, String>, _lang: Lang) -> Arg {
    let id = arg.get_id().to_string();
    let mut help = arg_text(texts, path, &id, "").cloned().unwrap_or_default();
    let mut long = arg_text(texts, path, &id, "-long").cloned();
    let mut short_notes = Vec::new();
    let mut long_notes = Vec::new();
    let takes_values = arg.get_action().takes_values();
    if takes_values && !arg.is_hide_default_value_set() && !arg.get_default_values().is_empty() {
        let values: Vec<String> = (arg.get_default_values().iter())
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        let note = text(texts, "help-clap-default").replace("{$value}", &values.join(" "));
        short_notes.push(note.clone());
        long_notes.push(note);
    }
    let possible = arg.get_possible_values();
    if takes_values && !arg.is_hide_possible_values_set() && !possible.is_empty() {
        let names: Vec<&str> = possible
            .iter()
            .filter(|v| !v.is_hide_set())
            .map(|v| v.get_name())
            .collect();
        let list = names.join(text(texts, "help-clap-value-separator"));
        short_notes.push(text(texts, "help-clap-possible").replace("{$values}", &list));
        if possible.iter().any(|v| v.get_help().is_some()) {
            // Each value with its meaning, as clap lists them in --help.
            let key = arg_key(&id);
            let mut lines = vec![text(texts, "help-clap-possible-head").to_string()];
            for name in &names {
                let meaning = text(texts, &format!("help-value-{key}-{}", arg_key(name)));
                lines.push(format!("- {name}: {meaning}"));
            }
            long_notes.push(lines.join("\n"));
            long.get_or_insert_with(|| help.clone());
        } else {
            long_notes.push(text(texts, "help-clap-possible").replace("{$values}", &list));
        }
    }
    if let Some(long) = &mut long {
        for note in &long_notes {
            long.push_str("\n\n");
            long.push_str(note);
        }
    }
    for note in &short_notes {
        help = format!("{}{note}", spaced(&help));
    }
    let heading = match arg.is_positional() {
        true => text(texts, "help-clap-arguments"),
        false => text(texts, "help-clap-options"),
    };
    let arg = match long {
        Some(long) => arg.long_help(long),
        None => arg.long_help(None::<&str>),
    };
    let arg = arg.help(help).help_heading(heading.to_string());
    match takes_values {
        // The notes above say them, in the language.
        true => arg.hide_default_value(true).hide_possible_values(true),
        false => arg,
    }
}

/// The parts clap adds when it builds the tree (`--help`, `--version`, the `help` command),
/// in the language.
fn localize_built(mut command: Command, texts: &BTreeMap<String, String>) -> Command {
    let options = text(texts, "help-clap-options").to_string();
    let has = |command: &Command, id: &str| command.get_arguments().any(|a| a.get_id() == id);
    if has(&command, "help") {
        let long = command
            .get_arguments()
            .find(|a| a.get_id() == "help")
            .is_some_and(|a| a.get_long_help().is_some());
        let (help, long_help) = match long {
            true => (
                text(texts, "help-clap-help-short"),
                Some(text(texts, "help-clap-help-long").to_string()),
            ),
            false => (text(texts, "help-clap-help"), None),
        };
        let help = help.to_string();
        let heading = options.clone();
        command = command.mut_arg("help", |arg| {
            let arg = arg.help(help).help_heading(heading);
            match long_help {
                Some(long) => arg.long_help(long),
                None => arg,
            }
        });
    }
    if has(&command, "version") {
        let help = text(texts, "help-clap-version").to_string();
        let heading = options.clone();
        command = command.mut_arg("version", |arg| arg.help(help).help_heading(heading));
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        command = command.mut_subcommand(&name, |sub| {
            if name == "help" {
                let about = text(texts, "help-clap-help-command").to_string();
                let arg = text(texts, "help-clap-help-command-arg").to_string();
                let heading = text(texts, "help-clap-arguments").to_string();
                let sub = sub.about(about);
                let has_arg = sub.get_arguments().any(|a| a.get_id() == "subcommand");
                match has_arg {
                    true => sub.mut_arg("subcommand", |a| a.help(arg).help_heading(heading)),
                    false => sub,
                }
            } else {
                localize_built(sub, texts)
            }
        });
    }
    command
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// The ids that `command` (at `path`) and its subcommands read: those that must be there
    /// (`needed`) and every one that may be (`known`).
    fn ids(
        command: &Command,
        path: &str,
        texts: &BTreeMap<String, String>,
        needed: &mut Vec<String>,
        known: &mut BTreeSet<String>,
    ) {
        needed.push(format!("help-{path}"));
        for suffix in ["", "-long", "-after"] {
            known.insert(format!("help-{path}{suffix}"));
        }
        for arg in command.get_arguments() {
            let key = arg_key(arg.get_id().as_str());
            for suffix in ["", "-long"] {
                known.insert(format!("help-{path}-arg-{key}{suffix}"));
                known.insert(format!("help-arg-{key}{suffix}"));
            }
            if arg_text(texts, path, arg.get_id().as_str(), "").is_none() {
                needed.push(format!("help-{path}-arg-{key} (or help-arg-{key})"));
            }
            for value in arg.get_possible_values() {
                let id = format!("help-value-{key}-{}", arg_key(value.get_name()));
                if value.get_help().is_some() {
                    needed.push(id.clone());
                }
                known.insert(id);
            }
        }
        for sub in command.get_subcommands() {
            let sub_path = match path {
                "grundy" => sub.get_name().to_string(),
                _ => format!("{path}-{}", sub.get_name()),
            };
            ids(sub, &sub_path, texts, needed, known);
        }
    }

    #[test]
    fn every_command_and_argument_has_its_help_in_every_language_and_no_message_is_stale() {
        for &lang in Lang::ALL {
            let texts = texts(lang);
            let (mut needed, mut known) = (Vec::new(), BTreeSet::new());
            let command = <crate::Cli as clap::CommandFactory>::command();
            ids(&command, "grundy", &texts, &mut needed, &mut known);
            let missing: Vec<&String> = needed
                .iter()
                .filter(|id| id.contains(' ') || !texts.contains_key(*id))
                .collect();
            assert!(missing.is_empty(), "{lang}: no message for {missing:#?}");
            // The catalogue's own: clap's words, the man page's headings, the texts around
            // the games' lists.
            let own = ["help-clap-", "help-man-", "help-analyze-", "help-play-"];
            let stale: Vec<&String> = texts
                .keys()
                .filter(|id| !known.contains(*id) && !own.iter().any(|p| id.starts_with(p)))
                .collect();
            assert!(
                stale.is_empty(),
                "{lang}: messages of no command: {stale:#?}"
            );
        }
    }

    #[test]
    fn chinese_help_has_chinese_headings_and_texts() {
        let mut command = command(Lang::Zh);
        let nim = command.find_subcommand_mut("nim").expect("nim");
        let help = with_colons(&nim.render_long_help().to_string(), Lang::Zh);
        for part in [
            "用法：grundy nim",
            "\n参数：\n",
            "\n选项：\n",
            "显示帮助",
            "尼姆博弈",
            "示例：",
        ] {
            assert!(help.contains(part), "{part}: {help}");
        }
        for english in [
            "参数:",
            "选项:",
            "Usage:",
            "Options:",
            "Arguments:",
            "Print help",
            "Examples:",
        ] {
            assert!(!help.contains(english), "{english}: {help}");
        }
        let english = super::command(Lang::En).render_help().to_string();
        assert!(english.contains("Usage: grundy") && english.contains("Commands:"));
        assert_eq!(with_colons(&english, Lang::En), english);
        let zh = super::command(Lang::Zh).render_help().to_string();
        assert!(with_colons(&zh, Lang::Zh).contains("\n命令：\n"), "{zh}");
    }

    #[test]
    fn the_language_option_is_read_before_clap_reads_the_arguments() {
        assert_eq!(lang_option(["nim", "3", "--lang", "zh"]), Some(Lang::Zh));
        assert_eq!(lang_option(["--lang=en", "nim"]), Some(Lang::En));
        assert_eq!(lang_option(["nim", "--lang", "fr"]), None);
        assert_eq!(lang_option(["nim", "--", "--lang", "zh"]), None);
        assert_eq!(
            lang_option(["--lang", "zh", "--lang", "en"]),
            Some(Lang::En)
        );
        assert_eq!(lang_option(["nim", "--language"]), None);
        assert_eq!(lang_option(Vec::<&str>::new()), None);
    }
}
