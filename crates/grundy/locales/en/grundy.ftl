# grundy's prose in English: explanations, the reasons of a hint, move descriptions, a
# position's labels and rules. One message per id; the same ids, with the same variables, are
# in ../zh/grundy.ftl (a test compares them). Numbers arrive as their digits.

## Words used inside other messages

convention-normal = normal
convention-misere = misère
outcome-p = P-position
outcome-n = N-position

## The games and the terms, by their names (a glossary for the page and the CLI)

game-bash = { -bash-game }
game-bash-misere = misère Bash
game-nim = { -nim-game }
game-nim-misere = misère { -nim-game }
game-wythoff = { -wythoff-game }
game-fib = { -fibonacci-game }
game-takeaway = { -k-multiple-game }
game-subtraction = { -subtraction-game }
game-octal = { -octal-game }
game-staircase = { -staircase-game }
game-lasker = Lasker's Nim
game-hackenbush = Green Hackenbush
game-turtles = Mock Turtles
game-dag = a game on a directed acyclic graph
game-moore = Moore's Nim
game-euclid = Euclid's game
term-p-position = { -p-position } (the player to move loses)
term-n-position = { -n-position } (the player to move wins)
term-wythoff-p = { -singular-position } (a_k, b_k)
term-grundy = { -sg-value } ({ -sg-function })
term-mex = { -mex }, the least non-negative integer not in a set
term-sg-theorem = { -sg-theorem }: a sum is worth the XOR of its games' values
term-nim-sum = { -nim-sum } (XOR)
term-zeckendorf = Zeckendorf representation

## The games in one line (the catalogue: help texts, the page's list of games)

summary-nim = Nim: take any number of tokens from one heap (max=R: at most R)
summary-bash = Bash's game: one heap, take 1 to max tokens
summary-wythoff = Wythoff's game: take any number from one heap, or the same number from both
summary-takeaway = the take-away game: take at most k times the last take (cap: the most the mover may take now, heap − 1 at first); fib(N) is k=2
summary-subtraction = a subtraction game: take an element of the set from the heap
summary-octal = an octal game on one row (take and break, by its code); kayles(N) is 0.77, dawsons(N) is 0.07
summary-staircase = Staircase Nim: coins on steps 1, 2, …; move coins from a step one step down
summary-lasker = Lasker's Nim: take from one heap, or split a heap in two
summary-hackenbush = Green Hackenbush: cut one edge of a graph on the ground; what no longer reaches the ground falls
summary-turtles = Mock Turtles: coins in a row; turn one, two or three coins, the rightmost from heads to tails
summary-dag = a game on a graph without cycles: tokens on vertices; slide one token along an edge
summary-moore = Moore's Nim: take any number of tokens from each of 1 to k heaps at once
summary-euclid = Euclid's game: subtract a positive multiple of the smaller number from the larger; making a number 0 wins

## How a position looks

label-heap = heap
label-heap-index = heap { $index }
label-heap-a = heap a
label-heap-b = heap b
label-pins = pins
label-step = step { $index }
label-edge = edge { $index } ({ $a }-{ $b })
label-turtles-head = head at { $coin }
label-dag-token = token { $index } on { $vertex }
rule-no-take = no take is allowed now
rule-take-one = take 1 now
rule-take-range = take 1 to { $most } now
rule-with-reason = { $rule } ({ $reason })
rule-no-take-fits = no take fits now
rule-take-one-of = take { $take } now
rule-take-any-of = take { $takes } or { $last } now

## Moves

move-take = take { $take } ({ $from } → { $to })
move-foreign = { $notation }
move-in-game = in game { $index } ({ $game }), { $move }
repeat-run = and { $more } more, each moving { $step } more tokens from the last heap to the one before
repeat-triangle = and { $more } more: every (a + { $p }i, b + { $p }i + { $p }j, c − { $p }(2i + j)) with i, j ≥ 0 and b ≤ c

## The end of every explanation: the winning moves and why each wins

explain-p = P-position: { $why }
explain-n = { $count ->
    [one] N-position: 1 winning move.
   *[other] N-position: { $count } winning moves.
}
explain-move = {"  "}{ $description } (type `{ $notation }`): { $why }
explain-more = {"  "}... and { $count } more
explain-why = Why: { $why }

## Bash's game

