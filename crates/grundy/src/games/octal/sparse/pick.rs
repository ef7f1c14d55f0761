//! The learned pick: once no pair of two rare heaps is left, which rare heaps a block marks
//! (those that most often alone gave a common value below m_c, counted by surveys) and which
//! it only compares with the candidates for m_c. Used where the CPU has no AVX-512 (else the
//! block's bit sets of ranks, `marks::hit_ranks`, take every rare heap's pairs at once).

use std::cmp::Reverse;

use super::marks::fold;
use super::{BLOCK, rare_below};
use crate::games::octal::rules::Rules;

// The pick's tuning: unit tests use small values so that surveys and picks run within their
// sizes; `tests/sparse_release.rs` runs the shipped ones.

/// Rare heaps whose pairs a block marks once the rare heaps are learned (see [`Pick`]).
pub(super) const PICKED: usize = if cfg!(test) { 8 } else { 800 };

/// Candidates for m_c per heap of a block that the other rare heaps' pairs are compared with.
pub(super) const CANDIDATES: usize = 4;

/// One block in SURVEY_EVERY counts, for its first heap, which rare heap alone gave each
/// common value below m_c; one in EARLY_SURVEY_EVERY for the first EARLY_SURVEYS surveys.
pub(super) const SURVEY_EVERY: u32 = if cfg!(test) { 1 } else { 16 };
pub(super) const EARLY_SURVEY_EVERY: u32 = if cfg!(test) { 1 } else { 2 };
pub(super) const EARLY_SURVEYS: u32 = 2048;

/// Surveys before the first choice of the picked rare heaps, and between two later ones.
pub(super) const FIRST_PICK: u32 = if cfg!(test) { 16 } else { 64 };
pub(super) const PICK_EVERY: u32 = if cfg!(test) { 16 } else { 256 };

/// Once every rare heap r is below rest/2 for each rest of the block, a pair with a rare heap
/// has a common partner, so a common value: those pairs decide m_c and nothing else. Then a
/// block marks only the PICKED rare heaps that most often were the only pair giving a common
/// value below m_c (learned by surveys), takes for each heap the first CANDIDATES common values
/// those leave unmarked, and compares the other rare heaps' pair values with them, 16 heaps at
/// once with no store. m_c is the first candidate neither hit nor marked by the heap's own
/// pairs; when all are, the heap marks the other rare heaps' pairs itself (as without a pick).
#[derive(Debug, Default)]
pub(super) struct Pick {
    /// Points by rare heap index, the surveys since the last choice and in all.
    points: Vec<u32>,
    pub(super) surveys: u32,
    pub(super) all_surveys: u32,
    pub(super) blocks: u32,
    /// Which rare heaps, as the index range lo..hi, the lists were chosen from (none: 0..0).
    pub(super) chosen_from: (usize, usize),
    /// The picked rare heaps and their values, and the others as (heap, value).
    pub(super) heaps: Vec<u32>,
    pub(super) heap_values: Vec<u32>,
    pub(super) others: Vec<(u32, u32)>,
    /// A survey's counts and last rare heap index per value.
    counts: Vec<u16>,
    who: Vec<u32>,
    /// The picked and the other rare heaps' values folded (as `heap_values` and `others`),
    /// for the fold with this bit (none: to fold again).
    pub(super) heap_folded: Vec<u8>,
    pub(super) other_folded: Vec<u8>,
    pub(super) folded_with: Option<u32>,
    /// Whether the current block uses the pick; its candidates and which of them are hit.
    pub(super) active: bool,
    pub(super) candidates: [[u16; BLOCK]; CANDIDATES],
    pub(super) hits: [[u8; BLOCK]; CANDIDATES],
}

impl Pick {
    /// Credits, for heap n, the rare heap of each common value below m_c that only one pair
    /// with a rare heap gives (no other option either).
    // Once every 16 blocks: kept out of the block's code.
    #[inline(never)]
    pub(super) fn survey(
        &mut self,
        rules: &Rules,
        values: &[u32],
        (rare_heaps, rare_values, common_order): (&[u32], &[u32], &[u32]),
        value_bound: usize,
        n: usize,
    ) {
        let (counts, who) = (&mut self.counts, &mut self.who);
        counts.clear();
        counts.resize(value_bound, 0);
        who.resize(counts.len(), 0);
        rules.mark_small_options(n, values, |v| counts[v as usize] = 2);
        for rest in rules.two_heap_rests(n) {
            let count = rare_below(rare_heaps, rest);
            for (i, (&r, &x)) in rare_heaps[..count].iter().zip(rare_values).enumerate() {
                let v = (x ^ values[rest - r as usize]) as usize;
                counts[v] = counts[v].saturating_add(1);
                who[v] = i as u32;
            }
        }
        self.points.resize(rare_heaps.len(), 0);
        for &v in common_order {
            match counts[v as usize] {
                0 => break,
                1 => self.points[who[v as usize] as usize] += 1,
                _ => {}
            }
        }
        self.surveys += 1;
        self.all_surveys = self.all_surveys.saturating_add(1);
    }

    /// Picks the PICKED rare heaps lo..hi with most points (the others are compared) and
    /// halves the points.
    pub(super) fn choose(&mut self, rare_heaps: &[u32], rare_values: &[u32], lo: usize, hi: usize) {
        let points = &self.points;
        let mut ranked: Vec<u32> = (lo as u32..hi as u32).collect();
        ranked.sort_by_key(|&i| (Reverse(points.get(i as usize).copied().unwrap_or(0)), i));
        let (picked, others) = ranked.split_at_mut(PICKED.min(hi - lo));
        picked.sort_unstable();
        others.sort_unstable();
        self.heaps = picked.iter().map(|&i| rare_heaps[i as usize]).collect();
        self.heap_values = picked.iter().map(|&i| rare_values[i as usize]).collect();
        self.others = others
            .iter()
            .map(|&i| (rare_heaps[i as usize], rare_values[i as usize]))
            .collect();
        self.chosen_from = (lo, hi);
        self.surveys = 0;
        self.folded_with = None;
    }

    /// Folds the picked and the other rare heaps' values with `bit` (see `fold`), unless done.
    pub(super) fn fold_heaps(&mut self, bit: u32) {
        if self.folded_with == Some(bit) {
            return;
        }
        self.heap_folded = self.heap_values.iter().map(|&x| fold(x, bit)).collect();
        self.other_folded = self.others.iter().map(|&(_, x)| fold(x, bit)).collect();
        self.folded_with = Some(bit);
    }
}
