# The games' errors (crates/grundy/src/games): one line, what was wrong and what is accepted.

## Every game (games/take.rs and the words the games share)

error-games-tokens =
    { $count ->
        [one] 1 token
       *[other] { $count } tokens
    }
error-games-heap-size = heap size
error-games-number = number
error-games-maximum-take = maximum take
error-games-none = { $none }: expected { $usage }
error-games-no-heap = no heap
error-games-cannot-read = cannot read '{ $words }': { $usage }
error-games-take-usage = a move is `T` (take T tokens) or `-> S` (leave S)
error-games-take-nothing = a move takes at least 1 token
error-games-heap-empty = the heap is empty
error-games-heap-has-only = the heap has only { $tokens }
error-games-leave-fewer = the heap has { $tokens }: a move leaves fewer, not { $to }
error-games-take-leaves = taking { $take } from { $heap } leaves { $left }, not { $to }
error-games-too-many-moves = { $game } has more than { $limit } legal moves, more than are listed
error-games-or = { $first } or { $last }
error-games-comma = { $first }, { $rest }
error-games-max-zero-notation = max=0 allows no move: expected max >= 1
error-games-no-heap-index = there is no heap { $heap }: { $game } has heaps 0 to { $last }
error-games-heap-index-empty = heap { $heap } is empty
error-games-heap-index-has-only = heap { $heap } has only { $tokens }
error-games-heap-index-leaves-fewer = heap { $heap } has { $tokens }: a move leaves fewer (0 to { $most })
error-games-say-which-heap = { $game } has { $count } heaps: say which, such as `1 2` (take 2 from heap 1)

## Bash

error-bash-notation = bash(N,max=M): a heap and the most one move may take
error-bash-max-zero = invalid maximum take m = 0: a move must be able to take at least one token; expected m >= 1
error-bash-bound = { $game } allows taking 1 to { $max }

## Subtraction games

error-sub-notation = sub(N,{"{"}S1,S2,...{"}"}): a heap and the subtraction set
error-sub-empty-set = empty subtraction set: expected at least one positive integer, such as {"{"}1,3,4{"}"}
error-sub-zero-in-set = subtraction set contains 0: every element must be a positive integer
error-sub-heap-limit = subtraction game values are computed up to n = { $limit }; asked for n = { $n }
error-sub-invalid-element = invalid subtraction set element '{ $element }' in '{ $set }': expected positive integers below 2^64 separated by commas, such as {"{"}1,3,4{"}"}
error-sub-period-not-found = sub({ $heap },{ $set }): a heap above { $heap_limit } takes its value from the period of { $set }, and no period was found within the first { $limit } positions
error-sub-period-too-long = sub({ $heap },{ $set }): the values of { $set } repeat with period { $period } from n = { $preperiod }, but they are stored only up to n = { $limit }
error-sub-misere = { $game }: subtraction games have no misère rule in grundy; small positions are searched whole in a sum
error-sub-allows = { $game } allows taking { $takes }

## Take-away (fib, takeaway)

error-takeaway-notation-fib = fib(N) or fib(N,cap=C): a heap and optionally the most the mover may take now
error-takeaway-notation = takeaway(N,k=P/Q) or takeaway(N,k=P/Q,cap=C): a heap, the multiplier and optionally the most the mover may take now
error-takeaway-heap-digits = the take-away game is analysed for heaps of at most { $limit } digits (its losing heaps are listed up to n); this heap has { $digits } digits
error-takeaway-winning-moves = this position has more than { $limit } winning moves (every take from 1 to { $last } wins), more than grundy lists
error-takeaway-grundy-heap = take-away Grundy values have no closed form; g is computed by exact search over all smaller positions, for heaps of at most { $limit }
error-takeaway-opening = on the first move you may take 1 to { $most }, not the whole heap
error-takeaway-in-fib = in Fibonacci Nim
error-takeaway-with-k = with k = { $k }
error-takeaway-no-take = { $game } no take is allowed now
error-takeaway-at-most-because = { $game } you may take at most { $reason } now
error-takeaway-at-most = { $game } you may take at most { $most } now (k times the previous take, at most the heap)
error-takeaway-misere = { $game }: the take-away game has no misère rule in grundy; small positions are searched whole in a sum
error-takeaway-cap = cap
error-takeaway-list-digits = losing heaps are listed up to numbers of at most { $limit } digits
error-takeaway-first-work = the first { $count } losing heaps for k = { $k } take more than { $limit } words of memory (limit takeaway_work); ask for fewer
error-takeaway-first-digits = losing heaps are listed up to numbers of about { $limit } digits; ask for fewer
error-takeaway-work = the take-away analysis lists the losing heaps up to the heap: for k = { $k } and a heap of { $digits } digits that may be { $count } of them, { $work } words of memory, more than the limit of { $limit } (takeaway_work); ask for a smaller k or heap

