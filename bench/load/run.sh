#!/usr/bin/env bash
# The web API under load (docs/BENCHMARKS.md): wrk against `grundy serve` and, in the same run,
# against a baseline (crates/grundy-bench/src/bin/bare_server.rs: the same axum and tokio
# answering every POST with a constant JSON body), both on loopback.
#
# Phases, each with the same wrk threads and connections (requests in bench/load/mixed.lua):
#   baseline   the bare server, the cheap request (its answer: the API's own answer to it)
#   cheap      grundy serve, POST /api/wythoff {"a":3,"b":5}
#   mixed      grundy serve, eight realistic requests in turn
#   ROUTE      grundy serve, one of the eight only (shorter phases; LOAD_ROUTE_SECONDS=0: none)
#   cheap_beside_heavy, mixed_beside_heavy
#              one client (wrk -t1 -c1) sending the cheap request, then the mix, while two
#              others loop the heaviest request (a misère sum searched until the 10 s budget
#              stops it): the light lane's latency beside a full heavy lane
# For each: requests per second, p50/p99 latency, non-2xx answers and socket errors (the
# script fails if there are any), and the server's peak resident memory during the phase
# (VmHWM, reset before each phase through /proc/PID/clear_refs) and its RSS after it.
#
# Run from anywhere: bash bench/load/run.sh. Installs wrk (and curl) with apt-get if missing,
# builds the release binaries, then takes about 100 s with the defaults. LOAD_SECONDS (15),
# LOAD_ROUTE_SECONDS (5), LOAD_THREADS (2) and LOAD_CONNECTIONS (32) change the phases.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
threads=${LOAD_THREADS:-2}
connections=${LOAD_CONNECTIONS:-32}
phase_seconds=${LOAD_SECONDS:-15}
route_seconds=${LOAD_ROUTE_SECONDS:-5}
routes=(analyze wythoff_big nim play moves hint window octal)

for tool in wrk curl; do
    if ! command -v "$tool" > /dev/null; then
        echo "run.sh: installing $tool" >&2
        apt-get install -y "$tool" > /dev/null || { apt-get update > /dev/null && apt-get install -y "$tool" > /dev/null; }
    fi
done

cargo build --release --locked -p grundy-cli -p grundy-bench --bin grundy --bin bare_server
bin_dir=${CARGO_TARGET_DIR:-$root/target}/release

work=$(mktemp -d)
server_pid=
baseline_pid=
stop_servers() {
    for pid in $server_pid $baseline_pid; do
        kill "$pid" 2> /dev/null || true
        wait "$pid" 2> /dev/null || true
    done
    rm -rf "$work"
}
trap stop_servers EXIT

# Waits for "http://ADDR" in a server's log (both are started on port 0) and prints ADDR.
address_in() {
    local log=$1 pid=$2
    for _ in $(seq 100); do
        if ! kill -0 "$pid" 2> /dev/null; then
            echo "run.sh: the server stopped:" >&2
            cat "$log" >&2
            return 1
        fi
        if grep -so 'http://[0-9.]*:[0-9]*' "$log" | head -1 | sed 's|http://||' | grep .; then
            return 0
        fi
        sleep 0.1
    done
    echo "run.sh: no address in $log after 10 s" >&2
    return 1
}

# POSTs BODY to URL once and fails unless the answer is 200; the answer goes to OUT.
expect_200() {
    local url=$1 body=$2 out=$3 status
    status=$(curl -sS -o "$out" -w '%{http_code}' -H 'Content-Type: application/json' -d "$body" "$url")
    if [[ $status != 200 ]]; then
        echo "run.sh: POST $url $body answered $status: $(head -c 300 "$out")" >&2
        return 1
    fi
}

memory_kb() { awk -v key="$2:" '$1 == key { print $2 }' "/proc/$1/status"; }

results=$work/results.txt
: > "$results"
# phase NAME PID URL REQUEST SECONDS: one wrk run, its RESULT line and the memory after it
# (with the wrk threads and connections of $threads and $connections).
phase() {
    local name=$1 pid=$2 url=$3 request=$4 seconds=$5 out=$work/wrk-$1.txt
    echo 5 > "/proc/$pid/clear_refs" 2> /dev/null || echo "run.sh: cannot reset VmHWM; peaks are since start" >&2
    timeout $((seconds + 30)) wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency \
        -s bench/load/mixed.lua "$url" -- "$request" > "$out" 2> "$work/wrk-$name.err" || {
        echo "run.sh: wrk failed in phase $name:" >&2
        cat "$out" "$work/wrk-$name.err" >&2
        return 1
    }
    local result
    result=$(grep '^RESULT ' "$out") || { cat "$out" >&2; return 1; }
    echo "$name ${result#RESULT } peak_kb=$(memory_kb "$pid" VmHWM) rss_kb=$(memory_kb "$pid" VmRSS)" | tee -a "$results"
    if [[ -s $work/wrk-$name.err ]]; then cat "$work/wrk-$name.err" >&2; fi
}

# grundy serve, logging as it does by default (INFO, one request in 1024), to a file.
"$bin_dir/grundy" serve --port 0 2> "$work/server.log" &
server_pid=$!
server=http://$(address_in "$work/server.log" "$server_pid")
start_kb=$(memory_kb "$server_pid" VmRSS)
# The cheap answer, which the baseline will send.
expect_200 "$server/api/wythoff" '{"a":3,"b":5}' "$work/answer-cheap.json"
"$bin_dir/bare_server" 0 "$work/answer-cheap.json" 2> "$work/baseline.log" &
baseline_pid=$!
baseline=http://$(address_in "$work/baseline.log" "$baseline_pid")
baseline_start_kb=$(memory_kb "$baseline_pid" VmRSS)
expect_200 "$baseline/api/wythoff" '{"a":3,"b":5}' "$work/baseline-answer.json"
cmp -s "$work/answer-cheap.json" "$work/baseline-answer.json"

