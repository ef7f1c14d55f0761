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
tab-sg = { -sg-function }工坊
tab-sequence = SG 序列
tab-heatmap = { -sg-value }热图
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
outcome-p-words = { -p-position }（P 态）：轮到走的一方必败
outcome-n-words = { -n-position }（N 态）：轮到走的一方必胜
mistake-title = 这一步走错了：电脑现在必胜。
mistake-had = 你刚才处于{ -n-position }：共有 { $count } 种走法能赢，例如：
mistake-more = （只列出前 { $shown } 种）
heap-empty = 空
heap-digits = { $start }…（共 { $digits } 位）
position-game-index = 第 { $n } 个游戏
move-game = 第 { $n } 个游戏：
# The end of a sentence the page puts together, before the next one.
sentence-end = 。
move-heap = 第 { $n } 堆
move-step = 第 { $n } 级台阶
move-taking = 取 { $n }
move-field-turn = 翻转硬币 { $value }
move-field-token = 第 { $value } 枚棋子
move-field-from = 从顶点 { $value }
move-field-heaps = 第 { $value } 堆
move-field-edge = 剪断第 { $value } 条边
move-field-ends = （连接顶点 { $value }）
move-leaving = 剩下 { $heaps }
move-leaving-nothing = 什么也不剩
move-run = （共 { $count } 种走法中的第一种，之后每一种都从最后一堆多移 { $step } 个到前一堆）
move-run-triangle = （共 { $count } 种走法中的第一种：所有 b ≤ c 的 (a + { $step }i, b + { $step }i + { $step }j, c − { $step }(2i + j))）

## 威佐夫博弈

wy-title = { -wythoff-game }（棋盘上的皇后）
wy-lead = 两堆石子就是棋盘上的一个皇后：每一步从一堆中取任意个，或从两堆中取同样多个，于是皇后向左、向下或沿对角线走向角落。把皇后走到 (0, 0) 的一方获胜。
wy-setup = 开始一局{ -wythoff-game }
wy-random = 随机{ -n-position }
wy-show-p = 显示{ -singular-position }（{ -p-position }）与黄金分割线 b = φa、b = a/φ
wy-board-aria = 威佐夫棋盘：横向为 a 堆，纵向为 b 堆，0 到 { $last }。方向键移动，回车把皇后走过去。
wy-your-turn = 轮到你：点击皇后能走到的格子（或用方向键和回车）。
wy-you-won = 你赢了！你把皇后走到了 (0, 0)。
wy-computer-won = 电脑赢了：它把皇后走到了 (0, 0)。
wy-game-over = 对局结束。点“新对局”再来一局。
wy-queen-here = 皇后就在这里：请选一个要走到的格子。
wy-bad-heaps = 在这个棋盘上，两堆的数目须是 0 到 { $last } 的整数。
wy-no-random = 没有随机到{ -n-position }，请再试一次。
wy-p-failed = 无法载入{ -singular-position }：{ $error }
sq-queen = 皇后
sq-legal = 可以走到
sq-p = { -p-position }
sq-hint = 提示
sq-missed = 本可获胜的一步
wy-table-title = { -singular-position } (a_k, b_k)
wy-table-lead = a_k = ⌊kφ⌋，b_k = a_k + k，φ = (1 + √5)/2 为黄金分割比：每个正整数恰好是某个 a_k 或某个 b_k（两个互补的 Beatty 数列）。服务器对任意 k 精确计算，不用浮点数。
wy-pair-form = 第 k 个{ -singular-position }
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
lesson-bash = 一堆 n 个石子，每次取 1 到 m 个。当且仅当 n 是 m + 1 的倍数时，轮到走的一方必败：对方取 t 个，你就取 m + 1 − t 个。所以在其他局面下，取 n mod (m + 1) 个即可获胜。反{ -bash-game }（取到最后一个的人输）中，{ -p-position }是 n mod (m + 1) = 1。
lesson-nim = 若干堆石子，每次从某一堆中取任意多个。当且仅当各堆数目的{ -nim-sum }为 0 时，轮到走的一方必败（Bouton 定理）。要赢，就把{ -nim-sum }变成 0。反{ -nim-game }同理，只是当每堆都不超过 1 个时，要留给对手奇数个“1”堆。
lesson-wythoff = 两堆石子，每次从一堆取任意多个，或从两堆取同样多个。{ -p-position }（{ -singular-position }）是 (a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k)，φ 为黄金分割比；见“威佐夫棋盘”。
lesson-takeaway = 一堆 n 个石子，先手第一次可取 1 到 n − 1 个，以后每次最多取对方上一次的 k 倍。k = 2 时即{ -fibonacci-game }：当且仅当 n 是斐波那契数时先手必败；要赢，取 n 的齐肯多夫表示中最小的一项。对任意 k，必败的堆数 H_j 按自己的规律增长，获胜的取法是 n 按 H_j 分解后最小的一项。
lesson-subtraction = 一堆或几堆石子，每次从一堆中取 s 个，s 属于集合 S。每堆有 { -sg-value } g(n) = mex{"{"}g(n − s){"}"}，这个序列最终是周期的。见“{ -sg-function }工坊”。
lesson-octal = 若干堆石子，八进制代码规定每取走若干个后，剩下的可以是零堆、一堆还是两堆。Kayles（0.77）和 Dawson’s Kayles（0.07）都是{ -octal-game }。见“{ -sg-function }工坊”。

