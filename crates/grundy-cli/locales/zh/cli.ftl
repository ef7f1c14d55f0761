# grundy 命令自己的中文文字：库的回答周围的行（标题、结果、走法、终端里的对局）。
# 与 ../en/cli.ftl 的 id 和变量相同；库的消息（游戏名、解释）在 crates/grundy/locales。

## Shared lines
cli-outcome-p = 结果：P，必败态（轮到走的一方必败）
cli-outcome-n = 结果：N，必胜态（轮到走的一方必胜）
cli-winning-moves = 必胜走法（共 { $count } 种）：
cli-winning-moves-none = 必胜走法：无
cli-winning-moves-unlisted = 必胜走法：未列出（某个分量的走法没有列出，见上）
cli-grundy-value = SG 值：{ $g }
cli-grundy-not-computed = SG 值：未计算
cli-take-leaving = 取 { $take } 个，剩 { $to } 个

## grundy analyze
cli-sum-head = 游戏的和：{ $expr }（{ $convention }规则）
cli-grundy-misere = SG 值：反常规则下没有（SG 值不能相加）
cli-components = 各个游戏：
cli-component-not-computed = 未计算 g：{ $why }
cli-component-moves-missing = 未列出其必胜走法：{ $why }

## grundy wythoff
cli-wythoff-head = 威佐夫博弈，{ $convention }规则：两堆 ({ $a }, { $b })
cli-wythoff-pair-index = 这是第 k = { $k } 个奇异局势 (a_k, b_k)。
cli-wythoff-take-both = 两堆各取 { $n } 个
cli-wythoff-take-first = 从第一堆取 { $n } 个
cli-wythoff-take-second = 从第二堆取 { $n } 个
cli-wythoff-grundy = SG 值：g({ $a }, { $b }) = { $g }（威佐夫博弈的 SG 值没有公式；--explain 说明它是怎样算出的）
cli-wythoff-pair = 第 { $k } 个奇异局势：({ $a }, { $b })

## grundy nim
cli-nim-head = 尼姆博弈，{ $convention }规则：{ $count } 堆，异或和 { $sum }
cli-nim-head-bounded = 尼姆博弈，{ $convention }规则，每次至多取 { $max } 个：{ $count } 堆，异或和 { $sum }
cli-nim-move = 第 { $heap } 堆：{ $from } -> { $to }

## grundy bash
cli-bash-head = 巴什博弈，{ $convention }规则：一堆 { $n } 个，每次取 1..{ $max } 个
cli-bash-move = 必胜走法：取 { $take } 个，剩 { $to } 个

## grundy takeaway, grundy fib
cli-takeaway-head = 动态 k 倍减法，k = { $k }：一堆 { $n } 个，本次可取 1..{ $cap } 个
cli-fib-head = 斐波那契博弈（k = 2 的动态减法）：一堆 { $n } 个，本次可取 1..{ $cap } 个
cli-decomposition = 分解为必败堆之和：{ $terms }
cli-least-winning-move = 最小的必胜取法：取 { $take } 个
cli-losing-heaps = k = { $k } 的必败堆：{ $terms }

