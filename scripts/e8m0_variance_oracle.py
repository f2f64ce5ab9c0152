#!/usr/bin/env python3
"""Oracle for var and std of float8_e8m0fnu (an unsigned power-of-two format: no zero, no
negatives, NaN 0xFF), two ways, with ml_dtypes' conversions:

  rounded_once  this library's rule for the narrow floats: the whole computation in float32
                (mean, centred values, squares, their sum, the division; std's square root),
                then one rounding to float8_e8m0fnu.
  jax_steps     what jnp.var does (jax/_src/numpy/reductions.py: _var_promote_types keeps an
                inexact input's own dtype, and _upcast_f16 widens only float16 and bfloat16),
                each step rounded to float8_e8m0fnu: the mean, then a - mean, whose values
                are at most 0 for the smallest element (the mean is at least it), so NaN; the
                result is NaN for every input and every ddof.

Writes test/fixtures/reductions/e8m0-variance.json, read by test/porter.test.ts (no Python there):
  cases: { values, ddof, var, std, jax_var, jax_std } with null for NaN.
Run: python3 scripts/e8m0_variance_oracle.py   (pip install ml_dtypes; versions recorded).
"""
import json
import pathlib
import warnings

import ml_dtypes
import numpy as np

E8M0 = ml_dtypes.float8_e8m0fnu
INPUTS = [[1, 2], [1, 2, 4, 0.5], [0.25, 8, 8, 2, 1], [4, 4], [2 ** -10, 2 ** 10, 1]]


def to_e8m0(values):
    return np.asarray(values, np.float32).astype(E8M0)


def plain(value):
    value = float(value)
    return None if np.isnan(value) else value


def rounded_once(values, ddof, name):
    x = to_e8m0(values).astype(np.float32)
    divisor = np.float32(x.size - ddof)
    centred = x - np.float32(np.mean(x, dtype=np.float32))
    variance = np.sum(centred * centred, dtype=np.float32) / divisor if divisor > 0 else np.float32(np.nan)
    result = np.sqrt(variance) if name == 'std' else variance
    return plain(np.float32(result).astype(E8M0))


def jax_steps(values, ddof, name):
    x = to_e8m0(values)
    step = lambda value: np.asarray(value, np.float32).astype(E8M0)
    total = x[0]
    for each in x[1:]:
        total = step(np.float32(total) + np.float32(each))
    mean = step(np.float32(total) / np.float32(step(x.size)))
    centred = step(x.astype(np.float32) - np.float32(mean))
    squares = step(centred.astype(np.float32) ** 2)
    total = squares[0]
    for each in squares[1:]:
        total = step(np.float32(total) + np.float32(each))
    variance = step(np.float32(total) / np.float32(step(x.size - ddof)))
    return plain(step(np.sqrt(np.float32(variance))) if name == 'std' else variance)


def main():
    cases = []
    with warnings.catch_warnings():
        warnings.simplefilter('ignore')
        for values in INPUTS:
            for ddof in range(len(values)):
                cases.append({
                    'values': values,
                    'ddof': ddof,
                    'var': rounded_once(values, ddof, 'var'),
                    'std': rounded_once(values, ddof, 'std'),
                    'jax_var': jax_steps(values, ddof, 'var'),
                    'jax_std': jax_steps(values, ddof, 'std'),
                })
    out = {'numpy': np.__version__, 'ml_dtypes': ml_dtypes.__version__, 'cases': cases}
    path = pathlib.Path(__file__).resolve().parent.parent / 'test' / 'fixtures' / 'reductions' / 'e8m0-variance.json'
    path.write_text(json.dumps(out, indent=1) + '\n')
    print(f'{len(cases)} cases → {path}')


if __name__ == '__main__':
    main()
