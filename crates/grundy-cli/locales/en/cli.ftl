# The grundy command's own text in English: the lines around the library's answers (headings,
# outcome, moves, the game in the terminal). The same ids, with the same variables, are in
# ../zh/cli.ftl; the library's messages (game names, explanations) are in crates/grundy/locales.

## Shared lines
cli-outcome-p = Outcome: P (the player to move loses)
cli-outcome-n = Outcome: N (the player to move wins)
cli-winning-moves = Winning moves ({ $count }):
cli-winning-moves-none = Winning moves: none
cli-winning-moves-unlisted = Winning moves: none listed (a component's are not listed: see above)
cli-grundy-value = Grundy value: { $g }
cli-grundy-not-computed = Grundy value: not computed
cli-take-leaving = take { $take }, leaving { $to }

## grundy analyze
cli-sum-head = Sum: { $expr } ({ $convention } play)
cli-grundy-misere = Grundy value: none under misère play (values do not add up)
cli-components = Components:
cli-component-not-computed = g not computed: { $why }
cli-component-moves-missing = its winning moves are not listed: { $why }

## grundy wythoff
cli-wythoff-head = Wythoff's game, { $convention } play: heaps ({ $a }, { $b })
cli-wythoff-pair-index = It is the P-position of index k = { $k } (a_k, b_k).
cli-wythoff-take-both = take { $n } from both heaps
cli-wythoff-take-first = take { $n } from the first heap
cli-wythoff-take-second = take { $n } from the second heap
cli-wythoff-grundy = Grundy value: g({ $a }, { $b }) = { $g } (Wythoff Grundy values have no closed form; --explain says how it was computed)
cli-wythoff-pair = P-position of index { $k }: ({ $a }, { $b })

## grundy nim
cli-nim-head = Nim, { $convention } play: { $count } { $count ->
        [one] heap
       *[other] heaps
    }, nim-sum { $sum }
cli-nim-head-bounded = Nim, { $convention } play, at most { $max } per move: { $count } { $count ->
        [one] heap
       *[other] heaps
    }, nim-sum { $sum }
cli-nim-move = heap { $heap }: { $from } -> { $to }

## grundy bash
cli-bash-head = Bash's game, { $convention } play: heap { $n }, take 1..{ $max }
cli-bash-move = Winning move: take { $take }, leaving { $to }

## grundy takeaway, grundy fib
cli-takeaway-head = Take-away game, k = { $k }: heap { $n }, the mover may take 1..{ $cap }
cli-fib-head = Fibonacci Nim (the take-away game, k = 2): heap { $n }, the mover may take 1..{ $cap }
cli-decomposition = Decomposition into losing heaps: { $terms }
cli-least-winning-move = Least winning move: take { $take }
cli-losing-heaps = Losing heaps for k = { $k }: { $terms }

## grundy play
cli-play-you = You: { $move }.
cli-play-computer = Computer: { $move }.
cli-play-your-move = Your move.
cli-play-mistake = A mistake: that move hands the computer a winning position. { $count ->
        [one] The winning move was
       *[other] { $count } moves won here, such as
    } `{ $notation }` ({ $description }). Why: { $reason }
cli-play-intro = grundy play: { $position }, { $rule }.
cli-play-rule-normal = normal play: whoever makes the last move wins
cli-play-rule-misere = misère play: whoever makes the last move loses
cli-play-intro-you-first = You play against the perfect opponent; you move first. Type a move, or help, hint, undo, board, quit.
cli-play-intro-computer-first = You play against the perfect opponent; the computer moves first. Type a move, or help, hint, undo, board, quit.
cli-play-goodbye = Goodbye.
cli-play-goodbye-eof = Goodbye (end of input; the game was not finished).
cli-play-illegal = Not a legal move: { $why }. Type help for the moves, or hint.
cli-play-cannot-analyse = (The computer cannot analyse this position: { $error }.)
cli-play-no-move-you-normal = There is no move in this position, and you would move first: under normal play the player who cannot move loses. The computer wins.
cli-play-no-move-computer-normal = There is no move in this position, and the computer would move first: under normal play the player who cannot move loses. You win!
cli-play-no-move-you-misere = There is no move in this position, and you would move first: under misère play the player who cannot move wins. You win!
cli-play-no-move-computer-misere = There is no move in this position, and the computer would move first: under misère play the player who cannot move wins. The computer wins.
cli-play-over-before = Game over before any move.
cli-play-won-normal = No move is left for the computer: you made the last move. You win!
cli-play-lost-normal = No move is left for you: the computer made the last move. The computer wins.
cli-play-lost-misere = No move is left for the computer: you made the last move, which loses under misère play. The computer wins.
cli-play-won-misere = No move is left for you: the computer made the last move, which loses under misère play. You win!
cli-play-over = Game over after { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }.
cli-play-undone = Undone: your last move and the computer's reply are taken back.
cli-play-nothing-to-undo = Nothing to undo: you have not moved yet.
cli-play-no-hint = No hint: { $error }.
cli-play-hint = Hint: type `{ $notation }`: { $description }.
cli-play-hint-count = ({ $count } moves win here; this is the first.)
cli-play-why = Why: { $why }
cli-play-no-winning-move = No winning move: this is a P-position (the player to move loses).
cli-play-stall = Play for time, such as `{ $notation }`, and hope for a mistake.
cli-board-position = Position: { $position }
cli-board-row = Row: { $row }
cli-help-moves = Moves:
cli-help-sum = in a sum, start with the game's number and a colon: `1: 2` moves in game 1
cli-help-example = for example `{ $notation }`: { $description }
cli-help-commands = Commands: hint (a winning move and why), undo (take back your move and the reply), board, help, quit.

## grundy verify
cli-verify-game = { $game } game { $rule }
cli-verify-holds = Verified: the { $game } has g(n + { $p }) = g(n) for every n >= { $n0 }.
    g(0..={ $last }) recomputed from the rules by plain mex, and the matches checked for { $n0 } <= n < { $bound } (the periodicity theorem, docs/THEORY.md § 8.2).
cli-verify-fails = Not verified: { $reason }.
cli-verify-incomplete = Incomplete (not refuted): { $reason }.

## grundy seq
cli-preperiod = Preperiod: { $preperiod }
cli-period = Period: { $period }
cli-kind-grundy = Grundy values
cli-kind-outcomes = outcomes (P: the player to move loses)
cli-sub-head = Subtraction game { $set }: { $kind }, n = 0..{ $to }
cli-sub-period-head = Subtraction game { $set }: { $kind }
cli-sub-period-proven = Proven: the { $window } values from n = { $preperiod } (a window of max(S)) repeat from n = { $repeat }
cli-sub-period-unproven = Period: not proven within n <= { $to } (a window of { $window } values must repeat)
cli-octal-title = Octal game { $code }
cli-octal-title-named = Octal game { $code } ({ $name })
cli-octal-title-hexadecimal = Hexadecimal game { $code }
cli-octal-title-grundys = Grundy's game
cli-octal-head = { $game }: Grundy values, n = 0..{ $to }
cli-octal-proven = Proven (Guy-Smith) by the values to n = { $needs }; computed to n = { $computed }, the rest from the period
cli-octal-period-grundys = Period: none claimed (Grundy's game is not octal; no period is known)
cli-octal-period-unproven = Period: not proven within n <= { $to }
cli-octal-sparse = Method: sparse space, mask { $mask }: { $rare } rare heaps, the last at { $last }
cli-octal-sparse-none = Method: sparse space, mask { $mask }: { $rare } rare heaps, the last at none

## grundy misere
cli-none = none
cli-misere-head = Misère quotient of the { $game }
cli-misere-proven = Proven for every heap size: the heap map has period { $period } from heap { $preperiod } on, computed to heap { $n }.
cli-misere-unproven = Holds for the sums of heaps up to { $n }; no period proven.
cli-misere-stopped = Stopped at heap { $heap }: { $reason }.
cli-misere-order = Order { $order } with P-portion of { $count }: { $elements }
cli-misere-tame = Tame: the quotient is isomorphic to misère Nim's (on heaps up to 1, 3, 7 or 15).
cli-misere-wild = Not tame: the quotient is no quotient of misère Nim.
cli-misere-generator = { $name } = heap { $heap }
cli-misere-generators = Generators: { $list }
cli-misere-relations = Relations: { $list }
cli-misere-heap-map = Heap map (heap: element):
cli-misere-for-ever = and on for ever: heap n >= { $preperiod } is heap { $preperiod } + (n - { $preperiod }) mod { $period }.
cli-misere-table = Multiplication table:

## grundy table
cli-wrote = Wrote { $path }
cli-table-head = Grundy values g(a, b) of Wythoff's game, row a, column b, 0 <= a, b < { $n }:
cli-table-row-head = Row a = { $a } of Wythoff's Grundy table, g({ $a }, b) for b = 0..={ $to }:
cli-table-row-proven = Additive period: g({ $a }, b + { $p }) = g({ $a }, b) + { $p } for every b >= { $b0 } (proven: rows 0..={ $a } have the same joint state, relative to the column, at b = { $b1 } and b = { $b2 }, and that state decides all later columns)
cli-table-row-detected = Additive period: g({ $a }, b + { $p }) = g({ $a }, b) + { $p } for every b >= { $b0 } up to b = { $to } (detected and verified in this range, not proven beyond it: no repeat of the joint state of rows 0..={ $a } was found; a proof can need up to about twice the preperiod plus the period, so a larger --to may prove it)
cli-table-row-none = Additive period: none found up to b = { $to } (a period must repeat at least three times in the range, or be proven by a repeat of the joint state of rows 0..={ $a }; try a larger --to)

## grundy census
cli-census-head = Octal census in '{ $path }': { $games } games ({ $trivial } trivial, { $solved } solved, { $open } open)
cli-census-code = code
cli-census-status = status
cli-census-preperiod = preperiod
cli-census-period = period
cli-census-largest = largest (at)
cli-census-mask = mask
cli-census-rare = rare
cli-census-last-rare = last rare
cli-census-heaps = heaps
cli-census-equivalent = equivalent to
cli-census-shift = { $code } (shift { $shift })
cli-census-trivial = trivial
cli-census-solved = solved
cli-census-open = open
cli-census-problems = { $count ->
    [one] 1 row not listed as the database holds it:
   *[other] { $count } rows not listed as the database holds them:
}
cli-census-problem = { $code }: { $problem }

## grundy stress
cli-list-separator = {"; "}
cli-stress-passed = { $name }: all { $cases } cases agree with grundy (seed { $seed })
cli-stress-passed-beyond = { $name }: all { $cases } cases agree with grundy (seed { $seed }, beyond the judge's limits)
cli-stress-longer = output longer than { $bytes } bytes, stopped
cli-stress-first-difference = first difference on line { $line }
cli-stress-wrong-answer = wrong answer ({ $what })
cli-stress-crash = crash ({ $status })
cli-stress-timeout = timeout (killed after { $timeout })
cli-stress-agrees = agrees
cli-stress-failed = { $name }: { $what } on case { $case } of { $cases } (seed { $seed })
cli-stress-shrunk = , shrunk from { $before } in { $runs } runs
cli-stress-input = Input ({ $count } { $count ->
        [one] position
       *[other] positions
    }{ $shrunk }):
cli-stress-found = Found: { $how }
cli-stress-block = { $title }{ $note }:
cli-stress-expected = Expected output
cli-stress-actual = Actual output
cli-stress-before-crash = Output before the crash
cli-stress-stderr = Its stderr
cli-stress-replay = Replay: { $command }
cli-stress-found-timeout = case { $case } as generated (a timeout is not shrunk: each try would cost the whole time limit)
cli-stress-steps = { $n } { $n ->
        [one] step
       *[other] steps
    }
cli-stress-then-nothing = ; plain shrinking found nothing smaller
cli-stress-then-smaller = ; plain shrinking then made it smaller ({ $steps })
cli-stress-found-probe = after case { $case } failed, structured inputs were tried smallest first ({ $families }); the first to fail is { $what }, found on run { $runs }{ $then }
cli-stress-found-shrunk-families = no structured input ({ $families }) fails on its own, so case { $case } was shrunk ({ $steps }: fewer positions, then smaller numbers)
cli-stress-found-shrunk = case { $case } shrunk ({ $steps }: fewer positions, then smaller numbers)
cli-stress-stopped-time = . Shrinking stopped at its time limit ({ $seconds } s, --shrink-time): a smaller input may fail
cli-stress-stopped-runs = . Shrinking stopped after { $runs } runs: a smaller input may fail
cli-excerpt-notes = ({ $notes })
cli-excerpt-none-shown = none of its { $lines } lines shown
cli-excerpt-none-shown-so-far = none of its { $lines } lines so far shown
cli-excerpt-lines = lines { $first }-{ $last } of { $lines }
cli-excerpt-lines-so-far = lines { $first }-{ $last } of { $lines } so far
cli-excerpt-stopped = reading stopped after { $bytes } bytes
cli-excerpt-long-lines = long lines cut
cli-every-head = Every-SG sum: { $expr } (every game that can move is moved each turn; the last to move wins)
cli-every-steps = The game lasts { $steps } turns (the largest remoteness; odd: the first player wins)
cli-every-component = { $outcome }, remoteness { $steps } ({ $method })
cli-every-moves = Moves that play each game well (hurry where ahead, delay where behind):
cli-every-moves-none = No game can move.
cli-pattern-values-head = Grundy values g(n) for n = 0..{ $to }:
cli-pattern-p-heaps = P-positions (g = 0): { $list }
cli-pattern-values = Grundy values: { $statement }
cli-pattern-outcomes = Outcomes: { $statement }
cli-pattern-more = … and { $count } more
cli-pattern-grid-head = Outcomes of (a, b) for a, b = 0..{ $to } (P: the player to move loses; rows a, columns b):
cli-pattern-grid-part = (the first { $shown } rows and columns of 0..{ $to } shown; --json has every P-position)
cli-pattern-p-pairs = P-positions with a ≤ b: { $list }
cli-pattern-script-long = { $what } is larger than { $size }, the most a rules script may be
cli-pattern-not-utf8 = { $what } is not UTF-8 text
