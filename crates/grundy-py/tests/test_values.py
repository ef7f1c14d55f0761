"""Results as values (issue 25): they pickle (and come back through multiprocessing), compare
and hash by value, a Wythoff pair is a tuple-like pair, exact floats are accepted where a
rational is meant (and inexact ones refused with the reason) and no float or bool where an
integer is (issue 32), `winning_moves` is the JSON's
list without the JSON, and integers past Python's 4300-digit limit read back with
`grundy.parse_int`."""

import concurrent.futures
import copy
import json
import math
import multiprocessing
import pickle
import random
import sys
from fractions import Fraction

import numpy as np
import pytest

import grundy
from conftest import cli_error

# One result of every class, each a question that is quick to answer.
RESULTS = {
    "wythoff": lambda: grundy.wythoff(3, 5),
    "wythoff N": lambda: grundy.wythoff(10, 17),
    "wythoff misere": lambda: grundy.wythoff(2, 2, misere=True),
    "wythoff big": lambda: grundy.wythoff(10**40, 10**40 + 7),
    "wythoff digits": lambda: grundy.wythoff("165580140", "267914295"),
    "nim": lambda: grundy.nim([3, 4, 5]),
    "nim bounded": lambda: grundy.nim([7, 9, 12], max_take=3, misere=True),
    "bash": lambda: grundy.bash(10, 3),
    "takeaway": lambda: grundy.takeaway(20, Fraction(3, 2), cap=4),
    "fib": lambda: grundy.fib(20, losing_heaps=5),
    "analyze": lambda: grundy.analyze("nim(3,4,5) + bash(10, max=3) + kayles(8)"),
    "wythoff_pair": lambda: grundy.wythoff_pair(1000),
    "losing_heaps": lambda: grundy.losing_heaps("5/2", 10),
    "misere_quotient": lambda: grundy.misere_quotient("kayles", to=30),
    "subtraction_period": lambda: grundy.subtraction_period("2,5,7"),
    "subtraction_sequence": lambda: grundy.subtraction_sequence([1, 3, 4], 200),
    "outcomes": lambda: grundy.subtraction_sequence([1, 3, 4], 200, outcomes=True),
    "octal_sequence": lambda: grundy.octal_sequence("kayles", 300),
    "wythoff_row": lambda: grundy.wythoff_row(5, 300),
    "wythoff_table": lambda: grundy.wythoff_table(40),
}

# A different answer of the same class, for each.
OTHERS = {
    "wythoff": lambda: grundy.wythoff(3, 6),
    "nim": lambda: grundy.nim([3, 4, 6]),
    "bash": lambda: grundy.bash(11, 3),
    "takeaway": lambda: grundy.takeaway(21, Fraction(3, 2), cap=4),
    "analyze": lambda: grundy.analyze("nim(3,4,5) + kayles(8)"),
    "wythoff_pair": lambda: grundy.wythoff_pair(1001),
    "losing_heaps": lambda: grundy.losing_heaps("5/2", 11),
    "misere_quotient": lambda: grundy.misere_quotient("dawsons", to=30),
    "subtraction_period": lambda: grundy.subtraction_period("2,5,8"),
    "subtraction_sequence": lambda: grundy.subtraction_sequence([1, 3, 4], 201),
    "octal_sequence": lambda: grundy.octal_sequence("dawsons", 300),
    "wythoff_row": lambda: grundy.wythoff_row(6, 300),
    "wythoff_table": lambda: grundy.wythoff_table(41),
}


@pytest.mark.parametrize("name", RESULTS)
def test_every_result_pickles_to_an_equal_result(name):
    result = RESULTS[name]()
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        back = pickle.loads(pickle.dumps(result, protocol))
        assert type(back) is type(result)
        assert back == result and not back != result
        assert hash(back) == hash(result)
        assert back.to_json() == result.to_json()
        assert repr(back) == repr(result)
    assert copy.deepcopy(result) == result
    assert copy.copy(result) == result


@pytest.mark.parametrize("name", [n for n in RESULTS if hasattr(RESULTS[n](), "explain")])
def test_an_unpickled_answer_still_explains_itself(name):
    result = RESULTS[name]()
    back = pickle.loads(pickle.dumps(result))
    assert back.explain() == result.explain()
    assert back.winning_moves == result.winning_moves
    assert back.outcome == result.outcome


@pytest.mark.parametrize("name", ["subtraction_sequence", "outcomes", "octal_sequence",
                                  "wythoff_row", "wythoff_table"])
