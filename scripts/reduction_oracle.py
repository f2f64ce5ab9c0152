#!/usr/bin/env python3
"""Oracle values for the reductions (src/ops/reductions/), computed with NumPy in float64 /
complex128 / Python integers from the same inputs, for every dtype, several axes and keepdims.

Writes test/fixtures/reductions/oracle.json. Result dtypes are JAX's and pinned apart
(test/reductions.test.ts); these are the values. Inputs are exactly representable in their
dtype (16-bit floats get multiples of 1/4 below 64), so the expected values only differ from the
library's by the rounding of the result. Integer sums and products wrap in the accumulator
(int64 / uint64), as NumPy's int64 arithmetic does.

    python3 scripts/reduction_oracle.py
"""
import json
import math
import os

import numpy as np

from registry import registry

ROOT = os.path.join(os.path.dirname(__file__), '..')
OUT = os.path.join(ROOT, 'test', 'fixtures', 'reductions', 'oracle.json')

# The dtypes and reductions are the registry's (src/registry/registry.js); the narrow dtypes have oracles of their own.
REGISTRY = registry()
DTYPES = [row['name'] for row in REGISTRY['dtypes'] if 'narrow' not in row]
SHAPE = (3, 4, 5)
AXES = [None, 0, 1, 2, -1, [0, 2], [1, 2], [0, 1, 2]]
# Those over many axes, then those over one, each in registry order.
ROWS = [row for row in REGISTRY['reductions'] if row['axes'] == 'many'] + [
    row for row in REGISTRY['reductions'] if row['axes'] == 'one']


def inputs(dtype, rng):
    n = int(np.prod(SHAPE))
    if dtype == 'bool':
        return rng.integers(0, 2, n).astype(bool)
    if dtype.startswith('uint'):
        return rng.integers(0, 4, n).astype(np.uint64) if dtype != 'uint8' else rng.integers(0, 3, n).astype(np.uint64)
    if dtype.startswith('int'):
        return rng.integers(-3, 4, n).astype(np.int64)
    values = rng.integers(-12, 13, n) / 4.0
    if dtype.startswith('complex'):
        return values + 1j * (rng.integers(-12, 13, n) / 4.0)
    return values


def encode(value):
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    if isinstance(value, (complex, np.complexfloating)):
        return [encode(float(value.real)), encode(float(value.imag))]
    if isinstance(value, (int, np.integer)):
        return str(int(value))
    value = float(value)
    if math.isnan(value):
        return 'nan'
    if math.isinf(value):
        return 'inf' if value > 0 else '-inf'
    return value


def wrap64(values, unsigned, bits=64):
    """Python ints wrapped to the accumulator (64 bits, or the input's width for scans)."""
    values = np.asarray(values, dtype=object)
    mask = (1 << bits) - 1
    wrapped = [(int(v) & mask) for v in values.ravel()]
    if not unsigned:
        wrapped = [v - (1 << bits) if v >= 1 << (bits - 1) else v for v in wrapped]
    return np.array(wrapped, dtype=object).reshape(values.shape)


def expected(row, x, dtype, axis, keepdims):
    """NumPy's function of the row's `numpy` name, by the row's rule: integer sums, products and scans wrap."""
    rule, function = row['rule'], getattr(np, row['numpy'])
    kind = 'bool' if dtype == 'bool' else 'uint' if dtype.startswith('uint') else 'int' if dtype.startswith('int') else 'complex' if dtype.startswith('complex') else 'float'
    ax = tuple(axis) if isinstance(axis, list) else axis
    if kind in ('bool', 'int', 'uint'):
        exact = x.astype(object) if kind != 'bool' else x.astype(np.int64).astype(object)
        if rule == 'accumulate':
            return wrap64(function(exact, axis=ax, keepdims=keepdims), kind == 'uint')
        if rule == 'scan':
            # JAX scans keep the integer dtype (bool → int64): they wrap at its width.
            bits = 64 if kind == 'bool' else np.dtype(dtype).itemsize * 8
            return wrap64(function(exact.ravel() if axis is None else exact, axis=0 if axis is None else axis), kind == 'uint', bits)
        if rule == 'extreme':
            result = function(x, axis=ax, keepdims=keepdims)
            return result.astype(bool) if kind == 'bool' else result.astype(object)
    wide = x.astype(np.complex128 if kind == 'complex' else np.float64)
    if rule == 'truth':
        return function(x, axis=ax, keepdims=keepdims)
    if rule == 'index':
        result = function(wide, axis=axis, keepdims=keepdims)
        return np.asarray(result).astype(np.int64).astype(object)
    if rule == 'scan':
        return function(wide.ravel() if axis is None else wide, axis=0 if axis is None else axis)
    return function(wide, axis=ax, keepdims=keepdims)


def main():
    rng = np.random.default_rng(11)
    cases = []
    for dtype in DTYPES:
        flat = inputs(dtype, rng)
        if dtype in ('float32', 'float64'):
            flat = flat.copy()
            flat[7] = np.nan  # NaN propagates through max/min and is the first argmax
        x = flat.reshape(SHAPE)
        results = []
        for row in ROWS:
            for axis in AXES:
                if row['axes'] == 'one' and isinstance(axis, list):
                    continue
                for keepdims in ([False, True] if row['rule'] != 'scan' else [False]):
                    value = np.asarray(expected(row, x, dtype, axis, keepdims))
                    results.append({
                        'op': row['name'], 'axis': axis, 'keepdims': keepdims,
                        'shape': list(value.shape), 'values': [encode(v) for v in value.ravel().tolist()],
                    })
        cases.append({'dtype': dtype, 'shape': list(SHAPE), 'values': [encode(v) for v in flat.tolist()], 'results': results})
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, 'w') as handle:
        json.dump({'generator': 'generated by scripts/reduction_oracle.py — do not edit', 'numpy': np.__version__, 'cases': cases}, handle, separators=(',', ':'))
        handle.write('\n')
    print(f'wrote {OUT}: {sum(len(case["results"]) for case in cases)} results')


if __name__ == '__main__':
    main()
