# 游戏的错误信息（crates/grundy/src/games）：一行，说明哪里错了、接受什么。按游戏分组；
# 每个 id 与 ../en/errors-games.ftl 一一对应，变量也相同（有测试比对）。

## 各个游戏共用（games/take.rs 与各游戏共用的词）

error-games-tokens = { $count } 个
error-games-heap-size = 堆的大小
error-games-number = 数
error-games-maximum-take = 每次至多取的数
error-games-none = { $none }：应为 { $usage }
error-games-no-heap = 没有堆
error-games-cannot-read = 无法读取“{ $words }”：{ $usage }
error-games-take-usage = 着法写作 `T`（取 T 个）或 `-> S`（留下 S 个）
error-games-take-nothing = 每次至少取 1 个
error-games-heap-empty = 这堆已经空了
error-games-heap-has-only = 这堆只有 { $tokens }
error-games-leave-fewer = 这堆有 { $tokens }：着法应留下更少，而不是 { $to } 个
error-games-take-leaves = 从 { $heap } 个中取 { $take } 个剩下 { $left } 个，而不是 { $to } 个
error-games-too-many-moves = { $game } 的合法着法超过 { $limit } 种，多于可列出的数目
error-games-or = { $first } 或 { $last }
error-games-comma = { $first }、{ $rest }
error-games-max-zero-notation = max=0 时无法走任何一步：应为 max >= 1
error-games-no-heap-index = 没有堆 { $heap }：{ $game } 的堆编号为 0 到 { $last }
error-games-heap-index-empty = 堆 { $heap } 已经空了
error-games-heap-index-has-only = 堆 { $heap } 只有 { $tokens }
error-games-heap-index-leaves-fewer = 堆 { $heap } 有 { $tokens }：着法应留下更少（0 到 { $most } 个）
error-games-say-which-heap = { $game } 有 { $count } 堆：请说明取哪一堆，如 `1 2`（从堆 1 取 2 个）

## 巴什博弈

error-bash-notation = bash(N,max=M)：一堆，以及每次至多可取的数
error-bash-max-zero = 每次至多取的数 m = 0 无效：每步至少要能取 1 个；应为 m >= 1
error-bash-bound = { $game } 每次只能取 1 到 { $max } 个

## 减法博弈

error-sub-notation = sub(N,{"{"}S1,S2,...{"}"})：一堆，以及减法集合
error-sub-empty-set = 减法集合为空：应至少有一个正整数，如 {"{"}1,3,4{"}"}
error-sub-zero-in-set = 减法集合含有 0：每个元素都须是正整数
error-sub-heap-limit = 减法博弈的 SG 值只计算到 n = { $limit }；所求为 n = { $n }
error-sub-invalid-element = 减法集合“{ $set }”中的元素“{ $element }”无效：应为小于 2^64 的正整数，用逗号分隔，如 {"{"}1,3,4{"}"}
error-sub-period-not-found = sub({ $heap },{ $set })：大于 { $heap_limit } 的堆由 { $set } 的周期求 SG 值，但在前 { $limit } 个局面中没有找到周期
error-sub-period-too-long = sub({ $heap },{ $set })：{ $set } 的 SG 值从 n = { $preperiod } 起以周期 { $period } 重复，但只存储到 n = { $limit }
error-sub-misere = { $game }：grundy 没有减法博弈的反常规则；和中的小局面会整体搜索
error-sub-allows = { $game } 每次只能取 { $takes } 个

## 动态 k 倍减法（fib、takeaway）

