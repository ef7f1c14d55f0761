# grundy 的中文文字：讲解、提示的理由、着法的描述、局面的标签与规则。
# 每个消息 id 与 ../en/grundy.ftl 一一对应，变量也相同（有测试比对）。数字以十进制数字传入。
# 术语依照中文教材与博客：巴什博弈、威佐夫博弈、奇异局势、必胜态/必败态、SG 函数、mex、SG 定理。

## 嵌在其他消息中的词

convention-normal = 正常
convention-misere = 反常（misère）
outcome-p = { -p-position }（P）
outcome-n = { -n-position }（N）

## 游戏与术语的名称（网页与命令行的术语表）

game-bash = { -bash-game }
game-bash-misere = 反{ -bash-game }
game-nim = { -nim-game }
game-nim-misere = 反{ -nim-game }
game-wythoff = { -wythoff-game }
game-fib = { -fibonacci-game }
game-takeaway = { -k-multiple-game }
game-subtraction = { -subtraction-game }
game-octal = { -octal-game }
game-staircase = { -staircase-game }
game-lasker = 拉斯克尼姆（Multi-SG）
game-hackenbush = 绿色 Hackenbush（删边游戏）
game-turtles = Mock Turtles 翻硬币
game-dag = 有向无环图上的游戏
game-moore = 摩尔尼姆（Nim-K）
game-euclid = 欧几里得游戏
term-p-position = { -p-position }（P 态：轮到走的一方必败）
term-n-position = { -n-position }（N 态：轮到走的一方必胜）
term-wythoff-p = { -singular-position }（{ -wythoff-game }的{ -p-position } (a_k, b_k)）
term-grundy = { -sg-function }（{ -sg-value }）
term-mex = { -mex }：不属于集合的最小非负整数
term-sg-theorem = { -sg-theorem }：游戏的和的 { -sg-value }是各个游戏 { -sg-value }的异或
term-nim-sum = { -nim-sum }（尼姆和）
term-zeckendorf = 齐肯多夫表示（Zeckendorf）

## 一句话说明每个游戏（目录：帮助文字、网页的游戏列表）

summary-nim = { -nim-game }：从一堆中取任意个（写 max=R 时至多取 R 个）
summary-bash = { -bash-game }：只有一堆，每次取 1 到 max 个
summary-wythoff = { -wythoff-game }：从一堆中取任意个，或从两堆中取同样多个
summary-takeaway = { -k-multiple-game }：每次至多取上一次的 k 倍（cap 为本次至多可取的数，开局为堆数减 1）；fib(N) 即 k=2
summary-subtraction = { -subtraction-game }：每次从堆中取走集合里的一个数
summary-octal = { -octal-game }（取走并分裂，由代码给出规则）：kayles(N) 即 0.77，dawsons(N) 即 0.07
summary-staircase = { -staircase-game }：石子放在第 1、2、… 级台阶上，每次把某级的若干石子移下一级
summary-lasker = 拉斯克尼姆：从一堆中取，或把一堆分成两堆
summary-hackenbush = 绿色 Hackenbush（删边游戏）：剪掉图的一条边，与地面不再相连的部分随之掉落
summary-turtles = Mock Turtles 翻硬币：一排硬币，每次翻一、二或三枚，最右边的一枚须由正面翻成反面
summary-dag = 有向无环图上的游戏：棋子放在顶点上，每次沿一条边移动一枚棋子
summary-moore = 摩尔尼姆：一次从 1 到 k 堆中各取任意多个
summary-euclid = 欧几里得游戏：从较大的数减去较小数的正整数倍；把一个数变成 0 的人获胜

## 局面的样子

label-heap = 石子堆
label-heap-index = 第 { $index } 堆
label-heap-a = a 堆
label-heap-b = b 堆
label-pins = 木瓶
label-step = 第 { $index } 级台阶
label-edge = 第 { $index } 条边（{ $a }-{ $b }）
label-turtles-head = 位置 { $coin } 的正面
label-dag-token = 第 { $index } 枚棋子（顶点 { $vertex }）
rule-no-take = 现在不能取
rule-take-one = 现在只能取 1 个
rule-take-range = 现在可取 1 到 { $most } 个
rule-with-reason = { $rule }（{ $reason }）
rule-no-take-fits = 现在没有可取的数目
rule-take-one-of = 现在可取 { $take } 个
rule-take-any-of = 现在可取 { $takes } 或 { $last } 个

## 着法

move-take = 取 { $take } 个（{ $from } → { $to }）
move-foreign = { $notation }
move-in-game = 在第 { $index } 个游戏（{ $game }）中，{ $move }
repeat-run = 以及另外 { $more } 种，每种从最后一堆多移 { $step } 个到前一堆
repeat-triangle = 以及另外 { $more } 种：所有 (a + { $p }i, b + { $p }i + { $p }j, c − { $p }(2i + j))，其中 i, j ≥ 0 且 b ≤ c

## 每段讲解的结尾：必胜的着法及其理由

explain-p = { -p-position }（P）：{ $why }
explain-n = { -n-position }（N）：共有 { $count } 种{ -winning-move }。
explain-move = {"  "}{ $description }（输入 `{ $notation }`）：{ $why }
explain-more = {"  "}……另有 { $count } 种
explain-why = 理由：{ $why }

## 巴什博弈

