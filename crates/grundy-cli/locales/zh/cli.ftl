# grundy 命令自己的中文文字：库的回答周围的行（标题、结果、走法、终端里的对局）。
# 与 ../en/cli.ftl 的 id 和变量相同；库的消息（游戏名、解释）在 crates/grundy/locales。

## Shared lines
cli-outcome-p = 结果：P，{ -p-position }（轮到走的一方必败）
cli-outcome-n = 结果：N，{ -n-position }（轮到走的一方必胜）
cli-winning-moves = { -winning-move }（共 { $count } 种）：
cli-winning-moves-none = { -winning-move }：无
cli-winning-moves-unlisted = { -winning-move }：未列出（某个分量的走法没有列出，见上）
cli-grundy-value = { -sg-value }：{ $g }
cli-grundy-not-computed = { -sg-value }：未计算
cli-take-leaving = 取 { $take } 个，剩 { $to } 个

## grundy judge --list (a problem's line), progress bars, --plot pictures
cli-judge-hdu1527 = { -wythoff-game }：每行 'a b'，直到输入结束；先手必胜输出 1，否则输出 0
cli-judge-luogu2252 = { -wythoff-game }：一行 'a b'；先手必胜输出 1，否则输出 0
cli-judge-hdu2177 = { -wythoff-game }：每行 'a b'，直到 '0 0'；输出 0，或输出 1 及每个{ -winning-move } 'x y'
cli-judge-hdu1846 = { -bash-game }：先 C，再 C 行 'n m'；输出 first 或 second
cli-judge-hdu2149 = 拍卖形式的{ -bash-game }：每行 'M N'，直到输入结束；输出第一次出价的每个必胜价，或 none
cli-judge-hdu1847 = { -subtraction-game }，每次取 2 的幂：每行 n，直到输入结束；输出 Kiki 或 Cici
cli-judge-hdu1848 = 三堆，每次取一个斐波那契数：每行 'm n p'，直到 '0 0 0'；输出 Fibo 或 Nacci
cli-judge-hdu1536 = S-Nim（减法集合 S）：多组数据，直到 0；每组输出一行 W/L
cli-judge-hdu1850 = { -nim-game }：每块 'M h1..hM'，直到 0；输出先手{ -winning-move }的个数
cli-judge-hdu1907 = 反常规则的{ -nim-game }：先 T，每组一行 'N h1..hN'；输出 John（先手胜）或 Brother
cli-judge-luogu2197 = { -nim-game }：先 T，每组一行 'n h1..hn'；先手必胜输出 Yes，否则输出 No
cli-judge-hdu2516 = { -fibonacci-game }：每行 n，直到 0；输出 “Second win” 或 “First win”
cli-judge-hdu2486 = { -k-multiple-game }博弈：先 t，再每行 'n k'；输出 'Case i: ' 与最小的必胜取数，或 lose
cli-judge-poj1704 = “Georgia and Bob”（{ -staircase-game }）：先 T，每组 N 与 N 个格子；输出 “Georgia will win” 或 “Bob will win”
cli-judge-hdu3032 = “Nim or not Nim?”（Lasker { -nim-game }）：先 T，每组 'N' 与 N 堆；输出 Alice 或 Bob
cli-judge-hdu3094 = 树上的游戏（树上的 Green Hackenbush）：先 T，每组 N 与 N-1 条边；输出 Alice 或 Bob
cli-judge-poj3710 = “Christmas Game”（Hackenbush）：先 N，再 N 个图 'm k' 及其边，直到输入结束；输出 Sally/Harry；自环算 1
cli-judge-hdu3537 = “Mock Turtles”：每组 'n' 与 n 个正面，直到输入结束，重复的只算一个；当且仅当先手必败时输出 Yes
cli-judge-hdu1524 = 有向无环图上的棋子：先 N，N 行 'k s..'，询问 'm t..' 直到 0；每个询问输出 WIN 或 LOSE
cli-judge-poj2348 = “Euclid's Game”：每行 'a b'，直到 '0 0'；输出 “Stan wins” 或 “Ollie wins”（有一个 0：已结束，Ollie 胜）
cli-judge-hdu3595 = “GG and MM”（Every-SG 的 Euclid 游戏）：每组 'N' 再 N 行 'p q'，直到输入结束；输出 MM（先手胜）或 GG
cli-judge-alias = 与 { $name } 为同一题
cli-progress-eta = ，剩余
cli-progress-heaps = 堆
cli-progress-positions = 局面
cli-progress-positions-searched = 已搜索的局面
cli-progress-games = 游戏
cli-stress-status-case = 第 { $case } 个用例，共 { $cases } 个
cli-stress-status-shrinking = 缩小中：{ $phase }，第 { $run } 次运行（{ $positions } 个局面）
cli-stress-phase-structured = 结构化的输入，从小到大
cli-stress-phase-smaller = 更小的数
cli-stress-family-separator = {"、"}
cli-probe-small = 小的数
cli-probe-small-games = 小的游戏
cli-probe-ladder = 斐波那契阶梯
cli-probe-p-positions = { -singular-position }及其邻居
cli-probe-wythoff-p = { -singular-position } ({ $a }, { $b })，{ $what }
cli-probe-wythoff-p-swapped = { -singular-position } ({ $a }, { $b }) 写成 ({ $b }, { $a })，{ $what }
cli-probe-wythoff-near = ({ $x }, { $y })，{ $what } 的{ -singular-position } ({ $a }, { $b }) 的邻居
cli-probe-losing = 必败的堆及其邻居
cli-probe-losing-heap = k = { $k } 的必败堆 H{ $j } = { $heap }
cli-probe-losing-near = { $n }，k = { $k } 的必败堆 H{ $j } = { $heap } 的邻居
cli-probe-lasker-swapped = { -sg-value }互换的堆（模 4 余 3 与余 0）
cli-probe-lasker-p-positions = 只是拉斯克尼姆与尼姆之一的{ -singular-position }
cli-probe-lasker-top = 允许的最大的堆（2^31 - 1 的 { -sg-value }为 2^31，超出 32 位整数）
cli-probe-lasker-heap = 堆 { $heap }（g = { $g }）
cli-probe-lasker-p-only = 只是拉斯克尼姆的{ -singular-position }
cli-probe-nim-p-only = 只是尼姆的{ -singular-position }
cli-probe-turtles-repeated = 同一枚硬币写了两次（只算一个正面）
cli-probe-turtles-p-positions = { -singular-position }（各正面的 odious 数异或为 0）
cli-probe-coin-twice = 硬币 { $x } 写了两次
cli-probe-coin-thrice = 硬币 { $x } 写了三次
cli-probe-four-heads = 四个正面的{ -singular-position }
cli-probe-paths = 路径（n 条边的路径即 n 个的一堆）
cli-probe-stars = 星形（从根出发的 n 条边值 n mod 2）
cli-probe-polygons = 根上与茎上的多边形（奇数边的值为 1，偶数边的为 0）
cli-probe-path = { $n } 条边的路径
cli-probe-star = { $n } 条边的星形
cli-probe-polygon = 长 { $stalk } 的茎上的 { $n } 边形
cli-probe-euclid-fibonacci = 相邻的斐波那契数（最长的下降）
cli-probe-euclid-overflow = a 略小于 2b 且接近 2^31（2 * b 超出 32 位整数）
cli-probe-euclid-slow = 很大的商（一步减一次太慢）
cli-probe-euclid-longest-p = 比 N 局面持续更久的 P 局面（只看胜负会误判）
cli-probe-euclid-and = { $first } 与 { $second }
cli-probe-pair = ({ $a }, { $b })
cli-plot-sub-grundy = { -subtraction-game } { $set }：{ -sg-value }，n = 0…{ $to }
cli-plot-sub-outcomes = { -subtraction-game } { $set }：胜负（P：轮到走的一方必败），n = 0…{ $to }
cli-plot-outcome-axis = 胜负（1 = P，0 = N）
cli-plot-octal = { $game }：{ -sg-value }，n = 0…{ $to }
cli-plot-wythoff-table = { -wythoff-game }的 { -sg-value }，{ $size } × { $size }
cli-plot-wythoff-row = { -wythoff-game }的第 a = { $a } 行：g({ $a }, b)，b = 0…{ $last }
cli-plot-no-cjk-font = 中文的 PNG 需要含中文字形的字体，但没有找到：请安装一个（Debian、Ubuntu：apt install fonts-wqy-microhei 或 fonts-noto-cjk），或者画成 SVG（--plot 文件.svg），SVG 由查看器用它自己的字体显示

