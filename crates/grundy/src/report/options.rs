//! The Grundy value of a position shown as its definition: every option (the position each
//! legal move leaves) with its value, and their mex (answer `"options"`). The explorer's SG
//! workshop asks it for g(0), g(1), … of a subtraction or octal game, one heap at a time, so a
//! student sees mex fill the table; it works for any sum grundy plays.
//!
//! An option that is a sum (an octal move that splits a heap, or any move in a sum of games)
//! also carries the values of its parts, whose XOR is its value (the Sprague–Grundy theorem).

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::ask::field;
use super::{Answer, Family, Int, Job, MoveReport, Number, Question, SCHEMA_VERSION};
use crate::error::Result;
use crate::expr::{Expr, SumMove};
use crate::games::ImpartialGame;
use crate::num::Natural;
use crate::text::msg;

/// One option of a position in an [`OptionsReport`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct OptionReport {
    /// The move in `grundy play`'s notation.
    pub notation: String,
    /// The move's fields, as in `winning_moves` of the other answers.
    #[serde(rename = "move")]
    pub fields: MoveReport,
    /// The position the move leaves, in canonical notation.
    pub position: String,
    /// The value of each game of that position, in order.
    pub parts: Vec<Int>,
    /// The option's Grundy value: the XOR of `parts`.
    pub grundy: Int,
}

/// Every option of a position with its Grundy value, and their mex (answer `"options"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct OptionsReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"options"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "options")))]
    pub answer: Answer,
    /// `"sum"`: a position is a sum of one or more games.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "sum")))]
    pub game: Family,
    /// The position, in canonical notation.
    pub expr: String,
    /// Every option, in the order of the legal moves.
    pub options: Vec<OptionReport>,
    /// The distinct values of the options, ascending.
    pub values: Vec<Int>,
    /// The least value that is not an option's: the position's Grundy value.
    pub mex: Int,
}

impl OptionsReport {
    /// The options of `expr` (at most `limit` of them) with their values, and their mex.
    ///
    /// Errors: more than `limit` legal moves (limit `legal_moves`), or an option whose value
    /// is not computed (a Wythoff position past the Grundy table), with the reason.
    pub fn new(expr: &Expr, limit: usize) -> Result<OptionsReport> {
        let moves = super::play::legal_moves_within(expr, limit, |expr, limit| {
            msg!("error-too-many-options", expr = expr, limit = limit)
        })?;
        let mut options = Vec::with_capacity(moves.len());
        let mut seen = BTreeSet::new();
        for mv in &moves {
            let (option, value) = option(expr, mv)?;
            seen.insert(value);
            options.push(option);
        }
        let mut mex = Natural::ZERO;
        while seen.contains(&mex) {
            mex = &mex + &Natural::ONE;
        }
        Ok(OptionsReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Options,
            game: Family::Sum,
            expr: expr.to_string(),
            options,
            values: seen.iter().map(Int::from).collect(),
            mex: Int::from(mex),
        })
    }
}

/// The option `mv` of `expr` with its value.
fn option(expr: &Expr, mv: &SumMove) -> Result<(OptionReport, Natural)> {
    let after = expr.apply(mv)?;
    let parts = after
        .components()
        .iter()
        .map(|part| {
            part.grundy().map_err(|e| {
                e.context(msg!(
                    "error-option-value-missing",
                    option = crate::error::quote(&after.to_string())
                ))
            })
        })
        .collect::<Result<Vec<Natural>>>()?;
    let value = parts.iter().fold(Natural::ZERO, |x, g| x ^ g);
    let mut fields = MoveReport::from(&mv.kind);
    if expr.components().len() > 1 {
        fields = fields.in_component(mv.component);
    }
    Ok((
        OptionReport {
            notation: expr.move_notation(mv),
            fields,
            position: after.to_string(),
            parts: parts.iter().map(Int::from).collect(),
            grundy: Int::from(&value),
        },
        value,
    ))
}

/// `POST /api/options`: every option of a position with its Grundy value, and their mex.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct OptionsRequest {
    /// The position, a sum of games.
    pub expr: String,
    /// The most options to list (default and at most the front end's cap, 1000); more is an
    /// error.
    #[serde(default)]
    pub limit: Option<Number>,
}

