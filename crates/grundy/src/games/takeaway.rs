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
use std::fmt;

use super::cost;
use super::view::{self, TokenStyle, View};
use super::{
    Family, ImpartialGame, Memo, MoveNotation, Notation, Rules, Search, Searchable, Summand,
    TakeMove, Tutor, take,
};
use crate::engine::{Convention, Game, Outcome};
use crate::error::{Error, Result};
use crate::notation::Call;
use crate::num::big::Big;
use crate::num::{Natural, Ratio};
use crate::text::{Lines, Msg, msg};

/// The largest heap, in decimal digits, for k ≥ 1: the analysis lists the losing heaps up to n.
pub const TAKEAWAY_DIGIT_LIMIT: usize = 4096;
/// The most winning moves listed (reached only for 0 < k < 1 with a tiny k and a large cap).
pub const TAKEAWAY_MOVE_LIMIT: u64 = 1_000_000;

/// The most memory, in 64-bit words, that listing losing heaps may take: for one heap n, an upper
/// bound on the number of losing heaps up to n ([`losing_heap_count_bound`]) times the words each
/// takes (two below 2^64, else n's words and a few more). 128 MiB; decided from k and n before
/// any heap is listed. A larger k means more losing heaps below n (about k·ln(n/k) of them).
pub const TAKEAWAY_WORK_LIMIT: u64 = 1 << 24;

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
    /// The greedy decomposition of n, once asked for (the outcome, the moves and the
    /// explanation all need it).
    terms: Memo<Vec<Natural>>,
}

