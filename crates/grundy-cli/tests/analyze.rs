//! End-to-end tests of `grundy analyze`: whole JSON and text outputs, batch streaming, errors
//! that point at a column, and the misère refusal.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Output, Stdio};

fn grundy(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the grundy binary runs");
    let mut input = child.stdin.take().expect("stdin");
    let text = stdin.to_string();
    let writer = std::thread::spawn(move || input.write_all(text.as_bytes()));
    let output = child.wait_with_output().expect("grundy finishes");
    writer
        .join()
        .expect("writer thread")
        .expect("stdin written");
    output
}

fn stdout_of(args: &[&str]) -> String {
    let output = grundy(args, "");
    assert!(
        output.status.success(),
        "grundy {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("utf-8")
}

fn json_of(expr: &str, extra: &[&str]) -> String {
    let mut args = vec!["analyze", expr, "--json"];
    args.extend_from_slice(extra);
    let text = stdout_of(&args);
    assert_eq!(text.lines().count(), 1, "one JSON line: {text}");
    text.trim_end().to_string()
}

/// The one stderr line of a failing run (exit status 2, nothing on stdout).
fn error_of(args: &[&str]) -> String {
    let output = grundy(args, "");
    assert_eq!(output.status.code(), Some(2), "grundy {args:?} should fail");
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr).expect("utf-8");
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    stderr.trim_end().to_string()
}

#[test]
fn json_of_a_sum_lists_values_and_every_winning_move() {
    assert_eq!(
        json_of("nim(3,4,5) + bash(10, max=3) + kayles(5)", &[]),
        r#"{"expr":"nim(3,4,5) + bash(10,max=3) + kayles(5)","convention":"normal","outcome":"N","grundy":4,"components":[{"expr":"nim(3,4,5)","grundy":2},{"expr":"bash(10,max=3)","grundy":2},{"expr":"kayles(5)","grundy":4}],"winning_moves":[{"component":0,"heap":1,"to":0},{"component":0,"heap":2,"to":1},{"component":2,"take":1,"leaves":[2,2]}]}"#
    );
    assert_eq!(
        json_of("wythoff(3,5) + fib(20) + sub(10,{1,3,4})", &[]),
        r#"{"expr":"wythoff(3,5) + fib(20) + sub(10,{1,3,4})","convention":"normal","outcome":"N","grundy":6,"components":[{"expr":"wythoff(3,5)","grundy":0},{"expr":"fib(20)","grundy":7},{"expr":"sub(10,{1,3,4})","grundy":1}],"winning_moves":[{"component":0,"to":[3,3]},{"component":1,"take":1,"to":19},{"component":1,"take":6,"to":14},{"component":1,"take":19,"to":1}]}"#
    );
    assert_eq!(
        json_of("nim(1,2,3)", &[]),
        r#"{"expr":"nim(1,2,3)","convention":"normal","outcome":"P","grundy":0,"components":[{"expr":"nim(1,2,3)","grundy":0}],"winning_moves":[]}"#
    );
}

#[test]
fn json_integers_are_written_in_full() {
    // X = (2^128 + 1) ⊕ 1 = 2^128: only the Nim heap can move to value 1.
    let big = "340282366920938463463374607431768211457"; // 2^128 + 1
    assert_eq!(
        json_of(&format!("nim({big}) + wythoff(0,1)"), &[]),
        format!(
            r#"{{"expr":"nim({big}) + wythoff(0,1)","convention":"normal","outcome":"N","grundy":340282366920938463463374607431768211456,"components":[{{"expr":"nim({big})","grundy":{big}}},{{"expr":"wythoff(0,1)","grundy":1}}],"winning_moves":[{{"component":0,"heap":0,"to":1}}]}}"#
        )
    );
}

