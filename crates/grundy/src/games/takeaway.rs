//! The take-away game with multiplier k (Fibonacci Nim is k = 2).
//!
//! One heap of n. The first move takes 1..n−1; afterwards a player may take 1..⌊k·x⌋, x being
//! the opponent's last take. Taking the last token wins; a player with no legal move loses.
//! A position is (n, r): n tokens left, at most r may be taken now.
//!
//! For k ≥ 1 (Whinihan 1963; Schwenk 1970; Epp & Ferguson 1980): the losing heaps are
//! H0 = 1, H_{j+1} = H_j + H_m with m the least index such that ⌊k·H_m⌋ ≥ H_j. Write n greedily
//! as a sum of H's; (n, r) is N iff the smallest term is ≤ r, and taking it wins. Every winning
//! take is a sum of the smallest terms of that decomposition (taking t leaves a losing (n−t, ⌊kt⌋)
//! only when the greedy decompositions of n−t and t concatenate to that of n); the moves are the
//! suffix sums t with ⌊k·t⌋ below the next term. For 1 ≤ k < 2 the H's are the powers of two and
//! for k = 2 the Fibonacci numbers.
//!
//! For 0 < k < 1, ⌊k·1⌋ = 0, so a take of t with ⌊k·t⌋ = 0 leaves the opponent without a legal
//! move: every position with n ≥ 1 and r ≥ 1 is N, the winning takes are the t ≤ min(r, n−1)
//! with k·t < 1, together with taking all n when n ≤ r; (n, 0) and (0, r) are P.

use std::cmp::Ordering;
use std::fmt::{self, Write};

use super::view::{self, GameView, HeapView, TokenStyle};
use super::{
    Family, ImpartialGame, Memo, Notation, Playable, Search, Searchable, Summand, TakeMove, take,
};
use crate::engine::{Convention, Game, Outcome};
use crate::error::{Error, Result};
use crate::notation::Call;
use crate::num::big::Big;
use crate::num::{Natural, Ratio};

/// The largest heap, in decimal digits, for k ≥ 1: the analysis lists the losing heaps up to n.
pub const TAKEAWAY_DIGIT_LIMIT: usize = 4096;
/// The most winning moves listed (reached only for 0 < k < 1 with a tiny k and a large cap).
pub const TAKEAWAY_MOVE_LIMIT: u64 = 1_000_000;

/// The largest heap for which a take-away position's Grundy value is computed (by exact search
/// over the positions (n', r') with n' ≤ n, r' ≤ n': about n²/2 of them; no closed form is
/// known).
pub const TAKEAWAY_GRUNDY_LIMIT: u64 = 2000;

/// A position of the take-away game with multiplier k: `heap` tokens, at most `cap` per take.
///
/// ```
/// use grundy::{Natural, Ratio};
/// use grundy::engine::{Convention, Outcome};
/// use grundy::games::ImpartialGame;
/// use grundy::games::takeaway::TakeAway;
///
/// // Fibonacci Nim (k = 2) from 20: 20 = 13 + 5 + 2, so taking 2 wins.
/// let game = TakeAway::new(Natural::from(20u64), Ratio::integer(2)?, None)?;
/// assert_eq!(game.outcome(Convention::Normal)?, Outcome::N);
/// assert_eq!(game.decomposition(), [13u64, 5, 2].map(Natural::from));
/// assert_eq!(game.winning_moves(Convention::Normal)?[0].take, Natural::from(2u64));
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakeAway {
    k: Ratio,
    heap: Natural,
    cap: Natural,
    /// The opening position: no cap was given, so the mover may take anything but the heap.
    opening: bool,
    /// g(n', r') for every r' ≤ n' ≤ n, once asked for.
    table: Memo<Result<Vec<Vec<u16>>>>,
    /// The take that led here, when the position was reached by a move (it explains the cap;
    /// like the table, it takes no part in equality or notation).
    last_take: Memo<Natural>,
}

