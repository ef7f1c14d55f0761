#!/usr/bin/env python3
"""grundy misere against MisereSolver (run_misere_solver.sh), side by side on one machine.

For each code: MisereSolver with a time limit (its own time to each heap, from its progress
lines, without the JVM's start), then `grundy misere CODE --to H --json` to the heap H that
MisereSolver reached (whole process, median of --runs), then grundy's own reach with its
defaults. One JSON line per code on stdout; a Markdown table at the end with --table.
Usage: compare.py --grundy-bin PATH [--timeout 60] [--runs 3] [--reach-time S] [--table] CODE...
       compare.py --rows FILE --table
Codes: CODE... or "two-digit" (the 56 codes 0.d1d2, octal digits, d2 != 0: 0.01 ... 0.77).
--reach-time S gives grundy's own-reach run `--time S` (default: grundy's own default, 30 s).
The table's last column says how grundy compares: "same" (reach and order), "further" (a larger
heap, or proven where MisereSolver is not), "SHORT" (a smaller heap), "ORDER DIFFERS" (another
order or P-portion at MisereSolver's heap) or "PERIOD DIFFERS" (both proven, other period).
--rows FILE prints the table of the JSON lines of an earlier run (with --table) and runs nothing.
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
                           capture_output=True, text=True)
        ts.append(time.perf_counter() - t0)
        if r.returncode != 0:
            return {"seconds": statistics.median(ts), "status": "error " + str(r.returncode),
                    "heaps_computed": -1, "order": 0, "p_size": 0, "preperiod": None, "period": None,
                    "stopped_by": r.stderr.strip().splitlines()[-1] if r.stderr.strip() else None}
    d = json.loads(r.stdout)
    return {"seconds": statistics.median(ts), "status": d["status"], "heaps_computed": d["heaps_computed"],
            "order": d["order"], "p_size": len(d["p_portion"]), "preperiod": d["preperiod"],
            "period": d["period"], "stopped_by": d.get("stopped_by")}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--grundy-bin")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--reach-time", type=int)
    ap.add_argument("--table", action="store_true")
    ap.add_argument("--rows", help="print the table of JSON lines saved from an earlier run; run nothing")
    ap.add_argument("codes", nargs="*")
    a = ap.parse_args()
    if not a.rows and not (a.grundy_bin and a.codes):
        ap.error("give --grundy-bin and CODE... (or --rows FILE)")
    if a.codes == ["two-digit"]:
        a.codes = [f"0.{d1}{d2}" for d1 in range(8) for d2 in range(1, 8)]
    rows = [json.loads(l) for l in open(a.rows) if l.startswith("{")] if a.rows else []
    for code in [] if a.rows else a.codes:
        ms = misere_solver(code, a.timeout)
        h = ms["heaps_computed"]
        ms_time = ms["seconds"] if ms["status"] == "proven" else ms["at"].get(h, (0, 0, ms["seconds"]))[2]
        same = grundy(a.grundy_bin, code, 1000 if ms["status"] == "proven" else h, a.runs)
        reach = grundy(a.grundy_bin, code, None, 1,
                       ("--time", str(a.reach_time)) if a.reach_time else ())
        row = {"code": code, "misere_solver": {k: ms[k] for k in
               ("status", "heaps_computed", "order", "p_size", "preperiod", "period")} | {"seconds": ms_time},
               "grundy_same": same, "grundy_reach": reach}
        print(json.dumps(row), flush=True)
        rows.append(row)
    if a.table:
        limit = f"{a.reach_time} s" if a.reach_time else "defaults"
        print("| game | MisereSolver: reach | \\|Q\\|/\\|P\\| | time | grundy to the same heap | \\|Q\\|/\\|P\\| | time | ratio "
              f"| grundy's own reach ({limit}) | grundy vs MisereSolver |")
        print("|---|---|---:|---:|---|---:|---:|---:|---|---|")
        def st(d):
            return (f"proven ({d['preperiod']}+{d['period']}k)" if d["status"] == "proven"
                    else f"{d['status']} to {d['heaps_computed']}")
        for r in rows:
            m, g, R = r["misere_solver"], r["grundy_same"], r["grundy_reach"]
            ratio = m["seconds"] / g["seconds"] if g["seconds"] else float("nan")
            print(f"| {r['code']} | {st(m)} | {m['order']}/{m['p_size']} | {m['seconds']:.3f} s | {st(g)} | "
                  f"{g['order']}/{g['p_size']} | {g['seconds']:.3f} s | {ratio:.1f} | "
                  f"{st(R)}, {R['order']}/{R['p_size']}, {R['seconds']:.2f} s{'; ' + R['stopped_by'] if R['stopped_by'] else ''} "
                  f"| {verdict(m, g, R)} |")
        counts = {}
        for r in rows:
            v = verdict(r["misere_solver"], r["grundy_same"], r["grundy_reach"])
            counts[v] = counts.get(v, 0) + 1
        print("\n" + ", ".join(f"{v}: {n}" for v, n in sorted(counts.items())) + f" (of {len(rows)})")


def verdict(m, g, R):
    """How grundy compares with MisereSolver: at the same heap, and by its own reach."""
    best = max(g["heaps_computed"], R["heaps_computed"])
    proven = "proven" in (g["status"], R["status"])
    if m["status"] == "proven":
        if not proven:
            return "SHORT"
    elif best < m["heaps_computed"]:
        return "SHORT"
    if g["heaps_computed"] >= m["heaps_computed"] and g["order"] != m["order"]:
        return "ORDER DIFFERS"
    if m["status"] == "proven" and (g["order"], g["p_size"]) != (m["order"], m["p_size"]):
        return "ORDER DIFFERS"
    if m["status"] == "proven" and (g["preperiod"], g["period"]) != (m["preperiod"], m["period"]):
        return "PERIOD DIFFERS"
    if m["status"] != "proven" and (proven or R["heaps_computed"] > m["heaps_computed"]):
        return "further"
    return "same"


main()
