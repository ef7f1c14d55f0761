/* Take a square, g(0..N) by the definition: the baseline in C for the pattern lab's script
 * (examples/patterns/take-a-square.rhai). Usage: cc -O2 take_a_square.c && ./a.out [N] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    long to = argc > 1 ? atol(argv[1]) : 20000;
    unsigned *values = calloc(to + 1, sizeof *values);
    unsigned char seen[1024];
    unsigned long long sum = 0;
    for (long n = 0; n <= to; n++) {
        memset(seen, 0, sizeof seen);
        for (long k = 1; k * k <= n; k++) {
            unsigned v = values[n - k * k];
            if (v < sizeof seen) seen[v] = 1;
        }
        unsigned g = 0;
        while (seen[g]) g++;
        values[n] = g;
        sum += g;
    }
    printf("%llu\n", sum);
    free(values);
    return 0;
}
