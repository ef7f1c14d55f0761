# 库的错误信息：一行，说明哪里错了、接受什么。错误的种类和数据（上限、列、值）不随语言改变，
# 改变的只是这里的文字。

## 所有错误

# 在每种语言中都一样的文字（其他程序的信息、引用的输入）。
error-text = { $text }
error-at-column = 第 { $column } 列：{ $message }
error-context = { $context }：{ $message }

## 数

error-invalid-number = 无法读取{ $what }“{ $text }”：应为用十进制数字 0-9 写成的非负整数（位数不限）
error-beyond-word = { $what } { $value } 在这里太大：应小于 2^64
# 超过 40 位的数在信息中的写法：前 20 位和总位数。
error-number-digits = { $head }...（共 { $digits } 位）
# 数所指的东西，用于“无法读取{ $what }……”。
error-what-number = 数
error-what-set-element = 集合元素
error-what-heap-size = 堆大小
error-what-maximum-take = 每次最多取的数量
error-what-pair-index = 序号
# 请求中的字段，按请求中的写法。
error-what-field = 字段 { $field }

## 倍数（num/ratio.rs）

-ratio-accepted = 应为正有理数，例如 2、5/2 或 2.5
error-ratio-zero = 倍数 { $numer }/{ $denom } 无效：{ -ratio-accepted }
error-ratio-invalid = 倍数“{ $text }”无效：{ -ratio-accepted }
error-ratio-too-long = 倍数“{ $text }”太长：分子和分母都必须小于 2^64
error-ratio-decimals = 倍数“{ $text }”的小数超过 19 位：请写成分数 p/q
error-ratio-denominator-zero = 倍数“{ $text }”无效：分母为 0；{ -ratio-accepted }
error-ratio-not-positive = 倍数“{ $text }”无效：它必须是正数，不能是 0；{ -ratio-accepted }

## 固定列表中的名称（vocab.rs）

error-not-one-of = “{ $text }”不是以下之一：{ $names }

## 停止（interrupt.rs）

error-interrupted = 计算在完成之前被停止（时间用完，或被取消）

## 表达式：语法（notation/syntax.rs）

error-unclosed-string = 字符串没有结束：开头的 " 之后应有配对的 "
error-unexpected-character = 意外的字符“{ $found }”：应为若干游戏之和，例如 { $examples }
error-empty-expression = 表达式为空：应为若干游戏之和，例如 { $examples }
# “却遇到……”中所指的记号。
error-token-end = 表达式的末尾
error-token-string = 字符串 "{ $text }"
error-token = “{ $text }”
error-expected-found = 应为{ $what }，却遇到{ $found }
# error-expected-found 中所期望的内容。
error-expect-game = 一个游戏，例如 { $examples }
error-expect-open = “{ $name }”之后的“(”
error-expect-set-element = 集合元素（正整数）
error-expect-set-close = “,”或结束集合的“{"}"}”
error-expected-plus-or-end = 应为“+”或表达式的末尾，却遇到{ $found }
error-expected-comma-or-close = “{ $name }(...)”中应为“,”或“)”，却遇到{ $found }
error-expected-value-after-key = “{ $key }=”之后应为一个值，却遇到{ $found }
error-expected-argument = 应为一个参数（数、集合 {"{"}1,3,4{"}"}、字符串 "…" 或 key=value），却遇到{ $found }

## 表达式：游戏的参数（notation/call.rs）；$usage 是游戏的记法及其含义

error-key-twice = “{ $key }=”出现了两次
error-key-takes-number = “{ $key }=”只接受一个数
error-positional-after-key = 位置参数应写在“{ $key }=”之前
error-too-many-arguments = 参数太多：应为 { $usage }
error-too-few-arguments = 参数太少：应为 { $usage }
error-unknown-key = 未知的参数“{ $key }=”：应为 { $usage }
error-unexpected-set = 这里不应是集合：应为 { $usage }
error-unexpected-string = 这里不应是字符串：应为 { $usage }
error-expected-string = 应为带引号的字符串：{ $usage }
error-missing-key = 缺少“{ $key }=”：应为 { $usage }
error-expected-set = 应为集合，例如 {"{"}1,3,4{"}"}：{ $usage }
error-unknown-game = 未知的游戏“{ $name }”：应为以下之一：{ $examples }

## 周期证书（certificate.rs）