bash-explain-head = { -bash-game }（{ $convention }规则）：一堆 { $n } 个石子，每次取 1 到 { $m } 个。
bash-explain-rule = 必败的堆数是 m+1 = { $p } 的倍数：从倍数出发，取 1..{ $m } 个都会留下非倍数；从非倍数出发，取 n mod { $p } 个就恢复为倍数。
bash-explain-value = { $n } mod { $p } = { $r }，所以 SG({ $n }) = { $r }。
bash-explain-misere-rule = 反{ -bash-game }：取走最后一个的人输，所以必败的堆数是 ≡ 1 (mod { $p }) 的数：最后要给对手恰好留下 1 个。
bash-explain-residue = { $n } mod { $p } = { $r }。
bash-explain-empty-misere = 没有着法的{ -n-position }：堆已经空了，而在反常规则下无法走棋的一方获胜。
bash-value-method = h mod (m+1)
bash-move-help = { -bash-game }：`T` 表示取 T 个（1 到 max）
bash-why-winning = { $n } mod ({ $m }+1) = { $take }，所以取 { $take } 个，留下 { $to } 个，是 { $p } 的倍数；以后对手取几个，你就取 { $p } 减去它，一直保持倍数。
bash-why-winning-misere = 在反{ -bash-game }中，必败的堆数是 ≡ 1 (mod { $p }) 的数；取 { $take } 个留下 { $to } 个，正是其中之一。
bash-why-losing = { $n } 是 { $p } 的倍数：无论你取几个（1 到 { $m }），对手都取 { $p } 减去它。
bash-why-losing-misere = { $n } ≡ 1 (mod { $p })：无论你取几个（1 到 { $m }），对手都取 { $p } 减去它，最后你只能取走最后一个。

## 尼姆博弈

nim-explain-head = { -nim-game }（{ $convention }规则），{ $heaps } 堆。
nim-explain-head-bounded = { -nim-game }（{ $convention }规则），{ $heaps } 堆，每次最多取 { $r } 个（每堆 h 按 h mod { $period } 计算）。
nim-explain-too-wide = （堆太大，画不出二进制列）
nim-explain-column = {"  "}第 { $index } 堆：{ $bits }  （{ $heap }）
nim-explain-column-bounded = {"  "}第 { $index } 堆：{ $bits }  （{ $heap } mod { $period } = { $value }）
nim-explain-more-heaps = {"  "}……另有 { $count } 堆
nim-explain-sum = { -nim-sum } X = { $x }。
nim-explain-rule = 正常规则：X = 0 时为{ -p-position }（Bouton 定理）。必胜的着法是选一堆，其值的二进制在 X 的最高位上为 1，把它减到 值 ⊕ X。
nim-explain-rule-bounded = 正常规则：X = 0 时为{ -p-position }（{ -sg-theorem }）。必胜的着法把某一堆的值 v 变成 v ⊕ X；有上限时，若该堆至少有 r 个，值也可以变大。
nim-explain-rule-misere = 反常规则：只要有一堆的值 ≥ 2，就与正常{ -nim-game }一样（X = 0 为{ -p-position }）；当每堆的值都 ≤ 1 时，值为 1 的堆数为奇数时是{ -p-position }。
nim-value-method = 各堆的异或（Bouton 定理）
nim-value-method-bounded = 各堆的值 h mod (r+1) 的异或
nim-move = 从第 { $heap } 堆取 { $take } 个（{ $from } → { $to }）
nim-move-help = { -nim-game }：`H T` 表示从编号为 H 的堆取 T 个，编号从 0 数起（`0 2` 表示从第 1 堆取 2 个）；`H -> S` 表示让这堆留下 S 个
nim-move-help-one = { -nim-game }：`T` 表示取 T 个；`-> S` 表示留下 S 个
nim-why-winning = { -nim-sum }是 { $terms } = { $x }。第 { $heap } 堆有 { $size } 个，而 { $size } ⊕ { $x } = { $to } 更小，所以把它减到 { $to }，{ -nim-sum }就变成 0：{ -p-position }（Bouton 定理）。
nim-why-winning-bounded = 每次最多取 { $r } 个时，每堆按 h mod { $period } 计算；它们的异或是 { $terms } = { $x }，把第 { $heap } 堆变成 { $to } 个，异或就变成 0：{ -p-position }。
nim-why-winning-misere = 反{ -nim-game }（Bouton）：只要还有一堆的值 ≥ 2，就像正常规则一样让异或为 0；当每堆的值都将 ≤ 1 时，留下奇数个 1。把第 { $heap } 堆变成 { $to } 个正是如此。
nim-why-losing = { -nim-sum } { $terms } 为 0：任何着法都会使它不为 0，而对手可以再把它变回 0（Bouton 定理）。
nim-why-losing-misere = 反{ -nim-game }（Bouton）：有一堆的值 ≥ 2 且异或为 0，或者每堆的值都 ≤ 1 且值为 1 的堆数为奇数；任何着法都会破坏这一点，而对手可以恢复它。

## 威佐夫博弈

