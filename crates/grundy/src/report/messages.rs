//! `POST /api/messages`: a catalogue of messages resolved in one language (answer
//! `"messages"`), so that a front end with text of its own (the web page) keeps it in Fluent
//! catalogues beside the library's and shows it in the language a person chose.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::{Answer, Job, Question, SCHEMA_VERSION};
use crate::error::Result;
use crate::text::{Catalogue, Lang, PAGE_SOURCES, SOURCES};

/// Every message of the page's catalogue, with the names of the games and the terms of the
/// library's, resolved in one language (answer `"messages"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct MessagesReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"messages"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "messages")))]
    pub answer: Answer,
    /// The language of the messages.
    pub lang: Lang,
    /// Each message by its id. A message with variables keeps each as `{$name}`, for the
    /// front end to fill in.
    pub messages: BTreeMap<String, String>,
}

/// `POST /api/messages`: the page's messages in one language.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct MessagesRequest {
    /// The language: `"en"` (default) or `"zh"`.
    #[serde(default)]
    pub lang: Lang,
}

impl Question for MessagesRequest {
    type Answer = MessagesReport;
    const NAME: &'static str = "messages";

    fn lang(&self) -> crate::text::Lang {
        self.lang
    }

    /// The same few hundred messages whatever is asked, resolved once per language and kept
    /// (issue 32: in the heavy lane, the page's text waited behind the longest computations
    /// and was refused with 429).
    fn is_light(&self) -> bool {
        true
    }

    fn answer(&self, _job: &mut Job<'_>) -> Result<MessagesReport> {
        Ok(MessagesReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Messages,
            lang: self.lang,
            messages: resolved(self.lang).clone(),
        })
    }
}

/// The messages of `lang`: the page's, and the names of the games and the terms of the
/// library's; resolved on first use and kept.
fn resolved(lang: Lang) -> &'static BTreeMap<String, String> {
    static RESOLVED: OnceLock<BTreeMap<Lang, BTreeMap<String, String>>> = OnceLock::new();
    let all = RESOLVED.get_or_init(|| {
        Lang::ALL
            .iter()
            .map(|&lang| {
                let mut messages = Catalogue::page().resolve_all(lang, PAGE_SOURCES);
                let library = Catalogue::library().resolve_all(lang, SOURCES);
                messages.extend(
                    library
                        .into_iter()
                        .filter(|(id, _)| id.starts_with("game-") || id.starts_with("term-")),
                );
                (lang, messages)
            })
            .collect()
    });
    static EMPTY: BTreeMap<String, String> = BTreeMap::new();
    all.get(&lang).unwrap_or(&EMPTY)
}
