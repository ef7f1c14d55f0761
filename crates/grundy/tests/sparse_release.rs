//! The sparse-space method with its tuning as shipped, against plain mex.
//!
//! The library's unit tests are built with `cfg(test)`, which shrinks the sparse method's
//! tuning (ORDERED, REORDER_EVERY, PICKED, SURVEY_EVERY, EARLY_SURVEY_EVERY, FIRST_PICK and
//! PICK_EVERY in `games/octal/sparse/`) so that the learned scan order and the pick run within
//! their sizes. An integration test links the library as shipped (hence the file's name), so
//! here the same paths run with the shipped constants; they start late (the learned order is
//! used from heap 2·2^14 on, the bit sets of ranks (with AVX-512) or the pick once every rare
//! heap is below half of each split: Officers from about heap 41,300, the pick's first choice
//! from about 43,300), so the sizes are tens of thousands of heaps. Each sparse run is checked
//! twice, as the CPU runs it and with the pick forced (`without_ranks`), so that both paths
//! are tested on a machine with AVX-512 (without it, both runs take the pick). Beyond
//! [`OCTAL_PLAIN_LIMIT`] the library's plain mex refuses, and the reference is `plain_mex`
//! below, written here from the rules alone.
//!
//! It is O(n²), yet every test runs in an ordinary `cargo test`, with overflow checks and debug
//! assertions: in the test profile (opt-level 1, the big integers at 3) the file takes
//! about half a minute on two busy cores, hardly more than in release mode, which would cost a
//! second compile of the library and its dependencies.
//!
//! Which paths of the sparse method each code takes (the 64-, 128- and 256-bit scans, the
//! marking scan, the pick and the heaps where every candidate is taken, the ranks and the
//! heaps where every rank is taken (0.74: hundreds by heap 37,500; Officers: none to 10^5),
//! the equal split of Grundy's game) was counted once with a temporary counter in the library,
//! not kept; the methods and rare heaps asserted below pin the runs those counts were taken on.

use grundy::games::grundys_game::GrundysGame;
use grundy::games::octal::{OCTAL_PLAIN_LIMIT, OctalCode, SequenceMethod};

/// Removing i tokens may leave nothing, one heap, two heaps (bits of the digit d_i).
const LEAVE_NONE: u8 = 1;
const LEAVE_ONE: u8 = 2;
const LEAVE_TWO: u8 = 4;

/// g(0..=to) by plain mex over every option of every heap, for the digits of a code that
/// leaves at most two heaps (`unequal_only`: Grundy's game, whose two heaps must differ). It
/// shares no code with the library's engines: the reference beyond [`OCTAL_PLAIN_LIMIT`].
fn plain_mex(digits: &[u8], unequal_only: bool, to: usize) -> Vec<u32> {
    assert!(digits.iter().all(|&d| d < 8), "no three-heap moves here");
    let mut values: Vec<u32> = Vec::with_capacity(to + 1);
    // seen[v] == n + 1: some option of heap n has value v. Every value is below `bound`, a
    // power of two, so every XOR of two is, and the mex is at most `bound`.
    let mut seen: Vec<usize> = vec![0; 2];
    let mut bound = 1;
    for n in 0..=to {
        let stamp = n + 1;
        for (i, &digit) in digits.iter().enumerate().take(n + 1) {
            let rest = n - i;
            if i > 0 && digit & LEAVE_NONE != 0 && rest == 0 {
                seen[0] = stamp;
            }
            if i > 0 && digit & LEAVE_ONE != 0 && rest > 0 {
                seen[values[rest] as usize] = stamp;
            }
            if digit & LEAVE_TWO != 0 {
                for a in 1..=rest / 2 {
                    if !(unequal_only && 2 * a == rest) {
                        seen[(values[a] ^ values[rest - a]) as usize] = stamp;
                    }
                }
            }
        }
        let mex = seen
            .iter()
            .position(|&s| s != stamp)
            .expect("bound is free");
        values.push(mex as u32);
        if mex >= bound {
            bound = (mex + 1).next_power_of_two();
            seen.resize(bound + 1, 0);
        }
    }
    values
}

