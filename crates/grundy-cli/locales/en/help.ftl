# `--help`, `-h`, `grundy help` and the man page in English: the commands' descriptions, their
# arguments' help and their examples, by the ids that src/help.rs explains. The same ids are in
# ../zh/help.ftl.

## Clap's own words
help-clap-usage = Usage:
help-clap-colon = {":"}
help-clap-arguments = Arguments
help-clap-options = Options
help-clap-commands = Commands
help-clap-help = Print help
help-clap-help-short = Print help (see more with '--help')
help-clap-help-long = Print help (see a summary with '-h')
help-clap-version = Print version
help-clap-help-command = Print this message or the help of the given subcommand(s)
help-clap-help-command-arg = Print help for the subcommand(s)
help-clap-default = [default: {$value}]
help-clap-possible = [possible values: {$values}]
help-clap-possible-head = Possible values:
help-clap-value-separator = {", "}

## Commands, their arguments and examples
help-arg-cap = The most the player to move may take now (default: N-1, the opening move)
help-arg-certificate = Also write a certificate of the proven period to FILE (check it with `grundy verify`)
help-arg-checkpoint = Save progress to FILE now and then; the same command resumes from it
help-arg-explain = Explain the answer step by step, in the theory's terms
help-arg-losing-heaps = List the first COUNT losing heaps instead of (or with) analysing a position
help-arg-misere = Misère play: whoever takes the last token loses
help-grundy = Exact analysis of impartial games: who wins, and with which move
help-grundy-after =
    Examples:
      grundy wythoff 165580140 267914295      a P-position the double formula gets wrong
      grundy wythoff 4 7 --json               one JSON object: outcome and winning moves
      grundy wythoff --pair 10                the 10th P-position
      grundy nim 3 4 5                        who wins, and every winning move
      grundy nim @heaps.txt --misere          heaps from a file, misère play
      grundy bash 10 --max 3                  Bash's game: heap 10, take 1..3
      grundy takeaway 20 --k 3/2              the take-away game with multiplier 3/2
      grundy fib 20 --explain                 Fibonacci Nim, with the Zeckendorf reasoning
      grundy bash 10 --max 3 --lang zh        in Chinese (so is LANG=zh_CN.UTF-8)

    Numbers may have any number of digits; write @PATH to read one from a file.
    Exit status: 0 on success, 2 on bad input (one line on stderr).
help-wythoff = Wythoff's game: two heaps; take any amount from one heap or the same from both
help-wythoff-after =
    Examples:
      grundy wythoff 3 5                       P: the player to move loses
      grundy wythoff 10 20 --json              outcome and every winning move as JSON
      grundy wythoff 165580140 267914295       exact where the double formula fails
      grundy wythoff @a.txt @b.txt             million-digit heaps from files
      grundy wythoff 4 7 --grundy              also the Grundy value g(4, 7)
      grundy wythoff 20 1000000000000 --grundy --explain    from row 20's proven period
      grundy wythoff --pair 1000               the 1000th P-position (a_k, b_k)
help-nim = Nim: take any amount from one heap (normal, misère, or bounded by --max-take)
help-nim-after =
    Examples:
      grundy nim 3 4 5                  N: take heap 0 from 3 to 1
      grundy nim 1 2 3 --json           a P-position, as JSON
      grundy nim 1 1 1 --misere         misère play: the last take loses
      grundy nim 5 7 9 --max-take 3     at most 3 per move (heaps count as h mod 4)
      grundy nim @heaps.txt             a million heaps from a file of whitespace-separated sizes
help-bash = Bash's game: one heap, take 1..M per move
help-bash-after =
    Examples:
      grundy bash 10 --max 3            N: take 2, leaving 8 (a multiple of 4)
      grundy bash 12 --max 3 --json     P, as JSON
      grundy bash 10 --max 3 --misere   misère play: the last take loses
help-takeaway = The take-away game: each take at most k times the previous one
help-takeaway-after =
    Examples:
      grundy takeaway 20 --k 3/2              the opening position (the first move takes 1..19)
      grundy takeaway 20 --k 2.5 --cap 4      mid-game: at most 4 may be taken now
      grundy takeaway --k 3 --losing-heaps 15 the first 15 losing heaps for k = 3
      grundy takeaway 100 --k 1/2             k < 1: a take t with ⌊k·t⌋ = 0 leaves no legal reply