## grundy analyze
cli-sum-head = 游戏的和：{ $expr }（{ $convention }规则）
cli-grundy-misere = { -sg-value }：反常规则下没有（{ -sg-value }不能相加）
cli-components = 各个游戏：
cli-component-not-computed = 未计算 g：{ $why }
cli-component-moves-missing = 未列出其{ -winning-move }：{ $why }

## grundy wythoff
cli-wythoff-head = { -wythoff-game }，{ $convention }规则：两堆 ({ $a }, { $b })
cli-wythoff-pair-index = 这是第 k = { $k } 个{ -singular-position } (a_k, b_k)。
cli-wythoff-take-both = 两堆各取 { $n } 个
cli-wythoff-take-first = 从第一堆取 { $n } 个
cli-wythoff-take-second = 从第二堆取 { $n } 个
cli-wythoff-grundy = { -sg-value }：g({ $a }, { $b }) = { $g }（{ -wythoff-game }的 { -sg-value }没有公式；--explain 说明它是怎样算出的）
cli-wythoff-pair = 第 { $k } 个{ -singular-position }：({ $a }, { $b })

## grundy nim
cli-nim-head = { -nim-game }，{ $convention }规则：{ $count } 堆，{ -nim-sum } { $sum }
cli-nim-head-bounded = { -nim-game }，{ $convention }规则，每次至多取 { $max } 个：{ $count } 堆，{ -nim-sum } { $sum }
cli-nim-move = 第 { $heap } 堆：{ $from } -> { $to }