impl TakeAway {
    /// The position (n, r). Without a cap, the opening position: r = n − 1.
    pub fn new(heap: Natural, k: Ratio, cap: Option<Natural>) -> Result<TakeAway> {
        if k.is_at_least_one() && heap.decimal_digits() > TAKEAWAY_DIGIT_LIMIT {
            return Err(Error::too_large(
                "takeaway_heap_digits",
                TAKEAWAY_DIGIT_LIMIT as u64,
                Some(Natural::from(heap.decimal_digits())),
                format!(
                    "the take-away game is analysed for heaps of at most {TAKEAWAY_DIGIT_LIMIT} \
                     digits (its losing heaps are listed up to n); this heap has {} digits",
                    heap.decimal_digits()
                ),
            ));
        }
        let opening = cap.is_none();
        let cap = cap.unwrap_or_else(|| heap.checked_sub(&Natural::ONE).unwrap_or(Natural::ZERO));
        Ok(TakeAway {
            k,
            heap,
            cap,
            opening,
            table: Memo::new(),
            last_take: Memo::new(),
        })
    }

    /// The heap n.
    pub fn heap(&self) -> &Natural {
        &self.heap
    }

    /// The most the mover may take now, r.
    pub fn cap(&self) -> &Natural {
        &self.cap
    }

    /// Whether this is the opening position (no cap given: anything but the whole heap).
    pub fn is_opening(&self) -> bool {
        self.opening
    }

    /// The multiplier k.
    pub fn multiplier(&self) -> Ratio {
        self.k
    }

    /// Whether k = 2: Fibonacci Nim.
    pub fn is_fibonacci(&self) -> bool {
        self.k.numer() == 2 && self.k.denom() == 1
    }

    /// The greedy decomposition of n into losing heaps, largest first (empty for n = 0 or k < 1).
    pub fn decomposition(&self) -> Vec<Natural> {
        if !self.k.is_at_least_one() {
            return Vec::new();
        }
        match self.heap.to_u64() {
            Some(n) => naturals(decompose(self.k, u128::from(n))),
            None => naturals(decompose(self.k, self.heap.to_big())),
        }
    }

    /// The cap after a take of `take`: min(⌊k·take⌋, n − take).
    pub fn cap_after(&self, take: &Natural) -> Natural {
        let next = match take.to_u64() {
            Some(t) => Natural::from(self.k.floor_times_u128(u128::from(t))),
            None => Natural::from_big(take.to_big().floor_times(self.k)),
        };
        let left = self.heap.checked_sub(take).unwrap_or(Natural::ZERO);
        next.min(left)
    }

    /// The most that may be taken now: min(r, n).
    fn most(&self) -> &Natural {
        (&self.cap).min(&self.heap)
    }

    fn normal_outcome(&self) -> Outcome {
        if self.heap.is_zero() || self.cap.is_zero() {
            return Outcome::P;
        }
        if !self.k.is_at_least_one() {
            return Outcome::N;
        }
        let smallest = self.decomposition().pop().unwrap_or(Natural::ZERO);
        Outcome::from_is_p(smallest > self.cap)
    }

    fn normal_winning_moves(&self) -> Result<Vec<TakeMove>> {
        if self.normal_outcome() == Outcome::P {
            return Ok(Vec::new());
        }
        let takes = if self.k.is_at_least_one() {
            let terms = self.decomposition();
            match self.heap.to_u64() {
                Some(_) => suffix_takes(self.k, &to_ints::<u128>(&terms), &self.cap),
                None => suffix_takes(self.k, &to_ints::<Big>(&terms), &self.cap),
            }
        } else {
            self.stalling_takes()?
        };
        Ok(takes
            .into_iter()
            .map(|take| TakeMove::from_heap(&self.heap, take))
            .collect())
    }

