#!/usr/bin/env bash
# Misère quotients: grundy (`grundy misere CODE --json`, proven/exact) against ogdoad 2.0.0's
# bounded quotient (PyPI), plus a misère sum query by quotient against exhaustive search.
# Usage: bench/misere/run.sh   (env: GRUNDY_BIN, default target/release/grundy; OGVENV,
# default /tmp/ogvenv; RUNS, default 5; OG_RUNS, default 3; GAMES, comma list)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
GRUNDY_BIN=${GRUNDY_BIN:-$root/target/release/grundy}
OGVENV=${OGVENV:-/tmp/ogvenv}
RUNS=${RUNS:-5}
OG_RUNS=${OG_RUNS:-3}
GAMES=${GAMES:-0.77,0.75,0.31,0.34,0.71,0.72,0.52,0.3,0.03,0.51,0.07,0.137,0.6,0.45}
out=${OUT:-$(mktemp -d /tmp/misere-bench.XXXXXX)}

# (a) the venv with ogdoad
if ! "$OGVENV/bin/python" -c 'import ogdoad' 2>/dev/null; then
  python3 -m venv "$OGVENV"
  "$OGVENV/bin/pip" install -q 'ogdoad==2.0.0'
fi
[ -x "$GRUNDY_BIN" ] || { echo "no grundy binary at $GRUNDY_BIN (cargo build --release -p grundy-cli)" >&2; exit 1; }

# (b) ogdoad, with grundy's quotient to the same heap bound checked sum by sum
"$OGVENV/bin/python" "$here/ogdoad_quotients.py" --runs "$OG_RUNS" --games "$GAMES" \
  --grundy-bin "$GRUNDY_BIN" > "$out/ogdoad.jsonl"

# (c) grundy misere CODE --json, median of $RUNS (whole process, default --to 1000)
python3 - "$GRUNDY_BIN" "$RUNS" "$GAMES" > "$out/grundy.jsonl" <<'PY'
import json, statistics, subprocess, sys, time
bin_, runs, games = sys.argv[1], int(sys.argv[2]), sys.argv[3].split(",")
for code in games:
    ts = []
    for _ in range(runs):
        t0 = time.perf_counter()
        r = subprocess.run([bin_, "misere", code, "--json"], capture_output=True, text=True, check=True)
        ts.append(time.perf_counter() - t0)
    d = json.loads(r.stdout)
    print(json.dumps({"code": code, "seconds": statistics.median(ts), "order": d["order"],
                      "p_size": len(d["p_portion"]), "status": d["status"],
                      "preperiod": d["preperiod"], "period": d["period"],
                      "heaps_computed": d["heaps_computed"]}))
PY

# (d) the table
python3 - "$out/grundy.jsonl" "$out/ogdoad.jsonl" <<'PY'
import json, sys
g = {d["code"]: d for d in map(json.loads, open(sys.argv[1]))}
o = {d["code"]: d for d in map(json.loads, open(sys.argv[2]))}
print("| game | grundy time | grundy \\|Q\\|/\\|P\\| | status | ogdoad time (max_heap) | ogdoad \\|Q\\|/\\|P\\| | grundy to same heap | ratio ogdoad/grundy | agree? |")
print("|---|---:|---:|---|---:|---:|---:|---:|---|")
for code, gd in g.items():
    od = o.get(code, {})
    st = (f"proven ({gd['preperiod']},{gd['period']})" if gd["status"] == "proven"
          else f"holds to {gd['heaps_computed']}")
    if "order" not in od:
        print(f"| {code} | {gd['seconds']*1e3:.1f} ms | {gd['order']}/{gd['p_size']} | {st} | n/a | n/a | | | {od.get('error','')} |")
        continue
    cc = od.get("crosscheck", {})
    same = f"{cc.get('grundy_order_to_max_heap')}/{cc.get('grundy_p_size_to_max_heap')}"
    bad = cc.get("outcome_disagreements")
    if bad:
        verdict = f"**NO: {bad} of {cc['sums_checked']} outcomes differ**"
    elif cc.get("ogdoad_finer_than_grundy"):
        verdict = "**NO: ogdoad separates what grundy merges**"
    elif cc.get("grundy_order_to_max_heap") == od["order"]:
        verdict = f"yes ({cc.get('sums_checked')} sums)"
    else:
        verdict = f"outcomes yes ({cc.get('sums_checked')} sums); ogdoad order lower (bounds)"
    print(f"| {code} | {gd['seconds']*1e3:.1f} ms | {gd['order']}/{gd['p_size']} | {st} | "
          f"{od['seconds']*1e3:.0f} ms ({od['params']['max_heap']}) | {od['order']}/{od['p_size']} | {same} | "
          f"{od['seconds']/gd['seconds']:.1f} | {verdict} |")
PY

# (e) one misère sum: by the quotient against exhaustive search. `+ nim(0)` changes no
# position but is not an octal heap, so analyze falls back to whole-game search (the route
# every octal sum took before the quotient; a binary built before it needs no nim(0)).
echo
echo "| sum (kayles) | quotient time | search time | outcome q/s | winning moves q/s |"
echo "|---|---:|---:|---|---|"
for hs in "3 4" "7 9 12" "10 12 14" "11 13 15" "12 14 16" "13 15 17"; do
  e=$(printf 'kayles(%s) + ' $hs); e=${e% + }
  python3 - "$GRUNDY_BIN" "$RUNS" "$e" <<'PY'
import json, statistics, subprocess, sys, time
bin_, runs, e = sys.argv[1], int(sys.argv[2]), sys.argv[3]
def timed(expr):
    ts = []
    for _ in range(runs):
        t0 = time.perf_counter()
        r = subprocess.run([bin_, "analyze", expr, "--misere", "--json"], capture_output=True, text=True)
        ts.append(time.perf_counter() - t0)
    d = json.loads(r.stdout) if r.returncode == 0 else {}
    return statistics.median(ts), d
tq, q = timed(e)
ts, s = timed(e + " + nim(0)")
print(f"| {e} | {tq*1e3:.1f} ms ({q.get('method')}) | {ts*1e3:.1f} ms ({s.get('method', 'refused')}) | "
      f"{q.get('outcome')}/{s.get('outcome')} | {q.get('winning_move_count')}/{s.get('winning_move_count')} |")
PY
done
echo
echo "raw JSON lines: $out"
