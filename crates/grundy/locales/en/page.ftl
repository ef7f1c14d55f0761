# The web page's own text in English (the page engineer owns these messages). Served resolved
# by POST /api/messages; the same ids, with the same variables, are in ../zh/page.ftl. A message
# with variables comes to the page with each as {$name}, which the page fills in.

## The page and its header

page-title = grundy explorer: impartial games, exactly
page-language = Language
page-notation = Notation
skip = Skip to the content
brand = grundy explorer
tagline = Who wins, and with which move: exact answers from the server.
tabs = Sections
tab-wythoff = Wythoff board
tab-play = Play
tab-sg = SG workshop
tab-sequence = Sequences
tab-heatmap = Heatmap
tab-analyze = Analyse a sum
tab-glossary = Glossary
footer-api = the JSON API is described at
server-unreachable = server not reachable
error-unreachable = The server could not be reached ({ $detail }). Is grundy serve running?
error-not-json = The server answered { $status } with something that is not JSON.
error-status = The server answered { $status }.

## Words shared by the panels

side-game = Game
new-game = New game
start = Start
hint = Hint
undo = Undo
moves-log = Moves
computer-first = Computer moves first
think = Show me how the computer thinks
how-it-thinks = How the computer thinks
misere = Misère
misere-last-loses = Misère (last move loses)
computing = Computing…
analysing = Analysing…
computer-thinking = The computer is thinking…
log-you = You:{" "}
log-computer = Computer:{" "}
the-computer = The computer:{" "}
hint-label = Hint:{" "}
why = Why: { $reason }
stalling = To make the game last: { $move }.
not-legal = Not a legal move: { $error }
taken-back = Move taken back.
you-won = You won!
computer-won = The computer won.
outcome-p-words = P-position: the player to move loses
outcome-n-words = N-position: the player to move wins
mistake-title = That move lets the computer win.
mistake-had = You were in a winning position: { $count } of your moves would have won, such as:
mistake-more = (the first { $shown } are listed)
heap-empty = empty
heap-digits = { $start }…({ $digits } digits)
position-game-index = game { $n }
move-game = game { $n }:
# The end of a sentence the page puts together, before the next one.
sentence-end = .{" "}
move-heap = heap { $n }
move-step = step { $n }
move-taking = take { $n }
move-field-turn = turn coins { $value }
move-field-token = token { $value }
move-field-from = from vertex { $value }
move-field-heaps = heaps { $value }
move-field-edge = cut edge { $value }
move-field-ends = between vertices { $value }
move-leaving = leaving { $heaps }
move-leaving-nothing = leaving nothing
move-run = (the first of { $count } moves, each next one moving { $step } more tokens from the last heap to the one before)
move-run-triangle = (the first of { $count } moves: every (a + { $step }i, b + { $step }i + { $step }j, c − { $step }(2i + j)) with b ≤ c)

## Wythoff's game

wy-title = Wythoff’s game (the queen on a board)
wy-lead = Two heaps are a queen on a board: a move takes from one heap or the same from both, so the queen goes left, down, or diagonally toward the corner. Whoever moves it to (0, 0) wins.
wy-setup = Start a game of Wythoff
wy-random = Random N-position
wy-show-p = Show P-positions and the golden lines b = φa, b = a/φ
wy-board-aria = Wythoff board: heap a across, heap b up, 0 to { $last }. Arrow keys move, Enter moves the queen.
wy-your-turn = Your move: click a square the queen can reach (or use the arrow keys and Enter).
wy-you-won = You won! The queen reached (0, 0) on your move.
wy-computer-won = The computer won: it moved the queen to (0, 0).
wy-game-over = Game over. Press New game to play again.
wy-queen-here = That is where the queen stands: choose a square to move it to.
wy-bad-heaps = The heaps must be whole numbers from 0 to { $last } on this board.
wy-no-random = No N-position found at random; try again.
wy-p-failed = Could not load the P-positions: { $error }
sq-queen = queen
sq-legal = legal move
sq-p = P-position
sq-hint = hint
sq-missed = would have won
wy-table-title = The P-positions (a_k, b_k)
wy-table-lead = a_k = ⌊kφ⌋ and b_k = a_k + k, with φ = (1 + √5)/2: every whole number above 0 is exactly one a_k or one b_k (two Beatty sequences). The server computes them exactly, for any k.
wy-pair-form = The P-position of index k
wy-pair-go = Compute

