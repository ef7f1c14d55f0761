# 找规律（grundy pattern、POST /api/pattern）：找到了什么规律、是否已证明，以及规则脚本的错误。

## 表的内容

# 每个结论都是一句独立的话（JSON 的 statement、命令行和网页的一行），所以都以所说的对象开头。

## 找到的规律

pattern-periodic-values = { -sg-function }值 g(n) 从 n = { $preperiod } 起以 { $period } 为周期
pattern-periodic-outcomes = 胜负（{ -n-position } N 或{ -p-position } P）从 n = { $preperiod } 起以 { $period } 为周期
pattern-arithmetic-periodic = { -sg-function }值满足：对每个 n ≥ { $preperiod }，g(n + { $period }) = g(n) + { $saltus }（算术周期）
pattern-recurrence = { -p-position } x_0 < x_1 < … 从 i = { $from } 起满足 x_i = { $formula }
pattern-beatty = { -p-position }为 (a_k, b_k) 与 (b_k, a_k)，其中 a_k = ⌊kα⌋，b_k = { $difference ->
        [1] a_k + k
       *[other] a_k + { $difference }k
    }，α = { $alpha }（Beatty 定理）
pattern-none-values = { -sg-function }值中没有找到规律（周期、算术周期）
pattern-none-outcomes = 胜负中没有找到规律（周期、{ -p-position }的递推）
pattern-none-pairs = { -p-position }中没有找到规律（Beatty）

## 已证明或已验证

pattern-proven-subtraction = 对所有 n 成立（已证明）：有限减法集的下一个值只取决于前 max(S) = { $max } 个值，而它们重复出现
pattern-proven-guy-smith = 对所有 n 成立（已证明）：Guy–Smith 周期定理，用到 n = { $needs } 的值
pattern-proven-from-values = 对所有 n 成立（已证明）：由 { -sg-function }值已证明的周期推出
pattern-verified = 已对每个 n ≤ { $to } 验证，未证明
pattern-verified-pairs = 已对 a, b ≤ { $to } 的每个局面 (a, b) 验证，未证明
pattern-searched = 已在 n ≤ { $to } 内查找
pattern-statement = { $claim }；{ $status }。

## 表中的用语

pattern-expected-heaps = 一堆（≥ 0 的整数）或若干堆组成的数组
pattern-expected-pair = 两个 ≥ 0 的整数组成的数组 [a2, b2]

## 错误

error-pattern-to-too-large = 表最多到 { $max }，不能到 { $to }
error-pattern-loopy = 局面 { $position }：后继 { $option } 不比该局面小（留下的每一堆都必须小于 n；两个数的局面须 a2 + b2 < a + b），游戏可能永不结束
error-pattern-option-shape = 局面 { $position }：后继 { $option } 与游戏的种类不符（单堆游戏的后继是堆，两个数的游戏的后继是数对）
error-pattern-outside = 后继离开 { $to } 以内的表太远
error-pattern-script-long = 规则脚本有 { $bytes } 字节，最多接受 { $max } 字节
error-pattern-script-syntax = 无法读取规则脚本：{ $reason }（第 { $line } 行，第 { $column } 列）
error-pattern-no-moves = 规则脚本必须定义 fn moves(n)（单堆游戏）或 fn moves(a, b)（两个数的游戏）
error-pattern-moves-arity = 规则脚本定义了不止一个 moves，只保留一个：fn moves(n) 或 fn moves(a, b)
error-pattern-script-operations = 规则脚本在局面 { $position } 运行了超过 { $max } 步：是否有永不结束的循环？
error-pattern-script-time = 规则脚本在局面 { $position } 用完了 { $ms } 毫秒的时间
error-pattern-script-deep = 规则脚本在局面 { $position } 的函数调用深度超过 { $max } 层
error-pattern-script-data = 规则脚本在局面 { $position } 构造的{ $what }超过允许的大小
error-pattern-script-failed = 规则脚本在局面 { $position }（第 { $line } 行）出错：{ $reason }
error-pattern-not-array = moves({ $position }) 返回了 { $answer }，而不是后继组成的数组
error-pattern-bad-option = 局面 { $position }：后继 { $option } 不是{ $expected }
error-pattern-no-free-heap = 表达式“{ $expr }”中没有自由的堆 n：在堆的位置写 n，如 kayles(n) 或 sub(n,{"{"}1,3,4{"}"})
error-pattern-one-game = 表达式“{ $expr }”必须是一个单堆 n 的游戏，不能是和
error-pattern-value-large = 堆 { $heap } 的 { -sg-value }太大，无法列表
error-pattern-source = 请用表达式（expr）或规则脚本（rules）之一给出游戏
