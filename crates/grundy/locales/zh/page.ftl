# 网页自身的文字（中文）。与 ../en/page.ftl 的消息 id 与变量一一对应。

page-title = grundy：公平组合游戏的精确解答
page-language = 语言
page-notation = 记法
