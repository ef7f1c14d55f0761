# Errors of the front ends that are library errors (census runs, pictures, the server, Python).

## 图片（grundy-plot）

plot-error-too-large = { $what }为 { $requested }，超过了图片能画的范围：上限是 { $limit }
plot-error-backend = 绘图失败：{ $why }
plot-error-not-a-font = 为中文文字指定的字体文件不是字体
plot-error-no-cjk-font = 中文 PNG 图片需要含中文字形的字体，但没有找到
plot-what-board-side = 棋盘的边长
plot-what-heatmap-side = 热图的边长
plot-error-board-empty = 棋盘至少要有一格：边长应为 1 或更大
plot-error-queen-off-board = 皇后所在的 ({ $a }, { $b }) 不在 { $size } × { $size } 的棋盘上：两堆都必须小于 { $size }
plot-error-table-size = { $rows } 行 { $columns } 列的表有 { $holds } 个值，而不是 { $given } 个
plot-error-heatmap-empty = 热图至少要有一行一列
plot-error-sequence-empty = 序列图至少要有一个值
plot-error-period-zero = 周期至少为 1

## 八进制博弈普查的数据库（grundy-census）

# $why：SQLite 自己的信息。
census-error-sqlite = 普查数据库：{ $why }
census-error-content = 普查数据库：{ $why }
census-error-missing = 普查数据库：“{ $path }”不存在
census-run-needs-patterns = --to、--sparse-to 和 --shard 需要给出要计算的编码模式，例如 grundy census '0.??' --to 65536 --db census.sqlite
census-run-needs-to = 按模式普查需要 --to N（每个游戏计算的堆数），例如 grundy census '0.??' --to 65536 --db census.sqlite
census-run-too-far = 普查对每个游戏至多计算到 n = { $limit }（上限 octal_sequence_length）；要求的是 n = { $asked }
census-run-invalid-shard = 无效的 --shard“{ $text }”：应为 K/M，且 0 <= K < M，例如 0/4（4 个任务中的第一个）

## 服务器自己的拒绝（grundy serve）；kind 是稳定的键，这里是文字

server-no-route = 没有这个路由；API 的路由列在 /api/openapi.json
server-page-get = 网页的文件要用 GET 读取
server-no-page = 没有这个网页或路由；API 的路由列在 /api/openapi.json
server-route-takes = 这个路由只接受 { $method }
server-route-takes-post = 这个路由只接受带 JSON 正文的 POST（见 /api/openapi.json）
server-bug = 服务器未能回答这个请求（这是程序错误，已记录）
server-bug-others-unaffected = 服务器未能回答这个请求（这是程序错误，已记录）；其他请求不受影响
server-answer-unwritable = 无法写出答案：{ $why }
server-busy = 服务器已经在计算 { $jobs } 个答案，{ $ms } 毫秒内没有一个完成；请稍后重试
server-time-budget = 这个答案需要的计算超过了一个请求可用的 { $ms } 毫秒；请少问一些
server-too-many-connections = 来自你的地址的同时连接太多：至多 { $most } 个，而且每个都在忙；请等其中一个得到答案后重试
server-uri-too-long = 请求的目标超过了服务器读取的长度（65,534 字节）；API 从 JSON 正文中读取输入
server-headers-too-large = 请求头超过了服务器读取的上限（100 个，共约 400 KB）
server-not-http = 无法把请求当作 HTTP/1.1 读取（请求行、方法、版本或请求头有误）；API 接受带 JSON 正文的 POST /api/...
server-body-not-json-type = 正文必须是 JSON 对象，并以 Content-Type: application/json 发送
server-body-too-large = 正文超过了一个请求可发送的 { $bytes } 字节
server-body-timeout = 正文没有在 { $ms } 毫秒内送达
server-body-see-openapi = 正文不是这个路由接受的 JSON 对象：{ $problem }（见 /api/openapi.json）
server-body-not-json = 它不是 JSON（第 { $line } 行第 { $column } 列）
server-body-not-object = 它必须是 JSON 对象
server-body-unknown-field = 不认识的字段“{ $name }”；可用的字段：{ $accepted }
server-body-missing-field = 缺少字段“{ $name }”
server-body-bad-value = 字段“{ $name }”不能取这个值（{ $type }）
server-body-not-accepted = 有一个值不被接受
server-json-null = null
server-json-boolean = 布尔值
server-json-number = 数
server-json-string = 字符串
server-json-array = 数组
server-json-object = 对象
server-no-census = 这个服务器没有普查数据库：请用 grundy serve --census FILE 启动（FILE 是由 grundy census --db FILE 写成的数据库）
server-census-gone = 普查数据库“{ $path }”（grundy serve --census）已经不在了
server-census-locked = 普查数据库“{ $path }”被另一个进程锁住了（一次普查正在存入一个游戏）；请稍后重试
server-census-not-a-census = 无法从“{ $path }”读取普查（grundy serve --census）：{ $why }
server-census-unreadable = 无法读取普查数据库“{ $path }”：{ $why }
server-certificate-query = GET /api/census/certificate 接受 ?code=CODE，即普查中的一个游戏（例如 ?code=0.77；GET /api/census 列出所有游戏）
server-certificate-unknown-parameter = 不认识的参数“{ $name }”：{ $usage }
server-certificate-code-twice = code 给出了两次：{ $usage }
server-certificate-no-code = 没有给出 code：{ $usage }
server-certificate-not-stored = { $code } 不在普查“{ $path }”中（GET /api/census 列出其中的游戏）
server-certificate-problem = 这个普查不提供 { $code } 的证书：{ $problem }
server-certificate-open = { $code } 在这个普查中尚未解决：在已计算的 { $heaps } 堆内没有证明出周期，所以没有证书
server-certificate-none = { $code } 在这个普查中没有证书

## Python 包（grundy-py）

py-not-json = 不是 { $what }（JSON）：{ $why }
## Python 的找规律（grundy.pattern）

error-python-pattern-source = 请只用一种方式给出游戏：表达式（grundy.pattern("kayles(n)")）、rules=（Rhai 规则脚本）或 moves=（Python 函数）
error-python-pattern-arity = moves 应接受一个数（moves(n)，单堆游戏）或两个数（moves(a, b)），而不是 { $count } 个；也可以用 dimension=1 或 dimension=2 指明
error-python-pattern-time = moves 函数在局面 { $position } 处用完了 { $ms } 毫秒（如果只是慢，可调大 time_ms=）
error-python-pattern-not-callable = moves 必须是函数：单堆游戏用 def moves(n)，两个数的游戏用 def moves(a, b)
error-python-pattern-stopped = moves 函数抛出了异常，打表就此停止
