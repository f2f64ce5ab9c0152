#!/usr/bin/env python3
"""Oracle for complex exp and expm1 at C99 Annex G's special values (infinities, NaN, signed zeros)
and past overflow, for complex64 and complex128.

  exp    NumPy's np.exp (its cexp follows Annex G).
  expm1  cexp(z) − 1 wherever a part of z is infinite or NaN, z is on the real axis (y = ±0: then
         expm1(x) ± 0i, so expm1(inf + 0i) = inf + 0i) or e^x overflows; elsewhere NumPy's np.expm1.
         NumPy's own np.expm1 computes expm1(x)·cos y − 2 sin²(y/2) + i e^x·sin y everywhere, which
         gives NaN parts where cexp has none (inf·0 at y = 0); `numpyExpm1` records those results.
Writes test/fixtures/complex-expm1.json, read by test/complex-expm1.test.ts (which needs no Python).
Run: python3 scripts/complex_expm1_oracle.py
"""
import json
import math
import pathlib
import warnings

import numpy as np

PARTS = {'complex64': np.float32, 'complex128': np.float64}


def grid(part):
    info = np.finfo(part)
    parts = [0.0, -0.0, 1.0, -1.0, 2.5, -0.5, 1e-7, math.inf, -math.inf, math.nan, float(info.max) / 2, -float(info.max) / 2]
    values = [complex(re, im) for re in parts for im in parts]
    # e^x just past overflow, where cexp's result is still finite for a small cosine or sine
    limit = 89.0 if part is np.float32 else 710.0
    values += [complex(limit, 1.5707963), complex(limit, 3.0), complex(limit, -1e-30), complex(limit, 0.0), complex(-limit, 2.0)]
    return values


def hexify(values, part):
    width = 8 if part is np.float32 else 16
    unsigned = np.uint32 if part is np.float32 else np.uint64
    flat = np.asarray(values).view(part).view(unsigned)
    return [format(int(bits), f'0{width}x') for bits in flat.tolist()]


def annex_g(z, exp, numpy_expm1):
    x, y = z.real, z.imag
    special = not (np.isfinite(x) and np.isfinite(y)) or y == 0 or not (np.isfinite(exp.real) and np.isfinite(exp.imag))
    if not special:
        return numpy_expm1
    if y == 0:
        return complex(np.expm1(x), y)
    return complex(exp.real - 1, exp.imag)


def main():
    out = {'generator': 'scripts/complex_expm1_oracle.py', 'numpy': np.__version__, 'dtypes': {}}
    for name, part in PARTS.items():
        values = np.array(grid(part), dtype=name)
        with warnings.catch_warnings():
            warnings.simplefilter('ignore')
            exp = np.exp(values)
            numpy_expm1 = np.expm1(values)
            expm1 = np.array([annex_g(z, e, m) for z, e, m in zip(values, exp, numpy_expm1)], dtype=name)
        out['dtypes'][name] = {
            'input': hexify(values, part),
            'exp': hexify(exp, part),
            'expm1': hexify(expm1, part),
            'numpyExpm1': hexify(numpy_expm1, part),
        }
    path = pathlib.Path(__file__).resolve().parent.parent / 'test' / 'fixtures' / 'complex-expm1.json'
    path.write_text(json.dumps(out, indent=1) + '\n')
    differ = sum(a != b for a, b in zip(out['dtypes']['complex128']['expm1'], out['dtypes']['complex128']['numpyExpm1']))
    print(f'wrote {path}; complex128 parts where Annex G differs from np.expm1: {differ}')


if __name__ == '__main__':
    main()
