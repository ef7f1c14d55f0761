//! `grundy judge PROBLEM`: the built binary reads a judge's input on stdin; its whole stdout is
//! compared byte for byte with the expected output.
//!
//! Expected outputs are worked out by hand from the rules (the judges' samples among them), or
//! computed here by brute force: the engine's `Solver` on the `*Rules` games, or a plain DP over
//! the rules. Large Wythoff positions come from Fibonacci identities (with ψ = −1/φ,
//! F(n+1) − φF(n) = ψ^n, so ⌊F(2n−1)φ⌋ = F(2n) and ⌊F(2n)φ⌋ = F(2n+1) − 1), never from the
//! closed form the judge uses.

mod common;

use std::collections::HashMap;
use std::process::{Command, Output};

use grundy::engine::{Convention, Outcome, Solver};
use grundy::games::bash::BashRules;
use grundy::games::nim::NimRules;
use grundy::games::subtraction::SubtractionSet;
use grundy::games::takeaway::TakeAwayRules;
use grundy::games::wythoff::WythoffRules;
use grundy::rng::Rng;
use grundy::{Natural, Ratio};

fn judge(problem: &str, input: &[u8]) -> Output {
    common::grundy_with_input(&["judge", problem], input)
}

#[track_caller]
fn expect(problem: &str, input: &str, expected: &str) {
    let output = judge(problem, input.as_bytes());
    assert!(
        output.status.success(),
        "{problem} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let got = String::from_utf8(output.stdout).expect("utf-8 output");
    if got != expected {
        let line = got
            .lines()
            .zip(expected.lines())
            .position(|(g, e)| g != e)
            .unwrap_or(got.lines().count().min(expected.lines().count()));
        let input_head: String = input.chars().take(300).collect();
        panic!(
            "{problem}: output differs at output line {}: got {:?}, expected {:?}\ninput starts: {input_head:?}",
            line + 1,
            got.lines().nth(line),
            expected.lines().nth(line)
        );
    }
}

#[track_caller]
fn expect_error(problem: &str, input: &str) {
    let output = judge(problem, input.as_bytes());
    assert_eq!(output.status.code(), Some(2), "{problem} on {input:?}");
    let stderr = String::from_utf8(output.stderr).expect("utf-8 stderr");
    assert!(
        stderr.starts_with("grundy: error: ")
            && stderr.ends_with('\n')
            && stderr.lines().count() == 1,
        "{problem} on {input:?}: not one error line: {stderr:?}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(
        output.stdout.is_empty(),
        "{problem} on {input:?}: partial stdout"
    );
}

/// Fibonacci numbers F(0) = 0, F(1) = 1, …, F(count − 1), exact.
fn fibonacci(count: usize) -> Vec<Natural> {
    let mut f = vec![Natural::ZERO, Natural::from(1u64)];
    while f.len() < count {
        let next = &f[f.len() - 2] + &f[f.len() - 1];
        f.push(next);
    }
    f
}

// ---------------------------------------------------------------- Wythoff: hdu1527, hdu2177

/// partner[x] = the other coordinate of the P-position holding x, built by Wythoff's own
/// construction: a_k = mex of the numbers used so far, b_k = a_k + k.
fn wythoff_partners(limit: usize) -> Vec<usize> {
    let mut partner = vec![usize::MAX; limit + 1];
    let mut a = 0;
    for k in 0.. {
        while a <= limit && partner[a] != usize::MAX {
            a += 1;
        }
        if a > limit {
            break;
        }
        let b = a + k;
        partner[a] = b;
        if b <= limit {
            partner[b] = a;
        }
        a += 1;
    }
    partner
}

#[test]
fn wythoff_construction_agrees_with_the_solver() {
    let partner = wythoff_partners(30);
    let mut solver = Solver::new(WythoffRules);
    for a in 0..=30u64 {
        for b in 0..=30u64 {
            let is_p = partner[a as usize] == b as usize;
            assert_eq!(
                solver.outcome(&(a, b), Convention::Normal).unwrap().is_p(),
                is_p
            );
        }
    }
}

#[test]
fn hdu1527_samples_whitespace_and_aliases() {
    expect("hdu1527", "2 1\n8 4\n4 7\n", "0\n1\n0\n");
    expect("poj1067", "2 1\r\n8 4\r\n4 7\r\n", "0\n1\n0\n");
    expect("hdu1527", "  0\t0 \n\n 3\n5 5 3 0 1", "0\n0\n0\n1\n");
    expect("hdu1527", "", "");
    expect("luogu2252", "8 4\n", "1\n");
    expect("luogu2252", "5 3", "0\n");
}

#[test]
fn hdu1527_random_positions_against_the_construction() {
    let limit = 1_000_000;
    let partner = wythoff_partners(limit);
    let mut rng = Rng::new(1527);
    let (mut input, mut expected) = (String::new(), String::new());
    for _ in 0..20_000 {
        let (a, b) = match rng.below_u64(4) {
            0 => (
                rng.below_u64(limit as u64 / 2) as usize,
                rng.below_u64(limit as u64) as usize,
            ),
            1 => {
                // A P-position (with its smaller coordinate below the limit's 60%), or a neighbour.
                let a = rng.below_u64(limit as u64 * 3 / 5) as usize;
                let b = partner[a];
                match rng.below_u64(4) {
                    0 => (a + 1, b),
                    1 => (a, b.saturating_sub(1)),
                    _ => (a, b),
                }
            }
            2 => {
                let a = rng.below_u64(100) as usize;
                (a, a)
            }
            _ => {
                let a = rng.below_u64(limit as u64 * 3 / 5) as usize;
                (a, partner[a])
            }
        };
        let (a, b) = if rng.below_u64(2) == 0 {
            (a, b)
        } else {
            (b, a)
        };
        let is_p = a.max(b) <= limit && partner[a.min(b)] == a.max(b);
        input.push_str(&format!("{a} {b}\n"));
        expected.push_str(if is_p { "0\n" } else { "1\n" });
    }
    expect("hdu1527", &input, &expected);
}

#[test]
fn hdu1527_large_positions_where_double_fails_and_beyond_u64() {
    let f = fibonacci(400);
    let one = Natural::from(1u64);
    let (mut input, mut expected) = (String::new(), String::new());
    let mut case = |a: &Natural, b: &Natural, is_p: bool| {
        input.push_str(&format!("{a} {b}\n"));
        expected.push_str(if is_p { "0\n" } else { "1\n" });
    };
    case(
        &Natural::from(165_580_140u64),
        &Natural::from(267_914_295u64),
        true,
    );
    case(
        &Natural::from(267_914_295u64),
        &Natural::from(165_580_140u64),
        true,
    );
    case(
        &Natural::from(165_580_141u64),
        &Natural::from(267_914_295u64),
        false,
    );
    for n in 1..190 {
        // (F(2n), F(2n+1)) is P (difference F(2n−1)); for difference F(2n) the P-position is
        // (F(2n+1) − 1, F(2n+2) − 1), so (F(2n+1), F(2n+2)) is N.
        let (lower, upper) = (&f[2 * n], &f[2 * n + 1]);
        case(lower, upper, true);
        case(&(lower + &one), upper, n == 0);
        case(lower, &(upper + &one), false);
        let (next_a, next_b) = (&f[2 * n + 1], &f[2 * n + 2]);
        case(&next_a.sub_or_panic(&one), &next_b.sub_or_panic(&one), true);
        case(next_a, next_b, false);
    }
    case(&Natural::from(u64::MAX), &Natural::from(u64::MAX), false);
    expect("hdu1527", &input, &expected);
}

/// The judge's order, straight from the rules: the move on both heaps, then the one-heap moves
/// (the smaller heap's and, unless the heaps are equal, the larger heap's) in ascending x, each
/// leaving a P-position.
fn hdu2177_by_search(a: usize, b: usize, partner: &[usize]) -> String {
    let is_p = |x: usize, y: usize| partner[x.min(y)] == x.max(y);
    if is_p(a, b) {
        return "0\n".to_string();
    }
    let mut text = "1\n".to_string();
    if let Some(i) = (1..=a).find(|&i| is_p(a - i, b - i)) {
        text.push_str(&format!("{} {}\n", a - i, b - i));
    }
    let mut one_heap = Vec::new();
    if let Some(i) = (1..=a).find(|&i| is_p(a - i, b)) {
        one_heap.push((a - i, b));
    }
    if a != b
        && let Some(i) = (1..=b).find(|&i| is_p(a, b - i))
    {
        one_heap.push((a.min(b - i), a.max(b - i)));
    }
    one_heap.sort();
    for (x, y) in one_heap {
        text.push_str(&format!("{x} {y}\n"));
    }
    text
}

#[test]
fn hdu2177_sample_and_hand_cases() {
    expect(
        "hdu2177",
        "1 2\n5 8\n4 7\n2 2\n0 0\n",
        "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n",
    );
    // (2,3): the same P-position (1,2) by both heaps and by the larger heap: printed twice.
    expect("hdu2177", "2 3\n0 0\n", "1\n1 2\n1 2\n");
    // (5,7): both heaps -> (3,5); then in ascending x: larger heap -> (3,5), smaller heap -> (4,7).
    expect("hdu2177", "5 7\n0 0\n", "1\n3 5\n3 5\n4 7\n");
    expect(
        "hdu2177",
        "0 5\n3 3\n1 5\n8 5\n0 0\n9 9\n",
        "1\n0 0\n1\n0 0\n1\n1 2\n1\n4 7\n3 5\n",
    );
    expect("hdu2177", "", "");
}

#[test]
fn hdu2177_all_small_and_random_positions_against_search() {
    let partner = wythoff_partners(200_000);
    let (mut input, mut expected) = (String::new(), String::new());
    for b in 0..=70 {
        for a in 0..=b {
            if (a, b) != (0, 0) {
                input.push_str(&format!("{a} {b}\n"));
                expected.push_str(&hdu2177_by_search(a, b, &partner));
            }
        }
    }
    let mut rng = Rng::new(2177);
    for _ in 0..300 {
        let a = 1 + rng.below_u64(60_000) as usize;
        let b = match rng.below_u64(3) {
            0 => partner[a] + rng.below_u64(3) as usize,
            1 => a,
            _ => a + rng.below_u64(60_000) as usize,
        };
        let (a, b) = (a.min(b), a.max(b));
        input.push_str(&format!("{a} {b}\n"));
        expected.push_str(&hdu2177_by_search(a, b, &partner));
    }
    input.push_str("0 0\n");
    expect("hdu2177", &input, &expected);
}

#[test]
fn hdu2177_beyond_u64() {
    let f = fibonacci(300);
    let (lower, upper) = (&f[250], &f[251]); // (F(250), F(251)) is a P-position
    let input = format!("{lower} {upper}\n{upper} {upper}\n0 {upper}\n0 0\n");
    // (u, u) with u = F(251) an upper coordinate: both heaps -> (0,0), one heap -> (F(250), u).
    let expected = format!("0\n1\n0 0\n{lower} {upper}\n1\n0 0\n");
    expect("hdu2177", &input, &expected);
}

// ---------------------------------------------------------------- Bash: hdu1846, hdu2149

#[test]
fn hdu1846_against_the_solver() {
    expect("hdu1846", "2\n23 2\n4 3\n", "first\nsecond\n");
    let (mut input, mut expected) = (String::new(), String::new());
    let mut count = 0;
    for m in 1..=9u64 {
        let mut solver = Solver::new(BashRules { max_take: m });
        for n in 0..=50u64 {
            input.push_str(&format!("{n} {m}\n"));
            let outcome = solver.outcome(&n, Convention::Normal).unwrap();
            expected.push_str(if outcome == Outcome::N {
                "first\n"
            } else {
                "second\n"
            });
            count += 1;
        }
    }
    let big = "1000000000000000000000000000000"; // 10^30 = (10^10 − 1 + 1)·10^20
    input.push_str(&format!("{big} 9999999999\n{big}1 9999999999\n"));
    expected.push_str("second\nfirst\n");
    expect("hdu1846", &format!("{}\n{input}", count + 2), &expected);
}

/// hdu2149 by DP: wins[r] says whether the bidder to move wins with r still missing to M.
fn hdu2149_by_search(target: usize, raise: usize) -> String {
    let mut wins = vec![false; target + 1];
    for r in 1..=target {
        wins[r] = r <= raise || (1..=raise).any(|t| !wins[r - t]);
    }
    let bids: Vec<String> = (1..=raise)
        .filter(|&bid| bid >= target || !wins[target - bid])
        .map(|bid| bid.to_string())
        .collect();
    if bids.is_empty() {
        "none\n".to_string()
    } else {
        format!("{}\n", bids.join(" "))
    }
}

#[test]
fn hdu2149_against_search() {
    expect("hdu2149", "4 2\n3 2\n3 5\n", "1\nnone\n3 4 5\n");
    let (mut input, mut expected) = (String::new(), String::new());
    for target in 1..=40 {
        for raise in 1..=40 {
            input.push_str(&format!("{target} {raise}\n"));
            expected.push_str(&hdu2149_by_search(target, raise));
        }
    }
    expect("hdu2149", &input, &expected);
    let big = "100000000000000000000000000000000000000001"; // 10^41 + 1 ≡ 1 (mod 10)
    expect(
        "hdu2149",
        &format!("{big} 9\n{big} {big}\n"),
        &format!("1\n{big}\n"),
    );
}

// ---------------------------------------------------------------- subtraction games

fn grundy_by_search(moves: &[u64], up_to: usize) -> Vec<u64> {
    let mut values: Vec<u64> = Vec::with_capacity(up_to + 1);
    for n in 0..=up_to {
        let options: Vec<u64> = moves
            .iter()
            .filter(|&&s| s as usize <= n)
            .map(|&s| values[n - s as usize])
            .collect();
        values.push((0..).find(|g| !options.contains(g)).unwrap_or(0));
    }
    values
}

#[test]
fn hdu1847_against_search() {
    let values = grundy_by_search(&[1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048], 3000);
    let (mut input, mut expected) = (String::new(), String::new());
    for (n, &g) in values.iter().enumerate().skip(1) {
        input.push_str(&format!("{n}\n"));
        expected.push_str(if g != 0 { "Kiki\n" } else { "Cici\n" });
    }
    let big: Natural = "123456789012345678901234567890123456789".parse().unwrap();
    for offset in 0..3u64 {
        let n = &big + offset;
        let residue = &n % &Natural::from(3u64);
        input.push_str(&format!("{n}\n"));
        expected.push_str(if residue.is_zero() {
            "Cici\n"
        } else {
            "Kiki\n"
        });
    }
    expect("hdu1847", &input, &expected);
    expect("hdu1847", "1\r\n3\r\n", "Kiki\nCici\n");
}

#[test]
fn hdu1848_against_search() {
    expect("hdu1848", "1 1 1\n1 4 1\n0 0 0\n", "Fibo\nNacci\n");
    let fib = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];
    let values = grundy_by_search(&fib, 1000);
    let mut rng = Rng::new(1848);
    let (mut input, mut expected) = (String::new(), String::new());
    for _ in 0..3000 {
        let heaps = [rng.below_u64(1001), rng.below_u64(1001), rng.below_u64(40)];
        if heaps == [0, 0, 0] {
            continue;
        }
        let x = heaps.iter().fold(0, |x, &h| x ^ values[h as usize]);
        input.push_str(&format!("{} {} {}\n", heaps[0], heaps[1], heaps[2]));
        expected.push_str(if x != 0 { "Fibo\n" } else { "Nacci\n" });
    }
    input.push_str("0 0 0\n");
    expect("hdu1848", &input, &expected);
}