## grundy bash
cli-bash-head = { -bash-game }，{ $convention }规则：一堆 { $n } 个，每次取 1..{ $max } 个
cli-bash-move = { -winning-move }：取 { $take } 个，剩 { $to } 个

## grundy takeaway, grundy fib
cli-takeaway-head = { -k-multiple-game }，k = { $k }：一堆 { $n } 个，本次可取 1..{ $cap } 个
cli-fib-head = { -fibonacci-game }（k = 2 的 { -k-multiple-game }）：一堆 { $n } 个，本次可取 1..{ $cap } 个
cli-decomposition = 分解为必败堆之和：{ $terms }
cli-least-winning-move = 最小的必胜取法：取 { $take } 个
cli-losing-heaps = k = { $k } 的必败堆：{ $terms }

## grundy play
cli-play-you = 你：{ $move }。
cli-play-computer = 电脑：{ $move }。
cli-play-your-move = 轮到你了。
cli-play-mistake = 失误：这一步把{ -n-position }交给了电脑。{ $count ->
        [1] 本来的{ -winning-move }是
       *[other] 这里有 { $count } 种{ -winning-move }，例如
    } `{ $notation }`（{ $description }）。原因：{ $reason }
cli-play-intro = grundy play：{ $position }，{ $rule }。
cli-play-rule-normal = 正常规则：走最后一步的一方获胜
cli-play-rule-misere = 反常规则：走最后一步的一方落败
cli-play-intro-you-first = 你和完美的对手对弈；你先走。输入走法，或者 help（帮助）、hint（提示）、undo（悔棋）、board（棋盘）、quit（退出）。
cli-play-intro-computer-first = 你和完美的对手对弈；电脑先走。输入走法，或者 help（帮助）、hint（提示）、undo（悔棋）、board（棋盘）、quit（退出）。
cli-play-goodbye = 再见。
cli-play-goodbye-eof = 再见（输入结束；对局没有下完）。
cli-play-illegal = 不是合法走法：{ $why }。输入 help 查看走法，或输入 hint。
cli-play-cannot-analyse = （电脑无法分析这个局势：{ $error }。）
cli-play-no-move-you-normal = 这个局势无路可走，而该你先走：正常规则下无法走的一方落败。电脑获胜。
cli-play-no-move-computer-normal = 这个局势无路可走，而该电脑先走：正常规则下无法走的一方落败。你赢了！
cli-play-no-move-you-misere = 这个局势无路可走，而该你先走：反常规则下无法走的一方获胜。你赢了！
cli-play-no-move-computer-misere = 这个局势无路可走，而该电脑先走：反常规则下无法走的一方获胜。电脑获胜。
cli-play-over-before = 一步未走，对局已经结束。
cli-play-won-normal = 电脑无路可走：最后一步是你走的。你赢了！
cli-play-lost-normal = 你无路可走：最后一步是电脑走的。电脑获胜。
cli-play-lost-misere = 电脑无路可走：最后一步是你走的，反常规则下这一步落败。电脑获胜。
cli-play-won-misere = 你无路可走：最后一步是电脑走的，反常规则下这一步落败。你赢了！
cli-play-over = 对局结束，共走了 { $moves } 步。
cli-play-undone = 已悔棋：你的上一步和电脑的回应都撤回了。
cli-play-nothing-to-undo = 没有可以撤回的：你还没有走过。
cli-play-no-hint = 没有提示：{ $error }。
cli-play-hint = 提示：输入 `{ $notation }`：{ $description }。
cli-play-hint-count = （这里有 { $count } 种{ -winning-move }；这是第一种。）
cli-play-why = 原因：{ $why }
cli-play-no-winning-move = 没有{ -winning-move }：这是{ -p-position }（P 态：轮到走的一方必败）。
cli-play-stall = 拖延时间，例如 `{ $notation }`，等对手失误。
cli-board-heap = { $label }：{ $heap }
cli-board-position = 局势：{ $position }
cli-board-row = 一排：{ $row }
cli-help-moves = 走法：
cli-help-sum = 在游戏的和里，先写游戏的编号（从 0 数起）和冒号：`0: 2` 表示在第 1 个游戏里走
cli-help-example = 例如 `{ $notation }`：{ $description }
cli-help-commands = 命令：hint（{ -winning-move }及原因）、undo（撤回你的一步和电脑的回应）、board（棋盘）、help（帮助）、quit（退出）。

## grundy verify
cli-verify-game = { $game ->
        [octal] { -octal-game }
       *[other] { -subtraction-game }
    } { $rule }
cli-verify-holds = 验证通过：{ $game } 对每个 n >= { $n0 } 都有 g(n + { $p }) = g(n)，周期为 { $p }，预周期为 { $n0 }。
    g(0..={ $last }) 已按规则用 mex 逐个重算，并对 { $n0 } <= n < { $bound } 检查了每个相等（周期性定理，docs/THEORY.md § 8.2）。
