//! S-Nim, hdu1536 (= poj2960): subtraction games with a set S, each case a set and positions of
//! several heaps; one line of W/L per case.
//!
//! Limits (problem statement): "0 < k <= 100" elements "0 < s_i <= 10000"; "0 < m <= 100"
//! positions of "0 <= l <= 100" heaps "0 <= h_i <= 10000"; cases until a lone 0.
//!
//! Adversarial positions: empty positions (l = 0, a loss), heaps of 0, heaps below every element
//! of S, sets with 1 (where every heap can move) and without, elements and heaps at the limit,
//! and P-positions built from the Grundy sequence.

use std::fmt::Write as _;

use grundy::games::subtraction::SubtractionSet;

use super::{Case, Generator, Rng, Scope};

/// One case: the set S and the positions (lists of heaps) asked about.
#[derive(Clone, Debug)]
struct SNimCase {
    set: Vec<u64>,
    positions: Vec<Vec<u64>>,
}

/// One input: cases, then the terminating 0.
#[derive(Clone, Debug)]
struct SNimInput {
    cases: Vec<SNimCase>,
}

impl Case for SNimInput {
    fn render(&self) -> String {
        let mut text = String::new();
        for case in &self.cases {
            let set: Vec<String> = case.set.iter().map(u64::to_string).collect();
            let _ = writeln!(text, "{} {}", set.len(), set.join(" "));
            let _ = writeln!(text, "{}", case.positions.len());
            for position in &case.positions {
                let mut line = position.len().to_string();
                for heap in position {
                    let _ = write!(line, " {heap}");
                }
                let _ = writeln!(text, "{line}");
            }
        }
        text.push_str("0\n");
        text
    }

    fn shrink_candidates(&self) -> Box<dyn Iterator<Item = Box<dyn Case>> + '_> {
        let mut smaller: Vec<SNimInput> = Vec::new();
        let edit = |f: &dyn Fn(&mut SNimInput)| {
            let mut copy = self.clone();
            f(&mut copy);
            copy
        };
        // Fewer cases, positions, elements of S, heaps (each list keeps one item; a position
        // may become empty, which the format allows).
        if self.cases.len() > 1 {
            for c in 0..self.cases.len() {
                smaller.push(edit(&|s| {
                    s.cases.remove(c);
                }));
            }
        }
        for (c, case) in self.cases.iter().enumerate() {
            if case.positions.len() > 1 {
                for p in 0..case.positions.len() {
                    smaller.push(edit(&|s| {
                        s.cases[c].positions.remove(p);
                    }));
                }
            }
            if case.set.len() > 1 {
                for e in 0..case.set.len() {
                    smaller.push(edit(&|s| {
                        s.cases[c].set.remove(e);
                    }));
                }
            }
            for (p, position) in case.positions.iter().enumerate() {
                for h in 0..position.len() {
                    smaller.push(edit(&|s| {
                        s.cases[c].positions[p].remove(h);
                    }));
                }
            }
        }
        // Then smaller numbers: heaps towards 0, elements towards 1 (kept distinct).
        for (c, case) in self.cases.iter().enumerate() {
            for (p, position) in case.positions.iter().enumerate() {
                for (h, &heap) in position.iter().enumerate() {
                    for d in
                        std::iter::successors(Some(heap), |d| Some(d / 2)).take_while(|&d| d > 0)
                    {
                        smaller.push(edit(&|s| s.cases[c].positions[p][h] = heap - d));
                    }
                }
            }
            for (e, &element) in case.set.iter().enumerate() {
                for d in
                    std::iter::successors(Some(element - 1), |d| Some(d / 2)).take_while(|&d| d > 0)
                {
                    if !case.set.contains(&(element - d)) {
                        smaller.push(edit(&|s| s.cases[c].set[e] = element - d));
                    }
                }
            }
        }
        Box::new(smaller.into_iter().map(|s| Box::new(s) as Box<dyn Case>))
    }

    fn positions(&self) -> usize {
        self.cases.iter().map(|c| c.positions.len()).sum()
    }
}

