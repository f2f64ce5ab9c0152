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
import ml_dtypes
import numpy as np

from registry import narrow_rows

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


def seed_key(seed, x64=True):
    """jax.random.key(seed): a Python int seed is converted to int64 first (random_seed); with x64
    off jnp.asarray makes that int32 (its low 32 bits), and threefry_seed's shift_right_logical of an
    int32 by 32 is 0, so the high word is 0."""
    value = int(np.int64(seed))
    if not x64:
        value = int(np.int64(value).astype(np.int32))
        return np.array([0, value & 0xFFFFFFFF], U32)
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
    info = ml_dtypes.finfo(dtype)
    nbits, nmant = info.bits, info.nmant
    uint = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}[nbits]
    rng_bits = 8 if nmant < 8 else nbits  # JAX: 8 random bits for a mantissa narrower than 8 (bfloat16)
    bits = random_bits(key, rng_bits, shape).astype(uint)
    float_bits = (bits >> uint(rng_bits - nmant)) | np.array(1.0, dtype).view(uint)
    floats = float_bits.view(dtype) - dtype.type(1.0)
    lo, hi = np.asarray(minval, dtype), np.asarray(maxval, dtype)
    if nbits == 8:  # float8: each operation rounded to the format (ml_dtypes' arithmetic)
        return np.maximum(lo, floats * (hi - lo) + lo)
    if nbits == 16:  # the scaling in float32, rounded once to the 16-bit type
        f, l, h = floats.astype(np.float32), lo.astype(np.float32), hi.astype(np.float32)
        return np.maximum(l, f * (h - l) + l).astype(dtype)
    return np.maximum(lo, floats * (hi - lo) + lo)


def normal(key, shape, dtype=np.float64):
    """jax.random.normal: sqrt(2) * lax.erf_inv(u), u uniform in (-1, 1), erf_inv as XLA evaluates it
    (float16 and bfloat16 through float32)."""
    dtype = np.dtype(dtype)
    lo = np.nextafter(dtype.type(-1.0), dtype.type(0.0))
    u = uniform(key, shape, dtype, lo, 1.0)
    if dtype == np.float64:
        return np.sqrt(2.0) * erfinv_f64(u)
    e = erfinv_f32(u.astype(np.float32)).astype(dtype)
    return (dtype.type(np.sqrt(2)).astype(np.float32) * e.astype(np.float32)).astype(dtype)



# XLA's erf_inv as StableHLO expands chlo.erf_inv (ChloLegalizeToStablehlo.cpp, erfInv32/erfInv64):
# Giles' polynomials, one rounding per multiply and add; log1p is float64 log1p rounded once.
F32_BELOW_5 = [2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087, -0.00125372503, -0.00417768164, 0.246640727, 1.50140941]
F32_ABOVE_5 = [-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773, -0.0076224613, 0.00943887047, 1.00167406, 2.83297682]
F64_BELOW_6_25 = [-3.6444120640178196996e-21, -1.685059138182016589e-19, 1.2858480715256400167e-18, 1.115787767802518096e-17, -1.333171662854620906e-16, 2.0972767875968561637e-17, 6.6376381343583238325e-15, -4.0545662729752068639e-14, -8.1519341976054721522e-14, 2.6335093153082322977e-12, -1.2975133253453532498e-11, -5.4154120542946279317e-11, 1.051212273321532285e-09, -4.1126339803469836976e-09, -2.9070369957882005086e-08, 4.2347877827932403518e-07, -1.3654692000834678645e-06, -1.3882523362786468719e-05, 0.0001867342080340571352, -0.00074070253416626697512, -0.0060336708714301490533, 0.24015818242558961693, 1.6536545626831027356]
F64_BELOW_16 = [2.2137376921775787049e-09, 9.0756561938885390979e-08, -2.7517406297064545428e-07, 1.8239629214389227755e-08, 1.5027403968909827627e-06, -4.013867526981545969e-06, 2.9234449089955446044e-06, 1.2475304481671778723e-05, -4.7318229009055733981e-05, 6.8284851459573175448e-05, 2.4031110387097893999e-05, -0.0003550375203628474796, 0.00095328937973738049703, -0.0016882755560235047313, 0.0024914420961078508066, -0.0037512085075692412107, 0.005370914553590063617, 1.0052589676941592334, 3.0838856104922207635]
F64_ABOVE_16 = [-2.7109920616438573243e-11, -2.5556418169965252055e-10, 1.5076572693500548083e-09, -3.7894654401267369937e-09, 7.6157012080783393804e-09, -1.4960026627149240478e-08, 2.9147953450901080826e-08, -6.7711997758452339498e-08, 2.2900482228026654717e-07, -9.9298272942317002539e-07, 4.5260625972231537039e-06, -1.9681778105531670567e-05, 7.5995277030017761139e-05, -0.00021503011930044477347, -0.00013871931833623122026, 1.0103004648645343977, 4.8499064014085844221]