cli-verify-fails = 验证未通过：{ $reason }。
cli-verify-incomplete = 证书不完整（并未被推翻）：{ $reason }。

## grundy seq
cli-preperiod = 预周期：{ $preperiod }
cli-period = 周期：{ $period }
cli-kind-grundy = { -sg-value }
cli-kind-outcomes = 胜负（P：轮到走的一方必败）
cli-sub-head = { -subtraction-game } { $set }：{ $kind }，n = 0..{ $to }
cli-sub-period-head = { -subtraction-game } { $set }：{ $kind }
cli-sub-period-proven = 已证明：从 n = { $preperiod } 起的 { $window } 个值（长为 max(S) 的窗口）从 n = { $repeat } 起重复出现
cli-sub-period-unproven = 周期：在 n <= { $to } 内未能证明（须有 { $window } 个连续的值重复出现）
cli-octal-title = { -octal-game } { $code }
cli-octal-title-named = { -octal-game } { $code }（{ $name }）
cli-octal-title-hexadecimal = 十六进制博弈 { $code }
cli-octal-title-grundys = 格兰迪博弈（Grundy's game）
cli-octal-head = { $game }：{ -sg-value }，n = 0..{ $to }
cli-octal-proven = 已证明（Guy-Smith 定理），所需的值到 n = { $needs }；实际计算到 n = { $computed }，其余由周期得出
cli-octal-period-grundys = 周期：不声称（格兰迪博弈不是{ -octal-game }，没有已知的周期）
cli-octal-period-unproven = 周期：在 n <= { $to } 内未能证明
cli-octal-sparse = 方法：稀疏空间，掩码 { $mask }：{ $rare } 个稀有堆，最后一个在 { $last }
cli-octal-sparse-none = 方法：稀疏空间，掩码 { $mask }：{ $rare } 个稀有堆，没有最后一个

## grundy misere
cli-none = 无
cli-misere-head = 反常规则商（misère quotient）：{ $game }
cli-misere-proven = 对每个堆的大小都已证明：堆映射从堆 { $preperiod } 起以 { $period } 为周期，已计算到堆 { $n }。
cli-misere-unproven = 对大小不超过 { $n } 的堆的和成立；未证明周期。
cli-misere-stopped = 在堆 { $heap } 处停止：{ $reason }。
cli-misere-order = 阶为 { $order }，P 部分（{ -p-position }的元素）有 { $count } 个：{ $elements }
cli-misere-tame = { -tame }（tame）：这个商与反{ -nim-game }的商同构（堆不超过 1、3、7 或 15）。
cli-misere-wild = 不{ -tame }：这个商不是反{ -nim-game }的商。
cli-misere-generator = { $name } = 堆 { $heap }
cli-misere-generators = 生成元：{ $list }
cli-misere-relations = 关系：{ $list }
cli-misere-heap-map = 堆映射（堆：元素）：
cli-misere-for-ever = 此后一直如此：堆 n >= { $preperiod } 对应堆 { $preperiod } + (n - { $preperiod }) mod { $period }。
cli-misere-table = 乘法表：

## grundy table
cli-wrote = 已写入 { $path }
cli-table-head = { -wythoff-game }的 { -sg-value } g(a, b)，a 为行，b 为列，0 <= a, b < { $n }：
cli-table-row-head = { -wythoff-game } { -sg-value }表的第 a = { $a } 行，g({ $a }, b)，b = 0..={ $to }：
cli-table-row-proven = 加性周期：对每个 b >= { $b0 } 都有 g({ $a }, b + { $p }) = g({ $a }, b) + { $p }，周期为 { $p }，预周期为 { $b0 }（已证明：第 0..={ $a } 行在 b = { $b1 } 和 b = { $b2 } 处相对于列的联合状态相同，而这个状态决定之后的所有列）
cli-table-row-detected = 加性周期：在 b = { $to } 以内，对每个 b >= { $b0 } 都有 g({ $a }, b + { $p }) = g({ $a }, b) + { $p }，周期为 { $p }，预周期为 { $b0 }（在此范围内发现并验证，范围之外未证明：未找到第 0..={ $a } 行联合状态的重复；证明可能需要约两倍预周期加一个周期的长度，更大的 --to 也许能证明它）
cli-table-row-none = 加性周期：在 b = { $to } 以内未找到（周期须在范围内至少重复三次，或由第 0..={ $a } 行联合状态的重复来证明；请试更大的 --to）

## grundy census
cli-census-head = '{ $path }' 中的{ -octal-game }普查：{ $games } 个游戏（{ -trivial } { $trivial } 个，已解决 { $solved } 个，未解决 { $open } 个）
cli-census-code = 代码
cli-census-status = 状态
cli-census-preperiod = 预周期
cli-census-period = 周期
cli-census-largest = 最大值（位置）
cli-census-mask = 掩码
cli-census-rare = 稀有
cli-census-last-rare = 最后稀有
cli-census-heaps = 堆数
cli-census-equivalent = 等价于
cli-census-shift = { $code }（平移 { $shift }）
cli-census-trivial = { -trivial }
cli-census-solved = 已解决
cli-census-open = 未解决
cli-census-problems = { $count } 行未按数据库所存列出：
cli-census-problem = { $code }：{ $problem }

