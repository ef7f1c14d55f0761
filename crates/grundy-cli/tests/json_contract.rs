//! The JSON contract: the checked-in JSON Schemas are the ones the library's report types
//! generate, `docs/JSON.md` documents every field of every answer, and every command's `--json`
//! answer validates against its schema and reads back into its typed report.
//!
//! After a deliberate change to a report type, regenerate the schemas with
//! `GRUNDY_BLESS=1 cargo test -p grundy-cli --test json_contract` and document the change.

mod common;

use std::collections::BTreeSet;
use std::fs;

use grundy::engine::{Convention, Outcome};
use grundy::report::{
    BashReport, ErrorReport, Int, LosingHeapsReport, MisereQuotientReport, NimReport,
    OctalSequenceReport, SubtractionPeriodReport, SubtractionSequenceReport, SumReport,
    TakeAwayReport, WythoffPairReport, WythoffReport, WythoffRowReport, WythoffTableReport,
    schemas,
};
use serde_json::Value;

use common::{answer, json, schema_dir};

fn pretty(schema: &impl serde::Serialize) -> String {
    let mut text = serde_json::to_string_pretty(schema).expect("a schema serialises");
    text.push('\n');
    text
}

#[test]
fn checked_in_schemas_are_the_ones_the_types_generate() {
    let bless = std::env::var_os("GRUNDY_BLESS").is_some();
    let dir = schema_dir();
    let mut expected_files = BTreeSet::new();
    for (kind, schema) in schemas() {
        let file = format!("{kind}.schema.json");
        let path = dir.join(&file);
        let generated = pretty(&schema);
        if bless {
            fs::create_dir_all(&dir).expect("schema folder");
            fs::write(&path, &generated).expect("write schema");
        }
        let checked_in = fs::read_to_string(&path).unwrap_or_default();
        assert!(
            checked_in == generated,
            "{} differs from the schema the code generates; if the change is intended, run \
             GRUNDY_BLESS=1 cargo test -p grundy-cli --test json_contract and update docs/JSON.md",
            path.display()
        );
        expected_files.insert(file);
    }
    let present: BTreeSet<String> = fs::read_dir(&dir)
        .expect("docs/schema exists")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        present, expected_files,
        "docs/schema holds exactly one file per answer kind"
    );
}

/// The property names of an object schema.
fn properties(schema: &Value) -> Vec<String> {
    schema["properties"]
        .as_object()
        .map(|p| p.keys().cloned().collect())
        .unwrap_or_default()
}

/// The text of the section of docs/JSON.md headed `### `title``.
fn section<'a>(doc: &'a str, title: &str) -> &'a str {
    let heading = format!("### `{title}`");
    let start = doc
        .find(&heading)
        .unwrap_or_else(|| panic!("docs/JSON.md has no section {heading}"));
    let rest = &doc[start + heading.len()..];
    let end = rest.find("\n### ").unwrap_or(rest.len());
    &rest[..end]
}

#[test]
fn docs_json_md_documents_every_field_of_every_answer() {
    let doc = fs::read_to_string(schema_dir().join("../JSON.md")).expect("docs/JSON.md");
    for (kind, schema) in schemas() {
        let value = serde_json::to_value(&schema).expect("schema as JSON");
        let text = section(&doc, kind);
        for field in properties(&value) {
            assert!(
                text.contains(&format!("`{field}`")),
                "docs/JSON.md, section `{kind}`, does not document `{field}`"
            );
        }
        for (name, definition) in value["$defs"].as_object().into_iter().flatten() {
            let fields = properties(definition);
            if fields.is_empty() {
                continue;
            }
            let text = section(&doc, name);
            for field in fields {
                assert!(
                    text.contains(&format!("`{field}`")),
                    "docs/JSON.md, section `{name}`, does not document `{field}`"
                );
            }
        }
    }
}

fn int(value: u64) -> Int {
    Int::from(value)
}

