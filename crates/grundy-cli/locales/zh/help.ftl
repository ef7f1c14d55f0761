# `--help`、`-h`、`grundy help` 与手册页的中文：各命令的说明、参数的帮助与示例，id 见 src/help.rs。
# 与 ../en/help.ftl 的 id 相同。

## clap 自己的话
help-clap-usage = 用法：
help-clap-colon = {"："}
help-clap-arguments = 参数
help-clap-options = 选项
help-clap-commands = 命令
help-clap-help = 显示帮助
help-clap-help-short = 显示帮助（--help 显示完整说明）
help-clap-help-long = 显示帮助（-h 显示摘要）
help-clap-version = 显示版本
help-clap-help-command = 显示本帮助，或所给子命令的帮助
help-clap-help-command-arg = 要显示帮助的子命令
help-clap-default = （默认：{$value}）
help-clap-possible = （可选：{$values}）
help-clap-possible-head = 可选值：
help-clap-value-separator = {"、"}

## 各命令、参数与示例
help-arg-cap = 轮到走的一方这一步最多能取多少（默认：N-1，即第一步）
help-arg-certificate = 同时把已证明的周期的证书写到 FILE（用 `grundy verify` 检查）
help-arg-checkpoint = 不时把进度存到 FILE；同一条命令会从它继续
help-arg-explain = 用博弈论的术语一步步解释答案
help-arg-losing-heaps = 列出前 COUNT 个必败的堆大小，代替（或附加于）分析一个局面
help-arg-misere = 反常规则（misère）：取走最后一个的一方输
help-grundy = 公平组合游戏的精确分析：谁赢，走哪一步
help-grundy-after =
    示例：
      grundy wythoff 165580140 267914295      双精度公式算错的一个奇异局势
      grundy wythoff 4 7 --json               一个 JSON 对象：结果与必胜走法
      grundy wythoff --pair 10                第 10 个奇异局势
      grundy nim 3 4 5                        谁赢，以及每个必胜走法
      grundy nim @heaps.txt --misere          从文件读入各堆，反常规则
      grundy bash 10 --max 3                  巴什博弈：一堆 10 个，每次取 1..3 个
      grundy takeaway 20 --k 3/2              倍数为 3/2 的取子游戏
      grundy fib 20 --explain                 斐波那契博弈，附齐肯多夫分解的推理
      grundy bash 10 --max 3 --lang en        用英文（LANG=en_US.UTF-8 也一样）

    数字可以任意长；写 @PATH 从文件读入一个数。
    退出状态：成功为 0，输入有误为 2（stderr 上一行说明）。
help-wythoff = 威佐夫博弈：两堆；从一堆取任意多个，或从两堆取同样多个
help-wythoff-after =
    示例：
      grundy wythoff 3 5                       P：轮到走的一方必败
      grundy wythoff 10 20 --json              以 JSON 给出结果与每个必胜走法
      grundy wythoff 165580140 267914295       双精度公式出错之处也是精确的
      grundy wythoff @a.txt @b.txt             从文件读入百万位的堆
      grundy wythoff 4 7 --grundy              同时给出 SG 值 g(4, 7)
      grundy wythoff 20 1000000000000 --grundy --explain    由第 20 行已证明的周期得出
      grundy wythoff --pair 1000               第 1000 个奇异局势 (a_k, b_k)
help-nim = 尼姆博弈：从一堆取任意多个（正常规则、反常规则，或用 --max-take 限制每次的数量）
help-nim-after =
    示例：
      grundy nim 3 4 5                  N：把第 1 堆从 3 取到 1
      grundy nim 1 2 3 --json           一个必败态，以 JSON 给出
      grundy nim 1 1 1 --misere         反常规则：取最后一个的输
      grundy nim 5 7 9 --max-take 3     每次最多取 3 个（各堆按 h mod 4 计）
      grundy nim @heaps.txt             从空白分隔的文件读入一百万堆
help-bash = 巴什博弈：一堆，每次取 1..M 个
help-bash-after =
    示例：
      grundy bash 10 --max 3            N：取 2 个，剩 8 个（4 的倍数）
      grundy bash 12 --max 3 --json     P，以 JSON 给出
      grundy bash 10 --max 3 --misere   反常规则：取最后一个的输
help-takeaway = 取子游戏：每次最多取上一次的 k 倍
help-takeaway-after =
    示例：
      grundy takeaway 20 --k 3/2              开局（第一步取 1..19 个）
      grundy takeaway 20 --k 2.5 --cap 4      对局中：这一步最多取 4 个
      grundy takeaway --k 3 --losing-heaps 15 k = 3 时前 15 个必败的堆
      grundy takeaway 100 --k 1/2             k < 1：取 t 个而 ⌊k·t⌋ = 0 时，对方无合法走法
