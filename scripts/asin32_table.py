#!/usr/bin/env python3
"""The table of asm/elementary.ts's float32 arcsin and arccos (asinCentred64x2): for the 128 bins
c = j/128, j = 0..127 (only j <= 91 are reached: the argument is at most sqrt(1/2); the rest keep any
index in bounds), the pair asin c and sqrt(1 - c^2), each rounded to float64 (mpmath). Prints the
memory.data rows.
  python3 scripts/asin32_table.py
"""
import mpmath

mpmath.mp.prec = 200

rows = []
for j in range(128):
    c = mpmath.mpf(j) / 128
    rows.append((float(mpmath.asin(c)), float(mpmath.sqrt(1 - c * c))))
print(',\n'.join('    ' + ', '.join(repr(value) for value in row) for row in rows))
