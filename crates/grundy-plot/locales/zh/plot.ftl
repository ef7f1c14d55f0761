# 图片的中文文字：标题、坐标轴与图例。与 ../en/plot.ftl 的 id 和变量相同。

plot-board-title = 威佐夫博弈：{ $n } × { $n } 棋盘上的奇异局势（P 局面）
plot-board-title-queen = 威佐夫博弈：皇后在 ({ $a }, { $b })，她的走法与奇异局势
plot-board-x = a（第一堆）
plot-board-y = b（第二堆）
plot-p-position = 奇异局势（P 局面）
plot-p-position-note = 轮到走的一方必败
plot-queen = 皇后在 ({ $a }, { $b })
plot-queen-reach = 她能走到的格子
plot-queen-reach-note = 向左、向下或向左下
plot-no-winning-move = 没有必胜走法
plot-is-p-position = ({ $a }, { $b }) 是奇异局势
plot-winning-moves = { $count ->
       *[other] 必胜走法
    }
plot-winning-to = 走到 { $targets }
plot-heatmap-title = SG 值，{ $rows } × { $columns }
plot-heatmap-zero = 0：必败态（P 局面）
plot-sequence-title = SG 值 g(n)，n = 0…{ $last }
plot-preperiod-zero = 预周期 { $variable }₀ = 0（从一开始就是周期的）
plot-preperiod = 预周期 { $variable }₀ = { $n0 }
plot-period = 周期 p = { $p }
plot-additive-period = 加性周期 p = { $p }
