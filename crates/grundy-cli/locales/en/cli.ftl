# The grundy command's own text in English: the lines around the library's answers (headings,
# outcome, moves, the game in the terminal). The same ids, with the same variables, are in
# ../zh/cli.ftl; the library's messages (game names, explanations) are in crates/grundy/locales.

## Shared lines
cli-outcome-p = Outcome: P (the player to move loses)
cli-outcome-n = Outcome: N (the player to move wins)
cli-winning-moves = Winning moves ({ $count }):
cli-winning-moves-none = Winning moves: none
cli-grundy-value = Grundy value: { $g }
cli-grundy-not-computed = Grundy value: not computed
cli-take-leaving = take { $take }, leaving { $to }

## grundy analyze
cli-sum-head = Sum: { $expr } ({ $convention } play)
cli-grundy-misere = Grundy value: none under misère play (values do not add up)
cli-components = Components:
cli-component-not-computed = g not computed: { $why }

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