error-takeaway-notation-fib = fib(N) 或 fib(N,cap=C)：一堆，以及（可选）当前至多可取的数
error-takeaway-notation = takeaway(N,k=P/Q) 或 takeaway(N,k=P/Q,cap=C)：一堆、倍数 k，以及（可选）当前至多可取的数
error-takeaway-heap-digits = 动态 k 倍减法只分析至多 { $limit } 位的堆（其必败的堆要一直列到 n）；这堆有 { $digits } 位
error-takeaway-winning-moves = 这个局面的必胜走法超过 { $limit } 种（取 1 到 { $last } 个都必胜），多于 grundy 列出的数目
error-takeaway-grundy-heap = 动态 k 倍减法的 SG 值没有闭式；g 由对所有更小局面的精确搜索求得，堆至多为 { $limit }
error-takeaway-opening = 第一步可以取 1 到 { $most } 个，但不能取完整堆
error-takeaway-in-fib = 在斐波那契博弈中
error-takeaway-with-k = 在 k = { $k } 时
error-takeaway-no-take = { $game }，现在不能取
error-takeaway-at-most-because = { $game }，现在至多取 { $reason }
error-takeaway-at-most = { $game }，现在至多取 { $most } 个（上一次所取的 k 倍，且不超过这堆）
error-takeaway-misere = { $game }：grundy 没有动态 k 倍减法的反常规则；和中的小局面会整体搜索
error-takeaway-cap = 上限 cap
error-takeaway-list-digits = 必败的堆只列到至多 { $limit } 位的数
error-takeaway-first-work = k = { $k } 时前 { $count } 个必败的堆需要超过 { $limit } 字的内存（上限 takeaway_work）；请少要一些
error-takeaway-first-digits = 必败的堆只列到约 { $limit } 位的数；请少要一些
error-takeaway-work = 动态 k 倍减法的分析要列出不超过这堆的所有必败的堆：k = { $k }、堆有 { $digits } 位时可能有 { $count } 个，需要 { $work } 字的内存，超过上限 { $limit }（takeaway_work）；请用更小的 k 或堆

## 尼姆博弈

error-nim-notation = nim(H1,H2,...) 或 nim(H1,H2,...,max=R)：各堆的大小，以及每次至多取 R 个
error-nim-max-zero = 每次至多取的数 r = 0 无效：每步至少要能取 1 个；应为 r >= 1
error-nim-bound = { $game } 每次只能从一堆中取 1 到 { $max } 个，不能取 { $take } 个
error-nim-usage = 尼姆博弈的着法写作 `H T`（从堆 H 取 T 个）或 `H -> S`（堆 H 留下 S 个）
error-nim-usage-one = 尼姆博弈的着法写作 `T`（取 T 个）或 `0 -> S`（留下 S 个）
error-nim-invalid-heap-bytes = 第 { $byte } 字节处的堆的大小“{ $token }”无效：应为以空白分隔、用十进制数字 0-9 写成的非负整数

## 威佐夫博弈

error-wythoff-notation = wythoff(A,B)：两堆
error-wythoff-beyond-rows = { $beyond }；超出它时，走到某个值的着法由第 min(a, b) 行的加性周期求得，行号至多为 { $limit }
error-wythoff-usage = 威佐夫博弈的着法写作 `a T` 或 `b T`（从 a 堆或 b 堆取 T 个）、`both T`（两堆各取 T 个）或 `-> X Y`（两堆留下 X 和 Y 个）
error-wythoff-not-a-move = 从 ({ $a }, { $b }) 出发，一步只能从一堆中取，或从两堆中取同样多个；({ $x }, { $y }) 两者都不是
error-wythoff-both = 从两堆中取时两堆取得一样多：至多 { $most } 个，即较小的一堆
error-wythoff-and = { $first }；而且{ $second }
error-wythoff-beyond-table = { $beyond }；超出它时，g 由第 min(a, b) 行的加性周期求得，行号至多为 { $limit }
error-wythoff-row-without-proof = 一行标为已证明却没有证明（程序错误）
error-wythoff-row-proof-work = 第 { $row } 行的加性周期用到第 { $column } 列为止的值还不能证明，再往下算需要 (a+1)²(B+1) > { $limit } 步
error-wythoff-grundy-table = 威佐夫博弈的 SG 值没有闭式；g 由所有更小局面的表求得，限于 a + b <= { $sum_limit } 且 (a+1)(b+1) <= { $cell_limit }
error-wythoff-table-size = 边长为 { $side } 的威佐夫 SG 值表超过上限 { $limit }（约需 1.5·n² 字节内存）；只算一行可以远得多
error-wythoff-row-index = 威佐夫 SG 值表的第 { $row } 行超过上限 a <= { $limit }（第 0..=a 行都要在内存中保留最后 a + 1 列）
error-wythoff-row-length = 算到 b = { $to } 的威佐夫 SG 值行超过上限 b <= { $limit }（整行保留在内存中）
error-wythoff-row-work = 第 { $row } 行算到 b = { $to } 需要 (a+1)²·(B+1) 步，超过上限 { $limit }；请求更小的行或更小的 B
error-wythoff-low-value-work = SG 值为 { $value } 的格子的着法由下面各行中不超过它的值求得，这里超过 { $limit } 步（上限 wythoff_low_value_work）