def erfinv_f32(x):
    with np.errstate(all='ignore'):
        return _erfinv_f32(x)


def _erfinv_f32(x):
    x = np.asarray(x, np.float32)
    w = -np.log1p((x * -x).astype(np.float64)).astype(np.float32)
    lt = w < np.float32(5)
    w = np.where(lt, w - np.float32(2.5), np.sqrt(w) - np.float32(3)).astype(np.float32)
    p = np.where(lt, np.float32(F32_BELOW_5[0]), np.float32(F32_ABOVE_5[0]))
    for a, b in zip(F32_BELOW_5[1:], F32_ABOVE_5[1:]):
        p = (np.where(lt, np.float32(a), np.float32(b)) + (p * w).astype(np.float32)).astype(np.float32)
    return np.where(np.abs(x) == 1, x * np.float32(np.inf), p * x).astype(np.float32)



def erfinv_f64(x):
    x = np.asarray(x, np.float64)
    with np.errstate(all='ignore'):
        w = -np.log1p(x * -x)
        out = np.empty_like(x)
        for i, (xi, wi) in enumerate(zip(x.ravel(), w.ravel())):
            if wi < 6.25: c, t = F64_BELOW_6_25, wi - 3.125
            elif wi < 16: c, t = F64_BELOW_16, np.sqrt(wi) - 3.25
            else: c, t = F64_ABOVE_16, np.sqrt(wi) - 5.0
            p = c[0]
            for ci in c[1:]: p = ci + p * t
            out.ravel()[i] = xi * np.inf if abs(xi) == 1 else p * xi
    return out


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
    multiplier = ((multiplier * multiplier) & mask) % span  # lax.mul in the unsigned dtype wraps
    offset = np.array([((h % span) * multiplier + (l % span)) & mask for h, l in zip(higher.ravel(), lower.ravel())], dtype=object)
    offset = offset % span
    out = np.array([minval + int(v) for v in offset], dtype=object)
    return np.array([int(v) for v in out], dtype=np.int64).astype(dtype).reshape(shape)


def bernoulli(key, p=np.float32(0.5), shape=None, x64=True):
    """uniform in p's dtype (a Python float's canonical dtype: float64 with x64, float32 without) < p."""
    dtype = default_float(x64) if isinstance(p, float) else np.asarray(p).dtype
    return uniform(key, np.shape(p) if shape is None else shape, dtype) < p


def default_float(x64):
    return np.float64 if x64 else np.float32


def default_int(x64):
    return np.int64 if x64 else np.int32


def permutation(key, n, x64=True):
    x = np.arange(n, dtype=default_int(x64))
    rounds = int(np.ceil(3 * np.log(max(1, n)) / np.log(0xFFFFFFFF)))
    for _ in range(rounds):
        key, subkey = split(key)
        sort_keys = random_bits(subkey, 32, (n,))
        x = x[np.argsort(sort_keys, kind='stable')]
    return x


def gumbel(key, shape, dtype):
    """JAX's _gumbel (mode 'low'): -log(-log(u)), u uniform in [tiny, 1); logs rounded to dtype."""
    u = uniform(key, shape, dtype, ml_dtypes.finfo(dtype).tiny, 1.0)
    return (-np.log(-np.log(u.astype(np.float64)).astype(dtype).astype(np.float64))).astype(dtype)


