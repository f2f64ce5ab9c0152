#!/usr/bin/env python3
"""The table of asm/tanh32.ts's float32 tanh (TANH32_TABLE): tanh(j/64) for j = 0 … 640 (|x| from 0 to
10, the kernel's clamp), by mpmath at 120 bits, each rounded once to float64.
  python3 scripts/tanh32_table.py   (prints the AssemblyScript array body)"""
import mpmath

mpmath.mp.prec = 120
STEPS = 64
LAST = 10 * STEPS

line = '   '
for j in range(LAST + 1):
    text = f' {float(mpmath.tanh(mpmath.mpf(j) / STEPS))!r},'
    if len(line) + len(text) > 118:
        print(line)
        line = '   '
    line += text
print(line)
