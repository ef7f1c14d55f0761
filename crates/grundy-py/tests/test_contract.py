"""The package answers exactly as the CLI: on a few hundred random positions, sequences and
tables, `to_dict()` equals `json.loads` of `grundy ... --json`, `to_json()` equals its line, and
the attributes read the same fields."""

import json
import random
from fractions import Fraction

import pytest

import grundy
from conftest import cli_json, run_cli

SEED = 20240612


def same(result, args):
    """`result` answers as `grundy ARGS --json`; returns the CLI's object."""
    expected, line = cli_json(*args)
    assert result.to_dict() == expected, args
    assert result.to_json() == line, args
    return expected


def same_position(result, args):
    expected = same(result, args)
    assert result.outcome == expected["outcome"]
    assert result.grundy == expected.get("grundy")
    assert result.winning_moves == expected["winning_moves"]
    assert result.winning_move_count == expected["winning_move_count"]
    return expected


def heap(rng, big=False):
    """A heap size: mostly small, sometimes past 2^64 (or near a Fibonacci number)."""
    roll = rng.random()
    if big and roll < 0.15:
        return rng.randrange(2**64, 2**200)
    if roll < 0.6:
        return rng.randrange(0, 40)
    if roll < 0.85:
        return rng.randrange(0, 10**6)
    return rng.randrange(0, 2**64)


def test_wythoff_positions():
    rng = random.Random(SEED)
    fib = [1, 2]
    while len(fib) < 80:
        fib.append(fib[-1] + fib[-2])
    for case in range(90):
        if case % 5 == 0:
            i = rng.randrange(0, 78, 2)
            a, b = fib[i], fib[i + 1] + rng.choice([0, 0, 1, -1])
        else:
            a, b = heap(rng, big=True), heap(rng, big=True)
        misere = rng.random() < 0.3
        args = ["wythoff", str(a), str(b)] + (["--misere"] if misere else [])
        result = grundy.wythoff(a, b, misere=misere)
        expected = same_position(result, args)
        assert result.heaps == [a, b]
        assert result.pair_index == expected["pair_index"]
        assert result.difference == abs(a - b)
        # The same position given as digit strings takes the CLI's decimal path.
        assert grundy.wythoff(str(a), str(b), misere=misere).to_dict() == expected
    for a, b in [(4, 7), (10, 12), (3, 5), (100, 130), (1500, 2000)]:
        same_position(grundy.wythoff(a, b, grundy=True), ["wythoff", str(a), str(b), "--grundy"])


def test_nim_positions():
    rng = random.Random(SEED + 1)
    for case in range(70):
        heaps = [heap(rng, big=case % 7 == 0) for _ in range(rng.randrange(0, 7))]
        if not heaps:
            heaps = [rng.randrange(0, 9)]
        misere = rng.random() < 0.3
        max_take = rng.choice([None, None, 1, 3, 7, 2**70])
        args = ["nim", *map(str, heaps)]
        if misere:
            args.append("--misere")
        if max_take is not None:
            args += ["--max-take", str(max_take)]
        result = grundy.nim(heaps, misere=misere, max_take=max_take)
        expected = same_position(result, args)
        assert result.nim_sum == expected["nim_sum"]
        assert result.heap_count == len(heaps)
        assert result.max_take == max_take


def test_bash_positions():
    rng = random.Random(SEED + 2)
    for _ in range(40):
        n = heap(rng, big=True)
        m = rng.choice([1, 2, 3, rng.randrange(1, 100), rng.randrange(1, 2**66)])
        misere = rng.random() < 0.3
        args = ["bash", str(n), "--max", str(m)] + (["--misere"] if misere else [])
        result = grundy.bash(n, m, misere=misere)
        same_position(result, args)
        assert (result.heap, result.max) == (n, m)


