//! Prose in two languages: every sentence the library writes for a person (explanations, the
//! reasons of a hint, move descriptions, a position's labels and rules, how moves are typed) is
//! a [`Msg`] — a message id of a Project Fluent catalogue with named arguments — rendered in a
//! [`Lang`] by [`Msg::render`].
//!
//! The catalogues are `locales/<lang>/grundy.ftl` beside this crate's `Cargo.toml`, one per
//! language, embedded in the library. The games build messages and never choose a language;
//! the answers (`report`) render them in the language a request asks for. A front end with
//! messages of its own (the CLI, the page) builds its own [`Catalogue`] from its files and the
//! library's, so its messages may hold the library's.
//!
//! Arguments are text: a number is written as its digits (a number of up to 15 digits is also
//! a Fluent number, for plural rules), so no number is ever rounded through a float.
//!
//! ```
//! use grundy::text::{Lang, Msg};
//!
//! let msg = Msg::new("move-take").arg("take", 2).arg("from", 10).arg("to", 8);
//! assert_eq!(msg.render(Lang::En), "take 2 (10 → 8)");
//! assert_eq!(msg.render(Lang::Zh), "取 2 个（10 → 8）");
//! ```

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::vocab::vocabulary;

vocabulary! {
    /// A language grundy speaks (`lang` of a request): the language of the prose of an answer.
    /// Field names and values never change with it.
    #[derive(Default)]
    pub enum Lang {
        /// English (the default).
        #[default]
        En = "en",
        /// Simplified Chinese, with the terms of the Chinese textbooks (巴什博弈, 必胜态 …).
        Zh = "zh",
    }
}

impl Lang {
    /// Whether this is the default language, English (a request leaves it out).
    pub fn is_default(&self) -> bool {
        *self == Lang::En
    }

    /// The language of a POSIX locale (`LC_ALL`, `LANG`: `zh_CN.UTF-8`, `zh_TW`, `en_US`,
    /// `C`), or of a language tag (`zh-Hans`); `None` when it names neither.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let language = locale
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match language.as_str() {
            "zh" => Some(Lang::Zh),
            "en" | "c" | "posix" => Some(Lang::En),
            _ => None,
        }
    }

    /// The language's tag for Fluent (plural rules).
    fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }
}

/// The library's catalogue in each language: (language, Fluent source). The glossary
/// (`glossary.ftl`) holds the theory's terms as Fluent terms (`-wythoff-game`), which every
/// catalogue names by reference (`{ -wythoff-game }`); the page's and the CLI's catalogues
/// include these sources, so they hold the same terms. The errors' messages are in files of
/// their own (`errors*.ftl`), one per part of the code.
pub const SOURCES: &[(Lang, &str)] = &[
    (Lang::En, include_str!("../../locales/en/glossary.ftl")),
    (Lang::En, include_str!("../../locales/en/grundy.ftl")),
    (Lang::En, include_str!("../../locales/en/errors.ftl")),
    (Lang::En, include_str!("../../locales/en/errors-games.ftl")),
    (Lang::En, include_str!("../../locales/en/errors-front.ftl")),
    (Lang::En, include_str!("../../locales/en/pattern.ftl")),
    (Lang::Zh, include_str!("../../locales/zh/glossary.ftl")),
    (Lang::Zh, include_str!("../../locales/zh/grundy.ftl")),
    (Lang::Zh, include_str!("../../locales/zh/errors.ftl")),
    (Lang::Zh, include_str!("../../locales/zh/errors-games.ftl")),
    (Lang::Zh, include_str!("../../locales/zh/errors-front.ftl")),
    (Lang::Zh, include_str!("../../locales/zh/pattern.ftl")),
];

/// The page's catalogue in each language, served resolved by `POST /api/messages`.
pub const PAGE_SOURCES: &[(Lang, &str)] = &[
    (Lang::En, include_str!("../../locales/en/page.ftl")),
    (Lang::Zh, include_str!("../../locales/zh/page.ftl")),
];