bash-explain-head = Bash's game, { $convention } play: a heap of { $n }, each move takes 1 to { $m }.
bash-explain-rule = The losing heaps are the multiples of m+1 = { $p }: from one, every move of 1..{ $m } leaves a non-multiple, and from a non-multiple the take n mod { $p } restores a multiple.
bash-explain-value = { $n } mod { $p } = { $r }, so g({ $n }) = { $r }.
bash-explain-misere-rule = Under misère play the last take loses, so the losing heaps are those ≡ 1 (mod { $p }): leave your opponent exactly 1 token at the end.
bash-explain-residue = { $n } mod { $p } = { $r }.
bash-explain-empty-misere = N-position without a move: the heap is empty, and under misère play the player who cannot move wins.
bash-value-method = h mod (m+1)
bash-move-help = bash: `T` takes T tokens (1 to max)
bash-why-winning = { $n } mod ({ $m }+1) = { $take }, so taking { $take } leaves { $to }, a multiple of { $p }; whatever your opponent takes, you take the rest of { $p } and keep it so.
bash-why-winning-misere = under misère play the losing heaps are those ≡ 1 (mod { $p }); taking { $take } leaves { $to }, one of them.
bash-why-losing = { $n } is a multiple of { $p }: whatever you take (1 to { $m }), your opponent takes the rest of { $p }.
bash-why-losing-misere = { $n } ≡ 1 (mod { $p }): whatever you take (1 to { $m }), your opponent takes the rest of { $p }, until you must take the last token.

## Nim

nim-explain-head = { $heaps ->
    [one] Nim, { $convention } play, 1 heap.
   *[other] Nim, { $convention } play, { $heaps } heaps.
}
nim-explain-head-bounded = { $heaps ->
    [one] Nim, { $convention } play, 1 heap, at most { $r } per move (each heap h counts as h mod { $period }).
   *[other] Nim, { $convention } play, { $heaps } heaps, at most { $r } per move (each heap h counts as h mod { $period }).
}
nim-explain-too-wide = (heaps too wide to draw their binary columns)
nim-explain-column = {"  "}heap { $index }: { $bits }  ({ $heap })
nim-explain-column-bounded = {"  "}heap { $index }: { $bits }  ({ $heap } mod { $period } = { $value })
nim-explain-more-heaps = {"  "}... { $count } more heaps
nim-explain-sum = Nim-sum X = { $x }.
nim-explain-rule = Normal play: P iff X = 0 (Bouton). A winning move takes a heap whose value has X's highest bit set down to value ⊕ X.
nim-explain-rule-bounded = Normal play: P iff X = 0 (Sprague–Grundy). A winning move changes one heap's value v to v ⊕ X; with a bound the value may also rise, when the heap holds at least r tokens.
nim-explain-rule-misere = Misère play: while some heap is worth 2 or more, play as in normal Nim (P iff X = 0); when every heap is worth at most 1, P iff an odd number of them are worth 1.
nim-value-method = the XOR of the heaps (Bouton)
nim-value-method-bounded = the XOR of the heaps' values h mod (r+1)
nim-move = take { $take } from heap { $heap } ({ $from } → { $to })
nim-move-help = nim: `H T` takes T tokens from the heap numbered H, counting from 0 (`0 2` takes 2 from heap 1); `H -> S` leaves S in that heap
nim-move-help-one = nim: `T` takes T tokens; `-> S` leaves S
nim-why-winning = the nim-sum is { $terms } = { $x }. Heap { $heap } has { $size } and { $size } ⊕ { $x } = { $to } is smaller, so leaving { $to } makes the nim-sum 0: a P-position (Bouton).
nim-why-winning-bounded = with at most { $r } per move each heap counts as h mod { $period }; their XOR is { $terms } = { $x }, and leaving { $to } in heap { $heap } makes it 0: a P-position.
nim-why-winning-misere = misère Nim (Bouton): while some heap counts 2 or more, make the XOR 0 as in normal play; when every heap would count 0 or 1, leave an odd number of 1s. Leaving { $to } in heap { $heap } does that.
nim-why-losing = the nim-sum { $terms } is 0: every move makes it non-zero, and your opponent answers by making it 0 again (Bouton).
nim-why-losing-misere = misère Nim (Bouton): some heap counts 2 or more and the XOR is 0, or every heap counts 0 or 1 and an odd number count 1; every move breaks that, and your opponent restores it.

## Wythoff's game

