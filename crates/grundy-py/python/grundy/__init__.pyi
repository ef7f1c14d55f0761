"""Type stubs of grundy: exact answers for impartial combinatorial games.

Every result's ``to_dict()`` is the object ``grundy ... --json`` prints (docs/JSON.md).
Numbers of any size are Python ``int``s; a number argument may also be a ``str`` of decimal
digits, or anything with ``__index__`` (such as a NumPy integer); a ``float`` or a ``bool`` is
refused as the CLI refuses ``3.0``. Every result is immutable, compares and hashes by value, and
pickles.
"""

import os
from fractions import Fraction
from typing import Any, Iterable, Iterator, List, Literal, Optional, Tuple, Union, overload

import numpy as np
import numpy.typing as npt

__version__: str

Integer = Union[int, str, "np.integer[Any]"]
"""A non-negative integer: an ``int`` of any size, a ``str`` of decimal digits, or a NumPy
integer. A ``float`` (even ``3.0``) or a ``bool`` is refused with the CLI's message for the same
text ("invalid heap size '3.0': expected a non-negative integer ...")."""

Multiplier = Union[Fraction, int, str, float]
"""The take-away multiplier k, exactly: ``Fraction(3, 2)``, ``2``, ``"3/2"``, ``"2.5"``, or a
``float`` whose value is exactly the decimal it shows (``1.5``; ``0.1`` is refused: its value is
0.1000000000000000055…)."""

# The contract's closed vocabularies, each as its JSON Schema lists it (docs/schema/*.json);
# tests/test_stubs.py checks them against the schemas.
Outcome = Literal["P", "N"]
Convention = Literal["normal", "misere"]
Method = Literal["sprague_grundy", "closed_form", "misere_bouton", "misere_search", "misere_quotient"]
"""How a sum's answer was found."""
SequenceKind = Literal["grundy", "outcomes"]
OctalMethod = Literal["linear", "plain", "sparse", "three-heap"]
PeriodStatus = Literal["proven", "detected", "not_found"]
QuotientStatus = Literal["proven", "holds"]
ErrorCode = Literal[
    "invalid_number", "invalid_argument", "syntax", "illegal_move", "too_large", "unsupported",
    "interrupted", "input", "invalid_request", "not_found", "method_not_allowed", "timeout",
    "busy", "internal",
]
PatternKind = Literal["periodic", "arithmetic_periodic", "recurrence", "beatty", "none"]
"""What the pattern lab found (a pattern's ``kind``)."""
PatternSource = Literal["expr", "script", "callable"]
"""Where a pattern lab's rules came from."""
Move = dict[str, Any]
"""A move object of the JSON contract: ``heap``/``take``/``to``/``leaves``/``component``."""

class GrundyError(ValueError):
    """A request grundy cannot answer; the message is the library's (the CLI's) one line, in
    the module's language (``set_lang``)."""

    kind: ErrorCode
    """The library's kind of error (the HTTP API's own kinds never reach Python)."""
    column: Optional[int]
    """The 1-based column of an expression where reading failed, else None."""

class LimitError(GrundyError):
    """A valid request larger than grundy computes."""

    name: str
    """The limit's stable name, such as "wythoff_table_size" (docs/JSON.md lists them)."""
    max: int
    """The largest accepted value."""
    requested: Optional[int]
    """The value asked for, when it is one number."""

class Answer:
    """The answer about a position: who wins, its Grundy value, every winning move. Equal
    answers (same class, same JSON) compare equal and hash alike; an answer pickles."""

    @property
    def outcome(self) -> Outcome:
        """"P": the player to move loses; "N": the player to move wins."""
    @property
    def grundy(self) -> Optional[int]:
        """The Grundy value, or None where it is not given (misère play, beyond its table)."""
    @property
    def winning_moves(self) -> List[Move]:
        """Every winning move, as the JSON's move objects (a new list at each access)."""
    @property
    def winning_move_count(self) -> int: ...
    @property
    def convention(self) -> Convention: ...
    def to_dict(self) -> dict[str, Any]:
        """A new dict: exactly ``json.loads`` of the CLI's ``--json`` output."""
    def to_json(self) -> str:
        """The CLI's ``--json`` line (without the newline)."""
    def explain(self, *, lang: Literal["en", "zh"] = "en") -> str:
        """The reasoning in the theory's terms (the CLI's ``--explain``), in English
        (``lang="en"``) or Chinese (``lang="zh"``, with the terms of the Chinese textbooks)."""
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class WythoffResult(Answer):
    @property
    def heaps(self) -> List[int]:
        """The two heaps, in the order given."""
    @property
    def difference(self) -> int:
        """k = |a − b|."""
    @property
    def pair_index(self) -> Optional[int]:
        """k when the position is the k-th P-position (normal play), else None."""

