# The textbook solution of hdu1527 (Wythoff's game: 1 if the first player wins, else 0), with
# the golden ratio in floating point: first wrong at k = 102,334,155 (docs/THEORY.md § 5.6).
# grundy stress hdu1527 --solution "awk -f hdu1527.awk" finds the input that breaks it.
{
    a = $1; b = $2
    if (a > b) { t = a; a = b; b = t }
    k = b - a
    print (int(k * (1 + sqrt(5)) / 2) == a) ? 0 : 1
}