help-fib = Fibonacci Nim: the take-away game with k = 2
help-fib-after =
    Examples:
      grundy fib 20                 N: take 2 (20 = 13 + 5 + 2 in Zeckendorf form)
      grundy fib 21 --json          P: 21 is a Fibonacci number
      grundy fib 20 --cap 1         mid-game: at most 1 may be taken now
      grundy fib --losing-heaps 20  the first 20 losing heaps (Fibonacci numbers)
help-analyze = A sum of games written as an expression: "nim(3,4,5) + bash(10,max=3)"
help-play = Play a game (any expression, or a sum) in the terminal against the perfect opponent
help-value-first-me = You move first
help-value-first-computer = The computer moves first
help-judge = Answer a judge's input (stdin) in exactly the judge's output format
help-judge-after =
    Examples:
      grundy judge --list                     every problem (and its other names), with a summary
      grundy judge hdu2177 < input.txt        Wythoff: the winning moves in the judge's format
      grundy judge hdu1527 < big.in > my.out  a million lines, faster than C with scanf/printf
      diff <(grundy judge hdu1847 < in) <(./mine < in)    check your solution's output

    Numbers beyond a judge's limits still get the exact answer.
help-stress = Find the input that breaks your solution to a judge problem
help-stress-after =
    Each case is one judge input: the first ones hold edge and adversarial positions (P-positions and
    their neighbours, equal heaps, zeros, the judge's limits, and for Wythoff the Fibonacci
    differences where float code breaks: k = F(18) for float32, k = F(40) = 102,334,155 for double),
    the rest are random. The solution runs as `sh -c CMD`, the input on stdin, in a process group of
    its own; it is done when that sh exits, and then everything it started is killed, on Linux also
    what left the group (setsid, double forks: grundy is their subreaper). Its output is compared
    line by line with grundy's (`grundy judge PROBLEM`) as it is read, ignoring trailing whitespace
    at line ends and a missing final newline; an output more than twice as long as grundy's (and 64
    KiB more) is cut short and wrong.

    At the first wrong answer or crash, the input is shrunk, for at most --shrink-time seconds and
    1000 runs of the solution. First come structured inputs, smallest first: small numbers, and
    where the game has them P-positions and their neighbours, the Fibonacci ladder (k = F(n)) or
    the losing heaps; they run many to an input, and the first input that fails is halved down to
    the one position that fails. That position (or, if none fails, the input as generated) is then
    made smaller still: fewer positions, smaller numbers. The smallest failing input is printed,
    with how it was found and the expected and actual output (a few lines of each, around the first
    difference; control characters and bytes that are not UTF-8 escaped). A timeout is reported
    with its input as generated. On a terminal, a progress line on stderr shows the case or the
    shrinking run; piped, nothing but the report is printed.

    Exit status: 0 if every case agrees, 1 if a case failed (wrong answer, crash, timeout),
    2 on bad arguments or a command that cannot be run (exit 126 or 127 from sh on the first case),
    128 + the signal on Ctrl-C (130), SIGTERM (143) or SIGHUP (129), after the solution and every
    process it started have been killed.

    Examples:
      grundy stress hdu1527 --solution "./a.out"
      grundy stress hdu2177 --solution "python3 sol.py" --cases 1000 --seed 42
      grundy stress hdu1846 --solution "java Main" --timeout 5
      grundy stress poj1067 --solution "./a.out" --beyond-limits
help-seq = Grundy sequences of heap games (subtraction, octal), with proven periods
help-seq-after =
    Examples:
      grundy seq sub 1,3,4 --to 30 --json                 values, preperiod and period
      grundy seq sub 12345,54321,66666 --period-only      the period 467,394,045, proven
      grundy seq octal kayles --to 200                    Kayles: preperiod 71, period 12
      grundy seq octal 0.6 --to 1000000 --checkpoint o.ckpt   resumable long run
      grundy seq octal kayles --to 200 --certificate k.cert   then: grundy verify k.cert