class NimResult(Answer):
    @property
    def heap_count(self) -> int: ...
    @property
    def nim_sum(self) -> int:
        """The XOR of the heaps' values (h mod (max_take + 1) when bounded)."""
    @property
    def max_take(self) -> Optional[int]: ...

class BashResult(Answer):
    @property
    def heap(self) -> int: ...
    @property
    def max(self) -> int: ...

class TakeAwayResult(Answer):
    @property
    def k(self) -> str:
        """The multiplier: "p/q" in lowest terms, or "p"."""
    @property
    def heap(self) -> int: ...
    @property
    def cap(self) -> int:
        """The most the mover may take now."""
    @property
    def least_winning_move(self) -> Optional[int]: ...
    @property
    def decomposition(self) -> List[int]:
        """n as a greedy sum of losing heaps, largest first."""
    @property
    def losing_heaps(self) -> Optional[List[int]]: ...

class SumResult(Answer):
    @property
    def expr(self) -> str:
        """The expression in canonical notation."""
    @property
    def method(self) -> Method: ...
    @property
    def components(self) -> List[dict[str, Any]]:
        """Each component: ``expr``, ``game``, ``grundy`` (or None and ``why``)."""

class WythoffPair:
    """The k-th P-position as a pair: ``a, b = wythoff_pair(k)``; it indexes, and equals and
    hashes as the tuple ``(a, b)``."""

    @property
    def pair_index(self) -> int: ...
    @property
    def position(self) -> List[int]:
        """(a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k)."""
    @property
    def outcome(self) -> Literal["P"]: ...
    def to_dict(self) -> dict[str, Any]: ...
    def to_json(self) -> str: ...
    def __len__(self) -> Literal[2]: ...
    def __iter__(self) -> Iterator[int]: ...
    @overload
    def __getitem__(self, index: int) -> int: ...
    @overload
    def __getitem__(self, index: slice) -> Tuple[int, ...]: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class EveryResult:
    """A sum under the Every-SG convention (``every``): every component that can move is
    moved, and the last mover wins; decided by the components' remoteness."""

    @property
    def expr(self) -> str: ...
    @property
    def outcome(self) -> Outcome:
        """"N" iff the largest remoteness is odd."""
    @property
    def steps(self) -> int:
        """The largest remoteness: how many turns the game lasts."""
    @property
    def components(self) -> List[dict[str, Any]]:
        """Each component's outcome, ``steps``, ``method`` and the moves that play it well."""
    def to_dict(self) -> dict[str, Any]: ...
    def to_json(self) -> str: ...

class LosingHeaps:
    @property
    def k(self) -> str: ...
    @property
    def losing_heaps(self) -> List[int]: ...
    def to_dict(self) -> dict[str, Any]: ...
    def to_json(self) -> str: ...

class Sequence:
    """A Grundy sequence g(0), …, g(N), with its period when known. Equal sequences (same
    class, same report) compare equal and hash alike; a sequence pickles with its values."""

    @property
    def values(self) -> npt.NDArray[np.uint32]:
        """The values, a read-only NumPy array (the same one at every access)."""
    @property
    def preperiod(self) -> Optional[int]: ...
    @property
    def period(self) -> Optional[int]: ...
    @property
    def proven(self) -> bool:
        """Whether the period holds for ever, not only within the values computed."""
    @property
    def to(self) -> int:
        """N, the last position."""
    def certificate(self) -> Optional[str]:
        """The certificate of the proven period as text (``grundy verify FILE`` checks it);
        None when no period is proven, for win/lose sequences and Wythoff rows."""
    def to_dict(self) -> dict[str, Any]:
        """A new dict: exactly ``json.loads`` of the CLI's ``--json`` output."""
    def to_json(self) -> str: ...
    def __len__(self) -> int: ...
    @overload
    def __getitem__(self, index: int) -> np.uint32: ...
    @overload
    def __getitem__(self, index: Any) -> Any: ...
    def __iter__(self) -> Iterator[np.uint32]: ...
    def __array__(self, dtype: Any = None, copy: Optional[bool] = None) -> np.ndarray[Any, Any]: ...
    def _repr_svg_(self) -> str: ...

