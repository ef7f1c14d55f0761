# 术语表：每个术语只写一次，写成 Fluent 的术语（-id）。各个目录（库、命令行、网页）用引用
# { -wythoff-game } 来写术语，不直接写它的词，所以处处一致；网页的术语表（term-*、game-*）
# 也由这里生成。术语依照种子文章（中文教材与博客）的用法；与 ../en/glossary.ftl 一一对应
# （有测试比对，并在中文目录直接写出术语的词时报错）。

-bash-game = 巴什博弈
-nim-game = 尼姆博弈
-wythoff-game = 威佐夫博弈
-fibonacci-game = 斐波那契博弈
-k-multiple-game = k 倍动态减法
-staircase-game = 阶梯博弈
-octal-game = 八进制博弈
-subtraction-game = 减法博弈
-singular-position = 奇异局势
-p-position = 必败态
-n-position = 必胜态
-winning-move = 必胜走法
-sg-function = SG 函数
-sg-value = SG 值
-sg-theorem = SG 定理
-nim-sum = 异或和
-mex = mex
-tame = 驯服
-trivial = 易证
