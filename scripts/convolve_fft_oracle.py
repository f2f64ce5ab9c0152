#!/usr/bin/env python3
"""Oracle for convolve's and correlate's transform path (src/ops/signal-fft.ts): NumPy's
np.convolve and np.correlate in every mode on operands long enough that the library takes the
fft, written to test/fixtures/convolve-fft.json. Run: python3 scripts/convolve_fft_oracle.py.

The operands are small integers drawn from a 31-bit LCG that the test repeats, so every result is an
exact integer (and exact in float32): the fixture holds each result's length, its first and last
values and three exact checksums (Σc, Σ(k+1)·c, Σc²; real and imaginary parts apart) instead of
the values.
"""
import json
import os

import numpy as np


def draw(count, seed):
    state = seed
    out = []
    for _ in range(count):
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        out.append((state >> 16) % 17 - 8)
    return np.array(out, dtype=np.float64)


def summary(c):
    c = np.asarray(c)
    parts = [c.real, c.imag] if np.iscomplexobj(c) else [c]
    k = np.arange(1, len(c) + 1, dtype=np.float64)
    return {
        "length": len(c),
        "head": [[float(p[i]) for p in parts] for i in range(min(3, len(c)))],
        "tail": [[float(p[i]) for p in parts] for i in range(max(0, len(c) - 3), len(c))],
        "sums": [[float(p.sum()), float((k * p).sum()), float((p * p).sum())] for p in parts],
    }


cases = []
for n, m, complex_, modes in [
    (400, 300, False, ["full", "same"]),
    (300, 400, False, ["full", "same"]),
    (1000, 1000, False, ["full", "same"]),
    (8000, 4000, False, ["full", "same", "valid"]),
    (3000, 8000, False, ["valid"]),
    (200, 150, True, ["full", "same", "valid"]),
    (150, 200, True, ["full", "same", "valid"]),
]:
    a = draw(n, n * 7 + 1)
    v = draw(m, m * 11 + 3)
    if complex_:
        a = a + 1j * draw(n, n * 13 + 5)
        v = v + 1j * draw(m, m * 17 + 7)
    entry = {"n": n, "m": m, "complex": complex_, "results": {}}
    for fn in ["convolve", "correlate"]:
        for mode in modes:
            entry["results"][f"{fn} {mode}"] = summary(getattr(np, fn)(a, v, mode))
    cases.append(entry)

out = os.path.join(os.path.dirname(__file__), "..", "test", "fixtures", "convolve-fft.json")
with open(out, "w") as f:
    json.dump({"numpy": np.__version__, "cases": cases}, f, separators=(",", ":"))
print(f"{len(cases)} operand pairs -> {os.path.relpath(out)}")
