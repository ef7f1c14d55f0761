//! Finite commutative monoids by their multiplication table, and the sets of elements the
//! solver carries.

/// An element of a finite monoid: its index in the table. Element 0 is the identity.
pub(crate) type Elem = u32;

/// A finite commutative monoid given by its full multiplication table; element 0 is the
/// identity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Monoid {
    order: usize,
    table: Vec<Elem>,
}

impl Monoid {
    /// The monoid with the table `table` (`order × order`, row-major, element 0 the identity).
    pub(crate) fn from_table(order: usize, table: Vec<Elem>) -> Monoid {
        debug_assert_eq!(table.len(), order * order);
        Monoid { order, table }
    }

    /// The trivial monoid {1}.
    pub(crate) fn trivial() -> Monoid {
        Monoid::from_table(1, vec![0])
    }

    pub(crate) fn order(&self) -> usize {
        self.order
    }

    #[inline]
    pub(crate) fn mul(&self, a: Elem, b: Elem) -> Elem {
        self.table[a as usize * self.order + b as usize]
    }

    /// The index of `x`: the least i with x^i = x^(i+p) for some p ≥ 1.
    pub(crate) fn index_of(&self, x: Elem) -> u32 {
        let mut seen = std::collections::HashMap::new();
        let (mut power, mut i) = (0, 0u32);
        while let std::collections::hash_map::Entry::Vacant(slot) = seen.entry(power) {
            slot.insert(i);
            i += 1;
            power = self.mul(power, x);
        }
        seen[&power]
    }

    /// `self × C`, where C = {1, g, …, g^(index+period−1)} with g^(index+period) = g^index: the
    /// element (x, g^k) is `x * len + k`. Returns the product and the image of g.
    #[cfg(test)]
    pub(crate) fn times_cyclic(&self, index: usize, period: usize) -> (Monoid, Elem) {
        let len = index + period;
        let reduce = |k: usize| {
            if k < len {
                k
            } else {
                index + (k - index) % period
            }
        };
        let order = self.order * len;
        let mut table = Vec::with_capacity(order * order);
        for a in 0..order {
            let (x, k) = (a / len, a % len);
            for b in 0..order {
                let (y, l) = (b / len, b % len);
                let z = self.mul(x as Elem, y as Elem) as usize;
                table.push((z * len + reduce(k + l)) as Elem);
            }
        }
        (Monoid::from_table(order, table), 1)
    }
}

/// A set of elements of a monoid of `order` elements, as a bitset.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct ElemSet(Box<[u64]>);

impl ElemSet {
    pub(crate) fn empty(order: usize) -> ElemSet {
        ElemSet(vec![0; order.div_ceil(64)].into_boxed_slice())
    }

    #[inline]
    pub(crate) fn insert(&mut self, x: Elem) {
        self.0[x as usize / 64] |= 1 << (x % 64);
    }

    /// Whether every element of the set is in `other`.
    #[inline]
    pub(crate) fn is_subset(&self, other: &ElemSet) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a & !b == 0)
    }

    /// The number of words of the bitset (a measure of the work of going through it).
    pub(crate) fn len_hint(&self) -> usize {
        self.0.len()
    }

    /// Whether some element of the set is in `other`.
    pub(crate) fn meets(&self, other: &ElemSet) -> bool {
        self.0.iter().zip(other.0.iter()).any(|(a, b)| a & b != 0)
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = Elem> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let b = bits.trailing_zeros();
                bits &= bits - 1;
                Some(i as Elem * 64 + b)
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cyclic_product_wraps_into_the_period() {
        let (c, g) = Monoid::trivial().times_cyclic(2, 2);
        assert_eq!(c.order(), 4);
        let g2 = c.mul(g, g);
        let g3 = c.mul(g2, g);
        assert_eq!(c.mul(g3, g), g2);
        assert_ne!(g3, g);
    }
}