#[test]
fn hdu1536_sample_and_against_the_solver() {
    let sample =
        "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n";
    expect("hdu1536", sample, "LWW\nWWL\n");
    expect("poj2960", sample, "LWW\nWWL\n");
    let mut rng = Rng::new(1536);
    let (mut input, mut expected) = (String::new(), String::new());
    for _ in 0..40 {
        let elements: Vec<u64> = (0..1 + rng.below_u64(5))
            .map(|_| 1 + rng.below_u64(12))
            .collect();
        let text: Vec<String> = elements.iter().map(u64::to_string).collect();
        input.push_str(&format!("{} {}\n", elements.len(), text.join(" ")));
        let mut solver = Solver::new(SubtractionSet::new(elements).unwrap());
        let positions = 1 + rng.below_u64(6);
        input.push_str(&format!("{positions}\n"));
        for _ in 0..positions {
            let heaps: Vec<u64> = (0..rng.below_u64(4)).map(|_| rng.below_u64(80)).collect();
            let x = heaps
                .iter()
                .fold(0, |x, h| x ^ solver.grundy(h).unwrap().value());
            let text: Vec<String> = heaps.iter().map(u64::to_string).collect();
            input.push_str(&format!("{} {}\n", heaps.len(), text.join(" ")));
            expected.push(if x != 0 { 'W' } else { 'L' });
        }
        expected.push('\n');
    }
    input.push_str("0\n");
    expect("hdu1536", &input, &expected);
}