    /// k < 1: the takes t ≤ min(r, n−1) with ⌊k·t⌋ = 0 (t ≤ (q−1) div p), then all n if n ≤ r.
    fn stalling_takes(&self) -> Result<Vec<Natural>> {
        let (p, q) = (self.k.numer(), self.k.denom());
        let stalling = Natural::from((q - 1) / p);
        let below_heap = self.heap.sub_or_panic(&Natural::ONE);
        let last = [&stalling, &self.cap, &below_heap]
            .into_iter()
            .min()
            .cloned();
        let last = last.and_then(|l| l.to_u64()).unwrap_or(u64::MAX);
        if last > TAKEAWAY_MOVE_LIMIT {
            return Err(Error::too_large(
                "takeaway_winning_moves",
                TAKEAWAY_MOVE_LIMIT,
                None,
                format!(
                    "this position has more than {TAKEAWAY_MOVE_LIMIT} winning moves (every take \
                     from 1 to {last} wins), more than grundy lists"
                ),
            ));
        }
        let mut takes: Vec<Natural> = (1..=last).map(Natural::from).collect();
        if self.heap <= self.cap {
            takes.push(self.heap.clone());
        }
        Ok(takes)
    }

    /// g(n', r') for r' ≤ n' ≤ n, computed once; beyond [`TAKEAWAY_GRUNDY_LIMIT`] an error.
    fn table(&self) -> Result<&Vec<Vec<u16>>> {
        self.table
            .get_or_init(|| {
                let n = self
                    .heap
                    .to_u64()
                    .filter(|&n| n <= TAKEAWAY_GRUNDY_LIMIT)
                    .ok_or_else(|| {
                        Error::too_large(
                            "takeaway_grundy_heap",
                            TAKEAWAY_GRUNDY_LIMIT,
                            Some(self.heap.clone()),
                            format!(
                                "take-away Grundy values have no closed form; g is computed by \
                                 exact search over all smaller positions, for heaps of at most \
                                 {TAKEAWAY_GRUNDY_LIMIT}"
                            ),
                        )
                    })?;
                Ok(grundy_table(self.k, n))
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// (n, r) as table indices (r at most n).
    fn cell(&self) -> (usize, usize) {
        let n = self.heap.to_u64().unwrap_or(0) as usize;
        let r = self.cap.to_u64().map_or(n, |c| (c as usize).min(n));
        (n, r)
    }

    /// Why the position is won or lost: the decomposition against the cap.
    fn reason(&self, take: Option<&Natural>) -> String {
        let k = self.k;
        let terms = self.decomposition();
        let r = self.most();
        let Some(smallest) = terms.last() else {
            return match take {
                Some(take) => format!(
                    "with k = {k} < 1, a take of {take} allows your opponent at most ⌊k·{take}⌋ \
                     = 0: no move is left."
                ),
                None => "no move is possible.".to_string(),
            };
        };
        let name = if self.is_fibonacci() {
            "Fibonacci numbers (Zeckendorf)"
        } else {
            "losing heaps H"
        };
        let sum: Vec<String> = terms.iter().map(ToString::to_string).collect();
        let decomposition = format!(
            "write the heap greedily as a sum of {name}: {} = {}.",
            self.heap,
            sum.join(" + ")
        );
        match take {
            Some(take) => format!(
                "{decomposition} The smallest term, {smallest}, is at most the {r} you may take: \
                 taking {take} leaves your opponent unable to reach the next term."
            ),
            None => format!(
                "{decomposition} The smallest term, {smallest}, is more than the {r} you may \
                 take: whatever you take, your opponent can answer."
            ),
        }
    }

    /// Why a take of more than is allowed now is refused.
    fn refusal(&self) -> String {
        let most = self.most();
        if self.opening {
            return format!("on the first move you may take 1 to {most}, not the whole heap");
        }
        let game = if self.is_fibonacci() {
            "in Fibonacci Nim".to_string()
        } else {
            format!("with k = {}", self.k)
        };
        match (most.is_zero(), self.cap_reason()) {
            (true, _) => format!("{game} no take is allowed now"),
            (false, Some(reason)) => format!("{game} you may take at most {reason} now"),
            (false, None) => format!(
                "{game} you may take at most {most} now (k times the previous take, at most the \
                 heap)"
            ),
        }
    }

    /// Why the mover may take what they may: "first move: anything but the whole heap",
    /// "2·3 = 6", "⌊3/2·3⌋ = 4, but the heap has only 2"; `None` for an empty heap, or a cap
    /// given in the notation rather than reached by a take.
    fn cap_reason(&self) -> Option<String> {
        if self.opening {
            return Some("first move: anything but the whole heap".to_string());
        }
        let take = self.last_take.get()?.to_u64()?;
        let limit = Natural::from(self.k.floor_times_u128(u128::from(take)));
        let product = if self.is_fibonacci() {
            format!("2·{take} = {limit}")
        } else {
            format!("⌊{}·{take}⌋ = {limit}", self.k)
        };
        if self.heap.is_zero() {
            None
        } else if limit > self.heap {
            Some(format!("{product}, but the heap has only {}", self.heap))
        } else {
            Some(product)
        }
    }

    fn misere_unsupported(&self) -> Error {
        Error::unsupported(format!(
            "{self}: the take-away game has no misère rule in grundy; small positions are \
             searched whole in a sum"
        ))
    }
}

impl ImpartialGame for TakeAway {
    type Move = TakeMove;

    fn outcome(&self, convention: Convention) -> Result<Outcome> {
        match convention {
            Convention::Normal => Ok(self.normal_outcome()),
            Convention::Misere => Err(self.misere_unsupported()),
        }
    }

    /// By exact search over the positions below, for heaps up to [`TAKEAWAY_GRUNDY_LIMIT`].
    fn grundy(&self) -> Result<Natural> {
        let table = self.table()?;
        let (n, r) = self.cell();
        Ok(Natural::from(u64::from(table[n][r])))
    }

    /// In ascending order of take.
    fn winning_moves(&self, convention: Convention) -> Result<Vec<TakeMove>> {
        match convention {
            Convention::Normal => self.normal_winning_moves(),
            Convention::Misere => Err(self.misere_unsupported()),
        }
    }

    /// The losing heaps, the decomposition of n, and its smallest term against r.
    fn explain(&self, convention: Convention) -> Result<String> {
        if convention == Convention::Misere {
            return Err(self.misere_unsupported());
        }
        let (n, r, k) = (&self.heap, &self.cap, self.k);
        let mut text = String::new();
        let _ = writeln!(
            text,
            "Take-away game with multiplier k = {k}: heap {n}, the mover may take at most {r}."
        );
        if !k.is_at_least_one() {
            let _ = writeln!(
                text,
                "k < 1, so a take of t with ⌊k·t⌋ = 0 (t ≤ {}) leaves the opponent no legal move: \
                 with n ≥ 1 and r ≥ 1 the mover wins by taking 1 (or everything).",
                (k.denom() - 1) / k.numer()
            );
        } else {
            let losing = losing_heaps(k, n)?;
            let shown: Vec<String> = losing.iter().take(12).map(ToString::to_string).collect();
            let _ = writeln!(
                text,
                "Losing heaps H (H0 = 1, H_(j+1) = H_j + H_m, m least with ⌊k·H_m⌋ ≥ H_j): {}{}",
                shown.join(", "),
                if losing.len() > 12 { ", ..." } else { "" }
            );
            let terms = self.decomposition();
            let sum: Vec<String> = terms.iter().map(ToString::to_string).collect();
            let _ = writeln!(text, "Greedy decomposition: {n} = {}", sum.join(" + "));
            if let Some(smallest) = terms.last() {
                let verdict = if smallest <= r {
                    "≤ r: the mover takes it and leaves the opponent unable to reach the next term"
                } else {
                    "> r: whatever the mover takes, the opponent can answer"
                };
                let _ = writeln!(text, "Smallest term {smallest} {verdict}.");
            }
        }
        let outcome = self.normal_outcome();
        let moves = self.normal_winning_moves()?;
        let takes: Vec<String> = moves.iter().map(|m| m.take.to_string()).collect();
        let _ = writeln!(
            text,
            "{outcome}-position; winning takes: {}",
            if takes.is_empty() {
                "none".to_string()
            } else {
                takes.join(", ")
            }
        );
        Ok(text)
    }
}

impl fmt::Display for TakeAway {
    /// `fib(20)` for k = 2, else `takeaway(20,k=3/2)`; `,cap=R` unless it is the opening.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_fibonacci() {
            write!(f, "fib({}", self.heap)?;
        } else {
            write!(f, "takeaway({},k={}", self.heap, self.k)?;
        }
        if !self.opening {
            write!(f, ",cap={}", self.cap)?;
        }
        f.write_str(")")
    }
}

impl Notation for TakeAway {
    const NAMES: &'static [&'static str] = &["takeaway", "fib"];
    const EXAMPLES: &'static [&'static str] = &["takeaway(20,k=3/2)", "fib(20)"];

    fn from_call(call: &Call<'_>) -> Result<TakeAway> {
        let fib = call.name() == "fib";
        let usage = if fib {
            "fib(N) or fib(N,cap=C): a heap and optionally the most the mover may take now"
        } else {
            "takeaway(N,k=P/Q) or takeaway(N,k=P/Q,cap=C): a heap, the multiplier and optionally \
             the most the mover may take now"
        };
        call.shape(1, if fib { &["cap"] } else { &["k", "cap"] }, usage)?;
        let k = if fib {
            Ratio::integer(2)?
        } else {
            let token = call.required_keyword("k", usage)?;
            token
                .text
                .parse::<Ratio>()
                .map_err(|e| e.with_column(token.column()))?
        };
        let cap = call.keyword("cap").map(|t| t.natural("cap")).transpose()?;
        let heap_token = call.atom(0, usage)?;
        let heap = heap_token.natural("heap size")?;
        TakeAway::new(heap, k, cap).map_err(|e| e.with_column(heap_token.column()))
    }
}

