//! How one position of a subtraction game is stored, and the kernel that computes the next
//! positions from the previous ones.
//!
//! For a set of k elements every value is at most k (a mex of k values), so a value is kept
//! one-hot: the cell of value v is `1 << v` in the narrowest word with k + 1 bits. Then the
//! options of n OR together into the mask of the values present, and the mex is the lowest
//! clear bit, `!mask & (mask + 1)`: no branch, no table, and the compiler vectorises the loops
//! (16 positions per SSE2 instruction for u8 cells). A block of up to min(S) positions depends
//! only on positions before it, so a block is computed one element of S at a time.
//!
//! Sets of 64 or more elements keep plain `u32` values and a scalar mex ([`Wide`]). Win/lose
//! alone keeps one bit per position ([`PBit`]: 1 for a P-position), where a position is P iff
//! none of its options is.

/// One stored position. Equal cells mean equal values.
pub(crate) trait Cell:
    Copy + Eq + Default + Send + Sync + std::fmt::Debug + 'static
{
    /// The value (Grundy value; for [`PBit`], 1 for P and 0 for N).
    fn value(self) -> u32;

    /// The cell of value `value` (the caller guarantees it fits).
    fn from_value(value: u32) -> Self;

    /// Computes `cells[from..to]` from the cells before, for positions at least max(S):
    /// every element of S is a legal move there. `from >= elements.last()`.
    fn fill_steady(elements: &[usize], cells: &mut [Self], from: usize, to: usize);

    /// Computes `cells[from..to]` for the first positions, where only elements s <= n are
    /// legal moves from n. Positions are the indices.
    fn fill_start(elements: &[usize], cells: &mut [Self], from: usize, to: usize);
}

/// The operations of a cell whose values combine by OR (one-hot values, P-bits).
trait OrCell: Copy + Default {
    fn or(self, other: Self) -> Self;
    /// The cell of a position whose options' cells OR to `mask`.
    fn next(mask: Self) -> Self;
}

/// The block kernel shared by the OR cells: one pass per element of S, then one for the mex.
fn fill_or_steady<C: OrCell>(elements: &[usize], cells: &mut [C], from: usize, to: usize) {
    // A block longer than min(S) would read cells it has not written yet; a block that fits
    // in the L1 cache keeps the passes cheap.
    let block = elements[0].min(8192);
    let mut start = from;
    while start < to {
        let len = block.min(to - start);
        let (before, rest) = cells.split_at_mut(start);
        let out = &mut rest[..len];
        out.fill(C::default());
        for &s in elements {
            let source = &before[start - s..start - s + len];
            for (o, &x) in out.iter_mut().zip(source) {
                *o = o.or(x);
            }
        }
        for o in out.iter_mut() {
            *o = C::next(*o);
        }
        start += len;
    }
}

fn fill_or_start<C: OrCell>(elements: &[usize], cells: &mut [C], from: usize, to: usize) {
    for n in from..to {
        let mask = elements
            .iter()
            .take_while(|&&s| s <= n)
            .fold(C::default(), |mask, &s| mask.or(cells[n - s]));
        cells[n] = C::next(mask);
    }
}

macro_rules! one_hot_cell {
    ($word:ty) => {
        impl OrCell for $word {
            #[inline(always)]
            fn or(self, other: Self) -> Self {
                self | other
            }
            #[inline(always)]
            fn next(mask: Self) -> Self {
                !mask & mask.wrapping_add(1)
            }
        }

        impl Cell for $word {
            fn value(self) -> u32 {
                self.trailing_zeros()
            }
            fn from_value(value: u32) -> Self {
                1 << value
            }
            fn fill_steady(elements: &[usize], cells: &mut [Self], from: usize, to: usize) {
                fill_or_steady(elements, cells, from, to)
            }
            fn fill_start(elements: &[usize], cells: &mut [Self], from: usize, to: usize) {
                fill_or_start(elements, cells, from, to)
            }
        }
    };
}

one_hot_cell!(u8);
one_hot_cell!(u16);
one_hot_cell!(u32);
one_hot_cell!(u64);

/// Win/lose only: 1 for a P-position, 0 for an N-position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(transparent)]
pub(crate) struct PBit(u8);

impl OrCell for PBit {
    #[inline(always)]
    fn or(self, other: Self) -> Self {
        PBit(self.0 | other.0)
    }
    #[inline(always)]
    fn next(mask: Self) -> Self {
        // P iff no option is P.
        PBit(!mask.0 & 1)
    }
}

impl Cell for PBit {
    fn value(self) -> u32 {
        u32::from(self.0)
    }
    fn from_value(value: u32) -> Self {
        PBit(u8::from(value != 0))
    }
    fn fill_steady(elements: &[usize], cells: &mut [Self], from: usize, to: usize) {
        fill_or_steady(elements, cells, from, to)
    }
    fn fill_start(elements: &[usize], cells: &mut [Self], from: usize, to: usize) {
        fill_or_start(elements, cells, from, to)
    }
}

/// A plain value, for sets of 64 or more elements (values up to |S| do not fit a word one-hot).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(transparent)]
pub(crate) struct Wide(u32);

/// mex of the values at `n - s`, s in `elements` with s <= n; `seen` has |S| + 1 stamps.
fn wide_mex(elements: &[usize], cells: &[Wide], n: usize, seen: &mut [usize]) -> Wide {
    // A stamp of n + 1 marks "seen at position n" without clearing the array each time.
    let stamp = n + 1;
    for &s in elements.iter().take_while(|&&s| s <= n) {
        seen[cells[n - s].0 as usize] = stamp;
    }
    let mex = seen.iter().position(|&x| x != stamp).unwrap_or(seen.len());
    Wide(mex as u32)
}

impl Cell for Wide {
    fn value(self) -> u32 {
        self.0
    }
    fn from_value(value: u32) -> Self {
        Wide(value)
    }
    fn fill_steady(elements: &[usize], cells: &mut [Self], from: usize, to: usize) {
        Self::fill_start(elements, cells, from, to)
    }
    fn fill_start(elements: &[usize], cells: &mut [Self], from: usize, to: usize) {
        let mut seen = vec![0usize; elements.len() + 1];
        // Stamps must differ from every earlier n + 1 used with this array: it is fresh.
        for n in from..to {
            cells[n] = wide_mex(elements, cells, n, &mut seen);
        }
    }
}