def test_an_unpickled_sequence_has_its_values(name):
    result = RESULTS[name]()
    back = pickle.loads(pickle.dumps(result))
    if result.values is None:
        assert back.values is None
        assert back.outcomes == result.outcomes
        assert np.array_equal(back.p_positions, result.p_positions)
    else:
        assert back.values.dtype == result.values.dtype
        assert np.array_equal(back.values, result.values)
        assert not back.values.flags.writeable


def test_a_damaged_pickle_is_refused_with_a_reason():
    state = grundy.nim([3, 4, 5]).__reduce__()
    restore, (kind, (name, request, report)) = state
    with pytest.raises(ValueError, match="grundy answer"):
        restore(kind, (name, request, report.replace('"nim_sum"', '"nim_summ"')))
    with pytest.raises(ValueError, match="grundy answer"):
        restore("no such thing", "")


def test_results_come_back_from_worker_processes():
    """What the issue reported: a process pool could not return a result."""
    positions = [[3, 4, 5], [1, 2, 3], [10**30, 7]]
    context = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(2, mp_context=context) as pool:
        answers = list(pool.map(grundy.nim, positions))
        sequences = list(pool.map(grundy.octal_sequence, ["kayles", "dawsons"], [300, 300]))
    assert answers == [grundy.nim(p) for p in positions]
    assert [a.outcome for a in answers] == ["N", "P", "N"]
    assert sequences[0] == grundy.octal_sequence("kayles", 300)
    assert sequences[0].period == 12


@pytest.mark.parametrize("name", OTHERS)
def test_results_compare_and_hash_by_value(name):
    a, b, other = RESULTS[name](), RESULTS[name](), OTHERS[name]()
    assert a is not b
    assert a == b and not (a != b)
    assert hash(a) == hash(b)
    assert a != other and not (a == other)
    assert len({a, b, other}) == 2
    assert a != "something else" and a != None  # noqa: E711


def test_equality_is_the_answer_not_the_spelling():
    assert grundy.nim([3, 4, 5]) == grundy.nim(np.array([3, 4, 5]))
    assert grundy.nim([3, 4, 5]) == grundy.nim("3 4 5")
    assert grundy.wythoff(3, 5) == grundy.wythoff("3", "5")
    assert grundy.fib(20) == grundy.takeaway(20, 2)
    assert grundy.nim([3, 4, 5]) != grundy.nim([3, 4, 5], misere=True)
    # The same position in two games is two answers.
    assert grundy.nim([3, 4, 5]) != grundy.analyze("nim(3,4,5)")
    with pytest.raises(TypeError):
        grundy.nim([1]) < grundy.nim([2])


def test_a_wythoff_pair_is_a_tuple_like_pair():
    pair = grundy.wythoff_pair(1000)
    a, b = pair
    assert (a, b) == (1618, 2618)
    assert pair == (1618, 2618) and (1618, 2618) == pair
    assert pair != (1618, 2619) and pair != [1618, 2618]
    assert hash(pair) == hash((1618, 2618))
    assert {(1618, 2618): "P"}[pair] == "P"
    assert len(pair) == 2 and list(pair) == [1618, 2618] and tuple(pair) == (1618, 2618)
    assert pair[0] == 1618 and pair[-1] == 2618 and pair[:1] == (1618,)
    with pytest.raises(IndexError):
        pair[2]
    assert pair.position == [1618, 2618]  # the JSON's field is as it was
    big = grundy.wythoff_pair(10**50)
    assert tuple(big) == tuple(big.position)


def test_wythoff_takes_its_heaps_as_one_pair():
    assert grundy.wythoff((3, 5)) == grundy.wythoff(3, 5)
    assert grundy.wythoff([10, 17], misere=True) == grundy.wythoff(10, 17, misere=True)
    assert grundy.wythoff(grundy.wythoff_pair(1000)).outcome == "P"
    assert grundy.wythoff(np.array([3, 5])) == grundy.wythoff(3, 5)
    for bad, found in [((3,), "1 item"), ((1, 2, 3), "more than two"), ("35", "string"),
                       (7, "one int")]:
        with pytest.raises(grundy.GrundyError, match=found) as raised:
            grundy.wythoff(bad)
        assert "two arguments (a, b) or as one pair" in str(raised.value)


CLI_REFUSAL = "expected a non-negative integer written in decimal digits 0-9"