help-fib = 斐波那契博弈：k = 2 的取子游戏
help-fib-after =
    示例：
      grundy fib 20                 N：取 2 个（齐肯多夫分解 20 = 13 + 5 + 2）
      grundy fib 21 --json          P：21 是斐波那契数
      grundy fib 20 --cap 1         对局中：这一步最多取 1 个
      grundy fib --losing-heaps 20  前 20 个必败的堆（斐波那契数）
help-analyze = 写成表达式的游戏的和："nim(3,4,5) + bash(10,max=3)"
help-play = 在终端里与完美的对手下一局（任意表达式，或一个和）
help-value-first-me = 你先走
help-value-first-computer = 电脑先走
help-judge = 回答评测题的输入（stdin），输出格式与评测完全一致
help-judge-after =
    示例：
      grundy judge --list                     所有题目（及其别名），各附一行说明
      grundy judge hdu2177 < input.txt        威佐夫博弈：按评测格式输出必胜走法
      grundy judge hdu1527 < big.in > my.out  一百万行，比用 scanf/printf 的 C 还快
      diff <(grundy judge hdu1847 < in) <(./mine < in)    检查你的程序的输出

    超出评测题范围的数也能得到精确答案。
help-stress = 找出让你的评测题解答出错的输入（对拍）
help-stress-after =
    每个用例是一份评测输入：前面的用例是边界与刁钻的局面（奇异局势及其邻居、相等的堆、零、题目的上限，
    以及威佐夫博弈中浮点代码出错的斐波那契差：float32 为 k = F(18)，double 为 k = F(40) = 102,334,155），
    其余是随机的。解答以 `sh -c CMD` 运行，输入在 stdin 上，自成一个进程组；那个 sh 退出即算结束，
    随后它启动的一切都被杀掉，在 Linux 上也包括离开了进程组的（setsid、两次 fork：grundy 是它们的
    subreaper）。它的输出边读边与 grundy 的（`grundy judge PROBLEM`）逐行比较，忽略行尾空白和缺少的
    最后换行；比 grundy 的长两倍以上（且多出 64 KiB）的输出会被截断并判为错误。

    遇到第一个错误答案或崩溃时，输入会被缩小，最多 --shrink-time 秒、运行解答 1000 次。先试结构化的
    输入，从小到大：小的数，以及该游戏有的奇异局势及其邻居、斐波那契阶梯（k = F(n)）或必败的堆；
    许多个放在一份输入里运行，第一份出错的输入再对半分，直到只剩出错的那一个局面。然后把那个局面
    （若都不出错，则是原来生成的输入）再缩小：更少的局面，更小的数。最后打印最小的出错输入，以及它
    是怎样找到的、期望与实际的输出（各几行，在第一处不同附近；控制字符和非 UTF-8 的字节转义）。
    超时的用例按生成时的输入报告。在终端上，stderr 上有一行进度，显示用例或缩小的次数；管道输出时
    只打印报告。

    退出状态：全部一致为 0，有用例失败（错误答案、崩溃、超时）为 1，参数有误或命令无法运行（第一个
    用例时 sh 以 126 或 127 退出）为 2；Ctrl-C（130）、SIGTERM（143）或 SIGHUP（129）时为 128 加信号，
    此前解答及其启动的每个进程都已被杀掉。

    示例：
      grundy stress hdu1527 --solution "./a.out"
      grundy stress hdu2177 --solution "python3 sol.py" --cases 1000 --seed 42
      grundy stress hdu1846 --solution "java Main" --timeout 5
      grundy stress poj1067 --solution "./a.out" --beyond-limits
help-seq = 取子游戏（减法、八进制）的 SG 序列，附已证明的周期
help-seq-after =
    示例：
      grundy seq sub 1,3,4 --to 30 --json                 SG 值、预周期与周期
      grundy seq sub 12345,54321,66666 --period-only      周期 467,394,045，已证明
      grundy seq octal kayles --to 200                    Kayles：预周期 71，周期 12
      grundy seq octal 0.6 --to 1000000 --checkpoint o.ckpt   可以继续的长时间计算
      grundy seq octal kayles --to 200 --certificate k.cert   然后：grundy verify k.cert
