#!/usr/bin/env python3
"""Which float32 result is correctly rounded where scripts/elementary32-exhaustive.mjs found the
checked form and the float64 path it replaces to differ: mpmath at 200 bits decides, lane by lane.
  node scripts/elementary32-exhaustive.mjs --only sinh --differences /tmp/d.json
  python3 scripts/elementary32_differences.py /tmp/d.json
"""
import json
import struct
import sys

import mpmath
import numpy as np

mpmath.mp.prec = 200
FUNCTIONS = {
    'expm1': mpmath.expm1,
    'log1p': mpmath.log1p,
    'tan': mpmath.tan,
    'sinh': mpmath.sinh,
    'cbrt': lambda x: mpmath.cbrt(x) if x >= 0 else -mpmath.cbrt(-x),
    'arcsinh': mpmath.asinh,
    'arccosh': mpmath.acosh,
    'log': mpmath.log,
    'log2': lambda x: mpmath.log(x, 2),
    'log10': mpmath.log10,
    'exp2': lambda x: mpmath.power(2, x),
    'arctan': mpmath.atan,
    'arcsin': mpmath.asin,
    'arccos': mpmath.acos,
    'sinc': lambda x: mpmath.sinc(mpmath.pi * x) if x != 0 else mpmath.mpf(1),
    'tanh': mpmath.tanh,
    'arctanh': mpmath.atanh,
}


def f32(bits):
    return struct.unpack('<f', struct.pack('<I', bits))[0]


FLOAT32_MAX = float(np.finfo(np.float32).max)
OVERFLOW = mpmath.mpf(2) ** 128 - mpmath.mpf(2) ** 103  # from here float32 rounds to inf


def correctly_rounded(value):
    """The float32 nearest the exact value (ties to even), through a 200-bit correction of float64."""
    if abs(value) >= OVERFLOW:
        return np.float32(np.inf if value > 0 else -np.inf)
    near = np.float32(min(max(float(value), -FLOAT32_MAX), FLOAT32_MAX))
    candidates = [np.nextafter(near, np.float32(-np.inf)), near, np.nextafter(near, np.float32(np.inf))]
    return min(candidates, key=lambda c: (abs(mpmath.mpf(float(c)) - value), int(np.float32(c).view(np.uint32)) & 1))


failed = False
for name, rows in json.load(open(sys.argv[1])).items():
    fast_right = slow_right = neither = 0
    for pattern, fast, slow in rows:
        exact = correctly_rounded(FUNCTIONS[name](mpmath.mpf(f32(pattern))))
        bits = int(np.float32(exact).view(np.uint32))
        if bits == fast:
            fast_right += 1
        elif bits == slow:
            slow_right += 1
        else:
            neither += 1
    print(f'{name}: {len(rows)} differing inputs: the checked form correctly rounded at {fast_right}, '
          f'the float64 path at {slow_right}, neither at {neither}')
    failed = failed or slow_right > 0 or neither > 0
sys.exit(1 if failed else 0)