struct SNimGenerator {
    max_element: u64,
    max_heap: u64,
    curated: Vec<SNimCase>,
}

impl SNimGenerator {
    fn set(&self, rng: &mut Rng) -> Vec<u64> {
        let max = u128::from(self.max_element);
        let size = if rng.chance(70) {
            rng.index(1, 4)
        } else {
            rng.index(1, 100)
        };
        let small = rng.chance(60);
        let mut set: Vec<u64> = Vec::new();
        while set.len() < size {
            let element = if small {
                rng.range(1, 12.min(max))
            } else {
                rng.interesting(1, max)
            };
            let element = element as u64; // <= max_element, a u64
            if !set.contains(&element) {
                set.push(element);
            }
            if small && set.len() >= 12.min(self.max_element as usize) {
                break;
            }
        }
        set
    }

    fn case(&self, rng: &mut Rng) -> SNimCase {
        let set = self.set(rng);
        let values = SubtractionSet::new(set.clone())
            .and_then(|s| s.grundy_sequence(self.max_heap))
            .unwrap_or_default();
        let max_heap = u128::from(self.max_heap);
        let count = rng.index(1, 15);
        let positions = (0..count)
            .map(|_| {
                let len = if rng.chance(5) { 0 } else { rng.index(1, 6) };
                let mut heaps: Vec<u64> = (0..len)
                    .map(|_| rng.interesting(0, max_heap) as u64)
                    .collect();
                // Complete half of the positions into P-positions (nim-sum of values 0).
                if len >= 2 && !values.is_empty() && rng.chance(50) {
                    let target = heaps[1..].iter().fold(0, |x, &h| x ^ values[h as usize]);
                    if let Some(heap) = (0..=self.max_heap).find(|&h| values[h as usize] == target)
                    {
                        heaps[0] = heap;
                    }
                }
                heaps
            })
            .collect();
        SNimCase { set, positions }
    }
}

impl Generator for SNimGenerator {
    fn generate(&self, rng: &mut Rng, index: u64) -> Box<dyn Case> {
        let cases = match usize::try_from(index) {
            Ok(i) if i < self.curated.len() => vec![self.curated[i].clone()],
            _ => (0..rng.index(1, 4)).map(|_| self.case(rng)).collect(),
        };
        Box::new(SNimInput { cases })
    }
}

pub fn generator(problem: &str, scope: Scope) -> Option<Box<dyn Generator>> {
    if problem != "hdu1536" {
        return None;
    }
    let (max_element, max_heap) = match scope {
        Scope::Judge => (10_000, 10_000),
        Scope::Beyond => (100_000, 100_000),
    };
    let case = |set: &[u64], positions: &[&[u64]]| SNimCase {
        set: set.to_vec(),
        positions: positions.iter().map(|p| p.to_vec()).collect(),
    };
    let curated = vec![
        // The statement's sample: LWW, then WWL.
        case(&[2, 5], &[&[5, 12], &[2, 4, 7], &[2, 3, 7, 12]]),
        case(&[1, 2, 3, 4, 5], &[&[2, 5, 12], &[2, 4, 7], &[2, 3, 7, 12]]),
        case(
            &[1],
            &[
                &[],
                &[0],
                &[1],
                &[1, 1],
                &[max_heap],
                &[max_heap, max_heap - 1],
            ],
        ),
        case(
            &[max_element],
            &[&[max_heap], &[max_heap - 1], &[0, 0], &[max_heap, max_heap]],
        ),
        case(&[3, 7], &[&[0, 1, 2], &[3], &[2, 2], &[10, 3]]),
        case(&[1, 3, 4], &[&[7], &[14], &[6, 1], &[2, 9]]),
    ];
    Some(Box::new(SNimGenerator {
        max_element,
        max_heap,
        curated,
    }))
}