/// A message: the id of a catalogue entry and its named arguments. It is data (compared,
/// cloned, kept in a report) until it is rendered in a language.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Msg {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// An argument of a [`Msg`]: text (digits included), or another message rendered in the same
/// language.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// Text as it is: a number, a notation, a list of numbers.
    Text(String),
    /// A message, rendered in the language of the message that holds it.
    Msg(Box<Msg>),
    /// Several messages, rendered one after another with `separator` between them.
    Join(Vec<Msg>, &'static str),
}

/// What may be an argument: anything displayed as text, or a message.
pub trait ToArg {
    /// The argument.
    fn to_arg(self) -> Arg;
}

impl<T: fmt::Display> ToArg for T {
    fn to_arg(self) -> Arg {
        Arg::Text(self.to_string())
    }
}

impl ToArg for Msg {
    fn to_arg(self) -> Arg {
        Arg::Msg(Box::new(self))
    }
}

impl ToArg for &Msg {
    fn to_arg(self) -> Arg {
        Arg::Msg(Box::new(self.clone()))
    }
}

impl ToArg for Arg {
    fn to_arg(self) -> Arg {
        self
    }
}

impl Msg {
    /// The message `id`, without arguments yet.
    pub fn new(id: &'static str) -> Msg {
        Msg {
            id,
            args: Vec::new(),
        }
    }

    /// The same message with the argument `name` set to `value`.
    pub fn arg(mut self, name: &'static str, value: impl ToArg) -> Msg {
        self.args.push((name, value.to_arg()));
        self
    }

    /// The message's id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The message's arguments, in the order set.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// The message in `lang`, from the library's catalogue.
    pub fn render(&self, lang: Lang) -> String {
        Catalogue::library().render(self, lang)
    }
}

/// The number prose gives the item at `index` of a list: notation and JSON count heaps, games,
/// tokens and edges from 0 (`0 2` takes 2 from the first heap), prose counts from 1 in every
/// language ("heap 1", "第 1 堆" is the first heap). Every message that numbers such an item
/// takes its number from here.
///
/// ```
/// assert_eq!(grundy::text::nth(0).to_string(), "1");
/// ```
pub fn nth(index: usize) -> Nth {
    Nth(index)
}

/// An item's number in prose, counted from 1: see [`nth`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Nth(usize);

impl fmt::Display for Nth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // In u128, where an index (at most usize::MAX) plus 1 cannot overflow; written as the
        // number is, so a width (`{:>3}`) pads it.
        let index = u128::try_from(self.0).map_err(|_| fmt::Error)?;
        fmt::Display::fmt(&(index + 1), f)
    }
}

/// Lines of prose, such as an explanation: each a message, each ended by a newline when
/// rendered.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lines(Vec<Msg>);

impl Lines {
    /// No lines yet.
    pub fn new() -> Lines {
        Lines(Vec::new())
    }

    /// Adds a line.
    pub fn push(&mut self, line: Msg) {
        self.0.push(line);
    }

    /// Adds every line of `other`.
    pub fn extend(&mut self, other: Lines) {
        self.0.extend(other.0);
    }

    /// The lines.
    pub fn lines(&self) -> &[Msg] {
        &self.0
    }

    /// The lines in `lang`, each ended by a newline.
    pub fn render(&self, lang: Lang) -> String {
        let catalogue = Catalogue::library();
        self.0.iter().fold(String::new(), |mut text, line| {
            text.push_str(&catalogue.render(line, lang));
            text.push('\n');
            text
        })
    }
}

impl From<Vec<Msg>> for Lines {
    fn from(lines: Vec<Msg>) -> Lines {
        Lines(lines)
    }
}

/// Message catalogues in every [`Lang`], read with fluent-bundle.
pub struct Catalogue {
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
}

impl fmt::Debug for Catalogue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Catalogue")
            .field(
                "langs",
                &self.bundles.iter().map(|(l, _)| *l).collect::<Vec<_>>(),
            )
            .finish()
    }
}

