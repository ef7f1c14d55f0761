#!/usr/bin/env python3
"""Checks a grundy certificate of periodicity from the game's rules alone, independently of
grundy's own code: recompute g(0..=values-through) by plain mex, compare, and check the matches
g(n + p) = g(n) for n0 <= n < B that the periodicity theorem needs (docs/THEORY.md section 8.2).

It reads the grammar documented in grundy's `certificate` module and checks in the same order,
so on every file it gives the verdict and exit status `grundy verify` gives:

Usage: python3 tools/check_certificate.py FILE
    exit 0 if the claim holds, 1 if it does not (the first failure on stdout), 2 if the file
    cannot be read or the check is beyond the limits (the reason on stderr), 3 if the values
    agree with the claim but are too few for the theorem (what it needs on stdout)
"""
import os
import re
import sys
import unicodedata

NAMES = {"kayles": "0.77", "dawsons": "0.07", "officers": "0.6", "treblecross": "0.007"}
FILE_LIMIT = 64 << 20  # bytes, as grundy verify
WORK_LIMIT = 1 << 32  # options looked at, counted as in check_work below
PLAIN_LIMIT, THREE_HEAP_LIMIT, SUBTRACTION_LIMIT = 50_000, 4_096, 100_000_000
DIGITS = re.compile(r"[0-9]+\Z")
HEX = "0123456789abcdefABCDEF"


class Unreadable(Exception):
    """The file is not a certificate, or the check is beyond a limit (exit status 2)."""


def fail(line, what):
    place = f"certificate line {line}" if line else "certificate"
    raise Unreadable(f"{place}: {what}")


def number(line, text, below=2**64, what="a number (decimal digits below 2^64)"):
    if not DIGITS.match(text) or int(text) >= below:
        fail(line, f"expected {what}, not '{text[:40]}'")
    return int(text)


