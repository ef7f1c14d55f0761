# 网页自身的文字（中文）。与 ../en/page.ftl 的消息 id 与变量一一对应；由 POST /api/messages
# 解析后发给网页，带变量的消息以 {$name} 的形式到达，由网页填入。

## 网页与页眉

page-title = grundy 博弈探索：公平组合游戏的精确解答
page-language = 语言
page-notation = 记法
skip = 跳到正文
brand = grundy 博弈探索
tagline = 谁能赢、该怎么走：服务器给出精确答案。
tabs = 栏目
tab-wythoff = 威佐夫棋盘
tab-play = 对弈
tab-sg = SG 函数工坊
tab-sequence = SG 序列
tab-heatmap = SG 值热图
tab-analyze = 分析游戏的和
tab-glossary = 术语表
footer-api = JSON 接口说明见
server-unreachable = 无法连接服务器
error-unreachable = 无法连接服务器（{ $detail }）。grundy serve 是否在运行？
error-not-json = 服务器的回答（状态 { $status }）不是 JSON。
error-status = 服务器回答了状态 { $status }。

## 各栏共用的词

side-game = 对局
new-game = 新对局
start = 开始
hint = 提示
undo = 悔棋
moves-log = 着法记录
computer-first = 电脑先走
think = 显示电脑的思考过程
how-it-thinks = 电脑是这样想的
misere = 反常规则（Misère）
misere-last-loses = 反常规则（走最后一步者输）
computing = 计算中…
analysing = 分析中…
computer-thinking = 电脑正在思考…
log-you = 你：
log-computer = 电脑：
the-computer = 电脑：
hint-label = 提示：
why = 理由：{ $reason }
stalling = 想拖长对局，可以走：{ $move }。
not-legal = 这不是合法的一步：{ $error }
taken-back = 已悔棋。
you-won = 你赢了！
computer-won = 电脑赢了。
outcome-p-words = 必败态（P 态）：轮到走的一方必败
outcome-n-words = 必胜态（N 态）：轮到走的一方必胜
mistake-title = 这一步走错了：电脑现在必胜。
mistake-had = 你刚才处于必胜态：共有 { $count } 种走法能赢，例如：
mistake-more = （只列出前 { $shown } 种）
heap-empty = 空
heap-digits = { $start }…（共 { $digits } 位）
position-game-index = 第 { $n } 个游戏
move-game = 第 { $n } 个游戏：
# The end of a sentence the page puts together, before the next one.
sentence-end = 。
move-heap = 第 { $n } 堆
move-taking = 取 { $n }
move-field-turn = 翻转硬币 { $value }
move-field-token = 棋子 { $value }
move-field-from = 从顶点 { $value }
move-field-heaps = 第 { $value } 堆
move-field-edge = 剪断第 { $value } 条边
move-field-ends = （连接顶点 { $value }）
move-leaving = 剩下 { $heaps }
move-leaving-nothing = 什么也不剩
move-run = （共 { $count } 种走法中的第一种，之后每一种都从最后一堆多移 { $step } 个到前一堆）
move-run-triangle = （共 { $count } 种走法中的第一种：所有 b ≤ c 的 (a + { $step }i, b + { $step }i + { $step }j, c − { $step }(2i + j))）

## 威佐夫博弈

wy-title = 威佐夫博弈（棋盘上的皇后）
wy-lead = 两堆石子就是棋盘上的一个皇后：每一步从一堆中取任意个，或从两堆中取同样多个，于是皇后向左、向下或沿对角线走向角落。把皇后走到 (0, 0) 的一方获胜。
wy-setup = 开始一局威佐夫博弈
wy-random = 随机必胜态
wy-show-p = 显示奇异局势（必败态）与黄金分割线 b = φa、b = a/φ
wy-board-aria = 威佐夫棋盘：横向为 a 堆，纵向为 b 堆，0 到 { $last }。方向键移动，回车把皇后走过去。
wy-your-turn = 轮到你：点击皇后能走到的格子（或用方向键和回车）。
wy-you-won = 你赢了！你把皇后走到了 (0, 0)。
wy-computer-won = 电脑赢了：它把皇后走到了 (0, 0)。
wy-game-over = 对局结束。点“新对局”再来一局。
wy-queen-here = 皇后就在这里：请选一个要走到的格子。
wy-bad-heaps = 在这个棋盘上，两堆的数目须是 0 到 { $last } 的整数。
wy-no-random = 没有随机到必胜态，请再试一次。
wy-p-failed = 无法载入奇异局势：{ $error }
sq-queen = 皇后
sq-legal = 可以走到
sq-p = 必败态
sq-hint = 提示
sq-missed = 本可获胜的一步
wy-table-title = 奇异局势 (a_k, b_k)
wy-table-lead = a_k = ⌊kφ⌋，b_k = a_k + k，φ = (1 + √5)/2 为黄金分割比：每个正整数恰好是某个 a_k 或某个 b_k（两个互补的 Beatty 数列）。服务器对任意 k 精确计算，不用浮点数。
wy-pair-form = 第 k 个奇异局势
wy-pair-go = 计算

