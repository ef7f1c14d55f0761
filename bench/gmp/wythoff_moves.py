"""The gmpy2 baseline of bench/gmp/run.sh: a Wythoff position read from two decimal files,
decided, and every winning move printed, with GMP (gmpy2) doing the arithmetic.

Usage: python3 wythoff_moves.py A_PATH B_PATH
Prints "P", or "N" and one line "x y" per winning move (the heaps the move leaves, a <= b).
The same algorithm as grundy's: k = b - a, a_k = (k + isqrt(5k^2)) // 2, and the partner of a
heap x from s, r = isqrt_rem(5x^2): j = (s - x) // 2 = floor(x / phi); x is a lower Wythoff
number (x = a_{j+1}, partner x + j + 1) iff s - x is odd or r + 10x > 6s + 4, else x = b_{x-j}
and its partner is j.
"""

import sys

import gmpy2
from gmpy2 import isqrt, isqrt_rem, mpz


def read(path):
    with open(path, "r", encoding="ascii") as file:
        return mpz(file.read().strip())


def partner(x):
    if x == 0:
        return x
    s, r = isqrt_rem(5 * x * x)
    j = (s - x) // 2
    if (s - x) % 2 == 1 or r + 10 * x > 6 * s + 4:
        return x + j + 1
    return j


def main():
    a, b = read(sys.argv[1]), read(sys.argv[2])
    a, b = min(a, b), max(a, b)
    k = b - a
    ak = (k + isqrt(5 * k * k)) // 2
    out = sys.stdout
    if ak == a:
        out.write("P\n")
        return
    out.write("N\n")
    if ak < a:
        out.write(f"{gmpy2.digits(ak)} {gmpy2.digits(ak + k)}\n")
    moves = []
    to_b = partner(a)
    if to_b < b:
        moves.append((a, to_b))
    to_a = partner(b)
    if to_a < a:
        moves.append((to_a, b))
    for x, y in sorted(moves):
        out.write(f"{gmpy2.digits(min(x, y))} {gmpy2.digits(max(x, y))}\n")


main()
