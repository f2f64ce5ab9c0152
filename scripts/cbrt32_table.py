#!/usr/bin/env python3
"""The table of asm/elementary.ts's float32 cube root (CBRT32_TABLE): pairs (1/c, cbrt c) as float64
for c = 2^e·(1 + (j + 1/2)/32), e = 0, 1, 2, j = 0 … 31 (index 32e + j), by mpmath at 120 bits,
rounded once to float64.
  python3 scripts/cbrt32_table.py   (prints the AssemblyScript array body)"""
import mpmath

mpmath.mp.prec = 120
values = []
for e in range(3):
    for j in range(32):
        c = mpmath.mpf(2) ** e * (1 + (mpmath.mpf(j) + 0.5) / 32)
        values += [float(1 / c), float(mpmath.cbrt(c))]
line = '   '
for value in values:
    text = f' {value!r},'
    if len(line) + len(text) > 118:
        print(line)
        line = '   '
    line += text
print(line)