fn code(text: &str) -> OctalCode {
    text.parse().expect("a code")
}

/// Plain mex for `game` to `to`: the library's up to [`OCTAL_PLAIN_LIMIT`], else `plain_mex`.
fn reference(game: &OctalCode, to: u64) -> Vec<u32> {
    if to <= OCTAL_PLAIN_LIMIT {
        game.grundy_sequence_plain(to)
            .expect("within the plain limit")
    } else {
        plain_mex(game.digits(), false, to as usize)
    }
}

/// The sparse method's mask, rare heaps and last rare heap, as `Sequence::method` gives them.
fn sparse(mask: u32, rare_heaps: u64, last: u64) -> SequenceMethod {
    SequenceMethod::Sparse {
        mask,
        rare_heaps,
        last_rare_heap: Some(last),
    }
}

/// The first heap where `values` and `plain` differ, or where one of them ends.
fn first_difference(values: &[u32], plain: &[u32]) -> Option<usize> {
    let differs = (0..values.len().min(plain.len())).find(|&n| values[n] != plain[n]);
    differs.or((values.len() != plain.len()).then(|| values.len().min(plain.len())))
}

/// `game` to `to` by `sequence` (the sparse method once past the mask search) against plain
/// mex, and the method it ended with (checked second: a wrong value says more); then the same
/// with the pick instead of the vector ranks (the same run on a CPU without AVX-512).
fn check(text: &str, to: u64, method: SequenceMethod) {
    let game = code(text);
    let plain = reference(&game, to);
    let runs = [
        ("", game.sequence(to).expect("computable")),
        (
            " with the pick",
            game.sequence_run(to)
                .expect("computable")
                .without_ranks()
                .finish()
                .expect("computable"),
        ),
    ];
    for (how, sequence) in runs {
        let differs = first_difference(&sequence.to_vec(), &plain);
        assert_eq!(differs, None, "{text} to {to}{how}: first differing heap");
        assert_eq!(sequence.method(), method, "{text} to {to}{how}");
    }
}

#[test]
fn the_reference_is_the_librarys_plain_mex_on_small_heaps() {
    // Cheap: the reference the longer tests trust, checked first on small heaps.
    for text in [
        "0.6", "0.14", "0.56", "4.44", "0.76", "0.007", "0.77", "0.33", "4.7",
    ] {
        let game = code(text);
        assert_eq!(
            plain_mex(game.digits(), false, 3_000),
            game.grundy_sequence_plain(3_000).unwrap(),
            "{text}"
        );
    }
    // Grundy's game is computed by plain mex below the mask search's 4,096 heaps.
    let grundy = GrundysGame.grundy_sequence(3_000).unwrap();
    assert_eq!(plain_mex(&[LEAVE_TWO], true, 3_000), grundy);
}

#[test]
fn sparse_as_shipped_matches_plain_mex_to_50000() {
    // Debug-sized (a few seconds). Officers: the learned order (used from heap 32,770), its
    // rebuilds, the ranks, the pick in the second run (from about 43,300, with heaps where
    // every candidate is taken) and the 64-, 128- and 256-bit scans. Past 20,627 no Officers
    // heap is rare, so a scan that reported a hit it did not have would change no value there:
    // 0.14 keeps having rare heaps (rare values that every pair misses) while the learned
    // order is used.
    for (text, method) in [
        ("0.6", sparse(494, 1583, 20627)),
        ("0.14", sparse(60, 1697, 49853)),
    ] {
        check(text, 50_000, method);
    }
}

