//! Lasker's Nim judges: hdu3032 (Nim or not Nim?: take from a heap, or split a heap in two).
//!
//! Limits (problem statement): "T (T <= 100)", "N (1 <= N <= 10^6)", heaps
//! "1 <= s[i] <= 2^31 - 1". The generator keeps to 1000 heaps a test, so that a run stays
//! quick.
//!
//! Adversarial positions: heaps ≡ 3 and 0 (mod 4), whose values are swapped (a solution that
//! plays plain Nim, or swaps the wrong pair, fails there); Nim's P-positions that Lasker's
//! Nim does not share, such as 3 4 7; P-positions of Lasker's Nim (the first heap is the one
//! whose value is the others' XOR); equal heaps; and 2^31 − 1, whose value 2^31 overflows a
//! 32-bit int.

use grundy::Natural;
use grundy::games::lasker::heap_value;
use grundy::text::Msg;

use super::records::{Format, Framing, Layout, Probe, RecordGenerator};
use super::{Generator, Rng, Scope};

/// Heaps beyond 2^64 (the judge reads heaps of any size).
const BEYOND: u128 = 10u128.pow(30);

/// The probes' families.
const SWAPPED: &str = "cli-probe-lasker-swapped";
const P_POSITIONS: &str = "cli-probe-lasker-p-positions";
const TOP: &str = "cli-probe-lasker-top";

/// Records tried first when shrinking: single heaps ≡ 3 or 0 (mod 4), the three-heap
/// P-positions (heaps up to 8) of one of Lasker's Nim and Nim but not the other, and the largest
/// heap.
fn probes(top: u128) -> Vec<Probe> {
    let mut probes = Vec::new();
    for heap in [3u128, 4, 7, 8, 11, 12] {
        probes.push(Probe::new(
            vec![heap],
            SWAPPED,
            Msg::new("cli-probe-lasker-heap")
                .arg("heap", heap)
                .arg("g", value(heap)),
        ));
    }
    for a in 1..=8u128 {
        for b in a..=8 {
            // g is its own inverse: c is worth the XOR of a's and b's values.
            let c = value(value(a) ^ value(b));
            if c >= 1 && a ^ b ^ c != 0 {
                probes.push(Probe::new(
                    vec![a, b, c],
                    P_POSITIONS,
                    Msg::new("cli-probe-lasker-p-only"),
                ));
            }
            let c = a ^ b;
            if c >= 1 && value(a) ^ value(b) ^ value(c) != 0 {
                probes.push(Probe::new(
                    vec![a, b, c],
                    P_POSITIONS,
                    Msg::new("cli-probe-nim-p-only"),
                ));
            }
        }
    }
    probes.push(Probe::new(
        vec![top],
        TOP,
        Msg::new("cli-probe-lasker-heap")
            .arg("heap", top)
            .arg("g", value(top)),
    ));
    probes
}

/// g(h), within u128 (h below 10^30).
fn value(heap: u128) -> u128 {
    heap_value(&Natural::from(heap)).to_u128().unwrap_or(0)
}

/// A list of heaps in 1..=`top`, half the time a P-position of Lasker's Nim.
fn heaps(rng: &mut Rng, top: u128, max_len: usize) -> Vec<u128> {
    let len = if rng.chance(5) {
        max_len
    } else {
        rng.index(1, 8)
    };
    let mut list: Vec<u128> = match rng.next_u64() % 4 {
        // Heaps ≡ 3 or 0 (mod 4), where g differs from the heap.
        0 => (0..len)
            .map(|_| {
                let base = rng.interesting(1, top / 4) * 4;
                if rng.chance(50) { base } else { base - 1 }.clamp(1, top)
            })
            .collect(),
        _ => (0..len).map(|_| rng.interesting(1, top)).collect(),
    };
    if len >= 2 && rng.chance(50) {
        // g is its own inverse: the heap worth the others' XOR.
        let rest = list[1..].iter().fold(0, |x, &h| x ^ value(h));
        let heap = value(rest);
        if (1..=top).contains(&heap) {
            list[0] = heap;
        }
    }
    list
}

pub fn generator(problem: &str, scope: Scope) -> Option<Box<dyn Generator>> {
    if problem != "hdu3032" {
        return None;
    }
    let top = if scope == Scope::Beyond {
        BEYOND
    } else {
        (1 << 31) - 1
    };
    let max_len = 1000;
    let curated = vec![
        vec![2, 2, 3],
        vec![3, 3],
        vec![3],
        vec![4],
        vec![1, 2, 3],
        vec![3, 4, 7],
        vec![3, 4],
        vec![4, 8, 12],
        vec![top],
        vec![top, top],
        vec![top, top - 1],
        vec![1; max_len],
        vec![3; max_len - 1],
        (1..=max_len as u128).collect(),
    ];
    let format = Format {
        framing: Framing::Counted,
        layout: Layout::Listed {
            min_len: 1,
            max_len,
            own_line: true,
        },
        max_records: 20,
        bounds: vec![(1, top)],
        valid: |_| true,
    };
    let draw = move |rng: &mut Rng, _: &Format| heaps(rng, top, max_len);
    Some(Box::new(
        RecordGenerator::new(format, curated, Box::new(draw)).with_probes(probes(top)),
    ))
}
