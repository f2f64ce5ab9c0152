// The small blocks src/memory/memory.ts keeps for reuse: an array's block of up to 8 KiB is kept when the
// array is released and taken by the next array of its 64-byte size class; the rest go back to
// the allocator. Kept blocks hold nothing for the library (the heap walk counts them as free).
import { describe, expect, it } from 'vitest';
import { add, array, zeros } from '../src/index.js';
import { cachedBlocks, dataPointer, flushBlockCache, memoryStats } from '../src/memory/memory.js';
import { usedHeapBytes } from './support/heap.js';

describe('blocks kept for reuse', () => {
  it('gives a released small block to the next array of its size class, with its own values', () => {
    const one = array([1.5], 'float32');
    const first = add(one, one);
    const pointer = dataPointer(first);
    first.dispose();
    expect(cachedBlocks()).toContain(pointer);
    // 4 and 48 bytes: the same 64-byte block class.
    const second = zeros([12], 'float32');
    expect(dataPointer(second)).toBe(pointer);
    expect(cachedBlocks()).not.toContain(pointer);
    expect(second.toArray()).toEqual(new Array(12).fill(0));
    second.dispose();
    one.dispose();
  });

  it('keeps at most eight blocks of a class and none above 8 KiB; the heap walk sees the rest freed', () => {
    flushBlockCache();
    const before = usedHeapBytes();
    const stats = memoryStats();
    const small = Array.from({ length: 20 }, () => zeros([3], 'int8'));
    const large = zeros([4096], 'float32'); // 16 KiB
    const largePointer = dataPointer(large);
    for (const each of small) each.dispose();
    large.dispose();
    expect(cachedBlocks()).toHaveLength(8);
    expect(cachedBlocks()).not.toContain(largePointer);
    expect(usedHeapBytes()).toBe(before);
    expect(memoryStats().liveArrays).toBe(stats.liveArrays);
    expect(memoryStats().bytesHeld).toBe(stats.bytesHeld);
    flushBlockCache();
    expect(cachedBlocks()).toEqual([]);
    expect(usedHeapBytes()).toBe(before);
  });

  it('keeps a block shared by views only when the last of them is released', () => {
    flushBlockCache();
    const base = array([1, 2, 3, 4], 'int32');
    const pointer = dataPointer(base);
    const view = base.slice('1:3');
    base.dispose();
    expect(cachedBlocks()).not.toContain(pointer);
    expect(view.toArray()).toEqual([2, 3]);
    view.dispose();
    expect(cachedBlocks()).toContain(pointer);
  });
});
