//! Mock Turtles judges: hdu3537 (Daizhenyang's Coin: turn one to three coins, the rightmost from
//! heads to tails).
//!
//! Limits (problem statement): "0 <= n <= 100" heads a case, positions "0 <= ak < 10^8"; the
//! same coin may be named more than once. The generator keeps to 30 cases an input.
//!
//! Adversarial positions: a coin named twice or more (a solution that XORs each name counts it
//! twice, cancelling it), no heads at all (n = 0), P-positions (the last head worth the others'
//! XOR), evil positions (worth 2x + 1, which a solution using 2x alone gets wrong), and the
//! largest positions, worth more than 2 · 10^8.

use grundy::Natural;
use grundy::games::turtles::odious;
use grundy::text::Msg;

use super::records::{Format, Framing, Layout, Probe, RecordGenerator};
use super::{Generator, Rng, Scope};

/// Positions beyond 2^64 (the judge reads positions of any size).
const BEYOND: u128 = 10u128.pow(30);

/// The probes' families.
const REPEATED: &str = "cli-probe-turtles-repeated";
const P_POSITIONS: &str = "cli-probe-turtles-p-positions";

/// The x-th odious number, within u128 (x below 10^30).
fn value(x: u128) -> u128 {
    odious(&Natural::from(x)).to_u128().unwrap_or(0)
}

/// Records tried first when shrinking: a coin named twice, and small P-positions.
fn probes() -> Vec<Probe> {
    let mut probes = Vec::new();
    for x in 0..4u128 {
        probes.push(Probe::new(
            vec![x, x],
            REPEATED,
            Msg::new("cli-probe-coin-twice").arg("x", x),
        ));
        probes.push(Probe::new(
            vec![x, x, x],
            REPEATED,
            Msg::new("cli-probe-coin-thrice").arg("x", x),
        ));
    }
    for a in 0..8u128 {
        for b in a + 1..8 {
            for c in b + 1..8 {
                // A fourth head worth the XOR of the three, if that XOR is odious.
                let x = value(a) ^ value(b) ^ value(c);
                let d = x / 2;
                if value(d) == x && d > c {
                    probes.push(Probe::new(
                        vec![a, b, c, d],
                        P_POSITIONS,
                        Msg::new("cli-probe-four-heads"),
                    ));
                }
            }
        }
    }
    probes
}

/// Heads in 0..=`top`, half the time a P-position, sometimes with a coin named again.
fn heads(rng: &mut Rng, top: u128, max_len: usize) -> Vec<u128> {
    let len = if rng.chance(5) {
        max_len
    } else {
        rng.index(0, 8)
    };
    let mut list: Vec<u128> = (0..len).map(|_| rng.interesting(0, top)).collect();
    if len >= 2 && rng.chance(50) {
        let mut distinct = list[1..].to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        let x = distinct.iter().fold(0, |x, &h| x ^ value(h));
        let head = x / 2;
        if value(head) == x && head <= top && !distinct.contains(&head) {
            list[0] = head;
        }
    }
    if !list.is_empty() && list.len() < max_len && rng.chance(30) {
        let again = list[rng.index(0, list.len() - 1)];
        list.push(again);
    }
    list
}

pub fn generator(problem: &str, scope: Scope) -> Option<Box<dyn Generator>> {
    if problem != "hdu3537" {
        return None;
    }
    let top = if scope == Scope::Beyond {
        BEYOND
    } else {
        10u128.pow(8) - 1
    };
    let max_len = 100;
    let curated = vec![
        vec![],
        vec![0],
        vec![0, 1, 2, 3],
        vec![0, 0],
        vec![3, 3, 3],
        vec![1, 2, 1],
        vec![3],
        vec![top],
        vec![top, top],
        vec![top - 1, top],
        (0..max_len as u128).collect(),
        vec![7; max_len],
    ];
    let format = Format {
        framing: Framing::UntilEof,
        layout: Layout::Listed {
            min_len: 0,
            max_len,
            own_line: true,
        },
        max_records: 30,
        bounds: vec![(0, top)],
        valid: |_| true,
    };
    let draw = move |rng: &mut Rng, _: &Format| heads(rng, top, max_len);
    Some(Box::new(
        RecordGenerator::new(format, curated, Box::new(draw)).with_probes(probes()),
    ))
}
