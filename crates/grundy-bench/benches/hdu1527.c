/* The C baseline of the judge_hdu1527 bench: the usual judge solution (scanf, printf per line)
 * with the exact integer Wythoff test instead of the double formula, which is first wrong at
 * k = 102,334,155. With a <= b and k = b - a, (a, b) is a P-position iff
 * a*a <= k*b and k*b - a*a + k <= 2a (docs/THEORY.md § 5.4), computed in unsigned __int128. */
#include <stdio.h>

int main(void) {
    long long x, y;
    while (scanf("%lld %lld", &x, &y) == 2) {
        unsigned long long a = (unsigned long long)x, b = (unsigned long long)y;
        if (a > b) {
            unsigned long long t = a;
            a = b;
            b = t;
        }
        unsigned __int128 k = b - a;
        unsigned __int128 kb = k * b;
        unsigned __int128 a2 = (unsigned __int128)a * a;
        int is_p = kb >= a2 && kb - a2 + k <= 2 * (unsigned __int128)a;
        printf("%d\n", is_p ? 0 : 1);
    }
    return 0;
}