def choice(key, n, shape, replace=True, p=None, x64=True):
    """jax.random.choice of arange(n): randint, a permutation's prefix, or by p (a list: the default
    float, as promote_dtypes_inexact makes it) with the inverse CDF or Gumbel top-k."""
    index = default_int(x64)
    draws = math.prod(shape)
    if p is None:
        if replace:
            return randint(key, shape, 0, n, index)
        return permutation(key, n, x64)[:draws].reshape(shape)
    p = np.asarray(p, default_float(x64))
    if replace:
        cumulative = np.cumsum(p, dtype=p.dtype)  # sequential, in p's dtype
        r = cumulative[-1] * (p.dtype.type(1) - uniform(key, shape, p.dtype))
        return np.searchsorted(cumulative, r, side='left').astype(index)
    g = gumbel(key, (n,), p.dtype) + np.log(p.astype(np.float64)).astype(p.dtype)
    order = sorted(range(n), key=lambda at: (-float(g[at]), at))
    return np.array(order[:draws], index).reshape(shape)


def x64_off_fixtures():
    """The default namespace's draws (x64 off: float32, int32, uint32 where no dtype is named) and
    key(seed) in both modes."""
    seeds = ['0', '42', '-1', str(2**31), str(2**32 + 7), str(-(2**40)), str(2**63 - 1)]
    k0, k42 = seed_key(0, False), seed_key(42, False)
    return {
        'key': {seed: {'x64_off': hexes(seed_key(int(seed), False)), 'x64_on': hexes(seed_key(int(seed)))} for seed in seeds},
        'uniform': floats(uniform(k0, (5,), default_float(False))),
        'uniform_range': floats(uniform(k42, (4,), default_float(False), -2.0, 3.0)),
        'normal': floats(normal(k42, (5,), default_float(False))),
        'randint': [int(v) for v in randint(k0, (6,), 0, 10, default_int(False))],
        'randint_wide': [int(v) for v in randint(k42, (4,), -(2**31), 2**31 - 1, default_int(False))],
        'bits': hexes(random_bits(k0, 32, (4,))),
        'bernoulli': [bool(v) for v in bernoulli(k0, 0.3, (8,), x64=False)],
        'permutation': [int(v) for v in permutation(k0, 10, x64=False)],
        'choice': [int(v) for v in choice(k0, 10, (5,), x64=False)],
        'choice_replace_false': [int(v) for v in choice(k42, 10, (4,), replace=False, x64=False)],
        'choice_p': [int(v) for v in choice(k0, 4, (8,), p=[0.1, 0.2, 0.3, 0.4], x64=False)],
        'choice_p_replace_false': [int(v) for v in choice(k42, 5, (3,), replace=False, p=[0.1, 0.3, 0.2, 0.25, 0.15], x64=False)],
        'choice_p_x64': [int(v) for v in choice(k0, 4, (8,), p=[0.1, 0.2, 0.3, 0.4])],
        'choice_p_replace_false_x64': [int(v) for v in choice(k42, 5, (3,), replace=False, p=[0.1, 0.3, 0.2, 0.25, 0.15])],
        'fold_in': {'key(-1)_7': hexes(fold_in(seed_key(-1, False), 7))},
    }


# The float8 formats uniform takes: the registry's 8-bit narrow floats with a zero (not e8m0fnu).
FLOAT8 = tuple(row['name'] for row in narrow_rows() if row['kind'] == 'float' and row['bits'] == 8 and row['narrow']['specials'] != 'e8m0')


def permutation_independent(key, x, axis):
    """jax.random.permutation(key, x, axis, independent=True): _shuffle of x itself, each round a
    stable sort of every 1-D slice along axis by 32-bit random keys over x's shape."""
    x = np.asarray(x)
    rounds = int(np.ceil(3 * np.log(max(1, x.size)) / np.log(0xFFFFFFFF)))
    for _ in range(rounds):
        key, subkey = split(key)
        sort_keys = random_bits(subkey, 32, x.shape)
        x = np.take_along_axis(x, np.argsort(sort_keys, axis=axis, kind='stable'), axis=axis)
    return x


