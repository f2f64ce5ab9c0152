#!/usr/bin/env python3
"""A NumPy model of jax.random (JAX 0.11, threefry2x32, jax_threefry_partitionable=True), written
from JAX's code (jax/_src/random/threefry2x32.py, prng.py, core.py), and the fixtures it derives:
test/fixtures/random-jax.json. These fixtures are derived from JAX's code, not recorded from JAX:
there is no JAX on this machine. Only the Random123 known answers are checked against published
values (below). Run: python3 scripts/jax_random_reference.py
"""
import json
import math
import os

import mpmath
import numpy as np
from scipy.special import erfinv

U32 = np.uint32
ROTATIONS = ((13, 15, 26, 6), (17, 29, 16, 24))


def threefry2x32(key0, key1, x0, x1):
    """The threefry2x32 primitive on uint32 arrays x0, x1 (JAX's unrolled lowering)."""
    with np.errstate(over='ignore'):
        ks = [U32(key0), U32(key1), U32(key0) ^ U32(key1) ^ U32(0x1BD11BDA)]
        x = [np.asarray(x0, U32) + ks[0], np.asarray(x1, U32) + ks[1]]
        for step in range(5):
            for rot in ROTATIONS[step % 2]:
                x[0] = x[0] + x[1]
                x[1] = (x[1] << U32(rot)) | (x[1] >> U32(32 - rot))
                x[1] = x[0] ^ x[1]
            x[0] = x[0] + ks[(step + 1) % 3]
            x[1] = x[1] + ks[(step + 2) % 3] + U32(step + 1)
    return x[0], x[1]


def threefry_2x32(keypair, count):
    """jax's threefry_2x32(keypair, count): the count's halves are the two words of each block."""
    flat = np.asarray(count, U32).ravel()
    odd = flat.size % 2
    if odd:
        flat = np.concatenate([flat, np.zeros(1, U32)])
    half = flat.size // 2
    out = np.concatenate(threefry2x32(keypair[0], keypair[1], flat[:half], flat[half:]))
    return (out[:-1] if odd else out).reshape(np.shape(count))


def seed_key(seed):
    value = int(np.int64(seed))  # a Python int seed is converted to int64 first
    return np.array([(value >> 32) & 0xFFFFFFFF, value & 0xFFFFFFFF], U32)


def iota_2x32(size):
    counts = np.arange(size, dtype=np.uint64)
    return (counts >> np.uint64(32)).astype(U32), counts.astype(U32)


def split(key, num=2):
    hi, lo = iota_2x32(num)
    bits0, bits1 = threefry2x32(key[0], key[1], hi, lo)
    return np.stack([bits0, bits1], axis=1)


def fold_in(key, data):
    return threefry_2x32(key, seed_key(int(np.uint32(data))))


def random_bits(key, bit_width, shape):
    size = math.prod(shape)
    hi, lo = iota_2x32(size)
    bits0, bits1 = threefry2x32(key[0], key[1], hi, lo)
    if bit_width == 64:
        out = (bits0.astype(np.uint64) << np.uint64(32)) | bits1.astype(np.uint64)
    else:
        out = (bits0 ^ bits1).astype({8: np.uint8, 16: np.uint16, 32: np.uint32}[bit_width])
    return out.reshape(shape)


def uniform(key, shape, dtype=np.float64, minval=0.0, maxval=1.0):
    dtype = np.dtype(dtype)
    info = np.finfo(dtype)
    nbits, nmant = info.bits, info.nmant
    uint = {16: np.uint16, 32: np.uint32, 64: np.uint64}[nbits]
    bits = random_bits(key, nbits, shape)
    float_bits = (bits >> uint(nbits - nmant)) | np.array(1.0, dtype).view(uint)
    floats = float_bits.view(dtype) - dtype.type(1.0)
    lo, hi = dtype.type(minval), dtype.type(maxval)
    return np.maximum(lo, floats * (hi - lo) + lo)


def normal(key, shape, dtype=np.float64):
    dtype = np.dtype(dtype)
    lo = np.nextafter(dtype.type(-1.0), dtype.type(0.0))
    u = uniform(key, shape, dtype, lo, 1.0)
    # JAX evaluates XLA's erf_inv approximation; this is the exact value, rounded once.
    return (np.sqrt(2.0) * erfinv(u.astype(np.float64))).astype(dtype)