impl TakeAway {
    /// The position (n, r). Without a cap, the opening position: r = n − 1.
    pub fn new(heap: Natural, k: Ratio, cap: Option<Natural>) -> Result<TakeAway> {
        if k.is_at_least_one() && heap.decimal_digits() > TAKEAWAY_DIGIT_LIMIT {
            return Err(Error::too_large(
                "takeaway_heap_digits",
                TAKEAWAY_DIGIT_LIMIT as u64,
                Some(Natural::from(heap.decimal_digits())),
                msg!(
                    "error-takeaway-heap-digits",
                    limit = TAKEAWAY_DIGIT_LIMIT,
                    digits = heap.decimal_digits()
                ),
            ));
        }
        if k.is_at_least_one() {
            check_work(k, &heap)?;
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
            terms: Memo::new(),
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
        self.terms
            .get_or_init(|| {
                if !self.k.is_at_least_one() {
                    return Vec::new();
                }
                // TakeAway::new checked the work against TAKEAWAY_WORK_LIMIT, and a position
                // after a move has a smaller heap.
                match self.heap.to_u64() {
                    Some(n) => naturals(decompose(self.k, u128::from(n))),
                    None => naturals(decompose(self.k, self.heap.to_big())),
                }
            })
            .clone()
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
                msg!(
                    "error-takeaway-winning-moves",
                    limit = TAKEAWAY_MOVE_LIMIT,
                    last = last
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
                            msg!("error-takeaway-grundy-heap", limit = TAKEAWAY_GRUNDY_LIMIT),
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
    fn reason(&self, take: Option<&Natural>) -> Msg {
        let k = self.k;
        let terms = self.decomposition();
        let r = self.most();
        let Some(smallest) = terms.last() else {
            return match take {
                Some(take) => msg!("takeaway-why-small-k", k = k, take = take),
                None => msg!("takeaway-why-no-move"),
            };
        };
        let sum: Vec<String> = terms.iter().map(ToString::to_string).collect();
        let decomposition = msg!(
            "takeaway-decomposition",
            fib = self.is_fibonacci().to_string(),
            n = &self.heap,
            sum = sum.join(" + ")
        );
        match take {
            Some(take) => msg!(
                "takeaway-why-winning",
                decomposition = decomposition,
                smallest = smallest,
                r = r,
                take = take
            ),
            None => msg!(
                "takeaway-why-losing",
                decomposition = decomposition,
                smallest = smallest,
                r = r
            ),
        }
    }

    /// Why a take of more than is allowed now is refused.
    fn refusal(&self) -> Msg {
        let most = self.most();
        if self.opening {
            return msg!("error-takeaway-opening", most = most);
        }
        let game = if self.is_fibonacci() {
            msg!("error-takeaway-in-fib")
        } else {
            msg!("error-takeaway-with-k", k = self.k)
        };
        match (most.is_zero(), self.cap_reason()) {
            (true, _) => msg!("error-takeaway-no-take", game = game),
            (false, Some(reason)) => {
                msg!(
                    "error-takeaway-at-most-because",
                    game = game,
                    reason = reason
                )
            }
            (false, None) => msg!("error-takeaway-at-most", game = game, most = most),
        }
    }

    /// Why the mover may take what they may: "first move: anything but the whole heap",
    /// "2·3 = 6", "⌊3/2·3⌋ = 4, but the heap has only 2"; `None` for an empty heap, or a cap
    /// given in the notation rather than reached by a take.
    fn cap_reason(&self) -> Option<Msg> {
        if self.opening {
            return Some(msg!("takeaway-cap-opening"));
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
            Some(msg!(
                "takeaway-cap-heap",
                product = product,
                heap = &self.heap
            ))
        } else {
            Some(msg!("takeaway-cap", product = product))
        }
    }

    fn misere_unsupported(&self) -> Error {
        Error::unsupported(msg!("error-takeaway-misere", game = self))
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
    fn explain(&self, convention: Convention) -> Result<Lines> {
        if convention == Convention::Misere {
            return Err(self.misere_unsupported());
        }
        let (n, r, k) = (&self.heap, &self.cap, self.k);
        let mut text = Lines::new();
        text.push(if self.is_fibonacci() {
            msg!("takeaway-explain-head-fib", n = n, r = r)
        } else {
            msg!("takeaway-explain-head", k = k, n = n, r = r)
        });
        if !k.is_at_least_one() {
            text.push(msg!(
                "takeaway-explain-small-k",
                t = (k.denom() - 1) / k.numer()
            ));
        } else {
            let (first, count) = match n.to_u64() {
                Some(n) => first_and_count(heaps_up_to(k, &u128::from(n)), 12),
                None => first_and_count(heaps_up_to(k, &n.to_big()), 12),
            };
            let mut shown: Vec<String> = first.iter().map(ToString::to_string).collect();
            if count > 12 {
                shown.push("...".to_string());
            }
            text.push(msg!(
                "takeaway-explain-losing",
                fib = self.is_fibonacci().to_string(),
                heaps = shown.join(", ")
            ));
            let terms = self.decomposition();
            let sum: Vec<String> = terms.iter().map(ToString::to_string).collect();
            text.push(msg!(
                "takeaway-explain-decomposition",
                fib = self.is_fibonacci().to_string(),
                n = n,
                sum = sum.join(" + ")
            ));
            if let Some(smallest) = terms.last() {
                text.push(if smallest <= r {
                    msg!("takeaway-explain-smallest-wins", smallest = smallest)
                } else {
                    msg!("takeaway-explain-smallest-loses", smallest = smallest)
                });
            }
        }
        let moves = self.normal_winning_moves()?;
        text.extend(super::explain_moves(self, &moves, convention));
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

    fn summary() -> Msg {
        msg!("summary-takeaway")
    }

    fn from_call(call: &Call<'_>) -> Result<TakeAway> {
        let fib = call.name() == "fib";
        let usage = &if fib {
            msg!("error-takeaway-notation-fib")
        } else {
            msg!("error-takeaway-notation")
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
        let cap = (call.keyword("cap"))
            .map(|t| t.natural(msg!("error-takeaway-cap")))
            .transpose()?;
        let heap_token = call.atom(0, usage)?;
        let heap = heap_token.natural(take::heap_size())?;
        TakeAway::new(heap, k, cap).map_err(|e| e.with_column(heap_token.column()))
    }
}

/// A step n² of the take-away game's Grundy table, in cost steps (measured: 7–9 ns).
const TABLE_STEPS: u64 = 10;

impl Summand for TakeAway {
    /// The Grundy table to the heap: n² steps of `TABLE_STEPS` (unbounded past a word).
    fn cost(&self) -> u64 {
        let n = self.heap().to_u64().filter(|&n| n <= u64::from(u32::MAX));
        cost::table(n.map(|n| n.saturating_mul(n)), TABLE_STEPS)
    }

    fn value_method(&self) -> Msg {
        msg!("takeaway-value-method")
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

impl Rules for TakeAway {
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
            terms: Memo::new(),
        }]
    }

    fn smallest_move(&self) -> Option<(Natural, TakeMove)> {
        take::smallest_take(&self.heap, self.most())
    }

    fn view(&self) -> View {
        let range = view::take_range(self.most());
        View {
            game: Family::Takeaway,
            notation: self.to_string(),
            heaps: vec![(msg!("label-heap"), self.heap.clone())],
            tokens: TokenStyle::Token,
            row: None,
            rule: Some(match self.cap_reason() {
                Some(reason) => msg!("rule-with-reason", rule = range, reason = reason),
                None => range,
            }),
        }
    }
}

impl MoveNotation for TakeAway {
    fn parse_move(&self, words: &[&str], _index: usize) -> Result<TakeMove> {
        let taken = take::parse_take(&self.heap, words)?;
        take::check_take(&self.heap, &taken, self.most(), || self.refusal())?;
        Ok(TakeMove::from_heap(&self.heap, taken))
    }

    fn move_notation(&self, mv: &TakeMove) -> String {
        mv.take.to_string()
    }

    fn move_help(&self) -> Msg {
        msg!("takeaway-move-help")
    }
}

impl Tutor for TakeAway {
    fn describe_move(&self, mv: &TakeMove) -> Msg {
        take::describe_take(&self.heap, mv)
    }

    fn why_winning(&self, mv: &TakeMove, _convention: Convention) -> Msg {
        self.reason(Some(&mv.take))
    }

    fn why_losing(&self, _convention: Convention) -> Msg {
        self.reason(None)
    }
}

impl Searchable for TakeAway {
    fn search(&self) -> Result<Search> {
        let n = u64::try_from(&self.heap)?;
        let r = self.cap.to_u64().map_or(n, |r| r.min(n));
        let bound = n.saturating_add(1).saturating_mul(n.saturating_add(2)) / 2;
        // (n', r') has r' ≤ n' ≤ n options.
        Ok(Search::new(TakeAwayRules { k: self.k }, (n, r), bound, n))
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
            msg!("error-takeaway-list-digits", limit = TAKEAWAY_DIGIT_LIMIT),
        ));
    }
    if up_to.is_zero() {
        return Ok(Vec::new());
    }
    if !k.is_at_least_one() {
        return Ok(vec![Natural::ONE]);
    }
    check_work(k, up_to)?;
    Ok(match up_to.to_u64() {
        Some(n) => naturals(heaps_up_to(k, &u128::from(n))),
        None => naturals(heaps_up_to(k, &up_to.to_big())),
    })
}

/// The first `count` losing heaps (for k < 1 only 1 exists); an error naming
/// [`TAKEAWAY_WORK_LIMIT`] when they would take more memory than it allows (each heap takes at
/// least two words, so a count above half the limit is refused before any is listed), or
/// `takeaway_heap_digits` when they grow past about that many digits.
pub fn first_losing_heaps(k: Ratio, count: usize) -> Result<Vec<Natural>> {
    if !k.is_at_least_one() {
        return Ok(vec![Natural::ONE].into_iter().take(count).collect());
    }
    let too_much = |work: Option<u64>| {
        Error::too_large(
            "takeaway_work",
            TAKEAWAY_WORK_LIMIT,
            work.map(Natural::from),
            msg!(
                "error-takeaway-first-work",
                count = count,
                k = k,
                limit = TAKEAWAY_WORK_LIMIT
            ),
        )
    };
    let least_work = (count as u64).saturating_mul(WORD_HEAP_WORDS);
    if least_work > TAKEAWAY_WORK_LIMIT {
        return Err(too_much(Some(least_work)));
    }
    let mut heaps: Vec<Big> = Vec::with_capacity(count.min(1 << 16));
    let mut work = 0u64;
    let mut m = 0;
    while heaps.len() < count {
        if heaps.len().is_multiple_of(4096) {
            crate::interrupt::check()?;
        }
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
                msg!("error-takeaway-first-digits", limit = TAKEAWAY_DIGIT_LIMIT),
            ));
        }
        work += heap_words(next.bit_len());
        if work > TAKEAWAY_WORK_LIMIT {
            return Err(too_much(None));
        }
        heaps.push(next);
    }
    Ok(heaps.into_iter().map(Natural::from_big).collect())
}

