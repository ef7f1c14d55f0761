//! The fast sequences and the proven periods against the definition and a naive search.

use super::*;
use crate::games::subtraction::SubtractionSet;
use crate::rng::Rng;

fn set(text: &str) -> SubtractionSet {
    text.parse().expect("a valid set")
}

/// A random set of 1 to `size` elements in 1..=max.
fn random_set(rng: &mut Rng, max: u64, size: u64) -> SubtractionSet {
    let count = 1 + rng.below_u64(size);
    let elements = (0..count).map(|_| 1 + rng.below_u64(max)).collect();
    SubtractionSet::new(elements).expect("positive elements")
}

fn values(set: &SubtractionSet, kind: SequenceKind, to: u64) -> (Vec<u32>, Option<Periodicity>) {
    let sequence = SequenceRun::new(set, kind, to)
        .expect("within limits")
        .finish();
    (sequence.values().collect(), sequence.periodicity())
}

/// The least p (and then the least n0) with a(n + p) = a(n) on the second half of `a`: the
/// true answer when the true preperiod, period and window fit well inside the first half.
fn naive_periodicity(a: &[u32]) -> Periodicity {
    let half = a.len() / 2;
    let period = (1..half)
        .find(|&p| (half..a.len() - p).all(|n| a[n] == a[n + p]))
        .expect("a period within half the values");
    let mut preperiod = half;
    while preperiod > 0 && a[preperiod - 1] == a[preperiod - 1 + period] {
        preperiod -= 1;
    }
    Periodicity {
        preperiod: preperiod as u64,
        period: period as u64,
    }
}