def read_lines(data):
    """The lines that count (trimmed of spaces and tabs; no blank lines, no comments)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise Unreadable(f"the certificate is not UTF-8 text ({error.reason} at byte "
                         f"{error.start})") from None
    lines = []
    for index, line in enumerate(text.split("\n"), start=1):
        line = line[:-1] if line.endswith("\r") else line
        bad = next((c for c in line if unicodedata.category(c) == "Cc" and c != "\t"), None)
        line = line.strip(" \t")
        if bad is None and line and not line.startswith("#"):
            bad = next((c for c in line if not c.isascii()), None)
        if bad is not None:
            fail(index, f"character {bad!r} is not allowed: a certificate is ASCII text "
                 "(printable characters, spaces, tabs, line ends; other characters only in "
                 "comments)")
        if line and not line.startswith("#"):
            lines.append((index, line))
    return lines


def octal_moves(line, rule):
    """[(take, digit)] of an octal or hexadecimal code, read as grundy reads it."""
    code = NAMES.get(rule.lower(), rule)
    if code[:2] in ("0x", "0X"):
        code = code[2:]
    whole, dot, fraction = code.partition(".")
    if not dot:
        fail(line, f"invalid octal game '{rule}': no '.'")
    if len(whole) > 1 or any(c not in HEX for c in whole + fraction):
        fail(line, f"invalid octal game '{rule}': expected d0.d1d2... in hexadecimal digits")
    digits = [int(c, 16) for c in (whole or "0") + fraction]
    if digits[0] & 3:
        fail(line, f"invalid octal game '{rule}': d0 may only split a heap (0, 4, 8 or c); "
             "removing nothing and leaving the heap is not a move")
    while len(digits) > 1 and digits[-1] == 0:
        digits.pop()
    if not any(digits):
        fail(line, f"invalid octal game '{rule}': every digit is 0, so no move exists")
    return [(i, d) for i, d in enumerate(digits) if d]


def subtraction_moves(line, rule):
    """[(s, 3)]: take s, leaving one heap or none."""
    inner = rule[1:-1] if rule.startswith("{") and rule.endswith("}") and len(rule) > 1 else rule
    if not inner.strip(" \t"):
        fail(line, "the subtraction set is empty")
    elements = set()
    for part in inner.split(","):
        element = number(line, part.strip(" \t"))
        if element == 0:
            fail(line, "the subtraction set contains 0: every element must be positive")
        elements.add(element)
    return [(s, 3) for s in sorted(elements)]


def read(data):
    """(game, moves, "octal" or "subtraction", t, k, n0, p, values), or Unreadable."""
    lines = iter(read_lines(data))

    def field(key):
        entry = next(lines, None)
        if entry is None:
            fail(0, f"it ends before '{key}'")
        line, text = entry
        rest = text[len(key):] if text.startswith(key) else None
        if rest is None or (rest and rest[0] not in " \t"):
            fail(line, f"expected '{key} ...'")
        return line, rest.strip(" \t")

    first = next(lines, None)
    if first is None:
        fail(1, "the file is empty")
    if first[1] != "grundy certificate 1":
        fail(first[0], "expected 'grundy certificate 1'")
    line, game = field("game")
    split = re.match(r"([^ \t]*)[ \t]+(.*)\Z", game)
    if not split or split[1] not in ("octal", "subtraction"):
        fail(line, "expected 'game octal CODE' or 'game subtraction S1,S2,...'")
    kind, rule = split[1], split[2].strip(" \t")
    moves = octal_moves(line, rule) if kind == "octal" else subtraction_moves(line, rule)
    t, k = (number(*field(key)) for key in ("removes-at-most", "leaves-at-most"))
    n0, p, through = (number(*field(key)) for key in ("preperiod", "period", "values-through"))
    entry = next(lines, None)
    if entry is None:
        fail(0, "it ends before 'values'")
    if entry[1] != "values":
        fail(entry[0], "expected 'values'")
    values = []
    for line, text in lines:
        for word in re.split(r"[ \t]+", text):
            if word:
                values.append(number(line, word, 2**32, "a value (decimal digits below 2^32)"))
    shape = (max(take for take, _ in moves),
             max(3 if d & 8 else 2 if d & 4 else 1 for _, d in moves))
    if (t, k) != shape:
        fail(0, f"removes-at-most {t} and leaves-at-most {k} are not the game's {shape}")
    if p == 0:
        fail(0, "expected a period of at least 1")
    if len(values) != through + 1:
        fail(0, f"values-through is {through}, so g(0) to g({through}) are expected; there are "
             f"{len(values)} values")
    return f"{kind} {rule}", moves, kind, t, k, n0, p, values


def check_work(moves, kind, through):
    """The work of recomputing g(0..=through), counted exactly as grundy's check_work."""
    work = through + 1
    for take, digit in moves:
        r = through - take
        if r < 0:
            continue
        if kind == "subtraction":
            work += r + 1
            continue
        work += (digit & 1) + (r if digit & 2 and take > 0 else 0)
        work += (r // 2) * ((r + 1) // 2) if digit & 4 else 0
        work += r * (r + 1) * (2 * r + 1) // 6 if digit & 8 else 0
    return work


def recompute_numpy(np, moves, through):
    """recompute() for moves that leave at most two heaps, with NumPy: the pairs
    (a, rest - a), 1 <= a <= rest/2, of a split are one XOR of g[1..rest/2] with g[rest-1..]
    reversed."""
    g = np.zeros(through + 1, dtype=np.int64)
    bound = 1
    for n in range(through + 1):
        # Every option's value is below the least power of two above the values so far.
        seen = np.zeros(2 * bound + 2, dtype=bool)
        for take, digit in moves:
            rest = n - take
            if rest < 0:
                continue
            if digit & 1 and rest == 0:
                seen[0] = True
            if digit & 2 and rest > 0:
                seen[g[rest]] = True
            if digit & 4 and rest >= 2:
                half = rest // 2
                seen[g[1:half + 1] ^ g[rest - 1:rest - half - 1:-1]] = True
        g[n] = int(np.argmin(seen))
        while g[n] >= bound:
            bound *= 2
    return [int(v) for v in g]


def recompute(moves, through):
    """g(0..=through) by plain mex over every option of the rules (with NumPy, when it is
    installed and no move leaves three heaps)."""
    if not any(digit & 8 for _, digit in moves):
        try:
            import numpy
        except ImportError:
            numpy = None
        if numpy is not None:
            return recompute_numpy(numpy, moves, through)
    g = []
    for n in range(through + 1):
        seen = set()
        for take, digit in moves:
            rest = n - take
            if rest < 0:
                continue
            if digit & 1 and rest == 0:
                seen.add(0)
            if digit & 2 and rest > 0:
                seen.add(g[rest])
            if digit & 4:
                seen.update(g[a] ^ g[rest - a] for a in range(1, rest // 2 + 1))
            if digit & 8:
                for a in range(1, rest // 3 + 1):
                    for b in range(a, (rest - a) // 2 + 1):
                        seen.add(g[a] ^ g[b] ^ g[rest - a - b])
        value = 0
        while value in seen:
            value += 1
        g.append(value)
    return g


REFUTED, INCOMPLETE = 1, 3


def check(data):
    """None when the claim holds (after printing it), else (exit status, reason): REFUTED when
    a value or a match is wrong, INCOMPLETE when the values agree but are too few."""
    game, moves, kind, t, k, n0, p, values = read(data)
    bound = max(k * max(n0, 1) + (k - 1) * p + t, t + 1)
    through = bound + p - 1
    last = len(values) - 1
    hexadecimal = any(d & 8 for _, d in moves)
    name, limit = (("subtraction_heap", SUBTRACTION_LIMIT) if kind == "subtraction" else
                   ("octal_plain_heap", THREE_HEAP_LIMIT if hexadecimal else PLAIN_LIMIT))
    if last > limit:
        raise Unreadable(f"the certificate's values go to g({last}); its values are "
                         f"recomputed up to g({limit}) ({name})")
    work = check_work(moves, kind, last)
    if work > WORK_LIMIT:
        raise Unreadable(f"recomputing the certificate's {len(values)} values looks at about "
                         f"{work} options, more than the {WORK_LIMIT} one check may "
                         "(certificate_work)")
    g = recompute(moves, last)
    for n, (mine, theirs) in enumerate(zip(g, values)):
        if mine != theirs:
            return REFUTED, f"g({n}) is {mine} by the rules, not {theirs} as the certificate says"
    # Every match the values allow, spare ones too.
    for n in range(n0, len(values) - p):
        if g[n + p] != g[n]:
            return REFUTED, (f"g({n}) = {g[n]} but g({n + p}) = {g[n + p]}: period {p} does not "
                             f"hold from {n0}")
    if through >= 2**64 or bound >= 2**64:
        return INCOMPLETE, (f"the theorem needs g(0) to g(2^64 or more) for preperiod {n0} and "
                            f"period {p}; the certificate has {len(values)} values, which agree "
                            "with the claim as far as they go")
    if len(values) <= through:
        return INCOMPLETE, (f"the theorem needs g(0) to g({through}) for preperiod {n0} and "
                            f"period {p}; the certificate has {len(values)} values, which agree "
                            "with the claim as far as they go")
    print(f"Verified: g(n + {p}) = g(n) for every n >= {n0} (game {game}; "
          f"{len(values)} values recomputed, matches checked for {n0} <= n < {bound})")
    return None


def load(path):
    """The file's bytes, at most FILE_LIMIT; a FIFO without a writer does not block."""
    descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    os.set_blocking(descriptor, True)
    with os.fdopen(descriptor, "rb") as file:
        data = file.read(FILE_LIMIT + 1)
    if len(data) > FILE_LIMIT:
        raise Unreadable(f"certificate '{path}' is larger than 64 MiB, the most a certificate "
                         "may be")
    return data


def main(argv):
    if len(argv) != 2:
        print("usage: python3 tools/check_certificate.py FILE", file=sys.stderr)
        return 2
    try:
        failure = check(load(argv[1]))
    except (OSError, Unreadable) as error:
        reason = str(error) or type(error).__name__
        print(f"check_certificate: cannot check the certificate: {reason}", file=sys.stderr)
        return 2
    if failure:
        status, reason = failure
        if status == INCOMPLETE:
            print(f"Incomplete (not refuted): {reason}.")
        else:
            print(f"Not verified: {reason}.")
        return status
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