help-seq-sub = 减法博弈：从一堆取走 s ∈ S 个
help-seq-sub-after =
    示例：
      grundy seq sub 1,3,4 --to 20                     SG 值，然后是预周期 0 与周期 7
      grundy seq sub {"{"}1,3,4{"}"} --to 20 --json            {"{"}"values":[...],"preperiod":0,"period":7,...{"}"}
      grundy seq sub 12345,54321,66666 --period-only   周期 467394045，找到并已证明
      grundy seq sub 2,5,7 --to 30 --outcomes --csv    只有 P/N，每行 n,outcome

    只有证明了的周期才会报告：最后 max(S) 个值组成的窗口重复出现，此后的序列由这个窗口决定。
    长时间的计算在终端上显示进度条；--checkpoint FILE 保存进度，再次运行同一条命令即从那里继续。
help-value-format-text = 可读的文本
help-value-format-csv = 表头之后的逗号分隔值
help-value-format-json = 恰好一个 JSON 对象
help-value-format-npy = NumPy 的 .npy（二进制：请重定向到文件），供 numpy.load 读取
help-seq-octal = 八进制博弈（取走并分堆），按代码或名称
help-seq-octal-after =
    示例：
      grundy seq octal kayles --to 200          SG 值，然后是预周期 71 与周期 12，已证明
      grundy seq octal 0.07 --to 200 --json     {"{"}"values":[...],"preperiod":53,"period":34,...{"}"}
      grundy seq octal 0.6 --to 1000000         Officers，用稀疏空间计算（周期未知）
      grundy seq octal 4.f7 --to 50             十六进制代码（第 8 位：留下三堆）
      grundy seq octal grundy --to 100          Grundy 游戏：把一堆分成不相等的两堆
      grundy seq octal kayles --to 100000 --format npy > k.npy   uint32 的 NumPy 向量
      grundy seq octal 0.9 --to 4096 --threads 2     留下三堆的走法，每堆的计算用 2 个线程

    代码：d0.d1d2...，其中 d_i 说明取走 i 个后可以留下什么：第 1 位为什么也不留，第 2 位为一堆，
    第 4 位为两堆；十六进制数字 8-f（或 0x 前缀）加上第 8 位，即三堆。
    名称：kayles 0.77，dawsons 0.07，officers 0.6，treblecross 0.007，grundy（Grundy 游戏）。
    只有证明了的周期才会报告（Guy-Smith：对 n0 <= n < 2n0+p+t 有 g(n+p) = g(n)；走法留下三堆时为
    3n0+2p+t）；此时计算停止，其余的值由周期得出。Grundy 游戏不是八进制博弈：不声称周期。长时间的
    计算在终端上显示进度条；--checkpoint FILE 保存进度，再次运行同一条命令即从那里继续。--threads
    把普通 mex 的计算、留下三堆的走法（每堆的配对）和稀疏空间的掩码搜索分给多个线程；稀疏方法本身
    和只留一堆的游戏是顺序计算的，一堆接一堆。
help-misere = 八进制博弈的反常商：决定反常规则下游戏的和的幺半群，由周期证明
help-misere-after =
    示例：
      grundy misere kayles                  阶为 40，已证明：堆映射从第 71 堆起周期为 12
      grundy misere kayles --json           同样的内容，一个 JSON 对象（answer 为 "misere_quotient"）
      grundy misere 0.75 --to 50            阶为 8 的商（不驯服）
      grundy misere 0.07 --to 20            Dawson's Kayles：只对不超过 20 的堆成立
      grundy analyze "kayles(7) + kayles(9) + kayles(12)" --misere    谁赢，怎样赢

    八进制博弈的反常商（Plambeck 与 Siegel）是由它的堆之和组成的交换幺半群：两个和相等，当且仅当
    给两者加上任何第三个和，在反常规则下都分不出它们。它按规则一堆一堆地计算：每一堆或者与已有的
    某个元素作用相同，或者扩大这个商；每个候选都在每个和的每个状态上按反常规则检查，所以打印的内容
    对已计算的堆的所有和都是精确的。当堆到元素的映射从第 n0 堆起以周期 p 重复，且已计算到第
    k(n0 + p) + t - 1 堆（走法最多取 t 个、最多留下 k 堆）时，它永远重复，这个商对所有堆的大小都成立：
    “已证明”。否则它对已计算的堆成立；计算在 --to（最多 5000）处停止，或更早在某个限制处停止——
    --time（默认 30 秒）、--max-order（默认且最多 4096 个元素）、--work（步数）——或在 Ctrl-C 时停止，
    并说明停在哪里、为什么；已打印的内容对此前的堆是精确的。在终端上有一行显示到达的堆和目前的阶。