## Play

play-title = Play against the computer
play-lead = Choose a game, or write any sum of games. The computer plays perfectly: it wins whenever it can, and tells you at once when a move of yours lets it win.
play-setup = Choose a game
play-game = Game
play-position = Position
play-intro = Choose a game, change its position if you like (any sum of games joined by +), and press Start.
play-now = Position:
legal-moves = Legal moves
type-move = Type a move
your-move = Your move
a-move = a move
play-move = Play
play-moves-help = Moves: { $help }
play-games-failed = Could not list the games: { $error }
play-move-count = Legal moves: { $count }
play-for-example = e.g. { $move }
play-too-many-moves = More than { $count } legal moves: type yours below.
play-moves-failed = Could not list the moves: { $error }
play-rule-normal = (whoever moves last wins)
play-rule-misere = (misère play: whoever moves last loses)
play-your-turn = Your move: choose one of the moves below or type it.
play-game-over = Game over. Start a new game above.
play-reading = Reading the position…
play-at-column = (at column { $column } of { $expr })
play-formula = The theory on this position
let-computer-start = Let the computer move first
start-from = Start from { $expr } instead
lesson-bash = One heap of n tokens; a move takes 1 to m. The player to move loses exactly when n is a multiple of m + 1: whatever you take (t), the other takes m + 1 − t. So from any other n, take n mod (m + 1). In misère Bash (whoever takes the last token loses) the losing heaps are those with n mod (m + 1) = 1.
lesson-nim = Several heaps; a move takes any number of tokens from one heap. The player to move loses exactly when the XOR (nim-sum) of the heaps is 0 (Bouton). To win, make the nim-sum 0. In misère Nim the same holds, except when every heap has at most one token: then you want an odd number of heaps of 1 to be left to the opponent.
lesson-wythoff = Two heaps; take any number from one heap, or the same number from both. The losing positions are (a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k), φ the golden ratio; see the Wythoff board.
lesson-takeaway = One heap of n; the first move takes 1 to n − 1 tokens, each later move at most k times the last take. With k = 2 (Fibonacci Nim) the first player loses exactly when n is a Fibonacci number; to win, take the smallest term of n's Zeckendorf representation. For any k the losing heaps H_j grow by a rule of their own, and the winning take is the smallest term of n's decomposition into them.
lesson-subtraction = One or more heaps; a move takes s tokens from one heap, s from the set S. Each heap has an SG value g(n) = mex of g(n − s); the sequence is eventually periodic. See the SG workshop.
lesson-octal = Heaps of tokens; an octal code says, for each number taken, whether the rest may stay as zero, one or two heaps. Kayles (0.77) and Dawson’s Kayles (0.07) are octal games. See the SG workshop.

## The SG workshop

sg-title = SG workshop: the SG function step by step
sg-lead = Define a game by its moves, then fill in its SG function one heap at a time: g(n) is the mex (the least non-negative integer not among) of the values of the positions one move from n. Watch the values repeat: the period appears. Then decide a sum of heaps by XOR (the Sprague–Grundy theorem).
sg-form = Define the game
sg-begin = Begin
sg-step = Next: g(n)
sg-run = Fill to the period
sg-intro = Choose a set S (or an octal code), press Begin, then Next to fill g(0), g(1), …
sg-ready = { $game }: press Next to compute g(0).
sg-next = Press Next for g({ $n }).
sg-done = Done: the period is in the table. Decide a sum below.
sg-no-code = That game has no octal code (Grundy’s game): choose an octal code.
sg-step-title = The heap { $n }: its options and their values
sg-no-option = No move is possible from { $n }: the set of values is empty.
sg-mex = g({ $n }) = mex { $values } = { $mex }
sg-period-found = The period appears: from n = { $preperiod } on, g(n + { $period }) = g(n). Preperiod { $preperiod }, period { $period } (proven by the server).
sg-sum-title = A sum of heaps, by XOR
sg-heaps = Heaps
sg-sum-go = Decide
sg-sum-win = A winning move: { $move }
sg-sum-lose = Every move leaves the opponent a winning position.

