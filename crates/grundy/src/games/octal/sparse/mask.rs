//! The choice of the mask: the one that leaves fewest rare heaps among the later half of the
//! values computed so far.

use rayon::prelude::*;

use crate::games::octal::engine::is_rare;

/// Masks tried: every m below 2^MASK_BITS (and below the values' bound).
pub(crate) const MASK_BITS: u32 = 12;

/// The mask that leaves fewest rare heaps among the later half of `values`, with that count;
/// a tie keeps `current`, else the least mask. Masks below 2^MASK_BITS and below the values'
/// bound are tried (bits no value has yet do not matter yet).
pub(crate) fn choose_mask(values: &[u32], current: Option<u32>) -> Option<(u32, usize)> {
    let later = &values[values.len() / 2..];
    let bound = values.iter().copied().max().unwrap_or(0).saturating_add(1);
    let bound = bound.next_power_of_two().min(1 << MASK_BITS);
    let mut histogram = vec![0usize; bound as usize];
    let mut beyond: Vec<u32> = Vec::new();
    for &v in later {
        match histogram.get_mut(v as usize) {
            Some(count) => *count += 1,
            None => beyond.push(v),
        }
    }
    let rare_count = |mask: u32| {
        histogram
            .iter()
            .enumerate()
            .filter(|&(v, _)| is_rare(v as u32, mask))
            .map(|(_, &count)| count)
            .sum::<usize>()
            + beyond.iter().filter(|&&v| is_rare(v, mask)).count()
    };
    // Masks are tried on the rayon pool's threads; the least (count, mask) wins either way.
    let best = (1..bound)
        .into_par_iter()
        .map(|mask| (rare_count(mask), mask))
        .min()?;
    match current {
        Some(mask) if rare_count(mask) <= best.0 => Some((mask, best.0)),
        _ => Some((best.1, best.0)),
    }
}