help-seq-sub = A subtraction game: remove s ∈ S from one heap
help-seq-sub-after =
    Examples:
      grundy seq sub 1,3,4 --to 20                     values, then preperiod 0 and period 7
      grundy seq sub {"{"}1,3,4{"}"} --to 20 --json            {"{"}"values":[...],"preperiod":0,"period":7,...{"}"}
      grundy seq sub 12345,54321,66666 --period-only   period 467394045, found and proven
      grundy seq sub 2,5,7 --to 30 --outcomes --csv    P/N only, as n,outcome lines

    A period is reported only when proven: the window of the last max(S) values repeats, and
    from there on the sequence is determined by that window. Long runs show a progress bar on a
    terminal; --checkpoint FILE saves progress, and rerunning the same command resumes from it.
help-value-format-text = Readable text
help-value-format-csv = Comma-separated values after a header
help-value-format-json = Exactly one JSON object
help-value-format-npy = NumPy's .npy (binary: redirect it to a file), for numpy.load
help-seq-octal = An octal game (take-and-break), by code or name
help-seq-octal-after =
    Examples:
      grundy seq octal kayles --to 200          values, then preperiod 71 and period 12, proven
      grundy seq octal 0.07 --to 200 --json     {"{"}"values":[...],"preperiod":53,"period":34,...{"}"}
      grundy seq octal 0.6 --to 1000000         Officers, by sparse space (no period known)
      grundy seq octal 4.f7 --to 50             a hexadecimal code (bit 8: leave three heaps)
      grundy seq octal grundy --to 100          Grundy's game: split a heap into unequal heaps
      grundy seq octal kayles --to 100000 --format npy > k.npy   a NumPy vector of uint32
      grundy seq octal 0.9 --to 4096 --threads 2     three-heap moves, each heap's work on 2 threads

    Codes: d0.d1d2... where d_i says what removing i tokens may leave: bit 1 nothing, bit 2 one
    heap, bit 4 two heaps; a hexadecimal digit 8-f (or a 0x prefix) adds bit 8, three heaps.
    Names: kayles 0.77, dawsons 0.07, officers 0.6, treblecross 0.007, grundy (Grundy's game).
    A period is reported only when proven (Guy-Smith: g(n+p) = g(n) for n0 <= n < 2n0+p+t, with
    3n0+2p+t when moves leave three heaps); the computation then stops and the remaining values
    follow from the period. Grundy's game is not octal: no period is claimed. Long runs show a
    progress bar on a terminal; --checkpoint FILE saves progress, and rerunning the same command
    resumes from it. --threads splits the work of plain mex and of three-heap moves (each heap's
    pairs) and the sparse-space mask search between threads; the sparse method itself and the
    one-heap games are sequential, one heap after another.
help-misere = Misère quotients of octal games: the monoid that decides misère sums, proven by period
help-misere-after =
    Examples:
      grundy misere kayles                  order 40, proven: the heap map has period 12 from heap 71
      grundy misere kayles --json           the same as one JSON object (answer "misere_quotient")
      grundy misere 0.75 --to 50            a quotient of order 8 (not tame)
      grundy misere 0.07 --to 20            Dawson's Kayles: holds for heaps up to 20 only
      grundy analyze "kayles(7) + kayles(9) + kayles(12)" --misere    who wins, and how

    The misère quotient (Plambeck and Siegel) of an octal game is the commutative monoid of its sums
    of heaps, two sums being equal when no third sum added to both tells them apart in misère play.
    It is computed heap by heap from the rules: each heap either acts as an element already there
    or enlarges the quotient; every candidate is checked against the misère rule on every state of
    every sum, so what is printed is exact for all sums of the heaps computed. When the map from
    heaps to elements repeats with period p from heap n0 on and has been computed to heap
    k(n0 + p) + t - 1 (moves remove at most t tokens and leave at most k heaps), it repeats for ever
    and the quotient holds for every heap size: "proven". Otherwise it holds for the heaps
    computed; the computation stops at --to (at most 5000), or earlier at a limit — --time
    (default 30 s), --max-order (default and at most 4096 elements), --work (steps) — or at Ctrl-C,
    and says where and why; what it printed is exact for the heaps before. On a terminal a line
    shows the heap reached and the order so far.
help-census = The octal census: every game of some code patterns, solved or open, in a SQLite database
help-census-after =
    Examples:
      grundy census '0.??' '0.???' --to 65536 --db census.sqlite       all 511 games, 2 cores
      grundy census '0.???' --to 65536 --sparse-to 1048576 --db c.sqlite  sparse games further
      grundy census '0.???' --to 65536 --db c.sqlite --shard 3/8       the 4th of 8 batch jobs
      grundy census --db census.sqlite --format csv                    print the table
      grundy census --db census.sqlite --compare data/published-census      against published tables
      grundy census --db census.sqlite --certificates certs            certs/0.156.cert, ...

    Patterns: a code with ? for any octal digit (0.??, 0.???, 4.???; ?.?? also takes d0 = 4), or an
    explicit code (0.6, kayles, 4.f7). Each game is computed until its period is proven
    (Guy-Smith) or heaps 0..=N are done, by plain mex or the sparse method; --sparse-to M takes the
    games in sparse space (at most 1/16 of the later half of the heaps rare) on to M. Status:
    trivial (period proven by heaps below 1000), solved (proven by more), open. Two-digit codes also
    get their misere quotient's order (--misere-to heaps, default 12). Every game is written to the
    database in its own transaction when it finishes: a killed census loses no finished game, and
    rerunning the command computes only the games left. --shard K/M takes every M-th game from the
    K-th (K counted from 0), so M batch jobs (a Slurm array) share the census; shards may share one
    database file on a local disk. Equivalent games (the same values, or the same after leading
    zeros: a game that may not take a whole 1-heap plays as another on heaps one smaller) are
    grouped after each run, each pointing at its group's first member in census order, and every
    claim is checked on all heaps both games computed. The database's certificates are checked by
    `grundy verify` or tools/check_certificate.py (docs/CENSUS.md).

    The database is read as input: a row that claims a proven period is listed as proven only once
    its certificate has been checked from the rules (once; the verdict is remembered in the
    database), and a row that cannot be read (a value of the wrong type or range) is reported and
    skipped. Either is computed again by the next census run over it. Another process holding a
    lock on the database for longer than --lock-wait seconds (default 10) is an error.
help-table = Tables of Grundy values: Wythoff's g(a, b), whole or one row with its additive period
help-table-after =
    Examples:
      grundy table wythoff --size 10 --json          the Grundy table g(a, b), a, b < 10
      grundy table wythoff --size 64 --plot board.svg    the board, P-positions and golden lines
      grundy table wythoff --size 20 --plot board.png --queen 9,4   the queen's moves from (9, 4)
      grundy table wythoff --row 3 --to 1000         one row and its additive period, proven
help-table-wythoff = Wythoff's game: the table g(a, b), or one row g(a, 0..=B) with its additive period
help-table-wythoff-after =
    Examples:
      grundy table wythoff --size 8                  the 8 × 8 table of g(a, b)
      grundy table wythoff --size 100 --json         {"{"}"rows":[[g(0,0), …], …]{"}"}
      grundy table wythoff --size 4096 --csv --threads 2
      grundy table wythoff --size 4096 --format npy > t.npy   numpy.load("t.npy"): uint32, 4096 × 4096
      grundy table wythoff --row 5 --to 100000       row 5 and its additive period (proven)
      grundy table wythoff --row 20 --to 10000 --json   {"{"}"period":384,"period_status":"proven",…{"}"}
      grundy table wythoff --size 30 --plot board.svg
      grundy table wythoff --size 20 --plot board.png --queen 9,4
      grundy table wythoff --size 1024 --plot heat.png

    A row's additive period g(a, b + p) = g(a, b) + p is proven when rows 0..=a, taken relative to
    the column, are in the same state before two columns b1 < b2 <= B + 1: that state decides every
    later column, so the rows repeat for ever. Otherwise it is only detected (verified up to B), or
    not found; a larger --to may prove it (the repeat is looked for against states saved at columns
    2a + 2^k - 1, so a proof can need up to about twice the preperiod plus the period). Rows go up
    to a = 4095.

    --plot FILE.svg or FILE.png; without --plot-kind the kind follows the name: a name containing
    "board" (or --queen) draws the board, otherwise a table draws its heatmap and a row its
    sequence. --queen A,B puts the queen on (A, B) of the board: the squares she can reach (left,
    down, down-left) are shaded, with an arrow along each line, and her winning moves (to
    P-positions) in bold. A heatmap larger than the picture is drawn in blocks (at most 256 × 256
    in an SVG, 800 × 800 in a PNG), a block holding a P-position in white.
    Pictures in Chinese (--lang zh): an SVG's text is drawn by its viewer, with its fonts; a PNG
    needs a font with Chinese glyphs on the system (such as fonts-wqy-microhei or fonts-noto-cjk)
    and is refused with a line saying what to install when there is none.
help-value-plot-kind-board = The board: P-positions and the golden lines b = φa, b = a/φ
help-value-plot-kind-heatmap = The table's values as colours
help-value-plot-kind-sequence = The row's values, preperiod and period (with --row)
help-verify = Check a certificate of a Grundy sequence's period from the game's rules alone
help-verify-after =
    Examples:
      grundy seq octal kayles --to 200 --certificate kayles.cert
      grundy verify kayles.cert                   recomputes g(0..=167) and checks the period
      python3 tools/check_certificate.py kayles.cert    the same check, written independently
      grundy verify kayles.cert --json            the verdict as JSON (answer "verify")

    A certificate (written by seq octal|sub --certificate) holds a game, a claimed preperiod n0 and
    period p, and the values g(0), ..., g(B + p - 1) that the periodicity theorem needs (B =
    max(k max(n0,1) + (k-1) p + t, t+1) for moves that remove at most t tokens and leave at most k
    heaps). verify recomputes every value by plain mex from the rules and checks g(n + p) = g(n)
    for n0 <= n < B (and over any spare values given); then g(n + p) = g(n) holds for every
    n >= n0. Exit status 0 when it holds, 1 when the certificate is wrong (the first failure is
    named), 2 when it cannot be read or is beyond the limits of a check (named), 3 when it is
    incomplete: its values agree with the claim but stop before g(B + p - 1). tools/check_certificate.py gives the same verdict and
    status on every file (the grammar is in the rustdoc of the library's certificate module).
help-serve = Serve the web explorer and its JSON API (the answers of --json) over HTTP
help-serve-after =
    Examples:
      grundy serve                         the page at http://127.0.0.1:8080/
      grundy serve --port 9000             another port
      grundy serve --bind 0.0.0.0          reachable from other machines (no authentication!)
      grundy serve --census census.sqlite  the page's Census view shows that census database
      grundy serve --max-connections-per-peer 256
                                           behind a reverse proxy (every client is the proxy)
      curl -s localhost:8080/api/analyze -H 'Content-Type: application/json' \
           -d '{"{"}"expr": "nim(3,4,5)"{"}"}'   the same object as grundy analyze --json

    The API answers under /api with the objects of --json (docs/JSON.md); its routes and limits are
    in docs/API.md and at /api/openapi.json. Each query computes for at most 10 s, bodies are at
    most 2 MiB, and as many queries compute at once as there are cores. One address may hold 64 of
    the 256 connections; past either limit an idle connection is closed to make room. Logs go to
    stderr (RUST_LOG=debug for more); Ctrl-C stops the server.
help-completions = Print a shell completion script (bash, zsh, fish, elvish, powershell)
help-completions-after =
    Examples:
      grundy completions bash > ~/.local/share/bash-completion/completions/grundy
      grundy completions zsh > ~/.zfunc/_grundy
      grundy completions fish > ~/.config/fish/completions/grundy.fish
help-man = Print the man page (roff), generated from the same definitions as --help
help-man-after =
    Examples:
      grundy man > grundy.1 && man ./grundy.1
help-wythoff-arg-a = First heap (decimal, any length, or @PATH)
help-wythoff-arg-b = Second heap (decimal, any length, or @PATH)
help-analyze-arg-batch = Read one expression per line from stdin, write one answer per line
help-stress-arg-beyond-limits = Also try numbers past the judge's stated limits (up to 2^64 and, where the judge reads numbers of any size, beyond)
help-serve-arg-bind = The address to listen on
help-stress-arg-cases = How many inputs to try
help-serve-arg-census = A census database (written by `grundy census --db FILE`) whose table GET /api/census answers and the page's Census view shows, with each game's sequence plot and certificate (GET /api/census/certificate?code=CODE); read afresh on every request
help-census-arg-certificates = Also write each proven game's certificate to DIR/CODE.cert (for grundy verify and tools/check_certificate.py)
help-census-arg-compare = Compare the database with the published tables in DIR (TrivialGames.md, ...)
help-seq-sub-arg-csv = Print `n,g` lines (`n,outcome` with --outcomes) after a header
help-seq-octal-arg-csv = Print `n,g` lines after a header
help-table-wythoff-arg-csv = Print comma-separated values
help-census-arg-db = The census database (SQLite; created if missing)
help-analyze-arg-every = The Every-SG convention: every game that can move is moved each turn; the last to move wins
help-analyze-arg-expr = The sum of games, e.g. "nim(3,4,5) + bash(10,max=3)" (quote it for the shell)
help-play-arg-expr = The game, e.g. "nim(3,4,5)" or "fib(20) + kayles(7)" (quote it for the shell)
help-verify-arg-file = The certificate file
help-play-arg-first = Who moves first
help-seq-sub-arg-format = Output format: text, csv, json, or npy (NumPy's .npy, binary: redirect it to a file)
help-seq-octal-arg-format = Output format: text, csv, json, or npy (NumPy's .npy, binary: redirect it to a file)
help-census-arg-format = Output format: text, csv or json
help-table-wythoff-arg-format = Output format: text, csv, json, or npy (NumPy's .npy, binary: redirect it to a file)
help-seq-octal-arg-game = The game: an octal or hexadecimal code (0.07, 4.f7), or a name (kayles, grundy, ...)
help-misere-arg-game = The game: an octal or hexadecimal code (0.77, 4.7), or a name (kayles, dawsons, ...)
help-wythoff-arg-grundy = Also give the Grundy value g(a, b): no closed form is known, so it comes from the table of all smaller positions up to a + b <= 16384, and beyond from the proven additive period of row min(a, b) <= 4095 (--explain says which; JSON gives it when it is cheap anyway)
help-nim-arg-heaps = Heap sizes (decimal, any length); @PATH reads whitespace-separated sizes from a file
help-wythoff-arg-json = Print exactly one JSON object (integers in full, any length)
help-nim-arg-json = Print exactly one JSON object (integers in full, any length)
help-bash-arg-json = Print exactly one JSON object (integers in full, any length)
help-takeaway-arg-json = Print exactly one JSON object (integers in full, any length)
help-fib-arg-json = Print exactly one JSON object (integers in full, any length)
help-analyze-arg-json = Print exactly one JSON object (integers in full, any length)
help-seq-sub-arg-json = Print exactly one JSON object
help-seq-octal-arg-json = Print exactly one JSON object
help-misere-arg-json = Print exactly one JSON object
help-census-arg-json = Print the table as exactly one JSON object
help-table-wythoff-arg-json = Print exactly one JSON object
help-verify-arg-json = Print the verdict as one JSON object (answer "verify"; the exit status is the same)
help-takeaway-arg-k = The multiplier k > 0, exactly: 2, 3/2, 2.5
help-grundy-arg-lang = The language of what is written for a person (JSON keeps its fields and values; only its prose follows): en or zh. Default: from LC_ALL, LC_MESSAGES or LANG (zh_CN.UTF-8 is Chinese), else English
help-judge-arg-list = List the problems with a one-line summary
help-census-arg-lock-wait = Wait at most S seconds for a lock another process holds on the database (default 10)
help-serve-arg-max-connections = How many connections are served at once; past it, the oldest idle connection of the address with the most is closed for a new one
help-serve-arg-max-connections-per-peer = How many connections one client address (an IPv6 /64) may hold at once; past it, its oldest idle connection is closed for a new one, or the new one refused with 429 if all are busy. Behind a reverse proxy every client is the proxy: give --max-connections
help-misere-arg-max-order = Stop before the quotient exceeds N elements (default and at most 4096)
help-seq-sub-arg-max-steps = With --period-only: give up after this many positions
help-nim-arg-max-take = Bounded Nim: a move takes at most R tokens
help-bash-arg-max-take = The most one move may take (at least 1)
help-census-arg-misere-to = Heaps of the misère quotient of two-digit codes (0: none)
help-bash-arg-n = Heap size (decimal, any length, or @PATH)
help-takeaway-arg-n = Heap size (decimal, any length up to the documented limit, or @PATH)
help-fib-arg-n = Heap size (decimal, any length up to the documented limit, or @PATH)
help-seq-sub-arg-outcomes = Win/lose only (P/N), one bit of state per position
help-wythoff-arg-pair = Print the K-th P-position (a_K, b_K) = (⌊Kφ⌋, ⌊Kφ⌋ + K) instead of analysing a position
help-census-arg-patterns = Code patterns (0.??, 0.???, 4.???) or codes; none: print or compare the database
help-seq-sub-arg-period-only = Find and prove the period without a bound N (no values printed)
help-seq-sub-arg-plot = Also draw the sequence, its preperiod and period, to FILE.svg or FILE.png
help-seq-octal-arg-plot = Also draw the sequence, its preperiod and period, to FILE.svg or FILE.png
help-table-wythoff-arg-plot = Draw a picture into FILE (.svg or .png)
help-table-wythoff-arg-plot-kind = What --plot draws (default: from the file name, see below)
help-serve-arg-port = The port to listen on (0: any free port)
help-judge-arg-problem = The problem, e.g. hdu2177 (see --list)
help-stress-arg-problem = The judge problem, e.g. hdu1527 (see grundy judge --list)
help-table-wythoff-arg-queen = Draw the queen on (A, B) of the board with her moves (with --plot)
help-table-wythoff-arg-row = One row a instead of the table (with --to; or @PATH)
help-stress-arg-seed = Seed of the generator, to replay a run (default: from the clock, printed at the end)
help-seq-sub-arg-set = The subtraction set S, as 1,3,4 or {"{"}1,3,4{"}"}
help-census-arg-shard = Take every M-th game from the K-th (K from 0): one batch job of M
help-completions-arg-shell = The shell to complete for
help-stress-arg-shrink-time = How long shrinking a failing input may take, in seconds (it also stops after 500 runs)
help-table-wythoff-arg-size = Side n of the table g(a, b), 0 ≤ a, b < n (at most 16384; or @PATH)
help-stress-arg-solution = The command that runs the solution (stdin: the input; stdout: its answer), run by sh -c
help-census-arg-sparse-to = Go on to heap M with the games in sparse space
help-seq-sub-arg-threads = Threads for locating the preperiod (the recurrence itself is sequential; default: all cores)
help-seq-octal-arg-threads = Worker threads (default: all cores); the values never depend on it
help-census-arg-threads = Games computed at once (default: all cores)
help-table-wythoff-arg-threads = Worker threads for the table (default: all cores)
help-misere-arg-time = Stop after SECONDS (default 30; 0: no time limit), keeping what was found
help-stress-arg-timeout = Time limit per run, in seconds (e.g. 0.5)
help-seq-sub-arg-to = Compute positions 0..=N
help-seq-octal-arg-to = Compute heaps 0..=N (a number, or @PATH)
help-misere-arg-to = Compute heaps up to N at most (stops earlier once proven)
help-census-arg-to = Compute heaps 0..=N of each game (unless its period is proven first)
help-table-wythoff-arg-to = The last b of the row (or @PATH)
help-misere-arg-work = Stop after N steps of work (default 20000000000)

## The texts around the games' lists of analyze and play
help-analyze-components = Components (numbers in decimal, any length; spaces are allowed anywhere):
help-analyze-notes =
    Examples:
      grundy analyze "nim(3,4,5) + bash(10,max=3)"        outcome, values, every winning move
      grundy analyze "wythoff(3,5) + fib(20)" --json      one JSON object
      grundy analyze "nim(1,1) + bash(5,max=2)" --misere  misère play (Bouton's rule)
      grundy analyze "euclid(3,2) + euclid(25,7)" --every  every game moves each turn (Every-SG)
      printf 'nim(1,2)\nkayles(7)\n' | grundy analyze --batch --json

    Normal play: the sum's Grundy value is the XOR of its components' values. A component's value
    may not be computable (a Wythoff value beyond its table, a take-away heap over 2000): alone it is
    still decided by its game's closed form; in a sum it is an error that names it. Misère play is
    answered only where exact: Nim, Bash and Lasker heaps and staircases, a single Wythoff, or sums
    small enough to search. --every plays the sum under the Every-SG convention: every game that
    can move is moved each turn, and the last to move wins; it is decided by each game's remoteness
    (Euclid's by its closed form, any other game by searching its positions).

    --batch reads one expression per line from stdin and writes one answer per line as it goes (a
    one-line summary, or one JSON object with --json). A bad line gets an error line ({"{"}"line":N,
    "error":...,"column":C{"}"} with --json) and the batch goes on; the exit status is then 2, and the
    count of bad lines is reported on stderr at the end.
help-play-games = Games (any expression `grundy analyze` reads; join games with + to play their sum), and how their moves are typed (type `help` during the game for the ones of your game):
help-play-notes =
    {"  "}in a sum              put the game's number first: `2: 0 3`
    Commands: hint (a winning move and why), undo (take back your move and the reply), board,
    help, quit. End of input or Ctrl-C also ends the game (exit status 0, or 130 for Ctrl-C).

    Examples:
      grundy play "nim(3,4,5)"                      you move first, in a winning position
      grundy play "wythoff(4,7)" --first computer   the computer starts in a losing position
      grundy play "fib(20) + kayles(7)"             a sum: moves start with the game's number
      grundy play "nim(1,2,3)" --misere             whoever takes the last token loses
      printf '0 2\nhint\n' | grundy play "nim(3,4,5)"   scripted: the input is echoed

## The man page's section headings
help-man-name = NAME
help-man-synopsis = SYNOPSIS
help-man-description = DESCRIPTION
help-man-options = OPTIONS
help-man-commands = COMMANDS
help-man-examples = EXAMPLES AND NOTES
help-man-version = VERSION

help-pattern = Tabulate a game and name its pattern (打表找规律): a game of the notation with one free heap n, or rules written as a Rhai script
help-pattern-after =
    Examples:
      grundy pattern "sub(n,{"{"}1,3,4{"}"})" --to 50        period 7, proven (finite subtraction set)
      grundy pattern "kayles(n)" --to 200            71 + 12k, proven (Guy-Smith)
      grundy pattern --rules examples/patterns/take-a-square.rhai --to 500
      grundy pattern --rules examples/patterns/wythoff.rhai --to 30     Beatty, alpha = (1+sqrt(5))/2
      grundy pattern "fib(n)" --to 300 --json        one JSON object (answer "pattern")
      grundy pattern --rules game.rhai --lang zh      the statements in Chinese

    A rules script (Rhai) defines fn moves(n) for a heap game, each option a heap left or an array
    of heaps left ([] for none, [a, n - a] for a split), or fn moves(a, b) for a two-number game,
    each option [a2, b2]. Every heap left must be below n (for pairs a2 + b2 < a + b). Scripts run
    in a sandbox: no files, network or processes; at most 10,000,000 operations per position and
    --time-ms in all. docs/PATTERNS.md has the reference and the examples.
    Exit status: 0 on success, 2 on bad input, a runaway or a loopy script (one line on stderr).
help-pattern-arg-expr = A game of the notation with one free heap n: "kayles(n)", "sub(n,{"{"}1,3,4{"}"})", "bash(n,max=3)"
help-pattern-arg-rules = A rules script (Rhai) defining fn moves(n) or fn moves(a, b)
help-pattern-arg-to = The last heap (or, for two numbers, the last a and b) of the table
help-pattern-arg-time-ms = The most time a rules script may run in all, in milliseconds
help-pattern-arg-json = Print exactly one JSON object (answer "pattern")