error-certificate-place = 证书
error-certificate-line = 证书第 { $line } 行
error-certificate-values-limit = 证书的值一直到 g({ $last })；证书的值只重算到 g({ $limit })（{ $name }）
error-certificate-work = 重算证书的 { $have } 个值约需查看 { $work } 个选项，超过一次检查允许的 { $limit } 个（certificate_work）
error-certificate-number = 应为一个数（小于 2^64 的十进制数字），而不是“{ $text }”
error-certificate-character = 不允许字符 { $character }：证书是 ASCII 文本（可打印字符、空格、制表符、换行；其他字符只能出现在注释中）
error-certificate-expected-key = 应为“{ $key } ...”
error-certificate-ends-before = 在“{ $key }”之前就结束了
error-certificate-header = 应为“grundy certificate 1”
error-certificate-empty = 文件为空
error-certificate-value = 应为一个值（小于 2^32 的十进制数字），而不是“{ $text }”
error-certificate-shape = removes-at-most { $t } 和 leaves-at-most { $k } 与该游戏的（{ $game_t }，{ $game_k }）不符
error-certificate-period = 周期应至少为 1
error-certificate-through = values-through 为 { $through }，所以应有 g(0) 到 g({ $through })；实际有 { $count } 个值
error-certificate-game = 应为“game octal CODE”或“game subtraction S1,S2,...”
error-certificate-empty-set = 减法集合为空
error-certificate-zero-element = 减法集合含有 0：每个元素都必须是正数

## 请求（report/）

error-what-maximum-take-m = 每次最多取的数量 m
error-above-cap = { $what } { $value } 超过了单个请求的上限 { $max }
error-too-many-legal-moves = “{ $expr }”的合法走法超过 { $limit } 种；请直接输入一步走法
error-too-many-options = “{ $expr }”的选项超过 { $limit } 个；请换一个较小的局面
error-played-move = 已走的第 { $index } 步（“{ $text }”）：{ $message }
error-option-value-missing = 选项“{ $option }”的值没有算出
error-game-over = 对局已经结束：“{ $expr }”没有可走的步了
error-no-move-left = 已经没有可走的步了
error-sparse-to-below-to = sparse_to（{ $sparse_to }）小于 to（{ $to }）：稀疏方法只能算得更远
error-misere-grundys-game = 反常商只对八进制和十六进制代码（例如 0.77 或 kayles）计算，不对 Grundy 博弈计算
error-misere-order = 反常商最多有 { $limit } 个元素（上限 misere_order）；请求的是 { $asked }
error-remoteness-of-component = 第 { $index } 个游戏“{ $component }”的远度
error-search-missed-start = 搜索没有到达起始局面
error-every-search-positions = 它的远度来自搜索它能到达的每个局面，最多 { $limit } 个
error-rules-cycle = 游戏规则中有循环
error-window-empty = 窗口的宽、高和步长都至少应为 1
error-window-cells = { $width } × { $height } 个采样的窗口超过了一次回答能容纳的 { $limit } 个；请用更大的步长采样
error-window-outside = 窗口超出了表格，表格只含堆 0 到 { $last }
error-no-period-within = 在前 { $steps } 个局面内没有找到 { $set } 的周期（max_steps { $steps }）；请增大 max_steps，并用检查点从那里继续
error-period-search-ended = 周期搜索结束了，却没有找到周期
error-sub-to-or-period = 请给出 "to"（算到 N 的序列）或 "period_only": true（可加 "max_steps"），二者只能选一
error-table-size-missing = 请给出 "size"，即表格或棋盘的边长
error-table-size-or-row = 请给出 "size"（整个表格），或 "row" 和 "to"（一行）
error-wythoff-misere-grundy = 反常规则下 SG 值不能相加；要得到 g(a, b)，请用正常规则
# 名称或数的列表：“a、b 和 c”“a、b 或 c”。
error-list-and = { $rest } 和 { $last }
error-list-or = { $rest } 或 { $last }
# 超过任何机器字的数量。
error-2-64-or-more = 2^64 或更多

## 游戏之和（expr/）

