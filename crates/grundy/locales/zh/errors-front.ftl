# Errors of the front ends that are library errors (census runs, pictures, the server, Python).

## Python 的找规律（grundy.pattern）

error-python-pattern-source = 请只用一种方式给出游戏：表达式（grundy.pattern("kayles(n)")）、rules=（Rhai 规则脚本）或 moves=（Python 函数）
error-python-pattern-arity = moves 应接受一个数（moves(n)，单堆游戏）或两个数（moves(a, b)），而不是 { $count } 个；也可以用 dimension=1 或 dimension=2 指明
error-python-pattern-time = moves 函数在局面 { $position } 处用完了 { $ms } 毫秒（如果只是慢，可调大 time_ms=）
error-python-pattern-not-callable = moves 必须是函数：单堆游戏用 def moves(n)，两个数的游戏用 def moves(a, b)
error-python-pattern-stopped = moves 函数抛出了异常，打表就此停止
