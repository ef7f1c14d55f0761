//! A presentation of a finite commutative monoid by generators and relations: each element's
//! normal form is its least word in the generators (by degree, then with more of the earlier
//! letters first, a monomial order), and the relations are the least words that are not normal
//! forms, each equal to its element's normal form. Every word reduces to its normal form by
//! these rules, so they present the monoid.

use super::monoid::{Elem, Monoid};

/// A word in the generators: the exponent of each letter.
pub(crate) type Word = Vec<u32>;

/// Normal forms and defining relations of a monoid with the given generators.
#[derive(Clone, Debug)]
pub(crate) struct Presentation {
    /// The normal form of each element (`None` for an element the generators do not reach).
    pub(crate) normal: Vec<Option<Word>>,
    /// Relations `word = element`, the words least among those that are not normal forms.
    pub(crate) relations: Vec<(Word, Elem)>,
}

fn element(monoid: &Monoid, generators: &[Elem], word: &Word) -> Elem {
    let mut x = 0;
    for (g, &e) in generators.iter().zip(word) {
        for _ in 0..e {
            x = monoid.mul(x, *g);
        }
    }
    x
}

pub(crate) fn present(monoid: &Monoid, generators: &[Elem]) -> Presentation {
    let letters = generators.len();
    let mut normal: Vec<Option<Word>> = vec![None; monoid.order()];
    let mut normal_words: std::collections::HashSet<Word> = Default::default();
    let empty = vec![0; letters];
    normal[0] = Some(empty.clone());
    normal_words.insert(empty.clone());
    let mut layer = vec![empty];
    let mut relations: Vec<(Word, Elem)> = Vec::new();
    while !layer.is_empty() {
        // Words of the next degree, extending each normal word by a letter at least its last,
        // in graded-lex order (more of an earlier letter first).
        let mut candidates: Vec<Word> = Vec::new();
        for word in &layer {
            let last = word.iter().rposition(|&e| e > 0).unwrap_or(0);
            for letter in last..letters {
                let mut next = word.clone();
                next[letter] += 1;
                candidates.push(next);
            }
        }
        candidates.sort_by(|a, b| b.cmp(a));
        candidates.dedup();
        let mut next_layer = Vec::new();
        for word in candidates {
            let x = element(monoid, generators, &word);
            if normal[x as usize].is_none() {
                normal[x as usize] = Some(word.clone());
                normal_words.insert(word.clone());
                next_layer.push(word);
            }
        }
        // Least non-normal words of this degree: every divisor by one letter is normal.
        for word in &layer {
            for letter in 0..letters {
                let mut next = word.clone();
                next[letter] += 1;
                if normal_words.contains(&next) || relations.iter().any(|(w, _)| *w == next) {
                    continue;
                }
                let minimal = (0..letters).filter(|&l| next[l] > 0).all(|l| {
                    let mut divisor = next.clone();
                    divisor[l] -= 1;
                    normal_words.contains(&divisor)
                });
                if minimal {
                    let x = element(monoid, generators, &next);
                    relations.push((next, x));
                }
            }
        }
        layer = next_layer;
    }
    relations.sort_by(|(a, _), (b, _)| {
        let degree = |w: &Word| w.iter().sum::<u32>();
        degree(a).cmp(&degree(b)).then_with(|| b.cmp(a))
    });
    Presentation { normal, relations }
}

/// The letter of generator `index`: a, b, …, z, then a₂₆, a₂₇, ….
pub(crate) fn letter(index: usize) -> String {
    if index < 26 {
        char::from(b'a' + index as u8).to_string()
    } else {
        format!("a{}", subscript(index as u64))
    }
}

fn digits_in(n: u64, table: [char; 10]) -> String {
    n.to_string()
        .bytes()
        .map(|d| table[usize::from(d - b'0')])
        .collect()
}

fn subscript(n: u64) -> String {
    digits_in(n, ['₀', '₁', '₂', '₃', '₄', '₅', '₆', '₇', '₈', '₉'])
}

fn superscript(n: u64) -> String {
    digits_in(n, ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'])
}

/// A word as text: `1` for the empty word, else letters with superscript exponents (`a²bc³`).
pub(crate) fn word_text(word: &Word) -> String {
    let mut text = String::new();
    for (index, &e) in word.iter().enumerate() {
        if e == 0 {
            continue;
        }
        text.push_str(&letter(index));
        if e > 1 {
            text.push_str(&superscript(u64::from(e)));
        }
    }
    if text.is_empty() {
        text.push('1');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cyclic_group_of_order_two_is_a_squared_equals_one() {
        let (c, g) = Monoid::trivial().times_cyclic(0, 2);
        let presentation = present(&c, &[g]);
        assert_eq!(presentation.relations, vec![(vec![2], 0)]);
        assert_eq!(word_text(&vec![2]), "a²");
        assert_eq!(word_text(&vec![0]), "1");
        assert_eq!(presentation.normal[g as usize], Some(vec![1]));
    }
}
