#!/usr/bin/env python3
"""NumPy's (pocketfft) complex128 fft of deterministic inputs, the oracle test/fft.test.ts checks
our complex128 transform against: x_k = sin(0.37·k) + i·cos(1.3·k), k < n. Also prints pocketfft's own
relative RMS error against a longdouble direct DFT, for docs/fft.md.
    python3 scripts/fft_accuracy.py   # writes test/fixtures/fft-numpy.json (NumPy 2.4)"""
import json
import numpy as np

LENGTHS = [1, 2, 3, 5, 7, 16, 64, 97, 127, 360]


def signal(n):
    k = np.arange(n, dtype=np.float64)
    return np.sin(0.37 * k) + 1j * np.cos(1.3 * k)


def direct(x):
    n = len(x)
    k = np.arange(n)
    angles = (np.outer(k, k) % n).astype(np.longdouble) * (-2 * np.pi / np.longdouble(n))
    re = np.cos(angles) @ x.real.astype(np.longdouble) - np.sin(angles) @ x.imag.astype(np.longdouble)
    im = np.sin(angles) @ x.real.astype(np.longdouble) + np.cos(angles) @ x.imag.astype(np.longdouble)
    return re, im


cases = []
for n in LENGTHS:
    y = np.fft.fft(signal(n))
    re, im = direct(signal(n))
    err = np.sqrt(np.sum((y.real - re) ** 2 + (y.imag - im) ** 2) / np.sum(re**2 + im**2))
    print(f"n={n}: pocketfft complex128 relative RMS error {float(err) / 2**-52:.2f} eps")
    cases.append({"n": n, "re": y.real.tolist(), "im": y.imag.tolist()})
with open("test/fixtures/fft-numpy.json", "w") as f:
    json.dump({"numpy": np.__version__, "input": "sin(0.37k) + i cos(1.3k)", "cases": cases}, f, separators=(",", ":"))
    f.write("\n")
