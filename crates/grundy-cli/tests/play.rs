//! End-to-end tests of `grundy play`: the binary is given a whole script on stdin and its
//! whole transcript is read back. Scripts for long games are worked out with the library
//! (the same moves a player would find with `hint`); the computer is deterministic, so each
//! script plays the same game every time.

mod common;

use std::process::{Command, Output, Stdio};

use grundy::engine::Convention;
use grundy::expr::{Expr, SumMove};

fn run(args: &[&str], script: &[u8]) -> Output {
    common::grundy_with_input(args, script)
}

/// The transcript of a session that must succeed.
fn play(args: &[&str], script: &str) -> String {
    let mut full = vec!["play"];
    full.extend_from_slice(args);
    let output = run(&full, script.as_bytes());
    assert!(
        output.status.success(),
        "grundy {full:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout).expect("utf-8");
    assert!(
        !text.contains('\u{1b}'),
        "no terminal control codes: {text}"
    );
    text
}

/// Asserts that `lines` appear in `text`, in this order.
fn assert_in_order(text: &str, lines: &[&str]) {
    let mut rest = text;
    for line in lines {
        match rest.find(line) {
            Some(at) => rest = &rest[at + line.len()..],
            None => panic!("{line:?} missing (or out of order) in:\n{text}"),
        }
    }
}

fn expr(text: &str) -> Expr {
    text.parse().expect("a valid expression")
}

/// The computer's policy, as documented: its first winning move, else the smallest move.
fn computer(position: &Expr, convention: Convention) -> SumMove {
    let analysis = position.analyze(convention).expect("analysable");
    analysis
        .winning_moves
        .first()
        .cloned()
        .or_else(|| position.smallest_move())
        .expect("a move")
}

/// The human's lines of a whole game, with the human choosing by `human`; and whether the
/// human won (made the last move in normal play, did not in misère play).
fn script(
    start: &str,
    convention: Convention,
    computer_first: bool,
    mut human: impl FnMut(&Expr) -> SumMove,
) -> (String, bool) {
    let mut position = expr(start);
    let mut human_to_move = !computer_first;
    let mut lines = String::new();
    while !position.is_terminal() {
        let mv = if human_to_move {
            let mv = human(&position);
            lines.push_str(&position.move_notation(&mv));
            lines.push('\n');
            mv
        } else {
            computer(&position, convention)
        };
        position = position.apply(&mv).expect("a legal move");
        human_to_move = !human_to_move;
    }
    let human_moved_last = !human_to_move;
    (
        lines,
        human_moved_last == (convention == Convention::Normal),
    )
}

/// How the human chooses a move.
type Policy = Box<dyn FnMut(&Expr) -> SumMove>;

fn winning(convention: Convention) -> impl FnMut(&Expr) -> SumMove {
    move |position: &Expr| {
        let analysis = position.analyze(convention).expect("analysable");
        analysis.winning_moves[0].clone()
    }
}

#[test]
fn the_human_wins_nim_3_4_5_by_playing_the_winning_line() {
    let text = play(&["nim(3,4,5)"], "0 2\n0 1\n2 1\n2 1\n2 1\n2 1\n");
    assert_in_order(
        &text,
        &[
            "grundy play: nim(3,4,5), normal play: whoever makes the last move wins.",
            "you move first.",
            "    heap 1: ●●●   (3)\n    heap 2: ●●●●  (4)\n    heap 3: ●●●●● (5)\n> 0 2\n",
            "You: take 2 from heap 1 (3 → 1).",
            "Computer: take 1 from heap 3 (5 → 4).",
            "  Position: nim(1,4,4)",
            "Your move.",
            "You: take 1 from heap 1 (1 → 0).",
            "Computer: take 1 from heap 2 (4 → 3).",
            "You: take 1 from heap 3 (4 → 3).",
            "You: take 1 from heap 3 (1 → 0).",
            "  Position: nim(0,0,0)",
            "No move is left for the computer: you made the last move. You win!",
            "Game over after 11 moves.",
        ],
    );
    assert!(text.ends_with("Game over after 11 moves.\n"), "{text}");
}

#[test]
fn a_short_game_prints_exactly_this() {
    let text = play(&["bash(5,max=3)"], "1\n");
    let expected = "\
grundy play: bash(5,max=3), normal play: whoever makes the last move wins.
You play against the perfect opponent; you move first. Type a move, or help, hint, undo, board, quit.
  Position: bash(5,max=3)
    heap: ●●●●● (5)  take 1 to 3 now
> 1
You: take 1 (5 → 4).
  Position: bash(4,max=3)
    heap: ●●●● (4)  take 1 to 3 now
Computer: take 1 (4 → 3).
  Position: bash(3,max=3)
    heap: ●●● (3)  take 1 to 3 now
Your move.
> 
Goodbye (end of input; the game was not finished).
";
    assert_eq!(text, expected);
}

#[test]
fn the_computer_moving_first_in_an_n_position_wins_against_any_reply() {
    let cases = [
        ("nim(3,4,5)", Convention::Normal),
        ("wythoff(4,6)", Convention::Normal),
        ("fib(20)", Convention::Normal),
        ("kayles(7)", Convention::Normal),
        (
            "nim(2,3) + sub(9,{1,3,4}) + bash(6,max=2)",
            Convention::Normal,
        ),
        ("nim(1,2,4)", Convention::Misere),
    ];
    for (start, convention) in cases {
        let position = expr(start);
        let analysis = position.analyze(convention).expect("analysable");
        assert!(
            !analysis.winning_moves.is_empty(),
            "{start} is an N-position"
        );
        // Three ways to reply: the smallest move, the first legal move, and a pseudo-random one.
        let mut seed = 12345u64;
        let policies: [Policy; 3] = [
            Box::new(|p: &Expr| p.smallest_move().expect("a move")),
            Box::new(|p: &Expr| p.legal_moves(100_000).expect("listed")[0].clone()),
            Box::new(move |p: &Expr| {
                let moves = p.legal_moves(100_000).expect("listed");
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                moves[(seed >> 33) as usize % moves.len()].clone()
            }),
        ];
        for policy in policies {
            let (lines, human_won) = script(start, convention, true, policy);
            assert!(!human_won, "{start}: the library's computer lost");
            let mut args = vec![start, "--first", "computer"];
            if convention == Convention::Misere {
                args.push("--misere");
            }
            let text = play(&args, &lines);
            assert_in_order(&text, &["the computer moves first.", "The computer wins."]);
        }
    }
}

#[test]
fn every_family_and_a_sum_can_be_won_by_perfect_play() {
    let cases: [(&str, bool, Convention); 11] = [
        ("wythoff(4,7)", true, Convention::Normal),
        ("bash(20,max=3)", true, Convention::Normal),
        ("fib(20)", false, Convention::Normal),
        ("takeaway(20,k=3/2)", false, Convention::Normal),
        ("sub(10,{1,3,4})", false, Convention::Normal),
        ("kayles(8)", false, Convention::Normal),
        ("dawsons(8)", false, Convention::Normal),
        (
            "nim(2,3) + bash(5,max=2) + kayles(5) + fib(6) + wythoff(1,3)",
            false,
            Convention::Normal,
        ),
        ("nim(1,2,3)", true, Convention::Misere),
        ("wythoff(3,3)", false, Convention::Misere),
        ("bash(7,max=2) + nim(2,2)", false, Convention::Misere),
    ];
    for (start, computer_first, convention) in cases {
        let (lines, human_won) = script(start, convention, computer_first, winning(convention));
        assert!(human_won, "{start}");
        let mut args = vec![start];
        if computer_first {
            args.extend(["--first", "computer"]);
        }
        if convention == Convention::Misere {
            args.push("--misere");
        }
        let text = play(&args, &lines);
        assert_in_order(
            &text,
            &[
                &format!("grundy play: {}", expr(start)),
                "You win!",
                "Game over after",
            ],
        );
        assert!(!text.contains("Not a legal move"), "{start}:\n{text}");
    }
}

#[test]
fn hint_names_a_winning_move_and_why() {
    let text = play(&["nim(3,4,5)"], "hint\n");
    assert_in_order(
        &text,
        &[
            "> hint\nHint: type `0 2`: take 2 from heap 1 (3 → 1).\n",
            "  Why: the nim-sum is 3 ⊕ 4 ⊕ 5 = 2. Heap 1 has 3 and 3 ⊕ 2 = 1 is smaller",
        ],
    );
    let text = play(&["fib(20)"], "hint\n");
    assert_in_order(
        &text,
        &[
            "Hint: type `2`: take 2 (20 → 18).",
            "20 = 13 + 5 + 2. The smallest term, 2,",
        ],
    );
    let text = play(&["wythoff(4,6)"], "hint\n");
    assert_in_order(
        &text,
        &["Hint: type `both 1`", "(a_2, b_2) = (3, 5), a P-position"],
    );
    let text = play(&["nim(1,2) + bash(5,max=3)"], "hint\n");
    assert_in_order(
        &text,
        &[
            "Hint: type `0: 1 2`: in game 1 (nim(1,2)), take 2 from heap 2 (2 → 0).",
            "(2 moves win here; this is the first.)",
            "3 ⊕ 1 = 2. Game 1 is worth 3",
            "makes the XOR 0",
        ],
    );
    let text = play(&["wythoff(3,5)"], "hint\n");
    assert_in_order(
        &text,
        &[
            "No winning move: this is a P-position",
            "(3, 5) is the P-position (a_2, b_2)",
        ],
    );
    let text = play(&["bash(8,max=3)"], "hint\n");
    assert_in_order(
        &text,
        &[
            "No winning move",
            "8 is a multiple of 4",
            "Play for time, such as `1`",
        ],
    );
}

#[test]
fn a_subtraction_heap_of_many_digits_is_played_like_a_small_one() {
    // 10^25 ≡ 3 (mod 7): g = 1 for {1,3,4} (period 7 from 0); taking 4 leaves ≡ 6 (g = 2), and
    // the computer takes 4 again to ≡ 2 (g = 0).
    let heap = format!("1{}", "0".repeat(25));
    let text = play(&[&format!("sub({heap},{{1,3,4}})")], "hint\n2\n4\n");
    assert_in_order(
        &text,
        &[
            &format!("    heap: {heap}  take 1, 3 or 4 now"),
            &format!("Hint: type `1`: take 1 ({heap} → 9999999999999999999999999)."),
            "(2 moves win here; this is the first.)",
            &format!("g({heap}) = 1; taking 1 leaves 9999999999999999999999999, where g = 0"),
            "> 2\nNot a legal move: ",
            "allows taking 1, 3 or 4.",
            &format!("You: take 4 ({heap} → 9999999999999999999999996)."),
            "Computer: take 4 (9999999999999999999999996 → 9999999999999999999999992).",
        ],
    );
}

#[test]
fn undo_takes_back_the_move_and_the_reply() {
    let text = play(&["nim(3,4,5)"], "1 1\nundo\nundo\n");
    let start = "  Position: nim(3,4,5)\n    heap 1: ●●●   (3)\n    heap 2: ●●●●  (4)\n    heap 3: ●●●●● (5)\n";
    assert_in_order(
        &text,
        &[
            start,
            "You: take 1 from heap 2 (4 → 3).",
            "Computer:",
            "> undo\nUndone: your last move and the computer's reply are taken back.\n",
            start,
            "Your move.",
            "> undo\nNothing to undo: you have not moved yet.",
        ],
    );
    // The take-away cap comes back with the position.
    let text = play(&["fib(20)"], "1\nundo\n5\n");
    assert_in_order(
        &text,
        &[
            "You: take 1 (20 → 19).",
            "Undone",
            "fib(20)",
            "You: take 5 (20 → 15).",
        ],
    );
}

#[test]
fn invalid_moves_are_explained_and_the_game_goes_on() {
    let text = play(&["nim(3,4,5)"], "1 9\nfoo\n7 1\n0 0\n2\n0 2\n");
    assert_in_order(
        &text,
        &[
            "> 1 9\nNot a legal move: heap 1 has only 4 tokens. Type help for the moves, or hint.",
            "> foo\nNot a legal move: cannot read 'foo': a Nim move is `H T`",
            "> 7 1\nNot a legal move: there is no heap 7: nim(3,4,5) has heaps 0 to 2.",
            "> 0 0\nNot a legal move: a move takes at least 1 token.",
            "> 2\nNot a legal move: nim(3,4,5) has 3 heaps: say which",
            "> 0 2\nYou: take 2 from heap 1 (3 → 1).",
        ],
    );
    let text = play(&["fib(20)"], "3\n7\n");
    assert_in_order(
        &text,
        &[
            "You: take 3",
            "> 7\nNot a legal move: in Fibonacci Nim you may take at most 2·1 = 2 now.",
        ],
    );
    let text = play(&["sub(10,{1,3,4})"], "2\n");
    assert!(
        text.contains("Not a legal move: sub(10,{1,3,4}) allows taking 1, 3 or 4."),
        "{text}"
    );
    let text = play(&["bash(10,max=3)"], "4\n");
    assert!(
        text.contains("Not a legal move: bash(10,max=3) allows taking 1 to 3."),
        "{text}"
    );
    let text = play(&["kayles(8)"], "3\n2 2 2\n");
    assert_in_order(
        &text,
        &[
            "removing 3 (digit d_3 = 0)",
            "leaves 6 tokens, but the heaps named hold 4",
        ],
    );
    let text = play(&["nim(3) + kayles(4)"], "1\n5: 1\n");
    assert_in_order(
        &text,
        &[
            "this is a sum of 2 games: start the move with the game's number",
            "there is no game 5",
        ],
    );
    let text = play(&["wythoff(3,5)"], "both 4\n");
    assert!(text.contains("at most 3, the smaller heap"), "{text}");
}

#[test]
fn end_of_input_and_quit_say_goodbye_with_status_0() {
    let text = play(&["nim(3,4,5)"], "0 2\n");
    assert!(
        text.ends_with("> \nGoodbye (end of input; the game was not finished).\n"),
        "{text}"
    );
    let text = play(&["nim(3,4,5)"], "");
    assert!(
        text.ends_with("Goodbye (end of input; the game was not finished).\n"),
        "{text}"
    );
    let text = play(&["nim(3,4,5)"], "quit\n0 2\n");
    assert!(text.ends_with("> quit\nGoodbye.\n"), "{text}");
    // A line that is not UTF-8 is refused like any other bad move.
    let output = run(&["play", "nim(3)"], b"\xff\xfe\n1\n");
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert_in_order(
        &text,
        &[
            "Not a legal move: cannot read",
            "You: take 1 from heap 1 (3 → 2).",
        ],
    );
    let text = play(&["nim(3)"], "take one\nhelp\n");
    assert_in_order(
        &text,
        &[
            "Not a legal move",
            "Moves:\n  nim: `T` takes T tokens",
            "Commands: hint",
        ],
    );
}

#[test]
fn board_help_and_sums_read_well() {
    let text = play(&["kayles(8)"], "2 3 3\nboard\nhelp\n");
    assert_in_order(
        &text,
        &[
            "    pins: ●●●●●●●● (8)",
            "You: take 2, leaving heaps of 3 and 3.",
            "  Row: ●●●  ●●●\n  [1] kayles(3)\n        pins: ●●● (3)\n  [2] kayles(3)\n",
            "Computer: in game 1 (kayles(3)), take 1, leaving a heap of 2.",
            "> board\n  Row: ●●  ●●●",
            "> help\nMoves:\n  kayles, octal:",
            "in a sum, start with the game's number, counting from 0, and a colon: `0: 2` moves in game 1",
            "for example `0: 1`",
        ],
    );
    let text = play(&["fib(20)", "--first", "computer"], "");
    assert_in_order(
        &text,
        &[
            "take 1 to 19 now (first move: anything but the whole heap)",
            "Computer: take 2 (20 → 18).",
            "heap: ●●●●●●●●●●●●●●●●●● (18)  take 1 to 4 now (2·2 = 4)",
        ],
    );
    // Large heaps are shown as numbers.
    let text = play(&["nim(100000000000000000000,3)"], "");
    assert_in_order(
        &text,
        &["heap 1: 100000000000000000000\n", "heap 2: ●●● (3)"],
    );
    let text = play(&["wythoff(3,5)"], "");
    assert_in_order(&text, &["heap a: ●●●   (3)\n", "heap b: ●●●●● (5)\n"]);
}

#[test]
fn bad_arguments_exit_2_with_one_line() {
    for (args, expected) in [
        (vec!["play", "nim(3"], "at column 6 of 'nim(3'"),
        (
            vec!["play", "nim(3)", "--first", "you"],
            "possible values: me, computer",
        ),
        (vec!["play"], "EXPR"),
        (
            // Heaps of two octal games: no common quotient, and too large to search.
            vec!["play", "kayles(60) + dawsons(60) + kayles(60)", "--misere"],
            "cannot play 'kayles(60) + dawsons(60) + kayles(60)': misère play is exact only",
        ),
    ] {
        let output = run(&args, b"");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty());
    }
    let help = run(&["play", "--help"], b"");
    let text = String::from_utf8(help.stdout).unwrap();
    assert_in_order(
        &text,
        &[
            "--first <FIRST>",
            "--misere",
            "Examples:",
            "grundy play \"nim(3,4,5)\"",
        ],
    );
}

