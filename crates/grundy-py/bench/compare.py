"""grundy from Python, side by side with the Python packages that answer the same questions,
in one run (docs/BENCHMARKS.md, "From Python"). Each line times the same question for every
tool (best of a few runs), checks that the answers agree, and gives each tool's time as a
multiple of grundy's: absolute times on a shared 2-core machine are noise, ratios are not.

  ogdoad  (PyPI): octal games by Guy–Smith certificates (it certifies a period it is given; it
          does not search for one), nim_add, grundy_graph for any finite game graph.
  pycgt   (PyPI): canonical forms of short games, pure Python.
  ludology (PyPI): games as sets of options, pure Python.

Questions a tool cannot answer within --timeout seconds are reported as such, and its larger
sizes are skipped. Run it with crates/grundy-py/bench/run.sh.
"""

import argparse
import functools
import importlib.metadata
import math
import operator
import os
import platform
import random
import subprocess
import sys
import time

import numpy as np

import grundy

try:
    import ogdoad
except ImportError:  # the table then says so
    ogdoad = None


def best(function, repeat):
    """The least wall time of `repeat` runs, and the last result."""
    times = []
    result = None
    for _ in range(repeat):
        start = time.perf_counter()
        result = function()
        times.append(time.perf_counter() - start)
    return min(times), result


def seconds(value):
    if value is None:
        return "—"
    if value < 1e-5:
        return f"{value * 1e6:.2f} µs"
    if value < 1e-3:
        return f"{value * 1e6:.0f} µs"
    if value < 1:
        return f"{value * 1e3:.1f} ms"
    return f"{value:.2f} s"


def times(ratio):
    if ratio >= 10:
        return f"{ratio:,.0f}×"
    if ratio >= 1:
        return f"{ratio:.1f}×"
    return f"{ratio:.2f}×"


class Table:
    def __init__(self):
        self.rows = []

    def add(self, question, tool, time_taken, baseline, note=""):
        ratio = "1" if tool == "grundy" else (
            times(time_taken / baseline) if time_taken is not None and baseline else "—")
        self.rows.append((question, tool, seconds(time_taken), ratio, note))
        print(f"{question:40} {tool:28} {seconds(time_taken):>10} {ratio:>10}  {note}",
              flush=True)

    def markdown(self):
        lines = ["| question | tool | time | × grundy | note |", "|---|---|---:|---:|---|"]
        for row in self.rows:
            lines.append("| " + " | ".join(row) + " |")
        return "\n".join(lines)


def sequences(table, sizes):
    games = [
        ("Kayles 0.77", lambda n: grundy.octal_sequence("kayles", n), [7, 7]),
        ("Dawson's Kayles 0.07", lambda n: grundy.octal_sequence("dawsons", n), [0, 7]),
        # A subtraction game is the octal game with digit 3 at each element of S.
        ("subtraction game {2,5,7}", lambda n: grundy.subtraction_sequence([2, 5, 7], n),
         [0, 3, 0, 0, 3, 0, 3]),
    ]
    for name, compute, digits in games:
        for n in sizes:
            question = f"{name} to {n:.0e}".replace("+0", "")
            took, seq = best(lambda: compute(n), 3)
            table.add(question, "grundy", took, took)
            if ogdoad is None:
                table.add(question, "ogdoad", None, took, "not installed")
                continue

            def certified():
                code = ogdoad.OctalCode(digits)
                # A period from 0 holds from 1, the least preperiod ogdoad accepts.
                cert = ogdoad.GuySmithCertificate.compute(code, max(seq.preperiod, 1),
                                                          seq.period, 10**7)
                return np.fromiter(map(cert.heap_grundy, range(n + 1)), dtype=np.uint32,
                                   count=n + 1)

            other, values = best(certified, 3)
            assert (values == seq.values).all(), name
            table.add(question, "ogdoad (period given)", other, took,
                      f"certifies P = {seq.preperiod}, Q = {seq.period} found by grundy")


def nim_sum(table, count):
    rng = np.random.default_rng(1)
    heaps = rng.integers(0, 2**32, size=count, dtype=np.uint64)
    as_list = heaps.tolist()
    question = f"Nim, {count:.0e} heaps".replace("+0", "")
    took, result = best(lambda: grundy.nim(heaps), 3)
    table.add(question, "grundy", took, took, "NumPy array in; every winning move out")
    expected = result.nim_sum
    took_list, result = best(lambda: grundy.nim(as_list), 3)
    assert result.nim_sum == expected
    table.add(question, "grundy, from a list", took_list, took)
    if ogdoad is not None:
        other, value = best(lambda: functools.reduce(ogdoad.nim_add, as_list), 3)
        assert value == expected
        table.add(question, "ogdoad nim_add", other, took, "nim-sum only")
    other, value = best(lambda: functools.reduce(operator.xor, as_list), 3)
    assert value == expected
    table.add(question, "pure Python xor", other, took, "nim-sum only")
    other, value = best(lambda: int(np.bitwise_xor.reduce(heaps)), 3)
    assert value == expected
    table.add(question, "numpy xor", other, took, "nim-sum only")


def wythoff_graph(n):
    """The game graph of Wythoff's game on 0 ≤ a, b < n, as adjacency lists."""
    succ = []
    for a in range(n):
        for b in range(n):
            options = [(a - i) * n + b for i in range(1, a + 1)]
            options += [a * n + b - i for i in range(1, b + 1)]
            options += [(a - i) * n + b - i for i in range(1, min(a, b) + 1)]
            succ.append(options)
    return succ


