"""The answers against a brute force written here in Python, from the rules alone: every small
position's outcome, Grundy value and winning moves (normal and misère play), small
sequences, and sums by the Sprague–Grundy theorem."""

import itertools
import random
from fractions import Fraction
from functools import lru_cache
from math import floor

import pytest

import grundy


def mex(values):
    values = set(values)
    m = 0
    while m in values:
        m += 1
    return m


class Rules:
    """A game by its options; Grundy values and misère outcomes by memoised recursion."""

    def __init__(self, options):
        self.options = options
        self.grundy = lru_cache(maxsize=None)(self._grundy)
        self.misere_p = lru_cache(maxsize=None)(self._misere_p)

    def _grundy(self, position):
        return mex(self.grundy(o) for o in self.options(position))

    def _misere_p(self, position):
        # Misère: the player who cannot move wins, so a position without options is N.
        options = list(self.options(position))
        return bool(options) and all(not self.misere_p(o) for o in options)

    def winning(self, position, misere=False):
        if misere:
            return [o for o in self.options(position) if self.misere_p(o)]
        return [o for o in self.options(position) if self.grundy(o) == 0]

    def outcome(self, position, misere=False):
        if misere:
            return "P" if self.misere_p(position) else "N"
        return "P" if self.grundy(position) == 0 else "N"


def wythoff_options(position):
    a, b = position
    for i in range(1, a + 1):
        yield (a - i, b)
    for i in range(1, b + 1):
        yield (a, b - i)
    for i in range(1, min(a, b) + 1):
        yield (a - i, b - i)


WYTHOFF = Rules(wythoff_options)


@pytest.mark.parametrize("misere", [False, True])
def test_wythoff(misere):
    for a, b in itertools.product(range(16), repeat=2):
        result = grundy.wythoff(a, b, misere=misere, grundy=not misere)
        assert result.outcome == WYTHOFF.outcome((a, b), misere), (a, b)
        if not misere:
            assert result.grundy == WYTHOFF.grundy((a, b))
        targets = sorted(tuple(m["to"]) for m in result.winning_moves)
        assert targets == sorted(WYTHOFF.winning((a, b), misere)), (a, b, misere)


def nim_rules(max_take):
    def options(heaps):
        for i, h in enumerate(heaps):
            for take in range(1, (h if max_take is None else min(h, max_take)) + 1):
                yield heaps[:i] + (h - take,) + heaps[i + 1:]
    return Rules(options)


@pytest.mark.parametrize("max_take", [None, 1, 2, 3])
@pytest.mark.parametrize("misere", [False, True])
def test_nim(misere, max_take):
    rules = nim_rules(max_take)
    for count in range(1, 4):
        for heaps in itertools.product(range(6), repeat=count):
            result = grundy.nim(list(heaps), misere=misere, max_take=max_take)
            assert result.outcome == rules.outcome(heaps, misere), heaps
            if not misere:
                assert result.grundy == rules.grundy(heaps)
            moves = sorted(
                heaps[:m["heap"]] + (m["to"],) + heaps[m["heap"] + 1:]
                for m in result.winning_moves
            )
            assert moves == sorted(rules.winning(heaps, misere)), (heaps, misere, max_take)


@pytest.mark.parametrize("misere", [False, True])
def test_bash(misere):
    for m in range(1, 6):
        rules = Rules(lambda n, m=m: (n - t for t in range(1, min(n, m) + 1)))
        for n in range(40):
            result = grundy.bash(n, m, misere=misere)
            assert result.outcome == rules.outcome(n, misere), (n, m)
            if not misere:
                assert result.grundy == rules.grundy(n)
            assert sorted(mv["to"] for mv in result.winning_moves) == sorted(
                rules.winning(n, misere))


@pytest.mark.parametrize("k", [Fraction(2), Fraction(3, 2), Fraction(5, 2), Fraction(1, 2),
                               Fraction(3), Fraction(7, 4)])
def test_takeaway(k):
    # A position is (heap, the most the mover may take); a take of t leaves (n − t, ⌊k·t⌋).
    rules = Rules(lambda p: ((p[0] - t, floor(k * t)) for t in range(1, min(p) + 1)))
    for n in range(1, 45):
        for cap in [None, 1, 2, 5]:
            position = (n, n - 1 if cap is None else cap)
            result = grundy.takeaway(n, k, cap=cap)
            assert result.outcome == rules.outcome(position), (n, cap, k)
            assert result.grundy == rules.grundy(position)
            assert sorted(mv["take"] for mv in result.winning_moves) == sorted(
                n - o[0] for o in rules.winning(position))