wythoff-explain-head = Wythoff's game, { $convention } play, heaps ({ $a }, { $b }).
wythoff-explain-rule = The P-positions are (a_k, b_k) with a_k = ⌊kφ⌋ and b_k = a_k + k; every number is a coordinate of exactly one of them, and every difference k belongs to exactly one.
wythoff-explain-diagonal = Difference k = |a − b| = { $k }; the P-position on this diagonal is (a_{ $k }, b_{ $k }) = ({ $ak }, { $bk }).
wythoff-explain-lower = { $x } = a_{ $index }, paired with b_{ $index } = { $partner }.
wythoff-explain-upper = { $x } = b_{ $index }, paired with a_{ $index } = { $partner }.
wythoff-explain-misere = Misère play: (0, 0) and (1, 2) are no longer P; (0, 1) and (2, 2) are. Every other P-position is the same.
wythoff-explain-grundy = Grundy value g({ $a }, { $b }) = { $value }: { $evidence }
wythoff-value-method = from the table of smaller positions (no closed form; OEIS A004481)
wythoff-value-method-heap = a single heap
wythoff-value-method-p = a P-position (a_{ $k }, b_{ $k }): g = 0 by definition
wythoff-move = take { $take } from { $side ->
    [both] both heaps
    [a] heap a
   *[b] heap b
} (({ $a }, { $b }) → ({ $x }, { $y }))
wythoff-move-help = wythoff: `a T` or `b T` takes T from heap a or b; `both T` takes T from each
wythoff-why-winning = the P-positions are (a_k, b_k) with a_k = ⌊kφ⌋ and b_k = a_k + k. This move leaves ({ $x }, { $y }): difference k = { $k } and (a_{ $k }, b_{ $k }) = ({ $ak }, { $bk }), a P-position.
wythoff-why-winning-misere = misère Wythoff: the P-positions are (0, 1), (2, 2) and the normal ones from (3, 5) on; this move leaves ({ $x }, { $y }).
wythoff-why-losing = ({ $a }, { $b }) is the P-position (a_{ $k }, b_{ $k }) with a_k = ⌊kφ⌋, b_k = a_k + k: every number is a coordinate of exactly one P-position and every difference belongs to exactly one, so a move from one heap, or the same from both, cannot reach another.
wythoff-why-losing-misere = ({ $a }, { $b }) is a P-position of misère Wythoff ((0, 1), (2, 2) and the normal ones from (3, 5) on): every number is a coordinate of exactly one P-position and every difference belongs to exactly one, so a move from one heap, or the same from both, cannot reach another.
wythoff-evidence-empty = a heap is empty, so the position is one Nim heap: g(0, b) = b.
wythoff-evidence-table = computed from the table of all smaller positions (no closed form is known; OEIS A004481), as the least value not among those of the positions one move from ({ $a }, { $b }).
wythoff-evidence-p = the position is the P-position (a_{ $k }, b_{ $k }), and a P-position is worth 0 by definition (every option has a non-zero value), at any size.
wythoff-evidence-row = row { $row } of the table is additively periodic: g({ $row }, y + { $p }) = g({ $row }, y) + { $p } for every y >= { $b0 }, proven because rows 0..={ $row } repeat their joint state at columns { $b1 } and { $b2 } (docs/THEORY.md § 5.9). So g({ $a }, { $b }) = g({ $row }, { $column }) + ({ $difference }), the column { $column } being { $b0 } + ((the other heap − { $b0 }) mod { $p }).

## The take-away game and Fibonacci Nim

takeaway-explain-head = Take-away game with multiplier k = { $k }: heap { $n }, the mover may take at most { $r }.
takeaway-explain-head-fib = Fibonacci Nim (the take-away game with k = 2): heap { $n }, the mover may take at most { $r }.
takeaway-explain-small-k = k < 1, so a take of t with ⌊k·t⌋ = 0 (t ≤ { $t }) leaves the opponent no legal move: with n ≥ 1 and r ≥ 1 the mover wins by taking 1 (or everything).
takeaway-explain-losing = { $fib ->
    [true] Losing heaps: the Fibonacci numbers { $heaps }
   *[false] Losing heaps H (H0 = 1, H_(j+1) = H_j + H_m, m least with ⌊k·H_m⌋ ≥ H_j): { $heaps }
}
takeaway-explain-decomposition = { $fib ->
    [true] Zeckendorf representation (greedy, by Fibonacci numbers): { $n } = { $sum }
   *[false] Greedy decomposition: { $n } = { $sum }
}
takeaway-explain-smallest-wins = Smallest term { $smallest } ≤ r: the mover takes it and leaves the opponent unable to reach the next term.
takeaway-explain-smallest-loses = Smallest term { $smallest } > r: whatever the mover takes, the opponent can answer.
takeaway-value-method = by exact search over the positions (n', r') below it
takeaway-move-help = fib, takeaway: `T` takes T tokens; the first move may not take the whole heap, and each take is at most k times the one before
takeaway-decomposition = write the heap greedily as a sum of { $fib ->
    [true] Fibonacci numbers (Zeckendorf)
   *[false] losing heaps H
}: { $n } = { $sum }.
takeaway-why-winning = { $decomposition } The smallest term, { $smallest }, is at most { $r }, the most the mover may take now: taking { $take } leaves the opponent unable to reach the next term.
takeaway-why-losing = { $decomposition } The smallest term, { $smallest }, is more than { $r }, the most the mover may take now: whatever the mover takes, the opponent can answer.
takeaway-why-small-k = with k = { $k } < 1, a take of { $take } allows the opponent at most ⌊k·{ $take }⌋ = 0: no move is left.
takeaway-why-no-move = no move is possible.
takeaway-cap-opening = first move: anything but the whole heap
takeaway-cap = { $product }
takeaway-cap-heap = { $product }, but the heap has only { $heap }

## Subtraction games

