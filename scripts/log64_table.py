#!/usr/bin/env python3
"""The table of the previous float32 logarithms' division-free float64 log (logTable64x2, now in
asm/elementary32-previous.ts, the reference of the exhaustive check; the kernels use
scripts/log_centred_table.py's): for each of 128 bins
of z in [0.6875, 1.375) (z's bits minus 0x3fe6000000000000, their top 7 mantissa bits), c the
bin's centre (rounded to 20 bits, so z - c is exact), 1/c and log c rounded to float64 (mpmath);
the two bins beside 1 have c = 1 exactly. Prints the memory.data rows: c, 1/c, log c, 0 per bin.
  python3 scripts/log64_table.py
"""
import struct

import mpmath

mpmath.mp.prec = 200
OFF = 0x3FE6000000000000


def f64(bits):
    return struct.unpack('<d', struct.pack('<Q', bits))[0]


rows = []
for i in range(128):
    # bin i: tmp = ix - OFF has mantissa top bits i; z = OFF-relative value
    low_bits = OFF + (i << 45)
    high_bits = OFF + ((i + 1) << 45)
    # z's exponent: bits of tmp above the mantissa are removed, so z = asdouble(OFF + (tmp & mantissa))
    low = mpmath.mpf(f64(low_bits))
    high = mpmath.mpf(f64(high_bits)) if i < 127 else mpmath.mpf(f64(OFF)) * 2
    if low <= 1 <= high:  # the two bins beside 1: c = 1, no cancellation of log c and log1p(r)
        c = mpmath.mpf(1)
    else:
        centre = (low + high) / 2
        c = mpmath.mpf(round(float(centre) * 2**20)) / 2**20
    rows.append((float(c), float(1 / c), float(mpmath.log(c)), 0.0))
print(',\n'.join('    ' + ', '.join(repr(value) for value in row) for row in rows))