## grundy stress
cli-list-separator = {"；"}
cli-stress-passed = { $name }：全部 { $cases } 个测试与 grundy 一致（种子 { $seed }）
cli-stress-passed-beyond = { $name }：全部 { $cases } 个测试与 grundy 一致（种子 { $seed }，超出评测的数据范围）
cli-stress-longer = 输出超过 { $bytes } 字节，已停止读取
cli-stress-first-difference = 第 { $line } 行起不同
cli-stress-wrong-answer = 答案错误（{ $what }）
cli-stress-crash = 崩溃（{ $status }）
cli-stress-timeout = 超时（{ $timeout } 后被终止）
cli-stress-agrees = 一致
cli-stress-failed = { $name }：第 { $case } 个测试（共 { $cases } 个）{ $what }（种子 { $seed }）
cli-stress-shrunk = ，从 { $before } 个缩小而来，运行了 { $runs } 次
cli-stress-input = 输入（{ $count } 个局面{ $shrunk }）：
cli-stress-found = 找到的方式：{ $how }
cli-stress-block = { $title }{ $note }：
cli-stress-expected = 正确输出
cli-stress-actual = 实际输出
cli-stress-before-crash = 崩溃前的输出
cli-stress-stderr = 它的 stderr
cli-stress-replay = 重现：{ $command }
cli-stress-found-timeout = 第 { $case } 个测试，按生成时的样子（超时不缩小：每次尝试都要花掉整个时限）
cli-stress-steps = { $n } 步
cli-stress-then-nothing = ；普通缩小没有找到更小的输入
cli-stress-then-smaller = ；然后普通缩小把它变得更小（{ $steps }）
cli-stress-found-probe = 第 { $case } 个测试失败后，从小到大尝试了结构化输入（{ $families }）；第一个失败的是 { $what }，在第 { $runs } 次运行时找到{ $then }
cli-stress-found-shrunk-families = 没有一个结构化输入（{ $families }）单独失败，所以缩小了第 { $case } 个测试（{ $steps }：先减少局面，再减小数字）
cli-stress-found-shrunk = 缩小了第 { $case } 个测试（{ $steps }：先减少局面，再减小数字）
cli-stress-stopped-time = 。缩小在时限处停止（{ $seconds } 秒，--shrink-time）：也许还有更小的输入会失败
cli-stress-stopped-runs = 。缩小在 { $runs } 次运行后停止：也许还有更小的输入会失败
cli-excerpt-notes = （{ $notes }）
cli-excerpt-none-shown = 共 { $lines } 行，一行也未显示
cli-excerpt-none-shown-so-far = 到目前共 { $lines } 行，一行也未显示
cli-excerpt-lines = 第 { $first }-{ $last } 行，共 { $lines } 行
cli-excerpt-lines-so-far = 第 { $first }-{ $last } 行，到目前共 { $lines } 行
cli-excerpt-stopped = 读了 { $bytes } 字节后停止
cli-excerpt-long-lines = 过长的行已截断
cli-every-head = Every-SG 和：{ $expr }（每回合每个能走的游戏都必须走一步；走最后一步的人获胜）
cli-every-steps = 游戏持续 { $steps } 个回合（最大的步数；为奇数时先手获胜）
cli-every-component = { $outcome }，步数 { $steps }（{ $method }）
cli-every-moves = 每个游戏的最佳走法（领先时尽快结束，落后时尽量拖延）：
cli-every-moves-none = 没有游戏可以走。

## 错误：标准错误输出上的一行，退出状态 2

