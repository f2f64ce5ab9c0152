#!/usr/bin/env python3
"""Oracle for linalg's orthogonal family (qr, eigh, svd, lstsq, pinv, matrix_rank, cond): NumPy's
(LAPACK's) values on seeded matrices of several classes, written to test/fixtures/linalg-qr.json.
Run: python3 scripts/linalg_qr_oracle.py (NumPy 2.4). The matrices are stored too (float64 values
printed with repr: exact), so the test reads the same inputs.

Classes: random normal, ill-conditioned (condition 1e8 and 1e12: U diag(s) V^T with s geometric),
rank-deficient (a product of thinner factors), tiny (1e-150 scaled) and huge (1e150 scaled);
square sizes 1..64, a few rectangular, and a batch.
"""
import json
import os

import numpy as np

rng = np.random.default_rng(20261206)


def conditioned(m, n, condition):
    k = min(m, n)
    u, _ = np.linalg.qr(rng.standard_normal((m, k)))
    v, _ = np.linalg.qr(rng.standard_normal((n, k)))
    s = np.geomspace(1.0, 1.0 / condition, k)
    return (u * s) @ v.T


def deficient(m, n, rank):
    return rng.standard_normal((m, rank)) @ rng.standard_normal((rank, n))


cases = []


def add(name, a):
    a = np.asarray(a, dtype=np.float64)
    entry = {"name": name, "shape": list(a.shape), "a": a.ravel().tolist()}
    entry["s"] = np.linalg.svd(a, compute_uv=False).ravel().tolist()
    entry["rank"] = np.asarray(np.linalg.matrix_rank(a)).ravel().tolist()
    if a.shape[-1] == a.shape[-2]:
        sym = (a + np.swapaxes(a, -1, -2)) / 2
        entry["sym"] = sym.ravel().tolist()
        entry["eigvalsh"] = np.linalg.eigvalsh(sym).ravel().tolist()
    if a.ndim == 2:
        entry["pinv"] = np.linalg.pinv(a).ravel().tolist()
        b = rng.standard_normal(a.shape[0])
        x, residuals, rank, _ = np.linalg.lstsq(a, b)
        entry["b"] = b.tolist()
        entry["x"] = x.tolist()
        entry["residuals"] = residuals.tolist()
        entry["lstsq_rank"] = int(rank)
    cases.append(entry)


for n in [1, 2, 3, 5, 8, 16, 33, 64]:
    add(f"random {n}x{n}", rng.standard_normal((n, n)))
for m, n in [(5, 3), (3, 5), (40, 7), (7, 40), (64, 48)]:
    add(f"random {m}x{n}", rng.standard_normal((m, n)))
for n in [8, 32]:
    add(f"condition 1e8 {n}x{n}", conditioned(n, n, 1e8))
    add(f"condition 1e12 {n}x{n}", conditioned(n, n, 1e12))
add("rank 3 of 10x10", deficient(10, 10, 3))
add("rank 5 of 20x12", deficient(20, 12, 5))
add("tiny 6x6", rng.standard_normal((6, 6)) * 1e-150)
add("huge 6x6", rng.standard_normal((6, 6)) * 1e150)
add("batch 3x4x4", rng.standard_normal((3, 4, 4)))

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "..", "test", "fixtures", "linalg-qr.json"), "w") as out:
    json.dump({"generator": "scripts/linalg_qr_oracle.py", "numpy": np.__version__, "cases": cases}, out)
    out.write("\n")