impl Summand for TakeAway {
    fn value_method(&self) -> &'static str {
        "by exact search over the positions (n', r') below it"
    }

    fn moves_to_value(&self, value: &Natural) -> Result<Vec<TakeMove>> {
        let table = self.table()?;
        let (n, r) = self.cell();
        let mut moves = Vec::new();
        for take in 1..=r as u64 {
            let (to, cap) = option(self.k, n as u64, take);
            if Natural::from(u64::from(table[to as usize][cap as usize])) == *value {
                moves.push(TakeMove {
                    take: Natural::from(take),
                    to: Natural::from(to),
                });
            }
        }
        Ok(moves)
    }
}

impl Playable for TakeAway {
    fn legal_moves(&self, limit: usize) -> Result<Vec<TakeMove>> {
        take::every_take(&self.heap, self.most(), limit, self)
    }

    fn check_move(&self, mv: &TakeMove) -> Result<()> {
        take::check_take(&self.heap, &mv.take, self.most(), || self.refusal())?;
        take::check_leaves(&self.heap, mv)
    }

    fn after(&self, mv: &TakeMove) -> Vec<TakeAway> {
        vec![TakeAway {
            k: self.k,
            heap: mv.to.clone(),
            cap: self.cap_after(&mv.take),
            opening: false,
            table: Memo::new(),
            last_take: Memo::filled(mv.take.clone()),
        }]
    }