cli-error-line = grundy：错误：{ $message }
cli-error-read = 无法读取{ $what }：{ $why }
cli-error-read-at-path = 无法读取{ $what }：{ $why }；@PATH 应指向一个可读的、写着十进制数的文件
cli-error-write = 无法写入{ $what }：{ $why }
cli-error-output = 无法写出答案：{ $why }
cli-error-finished = 以状态 { $status } 结束
cli-error-at-path-too-long = “@{ $path }”的内容超过 { $size }，这是 @PATH 参数的上限
cli-interrupted = 已中断
# 无法读取或写入的对象。
cli-what-stdin = 标准输入
cli-what-at-path = “@{ $path }”
cli-what-checkpoint = 检查点文件“{ $path }”
cli-what-certificate = 证书“{ $path }”
cli-what-certificates-folder = 证书目录“{ $path }”
cli-what-plot = 图片“{ $path }”
cli-what-rules-script = 规则脚本“{ $path }”
# 原因：常见的几种用自己的话说明，其余保留系统的原话（$os）。
cli-io-not-found = 文件或目录不存在
cli-io-permission = 没有权限
cli-io-folder = 这是一个目录，不是文件
cli-io-not-folder = 路径中的某一部分不是目录
cli-io-full = 磁盘已满
cli-io-read-only = 文件系统是只读的
cli-io-other = 系统报告：{ $os }
# 表达式中的位置。
cli-at-column-of = “{ $expr }”的第 { $column } 列：{ $message }
cli-in-expression = 在“{ $expr }”中：{ $message }
cli-count-too-large = { $what } { $value } 太大：至多为 { $most }（命令自己的上限更低，见 --help）
cli-threads-too-many = --threads { $asked } 超过了这台机器能用的线程数：至多 { $most } 个（每个核心 { $per_core } 个，共 { $cores } 个核心）
cli-threads-one-per-core = 每个核心一个
cli-threads-cannot-start = 无法启动工作线程（{ $count }）：{ $why }
cli-checkpoint-failed = 检查点失败
cli-checkpoint-not-file = 检查点文件“{ $path }”不是普通文件（而是 FIFO、设备或目录）；--checkpoint 应指定一个由 grundy 写入并读回的文件
cli-checkpoint-damaged = 检查点文件“{ $path }”已损坏，或者不是 grundy 的检查点；删除它即可从头开始
cli-checkpoint-other-run = 检查点文件“{ $path }”属于另一次运行（`{ $theirs }`），而不是 `{ $ours }`；请删除它，或用 --checkpoint 指定另一个文件
cli-batch-line-too-long = 输入的第 { $line } 行超过 { $size }，这是批处理中一行的上限；其后的行都没有读取
cli-batch-line-not-text = 输入的第 { $line } 行不是文本（含有 NUL 字节）：--batch 每行读取一个表达式；其后的行都没有读取
cli-batch-bad-lines = { $lines } 行中有 { $bad } 行无法分析（第一个是第 { $first } 行）；每一行在输出中都有一条错误
cli-batch-not-utf8 = 这一行不是有效的 UTF-8
cli-batch-error = 错误：第 { $line } 行：{ $message }
cli-batch-error-at-column = 错误：第 { $line } 行，第 { $column } 列：{ $message }
cli-play-cannot-play = 无法对弈“{ $expr }”：{ $message }
cli-play-input-not-text = 输入不是文本（含有 NUL 字节）：play 每行读取一步走法；对局结束
cli-play-line-too-long = 有一行输入超过 { $size }，这是一步走法的上限；对局结束
cli-judge-too-long = 输入超过 { $size }，这是评测题读取的上限
cli-judge-rejected = { $problem }：第 { $line } 行（{ $what }）无效：{ $why }；输入格式：{ $format }
cli-judge-invalid = { $problem }：第 { $line } 行（{ $what }）的“{ $token }”无效：应为用十进制数字 0-9 写成的非负整数；输入格式：{ $format }
cli-judge-too-large = { $problem }：第 { $line } 行（{ $what }）的“{ $token }”太大：必须小于 2^64；输入格式：{ $format }
cli-judge-ended = { $problem }：输入在第 { $line } 行提前结束：应有{ $what }；输入格式：{ $format }
cli-judge-unknown = 未知的评测题“{ $name }”；可用的有：{ $accepted }（见 grundy judge --list）
cli-stress-solution-empty = --solution 为空；应为运行你的程序的命令，例如 --solution './a.out'
cli-stress-no-generator = grundy stress 还没有 { $problem } 的输入生成器
cli-stress-judge-rejected = 内部错误：grundy 自己的 { $problem } 评测拒绝了一个生成的输入（{ $why }）；请连同 --seed { $seed } 报告这个问题
cli-stress-check-path = 请检查路径
cli-stress-check-executable = 请检查它是否是可执行文件
cli-stress-cannot-run = 无法运行你的程序的命令 { $command }{ $said }（退出状态 { $code }）；{ $hint }
cli-stress-cannot-start-sh = 无法启动 sh 来运行你的程序 { $command }：{ $why }；grundy stress 用 sh -c 运行 --solution 的命令
cli-stress-cannot-wait = 无法等待你的程序结束：{ $why }
cli-seq-no-period = 在 { $set } 的前 { $steps } 个局面中没有找到周期（--max-steps { $steps }）；请增大 --max-steps，并用 --checkpoint FILE 以便接着搜索
cli-seq-max-steps-without-period-only = --max-steps 限制的是 --period-only 的搜索；用 --to N 时恰好计算 N + 1 个局面，所以请去掉 --max-steps，或者使用 --period-only
cli-seq-certificate-outcomes = --certificate 证明的是 { -sg-value }的周期：请去掉 --outcomes
cli-seq-period-only-format = --period-only 只输出周期，不输出各个值：请用 --format text 或 json，或者用 --to N 以 csv 或 npy 输出各个值
cli-seq-nothing-to-certify = --certificate：到 n = { $to } 为止的值没有证明任何周期，没有可以出证书的；更大的 --to 也许能证明
cli-census-locked = 普查数据库“{ $path }”被另一个进程锁住了（另一个 grundy census，或者正在写它的程序），在 --lock-wait 规定的秒数内一直没有释放；请等它结束后再运行，或者给出更长的 --lock-wait
cli-census-database = { $why }（“{ $path }”）
cli-census-npy = --format npy 用于序列；普查表只能是 text、csv 或 json
cli-verify-too-long = { $what }超过 { $size }，这是证书的上限
cli-verify-not-utf8 = { $what }不是 UTF-8 文本
cli-wythoff-needs-heaps = wythoff 需要两堆 A B，或者 --pair K；见 'grundy wythoff --help'
cli-serve-census-not-file = --census：“{ $path }”不是文件；请给出由 grundy census --db FILE 写成的普查数据库
cli-serve-cannot = 无法在 { $addr } 上提供服务：{ $why }
cli-table-queen-not-board = --queen A,B 在棋盘上画出皇后：请去掉 --plot-kind，或者使用 --plot-kind board
cli-table-sequence-needs-row = --plot-kind sequence 画一行：请与 --row A --to B 一起使用；整张表（--size N）画成棋盘或热图
cli-table-heatmap-needs-size = --plot-kind heatmap 画整张表：请与 --size N 一起使用；一行（--row A）画成序列或棋盘
cli-table-got-table = 要的是一行，得到的却是整张表
cli-table-got-row = 要的是整张表，得到的却是一行
cli-table-needs-size-or-row = 请用 --size N 得到整张表，或者用 --row A --to B 得到一行（见 --help）
cli-table-invalid-queen = 无效的 --queen“{ $text }”：应为 A,B，即用逗号隔开的两个堆的大小，例如 --queen 9,4
cli-plot-format = 无法判断“{ $path }”的图片格式：--plot FILE 必须以 .svg 或 .png 结尾
cli-plot-cannot-draw = 无法绘制 --plot：{ $why }
cli-npy-terminal = --format npy 写出的是二进制文件：请重定向（> values.npy），然后用 numpy.load("values.npy") 读取

