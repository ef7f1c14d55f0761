# The library's errors: one line that says what was wrong and what is accepted. The kind and
# the data of an error (limit, column, value) never change with the language; this prose does.

## Every error

# Text that reads the same in every language (another program's message, a quoted input).
error-text = { $text }
error-at-column = at column { $column }: { $message }
error-context = { $context }: { $message }

## Numbers

error-invalid-number = invalid { $what } '{ $text }': expected a non-negative integer written in decimal digits 0-9 (any number of digits)
error-beyond-word = { $what } { $value } is too large here: expected a number below 2^64
# A number of more than 40 digits, as a message quotes it: its first 20 digits and its length.
error-number-digits = { $head }... ({ $digits } digits)
# What a number names, in "invalid { $what } '…'".
error-what-number = number
error-what-set-element = set element
error-what-heap-size = heap size
error-what-maximum-take = maximum take
error-what-pair-index = pair index
# A field of a request, named as it is written in the request.
error-what-field = { $field }

## Multipliers (num/ratio.rs)

-ratio-accepted = expected a positive rational number such as 2, 5/2 or 2.5
error-ratio-zero = invalid multiplier { $numer }/{ $denom }: { -ratio-accepted }
error-ratio-invalid = invalid multiplier '{ $text }': { -ratio-accepted }
error-ratio-too-long = multiplier '{ $text }' is too long: numerator and denominator must be below 2^64
error-ratio-decimals = multiplier '{ $text }' has more than 19 decimals: write it as a fraction p/q
error-ratio-denominator-zero = invalid multiplier '{ $text }': the denominator is 0; { -ratio-accepted }
error-ratio-not-positive = invalid multiplier '{ $text }': it must be positive, not 0; { -ratio-accepted }

## Names of a closed list (vocab.rs)

error-not-one-of = '{ $text }' is not one of { $names }

## Stops (interrupt.rs)

error-interrupted = the computation was stopped before it finished (its time ran out, or it was cancelled)

## Expressions: the grammar (notation/syntax.rs)

error-unclosed-string = unclosed string: expected a closing '"' after the opening one
error-unexpected-character = unexpected character '{ $found }': expected a sum of games such as { $examples }
error-empty-expression = empty expression: expected a sum of games such as { $examples }
# A token, as "found …" names it.
error-token-end = the end of the expression
error-token-string = the string "{ $text }"
error-token = '{ $text }'
error-expected-found = expected { $what }, found { $found }
# What was expected, in error-expected-found.
error-expect-game = a game such as { $examples }
error-expect-open = '(' after '{ $name }'
error-expect-set-element = a set element (a positive integer)
error-expect-set-close = ',' or '{"}"}' closing the set
error-expected-plus-or-end = expected '+' or the end of the expression, found { $found }
error-expected-comma-or-close = expected ',' or ')' in '{ $name }(...)', found { $found }
error-expected-value-after-key = expected a value after '{ $key }=', found { $found }
error-expected-argument = expected an argument (a number, a set {"{"}1,3,4{"}"}, a string "…" or key=value), found { $found }

## Expressions: a game's arguments (notation/call.rs); $usage is the game's notation and what it means

error-key-twice = '{ $key }=' is given twice
error-key-takes-number = '{ $key }=' takes a number
error-positional-after-key = positional arguments come before '{ $key }='
error-too-many-arguments = too many arguments: expected { $usage }
error-too-few-arguments = too few arguments: expected { $usage }
error-unknown-key = unknown argument '{ $key }=': expected { $usage }
error-unexpected-set = unexpected set: expected { $usage }
error-unexpected-string = unexpected string: expected { $usage }
error-expected-string = expected a quoted string: { $usage }
error-missing-key = missing '{ $key }=': expected { $usage }
error-expected-set = expected a set such as {"{"}1,3,4{"}"}: { $usage }
error-unknown-game = unknown game '{ $name }': expected one of { $examples }

## Certificates of a period (certificate.rs)