## Nim

error-nim-notation = nim(H1,H2,...) or nim(H1,H2,...,max=R): heap sizes, and at most R per move
error-nim-max-zero = invalid maximum take r = 0: a move must be able to take at least one token; expected r >= 1
error-nim-bound = { $game } allows taking 1 to { $max } from a heap, not { $take }
error-nim-usage = a Nim move is `H T` (take T tokens from heap H) or `H -> S` (leave S in heap H)
error-nim-usage-one = a Nim move is `T` (take T tokens) or `0 -> S` (leave S)
error-nim-invalid-heap-bytes = invalid heap size '{ $token }' at byte { $byte }: expected whitespace-separated non-negative integers in decimal digits 0-9

## Wythoff

error-wythoff-notation = wythoff(A,B): two heaps
error-wythoff-beyond-rows = { $beyond }; beyond it the moves to a value come from the additive period of row min(a, b), for rows up to { $limit }
error-wythoff-usage = a Wythoff move is `a T` or `b T` (take T from heap a or b), `both T` (take T from each) or `-> X Y` (leave heaps X and Y)
error-wythoff-not-a-move = from ({ $a }, { $b }) a move takes from one heap, or the same amount from both; ({ $x }, { $y }) is neither
error-wythoff-both = taking from both heaps takes the same from each: at most { $most }, the smaller heap
error-wythoff-and = { $first }; and { $second }
error-wythoff-beyond-table = { $beyond }; beyond it g comes from the additive period of row min(a, b), for rows up to { $limit }
error-wythoff-row-without-proof = a proven row without its proof (a bug)
error-wythoff-row-proof-work = row { $row }'s additive period is not proven by the columns up to { $column }, and going further needs (a+1)²(B+1) > { $limit } steps
error-wythoff-grundy-table = Wythoff Grundy values have no closed form; g is computed from the table of all smaller positions, limited to a + b <= { $sum_limit } and (a+1)(b+1) <= { $cell_limit }
error-wythoff-table-size = a Wythoff Grundy table of side { $side } is above the limit of { $limit } (about 1.5·n² bytes of memory); one row alone can go much further
error-wythoff-row-index = row { $row } of the Wythoff Grundy table is above the limit of a <= { $limit } (rows 0..=a keep their last a + 1 columns in memory)
error-wythoff-row-length = a Wythoff Grundy row up to b = { $to } is above the limit of b <= { $limit } (the row is kept in memory)
error-wythoff-row-work = row { $row } up to b = { $to } needs (a+1)²·(B+1) steps, above the limit of { $limit }; ask for a smaller row or a smaller B
error-wythoff-low-value-work = the moves to the cells of Grundy value { $value } are found from the rows below with the values up to it, here more than { $limit } steps (limit wythoff_low_value_work)

## Moore's Nim

error-moore-notation = moore(H1,H2,...,k=K): heap sizes, and the most heaps a move takes from
error-moore-usage = a Moore move is one to K pairs `H T` (take T from heap H) or `H -> S` (leave S in heap H), such as `0 3, 2 1`
error-moore-usage-one = a Moore move is `T` (take T) or `-> S` (leave S)
error-moore-no-heap = Moore's Nim needs at least one heap: expected moore(H1,H2,...,k=K)
error-moore-k = k
error-moore-k-zero = k=0 allows no move: expected k >= 1 (the most heaps a move takes from)
error-moore-too-many = { $game }: { $moves }, more than the { $limit } grundy lists
error-moore-moves-to-p = { $count } moves to a P-position
error-moore-moves-misere = { $count } winning moves to the misère endgame
error-moore-winning-moves = { $count } winning moves
error-moore-moves-to-value = { $count } moves to one value
error-moore-move-search = { $game }: finding its moves to P-positions takes about { $steps } steps (sets of at most K heaps, 3^|set| states, bits), more than the { $limit } grundy allows
error-moore-grundy = { $game }: its Grundy value is the mex over every position below its heaps (no closed form is known for K ≥ 2), more than the { $limit } steps grundy computes; who wins and the winning moves are known exactly
error-moore-no-change = a move takes from at least one heap
error-moore-too-many-heaps = a move takes from at most { $k ->
        [one] 1 heap
       *[other] { $k } heaps
    } (k={ $k }), not { $count }