def test_takeaway_and_fib_positions():
    rng = random.Random(SEED + 3)
    ks = ["2", "3/2", "5/2", "3", "1/2", "7/4", "2.5", "1"]
    for case in range(40):
        k = rng.choice(ks)
        n = rng.choice([rng.randrange(1, 60), rng.randrange(1, 3000), rng.randrange(1, 10**30)])
        cap = rng.choice([None, None, rng.randrange(1, 10)])
        losing = rng.choice([None, None, rng.randrange(1, 15)])
        args = ["takeaway", str(n), "--k", k]
        if cap is not None:
            args += ["--cap", str(cap)]
        if losing is not None:
            args += ["--losing-heaps", str(losing)]
        k_arg = Fraction(k) if case % 2 else k
        result = grundy.takeaway(n, k_arg, cap=cap, losing_heaps=losing)
        expected = same_position(result, args)
        assert result.decomposition == expected["decomposition"]
        assert result.least_winning_move == expected["least_winning_move"]
    for n in [1, 2, 20, 21, 100, 10**40 + 7]:
        same_position(grundy.fib(n), ["fib", str(n)])
    same_position(grundy.fib(20, cap=1), ["fib", "20", "--cap", "1"])


def test_lists_of_positions():
    rng = random.Random(SEED + 4)
    for _ in range(10):
        k = rng.choice([rng.randrange(0, 100), rng.randrange(0, 10**30)])
        same(grundy.wythoff_pair(k), ["wythoff", "--pair", str(k)])
    for k, count in [("2", 20), ("3/2", 30), ("5/2", 12), ("1/2", 5), ("3", 1)]:
        result = grundy.losing_heaps(k, count)
        expected = same(result, ["takeaway", "--k", k, "--losing-heaps", str(count)])
        assert result.losing_heaps == expected["losing_heaps"]


COMPONENTS = [
    lambda r: f"nim({','.join(str(r.randrange(0, 12)) for _ in range(r.randrange(1, 4)))})",
    lambda r: f"bash({r.randrange(0, 40)}, max={r.randrange(1, 6)})",
    lambda r: f"wythoff({r.randrange(0, 30)},{r.randrange(0, 30)})",
    lambda r: f"fib({r.randrange(1, 40)})",
    lambda r: f"takeaway({r.randrange(1, 40)}, k=3/2)",
    lambda r: f"sub({r.randrange(0, 40)}, {{1,3,4}})",
    lambda r: f"octal({r.randrange(0, 40)}, 0.07)",
    lambda r: f"kayles({r.randrange(0, 40)})",
    lambda r: f"dawsons({r.randrange(0, 40)})",
]


@pytest.mark.parametrize("misere", [False, True])
def test_sums(misere):
    rng = random.Random(SEED + 5 + misere)
    exprs = []
    for _ in range(50):
        parts = [rng.choice(COMPONENTS)(rng) for _ in range(rng.randrange(1, 4))]
        exprs.append(" + ".join(parts))
    args = ["analyze", "--batch", "--json"] + (["--misere"] if misere else [])
    lines = run_cli(*args, stdin="\n".join(exprs) + "\n", check=False).stdout.splitlines()
    assert len(lines) == len(exprs)
    answered = 0
    for expr, line in zip(exprs, lines):
        expected = json.loads(line)
        if expected["answer"] == "error":
            # A misère sum too large to search, say: the same refusal, as an exception.
            with pytest.raises(grundy.GrundyError) as raised:
                grundy.analyze(expr, misere=misere)
            assert str(raised.value) == expected["error"]
            assert raised.value.kind == expected["kind"]
            continue
        result = grundy.analyze(expr, misere=misere)
        assert result.to_dict() == expected, expr
        assert result.to_json() == line
        assert result.outcome == expected["outcome"]
        assert result.expr == expected["expr"]
        assert result.components == expected["components"]
        answered += 1
    assert answered >= 35


def test_explanations_are_the_clis():
    cases = [
        (grundy.wythoff(9, 4), ["wythoff", "9", "4"]),
        (grundy.wythoff(5, 5, misere=True), ["wythoff", "5", "5", "--misere"]),
        (grundy.nim([3, 4, 5]), ["nim", "3", "4", "5"]),
        (grundy.nim([1, 1, 1], misere=True), ["nim", "1", "1", "1", "--misere"]),
        (grundy.bash(10, 3), ["bash", "10", "--max", "3"]),
        (grundy.fib(20), ["fib", "20"]),
        (grundy.takeaway(20, "3/2"), ["takeaway", "20", "--k", "3/2"]),
        (grundy.analyze("nim(3,4,5) + kayles(8)"), ["analyze", "nim(3,4,5) + kayles(8)"]),
    ]
    for result, args in cases:
        expected, _ = cli_json(*args, "--explain")
        assert result.explain() == expected["explanation"], args
        assert result.explain() == expected["explanation"]  # kept
        chinese, _ = cli_json(*args, "--explain", "--lang", "zh")
        assert result.explain(lang="zh") == chinese["explanation"], args
        assert chinese["explanation"] != expected["explanation"], args
        assert result.explain(lang="en") == expected["explanation"]


