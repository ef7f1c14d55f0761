#!/usr/bin/env python3
"""Time ogdoad's bounded misère quotient of octal games; one JSON line per game.

ogdoad 2.0.0 (PyPI): ogdoad.octal_misere_quotient(code_digits, max_heap, elem_bound, test_bound)
  code_digits: list of ints d1, d2, ... (0.77 -> [7, 7]); no d0, so 4.7 is not expressible.
  atoms = single heaps 1..max_heap; elements = multisets of at most elem_bound atoms; two
  elements are merged when they have the same exact misère outcome against every test
  multiset of at most test_bound atoms.  Outcomes come from a memoised exhaustive search, so
  the cost grows with the token count max_heap * (elem_bound + test_bound).
Returns a Quotient: num_classes (order), class_is_p (P-portion flags), elements, class_of,
class_rep, test_positions, signatures (True = N), multiplication (None unless closed).
The order is a lower bound for the quotient of heaps <= max_heap (bounded elements and tests
can only merge); nothing is proven, and no period is looked for.

Usage: ogdoad_quotients.py [--runs N] [--games 0.77,0.75,...] [--grundy-bin PATH]
  --grundy-bin PATH: also run `PATH misere CODE --to MAX_HEAP --json` (grundy's quotient of
  the same heaps: elements, table, p_portion, heap_map) and check every ogdoad signature
  entry, i.e. the exact misère outcome of element + test, against grundy's prediction.
"""
import argparse, json, statistics, subprocess, sys, time

import ogdoad

# code -> (max_heap, elem_bound, test_bound): the largest even max_heap with elem/test bound 3
# for which one run stays under about 4 s on one core (calibrated 2026; the cost roughly
# multiplies by 5-10 for each 2 heaps more).
PARAMS = {
    "0.77": (10, 3, 3), "0.75": (10, 3, 3), "0.31": (16, 3, 3), "0.34": (10, 3, 3),
    "0.71": (8, 3, 3), "0.72": (10, 3, 3), "0.52": (10, 3, 3), "0.3": (16, 3, 3),
    "0.03": (16, 3, 3), "0.51": (10, 3, 3), "0.07": (10, 3, 3), "0.137": (12, 3, 3),
    "0.6": (10, 3, 3), "0.45": (8, 3, 3),
}


def digits(code):
    whole, frac = code.split(".")
    if whole not in ("", "0"):
        return None  # d0 != 0: not expressible in ogdoad's digit list
    return [int(c, 16) for c in frac]


def grundy_tables(grundy_bin, code, max_heap):
    """grundy's quotient to max_heap as (heap map 0..max_heap, table, P flags, report)."""
    out = subprocess.run([grundy_bin, "misere", code, "--to", str(max_heap), "--json"],
                         check=True, capture_output=True, text=True).stdout
    r = json.loads(out)
    index = {name: i for i, name in enumerate(r["elements"])}
    phi = [index[name] for name in r["heap_map"]]
    if r["status"] == "proven":  # extend by the proven period past the heaps computed
        n0, per = r["preperiod"], r["period"]
        while len(phi) <= max_heap:
            h = len(phi)
            phi.append(phi[n0 + (h - n0) % per])
    pset = set(r["p_portion"])
    return phi, r["table"], [name in pset for name in r["elements"]], r


def crosscheck(q, grundy_bin, code, max_heap):
    """Count disagreements between ogdoad's exact outcomes and grundy's quotient."""
    phi, mul, p, r = grundy_tables(grundy_bin, code, max_heap)
    if len(phi) <= max_heap:
        return {"error": f"grundy stopped at heap {r['heaps_computed']}"}

    def elem(ms):
        x = 0
        for h in ms:
            x = mul[x][phi[h]]
        return x

    bad, n = 0, 0
    ge = [elem(e) for e in q.elements]
    gt = [elem(t) for t in q.test_positions]
    for i, sig in enumerate(q.signatures):
        for j, is_n in enumerate(sig):
            n += 1
            if p[mul[ge[i]][gt[j]]] == is_n:  # grundy says P where ogdoad says N, or back
                bad += 1
    # ogdoad may not separate more than grundy does on the same elements
    finer = len(set(q.class_of)) > len(set(ge))
    return {"grundy_order_to_max_heap": r["order"], "grundy_p_size_to_max_heap": len(r["p_portion"]),
            "sums_checked": n, "outcome_disagreements": bad,
            "grundy_classes_on_elements": len(set(ge)), "ogdoad_finer_than_grundy": finer}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--games", default=",".join(PARAMS))
    ap.add_argument("--grundy-bin")
    a = ap.parse_args()
    for code in a.games.split(","):
        mh, e, t = PARAMS.get(code, (10, 3, 3))
        d = digits(code)
        params = {"max_heap": mh, "elem_bound": e, "test_bound": t}
        if d is None:
            print(json.dumps({"code": code, "error": "not expressible (d0 != 0)", "params": params}))
            continue
        times = []
        for _ in range(a.runs):
            t0 = time.perf_counter()
            q = ogdoad.octal_misere_quotient(d, mh, e, t)
            times.append(time.perf_counter() - t0)
        single = {tuple(el): c for el, c in zip(q.elements, q.class_of) if len(el) == 1}
        rec = {
            "code": code,
            "seconds": statistics.median(times),
            "order": q.num_classes,
            "p_size": sum(q.class_is_p),
            # class id (ogdoad's numbering) of heap 1..max_heap; heap 0 is class 0
            "heap_map": [0] + [single[(h,)] for h in range(1, mh + 1)],
            "params": params,
        }
        if a.grundy_bin:
            rec["crosscheck"] = crosscheck(q, a.grundy_bin, code, mh)
        print(json.dumps(rec), flush=True)


if __name__ == "__main__":
    sys.exit(main())
