#!/usr/bin/env python3
"""Oracle for NaN conversions into the narrow float formats: ml_dtypes' codes, bit for bit.

float6/float4 have no NaN: ml_dtypes turns a NaN into a zero of the opposite sign; the float8
formats spell NaN their own ways. The sign of a NaN matters, so every input is an explicit bit
pattern (quiet and signalling, both signs), never a NaN made by arithmetic.

Writes test/fixtures/narrow-nan.json, read by test/narrow-nan.test.ts (which needs no Python):
  sources   bit patterns (hex) of NaNs of float32, float64, float16 and bfloat16
  codes     per source dtype and narrow float format: the code ml_dtypes gives each pattern
  narrow    per narrow float format with NaN codes: the sign of each as a float64 NaN, and those
            codes → the code of every other format
            (through float32, which equals ml_dtypes' direct cast wherever it has one)
Run: python3 scripts/nan_oracle.py   (pip install ml_dtypes; versions recorded in the output).
"""
import json
import pathlib
import warnings

import ml_dtypes
import numpy as np

from registry import narrow_floats, sub_byte_float_bits

# The formats come from the registry (src/registry/registry.js).
FLOATS = narrow_floats()
BITS = sub_byte_float_bits()

# Quiet NaNs, signalling NaNs (a payload, quiet bit clear) and all-ones payloads, each of both signs.
SOURCES = {
    'float32': (np.uint32, np.float32, [0x7fc00000, 0xffc00000, 0x7f800001, 0xff800001, 0x7fa00000, 0xffa00000, 0x7fffffff, 0xffffffff]),
    'float64': (np.uint64, np.float64, [
        0x7ff8000000000000, 0xfff8000000000000, 0x7ff0000000000001, 0xfff0000000000001,
        0x7ff4000000000000, 0xfff4000000000000, 0x7fffffffffffffff, 0xffffffffffffffff,
    ]),
    'float16': (np.uint16, np.float16, [0x7e00, 0xfe00, 0x7c01, 0xfc01, 0x7d00, 0xfd00, 0x7fff, 0xffff]),
    'bfloat16': (np.uint16, ml_dtypes.bfloat16, [0x7fc0, 0xffc0, 0x7f81, 0xff81, 0x7fa0, 0xffa0, 0x7fff, 0xffff]),
}


def codes(values, name):
    with warnings.catch_warnings():
        warnings.simplefilter('ignore')
        return values.astype(getattr(ml_dtypes, name)).view(np.uint8).astype(int).tolist()


def between(values, name):
    """Narrow → narrow through float32 (exact), as the library converts; equal to ml_dtypes' direct cast where it has one."""
    through = codes(values.astype(np.float32), name)
    try:
        direct = codes(values, name)
    except TypeError:  # ml_dtypes casts only some pairs directly
        return through
    assert direct == through, (values.dtype, name, direct, through)
    return through


def nan_codes(name):
    count = 1 << BITS.get(name, 8)
    all_codes = np.arange(count, dtype=np.uint8)
    return all_codes[np.isnan(all_codes.view(getattr(ml_dtypes, name)).astype(np.float32))]


def main():
    out = {
        'generator': 'scripts/nan_oracle.py',
        'ml_dtypes': ml_dtypes.__version__,
        'numpy': np.__version__,
        'sources': {},
        'narrow': {},
    }
    for source, (unsigned, floating, patterns) in SOURCES.items():
        values = np.array(patterns, dtype=unsigned).view(floating)
        with warnings.catch_warnings():
            warnings.simplefilter('ignore')
            assert np.isnan(values.astype(np.float32)).all()
        width = np.dtype(unsigned).itemsize * 2
        out['sources'][source] = {
            'bits': [format(int(bits), f'0{width}x') for bits in patterns],
            'codes': {name: codes(values, name) for name in FLOATS},
        }
    for name in FLOATS:
        nans = nan_codes(name)
        if len(nans) == 0:
            continue
        values = nans.view(getattr(ml_dtypes, name))
        out['narrow'][name] = {
            'codes': nans.astype(int).tolist(),
            'negative': np.signbit(values.astype(np.float64)).tolist(),
            'to': {other: between(values, other) for other in FLOATS if other != name},
        }
    path = pathlib.Path(__file__).resolve().parent.parent / 'test' / 'fixtures' / 'narrow-nan.json'
    path.write_text(json.dumps(out, indent=1) + '\n')
    print(f'wrote {path}')


if __name__ == '__main__':
    main()
