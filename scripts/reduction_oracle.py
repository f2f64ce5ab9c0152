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

ROOT = os.path.join(os.path.dirname(__file__), '..')
OUT = os.path.join(ROOT, 'test', 'fixtures', 'reductions', 'oracle.json')

DTYPES = ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64',
          'bfloat16', 'float16', 'float32', 'float64', 'complex64', 'complex128']
SHAPE = (3, 4, 5)
AXES = [None, 0, 1, 2, -1, [0, 2], [1, 2], [0, 1, 2]]
MANY = ['sum', 'prod', 'mean', 'var', 'std', 'min', 'max', 'any', 'all']
ONE = ['argmin', 'argmax', 'cumsum', 'cumprod']


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


def expected(op, x, dtype, axis, keepdims):
    kind = 'bool' if dtype == 'bool' else 'uint' if dtype.startswith('uint') else 'int' if dtype.startswith('int') else 'complex' if dtype.startswith('complex') else 'float'
    ax = tuple(axis) if isinstance(axis, list) else axis
    if kind in ('bool', 'int', 'uint'):
        exact = x.astype(object) if kind != 'bool' else x.astype(np.int64).astype(object)
        if op in ('sum', 'prod'):
            reduce = np.sum if op == 'sum' else np.prod
            return wrap64(reduce(exact, axis=ax, keepdims=keepdims), kind == 'uint')
        if op in ('cumsum', 'cumprod'):
            scan = np.cumsum if op == 'cumsum' else np.cumprod
            # JAX scans keep the integer dtype (bool → int64): they wrap at its width.
            bits = 64 if kind == 'bool' else np.dtype(dtype).itemsize * 8
            return wrap64(scan(exact.ravel() if axis is None else exact, axis=0 if axis is None else axis), kind == 'uint', bits)
        if op in ('min', 'max'):
            reduce = np.min if op == 'min' else np.max
            result = reduce(x, axis=ax, keepdims=keepdims)
            return result.astype(bool) if kind == 'bool' else result.astype(object)
    wide = x.astype(np.complex128 if kind == 'complex' else np.float64)
    if op == 'sum':
        return np.sum(wide, axis=ax, keepdims=keepdims)
    if op == 'prod':
        return np.prod(wide, axis=ax, keepdims=keepdims)
    if op == 'mean':
        return np.mean(wide, axis=ax, keepdims=keepdims)
    if op in ('var', 'std'):
        return (np.var if op == 'var' else np.std)(wide, axis=ax, keepdims=keepdims)
    if op in ('min', 'max'):
        return (np.min if op == 'min' else np.max)(wide, axis=ax, keepdims=keepdims)
    if op in ('any', 'all'):
        return (np.any if op == 'any' else np.all)(x, axis=ax, keepdims=keepdims)
    if op in ('argmin', 'argmax'):
        result = (np.argmin if op == 'argmin' else np.argmax)(wide, axis=axis, keepdims=keepdims)
        return np.asarray(result).astype(np.int64).astype(object)
    if op in ('cumsum', 'cumprod'):
        scan = np.cumsum if op == 'cumsum' else np.cumprod
        return scan(wide.ravel() if axis is None else wide, axis=0 if axis is None else axis)
    raise ValueError(op)


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
        for op in MANY + ONE:
            for axis in AXES:
                if op in ONE and isinstance(axis, list):
                    continue
                if op in ('min', 'max', 'argmin', 'argmax') and dtype.startswith('complex'):
                    pass
                for keepdims in ([False, True] if op not in ('cumsum', 'cumprod') else [False]):
                    value = np.asarray(expected(op, x, dtype, axis, keepdims))
                    results.append({
                        'op': op, 'axis': axis, 'keepdims': keepdims,
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
