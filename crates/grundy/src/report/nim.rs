//! The answer about a Nim position (`"nim"`): normal, misère and bounded Nim.

use serde::{Deserialize, Serialize};

use crate::text::{Lang, msg};

use super::{Answer, Family, Int, Job, MoveReport, Number, Question, SCHEMA_VERSION, moves};
use crate::engine::{Convention, Outcome};
use crate::error::Result;
use crate::games::ImpartialGame;
use crate::games::nim::{Heaps, Nim};
use crate::num::Natural;

/// `grundy nim H…`: a Nim position (answer `"nim"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct NimReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"nim"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "nim")))]
    pub answer: Answer,
    /// `"nim"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "nim")))]
    pub game: Family,
    /// The play convention.
    pub convention: Convention,
    /// The most one move may take, or `null` for plain Nim.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<Int>")
    )]
    pub max_take: Option<Int>,
    /// How many heaps.
    pub heap_count: usize,
    /// Who wins.
    pub outcome: Outcome,
    /// The XOR of the heaps' values (the heaps, or h mod (r+1) when bounded).
    pub nim_sum: Int,
    /// The Grundy value (the nim-sum) under normal play; `null` under misère play.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<Int>")
    )]
    pub grundy: Option<Int>,
    /// Every winning move (`heap`, `to`), by heap then by size left.
    pub winning_moves: Vec<MoveReport>,
    /// The number of winning moves.
    pub winning_move_count: usize,
    /// The reasoning, when asked for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
}

impl NimReport {
    /// The answer for `nim` under `convention` (one pass over the heaps, one for the moves).
    pub fn new(nim: &Nim, convention: Convention, explain: Option<Lang>) -> NimReport {
        let analysis = nim.analyze(convention);
        let (winning_moves, winning_move_count) = moves(&analysis.winning_moves);
        NimReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Nim,
            game: Family::Nim,
            convention,
            max_take: nim.max_take().map(Int::from),
            heap_count: nim.heaps().len(),
            outcome: analysis.outcome,
            nim_sum: Int::from(analysis.nim_sum),
            grundy: analysis.grundy.map(Int::from),
            winning_moves,
            winning_move_count,
            explanation: explain.map(|lang| {
                (nim.explain(convention).map(|text| text.render(lang))).unwrap_or_default()
            }),
        }
    }
}

/// The heaps of a Nim request: numbers as sent, or heaps already read (a file of whitespace-
/// separated sizes, a NumPy array), which are kept as they are.
#[derive(Clone, Debug)]
pub enum NimHeaps {
    /// Numbers as sent.
    Numbers(Vec<Number>),
    /// Heaps already read.
    Read(Heaps),
}

impl From<Heaps> for NimHeaps {
    fn from(heaps: Heaps) -> NimHeaps {
        NimHeaps::Read(heaps)
    }
}

impl From<Vec<Number>> for NimHeaps {
    fn from(numbers: Vec<Number>) -> NimHeaps {
        NimHeaps::Numbers(numbers)
    }
}

impl From<Vec<u64>> for NimHeaps {
    /// Heaps of machine words (a NumPy array's), kept as they are.
    fn from(words: Vec<u64>) -> NimHeaps {
        NimHeaps::Read(Heaps::from(words))
    }
}

impl From<Vec<Natural>> for NimHeaps {
    /// Heaps of any size, kept as they are.
    fn from(heaps: Vec<Natural>) -> NimHeaps {
        NimHeaps::Read(Heaps::from(heaps))
    }
}

impl NimHeaps {
    /// Heaps read from text, such as a file's contents: whitespace-separated decimal sizes of
    /// any length (a list of word-sized heaps is read on a fast path, and kept as words).
    pub fn parse(bytes: &[u8]) -> Result<NimHeaps> {
        Heaps::parse(bytes).map(NimHeaps::Read)
    }

    /// The heaps of `parts`, one after another.
    pub fn join(parts: impl IntoIterator<Item = NimHeaps>) -> Result<NimHeaps> {
        let mut all = Vec::new();
        for part in parts {
            all.extend(part.heaps()?.iter());
        }
        Ok(NimHeaps::from(all))
    }

    /// The heaps, read.
    pub fn heaps(&self) -> Result<Heaps> {
        match self {
            NimHeaps::Numbers(numbers) => Ok(Heaps::from(
                numbers
                    .iter()
                    .map(|n| n.natural(msg!("error-what-heap-size")))
                    .collect::<Result<Vec<Natural>>>()?,
            )),
            NimHeaps::Read(heaps) => Ok(heaps.clone()),
        }
    }
}

impl NimHeaps {
    /// Heap `index`, if the heaps were read and have one (numbers as sent are read by
    /// [`NimHeaps::heaps`]).
    pub fn get(&self, index: usize) -> Option<Natural> {
        match self {
            NimHeaps::Read(heaps) => heaps.get(index),
            NimHeaps::Numbers(numbers) => numbers
                .get(index)?
                .natural(msg!("error-what-heap-size"))
                .ok(),
        }
    }
}

