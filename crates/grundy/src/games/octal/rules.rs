//! The moves of a heap game that removes tokens and may split what is left: octal and
//! hexadecimal codes, and Grundy's game. Only the rules live here; the engines that compute
//! Grundy values from them are in `engine` and `sparse`.

/// Bit of a digit d_i: removing i tokens may leave nothing (the heap was exactly i).
pub(crate) const LEAVE_NONE: u8 = 1;
/// Bit of a digit d_i: removing i tokens may leave one non-empty heap.
pub(crate) const LEAVE_ONE: u8 = 2;
/// Bit of a digit d_i: removing i tokens may leave two non-empty heaps.
pub(crate) const LEAVE_TWO: u8 = 4;
/// Bit of a digit d_i (hexadecimal codes only): removing i tokens may leave three non-empty heaps.
pub(crate) const LEAVE_THREE: u8 = 8;

/// The rules of a take-and-break game on one heap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Rules {
    /// d_0, d_1, …: what removing i tokens may leave (bits [`LEAVE_NONE`] … [`LEAVE_THREE`]).
    pub(crate) digits: Vec<u8>,
    /// Two-heap splits must leave unequal heaps (Grundy's game).
    pub(crate) unequal_only: bool,
}

impl Rules {
    /// The rules of an octal or hexadecimal code.
    pub(crate) fn code(digits: &[u8]) -> Rules {
        Rules {
            digits: digits.to_vec(),
            unequal_only: false,
        }
    }

    /// Grundy's game: split one heap into two unequal heaps, removing nothing.
    pub(crate) fn grundys_game() -> Rules {
        Rules {
            digits: vec![LEAVE_TWO],
            unequal_only: true,
        }
    }

    /// The most heaps one move can leave where one was: 1, 2 or 3.
    pub(crate) fn max_parts(&self) -> u64 {
        if self.digits.iter().any(|d| d & LEAVE_THREE != 0) {
            3
        } else if self.digits.iter().any(|d| d & LEAVE_TWO != 0) {
            2
        } else {
            1
        }
    }

    /// t: the largest number of tokens one move removes.
    pub(crate) fn max_removal(&self) -> u64 {
        self.digits.len().saturating_sub(1) as u64
    }

    /// For heap `n`: each `rest = n − i` that may be split into two non-empty heaps.
    pub(crate) fn two_heap_rests(&self, n: usize) -> impl Iterator<Item = usize> + '_ {
        self.rests(n, LEAVE_TWO, 2)
    }

    /// For heap `n`: each `rest = n − i` that may be split into three non-empty heaps.
    pub(crate) fn three_heap_rests(&self, n: usize) -> impl Iterator<Item = usize> + '_ {
        self.rests(n, LEAVE_THREE, 3)
    }

    fn rests(&self, n: usize, bit: u8, least: usize) -> impl Iterator<Item = usize> + '_ {
        self.digits
            .iter()
            .enumerate()
            .filter(move |&(i, &d)| d & bit != 0 && i + least <= n)
            .map(move |(i, _)| n - i)
    }

    /// Calls `mark` with the value of every option of heap `n` that leaves at most one heap
    /// (`values` holds g(0), …, g(n − 1)).
    pub(crate) fn mark_small_options(&self, n: usize, values: &[u32], mut mark: impl FnMut(u32)) {
        for (i, &d) in self.digits.iter().enumerate().skip(1) {
            if i > n {
                break;
            }
            if d & LEAVE_NONE != 0 && i == n {
                mark(0);
            }
            if d & LEAVE_ONE != 0 && i < n {
                mark(values[n - i]);
            }
        }
    }

    /// At least the number of options of heap `n`, so at least g(n) (a mex of that many
    /// values): a saved value above it cannot be one the engine computed.
    pub(crate) fn options_bound(&self, n: usize) -> u64 {
        let mut count = 0u64;
        for (i, &d) in self.digits.iter().enumerate().take(n + 1) {
            let rest = (n - i) as u64;
            count += u64::from(d & LEAVE_NONE != 0 && rest == 0);
            count += u64::from(d & LEAVE_ONE != 0 && rest > 0);
            if d & LEAVE_TWO != 0 {
                count += rest / 2;
            }
            if d & LEAVE_THREE != 0 {
                count = count.saturating_add(rest.saturating_mul(rest));
            }
        }
        count
    }

    /// Whether the two-heap split `a + b` is allowed (both non-empty is the caller's job).
    #[inline]
    pub(crate) fn pair_allowed(&self, a: usize, b: usize) -> bool {
        !(self.unequal_only && a == b)
    }
}
