"""Integers of any size in and out: a million-digit Wythoff position, given as Python ints and
as digit strings, checked against Fibonacci identities computed here."""

import re

import pytest

import grundy


def fibonacci_pair(n):
    """(F(n), F(n+1)) by fast doubling."""
    if n == 0:
        return 0, 1
    a, b = fibonacci_pair(n // 2)
    c = a * (2 * b - a)
    d = a * a + b * b
    return (d, c + d) if n % 2 else (c, d)


# F(4,785,000) has 1,000,000 digits... close enough: F(m) has about 0.20898·m digits.
M = 4_785_200


@pytest.fixture(scope="module")
def fibonacci():
    """F(M−1), F(M), F(M+1) with M even: (F(M), F(M+1)) is the F(M−1)-th Wythoff P-position."""
    f_m, f_next = fibonacci_pair(M)
    return f_next - f_m, f_m, f_next


def test_a_million_digit_p_position(fibonacci):
    k, a, b = fibonacci
    assert a >= 10**999_999  # a million digits
    result = grundy.wythoff(a, b)
    assert result.outcome == "P" and result.winning_moves == []
    assert result.pair_index == k and result.difference == k
    assert result.heaps == [a, b]
    assert result.to_dict()["heaps"] == [a, b]
    assert len(repr(result)) < 400  # no million-digit repr


def test_a_million_digit_n_position_and_its_winning_move(fibonacci):
    k, a, b = fibonacci
    result = grundy.wythoff(a, b + 1)
    assert result.outcome == "N"
    assert result.winning_moves, "an N-position has a winning move"
    for move in result.winning_moves:
        x, y = move["to"]
        assert x <= a and y <= b + 1
        assert grundy.wythoff(x, y).outcome == "P"


def test_digit_strings_take_the_decimal_path(fibonacci):
    k, a, b = fibonacci
    # The library writes the digits (a JSON integer); CPython's str(int) would be quadratic.
    pair = grundy.wythoff_pair(k)
    assert pair.position == [a, b]
    digits = re.search(r'"position":\[(\d+),(\d+)\]', pair.to_json())
    a_digits, b_digits = digits.group(1), digits.group(2)
    assert len(a_digits) >= 10**6
    result = grundy.wythoff(a_digits, b_digits)
    assert result.outcome == "P" and result.pair_index == k
    assert result.to_dict() == grundy.wythoff(a, b).to_dict()
    last = int(b_digits[-1])
    neighbour = b_digits[:-1] + str((last + 1) % 10)
    assert grundy.wythoff(a_digits, neighbour).outcome == "N"


def test_big_heaps_elsewhere():
    big = 2**5000 + 12345
    assert grundy.nim([big, big]).outcome == "P"
    result = grundy.nim([big, 3])
    assert result.winning_moves == [{"heap": 0, "to": 3}]
    assert grundy.bash(big, 10).grundy == big % 11
    assert grundy.fib(10**1000).heap == 10**1000
    # Past CPython's limit on decimal strings (4300 digits by default) all the same.
    assert grundy.nim([big]).to_dict()["nim_sum"] == big


def kayles_values(to):
    """g(0..to) of Kayles by its rule, computed here: take 1 or 2 pins, splitting the row."""
    g = []
    for n in range(to + 1):
        options = {g[a] ^ g[n - t - a] for t in (1, 2) if t <= n for a in range(n - t + 1)}
        g.append(next(v for v in range(n + 2) if v not in options))
    return g


def test_a_kayles_row_of_thirty_one_digits_has_runs_of_winning_moves():
    g = kayles_values(200)
    fold = lambda h: g[h] if h < 71 else g[71 + (h - 71) % 12]  # period 12 from 71 (A002186)
    n = 10**30
    result = grundy.analyze(f"kayles({n}) + nim(3)")
    assert result.outcome == "N" and result.grundy == fold(n) ^ 3
    runs = [m for m in result.winning_moves if "count" in m]
    assert runs and all(m["step"] == 12 for m in runs)
    assert result.winning_move_count == sum(m.get("count", 1) for m in result.winning_moves)
    for move in runs:
        for i in (0, move["count"] // 2, move["count"] - 1):
            a, b = move["leaves"]
            a, b = a + i * move["step"], b - i * move["step"]
            assert 1 <= a <= b and a + b + move["take"] == n
            assert fold(a) ^ fold(b) == 3  # the Kayles row left is worth what nim(3) is