wythoff-explain-head = { -wythoff-game }（{ $convention }规则），两堆 ({ $a }, { $b })。
wythoff-explain-rule = { -singular-position }（{ -p-position }）是 (a_k, b_k)，其中 a_k = ⌊kφ⌋，b_k = a_k + k；每个自然数恰好是一个{ -singular-position }的坐标，每个差 k 也恰好属于一个{ -singular-position }。
wythoff-explain-diagonal = 差 k = |a − b| = { $k }；这条对角线上的{ -singular-position }是 (a_{ $k }, b_{ $k }) = ({ $ak }, { $bk })。
wythoff-explain-lower = { $x } = a_{ $index }，与 b_{ $index } = { $partner } 配对。
wythoff-explain-upper = { $x } = b_{ $index }，与 a_{ $index } = { $partner } 配对。
wythoff-explain-misere = 反常规则：(0, 0) 和 (1, 2) 不再是{ -p-position }，(0, 1) 和 (2, 2) 是；其余{ -singular-position }不变。
wythoff-explain-grundy = { -sg-value } SG({ $a }, { $b }) = { $value }：{ $evidence }
wythoff-value-method = 由所有更小局势的表计算（没有通项公式；OEIS A004481）
wythoff-value-method-heap = 只有一堆
wythoff-value-method-p = { -singular-position } (a_{ $k }, b_{ $k })：按定义 SG = 0
wythoff-move = { $side ->
    [both] 两堆各
    [a] 从 a 堆
   *[b] 从 b 堆
}取 { $take } 个（({ $a }, { $b }) → ({ $x }, { $y })）
wythoff-move-help = { -wythoff-game }：`a T` 或 `b T` 表示从 a 堆或 b 堆取 T 个；`both T` 表示两堆各取 T 个
wythoff-why-winning = { -singular-position }是 (a_k, b_k)，其中 a_k = ⌊kφ⌋，b_k = a_k + k。这一步留下 ({ $x }, { $y })：差 k = { $k }，而 (a_{ $k }, b_{ $k }) = ({ $ak }, { $bk })，是{ -singular-position }（{ -p-position }）。
wythoff-why-winning-misere = 反{ -wythoff-game }：{ -p-position }是 (0, 1)、(2, 2) 以及从 (3, 5) 起的普通{ -singular-position }；这一步留下 ({ $x }, { $y })。
wythoff-why-losing = ({ $a }, { $b }) 是{ -singular-position } (a_{ $k }, b_{ $k })，其中 a_k = ⌊kφ⌋，b_k = a_k + k：每个数恰好是一个{ -singular-position }的坐标，每个差也恰好属于一个，所以从一堆取、或两堆取同样多，都到不了另一个{ -singular-position }。
wythoff-why-losing-misere = ({ $a }, { $b }) 是反{ -wythoff-game }的{ -p-position }（(0, 1)、(2, 2) 以及从 (3, 5) 起的普通{ -singular-position }）：每个数恰好是一个{ -p-position }的坐标，每个差也恰好属于一个，所以从一堆取、或两堆取同样多，都到不了另一个{ -p-position }。
wythoff-evidence-empty = 有一堆是空的，局面就是一堆尼姆：SG(0, b) = b。
wythoff-evidence-table = 由所有更小局势的表计算（没有已知的通项公式；OEIS A004481）：是 ({ $a }, { $b }) 一步可达的局势的 { -sg-value }中没有出现的最小值（mex）。
wythoff-evidence-p = 该局势是{ -singular-position } (a_{ $k }, b_{ $k })，而{ -p-position }的 { -sg-value }按定义为 0（它的每个后继的值都不为 0），无论数多大。
wythoff-evidence-row = 表的第 { $row } 行是加法周期的：对每个 y >= { $b0 }，SG({ $row }, y + { $p }) = SG({ $row }, y) + { $p }；这已被证明，因为第 0..={ $row } 行在第 { $b1 } 列和第 { $b2 } 列的联合状态相同（docs/THEORY.md § 5.9）。所以 SG({ $a }, { $b }) = SG({ $row }, { $column }) + ({ $difference })，其中第 { $column } 列是 { $b0 } + ((另一堆 − { $b0 }) mod { $p })。

## k 倍动态减法与斐波那契博弈

takeaway-explain-head = { -k-multiple-game }，倍数 k = { $k }：一堆 { $n } 个，当前最多可取 { $r } 个。
takeaway-explain-head-fib = { -fibonacci-game }（k = 2 的 { -k-multiple-game }）：一堆 { $n } 个，当前最多可取 { $r } 个。
takeaway-explain-small-k = k < 1，所以取 t 个且 ⌊k·t⌋ = 0（t ≤ { $t }）时，对手无路可走：n ≥ 1 且 r ≥ 1 时，先手取 1 个（或全部）即胜。
takeaway-explain-losing = { $fib ->
    [true] 必败的堆数：斐波那契数 { $heaps }
   *[false] 必败的堆数 H（H0 = 1，H_(j+1) = H_j + H_m，m 是满足 ⌊k·H_m⌋ ≥ H_j 的最小下标）：{ $heaps }
}
takeaway-explain-decomposition = { $fib ->
    [true] 齐肯多夫表示（贪心地用斐波那契数分解）：{ $n } = { $sum }
   *[false] 贪心分解：{ $n } = { $sum }
}
takeaway-explain-smallest-wins = 最小的项 { $smallest } ≤ r：走的一方取走它，对手就够不到下一项。
takeaway-explain-smallest-loses = 最小的项 { $smallest } > r：无论走的一方取几个，对手都能应对。
takeaway-value-method = 对其下所有局势 (n', r') 的精确搜索
takeaway-move-help = { -fibonacci-game }、{ -k-multiple-game }：`T` 表示取 T 个；第一步不能取完整堆，以后每次最多取上一次的 k 倍
takeaway-decomposition = 把堆数贪心地写成{ $fib ->
    [true] 斐波那契数之和（齐肯多夫表示）
   *[false] 必败堆数 H 之和
}：{ $n } = { $sum }。
takeaway-why-winning = { $decomposition }最小的项 { $smallest } 不超过 { $r }，即走的一方现在最多能取的数：取 { $take } 个，对手就够不到下一项。
takeaway-why-losing = { $decomposition }最小的项 { $smallest } 大于 { $r }，即走的一方现在最多能取的数：无论取几个，对手都能应对。
takeaway-why-small-k = k = { $k } < 1，取 { $take } 个后对手最多只能取 ⌊k·{ $take }⌋ = 0 个：无路可走。
takeaway-why-no-move = 没有可走的着法。
takeaway-cap-opening = 第一步：除了整堆都可以取
takeaway-cap = { $product }
takeaway-cap-heap = { $product }，但堆里只有 { $heap } 个

## 减法博弈

