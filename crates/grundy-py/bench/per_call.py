"""What one call costs from Python (docs/BENCHMARKS.md, "Per call"): a Wythoff query against the
four-line pure-Python formula with `math.isqrt`, and what reading the rest of an answer adds,
in one run. Each line is the median of --repeat timeit runs over the same 10,000 positions
(a, b < 2^62, a tenth of them P-positions), per position, the lines timed in turn within each
run; the ratio is the median over the runs of each line's time over the pure-Python formula's
in the same run. Run it in an environment with the package installed (release build):

    python crates/grundy-py/bench/per_call.py [--repeat 15] [--positions 10000]
"""

import argparse
import json
import math
import pickle
import platform
import random
import statistics
import timeit

import grundy


def pure_python(a, b):
    """The exact P-test in integers: (a, b) with a <= b is P iff a = floor(k phi), k = b - a."""
    if a > b:
        a, b = b, a
    k = b - a
    return "P" if a == (k + math.isqrt(5 * k * k)) // 2 else "N"


def positions(count, seed=3):
    rng = random.Random(seed)
    pairs = [(rng.randrange(2**62), rng.randrange(2**62)) for _ in range(count)]
    for i in range(0, count, 10):
        k = rng.randrange(2**40, 2**41)
        a = (k + math.isqrt(5 * k * k)) // 2
        pairs[i] = (a, a + k)
    return pairs


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15, help="timeit runs per line")
    parser.add_argument("--positions", type=int, default=10_000)
    args = parser.parse_args()
    pairs = positions(args.positions)
    wythoff = grundy.wythoff
    answers = [wythoff(a, b) for a, b in pairs]
    assert [r.outcome for r in answers] == [pure_python(a, b) for a, b in pairs]
    assert all(r.winning_moves == json.loads(r.to_json())["winning_moves"] for r in answers[:500])

    lines = [
        ("pure-Python formula (`math.isqrt`), outcome only",
         lambda: [pure_python(a, b) for a, b in pairs]),
        ("`grundy.wythoff(a, b).outcome`",
         lambda: [wythoff(a, b).outcome for a, b in pairs]),
        ("`grundy.wythoff(a, b).winning_moves`",
         lambda: [wythoff(a, b).winning_moves for a, b in pairs]),
        ("the same through the JSON: `json.loads(r.to_json())[\"winning_moves\"]`",
         lambda: [json.loads(wythoff(a, b).to_json())["winning_moves"] for a, b in pairs]),
        ("`pickle.loads(pickle.dumps(grundy.wythoff(a, b)))`",
         lambda: [pickle.loads(pickle.dumps(wythoff(a, b))) for a, b in pairs]),
    ]
    # Round robin: each run times every line once, so a burst of load on the shared machine
    # falls on all of them; the ratio is the median of the runs' own ratios.
    runs = [[] for _ in lines]
    for _ in range(args.repeat):
        for times, (_, function) in zip(runs, lines):
            times.extend(timeit.repeat(function, number=1, repeat=1))
    baseline_runs = runs[0]
    medians = []
    for (name, _), times in zip(lines, runs):
        ratio = statistics.median(t / b for t, b in zip(times, baseline_runs))
        medians.append((name, statistics.median(times) / len(pairs), ratio))
    print(f"# Python {platform.python_version()}, grundy {grundy.__version__}, "
          f"{len(pairs)} positions, median of {args.repeat} runs")
    print()
    print("| per call | median | × the pure-Python formula (median of the runs' ratios) |")
    print("|---|---|---|")
    for name, seconds, ratio in medians:
        print(f"| {name} | {seconds * 1e6:.2f} µs | {ratio:.2f} |")


if __name__ == "__main__":
    main()
