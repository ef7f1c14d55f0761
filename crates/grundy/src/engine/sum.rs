//! Sums of games: a move is made in exactly one component (the disjunctive sum).

use super::{Game, Nimber};

/// The Grundy value of a sum of games from its components' values (Sprague–Grundy theorem:
/// the nim-sum, i.e. XOR, of the values).
pub fn grundy_of_sum(values: impl IntoIterator<Item = Nimber>) -> Nimber {
    values.into_iter().sum()
}

/// The disjunctive sum of any number of components of the same game: a position is the list of
/// component positions, and a move changes exactly one of them.
///
/// The brute-force oracle of sums: the tests check that its Grundy values are the nim-sums of
/// the components' values.
pub struct Sum<G: Game> {
    component: G,
}

impl<G: Game> Sum<G> {
    /// The sum of copies of `component` (the number of copies is the length of a position).
    pub fn new(component: G) -> Self {
        Sum { component }
    }
}

impl<G: Game> Game for Sum<G> {
    type Position = Vec<G::Position>;

    fn options(&self, position: &Self::Position, out: &mut Vec<Self::Position>) {
        let mut component_options = Vec::new();
        for (index, part) in position.iter().enumerate() {
            component_options.clear();
            self.component.options(part, &mut component_options);
            for option in component_options.drain(..) {
                let mut next = position.clone();
                next[index] = option;
                out.push(next);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;

    /// A Nim heap: remove any positive number of tokens.
    struct NimHeap;
    impl Game for NimHeap {
        type Position = u64;
        fn options(&self, n: &u64, out: &mut Vec<u64>) {
            out.extend(0..*n);
        }
    }

    #[test]
    fn sum_values_are_nim_sums() {
        let mut solver = Solver::new(Sum::new(NimHeap));
        for a in 0..6u64 {
            for b in 0..6u64 {
                for c in 0..4u64 {
                    let expected = grundy_of_sum([Nimber(a), Nimber(b), Nimber(c)]);
                    assert_eq!(solver.grundy(&vec![a, b, c]).unwrap(), expected);
                }
            }
        }
    }
}
