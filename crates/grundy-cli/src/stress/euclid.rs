//! Euclid's game judges: poj2348 (Euclid's Game): subtract a multiple of the smaller number from
//! the larger; whoever makes a number 0 wins. hdu3595 (GG and MM): sums of Euclid games under
//! the Every-SG convention ([`every_generator`]).
//!
//! Limits (problem statement): "two positive integers" a line, until "0 0"; no bound is stated,
//! and accepted solutions read 32-bit ints, so the generator keeps to 2^31 − 1 (past it, in the
//! Beyond scope, to 10^30). The number of lines is not stated: 50 an input.
//!
//! Adversarial positions: consecutive Fibonacci numbers, whose descent is the longest (all
//! quotients 1) and whose outcome alternates; a larger number just below twice the smaller near
//! 2^31, where `2 * b` overflows a 32-bit int; a large number against 1 or 2 (a solution that
//! subtracts once a move runs out of time); equal numbers and multiples.

use super::records::{Format, Framing, Layout, Probe, RecordGenerator};
use super::{Case, Generator, Rng, Scope};
use grundy::text::Msg;

/// Numbers beyond 2^64 that stay inside u128 arithmetic.
const BEYOND: u128 = 10u128.pow(30);

const FIBONACCI: &str = "cli-probe-euclid-fibonacci";
const OVERFLOW: &str = "cli-probe-euclid-overflow";
const SLOW: &str = "cli-probe-euclid-slow";
const SMALL_GAMES: &str = "cli-probe-small-games";

/// The probe `(a, b)`, in the report.
fn pair(a: u128, b: u128) -> Msg {
    Msg::new("cli-probe-pair").arg("a", a).arg("b", b)
}

/// F(1), F(2), … up to `top`.
fn fibonacci(top: u128) -> Vec<u128> {
    let mut fib = vec![1u128, 1];
    while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
        if next > top {
            break;
        }
        fib.push(next);
    }
    fib
}

fn probes(top: u128) -> Vec<Probe> {
    let fib = fibonacci(top);
    let mut probes = Vec::new();
    for pair in fib.windows(2).skip(1) {
        probes.push(Probe::new(
            vec![pair[1], pair[0]],
            FIBONACCI,
            self::pair(pair[1], pair[0]),
        ));
    }
    let half = top / 2;
    for b in [half + 1, half + 2, half + 3] {
        let a = top.min(2 * b - 1);
        if a >= b {
            probes.push(Probe::new(vec![a, b], OVERFLOW, pair(a, b)));
        }
    }
    for b in [1, 2, 3] {
        probes.push(Probe::new(vec![top, b], SLOW, pair(top, b)));
    }
    probes
}

/// A pair in 1..=`top`: near the golden ratio, Fibonacci, multiples, or plain.
fn draw_pair(rng: &mut Rng, top: u128, fib: &[u128]) -> Vec<u128> {
    let pair = match rng.next_u64() % 6 {
        0 => {
            let i = rng.index(1, fib.len() - 1);
            [fib[i], fib[i - 1]]
        }
        1 => {
            // b and about b·φ (8/5, 13/8, …), just around it.
            let b = rng.interesting(1, top / 2);
            let i = rng.index(3, fib.len().min(12) - 1);
            let a = (b * fib[i] / fib[i - 1] + rng.below(3)).clamp(1, top);
            [a, b]
        }
        2 => {
            let b = rng.interesting(1, top);
            let k = rng.interesting(1, (top / b).max(1));
            [(b * k).min(top), b]
        }
        _ => [rng.interesting(1, top), rng.interesting(1, top)],
    };
    if rng.chance(50) {
        vec![pair[1], pair[0]]
    } else {
        pair.to_vec()
    }
}

pub fn generator(problem: &str, scope: Scope) -> Option<Box<dyn Generator>> {
    if problem != "poj2348" {
        return None;
    }
    let top = if scope == Scope::Beyond {
        BEYOND
    } else {
        (1 << 31) - 1
    };
    let fib = fibonacci(top);
    let last = fib.len() - 1;
    let curated = vec![
        vec![34, 12],
        vec![15, 24],
        vec![1, 1],
        vec![2, 1],
        vec![3, 2],
        vec![top, top],
        vec![top, 1],
        vec![fib[last], fib[last - 1]],
        vec![fib[last - 1], fib[last]],
        vec![top, top / 2 + 1],
    ];
    let format = Format {
        framing: Framing::Terminated("0 0"),
        layout: Layout::Fixed(2),
        max_records: 50,
        bounds: vec![(1, top); 2],
        valid: |_| true,
    };
    let draw = move |rng: &mut Rng, _: &Format| draw_pair(rng, top, &fib);
    Some(Box::new(
        RecordGenerator::new(format, curated, Box::new(draw)).with_probes(probes(top)),
    ))
}

/// An input of hdu3595: cases, each a list of Euclid games (p, q).
#[derive(Clone)]
struct EverySumInput {
    cases: Vec<Vec<(u128, u128)>>,
}

impl Case for EverySumInput {
    fn render(&self) -> String {
        let mut text = String::new();
        for games in &self.cases {
            text.push_str(&format!("{}\n", games.len()));
            for (p, q) in games {
                text.push_str(&format!("{p} {q}\n"));
            }
        }
        text
    }