    fn smallest_move(&self) -> Option<(Natural, TakeMove)> {
        take::smallest_take(&self.heap, self.most())
    }

    fn parse_move(&self, words: &[&str], _index: usize) -> Result<TakeMove> {
        let taken = take::parse_take(&self.heap, words)?;
        take::check_take(&self.heap, &taken, self.most(), || self.refusal())?;
        Ok(TakeMove::from_heap(&self.heap, taken))
    }

    fn move_notation(&self, mv: &TakeMove) -> String {
        mv.take.to_string()
    }

    fn describe_move(&self, mv: &TakeMove) -> String {
        take::describe_take(&self.heap, mv)
    }

    fn move_help(&self) -> &'static str {
        "fib, takeaway: `T` takes T tokens; the first move may not take the whole heap, and each \
         take is at most k times the one before"
    }

    fn why_winning(&self, mv: &TakeMove, _convention: Convention) -> String {
        self.reason(Some(&mv.take))
    }

    fn why_losing(&self, _convention: Convention) -> String {
        self.reason(None)
    }

    fn view(&self) -> GameView {
        let range = view::take_range(self.most());
        GameView {
            game: Family::Takeaway,
            notation: self.to_string(),
            heaps: vec![HeapView::new("heap", &self.heap)],
            tokens: TokenStyle::Token,
            row: None,
            rule: Some(match self.cap_reason() {
                Some(reason) => format!("{range} ({reason})"),
                None => range,
            }),
        }
    }
}