def test_subtraction_sequences():
    rng = random.Random(7)
    for _ in range(25):
        subtraction_set = sorted(rng.sample(range(1, 10), rng.randrange(1, 4)))
        rules = Rules(lambda n, s=tuple(subtraction_set): (n - x for x in s if x <= n))
        result = grundy.subtraction_sequence(subtraction_set, 80)
        assert result.values.tolist() == [rules.grundy(n) for n in range(81)]
        outcomes = grundy.subtraction_sequence(subtraction_set, 80, outcomes=True).outcomes
        assert outcomes == "".join(rules.outcome(n) for n in range(81))
        if result.period is not None:
            p, q = result.preperiod, result.period
            values = [rules.grundy(n) for n in range(400)]
            assert all(values[n + q] == values[n] for n in range(p, 400 - q))


def octal_rules(code):
    """An octal code d0.d1d2…: removing i tokens (digit d_i) may leave nothing (bit 1), one
    heap (bit 2) or two non-empty heaps (bit 4). A position is a sorted tuple of heaps."""
    digits = [int(d, 16) for d in code.split(".")[1]]

    def heap_options(n):
        for i, d in enumerate(digits, start=1):
            rest = n - i
            if rest < 0:
                break
            if d & 1 and rest == 0:
                yield ()
            if d & 2 and rest > 0:
                yield (rest,)
            if d & 4:
                for x in range(1, rest // 2 + 1):
                    yield (x, rest - x)

    @lru_cache(maxsize=None)
    def g(n):
        return mex(xor(g(h) for h in left) for left in heap_options(n))

    return g


def xor(values):
    total = 0
    for v in values:
        total ^= v
    return total


@pytest.mark.parametrize("code", ["0.77", "0.07", "0.6", "0.137", "0.51", "0.007", "0.4", "0.34"])
def test_octal_sequences(code):
    g = octal_rules(code)
    result = grundy.octal_sequence(code, 45)
    assert result.values.tolist() == [g(n) for n in range(46)], code


def test_sums_by_sprague_grundy():
    # A sum's value is the XOR of its components' values, each from the brute forces above.
    g_kayles = octal_rules("0.77")
    sub = Rules(lambda n: (n - x for x in (1, 3, 4) if x <= n))
    rng = random.Random(11)
    for _ in range(60):
        a, b = rng.randrange(10), rng.randrange(10)
        heaps = [rng.randrange(8) for _ in range(rng.randrange(1, 3))]
        n_bash, n_kayles, n_sub = rng.randrange(20), rng.randrange(20), rng.randrange(20)
        expr = (f"wythoff({a},{b}) + nim({','.join(map(str, heaps))}) + bash({n_bash},max=3)"
                f" + kayles({n_kayles}) + sub({n_sub},{{1,3,4}})")
        expected = (WYTHOFF.grundy((a, b)) ^ xor(heaps) ^ (n_bash % 4) ^ g_kayles(n_kayles)
                    ^ sub.grundy(n_sub))
        result = grundy.analyze(expr)
        assert result.grundy == expected, expr
        assert result.outcome == ("P" if expected == 0 else "N")
        # Every winning move leads to a sum of value 0: check the Wythoff and Nim ones.
        for move in result.winning_moves:
            if move["component"] == 0:
                rest = expected ^ WYTHOFF.grundy((a, b))
                assert WYTHOFF.grundy(tuple(move["to"])) == rest
            if move["component"] == 1:
                rest = expected ^ xor(heaps)
                after = heaps[:move["heap"]] + [move["to"]] + heaps[move["heap"] + 1:]
                assert xor(after) == rest


def test_misere_sums_by_search():
    # Misère play does not add up: the whole sum is searched here, and by grundy.
    def bash(n):
        return [n - t for t in range(1, min(n, 2) + 1)]

    def kayles_options(heaps):
        for i, h in enumerate(heaps):
            others = heaps[:i] + heaps[i + 1:]
            for take in (1, 2):
                rest = h - take
                if rest < 0:
                    continue
                for x in range(0, rest // 2 + 1):
                    left = tuple(sorted(others + tuple(p for p in (x, rest - x) if p)))
                    yield left

    def options(position):
        heaps, n = position
        for left in kayles_options(heaps):
            yield (left, n)
        for m in bash(n):
            yield (heaps, m)

    rules = Rules(options)
    for k in range(0, 9):
        for n in range(0, 7):
            result = grundy.analyze(f"kayles({k}) + bash({n}, max=2)", misere=True)
            assert result.outcome == rules.outcome(((k,) if k else (), n), misere=True), (k, n)
