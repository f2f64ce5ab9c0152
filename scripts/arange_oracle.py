#!/usr/bin/env python3
"""Oracle for arange with inexact dtypes: the values jnp.arange gives (JAX 0.11, jax/_src/numpy/lax_numpy.py
`_arange`), computed with NumPy and ml_dtypes in the same order of operations:

  with a step:          convert(start, W) + convert(step, W) * iota(W), each operation rounded in W, then
                        converted to the dtype; W is float32 for float32 and every narrower float (and
                        complex64), float64 for float64 (and complex128)
  no step, start == 0:  iota in the dtype (each index rounded once to it)
  no step, start != 0:  convert(start, dtype) + iota(dtype), added in the dtype (16-bit and narrower floats
                        add in float32 and round once, as NumPy's float16 and ml_dtypes' do)
  length:               max(0, ceil((stop - start) / step)) in float64 (ceil(stop - start) without a step)

Writes test/fixtures/arange.json, read by test/creation-jit-values.test.ts (which needs no Python): per
case its arguments (step null: not given), the dtype, and the values widened to float64 (exact).
Run: python3 scripts/arange_oracle.py   (pip install ml_dtypes; versions recorded in the output).
"""
import json
import math
import pathlib

import ml_dtypes
import numpy as np

DTYPES = {
    "float16": np.float16,
    "bfloat16": ml_dtypes.bfloat16,
    "float32": np.float32,
    "float64": np.float64,
    "complex64": np.complex64,
    "complex128": np.complex128,
    "float8_e4m3fn": ml_dtypes.float8_e4m3fn,
    "float8_e5m2": ml_dtypes.float8_e5m2,
}

# (start, stop, step or None): float steps that do not divide evenly, negative steps, fractional
# starts, and lengths past 2048 (where float16's and bfloat16's iota rounds the indices).
CASES = [
    (0, 1, 0.1),
    (0, 10, 0.1),
    (0.5, 3, 0.3),
    (1, -2, -0.7),
    (-3.25, 4, 0.01),
    (0.1, 100.1, 1.1),
    (1e-3, 5e-3, 1e-4),
    (0, 3000, 1.5),
    (0, 5000, None),
    (0.5, 3000, None),
    (-7.3, 2.2, None),
    (0, 7.5, None),
    (3, 9, 1),
    (100, 20000, 7),
]


def working(name):
    if name in ("float64", "complex128"):
        return np.float64
    return np.float32


def values(start, stop, step, name):
    dtype = DTYPES[name]
    real = np.float64 if name == "complex128" else (np.float32 if name == "complex64" else dtype)
    if step is not None:
        size = max(0, math.ceil((stop - start) / step))
        w = working(name)
        iota = np.arange(size, dtype=np.int64).astype(w)
        made = (w(start) + w(step) * iota).astype(w)
        return made.astype(real), size
    size = max(0, math.ceil(stop - start))
    iota = np.arange(size, dtype=np.int64).astype(real)
    if start == 0:
        return iota, size
    if real in (np.float32, np.float64):
        return (real(start) + iota).astype(real), size
    # 16-bit and narrower: the float32 sum of the dtype's values, rounded once to the dtype.
    first = np.array([start], dtype=np.float64).astype(real).astype(np.float32)
    return (first + iota.astype(np.float32)).astype(real), size


def sampled(size):
    """The positions kept: the first 40, those around 2048 and 4096 (float16's and bfloat16's iota
    rounds past them), 40 spread evenly, and the last 10."""
    picks = set(range(min(size, 40)))
    picks |= {i for i in range(2040, 2060)} | {i for i in range(4090, 4110)}
    picks |= {i * size // 40 for i in range(40)} | set(range(max(0, size - 10), size))
    return sorted(i for i in picks if 0 <= i < size)


cases = []
for start, stop, step in CASES:
    for name in DTYPES:
        # float8_e4m3fn has no infinity (448 is its largest): keep the float8 cases within both ranges.
        if name.startswith("float8") and max(abs(start), abs(stop)) > 400:
            continue
        made, size = values(start, stop, step, name)
        at = sampled(size)
        cases.append(
            {
                "start": start,
                "stop": stop,
                "step": step,
                "dtype": name,
                "length": size,
                "at": at,
                "values": [float(made[i]) for i in at],
            }
        )

out = {
    "generated": "by scripts/arange_oracle.py — do not edit",
    "numpy": np.__version__,
    "ml_dtypes": ml_dtypes.__version__,
    "cases": cases,
}
path = pathlib.Path(__file__).resolve().parent.parent / "test" / "fixtures" / "arange.json"
path.write_text(json.dumps(out, separators=(",", ":")) + "\n")
print(f"wrote {path} ({len(cases)} cases)")