## 摩尔尼姆

error-moore-notation = moore(H1,H2,...,k=K)：各堆的大小，以及一步至多可以从几堆中取
error-moore-usage = 摩尔尼姆的着法写作一到 K 对 `H T`（从堆 H 取 T 个）或 `H -> S`（堆 H 留下 S 个），如 `0 3, 2 1`
error-moore-usage-one = 摩尔尼姆的着法写作 `T`（取 T 个）或 `-> S`（留下 S 个）
error-moore-no-heap = 摩尔尼姆至少要有一堆：应为 moore(H1,H2,...,k=K)
error-moore-k = 参数 k
error-moore-k-zero = k=0 时无法走任何一步：应为 k >= 1（一步至多可以从几堆中取）
error-moore-too-many = { $game }：{ $moves }，超过 grundy 列出的上限 { $limit }
error-moore-moves-to-p = 有 { $count } 种走到必败态的着法
error-moore-moves-misere = 有 { $count } 种走到反常规则残局的必胜走法
error-moore-winning-moves = 有 { $count } 种必胜走法
error-moore-moves-to-value = 有 { $count } 种走到同一个值的着法
error-moore-move-search = { $game }：找出走到必败态的着法约需 { $steps } 步（至多 K 堆的集合、3^|集合| 种状态、各个二进制位），超过 grundy 允许的 { $limit } 步
error-moore-grundy = { $game }：它的 SG 值是其各堆之下所有局面的 mex（K ≥ 2 时没有已知的闭式），超过 grundy 计算的 { $limit } 步；谁胜以及必胜走法都能精确求得
error-moore-no-change = 一步至少要从一堆中取
error-moore-too-many-heaps = 一步至多从 { $k } 堆中取（k={ $k }），不能从 { $count } 堆中取
error-moore-heap-twice = 堆 { $heap } 出现了两次：一步中每堆只能取一次
error-moore-a-heap-twice = 有一堆出现了两次：一步中每堆只能取一次
error-moore-take-nothing = 每堆至少取 1 个

## 拉斯克尼姆

error-lasker-notation = lasker(H1,H2,...)：各堆的大小
error-lasker-usage = 拉斯克尼姆的着法写作 `H T`（从堆 H 取 T 个）、`H -> S`（堆 H 留下 S 个）或 `H -> A B`（把堆 H 分成 A、B 两堆）
error-lasker-usage-one = 拉斯克尼姆的着法写作 `T`（取 T 个）、`-> S`（留下 S 个）或 `-> A B`（把这堆分成 A、B 两堆）
error-lasker-no-heap = 拉斯克尼姆至少要有一堆：应为 lasker(H1,H2,...)
error-lasker-too-many = { $game }：{ $moves }，超过 grundy 列出的上限 { $limit }
error-lasker-moves-to-value = 有 { $count } 种走到同一个值的着法（在和中按段列出）
error-lasker-runs = 走到同一个值的着法有 { $count } 段
error-lasker-winning-moves = 有 { $count } 种必胜走法（在和中按段列出）
error-lasker-leaves-fewer = 堆 { $heap } 有 { $tokens }：着法应留下更少（0 到 { $most } 个），或把它分成两堆
error-lasker-split-empty = 分堆要留下两个非空的堆（只留一堆请用取）
error-lasker-split-order = 分成的两堆要先写较小的：{ $b } { $a }
error-lasker-split-sum = 堆 { $heap } 有 { $tokens }，但 { $a } + { $b } = { $sum }
error-lasker-take-nothing = 每次至少取 1 个（分堆请写 `H -> A B`）