## 对弈

play-title = 与电脑对弈
play-lead = 选一个游戏，或写出任意几个游戏的和。电脑走的每一步都是最优的：能赢就一定赢；你一走错，它马上告诉你。
play-setup = 选择游戏
play-game = 游戏
play-position = 局面
play-intro = 选一个游戏，可以修改它的局面（用 + 连接几个游戏），然后点“开始”。
play-now = 局面：
legal-moves = 合法走法
type-move = 输入一步
your-move = 你的一步
a-move = 一步
play-move = 走
play-moves-help = 走法：{ $help }
play-games-failed = 无法列出游戏：{ $error }
play-move-count = 合法走法：{ $count } 种
play-for-example = 例如 { $move }
play-too-many-moves = 合法走法超过 { $count } 种：请在下面输入你的一步。
play-moves-failed = 无法列出走法：{ $error }
play-rule-normal = （正常规则：走最后一步者胜）
play-rule-misere = （反常规则：走最后一步者输）
play-your-turn = 轮到你：从下面选一步，或输入一步。
play-game-over = 对局结束。可以在上面开始新对局。
play-reading = 正在读取局面…
play-at-column = （在 { $expr } 的第 { $column } 列）
play-formula = 这个局面背后的理论
let-computer-start = 让电脑先走
start-from = 改从 { $expr } 开始
lesson-bash = 一堆 n 个石子，每次取 1 到 m 个。当且仅当 n 是 m + 1 的倍数时，轮到走的一方必败：对方取 t 个，你就取 m + 1 − t 个。所以在其他局面下，取 n mod (m + 1) 个即可获胜。反巴什博弈（取到最后一个的人输）中，必败态是 n mod (m + 1) = 1。
lesson-nim = 若干堆石子，每次从某一堆中取任意多个。当且仅当各堆数目的异或和为 0 时，轮到走的一方必败（Bouton 定理）。要赢，就把异或和变成 0。反尼姆博弈同理，只是当每堆都不超过 1 个时，要留给对手奇数个“1”堆。
lesson-wythoff = 两堆石子，每次从一堆取任意多个，或从两堆取同样多个。必败态（奇异局势）是 (a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k)，φ 为黄金分割比；见“威佐夫棋盘”。
lesson-takeaway = 一堆 n 个石子，先手第一次可取 1 到 n − 1 个，以后每次最多取对方上一次的 k 倍。k = 2 时即斐波那契博弈：当且仅当 n 是斐波那契数时先手必败；要赢，取 n 的齐肯多夫表示中最小的一项。对任意 k，必败的堆数 H_j 按自己的规律增长，获胜的取法是 n 按 H_j 分解后最小的一项。
lesson-subtraction = 一堆或几堆石子，每次从一堆中取 s 个，s 属于集合 S。每堆有 SG 值 g(n) = mex{"{"}g(n − s){"}"}，这个序列最终是周期的。见“SG 函数工坊”。
lesson-octal = 若干堆石子，八进制代码规定每取走若干个后，剩下的可以是零堆、一堆还是两堆。Kayles（0.77）和 Dawson’s Kayles（0.07）都是八进制博弈。见“SG 函数工坊”。

## SG 函数工坊

sg-title = SG 函数工坊：一步一步求 SG 函数
sg-lead = 用走法定义一个游戏，然后逐个堆数填出它的 SG 函数：g(n) 是从 n 走一步能到达的各局面的 SG 值的 mex（不属于这个集合的最小非负整数）。看着数值重复，周期就出现了。最后用异或判断几堆之和的胜负（SG 定理）。
sg-form = 定义游戏
sg-begin = 开始
sg-step = 下一个：g(n)
sg-run = 一直填到周期出现
sg-intro = 选一个集合 S（或八进制代码），点“开始”，再点“下一个”依次求 g(0)、g(1)、…
sg-ready = { $game }：点“下一个”求 g(0)。
sg-next = 点“下一个”求 g({ $n })。
sg-done = 完成：表中已出现周期。可以在下面判断一个和的胜负。
sg-no-code = 这个游戏没有八进制代码（Grundy 博弈）：请选一个八进制代码。
sg-step-title = 堆数 { $n }：它的后继局面及其 SG 值
sg-no-option = 从 { $n } 无路可走：后继 SG 值的集合为空。
sg-mex = g({ $n }) = mex { $values } = { $mex }
sg-period-found = 周期出现了：从 n = { $preperiod } 起，g(n + { $period }) = g(n)。预周期 { $preperiod }，周期 { $period }（由服务器证明）。
sg-sum-title = 几堆之和：用异或判断
sg-heaps = 各堆
sg-sum-go = 判断
sg-sum-win = 一种必胜走法：{ $move }
sg-sum-lose = 无论怎么走，都会把必胜态留给对手。