def test_explain_refuses_a_language_it_does_not_speak():
    with pytest.raises(grundy.GrundyError, match="lang"):
        grundy.bash(10, 3).explain(lang="fr")


def test_a_wythoff_p_position_of_any_size_is_worth_zero():
    assert grundy.wythoff(165580140, 267914295).grundy == 0
    assert grundy.analyze("wythoff(165580140,267914295) + nim(1)").grundy == 1


def test_sequences_and_tables():
    rng = random.Random(SEED + 6)
    for _ in range(10):
        subtraction_set = sorted(rng.sample(range(1, 13), rng.randrange(1, 4)))
        to = rng.randrange(0, 300)
        outcomes = rng.random() < 0.3
        text = ",".join(map(str, subtraction_set))
        args = ["seq", "sub", text, "--to", str(to)] + (["--outcomes"] if outcomes else [])
        result = grundy.subtraction_sequence(subtraction_set, to, outcomes=outcomes)
        expected = same(result, args)
        assert (result.preperiod, result.period) == (expected["preperiod"], expected["period"])
        assert result.set == subtraction_set
        if outcomes:
            assert result.values is None
            assert result.outcomes == expected["outcomes"]
        else:
            assert result.values.tolist() == expected["values"]
    for code, to in [
        ("kayles", 300), ("dawsons", 200), ("0.6", 3000), ("0.137", 500), ("0.51", 400),
        ("treblecross", 300), ("4.f7", 60), ("grundy", 300), ("0.007", 0), ("0.9", 200),
    ]:
        result = grundy.octal_sequence(code, to)
        expected = same(result, ["seq", "octal", code, "--to", str(to)])
        assert result.values.tolist() == expected["values"]
        assert (result.preperiod, result.period) == (expected["preperiod"], expected["period"])
        assert result.proven == (expected["period"] is not None)
        assert (result.code, result.name, result.method) == (
            expected["code"], expected["name"], expected["method"])
    for size in [1, 7, 50]:
        result = grundy.wythoff_table(size)
        expected = same(result, ["table", "wythoff", "--size", str(size)])
        assert result.values.tolist() == expected["rows"]
    for row, to in [(0, 50), (3, 200), (7, 1000)]:
        result = grundy.wythoff_row(row, to)
        expected = same(result, ["table", "wythoff", "--row", str(row), "--to", str(to)])
        assert result.values.tolist() == expected["values"]
        assert result.proven == (expected["period_status"] == "proven")
        assert result.proof == expected["proof"]
    for text in ["1,3,4", "2,5,7", "3,5,9"]:
        result = grundy.subtraction_period(text)
        expected = same(result, ["seq", "sub", text, "--period-only"])
        assert (result.preperiod, result.period) == (expected["preperiod"], expected["period"])


def test_every_sg_sums():
    """`grundy.every` answers as `grundy analyze --every --json`: Euclid's closed form, other
    games by search, and sums of both."""
    rng = random.Random(SEED)
    cases = ["euclid(3,2) + euclid(25,7)", "euclid(1,1)", "nim(3,4) + euclid(10,4)", "kayles(7)"]
    for _ in range(20):
        parts = [
            f"euclid({rng.randrange(1, 2**70)},{rng.randrange(1, 200)})"
            for _ in range(rng.randrange(1, 4))
        ]
        cases.append(" + ".join(parts))
    for expr in cases:
        result = grundy.every(expr)
        expected = same(result, ["analyze", expr, "--every"])
        assert result.outcome == expected["outcome"]
        assert result.steps == expected["steps"]
        assert result.components == expected["components"]
        assert result.outcome == ("N" if result.steps % 2 == 1 else "P")
