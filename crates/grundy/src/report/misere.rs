//! The answer of `grundy misere CODE`: an octal game's misère quotient.

use serde::{Deserialize, Serialize};

use super::SCHEMA_VERSION;
use crate::games::octal::HeapGame;
use crate::quotient::{MisereQuotient, QuotientStatus};

/// One generator of the quotient: its letter and the heap it is the element of.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct GeneratorReport {
    /// The letter: `"a"`, `"b"`, ….
    pub name: String,
    /// The heap whose element it is (the first heap that needed it).
    pub heap: u64,
}

/// `grundy misere CODE`: the misère quotient of an octal game (answer `"misere_quotient"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct MisereQuotientReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"misere_quotient"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "misere_quotient")))]
    pub answer: String,
    /// `"octal"`.
    pub game: String,
    /// The code (`"0.77"`).
    pub code: String,
    /// The game's name (`"kayles"`, …), or `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<String>")
    )]
    pub name: Option<String>,
    /// `"proven"`: the quotient of every heap size; `"holds"`: of the heaps up to
    /// `heaps_computed` only.
    pub status: String,
    /// The first heap of the heap map's period, when proven; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub preperiod: Option<u64>,
    /// The period of the heap map, when proven; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub period: Option<u64>,
    /// The heap the computation was asked to reach (`--to`).
    pub to: u64,
    /// The last heap computed (the heap map covers 0..=heaps_computed).
    pub heaps_computed: u64,
    /// Why the computation stopped before `to` without a proof, or `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<String>")
    )]
    pub stopped: Option<String>,
    /// The number of elements |Q|.
    pub order: u64,
    /// Whether the quotient is tame: isomorphic (with its P-portion) to misère Nim's on heaps
    /// up to 1, 3, 7 or 15.
    pub tame: bool,
    /// Every element by its normal form (its least word in the generators), element 0 = `"1"`.
    pub elements: Vec<String>,
    /// The generators, in the order the heaps needed them.
    pub generators: Vec<GeneratorReport>,
    /// Defining relations `[word, normal form]`: every word reduces to its normal form by them.
    pub relations: Vec<[String; 2]>,
    /// The P-portion: the elements of the misère P-positions.
    pub p_portion: Vec<String>,
    /// The multiplication table: `table[i][j]` is the index (in `elements`) of their product.
    pub table: Vec<Vec<u32>>,
    /// The element of each heap 0..=heaps_computed.
    pub heap_map: Vec<String>,
}

impl MisereQuotientReport {
    /// The answer for `quotient`, asked to reach heap `to`.
    pub fn new(quotient: &MisereQuotient, to: u64) -> MisereQuotientReport {
        let game = HeapGame::Octal(quotient.code().clone());
        let order = quotient.order() as u32;
        let (status, preperiod, period) = match quotient.status() {
            QuotientStatus::Proven {
                preperiod, period, ..
            } => ("proven", Some(preperiod), Some(period)),
            QuotientStatus::HoldsTo(_) => ("holds", None, None),
        };
        MisereQuotientReport {
            schema_version: SCHEMA_VERSION,
            answer: "misere_quotient".into(),
            game: "octal".into(),
            code: quotient.code().to_string(),
            name: game.name().map(Into::into),
            status: status.into(),
            preperiod,
            period,
            to,
            heaps_computed: quotient.heaps_computed(),
            stopped: quotient.stopped().map(|e| e.message().to_string()),
            order: u64::from(order),
            tame: quotient.is_tame(),
            elements: (0..order).map(|x| quotient.name(x)).collect(),
            generators: quotient
                .generator_names()
                .into_iter()
                .zip(quotient.generator_heaps())
                .map(|(name, heap)| GeneratorReport { name, heap })
                .collect(),
            relations: quotient
                .relations()
                .into_iter()
                .map(|(word, normal)| [word, normal])
                .collect(),
            p_portion: quotient
                .p_portion()
                .into_iter()
                .map(|x| quotient.name(x))
                .collect(),
            table: (0..order)
                .map(|a| (0..order).map(|b| quotient.mul(a, b)).collect())
                .collect(),
            heap_map: (0..=quotient.heaps_computed())
                .map(|h| quotient.name(quotient.heap_element(h).unwrap_or(0)))
                .collect(),
        }
    }
}