error-moore-heap-twice = heap { $heap } is named twice: a move takes from each heap once
error-moore-a-heap-twice = a heap is named twice: a move takes from each heap once
error-moore-take-nothing = a move takes at least 1 token from each heap

## Lasker's Nim

error-lasker-notation = lasker(H1,H2,...): heap sizes
error-lasker-usage = a Lasker move is `H T` (take T from heap H), `H -> S` (leave S in heap H) or `H -> A B` (split heap H into A and B)
error-lasker-usage-one = a Lasker move is `T` (take T), `-> S` (leave S) or `-> A B` (split the heap into A and B)
error-lasker-no-heap = Lasker's Nim needs at least one heap: expected lasker(H1,H2,...)
error-lasker-too-many = { $game }: { $moves }, more than the { $limit } grundy lists
error-lasker-moves-to-value = { $count } moves to one value (a sum lists them as runs)
error-lasker-runs = { $count } runs of moves to one value
error-lasker-winning-moves = { $count } winning moves (a sum lists them as runs)
error-lasker-leaves-fewer = heap { $heap } has { $tokens }: a move leaves fewer (0 to { $most }), or splits it
error-lasker-split-empty = a split leaves two non-empty heaps (to leave one, take)
error-lasker-split-order = the heaps of a split are written smaller first: { $b } { $a }
error-lasker-split-sum = heap { $heap } has { $tokens }, but { $a } + { $b } = { $sum }
error-lasker-take-nothing = a move takes at least 1 token (to split, write `H -> A B`)

## Staircase Nim

error-staircase-notation = staircase(C1,C2,...): the coins on steps 1, 2, ...
error-staircase-usage = a staircase move is `I C` (move C coins from step I down one step), `step I C`, `move C from I` or `I -> S` (leave S on step I)
error-staircase-no-step = a staircase needs at least one step: expected staircase(C1,C2,...)
error-staircase-floor = step 0 is the floor: coins there are out of play
error-staircase-no-such-step = there is no step { $step }: { $game } has steps 1 to { $last }
error-staircase-coins-on-step = coins on a step
error-staircase-none = no step
error-staircase-take-nothing = a move takes at least 1 coin
error-staircase-step-empty = step { $step } is empty
error-staircase-step-has-only = step { $step } has only { $coins }
error-staircase-leaves = moving { $take } from step { $step } leaves { $left }, not { $to }
error-staircase-leave-fewer = step { $step } has { $coins }: a move leaves fewer, not { $left }
error-staircase-say-which = { $game } has { $count } steps: say which, such as `2 1` (move 1 coin from step 2)
error-staircase-total = coins on the staircase
error-staircase-coins =
    { $count ->
        [one] 1 coin
       *[other] { $count } coins
    }

## Euclid's game

error-euclid-notation = euclid(A,B): two numbers
error-euclid-bits = a number of Euclid's game of { $bits } bits: grundy takes numbers up to { $limit } bits (about 19,700 digits)
error-euclid-usage = a Euclid move is `a K` (subtract K times b from a), `b K` (subtract K times a from b) or `-> X Y` (leave X and Y)
error-euclid-over = ({ $a }, { $b }) holds a 0: the game is over
error-euclid-not-a-move = from ({ $a }, { $b }) a move subtracts a positive multiple of the smaller number from the larger, leaving it at least 0; ({ $x }, { $y }) is not such a move
error-euclid-too-much = { $times } times { $other } is more than { $from }

## Games on a graph (dag)

