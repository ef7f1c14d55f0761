//! Tests of subtraction games: the sequence against the definition, and heaps past the
//! sequence (values from the period) against the sequence itself and against arithmetic done
//! here by hand.

use super::*;
use crate::engine::Solver;
use crate::text::Lang;

#[test]
fn sequence_matches_brute_force() {
    for text in ["{1,3,4}", "{2,5,7}", "1,2,3", "{4}", "{1,2,4,8,16}"] {
        let set: SubtractionSet = text.parse().unwrap();
        let values = set.grundy_sequence(300).unwrap();
        assert_eq!(values, set.grundy_sequence_by_mex(300).unwrap(), "{text}");
        let mut solver = Solver::new(set.clone());
        for (n, &g) in values.iter().enumerate() {
            assert_eq!(
                u64::from(g),
                solver.grundy(&(n as u64)).unwrap().value(),
                "{text} n={n}"
            );
        }
    }
}

#[test]
fn the_set_1_3_4_has_period_7() {
    let values = "{1,3,4}"
        .parse::<SubtractionSet>()
        .unwrap()
        .grundy_sequence(13)
        .unwrap();
    assert_eq!(values, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
    // The literal from the rule alone (no crate code): g(n) = mex{g(n − x) : x ∈ {1,3,4}}.
    let mut rule: Vec<u32> = Vec::new();
    for n in 0..=13 {
        let options: Vec<u32> = [1, 3, 4]
            .iter()
            .filter(|&&x| x <= n)
            .map(|&x| rule[n - x])
            .collect();
        rule.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    assert_eq!(rule, values);
}

#[test]
fn bad_sets_are_refused() {
    for bad in ["{}", "{0,1}", "{1,x}", "{-1}", "1;2"] {
        assert!(bad.parse::<SubtractionSet>().is_err(), "{bad}");
    }
}

/// g(0), …, g(to) by the rule alone (no crate code): g(n) = mex{g(n − s) : s ∈ S, s ≤ n}.
fn by_rule(set: &[u64], to: u64) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::new();
    for n in 0..=to {
        let options: Vec<u32> = set
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| values[(n - s) as usize])
            .collect();
        values.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    values
}

/// The heap `heap` of `set` whose values are `values`: the period's, even for a heap the
/// sequence up to it would serve.
fn with_values(set: &SubtractionSet, heap: u64, values: &Arc<Values>) -> Subtraction {
    Subtraction {
        set: set.clone(),
        heap: Natural::from(heap),
        values: Memo::filled(Ok(Arc::clone(values))),
    }
}

/// 10^digits.
fn power_of_ten(digits: usize) -> Natural {
    format!("1{}", "0".repeat(digits)).parse().unwrap()
}

#[test]
fn the_period_gives_the_same_answers_as_the_sequence_for_every_heap() {
    // (set, least preperiod, least period), worked out by hand from the rule.
    let cases = [
        ("{1,3,4}", 0, 7),
        ("{2,5,7}", 0, 22),
        ("{1,2,4,8,16}", 0, 3),
        ("{3,7,12}", 9, 5),
    ];
    const TO: u64 = 3000;
    for (text, preperiod, period) in cases {
        let set: SubtractionSet = text.parse().unwrap();
        let values =
            Arc::new(Values::periodic(&set, &Natural::from(TO), SUBTRACTION_HEAP_LIMIT).unwrap());
        assert_eq!(
            values.periodicity,
            Some(Periodicity { preperiod, period }),
            "{text}"
        );
        // Only g(0..n0 + p) is stored: every heap past it comes from the period.
        assert_eq!(values.values.len() as u64, preperiod + period, "{text}");
        let rule = by_rule(set.elements(), TO);
        for n in 0..=TO {
            let direct = Subtraction::new(set.clone(), n);
            let periodic = with_values(&set, n, &values);
            let at = format!("{text} n={n}");
            assert_eq!(periodic.value().unwrap(), rule[n as usize], "{at}");
            assert_eq!(direct.value().unwrap(), rule[n as usize], "{at}");
            assert_eq!(
                periodic.outcome(Convention::Normal).unwrap(),
                direct.outcome(Convention::Normal).unwrap(),
                "{at}"
            );
            assert_eq!(periodic.grundy().unwrap(), direct.grundy().unwrap(), "{at}");
            let winning = periodic.winning_moves(Convention::Normal).unwrap();
            assert_eq!(
                winning,
                direct.winning_moves(Convention::Normal).unwrap(),
                "{at}"
            );
            for mv in &winning {
                assert_eq!(rule[mv.to.to_u64().unwrap() as usize], 0, "{at} {mv}");
            }
            for target in 0..=set.elements().len() as u64 {
                let target = Natural::from(target);
                assert_eq!(
                    periodic.moves_to_value(&target).unwrap(),
                    direct.moves_to_value(&target).unwrap(),
                    "{at} to value {target}"
                );
            }
        }
    }
}

#[test]
fn a_heap_of_ten_to_the_forty() {
    let set: SubtractionSet = "{1,3,4}".parse().unwrap();
    let heap = power_of_ten(40);
    let game = Subtraction::new(set.clone(), heap.clone());
    // 10^40 mod 7 by hand, one digit at a time; {1,3,4} has period 7 from 0.
    let residue = (0..40).fold(1u64, |r, _| r * 10 % 7);
    assert_eq!(residue, 4);
    let rule = by_rule(&[1, 3, 4], 6);
    assert_eq!(game.value().unwrap(), rule[residue as usize]);
    assert_eq!(game.grundy().unwrap(), Natural::from(rule[4]));
    assert_eq!(game.outcome(Convention::Normal).unwrap(), Outcome::N);

    let winning = game.winning_moves(Convention::Normal).unwrap();
    let expected: Vec<u64> = [1, 3, 4]
        .into_iter()
        .filter(|&s| rule[((residue + 7 - s) % 7) as usize] == 0)
        .collect();
    assert!(!expected.is_empty());
    let takes: Vec<u64> = winning.iter().map(|m| m.take.to_u64().unwrap()).collect();
    assert_eq!(takes, expected);
    for mv in &winning {
        assert_eq!(mv.to.checked_sub(&heap), None);
        assert_eq!(&mv.to + &mv.take, heap);
        // The position left, three ways: shared values, its own period search, by hand.
        let left = game.after(mv);
        assert_eq!(left.len(), 1);
        assert!(left[0].values.get().is_some(), "the values are passed on");
        assert_eq!(left[0].grundy().unwrap(), Natural::ZERO);
        let fresh = Subtraction::new(set.clone(), mv.to.clone());
        assert_eq!(fresh.value().unwrap(), 0);
        assert_eq!(fresh.outcome(Convention::Normal).unwrap(), Outcome::P);
        assert!(fresh.winning_moves(Convention::Normal).unwrap().is_empty());
        let left_residue = (&mv.to % 7).to_u64().unwrap();
        assert_eq!(rule[left_residue as usize], 0);
    }
}

#[test]
fn play_on_a_heap_of_many_digits() {
    let digits = format!("1{}", "0".repeat(25));
    let game: Subtraction = format!("sub({digits},{{1,3,4}})").parse().unwrap();
    assert_eq!(game.to_string(), format!("sub({digits},{{1,3,4}})"));
    assert_eq!(game.heap(), &power_of_ten(25));
    assert_eq!(
        game.value_method().render(Lang::En),
        "from the set's proven period and preperiod"
    );

    let legal = game.legal_moves(10).unwrap();
    let takes: Vec<String> = legal.iter().map(|m| game.move_notation(m)).collect();
    assert_eq!(takes, ["1", "3", "4"]);
    for mv in &legal {
        game.check_move(mv).unwrap();
    }
    let (least, first) = game.smallest_move().unwrap();
    assert_eq!((least, &first), (Natural::ONE, &legal[0]));
    assert_eq!(
        game.describe_move(&first).render(Lang::En),
        format!("take 1 ({digits} → 9999999999999999999999999)")
    );
    let left = "9999999999999999999999997";
    assert_eq!(game.parse_move(&["->", left], 0).unwrap(), legal[1]);
    assert_eq!(game.parse_move(&["3"], 0).unwrap(), legal[1]);
    let refused = game.parse_move(&["2"], 0).unwrap_err();
    assert!(
        refused.message().contains("allows taking 1, 3 or 4"),
        "{refused}"
    );

    // 10^25 ≡ 3 (mod 7): g = 1, and taking 1 or 3 leaves a multiple of 7 or one more (g = 0).
    let explained = game.explain(Convention::Normal).unwrap().render(Lang::En);
    assert!(
        explained.contains("g(n + 7) = g(n) for every n ≥ 0"),
        "{explained}"
    );
    assert!(
        explained.contains(&format!("so g({digits}) = g(3)")),
        "{explained}"
    );
    assert!(
        explained.contains("(type `1`)") && explained.contains("(type `3`)"),
        "{explained}"
    );
    let winning = game.winning_moves(Convention::Normal).unwrap();
    assert!(
        game.why_winning(&winning[0], Convention::Normal)
            .render(Lang::En)
            .contains("g = 0")
    );
    assert!(game.outcome(Convention::Misere).is_err());
}

#[test]
fn exhaustive_search_refuses_a_heap_beyond_a_word_without_panicking() {
    let set: SubtractionSet = "{1,3,4}".parse().unwrap();
    let two_to_the_64 = &Natural::from(u64::MAX) + 1;
    let error = Subtraction::new(set.clone(), two_to_the_64)
        .search()
        .unwrap_err();
    assert!(error.is_too_large(), "{error}");
    assert_eq!(error.limit().map(|l| l.name()), Some("word"));
    assert!(
        error
            .message()
            .starts_with("heap size 18446744073709551616"),
        "{error}"
    );
    let search = Subtraction::new(set, u64::MAX).search().unwrap();
    assert_eq!(search.bound(), u64::MAX);
}

#[test]
fn a_set_whose_period_is_not_found_within_the_limit_is_refused_naming_it() {
    // {12345,54321,66666} has period 467394045 (docs/PYTHON.md): not found in 10^8 positions.
    let set: SubtractionSet = "{12345,54321,66666}".parse().unwrap();
    let heap = Natural::from(SUBTRACTION_HEAP_LIMIT + 1);
    let error = Subtraction::new(set, heap.clone()).value().unwrap_err();
    assert!(error.is_too_large(), "{error}");
    let limit = error.limit().unwrap();
    assert_eq!(
        (limit.name(), limit.max(), limit.requested()),
        (
            "subtraction_period_search",
            SUBTRACTION_HEAP_LIMIT,
            Some(&heap)
        )
    );
    assert_eq!(
        error.message(),
        "sub(100000001,{12345,54321,66666}): a heap above 100000000 takes its value from the \
         period of {12345,54321,66666}, and no period was found within the first 100000000 \
         positions"
    );

    // Either side of the positions a search needs: {7,23,50} has period 73 from 0, found once
    // the hare has passed the tortoise (at 50) by a period.
    let set: SubtractionSet = "{7,23,50}".parse().unwrap();
    let heap = power_of_ten(30);
    let error = Values::periodic(&set, &heap, 100).unwrap_err();
    assert!(error.is_too_large(), "{error}");
    assert_eq!(error.limit().map(|l| l.max()), Some(100));
    assert!(
        error
            .message()
            .ends_with("no period was found within the first 100 positions"),
        "{error}"
    );
    let values = Values::periodic(&set, &heap, 1000).unwrap();
    assert_eq!(
        values.periodicity,
        Some(Periodicity {
            preperiod: 0,
            period: 73
        })
    );
    let rule = by_rule(&[7, 23, 50], 72);
    let residue = (0..30).fold(1u64, |r, _| r * 10 % 73);
    assert_eq!(values.get(&heap), rule[residue as usize]);
}