// ---------------------------------------------------------------- Nim: hdu1850, hdu1907, luogu2197

/// Every heap list of `count` heaps below `top`.
fn heap_lists(count: usize, top: u64) -> Vec<Vec<u64>> {
    let mut lists = vec![vec![]];
    for _ in 0..count {
        lists = lists
            .into_iter()
            .flat_map(|list| {
                (0..top).map(move |h| {
                    let mut next = list.clone();
                    next.push(h);
                    next
                })
            })
            .collect();
    }
    lists
}

fn list_line(heaps: &[u64]) -> String {
    let text: Vec<String> = heaps.iter().map(u64::to_string).collect();
    format!("{} {}\n", heaps.len(), text.join(" "))
}

#[test]
fn nim_judges_against_the_solver() {
    expect("hdu1850", "3\n5 7 9\n0\n", "1\n");
    expect("hdu1907", "2\n3\n3 5 1\n1\n1\n", "John\nBrother\n");
    expect("poj3480", "2\n3\n3 5 1\n1\n1\n", "John\nBrother\n");
    expect("luogu2197", "2\n2\n1 1\n2\n1 0\n", "No\nYes\n");
    let mut solver = Solver::new(NimRules { max_take: u64::MAX });
    let lists: Vec<Vec<u64>> = (1..=3).flat_map(|count| heap_lists(count, 7)).collect();
    let (mut counted, mut counts) = (String::new(), String::new());
    let (mut misere, mut misere_words) = (String::new(), String::new());
    let (mut normal, mut normal_words) = (String::new(), String::new());
    for heaps in &lists {
        let moves = solver
            .winning_moves(heaps, Convention::Normal)
            .unwrap()
            .len();
        counted.push_str(&list_line(heaps));
        counts.push_str(&format!("{moves}\n"));
        let outcome = solver.outcome(heaps, Convention::Misere).unwrap();
        misere.push_str(&list_line(heaps));
        misere_words.push_str(if outcome == Outcome::N {
            "John\n"
        } else {
            "Brother\n"
        });
        normal.push_str(&list_line(heaps));
        normal_words.push_str(if moves > 0 { "Yes\n" } else { "No\n" });
    }
    expect("hdu1850", &format!("{counted}0\n"), &counts);
    expect(
        "hdu1907",
        &format!("{}\n{misere}", lists.len()),
        &misere_words,
    );
    expect(
        "luogu2197",
        &format!("{}\n{normal}", lists.len()),
        &normal_words,
    );
    // Heaps beyond u64: 2^64 ⊕ 2^64 ⊕ 1 = 1, so only the 1-heap is a winning move.
    let big = "18446744073709551616";
    expect("hdu1850", &format!("3 {big} {big} 1\n0\n"), "1\n");
    expect("luogu2197", &format!("1\n2 {big} {big}\n"), "No\n");
}

// ---------------------------------------------------------------- take-away: hdu2516, hdu2486

#[test]
fn hdu2516_against_the_solver_and_big_fibonacci_numbers() {
    expect(
        "hdu2516",
        "2\n13\n10000\n0\n",
        "Second win\nSecond win\nFirst win\n",
    );
    let mut solver = Solver::new(TakeAwayRules {
        k: Ratio::integer(2).unwrap(),
    });
    let (mut input, mut expected) = (String::new(), String::new());
    for n in 2..=120u64 {
        input.push_str(&format!("{n}\n"));
        let outcome = solver.outcome(&(n, n - 1), Convention::Normal).unwrap();
        expected.push_str(if outcome == Outcome::P {
            "Second win\n"
        } else {
            "First win\n"
        });
    }
    for f in fibonacci(200).iter().skip(100) {
        input.push_str(&format!("{f}\n{}\n", f + 1));
        expected.push_str("Second win\nFirst win\n");
    }
    input.push_str("0\n");
    expect("hdu2516", &input, &expected);
}

#[test]
fn hdu2486_against_the_solver() {
    let sample_output = "Case 1: lose\nCase 2: 1\nCase 3: 3\nCase 4: lose\nCase 5: 4\n";
    for name in ["hdu2486", "hdu2580", "poj3922", "uva1567"] {
        expect(name, "5\n16 1\n11 1\n32 2\n34 2\n19 3\n", sample_output);
    }
    let (mut input, mut expected, mut case) = (String::new(), String::new(), 0);
    for k in 1..=5u64 {
        let mut solver = Solver::new(TakeAwayRules {
            k: Ratio::integer(k).unwrap(),
        });
        for n in 2..=90u64 {
            case += 1;
            input.push_str(&format!("{n} {k}\n"));
            let wins = solver
                .winning_moves(&(n, n - 1), Convention::Normal)
                .unwrap();
            match wins.iter().map(|&(rest, _)| n - rest).min() {
                Some(take) => expected.push_str(&format!("Case {case}: {take}\n")),
                None => expected.push_str(&format!("Case {case}: lose\n")),
            }
        }
    }
    expect("hdu2486", &format!("{case}\n{input}"), &expected);
    // k = 1: the losing heaps are the powers of two; the least winning take is n's lowest bit.
    expect(
        "hdu2486",
        "2\n1267650600228229401496703205376 1\n1267650600228229401496703205384 1\n",
        "Case 1: lose\nCase 2: 8\n",
    );
}

// ---------------------------------------------------------------- bad input

