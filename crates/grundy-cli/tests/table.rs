//! End-to-end tests of `grundy table wythoff`: the JSON contract, text and CSV, rows with their
//! additive period, pictures, and the one-line errors with exit status 2.

mod common;

use common::{error_of, json, stdout_of};

use std::path::PathBuf;

use grundy::report::{ProofReport, Table, Values, WythoffRowReport, WythoffTableReport};

fn temp_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-table-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// g(a, b) by the definition (mex over every option), for checking the binary's tables.
fn brute_force(size: usize) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; size]; size];
    for a in 0..size {
        for b in 0..size {
            let mut options: Vec<u64> = (0..a).map(|x| g[x][b]).collect();
            options.extend((0..b).map(|y| g[a][y]));
            options.extend((1..=a.min(b)).map(|t| g[a - t][b - t]));
            g[a][b] = (0..).find(|v| !options.contains(v)).expect("a mex");
        }
    }
    g
}

/// The answer for a table of `rows`.
fn table(rows: Vec<Vec<u64>>) -> WythoffTableReport {
    WythoffTableReport {
        schema_version: 1,
        answer: "wythoff_table".parse().unwrap(),
        game: "wythoff".parse().unwrap(),
        size: rows.len(),
        rows: Table::from(rows),
    }
}

#[test]
fn size_json_is_the_contract() {
    let report: WythoffTableReport = json(&["table", "wythoff", "--size", "4", "--json"]);
    assert_eq!(
        report,
        table(vec![
            vec![0, 1, 2, 3],
            vec![1, 2, 0, 4],
            vec![2, 0, 1, 5],
            vec![3, 4, 5, 6],
        ])
    );
    let report: WythoffTableReport = json(&["table", "wythoff", "--size", "0", "--json"]);
    assert_eq!(report, table(vec![]));
}

#[test]
fn size_json_equals_brute_force() {
    let size = 40;
    let report: WythoffTableReport = json(&[
        "table",
        "wythoff",
        "--size",
        "40",
        "--json",
        "--threads",
        "2",
    ]);
    assert_eq!(report, table(brute_force(size)));
}

#[test]
fn csv_and_text_show_the_same_table() {
    assert_eq!(
        stdout_of(&["table", "wythoff", "--size", "3", "--csv"]),
        "0,1,2\n1,2,0\n2,0,1\n"
    );
    assert_eq!(
        stdout_of(&["table", "wythoff", "--size", "3"]),
        "Grundy values g(a, b) of Wythoff's game, row a, column b, 0 <= a, b < 3:\n\
         0 1 2\n1 2 0\n2 0 1\n"
    );
}

#[test]
fn a_row_reports_its_proven_additive_period() {
    // Row 3: 3 4 5 6 2 0 1 9 | 10 12 8 7 15 11 | 16 18 14 13 21 17 | … period 6 from b = 8,
    // proven by rows 0..=3 repeating their joint state between columns 13 and 19.
    let report: WythoffRowReport =
        json(&["table", "wythoff", "--row", "3", "--to", "30", "--json"]);
    assert_eq!(
        report,
        WythoffRowReport {
            schema_version: 1,
            answer: "wythoff_row".parse().unwrap(),
            game: "wythoff".parse().unwrap(),
            row: 3,
            to: 30,
            values: Values::from(vec![
                3, 4, 5, 6, 2, 0, 1, 9, 10, 12, 8, 7, 15, 11, 16, 18, 14, 13, 21, 17, 22, 24, 20,
                19, 27, 23, 28, 30, 26, 25, 33,
            ]),
            preperiod: Some(8),
            period: Some(6),
            period_status: "proven".parse().unwrap(),
            proof: Some(ProofReport {
                columns: [13, 19],
                joint_period: 6,
            }),
            verified_through: 30,
        }
    );
    let text = stdout_of(&["table", "wythoff", "--row", "3", "--to", "30"]);
    assert!(
        text.ends_with(
            "Additive period: g(3, b + 6) = g(3, b) + 6 for every b >= 8 (proven: rows 0..=3 \
             have the same joint state, relative to the column, at b = 13 and b = 19, and that \
             state decides all later columns)\n"
        ),
        "{text}"
    );
}

#[test]
fn a_row_too_short_for_the_proof_reports_a_detected_period() {
    // Row 20 has period 384 from b = 1165: seen three times by b = 2400, but the search for a
    // repeat of the joint state of rows 0..=20 (against the states saved at 2a + 2^k − 1) first
    // succeeds at b = 2471.
    let report: WythoffRowReport =
        json(&["table", "wythoff", "--row", "20", "--to", "2400", "--json"]);
    assert_eq!(report.preperiod, Some(1165));
    assert_eq!(report.period, Some(384));
    assert_eq!(report.period_status, "detected");
    assert_eq!(report.proof, None);
    assert_eq!(report.verified_through, 2400);
    assert_eq!(
        (report.row, report.to, report.values.len()),
        (20, 2400, 2401)
    );
    let text = stdout_of(&["table", "wythoff", "--row", "20", "--to", "2400"]);
    assert!(
        text.contains("for every b >= 1165 up to b = 2400"),
        "{text}"
    );
    assert!(text.contains("not proven"), "{text}");

    let report: WythoffRowReport =
        json(&["table", "wythoff", "--row", "20", "--to", "2470", "--json"]);
    assert_eq!(report.period_status, "proven");
    assert_eq!(
        report.proof,
        Some(ProofReport {
            columns: [2087, 2471],
            joint_period: 384,
        })
    );
    assert_eq!((report.preperiod, report.period), (Some(1165), Some(384)));
}

