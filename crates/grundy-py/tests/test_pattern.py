"""grundy.pattern: the pattern lab (打表找规律) from Python — a built-in game of heap n, a Rhai
script, or a Python function as the rules — gives the patterns the articles state (issue 34),
refuses a runaway or loopy function with one error, and stops on Ctrl-C."""

import math
import pickle
import os
import signal
import threading
import time

import numpy as np
import pytest

import grundy
from conftest import ROOT


def take_a_square(n):
    return [n - k * k for k in range(1, math.isqrt(n) + 1)]


def take_at_most_half(n):
    return [n - t for t in range(1, n // 2 + 1)]


def take_a_power_of_two(n):
    options = []
    p = 1
    while p <= n:
        options.append(n - p)
        p *= 2
    return options


def wythoff(a, b):
    return ([[a - k, b] for k in range(1, a + 1)]
            + [[a, b - k] for k in range(1, b + 1)]
            + [[a - k, b - k] for k in range(1, min(a, b) + 1)])


def queen_variant(a, b):
    """Take from one heap, or k and l from both with |k − l| < 2."""
    options = [[a - k, b] for k in range(1, a + 1)] + [[a, b - l] for l in range(1, b + 1)]
    for k in range(1, a + 1):
        for l in (k - 1, k, k + 1):
            if 1 <= l <= b:
                options.append([a - k, b - l])
    return options


def lasker(n):
    """Lasker's Nim: take any number, or split the heap into two non-empty heaps."""
    return [n - t for t in range(1, n + 1)] + [[a, n - a] for a in range(1, n // 2 + 1)]


def mex(values):
    m = 0
    while m in values:
        m += 1
    return m


def brute_force(moves, to):
    """g(0..to) of a heap game by the mex rule, here in Python."""
    g = []
    for n in range(to + 1):
        seen = set()
        for option in moves(n):
            heaps = [option] if isinstance(option, int) else option
            value = 0
            for heap in heaps:
                value ^= g[heap]
            seen.add(value)
        g.append(mex(seen))
    return g


def test_take_a_square_has_no_pattern():
    result = grundy.pattern(moves=take_a_square, to=300)
    assert result.source == "callable" and result.dimension == 1 and result.to == 300
    assert isinstance(result.values, np.ndarray) and result.values.dtype == np.uint32
    assert result.values.tolist() == brute_force(take_a_square, 300)
    assert not result.values.flags.writeable
    assert result.values_pattern["kind"] == "none"
    assert result.outcomes_pattern["kind"] == "none"
    assert result.outcomes_pattern["proven"] is False
    assert result.outcomes_pattern["verified_to"] == 300
    # The P-positions of take-a-square (OEIS A030193) begin 0, 2, 5, 7, 10, 12, 15, 17, 20, 22.
    assert result.p_positions.tolist()[:10] == [0, 2, 5, 7, 10, 12, 15, 17, 20, 22]


def test_take_at_most_half_p_positions_are_two_to_the_k_minus_one():
    result = grundy.pattern(moves=take_at_most_half, to=600)
    found = result.outcomes_pattern
    assert found["kind"] == "recurrence"
    assert found["coefficients"] == [2] and found["constant"] == 1
    assert found["proven"] is False and found["verified_to"] == 600
    heaps = result.p_positions.tolist()
    assert heaps == [0] + [2**k - 1 for k in range(1, 10)]


def test_subtraction_1_3_4_period_7_proven_natively_and_verified_as_a_function():
    native = grundy.pattern("sub(n,{1,3,4})", to=100)
    assert native.source == "expr" and native.expr == "sub(n,{1,3,4})"
    assert native.values_pattern["kind"] == "periodic"
    assert native.values_pattern["period"] == 7
    assert native.values_pattern["proven"] is True
    function = grundy.pattern(moves=lambda n: [n - t for t in (1, 3, 4) if t <= n], to=100)
    assert function.values_pattern["period"] == 7
    assert function.values_pattern["proven"] is False
    assert function.values.tolist() == native.values.tolist()


def test_take_a_power_of_two_period_3_as_a_script():
    script = (ROOT / "examples/patterns/take-a-power-of-two.rhai").read_text()
    result = grundy.pattern(rules=script, to=200)
    assert result.source == "script"
    assert result.values_pattern["kind"] == "periodic"
    assert result.values_pattern["period"] == 3
    assert result.values_pattern["proven"] is False
    same = grundy.pattern(moves=take_a_power_of_two, to=200)
    assert same.values.tolist() == result.values.tolist()


def test_lasker_nim_is_arithmetic_periodic():
    result = grundy.pattern(moves=lasker, to=60)
    found = result.values_pattern
    assert found["kind"] == "arithmetic_periodic"
    assert (found["period"], found["saltus"]) == (4, 4)
    assert result.values.tolist() == brute_force(lasker, 60)


def test_wythoff_as_a_function_is_beatty_with_the_golden_ratio():
    result = grundy.pattern(moves=wythoff, to=40)
    assert result.dimension == 2
    assert result.values is None and result.values_pattern is None
    found = result.outcomes_pattern
    assert found["kind"] == "beatty"
    assert found["difference"] == 1
    assert found["alpha"] == "(1+sqrt(5))/2"
    pairs = result.p_positions
    assert pairs.shape[1] == 2 and pairs.dtype == np.uint64
    phi = (1 + 5**0.5) / 2
    for a, b in pairs.tolist():
        if a <= b:
            k = b - a
            assert a == math.floor(k * phi)


def test_the_queen_variant_is_beatty_with_root_two():
    found = grundy.pattern(moves=queen_variant, to=40).outcomes_pattern
    assert found["kind"] == "beatty"
    assert (found["difference"], found["alpha"]) == (2, "sqrt(2)")


def test_a_loopy_function_is_refused_naming_the_position_and_the_option():
    with pytest.raises(grundy.GrundyError) as caught:
        grundy.pattern(moves=lambda n: [n], to=10)
    assert caught.value.kind == "unsupported"
    assert "0" in str(caught.value)
    with pytest.raises(grundy.GrundyError) as caught:
        grundy.pattern(moves=lambda a, b: [[a + 1, b]] if a < 3 else [], to=5)
    assert caught.value.kind == "unsupported"
    assert "(0, 0)" in str(caught.value) and "[1, 0]" in str(caught.value)


def test_a_runaway_function_is_stopped_at_its_time():
    def runaway(n):
        while True:
            pass

    started = time.monotonic()
    with pytest.raises(grundy.LimitError) as caught:
        grundy.pattern(moves=runaway, to=10, time_ms=500)
    assert time.monotonic() - started < 5
    assert caught.value.kind == "too_large" and caught.value.name == "pattern_time_ms"
    assert "500" in str(caught.value)
    # Nothing is left to go off later in the caller's code.
    total = 0
    for i in range(200000):
        total += i
    assert total == 199999 * 200000 // 2


def test_a_slow_function_runs_out_of_time_between_positions():
    def slow(n):
        time.sleep(0.05)
        return [n - 1] if n else []

    with pytest.raises(grundy.LimitError):
        grundy.pattern(moves=slow, to=1000, time_ms=300)


def test_a_runaway_script_is_refused():
    script = (ROOT / "examples/patterns/runaway.rhai").read_text()
    started = time.monotonic()
    with pytest.raises(grundy.GrundyError) as caught:
        grundy.pattern(rules=script, to=10)
    assert time.monotonic() - started < 30
    assert caught.value.kind in ("too_large", "interrupted")


def test_options_of_the_wrong_kind_are_refused_in_the_library_words():
    with pytest.raises(grundy.GrundyError) as caught:
        grundy.pattern(moves=lambda n: ["1"] if n else [], to=5)
    assert caught.value.kind == "invalid_argument"
    assert "'1'" in str(caught.value)
    with pytest.raises(grundy.GrundyError):
        grundy.pattern(moves=lambda n: [-1] if n else [], to=5)
    with pytest.raises(grundy.GrundyError):
        grundy.pattern(moves=lambda a, b: [a - 1] if a else [], to=5)
    with pytest.raises(grundy.GrundyError):
        grundy.pattern(moves=lambda n: "0", to=5)


def test_the_function_s_own_exception_goes_up_as_it_is():
    def broken(n):
        if n == 3:
            return [1 // (n - 3)]
        return [n - 1] if n else []

    with pytest.raises(ZeroDivisionError):
        grundy.pattern(moves=broken, to=10)


def test_the_dimension_is_read_or_given():
    result = grundy.pattern(moves=lambda *heaps: [], dimension=1, to=5)
    assert result.values.tolist() == [0] * 6
    with pytest.raises(grundy.GrundyError) as caught:
        grundy.pattern(moves=lambda a, b, c: [], to=5)
    assert caught.value.kind == "invalid_argument"
    with pytest.raises(grundy.GrundyError):
        grundy.pattern(moves=42, to=5)


def test_one_source_exactly():
    with pytest.raises(grundy.GrundyError):
        grundy.pattern(to=5)
    with pytest.raises(grundy.GrundyError):
        grundy.pattern("kayles(n)", moves=take_a_square, to=5)


def test_statements_and_errors_in_chinese():
    result = grundy.pattern("kayles(n)", to=200, lang="zh")
    assert result.values_pattern["proven"] is True
    statement = result.values_pattern["statement"]
    assert any("\u4e00" <= c <= "\u9fff" for c in statement), statement
    with pytest.raises(grundy.GrundyError) as caught:
        grundy.pattern(moves=lambda n: [n], to=10, lang="zh")
    assert any("\u4e00" <= c <= "\u9fff" for c in str(caught.value)), str(caught.value)


def test_the_answer_is_the_contract():
    result = grundy.pattern("kayles(n)", to=100)
    answer = result.to_dict()
    assert answer["answer"] == "pattern"
    assert answer["values"]["grundy"] == result.values.tolist()
    assert answer["outcomes"]["p_positions"] == result.p_positions.tolist()
    assert result.to_dict() is not result.to_dict()
    assert "kayles(n)" in repr(result) and "periodic" in repr(result)
    again = pickle.loads(pickle.dumps(result))
    assert again == result and hash(again) == hash(result)
    assert again.values.tolist() == result.values.tolist()
    assert result != grundy.pattern("kayles(n)", to=99)


def test_ctrl_c_stops_a_python_function():
    def slow(n):
        time.sleep(0.01)
        return [n - 1] if n else []

    timer = threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    started = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        grundy.pattern(moves=slow, to=100000, time_ms=100000)
    assert time.monotonic() - started < 5
    timer.join()