## 参数的错误（clap 的）：英文用 clap 自己的一行；其他语言用这些消息拼成

cli-usage-unknown-argument = 不认识的参数“{ $arg }”
cli-usage-unknown-command = 不认识的子命令“{ $name }”
cli-usage-missing-value = “{ $arg }”需要一个值，但没有给出
cli-usage-invalid-value = “{ $arg }”的值“{ $value }”无效
cli-usage-invalid-value-one-of = “{ $arg }”的值“{ $value }”无效：可用的值有 { $valid }
cli-usage-invalid-value-why = “{ $arg }”的值“{ $value }”无效：{ $why }
cli-usage-no-reason = 不被接受
cli-usage-missing-argument = 缺少必需的参数：{ $arg }
cli-usage-missing-command = 需要一个子命令
cli-usage-conflict = 参数“{ $arg }”不能与“{ $prior }”一起使用
cli-usage-no-equals = 给“{ $arg }”赋值时需要等号
cli-usage-too-many = “{ $arg }”多出了值“{ $value }”
cli-usage-wrong-count = “{ $arg }”的值的个数不对
cli-usage-not-utf8 = 有一个参数不是有效的 UTF-8
cli-usage-other = 参数不被接受
cli-usage-with-tip = { $problem }（有一个相近的：“{ $similar }”）
cli-usage-commands = ；可用的子命令：{ $commands }
cli-usage-usage = ；用法：{ $usage }
cli-usage-see-help = （见 --help）
# 命令读取的数的名称（“无法读取堆的大小“x4””）。
cli-number-heap-size = 堆的大小
cli-number-maximum-take = 每次至多取的数目
cli-number-maximum-take-m = 每次至多取的数目 m
cli-number-pair-index = { -singular-position }的序号
cli-number-cap = 本次可取的上限
cli-pattern-values-head = n = 0..{ $to } 的 { -sg-function }值 g(n)：
cli-pattern-p-heaps = { -p-position }（g = 0）：{ $list }
cli-pattern-more = ……另有 { $count } 个
cli-pattern-grid-head = a, b = 0..{ $to } 的局面 (a, b) 的胜负（P 为{ -p-position }，即轮到走的一方必败；行为 a，列为 b）：
cli-pattern-grid-part = （只显示 0..{ $to } 中的前 { $shown } 行和列；--json 列出所有{ -p-position }）
cli-pattern-p-pairs = a ≤ b 的{ -p-position }：{ $list }
cli-pattern-script-long = { $what } 超过 { $size }，这是规则脚本的最大长度
cli-pattern-not-utf8 = { $what } 不是 UTF-8 文本

