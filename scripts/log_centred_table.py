#!/usr/bin/env python3
"""The tables of asm/elementary.ts's float32 logarithms (logCentred64x2 and its float32-bit form): 128
bins of z in [0.69921875 - 2^-9, 1.390625 + 2^-8), each around its centre c, the float32 with bits
0x3f330000 + (j << 16), j = 0..127 (c has 7 mantissa bits: z - c is exact in float32 and float64, and
c = 1 is the centre of bin 77, so log c and log1p(r) never cancel near 1); with --bins 1024 the
arcsinh/arccosh blocks' LOG1024_TABLE: 1024 bins, centres 0x3f330000 + (j << 13) (10 mantissa bits, c = 1
the centre of bin 616). Prints the memory.data rows: 1/c and log c rounded to float64 (mpmath), per bin.
  python3 scripts/log_centred_table.py [--bins 1024]
"""
import struct
import sys

import mpmath

mpmath.mp.prec = 200
BASE = 0x3F330000


def f32(bits):
    return struct.unpack('<f', struct.pack('<I', bits))[0]


BINS = int(sys.argv[sys.argv.index('--bins') + 1]) if '--bins' in sys.argv else 128
SHIFT = {128: 16, 1024: 13}[BINS]
rows = []
for j in range(BINS):
    c = mpmath.mpf(f32(BASE + (j << SHIFT)))
    rows.append((float(1 / c), float(mpmath.log(c))))
print(',\n'.join('    ' + ', '.join(repr(value) for value in row) for row in rows))