#[test]
fn bad_input_is_one_error_line_and_exit_2() {
    let cases: &[(&str, &str)] = &[
        ("hdu1527", "1 2\n3 x\n"),
        ("hdu1527", "1 -2\n"),
        ("hdu1527", "1 2\n3\n"),
        ("luogu2252", "7\n"),
        ("hdu2177", "1 2\n5\n"),
        ("hdu2177", "1 2.5\n0 0\n"),
        ("hdu1846", "2\n23 2\n"),
        ("hdu1846", "1\n5 0\n"),
        ("hdu2149", "4\n"),
        ("hdu2149", "4 0\n"),
        ("hdu2149", "1 100000000000\n"),
        ("hdu1847", "12a\n"),
        ("hdu1848", "1 2\n"),
        ("hdu1848", "1 2 -3\n0 0 0\n"),
        ("hdu1848", "1 2 300000000\n0 0 0\n"),
        ("hdu1536", "2 2 5\n1\n3 1 2\n"),
        ("hdu1536", "2 0 5\n1\n1 1\n0\n"),
        ("hdu1850", "3\n1 2\n"),
        ("hdu1907", "2\n1\n1\n"),
        ("hdu1907", "1\n2\n1 one\n"),
        ("luogu2197", "\n"),
        ("hdu2516", "13\n-1\n"),
        ("hdu2486", "2\n16 1\n"),
        ("hdu2486", "1\n16 0\n"),
        ("hdu2486", "1\n16 99999999999999999999\n"),
    ];
    for &(problem, input) in cases {
        expect_error(problem, input);
    }
    let output = judge("nosuchjudge", b"");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn list_names_every_problem() {
    let output = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["judge", "--list"])
        .output()
        .expect("the grundy binary runs");
    let text = String::from_utf8(output.stdout).unwrap();
    for name in [
        "hdu1527",
        "luogu2252",
        "hdu2177",
        "hdu1846",
        "hdu2149",
        "hdu1847",
        "hdu1848",
    ] {
        assert!(text.contains(name), "{name} missing from {text}");
    }
    for name in [
        "hdu1536",
        "hdu1850",
        "hdu1907",
        "luogu2197",
        "hdu2516",
        "hdu2486",
        "poj1704",
        "hdu3032",
        "hdu3094",
        "poj3710",
        "hdu3537",
        "hdu1524",
        "poj2348",
        "hdu3595",
    ] {
        assert!(text.contains(name), "{name} missing from {text}");
    }
    // Issue 25: the other names of a problem are accepted, so they are listed, each in the
    // first column, and in the error for a name that is none of them.
    for (alias, problem) in [
        ("poj1067", "hdu1527"),
        ("poj2960", "hdu1536"),
        ("poj3480", "hdu1907"),
        ("hdu2580", "hdu2486"),
        ("poj3922", "hdu2486"),
        ("uva1567", "hdu2486"),
        ("poj2425", "hdu1524"),
    ] {
        let line = format!("{alias:<10} the same problem as {problem}");
        assert!(
            text.lines().any(|l| l == line),
            "{line} missing from {text}"
        );
    }
    let output = judge("nosuchjudge", b"");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("accepted: hdu1527 (= poj1067), luogu2252,"),
        "{stderr}"
    );
    assert!(
        stderr.contains("hdu2486 (= hdu2580, poj3922, uva1567)"),
        "{stderr}"
    );
}

#[test]
fn samples_and_hand_worked_cases_agree_with_the_search() {
    // The judges' samples and the cases worked out by hand above, from the searches of this
    // file and the brute-force solver (the samples are the problem statements' own).
    let partner = wythoff_partners(100);
    let hdu2177 = |input: &str| -> String {
        input
            .lines()
            .map(|line| {
                let v: Vec<usize> = line.split(' ').map(|t| t.parse().unwrap()).collect();
                (v[0], v[1])
            })
            .take_while(|&pair| pair != (0, 0))
            .map(|(a, b)| hdu2177_by_search(a.min(b), a.max(b), &partner))
            .collect()
    };
    for (input, output) in [
        (
            "1 2\n5 8\n4 7\n2 2\n0 0\n",
            "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n",
        ),
        ("2 3\n0 0\n", "1\n1 2\n1 2\n"),
        ("5 7\n0 0\n", "1\n3 5\n3 5\n4 7\n"),
        (
            "0 5\n3 3\n1 5\n8 5\n0 0\n9 9\n",
            "1\n0 0\n1\n0 0\n1\n1 2\n1\n4 7\n3 5\n",
        ),
    ] {
        assert_eq!(hdu2177(input), output, "hdu2177 {input:?}");
    }
    let hdu1527 = |a: usize, b: usize| if partner[a.min(b)] == a.max(b) { 0 } else { 1 };
    let cases = [(2, 1), (8, 4), (4, 7), (0, 0), (3, 5), (5, 3), (0, 1)];
    assert_eq!(cases.map(|(a, b)| hdu1527(a, b)), [0, 1, 0, 0, 0, 0, 1]);

    let bash = |n: u64, m: u64| {
        Solver::new(BashRules { max_take: m })
            .outcome(&n, Convention::Normal)
            .unwrap()
    };
    assert_eq!([bash(23, 2), bash(4, 3)], [Outcome::N, Outcome::P]); // first, second
    let hdu2149: String = [(4, 2), (3, 2), (3, 5)]
        .map(|(m, n)| hdu2149_by_search(m, n))
        .concat();
    assert_eq!(hdu2149, "1\nnone\n3 4 5\n");
    let powers = grundy_by_search(&[1, 2, 4, 8], 3);
    assert_eq!([powers[1] != 0, powers[3] != 0], [true, false]); // Kiki, Cici
    let fib = grundy_by_search(&[1, 2, 3, 5], 4);
    assert_eq!(
        [fib[1] ^ fib[1] ^ fib[1] != 0, fib[1] ^ fib[4] ^ fib[1] != 0],
        [true, false]
    );

    let mut nim = Solver::new(NimRules { max_take: u64::MAX });
    let normal = Convention::Normal;
    assert_eq!(nim.winning_moves(&vec![5, 7, 9], normal).unwrap().len(), 1);
    let misere: Vec<Outcome> = [vec![3, 5, 1], vec![1]]
        .iter()
        .map(|h| nim.outcome(h, Convention::Misere).unwrap())
        .collect();
    assert_eq!(misere, [Outcome::N, Outcome::P]); // John, Brother
    let normal_outcomes: Vec<Outcome> = [vec![1, 1], vec![1, 0]]
        .iter()
        .map(|h| nim.outcome(h, normal).unwrap())
        .collect();
    assert_eq!(normal_outcomes, [Outcome::P, Outcome::N]); // No, Yes

    // hdu2516: 2 and 13 lose (Fibonacci numbers), 10000 wins (not one: Whinihan).
    let fibonacci: Vec<Natural> = fibonacci(30);
    let is_fibonacci = |n: u64| fibonacci.contains(&Natural::from(n));
    assert_eq!(
        [is_fibonacci(2), is_fibonacci(13), is_fibonacci(10_000)],
        [true, true, false]
    );
    let least_take = |n: u64, k: u64| {
        let mut solver = Solver::new(TakeAwayRules {
            k: Ratio::integer(k).unwrap(),
        });
        let wins = solver.winning_moves(&(n, n - 1), normal).unwrap();
        wins.iter().map(|&(rest, _)| n - rest).min()
    };
    let hdu2486 = [(16, 1), (11, 1), (32, 2), (34, 2), (19, 3)].map(|(n, k)| least_take(n, k));
    assert_eq!(hdu2486, [None, Some(1), Some(3), None, Some(4)]);
}

// ---------------------------------------------------------------- Staircase Nim: poj1704

/// Whether the player to move wins Georgia and Bob with chessmen on `cells` (sorted), by
/// searching the chessmen game itself: a move slides one chessman left, to any free cell after
/// its left neighbour (or from cell 1 on).
fn georgia_wins(cells: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if let Some(&known) = memo.get(cells) {
        return known;
    }
    let mut wins = false;
    'moves: for i in 0..cells.len() {
        let lowest = if i == 0 { 1 } else { cells[i - 1] + 1 };
        for to in lowest..cells[i] {
            let mut next = cells.to_vec();
            next[i] = to;
            if !georgia_wins(&next, memo) {
                wins = true;
                break 'moves;
            }
        }
    }
    memo.insert(cells.to_vec(), wins);
    wins
}