help-census = 八进制博弈普查：若干代码模式下的每个游戏，已解决或未解决，存在 SQLite 数据库里
help-census-after =
    示例：
      grundy census '0.??' '0.???' --to 65536 --db census.sqlite       全部 511 个游戏，2 个核
      grundy census '0.???' --to 65536 --sparse-to 1048576 --db c.sqlite  稀疏的游戏算得更远
      grundy census '0.???' --to 65536 --db c.sqlite --shard 3/8       8 个批处理作业中的第 4 个
      grundy census --db census.sqlite --format csv                    打印表格
      grundy census --db census.sqlite --compare data/published-census      与已发表的表格比较
      grundy census --db census.sqlite --certificates certs            certs/0.156.cert 等

    模式：用 ? 代表任意一位八进制数字的代码（0.??、0.???、4.???；?.?? 也取 d0 = 4），或明确的代码
    （0.6、kayles、4.f7）。每个游戏一直算到周期被证明（Guy-Smith）或堆 0..=N 算完，用普通 mex 或稀疏
    方法；--sparse-to M 把稀疏空间中的游戏（后一半的堆中稀有的最多占 1/16）继续算到 M。状态：平凡
    （周期由 1000 以下的堆证明）、已解决（由更多的堆证明）、未解决。两位的代码还会得到反常商的阶
    （--misere-to 堆，默认 12）。每个游戏算完时在自己的事务中写入数据库：被杀掉的普查不会丢失已算完的
    游戏，再次运行命令只计算剩下的游戏。--shard K/M 从第 K 个（K 从 0 起）开始每 M 个取一个，让 M 个
    批处理作业（Slurm 数组）分担普查；各分片可以共用本地磁盘上的一个数据库文件。等价的游戏（值相同，
    或去掉前导零后相同：不能取走整个 1 堆的游戏，在小一的堆上与另一个游戏一样）在每次运行后归为一组，
    每个指向它所在组按普查顺序的第一个成员，每个声称都在两个游戏都算过的所有堆上检查。数据库中的证书
    由 `grundy verify` 或 tools/check_certificate.py 检查（docs/CENSUS.md）。

    数据库被当作输入读取：声称已证明周期的行，只有在它的证书按规则检查过之后才列为已证明（只检查一次；
    结论记在数据库里），读不出来的行（类型或范围不对的值）会被报告并跳过。两者都会在下一次普查运行时
    重新计算。另一个进程在数据库上持有锁超过 --lock-wait 秒（默认 10）是一个错误。
help-table = SG 值的表：威佐夫博弈的 g(a, b)，整张表或带加性周期的一行
help-table-after =
    示例：
      grundy table wythoff --size 10 --json          SG 值的表 g(a, b)，a, b < 10
      grundy table wythoff --size 64 --plot board.svg    棋盘、奇异局势与黄金分割线
      grundy table wythoff --size 20 --plot board.png --queen 9,4   皇后从 (9, 4) 出发的走法
      grundy table wythoff --row 3 --to 1000         一行及其加性周期，已证明
help-table-wythoff = 威佐夫博弈：表 g(a, b)，或带加性周期的一行 g(a, 0..=B)
help-table-wythoff-after =
    示例：
      grundy table wythoff --size 8                  g(a, b) 的 8 × 8 表
      grundy table wythoff --size 100 --json         {"{"}"rows":[[g(0,0), …], …]{"}"}
      grundy table wythoff --size 4096 --csv --threads 2
      grundy table wythoff --size 4096 --format npy > t.npy   numpy.load("t.npy")：uint32，4096 × 4096
      grundy table wythoff --row 5 --to 100000       第 5 行及其加性周期（已证明）
      grundy table wythoff --row 20 --to 10000 --json   {"{"}"period":384,"period_status":"proven",…{"}"}
      grundy table wythoff --size 30 --plot board.svg
      grundy table wythoff --size 20 --plot board.png --queen 9,4
      grundy table wythoff --size 1024 --plot heat.png

    一行的加性周期 g(a, b + p) = g(a, b) + p 在第 0..=a 行（相对于列）在两列 b1 < b2 <= B + 1 之前
    处于同一状态时得到证明：这个状态决定之后的每一列，所以这些行永远重复。否则它只是被检测到（验证到
    B 为止），或者没有找到；更大的 --to 可能证明它（重复是与第 2a + 2^k - 1 列保存的状态比较来找的，
    所以证明可能需要大约两倍的预周期加上周期）。行最多到 a = 4095。

    --plot FILE.svg 或 FILE.png；没有 --plot-kind 时，种类由文件名决定：名字含 "board"（或给了
    --queen）画棋盘，否则表画热力图、一行画序列。--queen A,B 把皇后放在棋盘的 (A, B)：她能走到的格子
    （向左、向下、向左下）加阴影，每条线上有一个箭头，她的必胜走法（走到奇异局势）加粗。比图片大的
    热力图按块画（SVG 最多 256 × 256，PNG 最多 800 × 800），含奇异局势的块为白色。
    中文的图片：SVG 的文字由查看器用它的字体显示；PNG 需要系统里有含中文字形的字体（如
    fonts-wqy-microhei 或 fonts-noto-cjk），没有时会拒绝并说明要安装什么。
