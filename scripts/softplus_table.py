#!/usr/bin/env python3
"""The table of asm/elementary.ts's float32 logaddexp and logaddexp2 (softplusShare64x2): the share
log1p(e^-d) of the larger operand, d = larger - smaller >= 0, in 257 bins of width 1/8 centred at
j/8 (j = 0..256), each a degree-7 polynomial in r = d - j/8 (|r| <= 1/16; bin 0 only r >= 0) fitted
by Chebyshev interpolation (mpmath.chebyfit) and rounded to float64. Bin 256 is all zeros: d is
clamped to 32 and beyond 31.9375 the share (below e^-31.9 = 2^-46) is taken as 0 (the kernel's
rounding argument: see asm/elementary.ts). Prints the memory.data rows (a0..a7 per bin), or with
--check the largest error of the float64 Horner evaluation (as the kernel does it, no fma) against
mpmath over 129 points a bin, in units of 2^-52.
  python3 scripts/softplus_table.py [--check]
"""
import sys

import mpmath

mpmath.mp.prec = 160
BINS = 256
WIDTH = mpmath.mpf(1) / 8
DEGREE = 7


def share(d):
    return mpmath.log1p(mpmath.exp(-d))


def coefficients(j):
    if j == BINS:
        return [0.0] * (DEGREE + 1)
    centre = j * WIDTH
    low = mpmath.mpf(0) if j == 0 else -WIDTH / 2
    poly = mpmath.chebyfit(lambda r: share(centre + r), [low, WIDTH / 2], DEGREE + 1)
    return [float(value) for value in reversed(poly)]


def horner(table, r):
    p = table[DEGREE]
    for a in reversed(table[:DEGREE]):
        p = p * r + a
    return p


rows = [coefficients(j) for j in range(BINS + 1)]
if '--check' in sys.argv:
    worst, where = 0.0, None
    for j, row in enumerate(rows[:BINS]):
        for k in range(-64, 65):
            r = float(WIDTH / 2 * k / 64)
            if j == 0 and r < 0:
                continue
            error = abs(mpmath.mpf(horner(row, r)) - share(j * WIDTH + mpmath.mpf(r)))
            if error > worst:
                worst, where = float(error), (j, r)
    print(f'largest error {worst / 2**-52:.4f} units of 2^-52 (2^{float(mpmath.log(worst, 2)):.2f}) in bin {where[0]} at r = {where[1]}')
    tail = float(share(mpmath.mpf(BINS - 0.5) * WIDTH))
    print(f'share dropped beyond d = {float((BINS - 0.5) * WIDTH)}: below {tail:.3e} (2^{float(mpmath.log(tail, 2)):.2f})')
else:
    print(',\n'.join('    ' + ', '.join(repr(value) for value in row) for row in rows))