error-certificate-place = certificate
error-certificate-line = certificate line { $line }
error-certificate-values-limit = the certificate's values go to g({ $last }); its values are recomputed up to g({ $limit }) ({ $name })
error-certificate-work = recomputing the certificate's { $have } values looks at about { $work } options, more than the { $limit } one check may (certificate_work)
error-certificate-number = expected a number (decimal digits below 2^64), not '{ $text }'
error-certificate-character = character { $character } is not allowed: a certificate is ASCII text (printable characters, spaces, tabs, line ends; other characters only in comments)
error-certificate-expected-key = expected '{ $key } ...'
error-certificate-ends-before = it ends before '{ $key }'
error-certificate-header = expected 'grundy certificate 1'
error-certificate-empty = the file is empty
error-certificate-value = expected a value (decimal digits below 2^32), not '{ $text }'
error-certificate-shape = removes-at-most { $t } and leaves-at-most { $k } are not the game's ({ $game_t }, { $game_k })
error-certificate-period = expected a period of at least 1
error-certificate-through = values-through is { $through }, so g(0) to g({ $through }) are expected; there are { $count } values
error-certificate-game = expected 'game octal CODE' or 'game subtraction S1,S2,...'
error-certificate-empty-set = the subtraction set is empty
error-certificate-zero-element = the subtraction set contains 0: every element must be positive

## Requests (report/)

error-what-maximum-take-m = maximum take m
error-above-cap = { $what } { $value } is above the limit of { $max } for one request
error-too-many-legal-moves = '{ $expr }' has more than { $limit } legal moves; type a move instead
error-too-many-options = '{ $expr }' has more than { $limit } options; ask for a smaller position
error-played-move = played move { $index } ('{ $text }'): { $message }
error-option-value-missing = the value of the option '{ $option }' is not computed
error-game-over = the game is over: '{ $expr }' has no move left
error-no-move-left = no move is left
error-sparse-to-below-to = sparse_to ({ $sparse_to }) is below to ({ $to }): the sparse method only goes further
error-misere-grundys-game = misère quotients are computed for octal and hexadecimal codes (such as 0.77 or kayles), not Grundy's game
error-misere-order = a misère quotient may have at most { $limit } elements (limit misere_order); asked for { $asked }
error-remoteness-of-component = the remoteness of component { $index } '{ $component }'
error-search-missed-start = the search did not reach its start
error-every-search-positions = its remoteness comes from searching every position it reaches, at most { $limit }
error-rules-cycle = the game's rules have a cycle
error-window-empty = a window needs a width, a height and a step of at least 1
error-window-cells = a window of { $width } × { $height } samples is more than the { $limit } one answer holds; sample with a larger step
error-window-outside = the window leaves the table, which holds heaps 0 to { $last }
error-no-period-within = no period of { $set } found within the first { $steps } positions (max_steps { $steps }); raise max_steps, with a checkpoint to go on from there
error-period-search-ended = the period search ended without a period
error-sub-to-or-period = give either "to" (the sequence to N) or "period_only": true (with an optional "max_steps"), not both
error-table-size-missing = give "size", the side of the table or of the board
error-table-size-or-row = give either "size" (the table) or "row" and "to" (one row)
error-wythoff-misere-grundy = misère play has no Grundy values that add up; ask for normal play to get g(a, b)
# Lists of names or numbers: "a, b and c", "a, b or c".
error-list-and = { $rest } and { $last }
error-list-or = { $rest } or { $last }
# A count past every machine word.
error-2-64-or-more = 2^64 or more

## Sums of games (expr/)