impl Searchable for TakeAway {
    fn search(&self) -> Result<Search> {
        let n = u64::try_from(&self.heap)?;
        let r = self.cap.to_u64().map_or(n, |r| r.min(n));
        let bound = n.saturating_add(1).saturating_mul(n.saturating_add(2)) / 2;
        Ok(Search::new(TakeAwayRules { k: self.k }, (n, r), bound))
    }

    fn search_option(&self, mv: &TakeMove) -> Vec<u64> {
        let n = self.heap.to_u64().unwrap_or(0);
        let (to, cap) = option(self.k, n, mv.take.to_u64().unwrap_or(0).min(n));
        vec![to, cap]
    }
}

/// The position after taking `take` from `n`: (n − take, min(⌊k·take⌋, n − take)).
fn option(k: Ratio, n: u64, take: u64) -> (u64, u64) {
    let to = n - take;
    let cap = k.floor_times_u128(u128::from(take)).min(u128::from(to)) as u64;
    (to, cap)
}

/// g(n', r') of the take-away game with multiplier `k` for every r' ≤ n' ≤ `n`: row n' holds
/// r' = 0..=n' (a larger cap is the same position as r' = n').
///
/// The options of (n', r') are those of (n', r'−1) plus one more (take r'), so a row's values
/// come from one growing set and a mex that only moves up: O(n²) in all.
fn grundy_table(k: Ratio, n: u64) -> Vec<Vec<u16>> {
    let mut table: Vec<Vec<u16>> = Vec::with_capacity(n as usize + 1);
    for heap in 0..=n {
        let mut row = vec![0u16; heap as usize + 1];
        let mut seen = vec![false; heap as usize + 2];
        let mut mex = 0usize;
        for take in 1..=heap {
            let (to, cap) = option(k, heap, take);
            seen[usize::from(table[to as usize][cap as usize])] = true;
            while seen[mex] {
                mex += 1;
            }
            row[take as usize] = mex as u16;
        }
        table.push(row);
    }
    table
}

/// The losing heaps H0 = 1 < H1 < … that are at most `up_to` (for k < 1: just 1).
pub fn losing_heaps(k: Ratio, up_to: &Natural) -> Result<Vec<Natural>> {
    if up_to.decimal_digits() > TAKEAWAY_DIGIT_LIMIT {
        return Err(Error::too_large(
            "takeaway_heap_digits",
            TAKEAWAY_DIGIT_LIMIT as u64,
            Some(Natural::from(up_to.decimal_digits())),
            format!(
                "losing heaps are listed up to numbers of at most {TAKEAWAY_DIGIT_LIMIT} digits"
            ),
        ));
    }
    if up_to.is_zero() {
        return Ok(Vec::new());
    }
    if !k.is_at_least_one() {
        return Ok(vec![Natural::ONE]);
    }
    Ok(match up_to.to_u64() {
        Some(n) => naturals(heaps_up_to(k, &u128::from(n))),
        None => naturals(heaps_up_to(k, &up_to.to_big())),
    })
}