#[test]
fn officers_as_shipped_matches_plain_mex_to_100000() {
    // In the run with the pick: about 56,700 heaps with it, and about 3,100 where every
    // candidate is taken.
    check("0.6", 100_000, sparse(494, 1583, 20627));
    // The reference beyond the library's limit is the library's plain mex up to it.
    let game = code("0.6");
    let plain = game.grundy_sequence_plain(OCTAL_PLAIN_LIMIT).unwrap();
    assert_eq!(
        plain_mex(game.digits(), false, OCTAL_PLAIN_LIMIT as usize),
        plain
    );
}

#[test]
fn sparse_codes_as_shipped_match_plain_mex_past_the_plain_limit() {
    // Each ends in sparse space, with few enough rare heaps to go past OCTAL_PLAIN_LIMIT.
    for (text, method) in [
        // Rare heaps keep coming to the end (the last at 58,515): the pick never starts, and
        // the pairs of all 1,736 rare heaps are marked for every heap.
        ("0.14", sparse(60, 1736, 58515)),
        // Few rare heaps, found early: the pick for most blocks; 64-bit scans only.
        ("0.16", sparse(30, 52, 13935)),
        ("0.56", sparse(91, 45, 1795)),
        // The pick, and 128-bit scans.
        ("0.36", sparse(254, 515, 11798)),
        ("0.64", sparse(446, 486, 22477)),
        // 256-bit scans, the pick, and heaps where every candidate (every rank) is taken.
        ("0.74", sparse(475, 1385, 15929)),
        // d0 = 4 (a heap splits without removal too): 256-bit scans and the pick.
        ("4.44", sparse(377, 503, 7349)),
    ] {
        check(text, 60_000, method);
    }
}

#[test]
fn sparse_codes_with_many_rare_heaps_match_plain_mex() {
    // No sparse space: the mask search still switches to the sparse method from 4,096 heaps
    // on, with thousands of rare heaps, until OCTAL_PLAIN_LIMIT. More than 256 rare values
    // below m_c send the scan to marking every pair (0.76: in 16,832 heaps; 0.007: 146; 0.06:
    // 24); the other heaps take the 64-, 128- and 256-bit scans.
    let to = OCTAL_PLAIN_LIMIT;
    for (text, method) in [
        ("0.76", sparse(1408, 18263, 49998)),
        ("0.007", sparse(952, 11574, 49996)),
        ("0.06", sparse(896, 21319, 49999)),
    ] {
        check(text, to, method);
    }
}

#[test]
fn grundys_game_as_shipped_matches_plain_mex_to_100000() {
    // Equal splits are not moves (the sparse method unmarks them). The pick starts once the
    // rare heaps so far (the last at 36,184) are below half the heap, about heap 74,400, until
    // the rare heap 82,860 stops it; in about 800 of those heaps every candidate is taken.
    let plain = plain_mex(&[LEAVE_TWO], true, 100_000);
    let pick = GrundysGame.sequence_run(100_000).unwrap().without_ranks();
    for (how, sequence) in [
        ("", GrundysGame.sequence(100_000).unwrap()),
        (" with the pick", pick.finish().unwrap()),
    ] {
        let differs = first_difference(&sequence.to_vec(), &plain);
        assert_eq!(differs, None, "first differing heap{how}");
        assert_eq!(sequence.method(), sparse(254, 1273, 82860), "{how}");
    }
}

#[test]
fn the_other_methods_match_plain_mex() {
    // Plain mex then a proven period (the values past it come from the period), and the
    // linear method for a code that never splits. Kayles, 0.4 and 4.7 never reach sparse
    // space: their periods (12, 34, 2) are proven long before the mask search at 4,096 heaps.
    for (text, to, method) in [
        ("0.77", 50_000, "plain"),
        ("0.137", 50_000, "plain"),
        ("0.4", 50_000, "plain"),
        ("4.7", 50_000, "plain"),
        ("0.33", 100_000, "linear"),
    ] {
        let game = code(text);
        let sequence = game.sequence(to).unwrap();
        let differs = first_difference(&sequence.to_vec(), &reference(&game, to));
        assert_eq!(differs, None, "{text}: first differing heap");
        assert_eq!(sequence.method().name(), method, "{text}");
    }
}
