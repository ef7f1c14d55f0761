#!/usr/bin/env python3
"""Checks a grundy certificate of periodicity from the game's rules alone, independently of
grundy's own code: recompute g(0..=values-through) by plain mex, compare, and check the matches
g(n + p) = g(n) for n0 <= n < B that the periodicity theorem needs (docs/THEORY.md section 8.2).

Usage: python3 tools/check_certificate.py FILE      exit 0 if it holds, 1 if not, 2 if unreadable
"""
import sys
from itertools import combinations_with_replacement

NAMES = {"kayles": "0.77", "dawsons": "0.07", "officers": "0.6", "treblecross": "0.007"}


def options(n, moves, g):
    """Values of the options of a heap of n: moves is [(take, digit)]; a digit's bits say how
    many heaps (bit 1: none, 2: one, 4: two, 8: three) the take may leave."""
    for take, digit in moves:
        rest = n - take
        if rest < 0:
            continue
        if digit & 1 and rest == 0:
            yield 0
        for parts, bit in ((1, 2), (2, 4), (3, 8)):
            if digit & bit and rest >= parts and (parts, take) != (1, 0):
                for heaps in combinations_with_replacement(range(1, rest + 1), parts - 1):
                    last = rest - sum(heaps)
                    if last >= (heaps[-1] if heaps else 1):
                        value = 0
                        for h in heaps + (last,):
                            value ^= g[h]
                        yield value


def recompute_numpy(np, moves, values):
    """g(0..len(values)-1) by the same plain mex as options(), for moves that leave at most two
    heaps, with NumPy: the pairs (a, rest - a), 1 <= a <= rest/2, of a split are one XOR of
    g[1..rest/2] with g[rest-1..] reversed. Returns (g, the first heap that differs or None)."""
    count = len(values)
    g = np.zeros(count, dtype=np.int64)
    bound = 1
    for n in range(count):
        # Every option's value is below the least power of two above the values so far.
        seen = np.zeros(2 * bound + 2, dtype=bool)
        for take, digit in moves:
            rest = n - take
            if rest < 0:
                continue
            if digit & 1 and rest == 0:
                seen[0] = True
            if digit & 2 and rest >= 1 and take > 0:
                seen[g[rest]] = True
            if digit & 4 and rest >= 2:
                half = rest // 2
                seen[g[1:half + 1] ^ g[rest - 1:rest - half - 1:-1]] = True
        g[n] = int(np.argmin(seen))
        if g[n] != values[n]:
            return g, n
        while g[n] >= bound:
            bound *= 2
    return g, None


def main(path):
    lines = [l.strip() for l in open(path, encoding="utf-8")]
    lines = [l for l in lines if l and not l.startswith("#")]
    assert lines[0] == "grundy certificate 1", "not a grundy certificate"
    fields = dict(l.split(" ", 1) for l in lines[1:7])
    assert lines[7] == "values", "expected the line 'values'"
    values = [int(w) for l in lines[8:] for w in l.split()]
    kind, rule = fields["game"].split(" ", 1)
    if kind == "octal":
        code = NAMES.get(rule, rule).lower().replace("0x", "")
        whole, _, tail = code.partition(".")
        moves = [(i, int(d, 16)) for i, d in enumerate((whole or "0") + tail) if d != "0"]
    else:
        moves = [(int(s), 2 | 1) for s in rule.split(",")]  # take s, leaving one heap or none
    t = max(take for take, _ in moves)
    k = max((3 if d & 8 else 2 if d & 4 else 1) for _, d in moves)
    n0, p = int(fields["preperiod"]), int(fields["period"])
    assert (t, k) == (int(fields["removes-at-most"]), int(fields["leaves-at-most"]))
    bound = max(k * max(n0, 1) + (k - 1) * p + t, t + 1)
    assert len(values) == bound + p == int(fields["values-through"]) + 1, "wrong number of values"
    try:
        import numpy  # optional: the same mex, each heap's pairs XOR-ed as one array
    except ImportError:
        numpy = None
    if numpy is not None and k <= 2:
        g, wrong = recompute_numpy(numpy, moves, values)
        if wrong is not None:
            return f"g({wrong}) is {g[wrong]} by the rules, not {values[wrong]}"
    else:
        g = []
        for n in range(len(values)):
            seen = set(options(n, moves, g))
            g.append(next(v for v in range(len(seen) + 1) if v not in seen))
            if g[n] != values[n]:
                return f"g({n}) is {g[n]} by the rules, not {values[n]}"
    for n in range(n0, bound):
        if int(g[n + p]) != int(g[n]):
            return f"g({n}) = {g[n]} but g({n + p}) = {g[n + p]}"
    print(f"Verified: g(n + {p}) = g(n) for every n >= {n0} ({fields['game']}; "
          f"{len(values)} values recomputed, matches checked for {n0} <= n < {bound})")
    return None


if __name__ == "__main__":
    try:
        failure = main(sys.argv[1])
    except (OSError, ValueError, KeyError, AssertionError, IndexError) as error:
        print(f"check_certificate: cannot read the certificate: {error}", file=sys.stderr)
        sys.exit(2)
    if failure:
        print(f"Not verified: {failure}.")
        sys.exit(1)