echo "wrk -t$threads -c$connections, ${phase_seconds} s a phase (${route_seconds} s a route);" \
    "$(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg) before the run" >&2
phase baseline "$baseline_pid" "$baseline" cheap "$phase_seconds"
phase cheap "$server_pid" "$server" cheap "$phase_seconds"
# Then every request of the mix in turn for a second on one connection: each must be a 2xx (the
# move of `play` must be legal, and so on). This also computes what is computed once (the
# heatmap's table), which is why it comes after the cheap phase, whose memory is the API's alone.
wrk -t1 -c1 -d1s -s bench/load/mixed.lua "$server" -- all > "$work/check.txt"
grep -q '^RESULT .* non2xx=0 socket_errors=0$' "$work/check.txt" || {
    echo "run.sh: the server does not answer every request of the mix with a 2xx:" >&2
    cat "$work/check.txt" >&2
    exit 1
}
warm_kb=$(memory_kb "$server_pid" VmRSS)
phase mixed "$server_pid" "$server" mixed "$phase_seconds"
if ((route_seconds > 0)); then
    for name in "${routes[@]}"; do
        phase "$name" "$server_pid" "$server" "$name" "$route_seconds"
    done
fi

# beside_heavy NAME REQUEST SECONDS: two clients loop the heaviest request (each runs to the
# budget: wrk waits for it) while a third, on one connection, measures REQUEST.
beside_heavy() {
    local name=$1 request=$2 seconds=$3 threads=1 connections=1
    timeout $((seconds + 60)) wrk -t1 -c2 -d$((seconds + 15))s --timeout 30s \
        -s bench/load/mixed.lua "$server" -- heavy > "$work/heavy-$name.txt" 2>&1 &
    local heavy=$!
    sleep 3 # both heavy requests are computing
    phase "$name" "$server_pid" "$server" "$request" "$seconds"
    wait "$heavy" || true
    echo "  beside it, the heavy clients: $(grep '^RESULT ' "$work/heavy-$name.txt" || echo 'no result')" >&2
}
beside_heavy cheap_beside_heavy cheap "$phase_seconds"
beside_heavy mixed_beside_heavy mixed "$phase_seconds"

# A table in the style of docs/BENCHMARKS.md, the ratios, and the check.
awk '
    function field(key,   i, kv) {
        for (i = 2; i <= NF; i++) { split($i, kv, "="); if (kv[1] == key) return kv[2] }
    }
    BEGIN {
        print ""
        print "| phase | requests/s | p50 | p99 | non-2xx | socket errors | peak RSS | RSS after |"
        print "|---|---|---|---|---|---|---|---|"
    }
    {
        printf "| %s | %.0f | %.2f ms | %.2f ms | %d | %d | %.1f MB | %.1f MB |\n", $1, field("rps"),
            field("p50_ms"), field("p99_ms"), field("non2xx"), field("socket_errors"),
            field("peak_kb") / 1024, field("rss_kb") / 1024
        rps[$1] = field("rps"); p50[$1] = field("p50_ms"); p99[$1] = field("p99_ms")
        errors += field("non2xx") + field("socket_errors")
    }
    END {
        printf "\ncheap / baseline: requests/s %.2f, p50 %.2f, p99 %.2f\n", rps["cheap"] / rps["baseline"],
            p50["cheap"] / p50["baseline"], p99["cheap"] / p99["baseline"]
        printf "mixed / baseline: requests/s %.2f\n", rps["mixed"] / rps["baseline"]
        printf "beside two heavy clients: cheap p99 %.2f ms, mixed p99 %.2f ms (target: under 50 ms)\n",
            p99["cheap_beside_heavy"], p99["mixed_beside_heavy"]
        printf "errors in all phases: %d\n", errors
        exit errors > 0
    }
' "$results" || { echo "run.sh: FAILED: some answers were not 2xx (above)" >&2; exit 1; }
# The server's own record (its log, colours removed): one answer in 1024 is logged at INFO (its
# status), and every failure of the server at ERROR; warnings and errors fail the run.
sed 's/\x1b\[[0-9;]*m//g' "$work/server.log" > "$work/server-plain.log"
answers=$(grep -c ' status=[0-9]' "$work/server-plain.log" || true)
not_200=$(grep ' status=[0-9]' "$work/server-plain.log" | grep -vc ' status=200$' || true)
warnings=$(grep -Ec '^[^ ]+ +(WARN|ERROR) ' "$work/server-plain.log" || true)
echo "server log: $(wc -c < "$work/server-plain.log") bytes, $answers sampled answers, $not_200 of them not 200, $warnings warnings or errors"
echo "server RSS: $start_kb kB at start, $warm_kb kB after the check (one of each request), $(memory_kb "$server_pid" VmRSS) kB at the end;" \
    "baseline: $baseline_start_kb kB at start"
if ((warnings > 0)); then
    grep -E '^[^ ]+ +(WARN|ERROR) ' "$work/server-plain.log" | head -5 >&2
    echo "run.sh: FAILED: the server logged warnings or errors" >&2
    exit 1
fi