def finite_or_none(value):
    """JSON has no infinities: None (null) for ±inf (erf_inv of ±1)."""
    return float(value) if np.isfinite(value) else None


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
            'bfloat16': floats(uniform(k42, (6,), ml_dtypes.bfloat16)),
            'float32_range': floats(uniform(k42, (4,), np.float32, -2.0, 3.0)),
        },
        'normal': {
            'float32': floats(normal(k0, (6,), np.float32)),
            'float64': floats(normal(k42, (4,), np.float64)),
            # 1000 values reach u near ±1, where erf_inv's branch for w >= 5 (and >= 6.25, 16) runs.
            'float32_1000': floats(normal(k42, (1000,), np.float32)),
            'float64_1000': floats(normal(k0, (1000,), np.float64)),
            'float16': floats(normal(k0, (8,), np.float16)),
            'bfloat16': floats(normal(k0, (8,), ml_dtypes.bfloat16)),
        },
        # XLA's erf_inv at the grid's points (float64, and float32 of the float32-rounded point).
        'erfinv_xla': [[float(u), float(erfinv_f64(np.array([u]))[0]), finite_or_none(erfinv_f32(np.array([u], np.float32))[0])] for u in np.concatenate([
            np.linspace(-0.999, 0.999, 41), [0.0, 1e-30, 0.5, 0.99, 0.9999, -0.99999, 1 - 2**-24, -1 + 2**-53]])],
        'randint': {
            'int32': [int(v) for v in randint(k0, (6,), 0, 10, np.int32)],
            'int64': [int(v) for v in randint(k42, (4,), -5, 1000, np.int64)],
            'int8': [int(v) for v in randint(k0, (5,), -3, 4, np.int8)],
        },
        'bernoulli': [bool(v) for v in bernoulli(k0, 0.3, (8,))],
        'bernoulli_default': [bool(v) for v in bernoulli(k42, shape=(8,))],
        'bernoulli_array': [bool(v) for v in bernoulli(k0, np.array([[0.1, 0.5, 0.9]], np.float32), (2, 3)).ravel()],
        'bernoulli_array_float64': [bool(v) for v in bernoulli(k42, np.array([0.2, 0.4, 0.6, 0.8]))],
        'uniform_float8': {name: floats(uniform(k0, (8,), getattr(ml_dtypes, name))) for name in FLOAT8},
        'uniform_float8_range': floats(uniform(k42, (6,), ml_dtypes.float8_e4m3fn, -3.0, 5.0)),
        'normal_float8': {name: floats(normal(k42, (8,), getattr(ml_dtypes, name))) for name in ('float8_e4m3fn', 'float8_e5m2')},
        'uniform_bounds': {
            'float32': floats(uniform(k0, (2, 3), np.float32, np.array([[-1.0], [10.0]], np.float32), np.array([0.0, 1.0, 100.0], np.float32))),
            'float64': floats(uniform(k42, (2, 3), np.float64, np.array([0.0, -5.0, 1e6]), 2e6)),
            'float16': floats(uniform(k42, (4,), np.float16, np.array([0.1, 0.2, 0.3, 0.4], np.float16), 1.0)),
        },
        # sqrt(2)·erfinv(u) to 50 digits (mpmath), rounded once, on a grid that reaches both tails.
        'sqrt2_erfinv': [[float(u), float(mpmath.sqrt(2) * mpmath.erfinv(mpmath.mpf(float(u))))] for u in np.concatenate([
            np.linspace(-0.999, 0.999, 41), [1e-300, 1e-10, -3e-5, 0.5, 0.84, 0.86, 0.99999, -0.9999999999, 1 - 2**-53, -1 + 2**-52]])],
        'permutation': {'10': [int(v) for v in permutation(k0, 10)], '42_6': [int(v) for v in permutation(k42, 6)]},
        # independent=True over arange(12).reshape(3, 4): along axis 1 and axis 0.
        'permutation_independent': {
            'axis1': [int(v) for v in permutation_independent(k0, np.arange(12).reshape(3, 4), 1).ravel()],
            'axis0': [int(v) for v in permutation_independent(k42, np.arange(12).reshape(3, 4), 0).ravel()],
        },
        'x64_off': x64_off_fixtures(),
    }
    path = os.path.join(os.path.dirname(__file__), '..', 'test', 'fixtures', 'random-jax.json')
    with open(path, 'w') as out:
        json.dump(fixtures, out, indent=1)
        out.write('\n')
    print(f'wrote {os.path.normpath(path)}')


if __name__ == '__main__':
    main()