help-value-plot-kind-board = 棋盘：奇异局势与黄金分割线 b = φa、b = a/φ
help-value-plot-kind-heatmap = 表的值，以颜色表示
help-value-plot-kind-sequence = 一行的值、预周期与周期（与 --row 一起）
help-verify = 只按游戏规则检查一个 SG 序列周期的证书
help-verify-after =
    示例：
      grundy seq octal kayles --to 200 --certificate kayles.cert
      grundy verify kayles.cert                   重新计算 g(0..=167) 并检查周期
      python3 tools/check_certificate.py kayles.cert    同样的检查，独立编写
      grundy verify kayles.cert --json            以 JSON 给出结论（answer 为 "verify"）

    证书（由 seq octal|sub --certificate 写出）包含一个游戏、声称的预周期 n0 与周期 p，以及周期定理
    需要的值 g(0), ..., g(B + p - 1)（走法最多取 t 个、最多留下 k 堆时，B =
    max(k max(n0,1) + (k-1) p + t, t+1)）。verify 按规则用普通 mex 重新计算每个值，并对
    n0 <= n < B（以及给出的多余的值）检查 g(n + p) = g(n)；于是对每个 n >= n0 都有 g(n + p) = g(n)。
    成立时退出状态为 0，证书错误时为 1（指出第一处错误），无法读取或超出检查的限制时为 2（指出原因），
    不完整时为 3：它的值与声称一致，但在 g(B + p - 1) 之前就停止了。tools/check_certificate.py 对每个
    文件给出同样的结论与状态（语法见库的 certificate 模块的 rustdoc）。
help-serve = 通过 HTTP 提供网页版与它的 JSON API（即 --json 的答案）
help-serve-after =
    示例：
      grundy serve                         网页在 http://127.0.0.1:8080/
      grundy serve --port 9000             换一个端口
      grundy serve --bind 0.0.0.0          其他机器也能访问（没有身份验证！）
      grundy serve --census census.sqlite  网页的普查视图显示这个普查数据库
      grundy serve --max-connections-per-peer 256
                                           在反向代理之后（每个客户端都是代理）
      curl -s localhost:8080/api/analyze -H 'Content-Type: application/json' \
           -d '{"{"}"expr": "nim(3,4,5)"{"}"}'   与 grundy analyze --json 相同的对象

    API 在 /api 下以 --json 的对象回答（docs/JSON.md）；它的路由与限制见 docs/API.md 和
    /api/openapi.json。每个查询最多计算 10 秒，请求体最多 2 MiB，同时计算的查询数等于核数。
    一个地址最多占 256 个连接中的 64 个；超过任一限制时，会关闭一个空闲连接腾出位置。日志写到
    stderr（RUST_LOG=debug 更详细）；Ctrl-C 停止服务。
help-completions = 打印 shell 的补全脚本（bash、zsh、fish、elvish、powershell）
help-completions-after =
    示例：
      grundy completions bash > ~/.local/share/bash-completion/completions/grundy
      grundy completions zsh > ~/.zfunc/_grundy
      grundy completions fish > ~/.config/fish/completions/grundy.fish
help-man = 打印手册页（roff），与 --help 由同样的定义生成
help-man-after =
    示例：
      grundy man > grundy.1 && man ./grundy.1