/// g(0..=to) for the subtraction set `s` from the rule alone, sharing no code with the crate:
/// g(n) = mex{g(n − x) : x ∈ s, x <= n}.
fn by_rules(s: &[usize], to: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(to + 1);
    for n in 0..=to {
        let options: Vec<u32> = s.iter().filter(|&&x| x <= n).map(|&x| g[n - x]).collect();
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

/// For each c in `shifts`, whether g(n + c) = g(n) for every n >= 0 (a period from n = 0), for
/// the subtraction set `s`, from the rule alone: streamed with a ring of the last max(s) values,
/// comparing g(c..c + max(s)) with g(0..max(s)), the values that decide all later ones.
fn periods_from_zero(s: &[usize], shifts: &[usize]) -> Vec<bool> {
    let w = *s.iter().max().unwrap();
    let mask = w.next_power_of_two() - 1;
    let (mut ring, mut first) = (vec![0u8; mask + 1], vec![0u8; w]);
    let mut equal = vec![true; shifts.len()];
    // The windows [c, c + w) by start, and the next one to reach.
    let mut windows: Vec<(usize, usize)> = shifts.iter().copied().zip(0..).collect();
    windows.sort_unstable();
    let mut next = 0;
    for n in 0..windows[windows.len() - 1].0 + w {
        let mut seen = 0u32;
        for &x in s {
            if x <= n {
                seen |= 1 << ring[(n - x) & mask];
            }
        }
        let g = (!seen).trailing_zeros() as u8;
        ring[n & mask] = g;
        if n < w {
            first[n] = g;
        }
        while next < windows.len() && n >= windows[next].0 + w {
            next += 1;
        }
        for &(c, i) in &windows[next..] {
            if n < c {
                break;
            }
            equal[i] &= first[n - c] == g;
        }
    }
    equal
}

fn search(set: &SubtractionSet, kind: SequenceKind, threads: usize) -> Periodicity {
    let mut search = PeriodSearch::new(set, kind).expect("within limits");
    while !search.advance(1 << 30) {}
    search.finish(threads).expect("found")
}

#[test]
fn sequences_match_the_definition_for_every_cell_width() {
    let mut rng = Rng::new(0x9E37_79B9_7F4A_7C15);
    let mut sets: Vec<SubtractionSet> = ["{1,3,4}", "{2,5,7}", "{7}", "{1}", "{3,1000}"]
        .iter()
        .map(|t| set(t))
        .collect();
    // 1..=7 elements: u8 cells; 8..=15: u16; 16..=31: u32; 32..=63: u64; 64 and more: plain.
    for size in [5, 12, 25, 50, 100] {
        for _ in 0..4 {
            sets.push(random_set(&mut rng, 300, size));
        }
    }
    for s in &sets {
        let plain = s.grundy_sequence_by_mex(3000).unwrap();
        assert_eq!(values(s, SequenceKind::Grundy, 3000).0, plain, "{s}");
        let outcomes: Vec<u32> = plain.iter().map(|&g| u32::from(g == 0)).collect();
        assert_eq!(values(s, SequenceKind::Outcomes, 3000).0, outcomes, "{s}");
    }
}

#[test]
fn known_periods() {
    let (_, p) = values(&set("{1,3,4}"), SequenceKind::Grundy, 100);
    assert_eq!(
        p,
        Some(Periodicity {
            preperiod: 0,
            period: 7
        })
    );
    assert_eq!(search(&set("{1,3,4}"), SequenceKind::Grundy, 1), p.unwrap());
    // Bash's game {1,2,3}: g(n) = n mod 4.
    assert_eq!(
        search(&set("{1,2,3}"), SequenceKind::Grundy, 2),
        Periodicity {
            preperiod: 0,
            period: 4
        }
    );
    // {2,5,7}: compared with the naive search on the values, and the values with the rule.
    let s = set("{2,5,7}");
    let (all, p) = values(&s, SequenceKind::Grundy, 2000);
    assert_eq!(p, Some(naive_periodicity(&all)));
    assert_eq!(search(&s, SequenceKind::Grundy, 2), p.unwrap());
    assert_eq!(all, by_rules(&[2, 5, 7], 2000));
    // The periods above, found naively on values from the rule alone.
    for (s, period) in [(&[1, 3, 4][..], 7), (&[1, 2, 3][..], 4)] {
        let naive = naive_periodicity(&by_rules(s, 200));
        assert_eq!((naive.preperiod, naive.period), (0, period), "{s:?}");
    }
}

#[test]
fn periods_match_a_naive_search_on_random_small_sets() {
    let mut rng = Rng::new(0x2545_F491_4F6C_DD1D);
    for round in 0..400 {
        let s = random_set(&mut rng, 12, 5);
        for kind in [SequenceKind::Grundy, SequenceKind::Outcomes] {
            let (all, proven) = values(&s, kind, 20_000);
            let naive = naive_periodicity(&all);
            let proven = proven.expect("proven within 20000");
            assert_eq!(proven, naive, "round {round}: {s} {kind:?}");
            assert!(proven.preperiod + proven.period + s.max() < 5_000, "{s}");
            let threads = 1 + round % 3;
            assert_eq!(
                search(&s, kind, threads),
                naive,
                "round {round}: {s} {kind:?}"
            );
        }
    }
}

#[test]
fn a_period_is_reported_only_when_proven_within_n() {
    // {1,3,4}: period 7 from 0, window 4: proven once the window at 7 + 4 repeats (N >= 10).
    let s = set("{1,3,4}");
    assert_eq!(values(&s, SequenceKind::Grundy, 9).1, None);
    assert_eq!(
        values(&s, SequenceKind::Grundy, 10).1,
        Some(Periodicity {
            preperiod: 0,
            period: 7
        })
    );
    // Longer random sets: proven exactly when preperiod + period + max(S) <= N + 1.
    let mut rng = Rng::new(77);
    for _ in 0..100 {
        let s = random_set(&mut rng, 40, 4);
        let truth = search(&s, SequenceKind::Grundy, 1);
        let needed = truth.preperiod + truth.period + s.max() - 1;
        if needed > 200_000 {
            continue;
        }
        assert_eq!(
            values(&s, SequenceKind::Grundy, needed).1,
            Some(truth),
            "{s}"
        );
        if needed > 0 {
            assert_eq!(values(&s, SequenceKind::Grundy, needed - 1).1, None, "{s}");
        }
    }
}

#[test]
fn runs_resume_from_saved_state() {
    let mut rng = Rng::new(5);
    for _ in 0..20 {
        let s = random_set(&mut rng, 2000, 70);
        for kind in [SequenceKind::Grundy, SequenceKind::Outcomes] {
            let mut run = SequenceRun::new(&s, kind, 50_000).unwrap();
            run.advance(1 + rng.below_u64(30_000));
            let resumed = SequenceRun::restore(&s, kind, 50_000, &run.save()).unwrap();
            let (a, b) = (run.finish(), resumed.finish());
            assert!(a.values().eq(b.values()), "{s}");
            assert_eq!(a.periodicity(), b.periodicity());
        }
    }
    let s = set("{123,543,666}");
    let mut whole = PeriodSearch::new(&s, SequenceKind::Grundy).unwrap();
    while !whole.advance(u64::MAX) {}
    let mut parts = PeriodSearch::new(&s, SequenceKind::Grundy).unwrap();
    while !parts.advance(777_777) {
        parts = PeriodSearch::restore(&s, SequenceKind::Grundy, &parts.save()).unwrap();
    }
    let parts = PeriodSearch::restore(&s, SequenceKind::Grundy, &parts.save()).unwrap();
    assert_eq!(whole.finish(2), parts.finish(1));
}

#[test]
fn damaged_state_is_an_error_not_a_panic() {
    let s = set("{3,7,20}");
    let mut run = SequenceRun::new(&s, SequenceKind::Grundy, 1000).unwrap();
    run.advance(500);
    let bytes = run.save();
    let mut search = PeriodSearch::new(&s, SequenceKind::Grundy).unwrap();
    search.advance(5);
    let search_bytes = search.save();
    for cut in [0, 1, 9, 17, bytes.len() - 1] {
        assert!(SequenceRun::restore(&s, SequenceKind::Grundy, 1000, &bytes[..cut]).is_err());
    }
    let mut bad = bytes.clone();
    *bad.last_mut().unwrap() = 200; // a value above |S|
    assert!(SequenceRun::restore(&s, SequenceKind::Grundy, 1000, &bad).is_err());
    assert!(SequenceRun::restore(&s, SequenceKind::Grundy, 999, &bytes).is_err());
    assert!(SequenceRun::restore(&s, SequenceKind::Outcomes, 1000, &bytes).is_err());
    assert!(PeriodSearch::restore(&s, SequenceKind::Grundy, &bytes).is_err());
    for cut in 0..search_bytes.len() {
        assert!(PeriodSearch::restore(&s, SequenceKind::Grundy, &search_bytes[..cut]).is_err());
    }
    let mut bad = search_bytes.clone();
    bad[16..24].copy_from_slice(&u64::MAX.to_le_bytes()); // the hare's position
    assert!(PeriodSearch::restore(&s, SequenceKind::Grundy, &bad).is_err());
}

#[test]
fn limits_are_named() {
    let big = set("{1,100000000}");
    let error = SequenceRun::new(&big, SequenceKind::Grundy, 10).unwrap_err();
    assert!(error.message().contains("67108864"), "{error}");
    let error = SequenceRun::new(&set("{1,2}"), SequenceKind::Grundy, 1 << 40).unwrap_err();
    assert!(error.message().contains("2147483647"), "{error}");
}

/// The example: period 467,394,045 (about 10^9 positions of search in all). The number
/// is this project's own computation (no published source); it is confirmed here from the rule
/// alone: a period from n = 0 (so the preperiod is 0), and p/q is none for each prime q | p, so
/// it is the least (the least period divides every period of a sequence periodic from 0).
#[test]
fn the_period_of_12345_54321_66666() {
    let s = set("{12345,54321,66666}");
    let found = search(&s, SequenceKind::Grundy, 2);
    assert_eq!(found.period, 467_394_045);
    println!("{found:?}");
    // The streaming check on a case small enough to see: {1,3,4} has period 7 from 0.
    let small = periods_from_zero(&[1, 3, 4], &[7, 14, 3, 1]);
    assert_eq!(small, [true, true, false, false]);
    let p = 467_394_045usize;
    let is_prime = |q: usize| {
        (2..q)
            .take_while(|d| d * d <= q)
            .all(|d| !q.is_multiple_of(d))
    };
    assert_eq!(3 * 5 * 823 * 37_861, p);
    assert!([3, 5, 823, 37_861].into_iter().all(is_prime));
    let shifts = [p, p / 3, p / 5, p / 823, p / 37_861];
    let periodic = periods_from_zero(&[12_345, 54_321, 66_666], &shifts);
    assert_eq!(periodic, [true, false, false, false, false], "{shifts:?}");
}
