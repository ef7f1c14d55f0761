"""grundy: exact answers for impartial combinatorial games.

Who wins, and with which move, at every size: Nim, Wythoff's game, Bash's game, the take-away
game (Fibonacci Nim), subtraction and octal games, and sums of them by the Sprague-Grundy
theorem; Grundy sequences with their proven periods, and Wythoff's table, as NumPy arrays.

The answers are the grundy command's: ``result.to_dict()`` is exactly the object that
``grundy ... --json`` prints (docs/JSON.md), integers of any length as Python ints.

>>> import grundy
>>> r = grundy.nim([3, 4, 5])
>>> r.outcome, r.grundy, r.winning_moves
('N', 2, [{'heap': 0, 'to': 1}])
>>> w = grundy.wythoff(165580140, 267914295)
>>> w.outcome, w.grundy
('P', 0)
>>> grundy.bash(10, 3).explain(lang="zh").splitlines()[0]
'巴什博弈（正常规则）：一堆 10 个石子，每次取 1 到 3 个。'
>>> s = grundy.octal_sequence("kayles", 200)
>>> s.preperiod, s.period, s.proven
(71, 12, True)

Errors raise ``GrundyError`` (a ``ValueError``): ``.kind`` is the stable key ("invalid_number",
"syntax", ...), the message is prose in the module's language, English until
``grundy.set_lang("zh")`` (``grundy.get_lang()`` tells which). The locale (``LANG``) is not
read: an imported library's exceptions do not change with the environment of the process.

>>> grundy.set_lang("zh")
>>> try:
...     grundy.analyze("nim(3,4")
... except grundy.GrundyError as e:
...     e.kind
'syntax'
>>> grundy.set_lang("en")
"""

from grundy._grundy import (
    Answer,
    BashResult,
    EveryResult,
    GrundyError,
    LimitError,
    LosingHeaps,
    MisereQuotient,
    NimResult,
    OctalSequence,
    Pattern,
    Sequence,
    SubtractionPeriod,
    SubtractionSequence,
    SumResult,
    TakeAwayResult,
    WythoffPair,
    WythoffResult,
    WythoffRow,
    WythoffTable,
    __version__,
    analyze,
    bash,
    get_lang,
    set_lang,
    every,
    fib,
    losing_heaps,
    misere_quotient,
    nim,
    octal_sequence,
    parse_int,
    pattern,
    subtraction_period,
    subtraction_sequence,
    takeaway,
    wythoff,
    wythoff_pair,
    wythoff_row,
    wythoff_table,
)
from grundy.census import census

__all__ = [
    "Answer",
    "BashResult",
    "EveryResult",
    "GrundyError",
    "LimitError",
    "set_lang",
    "get_lang",
    "LosingHeaps",
    "MisereQuotient",
    "NimResult",
    "OctalSequence",
    "Pattern",
    "Sequence",
    "SubtractionPeriod",
    "SubtractionSequence",
    "SumResult",
    "TakeAwayResult",
    "WythoffPair",
    "WythoffResult",
    "WythoffRow",
    "WythoffTable",
    "__version__",
    "analyze",
    "bash",
    "census",
    "every",
    "fib",
    "losing_heaps",
    "misere_quotient",
    "nim",
    "octal_sequence",
    "parse_int",
    "pattern",
    "subtraction_period",
    "subtraction_sequence",
    "takeaway",
    "wythoff",
    "wythoff_pair",
    "wythoff_row",
    "wythoff_table",
]