help-wythoff-arg-a = 第一堆（十进制，任意长，或 @PATH）
help-wythoff-arg-b = 第二堆（十进制，任意长，或 @PATH）
help-analyze-arg-batch = 从 stdin 每行读一个表达式，每行写一个答案
help-stress-arg-beyond-limits = 也试超出题目所说范围的数（到 2^64，题目能读任意大小的数时还更大）
help-serve-arg-bind = 监听的地址
help-stress-arg-cases = 试多少份输入
help-serve-arg-census = 一个普查数据库（由 `grundy census --db FILE` 写出），GET /api/census 回答它的表，网页的普查视图显示它，附每个游戏的序列图与证书（GET /api/census/certificate?code=CODE）；每次请求都重新读取
help-census-arg-certificates = 同时把每个已证明的游戏的证书写到 DIR/CODE.cert（供 grundy verify 与 tools/check_certificate.py 检查）
help-census-arg-compare = 把数据库与 DIR 中已发表的表格（TrivialGames.md 等）比较
help-seq-sub-arg-csv = 在表头之后打印 `n,g` 行（与 --outcomes 一起时为 `n,outcome`）
help-seq-octal-arg-csv = 在表头之后打印 `n,g` 行
help-table-wythoff-arg-csv = 打印逗号分隔值
help-census-arg-db = 普查数据库（SQLite；不存在时创建）
help-analyze-arg-every = Every-SG 规则：每一轮，每个能走的游戏都要走一步；最后走的一方赢
help-analyze-arg-expr = 游戏的和，如 "nim(3,4,5) + bash(10,max=3)"（在 shell 里要加引号）
help-play-arg-expr = 游戏，如 "nim(3,4,5)" 或 "fib(20) + kayles(7)"（在 shell 里要加引号）
help-verify-arg-file = 证书文件
help-play-arg-first = 谁先走
help-seq-sub-arg-format = 输出格式：text、csv、json 或 npy（NumPy 的 .npy，二进制：请重定向到文件）
help-seq-octal-arg-format = 输出格式：text、csv、json 或 npy（NumPy 的 .npy，二进制：请重定向到文件）
help-census-arg-format = 输出格式：text、csv 或 json
help-table-wythoff-arg-format = 输出格式：text、csv、json 或 npy（NumPy 的 .npy，二进制：请重定向到文件）
help-seq-octal-arg-game = 游戏：八进制或十六进制代码（0.07、4.f7），或名称（kayles、grundy 等）
help-misere-arg-game = 游戏：八进制或十六进制代码（0.77、4.7），或名称（kayles、dawsons 等）
help-wythoff-arg-grundy = 同时给出 SG 值 g(a, b)：它没有已知的闭式，所以在 a + b <= 16384 以内来自所有更小局面的表，更远处来自第 min(a, b) <= 4095 行已证明的加性周期（--explain 说明是哪一种；计算不费事时 JSON 总会给出）
help-nim-arg-heaps = 各堆的大小（十进制，任意长）；@PATH 从文件读入空白分隔的大小
help-wythoff-arg-json = 恰好打印一个 JSON 对象（整数完整写出，任意长）
help-nim-arg-json = 恰好打印一个 JSON 对象（整数完整写出，任意长）
help-bash-arg-json = 恰好打印一个 JSON 对象（整数完整写出，任意长）
help-takeaway-arg-json = 恰好打印一个 JSON 对象（整数完整写出，任意长）
help-fib-arg-json = 恰好打印一个 JSON 对象（整数完整写出，任意长）
help-analyze-arg-json = 恰好打印一个 JSON 对象（整数完整写出，任意长）
help-seq-sub-arg-json = 恰好打印一个 JSON 对象
help-seq-octal-arg-json = 恰好打印一个 JSON 对象
help-misere-arg-json = 恰好打印一个 JSON 对象
help-census-arg-json = 把表打印成恰好一个 JSON 对象
help-table-wythoff-arg-json = 恰好打印一个 JSON 对象
help-verify-arg-json = 把结论打印成一个 JSON 对象（answer 为 "verify"；退出状态不变）
help-takeaway-arg-k = 倍数 k > 0，精确值：2、3/2、2.5
help-grundy-arg-lang = 写给人看的文字所用的语言（JSON 的字段与值不变，只有其中的说明文字随之改变）：en 或 zh。默认：由 LC_ALL、LC_MESSAGES 或 LANG 决定（zh_CN.UTF-8 为中文），否则为英文
help-judge-arg-list = 列出题目，各附一行说明
help-census-arg-lock-wait = 另一个进程持有数据库的锁时，最多等 S 秒（默认 10）
help-serve-arg-max-connections = 同时服务多少个连接；超过时，关闭连接最多的那个地址最旧的空闲连接，给新连接腾出位置
help-serve-arg-max-connections-per-peer = 一个客户端地址（一个 IPv6 /64）同时最多持有多少个连接；超过时关闭它最旧的空闲连接，若全都在忙则以 429 拒绝新连接。在反向代理之后，每个客户端都是代理：请给出 --max-connections
help-misere-arg-max-order = 在商超过 N 个元素之前停止（默认且最多 4096）
help-seq-sub-arg-max-steps = 与 --period-only 一起：算过这么多个局面后放弃
help-nim-arg-max-take = 有界尼姆博弈：每次最多取 R 个
help-bash-arg-max-take = 每次最多取多少个（至少 1）
help-census-arg-misere-to = 两位代码的反常商计算到多少堆（0：不计算）
help-bash-arg-n = 堆的大小（十进制，任意长，或 @PATH）
help-takeaway-arg-n = 堆的大小（十进制，不超过文档所说的长度，或 @PATH）
help-fib-arg-n = 堆的大小（十进制，不超过文档所说的长度，或 @PATH）
help-seq-sub-arg-outcomes = 只算胜负（P/N），每个局面一位状态
help-wythoff-arg-pair = 打印第 K 个奇异局势 (a_K, b_K) = (⌊Kφ⌋, ⌊Kφ⌋ + K)，代替分析一个局面
help-census-arg-patterns = 代码模式（0.??、0.???、4.???）或代码；不给时：打印或比较数据库
help-seq-sub-arg-period-only = 不设上限 N，找出并证明周期（不打印各个值）
help-seq-sub-arg-plot = 同时把序列及其预周期与周期画到 FILE.svg 或 FILE.png
help-seq-octal-arg-plot = 同时把序列及其预周期与周期画到 FILE.svg 或 FILE.png
help-table-wythoff-arg-plot = 把图画到 FILE（.svg 或 .png）
help-table-wythoff-arg-plot-kind = --plot 画什么（默认：由文件名决定，见下文）
help-serve-arg-port = 监听的端口（0：任意空闲端口）
help-judge-arg-problem = 题目，如 hdu2177（见 --list）
help-stress-arg-problem = 评测题，如 hdu1527（见 grundy judge --list）
help-table-wythoff-arg-queen = 在棋盘的 (A, B) 上画出皇后及其走法（与 --plot 一起）
help-table-wythoff-arg-row = 只算第 a 行，代替整张表（与 --to 一起；或 @PATH）
help-stress-arg-seed = 生成器的种子，用来重放一次运行（默认：取自时钟，在最后打印）
help-seq-sub-arg-set = 减法集合 S，写成 1,3,4 或 {"{"}1,3,4{"}"}
help-census-arg-shard = 从第 K 个（K 从 0 起）开始每 M 个取一个游戏：M 个批处理作业中的一个
help-completions-arg-shell = 要补全的 shell
help-stress-arg-shrink-time = 缩小一份出错的输入最多用多少秒（运行 500 次后也会停止）
help-table-wythoff-arg-size = 表 g(a, b) 的边长 n，0 ≤ a, b < n（最多 16384；或 @PATH）
help-stress-arg-solution = 运行解答的命令（stdin：输入；stdout：它的答案），由 sh -c 运行
help-census-arg-sparse-to = 把稀疏空间中的游戏继续算到第 M 堆
help-seq-sub-arg-threads = 定位预周期所用的线程数（递推本身是顺序的；默认：所有核）
help-seq-octal-arg-threads = 工作线程数（默认：所有核）；结果与它无关
help-census-arg-threads = 同时计算的游戏数（默认：所有核）
help-table-wythoff-arg-threads = 计算表的工作线程数（默认：所有核）
help-misere-arg-time = SECONDS 秒后停止（默认 30；0：不限时），保留已找到的
help-stress-arg-timeout = 每次运行的时限，单位秒（如 0.5）
help-seq-sub-arg-to = 计算局面 0..=N
help-seq-octal-arg-to = 计算堆 0..=N（一个数，或 @PATH）
help-misere-arg-to = 最多计算到 N 堆（一旦证明就提前停止）
help-census-arg-to = 计算每个游戏的堆 0..=N（除非它的周期先被证明）
help-table-wythoff-arg-to = 这一行的最后一个 b（或 @PATH）
help-misere-arg-work = N 步计算后停止（默认 20000000000）