def wythoff_tables(table, sizes):
    for n in sizes:
        question = f"Wythoff table {n}×{n}"
        took, result = best(lambda: grundy.wythoff_table(n), 3)
        table.add(question, "grundy", took, took)
        if ogdoad is None:
            continue
        built, succ = best(lambda: wythoff_graph(n), 1)
        solved, values = best(lambda: ogdoad.grundy_graph(succ), 3)
        assert values == result.values.reshape(-1).tolist()
        table.add(question, "ogdoad grundy_graph", built + solved, took,
                  f"{seconds(built)} to build the graph in Python, {seconds(solved)} to solve")


SUM_CODE = r"""
import sys, time
from functools import lru_cache
which, n = sys.argv[1], int(sys.argv[2])
if which == "pycgt":
    from pycgt.game import ZERO, add, game
    from pycgt.rulesets.nim import heaps
    plus, make, zero, nim = add, lambda o: game(o, o), ZERO, lambda: heaps(3, 5, 6)
else:
    from ludology import Game, Nimber
    plus, make, zero = (lambda a, b: a + b), (lambda o: Game(o, o)), Game()
    nim = lambda: Nimber(3) + Nimber(5) + Nimber(6)
start = time.perf_counter()

@lru_cache(maxsize=None)
def kayles(n):
    if n == 0:
        return zero
    options = []
    for take in (1, 2):
        rest = n - take
        for a in range(0, rest // 2 + 1):
            options.append(plus(kayles(a), kayles(rest - a)))
    return make(options)

outcome = plus(kayles(n), nim()).outcome
print(time.perf_counter() - start, str(outcome))
"""


def sums(table, sizes, timeout):
    failed = set()
    for n in sizes:
        expr = f"kayles({n}) + nim(3,5,6)"
        took, result = best(lambda: grundy.analyze(expr), 5)
        table.add(expr, "grundy", took, took, f"outcome {result.outcome}")
        for tool in ["pycgt", "ludology"]:
            if tool in failed:
                table.add(expr, tool, None, took, "skipped (a smaller sum timed out)")
                continue
            try:
                run = subprocess.run([sys.executable, "-c", SUM_CODE, tool, str(n)],
                                     capture_output=True, text=True, timeout=timeout)
            except subprocess.TimeoutExpired:
                failed.add(tool)
                table.add(expr, tool, None, took, f"did not finish in {timeout} s")
                continue
            if run.returncode != 0:
                failed.add(tool)
                table.add(expr, tool, None, took, "failed: " + run.stderr.strip()[-80:])
                continue
            elapsed, outcome = run.stdout.split(maxsplit=1)
            first_player = outcome.strip() in ("first player", "Outcome.NEXT")
            assert first_player == (result.outcome == "N"), (tool, outcome)
            table.add(expr, tool, float(elapsed), took, f"outcome {outcome.strip()}")


def per_call(table, calls):
    rng = random.Random(3)
    pairs = [(rng.randrange(2**62), rng.randrange(2**62)) for _ in range(calls)]
    # A tenth are P-positions, so both branches are taken (large ones: a small position also
    # gets its Grundy value from the table, which is another question).
    for i in range(0, calls, 10):
        k = rng.randrange(2**40, 2**41)
        a = (k + math.isqrt(5 * k * k)) // 2
        pairs[i] = (a, a + k)

    def pure_python(a, b):
        """The exact P-test in integers: (a, b) with a ≤ b is P iff a = ⌊kφ⌋, k = b − a."""
        if a > b:
            a, b = b, a
        k = b - a
        return "P" if a == (k + math.isqrt(5 * k * k)) // 2 else "N"

    def run(function):
        return [function(a, b) for a, b in pairs]

    took, ours = best(lambda: run(lambda a, b: grundy.wythoff(a, b).outcome), 3)
    theirs_took, theirs = best(lambda: run(pure_python), 3)
    assert ours == theirs
    question = "one Wythoff query (a, b < 2^62)"
    table.add(question, "grundy", took / calls, took / calls, ".outcome")
    table.add(question, "pure Python isqrt formula", theirs_took / calls, took / calls,
              "outcome only")
    moves_took, _ = best(lambda: run(lambda a, b: grundy.wythoff(a, b).winning_moves), 3)
    table.add(question, "grundy, .winning_moves", moves_took / calls, took / calls,
              "the answer read into Python objects")


def installed(name):
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return "absent"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small sizes (a smoke test)")
    parser.add_argument("--timeout", type=int, default=60,
                        help="seconds a pure-Python tool gets for one sum")
    args = parser.parse_args()
    quick = args.quick
    versions = ", ".join(f"{name} {installed(name)}"
                         for name in ["grundy", "numpy", "ogdoad", "pycgt", "ludology"])
    print(f"# Python {platform.python_version()}, {versions}, {os.cpu_count()} cores",
          flush=True)
    table = Table()
    sequences(table, [10**4] if quick else [10**5, 10**6])
    nim_sum(table, 10**4 if quick else 10**6)
    wythoff_tables(table, [16] if quick else [64, 128])
    sums(table, [5, 8] if quick else [5, 8, 9, 20, 30, 40, 50], min(args.timeout, 20)
         if quick else args.timeout)
    per_call(table, 1000 if quick else 100_000)
    print()
    print(table.markdown())


if __name__ == "__main__":
    main()
