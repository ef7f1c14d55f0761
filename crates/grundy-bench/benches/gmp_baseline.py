"""GMP baseline for benches/million_digits.rs: the Wythoff P-test on two decimal files.

Usage: python3 gmp_baseline.py A_PATH B_PATH EXPECTED   (EXPECTED is "P" or "N")
Prints "READY" once gmpy2 is imported (or "NO_GMPY2" and exits), then answers each stdin line
"RUN <iters>" with the total nanoseconds (time.perf_counter_ns) of <iters> complete tests:
read both files, parse with gmpy2.mpz, k = b - a, u = 3a - b, check 0 <= 5k^2 - u^2 <= 4u.
"""

import sys
import time

try:
    import gmpy2
except ImportError:
    print("NO_GMPY2", flush=True)
    sys.exit(0)


def read_heap(path):
    with open(path, "r", encoding="ascii") as file:
        return gmpy2.mpz(file.read())


def is_p_position(a_path, b_path):
    a, b = read_heap(a_path), read_heap(b_path)
    if a > b:
        a, b = b, a
    k = b - a
    u = 3 * a - b
    if u < 0:
        return False
    d = 5 * k * k - u * u
    return 0 <= d <= 4 * u


def main():
    a_path, b_path, expected = sys.argv[1], sys.argv[2], sys.argv[3] == "P"
    print("READY", flush=True)
    for line in sys.stdin:
        command, iters = line.split()
        assert command == "RUN", line
        start = time.perf_counter_ns()
        for _ in range(int(iters)):
            if is_p_position(a_path, b_path) != expected:
                print("WRONG", flush=True)
                return
        print(time.perf_counter_ns() - start, flush=True)


main()