    /// Fewer cases, then fewer games, then each number halved.
    fn shrink_candidates(&self) -> Box<dyn Iterator<Item = Box<dyn Case>> + '_> {
        let mut smaller: Vec<EverySumInput> = Vec::new();
        for i in 0..self.cases.len() {
            if self.cases.len() > 1 {
                let mut cases = self.cases.clone();
                cases.remove(i);
                smaller.push(EverySumInput { cases });
            }
        }
        for (i, games) in self.cases.iter().enumerate() {
            for j in 0..games.len() {
                if games.len() > 1 {
                    let mut cases = self.cases.clone();
                    cases[i].remove(j);
                    smaller.push(EverySumInput { cases });
                }
                let (p, q) = games[j];
                for halved in [(p.div_ceil(2), q), (p, q.div_ceil(2))] {
                    if halved != (p, q) {
                        let mut cases = self.cases.clone();
                        cases[i][j] = halved;
                        smaller.push(EverySumInput { cases });
                    }
                }
            }
        }
        Box::new(smaller.into_iter().map(|c| Box::new(c) as Box<dyn Case>))
    }

    fn positions(&self) -> usize {
        self.cases.len()
    }
}

/// hdu3595's generator: cases of up to 20 games (the statement's N ≤ 1000 is kept small so a
/// run stays quick), numbers up to `top`.
struct EverySumGenerator {
    top: u128,
    fib: Vec<u128>,
    probes: Vec<Probe>,
}

const LONGEST_P: &str = "cli-probe-euclid-longest-p";

/// Probes of hdu3595, each one case: the games of its record, two numbers each. Single games
/// up to 8, then pairs whose longest game is a P-position next to an N-position, then
/// consecutive Fibonacci numbers (the longest remoteness), smallest first.
fn every_probes(top: u128) -> Vec<Probe> {
    let mut probes = Vec::new();
    for p in 1..=8u128 {
        for q in 1..=p {
            probes.push(Probe::new(vec![p, q], SMALL_GAMES, pair(p, q)));
        }
    }
    // (3, 2) is P with remoteness 2, (2, 1) and (1, 1) are N with 1: MM loses both sums,
    // though the XOR of the outcomes says otherwise.
    for n in [(2u128, 1u128), (1, 1), (4, 1)] {
        probes.push(Probe::new(
            vec![3, 2, n.0, n.1],
            LONGEST_P,
            Msg::new("cli-probe-euclid-and")
                .arg("first", pair(3, 2))
                .arg("second", pair(n.0, n.1)),
        ));
    }
    let fib = fibonacci(top);
    for pair in fib.windows(2).skip(1) {
        probes.push(Probe::new(
            vec![pair[1], pair[0]],
            FIBONACCI,
            self::pair(pair[1], pair[0]),
        ));
    }
    let largest = |p: &Probe| p.record.iter().copied().max().unwrap_or(0);
    probes.sort_by_key(largest);
    probes
}

impl Generator for EverySumGenerator {
    fn probes(&self) -> &[Probe] {
        &self.probes
    }

    fn probe_families(&self) -> &[&'static str] {
        &[SMALL_GAMES, LONGEST_P, FIBONACCI]
    }

    fn probe_batch(&self) -> usize {
        20
    }

    fn probe_input(&self, probes: &[Probe]) -> Option<Box<dyn Case>> {
        let cases = probes
            .iter()
            .map(|probe| probe.record.chunks(2).map(|g| (g[0], g[1])).collect())
            .collect();
        Some(Box::new(EverySumInput { cases }))
    }

    fn generate(&self, rng: &mut Rng, index: u64) -> Box<dyn Case> {
        if index == 0 {
            // The statement's sample as commonly quoted, and a case of the largest numbers.
            let top = self.top;
            return Box::new(EverySumInput {
                cases: vec![
                    vec![(1, 1), (1, 1), (1, 1)],
                    vec![(3, 2)],
                    vec![(top, top), (top, 1), (top, top / 2 + 1)],
                ],
            });
        }
        let cases = (0..rng.index(1, 10))
            .map(|_| {
                (0..rng.index(1, 20))
                    .map(|_| {
                        let pair = draw_pair(rng, self.top, &self.fib);
                        (pair[0], pair[1])
                    })
                    .collect()
            })
            .collect();
        Box::new(EverySumInput { cases })
    }
}

/// hdu3595 ("GG and MM"): cases until the end of the input, each `N` and N Euclid games.
///
/// Limits (as commonly quoted; the statement was not found): N ≤ 1000, numbers below 2^31.
/// Adversarial: the games' remoteness compares odd and even, so a solution that looks only at
/// each game's outcome (XOR of outcomes, or Grundy values) fails on sums whose longest game is a
/// P-position.
pub fn every_generator(problem: &str, scope: Scope) -> Option<Box<dyn Generator>> {
    if problem != "hdu3595" {
        return None;
    }
    let top = if scope == Scope::Beyond {
        BEYOND
    } else {
        (1 << 31) - 1
    };
    Some(Box::new(EverySumGenerator {
        top,
        fib: fibonacci(top),
        probes: every_probes(top),
    }))
}
