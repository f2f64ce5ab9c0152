#!/usr/bin/env python3
"""The rows of asm/elementary.ts's float32 arcsin and arccos (ASIN32_ROWS, ACOS32_ROWS).

With a = |x| and s = min(a^2, 1 - a^2) = p^2 (p = min(a, w), w = sqrt(1 - a^2)), the kernel reads the
row of s's bin: 16 bins a binade of s from 2^-14 to 1/2 (13 binades and s = 1/2 itself, rows 0..208;
p's bins are 2^(1/32) wide), then the zero bin (row 209: s below 2^-14, and NaN or |x| > 1). Each bin's
centre is c = sin(theta), theta the middle of its angles asin(sqrt(s)), C = cos(theta) (c = 0, C = 1 in
the zero bin). A row is (B, X, Y, 0) with the result B + asin(a X - w Y), each rounded to float64 from
200-bit values (mpmath):
  asin, a^2 <= 1 - a^2 (p = a):        B = asin c,       X = C,  Y = c
  asin, swapped (p = w):               B = pi/2 - asin c, X = c,  Y = C
  acos, x >= 0:                        B = pi/2 - asin c, X = -C, Y = -c;  swapped: asin c, -c, -C
  acos, x < 0 (pi - acos|x|):          B = pi/2 + asin c, X = C,  Y = c;   swapped: pi - asin c, c, C
ASIN32_ROWS holds the two asin sets (210 rows each), ACOS32_ROWS the four acos sets in that order.
  python3 scripts/asin32_table.py     (prints both memory.data bodies)
"""
import mpmath

mpmath.mp.prec = 200
PI = mpmath.pi
PER_BINADE = 16
LOWEST = -14
BINS = 13 * PER_BINADE + 1  # then the zero bin


def angles():
    """theta for each bin: the middle of the bin's angles; 0 for the zero bin."""
    out = []
    for k in range(BINS):
        exponent, step = LOWEST + k // PER_BINADE, k % PER_BINADE
        low = mpmath.mpf(2) ** exponent * (1 + mpmath.mpf(step) / PER_BINADE)
        high = mpmath.mpf(2) ** exponent * (1 + mpmath.mpf(step + 1) / PER_BINADE)
        out.append((mpmath.asin(mpmath.sqrt(low)) + mpmath.asin(mpmath.sqrt(high))) / 2)
    out.append(mpmath.mpf(0))
    return out


def rows(cosine, negative, swapped):
    out = []
    for theta in angles():
        c, C = mpmath.sin(theta), mpmath.cos(theta)
        if not cosine:
            row = (PI / 2 - theta, c, C) if swapped else (theta, C, c)
        elif not negative:
            row = (theta, -c, -C) if swapped else (PI / 2 - theta, -C, -c)
        else:
            row = (PI - theta, c, C) if swapped else (PI / 2 + theta, C, c)
        out.append([float(value) for value in row] + [0.0])
    return out


def body(sets):
    return ',\n'.join('    ' + ', '.join(repr(value) for value in row) for rows_ in sets for row in rows_)


print('// ASIN32_ROWS')
print(body([rows(False, False, False), rows(False, False, True)]))
print('// ACOS32_ROWS')
print(body([rows(True, False, False), rows(True, False, True), rows(True, True, False), rows(True, True, True)]))
