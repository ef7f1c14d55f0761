#!/usr/bin/env python3
"""grundy misere against MisereSolver (run_misere_solver.sh), side by side on one machine.

For each code: MisereSolver with a time limit (its own time to each heap, from its progress
lines, without the JVM's start), then `grundy misere CODE --to H --json` to the heap H that
MisereSolver reached (whole process, median of --runs), then grundy's own reach with its
defaults. One JSON line per code on stdout; a Markdown table at the end with --table.
Usage: compare.py --grundy-bin PATH [--timeout 60] [--runs 3] [--table] CODE...
"""
import argparse, json, os, re, statistics, subprocess, sys, time

here = os.path.dirname(os.path.abspath(__file__))


def misere_solver(code, timeout):
    r = subprocess.run([os.path.join(here, "run_misere_solver.sh"), code, "1000", str(timeout)],
                       capture_output=True, text=True)
    d = json.loads(r.stdout.strip().splitlines()[-1])
    at = {}
    for m in re.finditer(r"heap (\d+): order (\d+), P (\d+), ([\d.]+) s", r.stderr):
        at[int(m[1])] = (int(m[2]), int(m[3]), float(m[4]))
    d["at"] = at
    return d


def grundy(bin_, code, to, runs, extra=()):
    ts = []
    for _ in range(runs):
        t0 = time.perf_counter()
        r = subprocess.run([bin_, "misere", code, "--json", *extra] + (["--to", str(to)] if to else []),
                           capture_output=True, text=True, check=True)
        ts.append(time.perf_counter() - t0)
    d = json.loads(r.stdout)
    return {"seconds": statistics.median(ts), "status": d["status"], "heaps_computed": d["heaps_computed"],
            "order": d["order"], "p_size": len(d["p_portion"]), "preperiod": d["preperiod"],
            "period": d["period"], "stopped_by": d.get("stopped_by")}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--grundy-bin", required=True)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--table", action="store_true")
    ap.add_argument("codes", nargs="+")
    a = ap.parse_args()
    rows = []
    for code in a.codes:
        ms = misere_solver(code, a.timeout)
        h = ms["heaps_computed"]
        ms_time = ms["seconds"] if ms["status"] == "proven" else ms["at"].get(h, (0, 0, ms["seconds"]))[2]
        same = grundy(a.grundy_bin, code, 1000 if ms["status"] == "proven" else h, a.runs)
        reach = grundy(a.grundy_bin, code, None, 1)
        row = {"code": code, "misere_solver": {k: ms[k] for k in
               ("status", "heaps_computed", "order", "p_size", "preperiod", "period")} | {"seconds": ms_time},
               "grundy_same": same, "grundy_reach": reach}
        print(json.dumps(row), flush=True)
        rows.append(row)
    if a.table:
        print("| game | MisereSolver: reach | \\|Q\\|/\\|P\\| | time | grundy to the same heap | \\|Q\\|/\\|P\\| | time | ratio | grundy's own reach (30 s) |")
        print("|---|---|---:|---:|---|---:|---:|---:|---|")
        def st(d):
            return (f"proven ({d['preperiod']}+{d['period']}k)" if d["status"] == "proven"
                    else f"{d['status']} to {d['heaps_computed']}")
        for r in rows:
            m, g, R = r["misere_solver"], r["grundy_same"], r["grundy_reach"]
            ratio = m["seconds"] / g["seconds"] if g["seconds"] else float("nan")
            print(f"| {r['code']} | {st(m)} | {m['order']}/{m['p_size']} | {m['seconds']:.3f} s | {st(g)} | "
                  f"{g['order']}/{g['p_size']} | {g['seconds']:.3f} s | {ratio:.1f} | "
                  f"{st(R)}, {R['order']}/{R['p_size']}, {R['seconds']:.2f} s{'; ' + R['stopped_by'] if R['stopped_by'] else ''} |")


main()
