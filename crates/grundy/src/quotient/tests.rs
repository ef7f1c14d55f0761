//! The quotients against exhaustive misère search of small sums, computed here from the rules
//! alone (no quotient, no Grundy value).

use std::collections::HashMap;

use super::*;

/// Misère P-positions of sums of heaps by plain recursion over sorted heap lists.
struct Brute {
    code: OctalCode,
    memo: HashMap<Vec<u64>, bool>,
}

impl Brute {
    fn new(code: &OctalCode) -> Brute {
        Brute {
            code: code.clone(),
            memo: HashMap::new(),
        }
    }

    fn is_p(&mut self, heaps: &[u64]) -> bool {
        let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        key.sort_unstable();
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let mut has_move = false;
        let mut reaches_p = false;
        for i in 0..key.len() {
            if i > 0 && key[i] == key[i - 1] {
                continue;
            }
            for (_, leaves) in self.code.moves(key[i]) {
                has_move = true;
                let mut next = key.clone();
                next.remove(i);
                next.extend(leaves);
                if self.is_p(&next) {
                    reaches_p = true;
                    break;
                }
            }
            if reaches_p {
                break;
            }
        }
        let p = has_move && !reaches_p;
        self.memo.insert(key, p);
        p
    }
}

fn compare(code: &str, to: u64, singles: u64, pairs: u64, triples: u64, quads: u64) {
    let code: OctalCode = code.parse().unwrap();
    let q = MisereQuotient::compute(&code, to).unwrap();
    let mut brute = Brute::new(&code);
    let mut check = |heaps: &[u64]| {
        assert_eq!(
            q.is_p_position(heaps),
            Some(brute.is_p(heaps)),
            "{code}: heaps {heaps:?} (quotient of order {})",
            q.order()
        );
    };
    for a in 0..=singles {
        check(&[a]);
    }
    for a in 0..=pairs {
        for b in a..=pairs {
            check(&[a, b]);
        }
    }
    for a in 0..=triples {
        for b in a..=triples {
            for c in b..=triples {
                check(&[a, b, c]);
            }
        }
    }
    for a in 0..=quads {
        for b in a..=quads {
            for c in b..=quads {
                for d in c..=quads {
                    check(&[a, b, c, d]);
                }
            }
        }
    }
}

#[test]
fn kayles_against_search() {
    compare("0.77", 400, 40, 20, 12, 8);
}

#[test]
#[ignore]
fn survey() {
    for code in std::env::var("CODES")
        .map(|s| s.split(",").map(String::from).collect::<Vec<_>>())
        .unwrap_or_default()
        .iter()
        .map(|s| s.as_str())
        .chain(
            [
                "0.104", "0.106", "0.144", "0.45", "4.7", "0.6", "0.07", "0.007", "0.137", "0.4",
                "0.3", "0.03", "0.51", "0.52", "0.54", "0.57", "0.62", "0.64",
            ]
            .into_iter()
            .filter(|_| std::env::var("CODES").is_err()),
        )
    {
        let c: OctalCode = code.parse().unwrap();
        let t = std::time::Instant::now();
        match MisereQuotient::compute(&c, 600) {
            Ok(q) => println!(
                "{code}: order {} |P| {} status {:?} gens {:?} rels {:?} time {:?}",
                q.order(),
                q.p_portion().len(),
                q.status(),
                q.generator_heaps(),
                q.relations().len(),
                t.elapsed()
            ),
            Err(e) => println!("{code}: error {e} after {:?}", t.elapsed()),
        }
    }
}
