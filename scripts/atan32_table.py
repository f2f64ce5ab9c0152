#!/usr/bin/env python3
"""The table of asm/elementary.ts's float32 arctangent core (ATAN32_TABLE): pairs (c_j, atan c_j) as
float64, j = 0 … ATAN32_LAST. c_0 = 0 (ratios below 2^-12); c_j for j >= 1 is the float32 in the
middle of the j-th bin of 1/16 binade from 2^-12 up: bits ((j - 1 + (115 << 4)) << 19) | (1 << 18),
so that a ratio r in bin j has |t| = |r - c|/(1 + r·c) <= 2^-6. atan c_j by mpmath at 120 bits,
rounded once to float64.
  python3 scripts/atan32_table.py   (prints the AssemblyScript array body)"""
import struct

import mpmath

mpmath.mp.prec = 120
BASE = (127 - 12) << 4
LAST = ((127 + 64) << 4) - BASE + 1  # the bin of 2^64: ratios above use it (|t| < 2^-64)


def f32(bits):
    return struct.unpack('<f', struct.pack('<I', bits))[0]


values = [0.0, 0.0]
for j in range(1, LAST + 1):
    c = f32(((j - 1 + BASE) << 19) | (1 << 18))
    values += [c, float(mpmath.atan(mpmath.mpf(c)))]
print(f'// ATAN32_LAST = {LAST}')
line = '   '
for value in values:
    text = f' {value!r},'
    if len(line) + len(text) > 118:
        print(line)
        line = '   '
    line += text
print(line)