error-empty-sum = 表达式至少需要一个游戏
error-component-value-missing = 第 { $index } 个游戏“{ $component }”的 SG 值没有算出，所以和的 SG 值也无法算出
error-internal-contradiction = 内部错误：grundy 对“{ $expr }”的回答自相矛盾（{ $what }；方法 { $method }）；请报告此问题
error-internal-p-with-move = 是必败态，却有必胜走法
error-internal-n-without-move = 是必胜态，却没有必胜走法
error-internal-move-leaves-n = 它的必胜走法 { $mv } 留下 { $after }，这是必胜态
error-search-memory = 为“{ $component }”的局面编号需要超过穷举搜索允许整个和使用的 { $limit } 字节
error-search-component-moves = “{ $component }”的走法超过穷举搜索为整个和保留的 { $limit } 种
error-search-cycle = “{ $component }”中有循环：某个局面可以回到自身
error-component-may-reach = “{ $component }”可能到达 { $positions } 个局面，超过穷举搜索允许单个游戏的 { $limit } 个
error-component-reaches = “{ $component }”到达的局面超过穷举搜索允许单个游戏的 { $limit } 个
error-component-leaves-sum = “{ $component }”到达的局面超过 { $cap } 个，所以整个和的局面超过穷举搜索允许的 { $limit } 个
error-search-moves-one = 搜索“{ $component }”可能要保存 { $moves } 种走法（{ $positions } 个局面，每个最多 { $options } 个选项），超过穷举搜索允许的 { $limit } 种
error-search-moves-sum = 搜索整个和可能要保存 { $moves } 种走法（仅“{ $component }”就有 { $alone } 种：{ $positions } 个局面，每个最多 { $options } 个选项），超过穷举搜索允许的 { $limit } 种
error-sum-positions = 整个和有 { $positions } 个局面，超过穷举搜索允许的 { $limit } 个
error-search-work = 搜索整个和需要查看 { $moves } 种走法，超过穷举搜索允许的 { $limit } 种
error-misere-no-grundy = 反常规则：SG 值不能相加
error-misere-no-method = 反常规则下只有以下情形能精确求解：{ $bouton } 组成的和（Bouton 规则）、单独一个 { $alone }、反常商已知的八进制博弈的堆（grundy misere CODE），或小到可以整体搜索的和；“{ $expr }”都不属于
error-misere-no-method-gap = 反常规则下只有以下情形能精确求解：{ $bouton } 组成的和（Bouton 规则）、单独一个 { $alone }、反常商已知的八进制博弈的堆（grundy misere CODE），或小到可以整体搜索的和；“{ $expr }”都不属于（{ $gap }）
error-quotient-gap = 在堆 { $heaps } 之后没有找到 { $games } 的有限反常商
error-quotient-gap-why = 在堆 { $heaps } 之后没有找到 { $games } 的有限反常商：{ $why }
error-misere-octal-move-work = { $heap }：它在反常规则下的结果已知（必胜态），但列出它的必胜走法需要查看多达 { $bound } 种走法，超过 { $limit }（上限 octal_move_work）
error-octal-winning-moves = 这个和的必胜走法超过 { $limit } 种（上限 octal_winning_moves）
error-runs-need-proven-quotient = 成段列出走法需要已证明的反常商

## 在和中输入的走法（expr/play/）

error-empty-move = 走法为空：请输入一步走法，或输入 help
error-games-one = 只有一个游戏，编号 0
error-games-numbered = 游戏的编号是 0 到 { $last }
error-no-game = 没有编号为 { $index } 的游戏：{ $range }
error-not-a-game-number = “:”之前的“{ $text }”不是游戏编号：{ $range }
error-game-number-first = 游戏编号写在最前面、“:”之前，例如 `1: 2`
error-move-needs-game = 这是 { $count } 个游戏的和：走法要以游戏编号和冒号开头，例如 `1: 2`（{ $range }）

## 反常商（quotient/）

error-misere-work = 达到了 { $limit } 步的工作量上限（上限 misere_work）
error-misere-time = 达到了时间上限（上限 misere_time）
error-stopped-by-user = 被用户停止
error-misere-no-refinement = 通过放开候选商（阶为 { $order }）判错的最小和中的堆进行细化，都不能正确预测那个和
error-misere-trial-order = 候选商的元素将超过 { $limit } 个（上限 misere_trial_order）
error-misere-max-order = 商的元素将超过 { $limit } 个（上限 misere_order）
error-joint-quotient-bounds = 联合反常商要求每个游戏给出一个堆的上界
error-misere-games = 联合反常商最多对 { $limit } 个游戏计算（上限 misere_games）；请求的是 { $asked } 个
error-misere-heaps = 反常商逐堆计算，最多到 { $limit }（上限 misere_heaps）；请求的是 { $asked }

## 八进制博弈普查（census/）

-pattern-accepted = 应为代码模式，例如 0.??、0.???、4.??? 或 ?.??（每个 ? 可为任意八进制数字 0-7；小数点前为 0 或 4），或代码，例如 0.6、4.07 或 kayles
error-census-games = 一次普查最多列出 { $limit } 个游戏（上限 census_games）；这些模式给出 { $spelled } 个
error-pattern = 代码模式“{ $text }”无效：{ $why }；{ -pattern-accepted }
error-pattern-no-point = 没有“.”
error-pattern-before-point = 小数点前只能是 0、4 或 ?
error-pattern-digit = “{ $digit }”不是八进制数字，也不是 ?
error-census-status = 普查状态“{ $text }”无效：应为 trivial、solved 或 open
error-census-length = { $code }：普查最多算到 n = { $limit }；请求的是 n = { $asked }

## 序列（sequence/）和博弈树（engine/）

error-subtraction-window = 减法集合最多处理到 max(S) = { $limit }（状态是最后 max(S) 个值）；{ $set } 的 max(S) = { $max }
error-subtraction-length = { $set } 的序列最多算到 N = { $limit }（每个局面 { $bytes } 字节）；请求的是 N = { $asked }（--period-only 不保存这些值也能找出周期）
error-saved-state-damaged = 保存的状态已损坏，或是由其他版本的 grundy 写的
error-game-cycle = 这个游戏中有循环：某个局面可以回到自身，所以它没有 SG 值
error-game-tree-positions = 博弈树的局面超过 { $limit } 个，这是穷举搜索的上限
