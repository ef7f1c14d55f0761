"""A correct solution of hdu2177 (Wythoff's game): for each line 'a b' until '0 0', print 0
for a P-position, else 1 and the positions the winning moves leave, as the judge expects.
It uses exact integers (math.isqrt), so it is right at every size. Try it with
    grundy stress hdu2177 --solution "python3 sol.py"
"""
import sys
from math import isqrt


def lower(k):
    """floor(k * phi), exactly: (k + isqrt(5 k^2)) // 2."""
    return (k + isqrt(5 * k * k)) // 2


def partner(x):
    """The other coordinate of the P-position that holds x."""
    if x == 0:
        return 0
    j = (isqrt(5 * x * x) - x) // 2  # floor(x / phi)
    if lower(j + 1) == x:
        return x + j + 1  # x = lower(j + 1), paired with upper(j + 1)
    return j  # x = upper(x - j), paired with lower(x - j) = j


def answer(a, b):
    """The judge's lines for a <= b."""
    k = b - a
    if lower(k) == a:
        return ["0"]
    lines = ["1"]
    if lower(k) < a:
        lines.append(f"{lower(k)} {lower(k) + k}")
    one_heap = []
    if partner(b) < a:
        one_heap.append((partner(b), b))
    if a != b and partner(a) < b:
        one_heap.append(tuple(sorted((a, partner(a)))))
    lines += [f"{x} {y}" for x, y in sorted(one_heap)]
    return lines


def main():
    numbers = list(map(int, sys.stdin.read().split()))
    out = []
    for i in range(0, len(numbers) - 1, 2):
        a, b = numbers[i], numbers[i + 1]
        if a == 0 and b == 0:
            break
        out += answer(min(a, b), max(a, b))
    if out:
        print("\n".join(out))


main()