/// The poj1704 input and expected output of some positions (cells written in any order).
fn poj1704_case(positions: &[Vec<u32>], memo: &mut HashMap<Vec<u32>, bool>) -> (String, String) {
    let mut input = format!("{}\n", positions.len());
    let mut output = String::new();
    for cells in positions {
        let text: Vec<String> = cells.iter().map(u32::to_string).collect();
        input.push_str(&format!("{}\n{}\n", cells.len(), text.join(" ")));
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        output.push_str(if georgia_wins(&sorted, memo) {
            "Georgia will win\n"
        } else {
            "Bob will win\n"
        });
    }
    (input, output)
}

#[test]
fn poj1704_sample_and_against_a_search_of_the_chessmen() {
    // The problem statement's sample.
    expect(
        "poj1704",
        "2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n",
        "Bob will win\nGeorgia will win\n",
    );
    let mut memo = HashMap::new();
    // Every set of up to four chessmen on cells 1..=10, in one input.
    let mut every = Vec::new();
    for mask in 1u32..1 << 10 {
        if mask.count_ones() <= 4 {
            every.push((1..=10).filter(|c| mask >> (c - 1) & 1 == 1).collect());
        }
    }
    let (input, output) = poj1704_case(&every, &mut memo);
    expect("poj1704", &input, &output);
    // Random inputs: up to 6 chessmen on cells up to 16, written in random order.
    let mut rng = Rng::new(1704);
    for _ in 0..60 {
        let tests = rng.index(1, 20);
        let positions: Vec<Vec<u32>> = (0..tests)
            .map(|_| {
                let mut cells: Vec<u32> = (1..=16).collect();
                for i in (1..cells.len()).rev() {
                    cells.swap(i, rng.index(0, i));
                }
                cells.truncate(rng.index(1, 6));
                cells
            })
            .collect();
        let (input, output) = poj1704_case(&positions, &mut memo);
        expect("poj1704", &input, &output);
        // The same input with CRLF line ends and extra blanks: the same bytes out.
        let crlf = input.replace('\n', " \r\n\t");
        expect("poj1704", &crlf, &output);
    }
}

#[test]
fn poj1704_beyond_its_limits_and_bad_input() {
    // Two neighbours far from the wall: whatever the left one does, the right one follows, so
    // the second player wins; with a gap between them, the first closes it and wins.
    let far = "1180591620717411303424"; // 2^70
    expect(
        "poj1704",
        &format!("1\n2\n{far}1 {far}2\n"),
        "Bob will win\n",
    );
    expect(
        "poj1704",
        &format!("1\n2\n{far}4 {far}1\n"),
        "Georgia will win\n",
    );
    expect("poj1704", "1\n1\n1\n", "Bob will win\n");
    expect("poj1704", "1\n1\n2\n", "Georgia will win\n");
    expect("poj1704", "1\n0\n\n", "Bob will win\n");
    for input in [
        "1\n2\n3 3\n",
        "1\n2\n0 3\n",
        "1\n2\n3\n",
        "1\n1\nx\n",
        "2\n1\n1\n",
    ] {
        expect_error("poj1704", input);
    }
}

// ---------------------------------------------------------------- Lasker's Nim: hdu3032

/// Whether the player to move wins Lasker's Nim on `heaps` (sorted, no empty heap), by
/// searching the whole game: take any number from a heap, or split a heap in two.
fn alice_wins(heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(heaps) {
        return known;
    }
    let mut options: Vec<Vec<u64>> = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        let mut rest = heaps.to_vec();
        rest.remove(i);
        for to in 0..h {
            options.push([rest.clone(), vec![to]].concat());
        }
        for a in 1..=h / 2 {
            options.push([rest.clone(), vec![a, h - a]].concat());
        }
    }
    let wins = options.into_iter().any(|mut option| {
        option.retain(|&h| h > 0);
        option.sort_unstable();
        !alice_wins(&option, memo)
    });
    memo.insert(heaps.to_vec(), wins);
    wins
}

/// The Grundy values of single heaps 0..=n by the definition (mex over takes and splits).
fn lasker_values_by_mex(n: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for h in 0..=n {
        let mut seen = std::collections::HashSet::new();
        seen.extend(g[..h].iter().copied());
        seen.extend((1..=h / 2).map(|a| g[a] ^ g[h - a]));
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    g
}

fn hdu3032_input(positions: &[Vec<u64>]) -> String {
    let mut input = format!("{}\n", positions.len());
    for heaps in positions {
        let text: Vec<String> = heaps.iter().map(u64::to_string).collect();
        input.push_str(&format!("{}\n{}\n", heaps.len(), text.join(" ")));
    }
    input
}

fn alice_or_bob(first_wins: bool) -> &'static str {
    if first_wins { "Alice\n" } else { "Bob\n" }
}

#[test]
fn hdu3032_sample_and_against_a_search_of_the_game() {
    expect("hdu3032", "2\n3\n2 2 3\n2\n3 3\n", "Alice\nBob\n");
    // Every position of one to three heaps of 1..=6, searched whole.
    let mut memo = HashMap::new();
    let positions: Vec<Vec<u64>> = (1..=3)
        .flat_map(|count| heap_lists(count, 7))
        .filter(|heaps| heaps.iter().all(|&h| h > 0))
        .collect();
    let output: String = positions
        .iter()
        .map(|heaps| {
            let mut sorted = heaps.clone();
            sorted.sort_unstable();
            alice_or_bob(alice_wins(&sorted, &mut memo))
        })
        .collect();
    expect("hdu3032", &hdu3032_input(&positions), &output);
    // Random inputs of up to 8 heaps up to 300, by the definition's values and their XOR
    // (the exhaustive search above checks that the XOR decides).
    let g = lasker_values_by_mex(300);
    let mut rng = Rng::new(3032);
    for _ in 0..40 {
        let positions: Vec<Vec<u64>> = (0..rng.index(1, 30))
            .map(|_| {
                let mut heaps: Vec<u64> = (0..rng.index(1, 8))
                    .map(|_| rng.range(1, 300) as u64)
                    .collect();
                if rng.chance(40) && heaps.len() >= 2 {
                    // A P-position: the last heap takes the value the others XOR to.
                    let rest = heaps[1..].iter().fold(0, |x, &h| x ^ g[h as usize]);
                    if let Some(h) = (1..=300).find(|&h| g[h] == rest) {
                        heaps[0] = h as u64;
                    }
                }
                heaps
            })
            .collect();
        let output: String = positions
            .iter()
            .map(|heaps| alice_or_bob(heaps.iter().fold(0, |x, &h| x ^ g[h as usize]) != 0))
            .collect();
        let input = hdu3032_input(&positions);
        expect("hdu3032", &input, &output);
        expect("hdu3032", &input.replace('\n', "\r\n"), &output);
    }
}

#[test]
fn hdu3032_beyond_its_limits_and_bad_input() {
    // Two equal heaps of any size: the second player copies every move (a split too, on the
    // other heap), so Bob wins; one heap alone, Alice takes it all.
    let big = "18446744073709551619"; // 2^64 + 3
    expect(
        "hdu3032",
        &format!("2\n2\n{big} {big}\n1\n{big}\n"),
        "Bob\nAlice\n",
    );
    expect("hdu3032", "1\n0\n\n", "Bob\n");
    for input in ["1\n2\n3\n", "1\n1\n-3\n", "x\n"] {
        expect_error("hdu3032", input);
    }
}

// ---------------------------------------------------- Green Hackenbush: hdu3094 and poj3710