def randint(key, shape, minval, maxval, dtype=np.int64):
    dtype = np.dtype(dtype)
    info = np.iinfo(dtype)
    if info.bits < 32:
        sample = np.dtype(np.int32)
        minval = int(np.clip(minval, info.min, info.max))
        maxval = int(np.clip(maxval, info.min, info.max + 1))
    else:
        sample = dtype
    sinfo = np.iinfo(sample)
    nbits = sinfo.bits
    maxval_out_of_range = maxval > sinfo.max
    minval = int(np.clip(minval, sinfo.min, sinfo.max))
    maxval = int(np.clip(maxval, sinfo.min, sinfo.max))
    k1, k2 = split(key)
    higher = random_bits(k1, nbits, shape).astype(object)
    lower = random_bits(k2, nbits, shape).astype(object)
    mask = (1 << nbits) - 1
    span = (maxval - minval) & mask
    if maxval <= minval:
        span = 1
    elif maxval_out_of_range:
        span = (span + 1) & mask
    multiplier = (1 << (nbits // 2)) % span
    multiplier = (multiplier * multiplier) % span
    offset = np.array([((h % span) * multiplier + (l % span)) & mask for h, l in zip(higher.ravel(), lower.ravel())], dtype=object)
    offset = offset % span
    out = np.array([minval + int(v) for v in offset], dtype=object)
    return np.array([int(v) for v in out], dtype=np.int64).astype(dtype).reshape(shape)


def bernoulli(key, p, shape):
    return uniform(key, shape, np.float64 if isinstance(p, float) else np.asarray(p).dtype) < p


def permutation(key, n):
    x = np.arange(n, dtype=np.int64)
    rounds = int(np.ceil(3 * np.log(max(1, n)) / np.log(0xFFFFFFFF)))
    for _ in range(rounds):
        key, subkey = split(key)
        sort_keys = random_bits(subkey, 32, (n,))
        x = x[np.argsort(sort_keys, kind='stable')]
    return x


def hexes(values):
    return [f'0x{int(v):08x}' for v in np.asarray(values).ravel()]


def floats(values):
    return [float(v) for v in np.asarray(values).ravel()]


def main():
    mpmath.mp.dps = 50
    # Random123's published known answers for threefry2x32_20 (kat_vectors).
    for key, count, expected in [
        ((0, 0), (0, 0), (0x6B200159, 0x99BA4EFE)),
        ((0xFFFFFFFF, 0xFFFFFFFF), (0xFFFFFFFF, 0xFFFFFFFF), (0x1CB996FC, 0xBB002BE7)),
        ((0x13198A2E, 0x03707344), (0x243F6A88, 0x85A308D3), (0xC4923A9C, 0x483DF7A0)),
    ]:
        got = threefry_2x32(np.array(key, U32), np.array(count, U32))
        assert tuple(int(v) for v in got) == expected, (key, count, got)

    k0 = seed_key(0)
    k42 = seed_key(42)
    fixtures = {
        'note': 'derived from JAX\'s code (scripts/jax_random_reference.py), not recorded from JAX',
        'key': {'0': hexes(k0), '42': hexes(k42), '-1': hexes(seed_key(-1)), '4294967296': hexes(seed_key(2**32))},
        'threefry_2x32': {'key': hexes(k42), 'count': list(range(5)), 'out': hexes(threefry_2x32(k42, np.arange(5, dtype=U32)))},
        'split': {'0': hexes(split(k0)), '42_3': hexes(split(k42, 3))},
        'fold_in': {'0_1': hexes(fold_in(k0, 1)), '42_7': hexes(fold_in(k42, 7))},
        'bits': {
            'uint32': hexes(random_bits(k0, 32, (2, 3))),
            'uint8': [int(v) for v in random_bits(k0, 8, (5,))],
            'uint16': [int(v) for v in random_bits(k0, 16, (5,))],
            'uint64': [str(int(v)) for v in random_bits(k42, 64, (3,))],
        },
        'uniform': {
            'float32': floats(uniform(k0, (7,), np.float32)),
            'float64': floats(uniform(k0, (3,), np.float64)),
            'float16': floats(uniform(k42, (5,), np.float16)),
            'float32_range': floats(uniform(k42, (4,), np.float32, -2.0, 3.0)),
        },
        'normal': {
            'float32': floats(normal(k0, (6,), np.float32)),
            'float64': floats(normal(k42, (4,), np.float64)),
        },
        'randint': {
            'int32': [int(v) for v in randint(k0, (6,), 0, 10, np.int32)],
            'int64': [int(v) for v in randint(k42, (4,), -5, 1000, np.int64)],
            'int8': [int(v) for v in randint(k0, (5,), -3, 4, np.int8)],
        },
        'bernoulli': [bool(v) for v in bernoulli(k0, 0.3, (8,))],
        # sqrt(2)·erfinv(u) to 50 digits (mpmath), rounded once, on a grid that reaches both tails.
        'sqrt2_erfinv': [[float(u), float(mpmath.sqrt(2) * mpmath.erfinv(mpmath.mpf(float(u))))] for u in np.concatenate([
            np.linspace(-0.999, 0.999, 41), [1e-300, 1e-10, -3e-5, 0.5, 0.84, 0.86, 0.99999, -0.9999999999, 1 - 2**-53, -1 + 2**-52]])],
        'permutation': {'10': [int(v) for v in permutation(k0, 10)], '42_6': [int(v) for v in permutation(k42, 6)]},
    }
    path = os.path.join(os.path.dirname(__file__), '..', 'test', 'fixtures', 'random-jax.json')
    with open(path, 'w') as out:
        json.dump(fixtures, out, indent=1)
        out.write('\n')
    print(f'wrote {os.path.normpath(path)}')


if __name__ == '__main__':
    main()