## grundy play
cli-play-you = 你：{ $move }。
cli-play-computer = 电脑：{ $move }。
cli-play-your-move = 轮到你了。
cli-play-mistake = 失误：这一步把必胜态交给了电脑。{ $count ->
        [1] 本来的必胜走法是
       *[other] 这里有 { $count } 种必胜走法，例如
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
cli-play-hint-count = （这里有 { $count } 种必胜走法；这是第一种。）
cli-play-why = 原因：{ $why }
cli-play-no-winning-move = 没有必胜走法：这是必败态（P 态：轮到走的一方必败）。
cli-play-stall = 拖延时间，例如 `{ $notation }`，等对手失误。
cli-board-position = 局势：{ $position }
cli-board-row = 一排：{ $row }
cli-help-moves = 走法：
cli-help-sum = 在游戏的和里，先写游戏的编号和冒号：`1: 2` 表示在第 1 个游戏里走
cli-help-example = 例如 `{ $notation }`：{ $description }
cli-help-commands = 命令：hint（必胜走法及原因）、undo（撤回你的一步和电脑的回应）、board（棋盘）、help（帮助）、quit（退出）。

## grundy verify
cli-verify-game = { $game ->
        [octal] 八进制博弈
       *[other] 减法博弈
    } { $rule }
cli-verify-holds = 验证通过：{ $game } 对每个 n >= { $n0 } 都有 g(n + { $p }) = g(n)，周期为 { $p }，预周期为 { $n0 }。
    g(0..={ $last }) 已按规则用 mex 逐个重算，并对 { $n0 } <= n < { $bound } 检查了每个相等（周期性定理，docs/THEORY.md § 8.2）。
cli-verify-fails = 验证未通过：{ $reason }。
cli-verify-incomplete = 证书不完整（并未被推翻）：{ $reason }。

## grundy seq
cli-preperiod = 预周期：{ $preperiod }
cli-period = 周期：{ $period }
cli-kind-grundy = SG 值
cli-kind-outcomes = 胜负（P：轮到走的一方必败）
cli-sub-head = 减法博弈 { $set }：{ $kind }，n = 0..{ $to }
cli-sub-period-head = 减法博弈 { $set }：{ $kind }
cli-sub-period-proven = 已证明：从 n = { $preperiod } 起的 { $window } 个值（长为 max(S) 的窗口）从 n = { $repeat } 起重复出现
cli-sub-period-unproven = 周期：在 n <= { $to } 内未能证明（须有 { $window } 个连续的值重复出现）
cli-octal-title = 八进制博弈 { $code }
cli-octal-title-named = 八进制博弈 { $code }（{ $name }）
cli-octal-title-hexadecimal = 十六进制博弈 { $code }
cli-octal-title-grundys = 格兰迪博弈（Grundy's game）
cli-octal-head = { $game }：SG 值，n = 0..{ $to }
cli-octal-proven = 已证明（Guy-Smith 定理），所需的值到 n = { $needs }；实际计算到 n = { $computed }，其余由周期得出
cli-octal-period-grundys = 周期：不声称（格兰迪博弈不是八进制博弈，没有已知的周期）
cli-octal-period-unproven = 周期：在 n <= { $to } 内未能证明
cli-octal-sparse = 方法：稀疏空间，掩码 { $mask }：{ $rare } 个稀有堆，最后一个在 { $last }
cli-octal-sparse-none = 方法：稀疏空间，掩码 { $mask }：{ $rare } 个稀有堆，没有最后一个

## grundy misere
cli-none = 无
cli-misere-head = 反常规则商（misère quotient）：{ $game }
cli-misere-proven = 对每个堆的大小都已证明：堆映射从堆 { $preperiod } 起以 { $period } 为周期，已计算到堆 { $n }。
cli-misere-unproven = 对大小不超过 { $n } 的堆的和成立；未证明周期。
cli-misere-stopped = 在堆 { $heap } 处停止：{ $reason }。
cli-misere-order = 阶为 { $order }，P 部分（必败态的元素）有 { $count } 个：{ $elements }
cli-misere-tame = 驯服（tame）：这个商与反尼姆博弈的商同构（堆不超过 1、3、7 或 15）。
cli-misere-wild = 不驯服：这个商不是反尼姆博弈的商。
cli-misere-generator = { $name } = 堆 { $heap }
cli-misere-generators = 生成元：{ $list }
cli-misere-relations = 关系：{ $list }
cli-misere-heap-map = 堆映射（堆：元素）：
cli-misere-for-ever = 此后一直如此：堆 n >= { $preperiod } 对应堆 { $preperiod } + (n - { $preperiod }) mod { $period }。
cli-misere-table = 乘法表：

## grundy table
cli-wrote = 已写入 { $path }
cli-table-head = 威佐夫博弈的 SG 值 g(a, b)，a 为行，b 为列，0 <= a, b < { $n }：
cli-table-row-head = 威佐夫博弈 SG 值表的第 a = { $a } 行，g({ $a }, b)，b = 0..={ $to }：
cli-table-row-proven = 加性周期：对每个 b >= { $b0 } 都有 g({ $a }, b + { $p }) = g({ $a }, b) + { $p }，周期为 { $p }，预周期为 { $b0 }（已证明：第 0..={ $a } 行在 b = { $b1 } 和 b = { $b2 } 处相对于列的联合状态相同，而这个状态决定之后的所有列）
cli-table-row-detected = 加性周期：在 b = { $to } 以内，对每个 b >= { $b0 } 都有 g({ $a }, b + { $p }) = g({ $a }, b) + { $p }，周期为 { $p }，预周期为 { $b0 }（在此范围内发现并验证，范围之外未证明：未找到第 0..={ $a } 行联合状态的重复；证明可能需要约两倍预周期加一个周期的长度，更大的 --to 也许能证明它）
cli-table-row-none = 加性周期：在 b = { $to } 以内未找到（周期须在范围内至少重复三次，或由第 0..={ $a } 行联合状态的重复来证明；请试更大的 --to）

## grundy census
cli-census-head = '{ $path }' 中的八进制博弈普查：{ $games } 个游戏（易证 { $trivial } 个，已解决 { $solved } 个，未解决 { $open } 个）
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
cli-census-trivial = 易证
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
cli-pattern-values-head = n = 0..{ $to } 的 SG 函数值 g(n)：
cli-pattern-p-heaps = 必败态（g = 0）：{ $list }
cli-pattern-values = SG 函数值：{ $statement }
cli-pattern-outcomes = 胜负：{ $statement }
cli-pattern-more = ……另有 { $count } 个
cli-pattern-grid-head = a, b = 0..{ $to } 的局面 (a, b) 的胜负（P 为必败态，即轮到走的一方必败；行为 a，列为 b）：
cli-pattern-grid-part = （只显示 0..{ $to } 中的前 { $shown } 行和列；--json 列出所有必败态）
cli-pattern-p-pairs = a ≤ b 的必败态：{ $list }
cli-pattern-script-long = { $what } 超过 { $size }，这是规则脚本的最大长度
cli-pattern-not-utf8 = { $what } 不是 UTF-8 文本