## Sequences

seq-title = Grundy sequences
seq-lead = The values g(0), g(1), … of a subtraction or octal game: every such sequence is eventually periodic, and grundy proves where the period starts (shaded: the preperiod) and its length (the bands).
seq-form = Choose a sequence
seq-kind-sub = Subtraction game
seq-kind-octal = Octal game
seq-set = Set S
seq-code = Code or name
seq-to = Up to n =
seq-plot = Plot
seq-what-sub = Subtraction game S = { $set }
seq-no-period = { $what }: { $values }. No period is proven within these values; try a larger N.
seq-proof-sub = {" "}(proven: a window of max(S) values repeats)
seq-proof-octal = {" "}(proven by the Guy–Smith test from the values up to { $n })
seq-summary = { $what }: { $values }. Preperiod { $preperiod }, period { $period }{ $proof }.
seq-chart-aria = The chart plots g(n) against n.
seq-band-preperiod = preperiod: 0–{ $last }
seq-band-period = period { $period }
seq-in-preperiod = {" "}(in the preperiod)
seq-in-block = {" "}(period block { $block }, offset { $offset })
seq-point = Point at the chart to read a value.

## Heatmap

heat-title = Wythoff’s Grundy values
heat-lead = g(a, b) for heaps up to 4095. Drag or use the arrow keys to move, the wheel or + and − to zoom. The white cells (g = 0) are the P-positions, along the golden-ratio lines.
zoom-in = Zoom in
zoom-out = Zoom out
heat-reset = Reset view
heat-keys = Arrow keys move the view, plus and minus zoom, 0 resets.
heat-legend = Colour legend
heat-legend-zero = 0 (P-position)
heat-extent = The server's table holds heaps 0 to { $last }; the map covers that.
heat-load-failed = Could not load values: { $error }
heat-loading = Loading tiles: { $count }…
heat-view = a { $a0 }–{ $a1 }, b { $b0 }–{ $b1 }; { $sampling }, { $ppc } per cell
heat-every-cell = every cell
heat-sample-every = one sample every { $step } cells
heat-aria = Heatmap of Wythoff's Grundy values, { $view }
heat-outside = Outside the table.
heat-p-suffix = {" "}(P-position)
heat-point = Point at a cell to see its value.

## Analysis of a sum

an-title = Analyse a sum of games
an-lead = By the Sprague–Grundy theorem a sum is decided by the XOR of its parts’ values. Components:
an-form = Analyse an expression
an-expression = Expression
an-submit = Analyse
an-try = Try:
an-outcome = Outcome
an-grundy = Grundy value
an-method = Method
an-components = Components
an-component = Component
an-explanation = Explanation
an-winning-moves = Winning moves ({ $count })
an-no-winning-move = None: every move leaves the opponent a winning position.
an-not-computed = — (not computed)
an-error-at = The error is at column { $column }
an-at-column = at column { $column }
method-sprague-grundy = Sprague–Grundy: the XOR of the components’ values
method-closed-form = the game’s own closed form
method-misere-bouton = Bouton’s misère rule for Nim and Bash heaps
method-misere-search = an exhaustive search of the whole sum
method-misere-quotient = the game’s misère quotient (the product of the heaps’ elements)

## Misère quotient