sub-explain-head = { -subtraction-game } { $set }：每次从堆中取走集合 S 中的一个数。n 的 { -sg-value }是 n − s（s ∈ S，s ≤ n）的 { -sg-value }的 mex；这里 SG({ $n }) = { $g }。
sub-explain-period = SG 序列是周期的：对每个 n ≥ { $preperiod }，SG(n + { $period }) = SG(n)（最小周期与前周期，由 max(S) = { $max } 个值的重复窗口证明），所以 SG({ $n }) = SG({ $index })。
sub-value-method = 由该集合的 SG 序列
sub-value-method-period = 由该集合已证明的周期与前周期
sub-move-help = { -subtraction-game }：`T` 表示取 T 个，T 是集合中的数
sub-why-winning = 在 { $set } 的 SG 序列中，SG({ $n }) = { $g }；取 { $take } 个留下 { $to }，其 SG = 0：{ -p-position }。
sub-why-losing = 在 { $set } 的 SG 序列中 SG({ $n }) = 0：任何着法都留下非零的值，而对手总能把它变回 0。

## 八进制博弈

octal-explain-head = { -octal-game } { $code }，一堆 { $n } 个：取走 i 个后能留下什么，由第 i 位数字 d_i 决定（位 1 什么都不留，2 留一堆，4 留两堆，8 留三堆）。留下的各堆按异或相加。
octal-explain-value = 在该代码的 SG 序列中 SG({ $n }) = { $g }。
octal-explain-period = 该序列从第 { $preperiod } 堆起周期为 { $period }（由 Guy–Smith 判定证明），所以 SG({ $n }) = SG({ $index })。
octal-value-method = 由该代码的 SG 序列（两堆的值是异或）
octal-value-method-period = 由该代码已证明的周期，SG(n) = SG(n0 + (n − n0) mod p)（两堆的值是异或）
octal-move-nothing = 取 { $take } 个，什么都不留
octal-move-one = 取 { $take } 个，留下一堆 { $heap } 个
octal-move-heaps = 取 { $take } 个，留下 { $heaps } 和 { $last } 个的几堆
octal-move-help = Kayles、{ -octal-game }：`T` 表示从一端取 T 个；`T A B` 表示取 T 个并留下 A、B 两堆（Kayles：击倒 1 个或相邻 2 个木瓶）；在游戏的和中，`take T from G` 指明编号为 G 的游戏，编号从 0 数起
octal-why-winning = 在这个游戏的 SG 序列中 SG({ $n }) = { $g }，各堆按异或相加；这一步留下 { $leaves } 这几堆（它们的值是 { $values } = 0）：{ -p-position }。
octal-why-winning-nothing = 在这个游戏的 SG 序列中 SG({ $n }) = { $g }，各堆按异或相加；这一步什么都不留：{ -p-position }。
octal-why-losing = 在这个游戏的 SG 序列中 SG({ $n }) = 0：任何着法留下的各堆异或都不为 0，而对手总能把它变回 0。

## 阶梯博弈

staircase-explain-head = { -staircase-game }（{ $convention }规则），{ $steps } 级台阶（第 1 级紧挨地面）。
staircase-explain-even = 偶数级台阶上的石子不起作用：一方把一些石子移到下面的奇数级台阶上，另一方就把同样多的石子再移到下一个偶数级台阶，奇数级台阶又恢复原样。所以这个游戏就是奇数级台阶上的{ -nim-game }。
staircase-explain-odd = 奇数级台阶：{ $terms }。
staircase-explain-rule = 正常规则：X = 0 时为{ -p-position }。必胜的着法把某个奇数级台阶上的石子数 c 变成 c ⊕ X：c ⊕ X < c 时从这级台阶往下移；c ⊕ X > c 且上面的偶数级台阶有足够的石子时，从那里往下移到这级台阶上。
staircase-explain-rule-misere = 反常规则：对奇数级台阶用 Bouton 的规则。只要有一级奇数台阶上的石子 ≥ 2，X = 0 时为{ -p-position }；每级奇数台阶上的石子都 ≤ 1 时，有 1 个石子的奇数级台阶数为奇数时是{ -p-position }。
staircase-value-method = 奇数级台阶上石子数的异或
staircase-move = 把 { $take } 个石子从第 { $step } 级台阶移到第 { $below } 级（{ $from } → { $to }）
staircase-move-floor = 把 { $take } 个石子从第 1 级台阶移到地面（{ $from } → { $to }）
staircase-move-help = { -staircase-game }：`I C` 表示把 C 个石子从第 I 级台阶移到第 I−1 级（从第 1 级移到地面）；`I -> S` 表示第 I 级台阶留下 S 个
staircase-change-down = 从第 { $odd } 级奇数台阶拿走 { $take } 个，留下 { $after } 个
staircase-change-up = 给第 { $odd } 级奇数台阶加上 { $take } 个，变成 { $after } 个
staircase-why-winning = { -staircase-game }就是奇数级台阶上的{ -nim-game }（偶数级台阶上的石子不起作用）：{ $terms } = { $x }。这一步{ $change }，使异或为 0：{ -p-position }。
staircase-why-winning-misere = 反{ -staircase-game }就是奇数级台阶上的反{ -nim-game }（Bouton）：这一步{ $change }，使得要么有一级奇数台阶上的石子 ≥ 2 且异或为 0，要么每级奇数台阶上的石子都 ≤ 1 且有 1 个石子的台阶数为奇数。
staircase-why-losing = 奇数级台阶的异或 { $terms } 为 0：任何着法都改变某一级奇数台阶而使异或不为 0，对手再把它变回 0（从偶数级台阶移下来的石子，对手把它们继续往下移即可）。
staircase-why-losing-misere = 反{ -staircase-game }（对奇数级台阶用 Bouton 的规则）：有一级奇数台阶上的石子 ≥ 2 且异或为 0，或者每级奇数台阶上的石子都 ≤ 1 且有 1 个石子的台阶数为奇数；任何着法都会破坏这一点，而对手可以恢复它。
staircase-rule = 石子每次往下移一级；从第 1 级移下的石子离开棋盘