## SG 序列

seq-title = SG 序列
seq-lead = 减法博弈或八进制博弈的 g(0)、g(1)、…：这样的序列最终都是周期的；grundy 证明周期从哪里开始（阴影：预周期）以及周期的长度（色带）。
seq-form = 选择序列
seq-kind-sub = 减法博弈
seq-kind-octal = 八进制博弈
seq-set = 集合 S
seq-code = 代码或名称
seq-to = 直到 n =
seq-plot = 绘图
seq-what-sub = 减法博弈 S = { $set }
seq-what-octal = （八进制 { $code }）
seq-what-grundy = （Grundy 博弈）
seq-no-period = { $what }：{ $values }。在这些值中没有证明出周期；请增大 N。
seq-proof-sub = （已证明：连续 max(S) 个值重复出现）
seq-proof-octal = （由 Guy–Smith 判据，用到 { $n } 为止的值证明）
seq-summary = { $what }：{ $values }。预周期 { $preperiod }，周期 { $period }{ $proof }。
seq-chart-aria = 图中画出 g(n) 随 n 的变化。
seq-band-preperiod = 预周期：0–{ $last }
seq-band-period = 周期 { $period }
seq-in-preperiod = （在预周期中）
seq-in-block = （第 { $block } 个周期，偏移 { $offset }）
seq-point = 把指针移到图上读取数值。

## 热图

heat-title = 威佐夫博弈的 SG 值
heat-lead = 两堆都不超过 4095 时的 g(a, b)。拖动或用方向键移动，滚轮或 + 和 − 缩放。白色格子（g = 0）是奇异局势（必败态），沿着黄金分割线分布。
zoom-in = 放大
zoom-out = 缩小
heat-reset = 重置视图
heat-keys = 方向键移动视图，加号和减号缩放，0 重置。
heat-legend = 颜色图例
heat-legend-zero = 0（必败态）
heat-extent = 服务器的表只有 0 到 { $last } 的堆；热图只画这一部分。
heat-load-failed = 无法载入数值：{ $error }
heat-loading = 正在载入 { $count } 块…
heat-view = a { $a0 }–{ $a1 }, b { $b0 }–{ $b1 }；{ $sampling }，每格 { $ppc }
heat-every-cell = 每格都画
heat-sample-every = 每 { $step } 格取一个样本
heat-aria = 威佐夫博弈 SG 值热图，{ $view }
heat-outside = 在表外。
heat-p-suffix = （必败态）
heat-point = 把指针移到格子上查看数值。

## 分析游戏的和

an-title = 分析游戏的和
an-lead = 由 SG 定理，游戏的和由各部分 SG 值的异或决定。可用的游戏：
an-form = 分析一个表达式
an-expression = 表达式
an-submit = 分析
an-try = 试试：
an-outcome = 胜负
an-grundy = SG 值
an-method = 方法
an-components = 各部分
an-component = 部分
an-explanation = 解释
an-winning-moves = 必胜走法（{ $count } 种）
an-no-winning-move = 没有：无论怎么走，都会把必胜态留给对手。
an-not-computed = —（未计算）
an-error-at = 错误在第 { $column } 列
an-at-column = 在第 { $column } 列
method-sprague-grundy = SG 定理：各部分 SG 值的异或
method-closed-form = 该游戏自己的公式
method-misere-bouton = Bouton 的反常规则（尼姆堆与巴什堆）
method-misere-search = 对整个和的穷举搜索
method-misere-quotient = 该游戏的反常商（各堆元素之积）

## 反常商