impl Serialize for NimHeaps {
    fn serialize<S: serde::Serializer>(
        &self,
        serializer: S,
    ) -> std::result::Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        match self {
            NimHeaps::Numbers(numbers) => numbers.serialize(serializer),
            NimHeaps::Read(heaps) => {
                let mut seq = serializer.serialize_seq(Some(heaps.len()))?;
                for heap in heaps.iter() {
                    seq.serialize_element(&Int::from(heap))?;
                }
                seq.end()
            }
        }
    }
}

impl<'de> Deserialize<'de> for NimHeaps {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> std::result::Result<NimHeaps, D::Error> {
        Vec::<Number>::deserialize(deserializer).map(NimHeaps::Numbers)
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for NimHeaps {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "NimHeaps".into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        <Vec<Number>>::json_schema(generator)
    }
}

/// `grundy nim H…`, `POST /api/nim`, `grundy.nim(heaps)`: a Nim position.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct NimRequest {
    /// The heaps.
    pub heaps: NimHeaps,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
    /// At most this many tokens per move (heaps then count as h mod (m + 1)).
    #[serde(default)]
    pub max_take: Option<Number>,
    /// Add the reasoning.
    #[serde(default)]
    pub explain: bool,
    /// The language of the prose (`explanation` and the other sentences): `"en"` (default) or
    /// `"zh"`. Field names and values do not change with it.
    #[serde(default, skip_serializing_if = "Lang::is_default")]
    pub lang: Lang,
}

impl NimRequest {
    /// Plain Nim on `heaps`, normal play.
    pub fn new(heaps: impl Into<NimHeaps>) -> NimRequest {
        NimRequest {
            heaps: heaps.into(),
            misere: false,
            max_take: None,
            explain: false,
            lang: Lang::En,
        }
    }

    /// The position asked about.
    pub fn position(&self) -> Result<Nim> {
        let max_take = self
            .max_take
            .as_ref()
            .map(|m| m.natural(msg!("error-what-maximum-take")))
            .transpose()?;
        Nim::new(self.heaps.heaps()?, max_take)
    }
}

impl Question for NimRequest {
    fn is_light(&self) -> bool {
        let digits = match &self.heaps {
            NimHeaps::Numbers(numbers) => {
                super::weight::digits(numbers.iter().chain(&self.max_take))
            }
            NimHeaps::Read(heaps) => heaps.iter().map(|h| h.bit_len() / 3 + 1).sum(),
        };
        super::weight::is_light(&super::weight::Ask::ClosedForm { digits })
    }

    type Answer = NimReport;
    const NAME: &'static str = "nim";

    fn lang(&self) -> crate::text::Lang {
        self.lang
    }

    fn answer(&self, _job: &mut Job<'_>) -> Result<NimReport> {
        let nim = self.position()?;
        Ok(NimReport::new(
            &nim,
            Convention::from_misere(self.misere),
            self.explain.then_some(self.lang),
        ))
    }
}

#[cfg(test)]
mod heaps_tests {
    use super::*;

    #[test]
    fn heaps_read_from_text_words_or_naturals_are_the_same_heaps() {
        let parsed = NimHeaps::parse(b"3 4\n5").unwrap().heaps().unwrap();
        let words = NimHeaps::from(vec![3u64, 4, 5]).heaps().unwrap();
        let naturals = NimHeaps::from(vec![Natural::from(3u64), 4u64.into(), 5u64.into()]);
        assert_eq!(parsed, words);
        assert_eq!(naturals.heaps().unwrap(), words);
        assert_eq!(naturals.get(2), Some(Natural::from(5u64)));
        assert!(NimHeaps::parse(b"3 -4").is_err());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sizes(heaps: &NimHeaps) -> Vec<String> {
        let read = heaps.heaps().unwrap();
        read.iter().map(|h| h.to_string()).collect()
    }

    #[test]
    fn heaps_read_from_text_and_joined_keep_their_order() {
        let big = "100000000000000000000000";
        let file = NimHeaps::parse(format!(" 3\n4\t{big} ").as_bytes()).unwrap();
        assert_eq!(sizes(&file), ["3", "4", big]);
        let one = NimHeaps::from(vec![Natural::from(7u64)]);
        let sent = NimHeaps::from(vec![Number::from(2u64)]);
        let joined = NimHeaps::join([one, file, sent]).unwrap();
        assert_eq!(sizes(&joined), ["7", "3", "4", big, "2"]);
        assert!(NimHeaps::join([]).unwrap().heaps().unwrap().is_empty());
        assert!(NimHeaps::parse(b"3 x").is_err());
    }
}