tab-misere = Misère quotient
mq-title = Misère quotient of an octal game
mq-lead = Under misère play (the last move loses) sums of heaps are not decided by XOR. Their classes form a finite commutative monoid, the misère quotient: each heap is an element, a sum is the product of its heaps' elements, and the sum is a P-position exactly when the product is in the P-portion. The server computes the quotient as far as its time budget reaches.
mq-form = Choose an octal game
mq-code = Code or name
mq-to = Up to heap
mq-go = Compute
mq-computing = Computing the quotient…
mq-game = Game
mq-status = Status
mq-status-proven = proven for every heap size
mq-status-holds = holds for the heaps up to { $n }
mq-period = Heap map
mq-period-proven = period { $period } from heap { $preperiod }
mq-period-none = no period proven yet
mq-order = Order (elements)
mq-p-portion = P-portion
mq-tame = Tame
mq-tame-yes = yes: like misère Nim
mq-tame-no = no
mq-heaps-computed = Heaps computed
mq-stopped-misere-time = It stopped at heap { $n }: the time budget ran out.
mq-stopped-misere-work = It stopped at heap { $n }: the work limit was reached.
mq-stopped-misere-order = It stopped at heap { $n }: the quotient grew past the largest order allowed.
mq-stopped-misere-trial-order = It stopped at heap { $n }: a candidate extension would exceed the largest order tried.
mq-stopped-interrupted = It stopped at heap { $n }: the computation was interrupted.
mq-stopped-unsupported = It stopped at heap { $n }: no extension of the quotient found so far fits the next heap.
mq-stopped-other = It stopped at heap { $n }.
mq-generators = Generators
mq-generator = { $name } = the element of heap { $heap }
mq-relations = Relations
mq-no-relations = none
mq-elements = Elements
mq-p-elements = The P-portion: a sum is a P-position exactly when its product is one of these
mq-heap-map = Heap map
mq-heap = Heap
mq-element = Element
mq-in-p = Alone a P-position?
mq-yes = yes
mq-no = no
mq-heap-map-note = Beyond heap { $last }, heap n ≥ { $preperiod } has the element of heap { $preperiod } + (n − { $preperiod }) mod { $period }.

## Census

tab-census = Census
cs-title = The octal census
cs-lead = Every game of the census database this server was started with (grundy serve --census FILE): solved (its period proven), trivial (proven by its first values), or open, with how far it was computed. Press a column's head to sort by it, a game's code to plot its sequence, and “certificate” for the proof of its period, which grundy verify FILE checks.
cs-form = Which games
cs-filter = Show
cs-all = every game
cs-status-solved = solved
cs-status-trivial = trivial
cs-status-open = open
cs-reload = Reload
cs-loading = Reading the census…
cs-count = { $shown } of { $total } games
cs-code = Code
cs-status = Status
cs-preperiod = Preperiod
cs-period = Period
cs-largest = Largest value
cs-heaps = Heaps computed
cs-equivalent = Equivalent to
cs-misere-order = Misère order
cs-certificate = Certificate
cs-no = no
cs-plot-title = Plot the Grundy sequence of { $code } up to n = { $to }
cs-certificate-link = certificate
cs-certificate-title = The certificate of the period of { $code }: text to save and check with grundy verify FILE

## Glossary

glossary-title = Glossary
glossary-lead = The games and terms of this page, in the language you chose and in the other.
glossary-here = English
glossary-other = 中文

## Page fixes of issue 35: the examples' labels, the sequence summary's game name

an-example-1 = Wythoff + Fibonacci + subtraction
an-example-2 = Nim + Bash
an-example-3 = Kayles + Dawson’s Kayles
seq-what-octal-named = { $name } (octal game { $code })
seq-what-octal-plain = Octal game { $code }
seq-what-grundy-named = Grundy’s game

## Lessons: one per seed article (lessons.js)