error-dag-notation = dag({"{"}successors of 0{"}"},{"{"}successors of 1{"}"},...,T1,T2,...): the vertices' successor sets, then the tokens' vertices
error-dag-no-vertex = a graph needs at least one vertex: expected dag({"{"}1{"}"},{"{"}{"}"},0)
error-dag-vertices = a graph of { $count } vertices: at most { $limit } are accepted
error-dag-edges = a graph of { $count } edges: at most { $limit } are accepted
error-dag-edge-to-nowhere = vertex { $vertex } has an edge to { $far }, but the vertices are 0 to { $last }
error-dag-cycle = the edges form a cycle, { $cycle }: a game on a graph needs a graph without cycles
error-dag-usage = a move on a graph is `T -> W` (token T, counted from 0, to vertex W) or `T W`
error-dag-usage-one = a move on a graph is `-> W` or `W` (the token to vertex W)
error-dag-tokens = { $count } tokens: at most { $limit } are accepted
error-dag-token-nowhere = a token on vertex { $vertex }, but the vertices are 0 to { $last }
error-dag-misere = { $game }: a game on a graph has no misère rule in grundy; small positions are searched whole in a sum
error-dag-no-token = there is no token on the graph
error-dag-no-such-token = there is no token { $token }: the tokens are 0 to { $last }
error-dag-more-vertices = more than { $limit } vertices: at most that many are accepted
error-dag-no-set = a graph starts with its vertices' successor sets: expected { $usage }
error-dag-token-vertex = token's vertex
error-dag-token-elsewhere = token { $token } is on vertex { $from }, not { $claimed }
error-dag-stuck = vertex { $from } has no edge out: token { $token } cannot move
error-dag-no-edge = there is no edge { $from } > { $to }: token { $token } may go to { $choices }

## Green Hackenbush

error-hackenbush-notation = hackenbush("1-2,2-3"): the edges A-B of a graph, vertex 1 (and 0) the ground
error-hackenbush-usage = a Hackenbush move is `E` or `cut E` (cut edge E, counted from 0), or `A-B` (the edge between vertices A and B)
error-hackenbush-floating = edge { $edge } ({ $a }-{ $b }) does not reach the ground (vertex 1, or 0)
error-hackenbush-move-edges = { $count } edges: grundy lists the cuts of graphs of at most { $limit } edges (its value is given)
error-hackenbush-misere = { $game }: Green Hackenbush has no misère rule in grundy; graphs of at most { $limit } edges are searched whole in a sum
error-hackenbush-edges = { $count } edges: a Hackenbush graph has at most { $limit }
error-hackenbush-vertex = vertex { $vertex }: vertices are numbered at most { $limit }
error-hackenbush-bad-edge = invalid edge '{ $edge }': { $what }; expected A-B, two vertex numbers
error-hackenbush-empty-edge = nothing between two commas
error-hackenbush-no-dash = no '-'
error-hackenbush-vertex-number = a vertex is a number 0, 1, 2, …
error-hackenbush-no-edge-left = no edge is left to cut
error-hackenbush-no-such-edge = there is no edge { $edge }: { $game } has edges 0 to { $last }
error-hackenbush-edge-ends = edge { $edge } is { $ends }, not { $claimed }
error-hackenbush-no-join = no edge joins { $a } and { $b } in { $game }
error-hackenbush-several = { $count } edges join { $a } and { $b }: say which by its number ({ $edges })
error-hackenbush-search-edges = { $game }: { $count } edges; exhaustive search takes graphs of at most { $limit }

## Mock Turtles

error-turtles-notation = turtles(X1,X2,...): the positions of the heads (from 0), or turtles(none)
error-turtles-usage = a Mock Turtles move is the coins turned, such as `turn 1 4` or `1 4`: one to three positions, the rightmost a head
error-turtles-heads = a Mock Turtles row of { $count } heads: at most { $limit } are accepted
error-turtles-twice = coin { $coin } is given twice: a row lists each head once
error-turtles-misere = { $game }: Mock Turtles has no misère rule in grundy; small rows are searched whole in a sum
error-turtles-more-heads = more than { $limit } heads: at most that many are accepted
error-turtles-coin-position = coin position
error-turtles-too-many = { $game }: { $count } moves to one value, more than the { $limit } grundy lists
error-turtles-count = a Mock Turtles move turns one, two or three coins
error-turtles-order = the coins of a move are different and written left to right
error-turtles-tails = coin { $coin } is tails: the rightmost coin turned must be a head