class SubtractionSequence(Sequence):
    """With ``outcomes=True`` only who wins is computed: ``values`` is None, and ``outcomes``
    and ``p_positions`` hold the answer."""

    @property
    def set(self) -> List[int]: ...
    @property
    def sequence(self) -> SequenceKind: ...
    @property
    def outcomes(self) -> Optional[str]:
        """With ``outcomes=True``: "P"/"N" per position, one string; else None."""
    @property
    def p_positions(self) -> Optional[npt.NDArray[np.bool_]]:
        """With ``outcomes=True``: True at the P-positions; else None."""

class OctalSequence(Sequence):
    @property
    def code(self) -> Optional[str]: ...
    @property
    def name(self) -> Optional[str]: ...
    @property
    def game(self) -> Literal["octal", "grundy"]: ...
    @property
    def proof_needs(self) -> Optional[int]: ...
    @property
    def computed_to(self) -> int: ...
    @property
    def method(self) -> OctalMethod: ...
    @property
    def mask(self) -> Optional[int]: ...
    @property
    def rare_heaps(self) -> Optional[int]: ...
    @property
    def last_rare_heap(self) -> Optional[int]: ...

class WythoffRow(Sequence):
    @property
    def row(self) -> int: ...
    @property
    def period_status(self) -> PeriodStatus: ...
    @property
    def proof(self) -> Optional[dict[str, Any]]: ...
    @property
    def verified_through(self) -> int: ...

class WythoffTable:
    """Wythoff's Grundy table g(a, b), 0 ≤ a, b < n."""

    @property
    def values(self) -> npt.NDArray[np.uint32]:
        """The n × n table, a read-only NumPy array."""
    @property
    def size(self) -> int: ...
    def to_dict(self) -> dict[str, Any]: ...
    def to_json(self) -> str: ...
    def __len__(self) -> int: ...
    def __getitem__(self, index: Any) -> Any: ...
    def __array__(self, dtype: Any = None, copy: Optional[bool] = None) -> np.ndarray[Any, Any]: ...
    def _repr_png_(self) -> bytes: ...

class SubtractionPeriod:
    @property
    def preperiod(self) -> int: ...
    @property
    def period(self) -> int: ...
    @property
    def proven(self) -> Literal[True]: ...
    @property
    def set(self) -> List[int]: ...
    @property
    def sequence(self) -> SequenceKind: ...
    @property
    def positions_searched(self) -> int: ...
    def to_dict(self) -> dict[str, Any]: ...
    def to_json(self) -> str: ...

class MisereQuotient:
    @property
    def code(self) -> str: ...
    @property
    def name(self) -> Optional[str]: ...
    @property
    def status(self) -> QuotientStatus: ...
    @property
    def preperiod(self) -> Optional[int]: ...
    @property
    def period(self) -> Optional[int]: ...
    @property
    def heaps_computed(self) -> int: ...
    @property
    def stopped(self) -> Optional[str]: ...
    @property
    def stopped_by(self) -> Optional[str]: ...
    @property
    def order(self) -> int: ...
    @property
    def tame(self) -> bool: ...
    @property
    def elements(self) -> List[str]: ...
    @property
    def generators(self) -> List[dict[str, Any]]: ...
    @property
    def relations(self) -> List[List[str]]: ...
    @property
    def p_portion(self) -> List[str]: ...
    @property
    def table(self) -> List[List[int]]: ...
    @property
    def heap_map(self) -> List[str]: ...
    def to_dict(self) -> dict[str, Any]: ...
    def to_json(self) -> str: ...

def set_lang(lang: Literal["en", "zh"]) -> None:
    """The language of the exceptions' messages from now on: "en" (the default) or "zh"
    (Chinese, with the terms of the Chinese textbooks). ``kind`` never changes with it; the
    locale (``LANG``) is not read."""

def get_lang() -> Literal["en", "zh"]:
    """The language of the exceptions' messages ("en" until ``set_lang`` is called)."""

