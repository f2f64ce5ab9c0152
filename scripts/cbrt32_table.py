#!/usr/bin/env python3
"""The tables of the previous float32 cbrt (asm/elementary32-previous.ts, the reference of
scripts/elementary32-exhaustive.mjs --previous; the kernel now has none): for j = 0, 1, 2 (the
exponent mod 3) and the 128 bins of the mantissa m in [1, 2), each around its centre
c = 1 + (b + 1/2)/128 (8 bits: m - c is exact in float32), row 128j + b. `--lanes` (CBRT32_LANES,
the float32 form): 1/c, the float32 hi of cbrt(2^j c), the rest lo, and cbrt(2^j c)/(3c), each
rounded to float32; else (CBRT32_TABLE, the float64 form): 1/c and cbrt(2^j c) rounded to float64. mpmath; prints the memory.data rows.
  python3 scripts/cbrt32_table.py [--lanes]
"""
import struct
import sys

import mpmath

mpmath.mp.prec = 200


def f32(value):
    return struct.unpack('<f', struct.pack('<f', float(value)))[0]


lanes = '--lanes' in sys.argv
rows = []
for j in range(3):
    for b in range(128):
        c = 1 + (mpmath.mpf(b) + mpmath.mpf(1) / 2) / 128
        root = mpmath.cbrt(2**j * c)
        if lanes:
            hi = f32(root)
            rows.append((f32(1 / c), hi, f32(root - hi), f32(root / (3 * c))))
        else:
            rows.append((float(1 / c), float(root)))
print(',\n'.join('    ' + ', '.join(repr(value) for value in row) for row in rows))
