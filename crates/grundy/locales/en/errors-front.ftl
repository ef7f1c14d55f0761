# Errors of the front ends that are library errors (census runs, pictures, the server, Python).

## Pictures (grundy-plot)

plot-error-too-large = { $what } is { $requested }, more than a picture draws: it is limited to { $limit }
plot-error-backend = drawing the picture failed: { $why }
plot-error-not-a-font = the font given for Chinese text is not a font
plot-error-no-cjk-font = a PNG in Chinese needs a font with Chinese glyphs, and none was found
plot-what-board-side = the board's side
plot-what-heatmap-side = the heatmap's side
plot-error-board-empty = a board needs at least one square: give a side of 1 or more
plot-error-queen-off-board = the queen at ({ $a }, { $b }) is off the { $size } × { $size } board: both heaps must be below { $size }
plot-error-table-size = a table of { $rows } rows and { $columns } columns holds { $holds } values, not { $given }
plot-error-heatmap-empty = a heatmap needs at least one row and one column
plot-error-sequence-empty = a sequence plot needs at least one value
plot-error-period-zero = a period is at least 1

## The octal census's database (grundy-census)

# $why: SQLite's own message.
census-error-sqlite = census database: { $why }
census-error-content = census database: { $why }
census-error-missing = census database: '{ $path }' does not exist
census-run-needs-patterns = --to, --sparse-to and --shard need code patterns to compute, such as grundy census '0.??' --to 65536 --db census.sqlite
census-run-needs-to = a census of patterns needs --to N (the heaps of each game), such as grundy census '0.??' --to 65536 --db census.sqlite
census-run-too-far = a census computes each game up to n = { $limit } (limit octal_sequence_length); asked for n = { $asked }
census-run-invalid-shard = invalid --shard '{ $text }': expected K/M with 0 <= K < M, such as 0/4 (the first of 4 jobs)

## The server's own refusals (grundy serve); `kind` is the stable key, this is prose

server-no-route = no such route; the API's routes are listed at /api/openapi.json
server-page-get = the page's files are read with GET
server-no-page = no such page or route; the API's routes are listed at /api/openapi.json
server-route-takes = this route takes { $method }
server-route-takes-post = this route takes POST with a JSON body (see /api/openapi.json)
server-bug = the server failed to answer this request (a bug, logged)
server-bug-others-unaffected = the server failed to answer this request (a bug, logged); other requests are not affected
server-answer-unwritable = the answer could not be written: { $why }
server-busy = the server is computing { $jobs } answers already and none finished within { $ms } ms; retry shortly
server-time-budget = the answer needs more than the { $ms } ms one request may compute; ask for less
server-too-many-connections = too many connections from your address at once: at most { $most }, each of them busy; retry when one of them has its answer
server-uri-too-long = the request's target is longer than the server reads (65,534 bytes); the API takes its input in a JSON body
server-headers-too-large = the request's headers are more than the server reads (100 headers, about 400 KB in all)
server-not-http = the request could not be read as HTTP/1.1 (a malformed request line, method, version or header); the API takes POST /api/... with a JSON body
server-body-not-json-type = the body must be a JSON object, sent with Content-Type: application/json
server-body-too-large = the body is larger than the { $bytes } bytes one request may send
server-body-timeout = the body did not arrive within { $ms } ms
server-body-see-openapi = the body is not the JSON object this route takes: { $problem } (see /api/openapi.json)
server-body-not-json = it is not JSON (line { $line }, column { $column })
server-body-not-object = it must be a JSON object
server-body-unknown-field = unknown field '{ $name }'; accepted: { $accepted }
server-body-missing-field = the field '{ $name }' is missing
server-body-bad-value = the field '{ $name }' cannot have this value ({ $type })
server-body-not-accepted = a value is not accepted
server-json-null = null
server-json-boolean = a boolean
server-json-number = a number
server-json-string = a string
server-json-array = an array
server-json-object = an object
server-no-census = this server has no census: start it with grundy serve --census FILE (a database written by grundy census --db FILE)
server-census-gone = the census database '{ $path }' (grundy serve --census) is gone
server-census-locked = the census database '{ $path }' is locked by another process (a census storing a game); retry shortly
server-census-not-a-census = no census can be read from '{ $path }' (grundy serve --census): { $why }
server-census-unreadable = the census database '{ $path }' cannot be read: { $why }
server-certificate-query = GET /api/census/certificate takes ?code=CODE, a game of the census (such as ?code=0.77; GET /api/census lists them)
server-certificate-unknown-parameter = unknown parameter '{ $name }': { $usage }
server-certificate-code-twice = code is given twice: { $usage }
server-certificate-no-code = no code: { $usage }
server-certificate-not-stored = { $code } is not in the census '{ $path }' (GET /api/census lists its games)
server-certificate-problem = { $code } has no certificate served by this census: { $problem }
server-certificate-open = { $code } is open in this census: no period is proven within the { $heaps } heaps computed, so it has no certificate
server-certificate-none = { $code } has no certificate in this census

## The Python package (grundy-py)

py-not-json = not a { $what } (JSON): { $why }
## Python's pattern lab (grundy.pattern)

error-python-pattern-source = give the game one way: an expression (grundy.pattern("kayles(n)")), rules= (a Rhai script) or moves= (a Python function)
error-python-pattern-arity = moves must take one number (moves(n), a heap game) or two (moves(a, b)), not { $count }; or say which with dimension=1 or dimension=2
error-python-pattern-time = the moves function ran out of its { $ms } ms at position { $position } (raise time_ms= if it is only slow)
error-python-pattern-not-callable = moves must be a function: def moves(n) for a heap game, def moves(a, b) for two numbers
error-python-pattern-stopped = the moves function raised an exception; the table stops there