def misere_quotient(
    code: str,
    *,
    to: Optional[Integer] = None,
    max_order: Optional[Integer] = None,
    work_limit: Optional[Integer] = None,
    time_limit_ms: Optional[Integer] = None,
    progress: bool = False,
) -> MisereQuotient:
    """The misère quotient of an octal game ("0.144", "kayles"): the monoid whose product of
    heap elements decides every misère sum, as far as the limits allow (``status`` says whether
    it is proven for every heap size; ``stopped`` where and why it stopped)."""

def wythoff(
    a: Union[Integer, Tuple[Integer, Integer], List[Integer], WythoffPair],
    b: Optional[Integer] = None,
    *,
    misere: bool = False,
    grundy: bool = False,
) -> WythoffResult:
    """Who wins Wythoff's game from heaps (a, b), and every winning move; the heaps may be one
    pair instead, ``wythoff((a, b))`` or ``wythoff(wythoff_pair(k))``. ``grundy=True`` requires
    the Grundy value g(a, b) (an error beyond its limits)."""

def wythoff_pair(k: Integer) -> WythoffPair:
    """The k-th P-position (⌊kφ⌋, ⌊kφ⌋ + k), exactly."""

def nim(
    heaps: Union[Iterable[Integer], str, bytes, npt.NDArray[np.integer[Any]]],
    *,
    misere: bool = False,
    max_take: Optional[Integer] = None,
) -> NimResult:
    """Who wins Nim (normal, misère, or bounded by ``max_take``), and every winning move.
    Heaps: ints, a NumPy integer array, or a string of whitespace-separated sizes."""

def bash(n: Integer, max: Integer, *, misere: bool = False) -> BashResult:
    """Bash's game: one heap of n, take 1 to ``max`` a move."""

def takeaway(
    n: Integer,
    k: Multiplier,
    *,
    cap: Optional[Integer] = None,
    losing_heaps: Optional[Integer] = None,
) -> TakeAwayResult:
    """The take-away game with multiplier k (a float only when it is exactly the decimal it
    shows: 1.5 is 3/2; 0.1 is refused)."""

def fib(
    n: Integer, *, cap: Optional[Integer] = None, losing_heaps: Optional[Integer] = None
) -> TakeAwayResult:
    """Fibonacci Nim: the take-away game with k = 2."""

def losing_heaps(k: Multiplier, count: Integer) -> LosingHeaps:
    """The first ``count`` losing heaps of the take-away game with multiplier k."""

def analyze(expr: str, *, misere: bool = False, progress: bool = False) -> SumResult:
    """A sum of games in ``grundy analyze``'s notation, e.g.
    ``"nim(3,4,5) + bash(10, max=3) + kayles(8)"``."""

def every(expr: str) -> EveryResult:
    """A sum under the Every-SG convention, e.g. ``"euclid(3,2) + euclid(25,7)"``: the first
    player wins iff the largest remoteness of the components is odd."""

def subtraction_sequence(
    subtraction_set: Union[Iterable[Integer], str],
    n: Integer,
    *,
    outcomes: bool = False,
    progress: bool = False,
) -> SubtractionSequence:
    """g(0), …, g(n) of the subtraction game with set S ("1,3,4" or [1, 3, 4])."""

def subtraction_period(
    subtraction_set: Union[Iterable[Integer], str],
    *,
    outcomes: bool = False,
    max_steps: Optional[Integer] = None,
    progress: bool = False,
) -> SubtractionPeriod:
    """The least period and preperiod of a subtraction game, found and proven."""

def octal_sequence(code: str, n: Integer, *, progress: bool = False) -> OctalSequence:
    """g(0), …, g(n) of an octal or hexadecimal game ("0.77", "4.f7") or a named one
    ("kayles", "dawsons", "officers", "treblecross", "grundy")."""

def wythoff_row(a: Integer, to: Integer, *, progress: bool = False) -> WythoffRow:
    """Row a of Wythoff's table, g(a, 0..=to), with its additive period."""

def wythoff_table(n: Integer, *, progress: bool = False) -> WythoffTable:
    """Wythoff's Grundy table for 0 ≤ a, b < n (n ≤ 16384)."""

