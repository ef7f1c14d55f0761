"""Take a square, g(0..N) by the definition: the baseline in Python for the pattern lab's
script (examples/patterns/take-a-square.rhai). Usage: python3 take_a_square.py [N]"""
import sys


def moves(n):
    options = []
    k = 1
    while k * k <= n:
        options.append(n - k * k)
        k += 1
    return options


def main():
    to = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    values = []
    for n in range(to + 1):
        seen = {values[o] for o in moves(n)}
        g = 0
        while g in seen:
            g += 1
        values.append(g)
    print(sum(values))


main()