/// The Grundy value of a graph on the ground (vertex 1) by the rules alone: a bit per edge; a
/// cut removes the edge and every edge no path joins to vertex 1; the mex over the cuts.
fn hackenbush_by_rules(edges: &[[u64; 2]]) -> u64 {
    fn grounded(edges: &[[u64; 2]], present: u32) -> u32 {
        let mut reached = vec![1u64];
        let mut kept = 0u32;
        loop {
            let before = kept;
            for (i, &[a, b]) in edges.iter().enumerate() {
                let bit = 1 << i;
                if present & bit != 0
                    && kept & bit == 0
                    && (reached.contains(&a) || reached.contains(&b))
                {
                    kept |= bit;
                    reached.extend([a, b]);
                }
            }
            if kept == before {
                return kept;
            }
        }
    }
    fn value(edges: &[[u64; 2]], present: u32, memo: &mut HashMap<u32, u64>) -> u64 {
        if let Some(&v) = memo.get(&present) {
            return v;
        }
        let seen: Vec<u64> = (0..edges.len())
            .filter(|&e| present & (1 << e) != 0)
            .map(|e| value(edges, grounded(edges, present & !(1 << e)), memo))
            .collect();
        let mex = (0..).find(|v| !seen.contains(v)).unwrap();
        memo.insert(present, mex);
        mex
    }
    assert!(edges.len() <= 16, "the brute force takes small graphs");
    let all = (1u32 << edges.len()) - 1;
    value(edges, grounded(edges, all), &mut HashMap::new())
}

/// A random tree on 1..=n (each vertex after the first hangs from an earlier one), its edges
/// shuffled and each written either way round.
fn random_tree(rng: &mut Rng, n: usize) -> Vec<[u64; 2]> {
    let mut edges: Vec<[u64; 2]> = (2..=n)
        .map(|v| {
            let parent = rng.index(1, v - 1) as u64;
            if rng.chance(50) {
                [parent, v as u64]
            } else {
                [v as u64, parent]
            }
        })
        .collect();
    for i in (1..edges.len()).rev() {
        edges.swap(i, rng.index(0, i));
    }
    edges
}

/// The Colon principle by a recursion written here: a vertex is worth the XOR of (child + 1).
fn colon_value(n: usize, edges: &[[u64; 2]]) -> u64 {
    let mut adjacent = vec![Vec::new(); n + 1];
    for &[a, b] in edges {
        adjacent[a as usize].push(b as usize);
        adjacent[b as usize].push(a as usize);
    }
    // Children before parents: an explicit stack, then the order reversed.
    let mut order = Vec::new();
    let mut parent = vec![0usize; n + 1];
    let mut stack = vec![1usize];
    let mut seen = vec![false; n + 1];
    seen[1] = true;
    while let Some(v) = stack.pop() {
        order.push(v);
        for &w in &adjacent[v] {
            if !seen[w] {
                seen[w] = true;
                parent[w] = v;
                stack.push(w);
            }
        }
    }
    let mut value = vec![0u64; n + 1];
    for &v in order.iter().rev().filter(|&&v| v != 1) {
        value[parent[v]] ^= value[v] + 1;
    }
    value[1]
}

fn edge_lines(edges: &[[u64; 2]]) -> String {
    edges.iter().map(|[a, b]| format!("{a} {b}\n")).collect()
}

#[test]
fn hdu3094_sample_and_against_the_rules() {
    expect(
        "hdu3094",
        "3\n3\n1 2\n2 3\n3\n1 2\n1 3\n10\n6 2\n4 3\n8 4\n9 5\n8 6\n2 7\n5 8\n1 9\n6 10\n",
        "Alice\nBob\nAlice\n",
    );
    let mut rng = Rng::new(3094);
    for round in 0..30 {
        let mut input = String::new();
        let mut output = String::new();
        let tests = rng.index(1, 20);
        input.push_str(&format!("{tests}\n"));
        for _ in 0..tests {
            // Small trees by the rules; larger ones (up to 3000 vertices) by the Colon
            // recursion, which the small ones check against the rules.
            let n = if round % 3 == 0 {
                rng.index(1, 3000)
            } else {
                rng.index(1, 11)
            };
            let tree = random_tree(&mut rng, n);
            let value = colon_value(n, &tree);
            if n <= 11 {
                assert_eq!(value, hackenbush_by_rules(&tree), "{tree:?}");
            }
            input.push_str(&format!("{n}\n{}", edge_lines(&tree)));
            output.push_str(alice_or_bob(value != 0));
        }
        expect("hdu3094", &input, &output);
        if round == 0 {
            expect("hdu3094", &input.replace('\n', "\r\n"), &output);
        }
    }
}

/// A random Christmas tree on nodes 1..=m: a tree with polygons hanging from its nodes, each
/// polygon sharing one node with the rest; `extra` adds loops and pairs of parallel edges (the
/// polygons of one and two edges).
fn christmas_tree(rng: &mut Rng, budget: usize, extra: bool) -> (u64, Vec<[u64; 2]>) {
    let tree_nodes = rng.index(1, budget.clamp(1, 5));
    let mut edges = random_tree(rng, tree_nodes);
    let mut nodes = tree_nodes as u64;
    while edges.len() < budget && rng.chance(70) {
        let hang = rng.index(1, nodes as usize) as u64;
        let smallest = if extra { 1 } else { 3 };
        let length = rng
            .index(smallest, 6)
            .min(budget - edges.len())
            .max(smallest);
        if length == 1 {
            edges.push([hang, hang]);
        } else {
            let mut previous = hang;
            for _ in 1..length {
                nodes += 1;
                edges.push([previous, nodes]);
                previous = nodes;
            }
            edges.push([previous, hang]);
        }
    }
    for i in (1..edges.len()).rev() {
        edges.swap(i, rng.index(0, i));
    }
    (nodes, edges)
}

#[test]
fn poj3710_sample_and_against_the_rules() {
    expect(
        "poj3710",
        "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n",
        "Sally\n",
    );
    let mut rng = Rng::new(3710);
    for round in 0..30 {
        let mut input = String::new();
        let mut output = String::new();
        for _ in 0..rng.index(1, 8) {
            let trees = rng.index(1, 4);
            input.push_str(&format!("{trees}\n"));
            let mut sum = 0;
            for _ in 0..trees {
                let (nodes, edges) = christmas_tree(&mut rng, 12, round % 2 == 1);
                sum ^= hackenbush_by_rules(&edges);
                input.push_str(&format!("{nodes} {}\n{}", edges.len(), edge_lines(&edges)));
            }
            output.push_str(if sum != 0 { "Sally\n" } else { "Harry\n" });
        }
        expect("poj3710", &input, &output);
    }
    // Hand-worked: an even cycle on the root is worth 0, an odd one 1, a loop 1.
    expect("poj3710", "1\n4 4\n1 2\n2 3\n3 4\n4 1\n", "Harry\n");
    expect("poj3710", "1\n3 3\n1 2\n2 3\n3 1\n", "Sally\n");
    expect("poj3710", "2\n1 1\n1 1\n2 2\n1 2\n2 1\n", "Sally\n");
    expect("poj3710", "", "");
}

#[test]
fn hackenbush_judges_refuse_bad_input() {
    for input in [
        "1\n3\n1 2\n",
        "1\n3\n1 2\n2 4\n",
        "1\n0\n",
        "x\n",
        "1\n3\n1 2\n3 3\n",
    ] {
        expect_error("hdu3094", input);
    }
    expect("hdu3094", "1\n1\n", "Bob\n");
    for input in ["1\n2 1\n", "1\n2 1\n1 3\n", "1\n3 1\n2 3\n", "1\n2 x\n"] {
        expect_error("poj3710", input);
    }
}

// ---------------------------------------------------------------- Mock Turtles: hdu3537