## 阶梯博弈

error-staircase-notation = staircase(C1,C2,...)：第 1、2、… 级台阶上的石子数
error-staircase-usage = 阶梯博弈的着法写作 `I C`（把 C 个石子从第 I 级台阶移下一级）、`step I C`、`move C from I` 或 `I -> S`（第 I 级台阶留下 S 个）
error-staircase-no-step = 阶梯至少要有一级台阶：应为 staircase(C1,C2,...)
error-staircase-floor = 第 0 级是地面：那里的石子已不在局中
error-staircase-no-such-step = 没有第 { $step } 级台阶：{ $game } 的台阶为第 1 到第 { $last } 级
error-staircase-coins-on-step = 一级台阶上的石子数
error-staircase-none = 没有台阶
error-staircase-take-nothing = 每次至少移 1 个石子
error-staircase-step-empty = 第 { $step } 级台阶是空的
error-staircase-step-has-only = 第 { $step } 级台阶只有 { $coins }
error-staircase-leaves = 从第 { $step } 级台阶移走 { $take } 个剩下 { $left } 个，而不是 { $to } 个
error-staircase-leave-fewer = 第 { $step } 级台阶有 { $coins }：着法应留下更少，而不是 { $left } 个
error-staircase-say-which = { $game } 有 { $count } 级台阶：请说明是哪一级，如 `2 1`（从第 2 级移 1 个石子）
error-staircase-total = 台阶上的石子总数
error-staircase-coins = { $count } 个石子

## 欧几里得游戏

error-euclid-notation = euclid(A,B)：两个数
error-euclid-bits = 欧几里得游戏中的数有 { $bits } 位二进制：grundy 接受至多 { $limit } 位二进制的数（约 19,700 位十进制）
error-euclid-usage = 欧几里得游戏的着法写作 `a K`（从 a 减去 K 倍的 b）、`b K`（从 b 减去 K 倍的 a）或 `-> X Y`（留下 X 和 Y）
error-euclid-over = ({ $a }, { $b }) 中有 0：游戏已经结束
error-euclid-not-a-move = 从 ({ $a }, { $b }) 出发，一步从较大的数减去较小数的正整数倍，且结果不小于 0；({ $x }, { $y }) 不是这样的着法
error-euclid-too-much = { $other } 的 { $times } 倍大于 { $from }

## 有向无环图上的游戏（dag）

error-dag-notation = dag({"{"}0 的后继{"}"},{"{"}1 的后继{"}"},...,T1,T2,...)：先是各顶点的后继集合，然后是各棋子所在的顶点
error-dag-no-vertex = 图至少要有一个顶点：应为 dag({"{"}1{"}"},{"{"}{"}"},0)
error-dag-vertices = 图有 { $count } 个顶点：至多接受 { $limit } 个
error-dag-edges = 图有 { $count } 条边：至多接受 { $limit } 条
error-dag-edge-to-nowhere = 顶点 { $vertex } 有一条指向 { $far } 的边，但顶点编号为 0 到 { $last }
error-dag-cycle = 这些边构成了环 { $cycle }：图上的游戏需要无环的图
error-dag-usage = 图上的着法写作 `T -> W`（把棋子 T（从 0 数）移到顶点 W）或 `T W`
error-dag-usage-one = 图上的着法写作 `-> W` 或 `W`（把棋子移到顶点 W）
error-dag-tokens = 有 { $count } 枚棋子：至多接受 { $limit } 枚
error-dag-token-nowhere = 有一枚棋子在顶点 { $vertex } 上，但顶点编号为 0 到 { $last }
error-dag-misere = { $game }：grundy 没有图上游戏的反常规则；和中的小局面会整体搜索
error-dag-no-token = 图上没有棋子
error-dag-no-such-token = 没有棋子 { $token }：棋子编号为 0 到 { $last }
error-dag-more-vertices = 顶点超过 { $limit } 个：至多接受这么多
error-dag-no-set = 图的写法以各顶点的后继集合开头：应为 { $usage }
error-dag-token-vertex = 棋子所在的顶点
error-dag-token-elsewhere = 棋子 { $token } 在顶点 { $from } 上，不在 { $claimed } 上
error-dag-stuck = 顶点 { $from } 没有出边：棋子 { $token } 无法移动
error-dag-no-edge = 没有边 { $from } > { $to }：棋子 { $token } 可以移到 { $choices }

