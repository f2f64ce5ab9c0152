#!/usr/bin/env python3
"""Oracle for complex sinc, logaddexp and logaddexp2 (jnp.sinc, jnp.logaddexp, jnp.logaddexp2 on
complex64 and complex128), from mpmath at 80 digits.

  sinc        sin(πz)/(πz) (z ≠ 0). NumPy's np.sinc computes sin(πz) in the dtype, whose error near
              the integers and for large |re z| is far above an ulp of the result (the reason for
              mpmath here).
  logaddexp   log(e^a + e^b), the principal logarithm: its imaginary part is in (−π, π], which is
              JAX's wrapped [−π, π) except at −π itself (no input here lands there).
  logaddexp2  log2(2^a + 2^b), the imaginary part in (−π/ln 2, π/ln 2].

Inputs are seeded random values of the part dtype (so exactly representable) over the ranges each
function is used on, plus near-integer real parts for sinc; references are rounded to float64 and
written as numbers. Writes test/fixtures/complex-sinc-logaddexp.json, read by
test/complex-sinc-logaddexp.test.ts (which needs no Python; special values are checked there).
Run: python3 scripts/complex_sinc_logaddexp_oracle.py
"""
import json
import pathlib

import mpmath
import numpy as np

mpmath.mp.dps = 80
PARTS = {'complex64': np.float32, 'complex128': np.float64}
COUNT = 200


def values(rng, part, low, high, count):
    return [float(v) for v in rng.uniform(low, high, count).astype(part)]


def sinc_inputs(rng, part):
    # |im| up to 25 for complex64 (sinh(25π) overflows float32 past ~28), 200 for complex128
    top = 25 if part is np.float32 else 200
    re = values(rng, part, -20, 20, COUNT) + values(rng, part, -3, 3, COUNT // 4)
    im = values(rng, part, -3, 3, COUNT) + values(rng, part, -top, top, COUNT // 4)
    # real parts a few ulps from an integer, and large ones (2^20 and beyond)
    near = [float(part(k) + part(k) * np.finfo(part).eps * s) for k in range(1, 9) for s in (-2, -1, 1, 2)]
    re += near + values(rng, part, 1e6, 4e6, 16)
    im += values(rng, part, -1, 1, len(near)) + values(rng, part, -1, 1, 16)
    return list(zip(re, im))


def pair_inputs(rng, part):
    a = list(zip(values(rng, part, -40, 40, COUNT), values(rng, part, -12, 12, COUNT)))
    # close real parts (the sum cancels where the imaginary parts differ by about π)
    b = list(zip(values(rng, part, -40, 40, COUNT), values(rng, part, -12, 12, COUNT)))
    b[: COUNT // 4] = [(re + float(d), im) for (re, im), d in zip(b, values(rng, part, -1, 1, COUNT // 4))]
    b = [(float(part(re)), float(part(im))) for re, im in b]
    return a, b


def sinc(z):
    w = mpmath.pi * mpmath.mpc(*z)
    return mpmath.sin(w) / w


def logaddexp(a, b, base):
    ea = mpmath.power(base, mpmath.mpc(*a))
    eb = mpmath.power(base, mpmath.mpc(*b))
    return mpmath.log(ea + eb) / mpmath.log(base)


def parts(w):
    return [float(w.real), float(w.imag)]


def main():
    rng = np.random.default_rng(43)
    out = {'mpmath': mpmath.__version__, 'numpy': np.__version__, 'dps': mpmath.mp.dps, 'dtypes': {}}
    for name, part in PARTS.items():
        zs = sinc_inputs(rng, part)
        a, b = pair_inputs(rng, part)
        out['dtypes'][name] = {
            'sinc': {'x': [list(z) for z in zs], 'expected': [parts(sinc(z)) for z in zs]},
            'logaddexp': {
                'x1': [list(z) for z in a],
                'x2': [list(z) for z in b],
                'expected': [parts(logaddexp(p, q, mpmath.e)) for p, q in zip(a, b)],
            },
            'logaddexp2': {
                'x1': [list(z) for z in a],
                'x2': [list(z) for z in b],
                'expected': [parts(logaddexp(p, q, 2)) for p, q in zip(a, b)],
            },
        }
    path = pathlib.Path(__file__).resolve().parent.parent / 'test' / 'fixtures' / 'complex-sinc-logaddexp.json'
    path.write_text(json.dumps(out, separators=(',', ':')) + '\n')


if __name__ == '__main__':
    main()