## SG 函数工坊

sg-title = { -sg-function }工坊：一步一步求 { -sg-function }
sg-lead = 用走法定义一个游戏，然后逐个堆数填出它的 { -sg-function }：g(n) 是从 n 走一步能到达的各局面的 { -sg-value }的 mex（不属于这个集合的最小非负整数）。看着数值重复，周期就出现了。最后用异或判断几堆之和的胜负（{ -sg-theorem }）。
sg-form = 定义游戏
sg-begin = 开始
sg-step = 下一个：g(n)
sg-run = 一直填到周期出现
sg-intro = 选一个集合 S（或八进制代码），点“开始”，再点“下一个”依次求 g(0)、g(1)、…
sg-ready = { $game }：点“下一个”求 g(0)。
sg-next = 点“下一个”求 g({ $n })。
sg-done = 完成：表中已出现周期。可以在下面判断一个和的胜负。
sg-no-code = 这个游戏没有八进制代码（Grundy 博弈）：请选一个八进制代码。
sg-step-title = 堆数 { $n }：它的后继局面及其 { -sg-value }
sg-no-option = 从 { $n } 无路可走：后继 { -sg-value }的集合为空。
sg-mex = g({ $n }) = mex { $values } = { $mex }
sg-period-found = 周期出现了：从 n = { $preperiod } 起，g(n + { $period }) = g(n)。预周期 { $preperiod }，周期 { $period }（由服务器证明）。
sg-sum-title = 几堆之和：用异或判断
sg-heaps = 各堆
sg-sum-go = 判断
sg-sum-win = 一种{ -winning-move }：{ $move }
sg-sum-lose = 无论怎么走，都会把{ -n-position }留给对手。

## SG 序列

seq-title = SG 序列
seq-lead = { -subtraction-game }或{ -octal-game }的 g(0)、g(1)、…：这样的序列最终都是周期的；grundy 证明周期从哪里开始（阴影：预周期）以及周期的长度（色带）。
seq-form = 选择序列
seq-kind-sub = { -subtraction-game }
seq-kind-octal = { -octal-game }
seq-set = 集合 S
seq-code = 代码或名称
seq-to = 直到 n =
seq-plot = 绘图
seq-what-sub = { -subtraction-game } S = { $set }
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

heat-title = { -wythoff-game }的 { -sg-value }
heat-lead = 两堆都不超过 4095 时的 g(a, b)。拖动或用方向键移动，滚轮或 + 和 − 缩放。白色格子（g = 0）是{ -singular-position }（{ -p-position }），沿着黄金分割线分布。
zoom-in = 放大
zoom-out = 缩小
heat-reset = 重置视图
heat-keys = 方向键移动视图，加号和减号缩放，0 重置。
heat-legend = 颜色图例
heat-legend-zero = 0（{ -p-position }）
heat-extent = 服务器的表只有 0 到 { $last } 的堆；热图只画这一部分。
heat-load-failed = 无法载入数值：{ $error }
heat-loading = 正在载入 { $count } 块…
heat-view = a { $a0 }–{ $a1 }, b { $b0 }–{ $b1 }；{ $sampling }，每格 { $ppc }
heat-every-cell = 每格都画
heat-sample-every = 每 { $step } 格取一个样本
heat-aria = { -wythoff-game } { -sg-value }热图，{ $view }
heat-outside = 在表外。
heat-p-suffix = （{ -p-position }）
heat-point = 把指针移到格子上查看数值。

## 分析游戏的和