/// Whether the player to move wins Mock Turtles on the row `row` (bit i = coin i heads up), by
/// searching the whole game: turn one, two or three coins, the rightmost from heads to tails.
fn turtles_first_wins(row: u32, memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&known) = memo.get(&row) {
        return known;
    }
    let mut wins = false;
    'search: for x in 0..32 {
        if row & (1 << x) == 0 {
            continue;
        }
        let mut turns = vec![1u32 << x];
        for a in 0..x {
            turns.push(1 << x | 1 << a);
            for b in a + 1..x {
                turns.push(1 << x | 1 << a | 1 << b);
            }
        }
        for turn in turns {
            if !turtles_first_wins(row ^ turn, memo) {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(row, wins);
    wins
}

fn hdu3537_input(cases: &[Vec<u64>]) -> String {
    let mut input = String::new();
    for heads in cases {
        let text: Vec<String> = heads.iter().map(u64::to_string).collect();
        input.push_str(&format!("{}\n{}\n", heads.len(), text.join(" ")));
    }
    input
}

fn yes_if_first_loses(first_wins: bool) -> &'static str {
    if first_wins { "No\n" } else { "Yes\n" }
}

#[test]
fn hdu3537_sample_and_against_a_search_of_the_coins() {
    expect("hdu3537", "0\n\n1\n0\n4\n0 1 2 3\n", "Yes\nNo\nYes\n");
    // Random rows of coins 0..=11 (with coins named more than once, which name one head),
    // searched whole.
    let mut memo = HashMap::new();
    let mut rng = Rng::new(3537);
    for _ in 0..20 {
        let cases: Vec<Vec<u64>> = (0..rng.index(1, 30))
            .map(|_| {
                (0..rng.index(0, 7))
                    .map(|_| rng.range(0, 11) as u64)
                    .collect()
            })
            .collect();
        let output: String = cases
            .iter()
            .map(|heads| {
                let row = heads.iter().fold(0u32, |row, &x| row | 1 << x);
                yes_if_first_loses(turtles_first_wins(row, &mut memo))
            })
            .collect();
        expect("hdu3537", &hdu3537_input(&cases), &output);
    }
    // Positions up to 10^8 by the heads' values 2x + 1 (x with an even count of ones) or 2x,
    // which decide every row of up to 12 coins as the search does.
    let single = |x: u64| 2 * x + u64::from(x.count_ones().is_multiple_of(2));
    for row in 0..1u32 << 12 {
        let xor = (0..12u64)
            .filter(|&x| row & (1 << x) != 0)
            .fold(0, |v, x| v ^ single(x));
        assert_eq!(turtles_first_wins(row, &mut memo), xor != 0, "row {row:b}");
    }
    for _ in 0..10 {
        let cases: Vec<Vec<u64>> = (0..rng.index(1, 30))
            .map(|_| {
                let mut heads: Vec<u64> = (0..rng.index(0, 6))
                    .map(|_| rng.range(0, 99_999_999) as u64)
                    .collect();
                if rng.chance(50) && heads.len() >= 2 {
                    heads.push(heads[0]);
                }
                heads
            })
            .collect();
        let output: String = cases
            .iter()
            .map(|heads| {
                let mut distinct = heads.clone();
                distinct.sort_unstable();
                distinct.dedup();
                yes_if_first_loses(distinct.iter().fold(0, |x, &h| x ^ single(h)) != 0)
            })
            .collect();
        let input = hdu3537_input(&cases);
        expect("hdu3537", &input, &output);
        expect("hdu3537", &input.replace('\n', "\r\n"), &output);
    }
}

#[test]
fn hdu3537_beyond_its_limits_and_bad_input() {
    // A head beyond 2^64 alone (named twice, it is still one head) is a first player's win;
    // 2^64 + 0..3 are worth 2^65 ⊕ (0, 3, 5, 6), which XOR to 0 as 0, 1, 2, 3 do.
    let big = "18446744073709551621";
    let four =
        "18446744073709551616 18446744073709551617 18446744073709551618 18446744073709551619";
    expect(
        "hdu3537",
        &format!("1\n{big}\n2\n{big} {big}\n4\n{four}\n"),
        "No\nNo\nYes\n",
    );
    expect("hdu3537", "", "");
    for input in ["2\n1\n", "1\n-3\n", "x\n"] {
        expect_error("hdu3537", input);
    }
}

// ---------------------------------------------------------------- A Chess Game: hdu1524

/// Whether the player to move wins with chessmen on `at` (sorted), by searching the whole
/// game: slide one chessman along an edge of `successors`.
fn chess_first_wins(
    successors: &[Vec<usize>],
    at: &[usize],
    memo: &mut HashMap<Vec<usize>, bool>,
) -> bool {
    if let Some(&known) = memo.get(at) {
        return known;
    }
    let mut wins = false;
    'search: for (i, &v) in at.iter().enumerate() {
        for &w in &successors[v] {
            let mut next = at.to_vec();
            next[i] = w;
            next.sort_unstable();
            if !chess_first_wins(successors, &next, memo) {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(at.to_vec(), wins);
    wins
}

/// A random graph of `n` positions without cycles (edges from a position to later ones in a
/// shuffled order), as successor lists.
fn random_chess_graph(rng: &mut Rng, n: usize) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        order.swap(i, rng.index(0, i));
    }
    let mut successors = vec![Vec::new(); n];
    for i in 0..n {
        for j in i + 1..n {
            if rng.chance(35) {
                successors[order[i]].push(order[j]);
            }
        }
    }
    successors
}

#[test]
fn hdu1524_sample_and_against_a_search_of_the_chessmen() {
    let sample =
        "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n";
    expect("hdu1524", sample, "WIN\nWIN\nWIN\nLOSE\nWIN\n");
    expect("poj2425", sample, "WIN\nWIN\nWIN\nLOSE\nWIN\n");
    let mut rng = Rng::new(1524);
    for _ in 0..30 {
        let mut input = String::new();
        let mut output = String::new();
        for _ in 0..rng.index(1, 4) {
            let n = rng.index(1, 8);
            let successors = random_chess_graph(&mut rng, n);
            input.push_str(&format!("{n}\n"));
            for list in &successors {
                let text: Vec<String> = list.iter().map(usize::to_string).collect();
                input
                    .push_str(&format!("{} {}\n", list.len(), text.join(" ")).replace(" \n", "\n"));
            }
            let mut memo = HashMap::new();
            for _ in 0..rng.index(1, 10) {
                let mut at: Vec<usize> =
                    (0..rng.index(1, 4)).map(|_| rng.index(0, n - 1)).collect();
                let text: Vec<String> = at.iter().map(usize::to_string).collect();
                input.push_str(&format!("{} {}\n", at.len(), text.join(" ")));
                at.sort_unstable();
                output.push_str(if chess_first_wins(&successors, &at, &mut memo) {
                    "WIN\n"
                } else {
                    "LOSE\n"
                });
            }
            input.push_str("0\n");
        }
        expect("hdu1524", &input, &output);
        expect("hdu1524", &input.replace('\n', "\r\n"), &output);
    }
}

#[test]
fn hdu1524_cycles_and_bad_input() {
    // The input may end without the last case's '0', and a case count of 0 ends it.
    expect("hdu1524", "2\n1 1\n0\n1 0\n", "WIN\n");
    expect("hdu1524", "2\n1 1\n0\n1 1\n0\n0\n", "LOSE\n");
    // A long path, valued without recursion: 5000 positions, the chessman at its start.
    let n = 5000;
    let mut input = format!("{n}\n");
    for v in 0..n {
        input.push_str(&if v + 1 < n {
            format!("1 {}\n", v + 1)
        } else {
            "0\n".to_string()
        });
    }
    input.push_str("1 0\n0\n");
    expect("hdu1524", &input, "WIN\n");
    for input in [
        "2\n1 1\n1 0\n1 0\n0\n",
        "2\n1 5\n0\n1 0\n0\n",
        "2\n1 1\n0\n1 2\n0\n",
        "x\n",
    ] {
        expect_error("hdu1524", input);
    }
}