class Pattern:
    """A game tabulated to N and its patterns (``grundy.pattern``): ``to_dict()`` is exactly
    ``grundy pattern ... --json`` (docs/JSON.md, ``pattern``)."""

    @property
    def source(self) -> PatternSource: ...
    @property
    def expr(self) -> Optional[str]:
        """The expression, for an expression's table; else None."""
    @property
    def dimension(self) -> Literal[1, 2]:
        """1: a heap game (positions n); 2: a two-number game (positions (a, b))."""
    @property
    def to(self) -> int:
        """N: heaps 0..N, or pairs with a, b ≤ N."""
    @property
    def values(self) -> Optional[npt.NDArray[np.uint32]]:
        """g(0), …, g(N), a read-only NumPy array; None for a two-number game."""
    @property
    def p_positions(self) -> npt.NDArray[np.uint64]:
        """The P-positions up to N: the heaps (shape (k,)), or the pairs (a, b) by a then b
        (shape (k, 2)); read-only."""
    @property
    def values_pattern(self) -> Optional[dict[str, Any]]:
        """The pattern of g(n): ``kind`` (a ``PatternKind``), ``proven``, ``verified_to``,
        ``statement`` and its kind's fields (``preperiod``, ``period``, ``saltus``); None for a
        two-number game."""
    @property
    def outcomes_pattern(self) -> dict[str, Any]:
        """The pattern of the P-positions: ``kind``, ``proven``, ``verified_to``, ``statement``
        and its kind's fields (``preperiod``/``period``, ``coefficients``/``constant``/``from``,
        ``difference``/``alpha``)."""
    def to_dict(self) -> dict[str, Any]:
        """A new dict: exactly ``json.loads`` of the CLI's ``--json`` output."""
    def to_json(self) -> str: ...

def pattern(
    expr: Optional[str] = None,
    *,
    rules: Optional[str] = None,
    moves: Optional[Any] = None,
    to: Optional[Integer] = None,
    dimension: Optional[Literal[1, 2]] = None,
    lang: Literal["en", "zh"] = "en",
    time_ms: Optional[Integer] = None,
    progress: bool = False,
) -> Pattern:
    """The pattern lab (打表找规律, docs/PATTERNS.md): a game tabulated to ``to`` (100 when not
    given) and the patterns of its Grundy values and P-positions named, the statements in
    ``lang``. Give the game one way:

    - ``expr``: a built-in game of one free heap ``n``, ``"kayles(n)"``, ``"sub(n,{1,3,4})"``
      (the native engines; periods proven by the library's theorems);
    - ``rules``: a Rhai script defining ``fn moves(n)`` or ``fn moves(a, b)``;
    - ``moves``: a Python function, ``moves(n)`` for a heap game (each option an ``int``, the
      heap left, or a list of ints, the heaps left, ``[]`` for none) or ``moves(a, b)`` for two
      numbers (each option ``[a2, b2]``). Which one is read from the function's required
      positional parameters (``inspect.signature``), or from ``dimension=1`` / ``dimension=2``.
      Every option must be smaller than its position (a loopy game is refused naming both).
      The function runs on the calling thread, once a position; Ctrl-C stops it, and one still
      running after ``time_ms`` (60,000 when not given) gets ``TimeoutError`` raised inside it
      and the call fails with ``LimitError`` (``name`` "pattern_time_ms"). An exception the
      function raises goes up as it is.

    Errors are ``GrundyError`` with the library's ``kind`` (a script's time running out is
    ``"interrupted"``, its operations ``"too_large"``); a script's pattern is never proven."""

def census(
    patterns: Iterable[str],
    to: int,
    db: Union[str, "os.PathLike[str]"],
    client: Any = None,
    *,
    sparse_to: Optional[int] = None,
    misere_to: Optional[int] = 12,
) -> List[dict[str, Any]]:
    """The octal census on Dask distributed: every game of ``patterns`` to ``to`` heaps (or its
    proven period), one task per game, stored in the SQLite database ``db`` as ``grundy census``
    stores it; ``client`` a ``dask.distributed.Client`` (None: a LocalCluster). Returns the
    census table's rows (docs/JSON.md, ``census``)."""

def parse_int(digits: str) -> int:
    """An ``int`` from decimal digits of any length (an optional leading ``-``), in subquadratic
    time and whatever ``sys.get_int_max_str_digits()`` says: ``json.loads(r.to_json(),
    parse_int=grundy.parse_int)`` reads an answer with integers of more than 4300 digits."""