an-title = 分析游戏的和
an-lead = 由 { -sg-theorem }，游戏的和由各部分 { -sg-value }的异或决定。可用的游戏：
an-form = 分析一个表达式
an-expression = 表达式
an-submit = 分析
an-try = 试试：
an-outcome = 胜负
an-grundy = { -sg-value }
an-method = 方法
an-components = 各部分
an-component = 部分
an-explanation = 解释
an-winning-moves = { -winning-move }（{ $count } 种）
an-no-winning-move = 没有：无论怎么走，都会把{ -n-position }留给对手。
an-not-computed = —（未计算）
an-error-at = 错误在第 { $column } 列
an-at-column = 在第 { $column } 列
method-sprague-grundy = { -sg-theorem }：各部分 { -sg-value }的异或
method-closed-form = 该游戏自己的公式
method-misere-bouton = Bouton 的反常规则（尼姆堆与巴什堆）
method-misere-search = 对整个和的穷举搜索
method-misere-quotient = 该游戏的反常商（各堆元素之积）

## 反常商

tab-misere = 反常商
mq-title = { -octal-game }的反常商
mq-lead = 在反常规则下（走最后一步者输），堆的和不能用异或判定。它们的等价类构成一个有限交换幺半群，即反常商：每个堆是一个元素，和是各堆元素之积，当且仅当积属于 P 部分时，这个和是{ -p-position }。服务器在时间预算内尽量算出反常商。
mq-form = 选择一个{ -octal-game }
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
mq-tame = { -tame }
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
mq-p-elements = P 部分：当且仅当和的积是其中之一时，这个和是{ -p-position }
mq-heap-map = 堆映射
mq-heap = 堆
mq-element = 元素
mq-in-p = 单独是{ -p-position }？
mq-yes = 是
mq-no = 否
mq-heap-map-note = 超过堆 { $last } 后，堆 n ≥ { $preperiod } 的元素等于堆 { $preperiod } + (n − { $preperiod }) mod { $period } 的元素。

## 普查

tab-census = 普查
cs-title = { -octal-game }普查
cs-lead = 本服务器启动时指定的普查数据库（grundy serve --census FILE）中的每个游戏：已解决（周期已证明）、{ -trivial }（由最初的值证明），或未解决，并注明算到了多远。点击列标题可按该列排序，点击游戏代码可绘制它的 SG 序列，点击“证书”可查看其周期的证明（可用 grundy verify FILE 检验）。
cs-form = 显示哪些游戏
cs-filter = 显示
cs-all = 全部游戏
cs-status-solved = 已解决
cs-status-trivial = { -trivial }
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

## 第 35 号问题的页面修正：示例按钮的文字、序列摘要中的游戏名

an-example-1 = 威佐夫 + 斐波那契 + 减法
an-example-2 = 尼姆 + 巴什
an-example-3 = Kayles + Dawson’s Kayles（{ -octal-game }）
seq-what-octal-named = { $name }（{ -octal-game } { $code }）
seq-what-octal-plain = { -octal-game } { $code }
seq-what-grundy-named = Grundy 博弈

## 课程：每篇经典文章一课（lessons.js）