/// One step of the construction of the losing heaps as the Chinese articles on the k-multiple
/// game build them by hand: a_0 = b_0 = 1; a_(i+1) = b_i + 1; b_i = a_i + b_t with t the largest
/// index such that k·a_t < a_i (b_i = a_i when there is none). b_i is the largest heap that is a
/// sum of a's below a_(i+1) in which each term is more than k times the next smaller one, so
/// a_(i+1) = b_i + 1 is the least heap that is no such sum: the next losing heap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstructionStep {
    /// a_i, the i-th losing heap (H_i).
    pub a: Natural,
    /// t: the largest index with k·a_t < a_i, or `None` when there is none.
    pub t: Option<usize>,
    /// b_i = a_i + b_t (or a_i): the largest heap built from a_0..=a_i.
    pub b: Natural,
}

/// The first `count` steps of the construction of the losing heaps for the multiplier `k`
/// ([`ConstructionStep`]), with the limits of [`first_losing_heaps`]; empty for k < 1, where
/// only the heap 1 is losing and there is nothing to build.
pub fn construction(k: Ratio, count: usize) -> Result<Vec<ConstructionStep>> {
    if !k.is_at_least_one() {
        return Ok(Vec::new());
    }
    let heaps: Vec<Big> = first_losing_heaps(k, count)?
        .iter()
        .map(Natural::to_big)
        .collect();
    let mut ends: Vec<Big> = Vec::with_capacity(heaps.len());
    let mut steps = Vec::with_capacity(heaps.len());
    // t only moves up as a_i grows, so the whole construction is one pass.
    let mut below = 0usize; // the number of j < i with ⌊k·a_j⌋ < a_i, i.e. k·a_j < a_i
    for (i, a) in heaps.iter().enumerate() {
        if i % 4096 == 0 {
            crate::interrupt::check()?;
        }
        while below < i && heaps[below].floor_times(k) < *a {
            below += 1;
        }
        let t = below.checked_sub(1);
        let b = match t {
            Some(t) => a + &ends[t],
            None => a.clone(),
        };
        steps.push(ConstructionStep {
            a: Natural::from_big(a.clone()),
            t,
            b: Natural::from_big(b.clone()),
        });
        ends.push(b);
    }
    Ok(steps)
}