/// The first `count` losing heaps (for k < 1 only 1 exists).
pub fn first_losing_heaps(k: Ratio, count: usize) -> Result<Vec<Natural>> {
    if !k.is_at_least_one() {
        return Ok(vec![Natural::ONE].into_iter().take(count).collect());
    }
    let mut heaps: Vec<Big> = Vec::with_capacity(count.min(1 << 16));
    let mut m = 0;
    while heaps.len() < count {
        let next = match heaps.last() {
            None => Big::from_u64(1),
            Some(last) => {
                while heaps[m].floor_times(k) < *last {
                    m += 1;
                }
                last + &heaps[m]
            }
        };
        if next.bit_len() > TAKEAWAY_DIGIT_LIMIT * 4 {
            return Err(Error::too_large(
                "takeaway_heap_digits",
                TAKEAWAY_DIGIT_LIMIT as u64,
                None,
                format!(
                    "losing heaps are listed up to numbers of about {TAKEAWAY_DIGIT_LIMIT} digits; \
                 ask for fewer"
                ),
            ));
        }
        heaps.push(next);
    }
    Ok(heaps.into_iter().map(Natural::from_big).collect())
}

/// The integer operations the analysis needs, on the word path (u128) and the big path.
trait Int: Clone + Ord + Sized {
    fn one() -> Self;
    fn plus(&self, other: &Self) -> Self;
    fn minus(&self, other: &Self) -> Self;
    /// ⌊self · p / q⌋ (saturating on the word path, where it is only compared with heaps).
    fn floor_times(&self, k: Ratio) -> Self;
    fn from_natural(n: &Natural) -> Self;
    fn into_natural(self) -> Natural;
}

impl Int for u128 {
    fn one() -> Self {
        1
    }
    fn plus(&self, other: &Self) -> Self {
        self.saturating_add(*other)
    }
    fn minus(&self, other: &Self) -> Self {
        self - other
    }
    fn floor_times(&self, k: Ratio) -> Self {
        k.floor_times_u128(*self)
    }
    fn from_natural(n: &Natural) -> Self {
        n.to_u64().map_or(u128::MAX, u128::from)
    }
    fn into_natural(self) -> Natural {
        Natural::from(self)
    }
}

impl Int for Big {
    fn one() -> Self {
        Big::from_u64(1)
    }
    fn plus(&self, other: &Self) -> Self {
        self + other
    }
    fn minus(&self, other: &Self) -> Self {
        self - other
    }
    fn floor_times(&self, k: Ratio) -> Self {
        &self.times(k.numer()) / &Big::from_u64(k.denom())
    }
    fn from_natural(n: &Natural) -> Self {
        n.to_big()
    }
    fn into_natural(self) -> Natural {
        Natural::from_big(self)
    }
}

fn naturals<T: Int>(values: Vec<T>) -> Vec<Natural> {
    values.into_iter().map(Int::into_natural).collect()
}

fn to_ints<T: Int>(values: &[Natural]) -> Vec<T> {
    values.iter().map(T::from_natural).collect()
}

/// All losing heaps ≤ limit, by the recurrence; m only moves forward as H_j grows.
fn heaps_up_to<T: Int>(k: Ratio, limit: &T) -> Vec<T> {
    let mut heaps = vec![T::one()];
    let mut m = 0;
    loop {
        let last = heaps[heaps.len() - 1].clone();
        while heaps[m].floor_times(k) < last {
            m += 1;
        }
        let next = last.plus(&heaps[m]);
        if next > *limit {
            return heaps;
        }
        heaps.push(next);
    }
}

/// The greedy decomposition of n into losing heaps, largest first.
fn decompose<T: Int>(k: Ratio, n: T) -> Vec<T> {
    let heaps = heaps_up_to(k, &n);
    let mut rest = n;
    let mut terms = Vec::new();
    for h in heaps.iter().rev() {
        if *h <= rest {
            rest = rest.minus(h);
            terms.push(h.clone());
        }
    }
    terms
}