## 拉斯克尼姆

lasker-explain-head = 拉斯克尼姆（{ $convention }规则），{ $heaps } 堆：每次从一堆中取任意多个，或把一堆分成两个非空的堆。
lasker-explain-value = 一堆 h 的 { -sg-value } g(h)：h ≡ 1 或 2 (mod 4) 时是 h，h ≡ 3 时是 h + 1，h ≡ 0 时是 h − 1（Lasker）：h ≡ 3 的堆分成 a + b 时值为 g(a) ⊕ g(b) ≡ 3 (mod 4)，所以 h ≡ 3 的后继没有值为 h + 1 的，h + 1 的后继也没有值为 h 的。
lasker-explain-heap = {"  "}第 { $index } 堆：g({ $heap }) = { $value }
lasker-explain-rule = 正常规则：X = 0 时为{ -p-position }（{ -sg-theorem }）。必胜的着法把某一堆的值 v 变成 v ⊕ X：若 g(v ⊕ X) 更小，就取到 g(v ⊕ X) 个；或者把它分成 a + b，使 g(a) ⊕ g(b) = v ⊕ X。
lasker-explain-rule-misere = 反常规则：对各堆的值用 Bouton 的规则。只要有一堆的值 ≥ 2（石子 ≥ 2 的堆都是如此），X = 0 时为{ -p-position }；每堆都 ≤ 1 时，值为 1 的堆数为奇数时是{ -p-position }。
lasker-value-method = 各堆 g(h) 的异或，h ≡ 1、2、3、0 (mod 4) 时 g(h) = h、h、h + 1、h − 1
lasker-move-split = 把第 { $heap } 堆（{ $size } 个）分成 { $a } 和 { $b } 两堆
lasker-move-help = 拉斯克尼姆：`H T` 表示从编号为 H 的堆取 T 个，编号从 0 数起（`0 2` 表示从第 1 堆取 2 个）；`H -> S` 表示让这堆留下 S 个；`H -> A B` 表示把这堆分成 A、B 两堆
lasker-move-help-one = 拉斯克尼姆：`T` 表示取 T 个；`-> S` 表示留下 S 个；`-> A B` 表示把这堆分成 A、B 两堆
lasker-left-take = { $to } 个
lasker-left-split = { $a } 和 { $b } 两堆
lasker-worth-take = g({ $to }) = { $value }
lasker-worth-split = g({ $a }) ⊕ g({ $b }) = { $ga } ⊕ { $gb } = { $value }
lasker-why-winning = 每堆 h 的值是 g(h)（h ≡ 1、2、3、0 (mod 4) 时为 h、h、h + 1、h − 1），局面的值是它们的异或，{ $terms } = { $x }。第 { $heap } 堆（{ $size } 个）的值是 { $value }；留下 { $left }，其值变为 { $worth }，异或为 0：{ -p-position }。
lasker-why-winning-misere = 反拉斯克尼姆对各堆的值 g(h) 用 Bouton 的反常规则：只要有一堆的值 ≥ 2，就让异或为 0；当每堆都 ≤ 1 时，留下奇数个 1。把第 { $heap } 堆变成 { $left }（{ $worth }）正是如此。
lasker-why-losing = 各堆的值的异或 { $terms } = 0：任何取或分都改变一堆的值而使异或不为 0，对手再把它变回 0。
lasker-why-losing-misere = 反拉斯克尼姆（对各堆的值 g(h) 用 Bouton 的规则）：有一堆的值 ≥ 2 且异或为 0，或者每堆都 ≤ 1 且值为 1 的堆数为奇数；任何着法都会破坏这一点，而对手可以恢复它。
lasker-rule = 从一堆中取，或把一堆分成两堆

## 绿色 Hackenbush

hackenbush-explain-head = 绿色 Hackenbush（{ $convention }规则）：{ $edges } 条边，{ $vertices } 个顶点（地面算一个）。每次剪掉一条边；与地面不再相连的边随之掉落。
hackenbush-explain-fusion = 融合原理（Winning Ways 第 7 章）：把任一个环的顶点融合为一个点，值不变，环上的每条边变成一个自环，自环的值为 1。融合所有的环之后，剩下 { $nodes } 个由桥相连的结点，以及 { $loops } 个自环。
hackenbush-explain-colon = 冒号原理：剩下的是一棵立在地面上的树；一个结点的值是它的自环数的奇偶（自环数 mod 2）与挂在它上面的各分支的（值 + 1）的异或。从上往下：
hackenbush-ground = 地面
hackenbush-node = 结点 { $vertices }
hackenbush-explain-node = { $branches ->
    [0] {"  "}{ $node }：{ $loops } 个自环，没有分支：{ $terms } = { $value }
   *[other] {"  "}{ $node }：{ $loops } 个自环，{ $branches } 个分支：{ $terms } = { $value }
}
hackenbush-explain-more = {"  "}……还有 { $count } 个更靠近地面的结点
hackenbush-explain-total = 整个图的值就是地面的值：{ $value }。正常规则：值为 0 时为{ -p-position }（{ -sg-theorem }）；必胜的剪法留下值为 0 的图，每种剪法都用同样的方法求值。
hackenbush-value-method = 把环融合成自环，再对树用冒号原理
hackenbush-move = { $removed ->
    [one] 剪掉第 { $edge } 条边（{ $a }-{ $b }），只去掉这一条
   *[other] 剪掉第 { $edge } 条边（{ $a }-{ $b }），连同掉落的部分共去掉 { $removed } 条边
}
hackenbush-move-help = Hackenbush：`E` 或 `cut E` 表示剪掉编号为 E 的边，编号从 0 数起（`0` 表示剪掉第 1 条边）；`A-B` 表示剪掉顶点 A 和 B 之间的边
hackenbush-why-winning = { $bridge ->
    [bridge] 图的值是 { $x }（把环融合成自环，再用冒号原理）；剪掉这座桥，挂在它外面的部分掉落，留下值为 0 的图：{ -p-position }。
   *[other] 图的值是 { $x }（把环融合成自环，再用冒号原理）；剪掉环上的这条边，环被打断，留下值为 0 的图：{ -p-position }。
}
hackenbush-why-losing = 图的值是 0（把环融合成自环，再用冒号原理）：任何剪法都留下值不为 0 的图，对手再剪回 0。
hackenbush-rule = 剪掉一条边；与地面不再相连的部分随之掉落
## 摩尔尼姆