/// The words one listed losing heap takes on the word path (a u128).
const WORD_HEAP_WORDS: u64 = 2;

/// The words a listed losing heap of `bits` bits takes: a u128 below 2^64, else its digits in
/// words and a few more for the big integer's header and allocation.
fn heap_words(bits: usize) -> u64 {
    if bits <= 64 {
        WORD_HEAP_WORDS
    } else {
        (bits as u64).div_ceil(64) + 3
    }
}

/// An upper bound on the number of losing heaps H_j ≤ `n` for a multiplier k ≥ 1, from k and n
/// alone, so the work of listing them is known before it starts.
///
/// H_(j+1) = H_j + H_m with ⌊k·H_m⌋ ≥ H_j, so H_m ≥ H_j / k and each step grows H by at least 1,
/// and by a factor of at least 1 + 1/k. At most min(n, ⌊k⌋) heaps are at most k; beyond k, the
/// heaps up to n number at most ln(n/k) / ln(1 + 1/k) + 1 ≤ (k + 1)·ln(n/k) + 1, with
/// ln(n/k) ≤ ln 2 · (bits(n) − bits(⌊k⌋) + 1) and ln 2 < 7/10. The true count is about half
/// this for large k (each step grows H by at most a factor 1 + 2/k there), and exact for n ≤ k.
pub fn losing_heap_count_bound(k: Ratio, n: &Natural) -> u128 {
    let whole = u128::from(k.numer() / k.denom());
    let small = n.to_u128().map_or(whole, |n| n.min(whole));
    if n.to_u128().is_some_and(|n| n <= whole) {
        return small;
    }
    let bits = |x: u128| u128::from(u128::BITS - x.leading_zeros());
    let doublings = (n.bit_len() as u128 + 1).saturating_sub(bits(whole));
    let beyond = (whole + 2)
        .saturating_mul(7)
        .saturating_mul(doublings)
        .div_ceil(10);
    small.saturating_add(beyond).saturating_add(2)
}

/// Refuses, naming [`TAKEAWAY_WORK_LIMIT`], an analysis of the heap `n` for k ≥ 1 whose losing
/// heaps could take more memory than the limit ([`losing_heap_count_bound`] heaps).
fn check_work(k: Ratio, n: &Natural) -> Result<()> {
    let count = losing_heap_count_bound(k, n);
    let work = count.saturating_mul(u128::from(heap_words(n.bit_len())));
    if work <= u128::from(TAKEAWAY_WORK_LIMIT) {
        return Ok(());
    }
    Err(Error::too_large(
        "takeaway_work",
        TAKEAWAY_WORK_LIMIT,
        Some(Natural::from(work)),
        msg!(
            "error-takeaway-work",
            k = k,
            digits = n.decimal_digits(),
            count = count,
            work = work,
            limit = TAKEAWAY_WORK_LIMIT
        ),
    ))
}