#[test]
fn a_row_agrees_with_the_table() {
    let table = brute_force(60);
    let csv = stdout_of(&["table", "wythoff", "--row", "7", "--to", "59", "--csv"]);
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("b,g"));
    for (b, line) in lines.enumerate() {
        assert_eq!(line, format!("{b},{}", table[7][b]));
    }
}

#[test]
fn a_short_row_says_no_period_was_found() {
    let report: WythoffRowReport = json(&["table", "wythoff", "--row", "9", "--to", "5", "--json"]);
    assert_eq!((report.preperiod, report.period), (None, None));
    assert_eq!(report.period_status, "not_found");
    assert_eq!(report.proof, None);
    assert_eq!(report.verified_through, 5);
    assert_eq!(report.values.to_vec(), brute_force(10)[9][..=5]);
}

#[test]
fn plots_are_written_in_both_formats() {
    let dir = temp_dir();
    for (name, args) in [
        ("board.svg", &["--size", "20"][..]),
        ("board.png", &["--size", "20"][..]),
        ("heat.png", &["--size", "100"][..]),
        ("heat.svg", &["--size", "100"][..]),
        ("row.svg", &["--row", "4", "--to", "200"][..]),
        ("row.png", &["--row", "4", "--to", "200"][..]),
    ] {
        let path = dir.join(name);
        let path_text = path.to_str().expect("utf-8 path");
        let mut all = vec!["table", "wythoff"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["--plot", path_text]);
        assert_eq!(stdout_of(&all), format!("Wrote {path_text}\n"));
        let bytes = std::fs::read(&path).expect("the picture exists");
        if name.ends_with(".png") {
            assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{name}");
        } else {
            let svg = String::from_utf8(bytes).expect("utf-8 svg");
            assert!(
                svg.starts_with("<svg") && svg.ends_with("</svg>\n"),
                "{name}"
            );
        }
    }
    let board = std::fs::read_to_string(dir.join("board.svg")).expect("board");
    assert!(board.contains("P-position") && board.contains("b = φa"));
    assert!(board.contains("a  (first heap)") && board.contains("b  (second heap)"));
    let row = std::fs::read_to_string(dir.join("row.svg")).expect("row");
    assert!(
        row.contains("preperiod b₀ = 9") && row.contains("additive period p = 12"),
        "row 4"
    );
    let heat = std::fs::read_to_string(dir.join("heat.svg")).expect("heatmap");
    assert!(
        heat.contains("Grundy values of Wythoff&apos;s game, 100 × 100")
            && heat.contains("g(a, b)")
    );
    // The PNGs decode, at the pictures' sizes.
    for (name, size) in [
        ("board.png", (1300, 1000)),
        ("heat.png", (1240, 1000)),
        ("row.png", (1400, 760)),
    ] {
        let bytes = std::fs::read(dir.join(name)).expect("the picture");
        let reader = png::Decoder::new(std::io::Cursor::new(bytes))
            .read_info()
            .expect(name);
        assert_eq!((reader.info().width, reader.info().height), size, "{name}");
    }
    std::fs::remove_dir_all(&dir).expect("cleanup");
}