## 绿色 Hackenbush（删边游戏）

error-hackenbush-notation = hackenbush("1-2,2-3")：图的各条边 A-B，顶点 1（以及 0）是地面
error-hackenbush-usage = Hackenbush 的着法写作 `E` 或 `cut E`（剪掉第 E 条边，从 0 数起），或 `A-B`（顶点 A 和 B 之间的边）
error-hackenbush-floating = 边 { $edge }（{ $a }-{ $b }）与地面（顶点 1 或 0）不相连
error-hackenbush-move-edges = 有 { $count } 条边：grundy 只列出至多 { $limit } 条边的图的剪法（SG 值照样给出）
error-hackenbush-misere = { $game }：grundy 没有绿色 Hackenbush 的反常规则；和中至多 { $limit } 条边的图会整体搜索
error-hackenbush-edges = 有 { $count } 条边：Hackenbush 的图至多有 { $limit } 条边
error-hackenbush-vertex = 顶点 { $vertex }：顶点编号至多为 { $limit }
error-hackenbush-bad-edge = 边“{ $edge }”无效：{ $what }；应为 A-B，两个顶点编号
error-hackenbush-empty-edge = 两个逗号之间什么也没有
error-hackenbush-no-dash = 没有“-”
error-hackenbush-vertex-number = 顶点是 0、1、2 … 这样的数
error-hackenbush-no-edge-left = 已经没有可剪的边
error-hackenbush-no-such-edge = 没有边 { $edge }：{ $game } 的边编号为 0 到 { $last }
error-hackenbush-edge-ends = 边 { $edge } 是 { $ends }，不是 { $claimed }
error-hackenbush-no-join = { $game } 中没有连接 { $a } 和 { $b } 的边
error-hackenbush-several = 有 { $count } 条边连接 { $a } 和 { $b }：请用编号说明是哪一条（{ $edges }）
error-hackenbush-search-edges = { $game }：有 { $count } 条边；穷举搜索只接受至多 { $limit } 条边的图

## Mock Turtles 翻硬币

error-turtles-notation = turtles(X1,X2,...)：各枚正面硬币的位置（从 0 数起），或 turtles(none)
error-turtles-usage = 翻硬币的着法写所翻硬币的位置，如 `turn 1 4` 或 `1 4`：一到三个位置，最右边的须是正面
error-turtles-heads = 这一排硬币有 { $count } 枚正面：至多接受 { $limit } 枚
error-turtles-twice = 硬币 { $coin } 出现了两次：每枚正面只列一次
error-turtles-misere = { $game }：grundy 没有翻硬币的反常规则；和中的小局面会整体搜索
error-turtles-more-heads = 正面超过 { $limit } 枚：至多接受这么多
error-turtles-coin-position = 硬币的位置
error-turtles-too-many = { $game }：有 { $count } 种走到同一个值的着法，超过 grundy 列出的上限 { $limit }
error-turtles-count = 翻硬币一步翻一、二或三枚硬币
error-turtles-order = 一步所翻的硬币各不相同，并从左到右书写
error-turtles-tails = 硬币 { $coin } 是反面：所翻的最右边一枚须是正面

## 八进制博弈