/// The first `shown` heaps of `heaps` and how many there are.
fn first_and_count<T: Int>(heaps: Vec<T>, shown: usize) -> (Vec<Natural>, usize) {
    let count = heaps.len();
    (naturals(heaps.into_iter().take(shown).collect()), count)
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
    /// The article's hand construction gives the library's losing heaps: a_(i+1) = b_i + 1, for
    /// k = 1, 3/2, 2 (Fibonacci: b_i = F_(i+2) − 1) and 3, and the example of k = 2 by hand.
    #[test]
    fn construction_step_by_step_gives_the_losing_heaps() {
        for (p, q) in [(1u64, 1u64), (3, 2), (2, 1), (3, 1), (7, 3)] {
            let k = Ratio::new(p, q).unwrap();
            let steps = construction(k, 40).unwrap();
            let heaps = first_losing_heaps(k, 41).unwrap();
            assert_eq!(steps.len(), 40);
            for (i, step) in steps.iter().enumerate() {
                assert_eq!(step.a, heaps[i], "a_{i} for k = {k}");
                assert_eq!(
                    &step.b.to_big() + &Big::from_u64(1),
                    heaps[i + 1].to_big(),
                    "a_(i+1) = b_i + 1 at i = {i} for k = {k}"
                );
            }
        }
        let fib = construction(Ratio::integer(2).unwrap(), 6).unwrap();
        let rows: Vec<(u64, Option<usize>, u64)> = fib
            .iter()
            .map(|s| (s.a.to_u64().unwrap(), s.t, s.b.to_u64().unwrap()))
            .collect();
        assert_eq!(
            rows,
            [
                (1, None, 1),
                (2, None, 2),
                (3, Some(0), 4),
                (5, Some(1), 7),
                (8, Some(2), 12),
                (13, Some(3), 20)
            ]
        );
        assert!(
            construction(Ratio::new(1, 2).unwrap(), 5)
                .unwrap()
                .is_empty()
        );
    }

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
    fn the_count_bound_holds_and_is_within_a_small_factor() {
        for text in [
            "1", "3/2", "2", "5/2", "3", "7/2", "10", "100", "1000", "12345/7",
        ] {
            let k = k(text);
            for n in [
                1u64,
                2,
                5,
                10,
                99,
                100,
                1001,
                65_535,
                1_000_000,
                1 << 40,
                u64::MAX,
            ] {
                let count = heaps_up_to(k, &u128::from(n)).len() as u128;
                let bound = losing_heap_count_bound(k, &Natural::from(n));
                assert!(count <= bound, "k = {text}, n = {n}: {count} > {bound}");
                assert!(
                    bound <= 4 * count + 8,
                    "k = {text}, n = {n}: {bound} vs {count}"
                );
            }
            let big: Natural = format!("1{}", "0".repeat(200)).parse().unwrap();
            let count = heaps_up_to(k, &big.to_big()).len() as u128;
            let bound = losing_heap_count_bound(k, &big);
            assert!(
                count <= bound && bound <= 4 * count,
                "k = {text}: {count}, {bound}"
            );
        }
    }

    #[test]
    fn a_large_multiplier_is_refused_before_any_heap_is_listed() {
        // Issue 20: about 10^9·ln(10^11) losing heaps below 10^20 (23.8 GB before the fix).
        let n: Natural = "100000000000000000000".parse().unwrap();
        for (n, k) in [
            (n.clone(), k("1000000000")),
            (n, k("1000000")),
            (Natural::from(u64::MAX), k("18446744073709551615")),
        ] {
            let started = std::time::Instant::now();
            let error = TakeAway::new(n.clone(), k, None).unwrap_err();
            assert_eq!(error.limit().unwrap().name(), "takeaway_work", "{error}");
            assert!(error.message().contains("takeaway_work"), "{error}");
            assert!(started.elapsed().as_secs() < 2);
            assert_eq!(
                losing_heaps(k, &n).unwrap_err().limit().unwrap().name(),
                "takeaway_work"
            );
        }
        let error = first_losing_heaps(k("1000000000"), 1 << 40).unwrap_err();
        assert_eq!(error.limit().unwrap().name(), "takeaway_work", "{error}");
        // Within the limit: Fibonacci nim at the digit limit, and a large k on a word.
        let n: Natural = "9".repeat(TAKEAWAY_DIGIT_LIMIT).parse().unwrap();
        let game = TakeAway::new(n, k("2"), None).unwrap();
        assert_eq!(game.outcome(Convention::Normal).unwrap(), Outcome::N);
        let game = TakeAway::new(Natural::from(1_000_000_007u64), k("10000"), None).unwrap();
        assert!(!game.decomposition().is_empty());
    }

    #[test]
    fn huge_heaps_are_refused_with_the_limit_named() {
        let n: Natural = "9".repeat(5000).parse().unwrap();
        let err = TakeAway::new(n, k("2"), None).unwrap_err();
        assert!(err.message().contains("4096"));
    }
}
