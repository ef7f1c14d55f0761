# The web page's own text in English (the page engineer owns these messages). Served resolved
# by POST /api/messages; the same ids, with the same variables, are in ../zh/page.ftl.

page-title = grundy: impartial games, exactly
page-language = Language
page-notation = Notation