## Octal games

error-octal-notation-dawsons = dawsons(N): a heap
error-octal-notation-kayles = kayles(N): a row of N pins
error-octal-notation = octal(N,CODE): a heap and an octal code such as 0.07
error-octal-plain-limit = { $game }: the plain method computes values up to n = { $limit }; asked for n = { $n }
-octal-accepted = expected a code d0.d1d2... with octal digits 0-7 (such as 0.07 or 4.07) or hexadecimal digits 0-9a-f, where bit 8 leaves three heaps (such as 0.8, 4.f7 or 0x0.6), d0 one of 0, 4, 8, c, or a name: kayles, dawsons, officers, treblecross
error-octal-invalid = invalid octal game '{ $code }': { -octal-accepted }
error-octal-invalid-why = invalid octal game '{ $code }': { $why }; { -octal-accepted }
error-octal-no-dot = no '.'
error-octal-d0-one-digit = d0 is one digit
error-octal-not-a-digit = '{ $digit }' is not a digit
error-octal-d0-splits = d0 may only split a heap (0, 4, 8 or c), since removing nothing and leaving the heap as it was is not a move
error-octal-all-zero = every digit is 0, so no move exists
error-octal-usage = an octal move is `T` (take T tokens from one end) or `T A B` (take T, leaving heaps A and B)
error-octal-no-period = { $game }: no period of { $code } is proven within n = { $reach }, so the value of a heap of { $heap } (beyond the { $limit } computed one by one) is not known
error-octal-too-many = { $game } has more than { $limit } moves to a position of value { $target }, more than grundy lists one by one (a sum lists them as runs)
error-octal-misere = { $game }: misère play of octal games is not exact in grundy yet; small positions are searched whole in a sum
error-octal-leave-nothing = nothing (the whole heap)
error-octal-leave-one = one heap
error-octal-leave-two = two heaps
error-octal-leave-three = three heaps
error-octal-digit-zero = code { $code } does not allow removing { $take } (digit d_{ $take } = 0); it allows removing { $takes }
error-octal-digit-rule = code { $code }: removing { $take } (digit d_{ $take } = { $digit }) may leave { $leaves }
error-octal-move-work = { $game }: finding its moves to a value means looking at about { $bound } moves, more than the { $limit } grundy looks at
error-octal-empty-leaf = the heaps left must be non-empty (leave out the zeros)
error-octal-leaves = taking { $take } from { $heap } leaves { $left }, but the heaps named hold { $named }
error-octal-refused = { $game }: { $rule }
error-octal-other-game = `from { $named }` names another game than { $index }: write `take T from { $index }`, or put the game's number first, such as `{ $named }: { $take }`
error-octal-three-heaps = a move leaves at most three heaps
error-octal-split-example = { $refusal }; to split, name the heaps left, such as `{ $take } 1 { $rest }`
error-octal-or-grundy = { $error }, or grundy (Grundy's game)
error-octal-unproven = { $game }: no period is proven
error-octal-run-work = { $game }: finding its moves to a value means looking at about { $work } values (its moves that leave three heaps), more than the { $limit } grundy looks at
error-octal-sequence-length = { $game }: Grundy sequences are computed up to n = { $limit }; asked for n = { $n }
error-octal-checkpoint-corrupt = { $game }: the checkpoint is not a saved run of { $game } to n = { $n } (or it is damaged); delete it to start again
error-octal-checkpoint-old = { $game }: the checkpoint was written by an earlier version of grundy, which resumed as slowly as it started; delete it to start again
error-octal-without-period = { $game }: { $reason }; no period was proven up to n = { $limit }, so values go only that far; asked for n = { $n }
error-octal-reason-three = moves that leave three heaps are computed up to n = { $limit }
error-octal-reason-sparse = no sparse space was found (the best mask leaves { $rare } of the heaps { $from }..={ $to } rare, more than 1/{ $fraction }), and plain mex is computed up to n = { $limit }

## Every game as a component of a sum

error-component-not-one = '{ $text }' is not one { $name } position: expected such as { $example }
error-component-foreign-move = that is not a move of { $game } ({ $family } game)