moore-explain-head = 摩尔尼姆（{ $convention }规则），{ $heaps } 堆，k = { $k }：每次从 1 到 k 堆中各取任意多个。
moore-explain-rule = Moore (1910)：把各堆写成二进制；当且仅当每一位上为 1 的堆数都是 K + 1 = { $m } 的倍数时为{ -p-position }（k 不少于堆数时，K 取堆数）。
moore-explain-column = {"  "}第 2^{ $bit } 位：{ $count } 堆为 1，≡ { $residue } (mod { $m })
moore-explain-more-columns = {"  "}… 另有 { $count } 位上有 1
moore-explain-moves = 正常规则：必胜的着法改变至多 { $k } 堆，每堆都变小，使每一位上 1 的个数重新成为 K + 1 的倍数。
moore-explain-rule-misere = 反常规则：只要有一堆 ≥ 2，与正常规则相同；每堆都 ≤ 1 时，当且仅当 1 的个数 ≡ 1 (mod { $m }) 时为{ -p-position }。
moore-value-method = 对每个后继取 mex，对各堆以下的每个局面逐一计算（k ≥ 2 时没有已知的公式）
moore-value-method-nim = 各堆的异或（k = 1 即{ -nim-game }：Bouton）
moore-move = { $parts }
moore-move-help = 摩尔尼姆：`H T` 表示从编号为 H 的堆取 T 个，编号从 0 数起，一步至多 { $k } 对（`0 3, 2 1` 表示从第 1 堆取 3 个、从第 3 堆取 1 个）；`H -> S` 表示让这堆留下 S 个
moore-move-help-one = 摩尔尼姆：`T` 表示取 T 个；`-> S` 表示留下 S 个
moore-why-winning = 这一步之后每一位上 1 的个数都是 { $m } 的倍数：{ -p-position }（Moore）。一步至多从 { $k } 堆中取，必使某一位改变 1 到 { $k } 个 1 而破坏这一点，对手再恢复它。
moore-why-winning-misere-endgame = 这一步之后每堆都 ≤ 1，有 { $ones } 堆为 1，≡ 1 (mod { $m })：对手只能取走其中 1 到 K 堆，你再让个数 ≡ 1，直到对手取走最后一个。
moore-why-losing = 每一位上 1 的个数都是 { $m } 的倍数（Moore）：一步至多从 { $k } 堆中取，必使某一位不再是倍数，对手再恢复它。
moore-why-losing-misere-endgame = 每堆都 ≤ 1 且 1 的个数 ≡ 1 (mod { $m })：你取走其中 1 到 K 堆，对手让个数重新 ≡ 1，最后一个由你取走。
moore-rule = 从 1 到 { $k } 堆中各取任意多个
euclid-explain-head = 欧几里得游戏（{ $convention }规则），两个数 ({ $a }, { $b })。
euclid-explain-over = 有一个数是 0：游戏已经结束，没有着法了（Cole 与 Davie 的规则：把一个数变成 0 的人获胜）。
euclid-explain-rule = 设 a = q·b + r（0 ≤ r < b），着法能到达 (b, r) 和 (r + i·b, b)（1 ≤ i < q），其中每一个都能走到它前面的每一个：这条链上的值依次是 v = SG(b, r)，然后是去掉 v 的 0, 1, 2, …。所以 q ≤ v 时 SG(a, b) = q − 1，否则为 q；并且 SG(b, 0) = 0。沿欧几里得算法向下：
euclid-explain-step = {"  "}{ $a } = { $q }·{ $b } + { $r }：SG({ $b }, { $r }) = { $below }，所以 SG({ $a }, { $b }) = { $value }
euclid-explain-more = {"  "}…… 还有 { $count } 步
euclid-explain-normal = 普通规则：该局势的 { -sg-value }为 { $value }，为 0 时是{ -p-position }，即较大的数小于较小数的两倍、又不是它的倍数，并且 (较小数, 较大数 − 较小数) 是{ -n-position }（Cole 与 Davie，1969）。
euclid-explain-misere = 反常规则（把一个数变成 0 的人输）：同一条链，只是终局对要走的一方有利。当且仅当 q = 1 且下面的局势是{ -n-position }时为{ -p-position }；q ≥ 2 时前两个后继中有一个是{ -p-position }。
euclid-value-method = 沿欧几里得算法向下：q ≤ SG(b, r) 时 SG(a, b) = q − 1，否则为 q（a = q·b + r）
euclid-move = 从 { $from } 减去 { $times } × { $other }（{ $from } → { $to }）
euclid-move-help = 欧几里得游戏：`a K` 表示从 a 减去 K 倍的 b；`b K` 表示从 b 减去 K 倍的 a；`-> X Y` 表示留下 X 和 Y
euclid-why-winning = 这一步留下 ({ $x }, { $y })，按上述递推其 { -sg-value }为 0：是{ -p-position }，对手无论怎么走，留给你的局势的值都大于 0。
euclid-why-winning-misere = 反欧几里得游戏：这一步留下 ({ $x }, { $y })，是{ -p-position }：它唯一的着法要么把一个数变成 0（因而输掉），要么走到{ -n-position }。
euclid-why-losing = 在 ({ $a }, { $b }) 中，较大的数小于较小数的两倍且不是它的倍数，所以唯一的着法是减去一次 { $smaller }，留下 { $left } 和 { $smaller }：这是{ -n-position }，对手获胜。
euclid-why-losing-misere = 在 ({ $a }, { $b }) 中，唯一的着法是减去一次 { $smaller }，留下 { $left } 和 { $smaller }：这是反欧几里得游戏的{ -n-position }，或者是输掉的 0。
euclid-why-losing-over = ({ $a }, { $b }) 中有一个 0：游戏已经结束，把它变成 0 的人已经获胜。
euclid-rule = 从较大的数减去较小数的正整数倍；把一个数变成 0 的人获胜