impl Question for OptionsRequest {
    type Answer = OptionsReport;
    const NAME: &'static str = "options";

    fn answer(&self, job: &mut Job<'_>) -> Result<OptionsReport> {
        let cap = job.limits.moves;
        let limit = match &self.limit {
            Some(limit) => limit.at_most(field("limit"), cap)?,
            None => cap.max,
        };
        OptionsReport::new(
            &self.expr.parse()?,
            usize::try_from(limit).unwrap_or(usize::MAX),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Convention;

    fn report(text: &str) -> OptionsReport {
        OptionsReport::new(&text.parse().unwrap(), 1000).unwrap()
    }

    #[test]
    fn the_mex_of_the_options_is_the_value_the_analysis_finds() {
        // Every game family, alone and in sums; the brute force of each game is proven against
        // its closed form elsewhere, so agreeing with the analysis checks the options' values.
        let mut positions: Vec<String> = Vec::new();
        for n in 0..=30 {
            positions.push(format!("sub({n},{{1,3,4}})"));
            positions.push(format!("octal({n},0.07)"));
            positions.push(format!("kayles({n})"));
            positions.push(format!("bash({n},max=3)"));
            positions.push(format!("fib({})", n + 2));
            positions.push(format!("takeaway({},k=3/2)", n + 2));
        }
        for a in 0..8 {
            for b in 0..8 {
                positions.push(format!("wythoff({a},{b})"));
                positions.push(format!("nim({a},{b},3)"));
            }
        }
        positions.push("nim(3,4) + sub(9,{2,5,6}) + kayles(6)".to_string());
        for text in positions {
            let expr: Expr = text.parse().unwrap();
            let analysis = expr.analyze(Convention::Normal).unwrap();
            let answer = OptionsReport::new(&expr, 1000).unwrap();
            let value = analysis.grundy.expect("a value in normal play");
            assert_eq!(answer.mex, Int::from(&value), "{text}");
            assert_eq!(
                answer.options.len(),
                expr.legal_moves(1000).unwrap().len(),
                "{text}"
            );
            // A P-position is one with no option of value 0.
            let p = answer.values.first() != Some(&Int::from(0u64));
            assert_eq!(p, value.is_zero(), "{text}");
        }
    }

    #[test]
    fn a_split_lists_the_values_of_its_heaps_and_their_xor() {
        // Dawson's Kayles 0.07: g = 0, 0, 1, 1, 2, 0, 3 for heaps 0..6. From 5: take 2 leaving
        // 3 (g 1), or leaving 1 and 2 (g 0 ⊕ 1 = 1); so the mex is 0.
        let answer = report("dawsons(5)");
        assert_eq!(answer.options.len(), 2);
        let split = &answer.options[1];
        assert_eq!(split.position, "dawsons(1) + dawsons(2)");
        assert_eq!(split.parts, vec![Int::from(0u64), Int::from(1u64)]);
        assert_eq!(split.grundy, Int::from(1u64));
        assert_eq!(answer.values, vec![Int::from(1u64)]);
        assert_eq!(answer.mex, Int::from(0u64));
        // A heap with no move: no option, mex{} = 0.
        let empty = report("sub(0,{1,3,4})");
        assert!(empty.options.is_empty() && empty.values.is_empty());
        assert_eq!(empty.mex, Int::from(0u64));
    }

    #[test]
    fn each_option_is_the_position_its_move_leaves() {
        let expr: Expr = "sub(7,{1,3,4}) + nim(2)".parse().unwrap();
        let answer = OptionsReport::new(&expr, 100).unwrap();
        for option in &answer.options {
            let mv = expr.parse_move(&option.notation).unwrap();
            assert_eq!(expr.apply(&mv).unwrap().to_string(), option.position);
            assert_eq!(option.fields.component(), Some(mv.component));
        }
        let sub: Expr = "sub(7,{1,3,4})".parse().unwrap();
        assert_eq!(
            sub.components()[0].grundy().unwrap(),
            Natural::ZERO,
            "g(7) = 0 for {{1,3,4}}"
        );
    }

    #[test]
    fn too_many_options_are_an_error_naming_the_limit() {
        let error = OptionsReport::new(&"nim(5000)".parse().unwrap(), 1000).unwrap_err();
        assert_eq!(error.limit().unwrap().name(), "legal_moves");
    }
}