tab-lessons = Lessons
lesson-list-title = Lessons: one per classic article
lesson-list-lead = Each lesson follows one of the classic articles on impartial games: the rule, a board to play against the tutor, the table the article builds by hand (you can extend it), the theorem with a proof sketch, and the judge problems it solves.
lesson-back = ← All lessons
lesson-rule = The rule
lesson-board = Play against the tutor
lesson-board-lead = The computer plays perfectly, and says at once when your move throws a win away, with the moves that would have won.
lesson-your-turn = Your move: choose one of the moves below.
lesson-new-game = New game
lesson-theorem = The theorem
lesson-proof = Proof sketch
lesson-judges = Judge problems
lesson-judges-lead = grundy judge NAME prints exactly the expected output for an input; grundy stress NAME runs your own solution on random, edge and adversarial inputs and shows the smallest input it gets wrong.
lesson-table-go = Compute
lesson-more-rows = More rows
lesson-p = P (player to move loses)
lesson-n = N (player to move wins)
lesson-normal = Normal play
lesson-misere = Misère play
lesson-bash-title = Bash’s game
lesson-bash-summary = one heap, take 1 to m: groups of m + 1, and misère Bash
lesson-bash-rule = One heap of n tokens; the players take turns, each taking 1 to m tokens. Whoever takes the last token wins; in misère Bash, whoever takes it loses.
lesson-bash-table-title = The table by hand: who wins from n
lesson-bash-table-lead = For each heap n the server says whether the player to move wins (N) or loses (P), under normal and misère play. Change m and compute again.
lesson-bash-theorem = Normal play: the player to move loses exactly when n is a multiple of m + 1; otherwise taking n mod (m + 1) wins. Misère play: the player to move loses exactly when n mod (m + 1) = 1.
lesson-bash-proof = Cut the heap into groups of m + 1. From a multiple of m + 1, every take t (1 ≤ t ≤ m) leaves a heap that is not one, and the other player answers m + 1 − t, back to a multiple; so the other player makes the last move. From any other n, taking n mod (m + 1) leaves a multiple. Misère: the same with the targets 1, m + 2, 2m + 3, …: whoever is left one token must take it.
lesson-nim-title = Nim
lesson-nim-summary = several heaps: the XOR of the binary columns; misère and bounded Nim
lesson-nim-rule = Several heaps; a move takes any number of tokens, at least one, from one heap. Whoever takes the last token wins.
lesson-nim-table-title = The table by hand: the heaps in binary
lesson-nim-table-lead = Write each heap in binary, one column per power of two, and add each column without carrying: the last row is the nim-sum (XOR), given by the server. Add heaps to extend the table.
lesson-nim-theorem = Bouton (1901): the player to move loses exactly when the nim-sum of the heaps is 0. Misère Nim: the same, except when no heap has more than one token; then the player to move loses exactly when the number of heaps of 1 is odd. Bounded Nim (at most m per move): the same with each heap h replaced by h mod (m + 1).
lesson-nim-proof = From nim-sum 0, a move changes one heap, so some binary column changes and the nim-sum is no longer 0. From a nim-sum s ≠ 0, take the highest column where s has a 1 and a heap h with a 1 there: h XOR s < h, so lowering h to h XOR s is a move, and it makes the nim-sum 0. The end (every heap 0) has nim-sum 0, so whoever keeps it at 0 makes the last move. Misère: play the same until a move would leave only heaps of 1, then leave an odd number of them.
lesson-nim-heaps = Heaps
lesson-nim-new = New heap
lesson-nim-max = m (bounded Nim)
lesson-nim-add = Add a heap
lesson-nim-heap = heap { $n }
lesson-nim-heap-col = Heap
lesson-nim-size = Size
lesson-nim-sum = nim-sum (XOR)
lesson-nim-normal = Normal play: { $outcome }
lesson-nim-misere = Misère play: { $outcome }
lesson-nim-bounded = At most { $m } per move: the nim-sum of h mod ({ $m } + 1) is { $sum }; { $outcome }
lesson-wythoff-title = Wythoff’s game
lesson-wythoff-summary = two heaps: the golden lines, the table of a_k and b_k, Beatty’s theorem, HDU 2177
lesson-wythoff-rule = Two heaps; a move takes any number of tokens from one heap, or the same number from both. Whoever takes the last token wins. On a board it is a queen moving left, down or diagonally toward the corner (0, 0).
lesson-wythoff-table-title = The table by hand: the P-positions (a_k, b_k)
lesson-wythoff-table-lead = Start from (0, 0). Each next a_k is the least number not yet used by an earlier pair, and b_k = a_k + k, so the differences b_k − a_k are 0, 1, 2, … in turn. The server gives each pair exactly.
lesson-wythoff-theorem = The P-positions are the pairs (a_k, b_k) with a_k = ⌊kφ⌋ and b_k = ⌊kφ²⌋ = a_k + k, where φ = (1 + √5)/2 is the golden ratio; they lie along the golden lines b = φa and b = a/φ. Beatty’s theorem: if α, β > 1 are irrational and 1/α + 1/β = 1, the sequences ⌊kα⌋ and ⌊kβ⌋ (k ≥ 1) together contain every positive integer exactly once; φ and φ² = φ + 1 are such a pair, which is why the table and the formula agree.
lesson-wythoff-proof = Every number is in exactly one pair, and every difference k belongs to exactly one pair. A move from one heap keeps the other heap’s number, and a move from both keeps the difference, so no move leads from a pair to another pair. From any other (a, b) with a ≤ b there is a move to a pair: with d = b − a, if a > a_d take a − a_d from both, reaching (a_d, b_d); otherwise a is some a_k or b_k and the other heap is larger than its partner, so lower it to the partner. These are the moves HDU 2177 asks for.
lesson-wythoff-moves-title = HDU 2177: every winning move
lesson-wythoff-moves-lead = For a position (a, b): does the player to move win, and with which moves, taking from both heaps or from one? The server lists every move to a P-position.
lesson-wythoff-board-link = The Wythoff board, with the golden lines
lesson-fib-title = Fibonacci Nim and the k-multiple game
lesson-fib-summary = one heap, take at most k times the last take: the Zeckendorf decomposition, the set N for any k, f(n) = lowbit
lesson-fib-rule = One heap of n tokens. The first player takes 1 to n − 1 tokens (not all of them); after that each player takes at least 1 and at most k times what the other just took. Whoever takes the last token wins. With k = 2 it is Fibonacci Nim.
lesson-fib-table-title = The table by hand: the article’s set N, step by step
lesson-fib-table-lead = a_0 = b_0 = 1. For each i, t is the largest index with k·a_t < a_i, and b_i = a_i + b_t (b_i = a_i when there is no such t): b_i is the largest heap that is a sum of a’s, each more than k times the next smaller one. The next a_(i+1) = b_i + 1. The a_i are the losing heaps (the set N); for k = 2 they are the Fibonacci numbers. Change k to build N for any k.
lesson-fib-theorem = The first player loses exactly when n is one of the a_i. Otherwise write n greedily as a sum of a’s, largest first (for k = 2 this is Zeckendorf’s decomposition into Fibonacci numbers, no two consecutive): the winning first take is its smallest term f(n), the “lowbit” of n in this number system (for k = 1, the binary lowbit).
lesson-fib-proof = In the greedy decomposition each term is more than k times the next smaller one. Taking the smallest term x leaves a heap whose smallest term y is more than k·x, so the opponent cannot take all of it. If they take t < y, the smallest term of what is left is at most k·t (a property of the a_i that the construction gives), so the first player can again take the smallest term, and so on until the last token. From a heap a_i the decomposition is a_i alone, which the first move may not take; any first take t leaves a heap whose smallest term is at most k·t, and the opponent takes it.
lesson-fib-lowbit-title = f(n): the smallest term of n’s decomposition
lesson-fib-lowbit-lead = A heap n, with the multiplier k of the table above: the server writes it as a sum of the a_i.
lesson-fib-decomposition = { $n } = { $terms }
lesson-fib-lost = { $n } is one of the a_i: the first player loses.
lesson-fib-lowbit = f(n) = { $take }: the first player wins by taking { $take }.
lesson-fib-small-k = For k < 1 only the heap 1 is losing: there is nothing to build.
lesson-sg-title = The SG function
lesson-sg-summary = mex, the Sprague–Grundy theorem, sums by XOR; the SG workshop
lesson-sg-rule = Any game in which both players have the same moves and the player who cannot move loses. Here a subtraction game: one heap, and a move takes s tokens for some s in the set S. Several heaps make a sum: each move is made in one of them.
lesson-sg-table-title = The table by hand: g(n)
lesson-sg-table-lead = g(0) = 0, and g(n) is the mex (the least non-negative integer not among them) of g(n − s) for the s in S with s ≤ n. The rows with g(n) = 0 are the P-positions. The values repeat with a period in the end.
lesson-sg-theorem = Sprague–Grundy: every such game is equivalent to one Nim heap of size g(position); a sum of games is worth the XOR of its parts’ values, and the player to move loses exactly when that XOR is 0.
lesson-sg-proof = By induction over the positions: from a position of value g there are moves to every value below g (that is the mex) and none to g itself, exactly as from a Nim heap of g tokens. So a sum plays like Nim on the heaps g_1, g_2, …, and Bouton’s theorem decides it.
lesson-sg-workshop-title = The SG workshop
lesson-sg-workshop-lead = In the workshop you fill the table one mex at a time, with every option shown, until the period appears, and decide sums of heaps:
lesson-sg-workshop-link = open the SG workshop
lesson-sg-period = Preperiod { $preperiod }, period { $period } (proven by the server).
lesson-judge-hdu1846 = Bash’s game: C cases of “n m”; first or second.
lesson-judge-hdu2149 = Bash’s game as an auction: every winning first bid, or none.
lesson-judge-hdu1850 = Nim: the number of winning first moves.
lesson-judge-luogu2197 = Nim: Yes if the first player wins, else No.
lesson-judge-hdu1907 = Misère Nim: John (the first player) or Brother.
lesson-judge-hdu1527 = Wythoff’s game: 1 if the first player wins, else 0, up to end of input.
lesson-judge-luogu2252 = Wythoff’s game: one position; 1 if the first player wins, else 0.
lesson-judge-hdu2177 = Wythoff’s game: 0, or 1 and every winning move.
lesson-judge-hdu2516 = Fibonacci Nim: “Second win” or “First win”.
lesson-judge-hdu2486 = The k-multiple game: the least winning first take, or lose.
lesson-judge-hdu1847 = A subtraction game where a move takes a power of two: Kiki or Cici.
lesson-judge-hdu1848 = Three heaps, a move takes a Fibonacci number: the XOR of SG values.
lesson-judge-hdu1536 = S-Nim: the SG function of a subtraction set, W or L for each position.
## The pattern lab (pattern.js)