#[test]
fn every_single_game_answer_validates_and_reads_back() {
    let report: WythoffReport = json(&["wythoff", "9", "4", "--json"]);
    assert_eq!(
        (report.outcome, report.winning_move_count),
        (Outcome::N, report.winning_moves.len())
    );
    assert_eq!(report.heaps, [int(9), int(4)]);
    let table: WythoffTableReport = json(&["table", "wythoff", "--size", "10", "--json"]);
    assert_eq!(
        report.grundy,
        Some(int(table.rows.row(9)[4])),
        "the same g(9, 4)"
    );
    let report: WythoffReport = json(&["wythoff", "3", "5", "--misere", "--explain", "--json"]);
    assert_eq!(report.convention, Convention::Misere);
    assert!(report.explanation.is_some() && report.grundy.is_none());
    let big = "7".repeat(2500);
    let report: WythoffReport = json(&["wythoff", &big, &big, "--json"]);
    assert_eq!(report.outcome, Outcome::N);
    assert_eq!(report.heaps[0].to_string(), big);
    let report: WythoffPairReport = json(&["wythoff", "--pair", "10", "--json"]);
    assert_eq!(report.position, [int(16), int(26)]);

    let report: NimReport = json(&["nim", "5", "7", "9", "--max-take", "3", "--json"]);
    assert_eq!(report.max_take, Some(int(3)));
    assert_eq!(report.winning_move_count, 3);
    let report: NimReport = json(&["nim", "1", "1", "1", "--misere", "--json"]);
    assert_eq!((report.outcome, report.grundy), (Outcome::P, None));

    let report: BashReport = json(&["bash", "10", "--max", "3", "--json"]);
    assert_eq!(
        (report.grundy, report.winning_move_count),
        (Some(int(2)), 1)
    );
    let report: BashReport = json(&["bash", "9", "--max", "3", "--misere", "--json"]);
    assert_eq!((report.outcome, report.grundy), (Outcome::P, None));

    let report: TakeAwayReport = json(&["fib", "20", "--json"]);
    assert_eq!(report.k, "2");
    assert_eq!(report.decomposition, [int(13), int(5), int(2)]);
    assert_eq!(report.least_winning_move, Some(int(2)));
    let report: TakeAwayReport = json(&[
        "takeaway",
        "20",
        "--k",
        "2.5",
        "--cap",
        "4",
        "--losing-heaps",
        "5",
        "--json",
    ]);
    assert_eq!(report.k, "5/2");
    assert_eq!(report.losing_heaps.as_ref().map(Vec::len), Some(5));
    let report: LosingHeapsReport = json(&["fib", "--losing-heaps", "6", "--json"]);
    assert_eq!(report.losing_heaps, [1, 2, 3, 5, 8, 13].map(int));
}

#[test]
fn sums_and_batch_lines_validate_and_read_back() {
    let report: SumReport = json(&[
        "analyze",
        "nim(3,4,5) + bash(10,max=3) + kayles(5)",
        "--json",
    ]);
    assert_eq!(report.method, "sprague_grundy");
    let games: Vec<&str> = report.components.iter().map(|c| c.game.name()).collect();
    assert_eq!(games, ["nim", "bash", "octal"]);
    let report: SumReport = json(&["analyze", "nim(1,1) + bash(5,max=2)", "--misere", "--json"]);
    assert_eq!(report.method, "misere_bouton");
    // A Wythoff P-position is worth 0 (a Sprague–Grundy answer); its neighbour beyond the
    // table is decided by the closed form alone.
    let report: SumReport = json(&["analyze", "wythoff(165580140,267914295)", "--json"]);
    assert_eq!(
        (report.method.name(), report.outcome),
        ("sprague_grundy", Outcome::P)
    );
    let report: SumReport = json(&["analyze", "wythoff(165580140,267914296)", "--json"]);
    assert_eq!(
        (report.method.name(), report.outcome),
        ("closed_form", Outcome::N)
    );

    let output = std::process::Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["analyze", "--batch", "--json"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            let mut stdin = child.stdin.take().expect("stdin");
            stdin
                .write_all(b"nim(1,2)\nnim(3,4,x)\nnim(1) + wythoff(100000,200000)\nkayles(7)\n")?;
            drop(stdin);
            child.wait_with_output()
        })
        .expect("grundy runs");
    let lines: Vec<&str> = std::str::from_utf8(&output.stdout)
        .expect("utf-8")
        .lines()
        .collect();
    assert_eq!(lines.len(), 4);
    let _: SumReport = answer(lines[0]);
    let error: ErrorReport = answer(lines[1]);
    assert_eq!(
        (error.line, error.column, error.kind.name()),
        (Some(2), Some(9), "invalid_number")
    );
    let error: ErrorReport = answer(lines[2]);
    assert_eq!(error.kind, "too_large");
    let limit = error.limit.expect("the limit is named");
    // Beyond the table, the value would come from row min(a, b)'s period: the row is the limit.
    assert_eq!(
        (limit.name.as_str(), limit.max, limit.requested),
        ("wythoff_row_index", int(4095), Some(int(100_000)))
    );
    let _: SumReport = answer(lines[3]);
}