## 游戏的和

sum-explain-head = 游戏的和 { $expr }，{ $convention }规则。
sum-explain-rule = { -sg-theorem }：游戏的和的 { -sg-value }是各个游戏 { -sg-value }的异或；异或为 0 时为{ -p-position }。
sum-explain-component = {"  "}{ $expr }：SG = { $g }，{ $method }
sum-explain-total = X = { $terms } = { $x }。
sum-explain-move-rule = 必胜的着法把某个值为 g 的游戏变成值为 g ⊕ X 的局势，使异或为 0。
sum-explain-moves-missing = { $expr } 中到达{ -winning-move }所需之值的着法没有列出：{ $why }。
sum-explain-no-value = { -sg-value }没有计算（{ $why }）。
sum-explain-closed-form = 只有一个游戏：由它自己的公式给出胜负与着法。
sum-explain-misere-bouton = 按堆的值的反常规则（尼姆堆的值是 h，巴什堆是 h mod (m+1)，拉斯克尼姆的堆是 g(h)，{ -staircase-game }的奇数级台阶是其上的石子数）：只要有一堆的值 ≥ 2，异或为 0 时是{ -p-position }；每堆的值都 ≤ 1 时，值为 1 的堆数为奇数时是{ -p-position }（Bouton）。
sum-explain-misere-sj = 这里值为 0 的堆都是空堆，已无着法：整个和是 Anti-SG 游戏，由 SJ 定理（Anti-SG；贾志豪 2009），先手必胜当且仅当（g ≠ 0 且某个单一游戏的 g > 1）或（g = 0 且没有单一游戏的 g > 1），其中 g 是异或值，每堆是一个单一游戏。
sum-explain-misere-search = 这个和的反常规则没有公式；已搜索整个和的每个局势（最多 { $positions } 个局势、{ $moves } 步着法）。
sum-explain-count = { $outcome }：共有 { $count } 种{ -winning-move }。

## 反常商（misère quotient）

quotient-proven = 对任意堆大小都已证明（堆映射从第 { $preperiod } 堆起周期为 { $period }）
quotient-holds = 对不超过 { $n } 的堆精确成立
quotient-explain-one = { $code } 的反常规则：它的反常商（grundy misere { $code }）有 { $order } 个元素，{ $proof }。每堆是一个元素；当各堆元素之积属于 P 部分 {"{"}{ $portion }{"}"} 时，和是{ -p-position }。
quotient-game = { $code } { $proof }
quotient-explain-joint = 多个{ -octal-game }之和的反常规则：它们的联合反常商（所有堆生成的闭包）有 { $order } 个元素（{ $games }）。每堆是一个元素；当各堆元素之积属于 P 部分 {"{"}{ $portion }{"}"} 时，和是{ -p-position }。
quotient-heap = {"  "}{ $heap }：{ $element }
quotient-product-in = 乘积：{ $product } = { $total }，属于 P 部分。
quotient-product-out = 乘积：{ $product } = { $total }，不属于 P 部分。

## 提示

hint-why-winning-bouton = 堆的反常规则（Bouton）：只要有一堆的值 ≥ 2，就像正常规则一样让各堆异或为 0；当每堆的值都将 ≤ 1 时，留下奇数个 1。这一步留下 { $after }，是{ -p-position }。
hint-why-winning-search = 搜索该游戏在反常规则下的每个局势得出：这一步之后（{ $after }），对手的每一步都有应对。
hint-why-winning-quotient = 由该游戏的反常商（grundy misere）：每堆是一个有限幺半群中的元素，当各堆元素之积属于 P 部分时，轮到走的一方必败。这一步留下 { $after }，其积正属于 P 部分。
hint-why-winning-sum-plain = 这一步留下 { $after }，是{ -p-position }。
hint-why-winning-sum = 由 { -sg-theorem }，和的值是各游戏值的异或：{ $terms } = { $x }。第 { $game } 个游戏的值是 { $g }，这一步把它变成值为 { $g } ⊕ { $x } = { $target } 的局势，使异或为 0：留给对手一个{ -p-position }。
hint-why-losing-bouton = 堆的反常规则（Bouton）：有一堆的值 ≥ 2 且异或为 0，或者每堆的值都 ≤ 1 且值为 1 的堆数为奇数；任何着法都会破坏这一点，而对手可以恢复它。
hint-why-losing-search = 搜索反常规则下的每个局势表明，你的每一步都有应对。
hint-why-losing-quotient = 由该游戏的反常商（grundy misere）：各堆元素之积属于 P 部分，而任何着法留下的积都不在其中。
hint-why-losing-sum = 由 { -sg-theorem }，和的值是各游戏值的异或，{ $terms } = 0：任何着法都改变一个值而使异或不为 0，对手再把它变回 0。
hint-why-losing-plain = 任何着法留下的局势，对手都能获胜。