error-octal-notation-dawsons = dawsons(N)：一堆
error-octal-notation-kayles = kayles(N)：一排 N 个木瓶
error-octal-notation = octal(N,CODE)：一堆，以及一个八进制代码，如 0.07
error-octal-plain-limit = { $game }：普通方法只计算到 n = { $limit }；所求为 n = { $n }
-octal-accepted = 应为代码 d0.d1d2...，由八进制数字 0-7 写成（如 0.07 或 4.07），或由十六进制数字 0-9a-f 写成、其中位 8 表示留下三堆（如 0.8、4.f7 或 0x0.6），d0 为 0、4、8、c 之一；或者一个名字：kayles、dawsons、officers、treblecross
error-octal-invalid = 八进制博弈“{ $code }”无效：{ -octal-accepted }
error-octal-invalid-why = 八进制博弈“{ $code }”无效：{ $why }；{ -octal-accepted }
error-octal-no-dot = 没有“.”
error-octal-d0-one-digit = d0 只有一位
error-octal-not-a-digit = “{ $digit }”不是数字
error-octal-d0-splits = d0 只能表示分堆（0、4、8 或 c），因为什么也不取、堆保持原样不算一步
error-octal-all-zero = 每一位都是 0，所以没有任何着法
error-octal-usage = 八进制博弈的着法写作 `T`（从一端取 T 个）或 `T A B`（取 T 个，留下 A、B 两堆）
error-octal-no-period = { $game }：在 n = { $reach } 以内未能证明 { $code } 的周期，所以大小为 { $heap } 的堆（超出逐个计算的 { $limit }）的 SG 值未知
error-octal-too-many = { $game } 走到 SG 值为 { $target } 的局面的着法超过 { $limit } 种，多于 grundy 逐个列出的数目（在和中按段列出）
error-octal-misere = { $game }：grundy 对八进制博弈的反常规则还不能精确求解；和中的小局面会整体搜索
error-octal-leave-nothing = 什么也不留（取走整堆）
error-octal-leave-one = 一堆
error-octal-leave-two = 两堆
error-octal-leave-three = 三堆
error-octal-digit-zero = 代码 { $code } 不允许取 { $take } 个（数位 d_{ $take } = 0）；允许取的个数为 { $takes }
error-octal-digit-rule = 代码 { $code }：取 { $take } 个（数位 d_{ $take } = { $digit }）可以留下 { $leaves }
error-octal-move-work = { $game }：找出走到某个值的着法约要查看 { $bound } 种着法，超过 grundy 查看的上限 { $limit }
error-octal-empty-leaf = 留下的堆都须非空（不要写 0）
error-octal-leaves = 从 { $heap } 个中取 { $take } 个剩下 { $left }，但写出的各堆共有 { $named } 个
error-octal-refused = { $game }：{ $rule }
error-octal-other-game = `from { $named }` 指的不是第 { $index } 个游戏：请写 `take T from { $index }`，或把游戏的编号写在前面，如 `{ $named }: { $take }`
error-octal-three-heaps = 一步至多留下三堆
error-octal-split-example = { $refusal }；要分堆，请写出留下的各堆，如 `{ $take } 1 { $rest }`
error-octal-or-grundy = { $error }；或者 grundy（Grundy 博弈）
error-octal-unproven = { $game }：没有证明周期
error-octal-run-work = { $game }：找出走到某个值的着法约要查看 { $work } 个值（它留下三堆的着法），超过 grundy 查看的上限 { $limit }
error-octal-sequence-length = { $game }：SG 值序列只计算到 n = { $limit }；所求为 n = { $n }
error-octal-checkpoint-corrupt = { $game }：检查点文件不是 { $game } 算到 n = { $n } 的存档（或已损坏）；请删除它重新开始
error-octal-checkpoint-old = { $game }：检查点文件由旧版 grundy 写成，续算和从头算一样慢；请删除它重新开始
error-octal-without-period = { $game }：{ $reason }；在 n = { $limit } 以内没有证明周期，所以 SG 值只算到那里；所求为 n = { $n }
error-octal-reason-three = 留下三堆的着法只计算到 n = { $limit }
error-octal-reason-sparse = 没有找到稀疏空间（最好的掩码使堆 { $from }..={ $to } 中有 { $rare } 个是稀有的，多于 1/{ $fraction }），而普通 mex 只计算到 n = { $limit }

## 作为和的一部分的游戏

error-component-not-one = “{ $text }”不是单个 { $name } 局面：应形如 { $example }
error-component-foreign-move = 那不是 { $game }（{ $family } 游戏）的着法