@pytest.mark.parametrize("call, shown", [
    (lambda: grundy.nim([True, 2]), "True"),
    (lambda: grundy.nim([3.0, 4]), "3.0"),
    (lambda: grundy.nim([3, np.float64(5.0)]), "5.0"),
    (lambda: grundy.nim(np.array([3.0, 4.0])), "3.0"),
    (lambda: grundy.nim(np.array([True, False])), "True"),
    (lambda: grundy.nim([3, np.True_]), "True"),
    (lambda: grundy.wythoff(3.0, 5), "3.0"),
    (lambda: grundy.wythoff((3, False)), "False"),
    (lambda: grundy.wythoff(np.float32(3.0), np.float16(5.0)), "3.0"),
    (lambda: grundy.wythoff(1e20, 0), "1e+20"),
    (lambda: grundy.bash(10.0, 3), "10.0"),
    (lambda: grundy.bash(10, True), "True"),
    (lambda: grundy.takeaway(20.0, 2), "20.0"),
    (lambda: grundy.fib(20, cap=4.0), "4.0"),
    (lambda: grundy.octal_sequence("kayles", 100.0), "100.0"),
])
def test_bools_and_floats_are_refused_where_an_integer_is_meant(call, shown):
    """Issue 32: nim([True, 2]) and nim([3.0, 4]) were read as Nim on (1, 2) and (3, 4); the
    CLI refuses "3.0" as a heap size. Refused now with the CLI's message for the same text."""
    with pytest.raises(grundy.GrundyError) as raised:
        call()
    message = str(raised.value)
    assert f"'{shown}': {CLI_REFUSAL}" in message, message
    assert raised.value.kind == "invalid_number"
    assert "\n" not in message


def test_the_refusal_of_a_float_heap_is_the_clis():
    with pytest.raises(grundy.GrundyError) as raised:
        grundy.nim([3.0, 4])
    assert cli_error("nim", "3.0", "4").endswith(str(raised.value))
    with pytest.raises(grundy.GrundyError) as raised:
        grundy.wythoff(3, 5.5)
    assert cli_error("wythoff", "3", "5.5").endswith(str(raised.value))


def test_exact_floats_are_accepted_where_a_rational_is_meant():
    assert grundy.takeaway(20, 1.5) == grundy.takeaway(20, Fraction(3, 2))
    assert grundy.takeaway(20, 1.5).k == "3/2"
    assert grundy.takeaway(30, 2.25) == grundy.takeaway(30, "9/4")
    assert grundy.takeaway(20, 2.0) == grundy.takeaway(20, 2)
    assert grundy.losing_heaps(2.5, 8) == grundy.losing_heaps("5/2", 8)
    assert grundy.takeaway(20, np.float32(1.5)) == grundy.takeaway(20, "3/2")
    assert grundy.takeaway(20, np.float64(1.5)) == grundy.takeaway(20, "3/2")


def test_a_numpy_float_is_read_by_its_value_not_its_str():
    """str(np.float32(0.1)) is "0.1", but its value is 0.100000001490116…: refused."""
    with pytest.raises(grundy.GrundyError, match="0.10000000149011611938"):
        grundy.takeaway(20, np.float32(0.1))


def test_inexact_floats_are_refused_with_their_value_and_what_is_accepted():
    with pytest.raises(grundy.GrundyError) as raised:
        grundy.takeaway(20, 0.1)
    message = str(raised.value)
    assert "0.1000000000000000055511151231257827021181583404541015625" in message
    assert "fractions.Fraction" in message and '"0.1"' in message
    assert raised.value.kind == "invalid_argument"
    with pytest.raises(grundy.GrundyError, match="99999999999999991611392"):
        grundy.takeaway(20, 1e23)
    for value in [math.nan, math.inf, -math.inf]:
        with pytest.raises(grundy.GrundyError, match="not a number"):
            grundy.takeaway(20, value)
        with pytest.raises(grundy.GrundyError, match=CLI_REFUSAL):
            grundy.wythoff(value, 1)
    with pytest.raises(grundy.GrundyError, match="more digits"):
        grundy.takeaway(20, 1e300)