## 评测题的输入：字段、格式与拒绝的理由（grundy judge 的错误）
cli-judge-field-cell = 格子编号
cli-judge-field-element-of-s-upper = S 的元素
cli-judge-field-heap-size = 堆的大小
cli-judge-field-heap-size-a = 堆的大小 a
cli-judge-field-heap-size-b = 堆的大小 b
cli-judge-field-heap-size-m = 堆的大小 m
cli-judge-field-heap-size-n = 堆的大小 n
cli-judge-field-heap-size-p = 堆的大小 p
cli-judge-field-largest-raise-n-upper = 最大加价 N
cli-judge-field-maximum-take-m = 每次最多取的个数 m
cli-judge-field-multiplier-k = 倍数 k
cli-judge-field-number-a = 数 a
cli-judge-field-number-b = 数 b
cli-judge-field-number-of-cases-c-upper = 数据组数 C
cli-judge-field-number-of-cases-t = 数据组数 t
cli-judge-field-number-of-chessmen-m-upper = 棋子数 M
cli-judge-field-number-of-chessmen-n-upper = 棋子数 N
cli-judge-field-number-of-edges-k = 边数 k
cli-judge-field-number-of-games-n-upper = 游戏个数 N
cli-judge-field-number-of-heads-n = 正面朝上的硬币数 n
cli-judge-field-number-of-heaps = 堆数
cli-judge-field-number-of-heaps-l = 堆数 l
cli-judge-field-number-of-heaps-m-upper = 堆数 M
cli-judge-field-number-of-heaps-n-upper = 堆数 N
cli-judge-field-number-of-nodes-m = 结点数 m
cli-judge-field-number-of-out-positions-x-upper = 后继个数 X
cli-judge-field-number-of-positions-m = 询问的棋子数 m
cli-judge-field-number-of-positions-n-upper = 位置数 N
cli-judge-field-number-of-tests-t-upper = 数据组数 T
cli-judge-field-number-of-trees-n-upper = 树的棵数 N
cli-judge-field-number-of-vertices-n-upper = 顶点数 N
cli-judge-field-number-p = 数 p
cli-judge-field-number-q = 数 q
cli-judge-field-out-position = 后继位置
cli-judge-field-pair-m-upper-n-upper = 数对 M N
cli-judge-field-position-of-a-chessman = 棋子的位置
cli-judge-field-position-of-a-head = 正面朝上的硬币的位置
cli-judge-field-size-k-of-s-upper = S 的大小 k
cli-judge-field-target-price-m-upper = 底价 M
cli-judge-field-vertex = 顶点
cli-judge-format-hdu1524 = 多组数据直到输入结束，每组先 'N'，再 N 行 'k s1 .. sk'（顶点 0 到 N-1 的后继），再若干询问 'm t1 .. tm'，以一行 '0' 结束
cli-judge-format-hdu1527 = 每行 'a b'（两堆的大小），直到输入结束
cli-judge-format-hdu1536 = 多组数据 'k s1 .. sk'、m，再 m 行 'l h1 .. hl'，直到单独的 0
cli-judge-format-hdu1846 = 先 C，再 C 行 'n m'（一堆 n 个，每次取 1..m 个）
cli-judge-format-hdu1847 = 每行 n（堆的大小），直到输入结束
cli-judge-format-hdu1848 = 每行 'm n p'（三堆的大小），直到 '0 0 0'
cli-judge-format-hdu1850 = 若干块 'M h1 .. hM'（M 堆的大小），直到单独的 0
cli-judge-format-hdu1907 = 先 T，每组一行 'N h1 .. hN'（N 堆的大小）
cli-judge-format-hdu2149 = 每行 'M N'（底价 M，每次加价 1..N），直到输入结束
cli-judge-format-hdu2177 = 每行 'a b'（两堆的大小，a <= b），直到 '0 0'
cli-judge-format-hdu2486 = 先 t，再 t 行 'n k'（堆的大小、倍数）
cli-judge-format-hdu2516 = 每行 n（堆的大小），直到单独的 0
cli-judge-format-hdu3032 = 先 T，每组 'N' 与 N 堆的大小
cli-judge-format-hdu3094 = 先 T，每组 'N' 与以 1 为根的树的 N-1 条边 'I J'
cli-judge-format-hdu3537 = 多组数据直到输入结束，每组 'n' 与 n 个正面朝上的硬币的位置
cli-judge-format-hdu3595 = 多组数据直到输入结束，每组 'N' 与 N 行 'p q'
cli-judge-format-luogu2197 = 先 T，每组一行 'n h1 .. hn'（n 堆的大小）
cli-judge-format-luogu2252 = 一行 'a b'（两堆的大小）
cli-judge-format-poj1704 = 先 T，每组 'N' 与 N 个互不相同的格子编号 P1 .. PN（P >= 1）
cli-judge-format-poj2348 = 每行 'a b'（两个正整数），直到 '0 0'
cli-judge-format-poj3710 = 直到输入结束：'N' 棵树，每棵 'm k' 与结点 1..m 上的 k 条边 'a b'，结点 1 为根
cli-judge-why-too-many = 太多，无法容纳
cli-judge-why-range = 应在 { $low } 到 { $high } 之间
cli-judge-why-empty-tree = 一棵树至少有 1 个顶点
cli-judge-why-at-least-one = { $name } = 0，应有 { $name } >= 1
cli-judge-why-bids = M..N 列出的必胜出价超过 { $max } 个
cli-judge-why-cell-zero = 格子从 1 开始编号
cli-judge-why-cell-twice = 两枚棋子在同一个格子上