sub-explain-head = Subtraction game { $set }: a move removes an element of S from the heap. The Grundy value of n is the mex of the values of n − s, s ∈ S, s ≤ n; here g({ $n }) = { $g }.
sub-explain-period = The sequence is periodic: g(n + { $period }) = g(n) for every n ≥ { $preperiod } (least period and preperiod, proven by a repeated window of max(S) = { $max } values), so g({ $n }) = g({ $index }).
sub-value-method = from the set's Grundy sequence
sub-value-method-period = from the set's proven period and preperiod
sub-move-help = sub: `T` takes T tokens, T an element of the set
sub-why-winning = in the Grundy sequence of { $set }, g({ $n }) = { $g }; taking { $take } leaves { $to }, where g = 0: a P-position.
sub-why-losing = g({ $n }) = 0 in the Grundy sequence of { $set }: every move leaves a non-zero value, and your opponent can always bring it back to 0.

## Octal games

octal-explain-head = Octal game { $code }, one heap of { $n }: removing i tokens may leave what digit d_i allows (bit 1 nothing, 2 one heap, 4 two heaps, 8 three). Heaps left behind add by XOR.
octal-explain-value = g({ $n }) = { $g } in the code's Grundy sequence.
octal-explain-period = The sequence has period { $period } from heap { $preperiod } (proven by the Guy–Smith test), so g({ $n }) = g({ $index }).
octal-value-method = from the code's Grundy sequence (two heaps are worth the XOR)
octal-value-method-period = from the code's proven period, g(n) = g(n0 + (n − n0) mod p) (two heaps are worth the XOR)
octal-move-nothing = take { $take }, leaving nothing
octal-move-one = take { $take }, leaving a heap of { $heap }
octal-move-heaps = take { $take }, leaving heaps of { $heaps } and { $last }
octal-move-help = kayles, octal: `T` takes T from one end of the row; `T A B` takes T and leaves the heaps A and B (kayles: knock down 1 pin or 2 adjacent pins); in a sum, `take T from G` names the game numbered G, counting from 0
octal-why-winning = g({ $n }) = { $g } in this game's Grundy sequence, and heaps add by XOR; this move leaves heaps { $leaves } (the heaps left are worth { $values } = 0): a P-position.
octal-why-winning-nothing = g({ $n }) = { $g } in this game's Grundy sequence, and heaps add by XOR; this move leaves nothing: a P-position.
octal-why-losing = g({ $n }) = 0 in this game's Grundy sequence: every move leaves heaps of non-zero XOR, and your opponent can always bring it back to 0.

## Staircase Nim

