//! Grundy's game: a move splits one heap into two non-empty heaps of different sizes. It is
//! not an octal game (the number of tokens taken is unbounded in that notation: a split of n
//! removes nothing but forbids equal halves), so the Guy–Smith test does not apply and no
//! period is ever claimed; none is known (values computed to 2^35 and beyond, OEIS A002188).
//!
//! The values are computed by the same engines as the octal games (`games::octal`): plain mex
//! for the first [`MASK_SAMPLE`](crate::games::octal::MASK_SAMPLE) heaps, then sparse space
//! with a mask chosen from them when one leaves few rare values.

use crate::engine::Game;
use crate::error::Result;
use crate::games::octal::{Rules, Sequence, SequenceRun};

/// Grundy's game (its rules; a position is a sorted list of heaps).
///
/// ```
/// use grundy::games::grundys_game::GrundysGame;
///
/// // OEIS A002188: 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, …
/// let values = GrundysGame.grundy_sequence(13)?;
/// assert_eq!(values, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3]);
/// let sequence = GrundysGame.sequence(100)?;
/// assert!(sequence.period().is_none()); // no period is claimed: the game is not octal
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GrundysGame;

/// The name `grundy seq octal` and error messages use.
pub const NAME: &str = "grundy";

impl GrundysGame {
    /// g(0), …, g(to) (limits as for octal games: [`OCTAL_SEQUENCE_LIMIT`], and
    /// [`OCTAL_PLAIN_LIMIT`] when no sparse space is found).
    ///
    /// [`OCTAL_SEQUENCE_LIMIT`]: crate::games::octal::OCTAL_SEQUENCE_LIMIT
    /// [`OCTAL_PLAIN_LIMIT`]: crate::games::octal::OCTAL_PLAIN_LIMIT
    pub fn grundy_sequence(&self, to: u64) -> Result<Vec<u32>> {
        Ok(self.sequence(to)?.to_vec())
    }

    /// g(0), …, g(to), with the method used; its period is always `None`.
    pub fn sequence(&self, to: u64) -> Result<Sequence> {
        self.sequence_run(to)?.finish()
    }

    /// The computation of [`GrundysGame::sequence`], to be advanced step by step.
    pub fn sequence_run(&self, to: u64) -> Result<SequenceRun> {
        SequenceRun::start(Rules::grundys_game(), NAME, to, false)
    }

    /// Continues the computation that [`SequenceRun::save`] saved for `to`.
    pub fn restore_run(&self, to: u64, bytes: &[u8]) -> Result<SequenceRun> {
        SequenceRun::restore(Rules::grundys_game(), NAME, to, false, bytes)
    }
}

impl Game for GrundysGame {
    type Position = Vec<u64>;

    fn options(&self, heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (index, &n) in heaps.iter().enumerate() {
            if index > 0 && heaps[index - 1] == n {
                continue; // equal heaps give equal options
            }
            for a in 1..n.div_ceil(2) {
                let mut next = heaps.clone();
                next.remove(index);
                next.extend([a, n - a]);
                next.sort_unstable();
                out.push(next);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;

    /// OEIS A002188 (offset 0), terms a(0)..a(60) of its data (which lists a(0)..a(104)); checked
    /// below against a plain mex written from the rules.
    const A002188: [u32; 61] = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2,
        3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3,
        2,
    ];

    #[test]
    fn values_match_exhaustive_search_and_oeis() {
        let values = GrundysGame.grundy_sequence(60).unwrap();
        let mut solver = Solver::new(GrundysGame);
        for n in 0..=24u64 {
            let heaps = if n == 0 { vec![] } else { vec![n] };
            assert_eq!(
                u64::from(values[n as usize]),
                solver.grundy(&heaps).unwrap().value(),
                "n={n}"
            );
        }
        let wrong: Vec<_> = (0..=60)
            .filter(|&n| values[n] != A002188[n])
            .map(|n| (n, A002188[n], values[n]))
            .collect();
        assert_eq!(wrong, [], "(n, typed, computed)");
        let rules = by_rules(60);
        let wrong: Vec<_> = (0..=60)
            .filter(|&n| rules[n] != A002188[n])
            .map(|n| (n, A002188[n], rules[n]))
            .collect();
        assert_eq!(wrong, [], "(n, typed, rules)");
    }

    /// g(0..=to) from the rules alone, sharing no code with the crate: a move splits one heap
    /// into two non-empty heaps of different sizes.
    fn by_rules(to: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(to + 1);
        for n in 0..=to {
            let options: Vec<u32> = (1..n)
                .filter(|&a| a < n - a)
                .map(|a| g[a] ^ g[n - a])
                .collect();
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn sparse_values_agree_with_plain_mex_and_no_period_is_claimed() {
        let fast = GrundysGame.sequence(12_000).unwrap();
        assert_eq!(fast.period(), None);
        let mut plain = SequenceRun::start(Rules::grundys_game(), NAME, 12_000, false).unwrap();
        plain.force_plain();
        let plain = plain.finish().unwrap();
        assert_eq!(fast.computed(), plain.computed());
    }
}