#[cfg(unix)]
#[test]
fn ctrl_c_prints_a_newline_and_exits_130() {
    use std::io::Read;
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["play", "nim(3,4,5)"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the grundy binary runs");
    // Wait for the first prompt: the handler is installed before it.
    let mut stdout = child.stdout.take().expect("stdout");
    let mut seen = Vec::new();
    let mut byte = [0u8; 1];
    while !seen.ends_with(b"> ") {
        assert_eq!(
            stdout.read(&mut byte).expect("stdout readable"),
            1,
            "no prompt"
        );
        seen.push(byte[0]);
    }
    // Keep stdin open until grundy has exited: `wait_with_output` would close it, and an end
    // of input could win the race with the signal (a clean exit 0).
    let stdin = child.stdin.take();
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
    let output = child.wait_with_output().expect("grundy finishes");
    drop(stdin);
    assert_eq!(output.status.code(), Some(130));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "\n",
        "no backtrace"
    );
}

#[test]
fn a_position_without_a_move_ends_before_anyone_moves() {
    // Regression: play "nim(0)" said the computer had made the last move.
    let text = play(&["nim(0)"], "");
    assert_in_order(
        &text,
        &[
            "There is no move in this position, and you would move first: under normal play \
             the player who cannot move loses. The computer wins.",
            "Game over before any move.",
        ],
    );
    assert!(!text.contains("made the last move"), "{text}");
    let text = play(&["kayles(0)", "--misere", "--first", "computer"], "");
    assert!(text.contains("the computer would move first"), "{text}");
    assert!(text.contains("The computer wins."), "{text}");
}

#[test]
fn one_move_is_one_move() {
    // The computer wins Bash's game from 3 (max 3) at once: "after 1 move", not "1 moves".
    let text = play(&["bash(3,max=3)", "--first", "computer"], "");
    assert!(text.contains("Game over after 1 move."), "{text}");
}

/// The commands as the Chinese intro names them (提示, 悔棋, 棋盘, 帮助, 退出) work as their
/// English words do, in either language.
#[test]
fn chinese_commands_work_as_the_english_ones() {
    let english = play(&["nim(3,4,5)"], "hint\n0 2\nundo\nboard\nhelp\nquit\n");
    let chinese = play(&["nim(3,4,5)"], "提示\n0 2\n悔棋\n棋盘\n帮助\n退出\n");
    let strip = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|line| !line.starts_with("> "))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(strip(&chinese), strip(&english));
    assert!(chinese.contains("Hint: type `0 2`"), "{chinese}");
    assert!(
        chinese.contains("Bye") || chinese.contains("bye"),
        "{chinese}"
    );
}