staircase-explain-head = { $steps ->
    [one] Staircase Nim, { $convention } play, 1 step (step 1 is just above the floor).
   *[other] Staircase Nim, { $convention } play, { $steps } steps (step 1 is just above the floor).
}
staircase-explain-even = Coins on an even step count for nothing: when a player moves some onto the odd step below, the other moves the same coins on down to the next even step, and the odd steps are as they were. So the game is Nim on the odd steps.
staircase-explain-odd = Odd steps: { $terms }.
staircase-explain-rule = Normal play: P iff X = 0. A winning move changes one odd step's coins c to c ⊕ X: down from that step when c ⊕ X < c, or up onto it from the even step above when c ⊕ X > c and that step holds the difference.
staircase-explain-rule-misere = Misère play: Bouton's rule on the odd steps. While some odd step holds 2 or more, P iff X = 0; when every odd step holds at most 1, P iff an odd number of them hold 1.
staircase-value-method = the XOR of the coins on the odd steps
staircase-move = { $take ->
    [one] move 1 coin from step { $step } to step { $below } ({ $from } → { $to })
   *[other] move { $take } coins from step { $step } to step { $below } ({ $from } → { $to })
}
staircase-move-floor = { $take ->
    [one] move 1 coin from step 1 to the floor ({ $from } → { $to })
   *[other] move { $take } coins from step 1 to the floor ({ $from } → { $to })
}
staircase-move-help = staircase: `I C` moves C coins from step I down to step I−1 (from step 1 to the floor); `I -> S` leaves S on step I
staircase-change-down = takes { $take } off odd step { $odd }, leaving { $after }
staircase-change-up = adds { $take } to odd step { $odd }, making { $after }
staircase-why-winning = Staircase Nim is Nim on the odd steps (coins on even steps count for nothing): { $terms } = { $x }. This move { $change }, which makes the XOR 0: a P-position.
staircase-why-winning-misere = misère Staircase Nim is misère Nim on the odd steps (Bouton's rule): this move { $change }, so that either some odd step holds 2 or more and the XOR is 0, or every odd step holds at most 1 and an odd number of them hold 1.
staircase-why-losing = the odd steps' XOR { $terms } is 0: every move changes one odd step and makes it non-zero, and your opponent makes it 0 again (a move from an even step is undone by moving the same coins on down).
staircase-why-losing-misere = misère Staircase Nim (Bouton's rule on the odd steps): some odd step holds 2 or more and their XOR is 0, or every odd step holds at most 1 and an odd number hold 1; every move breaks that, and your opponent restores it.
staircase-rule = coins move one step down; from step 1 they leave the board

## Lasker's Nim

lasker-explain-head = { $heaps ->
    [one] Lasker's Nim, { $convention } play, 1 heap: a move takes any number from one heap, or splits a heap into two non-empty heaps.
   *[other] Lasker's Nim, { $convention } play, { $heaps } heaps: a move takes any number from one heap, or splits a heap into two non-empty heaps.
}
lasker-explain-value = A heap h is worth g(h) = h when h ≡ 1 or 2 (mod 4), h + 1 when h ≡ 3, h − 1 when h ≡ 0 (Lasker): a split a + b of a heap h ≡ 3 is worth g(a) ⊕ g(b) ≡ 3 (mod 4), so no option of h ≡ 3 is worth h + 1, and none of h + 1 is worth h.
lasker-explain-heap = {"  "}heap { $index }: g({ $heap }) = { $value }
lasker-explain-rule = Normal play: P iff X = 0 (Sprague–Grundy). A winning move changes one heap's value v to v ⊕ X: a take to the heap g(v ⊕ X) when smaller, or a split into a + b with g(a) ⊕ g(b) = v ⊕ X.
lasker-explain-rule-misere = Misère play: Bouton's rule on the values. While some heap is worth 2 or more (every heap of 2 or more is), P iff X = 0; when every heap is at most 1, P iff an odd number of them are 1.
lasker-value-method = the XOR of g(h) over the heaps, g(h) = h, h, h + 1, h − 1 for h ≡ 1, 2, 3, 0 (mod 4)
lasker-move-split = split heap { $heap } ({ $size }) into { $a } and { $b }
lasker-move-help = lasker: `H T` takes T tokens from the heap numbered H, counting from 0 (`0 2` takes 2 from heap 1); `H -> S` leaves S in that heap; `H -> A B` splits it into A and B
lasker-move-help-one = lasker: `T` takes T tokens; `-> S` leaves S; `-> A B` splits the heap into A and B
lasker-left-take = { $to }
lasker-left-split = { $a } and { $b }
lasker-worth-take = g({ $to }) = { $value }
lasker-worth-split = g({ $a }) ⊕ g({ $b }) = { $ga } ⊕ { $gb } = { $value }
lasker-why-winning = each heap h is worth g(h) (h, h, h + 1, h − 1 for h ≡ 1, 2, 3, 0 mod 4), and the position is worth their XOR, { $terms } = { $x }. Heap { $heap } ({ $size }) is worth { $value }; leaving { $left } makes it { $worth }, and the XOR 0: a P-position.
lasker-why-winning-misere = misère Lasker's Nim follows Bouton's misère rule on the values g(h): while some heap is 2 or more, make the XOR 0; when every heap is at most 1, leave an odd number of 1s. Leaving { $left } in place of heap { $heap } ({ $worth }) does that.
lasker-why-losing = the heaps' values XOR to { $terms } = 0: every take or split changes one heap's worth and makes it non-zero, and your opponent makes it 0 again.
lasker-why-losing-misere = misère Lasker's Nim (Bouton's rule on the values g(h)): some heap is 2 or more and the XOR is 0, or every heap is at most 1 and an odd number are 1; every move breaks that, and your opponent restores it.
lasker-rule = take from one heap, or split one heap in two

## Green Hackenbush

hackenbush-explain-head = Green Hackenbush, { $convention } play: { $edges } edges on { $vertices } vertices, the ground counted as one. A move cuts one edge; every edge no longer connected to the ground falls with it.
hackenbush-explain-fusion = Fusion principle (Winning Ways, ch. 7): the vertices of any cycle may be fused into one without changing the value, each edge of the cycle becoming a loop, and a loop is worth 1. Fusing every cycle leaves { $nodes } nodes joined by bridges, and { $loops } loops.
hackenbush-explain-colon = Colon principle: what is left is a tree on the ground; a node is worth its loops' parity (loops mod 2) XOR (value + 1) over the branches hanging from it. From the top down:
hackenbush-ground = the ground
hackenbush-node = the node { $vertices }
hackenbush-explain-node = { $branches ->
    [0] {"  "}{ $node }: { $loops } loops, no branch: { $terms } = { $value }
    [one] {"  "}{ $node }: { $loops } loops, 1 branch: { $terms } = { $value }
   *[other] {"  "}{ $node }: { $loops } loops, { $branches } branches: { $terms } = { $value }
}
hackenbush-explain-more = {"  "}… and { $count } more nodes nearer the ground
hackenbush-explain-total = The graph is worth what the ground is: { $value }. Normal play: P iff it is 0 (Sprague–Grundy); a winning cut leaves a graph worth 0, each cut tried and valued the same way.
hackenbush-value-method = fusion of the cycles into loops, then the Colon principle on the tree
hackenbush-move = { $removed ->
    [one] cut edge { $edge } ({ $a }-{ $b }), removing only it
   *[other] cut edge { $edge } ({ $a }-{ $b }), removing { $removed } edges with what falls
}
hackenbush-move-help = hackenbush: `E` or `cut E` cuts the edge numbered E, counting from 0 (`0` cuts edge 1); `A-B` cuts the edge between vertices A and B
hackenbush-why-winning = { $bridge ->
    [bridge] the graph is worth { $x } (cycles fused into loops, then the Colon principle); cutting this bridge drops what hangs beyond it and leaves a graph worth 0: a P-position.
   *[other] the graph is worth { $x } (cycles fused into loops, then the Colon principle); cutting this edge of a cycle breaks the cycle and leaves a graph worth 0: a P-position.
}
hackenbush-why-losing = the graph is worth 0 (cycles fused into loops, then the Colon principle): every cut leaves a graph of another value, and your opponent cuts back to 0.
hackenbush-rule = cut one edge; what no longer reaches the ground falls
## Moore's Nim

moore-explain-head = { $heaps ->
    [one] Moore's Nim, { $convention } play, 1 heap, k = { $k }: a move takes any number of tokens from each of 1 to k heaps.
   *[other] Moore's Nim, { $convention } play, { $heaps } heaps, k = { $k }: a move takes any number of tokens from each of 1 to k heaps.
}
moore-explain-rule = Moore (1910): write the heaps in binary; P iff in every column the number of heaps with a 1 there is a multiple of K + 1 = { $m } (with k at least the number of heaps, K is that number).
moore-explain-column = {"  "}column 2^{ $bit }: { $count } heaps with a 1, ≡ { $residue } (mod { $m })
moore-explain-more-columns = {"  "}… and { $count } more columns with ones
moore-explain-moves = Normal play: a winning move changes at most { $k ->
        [one] 1 heap
       *[other] { $k } heaps
    }, each to a smaller size, so that every column holds a multiple of K + 1 ones again.
moore-explain-rule-misere = Misère play: while some heap is 2 or more, as in normal play; when every heap is at most 1, P iff the number of 1s is ≡ 1 (mod { $m }).
moore-value-method = the mex over every option, computed for every position below the heaps (no closed form is known for k ≥ 2)
moore-value-method-nim = the XOR of the heaps (k = 1 is Nim: Bouton)
moore-move = { $parts }
moore-move-help = moore: `H T` takes T tokens from the heap numbered H, counting from 0, up to { $k } such pairs in one move (`0 3, 2 1` takes 3 from heap 1 and 1 from heap 3); `H -> S` leaves S in that heap
moore-move-help-one = moore: `T` takes T tokens; `-> S` leaves S
moore-why-winning = after this move every binary column holds a multiple of { $m } ones: a P-position (Moore). A move takes from at most { $k ->
        [one] 1 heap
       *[other] { $k } heaps
    }, so it changes some column by 1 to { $k } ones and breaks that, and your opponent restores it.
moore-why-winning-misere-endgame = this move leaves every heap at most 1, with { $ones } heaps of 1, ≡ 1 (mod { $m }): your opponent must take 1 to K of them, and you leave the count ≡ 1 again, until your opponent takes the last.
moore-why-losing = every binary column holds a multiple of { $m } ones (Moore): a move takes from at most { $k ->
        [one] 1 heap
       *[other] { $k } heaps
    }, so it leaves some column with a count that is not, and your opponent restores it.
moore-why-losing-misere-endgame = every heap is at most 1 and the number of 1s is ≡ 1 (mod { $m }): you take 1 to K of them, your opponent brings the count back to ≡ 1, and you take the last.
moore-rule = take any number of tokens from each of 1 to { $k } heaps
euclid-explain-head = Euclid's game, { $convention } play, numbers ({ $a }, { $b }).
euclid-explain-over = A number is 0: the game is over, and no move is left (Cole & Davie's rules: whoever makes a number 0 has won).
euclid-explain-rule = With a = q·b + r (0 ≤ r < b) the moves reach (b, r) and (r + i·b, b) for 1 ≤ i < q, each of which can move to every one before it: the values along that chain are v = g(b, r) and then 0, 1, 2, … without v. So g(a, b) = q − 1 if q ≤ v, else q; and g(b, 0) = 0. Down the Euclidean algorithm:
euclid-explain-step = {"  "}{ $a } = { $q }·{ $b } + { $r }: g({ $b }, { $r }) = { $below }, so g({ $a }, { $b }) = { $value }
euclid-explain-more = {"  "}… and { $count } more steps
euclid-explain-normal = Normal play: the position is worth { $value }, P iff 0, that is iff the larger number is less than twice the smaller, not a multiple of it, and (smaller, larger − smaller) is an N-position (Cole & Davie 1969).
euclid-explain-misere = Misère play (whoever makes a number 0 loses): the same chain, with the end a win for the player to move. A position is P iff q = 1 and the position below is N; with q ≥ 2 one of the first two options is P.
euclid-value-method = down the Euclidean algorithm: g(a, b) = q − 1 if q ≤ g(b, r), else q (a = q·b + r)
euclid-move = subtract { $times } × { $other } from { $from } ({ $from } → { $to })
euclid-move-help = euclid: `a K` subtracts K times b from a; `b K` subtracts K times a from b; `-> X Y` leaves X and Y
euclid-why-winning = this leaves ({ $x }, { $y }), worth 0 by the descent: a P-position, from which every move leaves your opponent a position worth more than 0.
euclid-why-winning-misere = misère Euclid: this leaves ({ $x }, { $y }), a P-position: either its only move makes a number 0 (and loses), or it leads to an N-position.
euclid-why-losing = in ({ $a }, { $b }) the larger number is less than twice the smaller and not a multiple of it, so the only move subtracts { $smaller } once, leaving { $left } and { $smaller }: an N-position, where your opponent wins.
euclid-why-losing-misere = in ({ $a }, { $b }) the only move subtracts { $smaller } once, leaving { $left } and { $smaller }: an N-position of misère Euclid, or a 0 that loses.
euclid-why-losing-over = ({ $a }, { $b }) holds a 0: the game is over, and the player who made it 0 has won.
euclid-rule = subtract a positive multiple of the smaller number from the larger; making a number 0 wins

## Sums

sum-explain-head = The sum { $expr }, { $convention } play.
sum-explain-rule = Sprague–Grundy: the value of a sum is the XOR of its components' values; it is P iff the XOR is 0.
sum-explain-component = {"  "}{ $expr }: g = { $g }, { $method }
sum-explain-total = X = { $terms } = { $x }.
sum-explain-move-rule = A winning move changes one component of value g to a position of value g ⊕ X, making the XOR 0.
sum-explain-moves-missing = The moves of { $expr } to the value a winning move needs are not listed: { $why }.
sum-explain-no-value = The Grundy value is not computed ({ $why }).
sum-explain-closed-form = A single component: its game's closed form gives the outcome and moves.
sum-explain-misere-bouton = Misère play on heap values (a Nim heap is worth h, a Bash heap h mod (m+1), a Lasker heap g(h), Staircase Nim's odd steps their coins): while some heap is worth 2 or more, P iff the XOR of the values is 0; when every heap is worth at most 1, P iff an odd number are worth 1 (Bouton).
sum-explain-misere-sj = Every heap worth 0 here is empty, with no move left: the sum is an Anti-SG game, and by the SJ theorem (Anti-SG; Jia Zhihao 2009) the first player wins iff (g ≠ 0 and some component has g > 1) or (g = 0 and none has g > 1), g being the XOR and each heap a component.
sum-explain-misere-search = Misère play has no rule for this sum; every position of the whole sum was searched (at most { $positions } positions, { $moves } moves).
sum-explain-count = { $count ->
    [one] { $outcome }: 1 winning move.
   *[other] { $outcome }: { $count } winning moves.
}

## Misère quotients

quotient-proven = proven for every heap size (the heap map has period { $period } from heap { $preperiod })
quotient-holds = exact for heaps up to { $n }
quotient-explain-one = Misère play of { $code }: its misère quotient (grundy misere { $code }) has { $order } elements, { $proof }. Each heap is an element; a sum is a P-position iff the product of its heaps' elements is in the P-portion {"{"}{ $portion }{"}"}.
quotient-game = { $code } { $proof }
quotient-explain-joint = Misère play of a sum of several octal games: their joint misère quotient (the closure of all their heaps) has { $order } elements ({ $games }). Each heap is an element; a sum is a P-position iff the product of its heaps' elements is in the P-portion {"{"}{ $portion }{"}"}.
quotient-heap = {"  "}{ $heap }: { $element }
quotient-product-in = Product: { $product } = { $total }, in the P-portion.
quotient-product-out = Product: { $product } = { $total }, not in the P-portion.

## Hints

hint-why-winning-bouton = misère play on heaps (Bouton): while some heap counts 2 or more, make the XOR of the heaps 0 as in normal play; when every heap would count 0 or 1, leave an odd number of 1s. This move leaves { $after }, a P-position.
hint-why-winning-search = found by searching every position of the game under misère play: after it ({ $after }), every move of your opponent can be answered.
hint-why-winning-quotient = by the game's misère quotient (grundy misere): each heap is an element of a finite monoid and a sum is lost for the player to move exactly when the product of its heaps' elements is in the P-portion. This move leaves { $after }, whose product is.
hint-why-winning-sum-plain = this move leaves { $after }, a P-position.
hint-why-winning-sum = by Sprague–Grundy the sum is worth the XOR of its games' values: { $terms } = { $x }. Game { $game } is worth { $g }, and this move takes it to a position worth { $g } ⊕ { $x } = { $target }, which makes the XOR 0: a P-position for your opponent.
hint-why-losing-bouton = misère play on heaps (Bouton): some heap counts 2 or more and the XOR is 0, or every heap counts 0 or 1 and an odd number count 1; every move breaks that, and your opponent restores it.
hint-why-losing-search = searching every position under misère play shows that each of your moves has an answer.
hint-why-losing-quotient = by the game's misère quotient (grundy misere): the product of the heaps' elements is in the P-portion, and every move leaves a product outside it.
hint-why-losing-sum = by Sprague–Grundy the sum is worth the XOR of its games' values, { $terms } = 0: any move changes one value and makes the XOR non-zero, and your opponent restores 0.
hint-why-losing-plain = every move leaves a position from which your opponent wins.

## Where a game starts

start-advice-over = The game is over before it starts: there is no move in this position.
start-advice-won = { $count ->
    [one] This start is an N-position: whoever moves first wins with perfect play (1 winning move). Move first.
   *[other] This start is an N-position: whoever moves first wins with perfect play ({ $count } winning moves). Move first.
}
start-advice-lost = This start is a P-position: whoever moves first loses against perfect play. Let the computer move first, or start from { $winnable }, which the first player wins.
start-advice-lost-plain = This start is a P-position: whoever moves first loses against perfect play. Let the computer move first.

## The tutor's words where a game says nothing more (defaults)

tutor-move = { $notation }
tutor-why-winning = it leaves a position where every move loses for the opponent (a P-position in { $convention } play)
tutor-why-losing = every move leaves a position where the opponent wins (an N-position in { $convention } play)

## Mock Turtles

turtles-explain-head = Mock Turtles (normal play), { $heads ->
    [one] 1 head
   *[other] { $heads } heads
}: a move turns one, two or three coins, the rightmost from heads to tails.
turtles-explain-value = A coin-turning game is the sum of its heads, each worth the row with that head alone. A head at x is worth the x-th odious number (an odd count of ones in binary), 2x or 2x + 1 (Winning Ways, ch. 14): a head's options are worth 0, each smaller odious number, and each XOR of two, which is every smaller evil number.
turtles-explain-coin = {"  "}coin { $coin }: { $value }
turtles-explain-more = {"  "}… and { $count } more heads
turtles-explain-rule = P iff X = 0 (Sprague–Grundy). A move is worth the XOR of the odious numbers of the coins it turns; a winning move turns coins whose numbers XOR to X.
turtles-value-method = the XOR of the heads' odious numbers (the head at x is worth 2x, plus 1 when x has an even count of ones)
turtles-move = turn { $count ->
    [one] coin
   *[other] coins
} { $coins } (head { $head } goes tails)
turtles-move-help = turtles: type the coins turned, such as `1 4` or `turn 0 2 5`: one to three positions, the rightmost a head
turtles-why-winning = each head at x is worth the x-th odious number, and the row is worth their XOR, { $terms } = { $x }. Turning coins { $coins } changes it by { $values } = { $change }, leaving 0: a P-position.
turtles-why-losing = the heads' odious numbers XOR to { $terms } = 0: every move turns one to three coins and changes the value by an XOR of as many odious numbers, never 0, and your opponent makes it 0 again.
turtles-rule = turn one, two or three coins, the rightmost a head

## A game on a directed acyclic graph

dag-explain-head = A game on a graph without cycles (normal play): { $vertices } vertices, { $edges } edges, { $tokens } tokens; a move slides one token along an edge.
dag-explain-value = A vertex is worth the mex of its successors' values (a vertex with no edge out is worth 0), found from the sinks up in topological order; a token is worth its vertex's value, and tokens on one graph are a sum (Sprague–Grundy).
dag-explain-token = {"  "}token { $index } on vertex { $vertex }: { $value }
dag-explain-more = {"  "}… and { $count } more tokens
dag-explain-rule = P iff X = 0. A winning move takes a token from a vertex worth v to a successor worth v ⊕ X; the mex guarantees one for some token whenever X ≠ 0.
dag-value-method = the XOR of the tokens' vertex values (a vertex is worth the mex of its successors')
dag-move = move token { $token } from vertex { $from } to vertex { $to }
dag-move-help = dag: `T -> W` moves the token numbered T, counting from 0 (`0 -> W` moves token 1), to vertex W, along an edge
dag-move-help-one = dag: `-> W` moves the token to vertex W, along an edge
dag-why-winning = each token is worth its vertex's value (the mex of its successors'), and the position is worth their XOR, { $terms } = { $x }. Token { $token } on vertex { $from } is worth { $before }; on vertex { $to } it is worth { $after }, which makes the XOR 0: a P-position.
dag-why-losing = the tokens' values XOR to { $terms } = 0: a move takes one token to a successor, whose value differs from its vertex's (the mex is in no successor), so the XOR becomes non-zero, and your opponent makes it 0 again.
dag-rule = slide one token along an edge

## A move in its game's short form (analyze's move lines; heaps, steps, tokens and edges counted from 1, as prose counts)

move-short-heap = heap { $heap } -> { $to }
move-short-take = take { $take } -> { $to }
move-short-two-heaps = -> ({ $a }, { $b })
move-short-split = take { $take } -> ({ $leaves })
move-short-step-down = step { $step }: { $take } down, { $to } left
move-short-heap-split = heap { $heap } -> ({ $leaves })
move-short-coin-turn = turn { $coins }
move-short-slide = token { $token }: { $from } -> { $to }
move-short-heaps = heaps { $heaps } -> ({ $to })
move-short-cut = cut { $edge } ({ $a }-{ $b })
