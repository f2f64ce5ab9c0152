#!/usr/bin/env python3
"""Oracle for the orthogonal family's complex input (qr, eigh, eigvalsh): NumPy's (LAPACK's zgeqrf/
zungqr and zheevd) values on seeded complex matrices, written to test/fixtures/linalg-complex.json.
Run: python3 scripts/linalg_complex_oracle.py (NumPy 2.4). QR follows LAPACK's convention (R's
diagonal real), so Q and R are compared directly; eigenvectors only up to phase, by residual.
"""
import json
import os

import numpy as np

rng = np.random.default_rng(20261208)


def pairs(z):
    z = np.asarray(z, dtype=np.complex128).ravel()
    return np.stack([z.real, z.imag], -1).ravel().tolist()


def cplx(*shape):
    return rng.standard_normal(shape) + 1j * rng.standard_normal(shape)


qr = []
for shape in [(1, 1), (3, 3), (5, 3), (3, 5), (8, 8), (20, 13), (2, 4, 3)]:
    a = cplx(*shape)
    entry = {"shape": list(shape), "a": pairs(a)}
    for mode in ["reduced", "complete"]:
        q, r = np.linalg.qr(a, mode=mode)
        entry[mode] = {"Q": pairs(q), "R": pairs(r)}
    qr.append(entry)

eigh = []
for shape in [(1, 1), (2, 2), (4, 4), (9, 9), (30, 30), (3, 5, 5)]:
    a = cplx(*shape)
    h = (a + np.swapaxes(a, -1, -2).conj()) / 2
    # The triangle not read holds garbage: eigh must read only its UPLO triangle.
    lower = np.tril(h) + np.triu(cplx(*shape), 1)
    upper = np.triu(h) + np.tril(cplx(*shape), -1)
    eigh.append({"shape": list(shape), "lower": pairs(lower), "upper": pairs(upper), "w": np.linalg.eigvalsh(h).ravel().tolist()})

scaled = cplx(6, 6)
scaled = (scaled + scaled.conj().T) * 1e150
eigh.append({"shape": [6, 6], "lower": pairs(scaled), "upper": pairs(scaled), "w": np.linalg.eigvalsh(scaled).tolist()})

out = os.path.join(os.path.dirname(__file__), "..", "test", "fixtures", "linalg-complex.json")
with open(out, "w") as f:
    json.dump({"numpy": np.__version__, "qr": qr, "eigh": eigh}, f, separators=(",", ":"))
print(f"{len(qr)} qr and {len(eigh)} eigh matrices -> {os.path.relpath(out)}")
