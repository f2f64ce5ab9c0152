#!/usr/bin/env python3
"""Oracle for the narrow dtypes (float8/6/4, int4/2, uint4/2): ml_dtypes' conversions, bit for bit.

Writes test/fixtures/narrow.json, read by test/narrow.test.ts (which needs no Python):
  decode   every code of each format → its float32 bits (ml_dtypes' value; NaN as the float32 NaN
           ml_dtypes gives), and for the integers → the int32 value
  fromF32  float32 inputs (bits) → codes: every representable value, every midpoint between
           neighbours (the round-to-nearest-even ties) and its float32 neighbours on both sides,
           the overflow boundary, ±0, ±inf, NaN and random values across the range
  fromF64  float64 inputs (bits as hex) → codes: the same ties nudged by less than a float32 ulp
           (a float64 → float32 → narrow path would double-round them) and random values
  fromI64  integer inputs → codes (integers wrap to a narrow integer's low bits)
Run: python3 scripts/narrow_oracle.py   (pip install ml_dtypes; version recorded in the output).
"""
import json
import pathlib

import ml_dtypes
import numpy as np

from registry import narrow_floats, narrow_ints, sub_byte_float_bits

# The formats come from the registry (src/registry/registry.js).
FLOATS = narrow_floats()
INTS = narrow_ints()
BITS = sub_byte_float_bits()
rng = np.random.default_rng(13)


def codes_of(values, dtype):
    """The codes ml_dtypes stores for `values` (one byte per element in its arrays)."""
    return values.astype(dtype).view(np.uint8).astype(int).tolist()


def f32_bits(values):
    return np.asarray(values, dtype=np.float32).view(np.uint32).astype(int).tolist()


def float_cases(name):
    dtype = getattr(ml_dtypes, name)
    count = 1 << BITS.get(name, 8)
    codes = np.arange(count, dtype=np.uint8)
    decoded = codes.view(dtype).astype(np.float32)
    finite = np.unique(decoded[np.isfinite(decoded)].astype(np.float64))
    # Ties: midpoints of neighbours (exact in float64 and, for these formats, in float32), their
    # float32 neighbours, and the midpoint past the largest value (where overflow starts).
    top = finite[-1]
    gap = finite[-1] - finite[-2]
    mids = np.concatenate([(finite[:-1] + finite[1:]) / 2, [top + gap / 2, top + gap, top * 4]])
    mids32 = mids.astype(np.float32)
    near = np.concatenate([np.nextafter(mids32, np.float32(np.inf)), np.nextafter(mids32, np.float32(-np.inf))])
    special = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -np.nan, 1e-30, -1e-30, 1e30, 3e38, 1e-45], dtype=np.float32)
    lo, hi = np.log2(finite[finite > 0][0]) - 3, np.log2(top) + 2
    random = (2.0 ** rng.uniform(lo, hi, 400) * rng.choice([-1, 1], 400)).astype(np.float32)
    inputs32 = np.concatenate([decoded, mids32, -mids32, near, -near, special, random]).astype(np.float32)
    # float64: ties nudged by a tiny relative amount both ways, and random doubles.
    nudge = np.concatenate([mids * (1 + 2.0 ** -40), mids * (1 - 2.0 ** -40), mids])
    random64 = 2.0 ** rng.uniform(lo, hi, 200) * rng.choice([-1, 1], 200)
    inputs64 = np.concatenate([nudge, -nudge, random64, [np.nan, np.inf, -np.inf, -0.0, 1e300, 1e-300]])
    ints = np.array([0, 1, -1, 2, 3, 5, 7, 17, -9, 100, 255, 448, 449, 1000, 65535, 2**24 + 1, 2**40 + 3, -(2**62), 2**62 + 2**40], dtype=np.int64)
    return {
        'codes': count,
        'decode': f32_bits(decoded),
        'fromF32': {'input': f32_bits(inputs32), 'codes': codes_of(inputs32, dtype)},
        'fromF64': {
            'input': [format(bits, '016x') for bits in np.asarray(inputs64, dtype=np.float64).view(np.uint64).tolist()],
            'codes': codes_of(inputs64.astype(np.float64), dtype),
        },
        'fromI64': {'input': [str(v) for v in ints.tolist()], 'codes': codes_of(ints, dtype)},
    }


def int_cases(name):
    dtype = getattr(ml_dtypes, name)
    bits = INTS[name]
    codes = np.arange(1 << bits, dtype=np.uint8)
    ints = np.array([0, 1, -1, 2, -2, 3, 7, -8, 8, 15, 16, 17, -9, 100, 255, 256, -(2**31), 2**31 - 1, 2**40 + 3, -(2**62) - 1], dtype=np.int64)
    return {
        'codes': 1 << bits,
        'decode': codes.view(dtype).astype(np.int32).tolist(),
        'fromI64': {'input': [str(v) for v in ints.tolist()], 'codes': [c & ((1 << bits) - 1) for c in codes_of(ints, dtype)]},
    }


def main():
    out = {
        'generator': 'scripts/narrow_oracle.py',
        'ml_dtypes': ml_dtypes.__version__,
        'numpy': np.__version__,
        'formats': {name: float_cases(name) for name in FLOATS} | {name: int_cases(name) for name in INTS},
    }
    path = pathlib.Path(__file__).resolve().parent.parent / 'test' / 'fixtures' / 'narrow.json'
    path.write_text(json.dumps(out, separators=(',', ':')) + '\n')
    total = 0
    for name, cases in out['formats'].items():
        count = cases['codes'] + sum(len(cases[key]['codes']) for key in ('fromF32', 'fromF64', 'fromI64') if key in cases)
        total += count
        print(f'{name}: {count} cases')
    print(f'wrote {path} ({total} cases)')


if __name__ == '__main__':
    main()
