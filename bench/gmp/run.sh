#!/usr/bin/env bash
# A million-digit Wythoff N-position with every winning move: grundy's default build (dashu-int),
# grundy built with `--features gmp` (rug on the system's libgmp) and a short gmpy2 script
# (wythoff_moves.py, the same algorithm), timed in the same run, whole processes, medians.
# Usage: bench/gmp/run.sh   (env: RUNS, default 7; GMPVENV, default /tmp/gmpvenv; DIGITS,
# default 1000000; OUT, a folder for the inputs and outputs)
# Needs Debian's libgmp-dev for the gmp build (installed here if missing; root or sudo).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
RUNS=${RUNS:-7}
GMPVENV=${GMPVENV:-/tmp/gmpvenv}
DIGITS=${DIGITS:-1000000}
out=${OUT:-$(mktemp -d /tmp/gmp-bench.XXXXXX)}
mkdir -p "$out"

# (a) libgmp-dev for the gmp feature, gmpy2 in a venv for the baseline
if ! dpkg -s libgmp-dev >/dev/null 2>&1; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libgmp-dev >/dev/null
fi
if ! "$GMPVENV/bin/python" -c 'import gmpy2' 2>/dev/null; then
  python3 -m venv "$GMPVENV"
  "$GMPVENV/bin/pip" install -q gmpy2
fi

# (b) both builds of grundy (the gmp one in a target folder of its own, so neither rebuilds
# the other)
(cd "$root" && cargo build --release --locked -p grundy-cli)
(cd "$root" && cargo build --release --locked -p grundy-cli --features grundy/gmp \
  --target-dir "$root/target/gmp")
default_bin="$root/target/release/grundy"
gmp_bin="$root/target/gmp/release/grundy"

# (c) the position: random digits (fixed seed), DIGITS and DIGITS + 2 long: an N-position
python3 - "$out" "$DIGITS" <<'PY'
import random, sys
out, digits = sys.argv[1], int(sys.argv[2])
rng = random.Random(25)
for name, n in (("a.txt", digits), ("b.txt", digits + 2)):
    text = str(rng.randint(1, 9)) + "".join(rng.choice("0123456789") for _ in range(n - 1))
    open(f"{out}/{name}", "w").write(text)
PY

# (d) RUNS of each, interleaved, whole processes; the answers must agree
"$GMPVENV/bin/python" - "$out" "$RUNS" "$default_bin" "$gmp_bin" "$here/wythoff_moves.py" <<'PY'
import json, statistics, subprocess, sys, time
out, runs, default_bin, gmp_bin, script = sys.argv[1], int(sys.argv[2]), *sys.argv[3:]
a, b = f"{out}/a.txt", f"{out}/b.txt"
commands = {
    "grundy (dashu-int, default)": [default_bin, "wythoff", f"@{a}", f"@{b}", "--json"],
    "grundy --features gmp": [gmp_bin, "wythoff", f"@{a}", f"@{b}", "--json"],
    "gmpy2 script": [sys.executable, script, a, b],
}
times = {name: [] for name in commands}
answers = {}
for _ in range(runs):
    for name, command in commands.items():
        started = time.perf_counter()
        result = subprocess.run(command, capture_output=True, text=True, check=True)
        times[name].append(time.perf_counter() - started)
        answers[name] = result.stdout
def moves_of_grundy(text):
    report = json.loads(text, parse_int=str)
    return sorted(tuple(sorted(move["to"], key=lambda v: (len(v), v))) for move in report["winning_moves"])
def moves_of_script(text):
    lines = text.split("\n")
    assert lines[0] == "N", lines[0][:10]
    return sorted(tuple(line.split()) for line in lines[1:] if line)
expected = moves_of_script(answers["gmpy2 script"])
for name in ("grundy (dashu-int, default)", "grundy --features gmp"):
    got = moves_of_grundy(answers[name])
    assert got == expected, f"{name} disagrees with gmpy2: {len(got)} vs {len(expected)} moves"
base = statistics.median(times["gmpy2 script"])
print(f"million-digit N-position with {len(expected)} winning moves, {runs} runs each, median seconds:")
print("| program | median | ratio to gmpy2 |")
print("|---|---|---|")
for name, ts in times.items():
    median = statistics.median(ts)
    print(f"| {name} | {median:.3f} s | {median / base:.2f} |")
PY