#[test]
fn queen_draws_her_moves_on_the_board() {
    // Its own folder: the other picture test removes temp_dir() when it ends.
    let dir = std::env::temp_dir().join(format!("grundy-table-queen-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("queen.svg");
    let path_text = path.to_str().expect("utf-8 path");
    // --queen alone chooses the board, whatever the file's name.
    let args = [
        "table", "wythoff", "--size", "20", "--plot", path_text, "--queen", "10,13",
    ];
    assert_eq!(stdout_of(&args), format!("Wrote {path_text}\n"));
    let svg = std::fs::read_to_string(&path).expect("the board");
    assert!(svg.contains("the queen at (10, 13)"), "the queen");
    // Her three winning moves, from the library: along her row, column and diagonal.
    assert!(
        svg.contains("to (4, 7), (8, 13), (10, 6)"),
        "her winning moves"
    );
    let off = error_of(&[
        "table", "wythoff", "--size", "20", "--plot", path_text, "--queen", "20,3",
    ]);
    assert!(off.contains("(20, 3)") && off.contains("below 20"), "{off}");
    let bad = error_of(&[
        "table", "wythoff", "--size", "20", "--plot", path_text, "--queen", "4",
    ]);
    assert!(bad.contains("A,B"), "{bad}");
    let heatmap = error_of(&[
        "table",
        "wythoff",
        "--size",
        "20",
        "--plot",
        path_text,
        "--plot-kind",
        "heatmap",
        "--queen",
        "1,2",
    ]);
    assert!(heatmap.contains("board"), "{heatmap}");
    let alone = error_of(&["table", "wythoff", "--size", "20", "--queen", "1,2"]);
    assert!(alone.contains("--plot"), "{alone}");
    std::fs::remove_dir_all(&dir).expect("cleanup");
}

#[test]
fn limits_and_bad_input_are_one_line_errors() {
    let too_big = error_of(&["table", "wythoff", "--size", "16385"]);
    assert!(too_big.contains("16384"), "{too_big}");
    let long_row = error_of(&["table", "wythoff", "--row", "2", "--to", "100000000000"]);
    assert!(long_row.contains("100000000"), "{long_row}");
    let heavy_row = error_of(&["table", "wythoff", "--row", "4000", "--to", "100000"]);
    assert!(heavy_row.contains("(a+1)²·(B+1)"), "{heavy_row}");
    // Rows 0..=a keep (a + 1)² values whatever B is (reviewed: this one asked for 80 GB).
    let big_row = error_of(&["table", "wythoff", "--row", "100000", "--to", "5"]);
    assert!(big_row.contains("a <= 4095"), "{big_row}");
    let format = error_of(&["table", "wythoff", "--size", "5", "--plot", "x.jpg"]);
    assert!(format.contains(".svg or .png"), "{format}");
    let board = error_of(&["table", "wythoff", "--size", "20000", "--plot", "board.svg"]);
    assert!(board.contains("16384"), "{board}");
    error_of(&["table", "wythoff", "--size", "5", "--row", "2", "--to", "9"]);
    error_of(&["table", "wythoff", "--row", "2"]);
    error_of(&["table", "wythoff", "--size", "-3"]);
    error_of(&["table", "wythoff", "--size", "5", "--threads", "0"]);
    error_of(&["table", "wythoff", "--size", "5", "--json", "--csv"]);
}

/// Rows 0..rows of g(a, b), b < columns, by the same definition, for long rows: the values
/// already in a row are kept as a set (with the least value not in it), which is the same mex.
fn rows_by_rules(rows: usize, columns: usize) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; columns]; rows];
    let mut in_row = vec![vec![false; rows + columns]; rows];
    let mut least_missing = vec![0; rows];
    for b in 0..columns {
        for a in 0..rows {
            let column = (0..a).map(|x| g[x][b]);
            let diagonal = (1..=a.min(b)).map(|t| g[a - t][b - t]);
            let others: Vec<u64> = column.chain(diagonal).collect();
            let mut v = least_missing[a];
            while in_row[a][v] || others.contains(&(v as u64)) {
                v += 1;
            }
            g[a][b] = v as u64;
            in_row[a][v] = true;
            while in_row[a][least_missing[a]] {
                least_missing[a] += 1;
            }
        }
    }
    g
}

/// The least p with g(a, b + p) = g(a, b) + p on the later half of a long row, and the least
/// b0 from which it holds.
fn additive_period(row: &[u64]) -> (usize, usize) {
    let holds = |p: usize, b: usize| row[b + p] == row[b] + p as u64;
    let half = row.len() / 2;
    let p = (1..half / 2)
        .find(|&p| (half..row.len() - p).all(|b| holds(p, b)))
        .expect("a period on the later half");
    let mut b0 = half;
    while b0 > 0 && holds(p, b0 - 1) {
        b0 -= 1;
    }
    (b0, p)
}

#[test]
fn expected_tables_rows_and_periods_are_those_of_the_rules() {
    // The tables the tests above expect, through the binary, against the definition.
    let report: WythoffTableReport = json(&["table", "wythoff", "--size", "4", "--json"]);
    assert_eq!(report.rows.rows().collect::<Vec<_>>(), brute_force(4));
    let csv: String = brute_force(3)
        .iter()
        .map(|row| {
            format!(
                "{}\n",
                row.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
            )
        })
        .collect();
    assert_eq!(
        stdout_of(&["table", "wythoff", "--size", "3", "--csv"]),
        csv
    );
    let long = rows_by_rules(21, 6000);
    let csv = stdout_of(&["table", "wythoff", "--row", "3", "--to", "30", "--csv"]);
    for (b, line) in csv.lines().skip(1).enumerate() {
        assert_eq!(line, format!("{b},{}", long[3][b]), "row 3");
    }
    // Row 3: period 6 from b = 8; row 4: period 12; row 20: period 384 from b = 1165. The
    // proof columns (13 and 19, 2087 and 2471) are the crate's own method, not checked here.
    assert_eq!(additive_period(&long[3]), (8, 6));
    assert_eq!(additive_period(&long[4]).1, 12);
    assert_eq!(additive_period(&long[20]), (1165, 384));
}
