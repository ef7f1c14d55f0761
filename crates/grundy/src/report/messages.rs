//! `POST /api/messages`: a catalogue of messages resolved in one language (answer
//! `"messages"`), so that a front end with text of its own (the web page) keeps it in Fluent
//! catalogues beside the library's and shows it in the language a person chose.

use std::collections::BTreeMap;

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

    fn answer(&self, _job: &mut Job<'_>) -> Result<MessagesReport> {
        let mut messages = Catalogue::page().resolve_all(self.lang, PAGE_SOURCES);
        let library = Catalogue::library().resolve_all(self.lang, SOURCES);
        messages.extend(
            library
                .into_iter()
                .filter(|(id, _)| id.starts_with("game-") || id.starts_with("term-")),
        );
        Ok(MessagesReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Messages,
            lang: self.lang,
            messages,
        })
    }
}