error-empty-sum = an expression needs at least one component
error-component-value-missing = the Grundy value of component { $index } '{ $component }' is not computed, so the sum's is not either
error-internal-contradiction = internal error: grundy's answer for '{ $expr }' contradicts itself ({ $what }; method { $method }); please report it
error-internal-p-with-move = P, yet with a winning move
error-internal-n-without-move = N, yet with no winning move
error-internal-move-leaves-n = its winning move { $mv } leaves { $after }, an N-position
error-search-memory = numbering the positions of '{ $component }' takes more than the { $limit } bytes exhaustive search allows a whole sum
error-search-component-moves = '{ $component }' has more moves than the { $limit } exhaustive search keeps for a whole sum
error-search-cycle = '{ $component }' has a cycle: a position can be reached from itself
error-component-may-reach = '{ $component }' may reach { $positions } positions, more than the { $limit } exhaustive search allows one component
error-component-reaches = '{ $component }' reaches more than the { $limit } positions exhaustive search allows one component
error-component-leaves-sum = '{ $component }' reaches more than { $cap } positions, so the whole sum has more than the { $limit } positions exhaustive search allows
error-search-moves-one = searching '{ $component }' may keep { $moves } moves ({ $positions } positions with up to { $options } options each), more than the { $limit } exhaustive search allows
error-search-moves-sum = searching the whole sum may keep { $moves } moves ('{ $component }' alone { $alone }: { $positions } positions with up to { $options } options each), more than the { $limit } exhaustive search allows
error-sum-positions = the whole sum has { $positions } positions, more than the { $limit } exhaustive search allows
error-search-work = searching the whole sum means looking at { $moves } moves, more than the { $limit } exhaustive search allows
error-misere-no-grundy = misère play: Grundy values do not add up
error-misere-no-method = misère play is exact only for sums of { $bouton } components (Bouton's rule), a single { $alone }, heaps of octal games whose misère quotient is known (grundy misere CODE), or sums small enough to search whole; '{ $expr }' is none of these
error-misere-no-method-gap = misère play is exact only for sums of { $bouton } components (Bouton's rule), a single { $alone }, heaps of octal games whose misère quotient is known (grundy misere CODE), or sums small enough to search whole; '{ $expr }' is none of these ({ $gap })
error-quotient-gap = no finite misère quotient of { $games } was found beyond heap { $heaps }
error-quotient-gap-why = no finite misère quotient of { $games } was found beyond heap { $heaps }: { $why }
error-misere-octal-move-work = { $heap }: its misère outcome is known (N), but listing its winning moves would look at up to { $bound } moves, more than { $limit } (limit octal_move_work)
error-octal-winning-moves = the sum has more than { $limit } winning moves (limit octal_winning_moves)
error-runs-need-proven-quotient = runs of moves need a proven quotient

## Moves typed in a sum (expr/play/)

error-empty-move = empty move: type a move, or help
error-games-one = there is only one game, 0
error-games-numbered = the games are numbered 0 to { $last }
error-no-game = there is no game { $index }: { $range }
error-not-a-game-number = '{ $text }' before ':' is not a game number: { $range }
error-game-number-first = a game number goes first, before the ':', such as `1: 2`
error-move-needs-game = this is a sum of { $count } games: start the move with the game's number and a colon, such as `1: 2` ({ $range })

## Misère quotients (quotient/)

error-misere-work = the work limit of { $limit } steps was reached (limit misere_work)
error-misere-time = the time limit was reached (limit misere_time)
error-stopped-by-user = stopped by the user
error-misere-no-refinement = no refinement of the candidate quotient (order { $order }) by freeing the heaps of the least sum it gets wrong predicts that sum right
error-misere-trial-order = a candidate quotient would exceed { $limit } elements (limit misere_trial_order)
error-misere-max-order = the quotient would have more than { $limit } elements (limit misere_order)
error-joint-quotient-bounds = a joint quotient needs one heap bound per game
error-misere-games = a joint misère quotient is computed for at most { $limit } games (limit misere_games); asked for { $asked }
error-misere-heaps = a misère quotient is computed heap by heap up to at most { $limit } (limit misere_heaps); asked for { $asked }

## Census of octal games (census/)

-pattern-accepted = expected a code pattern such as 0.??, 0.???, 4.??? or ?.?? (each ? any octal digit 0-7; before the point 0 or 4), or a code such as 0.6, 4.07 or kayles
error-census-games = a census lists at most { $limit } games (limit census_games); the patterns spell { $spelled }
error-pattern = invalid code pattern '{ $text }': { $why }; { -pattern-accepted }
error-pattern-no-point = no '.'
error-pattern-before-point = before the point: 0, 4 or ?
error-pattern-digit = '{ $digit }' is not an octal digit or ?
error-census-status = invalid census status '{ $text }': expected trivial, solved or open
error-census-length = { $code }: a census computes up to n = { $limit }; asked for n = { $asked }

## Sequences (sequence/) and the game tree (engine/)

error-subtraction-window = subtraction sets are handled up to max(S) = { $limit } (the state is the last max(S) values); { $set } has max(S) = { $max }
error-subtraction-length = the sequence of { $set } is computed up to N = { $limit } ({ $bytes } byte(s) per position); asked for N = { $asked } (--period-only finds the period without storing the values)
error-saved-state-damaged = the saved state is damaged or was written by another version of grundy
error-game-cycle = the game has a cycle: a position can be reached from itself, so it has no Grundy value
error-game-tree-positions = the game tree has more than { $limit } positions, the limit of exhaustive search