#[test]
fn a_lone_component_beyond_its_table_says_why_and_still_answers() {
    assert_eq!(
        json_of("wythoff(165580140, 267914295)", &[]),
        r#"{"expr":"wythoff(165580140,267914295)","convention":"normal","outcome":"P","grundy":null,"components":[{"expr":"wythoff(165580140,267914295)","grundy":null,"why":"Wythoff Grundy values have no closed form; g is computed from the table of all smaller positions, limited to a + b <= 16384 and (a+1)(b+1) <= 4194304"}],"winning_moves":[]}"#
    );
    let json = json_of("fib(100000)", &[]);
    assert!(
        json.contains(r#""outcome":"N""#) && json.contains("heaps of at most 2000"),
        "{json}"
    );
}

#[test]
fn misere_json_for_nim_and_bash() {
    assert_eq!(
        json_of("nim(1,1) + bash(5,max=2)", &["--misere"]),
        r#"{"expr":"nim(1,1) + bash(5,max=2)","convention":"misere","outcome":"N","grundy":null,"components":[{"expr":"nim(1,1)","grundy":null,"why":"misère play: Grundy values do not add up"},{"expr":"bash(5,max=2)","grundy":null,"why":"misère play: Grundy values do not add up"}],"winning_moves":[{"component":1,"take":1,"to":4}]}"#
    );
}

#[test]
fn text_output_names_components_and_moves() {
    assert_eq!(
        stdout_of(&["analyze", "nim(3,4,5) + wythoff(3,5) + fib(20)"]),
        "Sum: nim(3,4,5) + wythoff(3,5) + fib(20) (normal play)
Outcome: N (the player to move wins)
Grundy value: 5
Components:
  [0] nim(3,4,5): g = 2
  [1] wythoff(3,5): g = 0
  [2] fib(20): g = 7
Winning moves (6):
  [0] nim(3,4,5): heap 1 -> 1
  [0] nim(3,4,5): heap 2 -> 0
  [1] wythoff(3,5): -> (0, 5)
  [1] wythoff(3,5): -> (3, 2)
  [2] fib(20): take 5 -> 15
  [2] fib(20): take 18 -> 2
"
    );
    let explained = stdout_of(&["analyze", "nim(3,4,5) + bash(10,max=3)", "--explain"]);
    assert!(explained.contains("X = 2 ⊕ 2 = 0."), "{explained}");
}

#[test]
fn errors_point_at_the_column_on_one_line() {
    assert_eq!(
        error_of(&["analyze", "nim(3,4,x)"]),
        "grundy: error: at column 9 of 'nim(3,4,x)': invalid heap size 'x': expected a \
         non-negative integer written in decimal digits 0-9 (any number of digits)"
    );
    assert_eq!(
        error_of(&["analyze", "bash(10, max=0)"]),
        "grundy: error: at column 14 of 'bash(10, max=0)': max=0 allows no move: expected max >= 1"
    );
    let long = format!("nim({}) + nom(3)", "1".repeat(200));
    let message = error_of(&["analyze", &long]);
    assert!(
        message.starts_with("grundy: error: at column 209 of 'nim(1111"),
        "{message}"
    );
    assert!(message.contains("...': unknown game 'nom'"), "{message}");
}

#[test]
fn a_sum_with_an_uncomputed_value_is_an_error_naming_the_component() {
    assert_eq!(
        error_of(&["analyze", "nim(1) + wythoff(100000,200000)"]),
        "grundy: error: the Grundy value of component 1 'wythoff(100000,200000)' is not computed, \
         so the sum's is not either: Wythoff Grundy values have no closed form; g is computed from \
         the table of all smaller positions, limited to a + b <= 16384 and (a+1)(b+1) <= 4194304"
    );
}

#[test]
fn misere_is_refused_where_no_exact_method_applies() {
    assert_eq!(
        error_of(&["analyze", "wythoff(1000,2000) + fib(3)", "--misere"]),
        "grundy: error: misère play is exact only for sums of nim and bash components (Bouton's \
         rule), a single wythoff, or sums small enough to search whole; 'wythoff(1000,2000) + \
         fib(3)' is none of these: the whole sum may have 20030010 positions, more than the \
         2000000 exhaustive search allows"
    );
}

#[test]
fn batch_answers_ten_thousand_lines_one_per_line_and_goes_on_after_bad_ones() {
    let mut input = String::new();
    for i in 0..10_000 {
        match i {
            4321 => input.push_str("nim(3,4,x)\n"),
            7000 => input.push_str("fib(5) + fib(3000)\n"),
            _ => input.push_str(&format!("nim({i},3) + bash({i}, max=4)\n")),
        }
    }
    let output = grundy(&["analyze", "--batch", "--json"], &input);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr).trim_end(),
        "grundy: error: 2 of 10000 lines could not be analysed (the first: line 4322); each has an \
         error line in the output"
    );
    let stdout = String::from_utf8(output.stdout).expect("utf-8");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 10_000);
    assert_eq!(
        lines[0],
        r#"{"expr":"nim(0,3) + bash(0,max=4)","convention":"normal","outcome":"N","grundy":3,"components":[{"expr":"nim(0,3)","grundy":3},{"expr":"bash(0,max=4)","grundy":0}],"winning_moves":[{"component":0,"heap":1,"to":0}]}"#
    );
    assert_eq!(
        lines[4321],
        r#"{"line":4322,"error":"invalid heap size 'x': expected a non-negative integer written in decimal digits 0-9 (any number of digits)","column":9}"#
    );
    assert!(
        lines[7000]
            .starts_with(r#"{"line":7001,"error":"the Grundy value of component 1 'fib(3000)'"#)
    );
    assert!(lines[9999].starts_with(r#"{"expr":"nim(9999,3) + bash(9999,max=4)""#));
}

#[test]
fn batch_text_is_one_summary_line_per_input_line() {
    let output = grundy(
        &["analyze", "--batch"],
        "nim(1,2)\r\nkayles(7)\n\nwythoff(3,5)",
    );
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(output.stdout).expect("utf-8"),
        "nim(1,2): N g=3 winning moves: [0] heap 1 -> 1
kayles(7): N g=2 winning moves: [0] take 1 -> (3, 3); [0] take 2 -> (1, 4)
error: line 3: at column 1: empty expression: expected a sum of games such as nim(3,4,5), bash(10,max=3), wythoff(3,5), takeaway(20,k=3/2), fib(20), sub(10,{1,3,4}), octal(20,0.07), kayles(9), dawsons(9)
wythoff(3,5): P g=0 winning moves: none
"
    );
    let ok = grundy(&["analyze", "--batch", "--misere"], "nim(1,1,1)\n");
    assert!(ok.status.success());
    assert_eq!(
        String::from_utf8_lossy(&ok.stdout),
        "nim(1,1,1): P g=- winning moves: none\n"
    );
}

#[test]
fn batch_streams_each_answer_before_the_next_line_is_read() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["analyze", "--batch", "--json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the grundy binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    for (input, outcome) in [
        ("nim(1,2,3)", "P"),
        ("kayles(7)", "N"),
        ("wythoff(4,7)", "P"),
    ] {
        writeln!(stdin, "{input}").expect("write a line");
        stdin.flush().expect("flush");
        let mut answer = String::new();
        stdout
            .read_line(&mut answer)
            .expect("an answer arrives while stdin is still open");
        assert!(
            answer.contains(&format!(r#""outcome":"{outcome}""#)),
            "{input}: {answer}"
        );
    }
    drop(stdin);
    assert!(child.wait().expect("exits").success());
}

/// A component of the sums below, for the exhaustive check.
enum Part {
    Nim(Vec<u64>),
    Bash(u64, u64),
    Kayles(usize),
    Wythoff(u64, u64),
    Fib(u64),
    Sub(u64, Vec<u64>),
}

#[test]
fn expected_values_and_moves_agree_with_exhaustive_search() {
    // The values and winning moves the tests above expect, through the binary, against each
    // game's own rules: the brute-force solver on the `*Rules` games, and Kayles (knock down one
    // pin or two adjacent pins) by a mex loop here. A move in component i wins iff it leaves
    // the value g_i ⊕ X, X the sum's value (Sprague–Grundy).
    use grundy::Ratio;
    use grundy::engine::Solver;
    use grundy::games::bash::BashRules;
    use grundy::games::subtraction::SubtractionSet;
    use grundy::games::takeaway::TakeAwayRules;
    use grundy::games::wythoff::WythoffRules;
    use serde_json::{Value, json};

    let mut kayles: Vec<u64> = Vec::new();
    for n in 0..=10usize {
        let splits = (1..=n.min(2)).flat_map(|x| (0..=(n - x) / 2).map(move |a| (a, n - x - a)));
        let options: Vec<u64> = splits.map(|(a, b)| kayles[a] ^ kayles[b]).collect();
        kayles.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    let mut wythoff = Solver::new(WythoffRules);
    let mut fib = Solver::new(TakeAwayRules {
        k: Ratio::integer(2).unwrap(),
    });
    // A component's value, and every move with the value it leaves.
    let mut analyse = |part: &Part| -> (u64, Vec<(Value, u64)>) {
        match *part {
            Part::Nim(ref heaps) => {
                let value = heaps.iter().fold(0, |x, h| x ^ h);
                let moves = (0..heaps.len())
                    .flat_map(|i| (0..heaps[i]).map(move |to| (i, to)))
                    .map(|(i, to)| (json!({"heap": i, "to": to}), value ^ heaps[i] ^ to))
                    .collect();
                (value, moves)
            }
            Part::Bash(n, m) => {
                let mut solver = Solver::new(BashRules { max_take: m });
                let moves = (1..=m.min(n))
                    .map(|t| {
                        (
                            json!({"take": t, "to": n - t}),
                            solver.grundy(&(n - t)).unwrap().value(),
                        )
                    })
                    .collect();
                (solver.grundy(&n).unwrap().value(), moves)
            }
            Part::Sub(n, ref set) => {
                let mut solver = Solver::new(SubtractionSet::new(set.clone()).unwrap());
                let moves = set
                    .iter()
                    .filter(|&&t| t <= n)
                    .map(|&t| {
                        (
                            json!({"take": t, "to": n - t}),
                            solver.grundy(&(n - t)).unwrap().value(),
                        )
                    })
                    .collect();
                (solver.grundy(&n).unwrap().value(), moves)
            }
            Part::Kayles(n) => {
                let splits =
                    (1..=n.min(2)).flat_map(|x| (0..=(n - x) / 2).map(move |a| (x, a, n - x - a)));
                let moves = splits
                    .map(|(x, a, b)| {
                        let leaves: Vec<usize> = [a, b].into_iter().filter(|&h| h > 0).collect();
                        (json!({"take": x, "leaves": leaves}), kayles[a] ^ kayles[b])
                    })
                    .collect();
                (kayles[n], moves)
            }
            Part::Wythoff(a, b) => {
                let options = (0..a).map(|x| (x, b)).chain((0..b).map(|y| (a, y)));
                let options: Vec<(u64, u64)> = options
                    .chain((1..=a.min(b)).map(|t| (a - t, b - t)))
                    .collect();
                let moves = options
                    .into_iter()
                    .map(|(x, y)| {
                        (
                            json!({"to": [x, y]}),
                            wythoff.grundy(&(x, y)).unwrap().value(),
                        )
                    })
                    .collect();
                (wythoff.grundy(&(a, b)).unwrap().value(), moves)
            }
            Part::Fib(n) => {
                // A position is (heap, most the mover may take); the first move takes < n.
                let moves = (1..n)
                    .map(|t| {
                        let left = (n - t, (2 * t).min(n - t));
                        (
                            json!({"take": t, "to": n - t}),
                            fib.grundy(&left).unwrap().value(),
                        )
                    })
                    .collect();
                (fib.grundy(&(n, n - 1)).unwrap().value(), moves)
            }
        }
    };
    let cases = [
        (
            "nim(3,4,5) + bash(10, max=3) + kayles(5)",
            vec![Part::Nim(vec![3, 4, 5]), Part::Bash(10, 3), Part::Kayles(5)],
        ),
        (
            "wythoff(3,5) + fib(20) + sub(10,{1,3,4})",
            vec![
                Part::Wythoff(3, 5),
                Part::Fib(20),
                Part::Sub(10, vec![1, 3, 4]),
            ],
        ),
        ("nim(1,2,3)", vec![Part::Nim(vec![1, 2, 3])]),
        (
            "nim(3,4,5) + wythoff(3,5) + fib(20)",
            vec![Part::Nim(vec![3, 4, 5]), Part::Wythoff(3, 5), Part::Fib(20)],
        ),
        ("nim(1,2)", vec![Part::Nim(vec![1, 2])]),
        ("kayles(7)", vec![Part::Kayles(7)]),
        ("wythoff(3,5)", vec![Part::Wythoff(3, 5)]),
        (
            "nim(0,3) + bash(0, max=4)",
            vec![Part::Nim(vec![0, 3]), Part::Bash(0, 4)],
        ),
    ];
    for (text, parts) in cases {
        let got: Value = serde_json::from_str(&json_of(text, &[])).expect("JSON");
        let analysed: Vec<(u64, Vec<(Value, u64)>)> = parts.iter().map(&mut analyse).collect();
        let x = analysed.iter().fold(0, |x, (g, _)| x ^ g);
        assert_eq!(got["grundy"], x, "{text}");
        assert_eq!(got["outcome"], if x == 0 { "P" } else { "N" }, "{text}");
        let mut expected = Vec::new();
        for (i, (g, moves)) in analysed.iter().enumerate() {
            assert_eq!(got["components"][i]["grundy"], *g, "{text}: component {i}");
            for (mv, left) in moves {
                if *left == g ^ x {
                    let mut mv = mv.clone();
                    mv["component"] = json!(i);
                    expected.push(mv);
                }
            }
        }
        let mut listed = got["winning_moves"].as_array().expect("moves").clone();
        listed.sort_by_key(Value::to_string);
        expected.sort_by_key(Value::to_string);
        assert_eq!(listed, expected, "{text}");
    }
}