## analyze 与 play 的游戏列表前后的文字
help-analyze-components = 分量（十进制数，任意长；任何地方都可以有空格）：
help-analyze-notes =
    示例：
      grundy analyze "nim(3,4,5) + bash(10,max=3)"        结果、SG 值、每个必胜走法
      grundy analyze "wythoff(3,5) + fib(20)" --json      一个 JSON 对象
      grundy analyze "nim(1,1) + bash(5,max=2)" --misere  反常规则（Bouton 的法则）
      grundy analyze "euclid(3,2) + euclid(25,7)" --every  每一轮每个游戏都走（Every-SG）
      printf 'nim(1,2)\nkayles(7)\n' | grundy analyze --batch --json

    正常规则：和的 SG 值是各分量 SG 值的异或。某个分量的值可能算不出来（超出表的威佐夫 SG 值、超过
    2000 的取子游戏的堆）：单独出现时仍由该游戏的闭式判定；在和里则是一个指明它的错误。反常规则只在
    精确的地方回答：尼姆、巴什与 Lasker 的堆和阶梯、单个威佐夫博弈，或小到可以搜索的和。--every 按
    Every-SG 规则下这个和：每一轮，每个能走的游戏都要走一步，最后走的一方赢；它由每个游戏的遥远度
    决定（Euclid 游戏用闭式，其他游戏搜索它的局面）。

    --batch 从 stdin 每行读一个表达式，边读边每行写一个答案（一行摘要，或与 --json 一起时一个 JSON
    对象）。出错的行得到一行错误（与 --json 一起时为 {"{"}"line":N,"error":...,"column":C{"}"}），批处理
    继续；此时退出状态为 2，最后在 stderr 上报告出错的行数。
