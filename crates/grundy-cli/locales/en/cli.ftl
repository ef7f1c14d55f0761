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

## grundy judge --list (a problem's line), progress bars, --plot pictures
cli-judge-hdu1527 = Wythoff's game: lines 'a b' until EOF; 1 if the first player wins, else 0
cli-judge-luogu2252 = Wythoff's game: one line 'a b'; 1 if the first player wins, else 0
cli-judge-hdu2177 = Wythoff's game: lines 'a b' until '0 0'; 0, or 1 and every winning move 'x y'
cli-judge-hdu1846 = Bash's game: C, then C lines 'n m'; first or second
cli-judge-hdu2149 = Bash's game as an auction: lines 'M N' until EOF; every winning first bid, or none
cli-judge-hdu1847 = Subtraction game, take a power of two: lines n until EOF; Kiki or Cici
cli-judge-hdu1848 = Three heaps, take a Fibonacci number: lines 'm n p' until '0 0 0'; Fibo or Nacci
cli-judge-hdu1536 = S-Nim (subtraction set S): cases until 0; one line of W/L per case
cli-judge-hdu1850 = Nim: blocks 'M h1..hM' until 0; the number of winning first moves
cli-judge-hdu1907 = Misère Nim: T, then 'N h1..hN' per test; John (first wins) or Brother
cli-judge-luogu2197 = Nim: T, then 'n h1..hn' per test; Yes if the first player wins, else No
cli-judge-hdu2516 = Fibonacci Nim: lines n until 0; Second win or First win
cli-judge-hdu2486 = Take-away game with multiplier k: t, then 'n k'; 'Case i: ' least winning take or lose
cli-judge-poj1704 = Georgia and Bob (Staircase Nim): T, then N and N cells per test; Georgia/Bob will win
cli-judge-hdu3032 = Nim or not Nim? (Lasker's Nim): T, then 'N' and N heaps per test; Alice or Bob
cli-judge-hdu3094 = A tree game (Green Hackenbush on a tree): T, then N and N-1 edges; Alice or Bob
cli-judge-poj3710 = Christmas Game (Hackenbush): N, then N graphs 'm k' + edges, to EOF; Sally/Harry; loop=1
cli-judge-hdu3537 = Mock Turtles: 'n', n heads until EOF, a repeat is one head; Yes iff the first mover loses
cli-judge-hdu1524 = Tokens on a DAG: N, N lines 'k s..', queries 'm t..' until 0; WIN or LOSE each
cli-judge-poj2348 = Euclid's Game: lines 'a b' until '0 0'; Stan wins or Ollie wins (one 0: over, Ollie)
cli-judge-hdu3595 = GG and MM (Every-SG Euclid): cases 'N' then N lines 'p q' until EOF; MM (first) or GG
cli-judge-alias = the same problem as { $name }
cli-progress-eta = , ETA
cli-progress-heaps = heaps
cli-progress-positions = positions
cli-progress-positions-searched = positions searched
cli-progress-games = games
cli-stress-status-case = case { $case } of { $cases }
cli-stress-status-shrinking = shrinking: { $phase }, run { $run } ({ $positions } { $positions ->
        [one] position
       *[other] positions
    })
cli-stress-phase-structured = structured inputs, smallest first
cli-stress-phase-smaller = smaller numbers
cli-stress-family-separator = {", "}
cli-probe-small = small numbers
cli-probe-small-games = small games
cli-probe-ladder = the Fibonacci ladder
cli-probe-p-positions = P-positions and their neighbours
cli-probe-wythoff-p = the P-position ({ $a }, { $b }), { $what }
cli-probe-wythoff-p-swapped = the P-position ({ $a }, { $b }) as ({ $b }, { $a }), { $what }
cli-probe-wythoff-near = ({ $x }, { $y }), next to the P-position ({ $a }, { $b }) of { $what }
cli-probe-losing = the losing heaps and their neighbours
cli-probe-losing-heap = the losing heap H{ $j } = { $heap } of k = { $k }
cli-probe-losing-near = { $n }, next to the losing heap H{ $j } = { $heap } of k = { $k }
cli-probe-lasker-swapped = heaps whose values are swapped (3 and 0 mod 4)
cli-probe-lasker-p-positions = P-positions of only one of Lasker's Nim and Nim
cli-probe-lasker-top = the largest heap allowed (2^31 - 1 is worth 2^31, past a 32-bit int)
cli-probe-lasker-heap = the heap { $heap } (g = { $g })
cli-probe-lasker-p-only = a P-position of Lasker's Nim only
cli-probe-nim-p-only = a P-position of Nim only
cli-probe-turtles-repeated = a coin named twice (it is one head)
cli-probe-turtles-p-positions = P-positions (the heads' odious numbers XOR to 0)
cli-probe-coin-twice = coin { $x } named twice
cli-probe-coin-thrice = coin { $x } named three times
cli-probe-four-heads = a P-position of four heads
cli-probe-paths = paths (a path of n edges is a heap of n)
cli-probe-stars = stars (n edges from the root are worth n mod 2)
cli-probe-polygons = polygons at the root and on a stalk (odd ones are worth 1, even ones 0)
cli-probe-path = a path of { $n } edges
cli-probe-star = a star of { $n } edges
cli-probe-polygon = a polygon of { $n } edges on a stalk of { $stalk }
cli-probe-euclid-fibonacci = consecutive Fibonacci numbers (the longest descent)
cli-probe-euclid-overflow = a just below 2b near 2^31 (2 * b overflows a 32-bit int)
cli-probe-euclid-slow = a huge quotient (one subtraction a step is too slow)
cli-probe-euclid-longest-p = a P-game outlasting an N-game (outcomes alone mislead)
cli-probe-euclid-and = { $first } and { $second }
cli-probe-pair = ({ $a }, { $b })
cli-plot-sub-grundy = Subtraction game { $set }: Grundy values, n = 0…{ $to }
cli-plot-sub-outcomes = Subtraction game { $set }: outcomes (P: the player to move loses), n = 0…{ $to }
cli-plot-outcome-axis = outcome (1 = P, 0 = N)
cli-plot-octal = { $game }: Grundy values, n = 0…{ $to }
cli-plot-wythoff-table = Grundy values of Wythoff's game, { $size } × { $size }
cli-plot-wythoff-row = Row a = { $a } of Wythoff's game: g({ $a }, b), b = 0…{ $last }
cli-plot-no-cjk-font = a PNG in Chinese needs a font with Chinese glyphs, and none was found: install one (Debian, Ubuntu: apt install fonts-wqy-microhei, or fonts-noto-cjk), or write an SVG (--plot FILE.svg), which its viewer draws with its own fonts

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
cli-board-heap = { $label }: { $heap }
cli-board-position = Position: { $position }
cli-board-row = Row: { $row }
cli-help-moves = Moves:
cli-help-sum = in a sum, start with the game's number, counting from 0, and a colon: `0: 2` moves in game 1
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

## Errors: one line on stderr, exit status 2

cli-error-line = grundy: error: { $message }
cli-error-read = cannot read { $what }: { $why }
cli-error-read-at-path = cannot read { $what }: { $why }; expected @PATH naming a readable file of decimal numbers
cli-error-write = cannot write { $what }: { $why }
cli-error-output = cannot write the answer: { $why }
cli-error-finished = finished with status { $status }
cli-error-at-path-too-long = '@{ $path }' holds more than { $size }, the most an @PATH argument may hold
cli-interrupted = interrupted
# What could not be read or written.
cli-what-stdin = standard input
cli-what-at-path = '@{ $path }'
cli-what-checkpoint = checkpoint '{ $path }'
cli-what-certificate = certificate '{ $path }'
cli-what-certificates-folder = certificates folder '{ $path }'
cli-what-plot = the plot '{ $path }'
cli-what-rules-script = rules script '{ $path }'
# Why: the common reasons in our words, the others in the system's ($os).
cli-io-not-found = no such file or directory
cli-io-permission = permission denied
cli-io-folder = it is a folder, not a file
cli-io-not-folder = a part of the path is not a folder
cli-io-full = the disk is full
cli-io-read-only = the file system is read-only
cli-io-other = { $os }
# Where in an expression.
cli-at-column-of = at column { $column } of '{ $expr }': { $message }
cli-in-expression = in '{ $expr }': { $message }
cli-count-too-large = { $what } { $value } is too large: at most { $most } (the command's own limits, in --help, are lower)
cli-threads-too-many = --threads { $asked } is more than this machine can use: at most { $most } ({ $per_core } per core, { $cores } { $cores ->
        [one] core
       *[other] cores
    })
cli-threads-one-per-core = one per core
cli-threads-cannot-start = cannot start the worker threads ({ $count }): { $why }
cli-checkpoint-failed = the checkpoint failed
cli-checkpoint-not-file = checkpoint '{ $path }' is not a regular file (a FIFO, a device or a folder); --checkpoint names a file that grundy writes and reads back
cli-checkpoint-damaged = checkpoint '{ $path }' is damaged or is not a grundy checkpoint; delete it to start over
cli-checkpoint-other-run = checkpoint '{ $path }' belongs to another run (`{ $theirs }`), not `{ $ours }`; delete it or name another --checkpoint file
cli-batch-line-too-long = line { $line } of the input is longer than { $size }, the most a batch line may hold; no line after it was read
cli-batch-line-not-text = line { $line } of the input is not text (it has a NUL byte): --batch reads one expression per line of text; no line after it was read
cli-batch-bad-lines = { $bad } of { $lines } { $lines ->
        [one] line
       *[other] lines
    } could not be analysed (the first: line { $first }); each has an error line in the output
cli-batch-not-utf8 = the line is not valid UTF-8
cli-batch-error = error: line { $line }: { $message }
cli-batch-error-at-column = error: line { $line }: at column { $column }: { $message }
cli-play-cannot-play = cannot play '{ $expr }': { $message }
cli-play-input-not-text = the input is not text (it has a NUL byte): play reads one move per line of text; the game ends
cli-play-line-too-long = a line of input is longer than { $size }, the most a move may be; the game ends
cli-judge-too-long = the input is larger than { $size }, the most a judge reads
cli-judge-rejected = { $problem }: invalid { $what } on line { $line }: { $why }; input format: { $format }
cli-judge-invalid = { $problem }: invalid { $what } '{ $token }' on line { $line }: expected a non-negative integer in decimal digits 0-9; input format: { $format }
cli-judge-too-large = { $problem }: { $what } '{ $token }' on line { $line } is too large: it must be below 2^64; input format: { $format }
cli-judge-ended = { $problem }: the input ended early on line { $line }: expected { $what }; input format: { $format }
cli-judge-unknown = unknown judge problem '{ $name }'; accepted: { $accepted } (see grundy judge --list)
cli-stress-solution-empty = --solution is empty; expected the command that runs your solution, e.g. --solution './a.out'
cli-stress-no-generator = grundy stress has no input generator for { $problem } yet
cli-stress-judge-rejected = internal error: grundy's own { $problem } judge rejected a generated input ({ $why }); please report it with --seed { $seed }
cli-stress-check-path = check the path
cli-stress-check-executable = check that it is an executable file
cli-stress-cannot-run = the solution command { $command } could not be run{ $said } (exit { $code }); { $hint }
cli-stress-cannot-start-sh = cannot start sh to run the solution { $command }: { $why }; grundy stress runs the --solution command with sh -c
cli-stress-cannot-wait = cannot wait for the solution: { $why }
cli-seq-no-period = no period of { $set } found within the first { $steps } positions (--max-steps { $steps }); raise --max-steps, with --checkpoint FILE to resume the search
cli-seq-max-steps-without-period-only = --max-steps bounds the search of --period-only; with --to N the run computes exactly N + 1 positions, so drop --max-steps or use --period-only
cli-seq-certificate-outcomes = --certificate proves the period of the Grundy values: drop --outcomes
cli-seq-period-only-format = --period-only prints the period, not values: use --format text or json, or --to N for the values as csv or npy
cli-seq-nothing-to-certify = --certificate: no period is proven by the values to n = { $to }, so there is nothing to certify; a larger --to may prove one
cli-census-locked = the census database '{ $path }' is locked by another process (another grundy census, or a program writing to it) and stayed locked for the --lock-wait seconds; run again when it has finished, or give a longer --lock-wait
cli-census-database = { $why } ('{ $path }')
cli-census-npy = --format npy is for sequences; the census table is text, csv or json
cli-verify-too-long = { $what } is larger than { $size }, the most a certificate may be
cli-verify-not-utf8 = { $what } is not UTF-8 text
cli-wythoff-needs-heaps = wythoff needs two heaps A B, or --pair K; see 'grundy wythoff --help'
cli-serve-census-not-file = --census: '{ $path }' is not a file; give a census database written by grundy census --db FILE
cli-serve-cannot = cannot serve on { $addr }: { $why }
cli-table-queen-not-board = --queen A,B draws the queen on the board: drop --plot-kind, or use --plot-kind board
cli-table-sequence-needs-row = --plot-kind sequence draws one row: use it with --row A --to B; a table (--size N) draws a board or a heatmap
cli-table-heatmap-needs-size = --plot-kind heatmap draws the table: use it with --size N; a row (--row A) draws its sequence or the board
cli-table-got-table = a row was asked for, not a table
cli-table-got-row = a table was asked for, not a row
cli-table-needs-size-or-row = give --size N for the table, or --row A --to B for one row (see --help)
cli-table-invalid-queen = invalid --queen '{ $text }': expected A,B, two heap sizes separated by a comma, as in --queen 9,4
cli-plot-format = cannot tell the picture format of '{ $path }': --plot FILE must end in .svg or .png
cli-plot-cannot-draw = cannot draw --plot: { $why }
cli-npy-terminal = --format npy writes a binary file: redirect it (> values.npy), then numpy.load("values.npy")

## Errors of the arguments (clap's): English is clap's own line; these build it in other languages

cli-usage-unknown-argument = unexpected argument '{ $arg }' found
cli-usage-unknown-command = unrecognized subcommand '{ $name }'
cli-usage-missing-value = a value is required for '{ $arg }' but none was supplied
cli-usage-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-usage-invalid-value-one-of = invalid value '{ $value }' for '{ $arg }': possible values: { $valid }
cli-usage-invalid-value-why = invalid value '{ $value }' for '{ $arg }': { $why }
cli-usage-no-reason = not accepted
cli-usage-missing-argument = the following required arguments were not provided: { $arg }
cli-usage-missing-command = a subcommand is required
cli-usage-conflict = the argument '{ $arg }' cannot be used with '{ $prior }'
cli-usage-no-equals = equal sign is needed when assigning values to '{ $arg }'
cli-usage-too-many = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-usage-wrong-count = '{ $arg }' was given the wrong number of values
cli-usage-not-utf8 = an argument is not valid UTF-8
cli-usage-other = the arguments are not accepted
cli-usage-with-tip = { $problem } (a similar one exists: '{ $similar }')
cli-usage-commands = ; commands: { $commands }
cli-usage-usage = ; usage: { $usage }
cli-usage-see-help = {" "}(see --help)
# Names of the numbers the command reads ("invalid heap size 'x4'").
cli-number-heap-size = heap size
cli-number-maximum-take = maximum take
cli-number-maximum-take-m = maximum take m
cli-number-pair-index = pair index
cli-number-cap = cap
cli-pattern-values-head = Grundy values g(n) for n = 0..{ $to }:
cli-pattern-p-heaps = P-positions (g = 0): { $list }
cli-pattern-more = … and { $count } more
cli-pattern-grid-head = Outcomes of (a, b) for a, b = 0..{ $to } (P: the player to move loses; rows a, columns b):
cli-pattern-grid-part = (the first { $shown } rows and columns of 0..{ $to } shown; --json has every P-position)
cli-pattern-p-pairs = P-positions with a ≤ b: { $list }
cli-pattern-script-long = { $what } is larger than { $size }, the most a rules script may be
cli-pattern-not-utf8 = { $what } is not UTF-8 text

## A judge's input: its fields, its format and why a value is refused (grundy judge's errors)
cli-judge-field-cell = cell
cli-judge-field-element-of-s-upper = element of S
cli-judge-field-heap-size = heap size
cli-judge-field-heap-size-a = heap size a
cli-judge-field-heap-size-b = heap size b
cli-judge-field-heap-size-m = heap size m
cli-judge-field-heap-size-n = heap size n
cli-judge-field-heap-size-p = heap size p
cli-judge-field-largest-raise-n-upper = largest raise N
cli-judge-field-maximum-take-m = maximum take m
cli-judge-field-multiplier-k = multiplier k
cli-judge-field-number-a = number a
cli-judge-field-number-b = number b
cli-judge-field-number-of-cases-c-upper = number of cases C
cli-judge-field-number-of-cases-t = number of cases t
cli-judge-field-number-of-chessmen-m-upper = number of chessmen M
cli-judge-field-number-of-chessmen-n-upper = number of chessmen N
cli-judge-field-number-of-edges-k = number of edges k
cli-judge-field-number-of-games-n-upper = number of games N
cli-judge-field-number-of-heads-n = number of heads n
cli-judge-field-number-of-heaps = number of heaps
cli-judge-field-number-of-heaps-l = number of heaps l
cli-judge-field-number-of-heaps-m-upper = number of heaps M
cli-judge-field-number-of-heaps-n-upper = number of heaps N
cli-judge-field-number-of-nodes-m = number of nodes m
cli-judge-field-number-of-out-positions-x-upper = number of out-positions X
cli-judge-field-number-of-positions-m = number of positions m
cli-judge-field-number-of-positions-n-upper = number of positions N
cli-judge-field-number-of-tests-t-upper = number of tests T
cli-judge-field-number-of-trees-n-upper = number of trees N
cli-judge-field-number-of-vertices-n-upper = number of vertices N
cli-judge-field-number-p = number p
cli-judge-field-number-q = number q
cli-judge-field-out-position = out-position
cli-judge-field-pair-m-upper-n-upper = pair M N
cli-judge-field-position-of-a-chessman = position of a chessman
cli-judge-field-position-of-a-head = position of a head
cli-judge-field-size-k-of-s-upper = size k of S
cli-judge-field-target-price-m-upper = target price M
cli-judge-field-vertex = vertex
cli-judge-format-hdu1524 = cases until the end of the input, each 'N', then N lines 'k s1 .. sk' (the successors of vertices 0 to N-1), then queries 'm t1 .. tm' ending with a line '0'
cli-judge-format-hdu1527 = lines 'a b' (two heap sizes) until the end of the input
cli-judge-format-hdu1536 = cases 'k s1 .. sk', m, then m lines 'l h1 .. hl', until a lone 0
cli-judge-format-hdu1846 = C, then C lines 'n m' (heap n, take 1..m)
cli-judge-format-hdu1847 = lines n (heap size) until the end of the input
cli-judge-format-hdu1848 = lines 'm n p' (three heap sizes) until '0 0 0'
cli-judge-format-hdu1850 = blocks 'M h1 .. hM' (M heap sizes) until a lone 0
cli-judge-format-hdu1907 = T, then per test 'N h1 .. hN' (N heap sizes)
cli-judge-format-hdu2149 = lines 'M N' (target price M, raise 1..N) until the end of the input
cli-judge-format-hdu2177 = lines 'a b' (heap sizes, a <= b) until '0 0'
cli-judge-format-hdu2486 = t, then t lines 'n k' (heap size, multiplier)
cli-judge-format-hdu2516 = lines n (heap size) until a lone 0
cli-judge-format-hdu3032 = T, then per test 'N' and N heap sizes
cli-judge-format-hdu3094 = T, then per test 'N' and N-1 edges 'I J' of a tree rooted at 1
cli-judge-format-hdu3537 = cases until the end of the input, each 'n' then n positions of heads
cli-judge-format-hdu3595 = cases until the end of the input, each 'N' then N lines 'p q'
cli-judge-format-luogu2197 = T, then per test 'n h1 .. hn' (n heap sizes)
cli-judge-format-luogu2252 = one line 'a b' (two heap sizes)
cli-judge-format-poj1704 = T, then per test 'N' and N distinct cells P1 .. PN (P >= 1)
cli-judge-format-poj2348 = lines 'a b' (two positive numbers) until '0 0'
cli-judge-format-poj3710 = until EOF: 'N' trees, each 'm k' and k edges 'a b' on nodes 1..m, node 1 the root
cli-judge-why-too-many = too many to hold
cli-judge-why-range = expected { $low } to { $high }
cli-judge-why-empty-tree = a tree has at least 1 vertex
cli-judge-why-at-least-one = { $name } = 0, expected { $name } >= 1
cli-judge-why-bids = M..N lists more than { $max } winning bids
cli-judge-why-cell-zero = cells are numbered from 1
cli-judge-why-cell-twice = two chessmen on one cell