impl Catalogue {
    /// The library's catalogue.
    pub fn library() -> &'static Catalogue {
        static LIBRARY: OnceLock<Catalogue> = OnceLock::new();
        LIBRARY.get_or_init(|| Catalogue::new(&[SOURCES]))
    }

    /// The page's catalogue (with the library's, so it may hold game names).
    pub fn page() -> &'static Catalogue {
        static PAGE: OnceLock<Catalogue> = OnceLock::new();
        PAGE.get_or_init(|| Catalogue::new(&[SOURCES, PAGE_SOURCES]))
    }

    /// A catalogue of the sources of each language in `sets` (each set lists its languages:
    /// the library's [`SOURCES`], a front end's own). The sources are part of the program:
    /// one that does not parse, or that repeats an id, is a bug and panics (the tests read
    /// every catalogue).
    pub fn new(sets: &[&[(Lang, &str)]]) -> Catalogue {
        let bundles = Lang::ALL
            .iter()
            .map(|&lang| {
                let tag = lang.tag().parse().expect("a language tag");
                let mut bundle = FluentBundle::new_concurrent(vec![tag]);
                bundle.set_use_isolating(false);
                for set in sets {
                    for (_, source) in set.iter().filter(|(l, _)| *l == lang) {
                        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(
                            |(_, errors)| panic!("a catalogue ({lang}) does not parse: {errors:?}"),
                        );
                        if let Err(errors) = bundle.add_resource(resource) {
                            panic!("a catalogue ({lang}) repeats an id: {errors:?}");
                        }
                    }
                }
                (lang, bundle)
            })
            .collect();
        Catalogue { bundles }
    }

    fn bundle(&self, lang: Lang) -> &FluentBundle<FluentResource> {
        self.bundles
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, bundle)| bundle)
            .unwrap_or(&self.bundles[0].1)
    }

    /// `msg` in `lang`. A message or argument the catalogue lacks is a bug: debug builds panic
    /// (so the tests find it); release builds write what Fluent could (the id, `{$name}`).
    pub fn render(&self, msg: &Msg, lang: Lang) -> String {
        let bundle = self.bundle(lang);
        let Some(pattern) = bundle.get_message(msg.id).and_then(|m| m.value()) else {
            debug_assert!(false, "no message '{}' in the {lang} catalogue", msg.id);
            return msg.id.to_string();
        };
        let mut args = FluentArgs::with_capacity(msg.args.len());
        for (name, value) in &msg.args {
            let text = match value {
                Arg::Text(text) => text.clone(),
                Arg::Msg(inner) => self.render(inner, lang),
                Arg::Join(parts, separator) => (parts.iter())
                    .map(|m| self.render(m, lang))
                    .collect::<Vec<_>>()
                    .join(separator),
            };
            args.set(*name, value_of(text));
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        debug_assert!(
            errors.is_empty(),
            "message '{}' ({lang}): {errors:?}",
            msg.id
        );
        text.into_owned()
    }

    /// Every message of the catalogue in `lang` whose id starts with `prefix`, resolved: a
    /// message with variables keeps each as `{$name}`, for a front end to fill in.
    pub fn resolve_all(&self, lang: Lang, sources: &[(Lang, &str)]) -> BTreeMap<String, String> {
        let bundle = self.bundle(lang);
        let mut out = BTreeMap::new();
        for (id, _) in message_variables(sources, lang) {
            let Some(pattern) = bundle.get_message(&id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, None, &mut errors);
            out.insert(id, text.into_owned());
        }
        out
    }
}

/// A Fluent value for `text`: a number when it is the canonical digits of one below 10^15
/// (exact in a float, for plural rules), else text.
fn value_of(text: String) -> FluentValue<'static> {
    let canonical = !text.is_empty()
        && text.len() <= 15
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    match canonical.then(|| text.parse::<u64>().ok()).flatten() {
        Some(n) => FluentValue::from(n),
        None => FluentValue::from(text),
    }
}

/// Every message id of the sources of `lang`, with the variables it uses (in its value, its
/// attributes and its selectors), from the Fluent syntax tree.
pub fn message_variables(
    sources: &[(Lang, &str)],
    lang: Lang,
) -> BTreeMap<String, BTreeSet<String>> {
    use fluent_syntax::ast;
    let mut out = BTreeMap::new();
    for (_, source) in sources.iter().filter(|(l, _)| *l == lang) {
        let resource = match fluent_syntax::parser::parse(*source) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        for entry in &resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut vars = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    pattern_variables(pattern, &mut vars);
                }
                for attribute in &message.attributes {
                    pattern_variables(&attribute.value, &mut vars);
                }
                out.insert(message.id.name.to_string(), vars);
            }
        }
    }
    out
}

