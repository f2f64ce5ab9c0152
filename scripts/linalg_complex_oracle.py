#!/usr/bin/env python3
"""Oracle for the orthogonal family's complex input (qr, eigh, eigvalsh, svd, svdvals, pinv, lstsq,
matrix_rank, cond): NumPy's (LAPACK's zgeqrf/zungqr, zheevd and zgesdd) values on seeded complex matrices, written to test/fixtures/linalg-complex.json.
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

svd = []
for shape in [(1, 1), (3, 3), (5, 3), (3, 5), (8, 8), (20, 13), (13, 20), (2, 4, 3)]:
    a = cplx(*shape)
    entry = {"shape": list(shape), "a": pairs(a), "s": np.linalg.svd(a, compute_uv=False).ravel().tolist()}
    entry["cond"] = np.asarray(np.linalg.cond(a)).ravel().tolist()
    entry["rank"] = np.asarray(np.linalg.matrix_rank(a)).ravel().tolist()
    entry["pinv"] = pairs(np.linalg.pinv(a))
    svd.append(entry)
deficient = cplx(6, 2) @ cplx(2, 5)
svd.append({"shape": [6, 5], "a": pairs(deficient), "s": np.linalg.svd(deficient, compute_uv=False).tolist(),
            "cond": [float(np.linalg.cond(deficient))], "rank": [int(np.linalg.matrix_rank(deficient))],
            "pinv": pairs(np.linalg.pinv(deficient))})

lstsq = []
for m, n in [(3, 3), (6, 3), (3, 6), (8, 5)]:
    a = cplx(m, n)
    b = cplx(m, 2)
    x, residuals, rank, s_ = np.linalg.lstsq(a, b)
    lstsq.append({"m": m, "n": n, "a": pairs(a), "b": pairs(b), "x": pairs(x), "residuals": residuals.tolist(), "rank": int(rank)})

out = os.path.join(os.path.dirname(__file__), "..", "test", "fixtures", "linalg-complex.json")
with open(out, "w") as f:
    json.dump({"numpy": np.__version__, "qr": qr, "eigh": eigh, "svd": svd, "lstsq": lstsq}, f, separators=(",", ":"))
print(f"{len(qr)} qr, {len(eigh)} eigh, {len(svd)} svd and {len(lstsq)} lstsq matrices -> {os.path.relpath(out)}")