## 对局的起点

start-advice-over = 对局还没开始就结束了：这个局势没有任何着法。
start-advice-won = 这个起点是{ -n-position }：先走的一方只要走法正确就能获胜（有 { $count } 种{ -winning-move }）。请你先走。
start-advice-lost = 这个起点是{ -p-position }：对手走法正确时，先走的一方必输。可以让电脑先走，或者从 { $winnable } 开始，那是先手必胜的局势。
start-advice-lost-plain = 这个起点是{ -p-position }：对手走法正确时，先走的一方必输。请让电脑先走。

## 游戏没有更多可说时导师的话（默认）

tutor-move = { $notation }
tutor-why-winning = 走完后对手面对{ -p-position }（{ $convention }规则下的 P 态）：对手怎么走都输
tutor-why-losing = 无论怎么走，都让对手面对{ -n-position }（{ $convention }规则下的 N 态）

## Mock Turtles

turtles-explain-head = Mock Turtles 翻硬币（正常规则），{ $heads } 枚正面：每次翻一、二或三枚硬币，最右边的一枚由正面翻成反面。
turtles-explain-value = 翻硬币游戏等于各枚正面的和，每枚正面的值就是只有它朝上时的值。位置 x 的正面值为第 x 个 odious 数（二进制中 1 的个数为奇数），即 2x 或 2x + 1（Winning Ways 第 14 章）：它的后继的值是 0、每个更小的 odious 数，以及任意两个的异或，即每个更小的 evil 数。
turtles-explain-coin = {"  "}位置 { $coin }：{ $value }
turtles-explain-more = {"  "}……另有 { $count } 枚正面
turtles-explain-rule = X = 0 时为{ -p-position }（{ -sg-theorem }）。一步的值是所翻硬币的 odious 数的异或；必胜的着法所翻硬币的 odious 数异或为 X。
turtles-value-method = 各枚正面的 odious 数的异或（位置 x 的正面值为 2x，x 的二进制中 1 的个数为偶数时再加 1）
turtles-move = 翻位置 { $coins } 的 { $count } 枚硬币（位置 { $head } 的正面翻成反面）
turtles-move-help = 翻硬币：输入所翻硬币的位置，如 `1 4` 或 `turn 0 2 5`：一到三个位置，最右边的须是正面
turtles-why-winning = 位置 x 的正面值为第 x 个 odious 数，整排的值是它们的异或，{ $terms } = { $x }。翻位置 { $coins } 的硬币使它改变 { $values } = { $change }，剩下 0：{ -p-position }。
turtles-why-losing = 各枚正面的 odious 数异或为 { $terms } = 0：每一步翻一到三枚硬币，值改变若干 odious 数的异或，从不为 0，对手再把它变回 0。
turtles-rule = 翻一、二或三枚硬币，最右边的一枚须是正面

## 有向无环图上的游戏

dag-explain-head = 有向无环图上的游戏（正常规则）：{ $vertices } 个顶点，{ $edges } 条边，{ $tokens } 枚棋子；每次沿一条边移动一枚棋子。
dag-explain-value = 顶点的 { -sg-value }是其后继的值的 mex（没有出边的顶点为 0），按拓扑序从汇点往上求出；棋子的值就是所在顶点的值，同一张图上的几枚棋子是它们的和（{ -sg-theorem }）。
dag-explain-token = {"  "}第 { $index } 枚棋子在顶点 { $vertex }：{ $value }
dag-explain-more = {"  "}……另有 { $count } 枚棋子
dag-explain-rule = X = 0 时为{ -p-position }。必胜的着法把一枚棋子从值为 v 的顶点移到值为 v ⊕ X 的后继；X ≠ 0 时由 mex 的定义，总有某枚棋子可以这样走。
dag-value-method = 各棋子所在顶点的值的异或（顶点的值是其后继的值的 mex）
dag-move = 把第 { $token } 枚棋子从顶点 { $from } 移到顶点 { $to }
dag-move-help = 图上的游戏：`T -> W` 表示沿一条边把编号为 T 的棋子移到顶点 W，编号从 0 数起（`0 -> W` 移动第 1 枚棋子）
dag-move-help-one = 图上的游戏：`-> W` 表示沿一条边把棋子移到顶点 W
dag-why-winning = 每枚棋子的值是所在顶点的值（其后继的值的 mex），局面的值是它们的异或，{ $terms } = { $x }。第 { $token } 枚棋子在顶点 { $from }，值为 { $before }；移到顶点 { $to } 后值为 { $after }，异或变为 0：{ -p-position }。
dag-why-losing = 各棋子的值的异或 { $terms } = 0：每一步把一枚棋子移到某个后继，其值与原顶点不同（mex 不在后继的值中），异或变为非 0，对手再把它变回 0。
dag-rule = 沿一条边移动一枚棋子

## A move in its game's short form (analyze's move lines; heaps, steps, tokens and edges counted from 1, as prose counts)

move-short-heap = 第 { $heap } 堆 -> { $to }
move-short-take = 取 { $take } -> { $to }
move-short-two-heaps = -> ({ $a }, { $b })
move-short-split = 取 { $take } -> ({ $leaves })
move-short-step-down = 第 { $step } 级台阶：下移 { $take } 枚，剩 { $to } 枚
move-short-heap-split = 第 { $heap } 堆 -> ({ $leaves })
move-short-coin-turn = 翻转 { $coins }
move-short-slide = 第 { $token } 枚棋子：{ $from } -> { $to }
move-short-heaps = 第 { $heaps } 堆 -> ({ $to })
move-short-cut = 剪断第 { $edge } 条边（{ $a }-{ $b }）