#[test]
fn sequences_and_tables_validate_and_read_back() {
    let report: SubtractionSequenceReport = json(&["seq", "sub", "1,3,4", "--to", "30", "--json"]);
    assert_eq!((report.preperiod, report.period), (Some(0), Some(7)));
    assert_eq!(report.values.as_ref().map(|v| v.len()), Some(31));
    let report: SubtractionSequenceReport =
        json(&["seq", "sub", "2,5,7", "--to", "12", "--outcomes", "--json"]);
    assert!(report.values.is_none());
    assert_eq!(report.outcomes.map(|o| o.letters().len()), Some(13));
    let report: SubtractionPeriodReport =
        json(&["seq", "sub", "{1,3,4}", "--period-only", "--json"]);
    assert_eq!(report.period, 7);

    let report: OctalSequenceReport = json(&["seq", "octal", "kayles", "--to", "200", "--json"]);
    assert_eq!((report.preperiod, report.period), (Some(71), Some(12)));
    assert_eq!(report.name.as_deref(), Some("kayles"));
    let report: OctalSequenceReport = json(&["seq", "octal", "0.6", "--to", "5000", "--json"]);
    assert_eq!(report.method, "sparse");
    assert!(report.mask.is_some() && report.rare_heaps.is_some());
    let report: OctalSequenceReport = json(&["seq", "octal", "grundy", "--to", "30", "--json"]);
    assert_eq!((report.game.name(), report.code), ("grundy", None));

    let report: WythoffTableReport = json(&["table", "wythoff", "--size", "5", "--json"]);
    assert_eq!(report.rows.row(2), [2, 0, 1, 5, 3]);
    let report: WythoffRowReport =
        json(&["table", "wythoff", "--row", "3", "--to", "1000", "--json"]);
    assert_eq!(report.period_status, "proven");
    assert!(report.proof.is_some());
    assert_eq!(report.values.len(), 1001);
}

#[test]
fn misere_quotients_and_sums_validate_and_read_back() {
    let report: MisereQuotientReport = json(&["misere", "kayles", "--json"]);
    assert_eq!(report.status, "proven");
    assert_eq!((report.preperiod, report.period), (Some(71), Some(12)));
    assert_eq!(report.order, 40);
    assert_eq!(report.elements.len(), 40);
    assert_eq!(report.table.len(), 40);
    assert_eq!(report.heap_map.len() as u64, report.heaps_computed + 1);
    assert_eq!(report.p_portion.len(), 9);
    let report: MisereQuotientReport = json(&["misere", "dawsons", "--to", "40", "--json"]);
    assert_eq!(report.status, "holds");
    assert!(report.stopped.is_some());
    let report: SumReport = json(&[
        "analyze",
        "kayles(7) + kayles(9) + kayles(12)",
        "--misere",
        "--json",
    ]);
    assert_eq!(report.method, "misere_quotient");
    assert_eq!(report.winning_move_count, 4u64.into());
}
