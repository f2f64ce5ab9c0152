#!/usr/bin/env python3
"""The 2^(j/128) table of asm/math.ts's exp64x2 (musl's exp algorithm, as AssemblyScript's Math.exp
uses it): for j = 0…127, H = 2^(j/128) rounded to float64 and T = (2^(j/128) − H) / H rounded, stored
as (bits of T, bits of H − (j << 45)) so that adding k << 45 to the second word scales it by 2^(k/128).
Prints the AssemblyScript initialiser.   python3 scripts/exp64_table.py"""
import struct
import mpmath

mpmath.mp.prec = 200
words = []
for j in range(128):
    exact = mpmath.power(2, mpmath.mpf(j) / 128)
    high = float(exact)
    tail = float((exact - high) / high)
    high_bits = struct.unpack('<Q', struct.pack('<d', high))[0]
    tail_bits = struct.unpack('<Q', struct.pack('<d', tail))[0]
    words += [tail_bits, (high_bits - (j << 45)) % (1 << 64)]
for index in range(0, len(words), 4):
    print('  ' + ', '.join(f'0x{word:016X}' for word in words[index:index + 4]) + ',')