tab-pattern = Pattern lab
pattern-title = Pattern lab
pattern-lead = Write a game's rules, tabulate its values for small positions as a contest solution would print them, and let the server name the pattern: periodic, a recurrence of the P-positions, a Beatty pair. Proven where a theorem proves it, “verified up to N” everywhere else.
pattern-examples = Examples:
pattern-example-square = take a square
pattern-example-power-of-two = take a power of two
pattern-example-half = take at most half
pattern-example-divisor = take a divisor
pattern-example-fibonacci = take a Fibonacci number (HDU 1848)
pattern-example-wythoff = Wythoff’s game
pattern-example-queen = two heaps, k and l with |k − l| < 2
pattern-example-kayles = Kayles: kayles(n)
pattern-example-subtraction = subtraction game sub(n, {"{"}1,3,4{"}"})
pattern-form = The game's rules
pattern-rules = Rules: a script defining fn moves(n) (one heap) or fn moves(a, b) (two numbers), or a built-in game of one heap n such as kayles(n)
pattern-to = Up to N =
pattern-go = Find the pattern
pattern-values-title = The Grundy values g(n)
pattern-outcomes-title = The P-positions
pattern-table-title = The table
pattern-p-heaps = { $count } P-positions up to { $to }: { $list }
pattern-p-pairs = { $count } P-positions (a, b) with a, b ≤ { $to }, marked P in the table.
pattern-table-cut = The table shows n ≤ { $shown }; the patterns and the plot cover n ≤ { $to }.
pattern-grid-cut = The table shows a, b ≤ { $shown }; the pattern covers a, b ≤ { $to }.