/// Whether the player to move wins Euclid's game at (a, b), by search over the rules: a move
/// subtracts k times the smaller number from the larger; a position with a 0 is lost.
fn euclid_wins_by_search(a: usize, b: usize, memo: &mut HashMap<(usize, usize), bool>) -> bool {
    let (hi, lo) = (a.max(b), a.min(b));
    if lo == 0 {
        return false;
    }
    if let Some(&wins) = memo.get(&(hi, lo)) {
        return wins;
    }
    let wins = (1..=hi / lo).any(|k| !euclid_wins_by_search(hi - k * lo, lo, memo));
    memo.insert((hi, lo), wins);
    wins
}

/// Whether the player to move wins at (a, b), both positive, by the golden ratio: the larger
/// over the smaller is below φ (a² < a·b + b², a > b) exactly in the P-positions. Exact in u128
/// for numbers below 2^63.
fn euclid_wins_by_golden_ratio(a: u128, b: u128) -> bool {
    let (hi, lo) = (a.max(b), a.min(b));
    !(hi > lo && hi * hi < hi * lo + lo * lo)
}

fn poj2348_line(wins: bool) -> &'static str {
    if wins { "Stan wins\n" } else { "Ollie wins\n" }
}

#[test]
fn poj2348_sample_and_finished_games() {
    expect("poj2348", "34 12\n15 24\n0 0\n", "Stan wins\nOllie wins\n");
    // A line with one 0 is a finished game: Stan, to move, has lost. After `0 0` nothing is
    // read.
    expect(
        "poj2348",
        "5 0\n0 7\n3 3\n0 0\n1 x\n",
        "Ollie wins\nOllie wins\nStan wins\n",
    );
    expect("poj2348", "", "");
    expect_error("poj2348", "34 12\n15\n");
    expect_error("poj2348", "34 -12\n0 0\n");
}

#[test]
fn poj2348_random_pairs_against_search_and_the_golden_ratio() {
    let mut memo = HashMap::new();
    let mut rng = Rng::new(2348);
    let (mut input, mut expected) = (String::new(), String::new());
    for a in 1..=60usize {
        for b in 1..=60usize {
            let wins = euclid_wins_by_search(a, b, &mut memo);
            assert_eq!(
                wins,
                euclid_wins_by_golden_ratio(a as u128, b as u128),
                "({a}, {b})"
            );
            input.push_str(&format!("{a} {b}\n"));
            expected.push_str(poj2348_line(wins));
        }
    }
    for _ in 0..2000 {
        let (a, b) = (1 + rng.below(2000) as usize, 1 + rng.below(2000) as usize);
        input.push_str(&format!("{a} {b}\n"));
        expected.push_str(poj2348_line(euclid_wins_by_search(a, b, &mut memo)));
    }
    // Up to 2^62 (where the golden-ratio test is exact in u128), and consecutive Fibonacci
    // numbers, whose outcome alternates.
    for _ in 0..2000 {
        let top = 1u128 << rng.range(1, 62);
        let (a, b) = (1 + rng.below(top), 1 + rng.below(top));
        input.push_str(&format!("{a} {b}\n"));
        expected.push_str(poj2348_line(euclid_wins_by_golden_ratio(a, b)));
    }
    let fib = fibonacci(90);
    for n in 3..90 {
        input.push_str(&format!("{} {}\n", fib[n], fib[n - 1]));
        let (a, b) = (fib[n].to_u128().unwrap(), fib[n - 1].to_u128().unwrap());
        expected.push_str(poj2348_line(euclid_wins_by_golden_ratio(a, b)));
    }
    input.push_str("0 0\n");
    expect("poj2348", &input, &expected);
}

/// Euclid's options of (a, b) by the rules: subtract k times the smaller from the larger (from
/// either when equal); none when a number is 0.
fn euclid_options(a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    if a == 0 || b == 0 {
        return out;
    }
    if a >= b {
        out.extend((1..=a / b).map(|k| (a - k * b, b)));
    }
    if b >= a {
        out.extend((1..=b / a).map(|k| (a, b - k * a)));
    }
    out
}

/// Whether the player to move wins a sum of Euclid games under the Every-SG convention, by
/// search over the convention itself: a turn moves every game that can move; the player who
/// cannot move (every game over) loses.
fn every_sg_wins(games: &[(u64, u64)], memo: &mut HashMap<Vec<(u64, u64)>, bool>) -> bool {
    let mut key = games.to_vec();
    key.sort_unstable();
    if let Some(&wins) = memo.get(&key) {
        return wins;
    }
    let mut turns: Vec<Vec<(u64, u64)>> = vec![Vec::new()];
    let mut any = false;
    for &(a, b) in &key {
        let mut options = euclid_options(a, b);
        if options.is_empty() {
            options.push((a, b));
        } else {
            any = true;
        }
        turns = turns
            .iter()
            .flat_map(|turn| {
                options.iter().map(move |&o| {
                    let mut next = turn.clone();
                    next.push(o);
                    next
                })
            })
            .collect();
    }
    let wins = any && turns.iter().any(|next| !every_sg_wins(next, memo));
    memo.insert(key, wins);
    wins
}

/// The remoteness of (a, b) by its definition (0 with no move; N: 1 + the least over
/// P-options; P: 1 + the largest over options), with whether it is P.
fn euclid_remoteness(a: u64, b: u64, memo: &mut HashMap<(u64, u64), (bool, u64)>) -> (bool, u64) {
    if let Some(&known) = memo.get(&(a, b)) {
        return known;
    }
    let options: Vec<(bool, u64)> = euclid_options(a, b)
        .into_iter()
        .map(|(x, y)| euclid_remoteness(x, y, memo))
        .collect();
    let node = if options.is_empty() {
        (true, 0)
    } else if options.iter().all(|&(p, _)| !p) {
        (true, 1 + options.iter().map(|&(_, r)| r).max().unwrap())
    } else {
        let hurry = options.iter().filter(|&&(p, _)| p).map(|&(_, r)| r).min();
        (false, 1 + hurry.unwrap())
    };
    memo.insert((a, b), node);
    node
}

#[test]
fn hdu3595_sample_and_against_the_convention_by_search() {
    // The sample as commonly quoted (the statement itself was not found).
    expect("hdu3595", "3\n1 1\n1 1\n1 1\n1\n3 2\n", "MM\nGG\n");
    expect("hdu3595", "0\n2\n5 0\n0 0\n", "GG\nGG\n");
    expect_error("hdu3595", "2\n3 2\n");
    expect_error("hdu3595", "1\n3 x\n");
    let mut memo = HashMap::new();
    let mut rng = Rng::new(3595);
    let (mut input, mut expected) = (String::new(), String::new());
    for _ in 0..400 {
        let games: Vec<(u64, u64)> = (0..rng.range(1, 3))
            .map(|_| (rng.below(13) as u64, rng.below(13) as u64))
            .collect();
        input.push_str(&format!("{}\n", games.len()));
        for (a, b) in &games {
            input.push_str(&format!("{a} {b}\n"));
        }
        let wins = every_sg_wins(&games, &mut memo);
        expected.push_str(if wins { "MM\n" } else { "GG\n" });
    }
    // Larger games, many to a case: the largest remoteness by its definition, odd or even.
    let mut remote = HashMap::new();
    for _ in 0..300 {
        let games: Vec<(u64, u64)> = (0..rng.range(1, 12))
            .map(|_| (1 + rng.below(300) as u64, 1 + rng.below(300) as u64))
            .collect();
        input.push_str(&format!("{}\n", games.len()));
        let mut longest = 0;
        for &(a, b) in &games {
            input.push_str(&format!("{a} {b}\n"));
            longest = longest.max(euclid_remoteness(a, b, &mut remote).1);
        }
        expected.push_str(if longest % 2 == 1 { "MM\n" } else { "GG\n" });
    }
    expect("hdu3595", &input, &expected);
}
