#!/usr/bin/env python3
"""Oracle for arithmetic on the narrow dtypes: ml_dtypes' own ufuncs, bit for bit.

Writes test/fixtures/narrow-arith.json, read by test/narrow-blocked.test.ts (no Python needed there):
for each narrow dtype, two arrays of 1001 random codes (every code possible: NaN, inf, subnormals)
and, per operation, the codes of ml_dtypes' result (bool results as 0/1). Operations whose float32
result is correctly rounded (add, subtract, multiply, divide, maximum, minimum, comparisons; for the
integers add, subtract, multiply, maximum, minimum, comparisons), so the rounding to the narrow
dtype is the only thing checked. Codes are stored as hex strings, two digits per element.
Run: python3 scripts/narrow_arith_oracle.py   (pip install ml_dtypes; version recorded).
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
OPS = {
    'add': np.add, 'subtract': np.subtract, 'multiply': np.multiply, 'divide': np.true_divide,
    'maximum': np.maximum, 'minimum': np.minimum, 'less': np.less, 'equal': np.equal, 'greaterEqual': np.greater_equal,
}
INT_OPS = ['add', 'subtract', 'multiply', 'maximum', 'minimum', 'less', 'equal', 'greaterEqual']
COUNT = 1001
rng = np.random.default_rng(1313)


def hexes(codes):
    return ''.join(f'{int(code) & 0xff:02x}' for code in codes)


def cases(name):
    dtype = getattr(ml_dtypes, name)
    bits = INTS.get(name, BITS.get(name, 8))
    a_codes = rng.integers(0, 1 << bits, COUNT, dtype=np.uint8)
    b_codes = rng.integers(0, 1 << bits, COUNT, dtype=np.uint8)
    if name in INTS:
        info = ml_dtypes.iinfo(dtype)
        def from_codes(codes):
            values = codes.astype(np.int64)
            if info.min < 0:
                values = np.where(values >= 1 << (bits - 1), values - (1 << bits), values)
            return values.astype(dtype)
    else:
        def from_codes(codes):
            return codes.view(dtype)
    a = from_codes(a_codes)
    b = from_codes(b_codes)
    results = {}
    for op in (INT_OPS if name in INTS else OPS):
        try:
            with np.errstate(all='ignore'):
                result = OPS[op](a, b)
        except TypeError:
            continue
        if result.dtype == np.bool_:
            codes = result.astype(np.uint8)
        elif result.dtype == dtype:
            codes = result.view(np.uint8) & ((1 << bits) - 1) if name in INTS else result.view(np.uint8)
        else:
            continue  # ml_dtypes computed it in another dtype: not the narrow rounding
        results[op] = hexes(codes)
    return {'a': hexes(a_codes), 'b': hexes(b_codes), 'results': results}


def main():
    out = {'ml_dtypes': ml_dtypes.__version__, 'count': COUNT, 'formats': {name: cases(name) for name in FLOATS + list(INTS)}}
    path = pathlib.Path(__file__).resolve().parent.parent / 'test' / 'fixtures' / 'narrow-arith.json'
    path.write_text(json.dumps(out, indent=1) + '\n')
    for name, data in out['formats'].items():
        print(name, sorted(data['results']))


if __name__ == '__main__':
    main()
