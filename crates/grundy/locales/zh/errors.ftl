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