def moves_cases():
    rng = random.Random(7)
    cases = [
        grundy.wythoff(3, 5), grundy.wythoff(10, 17), grundy.wythoff(0, 0),
        grundy.wythoff(2, 3, misere=True),
        grundy.wythoff(10**40 + 3, 10**41), grundy.wythoff("1" * 60, "2" * 60),
        grundy.nim([3, 4, 5]), grundy.nim([7, 9, 12], max_take=3),
        grundy.nim([10**30, 5, 3]), grundy.bash(10, 3), grundy.bash(10**25, 7, misere=True),
        grundy.takeaway(20, "3/2"), grundy.fib(10**20 + 1),
        grundy.analyze("nim(3,4,5) + bash(10, max=3) + kayles(8)"),
        grundy.analyze("wythoff(3, 7) + nim(2)"),
        grundy.analyze("kayles(1000) + octal(200,0.07)"),
        grundy.analyze("octal(100,4.f7) + nim(9)"),
        # Runs of moves (step, count) and a triangle run, with counts past 2^64.
        grundy.analyze("kayles(1000000000000) + octal(99999999999,0.07)"),
        grundy.analyze("octal(10000000000000000000000,4.f7)"),
        grundy.analyze("octal(1000000000000,0.b7)"),
        # A staircase step, a Lasker take and split, and a run of Lasker splits.
        grundy.analyze("staircase(3,0,4,1) + nim(2)"),
        grundy.analyze("lasker(5,7) + nim(1)"),
        grundy.analyze("lasker(12)", misere=True),
        grundy.analyze("lasker(4294967295) + nim(4294967295)"),
        # A Moore move in several heaps at once.
        grundy.analyze("moore(1,2,3,k=2)"),
    ]
    for _ in range(200):
        a, b = rng.randrange(2**62), rng.randrange(2**62)
        cases.append(grundy.wythoff(a, b))
        cases.append(grundy.wythoff(rng.randrange(60), rng.randrange(60)))
    return cases


def test_winning_moves_are_the_json_moves():
    shapes = set()
    for result in moves_cases():
        shapes.update(frozenset(m) for m in result.to_dict()["winning_moves"])
        assert result.winning_moves == result.to_dict()["winning_moves"], result
        # The same keys in the same order as json.loads gives.
        assert [list(m) for m in result.winning_moves] == \
               [list(m) for m in result.to_dict()["winning_moves"]]
    # Every shape of move object the contract has was among them.
    keys = set().union(*shapes)
    assert keys == {"component", "heap", "heaps", "to", "take", "leaves", "step", "count",
                    "triangle"}


def test_winning_moves_are_a_new_list_each_time():
    result = grundy.nim([3, 4, 5])
    result.winning_moves.append("changed")
    result.winning_moves[0]["to"] = 99
    assert result.winning_moves == [{"heap": 0, "to": 1}]


def test_a_quick_wythoff_answer_is_the_full_answer():
    """The word-sized P-test answers `.outcome`; everything else is the library's report."""
    rng = random.Random(11)
    for _ in range(300):
        a, b = rng.randrange(2**64), rng.randrange(2**64)
        if rng.random() < 0.3:
            k = rng.randrange(2**40)
            a = (k + math.isqrt(5 * k * k)) // 2
            b = a + k
        quick, eager = grundy.wythoff(a, b), grundy.wythoff(str(a), str(b))
        assert quick.outcome == eager.outcome
        assert quick.to_json() == eager.to_json()
        assert quick.explain() == eager.explain()
    for a in range(12):
        for b in range(12):
            assert grundy.wythoff(a, b).to_dict() == grundy.wythoff(str(a), str(b)).to_dict()


LONG = 5000  # digits: past CPython's default int_max_str_digits (4300)


def test_json_integers_past_pythons_digit_limit_read_with_parse_int():
    heap = 10 ** (LONG - 1) + 12345
    result = grundy.nim([heap, 3])
    text = result.to_json()
    if hasattr(sys, "get_int_max_str_digits") and sys.get_int_max_str_digits() not in (0,) \
            and sys.get_int_max_str_digits() < LONG:
        with pytest.raises(ValueError, match="digits"):
            json.loads(text)
    loaded = json.loads(text, parse_int=grundy.parse_int)
    assert loaded == result.to_dict()
    assert loaded["winning_moves"] == result.winning_moves
    assert loaded["winning_moves"][0]["to"] == heap ^ result.nim_sum


def test_parse_int():
    assert grundy.parse_int("0") == 0
    assert grundy.parse_int("12345678901234567890123") == 12345678901234567890123
    assert grundy.parse_int("-17") == -17
    assert grundy.parse_int("9" * LONG) == 10**LONG - 1
    assert grundy.parse_int("-" + "9" * LONG) == 1 - 10**LONG
    for bad in ["", "1.5", "abc", "--1", "1e3"]:
        with pytest.raises(grundy.GrundyError):
            grundy.parse_int(bad)
