use super::equivalence::{Comparison, Known, compare, group};
use super::*;

fn code(text: &str) -> OctalCode {
    text.parse().unwrap()
}

#[test]
fn patterns_list_each_code_once_in_census_order() {
    assert_eq!(CodePattern::expand_all(&["0.??"]).unwrap().len(), 63);
    let three = CodePattern::expand_all(&["0.???"]).unwrap();
    assert_eq!(three.len(), 511);
    // 0.?? is inside 0.???: the union is 0.??? alone.
    assert_eq!(CodePattern::expand_all(&["0.??", "0.???"]).unwrap(), three);
    let names: Vec<String> = three.iter().take(9).map(ToString::to_string).collect();
    assert_eq!(
        names,
        [
            "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.01", "0.02"
        ]
    );
    let both = CodePattern::expand_all(&["?.?"]).unwrap();
    assert_eq!(both.len(), 15, "0.1..0.7 and 4.0..4.7");
    assert_eq!(both[0].to_string(), "4.0", "4.0 removes nothing: first");
    let explicit = CodePattern::expand_all(&["kayles", "0.6", "0.77"]).unwrap();
    assert_eq!(explicit.len(), 2);
}

#[test]
fn bad_patterns_and_too_many_games_are_refused() {
    for bad in ["0.8?", "1.??", "0??", "0.?x", ""] {
        assert!(bad.parse::<CodePattern>().is_err(), "{bad}");
    }
    let error = CodePattern::expand_all(&["0.??????"]).unwrap_err();
    assert_eq!(error.limit().map(|l| l.name()), Some("census_games"));
}

#[test]
fn kayles_is_trivial_and_its_values_are_plain_mex() {
    let kayles = compute(&code("0.77"), 1000, 1000).unwrap();
    assert_eq!(kayles.status, Status::Trivial);
    assert_eq!((kayles.preperiod, kayles.period), (Some(71), Some(12)));
    let plain = code("0.77")
        .grundy_sequence_plain(kayles.heaps_computed)
        .unwrap();
    assert_eq!(kayles.values, plain);
    assert_eq!((kayles.largest, kayles.largest_at), (8, 27));
    let certificate = kayles.certificate.as_deref().unwrap();
    let parsed = Certificate::parse(certificate).unwrap();
    assert!(matches!(
        parsed.check(),
        Ok(crate::certificate::Verdict::Verified(_))
    ));
}

#[test]
fn published_solved_game_0_156_with_its_sparse_space() {
    // The shared tables: preperiod 3479, period 349, largest 23 first at 1032, mask 1b,
    // 15 rare heaps, the last at 357.
    let game = compute(&code("0.156"), 10_000, 10_000).unwrap();
    assert_eq!(game.status, Status::Solved);
    assert_eq!((game.preperiod, game.period), (Some(3479), Some(349)));
    assert_eq!((game.largest, game.largest_at), (23, 1032));
    let rare = game.rare.unwrap();
    assert_eq!((rare.mask, rare.count, rare.last), (0x1b, 15, Some(357)));
}

#[test]
fn an_open_game_stops_at_to_unless_sparse_space_takes_it_further() {
    let officers = compute(&code("0.6"), 30_000, 30_000).unwrap();
    assert_eq!(officers.status, Status::Open);
    assert_eq!(officers.heaps_computed, 30_000);
    assert!(officers.certificate.is_none());
    let further = compute(&code("0.6"), 30_000, 70_000).unwrap();
    assert_eq!(
        further.heaps_computed, 70_000,
        "Officers is sparse: on to 70,000"
    );
    assert_eq!(&further.values[..30_001], &officers.values[..]);
    // The shared tables: mask 1ee, 1584 rare heaps (heap 0 counted), the last at 20627.
    let rare = further.rare.unwrap();
    assert_eq!(
        (rare.mask, rare.count, rare.last),
        (0x1ee, 1584, Some(20_627))
    );
    // A game without sparse space stops at `to`.
    let plain = compute(&code("0.04"), 6000, 70_000).unwrap();
    assert_eq!(plain.heaps_computed, 6000);
}

#[test]
fn the_stop_in_force_interrupts_a_game() {
    let stop = crate::interrupt::Stop::at(Instant::now());
    let error =
        crate::interrupt::with_stop(&stop, || compute(&code("0.6"), 100_000, 0)).unwrap_err();
    assert_eq!(error.kind(), crate::ErrorKind::Interrupted);
}

#[test]
fn shifted_and_plain_equivalences_and_the_0_161_erratum() {
    let games: Vec<CensusGame> = ["0.1", "0.4", "0.01", "0.07", "0.36", "0.161"]
        .iter()
        .map(|c| compute(&code(c), 600, 600).unwrap())
        .collect();
    let known: Vec<Known> = games.iter().map(Known::from).collect();
    let grouped = group(&known);
    // 0.01 is 0.1 on heaps one larger; 0.07 is 0.4 on heaps one smaller.
    let at = |i: usize| grouped[i].map(|e| (e.canonical, e.shift));
    assert_eq!(at(0), None);
    assert_eq!(at(1), None);
    assert_eq!(at(2), Some((0, 1)));
    assert_eq!(at(3), Some((1, -1)));
    assert_eq!(grouped[2].unwrap().compared, None, "both periodic: proven");
    // 0.161 is not 0.36: they first differ at heap 519.
    assert!(matches!(
        compare(&known[5], &known[4]),
        Comparison::Differ { heap: 519, .. }
    ));
    assert_eq!(at(5), None);
}

#[test]
fn misere_summary_of_kayles() {
    let summary = misere(&code("0.77"), 300).unwrap();
    assert!(summary.proven);
    assert_eq!(summary.order, 40);
}

/// Issue 31: 0.5 and 0.7 (g = 0, 1, 0, 1, … from heap 0) got mask 1, judged by heap 1 alone;
/// their periodic part holds g(2) = 0, rare for every mask, so by docs/JSON.md's rule their
/// mask is null. A game whose period is all common from heap 1 on keeps its mask.
#[test]
fn a_period_from_heap_0_is_judged_whole_for_the_rare_mask() {
    for text in ["0.5", "0.7"] {
        let game = compute(&code(text), 1000, 1000).unwrap();
        assert_eq!((game.preperiod, game.period), (Some(0), Some(2)), "{text}");
        assert_eq!(game.rare, None, "{text}");
    }
    let published = compute(&code("0.156"), 10_000, 10_000).unwrap();
    assert!(published.rare.is_some());
}