fn pattern_variables(pattern: &fluent_syntax::ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    use fluent_syntax::ast::PatternElement;
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, vars);
        }
    }
}

fn expression_variables(
    expression: &fluent_syntax::ast::Expression<&str>,
    vars: &mut BTreeSet<String>,
) {
    use fluent_syntax::ast::{Expression, InlineExpression};
    let inline = |inline: &InlineExpression<&str>, vars: &mut BTreeSet<String>| match inline {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, vars),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                if let InlineExpression::VariableReference { id } = argument {
                    vars.insert(id.name.to_string());
                }
            }
        }
        _ => {}
    };
    match expression {
        Expression::Inline(expression) => inline(expression, vars),
        Expression::Select { selector, variants } => {
            inline(selector, vars);
            for variant in variants {
                pattern_variables(&variant.value, vars);
            }
        }
    }
}

/// What differs between the catalogues of every language in `sources`: a message one has and
/// another lacks, or a message whose variables differ. Empty when they agree; the tests of
/// every catalogue (the library's, the CLI's, the page's) call it.
pub fn check_catalogues(sources: &[(Lang, &str)]) -> Vec<String> {
    let mut problems = Vec::new();
    for (_, source) in sources {
        if let Err((_, errors)) = fluent_syntax::parser::parse(*source) {
            problems.push(format!("a catalogue does not parse: {errors:?}"));
        }
    }
    let maps: Vec<(Lang, BTreeMap<String, BTreeSet<String>>)> = Lang::ALL
        .iter()
        .map(|&lang| (lang, message_variables(sources, lang)))
        .collect();
    let (first, reference) = &maps[0];
    for (lang, map) in &maps[1..] {
        for (id, vars) in reference {
            match map.get(id) {
                None => problems.push(format!("'{id}' is in the {first} catalogue, not in {lang}")),
                Some(other) if other != vars => problems.push(format!(
                    "'{id}' uses {vars:?} in {first} but {other:?} in {lang}"
                )),
                Some(_) => {}
            }
        }
        for id in map.keys().filter(|id| !reference.contains_key(*id)) {
            problems.push(format!("'{id}' is in the {lang} catalogue, not in {first}"));
        }
    }
    let terms: Vec<(Lang, BTreeMap<String, String>)> = Lang::ALL
        .iter()
        .map(|&lang| (lang, terms(sources, lang)))
        .collect();
    let (first, reference) = &terms[0];
    for (lang, map) in &terms[1..] {
        for id in reference.keys().filter(|id| !map.contains_key(*id)) {
            problems.push(format!(
                "term '-{id}' is in the {first} glossary, not in {lang}"
            ));
        }
        for id in map.keys().filter(|id| !reference.contains_key(*id)) {
            problems.push(format!(
                "term '-{id}' is in the {lang} glossary, not in {first}"
            ));
        }
    }
    problems
}

/// Every Fluent term (`-id = word`) of the sources of `lang`: its id without the `-`, and its
/// word (the text of its value; a term of the glossary is plain text).
pub fn terms(sources: &[(Lang, &str)], lang: Lang) -> BTreeMap<String, String> {
    use fluent_syntax::ast;
    let mut out = BTreeMap::new();
    for (_, source) in sources.iter().filter(|(l, _)| *l == lang) {
        let resource = match fluent_syntax::parser::parse(*source) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        for entry in &resource.body {
            if let ast::Entry::Term(term) = entry {
                let word: String = (term.value.elements.iter())
                    .map(|element| match element {
                        ast::PatternElement::TextElement { value } => *value,
                        ast::PatternElement::Placeable { .. } => "",
                    })
                    .collect();
                out.insert(term.id.name.to_string(), word);
            }
        }
    }
    out
}

/// A [`Msg`] with its arguments: `msg!("id", name = value, ...)`.
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::text::Msg::new($id)$(.arg(stringify!($name), $value))*
    };
}
pub(crate) use msg;

#[cfg(test)]
mod tests;
