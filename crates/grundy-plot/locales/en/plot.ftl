# The pictures' text in English: titles, axes and legends. The same ids, with the same
# variables, are in ../zh/plot.ftl.

plot-board-title = Wythoff's game: the P-positions of the { $n } × { $n } board
plot-board-title-queen = Wythoff's game: the queen at ({ $a }, { $b }), her moves and the P-positions
plot-board-x = a  (first heap)
plot-board-y = b  (second heap)
plot-p-position = P-position
plot-p-position-note = the player to move loses
plot-queen = the queen at ({ $a }, { $b })
plot-queen-reach = where she can move
plot-queen-reach-note = left, down, or down-left
plot-no-winning-move = no winning move
plot-is-p-position = ({ $a }, { $b }) is a P-position
plot-winning-moves = { $count ->
        [one] winning move
       *[other] winning moves
    }
plot-winning-to = to { $targets }
plot-heatmap-title = Grundy values, { $rows } × { $columns }
plot-heatmap-zero = 0: P-position
plot-sequence-title = Grundy values g(n), n = 0…{ $last }
plot-preperiod-zero = preperiod { $variable }₀ = 0 (periodic from the start)
plot-preperiod = preperiod { $variable }₀ = { $n0 }
plot-period = period p = { $p }
plot-additive-period = additive period p = { $p }
