#!/usr/bin/env python3
"""Oracle for the complex inverse functions arcsin, arccos, arctan, arcsinh, arccosh, arctanh
(complex64 and complex128): NumPy's values over a grid of C99 Annex G special values (infinities,
NaN, signed zeros), points on and beside the branch cuts (the real axis beyond ±1, the imaginary
axis beyond ±i, ±1 and ±i themselves), huge, tiny and subnormal parts, and random moderate values.
mpmath's value (rounded to the part dtype) is recorded too, sparsely: at the parts where NumPy's
finite result is more than 2 ulps from it; there the test also accepts a value near the correct one.
Writes test/fixtures/complex-inverse.json, read by test/complex-inverse.test.ts (no Python needed).
Run: python3 scripts/complex_inverse_oracle.py
"""
import json
import math
import pathlib
import warnings

import mpmath
import numpy as np

PARTS = {'complex64': np.float32, 'complex128': np.float64}
FUNCTIONS = {
    'arcsin': (np.arcsin, mpmath.asin),
    'arccos': (np.arccos, mpmath.acos),
    'arctan': (np.arctan, mpmath.atan),
    'arcsinh': (np.arcsinh, mpmath.asinh),
    'arccosh': (np.arccosh, mpmath.acosh),
    'arctanh': (np.arctanh, mpmath.atanh),
}
mpmath.mp.prec = 200


def grid(part):
    info = np.finfo(part)
    eps = float(info.eps)
    huge = float(info.max) / 2
    special = [0.0, -0.0, 1.0, -1.0, 0.5, -2.5, math.inf, -math.inf, math.nan, huge, -huge,
               float(info.smallest_subnormal) * 3, -float(info.tiny) / 7]
    values = [complex(re, im) for re in special for im in special]
    # on and beside the branch cuts, and near the singular points ±1, ±i
    near = [1.0, 1 + eps, 1 - eps / 2, 1 + 1e-3, 2.0, 1e3, 3e5, 1e10 if part is np.float64 else 1e7]
    offsets = [0.0, -0.0, float(info.tiny), eps * eps if part is np.float64 else 1e-30, eps / 4, 1e-8, 1e-4]
    for a in near:
        for b in offsets:
            for sa in (1, -1):
                for sb in (1, -1):
                    values.append(complex(sa * a, sb * b))
                    values.append(complex(sb * b, sa * a))
    # beyond 1/ε (the log approximations) and tiny (the identity)
    for a in [1e20, 1e37, float(info.max), 1e300 if part is np.float64 else 3e38, 1e-10, 1e-20, 1e-300 if part is np.float64 else 1e-40]:
        for b in [0.5, 3.0, 1e-5, 1e25, a]:
            values += [complex(a, b), complex(-a, b), complex(b, -a), complex(-b, a)]
    rng = np.random.default_rng(20261206)
    scale = np.exp(rng.uniform(-8, 8, 120))
    re = rng.uniform(-1, 1, 120) * scale
    im = rng.uniform(-1, 1, 120) * np.exp(rng.uniform(-8, 8, 120))
    values += [complex(a, b) for a, b in zip(re.astype(part), im.astype(part))]
    return values


def hexify(values, part):
    width = 8 if part is np.float32 else 16
    unsigned = np.uint32 if part is np.float32 else np.uint64
    flat = np.asarray(values).view(part).view(unsigned)
    return [format(int(bits), f'0{width}x') for bits in flat.tolist()]


def exact(function, z, part):
    """mpmath's value rounded to the part dtype; NaN where z has a non-finite part."""
    if not (math.isfinite(z.real) and math.isfinite(z.imag)):
        return complex(math.nan, math.nan)
    w = function(mpmath.mpc(float(z.real), float(z.imag)))
    return complex(part(float(w.real)), part(float(w.imag)))


def main():
    out = {'generator': 'scripts/complex_inverse_oracle.py', 'numpy': np.__version__, 'dtypes': {}}
    for name, part in PARTS.items():
        values = np.array(grid(part), dtype=name)
        entry = {'input': hexify(values, part)}
        for function, (numpy_function, mp_function) in FUNCTIONS.items():
            with warnings.catch_warnings():
                warnings.simplefilter('ignore')
                numpy_values = numpy_function(values)
            entry[function] = hexify(numpy_values, part)
            exact_values = np.array([exact(mp_function, z, part) for z in values], dtype=name).view(part)
            found = numpy_values.view(part)
            with np.errstate(all='ignore'):
                off = np.isfinite(found) & np.isfinite(exact_values) & (
                    np.abs(found.astype(np.float64) - exact_values) > 2 * float(np.finfo(part).eps) * np.abs(exact_values))
            entry[f'{function}Exact'] = {str(int(i)): hexify(exact_values[i:i + 1], part)[0] for i in np.flatnonzero(off)}
        out['dtypes'][name] = entry
    path = pathlib.Path(__file__).resolve().parent.parent / 'test' / 'fixtures' / 'complex-inverse.json'
    path.write_text(json.dumps(out) + '\n')
    print(f"wrote {path}: {len(out['dtypes']['complex64']['input']) // 2} values per dtype")


if __name__ == '__main__':
    main()