/// The winning takes among the suffix sums of the decomposition (ascending), at most `cap`.
fn suffix_takes<T: Int>(k: Ratio, terms: &[T], cap: &Natural) -> Vec<Natural> {
    let cap = T::from_natural(cap);
    let mut takes = Vec::new();
    let mut take: Option<T> = None;
    for (index, term) in terms.iter().enumerate().rev() {
        let t = take.map_or_else(|| term.clone(), |t: T| t.plus(term));
        if t.cmp(&cap) == Ordering::Greater {
            break;
        }
        let wins = match index.checked_sub(1).map(|i| &terms[i]) {
            None => true, // takes the whole heap
            Some(next_term) => t.floor_times(k) < *next_term,
        };
        if wins {
            takes.push(t.clone().into_natural());
        }
        take = Some(t);
    }
    takes
}

/// The rules of the take-away game for exhaustive search: positions are (n, r), and the cap
/// after a take of t is min(⌊k·t⌋, n − t) (taking more than the heap is never possible anyway).
#[derive(Clone, Copy, Debug)]
pub struct TakeAwayRules {
    /// The multiplier.
    pub k: Ratio,
}

impl Game for TakeAwayRules {
    type Position = (u64, u64);

    fn options(&self, &(n, r): &(u64, u64), out: &mut Vec<(u64, u64)>) {
        for t in 1..=r.min(n) {
            let next_cap = self
                .k
                .floor_times_u128(u128::from(t))
                .min(u128::from(n - t));
            out.push((n - t, next_cap as u64));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;

    #[test]
    fn grundy_table_matches_the_solver() {
        for k in ["1/2", "1", "3/2", "2", "5/2", "3", "7/3"] {
            let k: Ratio = k.parse().unwrap();
            let table = grundy_table(k, 40);
            let mut solver = Solver::new(TakeAwayRules { k });
            for (n, row) in table.iter().enumerate() {
                for (r, &g) in row.iter().enumerate() {
                    let expected = solver.grundy(&(n as u64, r as u64)).unwrap().value();
                    assert_eq!(u64::from(g), expected, "k={k} n={n} r={r}");
                }
            }
        }
    }

    fn k(text: &str) -> Ratio {
        text.parse().unwrap()
    }

    #[test]
    fn fibonacci_nim_losing_heaps_are_fibonacci_numbers() {
        let heaps = first_losing_heaps(k("2"), 10).unwrap();
        let fibonacci = [1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89]; // F(2)..F(11), OEIS A000045
        assert!(fibonacci.windows(3).all(|f| f[2] == f[0] + f[1]));
        let expected: Vec<Natural> = fibonacci.into_iter().map(Natural::from).collect();
        assert_eq!(heaps, expected);
    }

    #[test]
    fn below_two_the_losing_heaps_are_powers_of_two() {
        for text in ["1", "11/10", "3/2", "1.99"] {
            let heaps = first_losing_heaps(k(text), 20).unwrap();
            for (j, h) in heaps.iter().enumerate() {
                assert_eq!(*h, Natural::from(1u64 << j), "k = {text}");
            }
        }
    }

    #[test]
    fn least_winning_first_move_is_the_smallest_zeckendorf_term() {
        let game = TakeAway::new(Natural::from(20u64), k("2"), None).unwrap();
        // 20 = 13 + 5 + 2
        let moves = game.winning_moves(Convention::Normal).unwrap();
        assert_eq!(moves[0].take, Natural::from(2u64));
        assert_eq!(game.decomposition().len(), 3);
    }

    #[test]
    fn huge_heaps_are_refused_with_the_limit_named() {
        let n: Natural = "9".repeat(5000).parse().unwrap();
        let err = TakeAway::new(n, k("2"), None).unwrap_err();
        assert!(err.message().contains("4096"));
    }
}
