# The glossary: each term of the theory once, as Fluent terms (-id). Every catalogue (the
# library's, the CLI's, the page's) names a term by reference, { -wythoff-game }, never by its
# word, so a term reads the same everywhere; the page's glossary (term-*, game-*) is built from
# these. The same terms are in ../zh/glossary.ftl (a test compares them, and fails when a
# Chinese catalogue writes a term's word itself).

-bash-game = Bash's game
-nim-game = Nim
-wythoff-game = Wythoff's game
-fibonacci-game = Fibonacci Nim
-k-multiple-game = the take-away game with multiplier k
-staircase-game = Staircase Nim
-octal-game = octal game
-subtraction-game = subtraction game
-singular-position = P-position of Wythoff's game
-p-position = P-position
-n-position = N-position
-winning-move = winning move
-sg-function = Sprague–Grundy function
-sg-value = Grundy value
-sg-theorem = Sprague–Grundy theorem
-nim-sum = nim-sum
-mex = mex
-tame = tame
-trivial = trivial
