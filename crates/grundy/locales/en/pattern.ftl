# The pattern lab (grundy pattern, POST /api/pattern): what a finder found, whether it is
# proven, and the errors of rule scripts.

## What the table is about

# A statement is a sentence on its own (the JSON's `statement`, the CLI's and the page's line),
# so each begins with what it is about.

## What a finder found

pattern-periodic-values = The Grundy values g(n) repeat with period { $period } from n = { $preperiod }
pattern-periodic-outcomes = The outcomes (P or N) repeat with period { $period } from n = { $preperiod }
pattern-arithmetic-periodic = The Grundy values satisfy g(n + { $period }) = g(n) + { $saltus } for every n ≥ { $preperiod } (arithmetic periodic)
pattern-recurrence = The P-positions x_0 < x_1 < … satisfy x_i = { $formula } from i = { $from }
pattern-beatty = The P-positions are (a_k, b_k) and (b_k, a_k) with a_k = ⌊kα⌋, b_k = { $difference ->
        [1] a_k + k
       *[other] a_k + { $difference }k
    }, α = { $alpha } (Beatty's theorem)
pattern-none-values = No pattern found in the Grundy values (periodic, arithmetic periodic)
pattern-none-outcomes = No pattern found in the outcomes (periodic, recurrence of the P-positions)
pattern-none-pairs = No pattern found in the P-positions (Beatty)

## Proven or verified

pattern-proven-subtraction = proven for every n: a finite subtraction set's next value depends only on the last max(S) = { $max } values, and they repeat
pattern-proven-guy-smith = proven for every n by the Guy–Smith periodicity theorem (it needs the values up to n = { $needs })
pattern-proven-from-values = proven for every n: it follows from the proven period of the Grundy values
pattern-verified = verified for every n ≤ { $to }, not proven
pattern-verified-pairs = verified on every position (a, b) with a, b ≤ { $to }, not proven
pattern-searched = searched for n ≤ { $to }
pattern-statement = { $claim }; { $status }.

## Words of the table

pattern-expected-heaps = a heap (an integer ≥ 0) or an array of heaps
pattern-expected-pair = an array [a2, b2] of two integers ≥ 0

## Errors

error-pattern-to-too-large = the table may go up to { $max }, not { $to }
error-pattern-loopy = position { $position }: the option { $option } is not smaller than the position (every heap left must be below n; for two numbers, a2 + b2 < a + b), so the game could go on for ever
error-pattern-option-shape = position { $position }: the option { $option } is not of the game's kind (a heap game's options are heaps, a two-number game's are pairs)
error-pattern-outside = the options lead too far outside the table up to { $to }
error-pattern-script-long = the rules script has { $bytes } bytes; at most { $max } are accepted
error-pattern-script-syntax = the rules script cannot be read: { $reason } (line { $line }, column { $column })
error-pattern-no-moves = the rules script must define fn moves(n) (a heap game) or fn moves(a, b) (a two-number game)
error-pattern-moves-arity = the rules script defines moves more than once; keep one: fn moves(n) or fn moves(a, b)
error-pattern-script-operations = the rules script ran more than { $max } operations at position { $position }: is there a loop that never ends?
error-pattern-script-time = the rules script ran out of its { $ms } ms at position { $position }
error-pattern-script-deep = the rules script called more than { $max } functions deep at position { $position }
error-pattern-script-data = the rules script built { $what } larger than allowed at position { $position }
error-pattern-script-failed = the rules script failed at position { $position } (line { $line }): { $reason }
error-pattern-not-array = moves({ $position }) returned { $answer }, not an array of options
error-pattern-bad-option = position { $position }: the option { $option } is not { $expected }
error-pattern-no-free-heap = the expression '{ $expr }' has no free heap n: write n where the heap goes, as in kayles(n) or sub(n,{"{"}1,3,4{"}"})
error-pattern-one-game = the expression '{ $expr }' must be one game of one heap n, not a sum
error-pattern-value-large = the Grundy value of heap { $heap } is too large for a table
error-pattern-source = give the game either as an expression (expr) or as a rules script (rules), one of the two
