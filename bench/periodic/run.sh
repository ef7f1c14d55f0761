#!/usr/bin/env bash
# Heaps of any length of octal games with a proven period: grundy (`grundy analyze ... --json`:
# value, outcome and every winning move, runs included, finding and proving the period itself)
# against ogdoad 2.0.0's GuySmithCertificate (PyPI), which is given the preperiod and period,
# checks them, and answers value and outcome (no moves). Whole processes, median of $RUNS; the
# answers are compared sum by sum.
# Usage: bench/periodic/run.sh   (env: GRUNDY_BIN, default target/release/grundy; OGVENV,
# default /tmp/ogvenv; RUNS, default 11)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
GRUNDY_BIN=${GRUNDY_BIN:-$root/target/release/grundy}
OGVENV=${OGVENV:-/tmp/ogvenv}
RUNS=${RUNS:-11}
if ! "$OGVENV/bin/python" -c 'import ogdoad' 2>/dev/null; then
  python3 -m venv "$OGVENV"
  "$OGVENV/bin/pip" install -q 'ogdoad==2.0.0'
fi
[ -x "$GRUNDY_BIN" ] || { echo "no grundy binary at $GRUNDY_BIN (cargo build --release -p grundy-cli)" >&2; exit 1; }

"$OGVENV/bin/python" - "$GRUNDY_BIN" "$RUNS" <<'PY'
import json, statistics, subprocess, sys, time
bin_, runs = sys.argv[1], int(sys.argv[2])
og = sys.executable
# (name, digits, preperiod, period): the periods grundy proves (and OEIS A002186/A002187 give).
games = [("kayles", [7, 7], 71, 12), ("dawsons", [0, 7], 53, 34), ("0.137", [1, 3, 7], 52, 34)]
sums = [[10**30, 10**30 + 1, 5], [10**100 + 7, 3 * 10**99 + 1], [2**64 + 11, 10**18, 123456789]]
og_script = """
import sys, ogdoad
d, n0, p = [int(x) for x in sys.argv[1].split(',')], int(sys.argv[2]), int(sys.argv[3])
heaps = [int(h) for h in sys.argv[4].split(',')]
cert = ogdoad.GuySmithCertificate.compute(ogdoad.OctalCode(d), n0, p, 10**6)
print(cert.position_grundy(heaps), cert.is_p_position(heaps))
"""
def median(cmd):
    ts = []
    for _ in range(runs):
        t0 = time.perf_counter()
        out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
        ts.append(time.perf_counter() - t0)
    return statistics.median(ts), out
print(f"{'game':8} {'heaps (digits)':16} {'grundy ms':>10} {'ogdoad ms':>10} {'ratio':>6}  moves (runs)")
for name, digits, n0, p in games:
    for heaps in sums:
        call = "kayles" if name == "kayles" else ("dawsons" if name == "dawsons" else None)
        parts = [f"{call}({h})" if call else f"octal({h},{name})" for h in heaps]
        g_t, g_out = median([bin_, "analyze", " + ".join(parts), "--json"])
        report = json.loads(g_out)
        og_cmd = [og, "-c", og_script, ",".join(map(str, digits)), str(n0), str(p),
                  ",".join(map(str, heaps))]
        runs_listed = sum(1 for m in report["winning_moves"] if "count" in m)
        shape = "/".join(str(len(str(h))) for h in heaps)
        moves = f"{report['winning_move_count']:.3g} ({runs_listed})"
        try:
            o_t, o_out = median(og_cmd)
        except subprocess.CalledProcessError as error:
            why = error.stderr.strip().splitlines()[-2:]
            print(f"{name:8} {shape:16} {g_t*1e3:10.1f} {'refused':>10} {'-':>6}  {moves}"
                  f"   ogdoad: {' '.join(why)}")
            continue
        value, is_p = o_out.split()
        assert int(value) == report["grundy"], (name, heaps, value, report["grundy"])
        assert (is_p == "True") == (report["outcome"] == "P"), (name, heaps)
        print(f"{name:8} {shape:16} {g_t*1e3:10.1f} {o_t*1e3:10.1f} {o_t/g_t:6.1f}  {moves}")
PY
