#!/usr/bin/env python3
"""float16 multiply and divide oracle: NumPy's float16 results for pairs chosen to hit the cases
where rounding a float32 result to float16 could go wrong (asm/arithmetic.ts scaledProductPart):
subnormal and underflowing results, results next to float16 ties, overflow, zero divisors.
All inputs are finite, so contiguous blocks of 32 take the scaled fast path.
Writes test/fixtures/half-quotients.json: left, right, multiply, divide as hex strings of
4 hex digits per float16 bit pattern.
    python3 scripts/half_quotient_oracle.py
"""
import json
import numpy as np

rng = np.random.default_rng(20261123)
COUNT = 16384


def finite_bits(size, low_exponent=0, high_exponent=30):
    exponent = rng.integers(low_exponent, high_exponent + 1, size, dtype=np.uint16)
    fraction = rng.integers(0, 1024, size, dtype=np.uint16)
    sign = rng.integers(0, 2, size, dtype=np.uint16) << 15
    return (sign | (exponent << 10) | fraction).astype(np.uint16)


quarter = COUNT // 4
lefts, rights = [], []
# 1. random finite pairs over the whole range (overflow and underflow included)
lefts.append(finite_bits(quarter)); rights.append(finite_bits(quarter))
# 2. small dividends / factors: subnormal and underflowing results
lefts.append(finite_bits(quarter, 0, 8)); rights.append(finite_bits(quarter, 8, 22))
# 3. results next to ties: x = (k + 1/2) ulp(q) * y, rounded to float16, for random y and k
y = finite_bits(quarter, 5, 25).view(np.float16).astype(np.float64)
q = np.abs(finite_bits(quarter, 0, 12).view(np.float16).astype(np.float64))
ulp = np.where(q < 2.0 ** -14, 2.0 ** -24, 2.0 ** (np.floor(np.log2(np.maximum(q, 2.0 ** -24))) - 10))
midpoint = (np.floor(q / ulp) + 0.5) * ulp
x = (midpoint * y).astype(np.float16)
lefts.append(x.view(np.uint16)); rights.append(y.astype(np.float16).view(np.uint16))
# 4. float16-subnormal products, among them every pair (of 4·10^6 tried) whose product rounded to
# float32 in the scaled form (x·2^-112, f32-subnormal there) and then to float16 differs from the
# product rounded once: the cases the fast path must send to its general step.
tries = 4_000_000
x = (rng.integers(1, 2048, tries) * 2.0 ** rng.integers(-24, -4, tries)).astype(np.float16)
y = (rng.integers(1, 2048, tries) * 2.0 ** rng.integers(-24, -4, tries)).astype(np.float16)
exact = x.astype(np.float64) * y.astype(np.float64)
tiny = (exact > 0) & (exact < 2.0 ** -14)
x, y, exact = x[tiny], y[tiny], exact[tiny]
scaled = (exact * 2.0 ** -112).astype(np.float32).view(np.uint32).astype(np.int64)
twice = (scaled + 0xfff + ((scaled >> 13) & 1)) >> 13
once = exact.astype(np.float16).view(np.uint16)
wrong = np.flatnonzero(twice != once)
assert len(wrong) > 0
others = rng.choice(np.flatnonzero(twice == once), quarter - len(wrong), replace=False)
order = np.concatenate([wrong, others])[rng.permutation(quarter)]
lefts.append(x[order].view(np.uint16)); rights.append(y[order].view(np.uint16))
left = np.concatenate(lefts).astype(np.uint16)
right = np.concatenate(rights).astype(np.uint16)
# zeros: a few dividends and divisors (0/0 is NaN, x/0 inf), spread over blocks
zeros = rng.choice(COUNT, 64, replace=False)
left[zeros[:32]] &= 0x8000
right[zeros[16:]] &= 0x8000
assert not np.any((left & 0x7c00) == 0x7c00) and not np.any((right & 0x7c00) == 0x7c00)
with np.errstate(all='ignore'):
    product = (left.view(np.float16) * right.view(np.float16)).view(np.uint16)
    quotient = (left.view(np.float16) / right.view(np.float16)).view(np.uint16)


def hex_of(values):
    return ''.join(f'{int(value):04x}' for value in values)


with open('test/fixtures/half-quotients.json', 'w') as file:
    json.dump({
        'source': 'scripts/half_quotient_oracle.py, NumPy ' + np.__version__,
        'left': hex_of(left), 'right': hex_of(right),
        'multiply': hex_of(product), 'divide': hex_of(quotient),
    }, file)
    file.write('\n')