tab-lessons = 课程
lesson-list-title = 课程：每篇经典文章一课
lesson-list-lead = 每一课对应一篇讲博弈论的经典文章：规则、和导师对弈的棋盘、文章手工打出的表（可以继续往下打）、定理及证明思路，以及用它能解的评测题。
lesson-back = ← 全部课程
lesson-rule = 规则
lesson-board = 和导师对弈
lesson-board-lead = 电脑走的每一步都是最优的；你一旦走错、丢掉了必胜局面，它会立刻指出，并给出原本的{ -winning-move }。
lesson-your-turn = 轮到你：从下面选一步。
lesson-new-game = 新的一局
lesson-theorem = 定理
lesson-proof = 证明思路
lesson-judges = 评测题
lesson-judges-lead = grundy judge 题号：对给定输入输出与评测完全一致的答案；grundy stress 题号：用随机、边界和针对性的输入检验你自己的程序，并给出它出错的最小输入。
lesson-table-go = 计算
lesson-more-rows = 再打几行
lesson-p = P（{ -p-position }）
lesson-n = N（{ -n-position }）
lesson-normal = 正常规则
lesson-misere = 反常规则
lesson-bash-title = { -bash-game }
lesson-bash-summary = 一堆石子，每次取 1 到 m 个：以 m + 1 个为一组；反{ -bash-game }
lesson-bash-rule = 一堆 n 个石子，两人轮流取，每次取 1 到 m 个。取到最后一个石子的人获胜；反{ -bash-game }中，取到最后一个的人输。
lesson-bash-table-title = 打表：从 n 出发谁赢
lesson-bash-table-lead = 对每个堆大小 n，服务器给出轮到走的一方在正常规则和反常规则下是必胜（N）还是必败（P）。改变 m 后重新计算即可。
lesson-bash-theorem = 正常规则：当且仅当 n 是 m + 1 的倍数时，轮到走的一方必败；否则取 n mod (m + 1) 个即可获胜。反常规则：当且仅当 n mod (m + 1) = 1 时，轮到走的一方必败。
lesson-bash-proof = 把石子按 m + 1 个分成一组。若 n 是 m + 1 的倍数，对方取 t 个（1 ≤ t ≤ m）后剩下的不是倍数，你再取 m + 1 − t 个，又回到倍数；所以最后一步总是你走。若 n 不是倍数，先取 n mod (m + 1) 个，把倍数留给对方。反常规则同理，只是目标换成 1、m + 2、2m + 3……：只剩一个石子的人只能把它取走。
lesson-nim-title = { -nim-game }
lesson-nim-summary = 若干堆石子：二进制各列的异或；反{ -nim-game }与限取{ -nim-game }
lesson-nim-rule = 若干堆石子，每次从某一堆中取任意多个（至少一个）。取到最后一个石子的人获胜。
lesson-nim-table-title = 打表：各堆的二进制
lesson-nim-table-lead = 把每堆写成二进制，每个 2 的幂占一列，每列不进位相加：最后一行就是{ -nim-sum }（尼姆和），由服务器算出。添加新的堆可以把表打得更长。
lesson-nim-theorem = Bouton 定理（1901）：当且仅当各堆的{ -nim-sum }为 0 时，轮到走的一方必败。反{ -nim-game }：结论相同，只有每堆都不超过 1 个时例外，此时当且仅当“1”堆的个数为奇数时，轮到走的一方必败。限取{ -nim-game }（每次最多取 m 个）：把每堆 h 换成 h mod (m + 1)，结论相同。
lesson-nim-proof = { -nim-sum }为 0 时，任何一步只改变一堆，必有某个二进制列改变，{ -nim-sum }不再是 0。{ -nim-sum } s ≠ 0 时，取 s 最高的 1 所在的列，找一堆 h 在这一列上是 1：h XOR s < h，所以把 h 减到 h XOR s 是合法的一步，而且使{ -nim-sum }变为 0。终局（每堆都是 0）的{ -nim-sum }为 0，所以始终保持{ -nim-sum }为 0 的人走最后一步。反常规则：照正常规则走，直到某一步会只剩“1”堆时，留给对手奇数个“1”堆。
lesson-nim-heaps = 各堆
lesson-nim-new = 新的一堆
lesson-nim-max = m（限取{ -nim-game }）
lesson-nim-add = 添加一堆
lesson-nim-heap = 第 { $n } 堆
lesson-nim-heap-col = 堆
lesson-nim-size = 大小
lesson-nim-sum = { -nim-sum }（尼姆和）
lesson-nim-normal = 正常规则：{ $outcome }
lesson-nim-misere = 反常规则：{ $outcome }
lesson-nim-bounded = 每次最多取 { $m } 个：各堆 h mod ({ $m } + 1) 的{ -nim-sum }为 { $sum }；{ $outcome }
lesson-wythoff-title = { -wythoff-game }
lesson-wythoff-summary = 两堆石子：黄金分割线、a_k 与 b_k 的表、Beatty 定理、HDU 2177
lesson-wythoff-rule = 两堆石子，每次从一堆中取任意多个，或从两堆中取同样多个。取到最后一个石子的人获胜。放到棋盘上，就是一个皇后向左、向下或沿对角线走向角落 (0, 0)。
lesson-wythoff-table-title = 打表：{ -singular-position } (a_k, b_k)
lesson-wythoff-table-lead = 从 (0, 0) 开始。每个新的 a_k 是前面各组中还没出现过的最小自然数，b_k = a_k + k，所以差 b_k − a_k 依次是 0、1、2……每一组都由服务器精确算出。
lesson-wythoff-theorem = { -p-position }（{ -singular-position }）是 (a_k, b_k)，其中 a_k = ⌊kφ⌋，b_k = ⌊kφ²⌋ = a_k + k，φ = (1 + √5)/2 为黄金分割比；它们排在黄金分割线 b = φa 与 b = a/φ 附近。Beatty 定理：若无理数 α, β > 1 满足 1/α + 1/β = 1，则数列 ⌊kα⌋ 与 ⌊kβ⌋（k ≥ 1）恰好把每个正整数各取一次；φ 与 φ² = φ + 1 正是这样一对，所以打出的表与公式一致。
lesson-wythoff-proof = 每个自然数恰好出现在一组{ -singular-position }中，每个差 k 也恰好属于一组。从一堆取，另一堆的数不变；从两堆取，差不变：所以从一组{ -singular-position }不能一步走到另一组。反过来，从其他任何 (a, b)（a ≤ b）都能一步走到{ -singular-position }：设 d = b − a，若 a > a_d，从两堆各取 a − a_d，到达 (a_d, b_d)；否则 a 是某个 a_k 或 b_k，而另一堆比它的搭档大，把另一堆减到搭档即可。这正是 HDU 2177 要求输出的走法。
lesson-wythoff-moves-title = HDU 2177：所有{ -winning-move }
lesson-wythoff-moves-lead = 给定局面 (a, b)：轮到走的一方能否获胜？从两堆同取或从一堆取，有哪些{ -winning-move }？服务器列出每一种走到{ -singular-position }的取法。
lesson-wythoff-board-link = 威佐夫棋盘（含黄金分割线）
lesson-fib-title = { -fibonacci-game }与 { -k-multiple-game }游戏
lesson-fib-summary = 一堆石子，每次最多取对方上一次的 k 倍：齐肯多夫分解、任意 k 的集合 N、f(n) = lowbit
lesson-fib-rule = 一堆 n 个石子。先手第一次取 1 到 n − 1 个（不能全取）；之后每人至少取 1 个，最多取对方上一次所取的 k 倍。取到最后一个石子的人获胜。k = 2 时就是{ -fibonacci-game }。
lesson-fib-table-title = 打表：文章中的集合 N，一步一步构造
lesson-fib-table-lead = a_0 = b_0 = 1。对每个 i，t 是满足 k·a_t < a_i 的最大下标，b_i = a_i + b_t（没有这样的 t 时 b_i = a_i）：b_i 是能写成若干 a 之和、且每一项都大于下一项 k 倍的最大数。下一个 a_(i+1) = b_i + 1。这些 a_i 就是必败的堆数（集合 N）；k = 2 时正是斐波那契数。改变 k，就能为任意 k 构造 N。
lesson-fib-theorem = 当且仅当 n 是某个 a_i 时先手必败。否则把 n 贪心地（从大到小）写成若干 a 之和（k = 2 时就是齐肯多夫分解：写成互不相邻的斐波那契数之和）：先手的{ -winning-move }是取其中最小的一项 f(n)，即 n 在这个数系中的“lowbit”（k = 1 时就是二进制的 lowbit）。
lesson-fib-proof = 贪心分解中，每一项都大于下一项的 k 倍。取走最小项 x 后，剩下的最小项 y 大于 k·x，对手取不完它。若对手取 t < y，剩下部分的最小项不超过 k·t（这是构造保证的 a_i 的性质），于是先手又能取走最小项，如此直到取走最后一个石子。若 n 本身就是 a_i，分解只有 a_i 一项，第一步不能全取；先手取 t 个后，剩下部分的最小项不超过 k·t，被对手取走。
lesson-fib-lowbit-title = f(n)：n 的分解中最小的一项
lesson-fib-lowbit-lead = 输入堆大小 n，使用上表的倍数 k：服务器把它写成若干 a_i 之和。
lesson-fib-decomposition = { $n } = { $terms }
lesson-fib-lost = { $n } 就是某个 a_i：先手必败。
lesson-fib-lowbit = f(n) = { $take }：先手取 { $take } 个即可获胜。
lesson-fib-small-k = k < 1 时只有堆大小 1 是必败的，没有什么可构造的。
lesson-sg-title = { -sg-function }
lesson-sg-summary = mex、Sprague–Grundy 定理、用异或求游戏的和；{ -sg-function }工坊
lesson-sg-rule = 双方可走的步完全相同、无法走的一方输的任何游戏。这里以{ -subtraction-game }为例：一堆石子，每次取 s 个，s 属于集合 S。几堆放在一起就是游戏的和：每一步在其中一堆上走。
lesson-sg-table-title = 打表：g(n)
lesson-sg-table-lead = g(0) = 0，g(n) 是所有 s ≤ n（s 属于 S）对应的 g(n − s) 的 mex（不在其中的最小非负整数）。g(n) = 0 的行就是{ -p-position }。这些值最终会按周期重复。
lesson-sg-theorem = Sprague–Grundy 定理：每个这样的游戏都等价于一堆大小为 g(局面) 的尼姆堆；若干游戏的和，其值是各部分 { -sg-value }的异或，当且仅当异或为 0 时轮到走的一方必败。
lesson-sg-proof = 对局面归纳：从 { -sg-value }为 g 的局面，能走到每个小于 g 的值（这正是 mex 的含义），却走不到 g 本身，和一堆 g 个石子的尼姆堆完全一样。所以游戏的和就像在 g_1、g_2……上玩{ -nim-game }，由 Bouton 定理判定。
lesson-sg-workshop-title = { -sg-function }工坊
lesson-sg-workshop-lead = 在工坊里可以一次求一个 mex，看到每个后继局面，直到周期出现，还能判定几堆的和：
lesson-sg-workshop-link = 打开 { -sg-function }工坊
lesson-sg-period = 预周期 { $preperiod }，周期 { $period }（由服务器证明）。
lesson-judge-hdu1846 = { -bash-game }：C 组 “n m”，输出 first 或 second。
lesson-judge-hdu2149 = 拍卖形式的{ -bash-game }：输出先手每一种必胜的首次出价，或 none。
lesson-judge-hdu1850 = { -nim-game }：先手{ -winning-move }的个数。
lesson-judge-luogu2197 = { -nim-game }：先手必胜输出 Yes，否则 No。
lesson-judge-hdu1907 = 反{ -nim-game }：John（先手）或 Brother。
lesson-judge-hdu1527 = { -wythoff-game }：读到输入结束，先手必胜输出 1，否则 0。
lesson-judge-luogu2252 = { -wythoff-game }：一个局面，先手必胜输出 1，否则 0。
lesson-judge-hdu2177 = { -wythoff-game }：输出 0，或输出 1 及所有{ -winning-move }。
lesson-judge-hdu2516 = { -fibonacci-game }：“Second win” 或 “First win”。
lesson-judge-hdu2486 = { -k-multiple-game }游戏：先手最小的必胜取法，或 lose。
lesson-judge-hdu1847 = 每次取 2 的幂个的{ -subtraction-game }：Kiki 或 Cici。
lesson-judge-hdu1848 = 三堆石子，每次取斐波那契数个：各堆 { -sg-value }的异或。
lesson-judge-hdu1536 = S-Nim：减法集合的 { -sg-function }，对每个局面输出 W 或 L。
## 找规律（pattern.js）