help-play-games = 游戏（`grundy analyze` 能读的任何表达式；用 + 连接几个游戏即下它们的和），以及它们的走法怎样输入（对局中输入 `help` 查看你的游戏的走法）：
help-play-notes =
    {"  "}在和里                把游戏的编号写在前面：`2: 0 3`
    命令：hint（一个必胜走法及原因）、undo（收回你的一步和电脑的应对）、board、help、quit。
    输入结束或 Ctrl-C 也会结束对局（退出状态 0，Ctrl-C 为 130）。

    示例：
      grundy play "nim(3,4,5)"                      你先走，处于必胜态
      grundy play "wythoff(4,7)" --first computer   电脑先走，处于必败态
      grundy play "fib(20) + kayles(7)"             一个和：走法以游戏的编号开头
      grundy play "nim(1,2,3)" --misere             取走最后一个的输
      printf '0 2\nhint\n' | grundy play "nim(3,4,5)"   脚本输入：输入会被回显

## 手册页各节的标题
help-man-name = 名称
help-man-synopsis = 概要
help-man-description = 说明
help-man-options = 选项
help-man-commands = 命令
help-man-examples = 示例与说明
help-man-version = 版本

help-pattern = 打表找规律：对一个游戏打表并说出它的规律；游戏可以是带一个自由堆 n 的表达式，也可以是用 Rhai 脚本写的规则
help-pattern-after =
    示例：
      grundy pattern "sub(n,{"{"}1,3,4{"}"})" --to 50        周期 7，已证明（有限减法集）
      grundy pattern "kayles(n)" --to 200            71 + 12k，已证明（Guy–Smith）
      grundy pattern --rules examples/patterns/take-a-square.rhai --to 500
      grundy pattern --rules examples/patterns/wythoff.rhai --to 30     Beatty，alpha = (1+sqrt(5))/2
      grundy pattern "fib(n)" --to 300 --json        一个 JSON 对象（answer 为 "pattern"）
      grundy pattern --rules game.rhai --lang zh      用中文写出结论

    规则脚本（Rhai）对一堆的游戏定义 fn moves(n)，每个选项是剩下的一堆，或剩下各堆组成的数组
    （[] 表示不剩，[a, n - a] 表示分成两堆）；对两个数的游戏定义 fn moves(a, b)，每个选项
    是 [a2, b2]。剩下的每一堆都必须小于 n（两个数时 a2 + b2 < a + b）。脚本在沙箱中运行：不能访问
    文件、网络或进程；每个局面最多 10,000,000 次运算，总时间不超过 --time-ms。
    docs/PATTERNS.md 有完整的参考和示例。
    退出码：成功为 0；输入错误、脚本失控或有循环为 2（stderr 上一行说明）。
help-pattern-arg-expr = 带一个自由堆 n 的表达式："kayles(n)"、"sub(n,{"{"}1,3,4{"}"})"、"bash(n,max=3)"
help-pattern-arg-rules = 定义 fn moves(n) 或 fn moves(a, b) 的规则脚本（Rhai）
help-pattern-arg-to = 表的最后一堆（两个数时，a 和 b 的最大值）
help-pattern-arg-time-ms = 规则脚本总共最多运行的时间，单位毫秒
help-pattern-arg-json = 只输出一个 JSON 对象（answer 为 "pattern"）