tab-misere = 反常商
mq-title = 八进制博弈的反常商
mq-lead = 在反常规则下（走最后一步者输），堆的和不能用异或判定。它们的等价类构成一个有限交换幺半群，即反常商：每个堆是一个元素，和是各堆元素之积，当且仅当积属于 P 部分时，这个和是必败态。服务器在时间预算内尽量算出反常商。
mq-form = 选择一个八进制博弈
mq-code = 代码或名称
mq-to = 直到堆
mq-go = 计算
mq-computing = 正在计算反常商……
mq-game = 游戏
mq-status = 状态
mq-status-proven = 对所有堆大小都已证明
mq-status-holds = 对不超过 { $n } 的堆成立
mq-period = 堆映射
mq-period-proven = 从堆 { $preperiod } 起周期为 { $period }
mq-period-none = 尚未证明周期
mq-order = 阶（元素个数）
mq-p-portion = P 部分
mq-tame = 驯服
mq-tame-yes = 是：与反常尼姆相同
mq-tame-no = 否
mq-heaps-computed = 已计算的堆
mq-stopped-misere-time = 在堆 { $n } 处停止：时间预算用完了。
mq-stopped-misere-work = 在堆 { $n } 处停止：达到了工作量上限。
mq-stopped-misere-order = 在堆 { $n } 处停止：反常商超过了允许的最大阶。
mq-stopped-misere-trial-order = 在堆 { $n } 处停止：候选扩张会超过尝试的最大阶。
mq-stopped-interrupted = 在堆 { $n } 处停止：计算被中断。
mq-stopped-unsupported = 在堆 { $n } 处停止：目前的反常商找不到适合下一个堆的扩张。
mq-stopped-other = 在堆 { $n } 处停止。
mq-generators = 生成元
mq-generator = { $name } = 堆 { $heap } 的元素
mq-relations = 关系
mq-no-relations = 无
mq-elements = 元素
mq-p-elements = P 部分：当且仅当和的积是其中之一时，这个和是必败态
mq-heap-map = 堆映射
mq-heap = 堆
mq-element = 元素
mq-in-p = 单独是必败态？
mq-yes = 是
mq-no = 否
mq-heap-map-note = 超过堆 { $last } 后，堆 n ≥ { $preperiod } 的元素等于堆 { $preperiod } + (n − { $preperiod }) mod { $period } 的元素。

## 普查

tab-census = 普查
cs-title = 八进制博弈普查
cs-lead = 本服务器启动时指定的普查数据库（grundy serve --census FILE）中的每个游戏：已解决（周期已证明）、易证（由最初的值证明），或未解决，并注明算到了多远。点击列标题可按该列排序，点击游戏代码可绘制它的 SG 序列，点击“证书”可查看其周期的证明（可用 grundy verify FILE 检验）。
cs-form = 显示哪些游戏
cs-filter = 显示
cs-all = 全部游戏
cs-status-solved = 已解决
cs-status-trivial = 易证
cs-status-open = 未解决
cs-reload = 重新读取
cs-loading = 正在读取普查……
cs-count = 共 { $total } 个游戏，显示 { $shown } 个
cs-code = 代码
cs-status = 状态
cs-preperiod = 预周期
cs-period = 周期
cs-largest = 最大值
cs-heaps = 已计算的堆
cs-equivalent = 等价于
cs-misere-order = 反常商的阶
cs-certificate = 证书
cs-no = 无
cs-plot-title = 绘制 { $code } 的 SG 序列，直到 n = { $to }
cs-certificate-link = 证书
cs-certificate-title = { $code } 的周期证书：保存为文本后用 grundy verify FILE 检验

## 术语表

glossary-title = 术语表
glossary-lead = 本页的游戏名称与术语，用你选的语言和另一种语言对照列出。
glossary-here = 中文
glossary-other = English

## 找规律（pattern.js）

tab-pattern = 找规律
pattern-title = 找规律
pattern-lead = 写下游戏的规则，像竞赛题解那样对小局面打表，再由服务器说出其中的规律：周期、必败态满足的递推式、Beatty 数列。有定理可证明的标明“已证明”，其余标明“验证到 N”。
pattern-examples = 例子：
pattern-example-square = 取平方数
pattern-example-power-of-two = 取 2 的幂
pattern-example-half = 最多取一半
pattern-example-divisor = 取因数
pattern-example-fibonacci = 取斐波那契数（HDU 1848）
pattern-example-wythoff = 威佐夫博弈
pattern-example-queen = 两堆各取 k 与 l，|k − l| < 2
pattern-example-kayles = Kayles：kayles(n)
pattern-example-subtraction = 减法博弈 sub(n, {"{"}1,3,4{"}"})
pattern-form = 游戏规则
pattern-rules = 规则：定义 fn moves(n)（一堆）或 fn moves(a, b)（两个数）的脚本，或者只含一堆 n 的内置游戏，例如 kayles(n)
pattern-to = 直到 N =
pattern-go = 找规律
pattern-values-title = SG 函数值 g(n)
pattern-outcomes-title = 必败态（P 态）
pattern-table-title = 打表
pattern-p-heaps = { $to } 以内共 { $count } 个必败态：{ $list }
pattern-p-pairs = a、b ≤ { $to } 的必败态 (a, b) 共 { $count } 个，表中以 P 标出。
pattern-table-cut = 表中只列出 n ≤ { $shown }；规律与图覆盖 n ≤ { $to }。
pattern-grid-cut = 表中只列出 a、b ≤ { $shown }；规律覆盖 a、b ≤ { $to }。