tab-pattern = 找规律
pattern-title = 找规律
pattern-lead = 写下游戏的规则，像竞赛题解那样对小局面打表，再由服务器说出其中的规律：周期、{ -p-position }满足的递推式、Beatty 数列。有定理可证明的标明“已证明”，其余标明“验证到 N”。
pattern-examples = 例子：
pattern-example-square = 取平方数
pattern-example-power-of-two = 取 2 的幂
pattern-example-half = 最多取一半
pattern-example-divisor = 取因数
pattern-example-fibonacci = 取斐波那契数（HDU 1848）
pattern-example-wythoff = { -wythoff-game }
pattern-example-queen = 两堆各取 k 与 l，|k − l| < 2
pattern-example-kayles = Kayles：kayles(n)
pattern-example-subtraction = { -subtraction-game } sub(n, {"{"}1,3,4{"}"})
pattern-form = 游戏规则
pattern-rules = 规则：定义 fn moves(n)（一堆）或 fn moves(a, b)（两个数）的脚本，或者只含一堆 n 的内置游戏，例如 kayles(n)
pattern-to = 直到 N =
pattern-go = 找规律
pattern-values-title = { -sg-function }值 g(n)
pattern-outcomes-title = { -p-position }（P 态）
pattern-table-title = 打表
pattern-p-heaps = { $to } 以内共 { $count } 个{ -p-position }：{ $list }
pattern-p-pairs = a、b ≤ { $to } 的{ -p-position } (a, b) 共 { $count } 个，表中以 P 标出。
pattern-table-cut = 表中只列出 n ≤ { $shown }；规律与图覆盖 n ≤ { $to }。
pattern-grid-cut = 表中只列出 a、b ≤ { $shown }；规律覆盖 a、b ≤ { $to }。
